"""⏩ Finish for me: the last person left in a game has the rest of their turns played at once."""

from __future__ import annotations

from telegram import Update

from fsm import FinishForMe
from tgbot.appstate import Context
from tgbot.chat.callbacks import Callback
from tgbot.handlers.common import act, actor_of
from tgbot.outbox.ending import present
from tgbot.outbox.feedback import acknowledge, chat_lang
from tgbot.outbox.live import clear_reminder


async def on_finish(update: Update, context: Context, callback: Callback) -> None:
    """Play the rest of the game in one command (one load, one save); show one summary."""
    command = FinishForMe(actor_of(update), callback.game_id, callback.step)
    result = await act(update, context, command, callback.game_id)
    await acknowledge(update)
    lang = await chat_lang(update, context)
    data, outcome = result.session.data, result.outcome
    await present(
        context.bot, context.bot_data, data, lang, outcome.notices, messages=result.messages
    )
    await clear_reminder(context.bot, context.bot_data, result)
