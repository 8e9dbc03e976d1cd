"""Webhook mode: an update is acknowledged only once applied; /healthz for load balancers."""

from __future__ import annotations

import hmac
import json
import logging

from aiohttp import web
from telegram import Update

from tgbot.app import feed
from tgbot.appstate import App
from tgbot.metered import metrics_route

log = logging.getLogger("robinson.webhook")
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
WEBHOOK_PATH = "/telegram"


def webhook_app(app: App, secret_token: str | None) -> web.Application:
    """An aiohttp app that feeds POSTed updates to the bot and answers health checks."""

    async def receive(request: web.Request) -> web.Response:
        if secret_token and not hmac.compare_digest(
            request.headers.get(SECRET_HEADER, ""), secret_token
        ):
            return web.Response(status=403)
        try:
            update = Update.de_json(json.loads(await request.text()), app.bot)
        except (ValueError, KeyError, TypeError):
            return web.Response(status=400)
        await feed(app, update)  # a crash here leaves the update unacknowledged: Telegram resends
        return web.Response(text="ok")

    async def healthz(request: web.Request) -> web.Response:
        state = app.bot_data
        try:
            assert state.redis is not None
            await state.redis.ping()
        except Exception:  # any failure means "not healthy"
            return web.json_response({"ok": False, "redis": False}, status=503)
        return web.json_response({"ok": True, "redis": True})

    server = web.Application()
    server.router.add_post(WEBHOOK_PATH, receive)
    server.router.add_get("/healthz", healthz)
    server.router.add_get("/metrics", metrics_route(app))
    return server


async def serve_webhook(app: App, host: str, port: int) -> web.AppRunner:
    """Start the webhook server for an initialised application; the caller cleans up the runner."""
    settings = app.bot_data.settings
    runner = web.AppRunner(webhook_app(app, settings.secret_token), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return runner
