"""Two bot processes in webhook mode behind a load balancer: nothing lost, nothing applied twice."""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager

import aiohttp
from aiohttp import web
from redis.asyncio import Redis

from fsm.machine import ROLLING
from fsm.store.stores import Stores
from i18n import t
from robinson.harness.testing import ScriptedDice, live_session, play_turn, running_bot, start_table
from sandbox import BotApiDouble
from sandbox.model import SimChat
from sandbox.people import Person
from tgbot.appstate import App
from tgbot.config import BotSettings
from tgbot.webhook import SECRET_HEADER, WEBHOOK_PATH, serve_webhook

SECRET = "s3cret-token"


@asynccontextmanager
async def balancer(
    backends: list[str], *, duplicate: bool, at_once: bool = False
) -> AsyncIterator[str]:
    """A tiny load balancer: each update to the next backend in turn, or to all (redelivery),
    one after the other or `at_once`."""
    turn = itertools.cycle(range(len(backends)))

    async def post(session: aiohttp.ClientSession, target: str, body: bytes, secret: str) -> int:
        headers = {SECRET_HEADER: secret}
        async with session.post(target + WEBHOOK_PATH, data=body, headers=headers) as r:
            return r.status

    async def forward(request: web.Request) -> web.Response:
        body = await request.read()
        secret = request.headers.get(SECRET_HEADER, "")
        targets = backends if duplicate else [backends[next(turn)]]
        async with aiohttp.ClientSession() as session:
            if at_once:
                statuses = await asyncio.gather(*(post(session, t, body, secret) for t in targets))
            else:
                statuses = [await post(session, t, body, secret) for t in targets]
        return web.Response(status=max(statuses))

    server = web.Application()
    server.router.add_post(WEBHOOK_PATH, forward)
    runner = web.AppRunner(server)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
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

    async def test_alternating_delivery(self, double, bot_settings, redis) -> None:
        """Updates delivered alternately to two processes play one consistent game."""
        await self.check_a_game(double, bot_settings, redis, duplicate=False)

    async def test_redelivered_updates_apply_once(self, double, bot_settings, redis) -> None:
        """Every update delivered to both processes (a redelivery) is applied exactly once."""
        await self.check_a_game(double, bot_settings, redis, duplicate=True)

    async def test_simultaneous_duplicates_apply_once(
        self, double, bot_settings, redis, caplog
    ) -> None:
        """Every update delivered to both processes at the same moment is handled once: one
        lobby, no 'already being set up', no 'Already done.', no error in the log."""
        group, people = await self.check_a_game(
            double, bot_settings, redis, duplicate=True, at_once=True
        )
        replies = [m.text for m in group.bot_messages()]
        assert not {
            t("en", "lobby-exists", button=t("en", "btn-join")),
            t("en", "toast-already-done"),
        } & set(replies)
        toasts = [toast.text for person in people for toast in person.toasts]
        assert t("en", "toast-already-done") not in toasts
        assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []

    async def check_a_game(
        self,
        double: BotApiDouble,
        settings: BotSettings,
        redis: Redis,
        *,
        duplicate: bool,
        at_once: bool = False,
    ) -> tuple[SimChat, list[Person]]:
        """Lobby, start and ten actions through the balancer; the logs grow one step per press."""
        ana, boris = double.user("Ana"), double.user("Boris")
        group = double.group("Atoll", members=[ana, boris], admins=[ana])
        store = Stores.open(redis)
        dice = ScriptedDice([2, 3, 1, 2, 2, 1, 2, 3, 1, 3, 2, 2])
        lb_args = {"duplicate": duplicate, "at_once": at_once}
        async with two_processes(settings, dice) as urls, balancer(urls, **lb_args) as lb:
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
            if at_once:  # a 🎲 the mover sends, delivered to both processes at once
                assert session.phase in ROLLING
                mover = (ana, boris)[session.engine.current]
                await mover.send_dice(group, value=1)
                await double.settled()
                rolled = await live_session(store, group.id)
                assert rolled.data.dice_log == [*session.data.dice_log, 1]
        return group, [ana, boris]

    async def test_secret_and_health(self, double, bot_settings, redis) -> None:
        """A POST without the secret header is refused; /healthz reports Redis is up."""
        processes = two_processes(bot_settings, ScriptedDice())
        async with processes as urls, aiohttp.ClientSession() as http:
            async with http.post(urls[0] + WEBHOOK_PATH, json={"update_id": 1}) as r:
                assert r.status == 403
            async with http.get(urls[1] + "/healthz") as r:
                assert r.status == 200 and (await r.json()) == {"ok": True, "redis": True}
