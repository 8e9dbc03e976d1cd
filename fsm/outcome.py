"""What one command did: engine events, notices for the chat, and the states in between."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from engine import Event, GameState

NoticeCode = Literal[
    "joined",
    "left_lobby",
    "youngest",
    "computer_added",
    "computer_removed",
    "player_removed",
    "configured",
    "started",
    "cancelled",
    "parrot",
    "remind",
    "timed_out",
    "removed",
    "finished_for",
    "host_passed",
    "language",
]
"""Something the chat is told that is not an engine event (lobby, clock, parrot, the chat's
language switched)."""


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the chat should tell that is not an engine event (lobby, timeouts)."""

    code: NoticeCode
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Outcome:
    """What one command did: engine events, notices, and whether the game ended."""

    events: list[Event] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    states: list[tuple[int, GameState]] = field(default_factory=list)  # (events so far, state)
    turn_moved_on: bool = False  # a new turn, or the mover's own play: the clock starts anew

    @property
    def changed(self) -> bool:
        """True when anything happened."""
        return bool(self.events or self.notices)
