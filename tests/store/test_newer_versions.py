"""A game a newer release wrote (mid rolling update) is left alone: refused, never quarantined."""

from __future__ import annotations

import logging
import zlib

import pytest
from redis.asyncio import Redis

from fsm.data import GameSettings, Place
from fsm.exceptions import GameQuarantined, NewerGame, Refused
from fsm.service import CLAIM_LEASE, GameService
from fsm.session import Session
from fsm.store.packing import NewerVersion, blob_of, unpack
from fsm.store.stores import Stores
from tests.fsm.helpers import ANN, Clock, Dice, Ids, move
from tests.fsm.test_races import CHAT, HALF, new_game

KEY = "robinson:{7}:game"


async def newer_game(store: Stores, redis: Redis, marker: int) -> tuple[GameService, Session]:
    """Ann and Bob's game at `CHAT`, its stored row re-marked as `marker` (a newer version)."""
    service = GameService(store, dice=Dice([3] * 10), clock=Clock(), new_id=Ids())
    session = await new_game(service)
    blob = blob_of(await redis.hgetall(KEY))
    assert blob is not None and blob[0] & 0x0F == 3  # this release wrote version 3
    row = zlib.decompress(blob[1:], -15) if blob[0] & 0x10 else blob[1:]
    if marker & 0x10:
        deflater = zlib.compressobj(9, zlib.DEFLATED, -15)
        row = deflater.compress(row) + deflater.flush()
    await redis.hset(KEY, "doc", bytes((marker,)) + row)  # the whole-document field is read first
    return service, session


@pytest.mark.parametrize("marker", [0x05, 0x15, 0x0F])
async def test_a_newer_packed_row_is_left_alone(store: Stores, redis: Redis, marker: int) -> None:
    """A row whose marker byte names version 5 (or 15) raises `NewerGame`, the hash unchanged."""
    await newer_game(store, redis, marker)
    before = await redis.hgetall(KEY)
    with pytest.raises(NewerGame) as info:
        await store.games.load(CHAT)
    assert info.value.code == "updating" and info.value.version == marker & 0x0F
    assert await redis.hgetall(KEY) == before
    assert await store.quarantine.entries(CHAT) == []
    with pytest.raises(NewerVersion):  # an archive reader skips it the same way
        unpack(before[b"doc"])


async def test_a_newer_json_document_is_left_alone(store: Stores, redis: Redis) -> None:
    """A JSON document of a version above every one this release reads is left alone too."""
    await redis.hset(KEY, mapping={"rev": 2, "doc": '{"v":5,"turn":3}'})
    with pytest.raises(NewerGame, match="updating"):
        await store.games.load(CHAT)
    assert await redis.hgetall(KEY) == {b"rev": b"2", b"doc": b'{"v":5,"turn":3}'}
    assert await store.quarantine.entries(CHAT) == []


@pytest.mark.parametrize("blob", [b"\x00[1]", b"\x01[1]", b"\x11garbage", b"\x14garbage"])
async def test_a_damaged_row_is_still_quarantined(store: Stores, redis: Redis, blob: bytes) -> None:
    """A marker of no version (0x00), of an unpacked one (1) or a broken row is quarantined."""
    await redis.hset(KEY, mapping={"rev": 3, "doc": blob})
    with pytest.raises(GameQuarantined):
        await store.games.load(CHAT)
    assert await redis.exists(KEY) == 0
    assert len(await store.quarantine.entries(CHAT)) == 1


async def test_a_tap_on_a_newer_game_is_refused_as_updating(store: Stores, redis: Redis) -> None:
    """A move, and a new lobby, on a newer release's game: refused `updating`; it stays."""
    service, session = await newer_game(store, redis, 0x15)
    before = await redis.hgetall(KEY)
    with pytest.raises(Refused, match="updating"):
        await service.load(CHAT)
    with pytest.raises(Refused) as refused:
        await service.act(CHAT, move(session), update="u1")
    assert refused.value.code == "updating"
    with pytest.raises(Refused) as lobby:
        await service.open_lobby(CHAT, ANN, GameSettings())
    assert lobby.value.code == "updating"
    assert await redis.hgetall(KEY) == before
    assert await store.quarantine.entries(CHAT) == []


async def test_wake_due_leaves_a_newer_game_for_later(
    store: Stores, redis: Redis, caplog: pytest.LogCaptureFixture
) -> None:
    """Its deadline fires nothing here and stays in the index, due again when the lease ends;
    a rolling update is no error in the logs."""
    service, _ = await newer_game(store, redis, 0x05)
    clock = service.clock
    assert isinstance(clock, Clock)
    before = await redis.hgetall(KEY)
    clock.advance(HALF)
    assert await service.wake_due() == []
    assert await redis.hgetall(KEY) == before
    assert await store.quarantine.entries(CHAT) == []
    assert await store.deadlines.due(clock.now) == []  # leased, not dropped
    assert await store.deadlines.due(clock.now + CLAIM_LEASE) == [
        (Place(CHAT), clock.now + CLAIM_LEASE)
    ]
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
