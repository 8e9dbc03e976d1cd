"""Redis key names and error translation shared by the store modules.

Every per-chat key carries the hash tag ``{<chat_id>}`` so one chat's keys live in one
Redis Cluster slot and a Lua script may touch all of them; per-user keys carry
``{<user_id>}``. A game's own keys belong to its place: ``<prefix>:{<chat>}:game`` in a
plain chat (and a forum's General topic), ``<prefix>:{<chat>}:t<topic>:game`` in a forum
topic, in the chat's slot either way. The deadline index is split into hash-tagged buckets
spread over the slots (`fsm.store.index`).
"""

from __future__ import annotations

import functools
import time
import weakref
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar

from redis import exceptions as rexc

from fsm.data import Place, Where
from fsm.exceptions import StoreUnavailable
from fsm.store.client import Client

P = ParamSpec("P")
T = TypeVar("T")
ScoredRows = list[tuple[Any, float]]

UNAVAILABLE: tuple[type[BaseException], ...] = (
    rexc.ConnectionError,  # includes BusyLoadingError and MaxConnectionsError
    rexc.TimeoutError,
    rexc.ReadOnlyError,
    rexc.ClusterDownError,  # includes MasterDownError
    rexc.TryAgainError,
    OSError,  # includes the builtin TimeoutError raised by asyncio timeouts
)
# Replies that refuse a command because of the server's condition, not the command:
# out of memory, a failing snapshot, still loading, a read-only replica, the master down.
# redis-py strips the code from the text of the errors it has a class for (OOM → OutOfMemoryError)
# and keeps it as `status_code`; inside a script's error the code stays in the text.
_REFUSED_BY_SERVER = ("OOM", "MISCONF", "LOADING", "READONLY", "MASTERDOWN")


def is_outage(exc: BaseException) -> bool:
    """True for an error that means "Redis cannot serve now" (also inside a script's reply).

    A full Redis is one: `OutOfMemoryError`, and an `ExecAbortError` (a transaction thrown
    away) whose cause was one.
    """
    if isinstance(exc, (*UNAVAILABLE, rexc.OutOfMemoryError)):
        return True
    if isinstance(exc, rexc.ExecAbortError):
        cause = exc.__cause__ or exc.__context__
        return cause is not None and is_outage(cause)
    if not isinstance(exc, rexc.ResponseError):
        return False
    if getattr(exc, "status_code", None) in _REFUSED_BY_SERVER:
        return True
    message = str(exc)
    return any(
        message.startswith(f"{m} ") or f"-{m} " in message or f": {m} " in message
        for m in _REFUSED_BY_SERVER
    )


TIMED_OUT_SECONDS = 3.0
"""After a command timed out (a frozen Redis), how long its client's next ones fail at once: a
chat's taps wait in one line, and each waiting out the timeout again left the last unanswered
past Telegram's 15 s (play-test 77: 6.5, 10.1, 13.8 and 14.1 s)."""
_timed_out: weakref.WeakKeyDictionary[Client, float] = weakref.WeakKeyDictionary()


def timed_out(exc: BaseException | None) -> bool:
    """Whether `exc` (or what caused it: a reconnect fails after a read timed out) is a timeout."""
    seen = 0
    while exc is not None and seen < 10:
        if isinstance(exc, rexc.TimeoutError | TimeoutError):
            return True
        exc, seen = exc.__cause__ or exc.__context__, seen + 1
    return False


def guarded(fn: Callable[P, Awaitable[T]]) -> Callable[P, Coroutine[Any, Any, T]]:
    """Wrap an async store method (of a `Repository`) so Redis outages surface as
    `StoreUnavailable`, at once for `TIMED_OUT_SECONDS` after one of its client's commands
    timed out."""

    @functools.wraps(fn)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
        client = getattr(args[0], "redis", None) if args else None
        if client is not None and time.monotonic() < _timed_out.get(client, 0.0):
            raise StoreUnavailable("redis unavailable: a command timed out moments ago")
        try:
            return await fn(*args, **kwargs)
        except (rexc.RedisError, OSError) as exc:
            if isinstance(exc, rexc.RedisError) and not is_outage(exc):
                raise
            if client is not None and timed_out(exc):
                _timed_out[client] = time.monotonic() + TIMED_OUT_SECONDS
            raise StoreUnavailable(f"redis unavailable: {exc!r}") from exc

    return wrapper


