"""Stored documents: versions 3 and 4 are packed; every earlier one, kept here as a file, loads."""

from __future__ import annotations

import json
import zlib
from pathlib import Path

import pytest
from redis.asyncio import Redis

from fsm.data import DOC_VERSION, SessionData
from fsm.session import WRITE_VERSION, from_doc, to_doc
from fsm.store.packing import DEFLATED, PACKED, V3_PACKED, blob_of, pack, unpack
from fsm.store.stores import Stores

DOCUMENTS = Path(__file__).parent / "documents"


def fixture(version: int) -> bytes:
    """The stored bytes of a six-player game saved as document `version` (1 and 2: JSON)."""
    name = f"v{version}.bin" if version >= V3_PACKED else f"v{version}.json"
    return (DOCUMENTS / name).read_bytes()


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_every_earlier_version_loads(version: int) -> None:
    """A game stored by each earlier version loads, its dice and choices complete."""
    data = from_doc(unpack(fixture(version)))
    assert len(data.seats) == 6 and data.seats[2].name == "Катя"
    assert data.engine is not None and len(data.engine.players) == 6
    assert len(data.dice_log) >= 15 and data.dice_log == unpack(fixture(version))["dice_log"]
    if version == 1:
        assert data.leave_log == [] and data.own_dice and data.settings.board == "picture"


def test_version_2_and_its_packed_form_are_the_same_game() -> None:
    """The v3 fixture was packed from the v2 one: both load to the same session."""
    v2, v3 = from_doc(unpack(fixture(2))), from_doc(unpack(fixture(3)))
    assert v3 == v2 and v2.leave_log == ["3@23"] and v2.choice_log == ["8", "10", "27", "27"]


def test_version_3_and_4_are_the_same_game() -> None:
    """The v4 fixture was packed from the v3 one: its deadline and wake became the two times."""
    v3, v4 = from_doc(unpack(fixture(3))), from_doc(unpack(fixture(4)))
    assert fixture(4)[0] == DEFLATED and v4 == v3
    assert (v4.remind_at, v4.timeout_at) == (1700000150.0, 1700000300.0)


def test_packing_keeps_everything() -> None:
    """Packed and unpacked, a session is the one it was: logs, events, seats, engine."""
    data = from_doc(unpack(fixture(2)))
    data.missed, data.removed = {1000007919: 2}, [4]
    data.remind_at, data.timeout_at = None, 1700000300.5
    data.choice_log.append("s2")
    for version in (V3_PACKED, PACKED):
        assert from_doc(unpack(pack(to_doc(data, version=version)))) == data
    assert DOC_VERSION == PACKED


def test_packed_is_small() -> None:
    """A six-player game packs to a fifth of its JSON object (deflated when that pays)."""
    doc = to_doc(from_doc(unpack(fixture(2))))
    blob = pack(doc)
    assert blob[0] == 0x10 | WRITE_VERSION
    assert len(blob) * 5 < len(json.dumps(doc, ensure_ascii=False).encode())


def test_empty_logs_and_trailing_defaults() -> None:
    """A fresh lobby (empty logs, every default) survives packing in either packed version."""
    data = SessionData(game_id="g", chat_id=1, host=2)
    for version in (V3_PACKED, PACKED):
        assert from_doc(unpack(pack(to_doc(data, version=version)))) == data


def test_only_versions_3_and_4_are_packed() -> None:
    """A version-2 document is not packed as if it were a packed version."""
    with pytest.raises(ValueError, match="versions \\[3, 4\\]"):
        pack(json.loads(fixture(2)))
    with pytest.raises(ValueError, match="version 3 or 4"):
        to_doc(from_doc(unpack(fixture(2))), version=2)


@pytest.mark.parametrize(
    "blob", [b"\x03[1,2", b"\x13garbage", b"\x03{}", b"\x03[]", b"\x04[1,2", b"\x14garbage"]
)
def test_damaged_packed_documents_raise(blob: bytes) -> None:
    """A damaged packed document raises instead of loading half."""
    with pytest.raises((ValueError, TypeError, KeyError, IndexError, zlib.error)):
        from_doc(unpack(blob))


async def test_store_keeps_the_packed_form(store: Stores, redis: Redis) -> None:
    """The store writes the current version packed and reads it back as the document."""
    doc = to_doc(from_doc(unpack(fixture(2))))
    await store.games.save(-1001234567890, doc, expected_rev=None)
    raw = blob_of(await redis.hgetall(store.games.keys.game(-1001234567890)))
    assert raw is not None and raw[0] in (WRITE_VERSION, 0x10 | WRITE_VERSION)
    loaded = await store.games.load(-1001234567890)
    assert loaded is not None and from_doc(loaded.doc) == from_doc(doc)


def test_phase_column_and_cancelled_flag() -> None:
    """The phase keeps version 3's fourth column; `cancelled` comes back from it, not a column."""
    data = from_doc(unpack(fixture(2)))
    for version in (3, 4):
        row = json.loads(zlib.decompress(fixture(version)[1:], -15))
        assert row[3] == unpack(fixture(version))["phase"] == to_doc(data)["phase"]
    data.cancelled = True
    lobby = SessionData(game_id="g", chat_id=1, host=2, cancelled=True)
    for version in (V3_PACKED, PACKED):
        doc = unpack(pack(to_doc(data, version=version)))
        assert doc["phase"] == "cancelled" and "cancelled" not in doc
        assert from_doc(doc) == data and from_doc(doc).cancelled
        assert from_doc(unpack(pack(to_doc(lobby, version=version)))) == lobby
