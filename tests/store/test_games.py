"""Tests of game load/save/finish/delete against a real redis-server."""

from __future__ import annotations

import asyncio

import pytest
from redis.asyncio import Redis

from fsm.exceptions import Conflict
from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from fsm.store.games import Stored
from fsm.store.packing import blob_of
from fsm.store.scripts import SAVE
from fsm.store.stores import Stores
from tests.store.helpers import game


async def test_load_missing_returns_none(store: Stores) -> None:
    """Loading a chat without a game gives None."""
    assert await store.games.load(1) is None


async def test_create_load_save_round_trip(store: Stores) -> None:
    """A created game loads back equal, and each save bumps the revision by one."""
    rev = await store.games.save(-100, game(0), expected_rev=None)
    assert rev == 1
    assert await store.games.load(-100) == Stored(game(0), 1)
    rev2 = await store.games.save(-100, game(1, note="ü"), expected_rev=rev)
    assert rev2 == 2
    loaded = await store.games.load(-100)
    assert loaded is not None and loaded.doc == game(1, note="ü") and loaded.rev == 2


async def test_game_key_layout(store: Stores, redis: Redis) -> None:
    """The game is a hash with rev and doc under the chat's hash-tagged key."""
    await store.games.save(42, game(), expected_rev=None, deadline=1000.5)
    fields = await redis.hgetall("robinson:{42}:game")
    assert fields[b"rev"] == b"1"
    assert fields[b"deadline"] == b"1000.5"
    assert b'"v":1' in (blob_of(fields) or b"")


async def test_custom_prefix(redis: Redis) -> None:
    """The key prefix is configurable."""
    store = Stores.open(redis, prefix="test")
    await store.games.save(7, game(), expected_rev=None)
    assert await redis.exists("test:{7}:game") == 1
    assert await redis.exists("robinson:{7}:game") == 0


async def test_create_conflicts_when_game_exists(store: Stores) -> None:
    """Creating over an existing game raises Conflict carrying the stored rev."""
    await store.games.save(5, game(), expected_rev=None)
    with pytest.raises(Conflict) as info:
        await store.games.save(5, game(9), expected_rev=None)
    assert info.value.actual == 1 and info.value.expected is None
    loaded = await store.games.load(5)
    assert loaded is not None and loaded.doc == game()


async def test_stale_rev_conflicts(store: Stores) -> None:
    """Saving from an old revision raises Conflict and leaves the stored game untouched."""
    rev = await store.games.save(5, game(0), expected_rev=None)
    await store.games.save(5, game(1), expected_rev=rev)
    with pytest.raises(Conflict) as info:
        await store.games.save(5, game(2), expected_rev=rev)
    assert (info.value.expected, info.value.actual) == (1, 2)
    loaded = await store.games.load(5)
    assert loaded is not None and loaded.doc == game(1) and loaded.rev == 2


async def test_update_of_missing_game_conflicts(store: Stores) -> None:
    """Saving with an expected rev when no game exists is a Conflict with actual None."""
    with pytest.raises(Conflict) as info:
        await store.games.save(8, game(), expected_rev=3)
    assert info.value.actual is None


async def test_unsupported_version_refused_on_save(store: Stores) -> None:
    """A document this store could not read back is refused before it is written."""
    with pytest.raises(ValueError):
        await store.games.save(3, {"v": 99}, expected_rev=None)
    with pytest.raises(ValueError):
        await store.games.save(3, {"turn": 1}, expected_rev=None)
    assert await store.games.load(3) is None


async def test_two_clients_race_exactly_one_wins(embedded_redis: EmbeddedRedis) -> None:
    """Fifty times, two connections save from the same rev and exactly one succeeds."""
    a, b = client_for(embedded_redis.url), client_for(embedded_redis.url)
    try:
        await a.flushall()
        sa, sb = Stores.open(a), Stores.open(b)
        rev = await sa.games.save(11, game(0), expected_rev=None)
        for turn in range(1, 51):
            results = await asyncio.gather(
                sa.games.save(11, game(turn, by="a"), expected_rev=rev),
                sb.games.save(11, game(turn, by="b"), expected_rev=rev),
                return_exceptions=True,
            )
            wins = [r for r in results if isinstance(r, int)]
            losses = [r for r in results if isinstance(r, Conflict)]
            assert len(wins) == 1 and len(losses) == 1, results
            rev = wins[0]
            assert rev == turn + 1
            loaded = await sb.games.load(11)
            assert loaded is not None and loaded.rev == rev and loaded.doc["turn"] == turn
    finally:
        await a.aclose()
        await b.aclose()


