"""Fixtures: a started Bot API double and a PTB Bot pointed at it."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from telegram import Bot

from sandbox import BotApiDouble


@pytest.fixture
async def double() -> AsyncIterator[BotApiDouble]:
    """A running double with a fixed RNG seed."""
    async with BotApiDouble(seed=7) as running:
        yield running


@pytest.fixture
async def bot(double: BotApiDouble) -> AsyncIterator[Bot]:
    """An initialised PTB Bot talking to the double."""
    client = Bot(double.token, base_url=double.base_url, base_file_url=double.base_file_url)
    async with client:
        yield client
