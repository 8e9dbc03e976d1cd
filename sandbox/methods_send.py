"""Sending methods: sendMessage, sendDice, sendPhoto, sendChatAction and their checks.

Each takes message_thread_id: a forum topic, refused like Telegram when gone or closed.
"""

from __future__ import annotations

from typing import Any

from . import errors as e
from .chat_lookup import find_chat, reachable_chat, thread_for_send
from .media import photo_sizes, resolve_photo
from .model import JSON, SimChat, StoredMessage
from .params import Params
from .text import render, utf16_len
from .world import DICE_FACES, World

ACTIONS = frozenset(
    {
        "typing",
        "upload_photo",
        "record_video",
        "upload_video",
        "record_voice",
        "upload_voice",
        "upload_document",
        "choose_sticker",
        "find_location",
        "record_video_note",
        "upload_video_note",
    }
)
EFFECTS = {  # the message effects every bot may send (getAvailableMessageEffects' free six)
    "5104841245755180586": "🔥",
    "5107584321108051014": "👍",
    "5104858069142078462": "👎",
    "5159385139981059251": "❤️",
    "5046509860389126442": "🎉",
    "5046589136895476101": "💩",
}
_BUTTON_ACTIONS = (
    "callback_data",
    "url",
    "switch_inline_query",
    "switch_inline_query_current_chat",
    "switch_inline_query_chosen_chat",
    "callback_game",
    "pay",
    "login_url",
    "web_app",
    "copy_text",
)


def parse_markup(params: Params) -> JSON | None:
    """Validate ``reply_markup`` like Telegram; return it normalised, or None when absent."""
    markup = params.structure("reply_markup", e.BAD_MARKUP_JSON)
    if markup is None:
        return None
    if not isinstance(markup, dict):
        raise e.bad_request(e.BAD_MARKUP_JSON)
    if "inline_keyboard" not in markup:
        return markup
    rows = markup["inline_keyboard"]
    if not isinstance(rows, list) or not all(isinstance(r, list) for r in rows):
        raise e.bad_request(
            'Bad Request: field "inline_keyboard" of the InlineKeyboardMarkup'
            " should be an Array of Arrays"
        )
    if sum(len(r) for r in rows) > 100:
        raise e.bad_request(e.MARKUP_TOO_LONG)
    clean: list[list[JSON]] = []
    for row in rows:
        out_row: list[JSON] = []
        for button in row:
            out_row.append(_check_button(button))
        if out_row:
            clean.append(out_row)
    return {"inline_keyboard": clean}


def _check_button(button: Any) -> JSON:
    """Validate one inline button."""
    if not isinstance(button, dict) or not isinstance(button.get("text"), str):
        raise e.bad_request('Bad Request: can\'t find field "text"')
    kept = {k: button[k] for k in _BUTTON_ACTIONS if k in button}
    if not kept:
        raise e.bad_request(e.TEXT_BUTTONS_UNALLOWED)
    data = kept.get("callback_data")
    if data is not None:
        size = len(str(data).encode())
        if not 1 <= size <= 64:
            raise e.bad_request(e.BUTTON_DATA_INVALID)
        kept["callback_data"] = str(data)
    url = kept.get("url")
    if url is not None and not str(url).startswith(("http://", "https://", "tg://")):
        raise e.bad_request(e.BUTTON_URL_INVALID)
    return {"text": button["text"], **kept}


def message_text(params: Params, field: str = "text") -> tuple[str, list[JSON]]:
    """Validate and render a text parameter; return plain text and entities."""
    raw = params.text(field)
    if raw is None or not raw.strip():
        raise e.bad_request(e.TEXT_EMPTY)
    text, entities = render(raw, params.text("parse_mode"))
    if not entities and params.has("entities"):
        given = params.structure("entities")
        entities = given if isinstance(given, list) else []
    if not text.strip():
        raise e.bad_request(e.TEXT_EMPTY)
    if utf16_len(text) > 4096:
        raise e.bad_request(e.TOO_LONG)
    return text, entities


def caption_text(params: Params, caption: str | None) -> tuple[str | None, list[JSON]]:
    """Validate and render an optional caption."""
    if not caption:
        return None, []
    text, entities = render(caption, params.text("parse_mode"))
    if utf16_len(text) > 1024:
        raise e.bad_request(e.CAPTION_TOO_LONG)
    return text, entities


