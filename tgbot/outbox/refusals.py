"""Refused commands answered in words: the reason translated, and where the game as the
machine saw it says more (whose turn, why one is out of it, who hosts), that instead."""

from __future__ import annotations

from typing import Any

from telegram import Chat, Update

from fsm import DEFAULT_MAX_SEATS, MIN_SEATS, RefusalCode, Refused, RefusedAtTable
from i18n import language_name, t
from tgbot.appstate import Context
from tgbot.chat.origin import typed_command
from tgbot.outbox.live import host_name
from tgbot.outbox.show import answer_lang, chat_lang, tell_text
from tgbot.render.common import whose_turn
from tgbot.render.seats import not_in_game_text

REFUSAL_KEYS: dict[RefusalCode, str] = {
    "not_your_turn": "toast-not-your-turn",
    "stale": "toast-already-done",
    "old_game": "toast-old-game",
    "game_over": "toast-old-game",
    "not_in_game": "toast-not-in-game",
    "already_joined": "lobby-already-joined",
    "table_full": "lobby-too-many",
    "not_host": "toast-only-host",
    "not_admin": "toast-lang-admin-or-host",
    "too_few_players": "lobby-too-few",
    "not_running": "toast-game-not-running",
    "no_game": "lobby-no-game",
    "game_running": "lobby-game-running",
    "game_exists": "lobby-exists",
    "parrot_silent": "toast-parrot-silent",
    "already_said": "game-you-said",
    "bad_setting": "toast-unknown-button",
    "wrong_moment": "toast-choose-first",
    "illegal_move": "toast-unknown-button",
    "not_due": "toast-already-done",
    "busy": "error-generic",
    "refused": "toast-unknown-button",
    "not_member": "toast-join-not-member",
    "join_first": "toast-join-first",
    "updating": "toast-updating",
}

SHOWN_JOIN = frozenset({"join_first", "game_exists"})  # refusals that point at ✋ Join

HOST_COMMANDS: dict[str, str] = {
    "/cancel": "toast-only-host-or-admin-cancel",
    "/lang": "toast-only-host-or-admin-lang",
}
"""A typed command only the host or an admin may give, refused by what it would have done
(play-tests 59, 65: "… can do that" did not say what, nor, for /lang, what the language is)."""


def refusal_text(
    lang: str, refused: Refused, max_seats: int = DEFAULT_MAX_SEATS, shown: str | None = None
) -> str:
    """The translated reason a command was refused; a button it names, as the chat shows it
    (in `shown`, the chat's language: play-test 17, a Danish toast quoted »Vær med« under
    "✋ Join")."""
    key = REFUSAL_KEYS.get(refused.code, "toast-unknown-button")
    args: dict[str, Any] = {}
    if refused.code == "table_full":
        args["max"] = max_seats
    elif refused.code == "too_few_players":
        args["min"] = MIN_SEATS
    elif refused.code in SHOWN_JOIN:
        args["button"] = t(shown or lang, "btn-join")
    return t(lang, key, **args)


async def tell_refusal(update: Update, context: Context, refused: Refused) -> None:
    """Answer a refused command with its translated reason; out of turn, whose turn it is
    (play-test 7, finding 11: "It's not your turn." did not say whose); out of the game, why."""
    context.bot_data.metrics.refusals.labels(refused.code).inc()
    max_seats, lang = DEFAULT_MAX_SEATS, await answer_lang(update, context)
    if isinstance(refused, RefusedAtTable):  # the game as the machine saw it: size, mover
        game, max_seats = refused.data, refused.data.settings.max_seats
        state = game.engine
        if refused.code == "not_your_turn" and state is not None and not state.finished:
            await tell_text(update, context, whose_turn(game, lang))
            return
        seat = game.seat_of_user(update.effective_user.id) if update.effective_user else None
        if refused.code == "not_in_game":
            await tell_text(update, context, not_in_game_text(game, lang, seat))
            return
        if refused.code == "game_running" and (seat is None or game.has_left(seat)):
            # why they are out, and that the next game takes them (play-test 20: one who had
            # left heard only "a game is already running" at /join; play-test 23: nor did one
            # who never sat at the table)
            out = (
                refusal_text(lang, refused) if seat is None else not_in_game_text(game, lang, seat)
            )
            await tell_text(update, context, f"{out} {t(lang, 'lobby-join-next')}")
            return
        if refused.code == "not_host":  # who, by name (play-test 34: "only the host", but who?)
            inline = game.inline_id is not None  # a chat of its own, with no admins
            key = HOST_COMMANDS.get(_command(update) or "", "toast-only-host-or-admin")
            key = "toast-only-host-named" if inline else key
            args = {"name": host_name(game), "language": language_name(lang)}
            await tell_text(update, context, t(lang, key, **args))
            return
    shown = await chat_lang(update, context) if refused.code in SHOWN_JOIN else None
    text = refusal_text(lang, refused, max_seats, shown)
    if refused.code == "no_game" and _may_hold_an_inline_game(update, context):
        text = f"{text} {t(lang, 'lobby-no-game-inline', bot=context.bot.username)}"
    await tell_text(update, context, text)


def _may_hold_an_inline_game(update: Update, context: Context) -> bool:
    """Whether a group's "no game here" should say that a game sent through ``@bot`` is played
    with its buttons (play-test 25: /roll under a running inline game heard there was none)."""
    chat = update.effective_chat
    return (
        update.callback_query is None
        and chat is not None
        and chat.type != Chat.PRIVATE
        and bool(context.bot.supports_inline_queries)
    )


def _command(update: Update) -> str | None:
    """The command a typed message gives ('/lang' of '/lang@RobinsonBot'); None for a tap."""
    message = update.message
    if update.callback_query is not None or message is None or not message.text:
        return None
    return typed_command(message.text).lower()
