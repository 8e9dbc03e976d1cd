"""Updates already handled, per chat, so a redelivered Telegram update is applied once."""

from __future__ import annotations

from redis.asyncio import Redis

from fsm.store_keys import Keys, guarded

SEEN_RETENTION = 24 * 3600  # Telegram stops redelivering long before a day is over


class UpdateLog:
    """A per-chat sorted set of handled update ids, scored by when they were handled.

    Update ids are only unique per bot, so callers qualify them (e.g. "<bot id>:<update id>").
    """

    def __init__(self, redis: Redis, keys: Keys) -> None:
        self.redis = redis
        self.keys = keys

    def _key(self, chat_id: int) -> str:
        """The chat's set of handled updates."""
        return self.keys.chat(chat_id, "updates")

    @guarded
    async def handled(self, chat_id: int, update_id: str) -> bool:
        """True if the update was handled before."""
        return await self.redis.zscore(self._key(chat_id), update_id) is not None

    @guarded
    async def mark_handled(self, chat_id: int, update_id: str, now: float) -> None:
        """Remember the update as handled and forget those older than a day (one round trip)."""
        key = self._key(chat_id)
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.zadd(key, {update_id: now})
            pipe.zremrangebyscore(key, "-inf", now - SEEN_RETENTION)
            pipe.expire(key, SEEN_RETENTION)
            await pipe.execute()
