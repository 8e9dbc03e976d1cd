"""A story's lines, each knowing its turn and what trimming may do with it, and the story
shown from them: the lines kept, a `CUT` line wherever lines were left out."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from engine import (
    ChoiceOffered,
    Died,
    Event,
    Left,
    Moved,
    Rolled,
    SkipAhead,
    Skipped,
    Stayed,
    Swapped,
    Won,
    purse_changes,
)
from i18n import is_drama, t
from tgbot.render.common import NBSP, SEP, phone_lines

CUT = "…"  # a line of its own where the story leaves lines out
_PLACES = (Moved, Stayed, Swapped, Died)  # what says where a turn left its player


@dataclass(frozen=True, slots=True)
class Line:
    """A line a turn tells. `brief`: in its turn's short telling; `kept`: never left out (its
    turn had a rare moment); `spare`: left out without a mark (an open offer left to its
    buttons, a line the prompt tells); `purse`: its change of people's purses; `person`: told of
    a person's turn; `landing`: the line saying where its turn left its player; `mover`: the
    seat whose turn it is (-1: none); `bare`: the line without the quote of its field's story,
    where it has one; `asks`: a choice's offer still open (its buttons say it too); `standout`:
    it tells a win (a computer's is not marked as a person's is, but the game ends there) or a
    person leaving the game (play-test 34: a cut left only 'Ann is the last person'): trimming
    keeps it, as every `rare` line; `others`: how much it changes the computer players' purses,
    told by a cut with nothing else to say; `missed`: it tells a person's turn missed or to
    miss, which a cut names ('⏭ Ann')."""

    text: str
    turn: int
    brief: bool = True
    kept: bool = False
    spare: bool = False
    purse: tuple[tuple[int, int], ...] = ()
    person: bool = False
    landing: bool = False
    mover: int = -1
    bare: str = ""
    asks: bool = False
    standout: bool = False
    others: tuple[tuple[int, int], ...] = ()
    missed: bool = False

    @property
    def rare(self) -> bool:
        """A rare moment (`i18n.is_drama`), a win or a person leaving: kept by trimming."""
        return self.standout or is_drama(self.text)


def turn_lines(
    told: Sequence[tuple[str, tuple[Event, ...]]],
    turn: int,
    people: Iterable[int],
    mover: int,
    unquote: Callable[[str, int], str] | None = None,
) -> list[Line]:
    """A told turn's lines (with their events), marked for trimming: its brief is every line
    saying where it took its player (so a roll again follows the move before it), its landing
    (that of its last move or stay; else its first line), the bare rolls before it (a choice's
    move follows the roll that offered it: play-test 38), its rare moments, every line changing
    a person's purse and a person's turn missed or to miss (play-test 26: the fever's line went
    first; `mover`: the seat whose turn it is); `unquote(line, field)`: a move's line unquoted."""

    def has(index: int, kinds: tuple[type[Event], ...]) -> bool:
        return any(isinstance(event, kinds) for event in told[index][1])

    persons = frozenset(people)
    places = [i for i in range(len(told)) if has(i, _PLACES)]
    landing = places[-1] if places else 0
    led = [i for i in range(landing) if has(i, (Rolled,)) and not has(i, _PLACES)] if places else []
    standout = [has(i, (Won,)) or any(isinstance(e, Left) and e.seat in persons for e in events)
                for i, (_, events) in enumerate(told)]  # fmt: skip
    rare = [is_drama(text) or standout[i] for i, (text, _) in enumerate(told)]
    drama = any(rare)
    lines = []
    for i, (text, events) in enumerate(told):
        purse: dict[int, int] = {}
        others: dict[int, int] = {}
        for event in events:
            for seat, chips in purse_changes(event).items():
                changed = purse if seat in persons else others
                changed[seat] = changed.get(seat, 0) + chips
        missed = mover in persons and has(i, (SkipAhead, Skipped))  # a person's turn to miss
        brief = i in (*places, landing, *led) or rare[i] or any(purse.values()) or missed
        offered = bool(events) and all(isinstance(event, ChoiceOffered) for event in events)
        if offered and i < landing:  # its choice made is told: no line (play-test 42: shown
            continue  # where there was room, between the roll and the choice, it came and went)
        purses = tuple((seat, chips) for seat, chips in purse.items() if chips)
        moved_to = next((event.dst for event in events if isinstance(event, Moved)), None)
        bare = unquote(text, moved_to) if unquote is not None and moved_to is not None else text
        lines.append(Line(text, turn, brief, brief and drama, False, purses, mover in persons,
                          i == landing, mover, "" if bare == text else bare,
                          offered and i >= landing, standout[i],
                          tuple((seat, chips) for seat, chips in others.items() if chips),
                          missed))  # fmt: skip
    return lines


