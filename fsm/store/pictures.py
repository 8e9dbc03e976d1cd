"""The picture last uploaded at a place, by scene fingerprint: the same board is not sent twice.

A hash ``<prefix>:{<chat>}:pictures`` (``…:t<topic>:pictures`` in a forum topic) holding one
field, the fingerprint of the last picture uploaded there, whose value is its file_id. It
costs a tap no round trip of its own: the game's load reads it (`queue_read`), and a file_id
learnt from Telegram waits in this process (`remember`) until the place's next load writes it
in the same round trip (`queue_write`). A file_id not written (the process stopped, the next
tap went to another replica) only means one more upload.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fsm.place import Place, Where
from fsm.store.client import Client
from fsm.store.index import AnyPipeline
from fsm.store.keys import Keys, Repository, guarded, text

PICTURE_RETENTION = 2 * 24 * 3600  # a game's pictures are worth little after it is over


def parse(raw: Mapping[Any, Any]) -> tuple[str, str] | None:
    """The (fingerprint, file_id) in a hash reply, if there is one."""
    for digest, file_id in raw.items():
        found, value = text(digest), text(file_id)
        if found and value:
            return found, value
    return None


class PictureIds(Repository):
    """Reads and keeps the file_id of the picture last uploaded at a place (chat or topic)."""

    def __init__(self, redis: Client, keys: Keys) -> None:
        super().__init__(redis, keys)
        self._waiting: dict[Place, tuple[str, str]] = {}

    def _key(self, where: Where) -> str:
        """The place's hash of picture ids (in the chat's slot, next to its game)."""
        return self.keys.place(where, "pictures")

    def queue_read(self, pipe: AnyPipeline, where: Where) -> None:
        """Queue reading the place's last picture on `pipe` (the game's load)."""
        pipe.hgetall(self._key(where))

    def queue_write(self, pipe: AnyPipeline, where: Where) -> None:
        """Queue writing a file_id remembered for the place, if any, on `pipe` (before reads)."""
        waiting = self._waiting.pop(Place.of(where), None)
        if waiting is not None:
            self._queue_keep(pipe, where, *waiting)

    def remember(self, where: Where, digest: str, file_id: str) -> None:
        """Hold a just uploaded picture's file_id until the place's next load writes it."""
        self._waiting[Place.of(where)] = (digest, file_id)

    def _queue_keep(self, pipe: AnyPipeline, where: Where, digest: str, file_id: str) -> None:
        """Queue replacing the place's last picture with this one."""
        key = self._key(where)
        pipe.delete(key)
        pipe.hset(key, digest, file_id)
        pipe.expire(key, PICTURE_RETENTION)

    @guarded
    async def get(self, where: Where, digest: str) -> str | None:
        """The file_id of the picture last uploaded here, if it is of this scene."""
        return text(await self.redis.hget(self._key(where), digest))

    @guarded
    async def keep(self, where: Where, digest: str, file_id: str) -> None:
        """Write the place's last picture now (one round trip; the bot defers it instead)."""
        async with self.redis.pipeline(transaction=True) as pipe:
            self._queue_keep(pipe, where, digest, file_id)
            await pipe.execute()

    @guarded
    async def forget(self, where: Where, digest: str) -> None:
        """Drop a file_id Telegram no longer accepts (and any still waiting to be written)."""
        waiting = self._waiting.get(Place.of(where))
        if waiting is not None and waiting[0] == digest:
            del self._waiting[Place.of(where)]
        await self.redis.hdel(self._key(where), digest)
