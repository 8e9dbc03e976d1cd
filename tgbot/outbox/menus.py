"""Menus shown in place: the pressed message edited to another view, its buttons or it deleted."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable

from telegram import Bot, InlineKeyboardMarkup, Update
from telegram.constants import ParseMode
from telegram.error import BadRequest, TelegramError

from fsm import Messages, SessionData
from tgbot.render.common import View
from tgbot.render.menus import kept_question_view


async def edit_pressed(update: Update, view: View) -> None:
    """Edit the message whose button was pressed to show `view`."""
    query = update.callback_query
    if query is not None:
        await query.edit_message_text(view.text, reply_markup=view.keyboard)


async def rekey_pressed(update: Update, keyboard: InlineKeyboardMarkup | None) -> None:
    """Give the pressed message other buttons (None: none); one deleted or too old to edit
    keeps its own."""
    query = update.callback_query
    if query is not None:
        with contextlib.suppress(TelegramError):
            await query.edit_message_reply_markup(keyboard)


async def delete_pressed(update: Update) -> None:
    """Delete the message whose button was pressed (one gone already is left so)."""
    query = update.callback_query
    if query is not None:
        with contextlib.suppress(BadRequest):
            await query.delete_message()


async def edit_menu(bot: Bot, chat_id: int, message_id: int, view: View) -> None:
    """Edit a menu of the chat to show `view`; one gone or unchanged is left as it is."""
    mode = ParseMode.HTML if view.html else None
    with contextlib.suppress(BadRequest):
        await bot.edit_message_text(
            view.text,
            chat_id=chat_id,
            message_id=message_id,
            reply_markup=view.keyboard,
            parse_mode=mode,
        )


async def delete_menus(bot: Bot, chat_id: int, message_ids: Iterable[int]) -> None:
    """Delete menus of the chat that no longer ask anything (one gone already is left so)."""
    for message_id in message_ids:
        with contextlib.suppress(BadRequest):
            await bot.delete_message(chat_id, message_id)


async def retell_questions(bot: Bot, data: SessionData, messages: Messages, lang: str) -> None:
    """The game's open /leave and /cancel questions, asked anew in `lang` (the chat switched
    its language: they stayed in the one they were asked in)."""
    for key, message_id in messages.questions.items():
        await edit_menu(bot, data.chat_id, message_id, kept_question_view(lang, data, key))
