"""Prometheus metrics, one registry per application; counting is a dict look-up and an add."""

from __future__ import annotations

import datetime as dt
import re
import time
import warnings
from collections.abc import Awaitable, Callable, Coroutine, Iterator
from typing import Any

from prometheus_client import (
    GC_COLLECTOR,
    CollectorRegistry,
    Counter,
    Gauge,
    GCCollector,
    Histogram,
    PlatformCollector,
    ProcessCollector,
    disable_created_metrics,
    generate_latest,
)
from prometheus_client.core import CounterMetricFamily
from prometheus_client.registry import Collector
from telegram import Update
from telegram._utils.types import JSONDict
from telegram.error import (
    BadRequest,
    Conflict,
    Forbidden,
    InvalidToken,
    NetworkError,
    RetryAfter,
    TelegramError,
    TimedOut,
)
from telegram.warnings import PTBDeprecationWarning

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
LATENCY_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
POLL = "getUpdates"  # long polls: counted, never timed (each waits up to its timeout by design)
# no `*_created` series beside every counter and histogram
disable_created_metrics()  # type: ignore[no-untyped-call]
Callback = Callable[..., Coroutine[Any, Any, bool | JSONDict | list[JSONDict]]]


class _Retries(Collector):
    """Reads the game service's compare-and-set retry count at scrape time."""

    def __init__(self) -> None:
        self.read: Callable[[], int] = lambda: 0

    def collect(self) -> Iterator[CounterMetricFamily]:
        """One counter sample."""
        yield CounterMetricFamily(
            "robinson_cas_retries",
            "Compare-and-set saves lost to another writer and retried",
            value=self.read(),
        )


class Metrics:
    """Every metric the bot exports."""

    def __init__(self) -> None:
        self.registry = r = CollectorRegistry()
        self.updates = Counter("robinson_updates", "Updates handled, by kind", ["kind"], registry=r)
        self.dropped = Counter(
            "robinson_updates_dropped", "Updates dropped from a crowded chat, by kind", ["kind"],
            registry=r,
        )  # fmt: skip
        self.actions = Counter(
            "robinson_actions", "Game commands applied, by command", ["command"], registry=r
        )
        self.refusals = Counter(
            "robinson_refusals", "Game commands refused, by code", ["code"], registry=r
        )
        self.api_calls = Counter(
            "robinson_bot_api_calls", "Bot API requests made, by method", ["method"], registry=r
        )
        self.api_errors = Counter(
            "robinson_bot_api_errors", "Bot API errors, by method and code", ["method", "code"],
            registry=r,
        )  # fmt: skip
        self.flood_waits = Counter(
            "robinson_flood_waits", "Requests held back by flood limits, by scope", ["scope"],
            registry=r,
        )  # fmt: skip
        self.flood_wait_seconds = Counter(
            "robinson_flood_wait_seconds", "Seconds requests were held back by flood limits",
            registry=r,
        )  # fmt: skip
        self.handler_errors = Counter(
            "robinson_handler_errors", "Updates whose handling raised an error, by kind", ["kind"],
            registry=r,
        )  # fmt: skip
        self.api_seconds = Histogram(
            "robinson_bot_api_seconds", "Time of one Bot API request, by method (not getUpdates)",
            ["method"], buckets=LATENCY_BUCKETS, registry=r,
        )  # fmt: skip
        self.games = Gauge(
            "robinson_games_running",
            "Games with a turn clock running, read from the shared Redis: every replica reports "
            "the same total, so aggregate with max(), not sum()",
            registry=r,
        )
        self.latency = Histogram(
            "robinson_update_seconds", "Time to handle one update", buckets=LATENCY_BUCKETS,
            registry=r,
        )  # fmt: skip
        self.retries = _Retries()
        r.register(self.retries)
        ProcessCollector(registry=r)  # process_cpu_seconds_total, process_resident_memory_bytes...
        PlatformCollector(registry=r)  # python_info
        if GC_COLLECTOR is not None:  # CPython only
            GCCollector(registry=r)

    def waited(self, scope: str, seconds: float) -> None:
        """A request was held back for `seconds` by `scope` (chat, group, overall, paused...)."""
        self.flood_waits.labels(scope).inc()
        self.flood_wait_seconds.inc(seconds)

    def render(self) -> bytes:
        """The text exposition format."""
        return generate_latest(self.registry)

    def counting(self, endpoint: str, callback: Callback) -> Callback:
        """`callback` that counts each Bot API attempt and its error code."""
        calls = self.api_calls.labels(endpoint)
        seconds = self.api_seconds.labels(endpoint)

        async def call(*args: Any, **kwargs: Any) -> bool | JSONDict | list[JSONDict]:
            calls.inc()
            start = time.perf_counter()
            try:
                return await callback(*args, **kwargs)
            except TelegramError as exc:
                self.api_errors.labels(endpoint, error_code(exc)).inc()
                if isinstance(exc, RetryAfter):
                    self.waited("retry_after", retry_seconds(exc))
                raise
            finally:
                seconds.observe(time.perf_counter() - start)

        return call

    async def timed(self, update: object, coroutine: Awaitable[Any]) -> None:
        """Run an update's handling, counting it by kind and timing it."""
        self.updates.labels(update_kind(update)).inc()
        start = time.perf_counter()
        try:
            await coroutine
        finally:
            self.latency.observe(time.perf_counter() - start)


def retry_seconds(exc: RetryAfter) -> float:
    """The seconds a 429 asks to wait, read from PTB's public `retry_after` (int or timedelta)."""
    with warnings.catch_warnings():  # PTB 22 warns that the int becomes a timedelta: both read
        warnings.simplefilter("ignore", PTBDeprecationWarning)
        wait = exc.retry_after
    return wait.total_seconds() if isinstance(wait, dt.timedelta) else float(wait)


def error_code(exc: TelegramError) -> str:
    """A short code for a Bot API error: the HTTP status where Telegram gives one."""
    for kind, code in (
        (RetryAfter, "429"),
        (Forbidden, "403"),
        (InvalidToken, "401"),
        (Conflict, "409"),
        (BadRequest, "400"),
        (TimedOut, "timeout"),
        (NetworkError, "network"),
    ):
        if isinstance(exc, kind):
            return code
    return "other"


_NAMES: dict[str, str] = {}


def command_name(command: object) -> str:
    """A command's class name in snake case: RollDie → roll_die."""
    kind = type(command).__name__
    name = _NAMES.get(kind)
    if name is None:
        name = _NAMES[kind] = re.sub(r"(?<!^)(?=[A-Z])", "_", kind).lower()
    return name


def update_kind(update: object) -> str:
    """message, callback_query, my_chat_member, ... for an Update; `other` for anything else."""
    if isinstance(update, Update):
        for kind in Update.ALL_TYPES:
            if getattr(update, kind, None) is not None:
                return kind
    return "other"
