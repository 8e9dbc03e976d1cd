"""A mapping that keeps only its newest entries: the in-process memories of tgbot, bounded.

Entries run from oldest to newest. Writing a key makes it the newest (unless the map was made
with `renew=False`: then a key written again keeps its place); reading one changes nothing.
Room is made before a write, only when the map is full (`size` entries or more): a write that
brings a test of staleness (`stale`) first forgets every stale entry at once, then the oldest go
until there is room.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

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
