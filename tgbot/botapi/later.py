"""Work that waits its time in a task of its own (a reply that leaves a group), stopped at
shutdown.

Not the clock's work (`chatwork`): it holds no chat's turn while it waits, and a restart drops
what was still waiting (a reply then simply stays).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from tgbot.botapi.tasks import stop_task

log = logging.getLogger("robinson.bot")


class Later:
    """The tasks waiting to do one piece of work each."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def after(self, seconds: float, work: Callable[[], Awaitable[None]]) -> None:
        """Do `work` in `seconds`, in a task of its own."""
        task = asyncio.get_running_loop().create_task(self._run(seconds, work))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def close(self) -> None:
        """Drop the work still waiting (at shutdown)."""
        for task in list(self._tasks):
            await stop_task(task)

    @staticmethod
    async def _run(seconds: float, work: Callable[[], Awaitable[None]]) -> None:
        """Wait, then do `work`; log what it did not handle itself."""
        await asyncio.sleep(seconds)
        try:
            await work()
        except Exception:
            log.exception("work done later failed")