def text(value: object) -> str | None:
    """Decode a Redis reply to str (works with and without ``decode_responses``)."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value).decode("utf-8", "replace")
    return str(value)


@dataclass(frozen=True)
class Keys:
    """Builds the namespaced key names under one prefix."""

    prefix: str = "robinson"

    def chat(self, chat_id: int, name: str) -> str:
        """Return ``<prefix>:{<chat_id>}:<name>``."""
        return f"{self.prefix}:{{{chat_id}}}:{name}"

    def user(self, user_id: int, name: str) -> str:
        """Return ``<prefix>:user:{<user_id>}:<name>``."""
        return f"{self.prefix}:user:{{{user_id}}}:{name}"

    def place(self, where: Where, name: str) -> str:
        """Return ``<prefix>:{<chat>}:<name>``, ``<prefix>:{<chat>}:t<topic>:<name>`` or, for an
        inline message, ``<prefix>:{<chat>}:i<inline id>:<name>``."""
        place = Place.of(where)
        if place.inline_id is not None:  # an inline message: under the id for its chat
            return self.chat(place.chat_id, f"i{place.inline_id}:{name}")
        if place.topic_id is None:
            return self.chat(place.chat_id, name)
        return self.chat(place.chat_id, f"t{place.topic_id}:{name}")

    def game(self, where: Where) -> str:
        """Hash with fields ``rev``, ``doc``, ``deadline`` and ``wid`` (last writer id)."""
        return self.place(where, "game")

    def games(self, chat_id: int) -> str:
        """A SCAN pattern matching the games of the chat's forum topics."""
        return self.chat(chat_id, "t*:game")

    def seq(self, where: Where) -> str:
        """Counter of the last revision handed out, kept across games to prevent ABA."""
        return self.place(where, "seq")

    def ended(self, where: Where) -> str:
        """Id of the last writer that ended a game, to recognise its retries."""
        return self.place(where, "ended")

    def history(self, where: Where) -> str:
        """List of finished game documents, newest first."""
        return self.place(where, "history")

    def quarantine(self, where: Where) -> str:
        """List of unreadable game blobs moved aside, newest first."""
        return self.place(where, "quarantine")

    def updates(self, chat_id: int) -> str:
        """Sorted set of the chat's handled update ids (score = when)."""
        return self.chat(chat_id, "updates")

    def chat_stats(self, chat_id: int) -> str:
        """Hash of the chat's totals and per-user ``u:<id>:<field>`` counters."""
        return self.chat(chat_id, "stats")

    def chat_top(self, chat_id: int) -> str:
        """Sorted set of wins per user id in the chat."""
        return self.chat(chat_id, "top")

    def recorded(self, chat_id: int) -> str:
        """Sorted set of game ids already counted in the statistics (score = time)."""
        return self.chat(chat_id, "recorded")

    def chat_prefs(self, chat_id: int) -> str:
        """Hash of chat preferences (``lang``)."""
        return self.chat(chat_id, "prefs")

    def user_stats(self, user_id: int) -> str:
        """Hash of one user's totals across chats."""
        return self.user(user_id, "stats")

    def global_top(self) -> str:
        """Sorted set of wins per user id across every chat (the top of a private chat)."""
        return f"{self.prefix}:top"

    def user_played(self, user_id: int) -> str:
        """List of the places (`Place.member`) outside their private chat (groups, inline
        messages) where the user played a game that ended, newest first."""
        return self.user(user_id, "played")

    def user_inline(self, user_id: int) -> str:
        """The list `user_played` was before it held groups: inline games' places only (read
        until its last entries expire, `HISTORY_TTL` after 2026-12-03)."""
        return self.user(user_id, "inline")

    def user_prefs(self, user_id: int) -> str:
        """Hash of user preferences (``lang``)."""
        return self.user(user_id, "prefs")

    @property
    def deadlines(self) -> str:
        """The single deadline index from before the buckets (`fsm.store.index` adopts it)."""
        return f"{self.prefix}:deadlines"

    @property
    def fleeting(self) -> str:
        """Sorted set of replies a group keeps a while (`fsm.store.replies`)."""
        return f"{self.prefix}:fleeting"

    @property
    def nudges(self) -> str:
        """The stem of the nudge buckets (`fsm.store.index`): member ``<place>|<game>|<step>``."""
        return f"{self.prefix}:nudges"


class Repository:
    """A store of one kind of record: a Redis connection and the key names."""

    def __init__(self, redis: Client, keys: Keys) -> None:
        self.redis = redis
        self.keys = keys
