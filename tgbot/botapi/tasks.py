"""Stopping a background task for sure, even when something inside it swallows a cancellation."""

from __future__ import annotations

import asyncio

_NUDGE = 0.1  # seconds between repeated cancels


async def stop_task(task: asyncio.Task[None]) -> None:
    """Cancel `task` until it has finished.

    One `cancel()` is not enough: redis-py's asyncio client (8.x, Python 3.11) can absorb a
    cancellation that lands mid-command, and a loop around it then runs on, so a plain
    `cancel(); await task` may wait forever (tests/tgbot/test_tasks.py shows it).
    """
    while not task.done():
        task.cancel()
        await asyncio.wait({task}, timeout=_NUDGE)
    if not task.cancelled() and task.exception() is not None:
        raise task.exception()  # type: ignore[misc]
