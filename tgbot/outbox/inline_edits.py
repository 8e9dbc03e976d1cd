"""The one message of an inline game: every view is an edit by its inline_message_id.

Nothing can be uploaded into that message: a board picture is uploaded to the operator's
media chat (``ROBINSON_MEDIA_CHAT``) first and shown by its file_id. Without one, or when an
upload fails, the board is text; a message that is a photo already takes text as its caption.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import logging
from dataclasses import replace

from telegram import Bot, InputMediaPhoto, Message
from telegram.constants import ParseMode
from telegram.error import BadRequest, TelegramError

from fsm import Place, SessionData, StoreUnavailable
from tgbot.appstate import AppState
from tgbot.botapi.ratelimit import remember_inline_chat
from tgbot.config import BotSettings
from tgbot.render.common import CAPTION_LIMIT, View, caption_length, shown_text
from tgbot.render.picture import render_photo

log = logging.getLogger("robinson.bot")
NO_TEXT = "no text in the message"
GONE = ("message_id_invalid", "message to edit not found")  # nobody can see the game any more


def inline_board(settings: BotSettings) -> str:
    """How a new inline game shows its board: a picture only where one can be uploaded first."""
    return settings.board if settings.media_chat is not None else "text"


def edit_key(data: SessionData) -> tuple[int, str]:
    """The edit queue's key of an inline game's message (`tgbot.botapi.coalesce`)."""
    assert data.inline_id is not None
    return data.chat_id, data.inline_id


async def show_inline(bot: Bot, state: AppState, data: SessionData, view: View) -> None:
    """Edit the inline message to `view` through its queue; nothing is ever sent there.

    While one edit waits in the flood limiter, newer views replace it and only the newest is
    sent; a message Telegram lost (deleted by its sender) cannot be shown again.
    """
    inline_id = data.inline_id
    assert inline_id is not None
    remember_inline_chat(inline_id, data.chat_id)

    async def edit() -> None:
        try:
            if view.picture is None:
                await _text(bot, inline_id, view)
            elif not await _picture(bot, state, inline_id, view):
                await _text(bot, inline_id, replace(view, caption=""))  # the text board
        except BadRequest as exc:
            state.edits.forget(key)
            log.warning("inline message %s not edited: %s", inline_id, exc)
            if any(reason in str(exc).lower() for reason in GONE):  # deleted by its sender
                await state.place_gone(data)

    key = edit_key(data)
    state.edits.put(key, edit, None if data.engine is None else data.engine.step)
    if not state.settings.throttle:  # nothing waits in a limiter: the edit is sent at once
        await state.edits.flush(key)


async def _text(bot: Bot, inline_id: str, view: View) -> None:
    """The view as text; on a photo message, as its caption."""
    mode = ParseMode.HTML if view.html else None
    try:
        await bot.edit_message_text(
            view.text, inline_message_id=inline_id, reply_markup=view.keyboard, parse_mode=mode
        )
        return
    except BadRequest as exc:
        if NO_TEXT not in str(exc).lower():
            raise
    await bot.edit_message_caption(
        inline_message_id=inline_id,
        caption=caption_of(view),
        reply_markup=view.keyboard,
        parse_mode=mode,
    )


def caption_of(view: View) -> str:
    """What a photo message shows of `view` under its picture (its caption, else its text),
    within Telegram's limit; cut short, HTML loses its tags (mentions) rather than break."""
    text = view.caption or view.text
    plain = shown_text(text) if view.html else text
    if caption_length(plain) <= CAPTION_LIMIT:
        return text
    cut = plain[: CAPTION_LIMIT - 1]
    while caption_length(cut) > CAPTION_LIMIT - 1:
        cut = cut[:-1]
    return html.escape(cut + "…") if view.html else cut + "…"


async def _picture(bot: Bot, state: AppState, inline_id: str, view: View) -> bool:
    """Show the board picture by a file_id (uploaded to the media chat if new); False: text."""
    media_chat = state.settings.media_chat
    assert view.picture is not None
    if media_chat is None:
        return False
    place, timeout, scene = Place(media_chat), state.settings.picture_timeout, view.picture
    known: str | None = None
    with contextlib.suppress(StoreUnavailable):  # the media chat's last upload, if this scene
        known = await state.pictures.get(place, scene.digest())
    # Pillow releases the GIL for the heavy parts; the loop stays free while it draws.
    media: str | bytes = known if known else await asyncio.to_thread(render_photo, scene)
    try:
        if not known:
            sent: Message = await bot.send_photo(
                media_chat,
                media,
                disable_notification=True,
                read_timeout=timeout,
                write_timeout=timeout,
                connect_timeout=timeout,
            )
            media = sent.photo[-1].file_id
            with contextlib.suppress(StoreUnavailable):
                await state.pictures.keep(place, scene.digest(), media)
        mode = ParseMode.HTML if view.html else None
        photo = InputMediaPhoto(media, caption=caption_of(view), parse_mode=mode)
        await bot.edit_message_media(photo, inline_message_id=inline_id, reply_markup=view.keyboard)
    except TelegramError as exc:  # a failed upload, a file_id Telegram forgot, the chat closed
        log.warning("inline picture failed, the board goes on in text: %s", exc)
        if known:
            with contextlib.suppress(StoreUnavailable):
                await state.pictures.forget(place, scene.digest())
        return False
    return True
