"""Newcomers: the welcome when added to a group, /start (and its links), /help, /rules."""

from __future__ import annotations

from telegram import Chat, Message, Update

from engine import Settings
from fsm import Join, Loaded, Refused
from i18n import default_field12, t
from tgbot.appstate import Context
from tgbot.chat.callbacks import RULE_PARTS, Callback, Op
from tgbot.chat.deeplinks import (
    ADD_TO_GROUP,
    RULES,
    coded_settings,
    history_place,
    joined_place,
    message_link,
    rules_settings,
)
from tgbot.chat.origin import place_of
from tgbot.handlers.common import actor_of, guarded, last_game, shown_on_message, update_key
from tgbot.handlers.history import send_history
from tgbot.handlers.language import WELCOME, keep_picker, welcome_flag
from tgbot.handlers.lobby import open_new
from tgbot.outbox.chat import chat_title, is_member
from tgbot.outbox.ending import rules_link
from tgbot.outbox.live import show_session
from tgbot.outbox.menus import edit_pressed, rekey_pressed
from tgbot.outbox.replies import post, reply
from tgbot.outbox.show import acknowledge, board_below, chat_lang, reply_under_board
from tgbot.render.common import engine_settings
from tgbot.render.menus import language_view
from tgbot.render.welcome import (
    group_welcome_view,
    help_view,
    joined_view,
    private_start_view,
    rule_book_view,
    rule_part,
    short_rules_view,
)


@guarded
async def start(update: Update, context: Context) -> None:
    """/start: the welcome with its buttons; `join_<chat>[_<topic>]` joins that lobby (members
    only); `rules` sends the rule book; `history_<chat>[_<topic>]` that group's last games with
    their logs (members only)."""
    message, chat = update.effective_message, update.effective_chat
    if message is None or chat is None:
        return
    lang = await chat_lang(update, context)
    payload = context.args[0] if context.args else ""
    lobby = joined_place(payload)
    if lobby is not None:
        actor = actor_of(update)
        if not await is_member(context.bot, lobby.chat_id, actor.user_id):
            raise Refused("not_member")
        games = context.bot_data.games
        loaded = await games.fetch(lobby)
        if loaded is None:  # its lobby was cancelled: not "start one here" (that is a solo game)
            title = await chat_title(context.bot, lobby.chat_id)
            await reply(update, t(lang, "joined-private-none", group=title))
            return
        if await _already_there(update, context, loaded, lang):
            return
        once = update_key(update, context)
        result = await games.act(lobby, Join(actor), update=once, loaded=loaded)  # as fetched
        data = result.session.data
        group_lang = await context.bot_data.langs.of_chat_id(lobby.chat_id)
        await show_session(context.bot, context.bot_data, data, group_lang, game=result.view)
        live = result.messages.live
        title = await chat_title(context.bot, lobby.chat_id)
        start = t(group_lang, "btn-start")  # the button as the group's lobby shows it
        text = t(lang, "joined-private", group=title, button=start)  # one may be in several
        await reply(
            update, joined_view(lang, message_link(lobby.chat_id, live) if live else None, text)
        )
        return
    told = rules_settings(payload)  # a link's game's rules, or none
    if payload == RULES or told is not None:
        await send_rule_book(update, context, told)
        return
    asked = history_place(payload)
    if asked is not None and chat.type == Chat.PRIVATE:
        if not await is_member(context.bot, asked.chat_id, actor_of(update).user_id):
            await reply(update, t(lang, "history-not-member"))
            return
        group = await chat_title(context.bot, asked.chat_id)
        await send_history(update, context, asked, logs=True, group=group)
        return
    if chat.type == Chat.PRIVATE:
        view = private_start_view(lang, context.bot.username)
    elif payload == ADD_TO_GROUP:
        return  # added through the bot's own link: the welcome is posted on joining
    else:
        view = group_welcome_view(lang)
    sent = await reply(update, view)
    if chat.type != Chat.PRIVATE and sent is not None:
        await keep_picker(context, chat.id, WELCOME, sent)


async def _already_there(update: Update, context: Context, loaded: Loaded, lang: str) -> bool:
    """A join link from someone seated, or into a game begun: name that group's game, link back
    to it, and say True (nothing to join)."""
    session = loaded.session
    seated = session.seat_of(actor_of(update)) is not None
    in_lobby = loaded.view.in_lobby
    if update.effective_message is None or (in_lobby and not seated):
        return False
    key = "joined-private-started"
    if seated:
        key = "joined-private-already" if in_lobby else "joined-private-playing"
    title = await chat_title(context.bot, session.data.chat_id)
    live = loaded.messages.live
    group_lang = await context.bot_data.langs.of_chat_id(session.data.chat_id)
    text = t(lang, key, group=title, button=t(group_lang, "btn-start"))
    await reply(
        update, joined_view(lang, message_link(session.data.chat_id, live) if live else None, text)
    )
    return True


