"""What /top costs in Redis, counted at the socket by a proxy (a single server, not a cluster)."""

from __future__ import annotations

from pathlib import Path

from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from fsm.store.stats import PlayerResult
from fsm.store.stores import Stores
from robinson.harness.redis_proxy import RedisProxy


async def test_top_is_one_round_trip_however_many_leaders(
    store: Stores, embedded_redis: EmbeddedRedis, tmp_path: Path
) -> None:
    """/top reads the ranking, the ties with its last place and every leader's name and games
    in one script: one round trip (issue 26: /top in one read)."""
    for n in range(6):
        user = 2000 + n
        for game in range(n + 1):
            await store.stats.record_game(
                -90, f"g{n}-{game}", [PlayerResult(user, "P", True, False, 0)]
            )
    async with RedisProxy(embedded_redis.socket_path, tmp_path / "proxy.sock") as proxy:
        client = client_for(proxy.url)
        try:
            counted = Stores.open(client)
            await counted.stats.top(-90)  # the connection's own hello, off the count
            proxy.reset()
            leaders = await counted.stats.top(-90)
            await proxy.quiet()
        finally:
            await client.aclose()
    assert [(wins, games) for _, _, wins, games in leaders] == [(n, n) for n in range(6, 0, -1)]
    assert proxy.round_trips == 1
