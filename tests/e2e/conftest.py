"""Fixtures for end-to-end tests: the double, its people and group, and the real bot.

The tests take these by name, unannotated (each fixture below says what it gives): `double`,
`ana`, `boris`, `robin`, `group`, `forum`, `people`, `store` (tests/conftest.py), `clock`, `bot`
(`picture_bot`, `throttled_bot`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from redis.asyncio import Redis

from fsm.store.embedded import EmbeddedRedis
from robinson.harness.testing import BotRunner, Clock, settings_for
from sandbox import BotApiDouble, Person, SimChat
from tgbot.config import BotSettings


@pytest.fixture
async def double() -> AsyncIterator[BotApiDouble]:
    """A running Bot API double with a fixed seed."""
    async with BotApiDouble(seed=5) as running:
        yield running


@pytest.fixture
def bot_settings(
    double: BotApiDouble, embedded_redis: EmbeddedRedis, redis: Redis, tmp_path: Path
) -> BotSettings:
    """Settings for the real bot: the double's URL and the flushed test Redis."""
    return settings_for(double, embedded_redis.url, tmp_path)


def spoken(request: pytest.FixtureRequest) -> str:
    """The language of the test's people: its `lang` parameter where it has one, else English."""
    return str(request.getfixturevalue("lang")) if "lang" in request.fixturenames else "en"


@pytest.fixture
def ana(double: BotApiDouble, request: pytest.FixtureRequest) -> Person:
    """Ana, the host and admin of the tests' group; she speaks the test's `lang`."""
    return double.user("Ana", language_code=spoken(request))


@pytest.fixture
def boris(ana: Person, double: BotApiDouble, request: pytest.FixtureRequest) -> Person:
    """Boris, created after Ana; he speaks the test's `lang`."""
    return double.user("Boris", language_code=spoken(request))


@pytest.fixture
def robin(double: BotApiDouble, request: pytest.FixtureRequest) -> Person:
    """Robin, who plays alone against the computer; he speaks the test's `lang`."""
    return double.user("Robin", language_code=spoken(request))


@pytest.fixture
def group(double: BotApiDouble, ana: Person, boris: Person) -> SimChat:
    """A group of Ana and Boris with Ana its admin."""
    return double.group("Island", members=[ana, boris], admins=[ana])


@pytest.fixture
def forum(double: BotApiDouble, ana: Person, boris: Person) -> SimChat:
    """A forum (a supergroup with topics) of Boris, with Ana its admin."""
    return double.group("Isle", members=[boris], admins=[ana], forum=True)


@pytest.fixture
def people(ana: Person, boris: Person) -> dict[int, Person]:
    """Ana and Boris by user id, as `play_turn` finds the mover."""
    return {ana.id: ana, boris.id: boris}


@pytest.fixture
def clock() -> Clock:
    """A clock the test moves by hand (give it to `bot(clock=clock)`)."""
    return Clock()


@pytest.fixture
def bot(bot_settings: BotSettings) -> BotRunner:
    """The real bot on `bot_settings`: `async with bot(dice=[2, 3], clock=clock) as app:`."""
    return BotRunner(bot_settings)


@pytest.fixture
def picture_bot(bot_settings: BotSettings) -> BotRunner:
    """The real bot drawing the board as a picture (the bot's default), 1 s for a drawing."""
    return BotRunner(replace(bot_settings, board="picture", picture_timeout=1.0))  # slow: 1.5 s


@pytest.fixture
def throttled_bot(bot_settings: BotSettings) -> BotRunner:
    """The real bot pacing its sends to Telegram's flood limits, as it does in production."""
    return BotRunner(replace(bot_settings, throttle=True))


@pytest.fixture(autouse=True)
def no_untranslated_text(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """Fail any end-to-end test in which a message fell back or missed a placeholder."""
    yield
    problems = [r.getMessage() for r in caplog.records if r.name == "robinson.i18n"]
    assert not problems, problems
