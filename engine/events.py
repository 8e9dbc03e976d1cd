"""Events: what happened in a turn, as data rich enough to tell the story in any language."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.codec import ADDED, from_plain, to_plain


class MoveCause(StrEnum):
    """Why a player's piece moved."""

    PLACEMENT = "placement"  # the first roll puts the piece on the board (R5)
    ROLL = "roll"  # an ordinary move forward (R6)
    COUNT_BACK = "count_back"  # overshot 45 and counted back (R7)
    RESTART = "restart"  # started over after the shipwreck on 4 (R14)
    FOOTPRINT = "footprint"  # fled from 25 back to 14 (R19)
    SAIL = "sail"  # sailed from 23 on to 27 (R18)
    SWAP = "swap"  # swapped places between 36 and 41 (R23)


class ChoiceKind(StrEnum):
    """The kinds of optional decision a player can face (R11)."""

    RESTART = "restart"  # after the shipwreck: go on from 4 or start over (R14)
    TREE = "tree"  # on 7: move on or stay in the tree (R15)
    SAIL = "sail"  # on 23: sail on to 27 or stay (R18)
    SWAP = "swap"  # on 36 with several on 41: whom to swap with (R23)


class ShareReason(StrEnum):
    """Why the winner hands part of the pot on (R25)."""

    FRIDAY = "friday"
    NEAREST = "nearest"


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event; `to_dict` gives its JSON form."""

    def to_dict(self) -> dict[str, Any]:
        """Return the event as a JSON-ready dict with its type name."""
        return {"type": type(self).__name__, **to_plain(self)}


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """A new turn begins for `seat`; `turn` counts turns begun in the game."""

    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    """`seat` rolled `value`; `extra` is True for an extra roll in the same turn (R9)."""

    seat: int
    value: int
    extra: bool = False


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """`seat` moved from field `src` to field `dst` (0 is off the board)."""

    seat: int
    src: int
    dst: int
    cause: MoveCause


@dataclass(frozen=True, slots=True)
class Stayed(Event):
    """`seat` chose to stay on `field` (7 or 23)."""

    seat: int
    field: int


@dataclass(frozen=True, slots=True)
class ChoiceOffered(Event):
    """`seat` must choose: `options` are fields (or seats, for a swap)."""

    seat: int
    kind: ChoiceKind
    options: tuple[int, ...]
    roll: int


@dataclass(frozen=True, slots=True)
class Paid(Event):
    """`seat` paid `amount` of `owed` chips to the pot (`to` None) or to seat `to`.

    `field` is the field whose effect asked for it; `friday_of` is set when
    the payer pays as the Friday of that Robinson (R21).
    """

    seat: int
    amount: int
    owed: int
    to: int | None
    field: int
    friday_of: int | None = None


@dataclass(frozen=True, slots=True)
class Took(Event):
    """`seat` took `amount` of `owed` chips from the pot (`source` None) or from seat `source`."""

    seat: int
    amount: int
    owed: int
    source: int | None
    field: int
    friday_of: int | None = None


@dataclass(frozen=True, slots=True)
class FridayBound(Event):
    """`friday` became the Friday of `robinson` for the rest of the game (R20)."""

    robinson: int
    friday: int


@dataclass(frozen=True, slots=True)
class FridayLost(Event):
    """`friday` died or left, and the living `robinson` has no Friday any more (R26)."""

    robinson: int
    friday: int


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    """`seat` went from 36 to 41 and `other` from 41 to 36 (R23)."""

    seat: int
    other: int


@dataclass(frozen=True, slots=True)
class RestartAhead(Event):
    """`seat` was shipwrecked on 4: their next roll may start them over (R14)."""

    seat: int


@dataclass(frozen=True, slots=True)
class SkipAhead(Event):
    """`seat` lies in fever on `field`: their next turn will be skipped (R10, R16)."""

    seat: int
    field: int


@dataclass(frozen=True, slots=True)
class ExtraRoll(Event):
    """`seat` rolls again at once, in the same turn, because of `field` (R9)."""

    seat: int
    field: int


@dataclass(frozen=True, slots=True)
class Skipped(Event):
    """`seat`'s turn passed with no roll (R10)."""

    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class Parrot(Event):
    """`seat` met the parrot on 17: everyone may say "Poor Robinson!" (R17)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Died(Event):
    """`seat` rolled a 6 on the gallows (`field` 42) and died (R24, R26)."""

    seat: int
    field: int


@dataclass(frozen=True, slots=True)
class Left(Event):
    """`seat` left the running game and is treated as dead from now on (R27)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Won(Event):
    """`seat` reached 45 first and took the whole `pot` (R25)."""

    seat: int
    pot: int


@dataclass(frozen=True, slots=True)
class Shared(Event):
    """The winner handed `amount` chips to `to`, as Friday's third or the nearest's half (R25)."""

    winner: int
    to: int
    amount: int
    reason: ShareReason


@dataclass(frozen=True, slots=True)
class NoWinner(Event):
    """Nobody is left alive: the game ends with no winner and the pot unclaimed (R26);
    `anyone_left`: not all of them died, someone left the game or was removed (R27)."""

    pot: int
    anyone_left: bool = field(default=False, metadata=ADDED)  # absent in events stored before


EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        TurnStarted,
        Rolled,
        Moved,
        Stayed,
        ChoiceOffered,
        Paid,
        Took,
        FridayBound,
        Swapped,
        RestartAhead,
        SkipAhead,
        ExtraRoll,
        Skipped,
        Parrot,
        Died,
        Left,
        Won,
        Shared,
        NoWinner,
        FridayLost,
    )
}


def event_from_dict(data: dict[str, Any]) -> Event:
    """Rebuild an event from its `to_dict` form."""
    event: Event = from_plain(EVENT_TYPES[data["type"]], data)
    return event


def purse_changes(event: Event) -> dict[int, int]:
    """How `event` changes each seat's purse (seats it leaves alone are not named)."""
    match event:
        case Paid(seat=seat, amount=amount, to=to):
            return {seat: -amount} | ({} if to is None else {to: amount})
        case Took(seat=seat, amount=amount, source=source):
            return {seat: amount} | ({} if source is None else {source: -amount})
        case Shared(winner=winner, to=to, amount=amount):
            return {winner: -amount, to: amount}
        case Won(seat=seat, pot=pot):
            return {seat: pot}
    return {}
