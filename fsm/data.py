"""A game's data: where it lives, and its seats, settings, logs and engine state.

A game lives in a chat, in a forum one of its topics, or in a message sent inline (`Place`).
Its persisted data (`SessionData`) is one JSON document.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Final

from engine import Event, Field12, GameState, PolicyName, Status, codec
from fsm.exceptions import RefusalCode, Refused

MISSES_BEFORE_REMOVAL: Final = 3  # turns in a row a person may let run out (R27)

TOPIC_MARK = ":t"
INLINE_MARK = ":i"
#: Inline games' chat ids lie below every Telegram id (at most 52 significant bits).
INLINE_BASE = -(2**53)


def inline_chat_id(chat_instance: str) -> int:
    """The id standing for the chat of an inline message (from its ``chat_instance``).

    Telegram tells the bot no chat id there; this one keys the place's Redis slot, its
    language and its flood budget, and is never sent to Telegram.
    """
    digest = hashlib.blake2b(chat_instance.encode(), digest_size=6).digest()
    return INLINE_BASE - int.from_bytes(digest, "big")


@dataclass(frozen=True, slots=True)
class Place:
    """A chat id and, for a forum topic, the topic's id; or, for a message sent inline,
    its ``inline_message_id`` under the id standing for its chat (`inline_chat_id`)."""

    chat_id: int
    topic_id: int | None = None
    inline_id: str | None = None

    @classmethod
    def of(cls, where: Where) -> Place:
        """A place from a place or a bare chat id (a chat without topics)."""
        return where if isinstance(where, Place) else cls(int(where))

    @classmethod
    def inline(cls, inline_message_id: str, chat_instance: str) -> Place:
        """The place of a game played in one inline message."""
        return cls(inline_chat_id(chat_instance), None, inline_message_id)

    @property
    def is_inline(self) -> bool:
        """Whether the game lives in an inline message (edited by its id, nothing sent)."""
        return self.inline_id is not None

    def member(self) -> str:
        """The place as one string: ``<chat>``, ``<chat>:t<topic>`` or ``<chat>:i<inline id>``."""
        if self.inline_id is not None:
            return f"{self.chat_id}{INLINE_MARK}{self.inline_id}"
        if self.topic_id is None:
            return str(self.chat_id)
        return f"{self.chat_id}{TOPIC_MARK}{self.topic_id}"

    @classmethod
    def parse(cls, member: str) -> Place:
        """The place written by `member`; raise ValueError for anything else."""
        chat, mark, inline_id = member.partition(INLINE_MARK)
        if mark:
            if not inline_id:
                raise ValueError(f"no inline message id in {member!r}")
            return cls(int(chat), None, inline_id)
        chat, mark, topic = member.partition(TOPIC_MARK)
        if not mark:
            return cls(int(chat))
        return cls(int(chat), int(topic))

    def __str__(self) -> str:
        """The place for logs and messages."""
        return self.member()


Where = int | Place


# The session document's version ("v"); the engine state inside it counts its own versions
# (engine.state.SCHEMA_VERSION). 2 added leave_log; 3 is stored packed (`fsm.store.packing`), not
# as the JSON object itself; 4 keeps the reminder's and the timeout's times (`remind_at`,
# `timeout_at`) instead of one ``deadline`` and a ``wake`` saying which it was. Every earlier
# version still loads (`fsm.session.from_doc`); this release still writes 3, which the one before
# it reads (`fsm.session.WRITE_VERSION`).
DOC_VERSION: Final = 4
DOC_VERSIONS: Final = frozenset({1, 2, 3, 4})
MIN_SEATS: Final = 2
DEFAULT_MAX_SEATS: Final = 6
MAX_SEATS: Final = 10
LAST_EVENTS_KEPT: Final = 80
TIMEOUT_CHOICES: Final = (0, 60, 120, 300, 900, 3600)  # seconds; 0 means "no timer"


class DiceSource(StrEnum):
    """Who throws the die: Telegram's animated 🎲, or the bot at once."""

    TELEGRAM = "telegram"
    BOT = "bot"


SETTING_VALUES: Final[dict[str, tuple[str, ...]]] = {
    "field12": tuple(f.value for f in Field12),
    "start_chips": ("20", "30", "40", "50"),
    "ante": ("5", "10", "15"),
    "turn_timeout": tuple(str(s) for s in TIMEOUT_CHOICES),
    "dice": tuple(d.value for d in DiceSource),
    "max_seats": tuple(str(n) for n in range(MIN_SEATS, MAX_SEATS + 1)),
    "board": ("picture", "text"),
}

#: Settings an inline game does not offer: Telegram's dice cannot be sent into its chat, nor
#: a picture uploaded into its message.
INLINE_FIXED: Final = frozenset({"dice", "board"})


@dataclass(slots=True)
class Seat:
    """A seat at the table: a person (user id) or a computer player (policy)."""

    name: str
    user_id: int | None = None
    policy: PolicyName | None = None

    @property
    def is_computer(self) -> bool:
        """True for a computer player."""
        return self.user_id is None


