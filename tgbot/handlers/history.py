"""/history: the chat's last games, each with its dice log and replay command folded away."""

from __future__ import annotations

import html

from telegram import Update
from telegram.constants import ParseMode

from engine import Won
from fsm import SessionData, from_doc
from i18n import t
from tgbot.appstate import Context
from tgbot.feedback import chat_lang
from tgbot.handlers.common import guarded
from tgbot.places import place_of
from tgbot.render.common import TEXT_LIMIT, html_length, pack_html, seat_names
from tgbot.render.end import replay_command

SHOWN = 5


def game_entry(data: SessionData, lang: str, number: int) -> str:
    """One past game: who won in which round, then its logs in an expandable quote (left out
    if the entry would not fit one message: ten long names and a long game's dice)."""
    state = data.engine
    names = [html.escape(name) for name in seat_names(data, lang)]
    won = next((e for e in data.last_events if isinstance(e, Won)), None)
    players = ", ".join(names)
    if state is not None and won is not None:
        rounds = state.players[won.seat].turns
        head = t(lang, "history-won", number=number, name=names[won.seat], round=rounds)
    else:
        head = t(lang, "history-no-winner", number=number)
    logs = [t(lang, "end-dice-log", dice=" ".join(map(str, data.dice_log)))]
    if data.choice_log:
        logs.append(t(lang, "end-choices-log", choices=" ".join(data.choice_log)))
    logs.append(t(lang, "end-replay", command=f"<code>{html.escape(replay_command(data))}</code>"))
    quote = "<blockquote expandable>" + "\n".join(logs) + "</blockquote>"
    entry = f"{head}\n👥 {players}\n{quote}"
    return entry if html_length(entry) <= TEXT_LIMIT else f"{head}\n👥 {players}"


@guarded
async def history(update: Update, context: Context) -> None:
    """/history: the last games played here, newest first."""
    message = update.effective_message
    if message is None:
        return
    lang = await chat_lang(update, context)
    docs = await context.bot_data.history.recent(place_of(update), SHOWN)
    games = [from_doc(doc) for doc in docs]
    if not games:
        await message.reply_text(t(lang, "history-none"))
        return
    entries = [game_entry(data, lang, n) for n, data in enumerate(games, start=1)]
    for text in pack_html([t(lang, "history-title"), *entries]):  # Telegram's 4,096 a message
        await message.reply_text(text, parse_mode=ParseMode.HTML)
