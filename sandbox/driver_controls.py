"""Turning the double's knobs from a test: forced dice, flood limits, injected faults, the clock."""

from __future__ import annotations

from .errors import ApiError, flood
from .faults import Fault
from .model import SimChat
from .server import _BY_LOWER
from .world import World


class ControlsMixin:
    """``BotApiDouble``'s methods that script what the fake Telegram does next."""

    world: World

    def force_dice(self, value: int, emoji: str | None = None) -> None:
        """Make the next server-picked roll (of ``emoji`` or any) come out as ``value``."""
        self.world.force_dice(value, emoji)

    def set_flood(self, enabled: bool) -> None:
        """Switch flood limits on or off (windows restart empty)."""
        self.world.flood.enabled = enabled
        self.world.flood.reset()

    def fail_next(
        self,
        method: str,
        description: str | None = "Bad Request: IMAGE_PROCESS_FAILED",
        *,
        code: int = 400,
        delay: float = 0.0,
        chat: SimChat | None = None,
        retry_after: int | None = None,
    ) -> None:
        """The next ``method`` call (in ``chat``) waits ``delay`` s, then fails (None: succeeds)."""
        name = _BY_LOWER.get(method.lower(), method)
        error = ApiError(code, description) if description is not None else None
        error = flood(retry_after) if retry_after is not None else error  # a 429
        where = chat.id if chat is not None else None
        self.world.faults.add(name, Fault(delay, error, where))

    def advance(self, seconds: float) -> None:
        """Move the double's clock forward (dates, flood windows, query expiry)."""
        self.world.time_offset += seconds
        self.world.notifier.bump()
