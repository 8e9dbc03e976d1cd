"""What a tap costs in Redis, counted at the socket by a proxy: at most two round trips, the
board a text or a picture.

The game's load and its compare-and-set save (which also marks the update handled); no
claim before the handlers, no mark after them, no second load (issue 12).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import replace
from pathlib import Path

import pytest
from redis.asyncio import Redis

from bench.redis_cost import solo_game
from fsm.store.embedded import EmbeddedRedis
from i18n import t
from robinson.harness.redis_proxy import RedisProxy
from robinson.harness.testing import (
    ScriptedDice,
    chat_message,
    choice_buttons,
    confirmed,
    live_session,
    messages_of,
    roll_data,
    running_bot,
    settings_for,
    start_table,
)
from sandbox import StoredMessage

MOST = 2  # round trips per applied tap
FINISH_MOST = 22  # ⏩ as one command: 18 (a clock sweep may fall in); one per move took 47
SETTINGS_TRIPS = 4  # /settings in a lobby: claim, the one load, the edit's flood budget, mark


@pytest.fixture
async def proxy(
    embedded_redis: EmbeddedRedis, redis: Redis, tmp_path: Path
) -> AsyncIterator[RedisProxy]:
    """A counting proxy in front of the test's (flushed) Redis."""
    async with RedisProxy(embedded_redis.socket_path, tmp_path / "proxy.sock") as counting:
        yield counting


async def test_a_lobby_tap_a_roll_and_a_choice_cost_two_round_trips(
    double, proxy, tmp_path, ana, boris, group, store
) -> None:
    """Join, Start, Roll and a choice each take at most two round trips."""
    settings = settings_for(double, proxy.url, tmp_path)
    # 4 and 3 bring both to field 7 (the tree: a choice), then 6s keep the race going
    dice = ScriptedDice([4, 3, 3, 1, 6, 6, 6, 6, 6, 6])
    cost: dict[str, list[int]] = {"join": [], "start": [], "roll": [], "choice": []}
    async with running_bot(settings, dice=dice):
        await ana.send(group, "/new")
        live = await double.next_bot_message(group)
        await double.settled()
        await proxy.quiet()
        proxy.reset()
        await boris.press(live, text="✋ Join")
        await double.settled()
        await proxy.quiet()
        cost["join"].append(proxy.round_trips)
        proxy.reset()
        await ana.press(live, text="▶️ Start")
        await double.settled()
        await proxy.quiet()
        cost["start"].append(proxy.round_trips)
        for _ in range(10):
            session = await live_session(store, group.id)
            mover = [ana, boris][session.engine.current]
            live = chat_message(group, (await messages_of(store, session)).live)
            choices = choice_buttons(live)
            proxy.reset()
            await mover.press(live, data=choices[0][1] if choices else roll_data(live))
            await double.settled()
            await proxy.quiet()
            if await store.games.load(group.id) is None:
                break  # the last tap also archives the game and counts the statistics
            cost["choice" if choices else "roll"].append(proxy.round_trips)
    assert all(cost.values()), f"not every kind of tap was measured: {cost}"
    assert max(n for counts in cost.values() for n in counts) <= MOST, cost


def changed(message: StoredMessage, edits: int) -> Callable[[], bool]:
    """A condition: `message` was edited since it had `edits` edits, or deleted."""
    return lambda: message.edits > edits or message.deleted


async def test_a_picture_mode_tap_costs_what_a_text_mode_tap_costs(
    double, proxy, tmp_path, ana, boris, group, store
) -> None:
    """With the board as a picture, Roll and a choice still take at most two round trips:
    the picture's file_id is read with the game's load and written with the next one."""
    settings = replace(settings_for(double, proxy.url, tmp_path), board="picture")
    dice = ScriptedDice([4, 3, 3, 1, 6, 6, 6, 6, 6, 6])
    cost: dict[str, list[int]] = {"start": [], "roll": [], "choice": []}
    async with running_bot(settings, dice=dice):
        await ana.send(group, "/new")
        live = await double.next_bot_message(group)
        await boris.press(live, text="✋ Join")
        await double.settled()
        await proxy.quiet()
        proxy.reset()
        await ana.press(live, text="▶️ Start")
        await double.wait_until(lambda: live.deleted, timeout=10)
        await double.settled()
        await proxy.quiet()
        cost["start"].append(proxy.round_trips)
        for _ in range(10):
            session = await live_session(store, group.id)
            mover = [ana, boris][session.engine.current]
            live = chat_message(group, (await messages_of(store, session)).live)
            assert live.photo is not None
            choices, edits = choice_buttons(live), live.edits
            proxy.reset()
            await mover.press(live, data=choices[0][1] if choices else roll_data(live))
            await double.wait_until(changed(live, edits), timeout=10)
            await double.settled()
            await proxy.quiet()
            if await store.games.load(group.id) is None:
                break
            cost["choice" if choices else "roll"].append(proxy.round_trips)
    assert cost["roll"] and cost["choice"], cost
    assert max(cost["roll"] + cost["choice"]) <= MOST, cost


