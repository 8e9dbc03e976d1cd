"""The board in words: each field's story, its effect line, and a few words of it for a game line.

The effect line is generated from the engine's data; the few words (`short_story`) are cut where
the sentence allows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from engine import (
    BOARD,
    FIELD_COUNT,
    HOME,
    BindFriday,
    EveryonePays,
    Fever,
    Field12,
    Gallows,
    GoBack,
    Home,
    ParrotCall,
    PayPot,
    PayRightNeighbour,
    RestartOption,
    RollAgain,
    SailOption,
    Settings,
    StayOption,
    SwapPlaces,
    TakeFromEach,
    TakePot,
    count_back,
)
from i18n.catalog import has, t

FRIDAY_SHARE = 1  # R21: Friday pays or takes one chip alongside their Robinson


def story(field: int, lang: str) -> str:
    """The story of `field` as the language's edition prints it."""
    return t(lang, f"field-{field}")


def field_ref(field: int, lang: str) -> str:
    """How the language names a field: '№ 23', 'Nr 23', 'Số 23', 'Felt 23', 'Field 23'."""
    return t(lang, "field-ref", field=field)


def _deadly_roll(field: int) -> int:
    """The roll that brings a player standing on `field` back to it (6 on the gallows, R24)."""
    for roll in range(1, 7):
        if count_back(field + roll) == field:
            return roll
    return 6


def _roll_again(field: int, lang: str) -> str:
    """Field 20's extra roll, warning of the roll that would land on the footprint (R9)."""
    for roll in range(1, 7):
        target = field + roll
        effect = BOARD[target] if target <= HOME else None
        if isinstance(effect, GoBack):
            return t(
                lang, "effect-roll-again-careful", roll=roll, field=target, target=effect.target
            )
    return t(lang, "effect-roll-again")


def effect_line(field: int, lang: str, settings: Settings) -> str:
    """The effect of `field` in `lang`, as the rule in force says; '' for a field without one."""
    match BOARD[field]:
        case EveryonePays(amount):
            return t(lang, "effect-everyone-pays", amount=amount)
        case PayPot(amount):
            return " ".join(
                (
                    t(lang, "effect-pay-pot", amount=amount),
                    t(lang, "effect-friday-pays", amount=FRIDAY_SHARE),
                )
            )
        case TakePot(amount):
            return " ".join(
                (
                    t(lang, "effect-take-pot", amount=amount),
                    t(lang, "effect-friday-takes", amount=FRIDAY_SHARE),
                )
            )
        case PayRightNeighbour(amount):
            return t(lang, "effect-pay-right", amount=amount)
        case RestartOption():
            return t(lang, "effect-restart", field=field)
        case StayOption():
            return t(lang, "effect-stay", field=field)
        case Fever() if settings.field12 is Field12.SKIP:
            return t(lang, "effect-fever-skip")
        case Fever():
            return t(lang, "effect-fever-extra")
        case ParrotCall():
            return t(lang, "effect-parrot")
        case RollAgain():
            return _roll_again(field, lang)
        case SailOption(target):
            return t(lang, "effect-sail", target=target, field=field)
        case GoBack(target):
            arrival = effect_line(target, lang, settings)
            return " ".join(filter(None, (t(lang, "effect-go-back", target=target), arrival)))
        case BindFriday(amount):
            return t(lang, "effect-bind-friday", amount=amount, share=FRIDAY_SHARE)
        case TakeFromEach(amount):
            return t(lang, "effect-take-each", amount=amount)
        case SwapPlaces(target):
            return t(lang, "effect-swap", target=target, field=field)
        case Gallows():
            return t(lang, "effect-gallows", roll=_deadly_roll(field), field=field)
        case Home():
            return t(lang, "effect-home")
        case _:
            return ""


def field_line(field: int, lang: str, settings: Settings) -> str:
    """One field for a list of the board: name and story, then its effect on a second line."""
    head = f"{field_ref(field, lang)}. {story(field, lang)}"
    effect = effect_line(field, lang, settings)
    return f"{head}\n   ➜ {effect}" if effect else head


def board_lines(lang: str, settings: Settings) -> list[str]:
    """All 45 fields, each as `field_line` gives it."""
    return [field_line(field, lang, settings) for field in range(1, FIELD_COUNT + 1)]


SHORT_STORY: Final = 50
MIN_CLAUSE: Final = 18  # a clause or phrase shorter than this says too little to end on
CLAUSE_MARKS: Final = ",;:"
PUNCTUATION: Final = ",;:.!?“”„\"'()«»"


@dataclass(frozen=True, slots=True)
class CutWords:
    """A language's words for cutting: phrase openers, other words that need a next one, names."""

    openers: frozenset[str]
    weak: frozenset[str]
    names: tuple[str, ...]


