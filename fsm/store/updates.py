"""The Telegram updates the bot handled, per chat, so a redelivered update is applied once.

Checking and marking an update is one atomic step. `begin` claims an update before its
handlers run (another process holding the same update makes the caller wait or skip); a
command's save marks the update in the same script as its compare-and-set (see
`fsm.store.games.Games`); `finish` marks it after the handlers and lets the claim go.
"""

from __future__ import annotations

from enum import IntEnum

from fsm.store import scripts as store_scripts
from fsm.store.client import Client
from fsm.store.keys import Keys, Repository, guarded

SEEN_RETENTION = 24 * 3600  # Telegram stops redelivering long before a day is over
CLAIM_SECONDS = 30.0  # a claim of a crashed process lapses after this


class Begin(IntEnum):
    """What `UpdateLog.begin` found."""

    MINE = 0  # the caller holds the update now
    HANDLED = 1  # handled before
    IN_HAND = 2  # another process holds it right now


class UpdateLog(Repository):
    """A per-chat sorted set of handled update ids (scored by when), and one of claims.

    Update ids are only unique per bot, so callers qualify them (e.g. "<bot id>:<update id>").
    """

    def __init__(self, redis: Client, keys: Keys) -> None:
        super().__init__(redis, keys)
        self._begin = redis.register_script(store_scripts.BEGIN_UPDATE)

    def key(self, chat_id: int) -> str:
        """The chat's set of handled updates."""
        return self.keys.updates(chat_id)

    def _claims(self, chat_id: int) -> str:
        """The chat's set of updates in hand, scored by when each claim lapses."""
        return self.keys.chat(chat_id, "updates-claimed")

    @guarded
    async def handled(self, chat_id: int, update_id: str) -> bool:
        """True if the update was handled before."""
        return await self.redis.zscore(self.key(chat_id), update_id) is not None

    @guarded
    async def begin(
        self, chat_id: int, update_id: str, now: float, claim: float = CLAIM_SECONDS
    ) -> Begin:
        """Check and claim the update in one step."""
        keys = [self.key(chat_id), self._claims(chat_id)]
        return Begin(int(await self._begin(keys=keys, args=[update_id, repr(now), claim])))

    @guarded
    async def mark_handled(self, chat_id: int, update_id: str, now: float) -> None:
        """Remember the update as handled, let its claim go, forget marks older than a day."""
        key = self.key(chat_id)
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.zadd(key, {update_id: now})
            pipe.zremrangebyscore(key, "-inf", now - SEEN_RETENTION)
            pipe.expire(key, SEEN_RETENTION)
            pipe.zrem(self._claims(chat_id), update_id)
            await pipe.execute()
