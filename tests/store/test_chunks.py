"""The game document in hash fields of at most 64 bytes: a compact Redis hash (issue 12)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from redis.asyncio import Redis

from fsm.exceptions import GameQuarantined
from fsm.session import from_doc, to_doc
from fsm.store.packing import CHUNK, blob_of, unpack
from fsm.store.stores import Stores
from tests.store.helpers import game

SIX_PLAYERS = Path(__file__).parent.parent / "fsm" / "documents" / "v2.json"
KEY = "robinson:{-77}:game"


async def test_the_document_is_cut_into_small_fields(store: Stores, redis: Redis) -> None:
    """Every document field is at most 64 bytes; together they are the document."""
    doc = game(note="ü" * 150)
    await store.games.save(-77, doc, expected_rev=None)
    fields = {k.decode(): v for k, v in (await redis.hgetall(KEY)).items()}
    chunks = [v for k, v in fields.items() if k.startswith("d") and k[1:].isdigit()]
    assert len(chunks) == int(fields["dn"]) > 4 and "doc" not in fields
    assert all(len(chunk) <= CHUNK for chunk in chunks)
    assert json.loads(blob_of(fields) or b"") == doc
    loaded = await store.games.load(-77)
    assert loaded is not None and loaded.doc == doc


async def test_a_shorter_document_leaves_no_old_fields(store: Stores, redis: Redis) -> None:
    """Saving a shorter document deletes the chunks it no longer needs."""
    rev = await store.games.save(-77, game(note="x" * 400), expected_rev=None)
    await store.games.save(-77, game(), expected_rev=rev)
    fields = {k.decode() for k in await redis.hgetall(KEY)}
    count = int(await redis.hget(KEY, "dn") or 0)
    assert {f for f in fields if f.startswith("d") and f[1:].isdigit()} == {
        f"d{i}" for i in range(count)
    }
    loaded = await store.games.load(-77)
    assert loaded is not None and loaded.doc == game()


async def test_a_document_saved_whole_loads_and_is_split_on_the_next_save(
    store: Stores, redis: Redis
) -> None:
    """A game saved before the split (one ``doc`` field) loads; its next save splits it."""
    await redis.hset(KEY, mapping={"rev": 4, "doc": json.dumps(game(2))})
    loaded = await store.games.load(-77)
    assert loaded is not None and loaded.doc == game(2) and loaded.rev == 4
    await store.games.save(-77, game(3), expected_rev=4)
    fields = await redis.hgetall(KEY)
    assert b"doc" not in fields and json.loads(blob_of(fields) or b"") == game(3)


async def test_a_six_player_game_is_small(store: Stores, redis: Redis) -> None:
    """A six-player game mid-way takes at most 600 bytes in Redis, in a compact encoding."""
    data = from_doc(unpack(SIX_PLAYERS.read_bytes()))
    assert len(data.seats) == 6 and len(data.dice_log) >= 15
    rev = await store.games.save(-77, to_doc(data), expected_rev=None, deadline=1e9)
    await store.games.save(-77, to_doc(data), expected_rev=rev, deadline=1e9 + 300)
    assert await redis.object("encoding", KEY) in (b"listpack", b"ziplist")
    size = await redis.memory_usage(KEY)
    assert size is not None and size <= 600, size


async def test_quarantine_compares_the_whole_document(store: Stores, redis: Redis) -> None:
    """An unreadable split document is moved aside whole (the script joins the chunks)."""
    await store.games.save(-77, game(note="y" * 100), expected_rev=None)
    await redis.hset(KEY, mapping={"dn": 2, "d0": b"\x03[1,", "d1": b"2"})
    with pytest.raises(GameQuarantined):
        await store.games.load(-77)
    [entry] = await store.quarantine.entries(-77)
    assert entry.get("blob") == "\x03[1,2"
    assert await redis.exists(KEY) == 0
