"""A wire-level Telegram Bot API double for tests and benchmarks (no ``telegram`` import)."""

from .actions import SandboxError
from .driver import BotApiDouble
from .errors import ApiError
from .flood import FloodLimits
from .inline import InlineQuery
from .model import Button, ForumTopic, SimChat, SimUser, StoredMessage, Toast
from .people import Person
from .web import build_web_app, friends_chat, load_world, media_chat, save_world, seed_cast
from .web.views import fingerprint
from .world import DICE_FACES

__all__ = [
    "DICE_FACES",
    "ApiError",
    "BotApiDouble",
    "Button",
    "FloodLimits",
    "ForumTopic",
    "InlineQuery",
    "Person",
    "SandboxError",
    "SimChat",
    "SimUser",
    "StoredMessage",
    "Toast",
    "build_web_app",
    "fingerprint",
    "friends_chat",
    "load_world",
    "media_chat",
    "save_world",
    "seed_cast",
]
