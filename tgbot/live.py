"""The one live message per game: edited in place, posted anew only when lost or scrolled away."""

from __future__ import annotations

import contextlib
from typing import Any

from telegram import Bot, Message
from telegram.error import BadRequest, TelegramError

from fsm.commands import Actor
from fsm.data import SessionData
from fsm.machine import Phase
from fsm.service import Result
from fsm.session import Notice
from tgbot.appstate import AppState
from tgbot.places import abandon, topic_gone
from tgbot.render.common import View
from tgbot.render.end import end_view
from tgbot.render.game import game_view
from tgbot.render.lobby import lobby_view

SCROLL_GAP = 15
_GONE = ("message to edit not found", "message can't be edited", "message_id_invalid")


def host_name(data: SessionData) -> str:
    """The host's display name from the seats (or a dash if they left the lobby)."""
    return next((s.name for s in data.seats if s.user_id == data.host), "—")


def rules_link(bot: Bot) -> str:
    """A link that opens the full rule book in the player's private chat with the bot."""
    return f"https://t.me/{bot.username}?start=rules"


async def present(
    bot: Bot,
    state: AppState,
    data: SessionData,
    lang: str,
    notices: list[Notice] | None = None,
    *,
    latest_message: int | None = None,
) -> None:
    """Show the session: the live message; a finished game also gets its ending, a new message.

    The winning turn stays on the board like any other turn; the ending mentions the players.
    """
    if data.phase is not Phase.FINISHED or data.engine is None:
        await show(bot, state, data, view_of(data, lang, notices), latest_message=latest_message)
        return
    board = game_view(data, lang, notices or [], live=False)
    await show(bot, state, data, board, latest_message=latest_message)
    await settle(state, data)
    ending = end_view(data, lang, rules_url=rules_link(bot))
    await send_to(bot, state, data, ending.text, reply_markup=ending.keyboard, parse_mode="HTML")


def view_of(data: SessionData, lang: str, notices: list[Notice] | None = None) -> View:
    """The right view for the session's phase."""
    if data.phase is Phase.LOBBY:
        return lobby_view(data, lang, host_name(data))
    if data.phase in (Phase.FINISHED, Phase.CANCELLED):
        by = next((str(n.args["name"]) for n in notices or [] if n.code == "cancelled"), None)
        return end_view(data, lang, by)
    return game_view(data, lang, notices or [])


async def show(
    bot: Bot,
    state: AppState,
    data: SessionData,
    view: View,
    *,
    latest_message: int | None = None,
    fresh: bool = False,
) -> None:
    """Edit the live message to `view`; post a new one if there is none, it is gone or far up.

    An edit is queued (`tgbot.coalesce`): while one waits in the flood limiter, newer views
    replace each other and only the newest is sent.
    """
    current = data.message_id
    scrolled = latest_message is not None and current is not None
    scrolled = scrolled and latest_message - current > SCROLL_GAP  # type: ignore[operator]
    if current is None or fresh or scrolled:
        await _post(bot, state, data, view, replaces=current)
        return
    message_id = current

    async def edit() -> None:
        try:
            await bot.edit_message_text(
                view.text, chat_id=data.chat_id, message_id=message_id, reply_markup=view.keyboard
            )
        except BadRequest as exc:
            text = str(exc).lower()
            if "not modified" in text:
                return
            if not any(reason in text for reason in _GONE):
                raise
            await _post(bot, state, data, view, replaces=None)

    state.edits.put((data.chat_id, message_id), edit)
    if not state.settings.throttle:  # nothing waits in a limiter: the edit is sent at once
        await state.edits.flush((data.chat_id, message_id))


async def settle(state: AppState, data: SessionData) -> None:
    """Wait until the live message shows the newest edit queued for it."""
    if data.message_id is not None:
        await state.edits.flush((data.chat_id, data.message_id))


async def _post(
    bot: Bot, state: AppState, data: SessionData, view: View, *, replaces: int | None
) -> None:
    """Post `view` as the new live message; delete the one it `replaces`."""
    if replaces is not None:
        await state.edits.flush((data.chat_id, replaces))  # no queued edit outlives its message
    sent = await send_to(bot, state, data, view.text, reply_markup=view.keyboard)
    if sent is None:
        return
    if data.phase not in (Phase.FINISHED, Phase.CANCELLED):
        await state.games.attach(data.place, data.game_id, message_id=sent.message_id)
    if replaces is not None:
        with contextlib.suppress(BadRequest):  # already gone
            await bot.delete_message(data.chat_id, replaces)
    data.message_id = sent.message_id


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
    await abandon(state, data.place, Actor(data.host, host_name(data), is_admin=True))
    return None


async def clear_reminder(bot: Bot, state: AppState, result: Result) -> None:
    """Delete the reminder that woke the mover once they (or the clock) acted; forget its id."""
    data = result.session.data
    if data.reminder_id is None or not result.outcome.events:
        return
    with contextlib.suppress(TelegramError):  # someone may have deleted it already
        await bot.delete_message(data.chat_id, data.reminder_id)
    if not result.ended:
        await state.games.attach(data.place, data.game_id, reminder_id=None)
