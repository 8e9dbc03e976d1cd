"""/board (and its button), /stats, /top."""

from __future__ import annotations

from telegram import Chat, Update

from fsm import Loaded, Refused
from i18n import t
from tgbot.appstate import Context
from tgbot.chat.callbacks import Callback
from tgbot.chat.origin import person_name, place_of
from tgbot.handlers.common import guarded, shown_on_message
from tgbot.outbox.live import show_session
from tgbot.outbox.show import acknowledge, chat_lang, reply_under_board
from tgbot.render.common import unwidowed_lines


@guarded
async def board(update: Update, context: Context) -> None:
    """/board: post the game message anew at the bottom."""
    chat, message = update.effective_chat, update.effective_message
    if chat is None or message is None:
        return
    loaded = await context.bot_data.games.fetch(place_of(update))
    if loaded is None:
        raise Refused("no_game")
    await _post_anew(update, context, loaded)


async def _post_anew(update: Update, context: Context, loaded: Loaded) -> None:
    """Post the game's live message anew at the bottom of its chat, in the chat's language."""
    lang = await chat_lang(update, context)
    data, messages, game = loaded.session.data, loaded.messages, loaded.view
    await show_session(
        context.bot, context.bot_data, data, lang, fresh=True, messages=messages, game=game
    )


async def on_board_button(update: Update, context: Context, callback: Callback) -> None:
    """🗺 Board under "a game is running": post that game's live message anew at the bottom."""
    if not shown_on_message(update):
        raise Refused("refused")
    loaded = await context.bot_data.games.fetch(place_of(update))
    if loaded is None or loaded.session.data.game_id != callback.game_id:
        raise Refused("old_game")
    await acknowledge(update)
    await _post_anew(update, context, loaded)


@guarded
async def stats(update: Update, context: Context) -> None:
    """/stats: your games, wins, deaths and chips won; in a group, in the group's language like
    every reply there (play-test 7, finding 12: a Danish group read Estonian)."""
    user, message = update.effective_user, update.effective_message
    if user is None or message is None:
        return
    lang = await chat_lang(update, context)
    record = await context.bot_data.stats.user_stats(user.id)
    if not record.games:
        await reply_under_board(
            update, context, t(lang, await _none_yet(update, context, "stats-none"))
        )
        return
    lines = [
        t(lang, "stats-title", name=person_name(user)),
        t(lang, "stats-games", count=record.games),
        t(lang, "stats-wins", count=record.wins),
        t(lang, "stats-deaths", count=record.deaths),
        chips_line(lang, record.chips_won),
    ]
    await reply_under_board(update, context, unwidowed_lines("\n".join(lines)))  # (pt 52)


def chips_line(lang: str, net: int) -> str:
    """Net chips over all games, with a sign and a word: won, lost or even."""
    if net > 0:
        return t(lang, "stats-chips-won", count=net)
    if net < 0:
        return t(lang, "stats-chips-lost", count=-net)
    return t(lang, "stats-chips-even")


@guarded
async def top(update: Update, context: Context) -> None:
    """/top: this chat's best players by wins; in a private chat, the best of every chat."""
    chat, message = update.effective_chat, update.effective_message
    if chat is None or message is None:
        return
    lang = await chat_lang(update, context)
    stats = context.bot_data.stats
    if chat.type == Chat.PRIVATE:
        leaders = await stats.global_top()
        title, empty = "top-global-title", "top-global-none"
    else:
        leaders = await stats.top(chat.id)
        title, empty = "top-title", "top-none"
    if not leaders:
        await reply_under_board(update, context, t(lang, await _none_yet(update, context, empty)))
        return
    lines, rank, above = [t(lang, title)], 0, None
    if not any(wins for _, _, wins, _ in leaders):  # all first on none (play-test 44): who
        lines.append(t(lang, "top-no-wins"))  # played, unranked (play-test 46: '1. Ann — 0')
        lines += [t(lang, "top-played", name=name, games=games) for _, name, _, games in leaders]
        await reply_under_board(update, context, "\n".join(lines))
        return
    winners = [leader for leader in leaders if leader[2]]
    for place, (_, name, wins, games) in enumerate(winners, start=1):
        rank = rank if (wins, games) == above else place  # a tie shares its place: 1, 1, 3
        above = wins, games
        lines.append(t(lang, "top-line", rank=rank, name=name, count=wins, games=games))
    # who played but never won, unranked, the most games first (play-test 52: '2. Linh — 0')
    others = sorted((leader for leader in leaders if not leader[2]), key=lambda r: -r[3])
    lines += [t(lang, "top-played", name=name, games=games) for _, name, _, games in others]
    await reply_under_board(update, context, "\n".join(lines))


async def _none_yet(update: Update, context: Context, key: str) -> str:
    """What an empty /stats or /top says: `key` ("start one with /new"), or with a game under
    way here, that it counts once it ends (play-test 21: "start one" in the middle of one)."""
    loaded = await context.bot_data.games.fetch(place_of(update))
    return "info-none-running" if loaded is not None and loaded.view.racing else key
