"""A group upgraded to a supergroup gets a new chat id: its records move with it."""

from __future__ import annotations

from typing import cast

from redis.exceptions import ResponseError

from fsm.store.keys import Repository, ScoredRows, guarded, text

# Keys that do not move as records: a game moves by compare-and-set (`fsm.chat_move`), its
# revision counter and last-writer mark belong to the old id, claims on updates are transient,
# and its messages stay behind in the old group.
NOT_MOVED = frozenset({"game", "seq", "ended", "updates-claimed", "messages"})
REPLACED = frozenset({"prefs"})  # the old group's choice wins over a default set meanwhile
MERGED = frozenset({"updates"})  # handled updates: the new chat knows them too


class ChatMover(Repository):
    """Moves a chat's records key by key (the two ids hash to different Cluster slots)."""

    @guarded
    async def move_records(self, old: int, new: int) -> list[str]:
        """Move every record of chat `old` (its forum topics' too) to chat `new`; return them.

        Language, statistics, history, quarantine, pictures: whatever is stored under the
        chat's hash tag. A record the new chat already has is kept there and the old one left
        in place (nothing is lost), except the language preference, which the old group's
        wins, and the handled updates, which are merged (the old id keeps its copy until it
        expires, so a late redelivery to the old id is still recognised).
        """
        source_prefix, target_prefix = self.keys.chat(old, ""), self.keys.chat(new, "")
        moved: list[str] = []
        async for raw in self.redis.scan_iter(match=f"{source_prefix}*", count=500):
            name = (text(raw) or "")[len(source_prefix) :]
            last = name.rpartition(":")[2]
            if last in NOT_MOVED:
                continue
            source, target = source_prefix + name, target_prefix + name
            if last in MERGED:
                await self._merge_scores(source, target)
            elif not await self._move(source, target, replace=last in REPLACED):
                continue
            moved.append(name)
        return sorted(moved)

    async def _move(self, source: str, target: str, *, replace: bool) -> bool:
        """DUMP/RESTORE `source` to `target` with its TTL and delete it; False if not moved."""
        dumped = await self.redis.dump(source)
        if dumped is None:
            return False
        ttl = max(int(await self.redis.pttl(source)), 0)
        if not replace and await self.redis.exists(target):
            return False
        try:
            await self.redis.restore(target, ttl, dumped, replace=replace)
        except ResponseError as exc:
            if "BUSYKEY" not in str(exc):
                raise
            return False  # moved meanwhile by the upgrade's other service message
        await self.redis.delete(source)
        return True

    async def _merge_scores(self, source: str, target: str) -> None:
        """Add the sorted set `source`'s members to `target` (the later score wins)."""
        rows = cast(ScoredRows, await self.redis.zrange(source, 0, -1, withscores=True))
        if not rows:
            return
        ttl = max(int(await self.redis.pttl(source)), int(await self.redis.pttl(target)))
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.zadd(target, {text(m) or "": s for m, s in rows}, gt=True)
            if ttl > 0:  # both sets expire (SEEN_RETENTION): keep the later expiry
                pipe.pexpire(target, ttl)
            await pipe.execute()