async def test_idle_ttl_is_set_and_refreshed(redis: Redis) -> None:
    """Every save (re)sets the game's expiry to idle_ttl."""
    store = Stores.open(redis, idle_ttl=600)
    rev = await store.games.save(9, game(), expected_rev=None)
    await redis.expire("robinson:{9}:game", 5)
    await store.games.save(9, game(1), expected_rev=rev)
    ttl = await redis.ttl("robinson:{9}:game")
    assert 590 <= ttl <= 600


async def test_finish_moves_game_to_history(store: Stores, redis: Redis) -> None:
    """finish() deletes the live game and pushes the final doc onto the history."""
    rev = await store.games.save(12, game(0), expected_rev=None, deadline=123.0)
    rev = await store.games.save(12, game(1), expected_rev=rev, deadline=456.0)
    await store.games.finish(12, game(2, winner="Ann"), expected_rev=rev)
    assert await store.games.load(12) is None
    assert await store.history.recent(12, 10) == [game(2, winner="Ann")]
    assert await store.deadlines.due(10_000) == []
    assert await redis.ttl("robinson:{12}:history") > 80 * 24 * 3600


async def test_finish_is_compare_and_set(store: Stores) -> None:
    """finish() from a stale rev raises Conflict and keeps the game live."""
    rev = await store.games.save(13, game(0), expected_rev=None)
    await store.games.save(13, game(1), expected_rev=rev)
    with pytest.raises(Conflict):
        await store.games.finish(13, game(1), expected_rev=rev)
    assert await store.games.load(13) is not None
    assert await store.history.recent(13) == []


async def test_history_is_trimmed_newest_first(redis: Redis) -> None:
    """The history keeps only history_size games, newest first, and honours limit."""
    store = Stores.open(redis, history_size=3)
    for n in range(5):
        rev = await store.games.save(14, game(n), expected_rev=None)
        await store.games.finish(14, game(n), expected_rev=rev)
    assert [d["turn"] for d in await store.history.recent(14, 10)] == [4, 3, 2]
    assert [d["turn"] for d in await store.history.recent(14, 2)] == [4, 3]
    assert await store.history.recent(14, 0) == []


async def test_new_game_never_reuses_revisions(store: Stores) -> None:
    """After a game ends, a new game's revisions continue, so a stale writer still loses."""
    rev = await store.games.save(15, game(0), expected_rev=None)
    rev = await store.games.save(15, game(1), expected_rev=rev)
    await store.games.finish(15, game(1), expected_rev=rev)
    new = await store.games.save(15, game(0), expected_rev=None)
    assert new > rev
    with pytest.raises(Conflict):
        await store.games.save(15, game(7), expected_rev=rev)


async def test_delete_cancels_without_history(store: Stores) -> None:
    """delete() removes the game (CAS) and its deadline without writing history."""
    rev = await store.games.save(16, game(), expected_rev=None, deadline=50.0)
    with pytest.raises(Conflict):
        await store.games.delete(16, expected_rev=rev + 1)
    await store.games.delete(16, expected_rev=rev)
    assert await store.games.load(16) is None
    assert await store.history.recent(16) == []
    assert await store.deadlines.due(100.0) == []


async def test_retried_save_is_recognised(store: Stores, redis: Redis) -> None:
    """Re-running a save script with the same writer id (a client retry) is not a Conflict."""
    rev = await store.games.save(17, game(0), expected_rev=None)
    keys = ["robinson:{17}:game", "robinson:{17}:seq"]
    args: list[str | int] = [str(rev), '{"v":1,"turn":1}', 600, "", "writer-1"]
    first = await redis.eval(SAVE, 2, *keys, *args)
    again = await redis.eval(SAVE, 2, *keys, *args)
    assert first == [1, 2] and again == [2, 2]
    loaded = await store.games.load(17)
    assert loaded is not None and loaded.rev == 2
