"""/history: the chat's last games; in a private chat each with its dice log and replay command
folded away, in a group only the games, with a link that brings the logs to the private chat;
and a private ending's 🎲 button, which shows its one game so."""

from __future__ import annotations

import asyncio
import html
from typing import Any

from telegram import Chat, InlineKeyboardButton, InlineKeyboardMarkup, Message, Update

from engine import Won
from fsm import Place, Refused, SessionData, from_doc
from i18n import t
from tgbot.appstate import Context
from tgbot.chat.callbacks import Callback
from tgbot.chat.deeplinks import history_payload, start_link
from tgbot.chat.origin import place_of
from tgbot.handlers.common import guarded
from tgbot.outbox.menus import rekey_pressed
from tgbot.outbox.replies import reply
from tgbot.outbox.show import acknowledge, chat_lang, reply_under_board
from tgbot.render.common import TEXT_LIMIT, View, html_length, pack_html, seat_names, unwidowed
from tgbot.render.end import fate_marked, replay_command, strength_marked

SHOWN = 5


def game_entry(data: SessionData, lang: str, number: int, logs: bool = True) -> str:
    """One past game: who won in which round, then, with `logs`, its logs in an expandable
    quote (left out if the entry would not fit one message: ten long names, long dice; or if
    it has none: play-test 33, '--dice ' and nothing)."""
    state = data.engine
    names = [html.escape(name) for name in seat_names(data, lang, full=True)]
    won = next((e for e in data.last_events if isinstance(e, Won)), None)
    players = ", ".join(fate_marked(data, strength_marked(data, lang, names)))  # (pt 41, 43)
    if state is not None and won is not None:
        rounds = state.players[won.seat].turns
        head = t(lang, "history-won", number=number, name=names[won.seat], round=rounds)
    elif state is not None and data.cancelled:  # not "nobody got home" (play-test 8, finding 2)
        rounds = max(state.players[state.current].turns, 1)
        head = t(lang, "history-cancelled", number=number, round=rounds)
    else:
        head = t(lang, "history-no-winner", number=number)
    if not logs or not data.dice_log:  # cancelled before a die was thrown: none to replay
        return f"{head}\n👥 {players}"
    entry = f"{head}\n👥 {players}\n{logs_quote(data, lang)}"
    return entry if html_length(entry) <= TEXT_LIMIT else f"{head}\n👥 {players}"


def logs_quote(data: SessionData, lang: str) -> str:
    """A game's dice, choices and `replay` command in an expandable quote (HTML), with the
    seat numbers the command and its JSON use (play-test 73: '--leaves 1@15' named Lan, who
    was 🔵2 on the board)."""
    dice = " ".join(map(str, data.dice_log))  # its last die never alone on a line (pt 50)
    told = [unwidowed(t(lang, "end-dice-log", dice=dice))]
    if data.choice_log:
        told.append(t(lang, "end-choices-log", choices=" ".join(data.choice_log)))
    told.append(t(lang, "end-replay", command=f"<code>{html.escape(replay_command(data))}</code>"))
    names = seat_names(data, lang, full=True)
    seats = " · ".join(f"{seat}\u00a0{html.escape(name)}" for seat, name in enumerate(names))
    told.append(t(lang, "end-replay-seats", seats=seats))
    return "<blockquote expandable>" + "\n".join(told) + "</blockquote>"


async def with_games_elsewhere(
    context: Context, user_id: int, docs: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """A private chat's games and those its person played in groups and inline messages,
    newest first."""
    history = context.bot_data.history
    places = await history.places_played(user_id)  # their games read at once, not in turn
    elsewhere = await asyncio.gather(*(history.recent(place, SHOWN) for place in places))
    found = list(docs)
    for doc in (doc for games in elsewhere for doc in games):
        if any(seat.get("user_id") == user_id for seat in doc.get("seats") or []):
            found.append(doc)
    found.sort(key=lambda doc: float(doc.get("created") or 0), reverse=True)
    return found[:SHOWN]


@guarded
async def history(update: Update, context: Context) -> None:
    """/history: the last games played here, newest first (their logs only in private)."""
    chat = update.effective_chat
    if chat is not None:
        await send_history(update, context, place_of(update), chat.type == Chat.PRIVATE)


async def on_game_log(update: Update, context: Context, callback: Callback) -> None:
    """🎲 under a private chat's ending: that game's logs in a quote (unfolded at a tap), the
    button then gone; a game no longer among the chat's last is old, and a group never shows
    a command."""
    chat, query = update.effective_chat, update.callback_query
    if chat is None or chat.type != Chat.PRIVATE or query is None:
        raise Refused("refused")
    games = [from_doc(doc) for doc in await context.bot_data.history.recent(place_of(update))]
    game = next((data for data in games if data.game_id == callback.game_id), None)
    if game is None:
        raise Refused("old_game")
    await acknowledge(update)
    await reply(update, View(logs_quote(game, await chat_lang(update, context)), html=True))
    pressed = query.message.reply_markup if isinstance(query.message, Message) else None
    await rekey_pressed(update, _without(pressed, query.data))


def _without(keyboard: InlineKeyboardMarkup | None, data: str | None) -> InlineKeyboardMarkup:
    """`keyboard` without the row of the button whose data is `data`."""
    rows = keyboard.inline_keyboard if keyboard is not None else ()
    return InlineKeyboardMarkup([row for row in rows if all(b.callback_data != data for b in row)])


async def send_history(
    update: Update, context: Context, place: Place, logs: bool, group: str | None = None
) -> None:
    """The last games of `place`, sent to this chat: with `logs` their dice, choices and replay
    commands; without, the games only and a link that asks for the logs in private. A
    `group`'s games shown in private are titled with its name, not "here" (play-test 12)."""
    if update.effective_message is None:
        return
    lang = await chat_lang(update, context)
    docs = await context.bot_data.history.recent(place, SHOWN)
    user = update.effective_user
    yours = user is not None and place == Place(user.id)  # their own chat: their games in
    if yours:  # groups and inline too, so not "here" (play-tests 25, 28)
        docs = await with_games_elsewhere(context, place.chat_id, docs)
    games = [from_doc(doc) for doc in docs]
    if not games:  # none ended yet; one may be under way
        running = await context.bot_data.games.load(place) is not None
        none = t(lang, "history-none-running" if running else "history-none")
        if yours and not running:  # not "here": they may have played elsewhere (pt 27)
            none = t(lang, "history-none-yours", bot=context.bot.username)
        await reply_under_board(update, context, none)
        return
    entries = [game_entry(data, lang, n, logs) for n, data in enumerate(games, start=1)]
    if any(data.cancelled for data in games):  # /stats counts it not (play-test 29, P5)
        entries.append(t(lang, "history-cancelled-uncounted"))
    title = t(lang, "history-title-group", group=html.escape(group)) if group else None
    title = title or t(lang, "history-title-yours" if yours else "history-title")
    texts = pack_html([title, *entries])  # 4,096 a message
    link = start_link(context.bot.username, history_payload(place))
    logs_button = InlineKeyboardButton(t(lang, "btn-history-logs"), url=link)
    for number, text in enumerate(texts, start=1):
        last = number == len(texts) and not logs
        markup = InlineKeyboardMarkup([[logs_button]]) if last else None
        await reply_under_board(update, context, View(text, markup, html=True))
