"""Decisions of RULES.md on chips, the gallows and the end, the parrot and the fever."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.actions import Leave, MoveTo, Roll
from engine.events import (
    Died,
    ExtraRoll,
    FridayBound,
    Left,
    NoWinner,
    Paid,
    Parrot,
    Shared,
    ShareReason,
    Swapped,
    Took,
    Won,
)
from engine.exceptions import GameOver, IllegalAction
from engine.rules import apply, legal_actions
from engine.state import Field12, Status
from tests.engine.helpers import chips_total, game, of_type, place, play


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
        assert state.finished and of_type(events, NoWinner) == [NoWinner(state.pot, True)]

    def test_r27_one_left_and_the_rest_died_is_told_as_left(self) -> None:
        """R26/R27: no winner after one left and the last died: the event says someone left
        (the story then says "nobody is left in the race", not "nobody is left alive")."""
        state, _ = play(place(game(2), 1, position=42), Leave(0))
        state, events = play(state, 6)
        assert of_type(events, NoWinner) == [NoWinner(state.pot, anyone_left=True)]

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
