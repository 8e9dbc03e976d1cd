"""Every button press comes here first: parse the data, then hand it to its feature."""

from __future__ import annotations

from telegram import Message, Update

from tgbot.appstate import Context
from tgbot.callbacks import BadCallback, Op, parse
from tgbot.feedback import tell
from tgbot.handlers.common import guarded
from tgbot.handlers.finish import on_finish
from tgbot.handlers.info import on_board_button
from tgbot.handlers.inline import on_inline_button
from tgbot.handlers.language import on_lang_button
from tgbot.handlers.lobby import on_lobby_button, on_solo_button
from tgbot.handlers.play_again import on_play_again
from tgbot.handlers.turn import on_turn_button
from tgbot.handlers.welcome import on_welcome_button

TURN_OPS = {Op.ROLL, Op.MOVE, Op.SWAP, Op.PARROT}
SOLO_OPS = {Op.SOLO, Op.SOLO_STRENGTH}
WELCOME_OPS = {Op.NEW, Op.RULES, Op.RULE_PART, Op.LANG_MENU, Op.WELCOME_LANG}


@guarded
async def on_button(update: Update, context: Context) -> None:
    """Route a callback query; forged or unknown data gets a toast and changes nothing."""
    query = update.callback_query
    if query is None:
        return
    try:
        callback = parse(query.data)
    except BadCallback:
        await tell(update, context, "toast-unknown-button")
        return
    if query.inline_message_id:  # a game played in a message sent inline
        await on_inline_button(update, context, callback)
        return
    if not isinstance(query.message, Message) or update.effective_chat is None:
        await tell(update, context, "toast-unknown-button")  # an inline or inaccessible message
        return
    if callback.op in TURN_OPS:
        await on_turn_button(update, context, callback)
    elif callback.op in SOLO_OPS:
        await on_solo_button(update, context, callback)
    elif callback.op is Op.LANG:
        await on_lang_button(update, context, callback)
    elif callback.op in WELCOME_OPS:
        await on_welcome_button(update, context, callback)
    elif callback.op is Op.BOARD:
        await on_board_button(update, context, callback)
    elif callback.op is Op.FINISH:
        await on_finish(update, context, callback)
    elif callback.op is Op.AGAIN:
        await on_play_again(update, context, callback)
    else:
        await on_lobby_button(update, context, callback)
