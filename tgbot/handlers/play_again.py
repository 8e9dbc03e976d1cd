"""Play again: a new lobby with the same players and settings as the game just finished (the
fever rule, unless its host chose one, the chat's language's: R16); who left it or was removed
comes back only by pressing it."""

from __future__ import annotations

from dataclasses import replace

from telegram import Chat, Update

from fsm import LastGame, Place, Purse, Refused, Seat, SessionData, Start, from_doc
from i18n import default_field12
from tgbot.appstate import AppState, Context
from tgbot.chat.callbacks import Callback
from tgbot.chat.origin import person_name, place_of
from tgbot.handlers.common import actor_of, is_chat_admin, publish
from tgbot.handlers.lobby import open_lobby, solo_board
from tgbot.outbox.show import acknowledge, chat_lang
from tgbot.render.end import purse_order


async def finished_table(
    state: AppState, place: Place, game_id: str, presser: int
) -> tuple[SessionData, list[Seat]]:
    """The finished game `game_id` of `place` (among its last five) and its seats to play
    again, as many as its table holds: who left or was removed (away) only if it is the
    `presser` who asks; `old_game` if it is not there."""
    past = await state.history.recent(place, 5)
    previous = next((doc for doc in past if doc.get("game_id") == game_id), None)
    if previous is None:
        raise Refused("old_game")
    data = from_doc(previous)
    gone = left_or_removed(data) - {presser}
    seats = [Seat(s.name, s.user_id, s.policy) for s in data.seats if s.user_id not in gone]
    return data, seats[: data.settings.max_seats]


async def on_play_again(update: Update, context: Context, callback: Callback) -> None:
    """Open a lobby like the finished game's, hosted by the presser: a player of it or an admin.

    An admin who did not play takes a seat only if the table has room for one more.
    In private, the same solo game starts at once.
    """
    chat, user = update.effective_chat, update.effective_user
    if chat is None or user is None:
        raise Refused("refused")
    state, place = context.bot_data, place_of(update)
    data, seats = await finished_table(state, place, callback.game_id, user.id)
    if all(s.user_id != user.id for s in seats):
        if not await is_chat_admin(update, context):
            raise Refused("not_in_game")
        if len(seats) < data.settings.max_seats:
            seats.insert(0, Seat(person_name(user), user.id))
    # R16: the fever rule of the language the chat speaks now
    settings = data.settings.for_next_lobby(default_field12(await chat_lang(update, context)))
    private = chat.type == Chat.PRIVATE  # no lobby shown there (play-test 71: posted, deleted)
    if private:  # the board the person chose since (play-test 63)
        settings = replace(settings, board=await solo_board(context, user))
        await context.bot_data.langs.keep_telegram(user)  # for the clock's views (pt 68)
    opened = await open_lobby(
        update, context, settings, seats, shown=not private, cashier=data.cashier
    )
    if opened is None:
        return  # a game is here already: pointed at, the press answered
    await acknowledge(update)
    if private:  # the same solo game, at once
        # the update is marked handled by the lobby's save: start that lobby, by its game id
        game = opened.session.data.game_id
        start = Start(actor_of(update))
        result = await state.games.act(place, start, game_id=game)
        await publish(update, context, result)


def last_game_of(data: SessionData) -> LastGame | None:
    """How the finished game ended: its winner's seat, or none, and every purse, the winner's
    first, then the richest (as the ending told them); None if it was cancelled."""
    state = data.engine
    if data.cancelled or state is None:
        return None
    purses = [Purse(data.seats[seat], state.players[seat].chips) for seat in purse_order(state)]
    return LastGame(None if state.winner is None else data.seats[state.winner], purses)


def left_or_removed(data: SessionData) -> set[int]:
    """The people who left the finished game or were removed from it (play-test 12: one
    removed for being away was seated again, and cost the next game its timeouts)."""
    return {
        seat.user_id
        for index, seat in enumerate(data.seats)
        if seat.user_id is not None and data.has_left(index)
    }
