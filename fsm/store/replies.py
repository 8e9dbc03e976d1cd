"""Replies a group keeps a while (a refusal meant for one person), to delete when due.

Kept in Redis so that a restart does not leave them under the board for good: the process
that sent one deletes it on time; the clock of whichever process is alive deletes one whose
time passed unseen (a crash, a restart).
"""

from __future__ import annotations

from fsm.store.keys import Repository, guarded, text


class FleetingReplies(Repository):
    """One sorted set: member ``<chat id>:<message id>``, score when the reply goes."""

    @guarded
    async def keep(self, chat_id: int, message_id: int, due: float) -> None:
        """The reply `message_id` in `chat_id` is to be deleted at `due`."""
        await self.redis.zadd(self.keys.fleeting, {f"{chat_id}:{message_id}": due})

    @guarded
    async def taken(self, chat_id: int, message_id: int) -> bool:
        """Forget the reply; True for the one caller that removed it (that one deletes it)."""
        return bool(await self.redis.zrem(self.keys.fleeting, f"{chat_id}:{message_id}"))

    @guarded
    async def overdue(self, now: float, limit: int = 100) -> list[tuple[int, int]]:
        """The replies whose time passed by `now`, as (chat id, message id), oldest first."""
        rows = await self.redis.zrangebyscore(self.keys.fleeting, "-inf", now, start=0, num=limit)
        pairs = [(text(row) or "").partition(":") for row in rows]
        return [(int(chat), int(message)) for chat, _, message in pairs if message]
