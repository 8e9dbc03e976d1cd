"""Tests of the embedded redis-server wrapper and `open_redis`."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest
from redis.asyncio import Redis

from fsm.exceptions import EmbeddedRedisError
from fsm.store.client import MAX_CONNECTIONS, client_for, open_redis
from fsm.store.embedded import EmbeddedRedis
from fsm.store.stores import Stores
from tests.sockets import tcp_listening_ports
from tests.store.helpers import game


def _alive(pid: int) -> bool:
    """Return True if a process (not a zombie) with `pid` exists."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_start_stop_leaves_no_process(tmp_path: Path) -> None:
    """The server answers PING while running and its process is gone after stop()."""
    server = EmbeddedRedis(tmp_path).start()
    assert server.answers()
    pid = server.pid
    assert pid is not None and _alive(pid)
    server.stop()
    assert not server.running
    assert not _alive(pid)
    assert not server.answers()


def test_data_dir_holds_aof(tmp_path: Path) -> None:
    """The append-only file and the log are written into the data directory."""
    with EmbeddedRedis(tmp_path / "nested") as server:
        assert server.url.startswith("unix://")
    assert (tmp_path / "nested" / "appendonly.aof").exists()
    assert (tmp_path / "nested" / "redis.log").exists()


@pytest.mark.parametrize("password", [None, "pw"], ids=["unix socket", "tcp"])
async def test_restart_keeps_address_and_data(tmp_path: Path, password: str | None) -> None:
    """A key written before restart() is read back afterwards at the same address."""
    async with EmbeddedRedis(tmp_path, password=password) as server:
        url = server.url
        client = client_for(server.url)
        try:
            await client.set("k", "v")
            old_pid = server.pid
            server.restart()
            assert server.url == url
            assert server.pid != old_pid
            assert await client.get("k") == b"v"
        finally:
            await client.aclose()
    assert not server.running


def test_missing_binary_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A missing redis-server binary raises EmbeddedRedisError naming the path tried."""
    missing = tmp_path / "no-such-redis-server"
    monkeypatch.setenv("ROBINSON_REDIS_SERVER", os.fspath(missing))
    with pytest.raises(EmbeddedRedisError, match="no-such-redis-server"):
        EmbeddedRedis(tmp_path).start()


def test_url_before_start_is_an_error(tmp_path: Path) -> None:
    """Asking for the URL of a server that never started raises EmbeddedRedisError."""
    with pytest.raises(EmbeddedRedisError):
        _ = EmbeddedRedis(tmp_path).url


async def test_open_redis_embedded_and_url(tmp_path: Path) -> None:
    """Without a URL open_redis starts a server; with one it just connects to it."""
    client, server = await open_redis(None, tmp_path)
    assert server is not None and server.pid is not None
    assert server.url.startswith("unix://") and tcp_listening_ports(server.pid) == set()
    try:
        assert await client.ping()
        other, none = await open_redis(server.url, tmp_path / "unused")
        assert none is None
        assert await other.ping()
        await other.aclose()
    finally:
        await client.aclose()
        server.stop()
    assert not (tmp_path / "unused").exists()


async def test_a_burst_wider_than_the_pool_waits_for_connections(
    store: Stores, redis: Redis
) -> None:
    """More loads at once than the client has connections: they queue, none fails."""
    await store.games.save(-77, game(), expected_rev=None)
    pool = redis.connection_pool
    assert pool.max_connections == MAX_CONNECTIONS
    loaded = await asyncio.gather(*(store.games.load(-77) for _ in range(MAX_CONNECTIONS * 4)))
    assert all(s is not None and s.rev == 1 for s in loaded)
