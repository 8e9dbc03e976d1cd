"""A person's name as the game shows it: their Telegram name, made safe to stand in a line.

Names are raw user input. Characters that turn the direction of the text around (U+202E and
its kin) are taken out, so nobody can make a line show their purse backwards; a name written
right to left (Arabic, Hebrew) is isolated (FSI … PDI), so it no longer decides which way the
whole line runs; a name of invisible characters only falls back on the username, else the id.
"""

from __future__ import annotations

import re
import unicodedata

from telegram import User

#: Explicit direction marks, embeddings, overrides and isolates (Unicode's Bidi_Control).
BIDI_CONTROLS = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
#: Characters that draw nothing though they are not spaces: fillers, a blank braille cell.
BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u200b\u200c\u200d\u2060\ufeff")
FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE = "\u2068", "\u2069"
RIGHT_TO_LEFT = frozenset({"R", "AL"})


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
