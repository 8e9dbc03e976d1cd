"""A full Redis (maxmemory, noeviction) is an outage in every store: StoreUnavailable."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from redis import exceptions as rexc
from redis.asyncio import Redis

from fsm.data import Place
from fsm.exceptions import StoreUnavailable
from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from fsm.store.keys import is_outage
from fsm.store.stores import Stores
from tests.store.helpers import game


@pytest.fixture
async def full(own_redis: EmbeddedRedis) -> AsyncIterator[Redis]:
    """A client of a server whose every write is refused for memory; its limits restored after."""
    client = client_for(own_redis.url)
    before = await client.config_get("maxmemory")
    await client.config_set("maxmemory-policy", "noeviction")
    await client.config_set("maxmemory", "1")
    try:
        yield client
    finally:
        await client.config_set("maxmemory", before["maxmemory"])
        await client.aclose()


async def test_every_kind_of_write_is_an_outage(full: Redis) -> None:
    """A script, a transaction, a plain pipeline and the deadline index: all StoreUnavailable."""
    store = Stores.open(full)
    with pytest.raises(StoreUnavailable):
        await store.games.save(1, game(), expected_rev=None, deadline=5.0)  # a script
    with pytest.raises(StoreUnavailable) as info:
        await store.updates.mark_handled(1, "7:1", 10.0)  # MULTI … EXEC
    assert isinstance(info.value.__cause__, rexc.OutOfMemoryError)
    with pytest.raises(StoreUnavailable):
        await store.pictures.keep(Place(1), "digest", "file")  # MULTI … EXEC
    with pytest.raises(StoreUnavailable):
        await store.deadlines.schedule(Place(1), 5.0)  # a pipeline on the index
    with pytest.raises(StoreUnavailable):
        await store.prefs.set_user_language(1, "da")
    assert await store.deadlines.due(10.0) == []  # reads still answer


def test_a_transaction_thrown_away_for_memory_is_an_outage() -> None:
    """ExecAbortError caused by an OutOfMemoryError is one; caused by a bad command, not."""
    try:
        try:
            raise rexc.OutOfMemoryError("command not allowed when used memory > 'maxmemory'.")
        except rexc.OutOfMemoryError as full:
            raise rexc.ExecAbortError("Transaction discarded") from full
    except rexc.ExecAbortError as aborted:
        assert is_outage(aborted)
    try:
        try:
            raise rexc.ResponseError("wrong number of arguments for 'zadd' command")
        except rexc.ResponseError as bug:
            raise rexc.ExecAbortError("Transaction discarded") from bug
    except rexc.ExecAbortError as aborted:
        assert not is_outage(aborted)
    assert not is_outage(rexc.ExecAbortError("Transaction discarded"))
