"""The key of the board's symbols, a picture of its own, once per picture game.

It is posted just before the game's first board, so the board stays at the bottom of the
chat; in a group the start's ping (every player mentioned) is its caption.
"""

from __future__ import annotations

import asyncio
import html
import re

from telegram import Bot
from telegram.constants import ParseMode
from telegram.error import TelegramError

from fsm import Result
from tgbot.outbox.nudges import start_ping
from tgbot.render.common import CAPTION_LIMIT, caption_length, wants_picture
from tgbot.render.picture.key import key_photo


async def key_first(bot: Bot, result: Result, lang: str) -> bool:
    """Post the key if the command (one that `started` the game) started a picture game; True
    if the start's ping went with it as its caption (a group), False if it is still to be sent
    (or there is none)."""
    data = result.session.data
    if not wants_picture(data) or data.inline_id is not None:
        return False  # an inline game's one message has no room for another
    ping = start_ping(data, lang) if data.chat_id < 0 else None
    shown = html.unescape(re.sub(r"<[^>]+>", "", ping or ""))  # as Telegram counts it
    if caption_length(shown) > CAPTION_LIMIT:
        return False
    photo = await asyncio.to_thread(key_photo, lang, data.settings.field12)
    try:
        await bot.send_photo(
            data.chat_id,
            photo,
            caption=ping,
            parse_mode=ParseMode.HTML if ping else None,
            message_thread_id=data.topic_id,
        )
    except TelegramError:  # the game goes on without it; the ping follows the board
        return False
    return ping is not None
