"""Finished games, per place, newest first (written by `Games.finish` in its atomic step); and
per person, the groups and inline messages where they played (their /history lists those
games too: an inline message has no chat to ask /history in, and a group's games counted in
/stats were missing from it: play-test 28)."""

from __future__ import annotations

import zlib
from collections.abc import Iterable
from typing import Any

from fsm.data import Place, Where
from fsm.store.keys import Repository, guarded
from fsm.store.packing import unpack

HISTORY_TTL = 90 * 24 * 3600
HISTORY_SIZE = 20


class History(Repository):
    """Reads the list of finished game documents of a place."""

    @guarded
    async def recent(self, where: Where, limit: int = HISTORY_SIZE) -> list[dict[str, Any]]:
        """Return up to `limit` finished game documents of the place, newest first."""
        if limit <= 0:
            return []
        out: list[dict[str, Any]] = []
        for item in await self.redis.lrange(self.keys.history(where), 0, limit - 1):
            try:
                doc = unpack(item)
            except (TypeError, ValueError, KeyError, IndexError, zlib.error):
                continue
            if isinstance(doc, dict):
                out.append(doc)
        return out

    @guarded
    async def note_played(self, place: Place, user_ids: Iterable[int]) -> None:
        """Remember that these people played the game archived at `place` (a group's, an
        inline message's)."""
        member = place.member()
        pipe = self.redis.pipeline(transaction=False)  # each person's list in a slot of its own
        for user_id in user_ids:
            key = self.keys.user_played(user_id)
            pipe.lrem(key, 0, member)
            pipe.lpush(key, member)
            pipe.ltrim(key, 0, HISTORY_SIZE - 1)
            pipe.expire(key, HISTORY_TTL)
        await pipe.execute()

    @guarded
    async def places_played(self, user_id: int) -> list[Place]:
        """The places outside their private chat where the user played, newest first (then
        those of the inline games noted before groups were, in the older list)."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.lrange(self.keys.user_played(user_id), 0, HISTORY_SIZE - 1)
        pipe.lrange(self.keys.user_inline(user_id), 0, HISTORY_SIZE - 1)
        places: dict[Place, None] = {}
        for item in [entry for found in await pipe.execute() for entry in found]:
            try:
                places[Place.parse(item.decode() if isinstance(item, bytes) else item)] = None
            except ValueError:
                continue
        return list(places)
