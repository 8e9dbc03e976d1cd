"""The clock's work in one chat: a task of its own, run in the chat's order with its updates.

A chat's 429 wait or slow picture upload then holds up that chat alone: the clock's sweep
goes on, and every other chat's timeouts, reminders and nudges are shown meanwhile.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from telegram.ext import BaseUpdateProcessor

from tgbot.botapi.processor import PerChatUpdateProcessor
from tgbot.botapi.tasks import stop_task

log = logging.getLogger("robinson.timers")
Work = Callable[[], Awaitable[None]]


class ChatWork:
    """The tasks the clock started, each doing one piece of work in one chat."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def start(self, processor: BaseUpdateProcessor, chat_id: int, work: Work) -> None:
        """Run `work` in a task of its own, after what the chat already has waiting."""
        task = asyncio.get_running_loop().create_task(self._run(processor, chat_id, work))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @property
    def running(self) -> bool:
        """Whether any of the clock's work is still waiting or running."""
        return bool(self._tasks)

    async def close(self) -> None:
        """Stop the work still waiting or running (at shutdown)."""
        for task in list(self._tasks):
            await stop_task(task)

    @staticmethod
    async def _run(processor: BaseUpdateProcessor, chat_id: int, work: Work) -> None:
        """Do `work` in the chat's turn; log what it did not handle itself."""
        try:
            if isinstance(processor, PerChatUpdateProcessor):
                await processor.in_order(chat_id, work)
            else:
                await work()
        except Exception:
            log.exception("the clock's work in chat %s failed", chat_id)