async def welcome_group(update: Update, context: Context) -> None:
    """The bot was added to a group: say hello, in its adder's language (shown, and stored)."""
    change = update.my_chat_member
    if change is None:
        return
    lang = await context.bot_data.langs.claim_chat(change.chat, change.from_user)
    sent = await post(context.bot, change.chat.id, group_welcome_view(lang))
    await keep_picker(context, change.chat.id, WELCOME, sent)


@guarded
async def help_command(update: Update, context: Context) -> None:
    """/help: one line per command."""
    chat, message = update.effective_chat, update.effective_message
    if chat is not None and message is not None:
        lang = await chat_lang(update, context)
        await reply_under_board(update, context, help_view(lang, chat.type == Chat.PRIVATE))


@guarded
async def rules(update: Update, context: Context) -> None:
    """/rules: one short screen in a group (with a link to the rest); the whole book in private."""
    message, chat = update.effective_message, update.effective_chat
    if message is None or chat is None:
        return
    if chat.type == Chat.PRIVATE:
        await send_rule_book(update, context)
        return
    lang = await chat_lang(update, context)
    settings, _ = await _settings_here(update, context, lang)
    await reply_under_board(
        update, context, short_rules_view(lang, settings, rules_link(context.bot, settings))
    )


async def _settings_here(update: Update, context: Context, lang: str) -> tuple[Settings, bool]:
    """The rule settings of the game here (R16), and whether there is one: the live one's,
    else those a new game starts with, the last one's (which /new and Play again keep), else
    the language's edition's."""
    place = place_of(update)
    session = await context.bot_data.games.load(place)
    if session is not None:
        return engine_settings(session.data), True
    last = await last_game(context, place)
    return (engine_settings(last) if last else Settings(field12=default_field12(lang))), False


async def send_rule_book(
    update: Update, context: Context, settings: Settings | None = None
) -> None:
    """The rule book's first message, with a game's `settings` (a link's), else this chat's
    game's; its buttons send our decisions and the 45 fields."""
    chat = update.effective_chat
    if chat is None:
        return
    lang = await chat_lang(update, context)
    here, game = (settings, True) if settings else await _settings_here(update, context, lang)
    view = rule_book_view(lang, here, new=not game)  # (play-test 28: "this game's" with none)
    await post(context.bot, chat.id, view)
    await board_below(update, context)  # a private game's Roll stays in sight


async def send_rule_part(update: Update, context: Context, args: tuple[str, ...]) -> None:
    """One part of the rule book (`args`: the part, and the settings its book tells), sent
    below it; its button leaves the book (sent once)."""
    chat, query = update.effective_chat, update.callback_query
    if chat is None or query is None:
        return
    lang = await chat_lang(update, context)
    part, told = args[0], coded_settings(args[1]) if len(args) > 1 else None
    settings = told or (await _settings_here(update, context, lang))[0]
    for text in rule_part(lang, settings, part):
        await post(context.bot, chat.id, text)
    await board_below(update, context)
    markup = query.message.reply_markup if isinstance(query.message, Message) else None
    shown = {b.callback_data for row in (markup.inline_keyboard if markup else ()) for b in row}
    remaining = tuple(
        p
        for p in RULE_PARTS
        if p != part and Callback(Op.RULE_PART, args=(p, *args[1:])).encode() in shown
    )
    await rekey_pressed(update, rule_book_view(lang, settings, remaining).keyboard)


async def on_welcome_button(update: Update, context: Context, callback: Callback) -> None:
    """The welcome's and /start's buttons: new game, language, rules."""
    chat, query = update.effective_chat, update.callback_query
    if chat is None or query is None or not shown_on_message(update):
        raise Refused("refused")  # they work only on the message that shows them
    lang = await chat_lang(update, context)
    match callback.op:
        case Op.NEW:
            if await open_new(update, context):
                await acknowledge(update)
        case Op.RULES:
            await acknowledge(update)
            await send_rule_book(update, context)
        case Op.RULE_PART:
            await acknowledge(update)
            await send_rule_part(update, context, callback.args)
        case Op.LANG_MENU:
            await acknowledge(update)
            await edit_pressed(update, language_view(lang, from_start=True))
        case Op.WELCOME_LANG:
            await welcome_flag(update, context, callback.args[0])
        case _:
            raise Refused("refused")
