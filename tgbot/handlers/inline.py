"""Inline mode: the game offered to whoever types ``@bot``, and the presses on its one message.

The result offered is the lobby as its poster would host it, flags and all, its buttons
carrying the poster's id and language (`Op.OFFER`, a flag `Op.OFFER_LANG`): the first press
opens that lobby at the message's place (two processes racing it open one, the store's
create-if-absent), then does what was pressed.
"""

from __future__ import annotations

import contextlib

from telegram import Update

from fsm import Actor, FollowLanguage, Refused, RefusedAtTable, Seat, StoreUnavailable
from i18n import default_field12, language_name, t
from tgbot.appstate import Context
from tgbot.chat.callbacks import TURN_OPS, Callback, Op
from tgbot.chat.origin import person_name, place_of
from tgbot.handlers.common import actor_of, guarded, update_key
from tgbot.handlers.finish import on_finish
from tgbot.handlers.inline_exit import EXIT_OPS, cancel_game, on_exit_button
from tgbot.handlers.lobby import on_lobby_button
from tgbot.handlers.play_again import finished_table, last_game_of
from tgbot.handlers.turn import on_turn_button
from tgbot.outbox.inline_edits import inline_board
from tgbot.outbox.live import show_session
from tgbot.outbox.replies import offer
from tgbot.outbox.show import acknowledge, chat_lang
from tgbot.render.inline import offer_result
from tgbot.render.menus import inline_settings

LOBBY_OPS = frozenset({
    Op.JOIN, Op.LEAVE, Op.YOUNGEST, Op.ADD_MENU, Op.ADD_COMPUTER, Op.REMOVE_MENU,
    Op.REMOVE_COMPUTER, Op.REMOVE_PERSON, Op.SETTINGS, Op.SETTING, Op.SET, Op.BACK, Op.START,
    Op.CANCEL,
})  # fmt: skip


@guarded
async def on_inline_query(update: Update, context: Context) -> None:
    """``@bot …`` typed in any chat: offer a new game, made for (and hosted by) the typist."""
    query = update.inline_query
    if query is None:
        return
    user = query.from_user
    lang = await context.bot_data.langs.of_user(user)
    name = person_name(user)
    with contextlib.suppress(StoreUnavailable):  # whoever presses first seats the host by it
        await context.bot_data.langs.store.set_user_name(user.id, name)
    await offer(
        update, [offer_result(user.id, name, lang, inline_board(context.bot_data.settings))]
    )


async def on_inline_button(update: Update, context: Context, callback: Callback) -> None:
    """A press on an inline game's message: open the offered lobby first, then hand it to its
    feature (a press for a game not here is an old one: `tgbot.handlers.buttons.press`)."""
    if callback.op in (Op.OFFER, Op.OFFER_LANG):
        opened = await open_offered(update, context, callback)
        if opened is None:
            return
        callback = opened
    if callback.op in TURN_OPS:
        await on_turn_button(update, context, callback)
    elif callback.op in EXIT_OPS:
        await on_exit_button(update, context, callback)
    elif callback.op is Op.CANCEL:
        await cancel_game(update, context, callback)
    elif callback.op is Op.FINISH:
        await on_finish(update, context, callback)
    elif callback.op is Op.AGAIN:
        await play_again(update, context, callback)
    elif callback.op is Op.LOBBY_LANG:
        await switch_language(update, context, callback)
    elif callback.op in LOBBY_OPS:
        await on_lobby_button(update, context, callback)
    else:
        raise Refused("refused")  # a private chat's or a group's button: not here


async def open_offered(update: Update, context: Context, callback: Callback) -> Callback | None:
    """The offered lobby, opened if this is its first press and shown; the press as a lobby
    button of it (None: answered already, the host pressing Join at their own table)."""
    host_id, lang = int(callback.args[0]), callback.args[1]
    flag = callback.args[2] if callback.op is Op.OFFER_LANG else None
    action = Op.LOBBY_LANG if flag is not None else Op(callback.args[2])
    state, place, actor = context.bot_data, place_of(update), actor_of(update)
    loaded = await state.games.fetch(place)
    if loaded is None:
        name = actor.name if actor.user_id == host_id else await _host_name(context, host_id)
        await state.langs.set_place(place, lang)
        host = Actor(host_id, name)
        try:
            settings = inline_settings(lang, inline_board(state.settings))
            opened = await state.games.open_lobby(place, host, settings, own_dice=False)
        except Refused as refused:
            if refused.code != "game_exists":
                raise
        else:
            data = opened.session.data
            await show_session(
                context.bot, state, data, lang, messages=opened.messages, game=opened.view
            )
        loaded = await state.games.fetch(place)
        if loaded is None:
            raise Refused("no_game")
    session = loaded.session
    if action is Op.JOIN and loaded.view.in_lobby and session.seat_of(actor) is not None:
        await acknowledge(update)
        return None
    return Callback(action, session.data.game_id, args=(flag,) if flag is not None else ())


async def _host_name(context: Context, host_id: int) -> str:
    """The name the host showed when typing ``@bot`` (stored then), else a dash."""
    with contextlib.suppress(StoreUnavailable):
        return await context.bot_data.langs.store.user_name(host_id) or "—"
    return "—"


async def switch_language(update: Update, context: Context, callback: Callback) -> None:
    """A flag in an inline lobby: its host sets the language it plays in, seen at once."""
    state, place, actor = context.bot_data, place_of(update), actor_of(update)
    loaded = await state.games.fetch(place)
    if loaded is None or loaded.session.data.game_id != callback.game_id:
        raise Refused("old_game")
    if not loaded.view.in_lobby:
        raise Refused("game_running")
    if not loaded.session.data.hosted_by(actor.user_id):
        raise RefusedAtTable("not_host", loaded.session.data)  # its toast names the host
    lang = callback.args[0]
    await acknowledge(update, t(lang, "lang-changed", language=language_name(lang)))
    await state.langs.set_place(place, lang)
    follow = FollowLanguage(actor, default_field12(lang))
    result = await state.games.act(place, follow, game_id=callback.game_id, loaded=loaded)
    data, messages, game = result.session.data, result.messages, result.view
    await show_session(context.bot, state, data, lang, messages=messages, game=game)


async def play_again(update: Update, context: Context, callback: Callback) -> None:
    """Play again in the same message: a lobby like the finished game's, hosted by the presser
    (a player of it), with its players but who left or was removed, and its settings; after
    a lobby cancelled before its start (in no history: nothing was played), a new lobby the
    presser hosts (play-test 18: its Play again said "an old game" to everyone)."""
    state, place, actor = context.bot_data, place_of(update), actor_of(update)
    lang = await chat_lang(update, context)
    try:
        data, seats = await finished_table(state, place, callback.game_id, actor.user_id)
    except Refused as refused:
        if refused.code != "old_game":
            raise
        settings = inline_settings(lang, inline_board(state.settings))
        seats = [Seat(actor.name, actor.user_id)]
        cashier, last_game = None, None
    else:
        if all(s.user_id != actor.user_id for s in seats):
            raise Refused("not_in_game")
        settings, cashier = data.settings.for_next_lobby(), data.cashier
        last_game = last_game_of(data)
    opened = await state.games.open_lobby(
        place,
        actor,
        settings,
        seats,
        own_dice=False,
        update=update_key(update, context),
        cashier=cashier,
        last_game=last_game,  # the message's result gives way: the lobby tells it
    )
    await acknowledge(update)
    data, messages, game = opened.session.data, opened.messages, opened.view
    await show_session(context.bot, state, data, lang, messages=messages, game=game)
