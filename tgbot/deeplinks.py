"""The bot's t.me links: each `/start` payload is written and read in this one place."""

from __future__ import annotations

import re

from fsm import Place

RULES = "rules"  # ?start=rules: the rule book in the private chat
ADD_TO_GROUP = "new"  # ?startgroup=new: the bot's own "add me to a group" link
#: ?start=join_<chat>[_<topic>]: a seat in a group's (or a forum topic's) lobby; a group's id is
#: negative, and only ASCII digits count.
_JOIN = re.compile(r"join_(-[0-9]{1,19})(?:_([0-9]{1,10}))?")
SUPERGROUP = 1_000_000_000_000  # a supergroup's id is -(10**12 + the id its t.me/c links use)


def start_link(bot_username: str, payload: str) -> str:
    """The link that opens the private chat with the bot and sends `/start <payload>`."""
    return f"https://t.me/{bot_username}?start={payload}"


def add_to_group_link(bot_username: str) -> str:
    """The link that offers to add the bot to a group (the welcome follows there)."""
    return f"https://t.me/{bot_username}?startgroup={ADD_TO_GROUP}"


def message_link(chat_id: int, message_id: int) -> str | None:
    """A t.me/c link to a message of a supergroup (it opens for members); None elsewhere."""
    if chat_id > -SUPERGROUP:
        return None
    return f"https://t.me/c/{-chat_id - SUPERGROUP}/{message_id}"


def join_payload(place: Place) -> str:
    """`join_<chat>` for a group's lobby, `join_<chat>_<topic>` for a forum topic's."""
    topic = "" if place.topic_id is None else f"_{place.topic_id}"
    return f"join_{place.chat_id}{topic}"


def joined_place(payload: str) -> Place | None:
    """The lobby a `join_` payload names; None for any other payload."""
    found = _JOIN.fullmatch(payload)
    if found is None:
        return None
    return Place(int(found[1]), int(found[2]) if found[2] else None)
