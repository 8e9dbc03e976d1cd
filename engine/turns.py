"""One player's turn, compiled from a `Board` into a straight-line program over their next states.

A player's race is a Markov chain over the board's states: about to roll on
a field short of home (on a `RestartOption` field the restart is owed, R14),
and one skipping state per `Fever` field (standing there with a skipped turn
owed, R16) — 46 states on the printed board, `SKIPPING` the one for 12. One
turn — a roll, the extra rolls of `RollAgain` and of `Fever` under
`extra_roll`, the choices on `RestartOption`, `StayOption` and `SailOption`
fields — leads from a state to getting home now, to death on the gallows, or
to the state the next turn starts in. `Program.step` maps the values of the
next states to the values of these turns; the `Chooser` decides how a choice
is valued. Nothing here names a field: it all comes from the board.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from operator import mul

from engine.actions import FAIR_DIE
from engine.board import (
    BOARD,
    Board,
    Fever,
    Gallows,
    GoBack,
    Home,
    RestartOption,
    RollAgain,
    SailOption,
    StayOption,
)
from engine.events import ChoiceKind
from engine.state import Field12, Pending


class Chooser(Enum):
    """How a choice is valued: the best, forward's pick, a coin, or the fewest turns."""

    BEST = "best"
    FORWARD = "forward"
    RANDOM = "random"
    FEWEST = "fewest"


@dataclass(frozen=True, slots=True)
class Sum:
    """A die's faces or a coin: the weighted sum of what the outcomes are worth."""

    terms: tuple[tuple[float, Node], ...]


@dataclass(frozen=True, slots=True)
class Pick:
    """A choice (R11) between `options`; forward's pick, the larger field, comes first."""

    options: tuple[Node, ...]


Node = int | Sum | Pick
"""An int is a slot: a next state, `Turn.home_now` or `Turn.dead`."""


class Turn:
    """The outcomes of a turn from each state of `board` under a `field12` rule."""

    def __init__(self, field12: Field12, board: Board = BOARD) -> None:
        self.board = board
        self.fever_skips = field12 is Field12.SKIP
        self.waits_on = tuple(board.fields(Fever))  # the field each skipping state stands on
        self.states = board.home + len(self.waits_on)
        self.home_now = self.states  # a slot holding the value of getting home in this turn
        self.dead = self.states + 1  # a slot holding 0.0
        self._rolls: dict[int, Sum] = {}

    def skipping(self, field: int) -> int:
        """The state of standing on Fever field `field` with a skipped turn owed (R16)."""
        return self.board.home + self.waits_on.index(field)

    def arrive(self, field: int) -> Node:
        """What arriving on `field` by one's own move leads to (R8)."""
        match self.board[field]:
            case Home():
                return self.home_now
            case GoBack(target):
                return self.arrive(target)
            case SailOption(target):
                return Pick((self.arrive(target), field))
            case RollAgain():
                return self.roll(field)
            case Fever() if not self.fever_skips:
                return self.roll(field)
            case Fever():
                return self.skipping(field)
        return field

    def face(self, field: int, face: int) -> Node:
        """What rolling `face` on `field` leads to (R5–R7, R14, R15, R24)."""
        if field == 0:
            return self.arrive(face)
        target = self.board.count_back(field + face)
        match self.board[field]:
            case Gallows() if face == 6:
                return self.dead
            case RestartOption():
                return Pick((self.arrive(target), self.arrive(face)))
            case StayOption():
                return Pick((self.arrive(target), field))
        return self.arrive(target)

    def roll(self, field: int) -> Sum:
        """A roll from `field`: the die's chance outcomes (six faces, equally likely)."""
        if field not in self._rolls:
            faces = ((p, self.face(field, roll.value)) for roll, p in FAIR_DIE)
            self._rolls[field] = Sum(tuple(faces))
        return self._rolls[field]

    def state(self, state: int) -> Node:
        """The turn that starts in `state`: a roll, or a skipped turn that stays where it is."""
        home = self.board.home
        return self.waits_on[state - home] if state >= home else self.roll(state)

    def option(self, pending: Pending, field: int) -> Node:
        """What taking each of `pending`'s options from `field` leads to; not for swaps."""
        if pending.kind is ChoiceKind.SWAP:
            raise ValueError("a swap is not a move of one's own")
        return Pick(tuple(o if o == field else self.arrive(o) for o in pending.options))


