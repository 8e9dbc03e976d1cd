"""`robinson-bot doctor`: check the token, the Bot API, Redis and the webhook; say what to do."""

from __future__ import annotations

import asyncio
import json
import re
import sys
from collections.abc import Sequence
from typing import TextIO
from urllib.parse import urlsplit

from telegram import Bot, WebhookInfo
from telegram.error import InvalidToken, NetworkError, TelegramError

from tgbot.config import DEFAULT_API, WEBHOOK_PATH, BotSettings, ConfigError
from tgbot.ops.doctor_embedded import check_embedded
from tgbot.ops.doctor_lease import check_poller
from tgbot.ops.doctor_redis import Finding, check_redis
from tgbot.ops.logs import redact, setup_logging

SECRET_FORM = re.compile(r"[A-Za-z0-9_-]{1,256}")
WEBHOOK_PORTS = (443, 80, 88, 8443)
MARKS = {"ok": "ok  ", "warn": "WARN", "fail": "FAIL"}


async def diagnose(settings: BotSettings) -> list[Finding]:
    """Every finding, Telegram first, then Redis (REDIS_URL's, or the embedded one's needs),
    then other pollers on the token."""
    telegram = await _telegram(settings)
    answered = not any(f.what.startswith("Bot API:") for f in telegram)  # else that one line
    found = [f for f in _api_url(settings.api_base_url) if answered or f.status != "ok"]
    found += telegram
    if settings.redis_url:
        found += await check_redis(settings.redis_url)
    else:
        found += await asyncio.to_thread(check_embedded, settings.data_dir)
    found += await check_poller(settings)
    return found


def _api_url(base: str) -> list[Finding]:
    """The Bot API base URL: the cloud one, or a server of your own."""
    if base == DEFAULT_API:
        return [Finding("ok", f"Bot API: Telegram's cloud ({base}).")]
    parts = urlsplit(base)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return [
            Finding(
                "fail",
                f"Bot API: {base!r} is not an http(s) URL.",
                "Set TELEGRAM_API_BASE_URL like http://bot-api:8081/bot, or unset it.",
            )
        ]
    if not base.rstrip("/").endswith("/bot"):
        return [
            Finding(
                "warn",
                f"Bot API: {base} does not end in /bot; the token is appended to it as it is.",
                "Telegram-style servers expect …/bot.",
            )
        ]
    return [Finding("ok", f"Bot API: a server of your own at {base}.")]


async def _telegram(settings: BotSettings) -> list[Finding]:
    """getMe with the token, then the webhook registration."""
    if not settings.token:
        return [
            Finding(
                "fail",
                "Bot token: TELEGRAM_BOT_TOKEN is not set.",
                "Get a token from @BotFather and put it in the environment.",
            )
        ]
    bot = Bot(settings.token, base_url=settings.api_base_url)
    try:
        async with bot:
            me = bot.bot
            found = [Finding("ok", f"Bot token: accepted, the bot is @{me.username} (id {me.id}).")]
            found.append(_inline_mode(me.username or "", bool(me.supports_inline_queries)))
            info = await bot.get_webhook_info()
    except InvalidToken:
        return [
            Finding(
                "fail",
                "Bot token: the Bot API rejected it (401 Unauthorized).",
                "Copy the token again from @BotFather (/token), or /revoke it and use the new one.",
            )
        ]
    except (NetworkError, TelegramError) as exc:
        return [
            Finding(
                "fail",
                f"Bot API: no answer from {settings.api_base_url} ({exc}).",
                "Check TELEGRAM_API_BASE_URL and this machine's outbound network.",
            )
        ]
    return found + _webhook(settings, info)


def _inline_mode(username: str, on: bool) -> Finding:
    """Inline mode (getMe's supports_inline_queries): games in any chat through ``@bot``."""
    if on:
        return Finding("ok", f"Inline mode: on; typing @{username} in any chat offers a game.")
    return Finding(
        "warn",
        "Inline mode: off; games need the bot added to a group (or a private chat).",
        "Turn it on in @BotFather: /setinline, pick the bot, send a placeholder such as"
        " 'Play Robinson…'.",
    )


