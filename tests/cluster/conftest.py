"""A real three-primary Redis Cluster from the embedded redis-server, for the whole session.

Tests in this folder get it in place of the single embedded server: `embedded_redis.url` is a
``redis+cluster://`` URL, so `client_for`, the store, the bot and its flood limiter all speak
to the cluster through redis-py's cluster client.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
from redis.asyncio import RedisCluster

from fsm.store.client import client_for
from robinson.harness.cluster import LocalCluster

__all__ = ["LocalCluster"]


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalCluster]:
    """The session's cluster."""
    cluster = LocalCluster(tmp_path_factory.mktemp("cluster"))
    try:
        yield cluster.start()
    finally:
        cluster.stop()


@pytest.fixture
def embedded_redis(redis_cluster: LocalCluster) -> LocalCluster:
    """Here the "embedded Redis" of the shared fixtures is the cluster (it has a `.url`)."""
    return redis_cluster


@pytest.fixture
async def redis(redis_cluster: LocalCluster) -> AsyncIterator[RedisCluster]:
    """A cluster client created in the test's own loop, every primary flushed."""
    client = client_for(redis_cluster.url)
    assert isinstance(client, RedisCluster)
    await client.flushall()
    try:
        yield client
    finally:
        await client.aclose()
