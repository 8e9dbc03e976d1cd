"""Decisions of RULES.md on set-up, turns and choices, on scripted dice and constructed states.

Chips, the gallows, the end, the parrot and the fever: `test_rules_chips_and_end.py`.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.actions import Leave, MoveTo, Roll, SwapWith
from engine.events import (
    ChoiceKind,
    ChoiceOffered,
    Died,
    ExtraRoll,
    FridayLost,
    Left,
    MoveCause,
    Moved,
    Paid,
    RestartAhead,
    SkipAhead,
    Skipped,
    Stayed,
    Swapped,
    Took,
    TurnStarted,
)
from engine.exceptions import BadSettings, IllegalAction
from engine.rules import apply, legal_actions
from engine.state import Pending, Settings, Status, new_game
from tests.engine.helpers import game, of_type, place, play


class TestSetup:
    """R1–R4: players, chips, the cashier and seating."""

    def test_r1_player_count_bounds(self) -> None:
        """R1: a game has 1 to 10 seats; 0 or 11 is refused."""
        assert len(new_game(1).players) == 1
        assert len(new_game(10).players) == 10
        for bad in (0, 11):
            with pytest.raises(BadSettings):
                new_game(bad)

    def test_r2_purse_and_ante(self) -> None:
        """R2: each purse is start chips minus the ante, and the antes form the pot."""
        state = game(4, start_chips=30, ante=10)
        assert [p.chips for p in state.players] == [20] * 4
        assert state.pot == 40
        other = game(3, start_chips=12, ante=5)
        assert [p.chips for p in other.players] == [7] * 3 and other.pot == 15

    def test_r2_ante_cannot_exceed_purse(self) -> None:
        """R2: an ante larger than the start chips is a settings error."""
        with pytest.raises(BadSettings):
            Settings(start_chips=5, ante=6)

    def test_r3_seat_zero_starts(self) -> None:
        """R3: the cashier sits in seat 0 and plays the first turn."""
        state = game(3)
        assert state.current == 0 and state.turn == 1 and state.players[0].turns == 1

    def test_r4_play_passes_in_seat_order(self) -> None:
        """R4: turns pass 0, 1, 2, 0 …"""
        _state, events = play(game(3), 2, 2, 2)
        assert [e.seat for e in of_type(events, TurnStarted)] == [1, 2, 0]

    def test_r4_right_neighbour_plays_before(self) -> None:
        """R4: on 10 the payment goes to the player who plays just before."""
        state = place(game(3), 0, position=8)
        state, events = play(state, 2)
        paid = of_type(events, Paid)
        assert paid == [Paid(0, 2, 2, 2, 10)]
        assert state.players[2].chips == 22


class TestTurn:
    """R5–R10: placement, movement, exact finish, arrival effects, extra roll, skip."""

    def test_r5_first_roll_places(self) -> None:
        """R5: the first roll puts the player on the field equal to the die, with its effect."""
        state, events = play(game(2), 3)
        assert state.players[0].position == 3
        assert of_type(events, Moved) == [Moved(0, 0, 3, MoveCause.PLACEMENT)]
        assert of_type(events, Took) == [Took(0, 1, 1, None, 3)]

    def test_r6_later_rolls_move_forward(self) -> None:
        """R6: later rolls move forward by the die."""
        state, _ = play(game(1), 2, 3)
        assert state.players[0].position == 5

    @pytest.mark.parametrize(
        ("start", "face", "end"),
        [(44, 1, 45), (44, 2, 44), (43, 6, 41), (40, 6, 44), (39, 6, 45), (44, 6, 40)],
    )
    def test_r7_exact_finish_counts_back(self, start: int, face: int, end: int) -> None:
        """R7: a roll past 45 counts back to 90 − (position + roll)."""
        state = place(game(1), 0, position=start)
        state, events = play(state, face)
        assert state.players[0].position == end
        cause = MoveCause.COUNT_BACK if start + face > 45 else MoveCause.ROLL
        assert of_type(events, Moved)[0].cause is cause

    def test_r8_arrival_effect_applies_after_redirect(self) -> None:
        """R8/R19: 25 sends the player to 14, whose 2 chips are paid out."""
        state = place(game(1), 0, position=22)
        before = state.pot
        state, events = play(state, 3)
        assert state.players[0].position == 14
        assert [m.cause for m in of_type(events, Moved)] == [MoveCause.ROLL, MoveCause.FOOTPRINT]
        assert state.pot == before - 2

    def test_r9_extra_roll_on_20(self) -> None:
        """R9: 20 gives an extra roll in the same turn; it is not a new turn."""
        state = place(game(2), 0, position=17)
        state, events = play(state, 3)
        assert of_type(events, ExtraRoll) == [ExtraRoll(0, 20)]
        assert state.current == 0 and state.extra_roll and state.turn == 1
        state, events = play(state, 2)
        assert state.players[0].position == 22 and state.current == 1 and state.turn == 2

    def test_r9_extra_roll_landing_on_25(self) -> None:
        """R9/R19: the extra roll from 20 can land on 25 and send the player to 14."""
        state = place(game(1), 0, position=17)
        state, _ = play(state, 3, 5)
        assert state.players[0].position == 14

    def test_r10_skip_passes_with_no_roll(self) -> None:
        """R10/R16: under `skip`, 12 makes the next turn pass with no roll; it counts as a turn."""
        state = place(game(2), 0, position=9)
        state, events = play(state, 3)
        assert of_type(events, SkipAhead) == [SkipAhead(0, 12)]
        state, events = play(state, 2)
        assert of_type(events, Skipped) == [Skipped(0, 3)]
        assert state.current == 1 and state.players[0].turns == 2
        state, _ = play(state, 1)
        assert state.current == 0 and not state.players[0].skip_next


class TestChoices:
    """R11, R14, R15, R18, R23: optional moves chosen after the die is seen."""

    def test_r14_shipwreck_restart(self) -> None:
        """R14: after 4 the next roll offers moving on or restarting at the die's field."""
        state, events = play(game(1), 4)
        assert of_type(events, RestartAhead) == [RestartAhead(0)]
        state, events = play(state, 3)
        assert state.pending == Pending(ChoiceKind.RESTART, 0, 3, (7, 3))
        assert legal_actions(state) == (MoveTo(7), MoveTo(3), Leave(0))
        restarted, events = play(state, MoveTo(3))
        assert restarted.players[0].position == 3
        assert of_type(events, Moved) == [Moved(0, 4, 3, MoveCause.RESTART)]
        assert of_type(events, Took) == [Took(0, 1, 1, None, 3)]

    def test_r14_move_on_from_shipwreck(self) -> None:
        """R14: moving on from 4 goes to 4 + roll with its effect."""
        state, _ = play(game(1), 4, 6, MoveTo(10))
        assert state.players[0].position == 10

    def test_r14_only_next_roll_carries_option(self) -> None:
        """R14: once a roll from 4 is seen the option is gone."""
        state, _ = play(game(1), 4, 1, MoveTo(5))
        assert not state.players[0].may_restart
        state, _ = play(state, 1)
        assert state.pending is None and state.players[0].position == 6

    def test_r14_restart_on_four_again(self) -> None:
        """R14: restarting with a 4 lands on 4 again and carries the option once more."""
        state, _ = play(game(1), 4, 4, MoveTo(4))
        assert state.players[0].position == 4 and state.players[0].may_restart

    def test_r15_stay_in_tree(self) -> None:
        """R15: every roll on 7 offers moving on or staying, with no limit."""
        state = place(game(2), 0, position=7)
        for face in (4, 2, 6):
            state, events = play(state, face)
            assert state.pending == Pending(ChoiceKind.TREE, 0, face, (7 + face, 7))
            state, events = play(state, MoveTo(7), 1)
            assert of_type(events, Stayed) == [Stayed(0, 7)]
            assert state.players[0].position == 7
        state, _ = play(state, 4, MoveTo(11))
        assert state.players[0].position == 11

    def test_r18_sail_from_23(self) -> None:
        """R18: arriving on 23 offers sailing to 27 or staying."""
        state = place(game(1), 0, position=19)
        state, events = play(state, 4)
        assert of_type(events, ChoiceOffered) == [ChoiceOffered(0, ChoiceKind.SAIL, (27, 23), 4)]
        sailed, events = play(state, MoveTo(27))
        assert sailed.players[0].position == 27
        assert of_type(events, Moved) == [Moved(0, 23, 27, MoveCause.SAIL)]
        stayed, events = play(state, MoveTo(23))
        assert stayed.players[0].position == 23 and of_type(events, Stayed)

    def test_r11_illegal_choice_is_refused(self) -> None:
        """R11: only a destination on offer is accepted; a roll waits for the choice."""
        state, _ = play(place(game(1), 0, position=7), 3)
        for bad in (MoveTo(9), SwapWith(0), Roll(3)):
            with pytest.raises(IllegalAction):
                apply(state, bad)

    def test_r23_swap_with_single_player_on_41(self) -> None:
        """R23: arriving on 36 with one player on 41 swaps them, mandatory."""
        state = place(place(game(3), 0, position=33), 2, position=41)
        state, events = play(state, 3)
        assert of_type(events, Swapped) == [Swapped(0, 2)]
        assert state.players[0].position == 41 and state.players[2].position == 36

    def test_r23_mover_picks_among_several(self) -> None:
        """R23: with several on 41 the mover picks; options are in seat order after the mover."""
        state = place(game(4), 1, position=41)
        state = place(state, 3, position=41)
        state = replace(place(state, 2, position=30), current=2)
        state, _ = play(state, 6)
        assert state.pending == Pending(ChoiceKind.SWAP, 2, 6, (3, 1))
        assert legal_actions(state)[:2] == (SwapWith(3), SwapWith(1))
        state, _events = play(state, SwapWith(1))
        assert [p.position for p in state.players] == [0, 36, 41, 41]

    def test_r8_swapped_player_gets_no_effect(self) -> None:
        """R8: the player sent from 41 to 36 gets no effect (no new swap, no chips)."""
        state = place(place(game(2), 0, position=33), 1, position=41)
        before = [p.chips for p in state.players]
        state, events = play(state, 3)
        assert [p.chips for p in state.players] == before
        assert len(of_type(events, Swapped)) == 1

    def test_r23_dead_on_41_not_swapped(self) -> None:
        """R26: a dead player on 41 is not swapped with."""
        state = place(place(game(2), 0, position=33), 1, position=41, status=Status.DEAD)
        state, events = play(state, 3)
        assert not of_type(events, Swapped) and state.players[1].position == 41


