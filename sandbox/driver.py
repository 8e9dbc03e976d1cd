"""``BotApiDouble``: start the fake Bot API on loopback and drive it from tests.

Its test-side methods live by job in ``driver_scene.py`` (people, chats, topics),
``driver_controls.py`` (dice, flood, faults, clock) and ``driver_observe.py`` (counts, waits).
"""

from __future__ import annotations

import random
import socket
from types import TracebackType

from aiohttp import web

from .driver_controls import ControlsMixin
from .driver_observe import ObserveMixin
from .driver_scene import SceneMixin
from .flood import FloodLimits
from .model import SimUser
from .server import build_app
from .settle import Waits
from .world import World

_SERVING: dict[str, BotApiDouble] = {}  # running doubles by base_url


class BotApiDouble(SceneMixin, ControlsMixin, ObserveMixin):
    """A local Telegram Bot API server with simulated users, chats and a test clock."""

    def __init__(
        self,
        *,
        token: str | None = None,
        bot_name: str = "Robinson",
        bot_username: str = "robinson_sandbox_bot",
        seed: int | None = None,
        rng: random.Random | None = None,
        flood: bool = False,
        flood_limits: FloodLimits | None = None,
        privacy_mode: bool = False,
        callback_timeout: float = 15.0,
        inline_mode: bool = True,
        inline_feedback: bool = False,
        webhook_retry_delay: float = 0.05,
        host: str = "127.0.0.1",
    ) -> None:
        """Configure the double; nothing listens until ``start()``."""
        self.world = World(
            bot_name=bot_name,
            bot_username=bot_username,
            token=token,
            rng=rng or random.Random(seed),
            flood_limits=flood_limits or FloodLimits(),
            flood_enabled=flood,
            privacy_mode=privacy_mode,
            callback_timeout=callback_timeout,
            inline_mode=inline_mode,
            inline_feedback=inline_feedback,
        )
        self.world.queue.retry_delay = webhook_retry_delay
        self.waits = Waits(self.world)
        self.host = host
        self.port = 0
        self._runner: web.AppRunner | None = None

    async def start(self) -> BotApiDouble:
        """Listen on a free port of ``host``."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((self.host, 0))
        self.port = sock.getsockname()[1]
        self._runner = web.AppRunner(build_app(self.world), shutdown_timeout=0.5)
        await self._runner.setup()
        await web.SockSite(self._runner, sock).start()
        _SERVING[self.base_url] = self
        return self

    async def stop(self) -> None:
        """Release long polls, stop webhook delivery and close the server."""
        if _SERVING.get(self.base_url) is self:
            del _SERVING[self.base_url]
        await self.world.queue.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> BotApiDouble:
        """Start on entry."""
        return await self.start()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Stop on exit."""
        await self.stop()

    @property
    def token(self) -> str:
        """Return the bot token the server accepts."""
        return self.world.token

    @property
    def url(self) -> str:
        """Return the server root, e.g. ``http://127.0.0.1:PORT``."""
        return f"http://{self.host}:{self.port}"

    @property
    def base_url(self) -> str:
        """Return PTB's ``base_url`` (PTB appends the token)."""
        return f"{self.url}/bot"

    @property
    def base_file_url(self) -> str:
        """Return PTB's ``base_file_url``."""
        return f"{self.url}/file/bot"

    @property
    def bot(self) -> SimUser:
        """Return the bot's own account."""
        return self.world.bot

    @classmethod
    def serving(cls, base_url: str) -> BotApiDouble | None:
        """The running double whose ``base_url`` this is, if any (for the test harness)."""
        return _SERVING.get(base_url)
