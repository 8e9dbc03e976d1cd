"""The bot's update queue: getUpdates long polling and webhook delivery with retries."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import aiohttp

from .errors import (
    BAD_WEBHOOK_URL,
    POLL_CONFLICT,
    SETWEBHOOK_CONFLICT,
    WEBHOOK_CONFLICT,
    bad_request,
    conflict,
)

JSON = dict[str, Any]
#: Update types Telegram leaves out unless they are named in allowed_updates.
OPT_IN_TYPES = frozenset({"chat_member", "message_reaction", "message_reaction_count"})
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"


class Notifier:
    """Wakes every waiter whenever something in the double changes."""

    def __init__(self) -> None:
        """Start with nobody waiting."""
        self._waiters: set[asyncio.Future[None]] = set()
        self.last_change = time.monotonic()

    def bump(self) -> None:
        """Wake current waiters and remember when the latest change happened."""
        self.last_change = time.monotonic()
        waiters, self._waiters = self._waiters, set()
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)

    async def wait(self, timeout: float) -> None:
        """Wait for the next change or ``timeout`` seconds, whichever comes first."""
        loop = asyncio.get_running_loop()
        waiter: asyncio.Future[None] = loop.create_future()
        self._waiters.add(waiter)
        timer = loop.call_later(max(0.0, timeout), _wake, waiter)
        try:
            await waiter
        finally:
            timer.cancel()
            self._waiters.discard(waiter)


def _wake(waiter: asyncio.Future[None]) -> None:
    """End a wait that timed out (a future, not a task: cheap with many waiters)."""
    if not waiter.done():
        waiter.set_result(None)


@dataclass
class Webhook:
    """The active setWebhook configuration and its delivery record."""

    url: str
    secret_token: str | None
    max_connections: int
    last_error_date: int | None = None
    last_error_message: str | None = None
    attempts: list[tuple[int, str]] = field(default_factory=list)


class UpdateQueue:
    """Pending updates, confirmed by getUpdates offsets or a 2xx webhook answer."""

    def __init__(
        self, notifier: Notifier, now: Callable[[], float], retry_delay: float = 0.05
    ) -> None:
        """Start empty, in getUpdates mode, with all default update types allowed."""
        self.notifier = notifier
        self.now = now
        self.retry_delay = retry_delay
        self.webhook_timeout = 10.0
        self.pending: list[JSON] = []
        self.next_id = 1
        self.allowed: list[str] = []
        self.webhook: Webhook | None = None
        self.delivering = False
        self.polling = False
        self.closed = False
        self._generation = 0
        self._worker: asyncio.Task[None] | None = None

    def is_allowed(self, kind: str) -> bool:
        """Tell whether updates of ``kind`` are queued under the current allowed_updates."""
        if not self.allowed:
            return kind not in OPT_IN_TYPES
        return kind in self.allowed

    def enqueue(self, kind: str, payload: JSON) -> JSON | None:
        """Queue an update of ``kind``; return it, or None when allowed_updates drops it."""
        if not self.is_allowed(kind):
            return None
        update = {"update_id": self.next_id, kind: payload}
        self.next_id += 1
        self.pending.append(update)
        self.notifier.bump()
        return update

    def confirm(self, offset: int) -> None:
        """Forget updates confirmed by ``offset`` (negative: keep only the last -offset)."""
        if offset > 0:
            self.pending = [u for u in self.pending if u["update_id"] >= offset]
        elif offset < 0:
            self.pending = self.pending[offset:]
        self.notifier.bump()

    async def get_updates(
        self, offset: int, limit: int, timeout: float, allowed: list[str] | None
    ) -> list[JSON]:
        """Answer getUpdates, long polling up to ``timeout`` seconds for a first update."""
        if self.webhook is not None:
            raise conflict(WEBHOOK_CONFLICT)
        self._generation += 1
        mine = self._generation
        if allowed is not None:
            self.allowed = list(allowed)
        self.confirm(offset)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + max(0.0, timeout)
        self.polling = True
        try:
            while True:
                if self.pending:
                    return self.pending[: max(1, min(limit, 100))]
                remaining = deadline - loop.time()
                if remaining <= 0 or self.closed:
                    return []
                await self.notifier.wait(remaining)
                if self.webhook is not None:
                    raise conflict(SETWEBHOOK_CONFLICT)
                if self._generation != mine:
                    raise conflict(POLL_CONFLICT)
        finally:
            if self._generation == mine:
                self.polling = False

    def set_webhook(
        self,
        url: str,
        secret_token: str | None,
        max_connections: int,
        allowed: list[str] | None,
        drop_pending: bool,
    ) -> None:
        """Switch to webhook delivery (an empty ``url`` switches back to getUpdates)."""
        if drop_pending:
            self.pending.clear()
        if allowed is not None:
            self.allowed = list(allowed)
        if not url:
            self.delete_webhook(False)
            return
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise bad_request(BAD_WEBHOOK_URL)
        self.webhook = Webhook(url, secret_token, max_connections)
        if self._worker is None or self._worker.done():
            self._worker = asyncio.get_running_loop().create_task(self._deliver_forever())
        self.notifier.bump()

    def delete_webhook(self, drop_pending: bool) -> bool:
        """Switch back to getUpdates; return whether a webhook was set."""
        had = self.webhook is not None
        self.webhook = None
        if drop_pending:
            self.pending.clear()
        if self._worker is not None:
            self._worker.cancel()
            self._worker = None
            self.delivering = False
        self.notifier.bump()
        return had

    async def close(self) -> None:
        """Stop the webhook worker and release waiting long polls."""
        self.closed = True
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await worker
        self.notifier.bump()

    async def _deliver_forever(self) -> None:
        """POST pending updates in order, retrying each until the endpoint answers 2xx."""
        failures = 0
        async with aiohttp.ClientSession() as session:
            while self.webhook is not None and not self.closed:
                if not self.pending:
                    await self.notifier.wait(1.0)
                    continue
                hook, update = self.webhook, self.pending[0]
                self.delivering = True
                try:
                    error = await self._post(session, hook, update)
                finally:
                    self.delivering = False
                hook.attempts.append((update["update_id"], error or "ok"))
                if error is None:
                    failures = 0
                    if self.pending and self.pending[0] is update:
                        self.pending.pop(0)
                    self.notifier.bump()
                    continue
                failures += 1
                hook.last_error_date = int(self.now())
                hook.last_error_message = error
                self.notifier.bump()
                await asyncio.sleep(min(self.retry_delay * 2 ** min(failures - 1, 6), 2.0))

    async def _post(
        self, session: aiohttp.ClientSession, hook: Webhook, update: JSON
    ) -> str | None:
        """Deliver one update; return None on 2xx, else Telegram's error message."""
        headers = {SECRET_HEADER: hook.secret_token} if hook.secret_token else {}
        timeout = aiohttp.ClientTimeout(total=self.webhook_timeout)
        try:
            async with session.post(
                hook.url, json=update, headers=headers, timeout=timeout
            ) as response:
                await response.read()
                if 200 <= response.status < 300:
                    return None
                return f"Wrong response from the webhook: {response.status} {response.reason}"
        except TimeoutError:
            return "Read timeout expired"
        except aiohttp.ClientConnectorError:
            return "Connection refused"
        except aiohttp.ClientError as exc:
            return f"Connection error: {type(exc).__name__}"
