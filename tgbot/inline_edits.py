"""The one message of an inline game: every view is an edit by its inline_message_id."""

from __future__ import annotations

import logging

from telegram import Bot
from telegram.constants import ParseMode
from telegram.error import BadRequest

from fsm import SessionData
from tgbot.appstate import AppState
from tgbot.ratelimit import remember_inline_chat
from tgbot.render.common import View

log = logging.getLogger("robinson.bot")


def edit_key(data: SessionData) -> tuple[int, str]:
    """The edit queue's key of an inline game's message (`tgbot.coalesce`)."""
    assert data.inline_id is not None
    return data.chat_id, data.inline_id


async def show_inline(bot: Bot, state: AppState, data: SessionData, view: View) -> None:
    """Edit the inline message to `view` (text only) through its queue; nothing is ever sent.

    While one edit waits in the flood limiter, newer views replace it and only the newest is
    sent; a message Telegram lost (deleted by its sender) cannot be shown again.
    """
    inline_id = data.inline_id
    assert inline_id is not None
    remember_inline_chat(inline_id, data.chat_id)

    async def edit() -> None:
        try:
            await bot.edit_message_text(
                view.text,
                inline_message_id=inline_id,
                reply_markup=view.keyboard,
                parse_mode=ParseMode.HTML if view.html else None,
            )
        except BadRequest as exc:  # gone (its sender deleted it): nothing left to edit
            log.warning("inline message %s not edited: %s", inline_id, exc)

    key = edit_key(data)
    state.edits.put(key, edit)
    if not state.settings.throttle:  # nothing waits in a limiter: the edit is sent at once
        await state.edits.flush(key)
