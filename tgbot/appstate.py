"""What the running application holds: settings, seams, and the services open_services opens."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from telegram.ext import Application, CallbackContext, ExtBot

from engine import Field12
from fsm import (
    Client,
    EmbeddedRedis,
    FleetingReplies,
    GameService,
    History,
    MessageIds,
    Nudges,
    PictureIds,
    Place,
    RevealLog,
    SessionData,
    Statistics,
    Stores,
    UpdateLog,
)
from tgbot.botapi.chatwork import ChatWork
from tgbot.botapi.coalesce import Edits
from tgbot.botapi.later import Later
from tgbot.botapi.outage import Outage
from tgbot.chat.admins import AdminCache
from tgbot.chat.lang import Languages
from tgbot.config import BotSettings
from tgbot.health import Heartbeat
from tgbot.metrics import Metrics
from tgbot.recent import REMEMBERED, RecentMap, RecentMoves

log = logging.getLogger("robinson.bot")


def redis_outage(place: str = "Redis") -> Outage:
    """The Redis outage as the logs tell it: once, at most once a minute, and when it ends."""
    return Outage(
        logging.getLogger("robinson.redis"),
        f"cannot reach {place} (retrying)",
        lasts=f"still cannot reach {place} (retrying)",
        ends=f"{place} answers again",
    )


async def no_one_to_tell(data: SessionData) -> None:
    """The `place_gone` of a state `build_application` did not wire: say so in the log."""
    log.warning("a game's place is gone, and nothing ends it", extra={"chat_id": data.chat_id})


@dataclass(slots=True)
class AppState:
    """The bot's `bot_data`: settings, injected seams and the services."""

    settings: BotSettings = field(default_factory=BotSettings)
    dice: Callable[[], int] | None = None
    clock: Callable[[], float] | None = None
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep  # the dice animation's wait
    redis: Client | None = None
    embedded: EmbeddedRedis | None = None
    stores: Stores | None = None
    service: GameService | None = None
    languages: Languages | None = None
    timer: asyncio.Task[None] | None = None
    admins: AdminCache = field(default_factory=AdminCache)
    metrics: Metrics = field(default_factory=Metrics)
    metrics_server: web.AppRunner | None = None
    reads_all_groups: bool = True
    edits: Edits = field(default_factory=Edits)
    #: The keys of the board's symbols uploaded, (language, fever rule) → file id: each once.
    key_files: dict[tuple[str, Field12], str] = field(default_factory=dict)
    #: A private chat's key posted last: its message, language and fever rule (`outbox.key`).
    keys_shown: RecentMap[int, tuple[int, str, Field12]] = field(
        default_factory=lambda: RecentMap(REMEMBERED)
    )
    #: When a private chat with no game last got the welcome for words or a die (monotonic).
    welcomed: RecentMap[int, float] = field(default_factory=lambda: RecentMap(REMEMBERED))
    recent_moves: RecentMoves = field(default_factory=RecentMoves)  # double taps told apart
    #: A board a press on an old message (place, message) brought down: its id and when.
    brought_down: RecentMap[tuple[Place, int], tuple[int, float]] = field(
        default_factory=lambda: RecentMap(REMEMBERED)
    )
    #: The newest message seen at a group's place (chatter too, where the bot reads it): how
    #: far up a board a tap or the clock moves now stands (`tgbot.outbox.live.show`).
    newest_messages: RecentMap[Place, int] = field(default_factory=lambda: RecentMap(REMEMBERED))
    #: A group game's start ping until its first move takes it away: (game id, message id).
    start_pings: RecentMap[Place, tuple[str, int]] = field(
        default_factory=lambda: RecentMap(REMEMBERED)
    )
    chat_work: ChatWork = field(default_factory=ChatWork)  # in a chat's order, outside its updates
    later: Later = field(default_factory=Later)  # replies that leave a group after a while
    swept: float = 0.0  # when the latest finished timer sweep began (time.monotonic)
    heartbeat: Heartbeat = field(default_factory=Heartbeat)
    redis_outage: Outage = field(default_factory=redis_outage)
    #: What the outbox calls when a game's topic or inline message is gone (it sends, it does
    #: not play): `handlers.topics.end_where_gone`, wired by `build_application`.
    place_gone: Callable[[SessionData], Awaitable[None]] = no_one_to_tell

    @property
    def games(self) -> GameService:
        """The game service (opened by open_services)."""
        if self.service is None:
            raise RuntimeError("the application has not been initialised")
        return self.service

    @property
    def repos(self) -> Stores:
        """The Redis repositories (opened by open_services)."""
        if self.stores is None:
            raise RuntimeError("the application has not been initialised")
        return self.stores

    @property
    def updates(self) -> UpdateLog:
        """The handled updates (dedupe)."""
        return self.repos.updates

    @property
    def history(self) -> History:
        """The finished games."""
        return self.repos.history

    @property
    def stats(self) -> Statistics:
        """The players' statistics."""
        return self.repos.stats

    @property
    def messages(self) -> MessageIds:
        """The ids of each game's messages."""
        return self.repos.messages

    @property
    def nudges(self) -> Nudges:
        """The nudges planned for group games' movers."""
        return self.repos.nudges

    @property
    def pictures(self) -> PictureIds:
        """The board pictures already uploaded."""
        return self.repos.pictures

    @property
    def reveals(self) -> RevealLog:
        """Moves saved but not yet shown."""
        return self.repos.reveals

    @property
    def replies(self) -> FleetingReplies:
        """The replies a group keeps a while, to delete when due."""
        return self.repos.replies

    @property
    def langs(self) -> Languages:
        """The language preferences (opened by open_services)."""
        if self.languages is None:
            raise RuntimeError("the application has not been initialised")
        return self.languages


Context = CallbackContext[ExtBot[None], dict[Any, Any], dict[Any, Any], AppState]
App = Application[ExtBot[None], Context, dict[Any, Any], dict[Any, Any], AppState, Any]
