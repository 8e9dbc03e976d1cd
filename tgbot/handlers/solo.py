"""The solo menu of a private chat: how many computer opponents, how strong; then the game.
And the board those games use, chosen under /settings."""

from __future__ import annotations

from telegram import Chat, Message, Update

from fsm import COMPUTER_NAMES, DiceSource, GameSettings, Refused, Seat, Start
from i18n import default_field12, t
from tgbot.appstate import Context
from tgbot.chat.callbacks import Callback, Op
from tgbot.chat.origin import place_of
from tgbot.handlers.common import actor_of, publish, shown_on_message
from tgbot.handlers.existing import pressed_its_board
from tgbot.handlers.lobby import open_lobby, solo_board
from tgbot.outbox.menus import delete_pressed, edit_pressed
from tgbot.outbox.show import acknowledge, chat_lang
from tgbot.render.menus import (
    after_colon,
    solo_policies,
    solo_strength_view,
    solo_view,
    value_label,
)
from tgbot.render.welcome import solo_settings_view


async def on_solo_button(update: Update, context: Context, callback: Callback) -> None:
    """The solo menu: how many opponents, then how strong (or ⬅️ back); then the game starts.

    Its buttons work only in a private chat, on the menu message that shows them. The game's
    lobby is never shown (nobody is asked to join): the menu itself becomes the board (a
    picture board is posted and the menu deleted).
    """
    chat, query = update.effective_chat, update.callback_query
    if chat is None or query is None or chat.type != Chat.PRIVATE:
        raise Refused("refused")
    if not shown_on_message(update):
        raise Refused("refused")
    lang = await chat_lang(update, context)
    if callback.op is Op.SOLO_BOARD:
        await _choose_board(update, context, lang, callback.args[0])
        return
    if callback.op is Op.SOLO_BACK:  # how many opponents again (play-test 23)
        await acknowledge(update)
        await edit_pressed(update, solo_view(lang))
        return
    count = int(callback.args[0])
    if callback.op is Op.SOLO:
        if await context.bot_data.games.fetch(place_of(update)) is not None:
            await delete_pressed(update)  # a game began since this menu (play-test 10)
            raise Refused("game_running")
        await acknowledge(update)
        await edit_pressed(update, solo_strength_view(lang, count))
        return
    actor = actor_of(update)
    await context.bot_data.langs.keep_telegram(update.effective_user)  # for the clock's views
    board = await solo_board(context, update.effective_user)
    settings = GameSettings(default_field12(lang), turn_timeout=0, dice=DiceSource.BOT, board=board)
    policies = solo_policies(callback.args[1], count)
    computers = [Seat(n, None, p) for n, p in zip(COMPUTER_NAMES, policies, strict=False)]
    seats = [Seat(actor.name, actor.user_id), *computers]
    opened = await open_lobby(update, context, settings, seats, shown=False)
    if opened is None or not isinstance(query.message, Message):
        if opened is not None:  # None: pointing at the live game answered the press
            await acknowledge(update)
        loaded = await context.bot_data.games.fetch(place_of(update))
        if loaded is None or not pressed_its_board(update, loaded):  # not a double tap
            await delete_pressed(update)  # gone already: left so
        return
    await acknowledge(update)
    place, game = place_of(update), opened.session.data.game_id
    result = await context.bot_data.games.act(place, Start(actor), game_id=game)
    menu = query.message.message_id
    await context.bot_data.messages.keep(place, game, live=menu, photo=False)
    result.messages.live, result.messages.photo = menu, False
    await publish(update, context, result)


async def _choose_board(update: Update, context: Context, lang: str, board: str) -> None:
    """/settings' board for the person's games against the computer, from the next one on: told
    as a setting's change is, the menu's ✅ moved."""
    user = update.effective_user
    if user is None:
        raise Refused("refused")
    await context.bot_data.repos.prefs.set_user_board(user.id, board)
    value = after_colon(value_label(lang, "board", board))
    await acknowledge(
        update, t(lang, "settings-changed", setting=t(lang, "settings-board"), value=value)
    )
    await edit_pressed(update, solo_settings_view(lang, board))
