"""Small helpers shared by the store tests."""

from __future__ import annotations

from typing import Any


def game(turn: int = 0, **extra: Any) -> dict[str, Any]:
    """Return a minimal version-1 game document."""
    return {"v": 1, "turn": turn, "players": ["Ann", "Бо"], **extra}
