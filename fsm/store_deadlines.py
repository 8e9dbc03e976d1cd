"""The turn deadline index: one sorted set of places scored by when their mover's time is up.

``<prefix>:deadlines`` (member = the place, ``<chat>`` or ``<chat>:t<topic>``, score = unix
time) lives in another Cluster slot than the games, so a game's save writes its entry in the
same pipeline as the compare-and-set script, not inside it (`Deadlines.put`). It is an index,
not the source of truth: the game hash (and the doc) carry the real deadline. A stale entry
only causes a harmless wake-up: the worker claims it, loads the game and finds nothing due.
A writer that lost its CAS may have clobbered the winner's entry, so after a conflict the
entry is rewritten from the game hash (`Deadlines.repair`).
"""

from __future__ import annotations

from typing import cast

from redis.asyncio import Redis
from redis.asyncio.client import Pipeline

from fsm import store_scripts
from fsm.place import Place, Where
from fsm.store_keys import Keys, Repository, ScoredRows, guarded, text


class Deadlines(Repository):
    """Schedules, finds, claims and releases the places whose turn deadline is due."""

    def __init__(self, redis: Redis, keys: Keys) -> None:
        super().__init__(redis, keys)
        self.key = keys.deadlines
        self._rescore = redis.register_script(store_scripts.RESCORE)

    def put(self, pipe: Pipeline, place: Place, deadline: float | None) -> None:
        """Queue setting (or with None removing) the place's entry on `pipe`."""
        if deadline is None:
            pipe.zrem(self.key, place.member())
        else:
            pipe.zadd(self.key, {place.member(): float(deadline)})

    @guarded
    async def schedule(self, where: Where, deadline: float | None) -> None:
        """Set (or with None remove) the place's entry directly."""
        async with self.redis.pipeline(transaction=False) as pipe:
            self.put(pipe, Place.of(where), deadline)
            await pipe.execute()

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

        Entries written before forum topics (a bare chat id) read as the chat's place.
        """
        rows = cast(
            ScoredRows,
            await self.redis.zrangebyscore(
                self.key, "-inf", now, start=0, num=limit, withscores=True
            ),
        )
        out: list[tuple[Place, float]] = []
        for member, score in rows:
            try:
                out.append((Place.parse(text(member) or ""), float(score)))
            except ValueError:
                continue
        return out

    @guarded
    async def claim(self, where: Where, score: float, until: float) -> bool:
        """Lease the due entry until `until` if it still has `score`; one claimant gets True.

        The entry stays in the index: if the claimant fails before its save replaces it,
        the deadline comes due again when the lease runs out.
        """
        return await self._move_entry(Place.of(where), score, until)

    @guarded
    async def release(self, where: Where, lease: float, deadline: float | None = None) -> bool:
        """Replace a claimed entry still at `lease` by `deadline` (None: remove it)."""
        return await self._move_entry(Place.of(where), lease, deadline)

    @guarded
    async def count(self) -> int:
        """How many places have a deadline (the live running games, for the metrics)."""
        return int(await self.redis.zcard(self.key))

    async def _move_entry(self, place: Place, score: float, new: float | None) -> bool:
        """Run RESCORE: move the place's entry from `score` to `new` if it is still at `score`."""
        args = [place.member(), repr(float(score)), "" if new is None else repr(float(new))]
        return bool(int(await self._rescore(keys=[self.key], args=args)))
