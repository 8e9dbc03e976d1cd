"""The bot's animated 🎲: thrown into the game's chat (replying to what asked for it), and
taken away once its move is on the board or could not be saved."""

from __future__ import annotations

import contextlib

from telegram import Bot, Message
from telegram.error import TelegramError

from fsm import SessionData
from tgbot.outbox.replies import replying_to


async def throw_die(bot: Bot, data: SessionData, anchor: int | None) -> tuple[Message, int]:
    """Send Telegram's 🎲 into the game's chat and topic, replying to `anchor` if given;
    the message and the value it landed on."""
    sent = await bot.send_dice(
        data.chat_id, message_thread_id=data.topic_id, reply_parameters=replying_to(anchor)
    )
    assert sent.dice is not None
    return sent, sent.dice.value


async def remove_die(bot: Bot, data: SessionData, message_id: int) -> None:
    """Delete the bot's die (already gone, or too old to delete: nothing to do)."""
    with contextlib.suppress(TelegramError):
        await bot.delete_message(data.chat_id, message_id)
