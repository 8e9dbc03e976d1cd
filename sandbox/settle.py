"""Waiting on the double: for a condition, or until the bots have handled everything sent.

``settled`` waits on events when every bot it serves is watched (a probe registered with
``watch``, as the test harness does for the in-process bot): no update waiting to be fetched
or delivered, no call being served, and no probe reporting work — then a short epsilon with
nothing happening. A double no probe watches (a bot in another process) falls back on a quiet
window: silence for ``quiet`` seconds.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from .model import SimChat, StoredMessage
from .world import World

#: A bot's own signal: ``probe(since)`` is true while it has work begun before ``since`` or later.
Probe = Callable[[float], bool]
EPSILON = 0.01  # seconds of nothing happening that confirm a watched bot is done
POLL = 0.005  # how often probes are asked again (a bot's own work does not wake the double)


class Waits:
    """Conditions, idleness and settling, for one double's world."""

    def __init__(self, world: World) -> None:
        """Start with no bot watched."""
        self.world = world
        self.probes: list[Probe] = []

    def watch(self, probe: Probe) -> Callable[[], None]:
        """Let ``settled`` wait on ``probe`` instead of silence; return the call that stops it."""
        self.probes.append(probe)
        return lambda: self.probes.remove(probe)

    async def until(self, predicate: Callable[[], object], timeout: float, what: str) -> None:
        """Wait until ``predicate()`` is truthy, re-checking on every change in the double."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not predicate():
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"condition not met within {timeout}s {what}".strip())
            await self.world.notifier.wait(min(remaining, 0.05))

    def idle(self) -> bool:
        """Tell whether every update is confirmed and no bot call is being served."""
        queue = self.world.queue
        return not queue.pending and not queue.delivering and self.world.in_flight == 0

    def _done(self, since: float) -> bool:
        """Whether the double is idle and no watched bot reports work."""
        return self.idle() and not any(probe(since) for probe in list(self.probes))

    async def settled(self, quiet: float, timeout: float) -> None:
        """Wait until the bots are done (watched) or ``idle()`` held ``quiet`` seconds (not)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        since = time.monotonic()
        notifier = self.world.notifier
        while True:
            if self.probes:
                stamp = notifier.last_change
                if self._done(since):
                    await asyncio.sleep(EPSILON)
                    if notifier.last_change == stamp and self._done(since):
                        return
                    continue
                step = POLL
            else:
                if self.idle() and time.monotonic() - notifier.last_change >= quiet:
                    return
                step = quiet
            remaining = deadline - loop.time()
            if remaining <= 0:
                state = f"pending={len(self.world.queue.pending)} in_flight={self.world.in_flight}"
                raise TimeoutError(f"double not settled within {timeout}s ({state})")
            await notifier.wait(min(remaining, step))

    async def next_bot_message(self, chat: SimChat, timeout: float) -> StoredMessage:
        """Wait for the bot to post a new message in ``chat`` and return it."""
        before = chat.next_message_id
        await self.until(
            lambda: any(m.from_bot for m in chat.history.values() if m.message_id >= before),
            timeout,
            f"(no new bot message in chat {chat.id})",
        )
        return next(m for m in chat.history.values() if m.message_id >= before and m.from_bot)
