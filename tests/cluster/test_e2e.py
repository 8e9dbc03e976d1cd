"""The real bot against a three-primary Redis Cluster: a group game, a solo game, two replicas
sharing the flood limits, and a node restarted in the middle of a game."""

from __future__ import annotations

import asyncio

from redis.asyncio import RedisCluster

from fsm.store.stores import Stores
from robinson.harness.testing import live_session, play_turn, start_table
from tests.e2e.conftest import (
    ana,
    boris,
    bot,
    bot_settings,
    double,
    group,
    no_untranslated_text,
    people,
    robin,
)
from tests.e2e.test_flood_shared import TestSharedFloodLimits
from tests.e2e.test_group_game import DICE, TestGroupGame
from tests.e2e.test_solo_and_language import TestSoloGame

__all__ = [
    "TestGroupGame",
    "TestSharedFloodLimits",
    "TestSoloGame",
    "ana",
    "boris",
    "bot",
    "bot_settings",
    "double",
    "group",
    "no_untranslated_text",
    "people",
    "robin",
]


async def moves_logged(store: Stores, chat_id: int, wanted: int, timeout: float = 10.0) -> int:
    """The stored game's move count once it reaches `wanted` (or when `timeout` is up).

    The first command after a node restart waits out the cluster client's pause before its
    retry (a pipeline sleeps 0.25 s), longer than the double's quiet window: read Redis.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        data = (await live_session(store, chat_id)).data
        count = len(data.dice_log) + len(data.choice_log)
        if count >= wanted or loop.time() > deadline:
            return count
        await asyncio.sleep(0.05)


async def test_the_bot_speaks_to_the_cluster(bot_settings, bot) -> None:
    """The settings here name the cluster, and the bot opens a cluster client for them."""
    assert bot_settings.redis_cluster
    async with bot() as app:
        assert isinstance(app.bot_data.redis, RedisCluster)


async def test_game_goes_on_after_its_node_restarts(
    double, redis, redis_cluster, ana, boris, group, people, store, bot
) -> None:
    """The node holding a group's game stops and comes back mid-game: the game plays on."""
    async with bot(dice=DICE):
        await start_table(double, group, ana, boris)
        for _ in range(4):
            await play_turn(double, store, group, people)
        before = (await live_session(store, group.id)).data
        moves = len(before.dice_log) + len(before.choice_log)
        node = redis.get_node_from_key(store.keys.game(group.id))
        server = redis_cluster.node_of(int(node.port))
        await asyncio.to_thread(server.restart)
        await asyncio.to_thread(redis_cluster.wait_ok)
        after = (await live_session(store, group.id)).data
        assert (after.dice_log, after.choice_log) == (before.dice_log, before.choice_log)
        await play_turn(double, store, group, people)
        assert await moves_logged(store, group.id, moves + 1) == moves + 1
        turns = 0
        while await store.games.load(group.id) is not None:
            await play_turn(double, store, group, people)
            turns += 1
            assert turns < 300, "the game did not end"
    final = group.last_bot_message()
    assert final is not None and final.text.startswith("🏁 Game over")
    assert not [m for m in group.bot_messages() if "wrong" in m.text]
