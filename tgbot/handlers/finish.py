"""⏩ Finish for me: the last person left in a game has the rest of their turns played at once."""

from __future__ import annotations

from telegram import Update

from fsm import FinishForMe
from tgbot.appstate import Context
from tgbot.chat.callbacks import Callback
from tgbot.handlers.common import act, actor_of, publish
from tgbot.outbox.show import acknowledge


async def on_finish(update: Update, context: Context, callback: Callback) -> None:
    """Play the rest of the game in one command (one load, one save); show one summary."""
    command = FinishForMe(actor_of(update), callback.game_id, callback.step)
    result = await act(update, context, command, callback.game_id)
    await acknowledge(update)
    await publish(update, context, result, summary=True)
