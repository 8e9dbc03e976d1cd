"""A person's moves of the last moment, per place: the second tap of a double tap is not a move.

The board a tap makes may carry a new 🎲 Roll at once (the computer players move with it, a
roll again keeps the turn, the next person's turn comes): a second tap a moment later lands on
it and would play a move its person never saw the board for, or be told "not your turn" over
their move's toast. Only a tap on that very board is a twin: once anyone else has moved, the
board is newer and the tap was meant (play-test 7, finding 4). Kept in memory: a double
tap's two taps reach one process.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from fsm import Place
from tgbot.recent import RecentMap

REMEMBERED = 4096  # people remembered, the oldest forgotten first


class RecentMoves:
    """When each person last moved at each place (the newest few thousand)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._moved: RecentMap[tuple[Place, int], tuple[float, int]] = RecentMap(REMEMBERED)

    def moved(self, place: Place, user_id: int, step: int) -> None:
        """`user_id` just moved at `place`, and the game stands at `step` after it."""
        self._moved.put((place, user_id), (self._clock(), step))

    def just_moved(self, place: Place, user_id: int, window: float, step: int) -> bool:
        """Whether a tap on the board of `step` is the twin of the tap by which `user_id` moved
        at `place` less than `window` seconds ago: that move made the board."""
        moved = self._moved.get((place, user_id))
        return moved is not None and moved[1] == step and self._clock() - moved[0] < window
