"""Health for probes: /livez (this process's event loop turns), /readyz (Redis answers, bounded).

Liveness restarts the pod, so it checks only what a restart fixes: a loop that no longer turns
(a beat older than `STALE_SECONDS`, or no answer at all). Readiness takes the pod out of the
Service while Redis is away (a ping bounded at `PING_SECONDS`): a restart would not bring it back.
`/healthz` is readiness under its old name.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Protocol

from aiohttp import web

from fsm import Client

BEAT_SECONDS = 1.0  # how often the loop's heartbeat ticks
STALE_SECONDS = 10.0  # a beat older than this: the loop is stuck or starved
PING_SECONDS = 1.0  # the readiness probe's bound on one Redis ping
Route = Callable[[web.Request], Awaitable[web.Response]]


class Heartbeat:
    """A task that notes the time every second: proof that the event loop turns."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.last = clock()
        self.lag = 0.0  # how late the latest beat came
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Begin beating (in the running loop); a no-op while it beats already."""
        if self.task is not None and not self.task.done():
            return
        self.last = self.clock()
        self.task = asyncio.create_task(self._beat(), name="robinson-heartbeat")

    async def _beat(self) -> None:
        while True:
            await asyncio.sleep(BEAT_SECONDS)
            now = self.clock()
            self.lag, self.last = max(0.0, now - self.last - BEAT_SECONDS), now

    def age(self) -> float:
        """Seconds since the latest beat."""
        return self.clock() - self.last

    def alive(self) -> bool:
        """Whether the heartbeat runs and beat lately."""
        return self.task is not None and not self.task.done() and self.age() < STALE_SECONDS


class Served(Protocol):
    """What the probes read of the running bot: its heartbeat and its Redis client."""

    @property
    def heartbeat(self) -> Heartbeat: ...

    @property
    def redis(self) -> Client | None: ...


def livez_route(state: Served) -> Route:
    """`GET /livez`: 200 while the event loop turns, 503 when its heartbeat stopped."""

    async def livez(request: web.Request) -> web.Response:
        beat = state.heartbeat
        body = {"ok": beat.alive(), "beat_age": round(beat.age(), 3), "lag": round(beat.lag, 3)}
        return web.json_response(body, status=200 if body["ok"] else 503)

    return livez


def readyz_route(state: Served) -> Route:
    """`GET /readyz` (and `/healthz`): 200 when Redis answers a ping within a second, else 503."""

    async def readyz(request: web.Request) -> web.Response:
        redis = state.redis
        if redis is None or await ping_error(redis, PING_SECONDS) is not None:
            return web.json_response({"ok": False, "redis": False}, status=503)
        return web.json_response({"ok": True, "redis": True})

    return readyz


async def ping_error(redis: Client, seconds: float) -> str | None:
    """None when Redis answers a PING within `seconds`, else what went wrong.

    The ping runs in a task of its own that is left to finish (or time out) in the background:
    redis-py can absorb a cancellation mid-command, so cancelling and awaiting it is unbounded.
    """
    task = asyncio.ensure_future(redis.ping())
    done, _ = await asyncio.wait({task}, timeout=seconds)
    if not done:
        task.cancel()
        task.add_done_callback(_forget)
        return f"no answer to PING within {seconds:g} s"
    error = task.exception()
    return None if error is None else _one_line(error)


def _forget(task: asyncio.Task[bool]) -> None:
    """Retrieve an abandoned ping's outcome, so asyncio does not log it as never retrieved."""
    if not task.cancelled():
        task.exception()


def _one_line(error: BaseException) -> str:
    """An exception as `Type: first line of its text`."""
    text = str(error).splitlines()[0] if str(error) else ""
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def add_health_routes(server: web.Application, state: Served) -> None:
    """Mount /livez, /readyz and /healthz on an aiohttp app."""
    ready = readyz_route(state)
    server.router.add_get("/livez", livez_route(state))
    server.router.add_get("/readyz", ready)
    server.router.add_get("/healthz", ready)
