"""The turn deadline index: places scored by when their mover's time is up, in buckets.

``<prefix>:deadlines:{deadlines<n>}`` (`fsm.store.index`: hash-tagged buckets; member = the
place, ``<chat>`` or ``<chat>:t<topic>``, score = unix time) lives in other Cluster slots than
the games, so a game's save writes its entry in the same pipeline as the compare-and-set
script, not inside it (`Deadlines.put`). It is an index, not the source of truth: the game hash
(and the doc) carry the real deadline. A stale entry only causes a harmless wake-up: the worker
claims it, loads the game and finds nothing due. A writer that lost its CAS may have clobbered
the winner's entry, so after a conflict the entry is rewritten from the game hash
(`Deadlines.repair`). Entries of the single index from before the buckets
(``<prefix>:deadlines``) are moved into theirs by the sweep.
"""

from __future__ import annotations

from fsm.place import Place, Where
from fsm.store.client import Client
from fsm.store.index import AnyPipeline, BucketIndex
from fsm.store.keys import Keys, Repository, guarded, text


class Deadlines(Repository):
    """Schedules, finds, claims and releases the places whose turn deadline is due."""

    def __init__(self, redis: Client, keys: Keys) -> None:
        super().__init__(redis, keys)
        self.index = BucketIndex(redis, keys.prefix, "deadlines")

    def key(self, place: Place) -> str:
        """The bucket holding the place's entry."""
        return self.index.key(place)

    def put(self, pipe: AnyPipeline, place: Place, deadline: float | None) -> None:
        """Queue setting (or with None removing) the place's entry on `pipe`."""
        self.index.put(pipe, place, deadline)

    @guarded
    async def schedule(self, where: Where, deadline: float | None) -> None:
        """Set (or with None remove) the place's entry directly."""
        await self.index.set(Place.of(where), deadline)

    async def repair(self, place: Place) -> None:
        """Rewrite the place's entry from its game hash (after a lost CAS; best effort)."""
        raw = text(await self.redis.hget(self.keys.game(place), "deadline"))
        try:
            deadline = float(raw) if raw else None
        except ValueError:
            deadline = None
        await self.schedule(place, deadline)

    @guarded
    async def due(self, now: float, limit: int = 100) -> list[tuple[Place, float]]:
        """Return up to `limit` (place, deadline) pairs with deadline ≤ `now`, oldest first.

        Every bucket is read; entries written before forum topics (a bare chat id) read as
        the chat's place, and entries of the single index from before the buckets are moved
        into theirs.
        """
        return await self.index.upto(now, limit)

    @guarded
    async def claim(self, where: Where, score: float, until: float) -> bool:
        """Lease the due entry until `until` if it still has `score`; one claimant gets True.

        The entry stays in the index: if the claimant fails before its save replaces it,
        the deadline comes due again when the lease runs out.
        """
        return await self.index.rescore(Place.of(where), score, until)

    @guarded
    async def release(self, where: Where, lease: float, deadline: float | None = None) -> bool:
        """Replace a claimed entry still at `lease` by `deadline` (None: remove it)."""
        return await self.index.rescore(Place.of(where), lease, deadline)

    @guarded
    async def count(self) -> int:
        """How many places have a deadline (the live running games, for the metrics)."""
        return await self.index.count()
