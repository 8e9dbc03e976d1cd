"""A variant board is a new table: the rules, the simulator and `optimal` read every field."""

from __future__ import annotations

import math
import random

import pytest

from engine.actions import MoveTo, Roll
from engine.board import (
    Board,
    Fever,
    Gallows,
    GoBack,
    Home,
    NoEffect,
    PayPot,
    RestartOption,
    RollAgain,
    SailOption,
    StayOption,
    SwapPlaces,
    TakePot,
)
from engine.events import ChoiceKind, Died, Event, ExtraRoll, MoveCause, Moved, Stayed, Swapped, Won
from engine.optimal import option_values
from engine.policies import forward, optimal
from engine.race import fewest_turns, home_within, program
from engine.rules import apply
from engine.simulate import simulate
from engine.state import Field12, GameState, Pending, Settings, new_game
from engine.turns import Chooser
from engine.view import View
from tests.engine.helpers import of_type, place

_ = NoEffect()
#: Twelve fields; the effects of the printed board, shuffled onto other fields.
VARIANT = Board(
    (
        _,  # 0
        PayPot(1),  # 1
        StayOption(),  # 2: the tree
        RollAgain(),  # 3
        Gallows(),  # 4
        SailOption(9),  # 5
        Fever(),  # 6
        GoBack(2),  # 7
        RestartOption(),  # 8
        SwapPlaces(10),  # 9
        _,  # 10
        TakePot(2),  # 11
        Home(),  # 12
    )
)


def run(state: GameState, *actions: Roll | MoveTo) -> tuple[GameState, list[Event]]:
    """Apply actions on the variant board; collect the events."""
    events: list[Event] = []
    for action in actions:
        state, happened = apply(state, action, VARIANT)
        events.extend(happened)
    return state, events


class TestRulesReadTheBoard:
    """Each effect works where the variant puts it, not where the printed board has it."""

    def test_r15_tree_on_field_2(self) -> None:
        """R15: a roll on the variant's StayOption field may be refused; on 7 it may not."""
        state = place(new_game(2), 0, position=2)
        state, events = run(state, Roll(3))
        assert state.pending == Pending(ChoiceKind.TREE, 0, 3, (5, 2))
        state, events = run(state, MoveTo(2))
        assert of_type(events, Stayed)
        state = place(new_game(2), 0, position=7)
        state, events = run(state, Roll(1))
        assert state.pending is None and state.players[0].position == 8  # 7 is GoBack(2) here

    def test_r24_gallows_on_field_4(self) -> None:
        """R24: a 6 rolled on the variant's gallows (4) kills; on 42 there is no such field."""
        state = place(new_game(2), 0, position=4)
        _, events = run(state, Roll(6))
        assert [e.field for e in of_type(events, Died)] == [4]

    def test_r7_r25_home_and_count_back(self) -> None:
        """R7: past 12 counts back; R25: arriving on 12 wins."""
        state = place(new_game(2), 0, position=10)
        state, events = run(state, Roll(5))  # 15 → 9: the swap field, nobody on 10
        assert [(m.dst, m.cause) for m in of_type(events, Moved)] == [(9, MoveCause.COUNT_BACK)]
        state = place(new_game(2), 0, position=10)
        state, events = run(state, Roll(2))
        assert state.finished and of_type(events, Won)

    def test_r9_r19_r23_roll_again_go_back_and_swap(self) -> None:
        """R9 on 3, R19 from 7 back to 2, R23 from 9 with the player on 10."""
        state, events = run(new_game(2), Roll(3))
        assert of_type(events, ExtraRoll) and state.current == 0
        state, events = run(state, Roll(4))  # 3 + 4 = 7 → back to 2
        assert state.players[0].position == 2
        state = place(place(new_game(2), 0, position=5), 1, position=10)
        state, events = run(state, Roll(4))
        assert of_type(events, Swapped) and state.players[0].position == 10

    def test_r14_r18_restart_and_sail(self) -> None:
        """R14 on 8: the next roll may start over; R18 on 5: sail on to 9."""
        state = place(new_game(2), 0, position=7)
        state, _events = run(state, Roll(1))  # 7 + 1 = 8: the restart is owed
        assert state.players[0].position == 8 and state.players[0].may_restart
        state = place(new_game(2), 0, position=3, may_restart=False)
        state, _events = run(state, Roll(2))
        assert state.pending == Pending(ChoiceKind.SAIL, 0, 2, (9, 5))

    def test_a_board_must_end_at_home(self) -> None:
        """A table without its one Home at the end is refused, as is a target off the board."""
        with pytest.raises(ValueError):
            Board((_, _, _))
        with pytest.raises(ValueError):
            Board((_, GoBack(7), Home()))


class TestPlayedThrough:
    """Whole games on the variant: the simulator and the race tables agree."""

    @pytest.mark.parametrize("field12", list(Field12))
    def test_r16_chain_and_simulator_agree_alone(self, field12: Field12) -> None:
        """One forward player: the chain's chance to get home alive matches 20,000 games."""
        games = 20_000
        rng = random.Random(5)
        summary = simulate(
            games, 1, forward, lambda: rng.randint(1, 6), Settings(field12=field12), board=VARIANT
        )
        home = home_within(field12, Chooser.FORWARD, VARIANT)[-1][0]
        rate = summary.seats[0].wins / games
        assert abs(rate - home) < 4 * math.sqrt(home * (1 - home) / games) + 1e-9
        assert abs(summary.seats[0].deaths / games - (1 - home)) < 0.02

    def test_optimal_plays_the_variant(self) -> None:
        """`optimal` seats finish games on the variant; its states are the variant's (12 + 1)."""
        assert program(Field12.SKIP, Chooser.BEST, VARIANT).states == 13
        rng = random.Random(2)
        summary = simulate(300, 3, [optimal, forward, forward], lambda: rng.randint(1, 6),
                           board=VARIANT)  # fmt: skip
        assert summary.games == 300
        assert sum(s.wins for s in summary.seats) + summary.no_winner == 300

    def test_optimal_reads_the_tree_from_the_board(self) -> None:
        """Alone on the variant's tree (2), optimal weighs staying by the variant's fewest turns."""
        view = View(Field12.SKIP, (2,), (True,), (False,), ("optimal",), VARIANT)
        values = option_values(view, Pending(ChoiceKind.TREE, 0, 5, (7, 2)))
        turns = fewest_turns(Field12.SKIP, VARIANT)
        assert values == [-turns[2], -turns[2]]  # 7 goes back to 2: both options are the same
        values = option_values(view, Pending(ChoiceKind.TREE, 0, 4, (6, 2)))
        skipping_on_6 = program(Field12.SKIP, Chooser.FEWEST, VARIANT).turn.skipping(6)
        assert skipping_on_6 == 12  # R16: the fever on 6 owes a skipped turn
        assert values == [-turns[skipping_on_6], -turns[2]]
