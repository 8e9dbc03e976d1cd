"""Where a game lives: a chat, and in a forum one of its topics."""

from __future__ import annotations

from dataclasses import dataclass

TOPIC_MARK = ":t"


@dataclass(frozen=True, slots=True)
class Place:
    """A chat id and, for a forum topic, the topic's id (None: a plain chat or General)."""

    chat_id: int
    topic_id: int | None = None

    @classmethod
    def of(cls, where: Where) -> Place:
        """A place from a place or a bare chat id (a chat without topics)."""
        return where if isinstance(where, Place) else cls(int(where))

    def member(self) -> str:
        """The place as one string: ``<chat>`` or ``<chat>:t<topic>`` (the deadline index)."""
        if self.topic_id is None:
            return str(self.chat_id)
        return f"{self.chat_id}{TOPIC_MARK}{self.topic_id}"

    @classmethod
    def parse(cls, member: str) -> Place:
        """The place written by `member`; raise ValueError for anything else."""
        chat, mark, topic = member.partition(TOPIC_MARK)
        if not mark:
            return cls(int(chat))
        return cls(int(chat), int(topic))

    def __str__(self) -> str:
        """The place for logs and messages."""
        return self.member()


Where = int | Place
