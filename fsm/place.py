"""Where a game lives: a chat, in a forum one of its topics, or a message sent inline."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

TOPIC_MARK = ":t"
INLINE_MARK = ":i"
#: Inline games' chat ids lie below every Telegram id (at most 52 significant bits).
INLINE_BASE = -(2**53)


def inline_chat_id(chat_instance: str) -> int:
    """The id standing for the chat of an inline message (from its ``chat_instance``).

    Telegram tells the bot no chat id there; this one keys the place's Redis slot, its
    language and its flood budget, and is never sent to Telegram.
    """
    digest = hashlib.blake2b(chat_instance.encode(), digest_size=6).digest()
    return INLINE_BASE - int.from_bytes(digest, "big")


@dataclass(frozen=True, slots=True)
class Place:
    """A chat id and, for a forum topic, the topic's id; or, for a message sent inline,
    its ``inline_message_id`` under the id standing for its chat (`inline_chat_id`)."""

    chat_id: int
    topic_id: int | None = None
    inline_id: str | None = None

    @classmethod
    def of(cls, where: Where) -> Place:
        """A place from a place or a bare chat id (a chat without topics)."""
        return where if isinstance(where, Place) else cls(int(where))

    @classmethod
    def inline(cls, inline_message_id: str, chat_instance: str) -> Place:
        """The place of a game played in one inline message."""
        return cls(inline_chat_id(chat_instance), None, inline_message_id)

    @property
    def is_inline(self) -> bool:
        """Whether the game lives in an inline message (edited by its id, nothing sent)."""
        return self.inline_id is not None

    def member(self) -> str:
        """The place as one string: ``<chat>``, ``<chat>:t<topic>`` or ``<chat>:i<inline id>``."""
        if self.inline_id is not None:
            return f"{self.chat_id}{INLINE_MARK}{self.inline_id}"
        if self.topic_id is None:
            return str(self.chat_id)
        return f"{self.chat_id}{TOPIC_MARK}{self.topic_id}"

    @classmethod
    def parse(cls, member: str) -> Place:
        """The place written by `member`; raise ValueError for anything else."""
        chat, mark, inline_id = member.partition(INLINE_MARK)
        if mark:
            if not inline_id:
                raise ValueError(f"no inline message id in {member!r}")
            return cls(int(chat), None, inline_id)
        chat, mark, topic = member.partition(TOPIC_MARK)
        if not mark:
            return cls(int(chat))
        return cls(int(chat), int(topic))

    def __str__(self) -> str:
        """The place for logs and messages."""
        return self.member()


Where = int | Place
