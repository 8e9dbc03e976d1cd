"""The aiohttp application answering ``/bot<token>/<method>`` in Telegram's wire format."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from . import errors as e
from . import inline
from . import methods_edit as edit
from . import methods_info as info
from . import methods_send as send
from .params import Params, read_params
from .world import World

Handler = Callable[[World, Params], Awaitable[Any]]

METHODS: dict[str, Handler] = {
    "getMe": info.get_me,
    "getUpdates": info.get_updates,
    "setWebhook": info.set_webhook,
    "deleteWebhook": info.delete_webhook,
    "getWebhookInfo": info.get_webhook_info,
    "sendMessage": send.send_message,
    "sendDice": send.send_dice,
    "sendPhoto": send.send_photo,
    "sendChatAction": send.send_chat_action,
    "editMessageText": edit.edit_message_text,
    "editMessageReplyMarkup": edit.edit_message_reply_markup,
    "editMessageCaption": edit.edit_message_caption,
    "editMessageMedia": edit.edit_message_media,
    "deleteMessage": edit.delete_message,
    "answerCallbackQuery": edit.answer_callback_query,
    "answerInlineQuery": inline.answer_inline_query,
    "getChat": info.get_chat,
    "getChatMember": info.get_chat_member,
    "getChatAdministrators": info.get_chat_administrators,
    "getChatMemberCount": info.get_chat_member_count,
    "setMyCommands": info.set_my_commands,
    "getMyCommands": info.get_my_commands,
    "deleteMyCommands": info.delete_my_commands,
    "getFile": info.get_file,
    "logOut": info.log_out,
    "close": info.log_out,
}
_BY_LOWER = {name.lower(): name for name in METHODS}
WORLD_KEY = web.AppKey("world", World)


def _reply(body: dict[str, Any], status: int = 200) -> web.Response:
    """Serialise a Bot API answer."""
    text = json.dumps(body, ensure_ascii=False)
    return web.Response(status=status, text=text, content_type="application/json")


def _error(error: e.ApiError) -> web.Response:
    """Serialise a Bot API failure with its HTTP status."""
    return _reply(error.payload(), error.code)


def _chat_key(params: Params) -> int | None:
    """Return the numeric chat_id of a call, for per-chat counters."""
    raw = params.text("chat_id")
    try:
        return int(raw) if raw is not None else None
    except ValueError:
        return None


async def handle_method(request: web.Request) -> web.Response:
    """Dispatch one Bot API call."""
    world = request.app[WORLD_KEY]
    if request.match_info["token"] != world.token:
        return _error(e.ApiError(401, e.UNAUTHORIZED))
    asked = request.match_info["method"]
    name = _BY_LOWER.get(asked.lower())
    try:
        params = await read_params(request)
    except e.ApiError as error:
        return _error(error)
    label = name or asked
    world.calls[label] += 1
    chat_id = _chat_key(params)
    if chat_id is not None:
        world.chat_calls[(label, chat_id)] += 1
    world.requests.append((label, dict(params.values)))
    if name is None:
        return _error(e.ApiError(404, e.NOT_FOUND))
    tracked = name != "getUpdates"
    if tracked:
        world.in_flight += 1
    world.notifier.bump()
    try:
        fault = world.fault(name, chat_id)
        if fault is not None:
            await asyncio.sleep(fault.delay)  # a slow upload, as on a bad day
            if fault.error is not None:
                raise fault.error
        result = await METHODS[name](world, params)
        world.answered.append((name, dict(params.values)))
    except e.ApiError as error:
        return _error(error)
    finally:
        if tracked:
            world.in_flight -= 1
        world.notifier.bump()
    if isinstance(result, info.Described):
        return _reply({"ok": True, "result": result.value, "description": result.description})
    return _reply({"ok": True, "result": result})


async def handle_file(request: web.Request) -> web.StreamResponse:
    """Serve a stored file under ``/file/bot<token>/<file_path>``."""
    world = request.app[WORLD_KEY]
    if request.match_info["token"] != world.token:
        return _error(e.ApiError(401, e.UNAUTHORIZED))
    path = request.match_info["path"]
    for stored in world.files.values():
        if stored.file_path == path:
            return web.Response(body=stored.data, content_type="application/octet-stream")
    return _error(e.ApiError(404, e.NOT_FOUND))


def build_app(world: World) -> web.Application:
    """Create the aiohttp application serving ``world``."""
    app = web.Application(client_max_size=50 * 1024 * 1024)
    app[WORLD_KEY] = world
    app.router.add_route("*", "/bot{token}/{method}", handle_method)
    app.router.add_get("/file/bot{token}/{path:.+}", handle_file)
    return app
