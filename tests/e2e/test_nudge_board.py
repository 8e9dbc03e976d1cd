"""A nudge leads to the board: it replies to the live board and carries 🎲 Roll; it goes when
the turn moves (a roll, the clock), the game is cancelled or ends."""

from __future__ import annotations

from dataclasses import replace

import pytest

from i18n import language_name, t
from robinson.harness.testing import (
    Clock,
    ScriptedDice,
    buttons,
    confirmed,
    live_message,
    live_session,
    reminder_of,
    roll_data,
    running_bot,
    start_table,
)
from sandbox import BotApiDouble, SimChat, StoredMessage
from tests.e2e.test_pings import mentioned

NUDGE = 30.0


async def nudged(
    double: BotApiDouble, clock: Clock, group: SimChat, seconds: float
) -> StoredMessage:
    """Let `seconds` pass on the game's clock; return the ping the bot posts."""
    before = group.last_bot_message()
    clock.now += seconds
    await double.wait_until(lambda: group.last_bot_message() is not before, timeout=5)
    await double.settled()
    ping = group.last_bot_message()
    assert ping is not None
    return ping


@pytest.mark.parametrize("lang", ["en", "bg"])
async def test_nudge_replies_to_the_board_and_its_roll_brings_the_board_down(
    double, bot_settings, lang, ana, boris, group, store, clock
) -> None:
    """The nudge quotes the live board and has 🎲 Roll; Roll on it plays the roll, the nudge
    goes and the board is posted anew at the bottom (the old one deleted)."""
    settings = replace(bot_settings, nudge_after=NUDGE)
    async with running_bot(settings, dice=ScriptedDice([3]), clock=clock, timers=True):
        await start_table(double, group, ana, boris, lang=lang)
        board = await live_message(store, group)
        for chatter in range(5):  # talk pushes the board up
            await boris.send(group, f"chatter {chatter}")
        nudge = await nudged(double, clock, group, NUDGE + 1)
        assert nudge.text == reminder_of(lang, "Ana")
        assert nudge.reply_to is board, "the nudge does not reply to the live board"
        assert buttons(nudge) == [t(lang, "btn-roll")]
        await boris.press(nudge, data=roll_data(nudge))  # not his turn: nothing moves
        await double.settled()
        assert not nudge.deleted and boris.toasts[-1].text
        await ana.press(nudge, data=roll_data(nudge))
        await double.settled()
        assert nudge.deleted, "the nudge stayed after Ana rolled"
        session = await live_session(store, group.id)
        assert session.data.dice_log == [3] and session.engine.players[0].position == 3
        now = await live_message(store, group)
        assert board.deleted and group.messages()[-1] is now, "the board stayed far above"


@pytest.mark.parametrize("lang", ["da"])
async def test_a_nudge_out_follows_the_chat_s_new_language(
    double, bot_settings, lang, ana, boris, group, clock
) -> None:
    """The group switches from Danish to Bulgarian while the nudge is out: the nudge is told
    again in Bulgarian, its 🎲 Roll too, and still mentions Ana (play-test 7, finding 1: a
    Danish 'det er din tur' and 'Slå' under a Bulgarian board)."""
    settings = replace(bot_settings, nudge_after=NUDGE)
    async with running_bot(settings, dice=ScriptedDice([3]), clock=clock, timers=True):
        await start_table(double, group, ana, boris, lang=lang)
        nudge = await nudged(double, clock, group, NUDGE + 1)
        assert nudge.text == reminder_of(lang, "Ana")
        await ana.send(group, "/lang")
        flags = await double.next_bot_message(group)
        await ana.press(flags, text=language_name("bg"))
        await double.settled()
        assert nudge.text == reminder_of("bg", "Ana") and not nudge.deleted
        assert buttons(nudge) == [t("bg", "btn-roll")]
        assert mentioned(nudge) == {ana.id}, "the mention was lost"
        await ana.press(nudge, data=roll_data(nudge))
        await double.settled()
        assert nudge.deleted, "the nudge stayed after Ana rolled"


