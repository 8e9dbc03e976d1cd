"""Pieces every view uses: names, keyboards, the engine settings of a session."""

from __future__ import annotations

import functools
import html
import itertools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from engine import Settings
from fsm import COMPUTER_NAMES, Seat, SessionData
from i18n import t
from tgbot.chat.callbacks import Callback
from tgbot.chat.origin import FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE, isolate, isolated
from tgbot.render.picture.scene import Scene

CAPTION_LIMIT = 1024  # Telegram counts a caption in UTF-16 code units
TEXT_LIMIT = 4096  # and a message's text, after its HTML is parsed


def unwidowed_lines(text: str) -> str:
    """`text` with each of its lines that wraps on a phone `unwidowed` (the rules' paragraphs:
    'tapab.' alone on a phone line, play-test 8) and held together where a phone must not
    break it; one that fits a phone line stays."""
    lines = text.split("\n")
    return "\n".join(_held(line) if phone_lines([line]) > 1 else line for line in lines)


# where a wrapping line must not break (play-test 10): a number and the words on either side
# ('felt' / '42', 'betaler 1' / 'mærke'), an emoji or opening quote and the word it opens
# ('»🦜' / 'Stakkels'), a word's own hyphen ('right-' / 'hand', held by a no-break hyphen), a
# short quote ('“Tội' / 'nghiệp Robinson!”'), a two-word name ('Thứ' / 'Sáu'); what is held
# stays short enough to fit a phone line
_NUMBER_AFTER_WORD = re.compile(r"\w$")
_WORD_AFTER_NUMBER = re.compile(r"\d$")
_OPENING = re.compile(r"[^\w\s—–·:;,.!?-]+")
_WORD_HYPHEN = re.compile(r"(?<=[^\W\d])-(?=[^\W\d])")
NB_HYPHEN = "\u2011"
HELD_MOST = 20  # characters a phone never breaks: well under a 390 px line's 32
QUOTE_MOST = 24  # a quoted cry is held whole up to this ('“🦜 Tội nghiệp Robinson!”')
_SHORT_QUOTE = re.compile(rf"([“»„])([^“”»«„\n]{{1,{QUOTE_MOST}}})([”«“])")


# an initial standing for a name ('R. er reddet', 'Р. Крузо'): a line ending on it reads as a
# sentence's end (play-test 12, finding 8), so it is held to the word after it
_INITIAL = re.compile(r"(?<!\w)([^\W\d_])\. (?=\w)")
_INITIAL_ENDING = re.compile(r"(?<!\w)([^\W\d_])\.-(?=\w)")  # Estonian 'R.-ile', 'R.-i'


def held(text: str) -> str:
    """`text` held whole on a phone line, each space a no-break one ('2 min 30 s')."""
    return text.replace(" ", NBSP)


def held_initials(line: str) -> str:
    """`line` with each capital initial held to the word after it by a no-break space, and
    to its case ending by a no-break hyphen (play-test 52: 'R.-' / 'ile')."""
    line = _INITIAL_ENDING.sub(lambda m: f"{m[1]}.{NB_HYPHEN}" if m[1].isupper() else m[0], line)
    return _INITIAL.sub(lambda m: f"{m[1]}.{NBSP}" if m[1].isupper() else m[0], line)


def _held(line: str) -> str:
    """A wrapping line with its last word held to the one before, a short quote whole, an
    initial to its word, and each number, emoji, two-word name and hyphenated word held to its
    neighbours: first what follows them ('1 mærke'), then the word before a number ('felt
    42'), while what is held together fits `HELD_MOST`."""
    line = _SHORT_QUOTE.sub(lambda q: q[1] + q[2].replace(" ", NBSP) + q[3], line)
    words = held_initials(line).split(" ")
    holds = [False] * (len(words) - 1)
    for first in (True, False):
        for gap, (before, word) in enumerate(itertools.pairwise(words)):
            if _holds(before, word, first) and _run(words, holds, gap) <= HELD_MOST:
                holds[gap] = True
    held = words[0] + "".join(
        (NBSP if hold else " ") + word for hold, word in zip(holds, words[1:], strict=True)
    )
    return unwidowed(_WORD_HYPHEN.sub(NB_HYPHEN, held))


def _run(words: list[str], holds: list[bool], gap: int) -> int:
    """The length of what would be held together if the space at `gap` held too."""
    start, end = gap, gap + 1
    while start > 0 and holds[start - 1]:
        start -= 1
    while end < len(holds) and holds[end]:
        end += 1
    return sum(len(word) + 1 for word in words[start : end + 1]) - 1


