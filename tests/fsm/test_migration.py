"""A group upgraded to a supergroup: every record of the chat moves to the new id."""

from __future__ import annotations

from redis.asyncio import Redis

from fsm.commands import Join
from fsm.data import GameSettings, Place
from fsm.service import GameService
from fsm.store.stats import PlayerResult
from fsm.store.stores import Stores
from tests.fsm.helpers import ANN, BOB, CAT, Clock, Dice, Ids

OLD, NEW = -77, -1000000000077


def service_for(store: Stores) -> GameService:
    """A service with scripted dice and a fake clock."""
    return GameService(store, dice=Dice(seed=3), clock=Clock(), new_id=Ids())


class TestMoveChat:
    """`GameService.move_chat` moves games, pictures, updates, language, stats and history."""

    async def test_every_record_moves(self, store: Stores, redis: Redis) -> None:
        """Games (topics too), pictures, handled updates, language, stats, history all move."""
        service = service_for(store)
        topic = Place(OLD, 4)
        await service.open_lobby(OLD, ANN, GameSettings())
        await service.act(OLD, Join(BOB))
        await service.open_lobby(topic, CAT, GameSettings(), update="bot:1")
        await store.pictures.keep(OLD, "scene", "file-1")
        await store.pictures.keep(topic, "scene", "file-2")
        await store.prefs.set_chat_language(OLD, "da")
        await store.stats.record_game(OLD, "g0", [PlayerResult(ANN.user_id, "Ann", True, False, 5)])
        await redis.lpush(store.keys.history(topic), '{"v": 2}')
        await store.updates.mark_handled(OLD, "bot:2", 1000.0)

        moved = await service.move_chat(OLD, NEW)

        places = sorted((r.session.data.chat_id, r.session.data.topic_id or 0) for r in moved)
        assert places == [(NEW, 0), (NEW, 4)] and [r.view.in_lobby for r in moved] == [True, True]
        assert await store.games.places(OLD) == []
        assert await store.games.places(NEW) == [Place(NEW), Place(NEW, 4)]
        game = await service.load(NEW)
        assert game is not None and [s.name for s in game.data.seats] == ["Ann", "Bob"]
        assert await store.pictures.get(Place(NEW), "scene") == "file-1"
        assert await store.pictures.get(Place(NEW, 4), "scene") == "file-2"
        assert await store.prefs.chat_language(NEW) == "da"
        assert (await store.stats.chat_stats(NEW)).games == 1
        assert await store.history.recent(Place(NEW, 4)) == [{"v": 2}]
        assert await store.updates.handled(NEW, "bot:1") and await store.updates.handled(
            NEW, "bot:2"
        )
        assert await store.updates.handled(OLD, "bot:2")  # a late redelivery is still known
        left = {bytes(k).decode() async for k in redis.scan_iter(match=store.keys.chat(OLD, "*"))}
        stay = ("updates", "seq", "t4:seq", "ended", "t4:ended")  # not records: see NOT_MOVED
        assert left == {store.keys.chat(OLD, name) for name in stay}

    async def test_the_new_chat_keeps_its_own(self, store: Stores) -> None:
        """A record the new chat has already stays; the old one is left, not lost."""
        service = service_for(store)
        await store.stats.record_game(OLD, "g0", [PlayerResult(ANN.user_id, "Ann", True, False, 5)])
        await store.stats.record_game(NEW, "g1", [PlayerResult(BOB.user_id, "Bob", True, False, 5)])
        await service.open_lobby(NEW, CAT, GameSettings())
        await service.open_lobby(OLD, ANN, GameSettings())
        assert await service.move_chat(OLD, NEW) == []
        kept = await service.load(NEW)
        assert kept is not None and kept.data.host == CAT.user_id
        assert (await store.stats.chat_stats(OLD)).games == 1
        assert await service.load(OLD) is not None