async def test_nudge_goes_on_cancel(double, bot_settings, ana, boris, group, clock) -> None:
    """/cancel while a nudge is out: the nudge is deleted with the game."""
    settings = replace(bot_settings, nudge_after=NUDGE)
    async with running_bot(settings, dice=ScriptedDice(), clock=clock, timers=True):
        await start_table(double, group, ana, boris)
        nudge = await nudged(double, clock, group, NUDGE + 1)
        assert nudge.text == reminder_of("en", "Ana")
        await confirmed(double, ana, group, "/cancel")
        await double.settled()
        assert nudge.deleted, "the nudge stayed after /cancel"


async def test_nudge_goes_when_the_game_ends(
    double, bot_settings, ana, boris, group, store, clock
) -> None:
    """Boris leaves, Ana (the last one in) is nudged and has the rest played for her: the game
    ends and the nudge goes."""
    settings = replace(bot_settings, nudge_after=NUDGE)
    async with running_bot(settings, dice=ScriptedDice(), clock=clock, timers=True):
        await start_table(double, group, ana, boris)
        await confirmed(double, boris, group, "/leave")
        await double.settled()
        nudge = await nudged(double, clock, group, NUDGE + 1)
        assert nudge.text == reminder_of("en", "Ana")
        board = await live_message(store, group)
        for _ in range(2):  # it asks first
            await ana.press(board, text=t("en", "btn-finish-for-me"))
            await double.settled()
        assert await store.games.load(group.id) is None, "the game did not end"
        assert nudge.deleted, "the nudge stayed after the game ended"


async def test_reminder_replies_to_the_board_and_goes_when_the_clock_moves_the_turn(
    double, bot_settings, ana, boris, group, store, clock
) -> None:
    """At half time the reminder replaces the nudge, also a reply to the board with Roll; when
    Ana's time is up the turn moves to Boris and the reminder goes."""
    settings = replace(bot_settings, nudge_after=NUDGE)
    async with running_bot(settings, dice=ScriptedDice(), clock=clock, timers=True):
        await start_table(double, group, ana, boris)
        board = await live_message(store, group)
        nudge = await nudged(double, clock, group, NUDGE + 1)
        deadline = (await live_session(store, group.id)).data.deadline or 0
        reminder = await nudged(double, clock, group, deadline + 1 - clock.now)
        assert nudge.deleted and reminder.reply_to is board
        assert buttons(reminder) == [t("en", "btn-roll")]
        deadline = (await live_session(store, group.id)).data.deadline or 0
        clock.now = deadline + 1
        await double.wait_until(lambda: reminder.deleted, timeout=5)
        session = await live_session(store, group.id)
        assert session.engine.current == 1, "the clock did not move the turn to Boris"


async def test_a_choice_s_nudge_carries_the_choices_and_plays_one(
    double, bot_settings, ana, boris, group, store, clock
) -> None:
    """Ana's 3 brings her back to 7 with the choice to start over; her nudge then carries the
    board's choices, and one pressed there is played and the nudge goes (play-test 12)."""
    settings = replace(bot_settings, nudge_after=NUDGE)
    async with running_bot(settings, dice=ScriptedDice([4, 3, 3]), clock=clock, timers=True):
        await start_table(double, group, ana, boris)
        for mover in (ana, boris):
            board = await live_message(store, group)
            await mover.press(board, data=roll_data(board))
            await double.settled()
        nudge = await nudged(double, clock, group, NUDGE + 1)  # Ana's turn: 🎲
        await ana.press(nudge, data=roll_data(nudge))
        await double.settled()
        pending = (await live_session(store, group.id)).engine.pending
        assert pending is not None and len(pending.options) == 2
        nudge = await nudged(double, clock, group, NUDGE + 1)
        assert nudge.text == reminder_of("en", "Ana", choice=True)
        board = await live_message(store, group)
        choices = [row for row in board.buttons() if str(row[0][1]).split("|")[1] in ("m", "s")]
        assert nudge.buttons() == choices and len(choices) == 2
        await ana.press(nudge, data=nudge.buttons()[0][0][1])
        await double.settled()
        state = (await live_session(store, group.id)).engine
        assert state.pending is None and state.players[0].position == pending.options[0]
        assert nudge.deleted
