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
    MISSES_BEFORE_REMOVAL,
    SETTING_VALUES,
    DiceSource,
    GameSettings,
    LastGame,
    Place,
    Purse,
    RefusedAtTable,
    Seat,
    SessionData,
    Where,
    inline_chat_id,
)
from fsm.diagram import describe, mermaid
from fsm.effects import COMPUTER_NAMES
from fsm.exceptions import (
    Conflict,
    Duplicate,
    EmbeddedRedisError,
    GameQuarantined,
    NewerGame,
    RefusalCode,
    Refused,
    RobinsonError,
    StoreUnavailable,
)
from fsm.machine import ENDED, TURN, Phase
from fsm.outcome import Notice, NoticeCode, Outcome
from fsm.result import STORY_NOTICES, GameView, Loaded, Result, view_of, with_story_notices
from fsm.service import GameService
from fsm.session import Session, from_doc, to_doc
from fsm.store.chat_move import ChatMover
from fsm.store.client import Client, client_for, is_cluster_url, node_url, open_redis
from fsm.store.embedded import EmbeddedRedis, redis_server_path, socket_path_problem
from fsm.store.games import Games, Stored
from fsm.store.history import History
from fsm.store.index import Deadlines, Nudge, Nudges, awaits_person
from fsm.store.keys import UNAVAILABLE, is_outage, text
from fsm.store.messages import MessageIds, Messages, PictureIds
from fsm.store.prefs import Preferences
from fsm.store.quarantine import Quarantine
from fsm.store.replies import FleetingReplies
from fsm.store.reveals import RevealLog
from fsm.store.stats import PlayerResult, Statistics, Stats
from fsm.store.stores import Stores
from fsm.store.updates import CLAIM_SECONDS, Begin, UpdateLog

__all__ = [
    "CLAIM_SECONDS",
    "COMPUTER_NAMES",
    "DEFAULT_MAX_SEATS",
    "ENDED",
    "INLINE_FIXED",
    "MIN_SEATS",
    "MISSES_BEFORE_REMOVAL",
    "SETTING_VALUES",
    "STORY_NOTICES",
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
    "FleetingReplies",
    "FollowLanguage",
    "GameQuarantined",
    "GameService",
    "GameSettings",
    "GameView",
    "Games",
    "History",
    "Join",
    "LastGame",
    "Leave",
    "Loaded",
    "MessageIds",
    "Messages",
    "NewerGame",
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
    "Purse",
    "Quarantine",
    "RefusalCode",
    "Refused",
    "RefusedAtTable",
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
    "redis_server_path",
    "socket_path_problem",
    "text",
    "to_doc",
    "view_of",
    "with_story_notices",
]
