"""Edits of one message coalesce: while one waits in the flood limiter, only the newest follows."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from telegram.error import TelegramError

from tgbot.tasks import stop_task

log = logging.getLogger("robinson.bot")
Key = tuple[int, int]  # (chat id, message id)
Send = Callable[[], Awaitable[None]]


class Edits:
    """Per live message: the newest edit not yet sent, and the one task sending edits."""

    def __init__(self) -> None:
        self._newest: dict[Key, Send] = {}
        self._tasks: dict[Key, asyncio.Task[None]] = {}

    def put(self, key: Key, send: Send) -> None:
        """Queue `send` as the message's newest edit; an older one not yet sent is dropped."""
        self._newest[key] = send
        if key not in self._tasks:
            self._tasks[key] = asyncio.get_running_loop().create_task(self._drain(key))

    @property
    def sending(self) -> bool:
        """Whether any message has an edit being sent or waiting."""
        return bool(self._tasks)

    async def flush(self, key: Key) -> None:
        """Wait until the message shows its newest edit."""
        task = self._tasks.get(key)
        if task is not None:
            await asyncio.shield(task)

    async def close(self) -> None:
        """Stop every sending task (at shutdown, when the bot can no longer send)."""
        self._newest.clear()
        for task in list(self._tasks.values()):
            await stop_task(task)

    async def _drain(self, key: Key) -> None:
        """Send the newest edit until none is waiting."""
        try:
            while key in self._newest:
                send = self._newest.pop(key)
                try:
                    await send()
                except TelegramError as exc:
                    log.warning("an edit of message %s was not shown: %s", key[1], exc)
        finally:
            self._tasks.pop(key, None)
