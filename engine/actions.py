"""Actions: everything a caller can apply to a game, dice included."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Roll:
    """The current player's die showed `value` (1–6); the caller rolls, never the engine."""

    value: int


@dataclass(frozen=True, slots=True)
class MoveTo:
    """Take the optional destination `field` on offer (R14, R15, R18)."""

    field: int


@dataclass(frozen=True, slots=True)
class SwapWith:
    """On 36 with several players on 41, swap with `seat` (R23)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Leave:
    """`seat` leaves the running game, or is removed after missed turns (R27)."""

    seat: int


Action = Roll | MoveTo | SwapWith | Leave

FAIR_DIE: tuple[tuple[Roll, float], ...] = tuple((Roll(face), 1 / 6) for face in range(1, 7))
"""The die's outcomes, each with its probability: what a chance node offers."""
