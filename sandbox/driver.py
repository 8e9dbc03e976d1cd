"""``BotApiDouble``: start the fake Bot API on loopback and drive it from tests."""

from __future__ import annotations

import random
import socket
from collections import Counter
from collections.abc import Callable, Iterable
from types import TracebackType
from typing import Any

from aiohttp import web

from . import actions
from .errors import ApiError, flood
from .faults import Fault
from .flood import FloodLimits
from .inline import InlineQuery
from .model import JSON, ForumTopic, SimChat, SimUser, StoredMessage
from .people import Person, Someone, account_of, owner_of
from .server import _BY_LOWER, build_app
from .settle import Probe, Waits
from .updates import Webhook
from .world import World

_SERVING: dict[str, BotApiDouble] = {}  # running doubles by base_url


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
        inline_mode: bool = True,
        inline_feedback: bool = False,
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
            inline_mode=inline_mode,
            inline_feedback=inline_feedback,
        )
        self.world.queue.retry_delay = webhook_retry_delay
        self.waits = Waits(self.world)
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
        _SERVING[self.base_url] = self
        return self

    async def stop(self) -> None:
        """Release long polls, stop webhook delivery and close the server."""
        if _SERVING.get(self.base_url) is self:
            del _SERVING[self.base_url]
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
        return self.world.private_chat(account_of(user))

    def chat_between(self, first: Someone, second: Someone) -> SimChat:
        """The private chat of two people, where the bot is not and can only come inline."""
        return self.world.chat_between(account_of(first), account_of(second))

    def inline_message(self, inline_message_id: str) -> StoredMessage:
        """The message sent via the bot that carries ``inline_message_id``."""
        return self.world.inline_messages[inline_message_id]

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
        admin_list = [account_of(a) for a in admins]
        member_list = [account_of(m) for m in members]
        owner = account_of(creator) if creator is not None else (admin_list + member_list)[0]
        return self.world.add_group(
            title, owner, admin_list, member_list, supergroup, bot_admin, username, forum
        )

    def open_topic(self, forum: SimChat, name: str, by: Someone | None = None) -> ForumTopic:
        """Create a topic in ``forum``; queues its forum_topic_created service message."""
        return actions.open_topic(self.world, forum, name, owner_of(self.world, forum, by))

    async def close_topic(
        self, forum: SimChat, topic: ForumTopic, by: Someone | None = None
    ) -> JSON | None:
        """Close a topic (forum_topic_closed); later sends to it fail with TOPIC_CLOSED."""
        owner = owner_of(self.world, forum, by)
        return actions.set_topic_closed(self.world, forum, topic, owner, True)

    async def reopen_topic(
        self, forum: SimChat, topic: ForumTopic, by: Someone | None = None
    ) -> JSON | None:
        """Reopen a closed topic (forum_topic_reopened)."""
        owner = owner_of(self.world, forum, by)
        return actions.set_topic_closed(self.world, forum, topic, owner, False)

    def delete_topic(self, forum: SimChat, topic: ForumTopic) -> None:
        """Delete a topic with its messages; no update, sends fail with "thread not found"."""
        self.world.delete_topic(forum, topic)

    async def remove_bot(
        self, group: SimChat, by: Someone | None = None, kicked: bool = False
    ) -> JSON | None:
        """Remove (or ban) the bot; queues my_chat_member, later sends fail with 403."""
        status = "kicked" if kicked else "left"
        return actions.change_bot_status(self.world, group, owner_of(self.world, group, by), status)

    async def add_bot(
        self, group: SimChat, by: Someone | None = None, admin: bool = False
    ) -> JSON | None:
        """Add the bot back to ``group``; queues my_chat_member."""
        status = "administrator" if admin else "member"
        return actions.change_bot_status(self.world, group, owner_of(self.world, group, by), status)

    def restrict_bot(self, group: SimChat, can_send: bool = False) -> None:
        """Take away (or give back) the bot's right to send text messages in ``group``."""
        group.bot_can_send = can_send
        self.world.notifier.bump()

    async def migrate(self, group: SimChat, by: Someone | None = None) -> SimChat:
        """Upgrade ``group`` to a supergroup; queues the two migrate service messages."""
        return actions.migrate_group(self.world, group, owner_of(self.world, group, by))

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
        return actions.menu_for(self.world, chat, account_of(user))

    def watch(self, probe: Probe) -> Callable[[], None]:
        """Let ``settled`` wait on a bot's own signal (see settle.py); return the undo."""
        return self.waits.watch(probe)

    @classmethod
    def serving(cls, base_url: str) -> BotApiDouble | None:
        """The running double whose ``base_url`` this is, if any (for the test harness)."""
        return _SERVING.get(base_url)

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
