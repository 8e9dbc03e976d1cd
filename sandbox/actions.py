"""What simulated people do: send, roll, forward, press, remove or block the bot."""

from __future__ import annotations

from typing import Any

from .members import PRESENT, member_json
from .model import JSON, ForumTopic, SimChat, SimUser, StoredMessage
from .text import command_entities
from .world import DICE_FACES, World


class SandboxError(AssertionError):
    """A test asked a simulated user to do something a real client could not do."""


def _check_can_post(
    world: World, user: SimUser, chat: SimChat, topic: ForumTopic | None = None
) -> int | None:
    """Refuse posts by users who are not in ``chat`` or its topic; return the thread id."""
    if chat.type == "private":
        if user.id not in (chat.between or (chat.id,)):
            raise SandboxError(f"{user.first_name} is not in private chat {chat.id}")
    elif chat.members.get(user.id) not in PRESENT:
        raise SandboxError(f"{user.first_name} is not a member of {chat.title!r}")
    if topic is None:
        return None
    if chat.topics.get(topic.id) is not topic or topic.deleted:
        raise SandboxError(f"topic {topic.name!r} is not a live topic of {chat.title!r}")
    if topic.closed and chat.members.get(user.id) not in ("creator", "administrator"):
        raise SandboxError(f"topic {topic.name!r} is closed; only admins may post")
    return topic.id


def _bot_sees(world: World, message: StoredMessage) -> bool:
    """Apply group privacy mode: commands and replies to the bot only, unless admin."""
    chat = message.chat
    if chat.between is not None:
        return False  # a chat between two people: the bot sees nothing of it
    if chat.type == "private":
        return not world.users[chat.id].blocked_bot
    if chat.bot_status not in PRESENT:
        return False
    if message.service is not None:  # service messages reach the bot in any mode
        return True
    if not world.privacy_mode or chat.bot_status == "administrator":
        return True
    if message.reply_to is not None and message.reply_to.from_bot:
        return True
    text = message.text or ""
    mine = f"@{world.bot.username}".lower()
    for entity in message.entities:
        if entity["type"] == "bot_command" and entity["offset"] == 0:
            command = text.split()[0].lower()
            return "@" not in command or command.endswith(mine)
    return False


def deliver_message(world: World, message: StoredMessage) -> JSON | None:
    """Queue a ``message`` update when the bot can see it."""
    if not _bot_sees(world, message):
        return None
    return world.emit("message", message.to_json())


def send_text(
    world: World,
    user: SimUser,
    chat: SimChat,
    text: str,
    reply_to: StoredMessage | None,
    topic: ForumTopic | None = None,
) -> JSON | None:
    """Post ``text`` (bot_command entities included) and queue the update."""
    thread = _check_can_post(world, user, chat, topic)
    if not text:
        raise SandboxError("Telegram clients cannot send an empty message")
    if thread is None and reply_to is not None and reply_to.is_topic_message:
        thread = reply_to.thread_id
    message = world.new_message(
        chat,
        user,
        text=text,
        entities=command_entities(text),
        reply_to=reply_to,
        thread_id=thread,
    )
    return deliver_message(world, message)


def edit_text(world: World, user: SimUser, message: StoredMessage, text: str) -> JSON | None:
    """``user`` edits their own text ``message`` to ``text`` and the bot gets an
    ``edited_message`` update (when it can see the message), as Telegram sends."""
    if message.sender.id != user.id or message.text is None or message.deleted:
        raise SandboxError("Telegram clients edit only their user's own text messages")
    if not text:
        raise SandboxError("Telegram clients cannot send an empty message")
    message.text, message.entities = text, command_entities(text)
    message.edit_date = world.today()
    world.notifier.bump()
    if not _bot_sees(world, message):
        return None
    return world.emit("edited_message", message.to_json())


def send_dice(
    world: World,
    user: SimUser,
    chat: SimChat,
    emoji: str,
    value: int | None,
    topic: ForumTopic | None = None,
) -> JSON | None:
    """Throw a dice as ``user`` (in ``topic``); the server picks the value unless given."""
    thread = _check_can_post(world, user, chat, topic)
    if emoji not in DICE_FACES:
        raise SandboxError(f"unknown dice emoji {emoji!r}")
    if value is None:
        value = world.roll(emoji)
    elif not 1 <= value <= DICE_FACES[emoji]:
        raise SandboxError(f"{emoji} cannot show {value}")
    message = world.new_message(chat, user, dice={"emoji": emoji, "value": value}, thread_id=thread)
    return deliver_message(world, message)


