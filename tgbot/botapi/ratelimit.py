"""Telegram's flood limits shared by every replica of one token: budgets in Redis, asked in Lua.

Each message-making request (a send or an edit to a chat) asks one Lua script for room in the
sliding windows it counts against — the chat (about 1 a second), the group (20 a minute, new
messages only) and the whole token (30 a second) — and in the pauses left by 429 answers. The
script either counts it (0) or says how many milliseconds until there is room; it reads Redis's
own clock, so replicas with skewed clocks still agree. Telegram counts a message when it arrives,
which can be late on a loaded host: the chat's and the group's counts stand as on the way until
the answer is back (`Budgets.on_the_way` at most), then move to that moment and keep their windows
that long (`SETTLE`): the chat's next request, asked for meanwhile or later, waits a whole window
from the latest time the last one can have arrived, however long that one took. The token's
window is left as counted: moving it would wake every chat waiting on it early, to wait again
(the margin covers it; a rare 429 is retried). Every key carries the hash tag of the bot's id,
so one token's budgets live in one Redis Cluster slot.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import secrets
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from redis.exceptions import RedisError
from telegram._utils.types import JSONDict
from telegram.error import RetryAfter
from telegram.ext import BaseRateLimiter

from fsm import Client, client_for, is_outage
from tgbot.botapi.flood_scripts import ACQUIRE, PAUSE, SETTLE
from tgbot.botapi.outage import Outage
from tgbot.metrics import Metrics, retry_seconds
from tgbot.recent import RecentMap

log = logging.getLogger("robinson.flood")
Callback = Callable[..., Coroutine[Any, Any, bool | JSONDict | list[JSONDict]]]
Budget = tuple[int, float]  # (requests, window seconds)

#: The windows whose counts stand as on the way until the answer came back, then move to then
#: (`RedisRateLimiter.settle`).
SETTLED = frozenset({"chat", "group"})


@dataclass(frozen=True, slots=True)
class Budgets:
    """Telegram's limits for one token, with a margin for the time a request takes to arrive."""

    per_chat: Budget = (1, 1.0)
    per_group: Budget = (20, 60.0)
    overall: Budget = (30, 1.0)
    margin: float = 0.15  # seconds added to every window
    on_the_way: float = 10.0  # the longest a request is counted as on its way (a replica died)


def counted(endpoint: str) -> tuple[bool, bool]:
    """(counts at all, makes a new message) for a Bot API method."""
    name = endpoint.lower()
    if name.startswith("editmessage"):
        return True, False
    sends = name.startswith("send") and name != "sendchataction"
    news = sends or name in ("forwardmessage", "forwardmessages", "copymessage", "copymessages")
    return news, news


INLINE_CHATS_KEPT = 10_000  # inline messages whose chat is remembered, the least recent forgotten
#: The chat of each inline message edited lately (its id stands for the ``chat_instance``):
#: an edit by inline_message_id names no chat, yet counts against that chat's budget.
_INLINE_CHATS: RecentMap[str, str] = RecentMap(INLINE_CHATS_KEPT)


def remember_inline_chat(inline_message_id: str, chat_id: int) -> None:
    """Note the chat an inline message lives in, for its edits' flood budget."""
    _INLINE_CHATS.put(inline_message_id, f"i{-chat_id}")  # not '-': no group's budget for it


def chat_of(data: dict[str, Any]) -> str | None:
    """The chat a request goes to, as text (ids or @usernames; an inline message's chat)."""
    chat = data.get("chat_id")
    if chat is None and data.get("inline_message_id") is not None:
        return _INLINE_CHATS.get(str(data["inline_message_id"]))
    return None if chat is None else str(chat)


def is_group(chat: str) -> bool:
    """Negative ids and @usernames are groups, supergroups or channels."""
    return chat.startswith(("-", "@"))


def pause_after(error: RetryAfter, chat: str | None) -> float:
    """The seconds to hold `chat` (None: every chat) back after a 429: its wait and a tenth
    more; logged, for either limiter."""
    seconds = retry_seconds(error) + 0.1
    log.info(
        "429 from Telegram: pausing", extra={"paused": chat or "all chats", "seconds": seconds}
    )
    return seconds


@dataclass(frozen=True, slots=True)
class Slot:
    """A request counted in the budgets: the windows' keys, their spans (ms) and its member."""

    keys: list[str]
    spans: list[int]
    member: str


def _slot(windows: list[tuple[str, Budget, str]], spans: list[int], member: str) -> Slot | None:
    """The windows of a counted request that settle once it is answered (`SETTLED`)."""
    pairs = zip(windows, spans, strict=True)
    kept = [(key, ms) for (key, _, scope), ms in pairs if scope in SETTLED]
    return Slot([key for key, _ in kept], [ms for _, ms in kept], member) if kept else None


