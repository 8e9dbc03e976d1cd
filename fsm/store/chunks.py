"""A game document kept in hash fields of at most 64 bytes, so Redis stores the hash compactly.

Redis keeps a small hash as one listpack only while every value is at most
``hash-max-listpack-value`` (64 bytes by default) long; one longer value turns the whole
key into a hashtable, several hundred bytes more per game. The SAVE script therefore
writes the document as ``d0``, ``d1``, … with their count in ``dn``; a document written
whole in ``doc`` (before the split) is still read, and the next save replaces it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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
