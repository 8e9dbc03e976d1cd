"""The `optimal` policy: exact race tables, and its choice where the answer is known."""

from __future__ import annotations

import pytest

from engine.events import ChoiceKind
from engine.optimal import option_values
from engine.policies import forward, optimal
from engine.race import program, race_values
from engine.state import Field12, Pending
from engine.turns import Chooser
from engine.view import View
from tests.engine.test_markov import forward_moves

Joint = dict[tuple[str | int, str | int], float]


def one_turn(state: str | int, field12: str) -> list[tuple[str | int, float]]:
    """Where one forward turn from `state` leads, written from RULES.md (see test_markov)."""
    if state == "skip12":
        return [(12, 1.0)]
    assert isinstance(state, int)
    outcomes: list[tuple[str | int, float]] = []
    for face in range(1, 7):
        lands = forward_moves(state, face, field12)
        outcomes += [(land, 1 / (6 * len(lands))) for land in lands]
    return outcomes


def two_forward_players(field12: str) -> tuple[float, float]:
    """Each seat's chance to win a two-player forward game, by following the joint chain."""
    joint: Joint = {(0, 0): 1.0}
    wins = [0.0, 0.0]
    for _ in range(2_000):
        for seat in (0, 1):
            after: Joint = {}
            for pair, mass in joint.items():
                if pair[seat] == "dead":
                    after[pair] = after.get(pair, 0.0) + mass
                    continue
                for land, p in one_turn(pair[seat], field12):
                    if land == "home":
                        wins[seat] += mass * p
                        continue
                    moved = (land, pair[1]) if seat == 0 else (pair[0], land)
                    if moved != ("dead", "dead"):
                        after[moved] = after.get(moved, 0.0) + mass * p
            joint = after
        if sum(joint.values()) < 1e-13:
            break
    return wins[0], wins[1]


def view(*positions: int, plays: tuple[str, ...] = (), dead: tuple[int, ...] = ()) -> View:
    """Seat 0 is the mover; the others play forward unless `plays` says otherwise."""
    names = plays or ("optimal",) + ("forward",) * (len(positions) - 1)
    alive = tuple(seat not in dead for seat in range(len(positions)))
    return View(Field12.SKIP, positions, alive, (False,) * len(positions), names)


class TestRaceTables:
    """The dynamic programme agrees with an independent chain of the whole game."""

    @pytest.mark.parametrize("field12", list(Field12))
    def test_two_forward_players_match_the_joint_chain(self, field12: Field12) -> None:
        """R4, R25: the first seat to get home wins; the tables give each seat's exact chance."""
        seat0, seat1 = two_forward_players(field12.value)
        opponent_unplaced = ((Chooser.FORWARD, 0),)
        next_turn = race_values(field12, opponent_unplaced, Chooser.FORWARD)
        assert next_turn[0] == pytest.approx(seat1, abs=1e-9)  # seat 1 waits for seat 0's turn
        this_turn = program(field12, Chooser.FORWARD).step(list(next_turn), 1.0)
        assert this_turn[0] == pytest.approx(seat0, abs=1e-9)
        assert seat0 > seat1 > 0.4

    @pytest.mark.parametrize("field12", list(Field12))
    def test_best_play_is_worth_at_least_forward_play(self, field12: Field12) -> None:
        """The best response is never worth less than forward's choices, from any state."""
        others = ((Chooser.FORWARD, 30), (Chooser.RANDOM, 12))
        best = race_values(field12, others)
        bold = race_values(field12, others, Chooser.FORWARD)
        assert all(b >= f - 1e-12 for b, f in zip(best, bold, strict=True))


class TestKnownChoices:
    """Hand-built positions where the right choice is known."""

    def test_r18_sails_past_the_footprint(self) -> None:
        """R18, R19: from 23 sail to 27, past 25 that sends back to 14 (the old policy stayed)."""
        pending = Pending(ChoiceKind.SAIL, 0, 6, (27, 23))
        sail, stay = option_values(view(23, 30), pending)
        assert sail > stay + 0.05
        assert optimal(view(23, 30), pending) == 27

    def test_r14_moves_on_rather_than_restart(self) -> None:
        """R14: from 4 a restart only loses ground; every face moves on."""
        for face in range(1, 7):
            pending = Pending(ChoiceKind.RESTART, 0, face, (4 + face, face))
            assert optimal(view(4, 10, 20), pending) == 4 + face

    def test_r15_leaves_the_tree(self) -> None:
        """R15: on 7 staying costs a turn; even the fever on 12 (a skipped turn) is better."""
        for face in range(1, 7):
            pending = Pending(ChoiceKind.TREE, 0, face, (7 + face, 7))
            assert optimal(view(7, 40), pending) == 7 + face

    def test_behind_a_player_about_to_win_it_still_races(self) -> None:
        """R18: far behind a rival on 44, the mover's hope is the rival's gallows, and speed."""
        pending = Pending(ChoiceKind.SAIL, 0, 6, (27, 23))
        sail, stay = option_values(view(23, 44), pending)
        assert 0 < stay < sail < 0.5

    def test_r23_swap_sends_back_the_first_of_equal_rivals(self) -> None:
        """R23: rivals on 41 are alike (no choices left), so the first in seat order goes back."""
        pending = Pending(ChoiceKind.SWAP, 0, 5, (2, 1))
        mixed = view(36, 41, 41, plays=("optimal", "random", "forward"))
        first, second = option_values(mixed, pending)
        assert first == pytest.approx(second, abs=1e-12) and 0 < first < 1
        assert optimal(mixed, pending) == 2 == forward(mixed, pending)

    def test_r26_alone_it_takes_the_fewest_turns(self) -> None:
        """R26: the last one alive only needs to get home; it leaves the tree at once.

        The earlier policy waited on 7 for a 6 to gain 0.0004 percentage points of survival.
        """
        pending = Pending(ChoiceKind.TREE, 0, 1, (8, 7))
        assert optimal(view(7, 30, dead=(1,)), pending) == 8
        assert optimal(View(Field12.SKIP, (7,), (True,), (False,), ("optimal",)), pending) == 8

    def test_swap_tables_see_the_rival_sent_back(self) -> None:
        """R23: sending a rival from 41 to 36 raises the mover's chance to win."""
        on_41 = race_values(Field12.SKIP, ((Chooser.FORWARD, 41),))[41]
        on_36 = race_values(Field12.SKIP, ((Chooser.FORWARD, 36),))[41]
        assert on_36 > on_41
