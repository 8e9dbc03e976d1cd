"""Telegram dice under faults: a die shown is a die applied (adversary findings 9 and 10)."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from fsm.data import Place
from fsm.store.stores import Stores
from robinson.harness.testing import (
    Clock,
    chat_message,
    choose_setting,
    live_session,
    messages_of,
    roll_data,
    running_bot,
)
from sandbox import BotApiDouble, ForumTopic, Person, SimChat, StoredMessage
from tests.e2e.test_dice_board import telegram_dice_table as dice_table

ROLL_AGAIN = "🎲 That die didn't count: the island can't be reached right now. Roll again."


async def telegram_dice_table(
    double: BotApiDouble,
    group: SimChat,
    host: Person,
    other: Person,
    topic: ForumTopic | None = None,
) -> StoredMessage:
    """A started game of two (in a forum `topic`) with the dice set to Telegram's animated 🎲."""
    await host.send(group, "/new", topic=topic)
    live = await double.next_bot_message(group)
    await choose_setting(double, host, live, "dice", "telegram")
    await other.press(live, text="✋ Join")
    await double.settled()
    await host.press(live, text="▶️ Start")
    await double.settled()
    return live


def dice_in(group: SimChat) -> list[StoredMessage]:
    """The bot's dice still visible in the chat."""
    return [m for m in group.bot_messages() if m.dice is not None]


