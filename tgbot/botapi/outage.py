"""A lasting fault (Redis or Telegram out of reach): told once, once a minute at most, and ended."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

QUIET_SECONDS = 60.0  # at most one warning a minute while a fault lasts


class Outage:
    """Log a fault once when it begins, again at most once a minute, and once when it ends."""

    def __init__(
        self,
        log: logging.Logger,
        begins: str,
        *,
        lasts: str = "",
        ends: str = "",
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.log = log
        self.begins, self.lasts, self.ends = begins, lasts or begins, ends
        self.clock = clock
        self.since: float | None = None  # when the fault began (None: all is well)
        self._told = 0.0

    @property
    def down(self) -> bool:
        """Whether the fault is going on."""
        return self.since is not None

    def failed(self, error: BaseException | str) -> None:
        """The thing failed again: a warning if it just began or a minute has passed."""
        now = self.clock()
        fields: dict[str, object] = {"error": _short(error)}
        if self.since is None:
            self.since = self._told = now
            self.log.warning(self.begins, extra=fields)
        elif now - self._told >= QUIET_SECONDS:
            self._told = now
            fields["down_seconds"] = round(now - self.since)
            self.log.warning(self.lasts, extra=fields)

    def recovered(self) -> None:
        """The thing answered: say so once if it had failed."""
        if self.since is None:
            return
        down = round(self.clock() - self.since)
        self.since = None
        if self.ends:
            self.log.info(self.ends, extra={"down_seconds": down})


def _short(error: BaseException | str) -> str:
    """An error in one line: its type and its text."""
    if isinstance(error, str):
        return error
    text = str(error).splitlines()[0] if str(error) else ""
    return f"{type(error).__name__}: {text}" if text else type(error).__name__
