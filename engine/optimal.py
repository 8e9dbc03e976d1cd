"""The `optimal` policy: an exact solution of one player's Markov chain, computed once per rule set.

A player's future depends only on their field and, on 12, whether a skip is
owed (the restart flag is set exactly when standing on 4). Value iteration
over those states gives, for each, the chance to reach 45 alive and the
expected number of turns still to play; a choice is worth the value of
where it leads. Other players are left out: they never change where a
player can go, except the rare swap from 41, which does not depend on the
choice being made.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.board import GALLOWS, HOME, count_back
from engine.events import ChoiceKind
from engine.state import Field12, Pending

_TOLERANCE = 1e-13
_MAX_SWEEPS = 100_000
_TIE = 1e-12


@dataclass(frozen=True, slots=True)
class Value:
    """The chance to reach 45 alive and the expected turns still to play."""

    win: float
    turns: float

    def better_than(self, other: Value) -> bool:
        """True when this is the better outcome: surer to get home, then sooner."""
        if abs(self.win - other.win) > _TIE:
            return self.win > other.win
        return self.turns < other.turns - _TIE


_DEAD = Value(0.0, 0.0)
_HOME = Value(1.0, 0.0)


class Chain:
    """One player's chain under a `field12` rule, with its solved values."""

    def __init__(self, field12: Field12) -> None:
        self.fever_skips = field12 is Field12.SKIP
        self.ready = [Value(0.0, 0.0) for _ in range(HOME)]  # about to roll, nothing owed
        self.skipping = Value(0.0, 0.0)  # on 12 with a skipped turn owed
        self._solve()

    def _solve(self) -> None:
        """Gauss–Seidel value iteration until the values stop moving."""
        for _ in range(_MAX_SWEEPS):
            change = 0.0
            for field in range(HOME):
                rolled = self.after_roll(field)
                new = Value(rolled.win, 1.0 + rolled.turns)
                old = self.ready[field]
                change = max(change, abs(new.win - old.win), abs(new.turns - old.turns))
                self.ready[field] = new
            twelve = self.ready[12]
            self.skipping = Value(twelve.win, 1.0 + twelve.turns)
            if change < _TOLERANCE:
                return
        raise RuntimeError("value iteration did not converge")

    def after_roll(self, field: int) -> Value:
        """Expected value of rolling once from `field`, best choices taken."""
        win = turns = 0.0
        for face in range(1, 7):
            outcome = self.outcome(field, face)
            win += outcome.win
            turns += outcome.turns
        return Value(win / 6, turns / 6)

    def outcome(self, field: int, face: int) -> Value:
        """Value of rolling `face` from `field` (R5–R7, R14, R15, R24)."""
        if field == 0:
            return self.arrive(face)
        if field == GALLOWS and face == 6:
            return _DEAD
        if field == 4:
            return self.best(self.arrive(4 + face), self.arrive(face))
        if field == 7:
            return self.best(self.arrive(7 + face), self.ready[7])
        return self.arrive(count_back(field + face))

    def arrive(self, field: int) -> Value:
        """Value of arriving on `field` by one's own move (R8)."""
        if field == HOME:
            return _HOME
        if field == 25:
            return self.arrive(14)
        if field == 20 or (field == 12 and not self.fever_skips):
            return self.after_roll(field)
        if field == 12:
            return self.skipping
        if field == 23:
            return self.best(self.arrive(27), self.ready[23])
        return self.ready[field]

    @staticmethod
    def best(*values: Value) -> Value:
        """The best of `values`."""
        chosen = values[0]
        for value in values[1:]:
            if value.better_than(chosen):
                chosen = value
        return chosen

    def option_value(self, pending: Pending, option: int) -> Value:
        """What taking `option` of `pending` is worth."""
        match pending.kind:
            case ChoiceKind.TREE | ChoiceKind.SAIL if option in (7, 23):
                return self.ready[option]
            case _:
                return self.arrive(option)


@cache
def chain(field12: Field12) -> Chain:
    """The solved chain for a rule set, computed once and cached."""
    return Chain(field12)


def best_option(pending: Pending, field12: Field12) -> int:
    """The option of `pending` with the best value; for a swap, the first seat (R23)."""
    if pending.kind is ChoiceKind.SWAP:
        return pending.options[0]
    solved = chain(field12)
    best = pending.options[0]
    best_value = solved.option_value(pending, best)
    for option in pending.options[1:]:
        value = solved.option_value(pending, option)
        if value.better_than(best_value):
            best, best_value = option, value
    return best
