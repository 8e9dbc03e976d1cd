"""Single-player figures of the simulator against exact Markov-chain values.

The chain here is written from RULES.md alone, independently of the engine
and the simulator: for the `forward` policy it solves expected turns and the
chance of dying with exact fractions.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from engine.policies import forward, optimal
from engine.race import fewest_turns
from engine.simulate import simulate
from engine.state import Field12, Settings

SKIP = "skip"
Outcome = tuple[str | int, Fraction]  # ("dead"|"home"|field|"skip12", probability)


def forward_moves(field: int, face: int, field12: str) -> list[str | int]:
    """Where one roll from `field` leads under `forward`, resolving the turn's own extra rolls."""
    if field == 42 and face == 6:
        return ["dead"]
    target = face if field == 0 else field + face
    if target > 45:
        target = 90 - target
    return arrive(target, field12)


def arrive(field: int, field12: str) -> list[str | int]:
    """Resolve arrival effects that move the piece or grant rolls (R8, R9, R16, R18, R19)."""
    if field == 45:
        return ["home"]
    if field == 25:
        return arrive(14, field12)
    if field == 23:
        return arrive(27, field12)  # forward sails on
    if field == 20 or (field == 12 and field12 == "extra_roll"):
        return [m for face in range(1, 7) for m in forward_moves(field, face, field12)]
    if field == 12:
        return ["skip12"]
    return [field]


def solve_forward(field12: str) -> tuple[Fraction, Fraction]:
    """Exact (expected turns, death chance) from the start for one `forward` player."""
    states: list[str | int] = [*range(45), "skip12"]
    index = {s: i for i, s in enumerate(states)}
    n = len(states)
    # E = 1 + P·E (turns), D = P·D + p_dead (death), solved by Gauss–Jordan on fractions.
    rows_e = [[Fraction(0)] * n + [Fraction(1)] for _ in range(n)]
    rows_d = [[Fraction(0)] * n + [Fraction(0)] for _ in range(n)]
    for s in states:
        i = index[s]
        rows_e[i][i] += 1
        rows_d[i][i] += 1
        if s == "skip12":
            moves: list[tuple[str | int, Fraction]] = [(12, Fraction(1))]
        else:
            assert isinstance(s, int)
            moves = []
            for face in range(1, 7):
                lands = forward_moves(s, face, field12)
                moves += [(m, Fraction(1, 6 * len(lands))) for m in lands]
        for dest, p in moves:
            if dest == "dead":
                rows_d[i][n] += p
            elif dest != "home":
                j = index[dest]
                rows_e[i][j] -= p
                rows_d[i][j] -= p
    return gauss(rows_e)[0], gauss(rows_d)[0]


def gauss(rows: list[list[Fraction]]) -> list[Fraction]:
    """Solve the augmented system exactly."""
    n = len(rows)
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [x / lead for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[r][n] for r in range(n)]


def run(policy_name: str, field12: Field12, games: int) -> tuple[float, float, float]:
    """Simulated (mean turns, standard error, death rate) for one player."""
    rng = random.Random(4242)
    policy = forward if policy_name == "forward" else optimal
    summary = simulate(games, 1, policy, lambda: rng.randint(1, 6), Settings(field12=field12))
    n = summary.games
    mean = summary.seat0_turns / n
    # every one-player game's length is seat 0's turn count
    variance = sum((x - mean) ** 2 for x in summary.lengths) / (n - 1)
    return mean, (variance / n) ** 0.5, summary.seats[0].deaths / n


class TestSinglePlayerChain:
    """`simulate --players 1` agrees with the exact values of the chain."""

    @pytest.mark.parametrize("field12", list(Field12))
    def test_forward_matches_exact_chain(self, field12: Field12) -> None:
        """Mean turns and death rate of 40,000 forward games lie within 4.5 standard errors."""
        turns, death = solve_forward(field12.value)
        mean, stderr, death_rate = run("forward", field12, 40_000)
        assert abs(mean - float(turns)) < 4.5 * stderr
        death_se = (float(death) * (1 - float(death)) / 40_000) ** 0.5
        assert abs(death_rate - float(death)) < 4.5 * death_se
        assert 0.05 < float(death) < 0.5  # the gallows matter, but do not dominate

    @pytest.mark.parametrize("field12", list(Field12))
    def test_optimal_alone_is_no_slower_than_forward(self, field12: Field12) -> None:
        """Alone, `optimal` expects no more turns than forward's exact chain, and plays as fast."""
        turns, _ = solve_forward(field12.value)
        assert fewest_turns(field12)[0] <= float(turns) + 1e-9
        fast, _, fast_deaths = run("optimal", field12, 20_000)
        bold, _, bold_deaths = run("forward", field12, 20_000)
        assert fast <= bold and fast_deaths <= bold_deaths + 0.005

    def test_optimal_policy_matches_its_chain(self) -> None:
        """Simulated optimal play alone agrees with the chain's expected turns."""
        expected = fewest_turns(Field12.SKIP)[0]
        mean, stderr, _ = run("optimal", Field12.SKIP, 40_000)
        assert abs(mean - expected) < 4.5 * stderr
