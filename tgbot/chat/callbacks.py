"""Callback data: short, versioned, parsed by one function; turn buttons carry game and step.

`parse` accepts only what the bot's own buttons carry: the right number of arguments for the
button, ASCII numbers in range, and policy names, settings, languages that the menus offer.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from engine import PolicyName
from fsm import COMPUTER_NAMES, SETTING_VALUES
from i18n import LANGUAGES
from tgbot.chat.deeplinks import coded_settings

VERSION: Final = "r1"
MAX_BYTES: Final = 64
MAX_SOLO_OPPONENTS: Final = 5
POLICIES: Final = (PolicyName.RANDOM, PolicyName.OPTIMAL)  # the menus' strengths, in order
"""Bold (`forward`) is not offered: on this board Clever makes its choice every time (README,
`bench/race.py`). Older buttons that name it still work (`KNOWN_POLICIES`)."""
KNOWN_POLICIES: Final = frozenset(PolicyName)
MIX: Final = "mix"  # the solo menu's mix: clever and random opponents in turn
SOLO_COUNTS: Final = tuple(str(n) for n in range(1, MAX_SOLO_OPPONENTS + 1))
_GAME_ID = re.compile(r"[0-9A-Za-z]{1,16}")
_NUMBER = re.compile(r"0|[1-9][0-9]{0,5}")  # ASCII only: "²", "⑤" and "Ⅻ" are not numbers
_USER_ID = re.compile(r"[1-9][0-9]{0,15}")  # a Telegram user id (at most 52 bits)


class Op(StrEnum):
    """What a button does."""

    JOIN = "j"
    LEAVE = "l"
    YOUNGEST = "y"
    ADD_MENU = "am"
    ADD_COMPUTER = "ac"
    SETTINGS = "st"
    SET = "sv"
    BACK = "bk"
    START = "go"
    CANCEL = "x"
    AGAIN = "ag"
    ROLL = "r"
    MOVE = "m"
    SWAP = "s"
    PARROT = "p"
    FINISH = "ff"
    LANG = "lg"
    SOLO = "so"
    SOLO_STRENGTH = "ss"
    SOLO_BACK = "sb"  # the solo menu's strength step back to how many opponents
    SOLO_BOARD = "sd"  # the board of a private chat's games against the computer
    BOARD = "bd"
    SETTING = "sk"
    LOBBY_LANG = "ll"
    REMOVE_MENU = "rm"
    REMOVE_COMPUTER = "rc"
    NEW = "nw"
    WELCOME_LANG = "wl"
    LANG_MENU = "lm"
    RULES = "ru"
    RULE_PART = "rp"
    OFFER = "of"  # a button of a game offered inline, before its lobby exists
    REMOVE_PERSON = "rk"  # take a person off an inline lobby's table (the host)
    QUIT = "q"  # leave a running inline game (no /leave can be sent there)
    QUIT_SURE = "qs"  # …confirmed (by the person who asked: their user id)
    CANCEL_SURE = "xs"  # cancel a running inline game, confirmed
    PLAY_ON = "po"  # neither: the game's own buttons back (inline, a leave's: who asked)
    OFFER_LANG = "ol"  # a flag of a game offered inline, before its lobby exists
    GAME_LOG = "gl"  # a finished solo game's dice, choices and replay command, in its chat


#: The lobby buttons a game offered inline shows before its first press opens the lobby.
OFFER_ACTIONS: Final = (
    *(Op.JOIN, Op.LEAVE, Op.YOUNGEST, Op.ADD_MENU, Op.SETTINGS, Op.START, Op.CANCEL),
)


NO_GAME = {
    *(Op.LANG, Op.SOLO, Op.SOLO_STRENGTH, Op.SOLO_BACK, Op.SOLO_BOARD, Op.NEW),
    *(Op.WELCOME_LANG, Op.LANG_MENU, Op.RULES, Op.RULE_PART, Op.OFFER, Op.OFFER_LANG),
}
RULE_PARTS: Final = ("decisions", "fields")  # the rule book's parts behind its buttons
NEEDS_GAME = frozenset(Op) - NO_GAME
NEEDS_STEP = frozenset({Op.ROLL, Op.MOVE, Op.SWAP, Op.FINISH})
TURN_OPS = frozenset({Op.ROLL, Op.MOVE, Op.SWAP, Op.PARROT})  # the buttons of a turn


def is_number(text: str) -> bool:
    """True for a plain ASCII number as the bot writes it (no sign, no leading zero)."""
    return _NUMBER.fullmatch(text) is not None


def _setting(args: tuple[str, ...]) -> bool:
    """A setting key and one of the values its menu offers."""
    return args[1] in SETTING_VALUES.get(args[0], ())


_ARGS: Final[dict[Op, tuple[int, Callable[[tuple[str, ...]], bool]]]] = {
    Op.ADD_COMPUTER: (1, lambda a: a[0] in KNOWN_POLICIES),
    Op.SET: (2, _setting),
    Op.SETTING: (1, lambda a: a[0] in SETTING_VALUES),
    Op.LOBBY_LANG: (1, lambda a: a[0] in LANGUAGES),
    Op.WELCOME_LANG: (1, lambda a: a[0] in LANGUAGES),
    Op.REMOVE_COMPUTER: (1, lambda a: a[0] in COMPUTER_NAMES or is_number(a[0])),
    Op.REMOVE_PERSON: (1, lambda a: bool(_USER_ID.fullmatch(a[0]))),
    Op.QUIT_SURE: (1, lambda a: bool(_USER_ID.fullmatch(a[0]))),  # who asked to leave
    Op.MOVE: (1, lambda a: is_number(a[0])),
    Op.SWAP: (1, lambda a: is_number(a[0])),
    Op.LANG: (1, lambda a: a[0] in LANGUAGES),
    Op.SOLO: (1, lambda a: a[0] in SOLO_COUNTS),
    Op.SOLO_BOARD: (1, lambda a: a[0] in SETTING_VALUES["board"]),
    Op.RULE_PART: (1, lambda a: a[0] in RULE_PARTS),
    Op.SOLO_STRENGTH: (2, lambda a: a[0] in SOLO_COUNTS and a[1] in {*KNOWN_POLICIES, MIX}),
    Op.OFFER: (
        3,
        lambda a: bool(_USER_ID.fullmatch(a[0])) and a[1] in LANGUAGES and a[2] in OFFER_ACTIONS,
    ),
    Op.OFFER_LANG: (
        3,
        lambda a: bool(_USER_ID.fullmatch(a[0])) and a[1] in LANGUAGES and a[2] in LANGUAGES,
    ),
}


FROM_START: Final = "start"  # a private chat's language flag pressed under /start's 🌐

# buttons that carry an argument more only sometimes: an inline leave's ↩️ carries who asked,
# a rule book's part the settings of the game it tells (older books' buttons do not), a
# language flag that /start's 🌐 showed `FROM_START` (its welcome comes back once pressed)
_OPTIONAL_ARGS: Final[dict[Op, tuple[int, Callable[[tuple[str, ...]], bool]]]] = {
    Op.LANG: (2, lambda a: a[0] in LANGUAGES and a[1] == FROM_START),
    Op.PLAY_ON: (1, lambda a: bool(_USER_ID.fullmatch(a[0]))),
    Op.RULE_PART: (2, lambda a: a[0] in RULE_PARTS and coded_settings(a[1]) is not None),
    Op.JOIN: (1, lambda a: menu_under(a[0]) is not None),  # the host's menu it stands under
    Op.LEAVE: (1, lambda a: menu_under(a[0]) is not None),
}
MENUS: Final = (Op.SETTINGS, Op.SETTING, Op.ADD_MENU, Op.REMOVE_MENU)  # a lobby host's menus


def under_menu(menu: Op, key: str = "") -> str:
    """A host's menu (a setting's values: with its key) as the argument of a ✋ Join or 🚪 Leave
    under it, which keeps it open (play-test 70: a Join threw the host out of ⚙️ Settings)."""
    return f"{menu.value}:{key}" if key else menu.value


def menu_under(arg: str) -> tuple[Op, str] | None:
    """The menu (op, a setting's key) `under_menu` made `arg` of, or None."""
    code, _, key = arg.partition(":")
    menu = next((op for op in MENUS if op.value == code), None)
    valid = key in SETTING_VALUES if menu is Op.SETTING else not key
    return (menu, key) if menu is not None and valid else None


class BadCallback(ValueError):
    """Callback data this bot never made (forged, truncated or from an old version)."""


@dataclass(frozen=True, slots=True)
class Callback:
    """A parsed button press."""

    op: Op
    game_id: str = ""
    step: int = 0
    args: tuple[str, ...] = ()

    def encode(self) -> str:
        """The data string for an InlineKeyboardButton."""
        parts = [VERSION, self.op.value]
        if self.op in NEEDS_GAME:
            parts.append(self.game_id)
        if self.op in NEEDS_STEP:
            parts.append(str(self.step))
        parts.extend(self.args)
        data = "|".join(parts)
        if len(data.encode()) > MAX_BYTES:
            raise ValueError(f"callback data over {MAX_BYTES} bytes: {data!r}")
        return data


def parse(data: str | None) -> Callback:
    """Read callback data; raise `BadCallback` for anything the bot's buttons never carry."""
    if not data:
        raise BadCallback("empty")
    parts = data.split("|")
    if parts[0] != VERSION or len(parts) < 2:
        raise BadCallback(f"unknown version in {data!r}")
    try:
        op = Op(parts[1])
    except ValueError:
        raise BadCallback(f"unknown op in {data!r}") from None
    rest = parts[2:]
    game_id = ""
    step = 0
    if op in NEEDS_GAME:
        if not rest or not _GAME_ID.fullmatch(rest[0]):
            raise BadCallback(f"no game id in {data!r}")
        game_id, rest = rest[0], rest[1:]
    if op in NEEDS_STEP:
        if not rest or not is_number(rest[0]):
            raise BadCallback(f"no step in {data!r}")
        step, rest = int(rest[0]), rest[1:]
    count, valid = _ARGS.get(op, (0, lambda _: True))
    if op in _OPTIONAL_ARGS and len(rest) == _OPTIONAL_ARGS[op][0]:
        count, valid = _OPTIONAL_ARGS[op]
    if len(rest) != count or not valid(tuple(rest)):
        raise BadCallback(f"bad arguments in {data!r}")
    return Callback(op, game_id, step, tuple(rest))
