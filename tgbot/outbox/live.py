"""The one live message per game: edited in place, posted anew only when lost or scrolled away.

In picture mode the live message is a photo of the board, its caption the turn's story:
one editMessageMedia per action swaps picture, caption and buttons. A picture already
uploaded for the same scene is sent again by its file_id. When an upload fails or is slow,
the game goes on in text and the next action tries the picture again.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Mapping
from typing import Any

from telegram import Bot, Message
from telegram.error import BadRequest, TelegramError

from fsm import GameView, Messages, Notice, SessionData, StoreUnavailable, with_story_notices
from tgbot.appstate import AppState
from tgbot.chat.origin import topic_gone
from tgbot.outbox.inline_edits import edit_key, show_inline
from tgbot.outbox.pictures import send_picture
from tgbot.render.common import CAPTION_LIMIT, View, caption_length
from tgbot.render.end import end_view
from tgbot.render.game import game_view
from tgbot.render.inline import asked_of, inline_game_view
from tgbot.render.lobby import lobby_view

log = logging.getLogger("robinson.bot")
SCROLL_GAP = 15  # messages under the live message that push it out of sight
PICTURE_GAP = 6  # under a picture board, which fills a phone (play-tests 62; 63: 8 hid it)
BURIED_LINES = 16  # phone lines of the bot's replies under it that do (a /rules, a /top…)
_GONE = ("message to edit not found", "message can't be edited", "message_id_invalid")


def host_name(data: SessionData) -> str:
    """The host's display name from the seats (or a dash if they left the lobby)."""
    return seated_name(data, data.host)


def seated_name(data: SessionData, user_id: int | None) -> str:
    """A person's name from the seats (or a dash if they have no seat)."""
    return next((s.name for s in data.seats if s.user_id == user_id), "—")


def view_of(
    data: SessionData,
    lang: str,
    notices: list[Notice] | None = None,
    *,
    bot_username: str,
    game: GameView,
    questions: Mapping[str, int] | None = None,
) -> View:
    """The right view for the game's phase (`game`: its view from fsm); a lobby's join link
    names the bot; an inline game's board asks its open question."""
    if game.in_lobby:
        return lobby_view(data, lang, host_name(data), bot_username, notices or ())
    if game.ended:
        by = next((str(n.args["name"]) for n in notices or [] if n.code == "cancelled"), None)
        return end_view(data, lang, by)
    told = with_story_notices(data, notices or [])  # a board posted again too (play-test 48)
    if data.inline_id is not None:
        confirm, asker = asked_of(questions or {})
        return inline_game_view(data, lang, told, game, confirm, asker)
    return game_view(data, lang, told, game=game)


async def show_session(
    bot: Bot,
    state: AppState,
    data: SessionData,
    lang: str,
    notices: list[Notice] | None = None,
    *,
    latest_message: int | None = None,
    fresh: bool = False,
    messages: Messages | None = None,
    game: GameView,
) -> None:
    """`show` the view of the game's phase (`view_of`, its join link naming this bot);
    `game` is its view from fsm, as the command or the load answered."""
    asked = messages.questions if messages is not None else None
    view = view_of(data, lang, notices, bot_username=bot.username, game=game, questions=asked)
    await show(
        bot,
        state,
        data,
        view,
        latest_message=latest_message,
        fresh=fresh,
        messages=messages,
        ended=game.ended,
    )


def is_gone(error: BadRequest) -> bool:
    """Whether Telegram says the message to edit no longer exists or cannot be edited."""
    text = str(error).lower()
    return any(reason in text for reason in _GONE)


async def show(
    bot: Bot,
    state: AppState,
    data: SessionData,
    view: View,
    *,
    latest_message: int | None = None,
    fresh: bool = False,
    messages: Messages | None = None,
    ended: bool = False,
) -> None:
    """Edit the live message to `view`; post a new one if there is none, it is gone or far up.

    `messages` are the game's message ids as loaded with it (read here if not given); they
    are updated when a new live message replaces the old one (not kept once the game has
    `ended`: its ids were archived with it). An inline game's one message is only ever
    edited (`tgbot.outbox.inline_edits`).
    """
    if data.inline_id is not None:
        await show_inline(bot, state, data, view)
        return
    ids = messages if messages is not None else await state.messages.get(data.place, data.game_id)
    current, seen = ids.live, state.newest_messages.get(data.place)
    latest = max((n for n in (latest_message, seen) if n is not None), default=None)
    gap = PICTURE_GAP if ids.photo else SCROLL_GAP
    scrolled = latest is not None and current is not None and latest - current > gap
    scrolled = scrolled or ids.below >= BURIED_LINES
    in_place = current is not None and not fresh and not scrolled
    if view.picture is not None:
        shown = await send_picture(bot, state, data, view, ids, in_place=in_place)
        if shown.topic_gone:
            await topic_lost(state, data)
            return
        if shown.posted is not None:
            await replaced(bot, state, data, ids, shown.posted, photo=True, ended=ended)
        if shown.ok:
            return
        log.warning(
            "board picture not sent; the game goes on in text", extra={"chat_id": data.chat_id}
        )
    if in_place and ids.photo:
        fits = caption_length(view.text) <= CAPTION_LIMIT
        if view.picture is None and fits and await _edit_caption(bot, data, ids, view):
            return  # e.g. a cancelled game keeps its last board
        await post_new(bot, state, data, ids, view, delete_old=True, ended=ended)
        return
    if in_place and ids.live is not None:
        await _queue_edit(bot, state, data, ids, view, ids.live, ended=ended)
        return
    await post_new(bot, state, data, ids, view, delete_old=not in_place, ended=ended)


