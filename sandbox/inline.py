"""Inline mode: `@bot query` in any chat, answerInlineQuery, and the messages sent "via @bot".

A person types in a chat (one the bot need not be in); the bot gets an ``inline_query``,
answers it with results; the person picks one and it is posted in that chat as their own
message, ``via_bot`` the bot. A result with an inline keyboard gets an
``inline_message_id``: its buttons send callback queries without a ``message``, and the bot
edits it by that id alone (each edit answers ``True``; no new upload, only a file_id or URL).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from . import errors as e
from .actions import SandboxError
from .media import photo_sizes, resolve_photo
from .methods_send import caption_text, message_text, parse_markup
from .model import JSON, SimChat, SimUser, StoredMessage
from .params import Params
from .world import World

#: Telegram's limits for answerInlineQuery.
MAX_RESULTS = 50
MAX_RESULT_ID_BYTES = 64
ANSWER_WITHIN = 10.0  # seconds: a later answer gets QUERY_ID_INVALID
RESULT_TYPES = frozenset({"article", "photo"})

QUERY_ID_INVALID = "Bad Request: QUERY_ID_INVALID"
RESULT_ID_DUPLICATE = "Bad Request: RESULT_ID_DUPLICATE"
RESULT_ID_INVALID = "Bad Request: RESULT_ID_INVALID"
RESULTS_TOO_MUCH = "Bad Request: RESULTS_TOO_MUCH"
INLINE_UPLOAD = "Bad Request: an inline message takes no upload: use a file_id or an HTTP URL"
INLINE_MESSAGE_INVALID = "Bad Request: MESSAGE_ID_INVALID"


@dataclass
class InlineQuery:
    """An inline query a person typed, waiting for (or holding) the bot's answer."""

    id: str
    user: SimUser
    chat: SimChat
    query: str
    created: float
    answered: bool = False
    results: list[JSON] = field(default_factory=list)
    personal: bool = False


def chat_type_for(world: World, user: SimUser, chat: SimChat) -> str:
    """The ``chat_type`` of an inline query: 'sender' in the user's own chat with the bot."""
    if chat.type == "private":
        return "sender" if chat.id == user.id else "private"
    return chat.type


def ask(world: World, user: SimUser, chat: SimChat, query: str) -> InlineQuery:
    """``user`` types ``@bot query`` in ``chat``: queue the inline_query update."""
    if not world.inline_mode:
        raise SandboxError("inline mode is off for this bot: clients offer no @bot queries")
    if len(query) > 256:
        raise ValueError("Telegram clients send at most 256 characters of inline query")
    query_id = str(user.id * 1_000_000_000 + world.next_serial())
    asked = InlineQuery(query_id, user, chat, query, world.now())
    world.inline_queries[query_id] = asked
    payload: JSON = {
        "id": query_id,
        "from": user.to_json(),
        "query": query,
        "offset": "",
        "chat_type": chat_type_for(world, user, chat),
    }
    world.emit("inline_query", payload)
    return asked


def _result(raw: Any, seen: set[str]) -> JSON:
    """Check one InlineQueryResult as Telegram does; return it."""
    if not isinstance(raw, dict):
        raise e.bad_request("Bad Request: can't parse inline query result")
    kind, result_id = raw.get("type"), raw.get("id")
    if kind not in RESULT_TYPES:
        raise e.bad_request(f"Bad Request: result type {kind!r} is not known to the sandbox")
    if not isinstance(result_id, str) or not result_id:
        raise e.bad_request("Bad Request: can't parse inline query result: Can't find field \"id\"")
    if len(result_id.encode()) > MAX_RESULT_ID_BYTES:
        raise e.bad_request(RESULT_ID_INVALID)
    if result_id in seen:
        raise e.bad_request(RESULT_ID_DUPLICATE)
    seen.add(result_id)
    if kind == "article":
        content = raw.get("input_message_content")
        if not isinstance(content, dict) or not content.get("message_text"):
            raise e.bad_request(e.TEXT_EMPTY)
        if not raw.get("title"):
            raise e.bad_request('Bad Request: can\'t parse inline query result: field "title"')
        message_text(Params({k: _flat(v) for k, v in content.items()}, {}), "message_text")
    elif not (raw.get("photo_file_id") or raw.get("photo_url")):
        raise e.bad_request("Bad Request: PHOTO_INVALID")
    if "reply_markup" in raw:
        parse_markup(Params({"reply_markup": json.dumps(raw["reply_markup"])}, {}))
    return raw


