"""The board: one table of the 45 fields and their effects (RULES.md, "The fields")."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final, overload

HOME: Final = 45
GALLOWS: Final = 42
FIELD_COUNT: Final = 45


@dataclass(frozen=True, slots=True)
class Effect:
    """Base of the field effects; a plain `Effect()` does nothing."""


@dataclass(frozen=True, slots=True)
class NoEffect(Effect):
    """The field only tells its story."""


@dataclass(frozen=True, slots=True)
class EveryonePays(Effect):
    """Every living player pays `amount` into the pot (field 1, R13)."""

    amount: int


@dataclass(frozen=True, slots=True)
class PayPot(Effect):
    """The mover pays `amount` into the pot; their Friday pays 1 too (R21)."""

    amount: int


@dataclass(frozen=True, slots=True)
class TakePot(Effect):
    """The mover takes `amount` from the pot; their Friday takes 1 too (R21)."""

    amount: int


@dataclass(frozen=True, slots=True)
class PayRightNeighbour(Effect):
    """The mover pays `amount` to their right neighbour (field 10, R4)."""

    amount: int


@dataclass(frozen=True, slots=True)
class RestartOption(Effect):
    """Shipwreck: the next roll may start the player over (field 4, R14)."""


@dataclass(frozen=True, slots=True)
class StayOption(Effect):
    """Every roll made here may be refused to stay (field 7, R15)."""


@dataclass(frozen=True, slots=True)
class Fever(Effect):
    """Skip the next turn or roll again, by the `field12` setting (field 12, R16)."""


@dataclass(frozen=True, slots=True)
class ParrotCall(Effect):
    """Everyone says "Poor Robinson!" (field 17, R17)."""


@dataclass(frozen=True, slots=True)
class RollAgain(Effect):
    """Roll once more in the same turn (field 20, R9)."""


@dataclass(frozen=True, slots=True)
class SailOption(Effect):
    """The mover may sail on to `target` (field 23, R18)."""

    target: int


@dataclass(frozen=True, slots=True)
class GoBack(Effect):
    """The mover flees back to `target`, whose effect applies (field 25, R19)."""

    target: int


@dataclass(frozen=True, slots=True)
class BindFriday(Effect):
    """Take `amount` from the right neighbour, who becomes the mover's Friday (field 29, R20)."""

    amount: int


@dataclass(frozen=True, slots=True)
class TakeFromEach(Effect):
    """Take `amount` from each other living player (field 32, R22)."""

    amount: int


@dataclass(frozen=True, slots=True)
class SwapPlaces(Effect):
    """Swap places with a player standing on `target` (field 36, R23)."""

    target: int


@dataclass(frozen=True, slots=True)
class Gallows(Effect):
    """A 6 rolled while standing here kills (field 42, R24)."""


@dataclass(frozen=True, slots=True)
class Home(Effect):
    """The first to arrive wins the pot (field 45, R25)."""


_INERT: Final = (Effect, NoEffect, StayOption, Gallows)
"""The effects that do nothing to a player arriving on their field."""


class Board(Sequence[Effect]):
    """A board: field 0 (off the board) to home, the last field; every rule reads it.

    A variant board is a new table of effects: the rules, the simulator and the
    `optimal` policy's race tables all take their fields' behaviour from here.
    Boards compare by identity, so caches keyed on a board stay cheap.
    """

    __slots__ = ("effects", "home", "moves", "plain", "roll_rules")

    def __init__(self, effects: Sequence[Effect]) -> None:
        self.effects: tuple[Effect, ...] = tuple(effects)
        self.home = home = len(self.effects) - 1
        #: Per field, the effect class that changes a roll made there (R15, R24), else None;
        #: None off the board too, where every roll is the placement (R5).
        self.roll_rules: tuple[type[Effect] | None, ...] = tuple(
            type(e) if f and isinstance(e, StayOption | Gallows) else None
            for f, e in enumerate(self.effects)
        )
        #: Per field, True where arriving does nothing (a roll made there may still, R15, R24).
        self.plain: tuple[bool, ...] = tuple(type(e) in _INERT for e in self.effects)
        #: Per field and face (index 0 unused), where an ordinary move lands: the placement
        #: off the board (R5), else the count, counted back past home (R6, R7).
        self.moves: tuple[tuple[int, ...], ...] = tuple(
            (0, *(self.count_back(f + face) for face in range(1, 7)))
            if f
            else (0, 1, 2, 3, 4, 5, 6)
            for f in range(home + 1)
        )
        homes = [f for f, e in enumerate(self.effects) if isinstance(e, Home)]
        if homes != [self.home] or self.home < 2:
            raise ValueError("a board ends on its one Home field, at least field 2")
        for field, effect in enumerate(self.effects):
            target = getattr(effect, "target", None)
            if target is not None and not 0 < target < self.home:
                raise ValueError(f"field {field} points at {target}, off the board")

    @overload
    def __getitem__(self, index: int) -> Effect: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Effect]: ...
    def __getitem__(self, index: int | slice) -> Effect | Sequence[Effect]:
        return self.effects[index]

    def __len__(self) -> int:
        return len(self.effects)

    def __iter__(self) -> Iterator[Effect]:
        return iter(self.effects)

    def fields(self, kind: type[Effect]) -> list[int]:
        """The fields whose effect is a `kind`, in order."""
        return [f for f, e in enumerate(self.effects) if isinstance(e, kind)]

    def count_back(self, target: int) -> int:
        """Apply the exact-finish rule: past home counts back (R7)."""
        return target if target <= self.home else 2 * self.home - target


_NONE = NoEffect()

BOARD: Final = Board(
    (
        _NONE,  # 0: off the board, before the placement roll
        EveryonePays(1),  # 1
        _NONE,  # 2
        TakePot(1),  # 3
        RestartOption(),  # 4
        _NONE,  # 5
        _NONE,  # 6
        StayOption(),  # 7
        PayPot(3),  # 8
        _NONE,  # 9
        PayRightNeighbour(2),  # 10
        TakePot(1),  # 11
        Fever(),  # 12
        _NONE,  # 13
        TakePot(2),  # 14
        PayPot(2),  # 15
        _NONE,  # 16
        ParrotCall(),  # 17
        TakePot(4),  # 18
        _NONE,  # 19
        RollAgain(),  # 20
        _NONE,  # 21
        _NONE,  # 22
        SailOption(27),  # 23
        _NONE,  # 24
        GoBack(14),  # 25
        PayPot(3),  # 26
        _NONE,  # 27
        _NONE,  # 28
        BindFriday(2),  # 29
        _NONE,  # 30
        _NONE,  # 31
        TakeFromEach(1),  # 32
        TakePot(3),  # 33
        _NONE,  # 34
        _NONE,  # 35
        SwapPlaces(41),  # 36
        _NONE,  # 37
        _NONE,  # 38
        _NONE,  # 39
        TakePot(4),  # 40
        _NONE,  # 41
        Gallows(),  # 42
        _NONE,  # 43
        _NONE,  # 44
        Home(),  # 45
    )
)


def effect_of(field: int) -> Effect:
    """Return the effect of `field` (0–45)."""
    return BOARD[field]


def count_back(target: int) -> int:
    """Apply the exact-finish rule: past 45 counts back (R7)."""
    return target if target <= HOME else 2 * HOME - target
