"""The real bot (PTB Application, real Redis) run against the Bot API double."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

from tgbot.app import build_application, close_services, open_services
from tgbot.appstate import App
from tgbot.config import BotSettings
from tgbot.sandbox import BotApiDouble
from tgbot.sandbox.model import StoredMessage


@dataclass
class Clock:
    """A clock the test moves by hand."""

    now: float = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@dataclass
class ScriptedDice:
    """Dice the test scripts; a seeded generator once the script runs out."""

    script: list[int] = field(default_factory=list)
    rng: random.Random = field(default_factory=lambda: random.Random(11))
    rolled: list[int] = field(default_factory=list)

    def __call__(self) -> int:
        value = self.script.pop(0) if self.script else self.rng.randint(1, 6)
        self.rolled.append(value)
        return value


def settings_for(double: BotApiDouble, redis_url: str, data_dir: Path) -> BotSettings:
    """Bot settings pointing at the double and the test's Redis."""
    return BotSettings(
        token=double.token,
        api_base_url=double.base_url,
        redis_url=redis_url,
        data_dir=data_dir,
        dice_animation=0.0,
        timer_interval=0.05,
    )


@asynccontextmanager
async def running_bot(
    settings: BotSettings,
    *,
    dice: Callable[[], int] | None = None,
    clock: Callable[[], float] | None = None,
    timers: bool = False,
    polling: bool = True,
) -> AsyncIterator[App]:
    """Build, initialise and start the real application; stop it cleanly afterwards."""
    app = build_application(settings, dice=dice, clock=clock, timers=timers)
    await app.initialize()
    await open_services(app, timers=timers)
    if polling:
        assert app.updater is not None
        await app.updater.start_polling(poll_interval=0, timeout=1)
    await app.start()
    try:
        yield app
    finally:
        if polling and app.updater is not None:
            await app.updater.stop()
        await app.stop()
        await close_services(app)
        await app.shutdown()


def buttons(message: StoredMessage) -> list[str]:
    """The labels of a message's buttons, row by row, flattened."""
    return [text for row in message.buttons() for text, _ in row]
