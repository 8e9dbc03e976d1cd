"""Work that waits its time in a task of its own (a reply that leaves a group), stopped at
shutdown.

Not the clock's work (`chatwork`): it holds no chat's turn while it waits, and a restart drops
what was still waiting (a reply then simply stays).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from tgbot.botapi.tasks import Tasks

log = logging.getLogger("robinson.bot")


class Later(Tasks):
    """The tasks waiting to do one piece of work each."""

    def after(self, seconds: float, work: Callable[[], Awaitable[None]]) -> None:
        """Do `work` in `seconds`, in a task of its own."""
        self.start(self._run(seconds, work))

    @staticmethod
    async def _run(seconds: float, work: Callable[[], Awaitable[None]]) -> None:
        """Wait, then do `work`; log what it did not handle itself."""
        await asyncio.sleep(seconds)
        try:
            await work()
        except Exception:
            log.exception("work done later failed")