@cache
def cut_words(lang: str) -> CutWords:
    """The catalog's lists for `lang`: `story-cut-openers`, `story-cut-weak`, `story-cut-names`."""
    openers = frozenset(t(lang, "story-cut-openers").lower().split())
    weak = frozenset(t(lang, "story-cut-weak").lower().split()) | openers
    names = tuple(n.strip() for n in t(lang, "story-cut-names").split(";") if n.strip())
    return CutWords(openers, weak, names)


def _bare(word: str) -> str:
    """A token without its surrounding punctuation, in lower case."""
    return word.strip(PUNCTUATION).lower()


def _is_abbreviation(word: str) -> bool:
    """'R.', 'П.', 'm.m.', 'v.v.': a dot after a single letter, or a dot inside the word."""
    core = word.rstrip(CLAUSE_MARKS)
    if not core.endswith("."):
        return False
    letters = core.strip(PUNCTUATION.replace(".", "")).rstrip(".")
    return len(letters) == 1 or "." in letters


def _trim(head: str) -> str:
    """`head` without the clause mark or full stop it ends on (an abbreviation keeps its dot)."""
    trimmed = head.rstrip(CLAUSE_MARKS)
    last = trimmed.rsplit(" ", 1)[-1]
    if trimmed.endswith((".", "!", "?")) and not _is_abbreviation(last):
        trimmed = trimmed[:-1]
    return trimmed


def _splits_a_name(text: str, at: int, names: tuple[str, ...]) -> bool:
    """True if cutting `text` at `at` falls inside one of the `names`."""
    for name in names:
        start = text.find(name)
        while start != -1:
            if start < at < start + len(name):
                return True
            start = text.find(name, start + 1)
    return False


def _cuts(text: str, room: int, words: CutWords) -> tuple[list[str], list[str], list[str]]:
    """Heads of `text` that fit `room`, ending a clause, ending a phrase, or ending a word."""
    clauses: list[str] = []
    phrases: list[str] = []
    plain: list[str] = []
    for at, char in enumerate(text):
        if char != " " or at == 0:
            continue
        head = _trim(text[:at])
        if len(head) > room or _splits_a_name(text, at, words.names):
            continue
        last = text[:at].rsplit(" ", 1)[-1]
        following = text[at + 1 :].split(" ", 1)[0]
        if not _bare(last) or _bare(last) in words.weak or _is_abbreviation(last):
            continue  # never end on 'and', 'the' or 'R.'
        ends_clause = last.endswith((*CLAUSE_MARKS, ".", "!", "?"))
        if ends_clause or following in ("–", "-") or following.startswith("("):
            clauses.append(head)
        elif _bare(following) in words.openers:
            phrases.append(head)
        else:
            plain.append(head)
    return clauses, phrases, plain


@cache  # 45 fields a language, and a catalog does not change while the bot runs
def short_story(field: int, lang: str, limit: int = SHORT_STORY) -> str:
    """The story of `field` in at most `limit` characters, cut after a clause or phrase, '…';
    or the language's own short telling, `field-N-short`, where any cut loses its point (an
    Estonian sentence ends on its object: "…näeb R. liivas…" without the footprint)."""
    text = story(field, lang)
    if len(text) <= limit:
        return text
    if has(lang, f"field-{field}-short"):
        return t(lang, f"field-{field}-short")
    clauses, phrases, plain = _cuts(text, limit - 1, cut_words(lang))
    for heads in (clauses, phrases):
        long_enough = [h for h in heads if len(h) >= MIN_CLAUSE]
        if long_enough:
            return max(long_enough, key=len) + "…"
    heads = clauses + phrases + plain
    return (max(heads, key=len) if heads else text[: limit - 1]) + "…"


def without_story(line: str, field: int, lang: str) -> str:
    """`line` without the quoted few words of `field`'s story it ends on ('🎲 Ana rolled 6 →
    12 “R. lies ill…”' → '🎲 Ana rolled 6 → 12'), for a board whose picture shows the move;
    `line` as it is if it ends on no such quote."""
    told = short_story(field, lang)
    at = line.rfind(told)
    opens, closes = at - 2, at + len(told)
    if opens < 1 or line[opens] != " " or len(line) != closes + 1:
        return line
    return line[:opens]


def first_quotes(lines: Sequence[tuple[str, str]]) -> list[bool]:
    """For each (line, the line `without_story`) of a story: whether it quotes a field's story
    that no line before it quoted (play-test 35: ⏩ bounced Ann back from 45 four times, and
    the story of 43 stood four times under one another)."""
    seen: set[str] = set()
    first = []
    for line, bare in lines:
        quote = line[len(bare) :] if bare and bare != line else ""
        first.append(not quote or quote not in seen)
        seen.add(quote)
    return first
