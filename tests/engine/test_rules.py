"""Every decision of RULES.md, R1–R27, on scripted dice and constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.actions import Leave, MoveTo, Roll, SwapWith
from engine.events import (
    ChoiceKind,
    ChoiceOffered,
    Died,
    ExtraRoll,
    FridayBound,
    Left,
    MoveCause,
    Moved,
    NoWinner,
    Paid,
    Parrot,
    RestartAhead,
    Shared,
    ShareReason,
    SkipAhead,
    Skipped,
    Stayed,
    Swapped,
    Took,
    TurnStarted,
    Won,
)
from engine.exceptions import BadSettings, GameOver, IllegalAction
from engine.game import apply, legal_actions
from engine.state import Field12, Pending, Settings, Status, new_game
from tests.engine.helpers import chips_total, game, of_type, place, play


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
        assert legal_actions(state) == (MoveTo(7), MoveTo(3))
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
        assert legal_actions(state) == (SwapWith(3), SwapWith(1))
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


class TestChips:
    """R12, R13, R20–R22: payments, takings and Friday."""

    def test_r13_everyone_pays_on_1(self) -> None:
        """R13: on 1 every living player pays 1, and Friday's rule is not triggered."""
        state = place(game(3), 1, status=Status.DEAD)
        state = place(state, 0, friday=2)
        state, events = play(state, 1)
        assert [(p.seat, p.amount) for p in of_type(events, Paid)] == [(0, 1), (2, 1)]
        assert state.players[1].chips == 20

    @pytest.mark.parametrize(("field", "amount"), [(8, 3), (15, 2), (26, 3)])
    def test_pay_fields(self, field: int, amount: int) -> None:
        """R6/fields: landing on 8, 15 or 26 pays its amount into the pot."""
        state = place(game(1), 0, position=field - 2)
        state, events = play(state, 2)
        assert state.players[0].chips == 20 - amount and of_type(events, Paid)[0].amount == amount

    @pytest.mark.parametrize(
        ("field", "amount"), [(3, 1), (11, 1), (14, 2), (18, 4), (33, 3), (40, 4)]
    )
    def test_take_fields(self, field: int, amount: int) -> None:
        """R6/fields: landing on 3, 11, 14, 18, 33 or 40 takes its amount from the pot."""
        state = place(game(1), 0, position=field - 2)
        state, _events = play(state, 2)
        assert state.players[0].chips == 20 + amount and state.pot == 10 - amount

    def test_r12_pay_what_you_have(self) -> None:
        """R12: a player who owes more than their purse pays what they have."""
        state = place(game(1), 0, position=7, chips=1)
        state, events = play(state, 1, MoveTo(8))
        assert of_type(events, Paid) == [Paid(0, 1, 3, None, 8)]
        assert state.players[0].chips == 0

    def test_r12_take_at_most_the_pot(self) -> None:
        """R12: a player gets at most what is in the pot."""
        state = replace(place(game(1), 0, position=16), pot=2)
        state, events = play(state, 2)
        assert of_type(events, Took) == [Took(0, 2, 4, None, 18)]
        assert state.pot == 0 and state.players[0].chips == 22

    def test_r20_friday_bound_on_29(self) -> None:
        """R20: 29 takes 2 from the right neighbour, who becomes Friday."""
        state = place(game(3), 1, position=27)
        state = replace(state, current=1)
        state, events = play(state, 2)
        assert of_type(events, Took) == [Took(1, 2, 2, 0, 29)]
        assert of_type(events, FridayBound) == [FridayBound(1, 0)]
        assert state.players[1].friday == 0 and state.players[1].chips == 22

    def test_r20_no_friday_alone(self) -> None:
        """R20: with no other living player there is no Friday."""
        state, events = play(place(game(1), 0, position=27), 2)
        assert not of_type(events, FridayBound) and state.players[0].friday is None

    def test_r20_one_friday_for_several(self) -> None:
        """R20: one player may be Friday to several Robinsons; a Robinson keeps his first Friday."""
        state = place(game(2), 0, position=27)
        state, _ = play(state, 2)
        state = place(state, 1, position=27)
        state, _ = play(state, 2)
        assert state.players[0].friday == 1 and state.players[1].friday == 0

    def test_r21_friday_takes_after_robinson(self) -> None:
        """R21: when the Robinson takes from the pot, Friday takes 1 after him."""
        state = place(game(2), 0, position=31, friday=1)
        state, events = play(state, 2)
        assert of_type(events, Took) == [Took(0, 3, 3, None, 33), Took(1, 1, 1, None, 33, 0)]
        assert state.players[1].chips == 21

    def test_r21_friday_pays_when_robinson_pays(self) -> None:
        """R21: when the Robinson's own field makes him pay, Friday pays 1 too, whatever he paid."""
        state = place(game(2), 0, position=7, chips=0, friday=1)
        state, events = play(state, 1, MoveTo(8))
        assert of_type(events, Paid) == [Paid(0, 0, 3, None, 8), Paid(1, 1, 1, None, 8, 0)]

    def test_r21_friday_share_limited_by_pot(self) -> None:
        """R21/R12: Friday's share is limited by what the pot still holds."""
        state = replace(place(game(2), 0, position=31, friday=1), pot=3)
        state, events = play(state, 2)
        assert of_type(events, Took)[1] == Took(1, 0, 1, None, 33, 0)

    def test_r21_dead_friday_has_no_share(self) -> None:
        """R26: a dead Friday neither pays nor takes."""
        state = place(place(game(2), 0, position=31, friday=1), 1, status=Status.DEAD)
        state, events = play(state, 2)
        assert len(of_type(events, Took)) == 1

    def test_r22_take_one_from_each(self) -> None:
        """R22: 32 takes 1 from each other living player, not from the pot, Friday untouched."""
        state = place(game(4), 0, position=30, friday=1)
        state = place(state, 2, status=Status.DEAD)
        state = place(state, 3, chips=0)
        state, events = play(state, 2)
        assert [(t.source, t.amount) for t in of_type(events, Took)] == [(1, 1), (3, 0)]
        assert state.pot == 40 and state.players[0].chips == 21

    def test_r12_chips_conserved_over_a_game(self) -> None:
        """R12: purses plus pot never change."""
        state = game(3)
        total = chips_total(state)
        for face in [1, 3, 5, 2, 6, 4] * 8:
            if state.finished:
                break
            state, _ = play(state, *(legal_actions(state)[:1] if state.pending else [face]))
            assert chips_total(state) == total


