"""Indices of places in hash-tagged buckets: the turn deadlines and the groups' due nudges.

A global index of places (deadlines, pending reveals) is split into buckets.

A place's entry lives in one of `BUCKETS` sorted sets, ``<prefix>:<name>:{<name><n>}``, chosen
by a stable hash of its chat id, so in a Redis Cluster the index spreads over the nodes instead
of loading one slot; every process sweeps all buckets in one pipelined round trip (one per
node in a cluster). Entries of the single index used before the buckets (``<prefix>:<name>``)
are moved into their bucket when a sweep meets them, so an upgrade — even a rolling one,
with old processes still writing there — loses none.

The turn deadline index: places scored by when their mover's time is up, in buckets.

``<prefix>:deadlines:{deadlines<n>}`` (`fsm.store.index`: hash-tagged buckets; member = the
place, ``<chat>`` or ``<chat>:t<topic>``, score = unix time) lives in other Cluster slots than
the games, so a game's save writes its entry in the same pipeline as the compare-and-set
script, not inside it (`Deadlines.put`). It is an index, not the source of truth: the game hash
(and the doc) carry the real deadline. A stale entry only causes a harmless wake-up: the worker
claims it, loads the game and finds nothing due. A writer that lost its CAS may have clobbered
the winner's entry, so after a conflict the entry is rewritten from the game hash
(`Deadlines.repair`). Entries of the single index from before the buckets
(``<prefix>:deadlines``) are moved into theirs by the sweep.

Due nudges of group games: sorted sets in hash-tagged buckets, member ``<place>|<game>|<step>``.

A chat's nudges go to its bucket of a `fsm.store.index.BucketIndex`, so in a Redis Cluster no
single key takes every group's nudges; a sweep reads all buckets in one pipeline.
"""

from __future__ import annotations

import heapq
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import cast

from redis.asyncio.client import Pipeline
from redis.asyncio.cluster import ClusterPipeline

from fsm.data import Place, SessionData, Where
from fsm.machine import TURN, Phase
from fsm.store import scripts as store_scripts
from fsm.store.client import Client
from fsm.store.keys import Keys, Repository, ScoredRows, guarded, text

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


@dataclass(frozen=True, slots=True)
class Nudge:
    """A nudge planned for the mover of a game at one step."""

    place: Place
    game_id: str
    step: int

    def member(self) -> str:
        """The sorted set's member for this nudge."""
        return f"{self.place.member()}|{self.game_id}|{self.step}"

    @classmethod
    def parse(cls, member: str) -> Nudge:
        """The nudge a member names."""
        place, game_id, step = member.rsplit("|", 2)
        return cls(Place.parse(place), game_id, int(step))


def awaits_person(data: SessionData, phase: Phase) -> bool:
    """Whether a group game in `phase` waits for a person (not a computer player) to act."""
    if data.chat_id > 0 or data.inline_id is not None or phase not in TURN or data.engine is None:
        return False
    return data.seats[data.engine.current].user_id is not None


def planned(
    data: SessionData, phase: Phase, after: float, now: float
) -> tuple[Nudge, float] | None:
    """The nudge a saved game in `phase` needs (its mover, `after` seconds into their wait).

    The wait began half the turn time before a stored reminder's time, else `now`.
    """
    if after <= 0 or not awaits_person(data, phase):
        return None
    assert data.engine is not None
    half = data.settings.turn_timeout / 2
    began = now
    if data.remind_at is not None and half > 0:
        began = data.remind_at - half
    return Nudge(data.place, data.game_id, data.engine.step), began + after


class Nudges(Repository):
    """Plans nudges and hands each due one to exactly one process (whose ZREM removes it)."""

    def __init__(self, redis: Client, keys: Keys) -> None:
        super().__init__(redis, keys)
        self.index = BucketIndex(redis, keys.prefix, "nudges")

    @guarded
    async def plan(self, where: Where, game_id: str, step: int, when: float) -> None:
        """Nudge the mover of `game_id` at `step` at time `when`."""
        nudge = Nudge(Place.of(where), game_id, step)
        await self.index.set(nudge.place, when, nudge.member())

    def queue(self, pipe: AnyPipeline, nudge: Nudge, when: float) -> None:
        """Queue planning `nudge` at `when` on `pipe` (the game's save: no round trip more)."""
        self.index.put(pipe, nudge.place, when, nudge.member())

    @guarded
    async def due(self, now: float) -> list[Nudge]:
        """The nudges due by `now` (not yet taken), the oldest first."""
        return [Nudge.parse(text(member) or "") for member, _ in await self.index.rows_upto(now)]

    @guarded
    async def take(self, nudge: Nudge) -> bool:
        """Remove a due nudge; True for the one process that removed it."""
        return await self.index.remove(nudge.place, nudge.member())
