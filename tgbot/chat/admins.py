"""Who administers which chat, remembered briefly: one getChatMember per person, not per tap."""

from __future__ import annotations

import time
from collections.abc import Callable

from tgbot.recent import RecentMap

ADMIN_TTL = 60.0  # seconds a rights check is trusted (a promotion shows within a minute)
MAX_ENTRIES = 10_000


class AdminCache:
    """A small in-process cache of `(chat, user) → is admin`, each entry for `ttl` seconds."""

    def __init__(self, ttl: float = ADMIN_TTL, clock: Callable[[], float] = time.monotonic) -> None:
        self.ttl = ttl
        self.clock = clock
        # an answer put again keeps its place: the oldest is the one first put
        self._entries: RecentMap[tuple[int, int], tuple[float, bool]] = RecentMap(
            MAX_ENTRIES, renew=False
        )

    def get(self, chat_id: int, user_id: int) -> bool | None:
        """The remembered answer, or None if there is none or it is too old."""
        entry = self._entries.get((chat_id, user_id))
        if entry is None or entry[0] <= self.clock():
            return None
        return entry[1]

    def put(self, chat_id: int, user_id: int, is_admin: bool) -> None:
        """Remember an answer; forget the stale (or, if still too many, the oldest) entries."""
        now = self.clock()
        entry = (now + self.ttl, is_admin)
        self._entries.put((chat_id, user_id), entry, stale=lambda old: not old[0] > now)
