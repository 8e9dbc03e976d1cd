"""The playground page's HTTP side: static files, live events, state and people's actions."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from aiohttp import web

from .. import actions, inline
from ..actions import SandboxError
from ..driver import BotApiDouble
from ..members import PRESENT
from ..model import JSON, SimChat, SimUser
from ..world import DICE_FACES
from .guard import json_object, own_page_only, query_int
from .views import fingerprint, state_json

STATIC = Path(__file__).resolve().parent / "static"
DOUBLE_KEY = web.AppKey("double", BotApiDouble)
HEARTBEAT = 15.0
_TYPES = {
    ".html": "text/html",
    ".css": "text/css",
    ".js": "text/javascript",
    ".svg": "image/svg+xml",
}
Action = Callable[[BotApiDouble, dict[str, Any]], Awaitable[JSON]]


def _double(request: web.Request) -> BotApiDouble:
    """Return the double this page shows."""
    return request.app[DOUBLE_KEY]


def _user(double: BotApiDouble, raw: object) -> SimUser:
    """Resolve a person's id, refusing the bot and strangers."""
    try:
        user = double.world.users.get(int(str(raw)))
    except ValueError:
        user = None
    if user is None or user.is_bot:
        raise SandboxError(f"no such person: {raw!r}")
    return user


def _chat(double: BotApiDouble, raw: object) -> SimChat:
    """Resolve a chat id."""
    try:
        chat = double.world.chats.get(int(str(raw)))
    except ValueError:
        chat = None
    if chat is None:
        raise SandboxError(f"no such chat: {raw!r}")
    return chat


async def index(request: web.Request) -> web.FileResponse:
    """Serve the page."""
    return web.FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})


async def static(request: web.Request) -> web.Response:
    """Serve one of the page's own files (no directory listing, nothing outside STATIC)."""
    name = request.match_info["name"]
    path = STATIC / name
    if "/" in name or name.startswith(".") or not path.is_file():
        raise web.HTTPNotFound()
    kind = _TYPES.get(path.suffix, "application/octet-stream")
    return web.Response(
        body=path.read_bytes(),
        content_type=kind,
        charset="utf-8" if kind.startswith("text") else None,
        headers={"Cache-Control": "no-cache"},
    )


async def state(request: web.Request) -> web.Response:
    """Answer what ``viewer`` sees with ``chat`` open."""
    double = _double(request)
    viewer_id, chat_id = query_int(request, "viewer"), query_int(request, "chat")
    viewer = double.world.users.get(viewer_id) if viewer_id is not None else None
    body = state_json(double, viewer if viewer and not viewer.is_bot else None, chat_id)
    return web.json_response(body, dumps=lambda d: json.dumps(d, ensure_ascii=False))


async def events(request: web.Request) -> web.StreamResponse:
    """Server-sent events: the world's fingerprint whenever it changes, and a heartbeat."""
    world = _double(request).world
    response = web.StreamResponse(
        headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
    )
    await response.prepare(request)
    sent = ""
    try:
        while not world.queue.closed:
            seen = world.notifier.last_change
            now = fingerprint(world)
            if now != sent:
                await response.write(f"data: {now}\n\n".encode())
                sent = now
            await asyncio.sleep(0.05)  # let a burst of edits land as one event
            if world.notifier.last_change == seen:
                await world.notifier.wait(HEARTBEAT)
                if world.notifier.last_change == seen:
                    await response.write(b": heartbeat\n\n")
    except (ConnectionResetError, asyncio.CancelledError):
        pass
    return response


async def settled(request: web.Request) -> web.Response:
    """Answer once the bots are done with everything sent (see `BotApiDouble.settled`)."""
    double = _double(request)
    try:
        timeout = float(request.query.get("timeout", "20"))
    except ValueError:
        timeout = -1.0
    if not 0.0 <= timeout <= 60.0:
        raise web.HTTPBadRequest(text="timeout: seconds from 0 to 60")
    try:
        await double.settled(timeout=timeout)
    except TimeoutError as exc:
        return web.json_response({"ok": False, "error": str(exc)}, status=504)
    return web.json_response({"ok": True, "version": fingerprint(double.world)})


async def file(request: web.Request) -> web.Response:
    """Serve a photo the bot uploaded."""
    stored = _double(request).world.files.get(request.match_info["file_id"])
    if stored is None:
        raise web.HTTPNotFound()
    kind = "image/png" if stored.data.startswith(b"\x89PNG") else "image/jpeg"
    return web.Response(body=stored.data, content_type=kind)


async def send(double: BotApiDouble, body: dict[str, Any]) -> JSON:
    """A person posts text (a lone dice emoji is thrown as a dice)."""
    user, chat = _user(double, body.get("user")), _chat(double, body.get("chat"))
    text = str(body.get("text") or "").strip()
    if text in DICE_FACES:
        actions.send_dice(double.world, user, chat, text, None)
    else:
        actions.send_text(double.world, user, chat, text, None)
    return {}


async def press(double: BotApiDouble, body: dict[str, Any]) -> JSON:
    """A person presses an inline button."""
    user, chat = _user(double, body.get("user")), _chat(double, body.get("chat"))
    message = chat.history.get(int(body.get("message") or 0))
    if message is None:
        raise SandboxError("that message is gone")
    data = str(body.get("data") or "")
    if not any(b.callback_data == data for row in message.keyboard for b in row):
        raise SandboxError("that button is gone")
    actions.press(double.world, user, message, data)
    return {}


