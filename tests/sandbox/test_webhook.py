"""Webhook delivery: secret header, redelivery until 2xx, 409 for getUpdates."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp import web
from telegram import Bot
from telegram.error import Conflict

from sandbox import BotApiDouble


class Receiver:
    """A webhook endpoint answering scripted statuses and recording what it got."""

    def __init__(self, statuses: list[int]) -> None:
        self.statuses = statuses
        self.seen: list[tuple[str | None, dict[str, Any]]] = []
        self.url = ""

    async def handle(self, request: web.Request) -> web.Response:
        """Record the delivery and answer the next scripted status (200 when exhausted)."""
        secret = request.headers.get("X-Telegram-Bot-Api-Secret-Token")
        self.seen.append((secret, await request.json()))
        status = self.statuses.pop(0) if self.statuses else 200
        return web.Response(status=status)


def free_port() -> int:
    """Return a currently free loopback port."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
async def receiver() -> AsyncIterator[Receiver]:
    """A running receiver whose first answer is a 500."""
    hook = Receiver([500])
    app = web.Application()
    app.router.add_post("/hook", hook.handle)
    runner = web.AppRunner(app)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    hook.url = f"http://127.0.0.1:{port}/hook"
    yield hook
    await runner.cleanup()


async def test_webhook_secret_and_redelivery(
    double: BotApiDouble, bot: Bot, receiver: Receiver
) -> None:
    """The first delivery gets a 500, so the same update is posted again with the secret."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    assert await bot.set_webhook(receiver.url, secret_token="s3cret")
    update = await alice.send(chat, "hi")
    await double.settled()
    assert update is not None
    assert [s for s, _ in receiver.seen] == ["s3cret", "s3cret"]
    assert [b for _, b in receiver.seen] == [update, update]
    assert double.webhook is not None
    assert [r for _, r in double.webhook.attempts] == [
        "Wrong response from the webhook: 500 Internal Server Error",
        "ok",
    ]
    info = await bot.get_webhook_info()
    assert info.url == receiver.url and info.pending_update_count == 0
    assert info.last_error_message is not None and "500" in info.last_error_message


async def test_webhook_keeps_order(double: BotApiDouble, bot: Bot, receiver: Receiver) -> None:
    """Updates queued behind a failing one are delivered after it, in order."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    await bot.set_webhook(receiver.url)
    for word in ("a", "b", "c"):
        await alice.send(chat, word)
    await double.settled()
    texts = [body["message"]["text"] for _, body in receiver.seen]
    assert texts == ["a", "a", "b", "c"]
    assert receiver.seen[0][0] is None


async def test_get_updates_conflicts_while_webhook_set(double: BotApiDouble, bot: Bot) -> None:
    """getUpdates answers 409 while a webhook is set, and works after deleteWebhook."""
    await bot.set_webhook("http://127.0.0.1:9/never")
    with pytest.raises(Conflict, match="can't use getUpdates method while webhook is active"):
        await bot.get_updates()
    assert await bot.delete_webhook()
    assert await bot.get_updates() == ()
    assert (await bot.get_webhook_info()).url == ""


async def test_drop_pending_updates(double: BotApiDouble, bot: Bot) -> None:
    """deleteWebhook(drop_pending_updates=True) forgets queued updates."""
    alice = double.user("Alice")
    await alice.send(double.private_chat(alice), "lost")
    assert len(double.pending_updates) == 1
    await bot.delete_webhook(drop_pending_updates=True)
    assert double.pending_updates == []
