"""Edits of one message coalesce: while one waits in the flood limiter, only the newest follows.

An edit lost to the network (a timeout, a 5xx) is sent again, unless a newer one is waiting:
the live message must not stay a move behind until somebody acts again. Each message also
remembers the game step its newest edit shows (forgotten when an edit is given up on), so a
double tap's stale press does not send the same board again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from telegram.error import BadRequest, NetworkError, TelegramError

from tgbot.botapi.tasks import stop_task
from tgbot.recent import RecentMap

log = logging.getLogger("robinson.bot")
Key = tuple[int, int | str]  # (chat id, message id or an inline message's id)
Send = Callable[[], Awaitable[None]]
RETRIES = 2  # sends of an edit after the first, when the network lost it
RETRY_DELAY = 0.5  # seconds before the first resend; doubled before the next
REMEMBERED = 4096  # messages whose shown step is remembered, the oldest forgotten first


class Edits:
    """Per live message: the newest edit not yet sent, and the one task sending edits."""

    def __init__(self) -> None:
        self._newest: dict[Key, Send] = {}
        self._tasks: dict[Key, asyncio.Task[None]] = {}
        self._steps: RecentMap[Key, int] = RecentMap(REMEMBERED)

    def put(self, key: Key, send: Send, step: int | None = None) -> None:
        """Queue `send` as the message's newest edit (showing the game at `step`, if it shows
        a running game); an older one not yet sent is dropped."""
        self._newest[key] = send
        self.forget(key)
        if step is not None:
            self._steps.put(key, step)
        if key not in self._tasks:
            self._tasks[key] = asyncio.get_running_loop().create_task(self._drain(key))

    def step_shown(self, key: Key) -> int | None:
        """The game step the message's newest edit shows or is about to (None: not known here,
        e.g. after a restart, or its last edit was given up on)."""
        return self._steps.get(key)

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
                await self._send(key, self._newest.pop(key))
        finally:
            self._tasks.pop(key, None)

    async def _send(self, key: Key, send: Send) -> None:
        """Send one edit; resend it after a network failure unless a newer edit is waiting."""
        delay = RETRY_DELAY
        for attempt in range(RETRIES + 1):
            try:
                await send()
                return
            except BadRequest as exc:  # a NetworkError in PTB's tree, yet final
                self._not_shown(key, exc)
                return
            except NetworkError as exc:
                if key in self._newest or attempt == RETRIES:
                    self._not_shown(key, exc)
                    return
                await asyncio.sleep(delay)
                delay *= 2
            except TelegramError as exc:
                self._not_shown(key, exc)
                return

    def forget(self, key: Key) -> None:
        """The message does not show its newest edit's step after all (it was not shown)."""
        self._steps.pop(key)

    def _not_shown(self, key: Key, exc: Exception) -> None:
        """An edit given up on: its step is not shown; logged, chat and message in fields."""
        self.forget(key)
        _log_not_shown(key, exc)


def _log_not_shown(key: Key, exc: Exception) -> None:
    """Log an edit given up on, the chat and message in fields."""
    log.warning(
        "an edit was not shown", extra={"chat_id": key[0], "message_id": key[1], "error": str(exc)}
    )
