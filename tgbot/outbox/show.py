"""Showing a command's result in the chat: the one call a handler makes after fsm answered.

What the result asks for is read from it here, once (its view, its notices and events), and
only the parts it needs are done: the key before a picture game's first board, a solo
game's turns one edit at a time, the live message or the ending, the reminder deleted, the
people a swap sent back told, and a group game's start announced.
"""

from __future__ import annotations

from telegram import Bot

from engine import Swapped
from fsm import Result
from tgbot.appstate import AppState
from tgbot.outbox.ending import show_ending
from tgbot.outbox.key import key_first
from tgbot.outbox.live import clear_reminder, show_session
from tgbot.outbox.nudges import announce_start
from tgbot.outbox.pacing import replay_turns
from tgbot.outbox.swaps import tell_swapped


async def show_result(
    bot: Bot,
    state: AppState,
    result: Result,
    lang: str,
    *,
    latest_message: int | None = None,
    fresh: bool = False,
    summary: bool = False,
) -> None:
    """Show `result`: the live message edited (with `fresh`, posted anew at the bottom and the
    old one deleted), a finished game's ending, the reminder cleared; and what the command
    did besides (a start, a solo game's turns, a swap). With `summary` (⏩ Finish for me) only
    the game as it now stands: no replay, no mentions."""
    data, game, outcome = result.session.data, result.view, result.outcome
    begun = not summary and result.started
    keyed = begun and await key_first(bot, state, result, lang)  # before the first board, if any
    replayed = False
    if not summary and data.chat_id > 0 and state.settings.solo_pace > 0:  # a solo game
        replayed = await replay_turns(bot, state, result, lang, fresh=fresh)
    fresh = fresh and not replayed  # the replay already brought the board down
    notices, messages = outcome.notices, result.messages
    if game.finished:
        await show_ending(
            bot, state, data, lang, notices, latest_message=latest_message, messages=messages,
            fresh=fresh,
        )  # fmt: skip
    else:
        await show_session(
            bot, state, data, lang, notices, latest_message=latest_message, fresh=fresh,
            messages=messages, game=game,
        )  # fmt: skip
    if messages.reminder is not None:
        await clear_reminder(bot, state, result)
    if not summary and any(isinstance(event, Swapped) for event in outcome.events):
        await tell_swapped(bot, state, data, outcome.events, lang)
    if begun and not keyed:
        await announce_start(bot, state, result, lang)
