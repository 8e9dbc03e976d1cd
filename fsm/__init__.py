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
    FinishForMe,
    FollowLanguage,
    Join,
    Leave,
    Remind,
    RemoveComputer,
    RemovePlayer,
    RollDie,
    SayParrot,
    Start,
    Timeout,
)
from fsm.data import (
    DEFAULT_MAX_SEATS,
    INLINE_FIXED,
    MIN_SEATS,
    SETTING_VALUES,
    DiceSource,
    GameSettings,
    Seat,
    SessionData,
    Wake,
    from_doc,
    to_doc,
)
from fsm.diagram import describe, mermaid
from fsm.effects import COMPUTER_NAMES, MISSES_BEFORE_REMOVAL
from fsm.exceptions import (
    Conflict,
    Duplicate,
    EmbeddedRedisError,
    GameQuarantined,
    RefusalCode,
    Refused,
    RobinsonError,
    StoreUnavailable,
)
from fsm.guards import phase_of
from fsm.machine import ENDED, TURN, Phase
from fsm.outcome import Notice, NoticeCode, Outcome
from fsm.place import Place, Where, inline_chat_id
from fsm.redis_embedded import (
    Client,
    EmbeddedRedis,
    client_for,
    is_cluster_url,
    node_url,
    open_redis,
    redis_server_path,
    socket_path_problem,
)
from fsm.service import GameService, Loaded, Result
from fsm.session import Session
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
    "ENDED",
    "INLINE_FIXED",
    "MIN_SEATS",
    "MISSES_BEFORE_REMOVAL",
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
    "DiceSource",
    "Duplicate",
    "EmbeddedRedis",
    "EmbeddedRedisError",
    "FinishForMe",
    "FollowLanguage",
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
    "NoticeCode",
    "Nudge",
    "Nudges",
    "Outcome",
    "Phase",
    "PictureIds",
    "Place",
    "PlayerResult",
    "Preferences",
    "Quarantine",
    "RefusalCode",
    "Refused",
    "Remind",
    "RemoveComputer",
    "RemovePlayer",
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
    "Timeout",
    "UpdateLog",
    "Wake",
    "Where",
    "awaits_person",
    "client_for",
    "describe",
    "from_doc",
    "inline_chat_id",
    "is_cluster_url",
    "is_outage",
    "mermaid",
    "node_url",
    "open_redis",
    "phase_of",
    "redis_server_path",
    "socket_path_problem",
    "text",
    "to_doc",
]
