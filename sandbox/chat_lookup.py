"""Finding the chat and topic a call names, with Telegram's errors when the bot cannot use it."""

from __future__ import annotations

from . import errors as e
from .model import SimChat, StoredMessage
from .world import World


def find_chat(world: World, raw: str | None) -> SimChat:
    """Resolve a chat_id parameter (number or @username) without access checks."""
    if raw is None or raw == "":
        raise e.bad_request(e.CHAT_ID_EMPTY)
    chat: SimChat | None = None
    if raw.startswith("@"):
        name = raw[1:].lower()
        chat = next(
            (
                c
                for c in world.chats.values()
                if c.type != "private" and (c.username or "").lower() == name
            ),
            None,
        )
    else:
        try:
            chat = world.chats.get(int(raw))
        except ValueError:
            chat = None
    if chat is None or chat.between is not None:  # two people's chat: unknown to bots
        raise e.bad_request(e.CHAT_NOT_FOUND)
    return chat


def reachable_chat(world: World, raw: str | None) -> SimChat:
    """Resolve a chat_id the bot may act in, raising Telegram's 403s otherwise."""
    chat = find_chat(world, raw)
    if chat.migrated_to is not None:
        raise e.upgraded(chat.migrated_to)
    if chat.type == "private":
        if world.users[chat.id].blocked_bot:
            raise e.forbidden(e.BLOCKED)
    elif chat.bot_status == "kicked":
        raise e.forbidden(e.KICKED_SUPERGROUP if chat.type == "supergroup" else e.KICKED_GROUP)
    elif chat.bot_status == "left":
        raise e.forbidden(
            e.NOT_MEMBER_SUPERGROUP if chat.type == "supergroup" else e.NOT_MEMBER_GROUP
        )
    return chat


def thread_for_send(
    chat: SimChat, thread: int | None, reply_to: StoredMessage | None
) -> int | None:
    """The topic a bot's message goes to, with Telegram's errors for a gone or closed one.

    Without message_thread_id a reply goes to its target's topic, anything else to General.
    """
    if thread is None:
        return reply_to.thread_id if reply_to is not None and reply_to.is_topic_message else None
    topic = chat.topics.get(thread)
    if topic is None or topic.deleted:
        raise e.bad_request(e.THREAD_NOT_FOUND)
    if topic.closed:  # the double's bot never has can_manage_topics
        raise e.bad_request(e.TOPIC_CLOSED)
    return thread
