"""Unreadable games moved aside, per place: a wreck never blocks its chat and is kept."""

from __future__ import annotations

import base64
import json
import time
from collections.abc import Mapping
from typing import Any

from fsm.data import Place, Where
from fsm.store import scripts as store_scripts
from fsm.store.client import Client
from fsm.store.keys import Keys, Repository, guarded, text
from fsm.store.packing import blob_of

QUARANTINE_TTL = 90 * 24 * 3600
QUARANTINE_SIZE = 20


class Quarantine(Repository):
    """A list per place of game blobs that could not be read, newest first."""

    def __init__(self, redis: Client, keys: Keys) -> None:
        super().__init__(redis, keys)
        self._move = redis.register_script(store_scripts.QUARANTINE)

    async def move_aside(self, place: Place, fields: Mapping[str | None, Any], reason: str) -> bool:
        """Push the unreadable blob to the quarantine list and delete the game if unchanged."""
        blob, rev = blob_of(fields) or b"", fields.get("rev") or b""
        entry: dict[str, Any] = {"reason": reason, "at": time.time(), "rev": text(rev)}
        try:
            entry["blob"] = blob.decode("utf-8")
        except UnicodeDecodeError:
            entry["blob_b64"] = base64.b64encode(blob).decode("ascii")
        keys = [self.keys.game(place), self.keys.quarantine(place)]
        args = [blob, rev, json.dumps(entry), QUARANTINE_SIZE, QUARANTINE_TTL]
        return bool(int(await self._move(keys=keys, args=args)))

    @guarded
    async def put(self, where: Where, rev: int, reason: str) -> bool:
        """Move the live game aside if it is still at `rev` (a reader could not use it)."""
        place = Place.of(where)
        raw = await self.redis.hgetall(self.keys.game(place))
        fields = {text(k): v for k, v in raw.items()}
        if not raw or text(fields.get("rev")) != str(rev):
            return False
        return await self.move_aside(place, fields, reason)

    @guarded
    async def entries(self, where: Where) -> list[dict[str, Any]]:
        """Return quarantine entries (reason, at, rev, blob or blob_b64), newest first."""
        raw = await self.redis.lrange(self.keys.quarantine(where), 0, -1)
        return [json.loads(item) for item in raw]
