"""Pings without spam: the start of a group game mentions its players, and a short nudge
mentions the person to move once they have let `nudge_after` seconds pass; it is deleted
when they act (as the half-time reminder is: one ping message per game at a time).

Due nudges wait in one Redis sorted set (score: when), so any live process may send one,
and exactly one does: the process whose ZREM removes it.
"""

from __future__ import annotations

import contextlib
import logging

from telegram import Bot
from telegram.constants import ParseMode
from telegram.error import TelegramError

from fsm.data import SessionData
from fsm.machine import TURN
from fsm.place import Place
from fsm.service import Result
from fsm.store_keys import text
from i18n import t
from tgbot.appstate import App, AppState
from tgbot.live import send_to
from tgbot.render.end import mention

log = logging.getLogger("robinson.bot")
KEY = "robinson:nudges"  # member: "<place>|<game id>|<step>", score: when it is due


def _awaits_person(data: SessionData) -> bool:
    """Whether a group game waits for a person (not a computer player) to act."""
    if data.chat_id > 0 or data.phase not in TURN or data.engine is None:
        return False
    return data.seats[data.engine.current].user_id is not None


async def plan(state: AppState, data: SessionData) -> None:
    """The game moved on: nudge its mover in `nudge_after` seconds unless they act first."""
    after = state.settings.nudge_after
    if after <= 0 or state.redis is None or not _awaits_person(data):
        return
    assert data.engine is not None
    member = f"{data.place.member()}|{data.game_id}|{data.engine.step}"
    await state.redis.zadd(KEY, {member: turn_began(state, data) + after})


def turn_began(state: AppState, data: SessionData) -> float:
    """When the mover's wait began: from the stored deadline (half the turn time after it),
    else now."""
    half = data.settings.turn_timeout / 2
    if data.deadline is not None and data.wake == "remind" and half > 0:
        return data.deadline - half
    return state.games.clock()


async def fire_nudges(app: App) -> int:
    """Send every nudge that is due and still wanted; return how many were sent."""
    state = app.bot_data
    if state.redis is None:
        return 0
    sent = 0
    for raw in await state.redis.zrangebyscore(KEY, "-inf", state.games.clock()):
        member = text(raw) or ""
        if not await state.redis.zrem(KEY, member):
            continue  # another process took it
        place, game_id, step = member.rsplit("|", 2)
        try:
            sent += await _nudge(app.bot, state, Place.parse(place), game_id, int(step))
        except TelegramError as exc:
            log.warning("could not nudge %s: %s", place, exc)
    return sent


async def _nudge(bot: Bot, state: AppState, place: Place, game_id: str, step: int) -> int:
    """Mention the mover if the game still waits for them at `step` and no ping is out."""
    session = await state.games.load(place)
    if session is None:
        return 0
    data = session.data
    if data.game_id != game_id or not _awaits_person(data) or data.reminder_id is not None:
        return 0
    assert data.engine is not None
    if data.engine.step != step:
        return 0
    lang = await state.langs.of_chat_id(place.chat_id)
    key = "remind-choice" if data.engine.pending else "remind-turn"
    ping = t(lang, key, name=mention(data, data.engine.current, lang))
    message = await send_to(bot, state, data, ping, parse_mode=ParseMode.HTML)
    if message is None:
        return 0
    await state.games.attach(place, game_id, reminder_id=message.message_id)
    return 1


async def replace_ping(bot: Bot, state: AppState, data: SessionData) -> None:
    """Delete the nudge still out before another ping (the half-time reminder) is posted."""
    if data.reminder_id is None:
        return
    with contextlib.suppress(TelegramError):
        await bot.delete_message(data.chat_id, data.reminder_id)
    data.reminder_id = None


async def announce_start(bot: Bot, state: AppState, result: Result, lang: str) -> None:
    """A group game just started: a new message that mentions every player."""
    data = result.session.data
    if data.chat_id > 0 or not any(n.code == "started" for n in result.outcome.notices):
        return
    now = await state.games.load(data.place)  # the board may have found the topic gone
    if now is None or now.data.game_id != data.game_id:
        return
    players = ", ".join(mention(data, seat, lang) for seat in range(len(data.seats)))
    first = mention(data, 0, lang)
    ping = t(lang, "start-ping", players=players, name=first)
    await send_to(bot, state, data, ping, parse_mode=ParseMode.HTML)
