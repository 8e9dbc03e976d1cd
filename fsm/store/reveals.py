"""Moves stored but not yet shown (Telegram dice spinning), so a crash is repaired later."""

from __future__ import annotations

from fsm.data import Place, Where
from fsm.store.client import Client
from fsm.store.index import BucketIndex
from fsm.store.keys import Keys, Repository, guarded


class RevealLog(Repository):
    """Bucketed sorted sets (`BucketIndex`) of places whose stored move waits for its die.

    Score: when the move should have been shown at the latest. Whichever process is alive
    shows an overdue one; a process that shows its own move on time removes the entry.
    """

    def __init__(self, redis: Client, keys: Keys) -> None:
        super().__init__(redis, keys)
        self.index = BucketIndex(redis, keys.prefix, "reveals")

    @guarded
    async def pending(self, where: Where, due: float) -> None:
        """The place's stored move must be shown by `due`."""
        await self.index.set(Place.of(where), due)

    @guarded
    async def shown(self, where: Where) -> bool:
        """Forget the place's entry; True for the one caller that removed it."""
        return await self.index.remove(Place.of(where))

    @guarded
    async def overdue(self, now: float, limit: int = 100) -> list[Place]:
        """Places whose move should have been shown by `now`, oldest first."""
        return [place for place, _ in await self.index.upto(now, limit)]
