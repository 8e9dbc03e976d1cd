"""🚪 Leave and ✖️ Cancel under a running inline game, each asked once more in place (the
question is its asker's, a cancel's the host's: another's ✅ or ↩️ is told whose it is).

They sit one row under 🎲 Roll on every turn, where a thumb aimed at Roll lands: the first
tap turns their row into ✅ Leave (Cancel) the game · ↩️ Play on, and only ✅ does it. In the
lobby, ✖️ Cancel ends it at once (nothing is lost there).
"""

from __future__ import annotations

from telegram import Update

from fsm import Cancel, Leave, Loaded, Messages, Refused, RefusedAtTable, SessionData
from i18n import t
from tgbot.appstate import Context
from tgbot.chat.callbacks import Callback, Op
from tgbot.chat.origin import place_of
from tgbot.handlers.common import act, actor_of, publish
from tgbot.outbox.inline_edits import show_inline
from tgbot.outbox.live import host_name, seated_name, show_session
from tgbot.outbox.show import acknowledge, answer_lang, chat_lang, quoted, tell, tell_text
from tgbot.render.inline import inline_game_view
from tgbot.render.menus import leave_question, question_key

EXIT_OPS = frozenset({Op.QUIT, Op.QUIT_SURE, Op.CANCEL_SURE, Op.PLAY_ON})
NO_MESSAGE = 0  # an inline game's question is kept with no message of its own: the board asks it


async def on_exit_button(update: Update, context: Context, callback: Callback) -> None:
    """🚪, ✖️ under a running game (the latter through `cancel_game`), ✅ or ↩️."""
    loaded = await _running(update, context, callback)
    actor, session = actor_of(update), loaded.session
    seated = session.is_in_race(seat=session.seat_of(actor))  # who left has no 🚪
    data = session.data
    match callback.op:
        case Op.QUIT | Op.QUIT_SURE if not seated:
            raise RefusedAtTable("not_in_game", data)  # one who left hears so
        case Op.QUIT_SURE | Op.PLAY_ON if callback.args and callback.args[0] != str(actor.user_id):
            # another's ✅ or ↩️ under a leave's question: it stays theirs (play-tests 7, 10)
            asker = seated_name(data, int(callback.args[0]))
            await tell(update, context, "toast-question-for", name=asker)
        case Op.QUIT_SURE:  # their own ✅
            result = await act(update, context, Leave(actor), callback.game_id, loaded=loaded)
            await tell(update, context, "toast-you-left")  # as in a chat
            await _answered(context, data, result.messages, question_key(actor.user_id))
            await publish(update, context, result)
        case Op.QUIT:  # their own 🚪: they are asked
            await _ask(update, context, loaded, Op.QUIT)
        case Op.CANCEL_SURE if not callback.args and not data.hosted_by(actor.user_id):
            await tell(update, context, "toast-only-host-inline", name=host_name(data))
        case Op.PLAY_ON if not callback.args and not data.hosted_by(actor.user_id):
            # a cancel's ↩️ is the host's to press (play-test 35: it was told only the host may
            # cancel, to one who wanted to play on)
            await tell(update, context, "toast-question-for", name=host_name(data))
        case Op.CANCEL_SURE:
            await _cancel(update, context, callback, loaded)
        case _:  # ↩️ Play on: the game's own row back
            await acknowledge(update)
            asked_by = int(callback.args[0]) if callback.args else None
            await _answered(context, data, loaded.messages, question_key(asked_by))
            lang = await chat_lang(update, context)
            await show_session(
                context.bot, context.bot_data, data, lang, messages=loaded.messages,
                game=loaded.view,
            )  # fmt: skip


async def cancel_game(update: Update, context: Context, callback: Callback) -> None:
    """✖️ Cancel: an inline lobby ends at once; a running game's host is asked once more; anyone
    else is told who may."""
    loaded = await context.bot_data.games.fetch(place_of(update))
    if loaded is None or not loaded.view.racing:
        await _cancel(update, context, callback, loaded)
        return
    data = loaded.session.data
    if not data.hosted_by(actor_of(update).user_id):
        await tell(update, context, "toast-only-host-inline", name=host_name(data))
        return
    await _ask(update, context, loaded, Op.CANCEL)


async def _running(update: Update, context: Context, callback: Callback) -> Loaded:
    """The running game the press belongs to (else 'old game', or 'not running')."""
    loaded = await context.bot_data.games.fetch(place_of(update))
    if loaded is None or loaded.session.data.game_id != callback.game_id:
        raise Refused("old_game")
    if not loaded.view.racing:
        raise Refused("not_running")
    return loaded


ASKED = {
    Op.QUIT: ("toast-sure-leave", "btn-sure-leave"),
    Op.CANCEL: ("toast-sure-cancel", "btn-sure-cancel"),
}


async def _ask(update: Update, context: Context, loaded: Loaded, op: Op) -> None:
    """Turn the 🚪 ✖️ row into its question, and say in a toast what ✅ will do: the toast in
    its reader's language quotes the button as the message shows it where that is the
    reader's language too, else only its ✅ (a Danish toast quoting '✅ Leave the game' read
    as a translation gone wrong: play-test 3, finding 7)."""
    data, lang = loaded.session.data, await chat_lang(update, context)
    reader = await answer_lang(update, context)
    toast, label = ASKED[op]
    button = await quoted(update, context, label)
    asker = actor_of(update).user_id
    toast = leave_question(data, asker) if op is Op.QUIT else toast
    pot = data.engine.pot if data.engine else 0
    await tell_text(update, context, t(reader, toast, button=button, pot=pot))
    view = inline_game_view(data, lang, game=loaded.view, confirm=op, asker=asker)
    await show_inline(context.bot, context.bot_data, data, view)
    key = question_key(asker if op is Op.QUIT else None)  # kept till answered, one at a time
    for other in set(loaded.messages.questions) - {key}:
        await _answered(context, data, loaded.messages, other)
    await context.bot_data.messages.keep_question(data.place, data.game_id, key, NO_MESSAGE)


async def _answered(context: Context, data: SessionData, messages: Messages, key: str) -> None:
    """The question kept under `key` is answered (or replaced): the board no longer asks it."""
    if messages.questions.pop(key, None) is not None:
        await context.bot_data.messages.keep_question(data.place, data.game_id, key, None)


async def _cancel(
    update: Update, context: Context, callback: Callback, loaded: Loaded | None
) -> None:
    """The host (or, in a lobby, whoever may) ends the game as `loaded` (not loaded again):
    no result, the standings shown."""
    command = Cancel(actor_of(update))
    result = await act(update, context, command, callback.game_id, loaded=loaded)
    await acknowledge(update)
    await publish(update, context, result)