@dataclass(slots=True)
class GameSettings:
    """What the host can set in the lobby (R2, R16, dice, timer, table size, board picture)."""

    field12: Field12 = Field12.SKIP
    start_chips: int = 30
    ante: int = 10
    turn_timeout: int = 300
    dice: DiceSource = DiceSource.BOT
    max_seats: int = DEFAULT_MAX_SEATS
    board: str = field(default="picture", metadata=codec.ADDED)  # absent before the picture
    # chosen by the host, not read from the language
    field12_chosen: bool = field(default=False, metadata=codec.ADDED)
    # a language switch made it differ from the rule the lobby opened with (play-test 51)
    field12_followed: bool = field(default=False, metadata=codec.ADDED)

    def change(self, key: str, value: str) -> None:
        """Set one setting from its text value; refuse what is not on the menu."""
        if value not in SETTING_VALUES.get(key, ()):
            raise Refused("bad_setting")
        match key:
            case "field12":
                self.field12 = Field12(value)
                self.field12_chosen = True  # a later language switch keeps it (R16)
                self.field12_followed = False
            case "dice":
                self.dice = DiceSource(value)
            case "board":
                self.board = value
            case _:
                setattr(self, key, int(value))
        if self.ante > self.start_chips:
            self.ante = self.start_chips

    def follow_language(self, field12: Field12) -> None:
        """The fever rule of the lobby's language's edition, unless the host chose one (R16);
        one of two rules, so a second change brings back the rule the lobby opened with."""
        if not self.field12_chosen and field12 is not self.field12:
            self.field12 = field12
            self.field12_followed = not self.field12_followed

    def for_next_lobby(self, field12: Field12 | None = None) -> GameSettings:
        """These settings for a lobby after their game, opening with its rule; with `field12`,
        the language's edition's rule unless the host chose one (R16), marked as followed if it
        changed the game's (play-test 51: a Play again lobby changed it unsaid)."""
        settings = replace(self, field12_followed=False)
        if field12 is not None:
            settings.follow_language(field12)
        return settings


@dataclass(slots=True)
class Parrot:
    """The parrot on 17 is calling; who has said "Poor Robinson!" so far (R17)."""

    seat: int
    said: list[str] = field(default_factory=list)
    user_ids: list[int] = field(default_factory=list)


@dataclass(slots=True)
class Purse:
    """A seat's chips when its game ended."""

    seat: Seat
    chips: int


@dataclass(slots=True)
class LastGame:
    """How the game before a lobby ended, told in an inline game's lobby: its one message
    gave way to the lobby, and the result with it (the winner, every purse)."""

    winner: Seat | None = None  # None: nobody came home
    purses: list[Purse] = field(default_factory=list, metadata=codec.ADDED)  # as ended


@dataclass(slots=True)
class SessionData:
    """Everything a chat's game keeps between updates."""

    game_id: str
    chat_id: int
    host: int
    settings: GameSettings = field(default_factory=GameSettings)
    seats: list[Seat] = field(default_factory=list)
    cashier: int | None = None
    engine: GameState | None = None
    dice_log: list[int] = field(default_factory=list)
    choice_log: list[str] = field(default_factory=list)
    leave_log: list[str] = field(default_factory=list, metadata=codec.ADDED)  # absent in version 1
    last_events: list[Event] = field(default_factory=list)
    missed: dict[int, int] = field(default_factory=dict)
    removed: list[int] = field(default_factory=list)
    parrot: Parrot | None = None
    remind_at: float | None = None  # when the mover is reminded (None: not, or already)
    timeout_at: float | None = None  # when the mover's time is up (R27), None without a timer
    last_command_message: int = 0
    created: float = 0.0
    topic_id: int | None = field(default=None, metadata=codec.ADDED)
    own_dice: bool = field(default=True, metadata=codec.ADDED)
    inline_id: str | None = field(default=None, metadata=codec.ADDED)  # a game in an inline message
    cancelled: bool = field(default=False, metadata=codec.ADDED)  # read from the phase before
    rolled_own_die: bool = field(default=False, metadata=codec.ADDED)  # the last roll: a sent 🎲
    last_game: LastGame | None = field(default=None, metadata=codec.ADDED)  # an inline Play again

    def hosted_by(self, user_id: int) -> bool:
        """Is the user the host: the host while seated and in the game (one who left hosts no
        more, in the lobby or the running game)?"""
        if user_id != self.host:
            return False
        seat = self.seat_of_user(user_id)
        return seat is not None and not self.has_left(seat)

    def seat_of_user(self, user_id: int | None) -> int | None:
        """The seat of the person with `user_id`, if they have one."""
        return next((i for i, s in enumerate(self.seats) if s.user_id == user_id), None)

    def has_left(self, seat: int) -> bool:
        """Whether the player at `seat` left the race or was removed from it (R27)."""
        return self.engine is not None and self.engine.players[seat].status is Status.LEFT

    def misses_to_removal(self, seat: int) -> int:
        """How many more turns in a row `seat` may let run out before removal (R27)."""
        return MISSES_BEFORE_REMOVAL - self.missed.get(seat, 0)

    def in_play_order(self) -> list[Seat]:
        """The seats as the race will seat them: the cashier first (the last youngest claim,
        else the host), then round the table from there (R3, R4)."""
        cashier = self.cashier if self.cashier is not None else self.host
        first = next((i for i, s in enumerate(self.seats) if s.user_id == cashier), 0)
        return self.seats[first:] + self.seats[:first]

    @property
    def deadline(self) -> float | None:
        """When the clock next looks at the game: the reminder if one is owed, else the timeout."""
        return min((t for t in (self.remind_at, self.timeout_at) if t is not None), default=None)

    @property
    def place(self) -> Place:
        """Where the game lives: its chat and, in a forum, its topic."""
        return Place(self.chat_id, self.topic_id, self.inline_id)


def valid_policy(name: str) -> PolicyName:
    """`name` as a computer policy, else a refusal."""
    if name not in {p.value for p in PolicyName}:
        raise Refused("bad_setting")
    return PolicyName(name)


class RefusedAtTable(Refused):
    """A command the machine refused, with the game as it stood (whose turn, how many seats):
    the chat tells why without reading the game again."""

    def __init__(self, code: RefusalCode, data: SessionData) -> None:
        super().__init__(code)
        self.data = data
