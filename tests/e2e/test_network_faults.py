"""Telegram calls lost to the network: the board still shows every saved move."""

from __future__ import annotations

import pytest
from redis.asyncio import Redis

from fsm.store.stores import Stores
from robinson.harness.testing import ScriptedDice, live_session, play_turn, running_bot, start_table
from sandbox import BotApiDouble
from tgbot.config import BotSettings


@pytest.mark.parametrize(
    ("lost", "edits"),
    [
        ("editMessageText", 2),  # the lost edit is sent again (tgbot/botapi/coalesce.py)
        ("answerCallbackQuery", 1),  # the toast is given up; the board is edited all the same
    ],
)
async def test_a_call_lost_to_a_bad_gateway_does_not_hide_the_roll(
    double: BotApiDouble, bot_settings: BotSettings, redis: Redis, lost: str, edits: int
) -> None:
    """Telegram answers one of the roll's calls with 502: the move is saved and shown."""
    ana, boris = double.user("Ana"), double.user("Boris")
    group = double.group("Cove", members=[ana, boris], admins=[ana])
    store = Stores.open(redis)
    async with running_bot(bot_settings, dice=ScriptedDice([4, 3])):
        live = await start_table(double, group, ana, boris)
        before = double.count("editMessageText", group)
        double.fail_next(lost, "Bad Gateway", code=502)
        await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
        await double.wait_until(lambda: "→ 4" in (live.text or ""), timeout=5)
        assert (await live_session(store, group.id)).data.dice_log == [4]
        assert double.count("editMessageText", group) == before + edits
