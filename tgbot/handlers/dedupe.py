"""A redelivered update is handled once, even when two processes get it at the same moment.

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
import logging
import time

from telegram import Update
from telegram.ext import ApplicationHandlerStop, TypeHandler

from fsm import CLAIM_SECONDS, Begin, StoreUnavailable
from tgbot.appstate import Context

log = logging.getLogger("robinson.bot")
BEFORE, AFTER = -1, 1  # handler groups around the main group 0
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


def dedupe_handlers() -> list[tuple[TypeHandler[Update, Context, None], int]]:
    """The two handlers with the groups they belong in."""
    return [
        (TypeHandler(Update, skip_if_handled), BEFORE),
        (TypeHandler(Update, mark_handled), AFTER),
    ]
