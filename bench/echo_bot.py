"""A bare python-telegram-bot echo bot: one reply with one button per message (bench baseline)."""

from __future__ import annotations

import os

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.ext import ApplicationBuilder, ContextTypes, MessageHandler, filters

MARKUP = InlineKeyboardMarkup([[InlineKeyboardButton("👍", callback_data="ok")]])


async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Answer a text message with its own text and one button."""
    message = update.effective_message
    if message is not None and message.text is not None:
        await message.reply_text(message.text, reply_markup=MARKUP)


def main() -> None:
    """Poll the API at TELEGRAM_API_BASE_URL with TELEGRAM_BOT_TOKEN until interrupted.

    PTB's default transport (httpx), or with ECHO_TRANSPORT=aiohttp the bot's own
    (tgbot/botapi/http.py).
    """
    builder = (
        ApplicationBuilder()
        .token(os.environ["TELEGRAM_BOT_TOKEN"])
        .base_url(os.environ["TELEGRAM_API_BASE_URL"])
    )
    if os.environ.get("ECHO_TRANSPORT") == "aiohttp":
        from tgbot.botapi.http import bot_requests

        calls, updates = bot_requests()
        builder = builder.request(calls).get_updates_request(updates)
    app = builder.build()
    app.add_handler(MessageHandler(filters.TEXT, echo))
    app.run_polling()


if __name__ == "__main__":
    main()
