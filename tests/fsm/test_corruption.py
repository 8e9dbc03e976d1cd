"""Unreadable games are quarantined, and a Redis outage loses nothing."""

from __future__ import annotations

import json

import pytest
from redis.asyncio import Redis

from fsm.commands import Join, Start
from fsm.data import GameSettings, Place
from fsm.exceptions import GameQuarantined, StoreUnavailable
from fsm.service import GameService
from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from fsm.store.packing import blob_of, unpack
from fsm.store.stores import Stores
from tests.fsm.helpers import ANN, BOB, Clock, Dice, Ids, move

CHAT = 9
KEY = f"robinson:{{{CHAT}}}:game"


def service_for(store: Stores, clock: Clock | None = None) -> GameService:
    """A service on `store` with scripted dice and a fake clock."""
    return GameService(store, dice=Dice(seed=4), clock=clock or Clock(), new_id=Ids())


async def started(service: GameService) -> None:
    """Ann and Bob's game, started."""
    await service.open_lobby(CHAT, ANN, GameSettings())
    await service.act(CHAT, Join(BOB))
    await service.act(CHAT, Start(ANN))


async def broken_game(service: GameService, redis: Redis) -> str:
    """A started game whose document lost its seats (valid JSON, version 1); its blob."""
    await started(service)
    doc = unpack(blob_of(await redis.hgetall(KEY)) or b"")
    del doc["seats"]
    blob = json.dumps(doc)
    await redis.hset(KEY, "doc", blob)
    return blob


class TestQuarantine:
    """A game the service cannot read is moved aside, never overwritten."""

    @pytest.mark.parametrize("blob", ['{"v": 1, "game_id":', '{"v": 0, "game_id": "g9"}', "[1, 2]"])
    async def test_unreadable_blob(self, store: Stores, redis: Redis, blob: str) -> None:
        """Corrupt JSON or an unknown version raises GameQuarantined and keeps the blob aside."""
        service = service_for(store)
        await redis.hset(KEY, mapping={"rev": 3, "doc": blob})
        with pytest.raises(GameQuarantined):
            await service.act(CHAT, Join(BOB))
        [entry] = await store.quarantine.entries(CHAT)
        assert entry["blob"] == blob and entry["rev"] == "3"
        assert await service.load(CHAT) is None
        opened = await service.open_lobby(CHAT, ANN, GameSettings())
        assert opened.session.data.seats[0].name == "Ann"
        assert (await store.quarantine.entries(CHAT))[0]["blob"] == blob

    async def test_load_quarantines_too(self, store: Stores, redis: Redis) -> None:
        """`service.load` of an unknown version raises GameQuarantined as well."""
        await redis.hset(KEY, mapping={"rev": 1, "doc": '{"v": 0}'})
        with pytest.raises(GameQuarantined, match="version 0"):
            await service_for(store).load(CHAT)
        assert await redis.exists(KEY) == 0 and len(await store.quarantine.entries(CHAT)) == 1

    async def test_document_missing_fields(self, store: Stores, redis: Redis) -> None:
        """A version-1 document that will not rebuild a session is quarantined, not a crash."""
        service = service_for(store)
        blob = await broken_game(service, redis)
        with pytest.raises(GameQuarantined, match="unreadable"):
            await service.load(CHAT)
        [entry] = await store.quarantine.entries(CHAT)
        assert entry["blob"] == blob and await redis.exists(KEY) == 0
        await service.open_lobby(CHAT, BOB, GameSettings())
        assert (await store.quarantine.entries(CHAT))[0]["blob"] == blob

    async def test_wake_skips_a_broken_game(self, store: Stores, redis: Redis) -> None:
        """A broken game's deadline is dropped while another chat's deadline still fires."""
        clock = Clock()
        service = service_for(store, clock)
        await broken_game(service, redis)
        await service.open_lobby(CHAT + 1, ANN, GameSettings())
        await service.act(CHAT + 1, Join(BOB))
        await service.act(CHAT + 1, Start(ANN))
        clock.advance(1000)
        fired = await service.wake_due()
        assert [place for place, _ in fired] == [Place(CHAT + 1)]
        assert (
            len(await store.quarantine.entries(CHAT)) == 1 and await store.deadlines.due(1e12) != []
        )


class TestOutage:
    """Redis going away surfaces as StoreUnavailable; after a restart nothing is lost."""

    async def test_outage_then_restart(self, own_redis: EmbeddedRedis) -> None:
        """While Redis is down every call fails cleanly; afterwards the game carries on."""
        client = client_for(own_redis.url)
        clock = Clock()
        service = GameService(Stores.open(client), dice=Dice(seed=8), clock=clock, new_id=Ids())
        try:
            await started(service)
            session = await service.load(CHAT)
            assert session is not None
            session = (await service.act(CHAT, move(session))).session
            own_redis.stop()
            with pytest.raises(StoreUnavailable):
                await service.act(CHAT, move(session))
            with pytest.raises(StoreUnavailable):
                await service.load(CHAT)
            with pytest.raises(StoreUnavailable):
                await service.wake_due()
            with pytest.raises(StoreUnavailable):
                await service.open_lobby(CHAT + 1, ANN, GameSettings())
            own_redis.restart()
            loaded = await service.load(CHAT)
            assert loaded is not None
            assert loaded.data.dice_log == session.data.dice_log
            assert loaded.data.deadline == session.data.deadline is not None
            result = await service.act(CHAT, move(loaded))
            assert len(result.session.data.dice_log) > len(session.data.dice_log)
            assert await service.load(CHAT + 1) is None
        finally:
            await client.aclose()
