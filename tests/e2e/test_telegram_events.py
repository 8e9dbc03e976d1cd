"""Telegram's own events: a group upgraded to a supergroup, a blocked bot (adversary 15)."""

from __future__ import annotations

import asyncio
import logging

import pytest

from fsm.data import Place
from robinson.harness.testing import (
    ScriptedDice,
    chat_message,
    live_session,
    messages_of,
    play_turn,
    roll_data,
    start_solo,
    start_table,
)

TIMEOUT = 300


def tracebacks(caplog: pytest.LogCaptureFixture) -> list[str]:
    """Errors logged with a traceback."""
    return [r.getMessage() for r in caplog.records if r.exc_info and r.levelno >= logging.ERROR]


class TestMigration:
    """Group → supergroup: the game, language, stats and history follow the new chat id."""

    async def test_migration_moves_everything(
        self, double, caplog, ana, boris, group, people, store, bot
    ) -> None:
        """After the migrate messages the game goes on in the supergroup with its records."""
        async with bot(dice=[6] * 8):
            await start_table(double, group, ana, boris)
            while await store.games.load(group.id) is not None:
                await play_turn(double, store, group, people)
            await start_table(double, group, ana, boris)
            await play_turn(double, store, group, people)
            before = await live_session(store, group.id)
            supergroup = await double.migrate(group)
            await double.settled()
            assert await store.games.load(group.id) is None
            moved = await live_session(store, supergroup.id)
            assert moved.data.game_id == before.data.game_id
            assert moved.data.dice_log == before.data.dice_log
            assert moved.data.chat_id == supergroup.id
            assert await store.prefs.chat_language(supergroup.id) == "en"
            assert await store.prefs.chat_language(group.id) is None
            assert len(await store.history.recent(supergroup.id)) == 1
            assert (await store.stats.chat_stats(supergroup.id)).games == 1
            live = supergroup.last_bot_message()
            assert live is not None and live.message_id == (await messages_of(store, moved)).live
            await play_turn(double, store, supergroup, people)
            after = await live_session(store, supergroup.id)
            assert len(after.data.dice_log) == len(before.data.dice_log) + 1
        assert tracebacks(caplog) == []

    async def test_clock_follows_an_upgrade_it_meets_first(
        self, double, ana, boris, group, store, clock, bot
    ) -> None:
        """The reminder hits the old id (400, migrate_to_chat_id): the game moves and goes on."""
        async with bot(dice=ScriptedDice(), clock=clock):
            await start_table(double, group, ana, boris)
        async with bot(dice=ScriptedDice(), clock=clock, timers=True, polling=False):
            supergroup = await double.migrate(group)  # its messages wait: nobody polls
            clock.now += TIMEOUT / 2 + 1
            await double.wait_until(lambda: supergroup.last_bot_message() is not None)
            moved = await live_session(store, supergroup.id)
            assert await store.games.load(group.id) is None
            assert moved.data.chat_id == supergroup.id


class TestBlocked:
    """A user who blocked the bot, or a chat closed to it, is a handled case."""

    async def test_tap_then_block_is_no_traceback(self, double, caplog, store, bot) -> None:
        """A solo player taps Roll and blocks the bot at once: no traceback; the game ends."""
        ana = double.user("Ana")
        private = double.private_chat(ana)
        async with bot(dice=ScriptedDice()):
            await start_solo(double, private, ana, 1, "🧠 Clever")
            session = await live_session(store, private.id)
            live = chat_message(private, (await messages_of(store, session)).live)
            await ana.press(live, data=roll_data(live))
            await ana.block_bot()
            await double.settled()
            assert await store.games.load(private.id) is None  # cancelled by the block
        assert tracebacks(caplog) == []

    async def test_clock_cancels_a_game_it_cannot_reach(
        self, double, ana, boris, group, store, clock, bot
    ) -> None:
        """The bot was removed and no update says so yet: the clock's 403 cancels the game."""
        async with bot(dice=ScriptedDice(), clock=clock):
            await start_table(double, group, ana, boris)
        async with bot(dice=ScriptedDice(), clock=clock, timers=True, polling=False):
            await double.remove_bot(group, kicked=True)  # its update waits: nobody polls
            clock.now += TIMEOUT / 2 + 1
            for _ in range(100):
                if await store.games.load(group.id) is None:
                    break
                await asyncio.sleep(0.05)
            assert await store.games.load(group.id) is None

    async def test_clock_cancels_every_game_of_a_forum_it_cannot_reach(
        self, double, ana, boris, forum, store, clock, bot
    ) -> None:
        """A topic's reminder meets a 403: the forum's other games (a lobby too) are cancelled."""
        red, blue = double.open_topic(forum, "Red"), double.open_topic(forum, "Blue")
        playing, waiting = Place(forum.id, red.id), Place(forum.id, blue.id)
        async with bot(dice=ScriptedDice(), clock=clock):
            await double.settled()
            await ana.send(forum, "/new", topic=red)
            live = await double.next_bot_message(forum)
            await boris.press(live, text="✋ Join")
            await double.settled()
            await ana.press(live, text="▶️ Start")
            await boris.send(forum, "/new", topic=blue)
            await double.next_bot_message(forum)
            await double.settled()
        assert await store.games.places(forum.id) == [playing, waiting]
        async with bot(dice=ScriptedDice(), clock=clock, timers=True, polling=False):
            await double.remove_bot(forum, kicked=True)  # its update waits: nobody polls
            clock.now += TIMEOUT / 2 + 1
            for _ in range(100):
                if not await store.games.places(forum.id):
                    break
                await asyncio.sleep(0.05)
            assert await store.games.places(forum.id) == []
