"""The live games: one hash per place, written by compare-and-set.

A live game is the hash ``<prefix>:{<chat>}:game`` (``…:t<topic>:game`` in a forum topic,
see `fsm.store.keys`) with fields ``rev`` (int), the document (`fsm.store.packing`) in fields
``d0``, ``d1``, … of at most 64 bytes with their count ``dn`` (`fsm.store.packing`), ``deadline``
(unix time, optional) and ``wid`` (id of the last write, so a client retry after a lost
reply is recognised as already applied). Revisions come from ``…:seq``, which outlives the
game, so a new game in a chat never reuses an old revision and a stale writer cannot win
against it (no ABA). A save writes the deadline index (`fsm.store.index`) in the same
pipeline, and marks the Telegram update it applies as handled inside its script.
"""

from __future__ import annotations

import json
import time
import uuid
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from redis.commands.core import AsyncScript
from redis.exceptions import NoScriptError

from fsm.data import DOC_VERSIONS, Place, Where
from fsm.exceptions import Conflict, Duplicate, GameQuarantined, NewerGame
from fsm.store import scripts as store_scripts
from fsm.store.client import Client
from fsm.store.history import HISTORY_SIZE, HISTORY_TTL
from fsm.store.index import AnyPipeline, Deadlines, Nudge, Nudges
from fsm.store.keys import Keys, guarded, text
from fsm.store.messages import (
    MessageIds,
    Messages,
    PictureIds,
    from_old_doc,
    parse,
    parse_picture,
)
from fsm.store.packing import PACKED_VERSIONS, NewerVersion, blob_of, pack, unpack
from fsm.store.quarantine import Quarantine
from fsm.store.updates import SEEN_RETENTION

__all__ = ["Games", "Stored"]

IDLE_TTL = 14 * 24 * 3600
_LOAD_ATTEMPTS = 3


@dataclass(frozen=True)
class Stored:
    """A loaded game document with its revision (and the deadline it was saved with)."""

    doc: dict[str, Any]
    rev: int
    deadline: float | None = None
    messages: Messages = field(default_factory=Messages)  # the bot's, read in the same trip
    old_messages: bool = False  # the ids came from the document itself (saved before they moved)


def _result(reply: Any) -> tuple[int, int | None]:
    """Decode a script's ``{status, rev}`` reply."""
    status, rev = reply[0], reply[1] if len(reply) > 1 else None
    return int(status), None if rev is None else int(rev)


def mark_args(update: str | None) -> list[Any]:
    """The SAVE/END script arguments that mark `update` handled with the write ('' for none)."""
    return ["" if update is None else update, repr(time.time()), SEEN_RETENTION]


