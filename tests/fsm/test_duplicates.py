"""One Telegram update delivered to two processes at once applies once, and answers once."""

from __future__ import annotations

import asyncio

import pytest

from fsm.commands import AddComputer, Cancel, Join, SayParrot, Start
from fsm.data import GameSettings
from fsm.exceptions import Duplicate, Refused
from fsm.service import GameService, Result
from fsm.store.stores import Stores
from fsm.store.updates import CLAIM_SECONDS, Begin
from tests.fsm.helpers import ANN, BOB, CAT, Clock, Dice, Ids
from tests.store.helpers import game

CHAT = 8


def services(store: Stores, other: Stores) -> tuple[GameService, GameService]:
    """Two services, as in two processes, on one Redis."""
    clock, ids = Clock(), Ids()
    return (
        GameService(store, dice=Dice(seed=1), clock=clock, new_id=ids),
        GameService(other, dice=Dice(seed=2), clock=clock, new_id=ids),
    )


class TestClaims:
    """The check and the mark of an update are one step."""

    async def test_one_of_two_claims_wins(self, store: Stores, other: Stores) -> None:
        """Two processes claiming one update at once: one holds it, the other sees it in hand."""
        for n in range(20):
            found = await asyncio.gather(
                store.updates.begin(CHAT, f"u{n}", 100.0), other.updates.begin(CHAT, f"u{n}", 100.0)
            )
            assert sorted(found) == [Begin.MINE, Begin.IN_HAND]

    async def test_handled_then_seen(self, store: Stores) -> None:
        """Once marked, an update is handled for good; its claim is gone."""
        assert await store.updates.begin(CHAT, "u1", 100.0) is Begin.MINE
        await store.updates.mark_handled(CHAT, "u1", 101.0)
        assert await store.updates.begin(CHAT, "u1", 102.0) is Begin.HANDLED
        assert await store.updates.handled(CHAT, "u1")

    async def test_claim_of_a_crashed_process_lapses(self, store: Stores) -> None:
        """A claim never marked (its process died) lapses, so a redelivery is handled."""
        assert await store.updates.begin(CHAT, "u1", 100.0) is Begin.MINE
        assert await store.updates.begin(CHAT, "u1", 100.0 + CLAIM_SECONDS / 2) is Begin.IN_HAND
        assert await store.updates.begin(CHAT, "u1", 101.0 + CLAIM_SECONDS) is Begin.MINE


class TestFoldedIntoTheSave:
    """A command's save marks its update in the same script as the compare-and-set."""

    async def test_save_marks_and_refuses_a_handled_update(self, store: Stores) -> None:
        """The mark goes with the write; a second write for the same update changes nothing."""
        rev = await store.games.save(CHAT, game(0), expected_rev=None, update="u1")
        assert await store.updates.handled(CHAT, "u1")
        with pytest.raises(Duplicate):
            await store.games.save(CHAT, game(1), expected_rev=rev, update="u1")
        with pytest.raises(Duplicate):
            await store.games.finish(CHAT, game(2), expected_rev=rev, update="u1")
        loaded = await store.games.load(CHAT)
        assert loaded is not None and loaded.rev == rev and loaded.doc["turn"] == 0
        assert await store.history.recent(CHAT) == []

    async def test_two_processes_one_update(self, store: Stores, other: Stores) -> None:
        """The same command and update to two services at once: applied once, never refused."""
        a, b = services(store, other)
        await a.open_lobby(CHAT, ANN, GameSettings(max_seats=10))
        for n in range(8):
            command = AddComputer(ANN, "random")  # would seat two computers if applied twice
            done = await asyncio.gather(
                a.act(CHAT, command, update=f"u{n}"),
                b.act(CHAT, command, update=f"u{n}"),
                return_exceptions=True,
            )
            assert sorted(type(r).__name__ for r in done) == ["Duplicate", "Result"], done
            session = await a.load(CHAT)
            assert session is not None and len(session.data.seats) == n + 2

    async def test_duplicate_lobby(self, store: Stores, other: Stores) -> None:
        """/new delivered twice at once opens one lobby and says nothing about an existing one."""
        a, b = services(store, other)
        done = await asyncio.gather(
            a.open_lobby(CHAT, ANN, GameSettings(), update="new"),
            b.open_lobby(CHAT, ANN, GameSettings(), update="new"),
            return_exceptions=True,
        )
        assert sorted(type(r).__name__ for r in done) == ["Duplicate", "Result"], done
        with pytest.raises(Refused, match="game_exists"):
            await a.open_lobby(CHAT, BOB, GameSettings(), update="another")

    async def test_refusal_of_a_handled_update_is_a_duplicate(self, store: Stores) -> None:
        """A redelivered Join or Cancel is a duplicate, not 'already joined' or 'no game'."""
        a, _ = services(store, store)
        await a.open_lobby(CHAT, ANN, GameSettings())
        await a.act(CHAT, Join(BOB), update="join")
        with pytest.raises(Duplicate):
            await a.act(CHAT, Join(BOB), update="join")
        with pytest.raises(Refused, match="already_joined"):
            await a.act(CHAT, Join(BOB), update="join-again")
        result = await a.act(CHAT, Cancel(ANN), update="cancel")
        assert result.ended
        with pytest.raises(Duplicate):
            await a.act(CHAT, Cancel(ANN), update="cancel")


class TestGameIds:
    """A button names its game: a command for another game changes nothing (adversary #12)."""

    async def test_foreign_game_id_refused(self, store: Stores) -> None:
        """Cancel, Join and the parrot with another game's id are refused as an old game."""
        a, _ = services(store, store)
        lobby = await a.open_lobby(CHAT, ANN, GameSettings())
        own = lobby.session.data.game_id
        await a.act(CHAT, Join(BOB), game_id=own)
        started = await a.act(CHAT, Start(ANN), game_id=own)
        assert isinstance(started, Result)
        for command in (Cancel(ANN), Join(CAT), SayParrot(ANN)):
            with pytest.raises(Refused, match="old_game"):
                await a.act(CHAT, command, game_id="zzzzzzzz")
        session = await a.load(CHAT)
        assert session is not None and session.data.game_id == own
        assert [s.name for s in session.data.seats] == ["Ann", "Bob"]
