"""The double's state: accounts, chats, transcripts, files, queries, counters and clock."""

from __future__ import annotations

import random
import secrets
import time
from collections import Counter, deque
from dataclasses import dataclass
from typing import Any

from .faults import Fault, Faults
from .flood import FloodControl, FloodLimits
from .model import JSON, ForumTopic, SimChat, SimUser, StoredFile, StoredMessage
from .updates import Notifier, UpdateQueue

#: Dice emoji and their highest value; the lowest is always 1.
DICE_FACES = {"🎲": 6, "🎯": 6, "🎳": 6, "🏀": 5, "⚽": 5, "🎰": 64}


@dataclass
class Query:
    """A callback query waiting for answerCallbackQuery."""

    id: str
    user: SimUser
    message: StoredMessage
    data: str | None
    created: float
    answered: bool = False

    def to_json(self) -> JSON:
        """The CallbackQuery object: an inline message's carries its id, not the message."""
        message = self.message
        out: JSON = {"id": self.id, "from": self.user.to_json()}
        if message.inline_message_id is not None:
            out["inline_message_id"] = message.inline_message_id
        else:
            out["message"] = message.to_json()
        out["chat_instance"] = message.chat.chat_instance
        if self.data is not None:
            out["data"] = self.data
        return out


class World:
    """Everything the fake Telegram knows, shared by the HTTP server and the test driver."""

    def __init__(
        self,
        *,
        bot_name: str,
        bot_username: str,
        token: str | None,
        rng: random.Random,
        flood_limits: FloodLimits,
        flood_enabled: bool,
        privacy_mode: bool,
        callback_timeout: float,
        inline_mode: bool = True,
        inline_feedback: bool = False,
    ) -> None:
        """Create an empty world holding only the bot account.

        ``inline_mode`` and ``inline_feedback`` are BotFather's /setinline and
        /setinlinefeedback: inline queries at all, and chosen_inline_result updates.
        """
        self.rng = rng
        self.bot = SimUser(7_000_000_001, bot_name, is_bot=True, username=bot_username)
        self.token = token or f"{self.bot.id}:AAF-sandbox-{rng.getrandbits(64):016x}"
        self.notifier = Notifier()
        self.queue = UpdateQueue(self.notifier, self.now)
        self.flood = FloodControl(flood_limits, flood_enabled)
        self.privacy_mode = privacy_mode
        self.callback_timeout = callback_timeout
        self.users: dict[int, SimUser] = {self.bot.id: self.bot}
        self.chats: dict[int, SimChat] = {}
        self.files: dict[str, StoredFile] = {}
        self.queries: dict[str, Query] = {}
        self.inline_mode = inline_mode
        self.inline_feedback = inline_feedback
        self.inline_queries: dict[str, Any] = {}  # id -> sandbox.inline.InlineQuery
        self.inline_messages: dict[str, StoredMessage] = {}
        self.commands: dict[str, list[JSON]] = {}
        self.calls: Counter[str] = Counter()
        self.chat_calls: Counter[tuple[str, int]] = Counter()
        self.requests: list[tuple[str, dict[str, Any]]] = []  # as they arrive
        self.answered: list[tuple[str, dict[str, Any]]] = []  # as they succeed (shown)
        self.forced_dice: deque[tuple[str | None, int]] = deque()
        self.faults = Faults()
        self.in_flight = 0
        self.time_offset = 0.0
        self._next_user = 100_000_001
        self._next_group = 4_000_000_001
        self._next_query = 1

    def next_serial(self) -> int:
        """A number used once, for query ids."""
        self._next_query += 1
        return self._next_query

    def now(self) -> float:
        """Return the double's wall clock (real time plus any ``advance``)."""
        return time.time() + self.time_offset

    def today(self) -> int:
        """Return the current Unix time as Telegram's integer ``date``."""
        return int(self.now())

    def add_user(
        self,
        first_name: str,
        language_code: str | None,
        username: str | None,
        last_name: str | None,
    ) -> SimUser:
        """Register a new human account."""
        user = SimUser(self._next_user, first_name, False, username, last_name, language_code)
        self._next_user += 1
        self.users[user.id] = user
        return user

    def private_chat(self, user: SimUser) -> SimChat:
        """Return the private chat between ``user`` and the bot, creating it once."""
        chat = self.chats.get(user.id)
        if chat is None:
            chat = SimChat(user.id, "private", None, user.username, user.first_name)
            chat.last_name = user.last_name
            chat.members = {user.id: "member"}
            chat.chat_instance = str(-(user.id * 7919 + 1_234_567_891))
            self.chats[chat.id] = chat
        return chat

    def chat_between(self, first: SimUser, second: SimUser) -> SimChat:
        """The private chat of two people: the bot is not in it and cannot address it."""
        low, high = sorted((first.id, second.id))
        chat_id = -(3_000_000_000_000 + low * 1_000 + high % 1_000)
        chat = self.chats.get(chat_id)
        if chat is None:
            chat = SimChat(chat_id, "private", None, None, second.first_name)
            chat.members = {first.id: "member", second.id: "member"}
            chat.bot_status = "left"
            chat.between = (first.id, second.id)
            chat.chat_instance = str(low * 31 + high * 17 + 5_555_555_555)
            self.chats[chat_id] = chat
        return chat

    def add_group(
        self,
        title: str,
        creator: SimUser,
        admins: list[SimUser],
        members: list[SimUser],
        supergroup: bool,
        bot_admin: bool,
        username: str | None,
        forum: bool = False,
    ) -> SimChat:
        """Create a group or supergroup (a forum if asked) with the bot already in it."""
        supergroup = supergroup or forum
        number = self._next_group
        self._next_group += 1
        chat_id = -(1_000_000_000_000 + number) if supergroup else -number
        chat = SimChat(chat_id, "supergroup" if supergroup else "group", title, username)
        for user in members:
            chat.members[user.id] = "member"
        for user in admins:
            chat.members[user.id] = "administrator"
        chat.members[creator.id] = "creator"
        chat.bot_status = "administrator" if bot_admin else "member"
        chat.chat_instance = str(number * 7919 + 9_876_543_210)
        chat.is_forum = forum
        if forum:
            chat.next_message_id = 2  # thread 1 is the General topic, never a topic's id
        self.chats[chat.id] = chat
        return chat

    def delete_topic(self, chat: SimChat, topic: ForumTopic) -> None:
        """Delete a topic and every message in it; like Telegram, the bot is not told."""
        topic.deleted = True
        for message in chat.history.values():
            if message.thread_id == topic.id:
                message.deleted = True
        self.notifier.bump()

    def status(self, chat: SimChat, user: SimUser) -> str:
        """Return the ChatMember status of ``user`` in ``chat``."""
        if user.is_bot and user.id == self.bot.id:
            if chat.type == "private" and chat.between is None:
                return "kicked" if self.users[chat.id].blocked_bot else "member"
            return chat.bot_status
        return chat.members.get(user.id, "left")

    def new_message(self, chat: SimChat, sender: SimUser, **fields: Any) -> StoredMessage:
        """Append a message to ``chat`` with the next message_id."""
        message = StoredMessage(chat, chat.next_message_id, sender, self.today(), **fields)
        chat.next_message_id += 1
        chat.history[message.message_id] = message
        self.notifier.bump()
        return message

    def force_dice(self, value: int, emoji: str | None = None) -> None:
        """Make the next server-picked roll (of ``emoji``, or of any emoji) return ``value``."""
        if emoji is not None and emoji not in DICE_FACES:
            raise ValueError(f"unknown dice emoji {emoji!r}")
        top = DICE_FACES[emoji] if emoji else 64
        if not 1 <= value <= top:
            raise ValueError(f"dice value {value} out of range 1..{top}")
        self.forced_dice.append((emoji, value))

    def roll(self, emoji: str) -> int:
        """Pick a dice value for ``emoji``, honouring forced values first."""
        top = DICE_FACES[emoji]
        for index, (want, value) in enumerate(self.forced_dice):
            if (want is None or want == emoji) and value <= top:
                del self.forced_dice[index]
                return value
        return self.rng.randint(1, top)

    @staticmethod
    def opaque_id(nbytes: int) -> str:
        """A fresh id in hex, never given twice: not from the seeded stream, which a restarted
        playground replays (play-test 64: two inline games shared one id)."""
        return secrets.token_hex(nbytes)

    def fault(self, method: str, chat_id: int | None) -> Fault | None:
        """The next injected fault of ``method`` in ``chat_id`` (or any chat), used up once."""
        return self.faults.take(method, chat_id)

    def new_query(self, user: SimUser, message: StoredMessage, data: str | None) -> Query:
        """Register a callback query for ``user`` pressing on ``message``."""
        query_id = str(user.id * 1_000_000_000 + self._next_query)
        self._next_query += 1
        query = Query(query_id, user, message, data, self.now())
        self.queries[query_id] = query
        return query

    def emit(self, kind: str, payload: JSON) -> JSON | None:
        """Queue an update for the bot; return it unless allowed_updates filtered it out."""
        return self.queue.enqueue(kind, payload)

    def reset_counts(self) -> None:
        """Zero the per-method and per-chat call counters and the request log."""
        self.calls.clear()
        self.chat_calls.clear()
        self.requests.clear()
        self.answered.clear()
        self.notifier.bump()
