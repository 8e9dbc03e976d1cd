"""Finished games, per place, newest first (written by `Games.finish` in its atomic step)."""

from __future__ import annotations

import zlib
from typing import Any

from fsm.packing import unpack
from fsm.place import Where
from fsm.store_keys import Repository, guarded

HISTORY_TTL = 90 * 24 * 3600
HISTORY_SIZE = 20


class History(Repository):
    """Reads the list of finished game documents of a place."""

    @guarded
    async def recent(self, where: Where, limit: int = HISTORY_SIZE) -> list[dict[str, Any]]:
        """Return up to `limit` finished game documents of the place, newest first."""
        if limit <= 0:
            return []
        out: list[dict[str, Any]] = []
        for item in await self.redis.lrange(self.keys.history(where), 0, limit - 1):
            try:
                doc = unpack(item)
            except (TypeError, ValueError, KeyError, IndexError, zlib.error):
                continue
            if isinstance(doc, dict):
                out.append(doc)
        return out
