"""Keep the double's world (people, chats, transcripts, photos) in a JSON file across restarts."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path
from typing import Any

from ..model import JSON, SimChat, SimUser, StoredFile, StoredMessage
from ..world import World

FORMAT = 1
_MESSAGE_FIELDS = (
    "text", "entities", "caption", "caption_entities", "dice", "photo",
    "reply_markup", "forward", "edit_date", "silent", "edits",
)  # fmt: skip


def _message(message: StoredMessage) -> JSON:
    """Return one message as plain data."""
    out: JSON = {"id": message.message_id, "from": message.sender.id, "date": message.date}
    out.update({name: getattr(message, name) for name in _MESSAGE_FIELDS})
    out["reply_to"] = message.reply_to.message_id if message.reply_to else None
    out["via_bot"] = message.via_bot is not None
    out["inline_message_id"] = message.inline_message_id
    return out


def world_doc(world: World) -> JSON:
    """Return the world as a JSON-able document (deleted messages and toasts are left out)."""
    users = [
        {
            "id": u.id,
            "first_name": u.first_name,
            "last_name": u.last_name,
            "username": u.username,
            "language_code": u.language_code,
            "blocked_bot": u.blocked_bot,
        }
        for u in world.users.values()
        if not u.is_bot
    ]
    chats = [
        {
            "id": c.id,
            "type": c.type,
            "title": c.title,
            "username": c.username,
            "first_name": c.first_name,
            "last_name": c.last_name,
            "members": {str(uid): status for uid, status in c.members.items()},
            "bot_status": c.bot_status,
            "next_message_id": c.next_message_id,
            "chat_instance": c.chat_instance,
            "between": list(c.between) if c.between else None,
            "messages": [_message(m) for m in c.messages()],
        }
        for c in world.chats.values()
    ]
    files = [
        {
            "file_id": f.file_id,
            "file_unique_id": f.file_unique_id,
            "data": base64.b64encode(f.data).decode(),
            "width": f.width,
            "height": f.height,
            "file_path": f.file_path,
        }
        for f in world.files.values()
    ]
    counters = {
        "user": world._next_user,
        "group": world._next_group,
        "query": world._next_query,
        "update": world.queue.next_id,
    }
    return {"format": FORMAT, "counters": counters, "users": users, "chats": chats, "files": files}


def _restore_chat(world: World, doc: JSON) -> None:
    """Rebuild one chat and its transcript into ``world``."""
    chat = SimChat(doc["id"], doc["type"], doc["title"], doc["username"], doc["first_name"])
    chat.last_name = doc["last_name"]
    chat.members = {int(uid): status for uid, status in doc["members"].items()}
    chat.bot_status = doc["bot_status"]
    chat.next_message_id = doc["next_message_id"]
    chat.chat_instance = doc["chat_instance"]
    between = doc.get("between")
    chat.between = (int(between[0]), int(between[1])) if between else None
    for item in doc["messages"]:
        sender = world.users[item["from"]]
        fields: dict[str, Any] = {name: item[name] for name in _MESSAGE_FIELDS}
        message = StoredMessage(chat, item["id"], sender, item["date"], **fields)
        message.reply_to = chat.history.get(item["reply_to"]) if item["reply_to"] else None
        message.via_bot = world.bot if item.get("via_bot") else None
        message.inline_message_id = item.get("inline_message_id")
        if message.inline_message_id:  # its buttons and edits still work after a restart
            world.inline_messages[message.inline_message_id] = message
        chat.history[message.message_id] = message
    world.chats[chat.id] = chat


def restore(world: World, doc: JSON) -> None:
    """Load ``doc`` (from ``world_doc``) into an empty ``world``."""
    if doc.get("format") != FORMAT:
        raise ValueError(f"unknown playground snapshot format {doc.get('format')!r}")
    for item in doc["users"]:
        user = SimUser(
            item["id"],
            item["first_name"],
            username=item["username"],
            last_name=item["last_name"],
            language_code=item["language_code"],
            blocked_bot=item["blocked_bot"],
        )
        world.users[user.id] = user
    for item in doc["files"]:
        data = base64.b64decode(item["data"])
        world.files[item["file_id"]] = StoredFile(
            item["file_id"],
            item["file_unique_id"],
            data,
            item["width"],
            item["height"],
            item["file_path"],
        )
    for item in doc["chats"]:
        _restore_chat(world, item)
    counters = doc["counters"]
    world._next_user, world._next_group = counters["user"], counters["group"]
    world._next_query, world.queue.next_id = counters["query"], counters["update"]
    world.notifier.bump()


def save_world(world: World, path: Path) -> None:
    """Write the world to ``path`` atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".tmp")
    partial.write_text(json.dumps(world_doc(world), ensure_ascii=False), encoding="utf-8")
    os.replace(partial, path)


def load_world(world: World, path: Path) -> bool:
    """Load ``path`` into an empty ``world``; return False when there is no snapshot yet."""
    if not path.is_file():
        return False
    restore(world, json.loads(path.read_text(encoding="utf-8")))
    return True
