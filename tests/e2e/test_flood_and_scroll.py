"""Telegram's flood limits, a live message scrolled out of sight, and edits that change nothing."""

from __future__ import annotations

import pytest

from i18n import t
from robinson.harness.testing import (
    live_session,
    messages_of,
    play_turn,
    roll_data,
    start_table,
)
from tgbot.outbox.live import BURIED_LINES


class TestFloodAndScroll:
    """The bot keeps going under 429s and keeps the live message where people can see it."""

    @pytest.mark.long(4)
    async def test_flood_limits_are_waited_out(
        self, double, ana, boris, group, people, store, bot
    ) -> None:
        """With Telegram's limits on, fast turns still all land: 429s are retried after the wait."""
        async with bot(dice=[2, 3, 1, 2, 2, 1]):
            live = await start_table(double, group, ana, boris)
            double.set_flood(True)
            for turn in range(1, 5):
                await play_turn(double, store, group, people)
                await double.wait_until(lambda t=turn: f"round {(t + 2) // 2}" in live.text
                                        and len(live.text) > 0, timeout=15)  # fmt: skip
                await double.wait_until(lambda t=turn: live.edits >= 2 + t, timeout=15)
            session = await live_session(store, group.id)
            assert session.data.dice_log == [2, 3, 1, 2]
            assert double.flood_refusals() > 0, "the limits never bit: the test proves nothing"
            mover = session.data.seats[session.engine.current].name
            assert live.text.splitlines()[-1] == t("en", "game-turn", name=mover)

    async def test_scrolled_away_message_is_posted_anew(
        self, double, ana, boris, group, store, bot
    ) -> None:
        """After a busy chat buried the game, /roll posts the game anew and removes the old one."""
        async with bot(dice=[2, 3]):
            live = await start_table(double, group, ana, boris)
            for n in range(20):
                await boris.send(group, f"chatting {n}")
            await ana.send(group, "/roll")
            await double.settled()
            session = await live_session(store, group.id)
            assert live.deleted and (await messages_of(store, session)).live != live.message_id
            assert session.data.dice_log == [2]

    async def test_a_tap_on_a_board_chatter_buried_brings_it_down(
        self, double, ana, boris, group, store, bot
    ) -> None:
        """Play-test 61: Ann scrolls up to a board 20 messages of chatter buried and taps its
        Roll; it was edited where it stood, and Boris, next, found no board at the bottom. It
        comes down below the chatter; a tap with a few lines under it edits it in place."""
        async with bot(dice=[2, 3, 4]):
            live = await start_table(double, group, ana, boris)
            for n in range(20):  # at a chat's pace (a burst's surplus is dropped unread)
                await boris.send(group, f"chatting {n}")
                await double.settled()
            await ana.press(live, data=roll_data(live))
            await double.settled()
            session = await live_session(store, group.id)
            now_live = (await messages_of(store, session)).live
            assert live.deleted and group.messages()[-1].message_id == now_live
            assert session.data.dice_log == [2]
            await ana.send(group, "a word")  # under the new board, not far up
            board = group.messages()[-2]
            await boris.press(board, data=roll_data(board))
            await double.settled()
            assert not board.deleted and (await messages_of(store, session)).live == now_live

    async def test_a_typed_roll_brings_the_board_below_it(
        self, double, ana, boris, group, store, bot
    ) -> None:
        """/roll typed in a group right under the board: the board comes anew below it, as below
        a sent 🎲 (play-test 29: edited in place, it stayed above "/roll" all game)."""
        async with bot(dice=[2, 3]):
            live = await start_table(double, group, ana, boris)
            await ana.send(group, "/roll")
            await double.settled()
            session = await live_session(store, group.id)
            now_live = (await messages_of(store, session)).live
            assert live.deleted and group.messages()[-1].message_id == now_live
            assert session.data.dice_log == [2]

    async def test_a_board_under_tall_replies_is_posted_anew(
        self, double, ana, boris, group, store, bot
    ) -> None:
        """/rules, /top and /history under the board push it out of a phone's sight (a few
        messages, many lines): it comes down under the reply that buried it, at once
        (play-test 14: edited out of sight by the next roll; play-test 61: until then the one
        to move faced the rules), and the roll edits it there."""
        async with bot(dice=[2, 3]):
            live = await start_table(double, group, ana, boris)
            await boris.send(group, "/rules")
            await double.settled()
            session = await live_session(store, group.id)
            now_live = (await messages_of(store, session)).live
            assert live.deleted and now_live != live.message_id
            board = group.messages()[-1]
            assert board.message_id == now_live, "the board is not at the bottom"
            assert board.silent and not live.silent, "a board brought down buzzed"
            assert (await messages_of(store, session)).below == 0, "its new place is in sight"
            for command in ("/top", "/history"):  # short: the board stays in sight above them
                await boris.send(group, command)
                await double.settled()
            assert 0 < (await messages_of(store, session)).below < BURIED_LINES
            await ana.press(board, data=roll_data(board))
            await double.settled()
            assert (await messages_of(store, session)).live == now_live and not board.deleted

    async def test_a_short_reply_leaves_the_board_in_place(
        self, double, ana, boris, group, store, bot
    ) -> None:
        """A short /stats under the board leaves it in sight: the roll edits it."""
        async with bot(dice=[2, 3]):
            live = await start_table(double, group, ana, boris)
            await boris.send(group, "/stats")
            await double.settled()
            edits = live.edits
            await ana.press(live, data=roll_data(live))
            await double.settled()
            session = await live_session(store, group.id)
            assert not live.deleted and live.edits > edits
            assert (await messages_of(store, session)).live == live.message_id
            assert 0 < (await messages_of(store, session)).below < BURIED_LINES

    async def test_same_language_again_is_fine(self, double, bot) -> None:
        """Choosing the language already in use, twice, edits nothing: its toast says it is
        in use (play-test 60: the flags then said a switch happened)."""
        ana = double.user("Ana")
        group = double.group("Fjord", members=[ana], admins=[ana])
        async with bot():
            await ana.send(group, "/new")
            await double.next_bot_message(group)
            await ana.send(group, "/lang")
            flags = await double.next_bot_message(group)
            for _ in range(2):
                await ana.press(flags, text="✅ 🇬🇧 English")  # the one in use
                await double.settled()
            assert ana.last_toast is not None and "English" in (ana.last_toast.text or "")
            assert flags.edits == 0, flags.text
            assert not [m for m in group.bot_messages() if "wrong" in m.text]
