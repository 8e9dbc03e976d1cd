"""The lobby: /new, /join, /leave, /begin, /cancel, /settings, its buttons; solo games."""

from __future__ import annotations

from telegram import Chat, Update, User

from engine import PolicyName
from fsm import (
    AddComputer,
    Cancel,
    ClaimYoungest,
    Command,
    Configure,
    GameSettings,
    Join,
    Leave,
    Loaded,
    Place,
    Refused,
    RefusedAtTable,
    RemoveComputer,
    RemovePlayer,
    Result,
    Seat,
    Session,
    SessionData,
    Start,
)
from i18n import default_field12, language_name, t
from tgbot.appstate import Context
from tgbot.chat.callbacks import Callback, Op, menu_under
from tgbot.chat.origin import is_inline, place_of
from tgbot.handlers.common import (
    act,
    actor_of,
    guarded,
    is_chat_admin,
    last_game,
    publish,
    shown_on_message,
    update_key,
)
from tgbot.handlers.existing import point_at_game
from tgbot.handlers.language import switch_chat_language
from tgbot.outbox.chat import own_dice_arrive
from tgbot.outbox.live import host_name, show, show_session
from tgbot.outbox.replies import reply
from tgbot.outbox.show import acknowledge, chat_lang, tell
from tgbot.render.common import View
from tgbot.render.lobby import add_computer_view, lobby_view, remove_computer_view
from tgbot.render.menus import (
    setting_values_view,
    settings_view,
    solo_view,
)
from tgbot.render.welcome import solo_settings_view

SHOWN_ONLY = frozenset(
    {Op.SETTING, Op.LOBBY_LANG, Op.REMOVE_MENU, Op.REMOVE_COMPUTER, Op.REMOVE_PERSON}
)


@guarded
async def new_game(update: Update, context: Context) -> None:
    """/new: a lobby in a group, the solo menu in a private chat."""
    await open_new(update, context)


async def open_new(update: Update, context: Context) -> bool:
    """A lobby in a group, the solo menu in a private chat (/new and 🏝 New game); False if a
    game here was pointed at instead (a button press is answered then)."""
    chat = update.effective_chat
    if chat is None or update.effective_message is None:
        return False
    lang = await context.bot_data.langs.claim_chat(chat, update.effective_user)  # it shows it
    if chat.type == Chat.PRIVATE:
        loaded = await context.bot_data.games.fetch(place_of(update))
        if loaded is not None and not loaded.view.in_lobby:  # no menu that leads nowhere
            await point_at_game(update, context, loaded)
            return False
        await reply(update, solo_view(lang))
        return True
    settings = await last_settings(context, place_of(update), lang)
    return await open_lobby(update, context, settings, None) is not None


async def last_settings(context: Context, place: Place, lang: str) -> GameSettings:
    """A new lobby's settings: the last game's here, as Play again keeps them (play-test 25:
    /new came back with 5 minutes a turn and the bot's dice a group had left), the fever
    rule the chat's language's unless the host chose it (R16); else the defaults."""
    last = await last_game(context, place)
    if last is not None:
        return last.settings.for_next_lobby(default_field12(lang))
    return GameSettings(default_field12(lang), board=context.bot_data.settings.board)


async def open_lobby(
    update: Update,
    context: Context,
    settings: GameSettings,
    seats: list[Seat] | None,
    *,
    shown: bool = True,
    cashier: int | None = None,
) -> Result | None:
    """Open a lobby and post it (unless not `shown`: a solo game starts at once); if a game
    is live, point at it instead (None; a button press is answered then). `cashier`: the
    last table's youngest, who stays the cashier (Play again)."""
    chat = update.effective_chat
    if chat is None:
        raise Refused("refused")
    place, games, once = place_of(update), context.bot_data.games, update_key(update, context)
    own_dice = await own_dice_arrive(context.bot, chat, context.bot_data.reads_all_groups)
    try:
        result = await games.open_lobby(
            place,
            actor_of(update),
            settings,
            seats,
            own_dice=own_dice,
            update=once,
            cashier=cashier,
        )
    except Refused as refused:
        loaded = await games.fetch(place) if refused.code == "game_exists" else None
        if loaded is None:
            raise
        await point_at_game(update, context, loaded)
        return None
    if shown:
        data = result.session.data
        lang = await chat_lang(update, context)
        await show_session(
            context.bot,
            context.bot_data,
            data,
            lang,
            fresh=True,
            messages=result.messages,
            game=result.view,
        )
    return result


@guarded
async def join(update: Update, context: Context) -> None:
    """/join: take a seat."""
    await publish(update, context, await act(update, context, Join(actor_of(update))))


@guarded
async def begin(update: Update, context: Context) -> None:
    """/begin: start the game (host or admin)."""
    await publish(update, context, await act(update, context, Start(actor_of(update))))


