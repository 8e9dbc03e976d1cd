"""Webhook mode: an update is acknowledged once handled; bad input is a 4xx; health probes."""

from __future__ import annotations

import hmac
import json
import logging

from aiohttp import web
from telegram import Update

from tgbot.app import feed
from tgbot.appstate import App
from tgbot.config import WEBHOOK_PATH as WEBHOOK_PATH  # the path it serves (doctor reads it too)
from tgbot.health import add_health_routes
from tgbot.ops.metered import metrics_route, serve

log = logging.getLogger("robinson.webhook")
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"


def webhook_app(app: App, secret_token: str | None) -> web.Application:
    """An aiohttp app that feeds POSTed updates to the bot and answers probes and scrapes."""

    async def receive(request: web.Request) -> web.Response:
        if secret_token and not _secret_matches(request.headers.get(SECRET_HEADER), secret_token):
            return web.Response(status=403)
        update = await _read_update(request, app)
        if update is None:
            return web.Response(status=400)
        # Handler errors are logged by the error handler and the update is acknowledged, so a
        # poisonous update is not resent forever; a process that dies first never answers, and
        # Telegram resends the update.
        await feed(app, update)
        return web.Response(text="ok")

    server = web.Application()
    server.router.add_post(WEBHOOK_PATH, receive)
    add_health_routes(server, app.bot_data)
    server.router.add_get("/metrics", metrics_route(app))
    return server


def _secret_matches(given: str | None, secret: str) -> bool:
    """Compare the secret header in constant time; any text (non-ASCII too) is just wrong."""
    if given is None:
        return False
    return hmac.compare_digest(given.encode("utf-8", "surrogateescape"), secret.encode("utf-8"))


async def _read_update(request: web.Request, app: App) -> Update | None:
    """The POSTed update, or None when the body is not one (bad UTF-8, JSON or shape)."""
    try:
        payload = json.loads(await request.read())
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return None
    if not isinstance(payload, dict) or not isinstance(payload.get("update_id"), int):
        return None
    try:
        return Update.de_json(payload, app.bot)
    except Exception:  # any shape PTB cannot read is the sender's fault, not ours
        return None


async def serve_webhook(app: App, host: str, port: int) -> web.AppRunner:
    """Start the webhook server for an initialised application; the caller cleans up the runner."""
    settings = app.bot_data.settings
    if not settings.secret_token:
        log.warning(
            "WEBHOOK_SECRET_TOKEN is not set: anyone who finds the webhook URL can send updates"
        )
    server = webhook_app(app, settings.secret_token)
    # on SIGTERM the listener closes, then the updates in hand get `shutdown_timeout` seconds;
    # any still running are cancelled unanswered, so Telegram sends them again
    timeout = settings.shutdown_timeout
    return await serve(server, host, port, shutdown_timeout=timeout, hint="set LISTEN and PORT")
