"""Showing a command's result in the chat, and short answers to one person.

Showing a result (`show_result`) is the one call a handler makes after fsm answered.

What the result asks for is read from it here, once (its view, its notices and events), and
only the parts it needs are done: the key before a picture game's first board, a solo
game's turns one edit at a time, the live message or the ending, the reminder deleted, the
people a swap sent back told, and a group game's start announced.

Short answers to one person are a toast for a button, a reply for a message (a refusal's:
`tgbot.outbox.refusals`).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

from telegram import Bot, Chat, Update
from telegram.error import BadRequest, NetworkError

from engine import Left, Rolled, Swapped
from fsm import (
    Result,
    StoreUnavailable,
)
from i18n import t
from tgbot.appstate import AppState, Context
from tgbot.chat.origin import place_of
from tgbot.outbox.ending import show_ending
from tgbot.outbox.key import key_first
from tgbot.outbox.live import BURIED_LINES, show_session
from tgbot.outbox.menus import delete_menus
from tgbot.outbox.nudges import announce_start, clear_reminder, clear_start_ping
from tgbot.outbox.pacing import replay_turns
from tgbot.outbox.replies import as_view, reply
from tgbot.outbox.swaps import clear_swapped, tell_swapped
from tgbot.render.common import View, phone_lines, shown_text
from tgbot.render.menus import CANCEL_QUESTION


async def show_result(
    bot: Bot,
    state: AppState,
    result: Result,
    lang: str,
    *,
    latest_message: int | None = None,
    fresh: bool = False,
    summary: bool = False,
    bottom: int | None = None,
) -> None:
    """Show `result`: the live message edited (with `fresh`, posted anew at the bottom and the
    old one deleted), a finished game's ending, the reminder cleared; and what the command
    did besides (a start, a solo game's turns, a swap). With `summary` (⏩ Finish for me) only
    the game as it now stands: no replay, no mentions. `bottom`: the message the command came
    from or was pressed on (the key of a private chat's last game may stand just above it)."""
    data, game, outcome = result.session.data, result.view, result.outcome
    begun = not summary and result.started
    keyed = begun and await key_first(bot, state, result, lang, bottom)  # before the first board
    replayed = False
    solo = not summary and data.chat_id > 0 and state.settings.solo_pace > 0
    if solo and not any(isinstance(e, Left) for e in outcome.events):  # who left watches not
        replayed = await replay_turns(bot, state, result, lang, fresh=fresh)
    fresh = fresh and not replayed  # the replay already brought the board down
    notices, messages = outcome.notices, result.messages
    replied_to = messages.live  # the board a reminder out replies to
    if data.inline_id is not None and messages.questions and not result.ended:
        await lapse_questions(state, result)
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
        await clear_reminder(bot, state, result, lang, board_moved=messages.live != replied_to)
    if messages.swaps:
        await clear_swapped(bot, state, result)
    if state.start_pings.get(data.place) is not None:  # a group's first move: its ping goes
        await clear_start_ping(bot, state, result)
    if result.ended and messages.questions and data.inline_id is None:  # a question's reply
        await delete_menus(bot, data.chat_id, messages.questions.values())
    if not summary and any(isinstance(event, Swapped) for event in outcome.events):
        await tell_swapped(bot, state, data, outcome.events, lang, messages)
    if begun and not keyed:
        await announce_start(bot, state, result, lang)


async def lapse_questions(state: AppState, result: Result) -> None:
    """An inline game's question lapses once its asker plays on: rolls, or lets a turn run
    out; the row under the board is everyone's 🚪 ✖️ again (play-test 18: one unanswered
    question took them from the others for rounds; another's roll leaves it, play-test 14)."""
    data, outcome, questions = result.session.data, result.outcome, result.messages.questions
    played: set[object] = {e.seat for e in outcome.events if isinstance(e, Rolled)}
    played |= {n.args.get("seat") for n in outcome.notices if n.code == "timed_out"}
    for key in list(questions):
        asker = data.host if key == CANCEL_QUESTION else int(key)
        if data.seat_of_user(asker) in played:
            del questions[key]
            with contextlib.suppress(StoreUnavailable):  # unkept, it lapses at the next move
                await state.messages.keep_question(data.place, data.game_id, key, None)


log = logging.getLogger("robinson.bot")


async def user_lang(update: Update, context: Context) -> str:
    """The language of the person behind the update (for toasts)."""
    return await context.bot_data.langs.of_user(update.effective_user)


async def chat_lang(update: Update, context: Context) -> str:
    """The language of the chat the update came from (of an inline game: the one it plays in)."""
    query = update.callback_query
    if query is not None and query.inline_message_id:
        return await context.bot_data.langs.of_place(place_of(update))
    return await context.bot_data.langs.of_chat(update.effective_chat, update.effective_user)


async def answer_lang(update: Update, context: Context) -> str:
    """The language an answer to this update speaks: a toast the presser's own (only they see
    it), a reply in a chat the chat's (everyone there reads it)."""
    if update.callback_query is not None:
        return await user_lang(update, context)
    return await chat_lang(update, context)


async def quoted(update: Update, context: Context, label: str) -> str:
    """The button `label` names as an answer quotes it: whole where its reader reads the
    board's language, else its mark alone (play-test 3, finding 7: a Danish toast quoting
    '✅ Leave the game' read as a translation gone wrong; play-test 28)."""
    board, reader = await chat_lang(update, context), await answer_lang(update, context)
    button = t(board, label)
    return button if reader == board else button.split(maxsplit=1)[0]


async def tell(update: Update, context: Context, key: str, **args: Any) -> None:
    """Answer one person: a toast for a button press, a reply for a message."""
    await tell_text(update, context, t(await answer_lang(update, context), key, **args))


async def tell_text(update: Update, context: Context, text: str) -> None:
    """Answer one person with a translated `text`: a toast, or a reply that a group keeps for
    `reply_lifetime` seconds (play-test 10: refusals piled up under the board; UX: feedback
    for one person does not fill the others' chat), but for one to a sent 🎲, which stays as
    long as the die does (play-test 44: a 5 that did not count, under a board telling a 1)."""
    chat, message = update.effective_chat, update.effective_message
    if update.callback_query is not None:
        await acknowledge(update, text)
    elif message is not None:
        sent = await message.reply_text(text, do_quote=True)
        state, lifetime = context.bot_data, context.bot_data.settings.reply_lifetime
        if chat is not None and chat.type != Chat.PRIVATE and lifetime > 0 and not message.dice:
            kept = False
            with contextlib.suppress(StoreUnavailable):  # kept: a restart deletes it too
                await state.replies.keep(chat.id, sent.message_id, state.games.clock() + lifetime)
                kept = True
            gone = partial(delete_reply, state, context.bot, chat.id, sent.message_id, kept=kept)
            state.later.after(lifetime, gone)


async def delete_reply(
    state: AppState, bot: Bot, chat_id: int, message_id: int, *, kept: bool = True
) -> None:
    """Delete a reply whose time is up, unless another process took it from the store; one
    never `kept` there, or Redis out of reach now, is deleted all the same (once more at worst)."""
    taken = True
    if kept:
        with contextlib.suppress(StoreUnavailable):
            taken = await state.replies.taken(chat_id, message_id)
    if taken:
        await delete_menus(bot, chat_id, [message_id])


async def reply_under_board(update: Update, context: Context, content: View | str) -> None:
    """Reply for everyone to read (/rules, /top…); in a group, its lines count against the
    game's board above it, which a tall pile of them sends to the bottom, under the reply
    (play-test 14: after /rules, /top and /history a roll edited a board out of sight;
    play-test 61: until the next move, the one to move faced the rules)."""
    sent, chat = await reply(update, content), update.effective_chat
    if sent is None or chat is None:
        return
    if chat.type == Chat.PRIVATE:
        await board_below(update, context)
        return
    view = as_view(content)
    text = shown_text(view.text) if view.html else view.text
    with contextlib.suppress(StoreUnavailable):  # the board is then only edited in place
        lines = phone_lines(text.split("\n"))
        below = await context.bot_data.messages.pushed_down(place_of(update), lines)
        await board_below(update, context, buried=below >= BURIED_LINES)


async def board_below(update: Update, context: Context, *, buried: bool = False) -> None:
    """A private game's board (its Roll) posted anew under what a command just sent: no one
    else's move brings it down there (play-test 20: after /help, /rules or /top the player
    scrolled up to play on); a group's once `buried` (play-test 61: the one to move faced
    the rules). Done in the order of the game's own updates: an information
    command runs beside them (`tgbot.botapi.processor`), and a roll meanwhile must not be
    shown on a board this then deletes, nor this post a board older than it."""
    chat = update.effective_chat
    if chat is None or (chat.type != Chat.PRIVATE and not buried):
        return
    state, bot, place = context.bot_data, context.bot, place_of(update)
    lang = await chat_lang(update, context)

    async def repost() -> None:
        with contextlib.suppress(StoreUnavailable):  # the board stays where it was
            loaded = await state.games.fetch(place)
            if loaded is None or not loaded.view.racing:
                return
            data, messages, game = loaded.session.data, loaded.messages, loaded.view
            await show_session(bot, state, data, lang, fresh=True, messages=messages, game=game)

    state.chat_work.start_in(context.application.update_processor, chat.id, repost)


async def acknowledge(update: Update, text: str | None = None) -> None:
    """Answer a button press, with no text unless given (the message shows what changed)."""
    query = update.callback_query
    if query is None:
        return
    try:
        await query.answer(text)
    except BadRequest as exc:  # answered already: a redelivered update, or too late
        log.info("button press not answered", extra={"error": str(exc)})
    except NetworkError as exc:  # lost on the way: a saved move must still reach the board
        log.warning("button press not answered", extra={"error": str(exc)})


def answer_dropped(state: AppState) -> Callable[[object, bool], Awaitable[None]]:
    """How a tap dropped from a crowded chat is answered: a toast asking for a moment, that
    says the first of the same taps is on its way (`twin`), else that the moves are."""

    async def answer(update: object, twin: bool) -> None:
        if not isinstance(update, Update) or update.callback_query is None:
            return
        lang = await state.langs.of_user(update.effective_user)
        await acknowledge(update, t(lang, "toast-busy-twin" if twin else "toast-busy"))

    return answer
