"""The story of the last turns under the board, trimmed to fit a phone.

The actor's own turn comes first and whole, then the turns in between (computer players),
then the last turn. Each turn has a short telling, its brief (`tgbot.render.told`): the
line that says where it left its player (its landing: the footprint back to 14, the swap,
the sail, the stay in the tree) with the bare roll that led there, every change to a
person's purse and every rare moment (`i18n.is_drama`: a gallows death, a Friday bond, a
swap, a person's win). Trimming never leaves a told turn without its brief, never leaves out
a turn with a rare moment, and marks each place where lines were left out with a `CUT` line
that tells what those lines did to the people's purses.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import partial

from engine import Event, TurnStarted
from fsm import SessionData
from i18n import first_quotes, told_turn, without_story
from tgbot.render.common import NBSP, held_initials, phone_lines, seat_names, unwidowed
from tgbot.render.told import CUT, Line, Story, turn_lines

__all__ = ["CUT", "Line", "Story", "Unquote", "chosen", "fit_phone", "held_arrows", "reader",
           "tell_story", "trimmed", "turns_of"]  # fmt: skip

STORY_LINES = 9
PHONE_LINES, PHONE_CHARS = 20, 1000  # a live message fits a phone screen
OWN_LINES = 7  # the acting player's own turn is kept whole up to here, before anyone else's


@dataclass(frozen=True, slots=True)
class Unquote:
    """A step of trimming that keeps a line but tells it without its field's quote."""

    index: int


Step = int | Unquote  # a line left out, or told without its quote


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


def mover(turn: Sequence[Event]) -> int:
    """The seat whose turn `turn` is (that of its first event naming one)."""
    return next(
        (seat for event in turn if isinstance(seat := getattr(event, "seat", None), int)), -1
    )


def tell_story(
    data: SessionData, lang: str, events: Sequence[Event], names: Sequence[str] = ()
) -> Story:
    """The story since the last command, its lines `chosen` to be shown, none leaving its
    last word alone on a phone line; the seats called by `names` (else as on the board)."""
    names = list(names) or seat_names(data, lang)
    people = [seat for seat, s in enumerate(data.seats) if not s.is_computer]
    you = reader(data)
    turns = [(turn, told_turn(turn, lang, names, people, you)) for turn in turns_of(events)]
    unquote = partial(without_story, lang=lang)
    lines = [line for index, (turn, said) in enumerate((t, s) for t, s in turns if s)
             for line in turn_lines(said, index, people, mover(turn), unquote)]  # fmt: skip
    first = first_quotes([(line.text, line.bare) for line in lines])  # a field's story once
    lines = [line if once else replace(line, text=line.bare, bare="")
             for line, once in zip(lines, first, strict=True)]  # fmt: skip
    held = [replace(line, text=_held(line.text), bare=line.bare and _held(line.bare))
            for line in lines]  # fmt: skip
    return chosen(Story(tuple(held), names=tuple(names), lang=lang))


def _held(line: str) -> str:
    """A story line no phone leaves its last word alone on, nor ends on an initial; one that
    wraps keeps its arrows with their fields (`held_arrows`; play-tests 18, 63, 72)."""
    held = unwidowed(held_initials(line))
    return held_arrows(held) if phone_lines([line]) > 1 else held


_ROLLED = re.compile(r"(?<=\w) (\d) → ")  # 'được 3' / '→ 15' wrapped apart (play-test 63)


def held_arrows(line: str) -> str:
    """`line` with each → held to what follows, a die's to the die, a bounce's ↩️ to its fields."""
    held = _ROLLED.sub(rf"{NBSP}\1{NBSP}→ ", line).replace("→ ", f"→{NBSP}")
    return held.replace(" ↩️ ", f"{NBSP}↩️{NBSP}")


