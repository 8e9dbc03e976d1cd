"""Redis store for game sessions: compare-and-set saves, history, quarantine and deadlines.

A live game is the hash ``<prefix>:{<chat>}:game`` (``…:t<topic>:game`` in a forum topic,
see `fsm.store_keys`) with fields ``rev`` (int), ``doc``
(the JSON document), ``deadline`` (unix time, optional) and ``wid`` (id of the last write,
so a client retry after a lost reply is recognised as already applied). Revisions come
from ``…:seq``, which outlives the game, so a new game in a chat never reuses an old
revision and a stale writer cannot win against it (no ABA).

Deadline index: ``<prefix>:deadlines`` (member = the place, ``<chat>`` or
``<chat>:t<topic>``, score = unix time) lives in
another Cluster slot, so it is written in the same pipeline as the CAS script, not inside
it. It is an index, not the source of truth: the game hash (and the doc) carry the real
deadline. A stale entry only causes a harmless wake-up: the worker claims it, loads the
game and finds nothing due. A writer that lost its CAS may have clobbered the winner's
entry, so after a conflict the store rewrites the entry from the game hash.
"""

from __future__ import annotations

import base64
import json
import time
import uuid
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, cast

from redis.asyncio import Redis
from redis.asyncio.client import Pipeline
from redis.commands.core import AsyncScript
from redis.exceptions import NoScriptError

from fsm import store_scripts
from fsm.exceptions import Conflict, Duplicate, GameQuarantined
from fsm.packing import PACKED, pack, unpack
from fsm.place import Place, Where
from fsm.store_keys import Keys, ScoredRows, guarded, text
from fsm.store_migrate import ChatMover
from fsm.store_pictures import PictureIds
from fsm.store_reveals import RevealLog
from fsm.store_stats import PlayerResult, ProfileStore, Stats
from fsm.store_updates import UpdateLog, mark_args

__all__ = ["GameStore", "PlayerResult", "Stats", "Stored"]

HISTORY_TTL = 90 * 24 * 3600
QUARANTINE_TTL = 90 * 24 * 3600
QUARANTINE_SIZE = 20
_LOAD_ATTEMPTS = 3


@dataclass(frozen=True)
class Stored:
    """A loaded game document with its revision (and the deadline it was saved with)."""

    doc: dict[str, Any]
    rev: int
    deadline: float | None = None


def _result(reply: Any) -> tuple[int, int | None]:
    """Decode a script's ``{status, rev}`` reply."""
    status, rev = reply[0], reply[1] if len(reply) > 1 else None
    return int(status), None if rev is None else int(rev)


