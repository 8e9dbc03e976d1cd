"""Parts of the bot with metrics attached: processor, game service, local limiter, /metrics."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable
from typing import Any

from aiohttp import web
from telegram._utils.types import JSONDict
from telegram.ext import AIORateLimiter

from fsm import Command, GameService, Loaded, Place, Result, Stores
from tgbot.appstate import App
from tgbot.metrics import CONTENT_TYPE, Callback, Metrics, command_name, update_kind
from tgbot.processor import MAX_RUNNING, PerChatUpdateProcessor


class MeteredProcessor(PerChatUpdateProcessor):
    """Counts updates by kind and times their handling (not their wait for the chat's turn)."""

    def __init__(self, metrics: Metrics, max_concurrent_updates: int = MAX_RUNNING) -> None:
        super().__init__(max_concurrent_updates)
        self.metrics = metrics

    async def run(self, update: object, coroutine: Awaitable[Any]) -> None:
        """Handle `update` in its chat's order, counted and timed."""
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


class LocalRateLimiter(AIORateLimiter):
    """PTB's in-process limiter (one replica), counting each Bot API attempt."""

    def __init__(self, metrics: Metrics, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.metrics = metrics

    async def process_request(
        self,
        callback: Callback,
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> bool | JSONDict | list[JSONDict]:
        """PTB's pacing around a counted call."""
        counted = self.metrics.counting(endpoint, callback)
        return await super().process_request(counted, args, kwargs, endpoint, data, rate_limit_args)


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


async def serve_metrics(app: App, host: str, port: int) -> web.AppRunner:
    """Polling mode: `/metrics` on a port of its own."""
    server = web.Application()
    server.router.add_get("/metrics", metrics_route(app))
    runner = web.AppRunner(server, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return runner
