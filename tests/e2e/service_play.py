"""Playing a chat's game out through the bot's own service (no Telegram): for tests that need
finished games, not the taps that finish them."""

from __future__ import annotations

from engine.events import ChoiceKind
from fsm import Actor, Choose, Phase, RollDie
from fsm.service import GameService


async def play_out(games: GameService, chat_id: int) -> str:
    """Play the chat's game to its end, the mover taking the first choice on offer; its id."""
    game_id = ""
    while (session := await games.load(chat_id)) is not None:
        state, game_id = session.engine, session.data.game_id
        seat = session.data.seats[state.current]
        actor = Actor(seat.user_id or 0, seat.name)
        if session.phase is Phase.AWAITING_CHOICE:
            assert state.pending is not None
            swap = state.pending.kind is ChoiceKind.SWAP
            choice = Choose(actor, game_id, state.step, state.pending.options[0], swap)
            await games.act(chat_id, choice)
        else:
            await games.act(chat_id, RollDie(actor, game_id, state.step))
    return game_id
