"""The person a swap sends back (R23) is told so in a new message that mentions them."""

from __future__ import annotations

import html
from collections.abc import Sequence

from telegram import Bot
from telegram.constants import ParseMode

from engine import BOARD, Event, Swapped, SwapPlaces
from fsm import SessionData
from i18n import t
from tgbot.appstate import AppState
from tgbot.outbox.live import send_to
from tgbot.render.common import seat_names
from tgbot.render.end import mention

SWAP_FIELD = BOARD.fields(SwapPlaces)[0]  # where the one sent back lands


async def tell_swapped(
    bot: Bot, state: AppState, data: SessionData, events: Sequence[Event], lang: str
) -> None:
    """In a group, mention each person a swap sent back (an edit would not notify them)."""
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
        await send_to(bot, state, data, text, parse_mode=ParseMode.HTML)
