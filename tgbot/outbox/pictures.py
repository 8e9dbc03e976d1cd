"""Sending the board picture: a file_id uploaded before, else render and upload.

A new photo is posted without buttons, which are attached once its id is known: an upload
that times out on the bot's side yet reaches the chat leaves a dead picture, never a second
board with live buttons beside the text board the game goes on with.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from telegram import Bot, InputMediaPhoto, Message
from telegram.error import BadRequest, TelegramError

from fsm import Messages, Place, SessionData, StoreUnavailable
from tgbot.appstate import AppState
from tgbot.chat.origin import topic_gone
from tgbot.render.common import View
from tgbot.render.picture import render_photo

if TYPE_CHECKING:
    from tgbot.render.picture.scene import Scene

log = logging.getLogger("robinson.bot")
_GONE = ("message to edit not found", "message can't be edited", "message_id_invalid")


async def picture_source(scene: Scene, ids: Messages) -> tuple[str | bytes, bool]:
    """The file_id of this scene's picture if it was the last uploaded here (read with the
    game), or fresh JPEG bytes (and which)."""
    if ids.picture is not None and ids.picture[0] == scene.digest():
        return ids.picture[1], True
    # Pillow releases the GIL for the heavy parts; the loop stays free while it draws.
    return await asyncio.to_thread(render_photo, scene), False


@dataclass(frozen=True, slots=True)
class Shown:
    """How a picture went: edited in place, posted as message `posted`, or not at all."""

    ok: bool
    posted: int | None = None
    topic_gone: bool = False  # the game's forum topic was closed or deleted


async def send_picture(
    bot: Bot, state: AppState, data: SessionData, view: View, ids: Messages, *, in_place: bool
) -> Shown:
    """Show `view` as a photo: edit the live photo, or post a new one (the caller swaps it in)."""
    scene = view.picture
    assert scene is not None
    media, known = await picture_source(scene, ids)
    timeout = state.settings.picture_timeout
    caption = view.caption or None
    sent: Message | bool
    try:
        if in_place and ids.photo:
            try:
                sent = await bot.edit_message_media(
                    InputMediaPhoto(media, caption=caption),
                    chat_id=data.chat_id,
                    message_id=ids.live,
                    reply_markup=view.keyboard,
                    read_timeout=timeout,
                    write_timeout=timeout,
                    connect_timeout=timeout,
                )
                _keep(state, data.place, scene, sent, ids)
                return Shown(True)
            except BadRequest as exc:
                if not any(reason in str(exc).lower() for reason in _GONE):
                    raise
        sent = await bot.send_photo(
            data.chat_id,
            media,
            caption=caption,
            message_thread_id=data.topic_id,
            disable_notification=ids.live is not None,  # a board brought down is no news
            read_timeout=timeout,
            write_timeout=timeout,
            connect_timeout=timeout,
        )  # no buttons yet: a photo too slow for the bot may still arrive, and must be dead
    except TelegramError as exc:  # a failed or slow upload, a file_id Telegram forgot, …
        if data.topic_id is not None and topic_gone(exc):
            return Shown(False, topic_gone=True)
        log.warning("picture failed", extra={"chat_id": data.chat_id, "error": str(exc)})
        if known:
            ids.picture = None
            with contextlib.suppress(StoreUnavailable):
                await state.pictures.forget(data.place, scene.digest())
        return Shown(False)
    _keep(state, data.place, scene, sent, ids)
    if not await _attach(bot, data, sent.message_id, view):
        return Shown(False)
    return Shown(True, sent.message_id)


async def _attach(bot: Bot, data: SessionData, message_id: int, view: View) -> bool:
    """Put `view`'s buttons on the photo just posted; False (the photo deleted) if they failed."""
    if view.keyboard is None:
        return True
    try:
        await bot.edit_message_reply_markup(data.chat_id, message_id, reply_markup=view.keyboard)
    except TelegramError as exc:
        log.warning("buttons not attached to the picture: %s", exc, extra={"chat": data.chat_id})
        with contextlib.suppress(TelegramError):
            await bot.delete_message(data.chat_id, message_id)
        return False
    return True


def _keep(state: AppState, place: Place, scene: Scene, sent: Message | bool, ids: Messages) -> None:
    """Remember the file_id of a picture just uploaded (written with the place's next load)."""
    if not isinstance(sent, Message) or not sent.photo:
        return
    file_id = sent.photo[-1].file_id
    if ids.picture != (scene.digest(), file_id):
        ids.picture = (scene.digest(), file_id)
        state.pictures.remember(place, *ids.picture)
