"""Reading a shown story as a player would: does every line the board needs stand there?

`story_problems` matches the story lines of a view against every line its turns tell and
names what a player would trip over: a person's purse changed with no line saying why, a
bare roll with no line saying where it led, lines or turns left out with no mark, a
player's two lines that do not add up with no mark between them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine import (
    ChoiceOffered,
    Died,
    Event,
    Moved,
    Parrot,
    Rolled,
    SkipAhead,
    Skipped,
    Stayed,
    Swapped,
    purse_changes,
)
from fsm import SessionData
from i18n import t, told_turn, without_story
from tgbot.render.common import held_initials, phone_lines, unwidowed
from tgbot.render.game import board_names
from tgbot.render.story import held_arrows, mover, reader, turns_of
from tgbot.render.told import SEP, cut_line, turns_told

CUT = "…"  # the story's mark for lines left out
PLACES = (Moved, Stayed, Swapped, Died)  # events that say where a turn left its player


@dataclass(frozen=True, slots=True)
class Told:
    """One line a turn tells: its text, the events it tells, its turn and whose turn it is,
    and the text without its field's quote (a caption may show that)."""

    text: str
    events: tuple[Event, ...]
    turn: int
    seat: int = -1
    bare: str = ""

    def says(self, shown: str) -> bool:
        """Whether `shown` is this line, with or without its field's quote (its last word
        perhaps held to the one before by a no-break space), perhaps ending on a cut ('🎲
        🤖 Poll rolled 4 → 20 … 🤖 Poll −3 🪙')."""
        told = held(self.text) + (held(self.bare) if self.bare else ())
        return shown in told or shown.partition(f"\u00a0{CUT}")[0] in told


def held(text: str) -> tuple[str, ...]:
    """A told line as a story may show it: as told, or its initials held to their words
    (`held_initials`) and its last word to the one before where a phone would leave it alone
    (`tgbot.render.common.unwidowed`), and where it wraps each → to its field (`held_arrows`)."""
    unwidowed_text = unwidowed(held_initials(text))
    return text, held_initials(text), unwidowed_text, held_arrows(unwidowed_text)


def told_lines(data: SessionData, lang: str) -> list[Told]:
    """Every line the story of `data.last_events` could show, turn by turn."""
    names = board_names(data, lang)
    people = [seat for seat, s in enumerate(data.seats) if not s.is_computer]
    you = reader(data)
    return [
        Told(text, events, index, mover(turn), _unquoted(text, events, lang))
        for index, turn in enumerate(turns_of(data.last_events))
        for text, events in told_turn(turn, lang, names, people, you)
    ]


def _unquoted(text: str, events: Sequence[Event], lang: str) -> str:
    """`text` without the quote of the field its move led to (itself if it has none)."""
    moved = next((event for event in events if isinstance(event, Moved)), None)
    return text if moved is None else without_story(text, moved.dst, lang)


def _spare(lines: Sequence[Told], index: int) -> bool:
    """A choice's offer, once the same turn tells the choice made, adds nothing; one still
    open may be left to its buttons (a caption short of room)."""
    line = lines[index]
    if not all(isinstance(event, ChoiceOffered) for event in line.events):
        return False
    later = [other for other in lines[index + 1 :] if other.turn == line.turn]
    return not later or any(isinstance(event, PLACES) for other in later for event in other.events)


def _parrot(line: Told, data: SessionData) -> bool:
    """Whether `line` tells the parrot talking to whom it talks now: the prompt's 🦜 line
    may tell it instead."""
    seat = data.parrot.seat if data.parrot is not None else None
    return bool(line.events) and all(
        isinstance(event, Parrot) and event.seat == seat for event in line.events
    )


def _misses(line: Told) -> bool:
    """Whether `line` tells a turn missed or to miss."""
    return any(isinstance(event, (SkipAhead, Skipped)) for event in line.events)


def _purses(lines: Sequence[Told], run: Sequence[int], people: set[int]) -> dict[int, int]:
    """What the lines at `run` did to the people's purses, seat by seat."""
    purses: dict[int, int] = {}
    for j in run:
        for event in lines[j].events:
            for seat, chips in purse_changes(event).items():
                if seat in people:
                    purses[seat] = purses.get(seat, 0) + chips
    return purses


def _causes(
    lines: Sequence[Told], run: Sequence[int], people: set[int], told: int | None
) -> dict[int, list[int]]:
    """Whose turns, other than the turn `told` above the run and the person's own, changed
    each person's purse in the lines at `run`, in the order they did."""
    causes: dict[int, list[int]] = {}
    for j in run:
        mover = lines[j].seat
        if lines[j].turn == told or mover < 0:
            continue
        for seat, chips in _purses(lines, [j], people).items():
            if chips and seat != mover and mover not in causes.setdefault(seat, []):
                causes[seat].append(mover)
    return causes


