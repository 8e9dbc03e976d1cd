"""Telegram calls lost to the network: the board still shows every saved move."""

from __future__ import annotations

from redis.asyncio import Redis

from fsm.stores import Stores
from sandbox import BotApiDouble
from tgbot.config import BotSettings
from tgbot.testing import ScriptedDice, live_session, play_turn, running_bot, start_table


async def test_an_edit_lost_to_a_bad_gateway_is_sent_again(
    double: BotApiDouble, bot_settings: BotSettings, redis: Redis
) -> None:
    """Telegram answers the roll's edit with 502: the board still shows the roll."""
    ana, boris = double.user("Ana"), double.user("Boris")
    group = double.group("Cove", members=[ana, boris], admins=[ana])
    store = Stores.open(redis)
    async with running_bot(bot_settings, dice=ScriptedDice([4, 3])):
        live = await start_table(double, group, ana, boris)
        edits = double.count("editMessageText", group)
        double.fail_next("editMessageText", "Bad Gateway", code=502)
        await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
        await double.wait_until(lambda: "→ 4" in (live.text or ""), timeout=5)
        session = await live_session(store, group.id)
        assert session.data.dice_log == [4]
        assert double.count("editMessageText", group) == edits + 2  # the lost one, then again


async def test_a_toast_lost_to_the_network_does_not_hide_the_move(
    double: BotApiDouble, bot_settings: BotSettings, redis: Redis
) -> None:
    """The roll's toast times out (502): the move is saved and the board shows it anyway."""
    ana, boris = double.user("Ana"), double.user("Boris")
    group = double.group("Inlet", members=[ana, boris], admins=[ana])
    store = Stores.open(redis)
    async with running_bot(bot_settings, dice=ScriptedDice([5, 3])):
        live = await start_table(double, group, ana, boris)
        double.fail_next("answerCallbackQuery", "Bad Gateway", code=502)
        await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
        await double.wait_until(lambda: "→ 5" in (live.text or ""), timeout=5)
        assert (await live_session(store, group.id)).data.dice_log == [5]
