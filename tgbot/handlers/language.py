"""/lang: a row of flags; a group's language (host or admin), or the user's own in private.

A group's language changes in one place (`switch_chat_language`), whichever flag was tapped:
the welcome's, a lobby's or /lang's.
"""

from __future__ import annotations

import contextlib

from telegram import Chat, Update

from fsm import Actor, FollowLanguage, Notice, Refused, RefusedAtTable, StoreUnavailable
from i18n import default_field12, language_name, t
from tgbot.appstate import Context
from tgbot.chat.callbacks import FROM_START, Callback
from tgbot.chat.origin import person_name, place_of
from tgbot.handlers.common import guarded, is_chat_admin, shown_on_message
from tgbot.outbox.command_menu import chat_menu
from tgbot.outbox.key import retell_key
from tgbot.outbox.live import show_session
from tgbot.outbox.menus import delete_menus, edit_menu, edit_pressed, retell_questions
from tgbot.outbox.nudges import retell_ping
from tgbot.outbox.replies import reply
from tgbot.outbox.show import acknowledge, board_below, chat_lang, tell_text
from tgbot.render.common import held
from tgbot.render.menus import language_view
from tgbot.render.welcome import group_welcome_view, private_start_view

WELCOME, MENU = "welcome", "lang"  # the kinds of message that show a group's language buttons


@guarded
async def lang_command(update: Update, context: Context) -> None:
    """/lang: show the flags (in a group, remembered so that its ✅ follows the language)."""
    chat, message = update.effective_chat, update.effective_message
    if chat is None or message is None:
        return
    if chat.type != Chat.PRIVATE:  # no flags that only refuse (play-test 12, finding 7)
        await _check_may_switch(update, context)
    sent = await reply(update, language_view(await chat_lang(update, context)))
    await board_below(update, context)  # a private game's board: under the flags
    if chat.type != Chat.PRIVATE and sent is not None:
        earlier = (await pickers(context, chat.id)).get(MENU)
        await keep_picker(context, chat.id, MENU, sent)
        if earlier is not None and earlier != sent:  # one flags message: an older one goes
            await delete_menus(context.bot, chat.id, [earlier])  # stale after a switch: pt 13


async def on_lang_button(update: Update, context: Context, callback: Callback) -> None:
    """A flag of /lang: switch the language; everything showing it follows at once."""
    chat, user, query = update.effective_chat, update.effective_user, update.callback_query
    if chat is None or user is None or query is None or not shown_on_message(update):
        raise Refused("refused")  # a flag works only on the flags message that shows it
    lang = callback.args[0]
    if chat.type != Chat.PRIVATE:
        await _check_may_switch(update, context)
        await tell_text(update, context, t(lang, "lang-changed", language=language_name(lang)))
        await switch_chat_language(update, context, lang, pressed=MENU)
        return
    switched = await context.bot_data.langs.of_user(user) != lang
    await context.bot_data.langs.set_user(user.id, lang)
    await tell_text(update, context, t(lang, "lang-changed", language=language_name(lang)))
    if switched:  # the chat's ☰ menu follows (play-test 71)
        await chat_menu(context.bot, chat.id, lang)
    if callback.args[1:] == (FROM_START,):  # the welcome again, in it (play-test 32: a bare
        await edit_pressed(update, private_start_view(lang, context.bot.username))  # picker)
    else:
        await edit_pressed(update, language_view(lang))
    loaded = await context.bot_data.games.fetch(place_of(update))
    if loaded is not None:
        data, messages, game = loaded.session.data, loaded.messages, loaded.view
        await show_session(context.bot, context.bot_data, data, lang, messages=messages, game=game)
        await retell_key(context.bot, context.bot_data, data, messages, lang)


async def _check_may_switch(update: Update, context: Context) -> None:
    """Refuse the sender a group's language unless they are its game's host or a chat admin:
    with a game here, as every host-only refusal is (the host by name: play-test 36), with
    none, that only an admin may (no host named: play-test 14)."""
    user = update.effective_user
    session = await context.bot_data.games.load(place_of(update))
    if user is not None and session is not None and session.data.hosted_by(user.id):
        return
    if await is_chat_admin(update, context):
        return
    if session is None:
        raise Refused("not_admin")
    raise RefusedAtTable("not_host", session.data)


