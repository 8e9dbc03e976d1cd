"""Group privacy mode: whether players' own 🎲 in a chat reach the bot at all."""

from __future__ import annotations

import logging

from telegram import Bot, Chat, ChatMember
from telegram.error import TelegramError

log = logging.getLogger("robinson.bot")
WARNING = (
    "privacy mode is on: players' own dice in groups reach the bot only where it is an admin;"
    " the Roll button and /roll always work (turn it off with /setprivacy in @BotFather)"
)


def reads_all_groups(bot: Bot) -> bool:
    """getMe's can_read_all_group_messages (read at start-up); warn once when it is off."""
    reads = bool(bot.can_read_all_group_messages)
    if not reads:
        log.warning(WARNING)
    return reads


async def own_dice_arrive(bot: Bot, chat: Chat, reads_all: bool) -> bool:
    """Whether a 🎲 a player sends in `chat` reaches the bot: private, no privacy, or admin."""
    if chat.type == Chat.PRIVATE or reads_all:
        return True
    try:
        member = await bot.get_chat_member(chat.id, bot.id)
    except TelegramError:
        return False
    return member.status in (ChatMember.ADMINISTRATOR, ChatMember.OWNER)
