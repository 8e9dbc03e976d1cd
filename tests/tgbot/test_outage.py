"""A lasting fault is told once, at most once a minute while it lasts, and once when it ends."""

from __future__ import annotations

import logging

import pytest
from telegram.error import Conflict, NetworkError

from tgbot.botapi.outage import QUIET_SECONDS, Outage
from tgbot.handlers.clock import MAX_BACKOFF, backoff
from tgbot.polling import PollErrors


class Clock:
    """A clock the test moves."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_told_once_a_minute_and_when_it_ends(caplog: pytest.LogCaptureFixture) -> None:
    """Failures every second for two minutes: three warnings; recovery: one line."""
    clock = Clock()
    outage = Outage(logging.getLogger("t.outage"), "down (retrying)", lasts="still down",
                    ends="back", clock=clock)  # fmt: skip
    with caplog.at_level(logging.INFO, logger="t.outage"):
        for _ in range(int(2 * QUIET_SECONDS) + 1):
            outage.failed(ConnectionError("refused"))
            clock.now += 1
        assert [r.getMessage() for r in caplog.records] == [
            "down (retrying)",
            "still down",
            "still down",
        ]
        assert caplog.records[0].error == "ConnectionError: refused"  # type: ignore[attr-defined]
        outage.recovered()
        outage.recovered()
    assert [r.getMessage() for r in caplog.records][3:] == ["back"]
    assert not outage.down


def test_sweeps_back_off_while_redis_fails() -> None:
    """The clock's sweeps wait twice as long after each failed one, up to MAX_BACKOFF."""
    assert [backoff(1.0, n) for n in range(6)] == [1.0, 2.0, 4.0, 8.0, MAX_BACKOFF, MAX_BACKOFF]
    assert backoff(0.05, 0) == 0.05


def test_poll_failures_are_told_once_per_outage(caplog: pytest.LogCaptureFixture) -> None:
    """getUpdates failing every few seconds: one warning; a 409 is told once however many;
    a failure long after the last one is a new outage, told again."""
    clock = Clock()
    errors = PollErrors(clock)
    with caplog.at_level(logging.WARNING, logger="robinson.polling"):
        for _ in range(10):
            errors(NetworkError("no route"))
            errors(Conflict("terminated by other getUpdates request"))
            clock.now += 3
        assert len(caplog.records) == 2, [r.getMessage() for r in caplog.records]
        clock.now += 600
        errors(NetworkError("no route"))
    messages = [r.getMessage() for r in caplog.records]
    assert messages.count("cannot reach the Bot API to poll (retrying)") == 2, messages
    assert sum("409 Conflict" in m for m in messages) == 1
