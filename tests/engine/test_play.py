"""`rules.play` rolls on until a choice or the end; the simulator's table copies and views."""

from __future__ import annotations

import random
from functools import partial

import pytest

from engine import rules
from engine.actions import MoveTo, Roll, SwapWith
from engine.events import ChoiceKind, Event
from engine.policies import Policy, PolicyName, forward, plays
from engine.rules import apply
from engine.simulate import simulate
from engine.state import Field12, GameState, Pending, Settings, new_game
from engine.table import Table
from engine.view import View


def _events_by_apply(state: GameState, seed: int) -> list[Event]:
    """Every event of a seeded forward game played one `apply` at a time."""
    dice, events = random.Random(seed), []
    while not state.finished:
        pending = state.pending
        if pending is None:
            action: Roll | MoveTo | SwapWith = Roll(dice.randint(1, 6))
        else:
            option = forward(View.of_state(state, plays([forward] * len(state.players))), pending)
            swap = pending.kind is ChoiceKind.SWAP
            action = SwapWith(option) if swap else MoveTo(option)
        state, happened = apply(state, action)
        events.extend(happened)
    return events


def _events_by_play(state: GameState, seed: int) -> list[Event]:
    """Every event of the same game played by `rules.play` on one table, many rolls a call."""
    events: list[Event] = []
    table = Table(state, events)
    dice = partial(random.Random(seed).randint, 1, 6)
    while not table.finished:
        pending = table.pending
        if pending is None:
            rules.play(table, dice, 10_000)
        else:
            rules.choose(
                table,
                max(pending.options) if pending.kind is not ChoiceKind.SWAP else pending.options[0],
            )
    return events


@pytest.mark.parametrize("field12", list(Field12))
@pytest.mark.parametrize("players", [1, 3, 5])
def test_r4_r27_play_tells_the_story_apply_tells_roll_by_roll(
    players: int, field12: Field12
) -> None:
    """R4–R27: many rolls in one `play` call give the very events of one `apply` per roll."""
    start = new_game(players, Settings(field12=field12))
    for seed in range(25):
        assert _events_by_play(start, seed) == _events_by_apply(start, seed), seed


def test_r14_play_stops_at_a_choice_and_returns_the_rolls_left() -> None:
    """R14: after 4 the next roll offers a restart; `play` stops there with its rolls left."""
    table = Table(new_game(1), None)
    assert rules.play(table, iter([4, 2, 6]).__next__, 10) == 8
    assert table.pending == Pending(ChoiceKind.RESTART, 0, 2, (6, 2))
    assert table.pos == [4]


def test_r6_play_stops_after_its_rolls() -> None:
    """R6: `play` makes no more than the rolls it is given; the next player is to move."""
    table = Table(new_game(2), None)
    assert rules.play(table, iter([2, 5, 6]).__next__, 2) == 0
    assert table.pos == [2, 5] and table.current == 0 and table.turn == 3


def test_table_copy_sets_every_slot_and_shares_no_list() -> None:
    """A copy has every attribute of the table, equal, with lists of its own and no events."""
    table = Table(new_game(3), [])
    table.pos[1], table.pot, table.skip[2] = 17, 12, True
    copy = table.copy()
    for name in Table.__slots__:
        mine, theirs = getattr(copy, name), getattr(table, name)
        if name == "events":
            assert mine is None
        elif isinstance(theirs, list):
            assert mine == theirs and mine is not theirs, name
        else:
            assert mine is theirs, name


def test_r23_a_policy_that_looks_sees_the_table_at_its_choice() -> None:
    """R15, R18, R23: a looking policy's view shows the mover where the choice is offered."""
    seen: list[ChoiceKind] = []

    def watch(view: View, pending: Pending) -> int:
        """Check the view against the choice, then choose as `forward`."""
        here = view.positions[pending.seat]
        if pending.kind is ChoiceKind.SWAP:
            assert here == 36 and all(view.positions[s] == 41 for s in pending.options)
        elif pending.kind is not ChoiceKind.RESTART:
            assert here in pending.options
        seen.append(pending.kind)
        return forward(view, pending)

    rng = random.Random(3)
    simulate(300, 4, Policy(PolicyName.OPTIMAL, watch), lambda: rng.randint(1, 6))
    assert set(seen) == set(ChoiceKind)