STATES = Turn(Field12.SKIP).states
"""The number of states on the printed board (46)."""
SKIPPING = Turn(Field12.SKIP).skipping(BOARD.fields(Fever)[0])
"""The skipping state on the printed board: on 12 with a skipped turn owed (45)."""


def value(node: Node, slots: list[float], chooser: Chooser) -> float:
    """What `node` is worth when the slots hold the next states' values."""
    if isinstance(node, int):
        return slots[node]
    if isinstance(node, Sum):
        return sum(p * value(sub, slots, chooser) for p, sub in node.terms)
    values = [value(sub, slots, chooser) for sub in node.options]
    match chooser:
        case Chooser.BEST:
            return max(values)
        case Chooser.FEWEST:
            return min(values)
        case Chooser.FORWARD:
            return values[0]
        case Chooser.RANDOM:
            return sum(values) / len(values)


class Program:
    """Every state's turn as straight-line code: weighted sums and maxima (or minima) of slots."""

    def __init__(self, field12: Field12, chooser: Chooser, board: Board = BOARD) -> None:
        self.turn = Turn(field12, board)
        self.states = self.turn.states
        self.chooser = chooser
        self._first = self.turn.dead + 1  # the first register after the states' slots
        self._code: list[tuple[int, bool, tuple[int, ...], tuple[float, ...]]] = []
        self._done: dict[Node, int] = {}
        self._out = [self._emit(self.turn.state(s)) for s in range(self.states)]
        self._size = self._first + len(self._code)

    def _emit(self, node: Node) -> int:
        """The slot holding `node`'s value, emitting the code that computes it."""
        if isinstance(node, int):
            return node
        if node in self._done:
            return self._done[node]
        if isinstance(node, Pick) and self.chooser is Chooser.FORWARD:
            slot = self._emit(node.options[0])
        elif isinstance(node, Pick) and self.chooser is not Chooser.RANDOM:
            slot = self._add(True, [(1.0, self._emit(o)) for o in node.options])
        else:
            terms = node.terms if isinstance(node, Sum) else _coin(node)
            slot = self._add(False, [(p, self._emit(sub)) for p, sub in terms])
        self._done[node] = slot
        return slot

    def _add(self, extreme: bool, terms: list[tuple[float, int]]) -> int:
        """Append one instruction; a sum adds up the weights of repeated slots."""
        merged: dict[int, float] = {}
        for p, slot in terms:
            merged[slot] = merged.get(slot, 0.0) + p
        target = self._first + len(self._code)
        self._code.append((target, extreme, tuple(merged), tuple(merged.values())))
        return target

    def step(self, following: list[float], home_now: float) -> list[float]:
        """Each state's value this turn, given the values of the states the next turn starts in."""
        slots = [*following, home_now, 0.0, *([0.0] * (self._size - self._first))]
        get = slots.__getitem__
        pick = min if self.chooser is Chooser.FEWEST else max
        for target, extreme, sources, weights in self._code:
            if extreme:
                slots[target] = pick(map(get, sources))
            else:
                slots[target] = sum(map(mul, weights, map(get, sources)))
        return [slots[s] for s in self._out]


def _coin(pick: Pick) -> tuple[tuple[float, Node], ...]:
    """A uniform choice among `pick`'s options, as a weighted sum."""
    share = 1 / len(pick.options)
    return tuple((share, o) for o in pick.options)
