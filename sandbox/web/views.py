"""What one simulated person sees: their chats, a chat's messages and menu, their toasts."""

from __future__ import annotations

import hashlib

from ..driver import BotApiDouble
from ..members import PRESENT
from ..methods_send import EFFECTS
from ..model import JSON, SimChat, SimUser, StoredMessage
from ..world import World

#: Colours for people's names and avatars, picked by user id.
COLOURS = ("#e17076", "#7bc862", "#e5ca77", "#65aadd", "#a695e7", "#ee7aae", "#6ec9cb", "#faa774")


def colour(user: SimUser) -> str:
    """Return the stable colour of ``user``'s name and avatar."""
    return "#3390ec" if user.is_bot else COLOURS[user.id % len(COLOURS)]


def person_json(user: SimUser) -> JSON:
    """Return a person as the page shows them."""
    return {
        "id": user.id,
        "name": " ".join(filter(None, (user.first_name, user.last_name))),
        "lang": user.language_code or "",
        "bot": user.is_bot,
        "colour": colour(user),
    }


def visible_chats(world: World, viewer: SimUser) -> list[SimChat]:
    """Return the chats ``viewer`` has in their chat list: groups they are in, their own chat."""
    out = []
    for chat in world.chats.values():
        if chat.between is not None:
            if viewer.id in chat.between:
                out.append(chat)
        elif chat.type == "private":
            if chat.id == viewer.id:
                out.append(chat)
        elif chat.members.get(viewer.id) in PRESENT:
            out.append(chat)
    return out


def title(world: World, chat: SimChat, viewer: SimUser | None = None) -> str:
    """Return the chat's title as the viewer's list shows it (the bot's name in private, the
    other person's in two people's chat)."""
    if chat.between is not None:
        other = next((u for u in chat.between if viewer is None or u != viewer.id), chat.between[0])
        return world.users[other].first_name
    if chat.type == "private":
        return world.bot.first_name
    return chat.title or str(chat.id)


def preview(message: StoredMessage | None) -> str:
    """Return a one-line preview of a chat's last message."""
    if message is None:
        return ""
    if message.dice is not None:
        return str(message.dice["emoji"])
    if message.photo is not None:
        return "🖼 " + (message.caption or "")
    first = (message.text or "").strip().splitlines()
    return first[0] if first else ""


def chat_summary(world: World, chat: SimChat, viewer: SimUser | None = None) -> JSON:
    """Return a chat-list entry."""
    last = chat.last_message()
    return {
        "id": chat.id,
        "type": chat.type,
        "between": chat.between is not None,
        "title": title(world, chat, viewer),
        "preview": preview(last),
        "date": last.date if last else 0,
        "bot_present": world.status(chat, world.bot) in PRESENT,
    }


def message_json(message: StoredMessage) -> JSON:
    """Return a message with everything the page draws."""
    out: JSON = {
        "id": message.message_id,
        "from": person_json(message.sender),
        "date": message.date,
        "edited": message.edit_date is not None,
        "text": message.text,
        "entities": message.entities,
        "caption": message.caption,
        "caption_entities": message.caption_entities,
        "dice": message.dice,
        "keyboard": [
            [{"text": b.text, "data": b.callback_data, "url": b.url} for b in row]
            for row in message.keyboard
        ],
        "switch": [  # which buttons open the chat picker (switch_inline_query_chosen_chat)
            ["switch_inline_query_chosen_chat" in b for b in row]
            for row in (message.reply_markup or {}).get("inline_keyboard") or []
        ],
        "reply_to": message.reply_to.message_id if message.reply_to else None,
        "via": message.via_bot.username if message.via_bot else None,
        "effect": EFFECTS.get(message.effect_id or ""),
        "silent": message.silent,  # sent with no sound (disable_notification)
    }
    if message.photo:
        biggest = message.photo[-1]
        out["photo"] = {
            "url": f"/api/file/{biggest['file_id']}",
            "width": biggest["width"],
            "height": biggest["height"],
        }
    if message.forward:
        origin = message.forward.get("forward_origin") or {}
        sender = origin.get("sender_user") or {}
        out["forwarded_from"] = sender.get("first_name") or origin.get("sender_user_name")
    return out


def chat_json(double: BotApiDouble, chat: SimChat, viewer: SimUser) -> JSON:
    """Return a chat's transcript, members and the command menu ``viewer`` sees there."""
    world = double.world
    members = [
        person_json(world.users[uid]) | {"status": status}
        for uid, status in chat.members.items()
        if status in PRESENT
    ]
    return {
        **chat_summary(world, chat, viewer),
        "members": members,
        "messages": [message_json(m) for m in chat.messages()],
        "commands": double.commands_for(chat, viewer),
    }


def fingerprint(world: World) -> str:
    """Return a short digest that changes whenever anything a page shows changes."""
    parts: list[object] = [len(world.commands)]
    parts += [(q.id, q.answered) for q in world.inline_queries.values()]
    for user in world.users.values():
        parts += [user.id, user.first_name, user.language_code, len(user.toasts)]
    for chat in world.chats.values():
        parts += [chat.id, chat.next_message_id, chat.bot_status, sorted(chat.members.items())]
        parts += [(m.edits, m.deleted) for m in chat.history.values() if m.edits or m.deleted]
    return hashlib.blake2s(repr(parts).encode(), digest_size=8).hexdigest()


def state_json(double: BotApiDouble, viewer: SimUser | None, chat_id: int | None) -> JSON:
    """Return everything the page needs for ``viewer`` looking at ``chat_id``."""
    world = double.world
    people = [person_json(u) for u in world.users.values() if not u.is_bot]
    out: JSON = {
        "bot": person_json(world.bot) | {"username": world.bot.username},
        "people": people,
        "version": fingerprint(world),
        "viewer": None,
        "chats": [],
        "chat": None,
        "toasts": [],
    }
    if viewer is None:
        return out
    chats = sorted(visible_chats(world, viewer), key=lambda c: (c.type == "private", c.id))
    out["viewer"] = viewer.id
    out["chats"] = [chat_summary(world, c, viewer) for c in chats]
    out["toasts"] = [
        {"id": t.query_id, "text": t.text, "alert": t.show_alert, "url": t.url}
        for t in viewer.toasts[-20:]
    ]
    chat = next((c for c in chats if c.id == chat_id), None)
    if chat is not None:
        out["chat"] = chat_json(double, chat, viewer)
        out["inline"] = inline_json(world, viewer, chat)
    return out


def inline_json(world: World, viewer: SimUser, chat: SimChat) -> JSON | None:
    """The viewer's newest ``@bot`` query in this chat and the results the bot answered."""
    asked = next(
        (q for q in reversed(world.inline_queries.values()) if q.user is viewer and q.chat is chat),
        None,
    )
    if asked is None:
        return None
    results = [
        {"id": r["id"], "title": r.get("title") or "", "description": r.get("description") or ""}
        for r in asked.results
    ]
    return {"id": asked.id, "query": asked.query, "answered": asked.answered, "results": results}
