"""A chat's Telegram traffic as the bot keeps it: what it sent at a place, the updates it handled.

What it sent: a game's message ids, and the picture last uploaded there.

The bot's record of a game's Telegram messages is kept per place, beside (not in) the session. A
hash ``<prefix>:{<chat>}:messages`` (``…:t<topic>:messages`` in a forum topic) with the game id
it belongs to, the live message's id (``live``), whether it is a photo (``photo``), the
reminder's id (``reminder``), a picture game's key of symbols (``key``), the phone lines of
replies posted under the live message since (``below``: many push it out of sight), the
questions still open under a /leave or /cancel (``q:<asker>``: a leave's by its asker's id, a
cancel's ``q:cancel``) and the messages telling a person a swap sent them back (``s:<seat>``).
Ids kept for another game are not this game's: a new game at the place starts with none. The
game's load reads it in the same round trip.

The picture is kept by scene fingerprint: the same board is not sent twice.

A hash ``<prefix>:{<chat>}:pictures`` (``…:t<topic>:pictures`` in a forum topic) holding one
field, the fingerprint of the last picture uploaded there, whose value is its file_id. It
costs a tap no round trip of its own: the game's load reads it (`queue_read`), and a file_id
learnt from Telegram waits in this process (`remember`) until the place's next load writes it
in the same round trip (`queue_write`). A file_id not written (the process stopped, the next
tap went to another replica) only means one more upload.

The updates it handled: `fsm.store.updates`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from fsm.data import Place, Where
from fsm.store.client import Client
from fsm.store.index import AnyPipeline
from fsm.store.keys import Keys, Repository, guarded, text

MESSAGES_TTL = 14 * 24 * 3600  # as long as an idle game is kept
QUESTION = "q:"  # the field of a question still open: q:<asker's id> or q:cancel
SWAP = "s:"  # the field of a swap's message to the person it sent back: s:<their seat>

# KEYS: the place's hash.  ARGV: game id, ttl, then field/value pairs ('' = remove the field).
# Ids of another game are dropped first, so no field of an old game survives into a new one.
KEEP = """
if redis.call('HGET', KEYS[1], 'game') ~= ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'game', ARGV[1])
end
for i = 3, #ARGV, 2 do
  if ARGV[i + 1] == '' then
    redis.call('HDEL', KEYS[1], ARGV[i])
  else
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  end
end
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1
"""

# KEYS: the place's hash.  ARGV: lines.  Counted under a live message only.
PUSHED_DOWN = """
if redis.call('HEXISTS', KEYS[1], 'live') == 0 then return 0 end
return redis.call('HINCRBY', KEYS[1], 'below', ARGV[1])
"""


@dataclass(slots=True)
class Messages:
    """A game's messages: the live one (text or photo), the reminder and the key, if any."""

    live: int | None = None
    photo: bool = False
    reminder: int | None = None
    picture: tuple[str, str] | None = None  # the place's last upload: (scene fingerprint, file_id)
    key: int | None = None  # a picture game's key of the board's symbols
    questions: dict[str, int] = field(default_factory=dict)  # open /leave, /cancel questions
    swaps: dict[int, int] = field(default_factory=dict)  # a swap's message, by the seat sent back
    below: int = 0  # phone lines of replies posted under the live message since it was posted


def _int(value: Any) -> int | None:
    """An id from a hash field or an old document, if it is one."""
    try:
        return None if value in (None, "", b"") else int(value)
    except (TypeError, ValueError):
        return None


def _ids_under(fields: Mapping[str | None, str | None], prefix: str) -> dict[str, int]:
    """The message ids kept in the fields named `prefix` and a key (`q:cancel`), by that key."""
    return {
        name.removeprefix(prefix): found
        for name, value in fields.items()
        if name and name.startswith(prefix) and (found := _int(value)) is not None
    }


