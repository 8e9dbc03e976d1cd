"""Changing methods: edits, deleteMessage and answerCallbackQuery."""

from __future__ import annotations

from . import errors as e
from .chat_lookup import reachable_chat
from .inline import inline_target, refuse_upload
from .media import photo_sizes, resolve_photo
from .methods_send import caption_text, message_text, parse_markup
from .model import JSON, StoredMessage, Toast
from .params import Params
from .world import World


def _target(world: World, params: Params) -> StoredMessage:
    """Find the message an edit call names (chat and id, or inline_message_id)."""
    inline = inline_target(world, params)
    if inline is not None:
        return inline
    chat = reachable_chat(world, params.text("chat_id"))
    message_id = params.integer("message_id")
    if message_id is None:
        raise e.bad_request(e.MESSAGE_ID_MISSING)
    message = chat.history.get(message_id)
    if message is None or message.deleted:
        raise e.bad_request(e.EDIT_NOT_FOUND)
    if not message.from_bot:
        raise e.bad_request(e.CANT_EDIT)
    return message


def _answer(message: StoredMessage) -> JSON | bool:
    """An edit answers the edited Message, or True for an inline message (as on Telegram)."""
    return True if message.inline_message_id is not None else message.to_json()


def _apply(world: World, method: str, message: StoredMessage) -> None:
    """Count an edit against the flood limits and stamp its edit_date."""
    chat = message.chat
    world.flood.check(method, chat.id, chat.type != "private", world.now())
    message.edit_date = world.today()
    message.edits += 1
    world.notifier.bump()


async def edit_message_text(world: World, params: Params) -> JSON | bool:
    """editMessageText; omitting reply_markup removes the inline keyboard, as on Telegram."""
    message = _target(world, params)
    if message.text is None:
        raise e.bad_request(e.NO_TEXT_TO_EDIT)
    text, entities = message_text(params)
    markup = parse_markup(params)
    if (text, entities, markup) == (message.text, message.entities, message.reply_markup):
        raise e.bad_request(e.NOT_MODIFIED)
    _apply(world, "editmessagetext", message)
    message.text, message.entities, message.reply_markup = text, entities, markup
    return _answer(message)


async def edit_message_reply_markup(world: World, params: Params) -> JSON | bool:
    """editMessageReplyMarkup; omitting reply_markup removes the keyboard."""
    message = _target(world, params)
    markup = parse_markup(params)
    if markup == message.reply_markup:
        raise e.bad_request(e.NOT_MODIFIED)
    _apply(world, "editmessagereplymarkup", message)
    message.reply_markup = markup
    return _answer(message)


async def edit_message_caption(world: World, params: Params) -> JSON | bool:
    """editMessageCaption for photo messages."""
    message = _target(world, params)
    if message.photo is None:
        raise e.bad_request("Bad Request: there is no caption in the message to edit")
    caption, entities = caption_text(params, params.text("caption"))
    markup = parse_markup(params)
    if (caption, entities, markup) == (
        message.caption,
        message.caption_entities,
        message.reply_markup,
    ):
        raise e.bad_request(e.NOT_MODIFIED)
    _apply(world, "editmessagecaption", message)
    message.caption, message.caption_entities, message.reply_markup = caption, entities, markup
    return _answer(message)


async def edit_message_media(world: World, params: Params) -> JSON | bool:
    """editMessageMedia with an InputMediaPhoto (attach://, file_id or URL; inline: no upload);
    a text message gets the photo added, its text giving way to the caption (as the Bot API
    allows: "or to add media to text messages")."""
    message = _target(world, params)
    if message.photo is None and message.text is None:
        raise e.bad_request(e.NO_MEDIA_TO_EDIT)
    media = params.structure("media", "Bad Request: can't parse InputMedia JSON object")
    if not isinstance(media, dict) or media.get("type") != "photo":
        raise e.bad_request("Bad Request: unsupported media type, the sandbox knows only photo")
    if message.inline_message_id is not None:
        refuse_upload(str(media.get("media") or ""), params)
    stored = resolve_photo(world, str(media.get("media") or ""), None, params)
    caption_params = Params({"parse_mode": media.get("parse_mode")}, {})
    caption, entities = caption_text(caption_params, media.get("caption"))
    markup = parse_markup(params)
    old = message.photo
    same_file = old is not None and old[-1]["file_unique_id"] == stored.file_unique_id
    if same_file and (caption, markup) == (message.caption, message.reply_markup):
        raise e.bad_request(e.NOT_MODIFIED)
    _apply(world, "editmessagemedia", message)
    message.photo = photo_sizes(stored)
    message.text, message.entities = None, []
    message.caption, message.caption_entities, message.reply_markup = caption, entities, markup
    return _answer(message)


DAY = 24 * 3600


async def delete_message(world: World, params: Params) -> bool:
    """deleteMessage: own messages anywhere, others' in private chats or as a group admin;
    only within 48 hours, and a private chat's dice only after 24 hours (as Telegram)."""
    chat = reachable_chat(world, params.text("chat_id"))
    message_id = params.integer("message_id")
    message = chat.history.get(message_id) if message_id is not None else None
    if message is None or message.deleted:
        raise e.bad_request(e.DELETE_NOT_FOUND)
    if not message.from_bot and chat.type != "private" and chat.bot_status != "administrator":
        raise e.bad_request(e.CANT_DELETE)
    age = world.today() - message.date
    if age >= 2 * DAY or (chat.type == "private" and message.dice is not None and age < DAY):
        raise e.bad_request(e.CANT_DELETE)
    message.deleted = True
    world.notifier.bump()
    return True


async def answer_callback_query(world: World, params: Params) -> bool:
    """answerCallbackQuery: once per query, within the query's lifetime."""
    query = world.queries.get(params.text("callback_query_id") or "")
    if query is None or query.answered or world.now() - query.created > world.callback_timeout:
        raise e.bad_request(e.QUERY_TOO_OLD)
    text = params.text("text")
    if text is not None and len(text) > 200:
        raise e.bad_request("Bad Request: MESSAGE_TOO_LONG")
    query.answered = True
    query.user.toasts.append(
        Toast(
            query.id,
            text or None,
            params.flag("show_alert"),
            params.text("url"),
            query.message.chat.id,
            query.message.message_id,
        )
    )
    world.notifier.bump()
    return True
