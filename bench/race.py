"""Benchmark: an `optimal` seat among `forward` players, next to a `forward` seat in the same place.

Each game is played twice on the same dice (seeded per game): once with the
tested seat playing `optimal`, once `forward`; the tested seat goes round the
table game by game. The paired difference of the two win rates and its
standard error are printed, with how often `optimal` chose otherwise than
`forward` would have, and the time to build the race tables.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):  # run as `python bench/race.py`: this folder would shadow `engine`
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from engine import ChoiceKind, Field12, Pending, PolicyName, Settings, new_game, race
from engine.policies import Policy, forward, optimal
from engine.simulate import play_out
from engine.turns import STATES, Chooser
from engine.view import View


@dataclass
class Duel:
    """Totals of one head-to-head run."""

    games: int = 0
    optimal_wins: int = 0
    forward_wins: int = 0
    squares: int = 0  # sum of the squared per-game differences (each −1, 0 or 1)
    choices: int = 0
    different: int = 0
    seconds: float = 0.0


def die(seed: int) -> Callable[[], int]:
    """A seeded die, the same for both games of a pair."""
    draw = random.Random(seed).random
    return lambda: int(draw() * 6) + 1


def duel(players: int, field12: Field12, games: int, seed: int) -> Duel:
    """Play `games` paired games; the tested seat is game number modulo `players`."""
    result = Duel()

    def watched(view: View, pending: Pending) -> int:
        result.choices += 1
        choice = optimal(view, pending)
        result.different += choice != forward(view, pending)
        return choice

    spy = Policy(PolicyName.OPTIMAL, watched)
    start = new_game(players, Settings(field12=field12))
    began = time.perf_counter()
    for game in range(games):
        seat = game % players
        won = []
        for tested in (spy, forward):
            seats = [forward] * players
            seats[seat] = tested
            table = play_out(start, die(seed * 1_000_003 + game), seats)
            won.append(table.winner == seat)
        result.games += 1
        result.optimal_wins += won[0]
        result.forward_wins += won[1]
        result.squares += won[0] != won[1]
    result.seconds = time.perf_counter() - began
    return result


def build_times() -> None:
    """Time the tables from cold: per rule set, and one race table against five players."""
    for field12 in Field12:
        for cached in (race.program, race.home_within, race.fewest_turns, race.race_values):
            cached.cache_clear()
        began = time.perf_counter()
        race.home_within(field12, Chooser.FORWARD)
        race.home_within(field12, Chooser.RANDOM)
        race.fewest_turns(field12)
        rules = time.perf_counter() - began
        rng = random.Random(1)
        tables = 200
        began = time.perf_counter()
        for _ in range(tables):
            rivals = tuple(sorted((Chooser.FORWARD, rng.randrange(STATES)) for _ in range(5)))
            race.race_values(field12, rivals)
        each = (time.perf_counter() - began) / tables
        print(
            f"tables, field12={field12.value}: {rules * 1000:.0f} ms for the rule set's chains "
            f"(once per process); {each * 1000:.1f} ms per race table (cached per position)"
        )


def scan(field12: Field12, rivals: int) -> tuple[int, int]:
    """Every position against `rivals` forward players: (choices, choices unlike forward's)."""
    decisions = [(4, Pending(ChoiceKind.RESTART, 0, f, (4 + f, f))) for f in range(1, 7)]
    decisions += [(7, Pending(ChoiceKind.TREE, 0, f, (7 + f, 7))) for f in range(1, 7)]
    decisions.append((23, Pending(ChoiceKind.SAIL, 0, 6, (27, 23))))
    skips = field12 is Field12.SKIP
    fields = [*range(45), 45] if skips else list(range(45))
    total = unlike = 0
    plays = ("optimal",) + ("forward",) * rivals
    for others in itertools.combinations_with_replacement(fields, rivals):
        positions = tuple(12 if f == 45 else f for f in others)
        skipping = (False, *(f == 45 for f in others))
        for field, pending in decisions:
            view = View(field12, (field, *positions), (True,) * (rivals + 1), skipping, plays)
            total += 1
            unlike += optimal(view, pending) != forward(view, pending)
    return total, unlike


def main() -> None:
    """Print the head-to-head table, the build times and the position scan."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rivals", type=int, default=2, help="most rivals in the scan (2)")
    args = parser.parse_args()
    build_times()
    for field12 in Field12:
        for rivals in range(1, args.rivals + 1):
            total, unlike = scan(field12, rivals)
            print(
                f"positions, field12={field12.value}, {rivals} forward rival(s): "
                f"optimal chose otherwise than forward in {unlike} of {total}"
            )
    print(
        f"{'players':>7}  {'field12':<10}  {'games':>6}  {'optimal':>8}  {'forward':>8}  "
        f"{'ahead (pp)':>10}  {'± s.e.':>7}  {'choices':>7}  {'unlike':>6}  {'time':>6}"
    )
    for field12 in Field12:
        for players in (2, 4, 6):
            d = duel(players, field12, args.games, args.seed)
            n = d.games
            ahead = (d.optimal_wins - d.forward_wins) / n
            mean_square = d.squares / n
            stderr = ((mean_square - ahead**2) / max(n - 1, 1)) ** 0.5
            print(
                f"{players:>7}  {field12.value:<10}  {n:>6}  {d.optimal_wins / n:>8.2%}  "
                f"{d.forward_wins / n:>8.2%}  {ahead * 100:>+10.3f}  {stderr * 100:>7.3f}  "
                f"{d.choices:>7}  {d.different:>6}  {d.seconds:>5.0f}s"
            )


if __name__ == "__main__":
    main()
