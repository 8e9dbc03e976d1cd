"""A tiny real PTB application (echo + inline keyboard) run against the double."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    filters,
)

from sandbox import BotApiDouble

KEYBOARD = InlineKeyboardMarkup(
    [
        [InlineKeyboardButton("Roll", callback_data="roll")],
        [InlineKeyboardButton("Stop", callback_data="stop")],
    ]
)


async def on_new(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Answer /new with a keyboard."""
    assert update.effective_chat is not None
    await context.bot.send_message(update.effective_chat.id, "Game?", reply_markup=KEYBOARD)


async def on_text(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Echo any text."""
    assert update.message is not None and update.message.text is not None
    await update.message.reply_text(f"echo: {update.message.text}")


async def on_press(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Toast the pressed data and edit the message, dropping the keyboard on stop."""
    query = update.callback_query
    assert query is not None
    await query.answer(f"got {query.data}")
    if query.data == "roll":
        await query.edit_message_text("rolled", reply_markup=KEYBOARD)
    elif query.data == "stop":
        await query.edit_message_text("stopped")


def build(double: BotApiDouble) -> Application:  # type: ignore[type-arg]
    """Build the application pointed at the double."""
    app = (
        ApplicationBuilder()
        .token(double.token)
        .base_url(double.base_url)
        .base_file_url(double.base_file_url)
        .build()
    )
    app.add_handler(CommandHandler("new", on_new))
    app.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, on_text))
    app.add_handler(CallbackQueryHandler(on_press))
    return app


@asynccontextmanager
async def polling_app(double: BotApiDouble) -> AsyncIterator[Application]:  # type: ignore[type-arg]
    """Run the application with long polling for the duration of the block."""
    app = build(double)
    await app.initialize()
    assert app.updater is not None
    await app.updater.start_polling(poll_interval=0, timeout=1)
    await app.start()
    try:
        yield app
    finally:
        await app.updater.stop()
        await app.stop()
        await app.shutdown()
