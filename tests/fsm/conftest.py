"""Fixtures for the turn machine's tests: a second store, as a second process has."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from fsm.store.stores import Stores


@pytest.fixture
async def other(embedded_redis: EmbeddedRedis, redis: Redis) -> AsyncIterator[Stores]:
    """A second store on its own client to the same server (a second process, after the flush)."""
    client = client_for(embedded_redis.url)
    try:
        yield Stores.open(client)
    finally:
        await client.aclose()