def parse(raw: Mapping[Any, Any], game_id: str) -> Messages | None:
    """The messages in a hash reply if they belong to `game_id`, else None."""
    fields = {text(k): text(v) for k, v in raw.items()}
    if fields.get("game") != game_id:
        return None
    live, reminder = _int(fields.get("live")), _int(fields.get("reminder"))
    swaps = {
        seat: found
        for name, found in _ids_under(fields, SWAP).items()
        if (seat := _int(name)) is not None
    }
    return Messages(
        live,
        fields.get("photo") == "1",
        reminder,
        key=_int(fields.get("key")),
        questions=_ids_under(fields, QUESTION),
        swaps=swaps,
        below=_int(fields.get("below")) or 0,
    )


def from_old_doc(doc: Mapping[str, Any]) -> Messages | None:
    """The ids a session document kept itself before they moved here (None if it had none)."""
    if not any(doc.get(k) is not None for k in ("message_id", "reminder_id")):
        return None
    return Messages(
        _int(doc.get("message_id")), bool(doc.get("message_photo")), _int(doc.get("reminder_id"))
    )


class MessageIds(Repository):
    """Reads and keeps the message ids of the game at a place."""

    def __init__(self, redis: Client, keys: Keys, pictures: PictureIds | None = None) -> None:
        super().__init__(redis, keys)
        self._keep = redis.register_script(KEEP)
        self._pushed_down = redis.register_script(PUSHED_DOWN)
        self.pictures = pictures

    def key(self, where: Where) -> str:
        """The place's hash (in the chat's slot, next to its game)."""
        return self.keys.place(where, "messages")

    def queue_read(self, pipe: AnyPipeline, where: Where) -> None:
        """Queue reading the place's hash on `pipe` (the game's load)."""
        pipe.hgetall(self.key(where))

    @guarded
    async def get(self, where: Where, game_id: str) -> Messages:
        """The game's messages (none known: all None), with the place's last picture."""
        async with self.redis.pipeline(transaction=False) as pipe:
            if self.pictures is not None:
                self.pictures.queue_write(pipe, where)
                self.pictures.queue_read(pipe, where)
            pipe.hgetall(self.key(where))
            *pictures, raw = await pipe.execute()
        found = parse(raw, game_id) or Messages()
        found.picture = parse_picture(pictures[-1]) if pictures else None
        return found

    @guarded
    async def keep(self, where: Where, game_id: str, **ids: int | bool | None) -> None:
        """Remember some of the game's ids: `live`, `photo`, `reminder`, `key`; `below` (None
        forgets one)."""
        args: list[Any] = [game_id, MESSAGES_TTL]
        for name, value in ids.items():
            if name not in ("live", "photo", "reminder", "key", "below"):
                raise ValueError(f"not a message field: {name}")
            args += [name, "" if value is None else str(int(value))]
        await self._keep(keys=[self.key(Place.of(where))], args=args)

    @guarded
    async def pushed_down(self, where: Where, lines: int) -> int:
        """Count `lines` of a reply posted under the place's live message, if it has one; the
        lines under it now."""
        return int(await self._pushed_down(keys=[self.key(Place.of(where))], args=[lines]))

    @guarded
    async def keep_question(
        self, where: Where, game_id: str, asker: str, message_id: int | None
    ) -> None:
        """Remember the question `asker` was asked, still open under its command (None: it
        is answered)."""
        await self._keep_field(where, game_id, QUESTION + asker, message_id)

    @guarded
    async def keep_swap(
        self, where: Where, game_id: str, seat: int, message_id: int | None
    ) -> None:
        """Remember the message telling `seat` a swap sent them back (None: it is gone)."""
        await self._keep_field(where, game_id, f"{SWAP}{seat}", message_id)

    async def _keep_field(
        self, where: Where, game_id: str, name: str, message_id: int | None
    ) -> None:
        """Keep one field of the game's hash (None removes it)."""
        value = "" if message_id is None else str(message_id)
        await self._keep(
            keys=[self.key(Place.of(where))], args=[game_id, MESSAGES_TTL, name, value]
        )

    async def put(self, where: Where, game_id: str, messages: Messages) -> None:
        """Remember all of the game's ids at once (an old document's, moving here)."""
        await self.keep(
            where, game_id, live=messages.live, photo=messages.photo, reminder=messages.reminder
        )


PICTURE_RETENTION = 2 * 24 * 3600  # a game's pictures are worth little after it is over


def parse_picture(raw: Mapping[Any, Any]) -> tuple[str, str] | None:
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