def _holds(before: str, word: str, first: bool) -> bool:
    """Whether a phone must not break between `before` and `word`: at `first` a number or an
    opening mark and the word after it, or a name of two capitalised words ('Thứ Sáu'), else
    a word and the number after it."""
    if not word or not before:
        return False
    if not first:
        return word[0].isdigit() and bool(_NUMBER_AFTER_WORD.search(before))
    opening = bool(_OPENING.fullmatch(before))
    named = before[0].isupper() and before[-1].isalpha() and word[0].isupper()
    return word[0].isalnum() and (bool(_WORD_AFTER_NUMBER.search(before)) or opening or named)


_TAG = re.compile(r"<[^>]*>")


@dataclass(frozen=True, slots=True)
class View:
    """A message to send or edit: text, maybe a keyboard; with a `picture`, a photo captioned
    `caption`, `text` shown where it cannot be sent; `html`: the text is HTML (mentions)."""

    text: str
    keyboard: InlineKeyboardMarkup | None = None
    picture: Scene | None = None
    caption: str = ""
    html: bool = False


def caption_length(text: str) -> int:
    """The length of `text` as Telegram counts a caption."""
    return len(text.encode("utf-16-le")) // 2


def shown_text(text: str) -> str:
    """What Telegram shows of an HTML text: its tags gone, its entities read ('&amp;' '&')."""
    return html.unescape(_TAG.sub("", text))


def html_length(text: str) -> int:
    """The length of an HTML message as Telegram counts it: its text without the tags."""
    return caption_length(shown_text(text))


def pack_html(blocks: Sequence[str], limit: int = TEXT_LIMIT, gap: str = "\n\n") -> list[str]:
    """Join whole HTML `blocks` (no tag spans two) into as few messages as fit `limit`."""
    messages: list[str] = []
    for block in blocks:
        joined = f"{messages[-1]}{gap}{block}" if messages else block
        if messages and html_length(joined) <= limit:
            messages[-1] = joined
        else:
            messages.append(block)
    return messages


def fit_caption(lines: Sequence[str], droppable: Sequence[str]) -> str:
    """Join `lines`, leaving out `droppable` ones from the top until it fits a caption."""
    kept = list(lines)
    for line in droppable:
        if caption_length("\n".join(kept)) <= CAPTION_LIMIT:
            break
        kept.remove(line)
    text = "\n".join(kept)
    while caption_length(text) > CAPTION_LIMIT:
        text = text[: len(text) - (caption_length(text) - CAPTION_LIMIT) - 1] + "…"
    return text


PHONE_LINE_WIDTH = 36  # what a chat bubble on a 390-px phone shows on one line, in `phone_width`
# a joiner, emoji presentation, a right-to-left name's isolate marks: they take no room
ZERO_WIDTH = frozenset({"\u200d", "\ufe0f", FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE})


@functools.lru_cache(maxsize=8192)  # a caption measures the same seat lines and words again
def phone_width(text: str) -> int:
    """How wide `text` stands on a phone, in letters: an emoji takes two, a mark none."""
    width = 0
    for char in text:
        if char in ZERO_WIDTH or unicodedata.combining(char):
            continue
        wide = ord(char) >= 0x1F000 or unicodedata.category(char) == "So"
        width += 2 if wide else 1
    return width


def phone_lines(lines: Iterable[str], width: int = PHONE_LINE_WIDTH) -> int:
    """How many lines `lines` take on a phone, each wrapped word by word as a chat bubble
    wraps it (a no-break space joins two words into one)."""
    return sum(_wrapped(line, width) for line in lines)


@functools.lru_cache(maxsize=4096)  # a story's lines are measured again for each cut tried
def _wrapped(line: str, width: int) -> int:
    """How many phone lines one line of text takes."""
    count, used = 1, 0
    for word in line.split(" "):
        size = phone_width(word)
        if used and used + 1 + size > width:
            count += 1
            used = 0
        used += (1 if used else 0) + size
        while used > width:  # a word longer than a line breaks where the line ends
            count += 1
            used -= width
    return count


def wants_picture(data: SessionData) -> bool:
    """Whether this game shows its board as a picture."""
    return data.settings.board == "picture" and data.engine is not None


BOARD_NAME_CHARS = 16  # a name on the board and in its story, at most
NBSP = "\u00a0"  # a no-break space: what it joins, a phone never wraps apart
SEP = " ·\u00a0"  # between items: a phone line may end before a '·', not on one (pt 51)


