"""Plain data held by the double: users, chats, messages, files and toasts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

JSON = dict[str, Any]


@dataclass
class Toast:
    """One answerCallbackQuery answer as the pressing user sees it."""

    query_id: str
    text: str | None
    show_alert: bool
    url: str | None
    chat_id: int | None
    message_id: int | None


@dataclass
class SimUser:
    """A Telegram account: a simulated human or the bot itself."""

    id: int
    first_name: str
    is_bot: bool = False
    username: str | None = None
    last_name: str | None = None
    language_code: str | None = None
    blocked_bot: bool = False
    toasts: list[Toast] = field(default_factory=list)

    def to_json(self) -> JSON:
        """Return the User object as Telegram serialises it."""
        out: JSON = {"id": self.id, "is_bot": self.is_bot, "first_name": self.first_name}
        if self.last_name:
            out["last_name"] = self.last_name
        if self.username:
            out["username"] = self.username
        if self.language_code and not self.is_bot:
            out["language_code"] = self.language_code
        return out


@dataclass
class Button:
    """An inline keyboard button as currently shown."""

    text: str
    callback_data: str | None = None
    url: str | None = None


@dataclass
class StoredFile:
    """An uploaded file known by its file_id."""

    file_id: str
    file_unique_id: str
    data: bytes
    width: int
    height: int
    file_path: str


@dataclass
class ForumTopic:
    """A topic of a forum supergroup; its id is the message_thread_id of its messages."""

    id: int
    name: str
    icon_color: int = 7322096
    closed: bool = False
    deleted: bool = False


@dataclass(eq=False)
class StoredMessage:
    """A message in a chat, mutated in place by edits and deletions."""

    chat: SimChat
    message_id: int
    sender: SimUser
    date: int
    text: str | None = None
    entities: list[JSON] = field(default_factory=list)
    caption: str | None = None
    caption_entities: list[JSON] = field(default_factory=list)
    dice: JSON | None = None
    photo: list[JSON] | None = None
    reply_markup: JSON | None = None
    reply_to: StoredMessage | None = None
    forward: JSON | None = None
    service: JSON | None = None
    edit_date: int | None = None
    deleted: bool = False
    silent: bool = False
    edits: int = 0
    thread_id: int | None = None
    via_bot: SimUser | None = None
    inline_message_id: str | None = None  # a message sent through inline mode, with buttons
    effect_id: str | None = None

    @property
    def from_bot(self) -> bool:
        """Tell whether the bot sent this message."""
        return self.sender.is_bot

    @property
    def keyboard(self) -> list[list[Button]]:
        """Return the inline keyboard currently attached, row by row."""
        rows = (self.reply_markup or {}).get("inline_keyboard") or []
        return [
            [Button(b["text"], b.get("callback_data"), b.get("url")) for b in row] for row in rows
        ]

    def buttons(self) -> list[list[tuple[str, str | None]]]:
        """Return the keyboard as rows of ``(text, callback_data)`` pairs."""
        return [[(b.text, b.callback_data) for b in row] for row in self.keyboard]

    @property
    def is_topic_message(self) -> bool:
        """Tell whether the message belongs to a forum topic (not the General topic)."""
        return self.thread_id is not None and self.thread_id in self.chat.topics

    def to_json(self, nested: bool = True) -> JSON:
        """Return the Message object as Telegram serialises it.

        As on Telegram, a topic message that replies to nothing carries the topic's
        creation message as ``reply_to_message``.
        """
        out: JSON = {
            "message_id": self.message_id,
            "from": self.sender.to_json(),
            "chat": self.chat.to_json(),
            "date": self.date,
        }
        if self.thread_id is not None:
            out["message_thread_id"] = self.thread_id
            if self.is_topic_message:
                out["is_topic_message"] = True
        if self.forward:
            out.update(self.forward)
        if self.via_bot is not None:
            out["via_bot"] = self.via_bot.to_json()
        reply_to = self.reply_to
        if reply_to is None and self.is_topic_message and self.thread_id != self.message_id:
            reply_to = self.chat.history.get(self.thread_id or 0)
        if nested and reply_to is not None:
            out["reply_to_message"] = reply_to.to_json(nested=False)
        if self.service:
            out.update(self.service)
        if self.edit_date is not None:
            out["edit_date"] = self.edit_date
        if self.text is not None:
            out["text"] = self.text
            if self.entities:
                out["entities"] = self.entities
        if self.photo is not None:
            out["photo"] = self.photo
        if self.caption is not None:
            out["caption"] = self.caption
            if self.caption_entities:
                out["caption_entities"] = self.caption_entities
        if self.dice is not None:
            out["dice"] = dict(self.dice)
        if self.effect_id is not None:
            out["effect_id"] = self.effect_id
        if self.reply_markup and "inline_keyboard" in self.reply_markup:
            out["reply_markup"] = self.reply_markup
        return out


@dataclass(eq=False)
class SimChat:
    """A private chat, group or supergroup with its transcript and members."""

    id: int
    type: str
    title: str | None = None
    username: str | None = None
    first_name: str | None = None
    last_name: str | None = None
    members: dict[int, str] = field(default_factory=dict)
    bot_status: str = "member"
    bot_can_send: bool = True
    migrated_to: int | None = None
    next_message_id: int = 1
    history: dict[int, StoredMessage] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    chat_instance: str = ""
    is_forum: bool = False
    topics: dict[int, ForumTopic] = field(default_factory=dict)
    between: tuple[int, int] | None = None  # a private chat of two people, closed to the bot

    def to_json(self) -> JSON:
        """Return the Chat object as Telegram serialises it inside messages."""
        out: JSON = {"id": self.id, "type": self.type}
        for key in ("title", "username", "first_name", "last_name"):
            value = getattr(self, key)
            if value:
                out[key] = value
        if self.is_forum:
            out["is_forum"] = True
        return out

    def messages(self, include_deleted: bool = False) -> list[StoredMessage]:
        """Return the transcript in order, without deleted messages unless asked."""
        return [m for m in self.history.values() if include_deleted or not m.deleted]

    def in_topic(self, topic: ForumTopic | None) -> list[StoredMessage]:
        """Return the visible messages of a forum topic (None: the General topic)."""
        wanted = None if topic is None else topic.id
        return [
            m for m in self.messages() if (m.thread_id if m.is_topic_message else None) == wanted
        ]

    def bot_messages(self) -> list[StoredMessage]:
        """Return the visible messages the bot sent."""
        return [m for m in self.messages() if m.from_bot]

    def last_bot_message(self) -> StoredMessage | None:
        """Return the newest visible message sent by the bot, if any."""
        found = self.bot_messages()
        return found[-1] if found else None

    def last_message(self) -> StoredMessage | None:
        """Return the newest visible message, if any."""
        found = self.messages()
        return found[-1] if found else None
