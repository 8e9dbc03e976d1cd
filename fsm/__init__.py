"""Game sessions: the turn machine, the game service and the Redis repositories.

Other packages import only what this module exports (a test enforces it).
"""

from fsm.commands import (
    Actor,
    AddComputer,
    Cancel,
    Choose,
    ClaimYoungest,
    Command,
    Configure,
    Join,
    Leave,
    RemoveComputer,
    RollDie,
    SayParrot,
    Start,
)
from fsm.data import (
    DEFAULT_MAX_SEATS,
    MIN_SEATS,
    SETTING_VALUES,
    GameSettings,
    Seat,
    SessionData,
    from_doc,
    to_doc,
)
from fsm.exceptions import (
    Conflict,
    Duplicate,
    GameQuarantined,
    Refused,
    RobinsonError,
    StoreUnavailable,
)
from fsm.machine import TURN, Phase, describe, mermaid
from fsm.place import Place, Where
from fsm.redis_embedded import EmbeddedRedis, client_for, open_redis
from fsm.service import GameService, Loaded, Result
from fsm.session import COMPUTER_NAMES, Notice, Session
from fsm.store import Games, Stored
from fsm.store_deadlines import Deadlines
from fsm.store_history import History
from fsm.store_keys import UNAVAILABLE, is_outage, text
from fsm.store_messages import MessageIds, Messages
from fsm.store_migrate import ChatMover
from fsm.store_nudges import Nudge, Nudges, awaits_person
from fsm.store_pictures import PictureIds
from fsm.store_prefs import Preferences
from fsm.store_quarantine import Quarantine
from fsm.store_reveals import RevealLog
from fsm.store_stats import PlayerResult, Statistics, Stats
from fsm.store_updates import CLAIM_SECONDS, Begin, UpdateLog
from fsm.stores import Stores

__all__ = [
    "CLAIM_SECONDS",
    "COMPUTER_NAMES",
    "DEFAULT_MAX_SEATS",
    "MIN_SEATS",
    "SETTING_VALUES",
    "TURN",
    "UNAVAILABLE",
    "Actor",
    "AddComputer",
    "Begin",
    "Cancel",
    "ChatMover",
    "Choose",
    "ClaimYoungest",
    "Command",
    "Configure",
    "Conflict",
    "Deadlines",
    "Duplicate",
    "EmbeddedRedis",
    "GameQuarantined",
    "GameService",
    "GameSettings",
    "Games",
    "History",
    "Join",
    "Leave",
    "Loaded",
    "MessageIds",
    "Messages",
    "Notice",
    "Nudge",
    "Nudges",
    "Phase",
    "PictureIds",
    "Place",
    "PlayerResult",
    "Preferences",
    "Quarantine",
    "Refused",
    "RemoveComputer",
    "Result",
    "RevealLog",
    "RobinsonError",
    "RollDie",
    "SayParrot",
    "Seat",
    "Session",
    "SessionData",
    "Start",
    "Statistics",
    "Stats",
    "StoreUnavailable",
    "Stored",
    "Stores",
    "UpdateLog",
    "Where",
    "awaits_person",
    "client_for",
    "describe",
    "from_doc",
    "is_outage",
    "mermaid",
    "open_redis",
    "text",
    "to_doc",
]
