"""The turn clock as two times, `remind_at` and `timeout_at`: no flag says which is next (R27)."""

from __future__ import annotations

import dataclasses
import json
import zlib
from pathlib import Path

import pytest
from redis.asyncio import Redis

import fsm
import fsm.data
from fsm.commands import Leave, Remind, Timeout
from fsm.data import DOC_VERSION, Place, SessionData
from fsm.exceptions import Refused
from fsm.machine import Phase
from fsm.service import GameService
from fsm.session import WRITE_VERSION, from_doc, to_doc
from fsm.store.packing import unpack
from fsm.store.stores import Stores
from tests.fsm.helpers import BOB, CAT, Clock, Dice, Ids, move, table
from tests.fsm.test_races import CHAT, HALF, codes, new_game

DOCUMENTS = Path(__file__).parent / "documents"
OLD_CHAT = -1001234567890  # the six-player game of the stored fixtures, Eve (seat 4) to roll
OLD_DEADLINE = 1700000150.0  # the fixtures' deadline, a reminder; their turn timer is 300 s


def test_no_wake_flag_remains() -> None:
    """The data holds the two times and nothing that says which of them a deadline is."""
    names = {f.name for f in dataclasses.fields(SessionData)}
    assert {"remind_at", "timeout_at"} <= names and not names & {"wake", "deadline"}
    assert not hasattr(fsm.data, "Wake") and not hasattr(fsm, "Wake")
    doc = to_doc(table(5, 5).data, version=DOC_VERSION)
    assert "wake" not in doc and "deadline" not in doc


def test_the_guards_read_the_times() -> None:
    """R27: the reminder is due at its time, the timeout at its own and only once reminded."""
    session = table(5, 5)
    session.data.settings.turn_timeout = 60
    session.data.remind_at, session.data.timeout_at = 100.0, 130.0
    assert session.data.deadline == 100.0
    with pytest.raises(Refused, match="not_due"):
        session.perform(Remind(), now=99.0, dice=Dice())
    with pytest.raises(Refused, match="not_due"):  # past its time, but the reminder is owed
        session.perform(Timeout(), now=131.0, dice=Dice())
    session.perform(Remind(), now=100.0, dice=Dice())
    assert (session.data.remind_at, session.data.timeout_at) == (None, 130.0)
    with pytest.raises(Refused, match="not_due"):
        session.perform(Remind(), now=129.0, dice=Dice())
    with pytest.raises(Refused, match="not_due"):
        session.perform(Timeout(), now=129.0, dice=Dice())
    session.perform(Timeout(), now=130.0, dice=Dice([3]))
    assert session.data.missed == {0: 1} and session.engine.current == 1


def test_another_s_leave_keeps_the_mover_s_clock() -> None:
    """R27 (play-test 65: Георги left during Петър's minute, and Петър's turn began anew, told
    "30 s left" twice and 112 s long): one not to move leaving keeps the mover's two times;
    the mover's own leave gives the next one a whole turn."""
    session = table(5, 5, 5)
    turn = session.data.settings.turn_timeout
    session.perform(move(session), now=50.0, dice=Dice([2]))  # Bob to move, Cat waiting
    session.perform(Remind(), now=50.0 + turn / 2, dice=Dice())
    assert (session.data.remind_at, session.data.timeout_at) == (None, 50.0 + turn)
    session.perform(Leave(CAT), now=60.0 + turn / 2, dice=Dice())
    assert session.engine.current == 1
    assert (session.data.remind_at, session.data.timeout_at) == (None, 50.0 + turn)
    session.perform(Leave(BOB), now=70.0 + turn / 2, dice=Dice())
    assert session.engine.current == 0
    start = 70.0 + turn / 2
    assert (session.data.remind_at, session.data.timeout_at) == (start + turn / 2, start + turn)


def test_a_late_reminder_leaves_half_the_time() -> None:
    """A reminder sent late (no process was up at half time) still leaves half a turn."""
    session = table(5, 5)
    turn = session.data.settings.turn_timeout
    session.data.remind_at, session.data.timeout_at = 100.0, 100.0 + turn / 2
    session.perform(Remind(), now=1000.0, dice=Dice())
    assert session.data.remind_at is None and session.data.timeout_at == 1000.0 + turn / 2


def test_each_move_starts_both_times_and_no_timer_keeps_none() -> None:
    """A move gives the next mover half their time to the reminder and all of it to the
    timeout; without a timer neither time is kept."""
    session = table(5, 5)
    turn = session.data.settings.turn_timeout
    session.perform(move(session), now=50.0, dice=Dice([2]))
    assert (session.data.remind_at, session.data.timeout_at) == (50 + turn / 2, 50.0 + turn)
    session.data.settings.turn_timeout = 0
    session.perform(move(session), now=60.0, dice=Dice([2]))
    data = session.data
    assert data.remind_at is None and data.timeout_at is None and data.deadline is None