async def switch_chat_language(
    update: Update, context: Context, lang: str, pressed: str | None = None
) -> None:
    """Set a group's language (who may was checked) and show everything in it at once.

    Each lobby of the chat takes that edition's fever rule unless its host chose one (R16);
    every live game message, a ping still out, an open /leave or /cancel question, a picture
    game's key, the welcome and the /lang menu are shown again in the new language, their ✅
    on it. `pressed` names the kind of the
    language message tapped.
    """
    chat, user, query = update.effective_chat, update.effective_user, update.callback_query
    if chat is None or user is None:
        raise Refused("refused")
    state = context.bot_data
    switched = await state.langs.of_chat_id(chat.id) != lang
    await state.langs.set_chat(chat.id, lang)
    if not switched:  # the tick tapped again: nothing to show anew, no switch to tell (pt 57,
        return  # a board's line; pt 60, the flags message's)
    await chat_menu(context.bot, chat.id, lang)
    chooser = Actor(user.id, person_name(user), is_admin=True)  # the chat's language is the chat's
    for place in await state.games.places(chat.id):
        loaded = await state.games.fetch(place)
        if loaded is None:
            continue
        data, messages, game = loaded.session.data, loaded.messages, loaded.view
        told: list[Notice] = []  # a running board says who switched it (play-test 28)
        if loaded.view.in_lobby:
            follow = FollowLanguage(chooser, default_field12(lang))
            with contextlib.suppress(Refused):  # started or gone meanwhile: its rule stays
                result = await state.games.act(place, follow, game_id=data.game_id, loaded=loaded)
                data, messages, game = result.session.data, result.messages, result.view
        elif loaded.view.racing:  # its flag held to its name on a phone (play-test 29)
            language = held(language_name(lang))
            told = [Notice("language", {"name": chooser.name, "language": language})]
        await show_session(context.bot, state, data, lang, told, messages=messages, game=game)
        await retell_ping(context.bot, data, messages, lang, state.games.clock())
        await retell_questions(context.bot, data, messages, lang)
        await retell_key(context.bot, context.bot_data, data, messages, lang)
    shown = {message_id: kind for kind, message_id in (await pickers(context, chat.id)).items()}
    message = query.message if query is not None else None
    if pressed is not None and message is not None:
        shown[message.message_id] = pressed
    for message_id, kind in shown.items():
        name = person_name(user)
        welcome = kind == WELCOME
        view = group_welcome_view(lang, name) if welcome else language_view(lang, name)
        await edit_menu(context.bot, chat.id, message_id, view)


async def pickers(context: Context, chat_id: int) -> dict[str, int]:
    """The group's remembered welcome and /lang messages, each kind's message id; none in an
    outage."""
    with contextlib.suppress(StoreUnavailable):
        return await context.bot_data.langs.store.pickers(chat_id)
    return {}


async def keep_picker(context: Context, chat_id: int, kind: str, message_id: int) -> None:
    """Remember the group's newest welcome or /lang message (lost in an outage: no harm)."""
    with contextlib.suppress(StoreUnavailable):
        await context.bot_data.langs.store.keep_picker(chat_id, kind, message_id)


async def welcome_flag(update: Update, context: Context, lang: str) -> None:
    """A flag of the welcome: a chat admin (or the host of its game) switches the group's
    language, as by /lang; anyone else hears who may (play-test 20: with no game, "only the
    host…" named no one there is)."""
    chat = update.effective_chat
    if chat is None or chat.type == Chat.PRIVATE:
        raise Refused("refused")
    await _check_may_switch(update, context)
    await acknowledge(update, t(lang, "lang-changed", language=language_name(lang)))
    await switch_chat_language(update, context, lang, pressed=WELCOME)
