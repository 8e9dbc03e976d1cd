"""Webhook input from strangers: malformed secrets and bodies are 4xx, never a 500."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace

from telegram import Update
from telegram.ext import TypeHandler

from robinson.harness.testing import running_bot
from tgbot.appstate import App, Context
from tgbot.config import BotSettings
from tgbot.webhook import SECRET_HEADER, WEBHOOK_PATH, serve_webhook

SECRET = "s3cret-token"


@asynccontextmanager
async def webhook(settings: BotSettings) -> AsyncIterator[tuple[App, int]]:
    """The real bot serving its webhook on a free port; yields the app and the port."""
    async with running_bot(settings, polling=False) as app:
        runner = await serve_webhook(app, "127.0.0.1", 0)
        try:
            yield app, runner.addresses[0][1]
        finally:
            await runner.cleanup()


async def post(port: int, body: bytes, headers: dict[str, bytes] | None = None) -> int:
    """POST raw bytes (headers too, so non-ASCII can be sent) and return the HTTP status."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    lines = [f"POST {WEBHOOK_PATH} HTTP/1.1".encode(), b"Host: 127.0.0.1"]
    lines += [b"Content-Type: application/json", f"Content-Length: {len(body)}".encode()]
    lines += [name.encode() + b": " + value for name, value in (headers or {}).items()]
    lines += [b"Connection: close", b"", b""]
    writer.write(b"\r\n".join(lines) + body)
    await writer.drain()
    status = int((await asyncio.wait_for(reader.readline(), timeout=20)).split()[1])
    writer.close()
    await writer.wait_closed()
    return status


def update(text: str = "hello", *, group: bool = False) -> bytes:
    """A well-formed message update, from a private chat (or a `group`)."""
    user = {"id": 42, "is_bot": False, "first_name": "Eve"}
    chat = {"id": -42, "type": "group", "title": "Raft"} if group else {**user, "type": "private"}
    chat.pop("is_bot", None)
    message = {
        "message_id": 1,
        "date": 0,
        "chat": chat,
        "from": user,
        "text": text,
    }
    return json.dumps({"update_id": 1, "message": message}).encode()


class TestWebhookInput:
    """Adversary finding 14."""

    async def test_bad_secrets_are_403(self, bot_settings) -> None:
        """A missing, wrong or non-ASCII secret header is refused with 403, never a 500."""
        async with webhook(replace(bot_settings, secret_token=SECRET)) as (_, port):
            assert await post(port, update()) == 403
            assert await post(port, update(), {SECRET_HEADER: b"wrong"}) == 403
            assert await post(port, update(), {SECRET_HEADER: "ключ".encode()}) == 403
            assert await post(port, update(), {SECRET_HEADER: b"\xff\xfe"}) == 403
            assert await post(port, update(), {SECRET_HEADER: SECRET.encode()}) == 200

    async def test_malformed_bodies_are_400(self, bot_settings) -> None:
        """Bodies that are not an update (bad UTF-8 or JSON, a list, deep nesting) get 400."""
        deep = b"[" * 100_000 + b"]" * 100_000
        nested = b'{"update_id": 1, "message": ' + b'{"a": ' * 5000 + b"1" + b"}" * 5001
        bodies = [b"\xff\xfe", b"{", b"[1, 2]", b'"text"', b"{}", deep, nested]
        bodies += [b'{"update_id": "x"}', b'{"update_id": 1, "message": "not a message"}']
        async with webhook(bot_settings) as (_, port):
            for body in bodies:
                assert await post(port, body) == 400, body[:60]
            assert await post(port, update()) == 200

    async def test_no_secret_warns_once(self, bot_settings, caplog) -> None:
        """Without WEBHOOK_SECRET_TOKEN the bot warns at start-up, and only then."""
        caplog.set_level(logging.WARNING, logger="robinson.webhook")
        async with webhook(bot_settings) as (_, port):
            await post(port, update())
            await post(port, update())
        warnings = [r for r in caplog.records if r.name == "robinson.webhook"]
        assert len(warnings) == 1 and "WEBHOOK_SECRET_TOKEN" in warnings[0].getMessage()

    async def test_handler_error_logged_and_acknowledged(
        self, double, bot_settings, caplog
    ) -> None:
        """A handler that crashes: the error is logged and the update acknowledged with 200."""

        async def crash(update: Update, context: Context) -> None:
            raise RuntimeError("a bug in a handler")

        async with webhook(bot_settings) as (app, port):
            app.add_handler(TypeHandler(Update, crash), group=-10)
            # in a group, where no other handler answers words (a private chat's welcome
            # would fail too: the double knows no chat 42)
            assert await post(port, update("/help", group=True)) == 200
        errors = [r for r in caplog.records if r.name == "robinson.bot" and r.exc_info]
        assert [str(r.exc_info[1]) for r in errors if r.exc_info] == ["a bug in a handler"]
