"""Tests of the nudge queue: planned per game step, due by time, taken by one process only."""

from __future__ import annotations

import asyncio

from redis.asyncio import Redis

from fsm.data import Place
from fsm.store.stores import Stores


async def test_due_nudges_in_time_order_with_their_place_and_step(store: Stores) -> None:
    """A nudge planned for a forum topic comes back with its topic, game and step once due."""
    await store.nudges.plan(Place(-7, 4), "g1", 3, when=50.0)
    await store.nudges.plan(-8, "g2", 0, when=20.0)
    assert await store.nudges.due(10.0) == []
    due = await store.nudges.due(60.0)
    assert [(n.place, n.game_id, n.step) for n in due] == [
        (Place(-8), "g2", 0),
        (Place(-7, 4), "g1", 3),
    ]


async def test_a_due_nudge_is_taken_once_among_racing_processes(store: Stores) -> None:
    """Two processes race for one due nudge: exactly one takes it, and it is gone."""
    await store.nudges.plan(-9, "g3", 5, when=1.0)
    [nudge] = await store.nudges.due(2.0)
    taken = await asyncio.gather(store.nudges.take(nudge), store.nudges.take(nudge))
    assert sorted(taken) == [False, True]
    assert await store.nudges.due(2.0) == []


async def test_a_later_plan_for_the_same_step_moves_it(store: Stores) -> None:
    """Planning the same game step again keeps one nudge, at the new time."""
    await store.nudges.plan(-10, "g4", 1, when=5.0)
    await store.nudges.plan(-10, "g4", 1, when=90.0)
    assert await store.nudges.due(50.0) == []
    assert len(await store.nudges.due(100.0)) == 1


async def test_nudges_spread_over_buckets(store: Stores, redis: Redis) -> None:
    """Chats' nudges go to several hash-tagged buckets, not one hot key (issue 16)."""
    for chat in range(-40, -20):
        await store.nudges.plan(chat, "g", 0, when=1.0)
    used = [key for key in store.nudges.index.keys if await redis.zcard(key)]
    assert len(used) > 4 and all("{nudges" in key for key in used)
    assert len(await store.nudges.due(2.0)) == 20
