"""Messages that are not a game's: a reply to a command, a post in a chat, the inline offer."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from telegram import Bot, InlineQueryResult, ReplyParameters, Update
from telegram.constants import ParseMode
from telegram.error import BadRequest, TelegramError

from tgbot.render.common import View

log = logging.getLogger("robinson.bot")


def _options(view: View) -> dict[str, Any]:
    """The view's keyboard and HTML mode as sendMessage's options (only those it has)."""
    options: dict[str, Any] = {}
    if view.keyboard is not None:
        options["reply_markup"] = view.keyboard
    if view.html:
        options["parse_mode"] = ParseMode.HTML
    return options


def replying_to(message_id: int | None) -> ReplyParameters | None:
    """A reply to `message_id` (None: none), sent all the same if that message is gone."""
    if message_id is None:
        return None
    return ReplyParameters(message_id, allow_sending_without_reply=True)


def as_view(content: View | str) -> View:
    """A text as a view without buttons; a view as it is."""
    return content if isinstance(content, View) else View(content)


async def reply(update: Update, content: View | str) -> int | None:
    """Reply to the update's message with a view or a text; the reply's id (None: no message)."""
    message = update.effective_message
    if message is None:
        return None
    view = as_view(content)
    sent = await message.reply_text(view.text, **_options(view))
    return sent.message_id


async def post(
    bot: Bot,
    chat_id: int,
    content: View | str,
    *,
    topic_id: int | None = None,
    quoting: int | None = None,
) -> int:
    """Send a new message to a chat (in a forum, to `topic_id`; quoting message `quoting` if it
    is still there); its id."""
    view = as_view(content)
    options: dict[str, Any] = {}
    if topic_id is not None:
        options["message_thread_id"] = topic_id
    if quoting is not None:
        options["reply_parameters"] = replying_to(quoting)
    sent = await bot.send_message(chat_id, view.text, **options, **_options(view))
    return sent.message_id


async def offer(update: Update, results: Sequence[InlineQueryResult]) -> None:
    """Answer the inline query with `results`, made for the typist alone and never cached."""
    query = update.inline_query
    if query is None:
        return
    try:
        await query.answer(results, cache_time=0, is_personal=True)
    except BadRequest as exc:  # too late (Telegram waits 10 s), or answered already
        log.info("inline query not answered: %s", exc)


async def tell_error(update: Update, text: str) -> None:
    """Tell whoever sent the update that it went wrong: a toast for a press, else a reply (if
    Telegram refuses that too, a log line)."""
    try:
        if update.callback_query is not None:
            await update.callback_query.answer(text)
        elif update.effective_message is not None:
            await update.effective_message.reply_text(text)
    except TelegramError:
        log.warning("could not tell the user about the error")
