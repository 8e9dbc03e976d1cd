"""The store's own tests (races, topics, chat moves, quarantine) again, on a Redis Cluster."""

from __future__ import annotations

import asyncio

from redis.asyncio import RedisCluster

from fsm.store.stores import Stores
from tests.cluster.conftest import LocalCluster
from tests.fsm.conftest import other as other
from tests.fsm.test_duplicates import TestClaims, TestFoldedIntoTheSave, TestGameIds
from tests.fsm.test_migration import TestMoveChat
from tests.fsm.test_places import TestOldGames, TestPlace, TestTopics
from tests.fsm.test_races import TestDeadlines, TestRaces
from tests.store.helpers import game
from tests.store.test_deadlines import *  # noqa: F403
from tests.store.test_games import *  # noqa: F403
from tests.store.test_messages import *  # noqa: F403
from tests.store.test_pictures import *  # noqa: F403
from tests.store.test_quarantine import *  # noqa: F403
from tests.store.test_stats import *  # noqa: F403

__all__ = [
    "TestClaims",
    "TestDeadlines",
    "TestFoldedIntoTheSave",
    "TestGameIds",
    "TestMoveChat",
    "TestOldGames",
    "TestPlace",
    "TestRaces",
    "TestTopics",
]


async def test_the_client_is_a_cluster_client(store: Stores, redis_cluster: LocalCluster) -> None:
    """The store here really talks to three primaries through redis-py's cluster client."""
    assert isinstance(store.games.redis, RedisCluster)
    assert len(store.games.redis.get_primaries()) == 3
    ports = {node.port for node in store.games.redis.get_primaries()}
    assert ports == {node.port for node in redis_cluster.nodes}


async def test_a_burst_of_commands_on_the_cluster(store: Stores) -> None:
    """Hundreds of loads at once through the cluster client: none runs out of connections."""
    await store.games.save(-78, game(), expected_rev=None)
    loaded = await asyncio.gather(*(store.games.load(-78) for _ in range(400)))
    assert all(s is not None and s.rev == 1 for s in loaded)
