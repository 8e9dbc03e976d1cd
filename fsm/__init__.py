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
    RollDie,
    SayParrot,
    Start,
)
from fsm.data import MIN_SEATS, SETTING_VALUES, GameSettings, Seat, SessionData, from_doc, to_doc
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
from fsm.redis_embedded import (
    Client,
    EmbeddedRedis,
    client_for,
    is_cluster_url,
    node_url,
    open_redis,
)
from fsm.service import GameService, Loaded, Result
from fsm.session import COMPUTER_NAMES, Notice, Session
from fsm.store import Games, Stored
from fsm.store_deadlines import Deadlines
from fsm.store_history import History
from fsm.store_keys import UNAVAILABLE, is_outage, text
from fsm.store_messages import MessageIds, Messages
from fsm.store_migrate import ChatMover
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
    "Client",
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
    "Phase",
    "PictureIds",
    "Place",
    "PlayerResult",
    "Preferences",
    "Quarantine",
    "Refused",
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
    "client_for",
    "describe",
    "from_doc",
    "is_cluster_url",
    "is_outage",
    "mermaid",
    "node_url",
    "open_redis",
    "text",
    "to_doc",
]
