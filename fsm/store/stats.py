"""Player statistics: per chat and per user, each finished game counted once.

Cluster caveat: the chat's counters, its ``top`` set and its ``recorded`` marker share the
chat's slot and change together in one Lua script, so a game is counted in the chat at
most once. User hashes live in other slots; they are bumped in follow-up script calls only
when that script reports the game as new. If the process dies between the two steps the
users miss that one game (at most once, never twice). Each call carries a writer id, so
a client retry after a lost reply is recognised and never counts a game twice.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fsm.store import scripts as store_scripts
from fsm.store.client import Client
from fsm.store.keys import Keys, Repository, guarded, text

RECORDED_RETENTION = 90 * 24 * 3600
_FIELDS = ("games", "wins", "deaths", "chips_won")
MOST_TIES = 200  # players tied with a ranking's last place read to order them, at most
Leader = tuple[int, str, int, int]  # user id, last known name, wins, games


def ranked(rows: Sequence[tuple[int, str, int, int, int]], n: int) -> list[Leader]:
    """The first `n` of (user id, name, wins, games, chips): most wins first, then fewest
    games, most chips and the name (play-test 12: ties stood in user id order)."""
    order = sorted(rows, key=lambda r: (-r[2], r[3], -r[4], r[1].casefold(), r[0]))
    return [(uid, name, wins, games) for uid, name, wins, games, _ in order[:n]]


def _row(uid: int, wins: int, name: Any, games: Any, chips: Any) -> tuple[int, str, int, int, int]:
    """One leader as `ranked` takes it, from Redis's values (None where there is none)."""
    return uid, text(name) or str(uid), wins, int(text(games) or 0), int(text(chips) or 0)


def _rows(flat: Sequence[Any]) -> list[tuple[int, str, int, int, int]]:
    """The TOP script's five values a member, as `ranked` takes them."""
    return [
        _row(int(text(flat[i]) or 0), int(float(text(flat[i + 1]) or 0)), *flat[i + 2 : i + 5])
        for i in range(0, len(flat), 5)
    ]


@dataclass(frozen=True)
class PlayerResult:
    """One seat's outcome of a finished game; `user_id` None or negative for a computer."""

    user_id: int | None
    name: str
    won: bool
    died: bool
    chips_won: int

    @property
    def is_human(self) -> bool:
        """Return True for a real Telegram user."""
        return self.user_id is not None and self.user_id >= 0


@dataclass(frozen=True)
class Stats:
    """Counters of games played, won, died in and chips won."""

    games: int = 0
    wins: int = 0
    deaths: int = 0
    chips_won: int = 0


def _stats(raw: Mapping[Any, Any], prefix: str = "") -> Stats:
    """Build `Stats` from a hash reply, reading fields ``<prefix><name>``."""
    fields = {text(k): v for k, v in raw.items()}
    return Stats(*(int(fields.get(prefix + name) or 0) for name in _FIELDS))


class Statistics(Repository):
    """Counts finished games and reads the totals, per chat and per user."""

    def __init__(self, redis: Client, keys: Keys) -> None:
        super().__init__(redis, keys)
        self._record = redis.register_script(store_scripts.RECORD)
        self._record_user = redis.register_script(store_scripts.RECORD_USER)
        self._top = redis.register_script(store_scripts.TOP)

    @guarded
    async def record_game(
        self, chat_id: int, game_id: str, results: Sequence[PlayerResult]
    ) -> bool:
        """Count a finished game once; return False if `game_id` was already recorded.

        Chat totals (``wins``, ``deaths``, ``chips_won``) sum human players only; ``games``
        counts every game, including ones won by a computer.
        """
        k = self.keys
        writer = uuid.uuid4().hex
        args: list[str | int | float] = [game_id, time.time(), RECORDED_RETENTION, writer]
        for r in results:
            uid = str(r.user_id) if r.is_human else ""
            args += [uid, r.name, int(r.won), int(r.died), int(r.chips_won)]
        keys = [k.recorded(chat_id), k.chat_stats(chat_id), k.chat_top(chat_id)]
        if not int(await self._record(keys=keys, args=args)):
            return False
        humans = [r for r in results if r.is_human]
        if humans:  # each user's hash is in a slot of its own: one script call per user
            await asyncio.gather(*(self.count_user(r, writer) for r in humans))
        return True

    async def count_user(self, result: PlayerResult, writer: str) -> None:
        """Add a finished game to the user's totals and, counted there once, to the global top
        (`record_game`'s per-user part: re-run with the same `writer`, it counts nothing)."""
        uid = int(result.user_id or 0)
        args: list[str | int] = [writer, result.name, int(result.won), int(result.died)]
        args.append(int(result.chips_won))
        if int(await self._record_user(keys=[self.keys.user_stats(uid)], args=args)):
            await self.redis.zincrby(self.keys.global_top(), int(result.won), str(uid))

    @guarded
    async def user_stats(self, user_id: int) -> Stats:
        """Return a user's totals across all chats."""
        return _stats(await self.redis.hgetall(self.keys.user_stats(user_id)))

    @guarded
    async def chat_stats(self, chat_id: int) -> Stats:
        """Return the chat's totals (games of any kind; wins etc. of human players)."""
        return _stats(await self.redis.hgetall(self.keys.chat_stats(chat_id)))

    @guarded
    async def chat_user_stats(self, chat_id: int, user_id: int) -> Stats:
        """Return one user's totals within one chat."""
        key = self.keys.chat_stats(chat_id)
        values = await self.redis.hmget(key, [f"u:{user_id}:{name}" for name in _FIELDS])
        return Stats(*(int(v or 0) for v in values))

    @guarded
    async def top(self, chat_id: int, n: int = 10) -> list[Leader]:
        """Return up to `n` (user id, last known name, wins, games), `ranked`: one script
        reads the ranking, the ties with the last place, and each one's name and games."""
        if n <= 0:
            return []
        keys = [self.keys.chat_top(chat_id), self.keys.chat_stats(chat_id)]
        flat = await self._top(keys=keys, args=[n, MOST_TIES])
        return ranked(_rows(flat), n)

    @guarded
    async def global_top(self, n: int = 10) -> list[Leader]:
        """Return up to `n` (user id, last known name, wins, games) across every chat,
        `ranked`: the ranking and its ties in one call, then the leaders' totals in one."""
        if n <= 0:
            return []
        flat = await self._top(keys=[self.keys.global_top()], args=[n, MOST_TIES])
        found = _rows(flat)  # ids and wins: the totals are in each user's hash
        async with self.redis.pipeline(transaction=False) as pipe:
            for uid, *_ in found:
                pipe.hmget(self.keys.user_stats(uid), ["name", "games", "chips_won"])
            replies = await pipe.execute() if found else []
        rows = [
            _row(uid, wins, *totals)
            for (uid, _, wins, *_), totals in zip(found, replies, strict=True)
        ]
        return ranked(rows, n)
