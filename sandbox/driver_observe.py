"""Reading the double from a test: call counts, requests, pending updates, menus, and waits."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from . import actions
from .inline import InlineQuery
from .model import JSON, SimChat, StoredMessage
from .people import Someone, account_of
from .server import _BY_LOWER
from .settle import Probe, Waits
from .updates import Webhook
from .world import World


class ObserveMixin:
    """``BotApiDouble``'s methods that tell what the bot did, or wait until it has."""

    world: World
    waits: Waits

    @property
    def calls(self) -> Counter[str]:
        """Return a copy of the calls counted per method name."""
        return Counter(self.world.calls)

    def flood_refusals(self) -> int:
        """How many calls were answered 429 since the double started."""
        return self.world.flood.refused

    def count(self, method: str, chat: SimChat | int | None = None) -> int:
        """Return how often ``method`` was called (in ``chat`` when given)."""
        name = _BY_LOWER.get(method.lower(), method)
        if chat is None:
            return self.world.calls[name]
        chat_id = chat.id if isinstance(chat, SimChat) else chat
        return self.world.chat_calls[(name, chat_id)]

    def reset_counts(self) -> None:
        """Zero the call counters and the request log."""
        self.world.reset_counts()

    def requests(self, method: str | None = None) -> list[dict[str, Any]]:
        """Return the raw parameters of received calls, optionally of one method."""
        name = _BY_LOWER.get(method.lower(), method) if method else None
        return [p for m, p in self.world.requests if name is None or m == name]

    @property
    def pending_updates(self) -> list[JSON]:
        """Return updates not yet confirmed by getUpdates or acknowledged by the webhook."""
        return list(self.world.queue.pending)

    @property
    def webhook(self) -> Webhook | None:
        """Return the active webhook and its delivery attempts, if any."""
        return self.world.queue.webhook

    def commands_for(self, chat: SimChat, user: Someone) -> list[JSON]:
        """Return the command menu ``user`` sees in ``chat``, resolving scopes like clients."""
        return actions.menu_for(self.world, chat, account_of(user))

    def watch(self, probe: Probe) -> Callable[[], None]:
        """Let ``settled`` wait on a bot's own signal (see settle.py); return the undo."""
        return self.waits.watch(probe)

    async def wait_until(
        self, predicate: Callable[[], object], timeout: float = 5.0, what: str = ""
    ) -> None:
        """Wait until ``predicate()`` is truthy, re-checking on every change in the double."""
        await self.waits.until(predicate, timeout, what)

    async def settled(self, quiet: float = 0.15, timeout: float = 5.0) -> None:
        """Wait until the watched bots are done, or (none watched) ``quiet`` seconds of idleness."""
        await self.waits.settled(quiet, timeout)

    async def inline_results(self, asked: InlineQuery, timeout: float = 5.0) -> list[JSON]:
        """Wait for the bot's answer to an inline query and return its results."""
        await self.waits.until(lambda: asked.answered, timeout, f"an answer to {asked.query!r}")
        return asked.results

    async def next_bot_message(self, chat: SimChat, timeout: float = 5.0) -> StoredMessage:
        """Wait for the bot to post a new message in ``chat`` and return it."""
        return await self.waits.next_bot_message(chat, timeout)
