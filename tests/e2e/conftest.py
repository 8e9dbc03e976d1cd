"""Fixtures for end-to-end tests: the double, a data folder, and the bot settings."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from redis.asyncio import Redis

from fsm.store.embedded import EmbeddedRedis
from robinson.harness.testing import settings_for
from sandbox import BotApiDouble
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


@pytest.fixture(autouse=True)
def no_untranslated_text(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """Fail any end-to-end test in which a message fell back or missed a placeholder."""
    yield
    problems = [r.getMessage() for r in caplog.records if r.name == "robinson.i18n"]
    assert not problems, problems
