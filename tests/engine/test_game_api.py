"""The game API in game libraries' words: whose move, the die as chance, the legal actions."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import (
    CHANCE,
    TERMINAL,
    ChoiceKind,
    Field12,
    GameState,
    IllegalAction,
    Leave,
    Pending,
    Roll,
    Status,
    apply,
    chance_outcomes,
    current_player,
    legal_actions,
)
from engine.turns import Turn
from tests.engine.helpers import game, own_moves, place, play


def seeded_states(games: int = 30, seed: int = 11) -> list[GameState]:
    """Every state of a few seeded four-player games (random dice and choices, no leaving)."""
    rng = random.Random(seed)
    states: list[GameState] = []
    for _ in range(games):
        state = game(4)
        while not state.finished:
            states.append(state)
            state, _ = apply(state, rng.choice(own_moves(state)))
        states.append(state)
    return states


class TestWhoseMove:
    """`current_player`: the chance player rolls, a seat chooses, nobody once it is over."""

    def test_the_die_is_a_chance_node(self) -> None:
        """A fresh game waits for the die: the chance player, not the mover, picks the face."""
        state = game(3)
        assert current_player(state) == CHANCE and state.current == 0

    def test_a_choice_is_the_choosers(self) -> None:
        """With an option on offer it is the choosing seat's move (R14)."""
        state, _ = play(game(2), 4, 1, 3)  # Ann on 4 (restart ahead), Bob 1, Ann 3: a choice
        assert state.pending is not None and state.pending.kind is ChoiceKind.RESTART
        assert current_player(state) == state.pending.seat == 0

    def test_nobody_moves_in_a_finished_game(self) -> None:
        """Once the game is over the player is the terminal one, with no outcomes or actions."""
        state = replace(place(game(2), 0, position=44), current=0)
        state, _ = play(state, 1)
        assert state.finished
        assert current_player(state) == TERMINAL
        assert chance_outcomes(state) == () and legal_actions(state) == ()


class TestChanceOutcomes:
    """`chance_outcomes`: the six faces with their probabilities, only at a chance node."""

    def test_six_faces_one_sixth_each(self) -> None:
        """A fair die: 1–6, each 1/6, summing to one; the rolls are the legal die actions."""
        outcomes = chance_outcomes(game(2))
        assert [roll for roll, _ in outcomes] == [Roll(face) for face in range(1, 7)]
        assert all(p == pytest.approx(1 / 6) for _, p in outcomes)
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        assert own_moves(game(2)) == tuple(roll for roll, _ in outcomes)

    def test_no_outcomes_at_a_choice(self) -> None:
        """While a seat chooses, the die is not in play."""
        pending = Pending(ChoiceKind.TREE, 0, 2, (9, 7))
        assert chance_outcomes(replace(game(2), pending=pending)) == ()

    def test_the_markov_turn_rolls_the_same_die(self) -> None:
        """The exact finishing-time tables take their roll from the chance outcomes."""
        roll = Turn(Field12.SKIP).roll(5)
        assert [p for p, _ in roll.terms] == [p for _, p in chance_outcomes(game(2))]


class TestLegalActions:
    """`legal_actions`: what `apply` accepts now, `Leave` included (R27)."""

    def test_every_racing_seat_may_leave(self) -> None:
        """Leave is legal for each seat in the race, and for no one who died or left."""
        state = place(place(game(4), 1, status=Status.DEAD), 2, status=Status.LEFT)
        leaves = [a for a in legal_actions(state) if isinstance(a, Leave)]
        assert leaves == [Leave(0), Leave(3)]
        with pytest.raises(IllegalAction):
            apply(state, Leave(1))

    def test_every_legal_action_applies(self) -> None:
        """In every state of seeded games, each legal action applies without refusal."""
        refused = []
        for state in seeded_states()[::7]:
            for action in legal_actions(state):
                try:
                    apply(state, action)
                except IllegalAction as error:
                    refused.append((action, str(error)))
        assert refused == []