async def forward(double: BotApiDouble, body: dict[str, Any]) -> JSON:
    """A person forwards a message of a chat of theirs (`from`) into another (a 🎲 stays one)."""
    user, source = _user(double, body.get("user")), _chat(double, body.get("from"))
    _member(double, user, source)
    message = source.history.get(int(body.get("message") or 0))
    if message is None:  # a deleted one `actions.forward` refuses itself
        raise SandboxError("that message is gone")
    actions.forward(double.world, user, _chat(double, body.get("chat")), message, hidden=False)
    return {}


def _member(double: BotApiDouble, user: SimUser, chat: SimChat) -> None:
    """Refuse a person who cannot write in ``chat``."""
    if chat.between is not None:
        present = user.id in chat.between
    elif chat.type == "private":
        present = chat.id == user.id
    else:
        present = chat.members.get(user.id) in PRESENT
    if not present:
        raise SandboxError(f"{user.first_name} is not in that chat")


async def ask_inline(double: BotApiDouble, body: dict[str, Any]) -> JSON:
    """A person types ``@bot query`` in a chat (any chat of theirs: the bot need not be there)."""
    user, chat = _user(double, body.get("user")), _chat(double, body.get("chat"))
    _member(double, user, chat)
    asked = inline.ask(double.world, user, chat, str(body.get("query") or "")[:256])
    return {"query": asked.id}


async def choose_inline(double: BotApiDouble, body: dict[str, Any]) -> JSON:
    """A person picks one result of their own query: it is posted "via @bot"."""
    user = _user(double, body.get("user"))
    asked = double.world.inline_queries.get(str(body.get("query") or ""))
    if asked is None or asked.user is not user:
        raise SandboxError("that inline query is gone")
    message = inline.choose(double.world, user, asked, str(body.get("result") or ""))
    return {"message": message.message_id}


async def language(double: BotApiDouble, body: dict[str, Any]) -> JSON:
    """Change a person's Telegram language (what the app sends as language_code)."""
    user = _user(double, body.get("user"))
    code = str(body.get("lang") or "").strip().lower()
    if not code.isalpha() or len(code) > 8:
        raise SandboxError(f"not a language code: {code!r}")
    user.language_code = code
    double.world.notifier.bump()
    return {}


async def add_person(double: BotApiDouble, body: dict[str, Any]) -> JSON:
    """Create a person, optionally adding them to a group."""
    name = str(body.get("name") or "").strip()[:32]
    if not name:
        raise SandboxError("a person needs a name")
    person = double.user(name, str(body.get("lang") or "en"))
    double.private_chat(person)  # the bot is one tap away for everyone
    if body.get("group") is not None:
        group = _chat(double, body["group"])
        if group.type == "private":
            raise SandboxError("a private chat has no members to add")
        group.members[person.id] = "member"
        double.world.notifier.bump()
    return {"id": person.id}


async def add_group(double: BotApiDouble, body: dict[str, Any]) -> JSON:
    """Create a group of the given people and add the bot to it (my_chat_member)."""
    creator = _user(double, body.get("user"))
    others = [_user(double, raw) for raw in body.get("members") or []]
    group_title = str(body.get("title") or "").strip()[:64] or "New group"
    group = double.group(group_title, [creator, *others], creator=creator)
    group.bot_status = "left"
    actions.change_bot_status(double.world, group, creator, "member")
    return {"id": group.id}


async def add_bot(double: BotApiDouble, body: dict[str, Any]) -> JSON:
    """Add the bot back to a group it was removed from."""
    user, chat = _user(double, body.get("user")), _chat(double, body.get("chat"))
    if chat.type == "private" or chat.members.get(user.id) not in PRESENT:
        raise SandboxError("only a member can add the bot to a group")
    actions.change_bot_status(double.world, chat, user, "member")
    return {}


ACTIONS: dict[str, Action] = {
    "send": send,
    "press": press,
    "forward": forward,
    "language": language,
    "person": add_person,
    "group": add_group,
    "add-bot": add_bot,
    "inline": ask_inline,
    "choose": choose_inline,
}


async def act(request: web.Request) -> web.Response:
    """Run one action; refusals answer 200 with ok=false so the page can show them.

    A body that is no JSON object (or holds numbers beyond a float) is a 400.
    """
    action = ACTIONS.get(request.match_info["action"])
    if action is None:
        raise web.HTTPNotFound()
    body = await json_object(request)
    try:
        result = await action(_double(request), body)
    except (SandboxError, ValueError, TypeError) as exc:
        return web.json_response({"ok": False, "error": str(exc)})
    return web.json_response({"ok": True, **result})


def build_web_app(double: BotApiDouble) -> web.Application:
    """Create the page's aiohttp application for ``double``."""
    app = web.Application(client_max_size=64 * 1024, middlewares=[own_page_only])
    app[DOUBLE_KEY] = double
    app.router.add_get("/", index)
    app.router.add_get("/static/{name}", static)
    app.router.add_get("/api/state", state)
    app.router.add_get("/api/events", events)
    app.router.add_get("/api/settled", settled)
    app.router.add_get("/api/file/{file_id}", file)
    app.router.add_post("/api/{action}", act)
    return app
