"""The update being handled, in context variables: every line logged while handling it names it."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from contextvars import ContextVar

from telegram import Update

from fsm import Place

UPDATE_ID: ContextVar[int | None] = ContextVar("robinson_update_id", default=None)
CHAT_ID: ContextVar[int | None] = ContextVar("robinson_chat_id", default=None)


@contextlib.contextmanager
def handling(update: object) -> Iterator[None]:
    """While handling `update`, log lines carry its update id and chat id as fields."""
    if not isinstance(update, Update):
        yield
        return
    chat = update.effective_chat
    tokens = UPDATE_ID.set(update.update_id), CHAT_ID.set(chat.id if chat else None)
    try:
        yield
    finally:
        CHAT_ID.reset(tokens[1])
        UPDATE_ID.reset(tokens[0])


class UpdateFields(logging.Filter):
    """Add `update_id` and `chat_id` to a record logged while an update is handled."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Copy the context variables onto the record (a field set by `extra` wins)."""
        update_id = UPDATE_ID.get()
        if update_id is not None and not hasattr(record, "update_id"):
            record.update_id = update_id
            chat_id = CHAT_ID.get()
            if chat_id is not None and not hasattr(record, "chat_id"):
                record.chat_id = chat_id
        return True


def place_fields(place: Place) -> dict[str, int]:
    """A game's place as log fields: its chat and, in a forum, its topic."""
    fields = {"chat_id": place.chat_id}
    if place.topic_id is not None:
        fields["topic_id"] = place.topic_id
    return fields