async def test_the_index_holds_the_next_of_the_two(store: Stores) -> None:
    """One score per place: the reminder's time, then, once reminded, the timeout's."""
    clock = Clock()
    service = GameService(store, dice=Dice(), clock=clock, new_id=Ids())
    started = clock.now
    await new_game(service)
    assert await store.deadlines.due(started + 10 * HALF) == [(Place(CHAT), started + HALF)]
    clock.advance(HALF)
    [(_, reminded)] = await service.wake_due()
    assert codes(reminded) == ["remind"]
    assert await store.deadlines.due(started + 10 * HALF) == [(Place(CHAT), started + 2 * HALF)]


def old_document(version: int, wake: str) -> bytes:
    """The fixtures' game as version `version` stored it, its deadline a `wake` one."""
    if version == 2:
        doc = json.loads((DOCUMENTS / "v2.json").read_bytes())
        assert (doc["deadline"], doc["wake"]) == (OLD_DEADLINE, "remind")
        doc["wake"] = wake
        return json.dumps(doc).encode()
    row = json.loads(zlib.decompress((DOCUMENTS / "v3.bin").read_bytes()[1:], -15))
    at = row.index(OLD_DEADLINE)
    assert row[at + 1] == "remind"  # version 3's row: the deadline, then its wake
    row[at + 1] = wake
    return b"\x03" + json.dumps(row, ensure_ascii=False).encode()


@pytest.mark.parametrize("version", [2, 3])
@pytest.mark.parametrize("wake", ["remind", "timeout"])
def test_an_old_deadline_loads_as_its_times(version: int, wake: str) -> None:
    """`wake: remind` was the reminder's time (the timeout half a turn on); `timeout` the end."""
    data = from_doc(unpack(old_document(version, wake)))
    if wake == "remind":
        assert (data.remind_at, data.timeout_at) == (OLD_DEADLINE, OLD_DEADLINE + 150)
    else:
        assert (data.remind_at, data.timeout_at) == (None, OLD_DEADLINE)
    assert data.deadline == OLD_DEADLINE


def test_short_version_3_rows() -> None:
    """A version-3 row ending before its deadline is a game without one; one ending at it
    left its ``wake`` off as the default, a timeout."""
    row = json.loads(zlib.decompress((DOCUMENTS / "v3.bin").read_bytes()[1:], -15))
    at = row.index(OLD_DEADLINE)
    lobby = from_doc(unpack(b"\x03" + json.dumps(["g", 1, 2]).encode()))
    assert lobby.remind_at is None and lobby.timeout_at is None and lobby.engine is None
    ending = from_doc(unpack(b"\x03" + json.dumps(row[: at + 1], ensure_ascii=False).encode()))
    assert (ending.remind_at, ending.timeout_at) == (None, OLD_DEADLINE)


def test_an_old_deadline_without_its_wake_is_a_timeout() -> None:
    """Version 3 left a default ``wake`` ("timeout") off a row; a stray value is refused."""
    doc = unpack(old_document(2, "timeout"))
    del doc["wake"]
    assert from_doc(doc).timeout_at == OLD_DEADLINE
    with pytest.raises(ValueError, match="wake"):
        from_doc({**doc, "wake": "later"})


@pytest.mark.parametrize("version", [2, 3])
async def test_an_old_reminder_fires_then_its_timeout(
    store: Stores, redis: Redis, version: int
) -> None:
    """R27: an old game whose deadline was a reminder reminds Eve, then times her out."""
    service, clock = await old_game(store, redis, old_document(version, "remind"))
    [(_, reminded)] = await service.wake_due()
    assert codes(reminded) == ["remind"]
    clock.advance(149)
    assert await service.wake_due() == []
    clock.advance(1)
    [(_, timed_out)] = await service.wake_due()
    assert codes(timed_out) == ["timed_out"] and timed_out.session.data.missed == {4: 1}


@pytest.mark.parametrize("version", [2, 3])
async def test_an_old_timeout_fires_at_once(store: Stores, redis: Redis, version: int) -> None:
    """R27: an old game reminded already is timed out at its deadline, not reminded again."""
    service, _ = await old_game(store, redis, old_document(version, "timeout"))
    [(_, timed_out)] = await service.wake_due()
    assert codes(timed_out) == ["timed_out"]
    session = timed_out.session
    assert session.data.missed == {4: 1} and session.engine.current != 4
    assert session.phase is Phase.AWAITING_ROLL and session.data.remind_at is not None
    stored = await store.games.load(OLD_CHAT)
    assert stored is not None and stored.doc["v"] == WRITE_VERSION
    assert from_doc(stored.doc) == session.data


async def old_game(store: Stores, redis: Redis, blob: bytes) -> tuple[GameService, Clock]:
    """`blob` stored as the chat's game with its index entry; a service at its deadline."""
    await redis.hset(store.games.keys.game(OLD_CHAT), mapping={"rev": "1", "doc": blob})
    await store.deadlines.schedule(OLD_CHAT, OLD_DEADLINE)
    clock = Clock(OLD_DEADLINE - 1)
    service = GameService(store, dice=Dice([3] * 20), clock=clock, new_id=Ids())
    assert await service.wake_due() == []
    clock.advance(1)
    return service, clock