CUT_CHARS = 80  # a cut's purses are told up to here (at least one of them)
COIN = "\u00a0🪙"  # after a number, held to it by a no-break space: never alone on a line
ROLLED = "🎲\u00a0"  # before the names of whose turns a cut stands for, as a story's rolls
SKIPPED = "⏭\u00a0"  # before the names of the people whose missed turn a cut stands for
POT = "🏦"  # a cut's name for the pot, where the computers' purses it leaves out moved it


def turns_told(lang: str, turns: int) -> str:
    """'🎲 4 turns': how many turns a cut stands for, in words, held on one phone line (pt 23)."""
    return t(lang, "cut-turns", count=turns).replace(" ", "\u00a0")


def cut_line(
    changes: Mapping[int, int],
    names: Sequence[str],
    movers: Sequence[int] = (),
    turns: int = 0,
    lang: str = "en",
    missed: Sequence[int] = (),
    causes: Mapping[int, Iterable[int]] | None = None,
    below: int = -1,
) -> str:
    """The mark of lines left out: what they did to the purses `changes` names (the pot's too,
    '🏦 +17 🪙'), within `CUT_CHARS` ('… Linh +3 🪙 · Kadri −1 🪙', '· …' for the rest), each held
    to its name (pt 37) and after whose turns, of others, `causes` it ('… Ann −1 🪙 (🤖
    Atkins)'; play-tests 32, 34), the people whose turn they told missed or to miss ('⏭ Ann';
    pt 27), then whose turns they told where that keeps the mark as many phone lines ('… Linh
    +3 🪙 · 🎲 🤖 Xury, 🤖 Poll'; the rest of a turn shown above the mark is not named); with no
    purse changed, whose turns alone ('… 🎲 🤖 Poll', or how many where one phone line holds
    not all), else a bare '…' (play-tests 5, 6). The names follow a 🎲, as a story's rolls do
    (pt 10); where they take a line more, how many `turns`, in `lang`, if need be on a line
    more ('… Linh −1 🪙 · 🎲 13 turns'; pt 13: after ⏩ a bare '… Linh −1 🪙' read as if Linh
    went from 7 to 45 on a 1; pt 46, '(🤖 Xury)' for six); counted, the turn told on `below`
    the mark by its mover's name ('· 🎲 3 turns, 🤖 Poll' / '➡️ 🤖 Poll moves on to 9': pt 54)."""
    by = {seat: f"{NBSP}({', '.join(names[m] for m in movers)})"
          for seat, movers in (causes or {}).items() if movers}  # fmt: skip
    told = [f"{names[seat]}{NBSP}{'+' if chips > 0 else '−'}{abs(chips)}{COIN}{by.get(seat, '')}"
            for seat, chips in changes.items() if chips]  # fmt: skip
    skipped = [f"{SKIPPED}{', '.join(names[seat] for seat in missed)}"] if missed else []
    paid = {seat for seat, chips in changes.items() if chips}  # named by purse or as a cause:
    said = paid | {m for s in paid for m in (causes or {}).get(s, ())}  # not again (pt 7, 38)
    others = [seat for seat in movers if 0 <= seat < len(names) and seat not in said]
    whose = [names[seat] for seat in others]  # nor counted again, a turn each (pt 45: '(🤖 Xury)
    turns -= len(movers) - len(others) if turns <= len(movers) else 0  # · 🎲 2 turns' for two)
    named = names[below] if below in others else ""  # its start cut, its end below (pt 54)
    if not told:
        return _named(whose, turns, lang, named, *skipped) if whose else " ".join([CUT, *skipped])
    line = SEP.join([f"{CUT} {_listed(told, SEP, CUT_CHARS - 2)}", *skipped])
    if not whose and turns < 2:  # its purses name every turn it stands for, one each
        return line
    if whose and turns <= len(whose):  # a name a turn (play-test 25: '🎲 🤖 Xury, Ann' for six)
        longer = f"{line}{SEP}{ROLLED}{_listed(whose, ', ', CUT_CHARS - len(line) - 5)}"
        if len(whose) == 1 or phone_lines([longer]) == phone_lines([line]):
            return longer
    # else how many, at a line's cost if need be: not as if it stood for its purses' turns
    return f"{line}{SEP}{_counted(lang, max(turns, len(whose)), named)}"  # alone (pt 46)


