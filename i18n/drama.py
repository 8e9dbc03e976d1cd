"""The rare moments of a story, marked to stand out: a gallows death, a Friday bond, a swap,
a person's win."""

from __future__ import annotations

from collections.abc import Collection
from typing import Final

from engine import Died, Event, FridayBound, Swapped, Won

DRAMA_MARK: Final = "‼️ "  # a gallows death, a Friday bond, a swap: the rare turns to feel
WIN_MARK: Final = "🎉 "  # a person's win (a computer player's stays an ordinary line)
_DRAMA: Final = (Died, FridayBound, Swapped)


def is_drama(line: str) -> bool:
    """Whether a story line is one of the rare moments `marked` makes stand out."""
    return line.startswith((DRAMA_MARK, WIN_MARK))


def marked(event: Event, line: str, people: Collection[int]) -> str:
    """`line` with its standout mark if `event` is a rare moment (a win only by a person)."""
    if not line:
        return line
    if isinstance(event, _DRAMA):
        return DRAMA_MARK + line
    if isinstance(event, Won) and event.seat in people:
        return WIN_MARK + line
    return line
