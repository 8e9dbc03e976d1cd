"""Play again: a new lobby with the same players and settings as the game just finished."""

from __future__ import annotations

from copy import copy

from telegram import Chat, Update

from fsm.commands import Start
from fsm.data import Seat, from_doc
from fsm.exceptions import Refused
from tgbot.appstate import Context
from tgbot.callbacks import Callback
from tgbot.handlers.common import act, actor_of, publish
from tgbot.handlers.lobby import open_lobby
from tgbot.places import place_of


async def on_play_again(update: Update, context: Context, callback: Callback) -> None:
    """Open a lobby like the finished game's (the presser hosts it); in private, start it."""
    chat, query = update.effective_chat, update.callback_query
    assert chat is not None and query is not None
    past = await context.bot_data.games.store.history(place_of(update), 5)
    previous = next((doc for doc in past if doc.get("game_id") == callback.game_id), None)
    if previous is None:
        raise Refused("old_game")
    data = from_doc(previous)
    user = update.effective_user
    seats = [Seat(s.name, s.user_id, s.policy) for s in data.seats]
    if user is not None and all(s.user_id != user.id for s in seats):
        seats.insert(0, Seat(user.first_name, user.id))
    await query.answer()
    await open_lobby(update, context, copy(data.settings), seats)
    if chat.type == Chat.PRIVATE:  # the same solo game, at once
        await publish(update, context, await act(update, context, Start(actor_of(update))))