class GameStore(ProfileStore):
    """Game sessions, finished-game history, deadlines, statistics and preferences."""

    def __init__(
        self,
        redis: Redis,
        *,
        prefix: str = "robinson",
        idle_ttl: int = 14 * 24 * 3600,
        history_size: int = 20,
        supported_versions: frozenset[int] = frozenset({1, 2, PACKED}),
    ) -> None:
        super().__init__(redis, Keys(prefix))
        self.updates = UpdateLog(redis, self.keys)
        self.reveals = RevealLog(redis, self.keys)
        self.mover = ChatMover(redis, self.keys)
        self.pictures = PictureIds(redis, self.keys)
        self.idle_ttl = idle_ttl
        self.history_size = history_size
        self.supported_versions = supported_versions
        self._save = redis.register_script(store_scripts.SAVE)
        self._end = redis.register_script(store_scripts.END)
        self._quarantine = redis.register_script(store_scripts.QUARANTINE)
        self._rescore = redis.register_script(store_scripts.RESCORE)

    # -- documents ---------------------------------------------------------------------

    def _encode(self, doc: Mapping[str, Any]) -> str | bytes:
        """Serialise `doc` (packed from version 3 on), refusing what this store could not read."""
        v = doc.get("v")
        if type(v) is not int or v not in self.supported_versions:
            raise ValueError(f"document version {v!r} not in {sorted(self.supported_versions)}")
        if v == PACKED:
            return pack(dict(doc))
        return json.dumps(doc, ensure_ascii=False, separators=(",", ":"), allow_nan=False)

    def _decode(self, fields: Mapping[str | None, Any]) -> Stored | str:
        """Return the stored game, or the reason it cannot be read."""
        try:
            rev = int(fields["rev"])
        except (KeyError, TypeError, ValueError):
            return "missing or invalid rev"
        if "doc" not in fields:
            return "missing doc"
        try:
            doc = unpack(fields["doc"])
        except (TypeError, ValueError, KeyError, IndexError, zlib.error) as exc:
            return f"corrupt document ({type(exc).__name__}): {exc}"  # UnicodeDecodeError too
        if not isinstance(doc, dict):
            return f"document is a {type(doc).__name__}, not an object"
        v = doc.get("v")
        if type(v) is not int or v not in self.supported_versions:
            return f"unsupported version {v!r}"
        try:
            deadline = float(fields["deadline"]) if fields.get("deadline") else None
        except (TypeError, ValueError):
            deadline = None
        return Stored(doc, rev, deadline)

    @guarded
    async def load(self, where: Where) -> Stored | None:
        """Read the live game in one round trip; quarantine it if it cannot be read."""
        place = Place.of(where)
        reason = ""
        for _ in range(_LOAD_ATTEMPTS):
            raw = await self.redis.hgetall(self.keys.game(place))
            if not raw:
                return None
            fields = {text(k): v for k, v in raw.items()}
            decoded = self._decode(fields)
            if isinstance(decoded, Stored):
                return decoded
            reason = decoded
            if await self._move_aside(place, fields, reason):
                raise GameQuarantined(place.chat_id, reason)
        raise GameQuarantined(place.chat_id, f"{reason} (not moved aside: it kept changing)")

    @guarded
    async def places(self, chat_id: int) -> list[Place]:
        """The places of the chat's live games: the chat itself, then its forum topics."""
        found = [Place(chat_id)] if await self.redis.exists(self.keys.game(chat_id)) else []
        prefix = self.keys.chat(chat_id, "t")
        topics: set[int] = set()
        async for key in self.redis.scan_iter(match=self.keys.games(chat_id), count=500):
            name = text(key) or ""
            topic = name[len(prefix) :].partition(":")[0]
            if topic.lstrip("-").isdigit():
                topics.add(int(topic))
        return found + [Place(chat_id, topic) for topic in sorted(topics)]

    async def _move_aside(
        self, place: Place, fields: Mapping[str | None, Any], reason: str
    ) -> bool:
        """Push the unreadable blob to the quarantine list and delete the game if unchanged."""
        doc, rev = fields.get("doc") or b"", fields.get("rev") or b""
        blob = doc.encode() if isinstance(doc, str) else bytes(doc)
        entry: dict[str, Any] = {"reason": reason, "at": time.time(), "rev": text(rev)}
        try:
            entry["blob"] = blob.decode("utf-8")
        except UnicodeDecodeError:
            entry["blob_b64"] = base64.b64encode(blob).decode("ascii")
        keys = [self.keys.game(place), self.keys.quarantine(place)]
        args = [doc, rev, json.dumps(entry), QUARANTINE_SIZE, QUARANTINE_TTL]
        return bool(int(await self._quarantine(keys=keys, args=args)))

    @guarded
    async def quarantine(self, where: Where, rev: int, reason: str) -> bool:
        """Move the live game aside if it is still at `rev` (a reader could not use it)."""
        place = Place.of(where)
        raw = await self.redis.hgetall(self.keys.game(place))
        fields = {text(k): v for k, v in raw.items()}
        if not raw or text(fields.get("rev")) != str(rev):
            return False
        return await self._move_aside(place, fields, reason)

    @guarded
    async def quarantined(self, where: Where) -> list[dict[str, Any]]:
        """Return quarantine entries (reason, at, rev, blob or blob_b64), newest first."""
        raw = await self.redis.lrange(self.keys.quarantine(where), 0, -1)
        return [json.loads(item) for item in raw]

    @guarded
    async def save(
        self,
        where: Where,
        doc: Mapping[str, Any],
        *,
        expected_rev: int | None,
        deadline: float | None = None,
        update: str | None = None,
    ) -> int:
        """Write `doc` if the stored rev equals `expected_rev` (None: create); return the new rev.

        The deadline index is updated in the same round trip. Raises `Conflict` if lost. With
        `update`, the update is marked handled in the same step, and `Duplicate` is raised if
        it was handled before.
        """
        k, place = self.keys, Place.of(where)
        args = [
            "" if expected_rev is None else str(expected_rev),
            self._encode(doc),
            self.idle_ttl,
            "" if deadline is None else repr(float(deadline)),
            uuid.uuid4().hex,
            *mark_args(update),
        ]
        keys = [k.game(place), k.seq(place), self.updates.key(place.chat_id)]
        reply = await self._cas(self._save, keys, args, lambda p: self._index(p, place, deadline))
        status, rev = _result(reply)
        if status == 3:
            raise Duplicate(place.chat_id, update or "")
        if status == 0:
            await self._repair_index(place)
            raise Conflict(place.chat_id, expected_rev, rev)
        assert rev is not None
        return rev

    @guarded
    async def finish(
        self,
        where: Where,
        doc: Mapping[str, Any],
        *,
        expected_rev: int,
        update: str | None = None,
    ) -> None:
        """Atomically end the game: delete it, push `doc` onto the history, drop the deadline."""
        await self._end_game(Place.of(where), self._encode(doc), expected_rev, update)

    @guarded
    async def delete(self, where: Where, *, expected_rev: int) -> None:
        """Atomically remove a cancelled game (no history entry) and its deadline."""
        await self._end_game(Place.of(where), "", expected_rev, None)

    async def _end_game(
        self, place: Place, blob: str | bytes, expected_rev: int, update: str | None
    ) -> None:
        """Run the END script (CAS, update mark) together with the deadline removal."""
        k = self.keys
        keys = [k.game(place), k.seq(place), k.history(place), k.ended(place)]
        keys.append(self.updates.key(place.chat_id))
        args = [
            str(expected_rev),
            blob,
            self.history_size,
            HISTORY_TTL,
            self.idle_ttl,
            uuid.uuid4().hex,
            *mark_args(update),
        ]
        reply = await self._cas(self._end, keys, args, lambda p: self._index(p, place, None))
        status, rev = _result(reply)
        if status == 3:
            raise Duplicate(place.chat_id, update or "")
        if status == 0:
            await self._repair_index(place)
            raise Conflict(place.chat_id, expected_rev, rev)

    @guarded
    async def history(self, where: Where, limit: int = 20) -> list[dict[str, Any]]:
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

    async def _cas(
        self,
        script: AsyncScript,
        keys: list[str],
        args: list[Any],
        index: Callable[[Pipeline], None],
    ) -> Any:
        """EVALSHA `script` and the index update in one pipeline; load the script if needed."""
        for _ in range(2):
            async with self.redis.pipeline(transaction=False) as pipe:
                pipe.evalsha(script.sha, len(keys), *keys, *args)
                index(pipe)
                reply, indexed = await pipe.execute(raise_on_error=False)
            if isinstance(reply, NoScriptError):
                script.sha = await self.redis.script_load(script.script)
                continue
            for item in (reply, indexed):
                if isinstance(item, Exception):
                    raise item
            return reply
        raise NoScriptError("script could not be loaded")

    # -- deadlines ---------------------------------------------------------------------

    def _index(self, pipe: Pipeline, place: Place, deadline: float | None) -> None:
        """Queue the deadline index update on `pipe`."""
        if deadline is None:
            pipe.zrem(self.keys.deadlines, place.member())
        else:
            pipe.zadd(self.keys.deadlines, {place.member(): float(deadline)})

    async def _repair_index(self, place: Place) -> None:
        """Rewrite the index entry from the game hash after a lost CAS (best effort)."""
        await self.schedule(place, await self._stored_deadline(place))

    async def _stored_deadline(self, place: Place) -> float | None:
        """Return the deadline field of the live game, if any."""
        raw = text(await self.redis.hget(self.keys.game(place), "deadline"))
        try:
            return float(raw) if raw else None
        except ValueError:
            return None

    @guarded
    async def schedule(self, where: Where, deadline: float | None) -> None:
        """Set (or with None remove) the place's deadline index entry directly."""
        async with self.redis.pipeline(transaction=False) as pipe:
            self._index(pipe, Place.of(where), deadline)
            await pipe.execute()

    @guarded
    async def due(self, now: float, limit: int = 100) -> list[tuple[Place, float]]:
        """Return up to `limit` (place, deadline) pairs with deadline ≤ `now`, oldest first.

        Entries written before forum topics (a bare chat id) read as the chat's place.
        """
        rows = cast(
            ScoredRows,
            await self.redis.zrangebyscore(
                self.keys.deadlines, "-inf", now, start=0, num=limit, withscores=True
            ),
        )
        out: list[tuple[Place, float]] = []
        for member, score in rows:
            try:
                out.append((Place.parse(text(member) or ""), float(score)))
            except ValueError:
                continue
        return out

    @guarded
    async def claim(self, where: Where, score: float, until: float) -> bool:
        """Lease the due entry until `until` if it still has `score`; one claimant gets True.

        The entry stays in the index: if the claimant fails before its save replaces it,
        the deadline comes due again when the lease runs out.
        """
        return await self._move_entry(Place.of(where), score, until)

    @guarded
    async def release(self, where: Where, lease: float, deadline: float | None = None) -> bool:
        """Replace a claimed entry still at `lease` by `deadline` (None: remove it)."""
        return await self._move_entry(Place.of(where), lease, deadline)

    async def _move_entry(self, place: Place, score: float, new: float | None) -> bool:
        """Run RESCORE: move the place's entry from `score` to `new` if it is still at `score`."""
        args = [place.member(), repr(float(score)), "" if new is None else repr(float(new))]
        return bool(int(await self._rescore(keys=[self.keys.deadlines], args=args)))
