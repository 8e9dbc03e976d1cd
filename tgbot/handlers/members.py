"""The bot removed from a group: the game there is cancelled and archived."""

from __future__ import annotations

from telegram import ChatMember, Update

from fsm.commands import Actor, Cancel
from fsm.exceptions import Refused
from tgbot.appstate import Context
from tgbot.handlers.common import guarded, log

GONE = (ChatMember.LEFT, ChatMember.BANNED)


@guarded
async def my_membership(update: Update, context: Context) -> None:
    """When the bot leaves or is kicked, cancel the chat's game (nobody can see it any more)."""
    change = update.my_chat_member
    if change is None or change.new_chat_member.status not in GONE:
        return
    chat_id = change.chat.id
    remover = change.from_user
    actor = Actor(remover.id, remover.first_name, is_admin=True)
    try:
        await context.bot_data.games.act(chat_id, Cancel(actor))
    except Refused:
        return  # no game there
    log.info("bot removed from chat; game cancelled", extra={"chat": chat_id})
