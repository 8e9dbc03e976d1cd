"""Telegram's flood limits as sliding windows, answering 429 with retry_after."""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass

from .errors import flood

#: Methods that send a new message: they count toward every limit.
SENDING = frozenset({"sendmessage", "senddice", "sendphoto", "forwardmessage", "copymessage"})
#: Methods that edit a message: they count toward the per-chat and global limits only.
EDITING = frozenset(
    {"editmessagetext", "editmessagereplymarkup", "editmessagemedia", "editmessagecaption"}
)


@dataclass(frozen=True)
class FloodLimits:
    """Message budgets: (count, window seconds) per chat, per group and overall."""

    per_chat: tuple[int, float] = (1, 1.0)
    per_group: tuple[int, float] = (20, 60.0)
    overall: tuple[int, float] = (30, 1.0)


class FloodControl:
    """Sliding-window counters; a refused call is not counted."""

    def __init__(self, limits: FloodLimits, enabled: bool = False) -> None:
        """Start with empty windows; limits apply only while ``enabled``."""
        self.limits = limits
        self.enabled = enabled
        self._chat: dict[int, deque[float]] = {}
        self._group: dict[int, deque[float]] = {}
        self._all: deque[float] = deque()
        self.refused = 0

    def reset(self) -> None:
        """Forget every counted message."""
        self._chat.clear()
        self._group.clear()
        self._all.clear()

    @staticmethod
    def _wait(window: deque[float], budget: tuple[int, float], now: float) -> float:
        """Return seconds until ``window`` has room under ``budget`` (0 when it has)."""
        count, span = budget
        while window and window[0] <= now - span:
            window.popleft()
        if len(window) < count:
            return 0.0
        return window[len(window) - count] + span - now

    def check(self, method: str, chat_id: int, is_group: bool, now: float) -> None:
        """Raise 429 when ``method`` to ``chat_id`` would break a limit, else count it."""
        if not self.enabled or (method not in SENDING and method not in EDITING):
            return
        chat_window = self._chat.setdefault(chat_id, deque())
        windows = [(chat_window, self.limits.per_chat), (self._all, self.limits.overall)]
        if is_group and method in SENDING:
            windows.append((self._group.setdefault(chat_id, deque()), self.limits.per_group))
        wait = max(self._wait(w, b, now) for w, b in windows)
        if wait > 0:
            self.refused += 1
            raise flood(max(1, math.ceil(wait)))
        for window, _ in windows:
            window.append(now)