def _counted(lang: str, turns: int, named: str) -> str:
    """'🎲 4 turns', or with the turn `named` whose end is told below, '🎲 3 turns, 🤖 Poll'."""
    if named and turns > 1:
        return f"{turns_told(lang, turns - 1)}, {named}"
    return turns_told(lang, turns)


def _named(whose: Sequence[str], turns: int, lang: str, named: str, skipped: str = "") -> str:
    """'… 🎲 🤖 Xury, 🤖 Poll': whose turns a cut stands for if a phone line holds them, a turn
    each, else how many ('… 🎲 4 turns'; pt 16, 24, 25) and the turn `named` told below, after
    `skipped` ('… ⏭ Ann · …')."""
    head = f"{CUT} {skipped}{SEP}" if skipped else f"{CUT} "
    line = f"{head}{ROLLED}{', '.join(whose)}"
    if turns <= len(whose) and (len(whose) < 2 or phone_lines([line]) == 1):
        return line
    return f"{head}{_counted(lang, max(turns, len(whose)), named)}"


def _listed(items: Sequence[str], between: str, room: int) -> str:
    """`items` joined by `between` within `room` characters (the first always), then a `CUT`."""
    line = items[0]
    for item in items[1:]:
        if len(f"{line}{between}{item}") > room:
            return f"{line}{between}{CUT}"
        line = f"{line}{between}{item}"
    return line


