"""Information commands (/help, /rules, /stats, /top, /history): a few per member, out of the
game's way.

They move no game, so they wait in a line of their own (`tgbot.botapi.processor`), never ahead of a
button or a /roll; and each member gets `PER_MEMBER` of them per `WINDOW` seconds in a chat.
Beyond that they are dropped unanswered: a reply to each would spend the group's 20 messages a
minute, and a command cannot be answered with a toast. Counted in this process only.
"""

from __future__ import annotations

import re
import time
from collections import deque
from collections.abc import Callable

from telegram import Update

from tgbot.recent import RecentMap

INFO_COMMANDS = frozenset({"help", "rules", "stats", "top", "history"})
PER_MEMBER = 5  # information answers per member and chat (one of each) ...
WINDOW = 60.0  # ... per this many seconds
MAX_MEMBERS = 10_000  # (chat, member) pairs remembered; the oldest are forgotten first
_COMMAND = re.compile(r"/([A-Za-z0-9_]{1,32})(?:@\w+)?(?:\s|$)")


def info_command(update: object) -> str | None:
    """The information command an update's message is (``/help@bot 2`` → ``help``), if any."""
    if not isinstance(update, Update) or update.callback_query is not None:
        return None
    message = update.effective_message
    text = message.text if message is not None else None
    found = _COMMAND.match(text or "")
    name = found[1].lower() if found else None
    return name if name in INFO_COMMANDS else None


class InfoGate:
    """A sliding window per (chat, member): at most `per_member` answers per `window` seconds."""

    def __init__(
        self,
        per_member: int = PER_MEMBER,
        window: float = WINDOW,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.per_member = per_member
        self.window = window
        self.clock = clock
        self._seen: RecentMap[tuple[int | None, int | None], deque[float]] = RecentMap(MAX_MEMBERS)

    def admit(self, chat_id: int | None, user_id: int | None) -> bool:
        """Count one information command; False if the member has had their share."""
        now = self.clock()
        key = (chat_id, user_id)
        times = self._seen.pop(key) or deque()
        while times and times[0] <= now - self.window:
            times.popleft()
        admitted = len(times) < self.per_member
        if admitted:
            times.append(now)
        if times:
            self._seen.put(key, times)  # put back as the most recent; the least recent go first
        return admitted

    def __len__(self) -> int:
        """How many (chat, member) pairs are remembered."""
        return len(self._seen)
