"""``BotApiDouble``: start the fake Bot API on loopback and drive it from tests."""

from __future__ import annotations

import asyncio
import random
import socket
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable
from types import TracebackType
from typing import Any

from aiohttp import web

from . import actions
from .errors import ApiError
from .flood import FloodLimits
from .model import JSON, ForumTopic, SimChat, SimUser, StoredMessage
from .people import Person
from .server import _BY_LOWER, build_app
from .updates import Webhook
from .world import World

Someone = Person | SimUser


def _account(who: Someone) -> SimUser:
    """Return the account behind a Person or SimUser."""
    return who.account if isinstance(who, Person) else who


class BotApiDouble:
    """A local Telegram Bot API server with simulated users, chats and a test clock."""

    def __init__(
        self,
        *,
        token: str | None = None,
        bot_name: str = "Robinson",
        bot_username: str = "robinson_sandbox_bot",
        seed: int | None = None,
        rng: random.Random | None = None,
        flood: bool = False,
        flood_limits: FloodLimits | None = None,
        privacy_mode: bool = False,
        callback_timeout: float = 15.0,
        webhook_retry_delay: float = 0.05,
        host: str = "127.0.0.1",
    ) -> None:
        """Configure the double; nothing listens until ``start()``."""
        self.world = World(
            bot_name=bot_name,
            bot_username=bot_username,
            token=token,
            rng=rng or random.Random(seed),
            flood_limits=flood_limits or FloodLimits(),
            flood_enabled=flood,
            privacy_mode=privacy_mode,
            callback_timeout=callback_timeout,
        )
        self.world.queue.retry_delay = webhook_retry_delay
        self.host = host
        self.port = 0
        self._runner: web.AppRunner | None = None

    async def start(self) -> BotApiDouble:
        """Listen on a free port of ``host``."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((self.host, 0))
        self.port = sock.getsockname()[1]
        self._runner = web.AppRunner(build_app(self.world), shutdown_timeout=0.5)
        await self._runner.setup()
        await web.SockSite(self._runner, sock).start()
        return self

    async def stop(self) -> None:
        """Release long polls, stop webhook delivery and close the server."""
        await self.world.queue.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> BotApiDouble:
        """Start on entry."""
        return await self.start()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Stop on exit."""
        await self.stop()

    @property
    def token(self) -> str:
        """Return the bot token the server accepts."""
        return self.world.token

    @property
    def url(self) -> str:
        """Return the server root, e.g. ``http://127.0.0.1:PORT``."""
        return f"http://{self.host}:{self.port}"

    @property
    def base_url(self) -> str:
        """Return PTB's ``base_url`` (PTB appends the token)."""
        return f"{self.url}/bot"

    @property
    def base_file_url(self) -> str:
        """Return PTB's ``base_file_url``."""
        return f"{self.url}/file/bot"

    @property
    def bot(self) -> SimUser:
        """Return the bot's own account."""
        return self.world.bot

    def user(
        self,
        first_name: str,
        language_code: str | None = "en",
        username: str | None = None,
        last_name: str | None = None,
    ) -> Person:
        """Create a simulated user."""
        return Person(
            self.world, self.world.add_user(first_name, language_code, username, last_name)
        )

    def private_chat(self, user: Someone) -> SimChat:
        """Return the private chat of ``user`` with the bot."""
        return self.world.private_chat(_account(user))

    def group(
        self,
        title: str,
        members: Iterable[Someone] = (),
        admins: Iterable[Someone] = (),
        *,
        creator: Someone | None = None,
        supergroup: bool = False,
        bot_admin: bool = False,
        username: str | None = None,
        forum: bool = False,
    ) -> SimChat:
        """Create a group with the bot in it; the creator defaults to the first admin or member.

        ``forum=True`` makes a supergroup with topics (``is_forum``); open them with
        ``open_topic``. Messages sent without a topic land in its General topic.
        """
        admin_list = [_account(a) for a in admins]
        member_list = [_account(m) for m in members]
        owner = _account(creator) if creator is not None else (admin_list + member_list)[0]
        return self.world.add_group(
            title, owner, admin_list, member_list, supergroup, bot_admin, username, forum
        )

    def open_topic(self, forum: SimChat, name: str, by: Someone | None = None) -> ForumTopic:
        """Create a topic in ``forum``; queues its forum_topic_created service message."""
        return actions.open_topic(self.world, forum, name, self._owner(forum, by))

    async def close_topic(
        self, forum: SimChat, topic: ForumTopic, by: Someone | None = None
    ) -> JSON | None:
        """Close a topic (forum_topic_closed); later sends to it fail with TOPIC_CLOSED."""
        return actions.set_topic_closed(self.world, forum, topic, self._owner(forum, by), True)

    async def reopen_topic(
        self, forum: SimChat, topic: ForumTopic, by: Someone | None = None
    ) -> JSON | None:
        """Reopen a closed topic (forum_topic_reopened)."""
        return actions.set_topic_closed(self.world, forum, topic, self._owner(forum, by), False)

    def delete_topic(self, forum: SimChat, topic: ForumTopic) -> None:
        """Delete a topic with its messages; no update, sends fail with "thread not found"."""
        self.world.delete_topic(forum, topic)

    def _owner(self, chat: SimChat, by: Someone | None) -> SimUser:
        """Return who performs a member change (the creator by default)."""
        if by is not None:
            return _account(by)
        creator = next(uid for uid, status in chat.members.items() if status == "creator")
        return self.world.users[creator]

    async def remove_bot(
        self, group: SimChat, by: Someone | None = None, kicked: bool = False
    ) -> JSON | None:
        """Remove (or ban) the bot; queues my_chat_member, later sends fail with 403."""
        status = "kicked" if kicked else "left"
        return actions.change_bot_status(self.world, group, self._owner(group, by), status)

    async def add_bot(
        self, group: SimChat, by: Someone | None = None, admin: bool = False
    ) -> JSON | None:
        """Add the bot back to ``group``; queues my_chat_member."""
        status = "administrator" if admin else "member"
        return actions.change_bot_status(self.world, group, self._owner(group, by), status)

    def force_dice(self, value: int, emoji: str | None = None) -> None:
        """Make the next server-picked roll (of ``emoji`` or any) come out as ``value``."""
        self.world.force_dice(value, emoji)

    def flood_refusals(self) -> int:
        """How many calls were answered 429 since the double started."""
        return self.world.flood.refused

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
    ) -> None:
        """Make the next call of ``method`` wait ``delay`` seconds, then fail (None: succeed)."""
        name = _BY_LOWER.get(method.lower(), method)
        error = ApiError(code, description) if description is not None else None
        self.world.faults.setdefault(name, deque()).append((delay, error))

    def advance(self, seconds: float) -> None:
        """Move the double's clock forward (dates, flood windows, query expiry)."""
        self.world.time_offset += seconds
        self.world.notifier.bump()

    @property
    def calls(self) -> Counter[str]:
        """Return a copy of the calls counted per method name."""
        return Counter(self.world.calls)

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
        account = _account(user)
        lang = account.language_code or ""
        if chat.type == "private":
            scopes = [f"chat:{chat.id}", "all_private_chats", "default"]
        else:
            scopes = [f"chat_member:{chat.id}:{account.id}"]
            if chat.members.get(account.id) in ("creator", "administrator"):
                scopes += [f"chat_administrators:{chat.id}", f"chat:{chat.id}"]
                scopes += ["all_chat_administrators", "all_group_chats", "default"]
            else:
                scopes += [f"chat:{chat.id}", "all_group_chats", "default"]
        for scope in scopes:
            for key in (f"{scope}|{lang}", f"{scope}|"):
                if key in self.world.commands:
                    return list(self.world.commands[key])
        return []

    async def wait_until(
        self, predicate: Callable[[], object], timeout: float = 5.0, what: str = ""
    ) -> None:
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

    async def settled(self, quiet: float = 0.15, timeout: float = 5.0) -> None:
        """Wait until ``idle()`` has held for ``quiet`` seconds with no activity at all."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            since = self.world.notifier.last_change
            if self.idle() and time.monotonic() - since >= quiet:
                return
            remaining = deadline - loop.time()
            if remaining <= 0:
                state = f"pending={len(self.world.queue.pending)} in_flight={self.world.in_flight}"
                raise TimeoutError(f"double not settled within {timeout}s ({state})")
            await self.world.notifier.wait(min(remaining, quiet))

    async def next_bot_message(self, chat: SimChat, timeout: float = 5.0) -> StoredMessage:
        """Wait for the bot to post a new message in ``chat`` and return it."""
        before = chat.next_message_id
        await self.wait_until(
            lambda: any(m.from_bot for m in chat.history.values() if m.message_id >= before),
            timeout,
            f"(no new bot message in chat {chat.id})",
        )
        return next(m for m in chat.history.values() if m.message_id >= before and m.from_bot)
