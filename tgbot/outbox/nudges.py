"""Pings without spam: the start of a group game mentions its players, and a short nudge
mentions the person to move once they have let `nudge_after` seconds pass; it is deleted
when they act, the turn moves on or the game ends (as the half-time reminder is: one ping
message per game at a time). A ping replies to the live board (a tap on its quote leads
there) and, when the mover is to roll, carries 🎲 Roll itself.

The game service plans each nudge in the save that leaves a group game waiting for a person
(`fsm.Nudges`, one Redis sorted set, score: when; no round trip of its own), so any live
process may send one, and exactly one does: the process whose ZREM removes it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable
from functools import partial

from telegram import Bot, InlineKeyboardMarkup, Message
from telegram.constants import ParseMode
from telegram.error import TelegramError

from engine import Rolled
from fsm import Messages, NewerGame, Nudge, Place, Result, SessionData, awaits_person
from i18n import t
from tgbot.appstate import App, AppState
from tgbot.chat.callbacks import Callback, Op
from tgbot.outbox.live import send_to
from tgbot.outbox.menus import edit_menu
from tgbot.outbox.replies import replying_to
from tgbot.render.common import View, button, keyboard
from tgbot.render.end import mention
from tgbot.render.game import board_names, choice_rows
from tgbot.render.reminder import reminder_text

Start = Callable[[Place, Callable[[], Awaitable[object]]], None]  # `tgbot.handlers.clock.in_chat`
NEWER_RETRY = 30.0  # seconds before a nudge of a game a newer release saved is looked at again


async def fire_nudges(app: App, start: Start) -> int:
    """Take every nudge that is due; `start` sends each in its chat's own task; how many."""
    state = app.bot_data
    taken = 0
    for nudge in await state.nudges.due(state.games.clock()):
        if await state.nudges.take(nudge):  # else another process took it
            start(nudge.place, partial(_nudge, app.bot, state, nudge))
            taken += 1
    return taken


async def _nudge(bot: Bot, state: AppState, nudge: Nudge) -> int:
    """Mention the mover if the game still waits for them at the step and no ping is out."""
    place, game_id = nudge.place, nudge.game_id
    try:
        loaded = await state.games.fetch(place)
    except NewerGame:  # mid rolling update: kept for later (here, or the newer release's)
        await state.nudges.plan(place, game_id, nudge.step, state.games.clock() + NEWER_RETRY)
        return 0
    if loaded is None or loaded.messages.reminder is not None:
        return 0
    data = loaded.session.data
    if data.game_id != game_id or not awaits_person(data, loaded.view.phase):
        return 0
    assert data.engine is not None
    if data.engine.step != nudge.step:
        return 0
    lang = await state.langs.of_chat_id(place.chat_id)
    message = await send_ping(bot, state, data, loaded.messages, lang)
    return 0 if message is None else 1


async def send_ping(
    bot: Bot,
    state: AppState,
    data: SessionData,
    ids: Messages,
    lang: str,
    *,
    quiet: bool = False,
    now: float | None = None,
) -> Message | None:
    """Mention the mover in a reply to the live board (with 🎲 Roll when they are to roll);
    keep its id as the game's one reminder. A `quiet` one makes no sound (they were pinged
    already); one told again at `now` tells the time left then."""
    ping = ping_view(data, lang, now)
    message = await send_to(
        bot,
        state,
        data,
        ping.text,
        parse_mode=ParseMode.HTML,
        reply_parameters=replying_to(ids.live),
        reply_markup=ping.keyboard,
        disable_notification=quiet,
    )
    if message is not None:
        await state.messages.keep(data.place, data.game_id, reminder=message.message_id)
        ids.reminder = message.message_id
    return message


def ping_view(data: SessionData, lang: str, now: float | None = None) -> View:
    """The ping to the mover (HTML): their mention, and 🎲 Roll when they are to roll, or the
    choices on offer (play-test 12: a choice's ping had none, and the board was far up); one
    miss from removal, a warning; told again at `now`, the time left then."""
    engine = data.engine
    assert engine is not None
    text = reminder_text(data, lang, mention(data, engine.current, lang, full=True), now)
    if engine.pending is not None:
        names = board_names(data, lang)
        rows = choice_rows(data, lang, names, engine.pending.options)
        return View(text, keyboard(rows), html=True)
    roll = button(t(lang, "btn-roll"), Callback(Op.ROLL, data.game_id, engine.step))
    return View(text, InlineKeyboardMarkup([[roll]]), html=True)


