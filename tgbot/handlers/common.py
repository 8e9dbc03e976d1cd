"""What handlers share: who acts, rights, the guard against refusals and outages, publishing.

A redelivered update is handled once, even when two processes get it at the same moment.

Before the handlers, one atomic step checks and claims the update; a command's save marks it
handled in the same step as its compare-and-set; after the handlers it is marked and let go.
A claim held by another process is waited out: it ends when that process is done (skip), or
lapses if the process died (take it over), so a crash loses nothing.

A button press skips the claim and the mark: every button either changes a game, and its
save is the check and the mark in one step (a second copy finds it handled and stays
silent), or does what may be done twice (a menu shown, a language chosen). So a tap costs
the game's load and its save: two round trips.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import time
from collections.abc import Callable, Coroutine
from dataclasses import replace
from typing import Any

from telegram import Message, Update
from telegram.error import Forbidden, TelegramError
from telegram.ext import ApplicationHandlerStop, TypeHandler

from fsm import (
    CLAIM_SECONDS,
    Actor,
    Begin,
    Cancel,
    Command,
    Duplicate,
    GameQuarantined,
    Loaded,
    Place,
    Refused,
    Result,
    SessionData,
    StoreUnavailable,
    from_doc,
)
from tgbot.appstate import Context
from tgbot.chat.origin import person_name, place_of
from tgbot.outbox.chat import administers
from tgbot.outbox.refusals import tell_refusal
from tgbot.outbox.show import chat_lang, show_result, tell

NOTED, BEFORE, AFTER = -2, -1, 1  # handler groups around the main group 0
log = logging.getLogger("robinson.bot")
Handler = Callable[[Update, Context], Coroutine[Any, Any, None]]


def actor_of(update: Update, *, is_admin: bool = False) -> Actor:
    """The person behind an update as the session sees them."""
    user = update.effective_user
    if user is None:
        raise Refused("not_in_game")
    return Actor(user.id, person_name(user), is_admin)


async def is_chat_admin(update: Update, context: Context) -> bool:
    """Whether the user administers the chat (in private chats, they always do)."""
    chat, user = update.effective_chat, update.effective_user
    if chat is None or user is None:
        return False
    if chat.type == chat.PRIVATE:
        return True
    return await administers(context.bot, context.bot_data.admins, chat.id, user.id)


def shown_on_message(update: Update) -> bool:
    """Whether the pressed data is on the keyboard of the message it came from."""
    query = update.callback_query
    message = query.message if query is not None else None
    if query is None or not isinstance(message, Message) or message.reply_markup is None:
        return False
    rows = message.reply_markup.inline_keyboard
    return any(button.callback_data == query.data for row in rows for button in row)


def guarded(handler: Handler) -> Handler:
    """Turn refusals, outages and damaged saves into a polite answer; nothing is lost."""

    @functools.wraps(handler)
    async def run(update: Update, context: Context) -> None:
        try:
            await handler(update, context)
        except Refused as refused:
            await tell_refusal(update, context, refused)
        except StoreUnavailable:
            log.warning("redis unavailable", extra={"chat_id": _chat_id(update)})
            context.bot_data.langs.store_failed()  # the answer's language: from memory
            await tell(update, context, _unreachable(update))
        except GameQuarantined as damaged:
            log.error(
                "game quarantined", extra={"chat_id": damaged.chat_id, "reason": damaged.reason}
            )
            await tell(update, context, "toast-damaged")
        except Duplicate as duplicate:  # applied by the process that got it first; it answers
            log.info("duplicate update ignored", extra={"duplicate": duplicate.update_id})
        except Forbidden as exc:  # blocked by the user, or removed: my_chat_member follows
            log.warning("telegram refused", extra={"chat_id": _chat_id(update), "error": str(exc)})
            if any(words in str(exc).lower() for words in OUT_OF_GROUP):
                await _shut_out(update, context)

    return run


def _unreachable(update: Update) -> str:
    """The outage told: a die someone threw, that it did not count (play-test 67: "can't be
    reached" under their 6, which the next 🎲 then replaced); else that the island can't be
    reached."""
    message = update.effective_message
    thrown = update.callback_query is None and message is not None and message.dice is not None
    return "toast-roll-again" if thrown else "toast-unreachable"


OUT_OF_GROUP = ("kicked from the", "not a member of the")  # Telegram's words: the bot left


async def _shut_out(update: Update, context: Context) -> None:
    """Telegram says the bot is no longer in this group: a game begun there since it left (a
    tap on its old welcome) is cancelled as the leaving's own were, and a presser hears why
    nothing came (play-test 48: no answer at all; the lobby then stood, unseen, in the way
    of the next /new once the bot was back). Not for another refusal: a private chat that
    blocked the bot, or a person it may not write to first."""
    chat, user = update.effective_chat, update.effective_user
    if chat is None or user is None or chat.type == chat.PRIVATE:
        return  # a private chat's games wait: the person may unblock the bot
    await cancel_games_at(context, chat.id, Actor(user.id, person_name(user), is_admin=True))
    if update.callback_query is not None:
        with contextlib.suppress(TelegramError):
            await tell(update, context, "toast-not-member")


async def cancel_games_at(context: Context, chat_id: int, actor: Actor) -> None:
    """Cancel every game in the chat (the bot left it, or may not post there): nobody sees them."""
    games = context.bot_data.games
    for place in await games.places(chat_id):
        try:
            await games.act(place, Cancel(actor))
        except Refused:
            continue  # ended meanwhile
        log.info("bot out of chat; game cancelled", extra={"chat_id": chat_id})


def _chat_id(update: Update) -> int | None:
    """The chat id of an update, for logs."""
    return update.effective_chat.id if update.effective_chat else None


async def last_game(context: Context, place: Place) -> SessionData | None:
    """The game that last ended at `place` (its rules and settings ask for it), None if none
    did or its record cannot be read."""
    for doc in await context.bot_data.history.recent(place, 1):
        with contextlib.suppress(KeyError, TypeError, ValueError, AttributeError):
            return from_doc(doc)
    return None


async def act(
    update: Update,
    context: Context,
    command: Command,
    game_id: str | None = None,
    loaded: Loaded | None = None,
) -> Result:
    """Run `command` on the game here, once per update; for a button, only on its game
    (`game_id`); on `loaded`, the game this update loaded already. Host-only commands retry
    with admin rights.
    """
    place = place_of(update)
    games = context.bot_data.games
    once = update_key(update, context)
    try:
        return await games.act(place, command, game_id=game_id, update=once, loaded=loaded)
    except Refused as refused:
        actor = getattr(command, "actor", None)
        if refused.code != "not_host" or actor is None or actor.is_admin:
            raise
        if not await is_chat_admin(update, context):
            raise
        admin = Actor(actor.user_id, actor.name, is_admin=True)
        command = replace(command, actor=admin)  # type: ignore[arg-type]
        return await games.act(place, command, game_id=game_id, update=once)


async def publish(
    update: Update,
    context: Context,
    result: Result,
    *,
    fresh: bool = False,
    summary: bool = False,
) -> None:
    """Show a command's result in the chat it came from (`tgbot.outbox.show.show_result`, in
    the chat's language; a command sent far below the board brings it down)."""
    lang = await chat_lang(update, context)
    bottom = latest = update.effective_message.message_id if update.effective_message else None
    if update.callback_query is not None:
        latest = None  # a button press happens on the live message itself
    await show_result(
        context.bot,
        context.bot_data,
        result,
        lang,
        latest_message=latest,
        fresh=fresh,
        summary=summary,
        bottom=bottom,
    )


POLL_SECONDS = 0.05  # how often a claim held elsewhere is looked at again


def marked_by_save(update: Update) -> bool:
    """Whether the update is a button press, which its save marks (no claim, no mark here)."""
    return update.callback_query is not None


def update_key(update: Update, context: Context) -> str:
    """An update's id qualified by the bot's id: update ids are unique only per bot."""
    return f"{context.bot.id}:{update.update_id}"


async def skip_if_handled(update: Update, context: Context) -> None:
    """Stop here if this update was (or is being) handled by this or another process."""
    chat = update.effective_chat
    if chat is None or marked_by_save(update):
        return
    updates = context.bot_data.updates
    key = update_key(update, context)
    waited = 0.0
    try:
        found = await updates.begin(chat.id, key, time.time())
        while found is Begin.IN_HAND and waited <= CLAIM_SECONDS:
            await asyncio.sleep(POLL_SECONDS)
            waited += POLL_SECONDS
            found = await updates.begin(chat.id, key, time.time())
    except StoreUnavailable:
        return  # the handler itself will tell the user the island is unreachable
    if found is not Begin.MINE:
        raise ApplicationHandlerStop


async def mark_handled(update: Update, context: Context) -> None:
    """Remember the update as handled and let its claim go, once every handler has had it."""
    chat = update.effective_chat
    if chat is None or marked_by_save(update):
        return
    try:
        await context.bot_data.updates.mark_handled(
            chat.id, update_key(update, context), time.time()
        )
    except StoreUnavailable as exc:  # the handler has answered; a redelivery is handled again
        log.warning("update %s not marked handled: %s", update.update_id, exc)


async def note_newest(update: Update, context: Context) -> None:
    """Remember a group's newest message, chatter too: a board it pushed far up comes down at
    the next move, a tap's or the clock's (play-test 61: edited in place, 36 messages up)."""
    message, chat = update.message, update.effective_chat
    if message is not None and chat is not None and chat.id < 0:
        context.bot_data.newest_messages.put(place_of(update), message.message_id)


def around_handlers() -> list[tuple[TypeHandler[Update, Context, None], int]]:
    """The handlers around every update's own, with the groups they belong in."""
    return [
        (TypeHandler(Update, note_newest), NOTED),
        (TypeHandler(Update, skip_if_handled), BEFORE),
        (TypeHandler(Update, mark_handled), AFTER),
    ]
