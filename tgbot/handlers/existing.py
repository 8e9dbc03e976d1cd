"""A game is already here: /new, 🏝 New game, the solo menu or an old Play again point at it."""

from __future__ import annotations

import time

from telegram import Update

from fsm import MIN_SEATS, Loaded
from i18n import t
from tgbot.appstate import Context
from tgbot.handlers.common import actor_of
from tgbot.outbox.live import host_name, show_session
from tgbot.outbox.replies import post
from tgbot.outbox.show import acknowledge, answer_lang, chat_lang, tell_text


async def point_at_game(update: Update, context: Context, loaded: Loaded) -> None:
    """Say what is here and bring it where it is seen.

    A running game: "a game is running", and its board posted anew at the bottom. A lobby:
    its seated person is told they are in; anyone else to press Join on it, which a message
    quotes and a toast brings down to the bottom. A press on the game's own board (the solo
    menu it became, tapped twice) is answered, nothing more.
    """
    session, ids = loaded.session, loaded.messages
    data = session.data
    if pressed_its_board(update, loaded):  # a double tap: the first press made it the board
        await acknowledge(update)
        return
    lang = await answer_lang(update, context)
    here = await chat_lang(update, context)  # the board's (a lobby's buttons are named in it)
    if not loaded.view.in_lobby:
        running = t(lang, "lobby-game-running")
        if update.callback_query is None:  # /new: how this one ends (play-test 34)
            yours = data.hosted_by(actor_of(update).user_id)
            end = t(lang, "lobby-running-end-yours") if yours else t(
                lang, "lobby-running-end-host", name=host_name(data))  # fmt: skip
            running = f"{running} {end}"
        await tell_text(update, context, running)
        await bring_down(update, context, loaded, here)
        return
    pressed = update.callback_query is not None  # the lobby then comes down, below the press
    below = pressed or ids.live is None  # its message then comes (play-test 17), or never went
    join = "lobby-exists-below" if below else "lobby-exists"  # out: it comes now
    actor = actor_of(update)
    if session.seat_of(actor) is None:  # (play-test 26: »Vær med« under "✋ Включвам се")
        text = t(lang, join, button=t(here, "btn-join"))
    else:  # the host is not told to wait for the host (play-test 26), nor to start alone
        seated = "lobby-already-host" if data.host == actor.user_id else "lobby-already-seated"
        text = t(lang, seated, button=t(here, "btn-start"))
        if len(data.seats) < MIN_SEATS:  # (play-test 27: ▶️ then said "not enough players")
            text = f"{text} {t(lang, 'lobby-too-few', min=MIN_SEATS)}"
    if pressed:
        await acknowledge(update, text)
        await bring_down(update, context, loaded, here)
        return
    await post(context.bot, data.chat_id, text, topic_id=data.topic_id, quoting=ids.live)
    if ids.live is None:  # its message never went out: posted now, to press on
        await bring_down(update, context, loaded, here)


def pressed_its_board(update: Update, loaded: Loaded) -> bool:
    """Whether the press is on the game's own live message (the solo menu that became its
    board): a second tap of what started it."""
    query = update.callback_query
    message = query.message if query is not None else None
    return message is not None and message.message_id == loaded.messages.live


BROUGHT_DOWN = 60.0  # seconds in which the same old message pressed again leaves the board be


async def bring_down(update: Update, context: Context, loaded: Loaded, lang: str) -> None:
    """The game's board (or lobby) posted anew at the bottom in `lang`; not again for the same old
    message pressed again within `BROUGHT_DOWN` seconds while the board it brought down is
    still the live one with no reply under it (play-test 28: each tap of an old Play again
    posted the board once more, a new photo and a notification for the whole group)."""
    state, ids, data = context.bot_data, loaded.messages, loaded.session.data
    query, now = update.callback_query, time.monotonic()
    pressed = query.message.message_id if query is not None and query.message else None
    last = state.brought_down.get((data.place, pressed)) if pressed is not None else None
    recent = last is not None and last[0] == ids.live and now - last[1] < BROUGHT_DOWN
    if recent and not ids.below:
        return
    await show_session(context.bot, state, data, lang, fresh=True, messages=ids, game=loaded.view)
    if pressed is not None and ids.live is not None:
        state.brought_down.put((data.place, pressed), (ids.live, now))