def _webhook(settings: BotSettings, info: WebhookInfo) -> list[Finding]:
    """The webhook as Telegram has it, against what the settings say."""
    if settings.mode == "polling":
        if info.url:
            return [
                Finding(
                    "warn",
                    f"Webhook: registered at {info.url}, but this process polls.",
                    "Starting in polling mode removes it: if webhook replicas of this "
                    "token run elsewhere, they stop getting updates.",
                )
            ]
        return [Finding("ok", "Webhook: none registered; polling mode gets the updates.")]
    found = _webhook_settings(settings)
    expected = (settings.webhook_url or "").rstrip("/") + WEBHOOK_PATH
    if not info.url:
        found.append(
            Finding(
                "warn",
                "Webhook: not registered yet.",
                "The bot registers it when it starts in webhook mode.",
            )
        )
    elif info.url != expected:
        found.append(
            Finding(
                "fail",
                f"Webhook: Telegram sends updates to {info.url}, but WEBHOOK_URL gives {expected}.",
                "Another deployment may use this token. Fix WEBHOOK_URL, or restart "
                "the bot to register this one.",
            )
        )
    else:
        found.append(
            Finding(
                "ok",
                f"Webhook: registered at {info.url}, "
                f"{info.pending_update_count} update(s) waiting.",
            )
        )
    if info.last_error_message:
        hint = "Check the proxy routes POST /telegram to the replicas and /readyz is 200."
        if "403" in info.last_error_message:
            hint = (
                "A 403 means the secret Telegram sends differs from WEBHOOK_SECRET_TOKEN: give "
                "every replica the same secret and restart one to register it."
            )
        found.append(
            Finding(
                "warn",
                f"Webhook: Telegram's last delivery failed: {info.last_error_message}.",
                hint,
            )
        )
    return found


def _webhook_settings(settings: BotSettings) -> list[Finding]:
    """WEBHOOK_URL and WEBHOOK_SECRET_TOKEN as Telegram requires them."""
    found: list[Finding] = []
    parts = urlsplit(settings.webhook_url or "")
    local = parts.hostname in ("localhost", "127.0.0.1", "::1")
    if parts.scheme != "https" and not local:
        found.append(
            Finding(
                "fail",
                f"Webhook: WEBHOOK_URL {settings.webhook_url} is not https.",
                "Telegram calls only https URLs; put an HTTPS proxy in front.",
            )
        )
    elif (parts.port or 443) not in WEBHOOK_PORTS and not local:
        found.append(
            Finding(
                "fail",
                f"Webhook: port {parts.port} cannot be used.",
                "Telegram calls only ports 443, 80, 88 and 8443.",
            )
        )
    secret = settings.secret_token
    if not secret:
        found.append(
            Finding(
                "warn",
                "Webhook secret: WEBHOOK_SECRET_TOKEN is not set, so anyone "
                "who learns the URL can post updates.",
                "Set a random secret (e.g. openssl rand -hex 32), the same on every replica.",
            )
        )
    elif not SECRET_FORM.fullmatch(secret):
        found.append(
            Finding(
                "fail",
                "Webhook secret: Telegram accepts 1–256 characters of A–Z, a–z, 0–9, _ and - only.",
                "Choose a secret of that form.",
            )
        )
    else:
        found.append(Finding("ok", "Webhook secret: set."))
    return found


def report(found: list[Finding], out: TextIO, secrets: Sequence[str] = ()) -> int:
    """Print the findings with what to do (the token and secrets redacted); 1 on a failure."""
    hidden = [s for s in secrets if s]
    for finding in found:
        out.write(redact(f"{MARKS[finding.status]}  {finding.what}\n", hidden))
        if finding.todo and finding.status != "ok":
            out.write(redact(f"      → {finding.todo}\n", hidden))
        elif finding.todo:
            out.write(redact(f"      {finding.todo}\n", hidden))
    failed = sum(f.status == "fail" for f in found)
    warned = sum(f.status == "warn" for f in found)
    out.write(f"\n{failed} problem(s), {warned} warning(s).\n")
    return 1 if failed else 0


def report_json(found: list[Finding], out: TextIO, secrets: Sequence[str] = ()) -> int:
    """The findings as one JSON object (the token and secrets redacted); 1 on a failure."""
    hidden = [s for s in secrets if s]
    failed = sum(f.status == "fail" for f in found)
    document = {
        "ok": not failed,
        "problems": failed,
        "warnings": sum(f.status == "warn" for f in found),
        "findings": [
            {"status": f.status, "what": redact(f.what, hidden), "todo": redact(f.todo, hidden)}
            for f in found
        ],
    }
    out.write(json.dumps(document, ensure_ascii=False) + "\n")
    return 1 if failed else 0


def run_doctor(as_json: bool = False) -> int:
    """`robinson-bot doctor`: exit 0 when nothing failed, 1 otherwise, 2 on unusable settings."""
    try:
        settings = BotSettings.from_env()
    except ConfigError as exc:
        sys.stderr.write(f"robinson-bot doctor: error: {exc}\n")
        return 2
    password = urlsplit(settings.redis_url or "").password or ""  # the URL itself is shown
    secrets = [settings.token or "", settings.secret_token or "", password]
    setup_logging("WARNING", "text", secrets)  # PTB's and httpx's own logs, redacted too
    show = report_json if as_json else report
    return show(asyncio.run(diagnose(settings)), sys.stdout, secrets)