def _flat(value: Any) -> str:
    """A parameter value as it would travel in a form field."""
    return value if isinstance(value, str) else json.dumps(value)


async def answer_inline_query(world: World, params: Params) -> bool:
    """answerInlineQuery: once per query, within 10 s, at most 50 results with unique ids."""
    asked = world.inline_queries.get(params.text("inline_query_id") or "")
    if asked is None or asked.answered or world.now() - asked.created > ANSWER_WITHIN:
        raise e.bad_request(QUERY_ID_INVALID)
    raw = params.structure("results", "Bad Request: can't parse inline query results JSON")
    if not isinstance(raw, list):
        raise e.bad_request("Bad Request: can't parse inline query results JSON")
    if len(raw) > MAX_RESULTS:
        raise e.bad_request(RESULTS_TOO_MUCH)
    seen: set[str] = set()
    asked.results = [_result(item, seen) for item in raw]
    asked.personal = params.flag("is_personal")
    asked.answered = True
    world.notifier.bump()
    return True


def choose(world: World, user: SimUser, asked: InlineQuery, result_id: str) -> StoredMessage:
    """``user`` picks a result of their own query: it is posted in the chat via the bot."""
    if asked.user is not user:
        raise ValueError("only the person who typed the query sees its results")
    result = next((r for r in asked.results if r["id"] == result_id), None)
    if result is None:
        raise ValueError(f"no result {result_id!r} among {[r['id'] for r in asked.results]}")
    markup = result.get("reply_markup")
    fields: dict[str, Any] = {"reply_markup": markup, "via_bot": world.bot}
    if result["type"] == "article":
        content = result["input_message_content"]
        params = Params({k: _flat(v) for k, v in content.items()}, {})
        fields["text"], fields["entities"] = message_text(params, "message_text")
    else:
        ref = str(result.get("photo_file_id") or result.get("photo_url"))
        fields["photo"] = photo_sizes(resolve_photo(world, ref, None, Params({}, {})))
        params = Params({"parse_mode": _flat(result.get("parse_mode") or "")}, {})
        fields["caption"], fields["caption_entities"] = caption_text(params, result.get("caption"))
    message = world.new_message(asked.chat, user, **fields)
    if markup and markup.get("inline_keyboard"):
        message.inline_message_id = f"AgAAA{world.opaque_id(15)}"
        world.inline_messages[message.inline_message_id] = message
    if world.inline_feedback:
        chosen: JSON = {"result_id": result_id, "from": user.to_json(), "query": asked.query}
        if message.inline_message_id:
            chosen["inline_message_id"] = message.inline_message_id
        world.emit("chosen_inline_result", chosen)
    return message


def inline_target(world: World, params: Params) -> StoredMessage | None:
    """The inline message an edit names by inline_message_id, or None for a chat message."""
    wanted = params.text("inline_message_id")
    if wanted is None:
        return None
    if params.has("chat_id") or params.has("message_id"):
        raise e.bad_request(INLINE_MESSAGE_INVALID)
    message = world.inline_messages.get(wanted)
    if message is None or message.deleted:
        raise e.bad_request(INLINE_MESSAGE_INVALID)
    return message


def refuse_upload(ref: str, params: Params) -> None:
    """editMessageMedia on an inline message: no multipart upload, no attach://."""
    if params.files or ref.startswith("attach://"):
        raise e.bad_request(INLINE_UPLOAD)
