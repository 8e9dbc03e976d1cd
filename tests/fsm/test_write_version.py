"""A rolling update runs this release beside the last one: it writes version 3, reads 3 and 4.

The last release reads versions 1–3 only, so what this one saves must be version 3, as that one
wrote it; version 4 (``remind_at``, ``timeout_at``) is what the next release writes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from redis.asyncio import Redis

from fsm.commands import Configure, Join, Start
from fsm.data import DOC_VERSION, GameSettings, Place, SessionData
from fsm.service import GameService
from fsm.session import WRITE_VERSION, from_doc, to_doc
from fsm.store.packing import DEFLATED, PACKED, V3_PACKED, blob_of, pack, unpack
from fsm.store.stores import Stores
from tests.fsm.helpers import ANN, BOB, Clock, Dice, Ids, move
from tests.fsm.test_races import CHAT, HALF, codes

DOCUMENTS = Path(__file__).parent / "documents"
NOW = 1_764_600_000.125  # a clock like the real one (the times' floats as they come)


def test_this_release_writes_version_3_byte_for_byte_as_the_last_one() -> None:
    """The v3 fixture, written by the release before the two times, is what this one writes."""
    written = (DOCUMENTS / "v3.bin").read_bytes()
    data = from_doc(unpack(written))
    assert WRITE_VERSION == V3_PACKED and DOC_VERSION == PACKED
    assert pack(to_doc(data)) == written
    assert pack(to_doc(data, version=DOC_VERSION)) == (DOCUMENTS / "v4.bin").read_bytes()


def through_both(data: SessionData) -> tuple[SessionData, SessionData]:
    """`data` saved and loaded as version 3 and as version 4."""
    v3, v4 = to_doc(data, version=V3_PACKED), to_doc(data, version=PACKED)
    assert v3["v"] == 3 and v3["wake"] in ("remind", "timeout") and "remind_at" not in v3
    assert v4["v"] == 4 and "wake" not in v4 and "deadline" not in v4
    return from_doc(unpack(pack(v3))), from_doc(unpack(pack(v4)))


async def started(service: GameService, timer: str) -> None:
    """Ann and Bob's game at `CHAT` with the turn timer `timer` (seconds), Ann to move."""
    await service.open_lobby(CHAT, ANN, GameSettings())
    await service.act(CHAT, Join(BOB))
    await service.act(CHAT, Configure(ANN, "turn_timeout", timer))
    await service.act(CHAT, Start(ANN))


async def saved(store: Stores, redis: Redis) -> SessionData:
    """The game at `CHAT` as saved: written as version 3, and loading as it was."""
    raw = blob_of(await redis.hgetall(store.games.keys.game(CHAT)))
    assert raw is not None and raw[0] in (V3_PACKED, 0x10 | V3_PACKED)
    stored = await store.games.load(CHAT)
    assert stored is not None and stored.doc["v"] == 3
    return from_doc(stored.doc)


@pytest.mark.parametrize("start", [NOW, 1000.0])
@pytest.mark.parametrize(
    ("waited", "reminded", "times"),
    [
        (0.0, False, (HALF, 2 * HALF)),  # a fresh turn: the reminder owed, due at half time
        (HALF, True, (None, 2 * HALF)),  # reminded on time: the timeout is the deadline
        (1.5 * HALF, True, (None, 2.5 * HALF)),  # reminded late: the timeout moved on
        (5 * HALF, True, (None, 6 * HALF)),  # reminded after the timeout's own time
    ],
)
async def test_every_clock_state_round_trips_through_both_versions(
    store: Stores,
    redis: Redis,
    start: float,
    waited: float,
    reminded: bool,
    times: tuple[float | None, float],
) -> None:
    """The two times come back exactly from version 3 as from version 4, a late reminder too."""
    clock = Clock(start)
    service = GameService(store, dice=Dice([3] * 10), clock=clock, new_id=Ids())
    await started(service, "60")
    clock.advance(waited)
    if reminded:
        [(_, fired)] = await service.wake_due()
        assert codes(fired) == ["remind"]
    data = await saved(store, redis)
    remind_at, timeout_at = times
    assert data.remind_at == (None if remind_at is None else start + remind_at)
    assert data.timeout_at == start + timeout_at
    assert through_both(data) == (data, data)


async def test_a_game_without_a_timer_and_a_lobby_round_trip(store: Stores, redis: Redis) -> None:
    """No timer: neither time, in either version; a lobby likewise."""
    service = GameService(store, dice=Dice([3] * 10), clock=Clock(NOW), new_id=Ids())
    await service.open_lobby(CHAT, ANN, GameSettings())
    lobby = await saved(store, redis)
    assert through_both(lobby) == (lobby, lobby)
    await service.act(CHAT, Join(BOB))
    await service.act(CHAT, Configure(ANN, "turn_timeout", "0"))
    await service.act(CHAT, Start(ANN))
    data = await saved(store, redis)
    assert data.engine is not None and data.remind_at is None and data.timeout_at is None
    assert through_both(data) == (data, data)


async def test_a_version_4_game_of_the_next_release_plays_on_here(
    store: Stores, redis: Redis
) -> None:
    """A game the next release saved as version 4 loads, takes a move and is saved as 3."""
    clock = Clock(NOW)
    service = GameService(store, dice=Dice([3] * 10), clock=clock, new_id=Ids())
    await started(service, "60")
    session = await service.load(CHAT)
    assert session is not None
    key = store.games.keys.game(CHAT)
    v4 = pack(to_doc(session.data, version=PACKED))
    assert v4[0] in (PACKED, DEFLATED)
    await redis.hset(key, mapping={"doc": v4})  # the whole-document field wins over the chunks
    stored = await store.games.load(CHAT)
    assert stored is not None and stored.doc["v"] == 4 and from_doc(stored.doc) == session.data
    clock.advance(5)
    moved = await service.act(CHAT, move(session))
    assert moved.session.data.timeout_at == NOW + 5 + 2 * HALF
    assert await saved(store, redis) == moved.session.data
    assert await store.deadlines.due(NOW + 100) == [(Place(CHAT), NOW + 5 + HALF)]
