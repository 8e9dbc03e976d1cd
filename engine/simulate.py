"""Many games at speed: the simulator behind `robinson-bot simulate` and the benchmark."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine import rules
from engine.board import BOARD, Board
from engine.policies import Policy, plays
from engine.state import GameState, Pending, Settings, new_game
from engine.table import Table
from engine.view import View

Dice = Callable[[], int]
"""The caller's die: each call returns the next roll, 1–6."""

MAX_STEPS = 100_000


@dataclass(slots=True)
class SeatTotals:
    """Running totals for one seat over many games."""

    wins: int = 0
    deaths: int = 0
    chips: int = 0


@dataclass(slots=True)
class Summary:
    """What `simulate` reports over `games` games."""

    games: int = 0
    seat0_turns: int = 0
    no_winner: int = 0
    seats: list[SeatTotals] = field(default_factory=list)
    policies: list[str] = field(default_factory=list)
    lengths: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        """The JSON object RULES.md specifies for `simulate --json`."""
        games = max(self.games, 1)
        return {
            "games": self.games,
            "mean_turns": self.seat0_turns / games,
            "no_winner_rate": self.no_winner / games,
            "seats": [
                {
                    "seat": seat,
                    "policy": self.policies[seat] if seat < len(self.policies) else None,
                    "win_rate": totals.wins / games,
                    "death_rate": totals.deaths / games,
                    "mean_final_chips": totals.chips / games,
                }
                for seat, totals in enumerate(self.seats)
            ],
        }


def play_out(
    state: GameState, dice: Dice, policies: Sequence[Policy], board: Board = BOARD
) -> Table:
    """Play `state` to the end on `board` with `dice`, each seat by its policy; no events."""
    return _finish(Table(state, None, board), dice, policies, plays(policies))


def _finish(table: Table, dice: Dice, policies: Sequence[Policy], names: Sequence[str]) -> Table:
    """Play `table` to the end: `rules.play` with the dice, each choice by the chooser's policy."""
    view: View | None = None

    def decide(t: Table, pending: Pending) -> int:
        """The chooser's policy's pick; a new view only for a policy that looks at it."""
        nonlocal view
        policy = policies[pending.seat]
        if view is None or policy.looks:
            view = View.of_table(t, names)
        return policy.choose(view, pending)

    steps = MAX_STEPS
    while steps and not table.finished:
        pending = table.pending
        if pending is None:
            steps = rules.play(table, dice, steps, decide)
        else:  # a game handed over with a choice open
            rules.choose(table, decide(table, pending))
            steps -= 1
    if not steps:
        raise RuntimeError(f"game did not end within {MAX_STEPS} steps")
    return table


def simulate(
    games: int,
    players: int,
    policy: Policy | Sequence[Policy],
    dice: Dice,
    settings: Settings | None = None,
    progress: Callable[[int], None] | None = None,
    board: Board = BOARD,
) -> Summary:
    """Play `games` games of `players` seats, by one policy or one per seat; total the outcomes."""
    policies = [policy] * players if isinstance(policy, Policy) else list(policy)
    if len(policies) != players:
        raise ValueError(f"{len(policies)} policies for {players} seats")
    start = Table(new_game(players, settings), None, board)
    names = plays(policies)
    summary = Summary(seats=[SeatTotals() for _ in range(players)], policies=list(names))
    seats, lengths = summary.seats, summary.lengths
    for done in range(1, games + 1):
        table = _finish(start.copy(), dice, policies, names)
        summary.games += 1
        summary.seat0_turns += table.turns[0]
        lengths.append(table.turn)
        if table.winner is None:
            summary.no_winner += 1
        else:
            seats[table.winner].wins += 1
        for totals, chips, status in zip(seats, table.chips, table.status, strict=True):
            totals.chips += chips
            if status == "dead":
                totals.deaths += 1
        if progress is not None:
            progress(done)
    return summary