async def on_lobby_button(update: Update, context: Context, callback: Callback) -> None:
    """A lobby button of this chat's lobby: run its command, or switch the message to a menu."""
    actor = actor_of(update)
    if callback.op in SHOWN_ONLY and not shown_on_message(update) and not is_inline(update):
        raise Refused("refused")  # these work only where the bot shows them (inline: unseen)
    match callback.op:
        case Op.JOIN:
            command: Command = Join(actor)
        case Op.LEAVE:
            command = Leave(actor, from_lobby=True)
        case Op.YOUNGEST:
            command = ClaimYoungest(actor)
        case Op.ADD_COMPUTER:
            command = AddComputer(actor, PolicyName(callback.args[0]))
        case Op.REMOVE_COMPUTER:
            command = RemoveComputer(actor, callback.args[0])
        case Op.REMOVE_PERSON:
            command = RemovePlayer(actor, int(callback.args[0]))
        case Op.LOBBY_LANG:
            await _switch_language(update, context, callback)
            return
        case Op.SET:
            key, value = callback.args
            await act(update, context, Configure(actor, key, value), callback.game_id)
            await acknowledge(update)
            await _show_menu(update, context, callback.game_id, Op.SETTINGS)
            return
        case Op.START:
            command = Start(actor)
        case Op.CANCEL:
            command = Cancel(actor, from_lobby=True)
        case Op.ADD_MENU | Op.REMOVE_MENU | Op.SETTINGS | Op.SETTING | Op.BACK:
            key = callback.args[0] if callback.args else ""
            await _show_menu(update, context, callback.game_id, callback.op, key)
            await acknowledge(update)
            return
        case _:
            raise Refused("refused")
    result = await act(update, context, command, callback.game_id)
    data, under = result.session.data, callback.args[0] if callback.args else ""
    menu = menu_under(under) if callback.op in (Op.JOIN, Op.LEAVE) else None
    if not result.view.in_lobby or data.hosted_by(actor.user_id):
        menu = None  # the host's menu stays open for the host only, and only in the lobby
    if callback.op is Op.LEAVE:  # the leaver is told, not only shown (play-test 44)
        await tell(update, context, "toast-you-left")
    elif menu is not None:  # told: the host's menu, kept open, shows no seats
        await tell(update, context, "toast-you-joined")
    else:
        await acknowledge(update)
    if menu is not None:  # the host's menu stays open (play-test 70)
        lang = await chat_lang(update, context)
        await show(context.bot, context.bot_data, data, _menu_view(context, data, lang, *menu))
        return
    await publish(update, context, result)


async def _lobby_for_host(
    update: Update, context: Context, game_id: str, loaded: Loaded | None = None
) -> Session:
    """This chat's lobby `game_id` (`loaded` if the caller has it, else loaded now), only for
    its host or a chat admin."""
    loaded = loaded or await context.bot_data.games.fetch(place_of(update))
    if loaded is None or loaded.session.data.game_id != game_id:
        raise Refused("old_game")
    if not loaded.view.in_lobby:
        raise Refused("game_running")
    session, user = loaded.session, update.effective_user
    is_host = user is not None and session.data.hosted_by(user.id)
    if not is_host and not await is_chat_admin(update, context):
        raise RefusedAtTable("not_host", session.data)  # an inline lobby's toast names the host
    return session


async def _show_menu(
    update: Update,
    context: Context,
    game_id: str,
    menu: Op,
    key: str = "",
    loaded: Loaded | None = None,
) -> None:
    """Show the lobby (BACK), its settings (SETTINGS), one setting's values (SETTING) or a
    computer-player menu (ADD_MENU, REMOVE_MENU), each the host's (or an admin's) to open and
    to close (play-test 41: anyone's ⬅️ Back closed the host's open menu, unsaid); `loaded`:
    the game, if the caller has it."""
    data = (await _lobby_for_host(update, context, game_id, loaded)).data
    lang = await chat_lang(update, context)
    await show(context.bot, context.bot_data, data, _menu_view(context, data, lang, menu, key))


def _menu_view(context: Context, data: SessionData, lang: str, menu: Op, key: str) -> View:
    """The lobby's `menu` (a setting's values: `key`'s), or the lobby itself."""
    if menu is Op.SETTINGS:
        return settings_view(data, lang)
    if menu is Op.SETTING:
        return setting_values_view(data, lang, key)
    if menu is Op.ADD_MENU:
        return add_computer_view(data, lang, host_name(data))
    if menu is Op.REMOVE_MENU:
        return remove_computer_view(data, lang, host_name(data))
    return lobby_view(data, lang, host_name(data), context.bot.username)


async def _switch_language(update: Update, context: Context, callback: Callback) -> None:
    """A flag in the lobby: the host (or an admin) sets the group's language, seen at once."""
    await _lobby_for_host(update, context, callback.game_id)
    lang = callback.args[0]
    await acknowledge(update, t(lang, "lang-changed", language=language_name(lang)))
    await switch_chat_language(update, context, lang)


async def solo_board(context: Context, user: User | None) -> str:
    """The board of a person's games against the computer: theirs from /settings, else the
    bot's (play-test 63)."""
    chosen = await context.bot_data.repos.prefs.user_board(user.id) if user else None
    return chosen or context.bot_data.settings.board


@guarded
async def settings_command(update: Update, context: Context) -> None:
    """/settings: the lobby's settings menu (host or admin); in a running game, that they are
    fixed now (play-test 7, finding 10); in a private chat with none, that a solo game has
    none to choose (play-test 18: "no game here" stood under the solo menu just opened)."""
    loaded = await context.bot_data.games.fetch(place_of(update))
    if loaded is None and update.effective_chat and update.effective_chat.type == Chat.PRIVATE:
        board = await solo_board(context, update.effective_user)
        await reply(update, solo_settings_view(await chat_lang(update, context), board))
        return
    if loaded is None:
        raise Refused("no_game")
    if not loaded.view.in_lobby:
        await tell(update, context, "settings-locked")
        return
    await _show_menu(update, context, loaded.session.data.game_id, Op.SETTINGS, loaded=loaded)
