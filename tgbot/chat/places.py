"""Where an update's game lives (a chat, or a forum topic), and games whose topic is gone."""

from __future__ import annotations

import logging

from telegram import Message, Update
from telegram.error import BadRequest, TelegramError

from fsm import Actor, Cancel, GameService, Place, Refused, Result

log = logging.getLogger("robinson.bot")
TOPIC_GONE = ("topic_closed", "message thread not found")


def place_of(update: Update) -> Place:
    """The update's place: its chat and, for a message in a forum topic, the topic.

    A forum's General topic is the chat itself; so is a reply chain in a plain group
    (its messages carry a message_thread_id too, but is_topic_message is false). A press on
    a message sent inline has no chat: its place is the message (`Place.inline`).
    """
    query = update.callback_query
    if query is not None and query.inline_message_id:
        return Place.inline(query.inline_message_id, query.chat_instance)
    chat = update.effective_chat
    if chat is None:
        raise Refused("no_game")
    message = update.effective_message
    if isinstance(message, Message) and message.is_topic_message:
        return Place(chat.id, message.message_thread_id)
    return Place(chat.id)


def is_inline(update: Update) -> bool:
    """Whether the update is a press on a message sent inline (no chat, no message)."""
    query = update.callback_query
    return query is not None and bool(query.inline_message_id)


def topic_gone(error: TelegramError) -> bool:
    """Whether Telegram refused a send because the forum topic was closed or deleted."""
    return isinstance(error, BadRequest) and any(r in str(error).lower() for r in TOPIC_GONE)


async def abandon(games: GameService, place: Place, by: Actor) -> Result | None:
    """Cancel and archive the game at `place` (its topic or inline message is gone); the
    cancel's result, None if there was no game."""
    try:
        result = await games.act(place, Cancel(by))
    except Refused:
        return None
    log.info("its topic or message gone; game cancelled", extra={"chat_id": place.chat_id})
    return result
