"""The lobby: /new, /join, /leave, /begin, /cancel, /settings, its buttons; solo games."""

from __future__ import annotations

from telegram import Chat, Update

from fsm.commands import AddComputer, Cancel, ClaimYoungest, Configure, Join, Leave, Start
from fsm.data import GameSettings, Seat
from fsm.exceptions import Refused
from fsm.session import COMPUTER_NAMES
from i18n import default_field12
from tgbot.appstate import Context
from tgbot.callbacks import Callback, Op
from tgbot.feedback import chat_lang
from tgbot.handlers.common import act, actor_of, guarded, is_chat_admin, publish
from tgbot.live import host_name, show, view_of
from tgbot.places import place_of
from tgbot.privacy import own_dice_arrive
from tgbot.render.lobby import add_computer_view
from tgbot.render.menus import settings_view, solo_strength_view, solo_view

MAX_SOLO_OPPONENTS = 5


@guarded
async def new_game(update: Update, context: Context) -> None:
    """/new: a lobby in a group, the solo menu in a private chat."""
    chat = update.effective_chat
    lang = await chat_lang(update, context)
    if chat is None or update.effective_message is None:
        return
    if chat.type == Chat.PRIVATE:
        view = solo_view(lang)
        await update.effective_message.reply_text(view.text, reply_markup=view.keyboard)
        return
    board = context.bot_data.settings.board
    settings = GameSettings(field12=default_field12(lang), board=board)
    await open_lobby(update, context, settings, None)


async def open_lobby(
    update: Update, context: Context, settings: GameSettings, seats: list[Seat] | None
) -> None:
    """Open a lobby and post it; if a game is live, point at it instead."""
    chat = update.effective_chat
    assert chat is not None
    place = place_of(update)
    games = context.bot_data.games
    lang = await chat_lang(update, context)
    own_dice = await own_dice_arrive(context.bot, chat, context.bot_data.reads_all_groups)
    try:
        result = await games.open_lobby(place, actor_of(update), settings, seats, own_dice=own_dice)
    except Refused:
        session = await games.load(place)
        if session is not None:
            await show(
                context.bot, context.bot_data, session.data, view_of(session.data, lang), fresh=True
            )
        raise
    await show(
        context.bot,
        context.bot_data,
        result.session.data,
        view_of(result.session.data, lang),
        fresh=True,
    )


@guarded
async def join(update: Update, context: Context) -> None:
    """/join: take a seat."""
    await publish(update, context, await act(update, context, Join(actor_of(update))))


@guarded
async def leave(update: Update, context: Context) -> None:
    """/leave: leave the lobby or the running game (R27)."""
    await publish(update, context, await act(update, context, Leave(actor_of(update))))


@guarded
async def begin(update: Update, context: Context) -> None:
    """/begin: start the game (host or admin)."""
    await publish(update, context, await act(update, context, Start(actor_of(update))))


@guarded
async def cancel(update: Update, context: Context) -> None:
    """/cancel: end the lobby or game without a result (host or admin)."""
    await publish(update, context, await act(update, context, Cancel(actor_of(update))))


async def on_lobby_button(update: Update, context: Context, callback: Callback) -> None:
    """A lobby button: run its command, or switch the lobby message to a menu."""
    actor = actor_of(update)
    match callback.op:
        case Op.JOIN:
            result = await act(update, context, Join(actor))
        case Op.LEAVE:
            result = await act(update, context, Leave(actor))
        case Op.YOUNGEST:
            result = await act(update, context, ClaimYoungest(actor))
        case Op.ADD_COMPUTER:
            result = await act(update, context, AddComputer(actor, callback.args[0]))
        case Op.SET:
            key, value = callback.args
            result = await act(update, context, Configure(actor, key, value))
            await _answer(update)
            await _show_menu(update, context, callback.game_id, Op.SETTINGS)
            return
        case Op.START:
            result = await act(update, context, Start(actor))
        case Op.CANCEL:
            result = await act(update, context, Cancel(actor))
        case Op.ADD_MENU | Op.SETTINGS | Op.BACK:
            await _show_menu(update, context, callback.game_id, callback.op)
            await _answer(update)
            return
        case _:
            raise Refused("refused")
    await _answer(update)
    await publish(update, context, result)


async def _answer(update: Update) -> None:
    """Answer the button press with no text (the message itself shows what changed)."""
    if update.callback_query is not None:
        await update.callback_query.answer()


async def _show_menu(update: Update, context: Context, game_id: str, menu: Op) -> None:
    """Show the lobby (BACK), its settings (SETTINGS) or computer-player menu (ADD_MENU)."""
    session = await context.bot_data.games.load(place_of(update))
    if session is None or session.data.game_id != game_id:
        raise Refused("old_game")
    data = session.data
    user = update.effective_user
    is_host = user is not None and user.id == data.host
    if menu is not Op.BACK and not is_host and not await is_chat_admin(update, context):
        raise Refused("not_host")
    lang = await chat_lang(update, context)
    if menu is Op.SETTINGS:
        view = settings_view(data, lang)
    elif menu is Op.ADD_MENU:
        view = add_computer_view(data, lang, host_name(data))
    else:
        view = view_of(data, lang)
    await show(context.bot, context.bot_data, data, view)


async def on_solo_button(update: Update, context: Context, callback: Callback) -> None:
    """The solo menu: how many opponents, then how strong; then the game starts at once."""
    lang = await chat_lang(update, context)
    query = update.callback_query
    assert query is not None
    count = int(callback.args[0])
    if not 1 <= count <= MAX_SOLO_OPPONENTS:
        raise Refused("refused")
    if callback.op is Op.SOLO:
        view = solo_strength_view(lang, count)
        await query.answer()
        await query.edit_message_text(view.text, reply_markup=view.keyboard)
        return
    policy = callback.args[1]
    actor = actor_of(update)
    settings = GameSettings(
        field12=default_field12(lang),
        turn_timeout=0,
        dice="bot",
        board=context.bot_data.settings.board,
    )
    computers = [Seat(name, None, policy) for name in COMPUTER_NAMES[:count]]
    await query.answer()
    await query.delete_message()
    await open_lobby(update, context, settings, [Seat(actor.name, actor.user_id), *computers])
    await publish(update, context, await act(update, context, Start(actor)))


@guarded
async def settings_command(update: Update, context: Context) -> None:
    """/settings: the lobby's settings menu (host or admin)."""
    session = await context.bot_data.games.load(place_of(update))
    if session is None:
        raise Refused("no_game")
    if session.phase is not session.phase.LOBBY:
        raise Refused("game_running")
    await _show_menu(update, context, session.data.game_id, Op.SETTINGS)