class RedisRateLimiter(BaseRateLimiter[int]):
    """Every replica of one token shares the flood budgets and the 429 pauses in Redis."""

    def __init__(
        self,
        redis_url: str,
        bot_id: str,
        *,
        budgets: Budgets | None = None,
        max_retries: int = 3,
        metrics: Metrics | None = None,
    ) -> None:
        self._url = redis_url
        self._budgets = budgets or Budgets()
        self._max_retries = max_retries
        self._metrics = metrics
        self._prefix = f"robinson:flood:{{{bot_id}}}"
        self._member = f"{secrets.token_hex(4)}:"
        self._seq = itertools.count()
        self._redis: Client | None = None
        self._unpaced = Outage(
            log,
            "flood budgets unavailable (Redis out of reach): sending unpaced",
            ends="flood budgets reachable again: pacing",
        )

    async def initialize(self) -> None:
        """Open this limiter's own connection pool."""
        if self._redis is None:
            self._redis = client_for(self._url)
            self._acquire = self._redis.register_script(ACQUIRE)
            self._settle = self._redis.register_script(SETTLE)
            self._pause = self._redis.register_script(PAUSE)

    async def shutdown(self) -> None:
        """Close the connection pool."""
        if self._redis is not None:
            await self._redis.aclose()
            self._redis = None

    def _key(self, *parts: str) -> str:
        """A flood key under this bot's hash tag."""
        return ":".join((self._prefix, *parts))

    def _windows(self, chat: str, endpoint: str) -> list[tuple[str, Budget, str]]:
        """The (key, budget, scope) windows a request to `chat` counts against."""
        counts, new_message = counted(endpoint)
        if not counts:
            return []
        b = self._budgets
        windows = [(self._key("chat", chat), b.per_chat, "chat")]
        if new_message and is_group(chat):
            windows.append((self._key("group", chat), b.per_group, "group"))
        windows.append((self._key("all"), b.overall, "overall"))
        return windows

    async def wait_for_room(self, chat: str, endpoint: str) -> Slot | None:
        """Wait out any pause on `chat` and for room in every window `endpoint` counts against;
        the windows to settle once the request is answered (None: nothing to settle)."""
        windows = self._windows(chat, endpoint)
        keys = [self._key("pause", "all"), self._key("pause", chat)] + [k for k, _, _ in windows]
        spans = [int((span + self._budgets.margin) * 1000) for _, (_, span), _ in windows]
        on_the_way = int(self._budgets.on_the_way * 1000)
        member = f"{self._member}{next(self._seq)}"
        args: list[Any] = []
        for (_, (count, _), scope), span_ms in zip(windows, spans, strict=True):
            args += [count, span_ms, on_the_way if scope in SETTLED else 0]
        args.append(member)
        args += [scope for _, _, scope in windows]
        while True:
            try:
                wait_ms, scope = await self._acquire(keys=keys, args=args)
            except (RedisError, OSError) as exc:  # no shared budget to ask: send, not stall
                if not is_outage(exc):
                    raise
                self._unpaced.failed(exc)
                return None
            self._unpaced.recovered()
            if not wait_ms:
                return _slot(windows, spans, member)
            seconds = int(wait_ms) / 1000
            if self._metrics is not None:
                self._metrics.waited(scope.decode() if isinstance(scope, bytes) else scope, seconds)
            await asyncio.sleep(seconds)

    async def settle(self, slot: Slot) -> None:
        """Move a sent request's count to now, the latest moment Telegram can have counted it,
        and keep its windows that long. A failure only leaves the count where it was: the
        message itself is sent, so it is never reported as failed."""
        try:
            await self._settle(keys=slot.keys, args=[slot.member, *slot.spans])
        except (RedisError, OSError) as exc:
            log.warning("could not settle a flood count", extra={"error": repr(exc)})

    async def pause(self, chat: str | None, seconds: float) -> None:
        """Hold back every replica's requests to `chat` (all chats when None) for `seconds`."""
        key = self._key("pause", chat if chat is not None else "all")
        try:
            await self._pause(keys=[key], args=[max(1, int(seconds * 1000))])
        except (RedisError, OSError) as exc:  # down, or refusing writes (OOM, MISCONF)
            if not is_outage(exc):
                raise
            log.warning("could not share a flood pause", extra={"error": repr(exc)})

    async def process_request(
        self,
        callback: Callback,
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> bool | JSONDict | list[JSONDict]:
        """Wait for room in the shared budgets, call, and on a 429 pause every replica."""
        max_retries = rate_limit_args or self._max_retries
        chat = chat_of(data)
        counts, _ = counted(endpoint)
        if self._metrics is not None:
            callback = self._metrics.counting(endpoint, callback)
        for attempt in range(max_retries + 1):
            slot = None
            if chat is not None and (counts or attempt):
                slot = await self.wait_for_room(chat, endpoint)
            try:
                return await callback(*args, **kwargs)
            except RetryAfter as exc:
                if attempt == max_retries:
                    raise
                seconds = pause_after(exc, chat)
                await self.pause(chat, seconds)
                if chat is None:
                    await asyncio.sleep(seconds)
            finally:
                if slot is not None:
                    await self.settle(slot)
        raise AssertionError("unreachable")  # pragma: no cover
