"""Moves stored but not yet shown (Telegram dice spinning), so a crash is repaired later."""

from __future__ import annotations

from typing import cast

from redis.asyncio import Redis

from fsm.store_keys import Keys, ScoredRows, guarded, text


class RevealLog:
    """A global sorted set of chats whose stored move waits for its die to stop spinning.

    Score: when the move should have been shown at the latest. Whichever process is alive
    shows an overdue one; a process that shows its own move on time removes the entry.
    """

    def __init__(self, redis: Redis, keys: Keys) -> None:
        self.redis = redis
        self.key = f"{keys.prefix}:reveals"

    @guarded
    async def pending(self, chat_id: int, due: float) -> None:
        """The chat's stored move must be shown by `due`."""
        await self.redis.zadd(self.key, {str(chat_id): due})

    @guarded
    async def shown(self, chat_id: int) -> bool:
        """Forget the chat's entry; True for the one caller that removed it."""
        return bool(await self.redis.zrem(self.key, str(chat_id)))

    @guarded
    async def overdue(self, now: float, limit: int = 100) -> list[int]:
        """Chats whose move should have been shown by `now`, oldest first."""
        rows = cast(
            ScoredRows,
            await self.redis.zrangebyscore(
                self.key, "-inf", now, start=0, num=limit, withscores=True
            ),
        )
        return [int(text(member) or "0") for member, _ in rows]
