"""Due nudges of group games: sorted sets in hash-tagged buckets, member ``<place>|<game>|<step>``.

A chat's nudges go to its bucket (`fsm.store_index.bucket_of`), so in a Redis Cluster no single
key takes every group's nudges; a sweep reads all buckets in one pipeline.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from fsm.data import Wake
from fsm.machine import TURN
from fsm.place import Place, Where
from fsm.store_index import BUCKETS, AnyPipeline, bucket_of
from fsm.store_keys import Repository, ScoredRows, guarded, text

if TYPE_CHECKING:
    from fsm.session import Session


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


def awaits_person(session: Session) -> bool:
    """Whether a group game waits for a person (not a computer player) to act."""
    data = session.data
    if data.chat_id > 0 or session.phase not in TURN or data.engine is None:
        return False
    return data.seats[data.engine.current].user_id is not None


def planned(session: Session, after: float, now: float) -> tuple[Nudge, float] | None:
    """The nudge a saved game needs (its mover, `after` seconds into their wait), if any.

    The wait began half the turn time before a stored reminder deadline, else `now`.
    """
    if after <= 0 or not awaits_person(session):
        return None
    data = session.data
    assert data.engine is not None
    half = data.settings.turn_timeout / 2
    began = now
    if data.deadline is not None and data.wake is Wake.REMIND and half > 0:
        began = data.deadline - half
    return Nudge(data.place, data.game_id, data.engine.step), began + after


class Nudges(Repository):
    """Plans nudges and hands each due one to exactly one process (whose ZREM removes it)."""

    def key(self, place: Place) -> str:
        """The bucket of the place's nudges."""
        return self.buckets()[bucket_of(place.chat_id)]

    def buckets(self) -> list[str]:
        """Every bucket's key."""
        return [f"{self.keys.nudges}:{{nudges{n}}}" for n in range(BUCKETS)]

    @guarded
    async def plan(self, where: Where, game_id: str, step: int, when: float) -> None:
        """Nudge the mover of `game_id` at `step` at time `when`."""
        nudge = Nudge(Place.of(where), game_id, step)
        await self.redis.zadd(self.key(nudge.place), {nudge.member(): when})

    def queue(self, pipe: AnyPipeline, nudge: Nudge, when: float) -> None:
        """Queue planning `nudge` at `when` on `pipe` (the game's save: no round trip more)."""
        pipe.zadd(self.key(nudge.place), {nudge.member(): when})

    @guarded
    async def due(self, now: float) -> list[Nudge]:
        """The nudges due by `now` (not yet taken), the oldest first."""
        async with self.redis.pipeline(transaction=False) as pipe:
            for key in self.buckets():
                pipe.zrangebyscore(key, "-inf", now, withscores=True)
            buckets = cast(list[ScoredRows], await pipe.execute())
        rows = heapq.merge(*buckets, key=lambda row: row[1])
        return [Nudge.parse(text(member) or "") for member, _ in rows]

    @guarded
    async def take(self, nudge: Nudge) -> bool:
        """Remove a due nudge; True for the one process that removed it."""
        return bool(await self.redis.zrem(self.key(nudge.place), nudge.member()))
