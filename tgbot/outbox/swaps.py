"""The person a swap sends back (R23) is told so in a new message that mentions them, deleted
once their next roll shows they saw the board, or when the game ends (play-test 70: it stood
between the final board and the ending)."""

from __future__ import annotations

import contextlib
import html
from collections.abc import Sequence

from telegram import Bot
from telegram.constants import ParseMode
from telegram.error import TelegramError

from engine import BOARD, Event, Rolled, Swapped, SwapPlaces
from fsm import Messages, Result, SessionData
from i18n import t
from tgbot.appstate import AppState
from tgbot.outbox.live import send_to
from tgbot.render.common import seat_names
from tgbot.render.end import mention

SWAP_FIELD = BOARD.fields(SwapPlaces)[0]  # where the one sent back lands


async def tell_swapped(
    bot: Bot,
    state: AppState,
    data: SessionData,
    events: Sequence[Event],
    lang: str,
    messages: Messages,
) -> None:
    """In a group, mention each person a swap sent back (an edit would not notify them); keep
    the message, one per person (an older one for them goes)."""
    if data.chat_id > 0 or data.inline_id is not None:  # the story tells it (no new message)
        return
    names = seat_names(data, lang, full=True)  # a message of its own: whole names
    for event in events:
        if not isinstance(event, Swapped) or data.seats[event.other].user_id is None:
            continue
        text = t(
            lang,
            "swap-told",
            name=mention(data, event.other, lang, full=True),
            mover=html.escape(names[event.seat]),
            field=SWAP_FIELD,
        )
        sent = await send_to(bot, state, data, text, parse_mode=ParseMode.HTML)
        if sent is None:
            continue
        await _deleted(bot, data, messages.swaps.pop(event.other, None))
        messages.swaps[event.other] = sent.message_id
        await state.messages.keep_swap(data.place, data.game_id, event.other, sent.message_id)


async def clear_swapped(bot: Bot, state: AppState, result: Result) -> None:
    """Delete the swap messages of the people who rolled since (they saw the board), or all
    of them once the game ended."""
    data, swaps = result.session.data, result.messages.swaps
    rolled = {event.seat for event in result.outcome.events if isinstance(event, Rolled)}
    for seat in [seat for seat in swaps if result.ended or seat in rolled]:
        await _deleted(bot, data, swaps.pop(seat))
        if not result.ended:  # an ended game's ids went with it
            await state.messages.keep_swap(data.place, data.game_id, seat, None)


async def _deleted(bot: Bot, data: SessionData, message_id: int | None) -> None:
    """Delete a swap's message, if there is one and it is still there."""
    if message_id is not None:
        with contextlib.suppress(TelegramError):  # someone may have deleted it already
            await bot.delete_message(data.chat_id, message_id)
