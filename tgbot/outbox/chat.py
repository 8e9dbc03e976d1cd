"""What the bot asks Telegram about a chat: who administers it or belongs to it, its title."""

from __future__ import annotations

from telegram import Bot, Chat, ChatMember
from telegram.error import TelegramError

from tgbot.chat.admins import AdminCache

ADMIN_STATUSES = (ChatMember.ADMINISTRATOR, ChatMember.OWNER)
MEMBER_STATUSES = (*ADMIN_STATUSES, ChatMember.MEMBER)
NO_TITLE = "…"


async def administers(bot: Bot, admins: AdminCache, chat_id: int, user_id: int) -> bool:
    """Whether the user administers the group: getChatMember, remembered a while in `admins`."""
    known = admins.get(chat_id, user_id)
    if known is not None:
        return known
    member = await bot.get_chat_member(chat_id, user_id)
    admins.put(chat_id, user_id, member.status in ADMIN_STATUSES)
    return member.status in ADMIN_STATUSES


async def is_member(bot: Bot, chat_id: int, user_id: int) -> bool:
    """Whether the user belongs to the chat (False when the chat cannot be asked)."""
    try:
        member = await bot.get_chat_member(chat_id, user_id)
    except TelegramError:
        return False
    if member.status == ChatMember.RESTRICTED:
        return bool(getattr(member, "is_member", False))
    return member.status in MEMBER_STATUSES


async def chat_title(bot: Bot, chat_id: int) -> str:
    """The chat's title; "…" when it has none or is out of reach (its game has no name to give)."""
    try:
        return (await bot.get_chat(chat_id)).title or NO_TITLE
    except TelegramError:
        return NO_TITLE


async def own_dice_arrive(bot: Bot, chat: Chat, reads_all: bool) -> bool:
    """Whether a 🎲 a player sends in `chat` reaches the bot: private, no privacy, or admin
    (`tgbot.chat.privacy`)."""
    if chat.type == Chat.PRIVATE or reads_all:
        return True
    try:
        member = await bot.get_chat_member(chat.id, bot.id)
    except TelegramError:
        return False
    return member.status in ADMIN_STATUSES
