"""Parts of the bot with metrics attached: processor, game service, local limiter, /metrics."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable
from typing import Any

from aiohttp import web
from telegram._utils.types import JSONDict
from telegram.error import RetryAfter
from telegram.ext import AIORateLimiter

from fsm import Command, GameService, Loaded, Place, Result, Stores
from tgbot.appstate import App
from tgbot.botapi.processor import MAX_RUNNING, PerChatUpdateProcessor, handling
from tgbot.botapi.ratelimit import chat_of, pause_after
from tgbot.config import cannot_listen
from tgbot.health import add_health_routes
from tgbot.metrics import (
    CONTENT_TYPE,
    Callback,
    Metrics,
    command_name,
    update_kind,
)


class MeteredProcessor(PerChatUpdateProcessor):
    """Counts updates by kind and times their handling (not their wait for the chat's turn)."""

    def __init__(self, metrics: Metrics, max_concurrent_updates: int = MAX_RUNNING) -> None:
        super().__init__(max_concurrent_updates)
        self.metrics = metrics

    async def run(self, update: object, coroutine: Awaitable[Any]) -> None:
        """Handle `update` in its chat's order, counted and timed, its ids in every log line."""
        with handling(update):
            await self.metrics.timed(update, coroutine)

    def drop(self, update: object) -> None:
        """Count an update dropped from a crowded chat, by kind."""
        self.metrics.dropped.labels(update_kind(update)).inc()


class MeteredService(GameService):
    """Counts the commands applied (refusals are counted where they are told)."""

    def __init__(self, stores: Stores, *, metrics: Metrics, **kwargs: Any) -> None:
        super().__init__(stores, **kwargs)
        self.metrics = metrics
        metrics.retries.read = lambda: self.cas_retries

    async def act(
        self,
        where: int | Place,
        command: Command,
        *,
        game_id: str | None = None,
        update: str | None = None,
        loaded: Loaded | None = None,
    ) -> Result:
        """Apply `command`, counting it once applied."""
        result = await super().act(where, command, game_id=game_id, update=update, loaded=loaded)
        self.metrics.actions.labels(command_name(command)).inc()
        return result

    async def wake_due(self) -> list[tuple[Place, Result]]:
        """Fire due deadlines, counting the turns the clock played."""
        fired = await super().wake_due()
        for _, result in fired:
            if not any(n.code == "remind" for n in result.outcome.notices):
                self.metrics.actions.labels("timeout").inc()
        return fired


class _Flooded(Exception):
    """A 429 carried past `AIORateLimiter`, whose own retry would hold back every chat."""

    def __init__(self, error: RetryAfter) -> None:
        super().__init__(str(error))
        self.error = error


def _unretried(callback: Callback) -> Callback:
    """`callback` with its 429 wrapped, so that `AIORateLimiter` lets it through."""

    async def call(*args: Any, **kwargs: Any) -> bool | JSONDict | list[JSONDict]:
        try:
            return await callback(*args, **kwargs)
        except RetryAfter as exc:
            raise _Flooded(exc) from exc

    return call


class LocalRateLimiter(AIORateLimiter):
    """PTB's in-process pacing (one replica), counting each Bot API attempt.

    A 429 pauses only its chat (a request without one: every chat) and is retried after the
    wait, as `tgbot.botapi.ratelimit` does across replicas; PTB's own retry would pause them all.
    """

    def __init__(self, metrics: Metrics, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.metrics = metrics
        self._until: dict[str | None, float] = {}  # chat (None: all) → end of its pause

    async def process_request(
        self,
        callback: Callback,
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> bool | JSONDict | list[JSONDict]:
        """PTB's pacing around a counted call; after a 429 only its chat waits, then retries."""
        counted = _unretried(self.metrics.counting(endpoint, callback))
        chat = chat_of(data)
        retries = rate_limit_args or self._max_retries
        for attempt in range(retries + 1):
            await self._pause_over(chat)
            try:
                return await super().process_request(
                    counted, args, kwargs, endpoint, data, rate_limit_args
                )
            except _Flooded as flooded:
                if attempt == retries:
                    raise flooded.error from None
                end = asyncio.get_running_loop().time() + pause_after(flooded.error, chat)
                self._until[chat] = max(end, self._until.get(chat, 0.0))
        raise AssertionError("unreachable")  # pragma: no cover

    async def _pause_over(self, chat: str | None) -> None:
        """Wait until neither `chat` nor every chat is paused by a 429."""
        loop = asyncio.get_running_loop()
        while (
            wait := max(self._until.get(None, 0.0), self._until.get(chat, 0.0)) - loop.time()
        ) > 0:
            await asyncio.sleep(wait)
        self._until.pop(chat, None)  # both are over: forget them
        self._until.pop(None, None)


def metrics_route(app: App) -> Any:
    """The `GET /metrics` handler: refresh what is read from Redis, then render."""

    async def metrics(request: web.Request) -> web.Response:
        state = app.bot_data
        if state.stores is not None:
            with contextlib.suppress(Exception):  # a scrape must not fail because Redis is away
                state.metrics.games.set(await state.stores.deadlines.count())
        body = state.metrics.render()
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE})

    return metrics


async def serve(
    server: web.Application, host: str, port: int, *, shutdown_timeout: float, hint: str
) -> web.AppRunner:
    """Serve `server` on host:port; a port in use is one line (`cannot_listen`, with `hint`)."""
    runner = web.AppRunner(server, access_log=None, shutdown_timeout=shutdown_timeout)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
    except OSError as exc:
        await runner.cleanup()
        raise cannot_listen(host, port, exc, hint) from None
    return runner


async def serve_metrics(app: App, host: str, port: int) -> web.AppRunner:
    """Polling mode: `/metrics` and the health probes on a port of their own."""
    server = web.Application()
    server.router.add_get("/metrics", metrics_route(app))
    add_health_routes(server, app.bot_data)
    return await serve(server, host, port, shutdown_timeout=1.0, hint="set LISTEN and METRICS_PORT")
