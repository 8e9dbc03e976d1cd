"""⏩ Finish for me: the last person left in a game has the rest of their turns played at once."""

from __future__ import annotations

from telegram import Update

from engine import ChoiceKind, View, optimal
from fsm import TURN, Actor, Choose, Command, Notice, Phase, Refused, Result, RollDie, Session
from tgbot.appstate import Context
from tgbot.callbacks import Callback
from tgbot.ending import present
from tgbot.feedback import acknowledge, chat_lang
from tgbot.handlers.common import act, actor_of
from tgbot.live import clear_reminder
from tgbot.places import place_of
from tgbot.render.game import last_person

MAX_ACTIONS = 1000  # far more than any game needs; a guard, never reached


def next_move(session: Session, actor: Actor) -> Command:
    """The mover's next action as the clever computer player would take it: a roll or a pick."""
    state, data = session.engine, session.data
    pending = state.pending
    if pending is None or session.phase is not Phase.AWAITING_CHOICE:
        return RollDie(actor, data.game_id, state.step)
    plays = [s.policy or "optimal" for s in data.seats]
    option = optimal(View.of_state(state, plays), pending)
    swap = pending.kind is ChoiceKind.SWAP
    return Choose(actor, data.game_id, state.step, option, swap)


async def on_finish(update: Update, context: Context, callback: Callback) -> None:
    """Play the presser's turns by the rules until the game ends; show one summary."""
    games, place = context.bot_data.games, place_of(update)
    actor = actor_of(update)
    session = await games.load(place)
    if session is None or session.data.game_id != callback.game_id or session.phase not in TURN:
        raise Refused("old_game")
    seat = last_person(session.data)
    if seat is None or session.data.seats[seat].user_id != actor.user_id:
        raise Refused("not_in_game")
    if callback.step != session.engine.step:
        raise Refused("stale")
    await acknowledge(update)
    result: Result = await act(update, context, next_move(session, actor))
    turns = {session.engine.turn}
    for _ in range(MAX_ACTIONS):
        session = result.session
        if session.phase not in TURN:
            break
        turns.add(session.engine.turn)
        result = await games.act(place, next_move(session, actor), game_id=callback.game_id)
    data = result.session.data
    notice = Notice("finished_for", {"name": actor.name, "count": len(turns)})
    lang = await chat_lang(update, context)
    await present(context.bot, context.bot_data, data, lang, [notice, *result.outcome.notices])
    await clear_reminder(context.bot, context.bot_data, result)
