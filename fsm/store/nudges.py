"""Due nudges of group games: sorted sets in hash-tagged buckets, member ``<place>|<game>|<step>``.

A chat's nudges go to its bucket of a `fsm.store.index.BucketIndex`, so in a Redis Cluster no
single key takes every group's nudges; a sweep reads all buckets in one pipeline.
"""

from __future__ import annotations

from dataclasses import dataclass

from fsm.data import SessionData
from fsm.machine import TURN, Phase
from fsm.place import Place, Where
from fsm.store.client import Client
from fsm.store.index import AnyPipeline, BucketIndex
from fsm.store.keys import Keys, Repository, guarded, text


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
