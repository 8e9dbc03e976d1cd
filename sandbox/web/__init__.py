"""The playground page: a chat app in the browser over the Bot API double's world."""

from .cast import friends_chat, media_chat, seed_cast
from .routes import build_web_app
from .snapshot import load_world, save_world

__all__ = ["build_web_app", "friends_chat", "load_world", "media_chat", "save_world", "seed_cast"]
