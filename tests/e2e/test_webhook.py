"""Two bot processes in webhook mode behind a load balancer: nothing lost, nothing applied twice."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager

import aiohttp
from aiohttp import web
from redis.asyncio import Redis

from fsm.store import GameStore
from sandbox import BotApiDouble
from tgbot.appstate import App
from tgbot.config import BotSettings
from tgbot.testing import ScriptedDice, live_session, play_turn, running_bot, start_table
from tgbot.webhook import SECRET_HEADER, WEBHOOK_PATH, serve_webhook

SECRET = "s3cret-token"


@asynccontextmanager
async def balancer(backends: list[str], *, duplicate: bool) -> AsyncIterator[str]:
    """A tiny load balancer: each update to the next backend in turn, or to all (redelivery)."""
    turn = itertools.cycle(range(len(backends)))
    delivered: list[int] = []

    async def forward(request: web.Request) -> web.Response:
        body = await request.read()
        headers = {SECRET_HEADER: request.headers.get(SECRET_HEADER, "")}
        targets = backends if duplicate else [backends[next(turn)]]
        status = 500
        async with aiohttp.ClientSession() as session:
            for target in targets:
                async with session.post(target + WEBHOOK_PATH, data=body, headers=headers) as r:
                    status = r.status
                    delivered.append(backends.index(target))
        return web.Response(status=status)

    server = web.Application()
    server.router.add_post(WEBHOOK_PATH, forward)
    runner = web.AppRunner(server)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        await runner.cleanup()


@asynccontextmanager
async def two_processes(settings: BotSettings, dice: ScriptedDice) -> AsyncIterator[list[str]]:
    """Two independent Applications serving webhooks on their own ports, one Redis."""
    webhook_settings = BotSettings(**{**vars_of(settings), "secret_token": SECRET})
    async with AsyncExitStack() as stack:
        urls = []
        for _ in range(2):
            app: App = await stack.enter_async_context(
                running_bot(webhook_settings, dice=dice, polling=False)
            )
            runner = await serve_webhook(app, "127.0.0.1", 0)
            stack.push_async_callback(runner.cleanup)
            port = runner.addresses[0][1]
            urls.append(f"http://127.0.0.1:{port}")
        yield urls


def vars_of(settings: BotSettings) -> dict[str, object]:
    """A settings object's fields as a dict."""
    return {name: getattr(settings, name) for name in settings.__slots__}


class TestWebhookProcesses:
    """Webhook mode with two processes sharing Redis."""

    async def test_alternating_delivery(
        self, double: BotApiDouble, bot_settings: BotSettings, redis: Redis
    ) -> None:
        """Updates delivered alternately to two processes play one consistent game."""
        await self._play(double, bot_settings, redis, duplicate=False)

    async def test_redelivered_updates_apply_once(
        self, double: BotApiDouble, bot_settings: BotSettings, redis: Redis
    ) -> None:
        """Every update delivered to both processes (a redelivery) is applied exactly once."""
        await self._play(double, bot_settings, redis, duplicate=True)

    async def _play(
        self, double: BotApiDouble, settings: BotSettings, redis: Redis, *, duplicate: bool
    ) -> None:
        """Lobby, start and ten actions through the balancer; the logs grow one step per press."""
        ana, boris = double.user("Ana"), double.user("Boris")
        group = double.group("Atoll", members=[ana, boris], admins=[ana])
        store = GameStore(redis)
        dice = ScriptedDice([2, 3, 1, 2, 2, 1, 2, 3, 1, 3, 2, 2])
        async with two_processes(settings, dice) as urls, balancer(urls, duplicate=duplicate) as lb:
            async with aiohttp.ClientSession() as http:
                await http.post(
                    f"{double.base_url}{double.token}/setWebhook",
                    json={"url": lb + WEBHOOK_PATH, "secret_token": SECRET},
                )
            await start_table(double, group, ana, boris)
            session = await live_session(store, group.id)
            assert [s.name for s in session.data.seats] == ["Ana", "Boris"]
            for presses in range(1, 11):
                await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
                session = await live_session(store, group.id)
                assert len(session.data.dice_log) + len(session.data.choice_log) == presses
            lobbies = [m for m in group.bot_messages() if "🏝" in m.text and not m.deleted]
            assert len(lobbies) == 1, "a second live message was posted"

    async def test_secret_and_health(
        self, double: BotApiDouble, bot_settings: BotSettings, redis: Redis
    ) -> None:
        """A POST without the secret header is refused; /healthz reports Redis is up."""
        processes = two_processes(bot_settings, ScriptedDice())
        async with processes as urls, aiohttp.ClientSession() as http:
            async with http.post(urls[0] + WEBHOOK_PATH, json={"update_id": 1}) as r:
                assert r.status == 403
            async with http.get(urls[1] + "/healthz") as r:
                assert r.status == 200 and (await r.json()) == {"ok": True, "redis": True}
