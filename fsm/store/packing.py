"""The stored form of a session document: packed rows (versions 3 and 4) in 64-byte hash fields.

A document (`fsm.session.to_doc`) is a JSON object keyed by field names. Stored that way a
six-player game took about 1.9 KB; packed it is a few hundred bytes. A packed document is one
marker byte and a JSON array: every dataclass as the list of its field values in field
order with trailing defaults left off (`engine.codec.to_row`), each event as its type's
number and its values, the dice log as a string of digits and the choice and leave logs
as comma-separated strings; the array is deflated when that is shorter. The marker byte is
the version, with 0x10 set when deflated (3: 0x03/0x13, 4: 0x04/0x14). Version 4's rows have
``remind_at`` and ``timeout_at`` where version 3's have ``deadline`` and ``wake`` (the layout
`V3_LAYOUT`). Versions 1 and 2 were stored as the JSON object itself and load as before.

A byte below 0x20 (no JSON text starts with one) naming a version above `PACKED` is a row a
newer release wrote: `unpack` raises `NewerVersion`, and the store leaves the game alone.

The phase is not a field of `SessionData` (it is read from the data, `fsm.guards.phase_of`),
but the document carries it for archive readers, and a row keeps it in its fourth column, where
version 3 first put it; ``cancelled`` is not a column: unpacked, it is read back from the phase.

The packed blob is kept in hash fields of at most 64 bytes, so Redis stores the hash compactly.
Redis keeps a small hash as one listpack only while every value is at most
``hash-max-listpack-value`` (64 bytes by default) long; one longer value turns the whole
key into a hashtable, several hundred bytes more per game. The SAVE script therefore
writes the document as ``d0``, ``d1``, … with their count in ``dn``; a document written
whole in ``doc`` (before the split) is still read, and the next save replaces it.
"""

from __future__ import annotations

import copy
import json
import zlib
from collections.abc import Mapping
from dataclasses import field, fields, make_dataclass
from typing import Any, Final, get_type_hints

from engine import EVENT_TYPES, Event, GameState, codec
from fsm.data import SessionData

PACKED: Final = 4
"""The newest document version this release packs and reads, the marker byte of its plain form."""
DEFLATED: Final = 0x10 | PACKED
"""The marker byte of a packed document whose JSON array is deflated (raw, no header)."""
V3_PACKED: Final = 3
"""The version packed before `PACKED` (markers 0x03 and 0x13): it loads and is still written."""
PACKED_VERSIONS: Final = frozenset({V3_PACKED, PACKED})
_MARKERS: Final = {
    V3_PACKED: V3_PACKED,
    0x10 | V3_PACKED: V3_PACKED,
    PACKED: PACKED,
    DEFLATED: PACKED,
}
"""The version of each marker byte: 0x10 is set where the row is deflated."""


class NewerVersion(ValueError):
    """A document of a version newer than this release reads: a newer release wrote it."""

    def __init__(self, version: int) -> None:
        self.version = version
        super().__init__(f"document version {version} is newer than {PACKED}, the newest read here")


#: Event types by their number in a packed document; a new type is appended, never inserted.
EVENT_CODES: Final = (
    "TurnStarted",
    "Rolled",
    "Moved",
    "Stayed",
    "ChoiceOffered",
    "Paid",
    "Took",
    "FridayBound",
    "Swapped",
    "RestartAhead",
    "SkipAhead",
    "ExtraRoll",
    "Skipped",
    "Parrot",
    "Died",
    "Left",
    "Won",
    "Shared",
    "NoWinner",
    "FridayLost",
)
PHASE_AT: Final = 3
"""The column of the stored phase in a packed row (after game_id, chat_id and host)."""
_FIELDS: Final = [f.name for f in fields(SessionData) if f.name != "cancelled"]
_NAMES: Final = [*_FIELDS[:PHASE_AT], "phase", *_FIELDS[PHASE_AT:]]
#: Where the logs kept as strings sit in a row: the dice as digits, the others comma-separated.
_DIGITS: Final = _NAMES.index("dice_log")
_JOINED: Final = (_NAMES.index("choice_log"), _NAMES.index("leave_log"))


def _v3_layout() -> type:
    """`SessionData` as version 3 laid out its row: ``deadline`` and ``wake`` for the two times."""
    hints = get_type_hints(SessionData)
    spec: list[tuple[str, Any, Any]] = []
    for f in fields(SessionData):
        if f.name == "remind_at":
            spec.append(("deadline", float | None, field(default=None)))
        elif f.name == "timeout_at":
            spec.append(("wake", str, field(default="timeout")))  # a plain string, no flag type
        else:
            spec.append((f.name, hints[f.name], copy.copy(f)))
    return make_dataclass("SessionDataV3", spec)


V3_LAYOUT: Final = _v3_layout()
"""The fields of a version-3 row (`fsm.session` converts the two times to and from them)."""
_LAYOUTS: Final[dict[int, type]] = {V3_PACKED: V3_LAYOUT, PACKED: SessionData}


def _state_row(plain: dict[str, Any]) -> list[Any]:
    return [plain["v"], *codec.to_row(GameState, plain)]


def _state_plain(row: list[Any]) -> dict[str, Any]:
    plain: dict[str, Any] = codec.from_row(GameState, row[1:])
    return {"v": row[0], **plain}