class Games:
    """Loads, saves, finishes and deletes the live game of a place."""

    def __init__(
        self,
        redis: Client,
        keys: Keys,
        *,
        deadlines: Deadlines,
        quarantine: Quarantine,
        messages: MessageIds,
        nudges: Nudges | None = None,
        pictures: PictureIds | None = None,
        idle_ttl: int = IDLE_TTL,
        history_size: int = HISTORY_SIZE,
        supported_versions: frozenset[int] = DOC_VERSIONS,
    ) -> None:
        self.redis = redis
        self.keys = keys
        self.deadlines = deadlines
        self.quarantine = quarantine
        self.messages = messages
        self.nudges = nudges
        self.pictures = pictures
        self.idle_ttl = idle_ttl
        self.history_size = history_size
        self.supported_versions = supported_versions
        self._save = redis.register_script(store_scripts.SAVE)
        self._end = redis.register_script(store_scripts.END)

    def _encode(self, doc: Mapping[str, Any]) -> str | bytes:
        """Serialise `doc` (versions 3 and 4 packed), refusing what this store could not read."""
        v = doc.get("v")
        if type(v) is not int or v not in self.supported_versions:
            raise ValueError(f"document version {v!r} not in {sorted(self.supported_versions)}")
        if v in PACKED_VERSIONS:
            return pack(dict(doc))
        return json.dumps(doc, ensure_ascii=False, separators=(",", ":"), allow_nan=False)

    def _decode(self, fields: Mapping[str | None, Any], ids: Mapping[Any, Any]) -> Stored | str:
        """Return the stored game, or the reason it cannot be read."""
        try:
            rev = int(fields["rev"])
        except (KeyError, TypeError, ValueError):
            return "missing or invalid rev"
        blob = blob_of(fields)
        if blob is None:
            return "missing doc"
        try:
            doc = unpack(blob)
        except NewerVersion:
            raise
        except (TypeError, ValueError, KeyError, IndexError, zlib.error) as exc:
            return f"corrupt document ({type(exc).__name__}): {exc}"  # UnicodeDecodeError too
        if not isinstance(doc, dict):
            return f"document is a {type(doc).__name__}, not an object"
        v = doc.get("v")
        if type(v) is int and v > max(self.supported_versions):
            raise NewerVersion(v)
        if type(v) is not int or v not in self.supported_versions:
            return f"unsupported version {v!r}"
        try:
            deadline = float(fields["deadline"]) if fields.get("deadline") else None
        except (TypeError, ValueError):
            deadline = None
        found = parse(ids, str(doc.get("game_id")))
        old = from_old_doc(doc) if found is None else None
        return Stored(doc, rev, deadline, found or old or Messages(), old is not None)

    @guarded
    async def load(self, where: Where) -> Stored | None:
        """Read the live game, its messages and its last picture in one round trip (writing a
        picture's file_id learnt since); quarantine the game if unreadable, raise `NewerGame`
        (leaving it untouched) if a newer release wrote it."""
        place = Place.of(where)
        reason = ""
        for _ in range(_LOAD_ATTEMPTS):
            async with self.redis.pipeline(transaction=False) as pipe:
                if self.pictures is not None:  # a file_id learnt since, and the last one
                    self.pictures.queue_write(pipe, place)
                    self.pictures.queue_read(pipe, place)
                pipe.hgetall(self.keys.game(place))
                self.messages.queue_read(pipe, place)
                *pictures, raw, ids = await pipe.execute()
            if not raw:
                return None
            fields = {text(k): v for k, v in raw.items()}
            try:
                decoded = self._decode(fields, ids)
            except NewerVersion as newer:  # left as it is for the release that wrote it
                raise NewerGame(place.chat_id, newer.version) from None
            if isinstance(decoded, Stored):
                decoded.messages.picture = parse_picture(pictures[-1]) if pictures else None
                return decoded
            reason = decoded
            if await self.quarantine.move_aside(place, fields, reason):
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

    @guarded
    async def save(
        self,
        where: Where,
        doc: Mapping[str, Any],
        *,
        expected_rev: int | None,
        deadline: float | None = None,
        update: str | None = None,
        nudge: tuple[Nudge, float] | None = None,
    ) -> int:
        """Write `doc` if the stored rev equals `expected_rev` (None: create); return the new rev.

        The deadline index (and `nudge`: a nudge and when) is updated in the same round trip.
        Raises `Conflict` if lost. With `update`, the update is marked handled in the same
        step, and `Duplicate` is raised if it was handled before.
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
        keys = [k.game(place), k.seq(place), k.updates(place.chat_id)]
        index = self._index(place, deadline, nudge)
        status, rev = _result(await self._cas(self._save, keys, args, index))
        if status == 3:
            raise Duplicate(place.chat_id, update or "")
        if status == 0:
            await self.deadlines.repair(place)
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
    async def delete(self, where: Where, *, expected_rev: int, update: str | None = None) -> None:
        """Atomically remove a lobby cancelled before its start (no history entry: nothing was
        played) and its deadline; `update` marked handled in the same step."""
        await self._end_game(Place.of(where), "", expected_rev, update)

    async def _end_game(
        self, place: Place, blob: str | bytes, expected_rev: int, update: str | None
    ) -> None:
        """Run the END script (CAS, update mark) together with the deadline removal."""
        k = self.keys
        keys = [k.game(place), k.seq(place), k.history(place), k.ended(place)]
        keys.append(k.updates(place.chat_id))
        args = [
            str(expected_rev),
            blob,
            self.history_size,
            HISTORY_TTL,
            self.idle_ttl,
            uuid.uuid4().hex,
            *mark_args(update),
        ]
        reply = await self._cas(self._end, keys, args, self._index(place, None))
        status, rev = _result(reply)
        if status == 3:
            raise Duplicate(place.chat_id, update or "")
        if status == 0:
            await self.deadlines.repair(place)
            raise Conflict(place.chat_id, expected_rev, rev)

    def _index(
        self, place: Place, deadline: float | None, nudge: tuple[Nudge, float] | None = None
    ) -> Callable[[AnyPipeline], None]:
        """What queues the place's deadline index entry (and a nudge) on the save's pipeline."""

        def index(pipe: AnyPipeline) -> None:
            self.deadlines.put(pipe, place, deadline)
            if nudge is not None and self.nudges is not None:
                self.nudges.queue(pipe, *nudge)

        return index

    async def _cas(
        self,
        script: AsyncScript,
        keys: list[str],
        args: list[Any],
        index: Callable[[AnyPipeline], None],
    ) -> Any:
        """EVALSHA `script` and the index update in one pipeline; load the script if needed."""
        for _ in range(2):
            async with self.redis.pipeline(transaction=False) as pipe:
                # by name: the cluster pipeline refuses .evalsha(), yet routes EVALSHA by its keys
                pipe.execute_command("EVALSHA", script.sha, len(keys), *keys, *args)
                index(pipe)
                reply, *indexed = await pipe.execute(raise_on_error=False)
            if isinstance(reply, NoScriptError):
                script.sha = await self.redis.script_load(script.script)
                continue
            for item in (reply, *indexed):
                if isinstance(item, Exception):
                    raise item
            return reply
        raise NoScriptError("script could not be loaded")
