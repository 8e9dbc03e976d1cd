"""Background tasks: kept until they finish, and stopped for sure at shutdown, even when
something inside one swallows a cancellation."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

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


class Tasks:
    """Tasks started and held until each finishes (the loop keeps only weak references)."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def start(self, work: Coroutine[Any, Any, None]) -> None:
        """Run `work` in a task of its own."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @property
    def running(self) -> bool:
        """Whether any of the tasks is still waiting or running."""
        return bool(self._tasks)

    async def close(self) -> None:
        """Stop the tasks still waiting or running (at shutdown)."""
        for task in list(self._tasks):
            await stop_task(task)
