"""The simulator's short paths (no events, tables read from the board) play the same games."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial

import pytest

from engine.actions import MoveTo, Roll, SwapWith
from engine.board import BOARD, Board, Effect, Gallows, Home, NoEffect, StayOption, TakePot
from engine.events import ChoiceKind, Took
from engine.policies import forward
from engine.rules import apply
from engine.simulate import play_out
from engine.state import Field12, GameState, Pending, Settings, new_game
from engine.view import View
from tests.engine.helpers import place


def _by_apply(state: GameState, dice: random.Random, board: Board = BOARD) -> GameState:
    """Play `state` out through `apply` (events and frozen states) with forward's choices."""
    while not state.finished:
        pending = state.pending
        if pending is None:
            state, _ = apply(state, Roll(dice.randint(1, 6)), board)
            continue
        option = forward(View.of_state(state, ("forward",) * len(state.players), board), pending)
        action = SwapWith(option) if pending.kind is ChoiceKind.SWAP else MoveTo(option)
        state, _ = apply(state, action, board)
    return state


@pytest.mark.parametrize("field12", list(Field12))
@pytest.mark.parametrize("players", [1, 2, 4, 6, 10])
def test_r5_r8_simulator_and_apply_play_the_same_games(players: int, field12: Field12) -> None:
    """R5–R8: `play_out`'s event-free shortcuts end every seeded game as `apply` does."""
    start = new_game(players, Settings(field12=field12))
    for seed in range(40):
        by_apply = _by_apply(start, random.Random(seed))
        table = play_out(start, partial(random.Random(seed).randint, 1, 6), [forward] * players)
        frozen = table.freeze()
        assert frozen.players == by_apply.players, seed
        assert (frozen.pot, frozen.winner, frozen.turn) == (
            by_apply.pot,
            by_apply.winner,
            by_apply.turn,
        )


def test_r5_r7_moves_table_places_counts_and_counts_back() -> None:
    """R5: off the board a roll places; R6: it counts on; R7: past home it counts back."""
    assert BOARD.moves[0][1:] == (1, 2, 3, 4, 5, 6)
    assert BOARD.moves[10][1:] == (11, 12, 13, 14, 15, 16)
    assert BOARD.moves[43][1:] == (44, 45, 44, 43, 42, 41)


def test_r8_plain_fields_are_those_where_arriving_does_nothing() -> None:
    """R8: arriving on a field without an arrival effect (nor 7, nor 42) changes nothing else."""
    inert = [f for f, plain in enumerate(BOARD.plain) if plain]
    assert 7 in inert and 42 in inert
    assert all(type(BOARD[f]) in (NoEffect, StayOption, Gallows) for f in inert)
    assert not BOARD.plain[45] and not BOARD.plain[3]


@dataclass(frozen=True, slots=True)
class Treasure(TakePot):
    """A variant's own effect: a pot take by another name."""


def test_r21_a_variant_effect_subclass_acts_as_its_base() -> None:
    """R21: a board's own subclass of `TakePot` takes from the pot as `TakePot` does."""
    board = Board((NoEffect(), Treasure(2), Effect(), Home()))
    state, events = apply(new_game(2), Roll(1), board)
    assert [e for e in events if isinstance(e, Took)] == [Took(0, 2, 2, None, 1)]
    assert state.players[0].chips == 22 and state.pot == 18


def test_r14_play_out_takes_a_choice_left_open_first() -> None:
    """R14: a game handed over with a restart on offer is played on as `apply` plays it."""
    state, _ = apply(apply(new_game(2), Roll(4))[0], Roll(3))
    state, _ = apply(state, Roll(2))
    assert state.pending == Pending(ChoiceKind.RESTART, 0, 2, (6, 2))
    dice = partial(random.Random(8).randint, 1, 6)
    frozen = play_out(state, dice, [forward, forward]).freeze()
    by_apply = _by_apply(state, random.Random(8))
    assert frozen.players == by_apply.players and frozen.turn == by_apply.turn
    assert (frozen.pot, frozen.winner) == (by_apply.pot, by_apply.winner)


def test_r7_a_game_that_cannot_end_stops_the_simulator() -> None:
    """R7: from 43 a die of sixes counts back to 41 and on to 43 for ever; the guard stops it."""
    state = place(new_game(1), 0, position=43)
    with pytest.raises(RuntimeError, match="did not end"):
        play_out(state, lambda: 6, [forward])
