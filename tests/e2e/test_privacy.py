"""Group privacy mode: players' own 🎲 never reach a bot that is not an admin; buttons always do."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator

import pytest

from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    choose_setting,
    live_session,
    roll_data,
    running_bot,
    settings_for,
)
from sandbox import BotApiDouble
from sandbox.model import SimChat, StoredMessage
from sandbox.people import Person

SEND_YOUR_OWN = t("en", "lobby-roll-hint")  # "…, or send your own 🎲."
BUTTONS_ONLY = t("en", "lobby-roll-hint-buttons")  # "…: dice sent in this group don't reach…"


@pytest.fixture
async def private_double() -> AsyncIterator[BotApiDouble]:
    """A double whose bot has Telegram's default: group privacy mode on."""
    async with BotApiDouble(seed=5, privacy_mode=True) as running:
        yield running


async def telegram_dice_lobby(double: BotApiDouble, group: SimChat, host: Person) -> StoredMessage:
    """`host` opens a lobby and switches the dice to Telegram's animated 🎲."""
    await host.send(group, "/new")
    lobby = await double.next_bot_message(group)
    await choose_setting(double, host, lobby, "dice", "telegram")
    return lobby


class TestPrivacyMode:
    """With privacy mode on the game goes on by buttons, and the hints say so."""

    async def test_dice_not_delivered_game_goes_on_by_button(
        self, private_double, embedded_redis, tmp_path, caplog, store
    ) -> None:
        """Start-up warns once; the hints invite no 🎲; a sent 🎲 is lost, Roll and /roll work."""
        double = private_double
        ana, boris = double.user("Ana"), double.user("Boris")
        group = double.group("Cove", members=[boris], admins=[ana])
        settings = settings_for(double, embedded_redis.url, tmp_path)
        with caplog.at_level(logging.WARNING, logger="robinson.bot"):
            async with running_bot(settings, dice=ScriptedDice()):
                warnings = [
                    r.getMessage() for r in caplog.records if "privacy mode" in r.getMessage()
                ]
                assert len(warnings) == 1 and "admin" in warnings[0]
                lobby = await telegram_dice_lobby(double, group, ana)
                assert BUTTONS_ONLY in lobby.text and SEND_YOUR_OWN not in lobby.text
                await boris.press(lobby, text="✋ Join")
                await ana.press(lobby, text="▶️ Start")
                await double.settled()
                assert t("en", "game-turn-button", name="Ana") in lobby.text
                assert "send a 🎲" not in lobby.text
                assert await ana.send_dice(group, value=5) is None, "privacy mode drops the 🎲"
                await double.settled()
                assert (await live_session(store, group.id)).data.dice_log == []
                double.force_dice(4)
                await ana.press(lobby, data=roll_data(lobby))
                await double.settled()
                assert (await live_session(store, group.id)).data.dice_log == [4]
                assert t("en", "game-turn-button", name="Boris") in lobby.text
                double.force_dice(3)
                assert await boris.send(group, "/roll") is not None
                await double.settled()
                assert (await live_session(store, group.id)).data.dice_log == [4, 3]

    async def test_admin_bot_sees_dice_and_invites_them(
        self, private_double, embedded_redis, tmp_path, store
    ) -> None:
        """Privacy mode on, but the bot is an admin: sent 🎲 arrive, and the hints invite them."""
        double = private_double
        ana, boris = double.user("Ana"), double.user("Boris")
        group = double.group("Bay", members=[boris], admins=[ana], bot_admin=True)
        async with running_bot(settings_for(double, embedded_redis.url, tmp_path)):
            lobby = await telegram_dice_lobby(double, group, ana)
            assert SEND_YOUR_OWN in lobby.text and BUTTONS_ONLY not in lobby.text
            await boris.press(lobby, text="✋ Join")
            await ana.press(lobby, text="▶️ Start")
            await double.settled()
            assert t("en", "game-turn-dice", name="Ana") in lobby.text
            assert await ana.send_dice(group, value=5) is not None
            await double.settled()
            assert (await live_session(store, group.id)).data.dice_log == [5]

    async def test_no_warning_without_privacy_mode(
        self, double, embedded_redis, redis, tmp_path, caplog
    ) -> None:
        """A bot that reads all group messages starts without the warning."""
        with caplog.at_level(logging.WARNING, logger="robinson.bot"):
            async with running_bot(settings_for(double, embedded_redis.url, tmp_path)):
                pass
        assert not [r for r in caplog.records if "privacy mode" in r.getMessage()]