@dataclass(frozen=True, slots=True)
class Story:
    """Every line the turns tell, which of them are shown (those `unquoted`, without their
    field's quote), and the seats' names (for the purses a `CUT` line tells)."""

    lines: tuple[Line, ...]
    shown: frozenset[int] = frozenset()
    names: tuple[str, ...] = field(default=())
    unquoted: frozenset[int] = frozenset()
    lang: str = "en"  # a cut's count of turns is told in it

    @property
    def turns(self) -> int:
        """How many turns tell something."""
        return self.lines[-1].turn + 1 if self.lines else 0

    def text(self) -> list[str]:
        """The shown lines, with a `CUT` line wherever lines were left out between them; the
        rest of the turn just told that changed a purse ends its line before a cut of other
        turns' lines ('🎲 Mads rolled 6 → 32 … Mads +5 🪙' / '… 🎲 4 turns'; play-tests 24 and 29:
        in one cut with those it read as paid by them, or as a gap)."""
        out: list[str] = []
        cut: dict[int, int] | None = None  # the purses changed by the lines left out so far
        rest = dict[int, int]()  # of those, by the rest of the turn told just above
        others, spent = dict[int, int](), dict[int, int]()  # the computers' purses; by that rest
        turns: dict[int, int] = {}  # whose turns those lines told (turn: mover), in order
        missed: dict[int, None] = {}  # the people whose turn missed or to miss they told
        causes: dict[int, dict[int, None]] = {}  # the movers of other turns changing them
        told, beyond = -1, False  # the turn of the line shown last; lines of other turns cut

        def mark(below: int = -1) -> None:  # the turn shown above is not named (its line says
            # it); one shown `below` is, its start cut ('… 🎲 🤖 Poll' / '🔁 🤖 Poll …': pt 38)
            seated = [mover for mover in turns.values() if mover >= 0]
            whose, purses, paid = list(dict.fromkeys(seated)), dict(cut or {}), dict(others)
            if beyond and (any(rest.values()) or any(spent.values())):
                told_rest = {**rest, **spent}  # the people's purses, then the computers' (pt 45)
                held = cut_line(told_rest, self.names).replace(" ", NBSP, 1)  # '… Ann' (pt 44)
                out[-1] = f"{out[-1]}{NBSP}{held}"
                purses = {seat: chips - rest.get(seat, 0) for seat, chips in purses.items()}
                paid = {seat: chips - spent.get(seat, 0) for seat, chips in paid.items()}
            # the people's purses; a turn's rest, or none of theirs: the computers' too (pt 45,
            alone = beyond and any(purses.values())  # 47); else what they did to the pot (pt 49)
            said, moved = purses if alone else {**purses, **paid}, sum(paid.values())
            if alone and moved:
                said = {**purses, len(self.names): -sum(purses.values()) - moved}
            names = (*self.names, POT)
            line = cut_line(said, names, whose, len(seated), self.lang, list(missed), causes, below)
            if out and not beyond:  # only the rest of the turn just told: its line ends on
                out[-1] = f"{out[-1]}{NBSP}{line.replace(' ', NBSP, 1)}"  # the mark (pt 41)
            else:  # (play-test 23: a bare '…' a line of its own said nothing a line's end does
                out.append(line)  # not; pt 27: nor a computer's purse after its landing)

        for index, line in enumerate(self.lines):
            if index in self.shown:
                if cut is not None:
                    mark(turns.get(line.turn, -1))
                out.append(line.bare if index in self.unquoted and line.bare else line.text)
                cut, rest, others, spent, causes = None, {}, {}, {}, {}
                turns, missed, told, beyond = {}, {}, line.turn, False
            elif not line.spare:
                cut, beyond = cut if cut is not None else {}, beyond or line.turn != told
                if line.missed:
                    missed[line.mover] = None
                elif line.turn != told:
                    turns.setdefault(line.turn, line.mover)
                for seat, chips in line.purse:
                    cut[seat] = cut.get(seat, 0) + chips
                    if line.turn == told:
                        rest[seat] = rest.get(seat, 0) + chips
                    elif line.mover >= 0 and seat != line.mover:
                        causes.setdefault(seat, {})[line.mover] = None
                for seat, chips in line.others:
                    others[seat] = others.get(seat, 0) + chips
                    if line.turn == told:
                        spent[seat] = spent.get(seat, 0) + chips
        if cut is not None:
            mark()
        return out

    def showing(self, indexes: Iterable[int]) -> Story:
        """This story with the lines at `indexes` shown too."""
        return replace(self, shown=self.shown | frozenset(indexes))

    def hiding(self, index: int) -> Story:
        """This story with the line at `index` left out."""
        return replace(self, shown=self.shown - {index})

    def leaving_offers(self) -> Story:
        """This story without the open choice's offer, left to its buttons (no cut for it)."""
        asks = {i for i, line in enumerate(self.lines) if line.asks}
        lines = tuple(replace(line, spare=True) if line.asks else line for line in self.lines)
        return replace(self, lines=lines, shown=self.shown - asks)

    def unquoting(self, index: int) -> Story:
        """This story with the line at `index` told without its field's quote."""
        return replace(self, unquoted=self.unquoted | {index})

    def of_turn(self, turn: int, brief: bool = False) -> list[int]:
        """The indexes of `turn`'s lines (only those of its brief, with `brief`)."""
        return [i for i, line in enumerate(self.lines) if line.turn == turn and line.brief >= brief]