async def test_a_solo_game_costs_at_most_six_commands_per_applied_action(
    embedded_redis, redis, tmp_path
) -> None:
    """Against five computer players (seeded dice: the count is deterministic), ≤ 6 on average."""
    actions, used, trips = await solo_game(1, tmp_path, embedded_redis)
    assert actions > 20
    assert used / actions <= 6, (used, actions)
    assert trips / actions <= 2, (trips, actions)


async def test_finish_for_me_is_one_load_and_one_save_however_long_the_game(
    double, proxy, tmp_path, ana, boris, group, store
) -> None:
    """⏩ Finish for me plays the whole rest of the game in one command: the load, the saving
    archive, the statistics (the chat's, Ana's, the global top) and the history shown."""
    settings = settings_for(double, proxy.url, tmp_path)
    async with running_bot(settings, dice=ScriptedDice([1, 1, 1])):
        await ana.send(group, "/new")
        live = await double.next_bot_message(group)
        for who, key in ((boris, "btn-join"), (ana, "btn-add-bot"), (ana, "btn-bot-optimal")):
            await who.press(live, text=t("en", key))
            await double.settled()
        await ana.press(live, text=t("en", "btn-start"))
        await double.settled()
        await ana.press(live, data=roll_data(live))  # Ana 1: a long way home yet
        await double.settled()
        await confirmed(double, boris, group, "/leave")
        await double.settled()
        session = await live_session(store, group.id)
        live = chat_message(group, (await messages_of(store, session)).live)
        await ana.press(live, text=t("en", "btn-finish-for-me"))  # it asks: once more
        await double.settled()
        await proxy.quiet()
        proxy.reset()
        await ana.press(live, text=t("en", "btn-finish-for-me"))
        await double.settled()
        await proxy.quiet()
        assert await store.games.load(group.id) is None, "the game did not end"
    assert proxy.round_trips <= FINISH_MOST, proxy.round_trips


async def test_settings_in_a_lobby_loads_the_game_once(double, proxy, tmp_path, ana, group) -> None:
    """/settings in a lobby loads the game once (it loaded it twice: once to see it was a
    lobby, again to show its menu)."""
    settings = settings_for(double, proxy.url, tmp_path)
    async with running_bot(settings):
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        await double.settled()
        await proxy.quiet()
        proxy.reset()
        await ana.send(group, "/settings")
        await double.settled()
        await proxy.quiet()
        loads = proxy.round_trips
    assert (lobby.text or "").startswith(t("en", "settings-title"))
    assert loads == SETTINGS_TRIPS, loads


#: The load the machine refuses on, the check that the tap is no redelivery, the presser's
#: language for the toast (a second load of the game made it 4).
OUT_OF_TURN_TRIPS = 3


async def test_an_out_of_turn_tap_reads_the_game_once(
    double, proxy, tmp_path, ana, boris, group
) -> None:
    """Boris taps Roll on Ana's turn: told whose roll it is from the game the machine refused
    on, not from a second load (it read the game twice)."""
    settings = settings_for(double, proxy.url, tmp_path)
    async with running_bot(settings, dice=ScriptedDice([5])):
        live = await start_table(double, group, ana, boris)
        await double.settled()
        await proxy.quiet()
        proxy.reset()
        await boris.press(live, data=roll_data(live))
        await double.settled()
        await proxy.quiet()
        trips = proxy.round_trips
    assert boris.last_toast is not None
    assert boris.last_toast.text == t("en", "toast-not-your-roll", name="Ana")
    assert trips == OUT_OF_TURN_TRIPS, trips
