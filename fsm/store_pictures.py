"""Pictures already uploaded to Telegram, by scene fingerprint: the same board is not sent twice."""

from __future__ import annotations

from fsm.place import Where
from fsm.store_keys import Repository, guarded, text

PICTURE_RETENTION = 2 * 24 * 3600  # a game's pictures are worth little after it is over


class PictureIds(Repository):
    """A hash per place (chat or forum topic): scene fingerprint → file_id of its picture."""

    def _key(self, where: Where) -> str:
        """The place's hash of picture ids (in the chat's slot, next to its game)."""
        return self.keys.place(where, "pictures")

    @guarded
    async def get(self, where: Where, digest: str) -> str | None:
        """The file_id of a picture uploaded for this scene, if any."""
        return text(await self.redis.hget(self._key(where), digest))

    @guarded
    async def keep(self, where: Where, digest: str, file_id: str) -> None:
        """Remember an uploaded picture's file_id (one round trip)."""
        key = self._key(where)
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.hset(key, digest, file_id)
            pipe.expire(key, PICTURE_RETENTION)
            await pipe.execute()

    @guarded
    async def forget(self, where: Where, digest: str) -> None:
        """Drop a file_id Telegram no longer accepts."""
        await self.redis.hdel(self._key(where), digest)
