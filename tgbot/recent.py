"""A mapping that keeps only its newest entries (the in-process memories of tgbot), and taps.

Entries run from oldest to newest. Writing a key makes it the newest (unless the map was made
with `renew=False`: then a key written again keeps its place); reading one changes nothing.
Room is made before a write, only when the map is full (`size` entries or more): a write that
brings a test of staleness (`stale`) first forgets every stale entry at once, then the oldest go
until there is room.

`RecentMoves` keeps a person's moves of the last moment, per place: the second tap of a double
tap is not a move.

The board a tap makes may carry a new 🎲 Roll at once (the computer players move with it, a
roll again keeps the turn, the next person's turn comes): a second tap a moment later lands on
it and would play a move its person never saw the board for, or be told "not your turn" over
their move's toast. Only a tap on that very board is a twin, or on the board the move was
made from, whose new face may still be on its way ("Already done." took the move's toast:
play-test 15); once anyone else has moved, the board is newer and the tap was meant
(play-test 7, finding 4). The moment runs from the first tap for a tap on the new board (after
an animated die's reveal a tap there is meant: play-test 18), from the move's showing for one
on the old. Kept in memory: a double tap's two taps reach one process.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Generic, TypeVar

from fsm import Place

K = TypeVar("K")
V = TypeVar("V")


class RecentMap(Generic[K, V]):
    """At most `size` entries, the oldest forgotten first to make room for a new one."""

    def __init__(self, size: int, *, renew: bool = True) -> None:
        self.size = size
        self.renew = renew
        self._entries: dict[K, V] = {}  # a dict keeps its keys in the order they came

    def __len__(self) -> int:
        """How many entries are held."""
        return len(self._entries)

    def get(self, key: K) -> V | None:
        """The entry under `key`, or None; reading it does not make it newer."""
        return self._entries.get(key)

    def pop(self, key: K) -> V | None:
        """Forget the entry under `key` and return it (None if there was none)."""
        return self._entries.pop(key, None)

    def put(self, key: K, value: V, stale: Callable[[V], bool] | None = None) -> None:
        """Hold `value` under `key`; if full, first forget every `stale` entry, then the oldest."""
        if self.renew:
            self._entries.pop(key, None)  # written again: it comes last, as the newest
        if len(self._entries) >= self.size:
            if stale is not None:
                self._entries = {k: v for k, v in self._entries.items() if not stale(v)}
            while self._entries and len(self._entries) >= self.size:
                del self._entries[next(iter(self._entries))]
        self._entries[key] = value


REMEMBERED = 4096  # people remembered, the oldest forgotten first


class RecentMoves:
    """When each person last tapped and moved at each place, and was asked to confirm ⏩
    (the newest few thousand)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._tapped: RecentMap[tuple[Place, int], float] = RecentMap(REMEMBERED)
        self._moved: RecentMap[tuple[Place, int], tuple[float, float, int, int]] = RecentMap(
            REMEMBERED
        )
        self._came: RecentMap[Place, int] = RecentMap(REMEMBERED)  # updates come by a showing
        self._asked: RecentMap[tuple[Place, int], tuple[float, int]] = RecentMap(REMEMBERED)

    def tapped(self, place: Place, user_id: int) -> None:
        """`user_id` tapped a turn's button at `place`, not a twin: their move may begin."""
        self._tapped.put((place, user_id), self._clock())

    def moved(self, place: Place, user_id: int, tapped: int, made: int, came: int = 0) -> None:
        """`user_id` just moved at `place` (shown now, when `came` updates had come to the
        process) by a tap on the board of step `tapped`, which made the board of step `made`."""
        now = self._clock()
        began = self._tapped.pop((place, user_id))
        began = now if began is None else began
        self._moved.put((place, user_id), (now, began, tapped, made))
        self._came.put(place, came)

    def came_early(self, place: Place, arrival: int) -> bool:
        """Whether the update numbered `arrival` (0: unknown) came before the last move at
        `place` was shown: a 🎲 or /roll sent while a solo game's computer turns or a die
        were still on the way, not meant for the board it would play (play-test 38: it played
        the next turn, the round before it never read; play-test 40: the next player's die,
        sent while the mover's still spun, counted)."""
        came = self._came.get(place)
        return came is not None and 0 < arrival <= came

    def asked(self, place: Place, user_id: int, step: int) -> None:
        """`user_id` was asked at `place` to tap ⏩ Finish for me once more on the board of
        `step`."""
        self._asked.put((place, user_id), (self._clock(), step))

    def confirms(self, place: Place, user_id: int, step: int, window: float) -> bool:
        """Whether a ⏩ on the board of `step` confirms the one `user_id` was asked about
        there less than `window` seconds ago (that question is then over either way)."""
        asked = self._asked.pop((place, user_id))
        return asked is not None and asked[1] == step and self._clock() - asked[0] < window

    def just_moved(self, place: Place, user_id: int, window: float, step: int) -> bool:
        """Whether a tap on the board of `step` is the twin of the tap by which `user_id` moved
        at `place`: on the board it was made from, less than `window` seconds after the move
        was shown (the twin waited behind it, or its new face is still on the way: play-test
        15, finding 3, "Already done." took the move's toast); on the board it made, less than
        `window` after the first tap, since only a tap that came with it can land there unseen
        (play-test 18: a tap meant a moment after an animated die's reveal was dropped)."""
        moved = self._moved.get((place, user_id))
        if moved is None:
            return False
        shown, began, tapped, made = moved
        since = {tapped: shown, made: began}.get(step)
        return since is not None and self._clock() - since < window
