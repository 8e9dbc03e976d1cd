"""The bot removed from a group (its games are cancelled), or the group upgraded (they move)."""

from __future__ import annotations

from telegram import Bot, Chat, ChatMember, Update

from fsm import Actor
from tgbot.appstate import AppState, Context
from tgbot.chat.origin import person_name
from tgbot.handlers.common import cancel_games_at, guarded, log
from tgbot.handlers.welcome import welcome_group
from tgbot.outbox.live import show_session

GONE = (ChatMember.LEFT, ChatMember.BANNED)


@guarded
async def my_membership(update: Update, context: Context) -> None:
    """Added to a group: the welcome. When the bot leaves or is kicked, cancel the chat's games
    (nobody can see them any more)."""
    change = update.my_chat_member
    if change is None:
        return
    joined = change.new_chat_member.status in (ChatMember.MEMBER, ChatMember.ADMINISTRATOR)
    if joined and change.old_chat_member.status in GONE and change.chat.type != Chat.PRIVATE:
        await welcome_group(update, context)
        return
    if change.new_chat_member.status not in GONE:
        return
    remover = change.from_user
    await cancel_games_at(context, change.chat.id, Actor(remover.id, person_name(remover), True))


@guarded
async def migrated(update: Update, context: Context) -> None:
    """A group became a supergroup: its games, language, stats and history move to the new id."""
    message = update.effective_message
    if message is None:
        return
    if message.migrate_to_chat_id:
        old, new = message.chat.id, message.migrate_to_chat_id
    elif message.migrate_from_chat_id:
        old, new = message.migrate_from_chat_id, message.chat.id
    else:
        return
    await move_game(context.bot, context.bot_data, old, new)


async def move_game(bot: Bot, state: AppState, old: int, new: int) -> None:
    """Move chat `old`'s games and records to `new` and show each game there."""
    moved = await state.games.move_chat(old, new)
    state.langs.forget(old, new)
    log.info("group upgraded; records moved", extra={"chat_id": old, "to": new})
    lang = await state.langs.of_chat_id(new)
    for result in moved:
        await show_session(bot, state, result.session.data, lang, game=result.view)
