"""Button routes: one `CallbackQueryHandler` per kind of button, each with its data's pattern.

`routes()` is the part of the handler list in `tgbot.app` that answers presses, in order: a
press on a message sent inline goes to the inline game; every other press to the feature
whose ops its data names; data no button of the bot carries gets the "unknown" toast.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Coroutine
from typing import Any

from telegram import Message, Update
from telegram.ext import CallbackQueryHandler

from fsm import Refused
from tgbot.appstate import Context
from tgbot.chat.callbacks import TURN_OPS, VERSION, BadCallback, Callback, Op, parse
from tgbot.handlers.common import guarded
from tgbot.handlers.confirm import CONFIRM_OPS, on_confirm_button
from tgbot.handlers.finish import on_finish
from tgbot.handlers.history import on_game_log
from tgbot.handlers.info import on_board_button
from tgbot.handlers.inline import on_inline_button
from tgbot.handlers.language import on_lang_button
from tgbot.handlers.lobby import on_lobby_button
from tgbot.handlers.play_again import on_play_again
from tgbot.handlers.solo import on_solo_button
from tgbot.handlers.turn import on_turn_button
from tgbot.handlers.welcome import on_welcome_button
from tgbot.outbox.show import tell

Feature = Callable[[Update, Context, Callback], Coroutine[Any, Any, None]]
Pressed = Callable[[Update, Context], Coroutine[Any, Any, None]]

SOLO_OPS = frozenset({Op.SOLO, Op.SOLO_STRENGTH, Op.SOLO_BACK, Op.SOLO_BOARD})
WELCOME_OPS = frozenset({Op.NEW, Op.RULES, Op.RULE_PART, Op.LANG_MENU, Op.WELCOME_LANG})
FEATURES: tuple[tuple[frozenset[Op], Feature], ...] = (
    (TURN_OPS, on_turn_button),
    (SOLO_OPS, on_solo_button),
    (frozenset({Op.LANG}), on_lang_button),
    (WELCOME_OPS, on_welcome_button),
    (frozenset({Op.BOARD}), on_board_button),
    (frozenset({Op.FINISH}), on_finish),
    (frozenset({Op.AGAIN}), on_play_again),
    (frozenset({Op.GAME_LOG}), on_game_log),
    (CONFIRM_OPS, on_confirm_button),
)
LOBBY_OPS = frozenset(Op).difference(*(ops for ops, _ in FEATURES))  # the lobby's own


def pattern(ops: frozenset[Op]) -> re.Pattern[str]:
    """The callback data of buttons doing one of `ops`: `r1|<op>` and its arguments."""
    names = "|".join(sorted(re.escape(op.value) for op in ops))
    return re.compile(rf"^{VERSION}\|(?:{names})(?:\||$)")


class InlinePressHandler(CallbackQueryHandler[Context, None]):
    """Presses on a message sent inline (they carry an inline_message_id, no message)."""

    def check_update(self, update: object) -> bool | object | None:
        """Only a callback query from an inline message."""
        if not isinstance(update, Update) or update.callback_query is None:
            return False
        return bool(update.callback_query.inline_message_id)


def press(feature: Feature, *, inline: bool = False) -> Pressed:
    """A handler that parses the press and hands it to `feature`: forged data, or a press on
    a message the bot cannot see, gets the "unknown button" toast and changes nothing; a
    button of a game no longer here, "old game" (not "no game here, start one"), and so does
    any press on an inline message with no game (there is no /new to point at there)."""

    @guarded
    async def pressed(update: Update, context: Context) -> None:
        query = update.callback_query
        if query is None:
            return
        try:
            callback = parse(query.data)
        except BadCallback:
            await tell(update, context, "toast-unknown-button")
            return
        if not inline and (not isinstance(query.message, Message) or not update.effective_chat):
            await tell(update, context, "toast-unknown-button")  # an inaccessible message
            return
        try:
            await feature(update, context, callback)
        except Refused as refused:
            if refused.code == "no_game" and (callback.game_id or inline):
                raise Refused("old_game") from refused  # its game ended: not "start one"
            raise

    pressed.__name__ = pressed.__qualname__ = f"pressed_{feature.__name__}"
    return pressed


@guarded
async def unknown(update: Update, context: Context) -> None:
    """Data that no button of the bot carries (forged, truncated, or from an old version)."""
    await tell(update, context, "toast-unknown-button")


def routes() -> list[CallbackQueryHandler[Context, None]]:
    """The button handlers in the order they are tried: inline, each feature, the rest."""
    features = [*FEATURES, (LOBBY_OPS, on_lobby_button)]
    return [
        InlinePressHandler(press(on_inline_button, inline=True)),
        *(CallbackQueryHandler(press(feature), pattern=pattern(ops)) for ops, feature in features),
        CallbackQueryHandler(unknown),
    ]
