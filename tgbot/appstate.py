"""What the running application holds: services opened in post_init, closed in post_shutdown."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from redis.asyncio import Redis
from telegram.ext import Application, CallbackContext, ExtBot

from fsm.redis_embedded import EmbeddedRedis
from fsm.service import GameService
from fsm.store import GameStore
from tgbot.admins import AdminCache
from tgbot.coalesce import Edits
from tgbot.config import BotSettings
from tgbot.lang import Languages
from tgbot.metrics import Metrics


@dataclass(slots=True)
class AppState:
    """The bot's `bot_data`: settings, injected seams and the services."""

    settings: BotSettings = field(default_factory=BotSettings)
    dice: Callable[[], int] | None = None
    clock: Callable[[], float] | None = None
    redis: Redis | None = None
    embedded: EmbeddedRedis | None = None
    store: GameStore | None = None
    service: GameService | None = None
    languages: Languages | None = None
    timer: asyncio.Task[None] | None = None
    admins: AdminCache = field(default_factory=AdminCache)
    metrics: Metrics = field(default_factory=Metrics)
    metrics_server: web.AppRunner | None = None
    reads_all_groups: bool = True
    edits: Edits = field(default_factory=Edits)
    swept: float = 0.0  # when the latest finished timer sweep began (time.monotonic)

    @property
    def games(self) -> GameService:
        """The game service (opened in post_init)."""
        if self.service is None:
            raise RuntimeError("the application has not been initialised")
        return self.service

    @property
    def langs(self) -> Languages:
        """The language preferences (opened in post_init)."""
        if self.languages is None:
            raise RuntimeError("the application has not been initialised")
        return self.languages


Context = CallbackContext[ExtBot[None], dict[Any, Any], dict[Any, Any], AppState]
App = Application[ExtBot[None], Context, dict[Any, Any], dict[Any, Any], AppState, Any]
