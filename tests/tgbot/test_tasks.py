"""A background task that talks to Redis stops when asked, however the cancel lands."""

from __future__ import annotations

import asyncio
import random

import pytest
from redis.asyncio import Redis

from tgbot.botapi.tasks import stop_task


async def _busy(redis: Redis) -> None:
    """A sweep-like loop: Redis commands back to back, errors logged and ignored."""
    while True:
        await asyncio.sleep(0.0005)
        try:
            await redis.zrangebyscore("robinson:probe", 0, 1e12)
            await redis.get("robinson:probe:x")
        except Exception:  # the clock's loop goes on after any error, as the timers do
            continue


@pytest.mark.long(5)
async def test_a_redis_loop_always_stops(redis: Redis) -> None:
    """Cancels landing anywhere in a Redis call: every task stops (the 15 s bound only keeps
    a hang from hanging the suite; on a busy CI machine 2 s was once too short)."""
    rng = random.Random(7)
    for _ in range(40):
        task = asyncio.create_task(_busy(redis))
        await asyncio.sleep(rng.random() * 0.003)
        await asyncio.wait_for(stop_task(task), timeout=15)
        assert task.done()


async def test_an_exception_inside_is_raised() -> None:
    """A task that had already failed reports its error when stopped."""

    async def broken() -> None:
        raise LookupError("boom")

    task = asyncio.create_task(broken())
    await asyncio.sleep(0)
    try:
        await stop_task(task)
    except LookupError as exc:
        assert str(exc) == "boom"
    else:
        raise AssertionError("the task's error was lost")
