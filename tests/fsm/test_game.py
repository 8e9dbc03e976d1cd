"""Whole games through `GameService` on a real Redis: lobby to payout, reload, replay (R9–R27)."""

from __future__ import annotations

import pytest

from engine.events import Left, Rolled, Skipped, Stayed, Won
from engine.policies import forward
from engine.replay import Choice, replay
from engine.state import Field12, Settings, Status
from fsm.commands import AddComputer, Cancel, Command, Configure, Join, Leave, RollDie, Start
from fsm.data import GameSettings
from fsm.exceptions import Refused
from fsm.machine import Phase, R
from fsm.service import GameService, Result
from fsm.session import Session, from_doc, to_doc
from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from fsm.store.stores import Stores
from tests.fsm.helpers import ANN, BOB, CAT, Clock, Dice, Ids, Taken, move, recording

CHAT = 5


def service_for(store: Stores, dice: Dice) -> GameService:
    """A service with the fake clock, the given dice and ids g1, g2, …"""
    return GameService(store, dice=dice, clock=Clock(), new_id=Ids())


async def started(service: GameService, *commands: Command, **settings: str) -> Session:
    """Open Ann's lobby, run `commands` (joins, computers…) and `settings`, start it."""
    await service.open_lobby(CHAT, ANN, GameSettings())
    configure = [Configure(ANN, key, value) for key, value in settings.items()]
    for command in (*commands, *configure):
        await service.act(CHAT, command)
    return (await service.act(CHAT, Start(ANN))).session


async def play_out(service: GameService, session: Session, limit: int = 3000) -> Result:
    """Let the people to move play forward until the game ends."""
    for _ in range(limit):
        result = await service.act(CHAT, move(session))
        if result.ended:
            return result
        session = result.session
    raise AssertionError("the game did not end")


def conserved(session: Session) -> bool:
    """Purses plus pot equal the seats times the start chips (R12)."""
    state = session.engine
    total = sum(p.chips for p in state.players) + state.pot
    return total == len(state.players) * state.settings.start_chips


class TestFullGame:
    """Games played to the end through the service alone."""

    async def test_lobby_to_payout(self, store: Stores) -> None:
        """Two people and a computer play to FINISHED; history and stats are recorded (R25)."""
        service = service_for(store, Dice(seed=11))
        session = await started(service, Join(BOB), AddComputer(ANN, "forward"))
        result = await play_out(service, session)
        final = result.session
        assert final.phase is Phase.FINISHED and final.engine.finished and conserved(final)
        winner = final.engine.winner
        assert winner is not None and any(isinstance(e, Won) for e in result.outcome.events)
        assert await store.games.load(CHAT) is None and await store.deadlines.due(1e12) == []
        [entry] = await store.history.recent(CHAT)
        assert entry["game_id"] == "g1" and entry["phase"] == "finished"
        assert from_doc(entry).engine == final.engine
        assert (await store.stats.chat_stats(CHAT)).games == 1
        for seat, actor in ((0, ANN), (1, BOB)):
            stats = await store.stats.user_stats(actor.user_id)
            assert stats.games == 1 and stats.wins == (winner == seat)
            assert stats.chips_won == final.engine.players[seat].chips - 30

    async def test_solo_against_every_policy(self, store: Stores) -> None:
        """Ann against a random, a forward and an optimal computer plays to the end."""
        service = service_for(store, Dice(seed=3))
        policies = [AddComputer(ANN, p) for p in ("random", "forward", "optimal")]
        session = await started(service, *policies)
        assert [s.policy for s in session.data.seats] == [None, "random", "forward", "optimal"]
        result = await play_out(service, session)
        assert result.session.phase is Phase.FINISHED and conserved(result.session)
        turns = [p.turns for p in result.session.engine.players]
        assert min(turns[1:]) >= 1 and len(result.session.data.dice_log) >= sum(turns) - 4

    async def test_reload_on_a_new_client(
        self, store: Stores, embedded_redis: EmbeddedRedis
    ) -> None:
        """A saved game is finished by a new store and service on a new Redis client."""
        service = service_for(store, Dice(seed=5))
        session = await started(service, Join(BOB))
        for _ in range(6):
            session = (await service.act(CHAT, move(session))).session
        step, dice_log = session.engine.step, list(session.data.dice_log)
        del service, session
        client = client_for(embedded_redis.url)
        try:
            fresh = GameService(Stores.open(client), dice=Dice(seed=6), clock=Clock(), new_id=Ids())
            loaded = await fresh.load(CHAT)
            assert loaded is not None and loaded.engine.step == step
            assert loaded.data.dice_log == dice_log and loaded.phase is not Phase.RESOLVING
            result = await play_out(fresh, loaded)
            assert result.session.phase is Phase.FINISHED
            assert result.session.data.dice_log[: len(dice_log)] == dice_log
        finally:
            await client.aclose()

    async def test_logs_replay_exactly(self, store: Stores) -> None:
        """The dice and choice logs replayed by the engine give the same final table."""
        service = service_for(store, Dice(seed=21))
        session = await started(
            service, Join(BOB), AddComputer(ANN, "random"), field12="extra_roll", ante="5"
        )
        final = (await play_out(service, session)).session
        assert final.data.choice_log, "the seed should offer at least one choice"
        replayed = replay(
            len(final.data.seats),
            final.data.dice_log,
            [Choice.parse(c) for c in final.data.choice_log],
            forward,
            Settings(Field12.EXTRA_ROLL, 30, 5),
        ).state
        assert replayed.players == final.engine.players
        assert (replayed.pot, replayed.winner, replayed.turn) == (
            final.engine.pot,
            final.engine.winner,
            final.engine.turn,
        )