def _reading(
    lines: Sequence[Told],
    story: Sequence[str],
    mark: Callable[[Sequence[int], int, int], str],
    spare: set[int],
) -> list[int] | None:
    """The told line each story line is (-1 for a cut), such that every run of lines left
    out (but for those at `spare`) stands under a cut whose text is `mark(run, before,
    after)` (the told lines shown just before and after the run, -1 for none); None if there
    is no such reading."""

    def run(start: int, end: int) -> list[int]:
        return [j for j in range(start, end) if j not in spare]

    def is_cut(index: int) -> bool:
        return index < len(story) and story[index].split(" ")[0] == CUT

    def read(at: int, index: int) -> list[int] | None:
        cut = is_cut(index)
        step = index + 1 if cut else index
        if cut and is_cut(step):  # the rest of the turn told, then whole turns: split the run
            for end in range(at, len(lines)):
                rest = read(end, step) if mark(run(at, end), at - 1, -1) == story[index] else None
                if rest is not None:
                    return [-1, *rest]
            return None
        if step == len(story):
            left = run(at, len(lines))
            ok = (mark(left, at - 1, -1) == story[index]) if cut else not left
            return ([-1] if cut else []) if ok else None
        for j in range(at, len(lines)):
            left = run(at, j)
            marked = mark(left, at - 1, j) == story[index] if cut else not left
            if lines[j].says(story[step]) and marked:
                rest = read(j + 1, step + 1)
                if rest is not None:
                    return [*([-1] if cut else []), j, *rest]
            if not cut and j not in spare:
                break  # with no cut before it, a story line is the next line told
        return None

    return read(0, 0)


PROMPTS = ("game-turn", "game-turn-dice", "game-turn-button", "game-your-turn",
           "game-your-choice", "game-waiting-choice")  # fmt: skip


def before_the_prompt(shown: Sequence[str], data: SessionData, lang: str) -> list[str]:
    """The lines of a view above its prompt (whose turn, and what the 🦜 is for: the
    parrot's line stands there in place of the call where the story left it out)."""
    state = data.engine
    if state is None:
        return list(shown)
    name = board_names(data, lang)[state.current]
    prompts = {unwidowed(t(lang, key, name=name)) for key in PROMPTS}
    prompts |= {t(lang, key, name=name) for key in PROMPTS}
    start = next((k for k, line in enumerate(shown) if line in prompts), len(shown))
    told = {unwidowed(t(lang, key, name=seat)) for key in ("ev-parrot", "ev-parrot-alone")
            for seat in board_names(data, lang)}  # fmt: skip
    while start and shown[start - 1].startswith("🦜") and shown[start - 1] not in told:
        start -= 1  # the prompt's parrot line, over whose roll it is (play-tests 60, 61)
    return list(shown[:start])


def _ending_on_a_cut(text: str, texts: set[str]) -> list[str]:
    """A told line that ends on a cut, bare or of purses ('🎲 Poll rolled 4 → 20 …', '🎲 Mads
    rolled 6 → 32 … Mads +5 🪙': the rest of its turn left out) read as that line and the
    cut (held to its first purse there: play-test 44); any other line as it is."""
    line, mark, purses = text.rpartition(f"\u00a0{CUT}")
    if mark and line in texts and (not purses or purses.startswith(("\u00a0", " "))):
        return [line, f"{CUT}{purses}".replace(f"{CUT}\u00a0", f"{CUT} ", 1)]
    return [text]


