"""Invariants over thousands of random games with random legal choices (R12, R26, R25)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Leave, Roll
from engine.events import Event, Paid, Took
from engine.rules import apply
from engine.state import Field12, GameState, Settings, new_game
from tests.engine.helpers import chips_total, own_moves

MAX_STEPS = 5_000


def check_random_game(
    rng: random.Random, players: int, field12: Field12, leave_rate: float
) -> None:
    """Play one game with random dice and choices, checking invariants after every step."""
    state = new_game(players, Settings(field12=field12))
    total = chips_total(state)
    gone: dict[int, int] = {}
    for _ in range(MAX_STEPS):
        if state.finished:
            break
        mover = state.current
        assert state.players[mover].alive, "a dead or departed player is asked to act"
        living = [s for s, p in enumerate(state.players) if p.alive]
        if rng.random() < leave_rate:
            action: object = Leave(rng.choice(living))
        elif state.pending is None:
            action = Roll(rng.randint(1, 6))
        else:
            action = rng.choice(own_moves(state))
        state, events = apply(state, action)  # type: ignore[arg-type]
        check(state, events, total, gone)
        for seat, player in enumerate(state.players):
            if not player.alive and seat not in gone:
                gone[seat] = player.chips
    assert state.finished, "the game did not end"


def check(state: GameState, events: tuple[Event, ...], total: int, gone: dict[int, int]) -> None:
    """The invariants that must hold after any step."""
    assert chips_total(state) == total
    assert state.pot >= 0 and all(p.chips >= 0 for p in state.players)
    assert all(0 <= p.position <= 45 for p in state.players)
    assert sum(p.position == 45 for p in state.players) <= 1
    if state.winner is not None:
        assert state.finished and state.players[state.winner].position == 45
    for seat, chips in gone.items():
        assert state.players[seat].chips == chips or state.winner == seat, "the dead paid or got"
    for event in events:
        if isinstance(event, Paid | Took):
            assert event.seat not in gone and 0 <= event.amount <= event.owed


class TestInvariants:
    """Random play never breaks the rules' invariants."""

    @settings(max_examples=300, deadline=None)
    @given(
        seed=st.integers(0, 2**32),
        players=st.integers(1, 6),
        field12=st.sampled_from(list(Field12)),
        leave_rate=st.sampled_from([0.0, 0.0, 0.01, 0.05]),
    )
    def test_random_games_keep_invariants(
        self, seed: int, players: int, field12: Field12, leave_rate: float
    ) -> None:
        """Chips are conserved, positions stay in 0–45, one winner at most, every game ends."""
        check_random_game(random.Random(seed), players, field12, leave_rate)

    @pytest.mark.long(10)
    def test_thousands_of_seeded_games(self) -> None:
        """3,000 seeded games of 2–6 players all end with the invariants intact."""
        rng = random.Random(2026)
        for _ in range(3_000):
            check_random_game(rng, rng.randint(2, 6), rng.choice(list(Field12)), 0.0)