def _event_row(plain: dict[str, Any]) -> list[Any]:
    return [EVENT_CODES.index(plain["type"]), *codec.to_row(EVENT_TYPES[plain["type"]], plain)]


def _event_plain(row: list[Any]) -> dict[str, Any]:
    name = EVENT_CODES[row[0]]
    plain: dict[str, Any] = codec.from_row(EVENT_TYPES[name], row[1:])
    return {"type": name, **plain}


_HOOKS: Final[codec.Hooks] = {
    GameState: (_state_row, _state_plain),
    Event: (_event_row, _event_plain),
}


def pack(doc: dict[str, Any]) -> bytes:
    """A version-3 or version-4 document (`to_doc` output) in its packed stored form."""
    version = doc.get("v")
    if type(version) is not int or version not in _LAYOUTS:
        raise ValueError(f"only versions {sorted(_LAYOUTS)} are packed, not {version!r}")
    row = codec.to_row(_LAYOUTS[version], {**doc, "cancelled": False}, _HOOKS)  # False: left off
    row.insert(PHASE_AT, doc["phase"])
    if len(row) == PHASE_AT + 1 and row[PHASE_AT] == "lobby":
        row.pop()  # a trailing default like any other
    if len(row) > _DIGITS:
        row[_DIGITS] = "".join(map(str, row[_DIGITS]))
    for at in _JOINED:
        if len(row) > at:
            row[at] = ",".join(row[at])
    text = json.dumps(row, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()
    deflater = zlib.compressobj(9, zlib.DEFLATED, -15)
    deflated = deflater.compress(text) + deflater.flush()
    if len(deflated) < len(text):
        return bytes((0x10 | version,)) + deflated
    return bytes((version,)) + text


def unpack(blob: bytes | str) -> Any:
    """The document stored as `blob`: packed (versions 3, 4) or a JSON object (versions 1, 2).

    Raises `NewerVersion` for a row of a newer release, ValueError (or TypeError, KeyError,
    IndexError, zlib.error) on damaged data.
    """
    raw = blob.encode() if isinstance(blob, str) else bytes(blob)
    if raw and raw[0] < 0x20 and raw[0] & 0x0F > PACKED:  # 0x10 set or not: deflated
        raise NewerVersion(raw[0] & 0x0F)
    if not raw or raw[0] not in _MARKERS:
        return json.loads(raw)
    version = _MARKERS[raw[0]]
    text = zlib.decompress(raw[1:], -15) if raw[0] & 0x10 else raw[1:]
    row = json.loads(text)
    if not isinstance(row, list):
        raise ValueError(f"a packed document is a list, not {type(row).__name__}")
    if len(row) > _DIGITS:
        row[_DIGITS] = [int(d) for d in row[_DIGITS]]
    for at in _JOINED:
        if len(row) > at:
            row[at] = row[at].split(",") if row[at] else []
    phase = row.pop(PHASE_AT) if len(row) > PHASE_AT else "lobby"
    plain: dict[str, Any] = codec.from_row(_LAYOUTS[version], row, _HOOKS)
    del plain["cancelled"]  # `fsm.session.from_doc` reads it from the phase
    return {"v": version, **plain, "phase": phase}


CHUNK = 64
"""Bytes per document field: Redis's default ``hash-max-listpack-value``."""

# Lua for the scripts that read the document back: the whole blob of KEYS[1].
READ_BLOB = """
local function read_blob(key)
  local whole = redis.call('HGET', key, 'doc')
  if whole then
    return whole
  end
  local parts = {}
  for i = 0, (tonumber(redis.call('HGET', key, 'dn')) or 0) - 1 do
    parts[#parts + 1] = redis.call('HGET', key, 'd' .. i) or ''
  end
  return table.concat(parts)
end
"""

# Lua for SAVE: write `blob` as chunk fields, drop the chunks and the whole field it replaces.
WRITE_BLOB = """
local function write_blob(key, blob)
  local old = tonumber(redis.call('HGET', key, 'dn')) or 0
  local n = math.ceil(#blob / CHUNK)
  local fields = {'dn', n}
  for i = 0, n - 1 do
    fields[#fields + 1] = 'd' .. i
    fields[#fields + 1] = string.sub(blob, i * CHUNK + 1, (i + 1) * CHUNK)
  end
  redis.call('HSET', key, unpack(fields))
  for i = n, old - 1 do
    redis.call('HDEL', key, 'd' .. i)
  end
  redis.call('HDEL', key, 'doc')
end
""".replace("CHUNK", str(CHUNK))


def blob_of(fields: Mapping[Any, Any]) -> bytes | None:
    """The document's bytes from a game hash as HGETALL returns it (None if it has none)."""
    named = {k.decode() if isinstance(k, bytes) else str(k): v for k, v in fields.items()}
    if named.get("doc") is not None:
        return _bytes(named["doc"])
    try:
        count = int(named["dn"])
    except (KeyError, TypeError, ValueError):
        return None
    return b"".join(_bytes(named.get(f"d{i}") or b"") for i in range(count))


def _bytes(value: Any) -> bytes:
    """A field's value as bytes (clients set to decode responses give str)."""
    return value.encode() if isinstance(value, str) else bytes(value)