async def _queue_edit(
    bot: Bot,
    state: AppState,
    data: SessionData,
    ids: Messages,
    view: View,
    message_id: int,
    *,
    ended: bool,
) -> None:
    """Edit the live text message through its queue (`tgbot.botapi.coalesce`).

    While one edit waits in the flood limiter, newer views replace each other and only
    the newest is sent; the handler does not wait for it unless nothing is throttled.
    """

    async def edit() -> None:
        if not await _edit_text(bot, data, message_id, view):
            await post_new(bot, state, data, ids, view, delete_old=False, ended=ended)

    state.edits.put((data.chat_id, message_id), edit, _racing_step(data, ended=ended))
    if not state.settings.throttle:  # nothing waits in a limiter: the edit is sent at once
        await state.edits.flush((data.chat_id, message_id))


def _racing_step(data: SessionData, *, ended: bool) -> int | None:
    """The step of the running game a view shows (None: a lobby or an ending)."""
    return None if ended or data.engine is None else data.engine.step


async def settle(state: AppState, data: SessionData, ids: Messages) -> None:
    """Wait until the live message shows the newest edit queued for it."""
    if data.inline_id is not None:
        await state.edits.flush(edit_key(data))
    elif ids.live is not None:
        await state.edits.flush((data.chat_id, ids.live))


async def _edit_text(bot: Bot, data: SessionData, message_id: int, view: View) -> bool:
    """Edit the live text message; False if it is gone and must be posted anew."""
    try:
        await bot.edit_message_text(
            view.text, chat_id=data.chat_id, message_id=message_id, reply_markup=view.keyboard
        )
    except BadRequest as exc:
        if not is_gone(exc):
            raise
        return False
    return True


async def _edit_caption(bot: Bot, data: SessionData, ids: Messages, view: View) -> bool:
    """Put `view`'s text under the picture already shown; False if it must be posted anew."""
    try:
        await bot.edit_message_caption(
            chat_id=data.chat_id,
            message_id=ids.live,
            caption=view.text,
            reply_markup=view.keyboard,
        )
    except BadRequest:
        return False
    return True


async def post_new(
    bot: Bot,
    state: AppState,
    data: SessionData,
    ids: Messages,
    view: View,
    *,
    delete_old: bool,
    ended: bool = False,
) -> None:
    """Post `view` as a new live text message; delete the old one if asked. Posted anew (not
    first), it makes no sound: a board brought down is no news (UX: only a game's start, its
    end and a reminder notify)."""
    options = {"reply_markup": view.keyboard, "disable_notification": ids.live is not None}
    sent = await send_to(bot, state, data, view.text, **options)
    if sent is None:
        return
    await replaced(
        bot, state, data, ids, sent.message_id, photo=False, delete_old=delete_old, ended=ended
    )


async def replaced(
    bot: Bot,
    state: AppState,
    data: SessionData,
    ids: Messages,
    message_id: int,
    *,
    photo: bool,
    delete_old: bool = True,
    ended: bool = False,
) -> None:
    """Make `message_id` the live message, remember it (unless the game has `ended`), and
    delete the one it replaces."""
    old, place = ids.live, data.place
    try:
        if not ended:
            await state.messages.keep(place, data.game_id, live=message_id, photo=photo, below=None)
    except StoreUnavailable:  # a board the game cannot find would stay (play-test 53): gone
        with contextlib.suppress(TelegramError):
            await bot.delete_message(data.chat_id, message_id)
        raise
    if delete_old and old is not None and old != message_id:
        await state.edits.flush((data.chat_id, old))  # no queued edit outlives its message
        with contextlib.suppress(BadRequest):  # already gone
            await bot.delete_message(data.chat_id, old)
    ids.live, ids.photo, ids.below = message_id, photo, 0


async def send_to(
    bot: Bot, state: AppState, data: SessionData, text: str, **options: Any
) -> Message | None:
    """Send a message to the game's chat and topic; if the topic is gone, end the game (None)."""
    try:
        return await bot.send_message(
            data.chat_id, text, message_thread_id=data.topic_id, **options
        )
    except BadRequest as exc:
        if data.topic_id is None or not topic_gone(exc):
            raise
    await topic_lost(state, data)
    return None


async def topic_lost(state: AppState, data: SessionData) -> None:
    """The game's forum topic was closed or deleted: tell the handlers, who end the game."""
    await state.place_gone(data)
