"""Sample events covering every event type, every enum value and the short-purse cases."""

from __future__ import annotations

from engine.events import (
    ChoiceKind,
    ChoiceOffered,
    Died,
    Event,
    ExtraRoll,
    FridayBound,
    FridayLost,
    Left,
    MoveCause,
    Moved,
    NoWinner,
    Paid,
    Parrot,
    RestartAhead,
    Rolled,
    Shared,
    ShareReason,
    SkipAhead,
    Skipped,
    Stayed,
    Swapped,
    Took,
    TurnStarted,
    Won,
)

NAMES = ("Ana", "Boris", "Chi")

_MOVES = {
    MoveCause.PLACEMENT: (0, 3),
    MoveCause.ROLL: (20, 23),
    MoveCause.COUNT_BACK: (41, 43),
    MoveCause.RESTART: (4, 5),
    MoveCause.FOOTPRINT: (25, 14),
    MoveCause.SAIL: (23, 27),
    MoveCause.SWAP: (36, 41),
}
_CHOICES = {
    ChoiceKind.RESTART: ((9, 5), 5),
    ChoiceKind.TREE: ((10, 7), 3),
    ChoiceKind.SAIL: ((27, 23), 2),
    ChoiceKind.SWAP: ((1, 2), 5),
}


def sample_events() -> list[Event]:
    """At least one instance of every event type, with friday_of set and unset and amount < owed."""
    events: list[Event] = [
        TurnStarted(seat=1, turn=7),
        Rolled(seat=0, value=3),
        Rolled(seat=0, value=4, extra=True),
        Stayed(seat=1, field=7),
        Stayed(seat=1, field=23),
        FridayBound(robinson=0, friday=2),
        Swapped(seat=0, other=1),
        RestartAhead(seat=2),
        SkipAhead(seat=2, field=12),
        ExtraRoll(seat=2, field=20),
        Skipped(seat=1, turn=8),
        Parrot(seat=0),
        Died(seat=1, field=42),
        Left(seat=2),
        FridayLost(robinson=0, friday=2),
        Won(seat=0, pot=41),
        NoWinner(pot=17),
        NoWinner(pot=3, anyone_left=True),
    ]
    events += [Moved(seat=0, src=src, dst=dst, cause=c) for c, (src, dst) in _MOVES.items()]
    events += [
        ChoiceOffered(seat=0, kind=k, options=opts, roll=roll)
        for k, (opts, roll) in _CHOICES.items()
    ]
    for amount, owed in ((3, 3), (1, 3), (0, 2), (1, 1)):
        events += [
            Paid(seat=1, amount=amount, owed=owed, to=None, field=8),
            Paid(seat=2, amount=amount, owed=owed, to=None, field=8, friday_of=0),
            Paid(seat=1, amount=amount, owed=owed, to=0, field=10),
            Took(seat=1, amount=amount, owed=owed, source=None, field=14),
            Took(seat=2, amount=amount, owed=owed, source=None, field=14, friday_of=1),
            Took(seat=0, amount=amount, owed=owed, source=2, field=32),
        ]
    events += [
        Shared(winner=0, to=2, amount=amount, reason=reason)
        for reason in ShareReason
        for amount in (1, 13)
    ]
    return events


def seats_named(event: Event) -> set[int]:
    """The seats an event refers to, whose names its line must show."""
    seats: set[int] = set()
    for name in ("seat", "other", "robinson", "friday", "winner", "to", "source", "friday_of"):
        value = getattr(event, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            seats.add(value)
    if isinstance(event, ChoiceOffered) and event.kind is ChoiceKind.SWAP:
        seats.update(event.options)
    return seats