def chosen(story: Story) -> Story:
    """`story` with the lines to show, in at most `STORY_LINES` where it can be: the actor's
    own turn whole (up to `OWN_LINES`), the last turn, and between them the turns with a rare
    moment, then the briefs of the turns that concern a person (theirs, or changing their
    purse), then the other turns' briefs, then the rest of those turns, each the newest first,
    while there is room."""
    if not story.lines:
        return story
    story = story.showing(story.of_turn(0)[:OWN_LINES] + story.of_turn(0, brief=True))
    own = len(story.text())
    story = story.showing(i for i, line in enumerate(story.lines) if line.kept)
    last = story.turns - 1
    if last == 0:
        return story
    room = max(STORY_LINES - own, 2)
    story = story.showing(story.of_turn(last)[:room] + story.of_turn(last, brief=True))
    between = range(last - 1, 0, -1)  # the newest first
    concern = [(line.purse or line.person) for line in story.lines]
    people = [turn for turn in between if any(concern[i] for i in story.of_turn(turn))]
    for turn, brief in [*((t, True) for t in people), *((t, True) for t in between),
                        *((t, False) for t in between)]:  # fmt: skip
        if not brief and not story.shown & set(story.of_turn(turn)):
            continue  # a turn left out is not told whole either
        more = story.showing(story.of_turn(turn, brief))
        if len(more.text()) <= STORY_LINES:
            story = more
    return story


def trimmed(
    story: Story,
    order: Iterable[Step | Sequence[int]],
    size: Callable[[Story], tuple[int, int]],
    limits: tuple[int, int],
) -> Story:
    """`story` with the steps of `order` (a line left out, lines that go together, a line's
    quote) taken until its `size` (lines, characters) is within `limits`: while there are
    too many lines, the first of `order` that saves a line, unless the fewest of those ahead
    of it save one together (play-test 26: a person's missed turn went while computers'
    one-line turns, each alone saving none, stayed), else characters with no line added;
    while only too many characters, the first that saves characters (a cut's purses can be
    longer than the lines it stands for)."""
    pending = [(item,) if isinstance(item, Step) else tuple[Step, ...](item) for item in order]
    while pending:
        lines, chars = size(story)
        if lines <= limits[0] and chars <= limits[1]:
            break
        now = (lines, chars)
        pick = _first(story, pending, size, now, lines=True) if lines > limits[0] else None
        if lines > limits[0]:  # those ahead of it in `order` first, if together they save one
            ahead = pending if pick is None else pending[: pending.index(pick[0][0])]
            pick = _together(story, ahead, size, now[0]) or pick
        if pick is None and chars > limits[1]:
            pick = _first(story, pending, size, now, lines=False)
        if pick is None:
            break
        items, story = pick
        for item in items:
            pending.remove(item)
    return story


def _first(
    story: Story,
    pending: Sequence[tuple[Step, ...]],
    size: Callable[[Story], tuple[int, int]],
    now: tuple[int, int],
    *,
    lines: bool,
) -> tuple[list[tuple[Step, ...]], Story] | None:
    """The first of `pending` whose steps save a line (`lines`), else characters with no line
    added, against the story's size `now`; with the story after them, or None. Sizes are
    asked only up to that one."""
    for item in pending:
        shorter = _applied(story, item)
        count, chars = size(shorter)
        if count < now[0] if lines else count <= now[0] and chars < now[1]:
            return [item], shorter
    return None


def _together(
    story: Story,
    pending: Sequence[tuple[Step, ...]],
    size: Callable[[Story], tuple[int, int]],
    lines: int,
) -> tuple[list[tuple[Step, ...]], Story] | None:
    """Where no one of `pending` saves a line: the fewest of them, taken in order, that
    together do (play-test 20: four computers' one-line turns, each alone a cut mark as long,
    went to one '… 🎲 🤖 Xury, 🤖 Poll…' only together, so none went and the caption stood
    twice a phone's height); with the story after them, or None."""
    taken: list[tuple[Step, ...]] = []
    shorter = story
    for item in pending:
        trial = _applied(shorter, item)
        count = size(trial)[0]
        if count > lines:  # it adds a line: not one of them
            continue
        taken.append(item)
        shorter = trial
        if count < lines:
            break
    else:
        return None
    for item in list(taken[:-1]):  # those the saving does without stay
        without = [kept for kept in taken if kept is not item]
        trial = _applied(story, *without)
        if size(trial)[0] < lines:
            taken, shorter = without, trial
    return taken, shorter


def _applied(story: Story, *items: tuple[Step, ...]) -> Story:
    """`story` with the steps of `items` taken: lines left out, or told without their quote."""
    for item in items:
        for step in item:
            story = story.unquoting(step.index) if isinstance(step, Unquote) else story.hiding(step)
    return story


