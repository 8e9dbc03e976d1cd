"""A game is already here: /new, 🏝 New game, the solo menu or an old Play again point at it."""

from __future__ import annotations

from telegram import Update

from fsm import MIN_SEATS, Loaded
from i18n import t
from tgbot.appstate import Context
from tgbot.handlers.common import actor_of
from tgbot.outbox.live import show_session
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
    if not loaded.view.in_lobby:
        await tell_text(update, context, t(lang, "lobby-game-running"))
        here = await chat_lang(update, context)
        await show_session(
            context.bot, context.bot_data, data, here, fresh=True, messages=ids, game=loaded.view
        )
        return
    pressed = update.callback_query is not None  # the lobby then comes down, below the press
    join = "lobby-exists-below" if pressed else "lobby-exists"  # (play-test 17)
    actor = actor_of(update)
    here = await chat_lang(update, context)  # the lobby's: its buttons are named so
    if session.seat_of(actor) is None:  # (play-test 26: »Vær med« under "✋ Включвам се")
        text = t(lang, join, button=t(here, "btn-join"))
    else:  # the host is not told to wait for the host (play-test 26), nor to start alone
        seated = "lobby-already-host" if data.host == actor.user_id else "lobby-already-seated"
        text = t(lang, seated, button=t(here, "btn-start"))
        if len(data.seats) < MIN_SEATS:  # (play-test 27: ▶️ then said "not enough players")
            text = f"{text} {t(lang, 'lobby-too-few', min=MIN_SEATS)}"
    if pressed:
        await acknowledge(update, text)
        await show_session(
            context.bot, context.bot_data, data, here, fresh=True, messages=ids, game=loaded.view
        )
        return
    await post(context.bot, data.chat_id, text, topic_id=data.topic_id, quoting=ids.live)


def pressed_its_board(update: Update, loaded: Loaded) -> bool:
    """Whether the press is on the game's own live message (the solo menu that became its
    board): a second tap of what started it."""
    query = update.callback_query
    message = query.message if query is not None else None
    return message is not None and message.message_id == loaded.messages.live
