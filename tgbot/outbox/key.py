"""The key of the board's symbols, a picture of its own, once per picture game.

It is posted just before the game's first board, so the board stays at the bottom of the
chat; in a group the start's ping (every player mentioned) is its caption. A switch of the
chat's language draws it and its caption anew. Each language's key (with its fever rule) is
uploaded once; later games send its file id (`AppState.key_files`).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Literal

from telegram import Bot, InputMediaPhoto, Message
from telegram.constants import ParseMode
from telegram.error import BadRequest, TelegramError

from fsm import Messages, Result, SessionData, StoreUnavailable
from tgbot.appstate import AppState
from tgbot.outbox.live import SCROLL_GAP
from tgbot.outbox.nudges import start_ping
from tgbot.render.common import CAPTION_LIMIT, caption_length, shown_text, wants_picture
from tgbot.render.picture.key import key_photo

Sending = Callable[[str | bytes], Awaitable[Message | bool]]


async def key_first(
    bot: Bot, state: AppState, result: Result, lang: str, bottom: int | None = None
) -> bool:
    """Post the key if the command (one that `started` the game) started a picture game; True
    if the start's ping went with it as its caption (a group), False if it is still to be sent
    (or there is none). In a private chat whose last key, the same, stands just above the
    message the command came from (`bottom`), that key serves the new game too: once, for
    the game after its own, so it never drifts further than one game up."""
    data = result.session.data
    if not wants_picture(data) or data.inline_id is not None:
        return False  # an inline game's one message has no room for another
    if data.chat_id > 0 and (near := _key_near(state, data, lang, bottom)) is not None:
        with contextlib.suppress(StoreUnavailable):  # told anew in another language, as posted
            await state.messages.keep(data.place, data.game_id, key=near)
        return False
    ping = _caption(data, lang)
    if ping is False:
        return False
    mode = ParseMode.HTML if ping else None

    async def send(photo: str | bytes) -> Message:
        return await bot.send_photo(
            data.chat_id, photo, caption=ping, parse_mode=mode, message_thread_id=data.topic_id
        )

    try:
        sent = await _sent(state, data, lang, send)
    except TelegramError:  # the game goes on without it; the ping follows the board
        return False
    if isinstance(sent, Message):
        with contextlib.suppress(StoreUnavailable):  # kept to be told anew in another language
            await state.messages.keep(data.place, data.game_id, key=sent.message_id)
        if data.chat_id > 0:
            state.keys_shown.put(data.chat_id, (sent.message_id, lang, data.settings.field12))
    return ping is not None


def _key_near(state: AppState, data: SessionData, lang: str, bottom: int | None) -> int | None:
    """A private chat's last key, if it is this game's (language, fever rule), stands less
    than a screen above `bottom` and has served no game but its own (play-tests 15 and 16:
    each Play again posted it again, a screen high, the chat a pile of keys; play-test 20:
    kept for a third game, it stood two games up, out of sight, and the game had none)."""
    shown = state.keys_shown.pop(data.chat_id)  # it serves one more game at most
    if shown is None or bottom is None or shown[1:] != (lang, data.settings.field12):
        return None
    return shown[0] if 0 < bottom - shown[0] <= SCROLL_GAP else None


async def retell_key(
    bot: Bot, state: AppState, data: SessionData, ids: Messages, lang: str
) -> None:
    """The key still above the board, drawn and captioned anew in `lang` (the chat switched
    its language: play-test 7, finding 6, a Bulgarian key over a Danish game)."""
    if ids.key is None:
        return
    ping = _caption(data, lang)
    if ping is False:
        return
    mode, key = ParseMode.HTML if ping else None, ids.key

    async def edit(photo: str | bytes) -> Message | bool:
        media = InputMediaPhoto(photo, caption=ping, parse_mode=mode)
        return await bot.edit_message_media(media, chat_id=data.chat_id, message_id=key)

    with contextlib.suppress(TelegramError):  # gone, or too old to edit: it stays as it is
        await _sent(state, data, lang, edit)
        shown = state.keys_shown.get(data.chat_id) if data.chat_id > 0 else None
        if shown is not None and shown[0] == key:  # not one already lent to a second game
            state.keys_shown.put(data.chat_id, (key, lang, data.settings.field12))


async def _sent(state: AppState, data: SessionData, lang: str, send: Sending) -> Message | bool:
    """Send the key by `send`: by the file id Telegram gave it before, or (with none, or one
    Telegram no longer knows) drawn and uploaded, its new file id kept."""
    drawn = (lang, data.settings.field12)
    known = state.key_files.get(drawn)
    if known is not None:
        try:
            return await send(known)
        except BadRequest:
            del state.key_files[drawn]
    sent = await send(await asyncio.to_thread(key_photo, *drawn))
    if isinstance(sent, Message) and sent.photo:
        state.key_files[drawn] = sent.photo[-1].file_id
    return sent


def _caption(data: SessionData, lang: str) -> str | Literal[False] | None:
    """The key's caption: a group's start ping (None in a private chat), False if too long."""
    ping = start_ping(data, lang) if data.chat_id < 0 else None
    shown = shown_text(ping or "")  # as Telegram counts it
    return False if caption_length(shown) > CAPTION_LIMIT else ping
