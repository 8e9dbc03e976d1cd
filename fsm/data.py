"""A session's persisted data: seats, settings, logs and the engine state, as one JSON document."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from engine.events import Event, event_from_dict
from engine.policies import PolicyName
from engine.state import Field12, GameState, state_from_dict, state_to_dict
from fsm.exceptions import Refused
from fsm.machine import Phase
from fsm.place import Place

DOC_VERSION: Final = 1
MIN_SEATS: Final = 2
DEFAULT_MAX_SEATS: Final = 6
MAX_SEATS: Final = 10
LAST_EVENTS_KEPT: Final = 80
TIMEOUT_CHOICES: Final = (0, 60, 120, 300, 900, 3600)  # seconds; 0 means "no timer"

SETTING_VALUES: Final[dict[str, tuple[str, ...]]] = {
    "field12": tuple(f.value for f in Field12),
    "start_chips": ("20", "30", "40", "50"),
    "ante": ("5", "10", "15"),
    "turn_timeout": tuple(str(s) for s in TIMEOUT_CHOICES),
    "dice": ("telegram", "bot"),
    "max_seats": tuple(str(n) for n in range(MIN_SEATS, MAX_SEATS + 1)),
    "board": ("picture", "text"),
}


@dataclass(slots=True)
class Seat:
    """A seat at the table: a person (user id) or a computer player (policy)."""

    name: str
    user_id: int | None = None
    policy: str | None = None

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
    dice: str = "bot"
    max_seats: int = DEFAULT_MAX_SEATS
    board: str = "picture"

    def change(self, key: str, value: str) -> None:
        """Set one setting from its text value; refuse what is not on the menu."""
        if value not in SETTING_VALUES.get(key, ()):
            raise Refused("bad_setting")
        match key:
            case "field12":
                self.field12 = Field12(value)
            case "dice" | "board":
                setattr(self, key, value)
            case _:
                setattr(self, key, int(value))
        if self.ante > self.start_chips:
            self.ante = self.start_chips


@dataclass(slots=True)
class Parrot:
    """The parrot on 17 is calling; who has said "Poor Robinson!" so far (R17)."""

    seat: int
    said: list[str] = field(default_factory=list)
    user_ids: list[int] = field(default_factory=list)


@dataclass(slots=True)
class SessionData:
    """Everything a chat's game keeps between updates."""

    game_id: str
    chat_id: int
    host: int
    phase: Phase = Phase.LOBBY
    settings: GameSettings = field(default_factory=GameSettings)
    seats: list[Seat] = field(default_factory=list)
    cashier: int | None = None
    engine: GameState | None = None
    dice_log: list[int] = field(default_factory=list)
    choice_log: list[str] = field(default_factory=list)
    last_events: list[Event] = field(default_factory=list)
    missed: dict[int, int] = field(default_factory=dict)
    removed: list[int] = field(default_factory=list)
    parrot: Parrot | None = None
    deadline: float | None = None
    wake: str = "timeout"
    message_id: int | None = None
    message_photo: bool = False
    reminder_id: int | None = None
    last_command_message: int = 0
    created: float = 0.0
    topic_id: int | None = None
    own_dice: bool = True

    @property
    def place(self) -> Place:
        """Where the game lives: its chat and, in a forum, its topic."""
        return Place(self.chat_id, self.topic_id)


def to_doc(data: SessionData) -> dict[str, Any]:
    """The session as a versioned JSON document."""
    s = data.settings
    return {
        "v": DOC_VERSION,
        "game_id": data.game_id,
        "chat_id": data.chat_id,
        "host": data.host,
        "phase": data.phase.value,
        "settings": {
            "field12": s.field12.value,
            "start_chips": s.start_chips,
            "ante": s.ante,
            "turn_timeout": s.turn_timeout,
            "dice": s.dice,
            "max_seats": s.max_seats,
            "board": s.board,
        },
        "seats": [{"name": x.name, "user_id": x.user_id, "policy": x.policy} for x in data.seats],
        "cashier": data.cashier,
        "engine": None if data.engine is None else state_to_dict(data.engine),
        "dice_log": data.dice_log,
        "choice_log": data.choice_log,
        "last_events": [e.to_dict() for e in data.last_events[-LAST_EVENTS_KEPT:]],
        "missed": {str(k): v for k, v in data.missed.items()},
        "removed": data.removed,
        "parrot": None
        if data.parrot is None
        else {
            "seat": data.parrot.seat,
            "said": data.parrot.said,
            "user_ids": data.parrot.user_ids,
        },
        "deadline": data.deadline,
        "wake": data.wake,
        "message_id": data.message_id,
        "message_photo": data.message_photo,
        "reminder_id": data.reminder_id,
        "last_command_message": data.last_command_message,
        "created": data.created,
        "topic_id": data.topic_id,
        "own_dice": data.own_dice,
    }


def from_doc(doc: dict[str, Any]) -> SessionData:
    """Rebuild a session from `to_doc` output (the store has checked the version).

    Documents saved before forum topics and privacy hints lack ``topic_id`` and ``own_dice``.
    """
    s = doc["settings"]
    parrot = doc["parrot"]
    return SessionData(
        game_id=doc["game_id"],
        chat_id=int(doc["chat_id"]),
        host=int(doc["host"]),
        phase=Phase(doc["phase"]),
        settings=GameSettings(
            field12=Field12(s["field12"]),
            start_chips=int(s["start_chips"]),
            ante=int(s["ante"]),
            turn_timeout=int(s["turn_timeout"]),
            dice=str(s["dice"]),
            max_seats=int(s["max_seats"]),
            board=str(s.get("board", "picture")),  # games saved before the setting existed
        ),
        seats=[Seat(x["name"], x["user_id"], x["policy"]) for x in doc["seats"]],
        cashier=doc["cashier"],
        engine=None if doc["engine"] is None else state_from_dict(doc["engine"]),
        dice_log=list(doc["dice_log"]),
        choice_log=list(doc["choice_log"]),
        last_events=[event_from_dict(e) for e in doc["last_events"]],
        missed={int(k): int(v) for k, v in doc["missed"].items()},
        removed=list(doc["removed"]),
        parrot=None
        if parrot is None
        else Parrot(parrot["seat"], list(parrot["said"]), list(parrot["user_ids"])),
        deadline=doc["deadline"],
        wake=doc["wake"],
        message_id=doc["message_id"],
        message_photo=bool(doc.get("message_photo", False)),  # absent in older saves
        reminder_id=doc["reminder_id"],
        last_command_message=int(doc["last_command_message"]),
        created=float(doc["created"]),
        topic_id=None if doc.get("topic_id") is None else int(doc["topic_id"]),
        own_dice=bool(doc.get("own_dice", True)),
    )


def valid_policy(name: str) -> str:
    """`name` if it is a computer policy, else a refusal."""
    if name not in {p.value for p in PolicyName}:
        raise Refused("bad_setting")
    return name
