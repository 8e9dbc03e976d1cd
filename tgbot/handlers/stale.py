"""A press of a moment gone by: the game shown as it stands where its message lags, and the
presser answered as they would expect."""

from __future__ import annotations

from telegram import Update

from fsm import Loaded, Refused
from tgbot.appstate import Context
from tgbot.chat.callbacks import Callback
from tgbot.chat.origin import is_inline, place_of
from tgbot.handlers.common import actor_of, shown_on_message
from tgbot.outbox.inline_edits import edit_key
from tgbot.outbox.live import show_session
from tgbot.outbox.show import acknowledge, chat_lang, tell
from tgbot.render.story import mover, turns_of


async def refresh(
    update: Update, context: Context, callback: Callback
) -> tuple[Loaded | None, bool]:
    """A button of the live message, a step behind the stored game: show the stored game,
    unless its newest edit from here shows that step already (a double tap). The game as
    loaded (None for a press of no game here: another game's, or forged) and whether it was
    shown anew.

    Only a real button on the game's own live message counts (the message lags the game,
    e.g. after a crash); any other stale or forged press changes nothing. An inline game's
    message is its place: a press there is always on it.
    """
    query = update.callback_query
    message = query.message if query is not None else None
    inline = is_inline(update)
    if not inline and (message is None or not shown_on_message(update)):
        return None, False
    loaded = await context.bot_data.games.fetch(place_of(update))
    if loaded is None or loaded.session.data.game_id != callback.game_id:
        return None, False
    data, ids, game = loaded.session.data, loaded.messages, loaded.view
    live = inline or (message is not None and ids.live == message.message_id)
    if not game.racing or not live or game.step is None or callback.step >= game.step:
        return loaded, False
    key = edit_key(data) if inline else (data.chat_id, ids.live or 0)
    if context.bot_data.edits.step_shown(key) == game.step:
        return loaded, False
    lang = await chat_lang(update, context)
    await show_session(context.bot, context.bot_data, data, lang, messages=ids, game=game)
    return loaded, True


async def answer_stale(
    update: Update, context: Context, loaded: Loaded, refused: Refused, *, refreshed: bool
) -> None:
    """A seated person's press of a moment gone by: the one whose move it played hears
    nothing new while the board shows that move already (their double tap: the move's toast
    stays), the one whose turn it is now is told so; anyone else, 'already done'."""
    session = loaded.session
    seat = session.seat_of(actor_of(update))
    turns = turns_of(session.data.last_events)
    if seat is not None and turns and mover(turns[0]) == seat and not refreshed:
        await acknowledge(update)
    elif seat is not None and loaded.view.racing and session.engine.current == seat:
        await tell(update, context, "toast-now-your-turn")
    else:
        raise refused