class TestFridayLost:
    """R26/R27: a bond that ends as its Friday dies or leaves is told to the living Robinson."""

    def test_a_dead_friday_s_robinson_is_told(self) -> None:
        """R26: the Friday's death on the gallows, then the Robinson who has lost them."""
        state = replace(place(place(game(2), 0, friday=1), 1, position=42), current=1)
        state, events = play(state, 6)
        assert events[1:3] == [Died(1, 42), FridayLost(0, 1)]

    def test_a_dead_robinson_loses_nobody_living(self) -> None:
        """R26: a Robinson's own death ends his bond, and no living Robinson lost a Friday."""
        state, events = play(place(game(2), 0, position=42, friday=1), 6)
        assert state.players[0].friday is None and not of_type(events, FridayLost)

    @pytest.mark.parametrize("leaver", [0, 1])
    def test_a_friday_leaving_is_told_to_each_robinson(self, leaver: int) -> None:
        """R27: a Friday of two leaves: each Robinson is told after the leaving; a Robinson
        leaving tells nobody (his Friday lost no one)."""
        state = place(place(game(3), 0, friday=1), 2, friday=1)
        state, events = play(state, Leave(leaver))
        lost = [FridayLost(0, 1), FridayLost(2, 1)] if leaver == 1 else []
        assert events[: 1 + len(lost)] == [Left(leaver), *lost]
