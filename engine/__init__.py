"""Pure rules of the Robinson Crusoe dice race: board, state, actions, events, policies."""

from engine.actions import Action, Leave, MoveTo, Roll, SwapWith
from engine.board import BOARD, HOME, Board, effect_of
from engine.events import EVENT_TYPES, Event, event_from_dict
from engine.exceptions import BadSettings, BadStateData, EngineError, GameOver, IllegalAction
from engine.game import apply, legal_actions
from engine.policies import PolicyName, forward, optimal, policy_named, random_policy
from engine.replay import Choice, ReplayResult, replay
from engine.simulate import Summary, simulate
from engine.state import (
    Field12,
    GameState,
    Pending,
    Player,
    Settings,
    Status,
    new_game,
    state_from_dict,
    state_to_dict,
)
from engine.view import View

__all__ = [
    "BOARD",
    "EVENT_TYPES",
    "HOME",
    "Action",
    "BadSettings",
    "BadStateData",
    "Board",
    "Choice",
    "EngineError",
    "Event",
    "Field12",
    "GameOver",
    "GameState",
    "IllegalAction",
    "Leave",
    "MoveTo",
    "Pending",
    "Player",
    "PolicyName",
    "ReplayResult",
    "Roll",
    "Settings",
    "Status",
    "Summary",
    "SwapWith",
    "View",
    "apply",
    "effect_of",
    "event_from_dict",
    "forward",
    "legal_actions",
    "new_game",
    "optimal",
    "policy_named",
    "random_policy",
    "replay",
    "simulate",
    "state_from_dict",
    "state_to_dict",
]
