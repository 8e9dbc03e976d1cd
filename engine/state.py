"""Frozen game state, its settings and its versioned serialisation."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from engine.codec import from_plain, to_plain
from engine.events import ChoiceKind
from engine.exceptions import BadSettings, BadStateData

SCHEMA_VERSION: Final = 2  # 2: a Friday bond ends when either side dies or leaves (R26)
MAX_PLAYERS: Final = 10


class Field12(StrEnum):
    """The two printed rules for the fever on field 12 (R16)."""

    SKIP = "skip"
    EXTRA_ROLL = "extra_roll"


class Status(StrEnum):
    """Whether a player is still in the race (R26, R27)."""

    ACTIVE = "active"
    DEAD = "dead"
    LEFT = "left"


@dataclass(frozen=True, slots=True)
class Settings:
    """Per-game rule settings (R2, R16)."""

    field12: Field12 = Field12.SKIP
    start_chips: int = 30
    ante: int = 10

    def __post_init__(self) -> None:
        if not 0 <= self.ante <= self.start_chips:
            raise BadSettings(f"ante must be between 0 and the start chips, not {self.ante}")


@dataclass(frozen=True, slots=True)
class Player:
    """One seat's piece, purse and flags."""

    position: int = 0
    chips: int = 0
    status: Status = Status.ACTIVE
    friday: int | None = None
    skip_next: bool = False
    may_restart: bool = False
    turns: int = 0

    @property
    def alive(self) -> bool:
        """True while the player is still racing."""
        return self.status is Status.ACTIVE


@dataclass(frozen=True, slots=True)
class Pending:
    """An optional decision the current player must take before play goes on (R11)."""

    kind: ChoiceKind
    seat: int
    roll: int
    options: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameState:
    """The whole game at one moment; change it only through `engine.apply`."""

    settings: Settings
    players: tuple[Player, ...]
    pot: int
    current: int = 0
    turn: int = 1
    extra_roll: bool = False
    pending: Pending | None = None
    finished: bool = False
    winner: int | None = None
    step: int = 0

    @property
    def mover(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.current]


def new_game(players: int, settings: Settings | None = None) -> GameState:
    """Seat `players` players with their purses and the antes in the pot (R1, R2)."""
    settings = settings or Settings()
    if not 1 <= players <= MAX_PLAYERS:
        raise BadSettings(f"a game has 1 to {MAX_PLAYERS} players, not {players}")
    purse = settings.start_chips - settings.ante
    seats = tuple(Player(chips=purse, turns=1 if seat == 0 else 0) for seat in range(players))
    return GameState(settings=settings, players=seats, pot=settings.ante * players)


def state_to_dict(state: GameState) -> dict[str, Any]:
    """Serialise `state` to a JSON-ready dict carrying the schema version."""
    return {"v": SCHEMA_VERSION, **to_plain(state)}


def _upgrade_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept Friday bonds with the dead and the departed; drop them as R26 now says."""
    players = data["players"]
    gone = {i for i, p in enumerate(players) if p["status"] != Status.ACTIVE.value}
    upgraded = [
        {**p, "friday": None if i in gone or p["friday"] in gone else p["friday"]}
        for i, p in enumerate(players)
    ]
    return {**data, "v": SCHEMA_VERSION, "players": upgraded}


def state_from_dict(data: dict[str, Any]) -> GameState:
    """Rebuild a state from `state_to_dict` output (or an older version); raise `BadStateData`."""
    if data.get("v") not in (1, SCHEMA_VERSION):
        raise BadStateData(f"unknown engine state version {data.get('v')!r}")
    try:
        if data["v"] == 1:
            data = _upgrade_v1(data)
        state: GameState = from_plain(GameState, data)
        return state
    except (KeyError, TypeError, ValueError) as exc:
        raise BadStateData(f"malformed engine state: {exc}") from exc
