"""The turn clock under faults: a failed chat keeps its deadline, the others still fire."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from fsm.commands import Configure, Join, Start
from fsm.data import GameSettings, Place, Where
from fsm.exceptions import StoreUnavailable
from fsm.service import CLAIM_LEASE, GameService
from fsm.store.stores import Stores
from tests.fsm.helpers import ANN, BOB, Clock, Dice, Ids

HALF = 30.0  # half of a 60-second turn timer


async def started(service: GameService, chat: Where) -> None:
    """Ann and Bob's game in `chat` (a chat or a forum topic) with a 60-second turn timer."""
    await service.open_lobby(chat, ANN, GameSettings())
    await service.act(chat, Join(BOB))
    await service.act(chat, Configure(ANN, "turn_timeout", "60"))
    await service.act(chat, Start(ANN))


@pytest.fixture
async def out_of_memory(redis: Redis) -> AsyncIterator[Redis]:
    """The test server, to be put over `maxmemory` by the test; restored afterwards."""
    before = (await redis.config_get("maxmemory"))["maxmemory"]
    try:
        yield redis
    finally:
        await redis.config_set("maxmemory", before)


class FailingDice(Dice):
    """Dice that raise once, as a bug would, on the call numbered `fail_at` (from 1)."""

    def __init__(self, fail_at: int) -> None:
        super().__init__(seed=3)
        self.calls = 0
        self.fail_at = fail_at

    def __call__(self) -> int:
        self.calls += 1
        if self.calls == self.fail_at:
            raise RuntimeError("a bug while playing for the absent player")
        return super().__call__()


class TestClockFaults:
    """Deadlines survive a Redis refusal or a bug in one chat (adversary finding 1)."""

    async def test_out_of_memory_keeps_the_deadline(
        self, store: Stores, out_of_memory: Redis
    ) -> None:
        """Over maxmemory the sweep fires nothing and raises nothing; the deadline stays due."""
        clock = Clock()
        service = GameService(store, dice=Dice([2]), clock=clock, new_id=Ids())
        await started(service, 7)
        [(_, deadline)] = await store.deadlines.due(1e12)
        clock.advance(HALF + 1)
        await out_of_memory.config_set("maxmemory", "1")
        assert await service.wake_due() == []
        await out_of_memory.config_set("maxmemory", "0")
        assert await store.deadlines.due(clock.now) == [(Place(7), deadline)]
        [(chat, reminded)] = await service.wake_due()
        assert chat == Place(7) and [n.code for n in reminded.outcome.notices] == ["remind"]

    async def test_out_of_memory_is_an_outage(self, store: Stores, out_of_memory: Redis) -> None:
        """A write refused for memory is StoreUnavailable ("the island can't be reached")."""
        service = GameService(store, dice=Dice(), clock=Clock(), new_id=Ids())
        await out_of_memory.config_set("maxmemory", "1")
        with pytest.raises(StoreUnavailable):
            await service.open_lobby(7, ANN, GameSettings())

    async def test_a_failing_chat_is_retried_and_the_others_fire(self, store: Stores) -> None:
        """A bug in one chat's timeout: the other chat fires; the failed one after the lease."""
        clock = Clock()
        service = GameService(store, dice=FailingDice(fail_at=1), clock=clock, new_id=Ids())
        await started(service, 7)
        await started(service, 8)
        clock.advance(HALF + 1)
        reminded = await service.wake_due()
        assert sorted(place.chat_id for place, _ in reminded) == [7, 8]
        clock.advance(HALF + 1)
        [(chat, result)] = await service.wake_due()  # chat 7's timeout raised inside
        assert chat == Place(8) and [n.code for n in result.outcome.notices] == ["timed_out"]
        stuck = await service.load(7)
        assert stuck is not None and stuck.data.dice_log == []
        assert (Place(7), clock.now + CLAIM_LEASE) in await store.deadlines.due(1e12)
        assert await service.wake_due() == []  # leased: not retried at once
        clock.advance(CLAIM_LEASE)
        result = dict(await service.wake_due())[Place(7)]
        assert [n.code for n in result.outcome.notices] == ["timed_out"]
        assert len(result.session.data.dice_log) == 1

    async def test_a_failing_topic_is_retried_and_its_neighbour_fires(self, store: Stores) -> None:
        """A bug in one forum topic's timeout: the other topic fires; the failed one later."""
        clock = Clock()
        service = GameService(store, dice=FailingDice(fail_at=1), clock=clock, new_id=Ids())
        first, second = Place(-100, 5), Place(-100, 9)
        await started(service, first)
        await started(service, second)
        clock.advance(HALF + 1)
        assert {place for place, _ in await service.wake_due()} == {first, second}
        clock.advance(HALF + 1)
        [(place, _)] = await service.wake_due()  # the first topic's timeout raised inside
        assert place == second
        assert (first, clock.now + CLAIM_LEASE) in await store.deadlines.due(1e12)
        clock.advance(CLAIM_LEASE)
        result = dict(await service.wake_due())[first]
        assert [n.code for n in result.outcome.notices] == ["timed_out"]
