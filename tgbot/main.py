"""`robinson-bot run`: start the bot in polling or webhook mode, or say how to get a token."""

from __future__ import annotations

import asyncio
import logging
import signal
import sys

from telegram import Update
from telegram.error import InvalidToken

from i18n import t
from tgbot.app import build_application, close_services, open_services
from tgbot.appstate import App
from tgbot.config import BotSettings, ConfigError
from tgbot.logs import setup_logging
from tgbot.webhook import WEBHOOK_PATH, serve_webhook

log = logging.getLogger("robinson")


def run_bot() -> int:
    """Run until interrupted; exit status 2 without a token or with bad settings."""
    try:
        settings = BotSettings.from_env()
    except ConfigError as exc:
        sys.stderr.write(f"robinson-bot run: error: {exc}\n")
        return 2
    if not settings.token:
        sys.stderr.write(t("en", "cli-no-token") + "\n")
        return 2
    secrets = [settings.token, settings.secret_token or "", settings.redis_url or ""]
    setup_logging(settings.log_level, settings.log_format, secrets)
    try:
        _serve(settings)
    except InvalidToken:
        sys.stderr.write(t("en", "cli-token-rejected") + "\n")  # one line, never the token
        return 2
    except Exception:  # logged through the redacting handler, not printed raw
        log.exception("the bot stopped on an error")
        return 1
    return 0


def _serve(settings: BotSettings) -> None:
    """Build the bot and run it in the configured mode until interrupted."""
    app = build_application(settings)
    if settings.mode == "webhook":
        asyncio.run(_run_webhook(app, settings))
        return
    log.info("starting in polling mode")
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    try:
        app.run_polling(allowed_updates=Update.ALL_TYPES, close_loop=False)
    finally:  # a start-up that failed (a rejected token) leaves the HTTP sessions open
        loop.run_until_complete(app.bot.shutdown())
        loop.close()


async def _run_webhook(app: App, settings: BotSettings) -> None:
    """Serve the webhook until SIGINT or SIGTERM."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await _serve_webhook(app, settings, stop)
    finally:  # a start-up that failed (a rejected token) leaves the HTTP sessions open
        await app.bot.shutdown()


async def _serve_webhook(app: App, settings: BotSettings, stop: asyncio.Event) -> None:
    """Start the bot, point Telegram's webhook at it and serve until ``stop`` is set."""
    async with app:
        await open_services(app)
        await app.start()
        assert settings.webhook_url is not None
        url = settings.webhook_url.rstrip("/") + WEBHOOK_PATH
        await app.bot.set_webhook(
            url, secret_token=settings.secret_token, allowed_updates=Update.ALL_TYPES
        )
        runner = await serve_webhook(app, settings.listen, settings.port)
        log.info("webhook mode: listening", extra={"port": settings.port})
        try:
            await stop.wait()
        finally:
            await runner.cleanup()
            await app.stop()
            await close_services(app)