def forward(
    world: World, user: SimUser, chat: SimChat, original: StoredMessage, hidden: bool
) -> JSON | None:
    """Forward ``original`` into ``chat``, with forward_origin and the legacy fields."""
    _check_can_post(world, user, chat)
    if original.deleted:
        raise SandboxError("cannot forward a deleted message")
    fields: dict[str, Any] = {}
    if original.forward:
        fields = dict(original.forward)
    elif hidden:
        name = original.sender.first_name
        origin = {"type": "hidden_user", "sender_user_name": name, "date": original.date}
        fields = {"forward_origin": origin, "forward_sender_name": name}
        fields["forward_date"] = original.date
    else:
        sender = original.sender.to_json()
        origin = {"type": "user", "sender_user": sender, "date": original.date}
        fields = {"forward_origin": origin, "forward_from": sender, "forward_date": original.date}
    message = world.new_message(
        chat,
        user,
        text=original.text,
        entities=list(original.entities),
        caption=original.caption,
        caption_entities=list(original.caption_entities),
        dice=dict(original.dice) if original.dice else None,
        photo=original.photo,
        forward=fields,
    )
    return deliver_message(world, message)


def press(world: World, user: SimUser, message: StoredMessage, data: str | None) -> JSON | None:
    """Press a callback button carrying ``data`` on ``message`` and queue the query."""
    if message.deleted:
        raise SandboxError(f"message {message.message_id} was deleted; nothing to press")
    chat = message.chat
    if chat.type == "private" and user.id not in (chat.between or (chat.id,)):
        raise SandboxError(f"{user.first_name} cannot see private chat {chat.id}")
    query = world.new_query(user, message, data)
    return world.emit("callback_query", query.to_json())


def change_bot_status(world: World, chat: SimChat, by: SimUser, status: str) -> JSON | None:
    """Move the bot to ``status`` in ``chat`` and queue the my_chat_member update."""
    old = world.status(chat, world.bot)
    if chat.type == "private":
        world.users[chat.id].blocked_bot = status == "kicked"
    else:
        chat.bot_status = status
    world.notifier.bump()
    payload = {
        "chat": chat.to_json(),
        "from": by.to_json(),
        "date": world.today(),
        "old_chat_member": member_json(world.bot, old),
        "new_chat_member": member_json(world.bot, status),
    }
    return world.emit("my_chat_member", payload)


def migrate_group(world: World, group: SimChat, by: SimUser) -> SimChat:
    """Upgrade ``group`` to a new supergroup and queue both service messages, as Telegram does.

    The old group gets ``migrate_to_chat_id`` (sent by ``by``), the supergroup gets
    ``migrate_from_chat_id``; the old id answers 400 from then on.
    """
    if group.type != "group" or group.migrated_to is not None:
        raise SandboxError(f"chat {group.id} is not a basic group that can be upgraded")
    title = group.title or ""
    owner = next(uid for uid, status in group.members.items() if status == "creator")
    others = [world.users[uid] for uid, st in group.members.items() if st == "member"]
    admins = [world.users[uid] for uid, st in group.members.items() if st == "administrator"]
    new = world.add_group(
        title, world.users[owner], admins, others, True, group.bot_status == "administrator", None
    )
    new.bot_status = group.bot_status
    old_note = world.new_message(group, by, service={"migrate_to_chat_id": new.id})
    world.emit("message", old_note.to_json())
    new_note = world.new_message(new, by, service={"migrate_from_chat_id": group.id})
    world.emit("message", new_note.to_json())
    group.migrated_to = new.id
    return new


def open_topic(world: World, chat: SimChat, name: str, by: SimUser) -> ForumTopic:
    """Create a forum topic: its forum_topic_created message's id becomes its thread id."""
    if not chat.is_forum:
        raise SandboxError(f"{chat.title!r} is not a forum")
    topic = ForumTopic(chat.next_message_id, name)
    chat.topics[topic.id] = topic
    created = {"name": name, "icon_color": topic.icon_color}
    message = world.new_message(
        chat, by, thread_id=topic.id, service={"forum_topic_created": created}
    )
    deliver_message(world, message)
    return topic


def set_topic_closed(
    world: World, chat: SimChat, topic: ForumTopic, by: SimUser, closed: bool
) -> JSON | None:
    """Close or reopen a topic, with the forum_topic_closed or _reopened service message."""
    topic.closed = closed
    kind = "forum_topic_closed" if closed else "forum_topic_reopened"
    message = world.new_message(chat, by, thread_id=topic.id, service={kind: {}})
    return deliver_message(world, message)


def menu_for(world: World, chat: SimChat, account: SimUser) -> list[JSON]:
    """The command menu ``account`` sees in ``chat``, resolving scopes like clients."""
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
            if key in world.commands:
                return list(world.commands[key])
    return []