def story_problems(data: SessionData, lang: str, shown: Sequence[str]) -> list[str]:
    """What a player would trip over in `shown`, the lines of a view (its story among them):
    an empty list if the story reads as the lines its turns tell, where every run of lines
    left out stands under a cut that says what they did to the people's purses, no bare roll
    is shown without where it led, and a player's consecutive moves add up or have a cut
    between them."""
    lines = told_lines(data, lang)
    texts = {form for line in lines for told in (line.text, line.bare) for form in held(told)}
    people = {seat for seat, s in enumerate(data.seats) if not s.is_computer}
    everyone = set(range(len(data.seats)))
    names = board_names(data, lang)

    def mark(run: Sequence[int], before: int, after: int) -> str:
        by = _causes(lines, run, people, lines[before].turn if before >= 0 else None)
        rolls = {seat: f"\u00a0({', '.join(names[m] for m in movers)})"
                 for seat, movers in by.items() if movers}  # fmt: skip
        # the people's purses; where none changed, the computers' (play-test 47: '… 🎲 🤖
        payers = people if any(_purses(lines, run, people).values()) else everyone  # Xury' +4)
        said = [f"{names[seat]}\u00a0{chips:+d}\u00a0🪙".replace("-", "−") + rolls.get(seat, "")
                for seat, chips in _purses(lines, run, payers).items() if chips]  # fmt: skip
        moved = sum(_purses(lines, run, everyone - people).values())  # the computers' left out:
        pot = -sum(_purses(lines, run, people).values()) - moved
        if payers is people and moved and pot:  # what they did to the pot (play-test 49)
            said.append(f"🏦\u00a0{pot:+d}\u00a0🪙".replace("-", "−"))
        # the turn told above, named on its own line (one below is named: its start is cut)
        shown = {lines[before].turn} if before >= 0 else set()
        told = [j for j in run if before >= 0 and lines[j].turn == lines[before].turn]
        if any(_purses(lines, told, everyone).values()) and len(told) < len(run):
            return "\n"  # the rest of the turn told that changed a purse has a cut of its own
        if run and len(told) == len(run):  # only that rest: every purse, people's first (pt 45)
            purses = {**_purses(lines, run, people), **_purses(lines, run, everyone - people)}
            missing = [lines[j].seat for j in run if lines[j].seat in people and _misses(lines[j])]
            return cut_line(purses, names, (), 0, lang, list(dict.fromkeys(missing)))
        skipped = [j for j in run if lines[j].seat in people and _misses(lines[j])]
        missed = list(dict.fromkeys(names[lines[j].seat] for j in skipped))
        skip = [f"⏭\u00a0{', '.join(missed)}"] if missed else []  # named, not counted
        rolled = [j for j in run if j not in skipped]
        seats = [lines[j].seat for j in rolled if lines[j].seat >= 0 and lines[j].turn not in shown]
        movers = list(dict.fromkeys(seats))
        paid = {seat for seat, chips in _purses(lines, run, payers).items() if chips}
        named = paid | {mover for seat in paid for mover in by.get(seat, [])}
        others = [seat for seat in movers if seat not in named]  # the purses, or who changed
        whose = [names[seat] for seat in others]  # them, name the rest already
        if not said and not whose:
            return " ".join([CUT, *skip])
        count = len({lines[j].turn for j in rolled if lines[j].seat >= 0} - shown)
        if count <= len(movers):  # a turn each: those named are not counted again (pt 45)
            count -= len(movers) - len(others)
        cut_turns = {lines[j].turn for j in rolled} - shown  # the one told below, its start cut,
        below = lines[after].seat if after >= 0 and lines[after].turn in cut_turns else -1

        def counted(turns: int) -> str:  # by name where counted (play-test 54)
            if below in others and turns > 1:
                return f"{turns_told(lang, turns - 1)}, {names[below]}"
            return turns_told(lang, turns)

        if not said:  # who rolled (🎲) if one phone line holds them all, else how many turns
            head = f"{CUT} {skip[0]}{SEP}" if skip else f"{CUT} "
            named = f"{head}🎲\u00a0{', '.join(whose)}"
            fits = count <= len(whose) and (len(whose) < 2 or phone_lines([named]) == 1)
            return named if fits else f"{head}{counted(count)}"
        purses = SEP.join([f"{CUT} {SEP.join(said)}", *skip])
        longer = f"{purses}{SEP}🎲\u00a0{', '.join(whose)}"  # whose turns, if as long a mark
        if not whose and count < 2:  # the purses name every turn, one each
            return purses
        fits = len(whose) == 1 or phone_lines([longer]) == phone_lines([purses])
        if whose and count <= len(whose) and fits:
            return longer
        return f"{purses}{SEP}{counted(max(count, len(whose)))}"  # else how many (pt 46)

    above = before_the_prompt(shown, data, lang)  # its parrot line may repeat the story's
    prompted = any(line.startswith("🦜") for line in shown[len(above) :])  # tells the parrot
    parrot = {j for j in range(len(lines)) if prompted and _parrot(lines[j], data)}
    spare = parrot | {j for j in range(len(lines)) if _spare(lines, j)}
    story = [part for text in above for part in _ending_on_a_cut(text, texts)]
    story = [text for text in story if text in texts or text.split(" ")[0] == CUT]
    reading = _reading(lines, story, mark, spare)
    if reading is None:
        return [f"no reading with every cut marked and its purses told: {story}"]
    order = [i for i in reading if i >= 0]
    problems = []
    for i in order:
        line = lines[i]
        bare = any(isinstance(e, Rolled) for e in line.events) and not any(
            isinstance(e, PLACES) for e in line.events
        )
        landing = [j for j, later in enumerate(lines) if later.turn == line.turn and j > i
                   and any(isinstance(e, PLACES) for e in later.events)]  # fmt: skip
        if bare and landing and landing[-1] not in order:
            problems.append(f"a roll with no landing: {line.text}")
    cuts = {reading[k - 1] if k else -1 for k, i in enumerate(reading) if i < 0}
    where: dict[int, tuple[int, int]] = {}  # seat → (field, the shown line that put it there)
    for i in order:
        for event in lines[i].events:
            if isinstance(event, Moved):
                before = where.get(event.seat)
                marked = before is not None and any(before[1] <= cut < i for cut in cuts)
                if before is not None and before[0] != event.src and not marked:
                    problems.append(f"does not add up: {lines[before[1]].text} / {lines[i].text}")
                where[event.seat] = (event.dst, i)
            elif isinstance(event, Stayed):
                where[event.seat] = (event.field, i)
            elif isinstance(event, Swapped):
                where[event.seat], where[event.other] = (41, i), (36, i)
    return problems
