"""Moves stored but not yet shown (Telegram dice spinning), so a crash is repaired later."""

from __future__ import annotations

from typing import cast

from redis.asyncio import Redis

from fsm.place import Place, Where
from fsm.store_keys import Keys, ScoredRows, guarded, text


class RevealLog:
    """A global sorted set of places whose stored move waits for its die to stop spinning.

    Score: when the move should have been shown at the latest. Whichever process is alive
    shows an overdue one; a process that shows its own move on time removes the entry.
    """

    def __init__(self, redis: Redis, keys: Keys) -> None:
        self.redis = redis
        self.key = f"{keys.prefix}:reveals"

    @guarded
    async def pending(self, where: Where, due: float) -> None:
        """The place's stored move must be shown by `due`."""
        await self.redis.zadd(self.key, {Place.of(where).member(): due})

    @guarded
    async def shown(self, where: Where) -> bool:
        """Forget the place's entry; True for the one caller that removed it."""
        return bool(await self.redis.zrem(self.key, Place.of(where).member()))

    @guarded
    async def overdue(self, now: float, limit: int = 100) -> list[Place]:
        """Places whose move should have been shown by `now`, oldest first."""
        rows = cast(
            ScoredRows,
            await self.redis.zrangebyscore(
                self.key, "-inf", now, start=0, num=limit, withscores=True
            ),
        )
        out: list[Place] = []
        for member, _ in rows:
            try:
                out.append(Place.parse(text(member) or ""))
            except ValueError:
                continue
        return out