class TestGallowsAndEnd:
    """R24–R27: the gallows, winning, death and leaving."""

    def test_r24_six_on_42_kills(self) -> None:
        """R24: a 6 rolled while standing on 42 kills."""
        state = place(game(2), 0, position=42)
        state, events = play(state, 6)
        assert of_type(events, Died) == [Died(0, 42)]
        assert state.players[0].status is Status.DEAD and state.current == 1

    def test_r24_arriving_on_42_is_harmless(self) -> None:
        """R24: arriving on 42 by a roll or a count-back is harmless."""
        state, events = play(place(game(1), 0, position=36), 6)
        assert state.players[0].position == 42 and not of_type(events, Died)
        state, events = play(place(game(1), 0, position=43), 5)
        assert state.players[0].position == 42 and not of_type(events, Died)

    @pytest.mark.parametrize(("face", "end"), [(1, 43), (2, 44), (3, 45), (4, 44), (5, 43)])
    def test_r24_other_rolls_from_42(self, face: int, end: int) -> None:
        """R24/R7: any other roll from 42 moves on (counting back past 45)."""
        state, _ = play(place(game(1), 0, position=42), face)
        assert state.players[0].position == end

    def test_r25_winner_shares_with_friday(self) -> None:
        """R25: the winner takes the pot; a living Friday gets a third, rounded down."""
        state = replace(place(game(3), 0, position=44, friday=2), pot=31)
        state, events = play(state, 1)
        assert of_type(events, Won) == [Won(0, 31)]
        assert of_type(events, Shared) == [Shared(0, 2, 10, ShareReason.FRIDAY)]
        assert state.finished and state.winner == 0
        assert state.players[0].chips == 41 and state.players[2].chips == 30
        assert legal_actions(state) == ()
        with pytest.raises(GameOver):
            apply(state, Roll(1))

    def test_r25_nearest_gets_half(self) -> None:
        """R25: with no Friday the nearest living player gets half; ties: first after the winner."""
        state = replace(game(4), pot=41, current=1)
        state = place(state, 1, position=44)
        state = place(state, 0, position=30)
        state = place(state, 2, position=20)
        state = place(state, 3, position=30)
        state, events = play(state, 1)
        assert of_type(events, Shared) == [Shared(1, 3, 20, ShareReason.NEAREST)]

    def test_r25_dead_friday_means_nearest(self) -> None:
        """R25/R26: a dead Friday is skipped; the nearest living player gets half."""
        state = replace(place(game(3), 0, position=44, friday=2), pot=10)
        state = place(place(state, 2, status=Status.DEAD, position=43), 1, position=5)
        state, events = play(state, 1)
        assert of_type(events, Shared) == [Shared(0, 1, 5, ShareReason.NEAREST)]

    def test_r25_alone_keeps_all(self) -> None:
        """R25: a winner with no other living player keeps everything."""
        state = place(place(game(2), 0, position=44), 1, status=Status.LEFT)
        state, events = play(state, 1)
        assert not of_type(events, Shared) and state.players[0].chips == 40

    def test_r26_everyone_dead_no_winner(self) -> None:
        """R26: if every player is dead the game ends with no winner and the pot stays."""
        state = place(game(1), 0, position=42)
        state, events = play(state, 6)
        assert state.finished and state.winner is None and state.pot == 10
        assert of_type(events, NoWinner) == [NoWinner(10)]

    def test_r26_dead_skipped_in_turns_and_as_neighbour(self) -> None:
        """R26: dead players take no turns and are skipped as right neighbour."""
        state = place(game(3), 2, status=Status.DEAD)
        state = place(state, 0, position=8)
        state, events = play(state, 2)
        assert of_type(events, Paid) == [Paid(0, 2, 2, 1, 10)]
        assert state.current == 1
        state, events = play(state, 1)
        assert state.current == 0

    def test_r26_dead_friday_ends_the_bond(self) -> None:
        """R26: when a Friday dies, their Robinson no longer has a Friday."""
        state = place(place(game(2), 0, friday=1), 1, position=42)
        state = replace(state, current=1)
        state, events = play(state, 6)
        assert of_type(events, Died) == [Died(1, 42)]
        assert state.players[0].friday is None

    def test_r26_dead_robinson_ends_the_bond(self) -> None:
        """R26: when a Robinson dies, the bond ends on his side too."""
        state = place(game(2), 0, position=42, friday=1)
        state, _ = play(state, 6)
        assert state.players[0].friday is None and not state.players[0].alive

    @pytest.mark.parametrize("leaver", [0, 1])
    def test_r26_leaving_ends_the_bond(self, leaver: int) -> None:
        """R26/R27: a bond ends when either its Robinson or its Friday leaves."""
        state = place(place(game(3), 0, friday=1), 2, friday=1)
        state, _ = play(state, Leave(leaver))
        assert state.players[0].friday is None
        assert state.players[2].friday == (None if leaver == 1 else 1)

    def test_r27_leaving_counts_as_dead(self) -> None:
        """R27: a player who leaves is skipped like the dead; the chat says 'left'."""
        state, events = play(game(3), Leave(1))
        assert of_type(events, Left) == [Left(1)]
        assert state.players[1].status is Status.LEFT and not state.players[1].alive
        state, _ = play(state, 2)
        assert state.current == 2

    def test_r27_leaving_on_own_turn_passes_play(self) -> None:
        """R27: the mover leaving mid-choice passes play to the next player."""
        state, _ = play(place(game(2), 0, position=7), 3)
        assert state.pending is not None
        state, _events = play(state, Leave(0))
        assert state.pending is None and state.current == 1

    def test_r27_last_leaver_ends_game(self) -> None:
        """R26/R27: when the last living player leaves the game ends with no winner."""
        state, _ = play(game(2), Leave(0))
        state, events = play(state, Leave(1))
        assert state.finished and of_type(events, NoWinner)

    def test_r27_leaving_twice_is_refused(self) -> None:
        """R27: a player who already left cannot leave again."""
        state, _ = play(game(2), Leave(0))
        with pytest.raises(IllegalAction):
            apply(state, Leave(0))

    def test_r27_leaver_removed_from_swap_choice(self) -> None:
        """R23/R27: if one of two swap candidates leaves, the swap goes to the other."""
        state = place(place(game(3), 1, position=41), 2, position=41)
        state = place(state, 0, position=30)
        state, _ = play(state, 6)
        state, events = play(state, Leave(1))
        assert of_type(events, Swapped) == [Swapped(0, 2)]


class TestParrotAndFever:
    """R16, R17: the fever setting and the parrot."""

    def test_r16_extra_roll_setting(self) -> None:
        """R16: under `extra_roll`, 12 gives an extra roll instead of a skip."""
        state = place(game(2, field12=Field12.EXTRA_ROLL), 0, position=9)
        state, events = play(state, 3)
        assert of_type(events, ExtraRoll) == [ExtraRoll(0, 12)] and state.current == 0

    def test_r17_parrot_has_no_effect_on_chips(self) -> None:
        """R17: 17 is only the parrot: no chips move and play goes on."""
        state = place(game(2), 0, position=14)
        state, events = play(state, 3)
        assert of_type(events, Parrot) == [Parrot(0)]
        assert chips_total(state) == 60 and state.players[0].chips == 20 and state.current == 1

    def test_rolls_outside_die_are_refused(self) -> None:
        """R5/R6: a die shows 1 to 6; anything else is an illegal action."""
        for bad in (0, 7, -1):
            with pytest.raises(IllegalAction):
                apply(game(2), Roll(bad))
