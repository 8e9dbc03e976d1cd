"""The story of the last turns under the board, trimmed to fit a phone.

The actor's own turn comes first and whole, then the turns in between (computer players),
then the last turn. Trimming never leaves a turn without the line that says where it left
its player (its landing line: the footprint back to 14, the swap, the sail).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import Event, Moved, Settings, TurnStarted
from fsm import SessionData
from i18n import render_turn
from tgbot.render.common import engine_settings, seat_names

STORY_LINES = 9
PHONE_LINES, PHONE_CHARS = 20, 1000  # a live message fits a phone screen
OWN_LINES = 7  # the acting player's own turn is kept whole up to here, before anyone else's


def turns_of(events: Sequence[Event]) -> list[list[Event]]:
    """Split a command's events into turns: a new one starts at each `TurnStarted`."""
    turns: list[list[Event]] = [[]]
    for event in events:
        if isinstance(event, TurnStarted) and turns[-1]:
            turns.append([])
        turns[-1].append(event)
    return [turn for turn in turns if turn]


def landing_line(turn: Sequence[Event], lang: str, names: Sequence[str], settings: Settings) -> str:
    """The line of a told turn that says where it left its player: that of its last move
    (the footprint back to 14, the swap, the sail), else its first line."""
    moved = [i for i, event in enumerate(turn) if isinstance(event, Moved)]
    told = render_turn(turn[: moved[-1] + 1] if moved else turn, lang, names, settings)
    return told[-1] if moved and told else (told or [""])[0]


def _cut(lines: list[str], count: int, landing: str) -> list[str]:
    """A turn's first `count` lines, its landing line always among them."""
    if count <= 0 or landing not in lines or landing in lines[:count]:
        return lines[:count]
    return [*lines[: count - 1], landing]


def story_parts(
    data: SessionData, lang: str, events: Sequence[Event]
) -> tuple[list[str], list[str], list[str], frozenset[str]]:
    """The story since the last command: the actor's own turn whole, then the last turn.

    Turns in between (computer players) get their landing line each while there is room, and
    the rest of their lines if room is left (`turns_between`). Returned as (own turn, turns
    between, last turn, the landing lines that trimming keeps).
    """
    names, settings = seat_names(data, lang), engine_settings(data)
    turns = [turn for turn in turns_of(events) if render_turn(turn, lang, names, settings)]
    told = [render_turn(turn, lang, names, settings) for turn in turns]
    landings = [landing_line(turn, lang, names, settings) for turn in turns]
    if not told:
        return [], [], [], frozenset()
    keep = frozenset(landings)
    own = _cut(told[0], OWN_LINES, landings[0])
    if len(told) == 1:
        return own, [], [], keep
    last = _cut(told[-1], max(STORY_LINES - len(own), 2), landings[-1])
    room = max(STORY_LINES - len(own) - len(last), 0)
    return own, turns_between(told[1:-1], room, landings[1:-1]), last, keep


def turns_between(
    turns: Sequence[list[str]], room: int, landings: Sequence[str] | None = None
) -> list[str]:
    """At most `room` lines of `turns`: the newest turns' landing lines (by default their
    first), then, room allowing, the rest of each turn too (the newest first), so a purse's
    change keeps its reason."""
    shown = list(turns[-room:]) if room > 0 else []
    lands = list(landings[-room:]) if landings is not None and room > 0 else [t[0] for t in shown]
    spare = room - len(shown)
    whole = [False] * len(shown)
    for index in reversed(range(len(shown))):
        extra = len(shown[index]) - 1
        if 0 < extra <= spare:
            whole[index], spare = True, spare - extra
    return [
        line
        for lines, land, all_of in zip(shown, lands, whole, strict=True)
        for line in (lines if all_of else [land])
    ]


def story_lines(data: SessionData, lang: str, events: Sequence[Event]) -> list[str]:
    """The story since the last command, as lines (see `story_parts`)."""
    own, between, last, _ = story_parts(data, lang, events)
    return own + between + last


def _drop(lines: list[str], keep: frozenset[str], *, last: bool = False) -> None:
    """Remove the first (or `last`) line not in `keep`; failing that, the first (or last)."""
    order = range(len(lines) - 1, -1, -1) if last else range(len(lines))
    index = next((i for i in order if lines[i] not in keep), -1 if last else 0)
    lines.pop(index)


def fit_phone(
    head: list[str],
    parts: tuple[list[str], list[str], list[str], frozenset[str]],
    tail: list[str],
) -> list[str]:
    """The story parts trimmed until head + story + tail fits a phone (≤20 lines, ≤1,000
    characters): the turns between go first, then the last turn's start, then the own
    turn's end; the first line of the story and every turn's landing line go last."""
    own, between, last = (list(part) for part in parts[:3])
    keep = parts[3]
    while True:
        story = own + between + last
        lines = head + story + tail
        if len(lines) <= PHONE_LINES and len("\n".join(lines)) <= PHONE_CHARS:
            return story
        if between:
            _drop(between, keep)
        elif len(last) > 1:
            _drop(last, keep)
        elif len(own) > 1:
            _drop(own, keep | {own[0]}, last=True)
        else:
            return story
