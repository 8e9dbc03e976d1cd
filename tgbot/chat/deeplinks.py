"""The bot's t.me links: each `/start` payload is written and read in this one place."""

from __future__ import annotations

import re

from engine import BadSettings, Field12, Settings
from fsm import Place

RULES = "rules"  # ?start=rules: the rule book in the private chat, with its games' settings
#: A game's rule settings in a link or a button (R2, R16): the fever rule on 12 (skip, extra
#: roll), the start chips and the ante, e.g. `e30a10`: ?start=rules_e30a10 opens the rule book
#: with them (play-test 25: a group's ending opened one with a private game's fever rule).
_SETTINGS = re.compile(r"([se])([0-9]{1,3})a([0-9]{1,3})")
ADD_TO_GROUP = "new"  # ?startgroup=new: the bot's own "add me to a group" link
#: ?start=join_<chat>[_<topic>]: a seat in a group's (or a forum topic's) lobby; a group's id is
#: negative, and only ASCII digits count.
_JOIN = re.compile(r"join_(-[0-9]{1,19})(?:_([0-9]{1,10}))?")
#: ?start=history_<chat>[_<topic>]: a group's (or topic's) last games with their logs, in private.
_HISTORY = re.compile(r"history_(-[0-9]{1,19})(?:_([0-9]{1,10}))?")
SUPERGROUP = 1_000_000_000_000  # a supergroup's id is -(10**12 + the id its t.me/c links use)


def settings_code(settings: Settings) -> str:
    """`e30a10`: a game's rule settings as a link or a button carries them."""
    fever = "s" if settings.field12 is Field12.SKIP else "e"
    return f"{fever}{settings.start_chips}a{settings.ante}"


def coded_settings(code: str) -> Settings | None:
    """The rule settings a `settings_code` names; None for anything else."""
    found = _SETTINGS.fullmatch(code)
    if found is None:
        return None
    field12 = Field12.SKIP if found[1] == "s" else Field12.EXTRA_ROLL
    try:
        return Settings(field12, int(found[2]), int(found[3]))
    except BadSettings:
        return None


def rules_payload(settings: Settings) -> str:
    """`rules_<settings>`: the rule book, in private, with one game's settings."""
    return f"{RULES}_{settings_code(settings)}"


def rules_settings(payload: str) -> Settings | None:
    """The settings a `rules_` payload carries; None for any other payload."""
    kind, _, code = payload.partition("_")
    return coded_settings(code) if kind == RULES else None


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
    return _place_payload("join", place)


def joined_place(payload: str) -> Place | None:
    """The lobby a `join_` payload names; None for any other payload."""
    return _payload_place(_JOIN, payload)


def history_payload(place: Place) -> str:
    """`history_<chat>[_<topic>]`: a group's (or forum topic's) last games, asked in private."""
    return _place_payload("history", place)


def history_place(payload: str) -> Place | None:
    """The group (or topic) a `history_` payload names; None for any other payload."""
    return _payload_place(_HISTORY, payload)


def _place_payload(kind: str, place: Place) -> str:
    """`<kind>_<chat>`, or `<kind>_<chat>_<topic>` in a forum topic."""
    topic = "" if place.topic_id is None else f"_{place.topic_id}"
    return f"{kind}_{place.chat_id}{topic}"


def _payload_place(pattern: re.Pattern[str], payload: str) -> Place | None:
    """The place a payload of `pattern` names; None if it does not match."""
    found = pattern.fullmatch(payload)
    if found is None:
        return None
    return Place(int(found[1]), int(found[2]) if found[2] else None)
