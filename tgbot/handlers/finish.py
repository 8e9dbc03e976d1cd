"""⏩ Finish for me: the last person left in a game has the rest of their turns played at once."""

from __future__ import annotations

from telegram import Update

from fsm import FinishForMe, Loaded, Refused
from tgbot.appstate import Context
from tgbot.chat.callbacks import Callback
from tgbot.chat.origin import place_of
from tgbot.handlers.common import act, actor_of, publish
from tgbot.outbox.show import acknowledge, quoted, tell

FINISH_CONFIRM = 15.0  # seconds in which a second ⏩ confirms the first


async def on_finish(update: Update, context: Context, callback: Callback) -> None:
    """⏩ tapped twice: the first only asks, in a toast (play-test 25: one slip of the thumb
    off 🎲 Roll, just above, played the rest of a game); the second, within `FINISH_CONFIRM`
    seconds on the same board, plays the rest in one command (one load, one save) and shows
    one summary. The game is loaded once for all three: asking, playing or refusing."""
    loaded = await context.bot_data.games.fetch(place_of(update))
    if _asks(update, context, callback, loaded):  # the button named as the board shows it
        button = await quoted(update, context, "btn-finish-for-me")  # (play-test 28)
        await tell(update, context, "toast-finish-sure", button=button)
        return
    command = FinishForMe(actor_of(update), callback.game_id, callback.step)
    try:
        result = await act(update, context, command, callback.game_id, loaded=loaded)
    except Refused as refused:  # a board gone by: not "already done" to whose turn it is
        if refused.code != "stale" or not _mover_now(update, loaded):  # (play-test 44)
            raise
        await tell(update, context, "toast-now-your-turn")
        return
    await acknowledge(update)
    await publish(update, context, result, summary=True)


def _mover_now(update: Update, loaded: Loaded | None) -> bool:
    """Whether the presser is whose turn it is in the running game `loaded` (a ⏩ of the board
    before their own roll, pressed while its die still spun: play-test 44)."""
    if loaded is None or not loaded.view.racing:
        return False
    return loaded.session.seat_of(actor_of(update)) == loaded.view.mover


def _asks(update: Update, context: Context, callback: Callback, loaded: Loaded | None) -> bool:
    """Whether this ⏩ is its mover's first on this board of the game `loaded` (it then asks);
    a second confirms, and a tap the game would refuse goes on to be refused, in its words."""
    state, place, actor = context.bot_data, place_of(update), actor_of(update)
    recent = state.recent_moves
    if recent.confirms(place, actor.user_id, callback.step, FINISH_CONFIRM):
        return False
    if loaded is None or loaded.session.data.game_id != callback.game_id:
        return False
    view = loaded.view  # the machine's answers: whose turn, and whether ⏩ may be pressed
    if not view.may_finish or view.step != callback.step:
        return False
    if view.mover is None or loaded.session.seat_of(actor) != view.mover:
        return False
    recent.asked(place, actor.user_id, callback.step)
    return True