def fit_phone(
    head: list[str],
    story: Story,
    tail: list[str],
    most: int = PHONE_LINES,
    count: Callable[[list[str]], int] = len,
    *,
    landings: bool = False,
) -> Story:
    """`story` trimmed until head + story + tail fits a phone (at most `most` lines as `count`
    counts them, 20 text lines unless told; ≤1,000 characters):
    the turns in between lose their lines beyond their brief first, then the last turn its
    start, then the own turn its end; only then the briefs of the turns in between and of the
    last turn but for the rare moments, the landings and the lines saying why a person's
    purse changed (a `CUT` tells what they did to the people's purses), then the turns in
    between whole (a person's last) but for those why lines and their landings, then the why
    lines, then those turns whole, then the own turn's brief (its purses, a turn to miss),
    then the turns with a rare moment (only to that moment), and last where the last and the
    own turn led; the first and the last line of the story stay, the last only if in its
    turn's brief or rare (else it goes before the briefs). With `landings` (under a picture,
    which shows where everyone stands) the lines lose their fields' quotes before any brief
    goes (the turns in between first, the own turn last), a rare moment keeps its turn's
    landing and the last and own turns keep theirs, though the phone must then scroll."""
    last = story.turns - 1

    def size(told: Story) -> tuple[int, int]:
        lines = head + told.text() + tail
        return count(lines), len("\n".join(lines))

    def shown(turn: int) -> list[int]:
        return sorted(i for i in story.shown if story.lines[i].turn == turn)

    def droppable(indexes: Iterable[int]) -> list[int]:
        return [i for i in indexes if not story.lines[i].brief]

    def rare(turn: int) -> bool:
        return any(story.lines[i].rare for i in shown(turn))

    between = [i for turn in range(1, last) for i in shown(turn)]
    ending = shown(last)[:-1] if last > 0 else []
    spare = [i for i in shown(last)[-1:] if last > 0 and not (story.lines[i].brief or rare(last))]
    own = list(reversed(shown(0)[1:-1] if last == 0 else shown(0)[1:]))  # the last line stays

    def plain(indexes: Iterable[int]) -> list[int]:
        return [i for i in indexes if not story.lines[i].rare]

    def pays(index: int) -> bool:  # a line saying why a person's purse changed
        return bool(story.lines[index].purse)

    briefs = [i for i in plain([*between, *ending]) if not story.lines[i].landing]
    own_briefs = [i for i in plain(own) if not story.lines[i].landing]
    turns, paying = [], []  # whole, with its landing; those that changed a person's purse keep
    for told in (plain(shown(turn)) for turn in range(1, last) if not rare(turn)):  # why longest
        if any(pays(i) for i in told):  # (play-test 23: '… Mads −1 🪙' beside others told)
            paying.append(told)
            told = [i for i in told if not (pays(i) or story.lines[i].landing)]
        turns.append(told)
    why = [i for i in briefs if pays(i)]  # a turn's why before its landing
    rare_turns = [  # to that moment; under a picture a turn with a rare moment keeps its landing
        plain(shown(turn)) for turn in range(1, last) if rare(turn) and not landings
    ]
    order: list[Step | Sequence[int]] = [*droppable(between), *droppable(ending), *droppable(own)]
    if landings:
        turns_told = [*range(1, last), *([last] if last > 0 else []), 0]  # the own turn last
        quoted = [i for turn in turns_told for i in shown(turn) if story.lines[i].bare]
        order += [Unquote(i) for i in quoted]
    order += spare  # the last line, beyond its turn's brief (play-test 27: a computer's payment
    # outstayed the own turn's why)
    # the own turn's brief only once the turns in between are gone (play-test 16: its purse
    # line went into a cut beside a computer's, and the toast's −2 was told nowhere)
    people = [t for t in turns if t and story.lines[t[0]].person]  # a person's turns after
    turns = [t for t in turns if t and t not in people] + people  # the computers' (pt 26)
    order += [*(i for i in briefs if not pays(i)), *turns, *why, *paying]
    order += [*own_briefs, *rare_turns]
    if not landings:
        order += [*plain(ending), *plain(own)]  # the last resort: where the last and own turns led
    return trimmed(story, order, size, (most, PHONE_CHARS))