def unwidowed(line: str) -> str:
    """`line` with its last word held to the one before by a no-break space, so that no
    phone, however wide its bubble, wraps that word onto a line of its own ('… veeretab
    veel / kord', '»Stakkels / Robinson!«': play-tests 5 and 6)."""
    head, space, last = line.rpartition(" ")
    if NBSP in last:  # already words held together ('6 tapab.'): no word alone to hold
        return line
    return f"{head}{NBSP}{last}" if space and " " in head else line


def unwidowed_html(line: str) -> str:
    """`unwidowed` for a line of HTML (the ending's, with its mentions): the space it holds
    is the last one outside a tag, and a tag's own spaces stay ('<a href=…>'); a last word
    the catalog already holds ('pot: 19 🪙') stays as it is."""
    tags = [match.span() for match in _TAG.finditer(line)]
    spaces = [
        i for i, char in enumerate(line) if char == " " and not any(a < i < b for a, b in tags)
    ]
    if len(spaces) < 2 or NBSP in _TAG.sub("", line[spaces[-1] :]):
        return line
    last = spaces[-1]
    return f"{line[:last]}{NBSP}{line[last + 1 :]}"


def whose_turn(data: SessionData, lang: str) -> str:
    """A toast for who pressed a turn's button out of turn: whose roll or choice it is
    (play-test 7, finding 11: "It's not your turn." did not say whose it was)."""
    state = data.engine
    assert state is not None
    name = display_name(data.seats[state.current], lang)
    if state.pending is not None:
        return f"{t(lang, 'toast-not-your-turn')} {t(lang, 'game-waiting-choice', name=name)}"
    return t(lang, "toast-not-your-roll", name=name)


def display_name(seat: Seat, lang: str) -> str:
    """A person's own name; a computer player's name as the language spells it."""
    if not seat.is_computer:
        return seat.name
    if seat.name in COMPUTER_NAMES:
        return t(lang, f"computer-{seat.name.lower()}")
    if seat.name.isdigit():
        return t(lang, "lobby-bot-name", number=int(seat.name) + 1)
    return seat.name


def seat_names(data: SessionData, lang: str, *, full: bool = False) -> list[str]:
    """Each seat's display name in `lang`; computer players carry a robot. Unless `full` (the
    ending's standings), a long name is cut to `BOARD_NAME_CHARS`, so that the board's and the
    story's lines do not wrap on a phone for it (Telegram allows names of 64 characters). A
    robot is held to its name by a no-break space, so no line ends on a lone 🤖, and a name's
    own hyphen by a no-break hyphen (play-tests 54, 57: 'Anna-' / 'Kristiina…', 'Christoffer
    Bækgaard-' / 'Lindholm' in the start's mentions)."""
    names = [f"🤖{NBSP}{display_name(s, lang)}" if s.is_computer else s.name for s in data.seats]
    return [_WORD_HYPHEN.sub(NB_HYPHEN, name if full else short_name(name)) for name in names]


def short_name(name: str, most: int = BOARD_NAME_CHARS) -> str:
    """`name` within `most` characters: middle names as initials, then all but the last ('Nguyễn
    T.M. Khai': play-test 32, not 'Nguyễn Thị M…'), else cut with '…' (RTL stays isolated)."""
    inner = isolated(name)
    text = name if inner is None else inner
    if len(text) <= most:
        return name
    words = text.split(" ")
    if inner is None and len(words) > 2 and all(w[:1].isalpha() for w in words):  # LTR only
        dots = [f"{word[0]}." for word in words[:-1]]
        shorter = [f"{words[0]} {''.join(dots[1:])} {words[-1]}", f"{''.join(dots)} {words[-1]}"]
        text = next((short for short in shorter if len(short) <= most), text)
    cut = text if len(text) <= most else text[: most - 1].rstrip() + "…"
    return cut if inner is None else isolate(cut)


def engine_settings(data: SessionData) -> Settings:
    """The rule settings the engine plays by."""
    s = data.settings
    return Settings(s.field12, s.start_chips, s.ante)


def button(label: str, callback: Callback) -> InlineKeyboardButton:
    """An inline button with encoded callback data."""
    return InlineKeyboardButton(label, callback_data=callback.encode())


def keyboard(rows: Sequence[Sequence[InlineKeyboardButton]]) -> InlineKeyboardMarkup | None:
    """A keyboard of the non-empty rows, or none at all."""
    kept = [list(row) for row in rows if row]
    return InlineKeyboardMarkup(kept) if kept else None
