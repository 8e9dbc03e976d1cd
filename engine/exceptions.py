"""The engine's domain exceptions: illegal actions and bad data, never asserts."""

from __future__ import annotations


class EngineError(Exception):
    """Base of every error the rules engine raises."""


class IllegalAction(EngineError):
    """The action is not legal in this state (wrong phase, player or value)."""


class GameOver(IllegalAction):
    """The game has ended; no action applies any more."""


class BadSettings(EngineError):
    """Game settings or a player count outside what the rules allow."""


class BadStateData(EngineError):
    """Serialised state that cannot be read back."""