def message_effect(chat: SimChat, params: Params) -> str | None:
    """The ``message_effect_id`` asked for: refused outside private chats and when unknown."""
    effect = params.text("message_effect_id")
    if not effect:
        return None
    if chat.type != "private":
        raise e.bad_request(e.EFFECT_NOT_IN_CHAT)
    if effect not in EFFECTS:
        raise e.bad_request(e.EFFECT_ID_INVALID)
    return effect


def reply_target(world: World, chat: SimChat, params: Params) -> StoredMessage | None:
    """Find the message named by reply_to_message_id or reply_parameters."""
    wanted = params.integer("reply_to_message_id")
    lenient = params.flag("allow_sending_without_reply")
    reply = params.structure("reply_parameters")
    if isinstance(reply, dict) and reply.get("message_id") is not None:
        wanted = int(reply["message_id"])
        lenient = bool(reply.get("allow_sending_without_reply", lenient))
        if reply.get("chat_id") is not None:
            chat = find_chat(world, str(reply["chat_id"]))
    if wanted is None:
        return None
    found = chat.history.get(wanted)
    if found is None or found.deleted:
        if lenient:
            return None
        raise e.bad_request(e.REPLY_NOT_FOUND)
    return found


def thread(world: World, chat: SimChat, params: Params) -> int | None:
    """The forum topic named by message_thread_id (or implied by the reply), checked."""
    return thread_for_send(
        chat, params.integer("message_thread_id"), reply_target(world, chat, params)
    )


def _store(world: World, chat: SimChat, params: Params, **fields: Any) -> JSON:
    """Store the bot's message in ``chat`` (in its topic, if any) and return it as JSON."""
    reply_to = reply_target(world, chat, params)
    message = world.new_message(
        chat,
        world.bot,
        reply_markup=parse_markup(params),
        reply_to=reply_to,
        silent=params.flag("disable_notification"),
        thread_id=thread(world, chat, params),
        **fields,
    )
    return message.to_json()


def _gate(world: World, method: str, chat: SimChat) -> None:
    """Apply the flood limits to a sending call."""
    world.flood.check(method, chat.id, chat.type != "private", world.now())


async def send_message(world: World, params: Params) -> JSON:
    """sendMessage."""
    chat = reachable_chat(world, params.text("chat_id"))
    if not chat.bot_can_send:
        raise e.bad_request(e.NO_RIGHTS_TEXT)
    text, entities = message_text(params)
    effect = message_effect(chat, params)
    parse_markup(params)
    thread(world, chat, params)
    _gate(world, "sendmessage", chat)
    return _store(world, chat, params, text=text, entities=entities, effect_id=effect)


async def send_dice(world: World, params: Params) -> JSON:
    """sendDice: the server picks the value (or uses a forced one)."""
    chat = reachable_chat(world, params.text("chat_id"))
    emoji = params.text("emoji") or "🎲"
    if emoji not in DICE_FACES:
        raise e.bad_request(e.BAD_EMOJI)
    effect = message_effect(chat, params)
    parse_markup(params)
    thread(world, chat, params)
    _gate(world, "senddice", chat)
    dice = {"emoji": emoji, "value": world.roll(emoji)}
    return _store(world, chat, params, dice=dice, effect_id=effect)


async def send_photo(world: World, params: Params) -> JSON:
    """sendPhoto with a multipart upload, attach:// part, file_id or URL."""
    chat = reachable_chat(world, params.text("chat_id"))
    caption, caption_entities = caption_text(params, params.text("caption"))
    effect = message_effect(chat, params)
    parse_markup(params)
    thread(world, chat, params)
    stored = resolve_photo(world, params.text("photo"), params.files.get("photo"), params)
    _gate(world, "sendphoto", chat)
    return _store(
        world,
        chat,
        params,
        photo=photo_sizes(stored),
        caption=caption,
        caption_entities=caption_entities,
        effect_id=effect,
    )


async def send_chat_action(world: World, params: Params) -> bool:
    """sendChatAction: recorded on the chat, nothing else."""
    chat = reachable_chat(world, params.text("chat_id"))
    action = params.text("action") or ""
    if action not in ACTIONS:
        raise e.bad_request(e.WRONG_ACTION)
    thread(world, chat, params)
    chat.actions.append(action)
    world.notifier.bump()
    return True
