"""Test that an applied action costs two round trips: one load and one save."""

from __future__ import annotations

from typing import Any

from redis.asyncio import ConnectionPool, Redis
from redis.asyncio.connection import UnixDomainSocketConnection

from fsm.store.embedded import EmbeddedRedis
from fsm.store.stores import Stores
from tests.store.helpers import game


class CountingConnection(UnixDomainSocketConnection):
    """A connection (to the embedded server's socket) that counts the batches it writes."""

    sends = 0

    async def send_packed_command(self, command: Any, check_health: bool = True) -> None:
        CountingConnection.sends += 1
        await super().send_packed_command(command, check_health)


async def _commands(client: Redis) -> dict[str, int]:
    """Return the server's per-command call counts."""
    info = await client.info("commandstats")
    return {k.removeprefix("cmdstat_"): int(v["calls"]) for k, v in info.items()}


async def test_load_and_save_take_two_round_trips(embedded_redis: EmbeddedRedis) -> None:
    """load() is one pipeline of three HGETALLs, save() one of EVALSHA plus ZADD: two round
    trips."""
    path = str(embedded_redis.socket_path)  # from_url would choose its own connection class
    pool = ConnectionPool(connection_class=CountingConnection, path=path)
    client = Redis(connection_pool=pool)
    try:
        await client.flushall()
        store = Stores.open(client)
        rev = await store.games.save(77, game(0), expected_rev=None, deadline=10.0)  # loads script
        await client.config_resetstat()
        CountingConnection.sends = 0

        loaded = await store.games.load(77)
        assert loaded is not None
        await store.games.save(77, game(1), expected_rev=loaded.rev, deadline=20.0)

        assert CountingConnection.sends == 2
        stats = await _commands(client)
        assert stats.get("hgetall") == 3  # the game, the bot's message ids, its last picture
        assert stats.get("evalsha") == 1
        assert stats.get("zadd") == 1
        assert "script" not in stats and "eval" not in stats
        assert loaded.rev == rev
    finally:
        await client.aclose()
        await pool.disconnect()
