"""Concurrency and the clock: two services on two clients, exactly-once deadlines (R27)."""

from __future__ import annotations

import asyncio

import pytest

from engine.events import Left
from fsm.commands import Configure, Join, Start, Timeout
from fsm.data import GameSettings, Place
from fsm.exceptions import Refused
from fsm.service import GameService, Result
from fsm.session import Session
from fsm.store.stores import Stores
from tests.fsm.helpers import ANN, BOB, Clock, Dice, Ids, move

CHAT = 7
HALF = 30.0  # half of a 60-second turn timer


async def new_game(service: GameService, timeout: str = "60") -> Session:
    """Ann and Bob's started game with the given turn timer."""
    await service.open_lobby(CHAT, ANN, GameSettings())
    await service.act(CHAT, Join(BOB))
    await service.act(CHAT, Configure(ANN, "turn_timeout", timeout))
    return (await service.act(CHAT, Start(ANN))).session


def logged(session: Session) -> int:
    """How many moves the logs hold."""
    return len(session.data.dice_log) + len(session.data.choice_log)


def codes(result: Result) -> list[str]:
    """The notice codes of a result."""
    return [n.code for n in result.outcome.notices]


class TestRaces:
    """Two services acting on one game: each move applies once."""

    async def test_fifty_simultaneous_rolls(self, store: Stores, other: Stores) -> None:
        """Of two identical moves sent at once, one applies and the other is cleanly refused."""
        clock, ids = Clock(), Ids()
        a = GameService(store, dice=Dice(seed=1), clock=clock, new_id=ids)
        b = GameService(other, dice=Dice(seed=2), clock=clock, new_id=ids)
        session = await new_game(a)
        for _ in range(50):
            command = move(session)
            done = await asyncio.gather(
                a.act(CHAT, command), b.act(CHAT, command), return_exceptions=True
            )
            results = [r for r in done if isinstance(r, Result)]
            refusals = [r for r in done if isinstance(r, Refused)]
            assert len(results) == 1, done
            late = "no_game" if results[0].ended else "stale"  # a finished game is archived
            assert [r.code for r in refusals] == [late], done
            assert logged(results[0].session) == logged(session) + 1
            session = results[0].session
            if results[0].ended:
                session = await new_game(a)
        loaded = await b.load(CHAT)
        assert loaded is not None and logged(loaded) == logged(session)

    async def test_redelivered_command(self, store: Stores) -> None:
        """The same update delivered twice applies once; the second copy is stale."""
        service = GameService(store, dice=Dice([4]), clock=Clock(), new_id=Ids())
        session = await new_game(service)
        command = move(session)
        await service.act(CHAT, command)
        before = await store.games.load(CHAT)
        with pytest.raises(Refused, match="stale"):
            await service.act(CHAT, command)
        after = await store.games.load(CHAT)
        assert before is not None and after is not None
        assert (after.rev, after.doc) == (before.rev, before.doc)
        assert after.doc["dice_log"] == [4]


class TestDeadlines:
    """Reminders and timeouts fire from the deadline index exactly once."""

    async def test_wake_due_fires_once(self, store: Stores, other: Stores) -> None:
        """Two services waking together fire the reminder once, then the timeout once."""
        clock = Clock()
        a = GameService(store, dice=Dice([2]), clock=clock, new_id=Ids())
        b = GameService(other, dice=Dice([2]), clock=clock, new_id=Ids())
        await new_game(a)
        for expected in ("remind", "timed_out"):
            clock.advance(HALF + 1)
            fired = [x for batch in await asyncio.gather(a.wake_due(), b.wake_due()) for x in batch]
            assert [(place, codes(r)) for place, r in fired] == [(Place(CHAT), [expected])]
            assert await a.wake_due() == [] and await b.wake_due() == []
        loaded = await a.load(CHAT)
        assert loaded is not None and loaded.data.dice_log == [2]
        assert loaded.engine.current == 1 and loaded.data.missed == {0: 1}

    async def test_reminder_before_timeout(self, store: Stores) -> None:
        """At half time the mover is reminded; the timeout is not due until the full time."""
        clock = Clock()
        service = GameService(store, dice=Dice(), clock=clock, new_id=Ids())
        session = await new_game(service)
        assert session.data.remind_at == session.data.deadline == clock.now + HALF
        assert session.data.timeout_at == clock.now + 2 * HALF
        assert await store.deadlines.due(clock.now + HALF - 1) == []
        clock.advance(HALF)
        [(_, reminded)] = await service.wake_due()
        assert reminded.outcome.notices[0].args == {"seat": 0, "user_id": ANN.user_id}
        data = reminded.session.data
        assert data.remind_at is None and data.timeout_at == data.deadline == clock.now + HALF
        with pytest.raises(Refused, match="not_due"):
            await service.act(CHAT, Timeout())
        clock.advance(HALF - 1)
        assert await service.wake_due() == []
        clock.advance(1)
        [(_, timed_out)] = await service.wake_due()
        assert codes(timed_out) == ["timed_out"] and timed_out.session.engine.current == 1

    async def test_three_timeouts_remove(self, store: Stores) -> None:
        """A person who misses three turns in a row is removed from the game (R27); a removed
        host hands the role on, as one who leaves does."""
        clock = Clock()
        service = GameService(store, dice=Dice([2, 3]), clock=clock, new_id=Ids())
        session = await new_game(service)
        for bob_rolls in (5, 1, None):
            clock.advance(HALF)
            await service.wake_due()
            clock.advance(HALF)
            [(_, result)] = await service.wake_due()
            session = result.session
            if bob_rolls is not None:
                assert session.engine.current == 1
                session = (await service.act(CHAT, move(session, option=bob_rolls))).session
        assert codes(result) == ["removed", "host_passed"] and Left(0) in result.outcome.events
        assert session.data.host == BOB.user_id
        assert session.data.removed == [0] and not session.engine.players[0].alive
        assert [p.position for p in session.engine.players] == [5, 6]

    async def test_no_timer(self, store: Stores) -> None:
        """With turn_timeout 0 no deadline is stored and nothing ever wakes."""
        clock = Clock()
        service = GameService(store, dice=Dice(), clock=clock, new_id=Ids())
        session = await new_game(service, timeout="0")
        session = (await service.act(CHAT, move(session))).session
        assert session.data.deadline is None and await store.deadlines.due(1e12) == []
        clock.advance(1e6)
        assert await service.wake_due() == []

    async def test_acting_resets_missed(self, store: Stores) -> None:
        """A person who acts after a timeout is no longer counted absent (R27)."""
        clock = Clock()
        service = GameService(store, dice=Dice([2, 4, 1]), clock=clock, new_id=Ids())
        await new_game(service)
        clock.advance(HALF)
        await service.wake_due()
        clock.advance(HALF)
        [(_, result)] = await service.wake_due()
        assert result.session.data.missed == {0: 1}
        session = (await service.act(CHAT, move(result.session))).session  # Bob
        assert session.data.missed == {0: 1}
        session = (await service.act(CHAT, move(session))).session  # Ann herself
        assert session.data.missed == {}
