"""The clock: reminders and timeouts from the Redis deadline index, in any live process."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time

from telegram.error import ChatMigrated, Forbidden, TelegramError

from fsm import UNAVAILABLE, Actor, Cancel, Place, Result, RobinsonError, StoreUnavailable
from tgbot.appstate import App
from tgbot.ending import present
from tgbot.handlers.members import move_game
from tgbot.live import clear_reminder, show_session
from tgbot.logcontext import place_fields
from tgbot.nudges import fire_nudges, replace_ping, send_ping

log = logging.getLogger("robinson.timers")
REDIS_DOWN: tuple[type[BaseException], ...] = (StoreUnavailable, *UNAVAILABLE)
MAX_BACKOFF = 15.0  # seconds between sweeps at most while Redis is out of reach


def backoff(interval: float, failures: int) -> float:
    """The wait before the next sweep: `interval`, doubled for each sweep Redis failed in a row."""
    return float(min(interval * 2 ** min(failures, 10), max(interval, MAX_BACKOFF)))


async def run_timers(app: App) -> None:
    """Fire due deadlines every `timer_interval` seconds until cancelled; nothing stops it.

    While Redis is out of reach the sweeps back off and the outage is told at most once a minute.
    """
    state = app.bot_data
    failures = 0
    while True:
        await asyncio.sleep(backoff(state.settings.timer_interval, failures))
        began = time.monotonic()
        try:
            await fire_due(app)
            await fire_nudges(app)
            await reveal_overdue(app)
            failures = 0
            state.redis_outage.recovered()
        except REDIS_DOWN as exc:
            failures += 1
            state.redis_outage.failed(exc)
        except RobinsonError as exc:
            log.warning("timers skipped a beat", extra={"error": str(exc)})
        except Exception:  # a bug or an unforeseen error: log it, the clock ticks on
            log.exception("timers skipped a beat")
        state.swept = began


async def fire_due(app: App) -> int:
    """Fire every due deadline once and show each chat's result on its own; return how many."""
    fired = await app.bot_data.games.wake_due()
    for place, result in fired:
        try:
            await _tell(app, place, result)
        except ChatMigrated as moved:  # upgraded before its migrate message was handled
            await move_game(app.bot, app.bot_data, place.chat_id, moved.new_chat_id)
        except Forbidden as exc:  # the bot can no longer speak there: nobody sees the games
            log.warning(
                "chat closed to the bot: its games are cancelled",
                extra={**place_fields(place), "error": str(exc)},
            )
            await _cancel(app, place.chat_id)
        except TelegramError as exc:
            log.warning("timers could not reach", extra={**place_fields(place), "error": str(exc)})
        except Exception:
            log.exception("timers could not show", extra=place_fields(place))
    return len(fired)


async def _cancel(app: App, chat_id: int) -> None:
    """Cancel the games of a chat the bot cannot reach (in each of its forum topics too)."""
    games = app.bot_data.games
    for place in await games.places(chat_id):
        with contextlib.suppress(RobinsonError):
            await games.act(place, Cancel(Actor(0, "Telegram", is_admin=True)))


async def reveal_overdue(app: App) -> int:
    """Show the stored moves whose die stopped long ago but were never shown (a crash)."""
    games = app.bot_data.games
    reveals = app.bot_data.reveals
    shown = 0
    for place in await reveals.overdue(games.clock()):
        if not await reveals.shown(place):
            continue  # another process took it
        try:
            session = await games.load(place)
            if session is None:
                continue
            lang = await app.bot_data.langs.of_chat_id(place.chat_id)
            await show_session(app.bot, app.bot_data, session.data, lang)
            shown += 1
        except (RobinsonError, TelegramError) as exc:
            log.warning(
                "could not show the last move", extra={**place_fields(place), "error": str(exc)}
            )
    return shown


async def _tell(app: App, place: Place, result: Result) -> None:
    """Post a reminder that mentions the mover (in the game's topic), or show the timed-out turn."""
    data = result.session.data
    lang = await app.bot_data.langs.of_chat_id(place.chat_id)
    remind = next((n for n in result.outcome.notices if n.code == "remind"), None)
    if remind is not None and remind.args.get("user_id") is not None:
        await replace_ping(app.bot, app.bot_data, data, result.messages)
        await send_ping(app.bot, app.bot_data, data, result.messages, lang)
        return
    await present(
        app.bot, app.bot_data, data, lang, result.outcome.notices, messages=result.messages
    )
    await clear_reminder(app.bot, app.bot_data, result)
