"""Bounded work on untrusted sizes: a forged 10,000-character name, thousands of languages
(issue 23, point 10)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from PIL import ImageFont

from robinson.harness.testing import (
    ScriptedDice,
    chat_message,
    live_session,
    messages_of,
    running_bot,
)
from robinson.harness.testing import start_table as start_text_table
from tgbot.render.welcome import help_text

LONG_NAME = "Ö" * 10_000


Measure = Callable[..., float]


class Measured:
    """Counts the text measurements the picture makes (each one still measured for real)."""

    def __init__(self) -> None:
        self.count = 0
        self._lock = threading.Lock()

    def wrap(self, measure: Measure) -> Measure:
        """`FreeTypeFont.getlength`, counted (pictures are drawn in a worker thread)."""

        def counted(*args: Any, **kwargs: Any) -> float:
            with self._lock:
                self.count += 1
            return measure(*args, **kwargs)

        return counted


@pytest.fixture
def measured(monkeypatch: pytest.MonkeyPatch) -> Measured:
    """Every `getlength` call counted while the test runs."""
    spy = Measured()
    getlength = ImageFont.FreeTypeFont.getlength
    monkeypatch.setattr(ImageFont.FreeTypeFont, "getlength", spy.wrap(getlength))
    return spy


class TestUntrustedSizes:
    """What a forged update can make large costs the bot a bounded amount of work."""

    async def test_a_ten_thousand_character_name_is_fitted_in_a_few_measurements(
        self, double, bot_settings, measured, store
    ) -> None:
        """The board picture with a forged 10,000-character name: drawn, the name cut with
        '…', and the whole picture costs a few dozen text measurements, not one per
        character cut."""
        ana, forged = double.user("Ana"), double.user(LONG_NAME)
        group = double.group("Reef", members=[ana, forged], admins=[ana])
        pictured = replace(bot_settings, board="picture", picture_timeout=5.0)
        async with running_bot(pictured, dice=ScriptedDice([3])):
            lobby = await start_text_table(double, group, ana, forged)
            await double.wait_until(lambda: lobby.deleted, timeout=30)
            await double.settled()
            session = await live_session(store, group.id)
            live = chat_message(group, (await messages_of(store, session)).live)
        assert live.photo is not None, "the board picture was not sent"
        assert measured.count < 100, f"{measured.count} measurements for one board picture"

    async def test_the_language_cache_is_capped(self, double, bot) -> None:
        """Forty people ask for /help in private with the cache capped at twenty: every one is
        answered in their language, and at most twenty are remembered."""
        people = [double.user(f"P{n}", language_code="da" if n % 2 else "et") for n in range(40)]
        async with bot() as app:
            app.bot_data.langs.max_entries = 20
            for person in people:
                chat = double.private_chat(person)
                await person.send(chat, "/help")
                reply = await double.next_bot_message(chat)
                lang = person.account.language_code or "en"
                assert reply.text == help_text(lang, private=True)
            assert len(app.bot_data.langs) == 20
