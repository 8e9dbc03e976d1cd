"""Reading and configuration methods: getMe, chats, members, commands, files, updates."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from . import errors as e
from .chat_lookup import find_chat, reachable_chat
from .members import PRESENT, member_json
from .model import JSON
from .params import Params
from .world import World

_COMMAND_NAME = re.compile(r"^[a-z0-9_]{1,32}$")
_SCOPES = {
    "default": (),
    "all_private_chats": (),
    "all_group_chats": (),
    "all_chat_administrators": (),
    "chat": ("chat_id",),
    "chat_administrators": ("chat_id",),
    "chat_member": ("chat_id", "user_id"),
}


@dataclass(frozen=True)
class Described:
    """A successful result that Telegram answers with an extra ``description``."""

    value: Any
    description: str


async def get_me(world: World, params: Params) -> JSON:
    """getMe."""
    return world.bot.to_json() | {
        "can_join_groups": True,
        "can_read_all_group_messages": not world.privacy_mode,
        "supports_inline_queries": world.inline_mode,
        "can_connect_to_business": False,
        "has_main_web_app": False,
    }


async def get_chat(world: World, params: Params) -> JSON:
    """getChat, answering a ChatFullInfo."""
    chat = reachable_chat(world, params.text("chat_id"))
    gifts = dict.fromkeys(
        (
            "unlimited_gifts",
            "limited_gifts",
            "unique_gifts",
            "premium_subscription",
            "gifts_from_channels",
        ),
        False,
    )
    return chat.to_json() | {
        "accent_color_id": 0,
        "max_reaction_count": 11,
        "accepted_gift_types": gifts,
    }


async def get_chat_member(world: World, params: Params) -> JSON:
    """getChatMember."""
    chat = reachable_chat(world, params.text("chat_id"))
    user = world.users.get(params.integer("user_id") or 0)
    if user is None:
        raise e.bad_request(e.USER_NOT_FOUND)
    return member_json(user, world.status(chat, user))


async def get_chat_administrators(world: World, params: Params) -> list[JSON]:
    """getChatAdministrators (creator first, then administrators, the bot included)."""
    chat = reachable_chat(world, params.text("chat_id"))
    if chat.type == "private":
        raise e.bad_request("Bad Request: there are no administrators in the private chat")
    ranked = sorted(
        (status != "creator", uid)
        for uid, status in chat.members.items()
        if status in ("creator", "administrator")
    )
    out = [member_json(world.users[uid], chat.members[uid]) for _, uid in ranked]
    if chat.bot_status == "administrator":
        out.append(member_json(world.bot, "administrator"))
    return out


async def get_chat_member_count(world: World, params: Params) -> int:
    """getChatMemberCount (the bot counts when it is in the chat)."""
    chat = reachable_chat(world, params.text("chat_id"))
    if chat.type == "private":
        return 2
    humans = sum(1 for status in chat.members.values() if status in PRESENT)
    return humans + (1 if chat.bot_status in PRESENT else 0)


def scope_key(world: World, params: Params) -> str:
    """Return the storage key for a BotCommandScope plus language_code."""
    scope = params.structure("scope") or {"type": "default"}
    if not isinstance(scope, dict) or scope.get("type") not in _SCOPES:
        raise e.bad_request(e.SCOPE_INVALID)
    parts = [str(scope["type"])]
    for name in _SCOPES[str(scope["type"])]:
        raw = scope.get(name)
        if name == "chat_id":
            parts.append(str(find_chat(world, None if raw is None else str(raw)).id))
        else:
            parts.append(str(raw))
    return ":".join(parts) + "|" + (params.text("language_code") or "")


async def set_my_commands(world: World, params: Params) -> bool:
    """setMyCommands, stored per scope and language."""
    commands = params.structure("commands")
    if not isinstance(commands, list) or len(commands) > 100:
        raise e.bad_request("Bad Request: can't parse commands JSON object")
    clean: list[JSON] = []
    for item in commands:
        if not isinstance(item, dict) or not _COMMAND_NAME.match(str(item.get("command", ""))):
            raise e.bad_request(e.COMMAND_INVALID)
        description = str(item.get("description") or "")
        if not 1 <= len(description) <= 256:
            raise e.bad_request(e.COMMAND_DESCRIPTION_INVALID)
        clean.append({"command": str(item["command"]), "description": description})
    world.commands[scope_key(world, params)] = clean
    return True


async def get_my_commands(world: World, params: Params) -> list[JSON]:
    """getMyCommands for exactly the given scope and language."""
    return list(world.commands.get(scope_key(world, params), []))


async def delete_my_commands(world: World, params: Params) -> bool:
    """deleteMyCommands for exactly the given scope and language."""
    world.commands.pop(scope_key(world, params), None)
    return True


async def get_file(world: World, params: Params) -> JSON:
    """getFile: file_path is downloadable under base_file_url."""
    stored = world.files.get(params.text("file_id") or "")
    if stored is None:
        raise e.bad_request("Bad Request: invalid file_id")
    return {
        "file_id": stored.file_id,
        "file_unique_id": stored.file_unique_id,
        "file_size": len(stored.data),
        "file_path": stored.file_path,
    }


def _allowed(params: Params) -> list[str] | None:
    """Parse allowed_updates when given."""
    value = params.structure("allowed_updates")
    if value is None:
        return None
    if not isinstance(value, list):
        raise e.bad_request("Bad Request: can't parse allowed updates JSON object")
    return [str(v) for v in value]


async def get_updates(world: World, params: Params) -> list[JSON]:
    """getUpdates with offset, limit, timeout (long poll) and allowed_updates."""
    return await world.queue.get_updates(
        offset=params.integer("offset") or 0,
        limit=params.integer("limit") or 100,
        timeout=min(params.number("timeout") or 0.0, 50.0),
        allowed=_allowed(params),
    )


async def set_webhook(world: World, params: Params) -> Described:
    """setWebhook (plain http URLs are accepted here, unlike Telegram)."""
    world.queue.set_webhook(
        url=params.text("url") or "",
        secret_token=params.text("secret_token"),
        max_connections=params.integer("max_connections") or 40,
        allowed=_allowed(params),
        drop_pending=params.flag("drop_pending_updates"),
    )
    return Described(True, "Webhook was set" if params.text("url") else "Webhook was deleted")


async def delete_webhook(world: World, params: Params) -> Described:
    """deleteWebhook."""
    had = world.queue.delete_webhook(params.flag("drop_pending_updates"))
    return Described(True, "Webhook was deleted" if had else "Webhook is already deleted")


async def get_webhook_info(world: World, params: Params) -> JSON:
    """getWebhookInfo."""
    hook = world.queue.webhook
    out: JSON = {
        "url": hook.url if hook else "",
        "has_custom_certificate": False,
        "pending_update_count": len(world.queue.pending),
    }
    if hook is not None:
        out["max_connections"] = hook.max_connections
        out["ip_address"] = "127.0.0.1"
        if hook.last_error_date is not None:
            out["last_error_date"] = hook.last_error_date
            out["last_error_message"] = hook.last_error_message
        if world.queue.allowed:
            out["allowed_updates"] = list(world.queue.allowed)
    return out


async def log_out(world: World, params: Params) -> bool:
    """logOut and close: accepted and ignored."""
    return True
