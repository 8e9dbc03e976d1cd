"""A wire-level Telegram Bot API double for tests and benchmarks (no ``telegram`` import)."""

from .actions import SandboxError
from .driver import BotApiDouble
from .errors import ApiError
from .flood import FloodLimits
from .model import Button, ForumTopic, SimChat, SimUser, StoredMessage, Toast
from .people import Person
from .world import DICE_FACES

__all__ = [
    "DICE_FACES",
    "ApiError",
    "BotApiDouble",
    "Button",
    "FloodLimits",
    "ForumTopic",
    "Person",
    "SandboxError",
    "SimChat",
    "SimUser",
    "StoredMessage",
    "Toast",
]
