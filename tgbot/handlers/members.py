"""The bot removed from a group: its games (in every forum topic too) are cancelled."""

from __future__ import annotations

from telegram import ChatMember, Update

from fsm.commands import Actor, Cancel
from fsm.exceptions import Refused
from tgbot.appstate import Context
from tgbot.handlers.common import guarded, log

GONE = (ChatMember.LEFT, ChatMember.BANNED)


@guarded
async def my_membership(update: Update, context: Context) -> None:
    """When the bot leaves or is kicked, cancel the chat's games (nobody can see them any more)."""
    change = update.my_chat_member
    if change is None or change.new_chat_member.status not in GONE:
        return
    chat_id = change.chat.id
    remover = change.from_user
    actor = Actor(remover.id, remover.first_name, is_admin=True)
    games = context.bot_data.games
    for place in await games.store.places(chat_id):
        try:
            await games.act(place, Cancel(actor))
        except Refused:
            continue  # ended meanwhile
        log.info("bot removed from chat; game cancelled", extra={"chat": chat_id})