async def roll(service: GameService, session: Session, value: int) -> Result:
    """The mover rolls `value` through the service."""
    return await service.act(CHAT, move(session, option=value))


class TestTurns:
    """Skipped turns, extra rolls, choices, cancel and leaving, one scripted game each."""

    async def test_skipped_turn(self, store: Stores) -> None:
        """Fever on 12 skips Ann's next turn (R10, R16): Bob rolls twice in a row."""
        service = service_for(store, Dice())
        session = await started(service, Join(BOB))
        for value in (6, 1, 6):  # Ann 6, Bob 1, Ann 12
            session = (await roll(service, session, value)).session
        taken: Taken = set()
        in_memory = await service.load(CHAT)
        assert in_memory is not None
        with recording(taken):
            in_memory.perform(move(in_memory, option=1), now=1000.0, dice=Dice())
        assert {("settle", R, Phase.SKIP), ("pass_turn", Phase.SKIP, Phase.AWAITING_ROLL)} <= taken
        result = await roll(service, session, 1)  # Bob 2, Ann skipped
        assert Skipped(0, 5) in result.outcome.events
        assert result.session.engine.current == 1 and result.session.phase is Phase.AWAITING_ROLL
        assert to_doc(result.session.data) == to_doc(in_memory.data)

    async def test_extra_roll(self, store: Stores) -> None:
        """With field12 = extra_roll, Ann on 12 rolls again in the same turn (R9, R16)."""
        service = service_for(store, Dice())
        session = await started(service, Join(BOB), field12="extra_roll")
        for value in (6, 2):
            session = (await roll(service, session, value)).session
        result = await roll(service, session, 6)
        assert result.session.phase is Phase.EXTRA_ROLL and result.session.engine.current == 0
        result = await roll(service, result.session, 1)
        assert Rolled(0, 1, True) in result.outcome.events
        assert result.session.engine.players[0].position == 13
        assert result.session.engine.current == 1

    async def test_choices_both_ways(self, store: Stores) -> None:
        """On the tree Ann stays and Bob climbs down: both options of a choice work (R11, R15)."""
        service = service_for(store, Dice())
        session = await started(service, Join(BOB))
        for value in (5, 5, 2, 2, 3):
            session = (await roll(service, session, value)).session
        assert session.phase is Phase.AWAITING_CHOICE
        assert session.engine.pending is not None and session.engine.pending.options == (10, 7)
        result = await service.act(CHAT, move(session, option=7))
        assert Stayed(0, 7) in result.outcome.events and result.session.data.choice_log == ["7"]
        session = (await roll(service, result.session, 3)).session
        session = (await service.act(CHAT, move(session, option=10))).session
        assert [p.position for p in session.engine.players] == [7, 10]
        assert session.data.choice_log == ["7", "10"] and session.engine.current == 0

    async def test_cancel_archives(self, store: Stores) -> None:
        """Cancel ends the game without a result: archived, no stats, a new lobby may open."""
        service = service_for(store, Dice())
        session = await started(service, Join(BOB))
        session = (await roll(service, session, 3)).session
        result = await service.act(CHAT, Cancel(ANN))
        assert result.ended and result.session.phase is Phase.CANCELLED
        assert await store.games.load(CHAT) is None and await store.deadlines.due(1e12) == []
        [entry] = await store.history.recent(CHAT)
        assert entry["phase"] == "cancelled" and entry["dice_log"] == [3]
        assert (await store.stats.chat_stats(CHAT)).games == 0
        opened = await service.open_lobby(CHAT, BOB, GameSettings())
        assert opened.session.data.game_id == "g2"

    async def test_leave_during_game(self, store: Stores) -> None:
        """Bob leaves mid-game and is out for good (R27); play passes him by."""
        service = service_for(store, Dice())
        session = await started(service, Join(BOB), Join(CAT))
        session = (await roll(service, session, 3)).session
        result = await service.act(CHAT, Leave(BOB))
        assert Left(1) in result.outcome.events
        state = result.session.engine
        assert state.players[1].status is Status.LEFT and state.current == 2
        session = (await roll(service, result.session, 2)).session
        assert session.engine.current == 0
        late: list[tuple[Command, str]] = [
            (RollDie(BOB, "g1", session.engine.step), "not_in_game"),  # play-test 7, finding 7
            (Leave(BOB), "not_in_game"),
        ]
        for command, code in late:
            with pytest.raises(Refused, match=code):
                await service.act(CHAT, command)
