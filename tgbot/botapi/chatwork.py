"""Work in one chat outside its updates, a task of its own run in the chat's order with them:
the clock's, and a private game's board brought down under an information command's reply.

A chat's 429 wait or slow picture upload then holds up that chat alone: the clock's sweep
goes on, and every other chat's timeouts, reminders and nudges are shown meanwhile.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from telegram.ext import BaseUpdateProcessor

from tgbot.botapi.processor import PerChatUpdateProcessor
from tgbot.botapi.tasks import Tasks

log = logging.getLogger("robinson.timers")
Work = Callable[[], Awaitable[None]]


class ChatWork(Tasks):
    """The tasks started (by the clock, or to bring a board down), each doing one piece of
    work in one chat."""

    def start_in(self, processor: BaseUpdateProcessor, chat_id: int, work: Work) -> None:
        """Run `work` in a task of its own, after what the chat already has waiting."""
        self.start(self._run(processor, chat_id, work))

    @staticmethod
    async def _run(processor: BaseUpdateProcessor, chat_id: int, work: Work) -> None:
        """Do `work` in the chat's turn; log what it did not handle itself."""
        try:
            if isinstance(processor, PerChatUpdateProcessor):
                await processor.in_order(chat_id, work)
            else:
                await work()
        except Exception:
            log.exception("work in chat %s failed", chat_id)
