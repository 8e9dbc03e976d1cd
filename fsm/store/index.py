"""A global index of places (deadlines, pending reveals) split into hash-tagged buckets.

A place's entry lives in one of `BUCKETS` sorted sets, ``<prefix>:<name>:{<name><n>}``, chosen
by a stable hash of its chat id, so in a Redis Cluster the index spreads over the nodes instead
of loading one slot; every process sweeps all buckets in one pipelined round trip (one per
node in a cluster). Entries of the single index used before the buckets (``<prefix>:<name>``)
are moved into their bucket when a sweep meets them, so an upgrade — even a rolling one,
with old processes still writing there — loses none.
"""

from __future__ import annotations

import heapq
import zlib
from collections.abc import Iterable
from typing import cast

from redis.asyncio.client import Pipeline
from redis.asyncio.cluster import ClusterPipeline

from fsm.place import Place
from fsm.store import scripts as store_scripts
from fsm.store.client import Client
from fsm.store.keys import ScoredRows, text

BUCKETS = 16  # fixed: changing it strands entries in buckets no process sweeps
AnyPipeline = Pipeline | ClusterPipeline


def bucket_of(chat_id: int, buckets: int = BUCKETS) -> int:
    """The bucket of a chat's places: the same in every process and every run."""
    return zlib.crc32(str(chat_id).encode()) % buckets


class BucketIndex:
    """Sorted sets of place members (`Place.member`) scored by a unix time, in buckets.

    A chat's entries may name more than the place (`member`): they still go to its bucket.
    """

    def __init__(self, redis: Client, prefix: str, name: str, buckets: int = BUCKETS) -> None:
        self.redis = redis
        self.legacy = f"{prefix}:{name}"
        self.keys = [f"{prefix}:{name}:{{{name}{n}}}" for n in range(buckets)]
        self._rescore = redis.register_script(store_scripts.RESCORE)

    def key(self, place: Place) -> str:
        """The bucket holding the place's entry."""
        return self.keys[bucket_of(place.chat_id, len(self.keys))]

    def put(
        self, pipe: AnyPipeline, place: Place, score: float | None, member: str | None = None
    ) -> None:
        """Queue setting (or with None removing) the place's entry on `pipe`."""
        name = place.member() if member is None else member
        if score is None:
            pipe.zrem(self.key(place), name)
        else:
            pipe.zadd(self.key(place), {name: float(score)})

    async def set(self, place: Place, score: float | None, member: str | None = None) -> None:
        """Set (or with None remove) the place's entry at once."""
        async with self.redis.pipeline(transaction=False) as pipe:
            self.put(pipe, place, score, member)
            await pipe.execute()

    async def remove(self, place: Place, member: str | None = None) -> bool:
        """Remove the place's entry; True for the one caller that removed it."""
        name = place.member() if member is None else member
        return bool(await self.redis.zrem(self.key(place), name))

    async def rescore(self, place: Place, score: float, new: float | None) -> bool:
        """Move the entry from `score` to `new` (None: remove) only if it is still at `score`."""
        args = [place.member(), repr(float(score)), "" if new is None else repr(float(new))]
        return bool(int(await self._rescore(keys=[self.key(place)], args=args)))

    async def upto(self, now: float, limit: int) -> list[tuple[Place, float]]:
        """Up to `limit` (place, score) entries scored ≤ `now` in any bucket, lowest first."""
        *buckets, legacy = await self._read(now, limit, [*self.keys, self.legacy])
        if legacy:  # written by a process from before the buckets: adopt, then read again
            await self._adopt(legacy)
            buckets = await self._read(now, limit, self.keys)
        rows = heapq.merge(*(_parsed(r) for r in buckets), key=lambda e: e[1])
        return list(rows)[:limit]

    async def rows_upto(self, now: float) -> list[tuple[object, float]]:
        """Every (member, score) scored ≤ `now` in the buckets, lowest first (members as read)."""
        return list(heapq.merge(*await self._read(now, None, self.keys), key=lambda e: e[1]))

    async def _read(self, now: float, limit: int | None, keys: list[str]) -> list[ScoredRows]:
        """The entries scored ≤ `now` of each key (up to `limit` each), in one pipeline."""
        start = None if limit is None else 0
        async with self.redis.pipeline(transaction=False) as pipe:
            for key in keys:
                pipe.zrangebyscore(key, "-inf", now, start=start, num=limit, withscores=True)
            return cast(list[ScoredRows], await pipe.execute())

    async def _adopt(self, rows: ScoredRows) -> None:
        """Move entries of the old single index into their buckets (the earlier score wins)."""
        for place, score in _parsed(rows):
            await self.redis.zadd(self.key(place), {place.member(): score}, lt=True)
            args = [place.member(), repr(score), ""]
            await self._rescore(keys=[self.legacy], args=args)

    async def count(self) -> int:
        """How many entries the buckets hold (the old index's too)."""
        async with self.redis.pipeline(transaction=False) as pipe:
            for key in [*self.keys, self.legacy]:
                pipe.zcard(key)
            return sum(int(n) for n in await pipe.execute())


def _parsed(rows: Iterable[tuple[object, float]]) -> list[tuple[Place, float]]:
    """(place, score) pairs from a ZRANGE reply, skipping members that are not places."""
    out: list[tuple[Place, float]] = []
    for member, score in rows:
        try:
            out.append((Place.parse(text(member) or ""), float(score)))
        except ValueError:
            continue
    return out
