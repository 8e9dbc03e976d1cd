"""The rare moments of a story, marked to stand out: a gallows death; a Friday bond, a swap
or a win with a person in it."""

from __future__ import annotations

from collections.abc import Collection
from typing import Final

from engine import Died, Event, FridayBound, Swapped, Won

DRAMA_MARK: Final = "‼️ "  # a gallows death, a Friday bond, a swap: the rare turns to feel
WIN_MARK: Final = "🎉 "  # a person's win (a computer player's stays an ordinary line)


def is_drama(line: str) -> bool:
    """Whether a story line is one of the rare moments `marked` makes stand out."""
    return line.startswith((DRAMA_MARK, WIN_MARK))


def marked(event: Event, line: str, people: Collection[int]) -> str:
    """`line` with its standout mark if `event` is a rare moment: a death; a Friday bond, a
    swap or a win only with a person in it (play-test 20: five computers' Friday bonds, each
    kept whole as a rare moment, made a six-seat caption twice a phone's height; the board's
    seat lines still tell who is whose Friday)."""
    if not line:
        return line
    if isinstance(event, Died):
        return DRAMA_MARK + line
    if isinstance(event, FridayBound) and {event.robinson, event.friday} & set(people):
        return DRAMA_MARK + line
    if isinstance(event, Swapped) and {event.seat, event.other} & set(people):
        return DRAMA_MARK + line
    if isinstance(event, Won) and event.seat in people:
        return WIN_MARK + line
    return line
