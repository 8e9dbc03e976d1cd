"""The tables behind `optimal`: when the others get home, and what each state is worth in the race.

Counting from the mover's current turn, every other seat's k-th turn from
now comes before the mover's k-th turn from now, whether they sit before
or after the mover (R4). So the mover, getting home in their m-th turn from
now, wins when nobody else got home in their first m turns: with chance
`S(m)`, the product over the others of `1 − P(home within m turns)` (a seat
dead or never home never wins). `S(0) = 1`.

The tables are exact Markov-chain values (floating point; a distribution
is followed until it moves by less than 1e-15), with one approximation:
the 36↔41 swap (R23) is left out of every future turn, the mover's and the
others'. It needs one player to land on 36 while another stands on 41:
about once in 60 two-player games, 0.1 / 0.2 / 0.4 times a game with 4 / 6 /
10 players (forward play). It moves one player 5 fields on and another 5
back, much the same whichever option the mover takes now, so it shifts the
options' values alike and seldom their order. The mover's own swap choice,
when it comes, is weighed exactly (`optimal`).
"""

from __future__ import annotations

from functools import cache, lru_cache
from math import prod

from engine.board import BOARD, Board
from engine.state import Field12
from engine.turns import Chooser, Program

_SETTLED = 1e-15
_MAX_TURNS = 5_000

Opponents = tuple[tuple[Chooser, int], ...]
"""The living others: how each is modelled and the state their next turn starts in, sorted."""


@cache
def program(field12: Field12, chooser: Chooser, board: Board = BOARD) -> Program:
    """The compiled turn for a rule set, a chooser and a board, built once."""
    return Program(field12, chooser, board)


@cache
def home_within(
    field12: Field12, chooser: Chooser, board: Board = BOARD
) -> tuple[tuple[float, ...], ...]:
    """Row k: from each state, the chance to be home within k turns, k = 0 … until it settles."""
    turn = program(field12, chooser, board)
    rows = [[0.0] * turn.states]
    for _ in range(_MAX_TURNS):
        row = turn.step(rows[-1], 1.0)
        rows.append(row)
        if max(b - a for a, b in zip(rows[-2], row, strict=True)) < _SETTLED:
            return tuple(tuple(r) for r in rows)
    raise RuntimeError("the finishing-time distribution did not settle")


@cache
def fewest_turns(field12: Field12, board: Board = BOARD) -> tuple[float, ...]:
    """Expected turns left from each state, alone, choosing the fewest (value iteration)."""
    turn = program(field12, Chooser.FEWEST, board)
    left = [0.0] * turn.states
    for _ in range(_MAX_TURNS):
        new = [1.0 + t for t in turn.step(left, 0.0)]
        if max(abs(a - b) for a, b in zip(left, new, strict=True)) < 1e-12:
            return tuple(new)
        left = new
    raise RuntimeError("value iteration did not converge")


def nobody_home(field12: Field12, opponents: Opponents, board: Board = BOARD) -> list[float]:
    """`S(m)` for m = 0 … T, T the turn after which no one's chances move any more."""
    rows = [(home_within(field12, chooser, board), state) for chooser, state in opponents]
    last = max((len(table) for table, _ in rows), default=0)
    return [
        prod(1.0 - table[min(m, len(table) - 1)][state] for table, state in rows)
        for m in range(last + 1)
    ]


@lru_cache(maxsize=4096)
def race_values(
    field12: Field12, opponents: Opponents, mover: Chooser = Chooser.BEST, board: Board = BOARD
) -> tuple[float, ...]:
    """The mover's chance to win from each state their next turn may start in.

    Dynamic programming backwards over the turns from now: a turn in state
    x, m turns from now, is worth `S(m)` for getting home in it plus what
    the state it ends in is worth a turn later, the best choice taken at
    each choice (or `mover`'s). Past the last turn T where `S` moves, the others are home
    or dead for good and the mover plays alone (fewest turns, `optimal`):
    a state is worth `S(T) × P(home alive)` under forward's choices, which
    are the fewest-turn ones on this board (tested).
    """
    survive = nobody_home(field12, opponents, board)
    alive = home_within(field12, Chooser.FORWARD, board)[-1]
    following = [survive[-1] * p for p in alive]
    turn = program(field12, mover, board)
    for m in range(len(survive) - 1, 0, -1):
        following = turn.step(following, survive[m])
    return tuple(following)
