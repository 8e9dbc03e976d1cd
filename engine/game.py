"""The public game API: `legal_actions(state)` and `apply(state, action) -> (state, events)`."""

from __future__ import annotations

from engine import rules
from engine.actions import Action, Leave, MoveTo, Roll, SwapWith
from engine.board import BOARD, Board
from engine.events import ChoiceKind, Event
from engine.state import GameState
from engine.table import Table

DIE_FACES = (1, 2, 3, 4, 5, 6)


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """The current player's legal actions: the six rolls, or the choices on offer."""
    if state.finished:
        return ()
    pending = state.pending
    if pending is None:
        return tuple(Roll(v) for v in DIE_FACES)
    if pending.kind is ChoiceKind.SWAP:
        return tuple(SwapWith(seat) for seat in pending.options)
    return tuple(MoveTo(field) for field in pending.options)


def apply(
    state: GameState, action: Action, board: Board = BOARD
) -> tuple[GameState, tuple[Event, ...]]:
    """Apply `action` on `board`: the new state and what happened; raise `IllegalAction`."""
    events: list[Event] = []
    table = Table(state, events, board)
    match action:
        case Roll(value):
            rules.roll(table, value)
        case MoveTo(field):
            rules.choose(table, field, swap=False)
        case SwapWith(seat):
            rules.choose(table, seat, swap=True)
        case Leave(seat):
            rules.leave(table, seat)
    table.step += 1
    return table.freeze(), tuple(events)
