"""Tests that outages surface as StoreUnavailable and that restarts lose nothing."""

from __future__ import annotations

import asyncio
import os
import signal

import pytest
from redis import exceptions as rexc

from fsm.data import Place
from fsm.exceptions import StoreUnavailable
from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from fsm.store.keys import TIMED_OUT_SECONDS, timed_out
from fsm.store.stats import PlayerResult
from fsm.store.stores import Stores
from tests.store.helpers import game


async def test_closed_port_is_unavailable(closed_port: int) -> None:
    """Every kind of call against a port nobody listens on raises StoreUnavailable."""
    client = client_for(f"redis://127.0.0.1:{closed_port}/0")
    store = Stores.open(client)
    try:
        with pytest.raises(StoreUnavailable) as info:
            await store.games.load(1)
        assert isinstance(info.value.__cause__, rexc.ConnectionError)
        with pytest.raises(StoreUnavailable):
            await store.games.save(1, game(), expected_rev=None, deadline=5.0)
        with pytest.raises(StoreUnavailable):
            await store.deadlines.due(10.0)
        with pytest.raises(StoreUnavailable):
            await store.stats.record_game(1, "g", [PlayerResult(1, "A", True, False, 1)])
        with pytest.raises(StoreUnavailable):
            await store.prefs.set_chat_language(1, "en")
    finally:
        await client.aclose()


async def test_stopped_server_is_unavailable_then_recovers(own_redis: EmbeddedRedis) -> None:
    """A stopped server gives StoreUnavailable; after a restart the same client works again."""
    client = client_for(own_redis.url)
    store = Stores.open(client)
    try:
        rev = await store.games.save(2, game(), expected_rev=None)
        own_redis.stop()
        with pytest.raises(StoreUnavailable):
            await store.games.load(2)
        with pytest.raises(StoreUnavailable):
            await store.games.finish(2, game(), expected_rev=rev)
        own_redis.start()
        loaded = await store.games.load(2)
        assert loaded is not None and loaded.rev == rev
    finally:
        await client.aclose()


async def test_restart_mid_game_loses_nothing(own_redis: EmbeddedRedis) -> None:
    """Games, deadlines, stats and prefs written before restart() are all there after it."""
    client = client_for(own_redis.url)
    store = Stores.open(client)
    try:
        rev = await store.games.save(3, game(0), expected_rev=None)
        rev = await store.games.save(3, game(1), expected_rev=rev, deadline=99.5)
        await store.stats.record_game(3, "g0", [PlayerResult(9, "Ann", True, False, 4)])
        await store.prefs.set_chat_language(3, "pt")
        own_redis.restart()
        loaded = await store.games.load(3)
        assert loaded is not None and (loaded.doc, loaded.rev) == (game(1), rev)
        assert await store.deadlines.due(100.0) == [(Place(3), 99.5)]
        assert (await store.stats.user_stats(9)).wins == 1
        assert await store.prefs.chat_language(3) == "pt"
        assert await store.games.save(3, game(2), expected_rev=rev) == rev + 1
    finally:
        await client.aclose()


async def test_a_frozen_server_fails_the_next_commands_at_once(own_redis: EmbeddedRedis) -> None:
    """Play-test 77: with Redis frozen, every tap in a chat's line waited out the command
    timeout again, and the last went unanswered past Telegram's 15 s. Once a command of a
    client timed out, its next ones fail without asking Redis (here, one that would have
    worked: the server runs again) for `TIMED_OUT_SECONDS`, then Redis is asked again; another
    client is not held back."""
    client, other = client_for(own_redis.url), client_for(own_redis.url)
    store, elsewhere = Stores.open(client), Stores.open(other)
    pid = own_redis.pid
    assert pid is not None
    try:
        await store.prefs.set_chat_language(-1, "en")
        os.kill(pid, signal.SIGSTOP)
        try:
            with pytest.raises(StoreUnavailable) as info:
                await store.prefs.chat_language(-1)
            assert timed_out(info.value.__cause__), info.value
        finally:
            os.kill(pid, signal.SIGCONT)
        with pytest.raises(StoreUnavailable, match="timed out moments ago"):
            await store.prefs.chat_language(-1)  # Redis runs, yet it is not asked
        assert await elsewhere.prefs.chat_language(-1) == "en"
        await asyncio.sleep(TIMED_OUT_SECONDS)
        assert await store.prefs.chat_language(-1) == "en"
    finally:
        await client.aclose()
        await other.aclose()
