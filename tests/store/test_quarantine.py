"""Tests that unreadable games are moved aside instead of crashing or being overwritten."""

from __future__ import annotations

import base64

import pytest
from redis.asyncio import Redis

from fsm.exceptions import GameQuarantined
from fsm.store.stores import Stores
from tests.store.helpers import game

KEY = "robinson:{21}:game"


async def test_corrupt_json_is_quarantined(store: Stores, redis: Redis) -> None:
    """Corrupt JSON raises GameQuarantined, keeps the blob aside and frees the chat."""
    await redis.hset(KEY, mapping={"rev": 4, "doc": '{"v": 1, "turn":'})
    with pytest.raises(GameQuarantined) as info:
        await store.games.load(21)
    assert info.value.chat_id == 21 and "JSON" in info.value.reason
    assert await redis.exists(KEY) == 0
    [entry] = await store.quarantine.entries(21)
    assert entry["blob"] == '{"v": 1, "turn":'
    assert entry["rev"] == "4" and "JSON" in entry["reason"] and entry["at"] > 0
    assert await store.games.load(21) is None
    assert await store.games.save(21, game(), expected_rev=None) >= 1


async def test_unknown_version_is_quarantined(store: Stores, redis: Redis) -> None:
    """A document with an unsupported "v" (not a newer one) is quarantined, not overwritten."""
    await redis.hset(KEY, mapping={"rev": 2, "doc": '{"v":0,"turn":3}'})
    with pytest.raises(GameQuarantined, match="version 0"):
        await store.games.load(21)
    [entry] = await store.quarantine.entries(21)
    assert entry["blob"] == '{"v":0,"turn":3}'
    rev = await store.games.save(21, game(), expected_rev=None)
    loaded = await store.games.load(21)
    assert loaded is not None and loaded.rev == rev


async def test_supported_versions_are_configurable(redis: Redis) -> None:
    """A store that supports version 99 reads a version-99 document."""
    await redis.hset(KEY, mapping={"rev": 2, "doc": '{"v":99}'})
    store = Stores.open(redis, supported_versions=frozenset({1, 99}))
    loaded = await store.games.load(21)
    assert loaded is not None and loaded.doc == {"v": 99}


async def test_invalid_utf8_blob_is_kept_in_base64(store: Stores, redis: Redis) -> None:
    """A blob that is not UTF-8 is quarantined byte for byte (base64)."""
    blob = b'{"v":1,"x":"\xff\xfe"}'
    await redis.hset(KEY, mapping={"rev": 1, "doc": blob})
    with pytest.raises(GameQuarantined):
        await store.games.load(21)
    [entry] = await store.quarantine.entries(21)
    assert base64.b64decode(entry["blob_b64"]) == blob


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"doc": '{"v":1}'}, "rev"),
        ({"rev": "x", "doc": '{"v":1}'}, "rev"),
        ({"rev": 1}, "missing doc"),
        ({"rev": 1, "doc": "[1, 2]"}, "list"),
        ({"rev": 1, "doc": '{"v": true}'}, "version"),
    ],
)
async def test_malformed_hash_is_quarantined(
    store: Stores, redis: Redis, fields: dict[str, object], reason: str
) -> None:
    """Missing or invalid fields and non-object documents are quarantined too."""
    await redis.hset(KEY, mapping=fields)  # type: ignore[arg-type]
    with pytest.raises(GameQuarantined, match=reason):
        await store.games.load(21)
    assert await redis.exists(KEY) == 0
    assert len(await store.quarantine.entries(21)) == 1


async def test_quarantine_list_is_bounded(store: Stores, redis: Redis) -> None:
    """The quarantine list keeps a bounded number of entries and has a TTL."""
    for n in range(25):
        await redis.hset(KEY, mapping={"rev": n, "doc": "not json"})
        with pytest.raises(GameQuarantined):
            await store.games.load(21)
    assert len(await store.quarantine.entries(21)) == 20
    assert await redis.ttl("robinson:{21}:quarantine") > 0
