"""The public game API, in the words of game libraries (OpenSpiel's `current_player`,
`chance_outcomes`, `legal_actions`, `apply_action`): whose move it is, the die's outcomes at a
chance node, the actions `apply` accepts, and `apply(state, action) -> (state, events)`."""

from __future__ import annotations

from typing import Final

from engine import rules
from engine.actions import FAIR_DIE, Action, Leave, MoveTo, Roll, SwapWith
from engine.board import BOARD, Board
from engine.events import ChoiceKind, Event
from engine.state import GameState
from engine.table import Table

DIE_FACES = tuple(roll.value for roll, _ in FAIR_DIE)
CHANCE: Final = -1  # whose move when the die is to be rolled (OpenSpiel's chance player)
TERMINAL: Final = -4  # whose move once the game is over: nobody's (OpenSpiel's terminal id)


def current_player(state: GameState) -> int:
    """Whose move it is: `CHANCE` while the die is to be rolled (for `state.current`), the seat
    choosing while an option is on offer, `TERMINAL` once the game is over."""
    if state.finished:
        return TERMINAL
    pending = state.pending
    return CHANCE if pending is None else pending.seat


def chance_outcomes(state: GameState) -> tuple[tuple[Roll, float], ...]:
    """At a chance node, the die's outcomes with their probabilities (1/6 each); else none.

    The caller picks the outcome (`Roll`) and applies it: the engine never rolls.
    """
    return FAIR_DIE if current_player(state) == CHANCE else ()


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """The actions `apply` accepts now: the die's outcomes at a chance node or the options on
    offer, then `Leave` for every seat still in the race (R27); none once the game is over."""
    if state.finished:
        return ()
    pending = state.pending
    leaves = tuple(Leave(seat) for seat, player in enumerate(state.players) if player.alive)
    if pending is None:
        return (*(roll for roll, _ in FAIR_DIE), *leaves)
    if pending.kind is ChoiceKind.SWAP:
        return (*(SwapWith(seat) for seat in pending.options), *leaves)
    return (*(MoveTo(field) for field in pending.options), *leaves)


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