class TestDiceFaults:
    """The animated die and the stored move never disagree."""

    async def test_failed_save_removes_the_die(
        self, double, redis, ana, boris, group, store, bot
    ) -> None:
        """Redis refuses the save after sendDice: the die goes, the player is told to roll again."""
        before = (await redis.config_get("maxmemory"))["maxmemory"]
        async with bot():
            live = await telegram_dice_table(double, group, ana, boris)
            try:
                await redis.config_set("maxmemory", "1")
                await ana.press(live, data=roll_data(live))
                await double.settled()
            finally:
                await redis.config_set("maxmemory", before)
            assert double.count("sendDice") == 1 and dice_in(group) == []
            assert ana.toasts and ana.toasts[-1].text == ROLL_AGAIN
            assert (await live_session(store, group.id)).data.dice_log == []
            double.force_dice(5)
            await ana.press(live, data=roll_data(live))
            await double.settled()
            thrown = [m for m in group.messages(include_deleted=True) if m.from_bot and m.dice]
            assert [m.dice["value"] for m in thrown[-1:] if m.dice] == [5]
            assert dice_in(group) == [], "the die stayed after its move was shown"
            assert (await live_session(store, group.id)).data.dice_log == [5]

    async def test_move_left_unshown_is_shown_by_the_next_start(
        self, double, bot_settings, ana, boris, group, store, bot
    ) -> None:
        """A process stops while the die spins; the next one to start shows the stored move."""
        first_clock = Clock()
        spinning = replace(bot_settings, dice_animation=6.0)
        async with running_bot(spinning, clock=first_clock, sleep=first_clock.sleep) as first:
            live = await telegram_dice_table(double, group, ana, boris)
            stale = roll_data(live)
            await ana.press(live, data=stale)
            await double.wait_until(lambda: dice_in(group), timeout=5)
            await _stored_roll(store, group.id)
            assert first.updater is not None
            await first.updater.stop()  # the first process is as good as gone
            later = Clock(first_clock.now + 60)  # its die spins on, on its own clock
            async with bot(clock=later, polling=False):
                await double.wait_until(lambda: roll_data(live) != stale, timeout=3)
            session = await live_session(store, group.id)
            assert roll_data(live).endswith(f"|{session.engine.step}")
            assert "Boris" in (live.text or "").splitlines()[-1]
            first_clock.now = later.now  # its die stops: the first process may now end

    async def test_move_left_unshown_in_a_topic_is_shown_there(
        self, double, bot_settings, ana, boris, forum, store, bot
    ) -> None:
        """The same in a forum topic: the next process shows the topic's stored move in it."""
        topic = double.open_topic(forum, "Table")
        place = Place(forum.id, topic.id)
        first_clock = Clock()
        spinning = replace(bot_settings, dice_animation=6.0)
        async with running_bot(spinning, clock=first_clock, sleep=first_clock.sleep) as first:
            await double.settled()
            live = await telegram_dice_table(double, forum, ana, boris, topic)
            stale = roll_data(live)
            await ana.press(live, data=stale)
            await double.wait_until(lambda: dice_in(forum), timeout=5)
            await _stored_roll(store, place)
            assert first.updater is not None
            await first.updater.stop()
            later = Clock(first_clock.now + 60)
            async with bot(clock=later, polling=False):
                await double.wait_until(lambda: roll_data(live) != stale, timeout=3)
            session = await live_session(store, place)
            assert roll_data(live).endswith(f"|{session.engine.step}")
            assert live.thread_id == topic.id and "Boris" in (live.text or "").splitlines()[-1]
            first_clock.now = later.now

    async def test_stale_roll_tap_shows_the_stored_move(
        self, double, bot_settings, ana, boris, group, store, clock, bot
    ) -> None:
        """Before anyone repairs it, a tap on the stale Roll shows the stored move."""
        spinning = replace(bot_settings, dice_animation=6.0)
        async with running_bot(spinning, clock=clock, sleep=clock.sleep) as first:
            live = await telegram_dice_table(double, group, ana, boris)
            stale = roll_data(live)
            await ana.press(live, data=stale)
            await double.wait_until(lambda: dice_in(group), timeout=5)
            await _stored_roll(store, group.id)
            assert first.updater is not None
            await first.updater.stop()
            async with bot(clock=clock):  # the die still spins
                await ana.press(live, data=stale)
                await double.wait_until(lambda: roll_data(live) != stale, timeout=3)
                await double.settled()
                assert ana.toasts[-1].text == "Already done."
            session = await live_session(store, group.id)
            assert roll_data(live).endswith(f"|{session.engine.step}")
            clock.now += 60  # the first process's die stops; it may now end

    async def test_a_board_whose_id_redis_refuses_is_taken_back(
        self, double, redis, bot_settings, ana, boris, group, store
    ) -> None:
        """A player's own 🎲 is saved, then Redis refuses writes while it spins: the board
        posted under it, whose id cannot be kept, is deleted, not left at the bottom of the
        chat a turn behind with a Roll the game cannot find (play-test 53); the board the game
        knows is the only one with buttons, and shows the move at the next action."""
        before = (await redis.config_get("maxmemory"))["maxmemory"]
        async with running_bot(replace(bot_settings, dice_animation=1.0)):
            await dice_table(double, group, ana, boris, "en", computer=False)
            session = await live_session(store, group.id)
            first = session.data.seats[session.engine.current].user_id
            mover, other = (ana, boris) if first == ana.id else (boris, ana)
            await mover.send_dice(group, value=3)
            await _stored_roll(store, group.id)
            try:
                await redis.config_set("maxmemory", "1")
                await double.settled()
            finally:
                await redis.config_set("maxmemory", before)
            session = await live_session(store, group.id)
            live = chat_message(group, (await messages_of(store, session)).live)
            assert [m for m in group.bot_messages() if m.buttons()] == [live]
            assert session.data.dice_log == [3]
            await other.press(live, data=roll_data(live))  # a turn behind: it shows the move
            await double.settled()
            shown = [m for m in group.bot_messages() if m.buttons()]
            assert len(shown) == 1 and "🎲" in (shown[0].text or "")


async def _stored_roll(store: Stores, chat_id: int | Place) -> None:
    """Wait until the thrown die's move is in Redis."""
    for _ in range(100):
        if (await live_session(store, chat_id)).data.dice_log:
            return
        await asyncio.sleep(0.02)
    raise AssertionError("the roll was never stored")
