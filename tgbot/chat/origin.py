"""Where an update comes from: its game's place, and its person's name as the game shows it.

A place is a chat, a forum topic or an inline message; a game whose topic is gone is cancelled
(`abandon`). A name is the person's Telegram name, made safe to stand in a line.

Names are raw user input. Characters that turn the direction of the text around (U+202E and
its kin) are taken out, so nobody can make a line show their purse backwards; a name written
right to left (Arabic, Hebrew) is isolated (FSI … PDI), so it no longer decides which way the
whole line runs; a name of invisible characters only falls back on the username, else the id.
"""

from __future__ import annotations

import logging
import re
import unicodedata

from telegram import Message, Update, User
from telegram.error import BadRequest, TelegramError

from fsm import Actor, Cancel, GameService, Place, Refused, Result

log = logging.getLogger("robinson.bot")
TOPIC_GONE = ("topic_closed", "message thread not found")


def place_of(update: Update) -> Place:
    """The update's place: its chat and, for a message in a forum topic, the topic.

    A forum's General topic is the chat itself; so is a reply chain in a plain group
    (its messages carry a message_thread_id too, but is_topic_message is false). A press on
    a message sent inline has no chat: its place is the message (`Place.inline`).
    """
    query = update.callback_query
    if query is not None and query.inline_message_id:
        return Place.inline(query.inline_message_id, query.chat_instance)
    chat = update.effective_chat
    if chat is None:
        raise Refused("no_game")
    message = update.effective_message
    if isinstance(message, Message) and message.is_topic_message:
        return Place(chat.id, message.message_thread_id)
    return Place(chat.id)


def is_inline(update: Update) -> bool:
    """Whether the update is a press on a message sent inline (no chat, no message)."""
    query = update.callback_query
    return query is not None and bool(query.inline_message_id)


def topic_gone(error: TelegramError) -> bool:
    """Whether Telegram refused a send because the forum topic was closed or deleted."""
    return isinstance(error, BadRequest) and any(r in str(error).lower() for r in TOPIC_GONE)


async def abandon(games: GameService, place: Place, by: Actor) -> Result | None:
    """Cancel and archive the game at `place` (its topic or inline message is gone); the
    cancel's result, None if there was no game."""
    try:
        result = await games.act(place, Cancel(by))
    except Refused:
        return None
    log.info("its topic or message gone; game cancelled", extra={"chat_id": place.chat_id})
    return result


#: Explicit direction marks, embeddings, overrides and isolates (Unicode's Bidi_Control).
BIDI_CONTROLS = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
#: Characters that draw nothing though they are not spaces: fillers, a blank braille cell.
BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u200b\u200c\u200d\u2060\ufeff")
FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE = "\u2068", "\u2069"
RIGHT_TO_LEFT = frozenset({"R", "AL"})


def typed_command(text: str) -> str:
    """The command a message's `text` begins with, as typed, without the bot's name ('/lang'
    of '/lang@RobinsonBot please')."""
    return text.split(maxsplit=1)[0].split("@", 1)[0]


def person_name(user: User) -> str:
    """The name the game calls `user` by: their first name, else username, else id, cleaned."""
    for raw in (user.first_name, user.username or ""):
        name = clean_name(raw)
        if name:
            return name
    return str(user.id)


def clean_name(raw: str) -> str:
    """`raw` without direction controls and runs of white space, a right-to-left name
    isolated; empty if nothing visible is left."""
    name = " ".join(BIDI_CONTROLS.sub("", raw).split())
    if all(char in BLANKS or char.isspace() for char in name):
        return ""
    if any(unicodedata.bidirectional(char) in RIGHT_TO_LEFT for char in name):
        return isolate(name)
    return name


def isolate(name: str) -> str:
    """`name` between FSI and PDI: its direction no longer decides its line's."""
    return f"{FIRST_STRONG_ISOLATE}{name}{POP_DIRECTIONAL_ISOLATE}"


def isolated(name: str) -> str | None:
    """The name inside an isolated `name`; None if it is not isolated."""
    if name.startswith(FIRST_STRONG_ISOLATE) and name.endswith(POP_DIRECTIONAL_ISOLATE):
        return name[1:-1]
    return None
