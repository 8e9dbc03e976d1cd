"""/start, /help, /rules, /board, /stats, /top."""

from __future__ import annotations

import re

from telegram import Chat, Update

from engine import Settings
from fsm import Join, Refused
from i18n import default_field12, rules_text, t
from tgbot.appstate import Context
from tgbot.dedupe import update_key
from tgbot.feedback import chat_lang, user_lang
from tgbot.handlers.common import actor_of, guarded, is_member
from tgbot.live import show, view_of
from tgbot.places import place_of
from tgbot.render.common import engine_settings

CHUNK = 3800
JOIN_LINK = re.compile(r"join_(-[0-9]{1,19})")  # a group's id is negative; ASCII digits only
RULES_PAYLOAD = "rules"


@guarded
async def start(update: Update, context: Context) -> None:
    """/start: a welcome; the payload join_<chat> joins that group's lobby (members only)."""
    message, chat = update.effective_message, update.effective_chat
    if message is None or chat is None:
        return
    lang = await chat_lang(update, context)
    payload = context.args[0] if context.args else ""
    link = JOIN_LINK.fullmatch(payload)
    if link is not None:
        group, actor = int(link[1]), actor_of(update)
        if not await is_member(context, group, actor.user_id):
            raise Refused("not_member")
        games = context.bot_data.games
        result = await games.act(group, Join(actor), update=update_key(update, context))
        data = result.session.data
        group_lang = await context.bot_data.langs.of_chat_id(group)
        await show(context.bot, context.bot_data, data, view_of(data, group_lang))
        await message.reply_text(t(lang, "toast-joined"))
        return
    if payload == RULES_PAYLOAD:
        await _send_rules(update, context)
        return
    key = "start-private" if chat.type == Chat.PRIVATE else "start-group"
    await message.reply_text(t(lang, key))


@guarded
async def help_command(update: Update, context: Context) -> None:
    """/help: how to play and the commands."""
    if update.effective_message is not None:
        await update.effective_message.reply_text(t(await chat_lang(update, context), "help-text"))


@guarded
async def rules(update: Update, context: Context) -> None:
    """/rules: the edition's rules, our decisions and the 45 fields, in the chat's language."""
    await _send_rules(update, context)


async def _send_rules(update: Update, context: Context) -> None:
    """The whole rule book, in as many messages as it takes."""
    message, chat = update.effective_message, update.effective_chat
    if message is None or chat is None:
        return
    lang = await chat_lang(update, context)
    session = await context.bot_data.games.load(place_of(update))
    if session is not None:
        settings = engine_settings(session.data)
    else:
        settings = Settings(field12=default_field12(lang))
    for chunk in chunks(rules_text(lang, settings)):
        await message.reply_text(chunk)


def chunks(text: str, size: int = CHUNK) -> list[str]:
    """Split a long text at line breaks into messages Telegram accepts."""
    parts: list[str] = []
    current = ""
    for line in text.splitlines(keepends=True):
        if len(current) + len(line) > size and current:
            parts.append(current)
            current = ""
        current += line
    if current.strip():
        parts.append(current)
    return parts


@guarded
async def board(update: Update, context: Context) -> None:
    """/board: post the game message anew at the bottom."""
    chat, message = update.effective_chat, update.effective_message
    if chat is None or message is None:
        return
    session = await context.bot_data.games.load(place_of(update))
    if session is None:
        raise Refused("no_game")
    lang = await chat_lang(update, context)
    await show(context.bot, context.bot_data, session.data, view_of(session.data, lang), fresh=True)


@guarded
async def stats(update: Update, context: Context) -> None:
    """/stats: your games, wins, deaths and chips won."""
    user, message = update.effective_user, update.effective_message
    if user is None or message is None:
        return
    lang = await user_lang(update, context)
    record = await context.bot_data.stats.user_stats(user.id)
    if not record.games:
        await message.reply_text(t(lang, "stats-none"))
        return
    lines = [
        t(lang, "stats-title", name=user.first_name),
        t(lang, "stats-games", count=record.games),
        t(lang, "stats-wins", count=record.wins),
        t(lang, "stats-deaths", count=record.deaths),
        t(lang, "stats-chips", count=record.chips_won),
    ]
    await message.reply_text("\n".join(lines))


@guarded
async def top(update: Update, context: Context) -> None:
    """/top: this chat's best players by wins."""
    chat, message = update.effective_chat, update.effective_message
    if chat is None or message is None:
        return
    lang = await chat_lang(update, context)
    stats = context.bot_data.stats
    leaders = await stats.top(chat.id)
    if not leaders:
        await message.reply_text(t(lang, "top-none"))
        return
    lines = [t(lang, "top-title")]
    for rank, (user_id, name, wins) in enumerate(leaders, start=1):
        games = (await stats.chat_user_stats(chat.id, user_id)).games
        lines.append(t(lang, "top-line", rank=rank, name=name, count=wins, games=games))
    await message.reply_text("\n".join(lines))
