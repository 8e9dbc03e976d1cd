"""The story of the last turns under the board, trimmed to fit a phone.

The actor's own turn comes first and whole, then the turns in between (computer players),
then the last turn. Trimming never leaves a turn without the line that says where it left
its player (its landing line: the footprint back to 14, the swap, the sail), nor drops a
rare moment (`i18n.is_drama`: a gallows death, a Friday bond, a swap, a person's win).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from engine import Event, Moved, TurnStarted
from fsm import SessionData
from i18n import is_drama, render_turn
from tgbot.render.common import seat_names

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


def reader(data: SessionData) -> int | None:
    """In a private chat, the seat of its one person (the board speaks to them); else None."""
    if data.chat_id < 0:
        return None
    return next((seat for seat, s in enumerate(data.seats) if not s.is_computer), None)


def landing_line(turn: Sequence[Event], tell: Callable[[Sequence[Event]], list[str]]) -> str:
    """The line of a told turn that says where it left its player: that of its last move
    (the footprint back to 14, the swap, the sail), else its first line (`tell` tells)."""
    moved = [i for i, event in enumerate(turn) if isinstance(event, Moved)]
    told = tell(turn[: moved[-1] + 1] if moved else turn)
    return told[-1] if moved and told else (told or [""])[0]


def first_lines(lines: Sequence[str], limit: int, landing: str = "") -> list[str]:
    """The first `limit` lines, its landing line, and every rare moment after them."""
    return [
        line
        for index, line in enumerate(lines)
        if index < limit or line == landing or is_drama(line)
    ]


def story_parts(
    data: SessionData, lang: str, events: Sequence[Event]
) -> tuple[list[str], list[str], list[str], frozenset[str]]:
    """The story since the last command: the actor's own turn whole, then the last turn.

    Turns in between (computer players) get their landing line each (and their rare
    moments) while there is room, and the rest of their lines if room is left
    (`turns_between`). Returned as (own turn, turns between, last turn, the landing lines,
    which trimming keeps as it keeps the rare moments).
    """
    names = seat_names(data, lang)
    people = [seat for seat, s in enumerate(data.seats) if not s.is_computer]
    you = reader(data)

    def tell(turn: Sequence[Event]) -> list[str]:
        return render_turn(turn, lang, names, people, you)

    turns = [turn for turn in turns_of(events) if tell(turn)]
    told = [tell(turn) for turn in turns]
    landings = [landing_line(turn, tell) for turn in turns]
    if not told:
        return [], [], [], frozenset()
    keep = frozenset(landings)
    own = first_lines(told[0], OWN_LINES, landings[0])
    if len(told) == 1:
        return own, [], [], keep
    last = first_lines(told[-1], max(STORY_LINES - len(own), 2), landings[-1])
    room = max(STORY_LINES - len(own) - len(last), 0)
    return own, turns_between(told[1:-1], room, landings[1:-1]), last, keep


def turns_between(
    turns: Sequence[list[str]], room: int, landings: Sequence[str] | None = None
) -> list[str]:
    """At most `room` lines of `turns`: the newest turns' landing lines (by default their
    first), then, room allowing, the rest of each turn too (the newest first), so a purse's
    change keeps its reason.

    A turn with a rare moment (`is_drama`) is always told, its landing line and that moment.
    """
    lands = list(landings) if landings is not None else [lines[0] for lines in turns]
    short = [
        [line for line in lines if line == land or is_drama(line)]
        for lines, land in zip(turns, lands, strict=True)
    ]
    told = [any(is_drama(line) for line in lines) for lines in turns]
    spare = room - sum(len(lines) for lines, told_ in zip(short, told, strict=True) if told_)
    for index in reversed(range(len(turns))):
        if not told[index] and spare > 0:
            told[index], spare = True, spare - 1
    whole = [False] * len(turns)
    for index in reversed(range(len(turns))):
        extra = len(turns[index]) - len(short[index])
        if told[index] and 0 < extra <= spare:
            whole[index], spare = True, spare - extra
    return [
        line
        for lines, brief, shown, all_of in zip(turns, short, told, whole, strict=True)
        if shown
        for line in (lines if all_of else brief)
    ]


def story_lines(data: SessionData, lang: str, events: Sequence[Event]) -> list[str]:
    """The story since the last command, as lines (see `story_parts`)."""
    own, between, last, _ = story_parts(data, lang, events)
    return own + between + last


def fit_phone(
    head: list[str],
    parts: tuple[list[str], ...],
    tail: list[str],
    keep: frozenset[str] = frozenset(),
) -> list[str]:
    """The story parts (own turn, turns between, last turn) trimmed until head + story +
    tail fits a phone (≤20 lines, ≤1,000 characters): the turns between go first, then the
    last turn's start, then the own turn's end; the first and the last line of the story
    stay, and so do its rare moments and the landing lines in `keep`."""
    own, between, last = (list(part) for part in parts[:3])
    while True:
        story = own + between + last
        lines = head + story + tail
        if len(lines) <= PHONE_LINES and len("\n".join(lines)) <= PHONE_CHARS:
            return story
        if not (
            _drop(between, range(len(between)), keep)
            or _drop(last, range(len(last) - 1), keep)
            or _drop(own, reversed(range(1, len(own))), keep)
        ):
            return story


def _drop(lines: list[str], order: Iterable[int], keep: frozenset[str]) -> bool:
    """Remove the first line in `order` that is neither a rare moment nor in `keep`; False
    if there is none."""
    index = next((i for i in order if not is_drama(lines[i]) and lines[i] not in keep), None)
    if index is None:
        return False
    del lines[index]
    return True
