"""A group upgraded to a supergroup gets a new chat id: its records move with it."""

from __future__ import annotations

from redis.asyncio import Redis
from redis.exceptions import ResponseError

from fsm.store_keys import Keys, guarded

# The chat's records that follow it to its new id; the game itself moves by compare-and-set.
MOVED = ("prefs", "stats", "top", "recorded", "history", "quarantine")
REPLACED = frozenset({"prefs"})  # the old group's choice wins over a default set meanwhile


class ChatMover:
    """Moves a chat's records key by key (the two ids hash to different Cluster slots)."""

    def __init__(self, redis: Redis, keys: Keys) -> None:
        self.redis = redis
        self.keys = keys

    @guarded
    async def move_records(self, old: int, new: int) -> list[str]:
        """Move each record of chat `old` to chat `new`; return the names moved.

        A record the new chat already has is kept there and the old one left in place
        (nothing is lost), except the language preference, which the old group's wins.
        """
        moved: list[str] = []
        for name in MOVED:
            source, target = self.keys.chat(old, name), self.keys.chat(new, name)
            dumped = await self.redis.dump(source)
            if dumped is None:
                continue
            ttl = max(int(await self.redis.pttl(source)), 0)
            replace = name in REPLACED
            if not replace and await self.redis.exists(target):
                continue
            try:
                await self.redis.restore(target, ttl, dumped, replace=replace)
            except ResponseError as exc:
                if "BUSYKEY" not in str(exc):
                    raise
                continue  # moved meanwhile by the upgrade's other service message
            await self.redis.delete(source)
            moved.append(name)
        return moved
