"""Small builders for engine tests: constructed states and scripted play."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.actions import Action, Leave, Roll
from engine.events import Event
from engine.rules import apply, legal_actions
from engine.state import GameState, Settings, new_game


def game(players: int = 3, **settings: Any) -> GameState:
    """A fresh game with `players` seats and optional settings."""
    return new_game(players, Settings(**settings))


def place(state: GameState, seat: int, **changes: Any) -> GameState:
    """Return `state` with seat `seat`'s player changed."""
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def play(state: GameState, *actions: Action | int) -> tuple[GameState, list[Event]]:
    """Apply actions in order (a bare int is a roll) and collect all events."""
    events: list[Event] = []
    for action in actions:
        state, happened = apply(state, Roll(action) if isinstance(action, int) else action)
        events.extend(happened)
    return state, events


def of_type(events: list[Event], cls: type[Event]) -> list[Any]:
    """The events of one type, in order."""
    return [e for e in events if isinstance(e, cls)]


def chips_total(state: GameState) -> int:
    """Purses plus pot (R12 keeps this constant)."""
    return state.pot + sum(p.chips for p in state.players)


def own_moves(state: GameState) -> tuple[Action, ...]:
    """The legal actions but the leaves: the die's faces or the options on offer."""
    return tuple(a for a in legal_actions(state) if not isinstance(a, Leave))
