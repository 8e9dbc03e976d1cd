"""Callback data: short, versioned, parsed by one function; turn buttons carry game and step."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

VERSION: Final = "r1"
MAX_BYTES: Final = 64


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
    LANG = "lg"
    SOLO = "so"
    SOLO_STRENGTH = "ss"


NEEDS_GAME = frozenset(Op) - {Op.LANG, Op.SOLO, Op.SOLO_STRENGTH}
NEEDS_STEP = frozenset({Op.ROLL, Op.MOVE, Op.SWAP})


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
    """Read callback data; raise `BadCallback` for anything malformed."""
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
        if not rest or not rest[0].isalnum():
            raise BadCallback(f"no game id in {data!r}")
        game_id, rest = rest[0], rest[1:]
    if op in NEEDS_STEP:
        if not rest or not rest[0].isdigit():
            raise BadCallback(f"no step in {data!r}")
        step, rest = int(rest[0]), rest[1:]
    if op in (Op.MOVE, Op.SWAP, Op.SOLO) and not (len(rest) == 1 and rest[0].isdigit()):
        raise BadCallback(f"bad argument in {data!r}")
    if any(len(arg) > 16 for arg in rest):
        raise BadCallback(f"argument too long in {data!r}")
    return Callback(op, game_id, step, tuple(rest))
