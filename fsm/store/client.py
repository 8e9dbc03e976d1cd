"""Clients for Redis: a URL's server or cluster, or the embedded redis-server started for it."""

from __future__ import annotations

import asyncio
from pathlib import Path

from redis.asyncio import BlockingConnectionPool, Redis, RedisCluster
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff

from fsm.store.embedded import EmbeddedRedis

COMMAND_TIMEOUT = 2.0  # seconds a command (or a connect) may take before Redis is out of reach
RETRIES = 1  # one more try at once: a tap's load fails in ~4 s, well inside its 15-s answer
MAX_CONNECTIONS = 64  # per client: more commands at once wait for a free connection
CLUSTER_MAX_CONNECTIONS = 1024  # per node (the cluster client has no waiting pool)
Client = Redis | RedisCluster  # a single server, or a Redis Cluster (REDIS_CLUSTER=1)


def is_cluster_url(url: str | None) -> bool:
    """True for a ``redis+cluster://`` (or ``rediss+cluster://``) URL: a Redis Cluster node."""
    return bool(url) and str(url).split("://", 1)[0].lower().endswith("+cluster")


def node_url(url: str) -> str:
    """The plain URL of the one node a ``redis+cluster://`` URL names (others unchanged)."""
    scheme, rest = url.split("://", 1)
    return f"{scheme.lower().removesuffix('+cluster')}://{rest}"


def client_for(url: str) -> Client:
    """Return an async client for `url`: byte replies, bounded timeouts, a few quick retries.

    A ``redis+cluster://host:port`` URL gives a Redis Cluster client that finds every node from
    that one. A burst of more concurrent commands than `MAX_CONNECTIONS` waits for a free
    connection (up to 10 s) instead of failing. A server that stops answering (paused, swapping,
    cut off) fails a command in `COMMAND_TIMEOUT` a try, so that a tap still hears the island
    can't be reached (play-test 64: 10 s a try, four tries, and no answer). Keep
    ``decode_responses`` off: the store must be able to read (and quarantine) blobs that are not
    valid UTF-8. Retries are safe: every store write is idempotent.
    """
    retry = Retry(ExponentialWithJitterBackoff(base=0.05, cap=1.0), retries=RETRIES)
    if is_cluster_url(url):  # no blocking pool for a cluster: room for any burst, per node
        return RedisCluster.from_url(
            node_url(url),
            socket_connect_timeout=COMMAND_TIMEOUT,
            socket_timeout=COMMAND_TIMEOUT,
            retry=retry,
            max_connections=CLUSTER_MAX_CONNECTIONS,
        )
    pool = BlockingConnectionPool.from_url(
        url, max_connections=MAX_CONNECTIONS, timeout=10,
        socket_connect_timeout=COMMAND_TIMEOUT, socket_timeout=COMMAND_TIMEOUT, retry=retry,
    )  # fmt: skip
    return Redis.from_pool(pool)  # closing the client closes its pool


async def open_redis(redis_url: str | None, data_dir: Path) -> tuple[Client, EmbeddedRedis | None]:
    """Connect to `redis_url` (a cluster for ``redis+cluster://``), or start an embedded one."""
    if redis_url:
        return client_for(redis_url), None
    embedded = EmbeddedRedis(data_dir)
    await asyncio.to_thread(embedded.start)
    return client_for(embedded.url), embedded
