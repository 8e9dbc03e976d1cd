"""The clock: reminders and timeouts from the Redis deadline index, in any live process."""

from __future__ import annotations

import asyncio
import html
import logging

from telegram.constants import ParseMode
from telegram.error import TelegramError

from fsm.exceptions import RobinsonError
from fsm.place import Place
from fsm.service import Result
from i18n import t
from tgbot.appstate import App
from tgbot.ending import present
from tgbot.live import clear_reminder, send_to

log = logging.getLogger("robinson.timers")


async def run_timers(app: App) -> None:
    """Fire due deadlines every `timer_interval` seconds until cancelled."""
    state = app.bot_data
    while True:
        await asyncio.sleep(state.settings.timer_interval)
        try:
            await fire_due(app)
        except RobinsonError as exc:
            log.warning("timers skipped a beat: %s", exc)
        except TelegramError as exc:
            log.warning("timers could not reach Telegram: %s", exc)


async def fire_due(app: App) -> int:
    """Fire every due deadline once; return how many fired."""
    fired = await app.bot_data.games.wake_due()
    for place, result in fired:
        await _tell(app, place, result)
    return len(fired)


async def _tell(app: App, place: Place, result: Result) -> None:
    """Post a reminder that mentions the mover (in the game's topic), or show the timed-out turn."""
    data = result.session.data
    lang = await app.bot_data.langs.of_chat_id(place.chat_id)
    remind = next((n for n in result.outcome.notices if n.code == "remind"), None)
    if remind is not None and remind.args.get("user_id") is not None:
        seat = remind.args["seat"]
        name = html.escape(data.seats[seat].name)
        mention = f'<a href="tg://user?id={remind.args["user_id"]}">{name}</a>'
        key = "remind-choice" if data.engine and data.engine.pending else "remind-turn"
        text = t(lang, key, name=mention)
        sent = await send_to(app.bot, app.bot_data, data, text, parse_mode=ParseMode.HTML)
        if sent is not None:
            await app.bot_data.games.attach(place, data.game_id, reminder_id=sent.message_id)
        return
    await present(app.bot, app.bot_data, data, lang, result.outcome.notices)
    await clear_reminder(app.bot, app.bot_data, result)
