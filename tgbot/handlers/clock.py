"""The clock: reminders and timeouts from the Redis deadline index, in any live process."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from functools import partial

from telegram.error import ChatMigrated, Forbidden, TelegramError

from fsm import (
    UNAVAILABLE,
    Actor,
    Cancel,
    Place,
    Result,
    RobinsonError,
    SessionData,
    StoreUnavailable,
)
from tgbot.appstate import App
from tgbot.botapi.processor import place_fields
from tgbot.handlers.members import move_game
from tgbot.outbox.live import show, show_session
from tgbot.outbox.nudges import fire_nudges, replace_ping, send_ping
from tgbot.outbox.show import delete_reply, show_result
from tgbot.render.inline import reminder_view

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
            await fire_nudges(app, partial(in_chat, app))
            await reveal_overdue(app)
            await delete_overdue_replies(app)
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
    """Fire every due deadline once; each result is shown in its chat's own task; how many."""
    fired = await app.bot_data.games.wake_due()
    for place, result in fired:
        in_chat(app, place, partial(_tell, app, place, result))
    return len(fired)


def in_chat(app: App, place: Place, show: Callable[[], Awaitable[object]]) -> None:
    """Run `show` in a task of its own, in the chat's order with its updates (`ChatWork`)."""

    async def work() -> None:
        try:
            await show()
        except ChatMigrated as moved:  # upgraded before its migrate message was handled
            await move_game(app.bot, app.bot_data, place.chat_id, moved.new_chat_id)
        except Forbidden as exc:  # the bot can no longer speak there: nobody sees the games
            log.warning(
                "chat closed to the bot: its games are cancelled",
                extra={**place_fields(place), "error": str(exc)},
            )
            await _cancel(app, place.chat_id)
        except (RobinsonError, TelegramError) as exc:
            log.warning("timers could not reach", extra={**place_fields(place), "error": str(exc)})
        except Exception:
            log.exception("timers could not show", extra=place_fields(place))

    app.bot_data.chat_work.start_in(app.update_processor, place.chat_id, work)


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
    taken = 0
    for place in await reveals.overdue(games.clock()):
        if not await reveals.shown(place):
            continue  # another process took it
        in_chat(app, place, partial(_reveal, app, place))
        taken += 1
    return taken


async def delete_overdue_replies(app: App) -> None:
    """Delete the replies whose time passed unseen (their process restarted or died)."""
    state = app.bot_data
    for chat_id, message_id in await state.replies.overdue(state.games.clock()):
        state.chat_work.start_in(
            app.update_processor,
            chat_id,
            partial(delete_reply, state, app.bot, chat_id, message_id),
        )


async def _reveal(app: App, place: Place) -> None:
    """Show the game at `place` as it stands."""
    loaded = await app.bot_data.games.fetch(place)
    if loaded is not None:
        lang = await app.bot_data.langs.of_place(place)
        data, ids = loaded.session.data, loaded.messages
        await show_session(app.bot, app.bot_data, data, lang, messages=ids, game=loaded.view)


async def as_it_stands(app: App, place: Place, fired: Result) -> Result | None:
    """The clock's `fired` result on the game as stored now; None once a move followed it.

    The move that followed was shown by whoever made it: drawing `fired` now would take the
    board back a step. A game the clock ended is archived: nothing can follow it.
    """
    if fired.ended:
        return fired
    loaded = await app.bot_data.games.fetch(place)
    if loaded is None:
        return None
    then, now = fired.session.data, loaded.session.data
    if now.game_id != then.game_id or _step(now) != _step(then):
        return None
    return Result(loaded.session, fired.outcome, loaded.messages)


def _step(data: SessionData) -> int | None:
    """The game's engine step (every roll and choice is one), None before it starts."""
    return data.engine.step if data.engine is not None else None


async def _tell(app: App, place: Place, fired: Result) -> None:
    """Post a reminder that mentions the mover (in the game's topic), or show the timed-out turn."""
    result = await as_it_stands(app, place, fired)
    if result is None:
        return
    data = result.session.data
    lang = await app.bot_data.langs.of_place(place)
    remind = next((n for n in result.outcome.notices if n.code == "remind"), None)
    if remind is not None and remind.args.get("user_id") is not None and place.is_inline:
        view = reminder_view(data, lang, result.view, result.messages.questions)
        await show(app.bot, app.bot_data, data, view)  # no new message
        return
    if remind is not None and remind.args.get("user_id") is not None:
        nudged = result.messages.reminder is not None  # pinged already: once (play-test 75)
        await replace_ping(app.bot, app.bot_data, data, result.messages)
        await send_ping(app.bot, app.bot_data, data, result.messages, lang, quiet=nudged)
        return
    await show_result(app.bot, app.bot_data, result, lang, summary=True)
