"""A finished game's ending: its last board, then the ending as a message of its own."""

from __future__ import annotations

from dataclasses import replace

from telegram import Bot
from telegram.constants import ParseMode

from engine import Settings
from fsm import Messages, Notice, SessionData, with_story_notices
from tgbot.appstate import AppState
from tgbot.chat.deeplinks import history_payload, rules_payload, start_link
from tgbot.outbox.live import send_to, settle, show
from tgbot.render.common import engine_settings
from tgbot.render.end import before_the_result, end_view, person_won
from tgbot.render.game import game_view
from tgbot.render.inline import inline_end_view

CELEBRATION = "5046509860389126442"  # Telegram's free 🎉 message effect (private chats only)


def rules_link(bot: Bot, settings: Settings) -> str:
    """A link that opens the full rule book, with a game's `settings`, in the player's
    private chat with the bot (play-test 25: without them it told that chat's own)."""
    return start_link(bot.username, rules_payload(settings))


async def show_ending(
    bot: Bot,
    state: AppState,
    data: SessionData,
    lang: str,
    notices: list[Notice] | None = None,
    *,
    latest_message: int | None = None,
    messages: Messages | None = None,
    fresh: bool = False,
) -> None:
    """A finished game: its last board, then its ending as a new message.

    The winning turn stays on the board like any other turn, its result told by the ending;
    the ending mentions the players and, when a person wins in their private chat, plays
    Telegram's 🎉 effect.
    """
    ids = messages if messages is not None else await state.messages.get(data.place, data.game_id)
    notices = with_story_notices(data, notices or [])
    if data.inline_id is not None:  # the ending lives in the one message
        rules = rules_link(bot, engine_settings(data))
        view = inline_end_view(data, lang, notices, rules_url=rules)
        await show(bot, state, data, view, messages=ids, ended=True)
        return
    last_turn = replace(data, last_events=before_the_result(data.last_events))  # the result:
    board = game_view(last_turn, lang, notices, live=False)  # the ending's, just below
    await show(
        bot,
        state,
        data,
        board,
        latest_message=latest_message,
        messages=ids,
        fresh=fresh,
        ended=True,
    )
    await settle(state, data, ids)
    logs = start_link(bot.username, history_payload(data.place)) if data.chat_id < 0 else None
    ending = end_view(data, lang, rules_url=rules_link(bot, engine_settings(data)), logs_url=logs)
    effect = CELEBRATION if data.chat_id > 0 and person_won(data) else None
    await send_to(
        bot,
        state,
        data,
        ending.text,
        reply_markup=ending.keyboard,
        parse_mode=ParseMode.HTML,
        message_effect_id=effect,
    )