async def retell_ping(
    bot: Bot, data: SessionData, ids: Messages, lang: str, now: float | None = None
) -> None:
    """The ping still out, told again in `lang` (the chat switched its language: play-test
    7, finding 1, a Danish nudge and its 'Slå' under a Bulgarian board) with the time left at
    `now`."""
    if ids.reminder is not None and data.engine is not None and not data.engine.finished:
        await edit_menu(bot, data.chat_id, ids.reminder, ping_view(data, lang, now))


async def replace_ping(bot: Bot, state: AppState, data: SessionData, ids: Messages) -> None:
    """Delete the nudge still out before another ping (the half-time reminder) is posted."""
    if ids.reminder is None:
        return
    with contextlib.suppress(TelegramError):
        await bot.delete_message(data.chat_id, ids.reminder)
    await state.messages.keep(data.place, data.game_id, reminder=None)
    ids.reminder = None


def start_ping(data: SessionData, lang: str) -> str:
    """The start's ping: every player mentioned (HTML), by their whole name (a message of its
    own has room for it: a cut name read "…Стефано…." there)."""
    names = [mention(data, seat, lang, full=True) for seat in range(len(data.seats))]
    return t(lang, "start-ping", players=", ".join(names), name=names[0])


async def announce_start(bot: Bot, state: AppState, result: Result, lang: str) -> None:
    """A group game just started (`result.started`): a new message that mentions every player,
    in reply to the board (which stays above it: one tap on the quote leads there), until the
    first move (`clear_start_ping`)."""
    data = result.session.data
    if data.chat_id > 0 or data.inline_id is not None:
        return
    if data.topic_id is not None:  # the board may have found its forum topic gone
        now = await state.games.load(data.place)
        if now is None or now.data.game_id != data.game_id:
            return
    reply = replying_to(result.messages.live)
    ping = start_ping(data, lang)
    sent = await send_to(bot, state, data, ping, parse_mode=ParseMode.HTML, reply_parameters=reply)
    if sent is not None:
        state.start_pings.put(data.place, (data.game_id, sent.message_id))


async def clear_start_ping(bot: Bot, state: AppState, result: Result) -> None:
    """Delete the start's ping once the first move is shown (or the game ended), so the board
    is the chat's last word again (play-test 58: "… rolls first" stood under a text board all
    game). Remembered in memory only: after a restart, or moved on by another process, the
    ping stays, as it did before (no Redis round trip for it)."""
    data = result.session.data
    if not (result.ended or any(isinstance(e, Rolled) for e in result.outcome.events)):
        return
    kept = state.start_pings.pop(data.place)
    if kept is not None and kept[0] == data.game_id:
        with contextlib.suppress(TelegramError):  # someone may have deleted it already
            await bot.delete_message(data.chat_id, kept[1])


async def clear_reminder(
    bot: Bot, state: AppState, result: Result, lang: str, *, board_moved: bool = False
) -> None:
    """Delete the reminder that woke the mover once their turn moved on (they or the clock
    acted), or the game was cancelled or ended; forget its id. Another's leave keeps it, its
    buttons on the game's new step (play-test 65: it went, and the mover's time began anew),
    posted again quietly under a board that came down (`board_moved`: its quote led to the
    deleted board, play-test 66)."""
    data, ids = result.session.data, result.messages
    if ids.reminder is None:
        return
    if not (result.outcome.turn_moved_on or result.ended):
        if board_moved:
            await replace_ping(bot, state, data, ids)
            await send_ping(bot, state, data, ids, lang, quiet=True, now=state.games.clock())
        elif result.outcome.events:  # the game took a step under it: its Roll follows
            await retell_ping(bot, data, ids, lang, state.games.clock())
        return
    with contextlib.suppress(TelegramError):  # someone may have deleted it already
        await bot.delete_message(data.chat_id, ids.reminder)
    if not result.ended:
        await state.messages.keep(data.place, data.game_id, reminder=None)
    ids.reminder = None
