"""Turn deadlines: a reminder that mentions the mover, then the computer plays for them (R27)."""

from __future__ import annotations

from functools import partial

from engine import Status
from fsm import MISSES_BEFORE_REMOVAL
from i18n import t
from robinson.harness.testing import (
    live_message,
    live_session,
    messages_of,
    reminder_of,
    roll_data,
    start_table,
)
from tgbot.render.common import held
from tgbot.render.reminder import time_label


class TestTimers:
    """The clock reminds, then plays for the absent player, from Redis deadlines."""

    async def test_reminder_then_timeout(
        self, double, ana, boris, group, store, clock, bot
    ) -> None:
        """Half time: a mention that notifies; full time: played for them, the reminder gone,
        and their 🎲 a moment later hears that the computer played their turn (play-test 59:
        "your roll has already counted")."""
        async with bot(dice=[2, 3], clock=clock, timers=True):
            live = await start_table(double, group, ana, boris)
            session = await live_session(store, group.id)
            timeout = session.data.settings.turn_timeout
            assert timeout == 300
            clock.now += timeout / 2 + 1
            reminder = await double.next_bot_message(group)
            assert reminder.text == reminder_of("en", "Ana", half_gone=True)
            assert any(e.get("type") in ("text_mention", "text_link") for e in reminder.entities), (
                reminder.entities
            )
            clock.now += timeout / 2 + 1
            await double.wait_until(lambda: reminder.deleted, timeout=5)
            await double.settled()
            assert "⏱ Ana took too long, so the computer played the\u00a0turn." in live.text
            session = await live_session(store, group.id)
            assert session.data.dice_log == [2] and session.engine.current == 1
            assert session.data.missed == {0: 1}
            await ana.send_dice(group, value=4)  # a moment too late: told the clock played it
            await double.settled()
            replies = [m.text for m in group.bot_messages() if m.reply_to is not None]
            assert replies[-1] == t("en", "toast-roll-timed-out", name="Boris")  # (pt 59)
            assert (await live_session(store, group.id)).data.dice_log == [2]

    async def test_a_board_posted_again_still_tells_the_timeout(
        self, double, ana, boris, group, store, clock, bot
    ) -> None:
        """Play-test 48: a tap that posted the board anew lost its '⏱ Ana took too long' (the
        notice was the timeout's alone), and Ana's sail read as her own choice; the board
        tells whose turn the computer played for as long as its story is told."""
        late = "⏱ Ana took too long, so the computer played the\u00a0turn."
        async with bot(dice=[2, 3], clock=clock, timers=True):
            await start_table(double, group, ana, boris)
            half = (await live_session(store, group.id)).data.settings.turn_timeout / 2 + 1
            clock.now += half
            reminder = await double.next_bot_message(group)
            clock.now += half
            await double.wait_until(lambda: reminder.deleted, timeout=5)
            await double.settled()
            await boris.send(group, "/new")  # a game runs here: its board comes down anew
            await double.settled()
            anew = await live_message(store, group)
            assert anew.text is not None and late in anew.text, anew.text
            await boris.press(anew, data=roll_data(anew))  # the next story: not told again
            await double.settled()
            assert late not in ((await live_message(store, group)).text or "")

    async def test_one_miss_from_removal_the_game_warns(
        self, double, ana, boris, group, store, clock, bot
    ) -> None:
        """R27, play-test 12: a second timeout in a row says one more removes the player, on
        her seat as long as it stands (play-test 44: a line of the story, it went with the next
        edit); the next reminder warns them; the third removes them, and her tap or /roll then
        hears so."""
        async with bot(dice=[2, 3, 3, 3], clock=clock, timers=True):
            live = await start_table(double, group, ana, boris)
            half = (await live_session(store, group.id)).data.settings.turn_timeout / 2 + 1
            warning = t("en", "game-player-last-chance")
            for miss in (1, 2):
                clock.now += half
                reminder = await double.next_bot_message(group)
                assert reminder.text == reminder_of("en", "Ana", half_gone=True), "warned too soon"
                clock.now += half
                await double.wait_until(partial(getattr, reminder, "deleted"), timeout=5)
                await double.settled()
                live = await live_message(store, group)
                assert (warning in live.text) is (miss == 2), live.text
                await boris.press(live, data=roll_data(live))
                await double.settled()
                shown = (await live_message(store, group)).text or ""
                assert (warning in shown) is (miss == 2), "the warning went before Ana acted"
            clock.now += half
            reminder = await double.next_bot_message(group)
            assert reminder.text == reminder_of("en", "Ana", last_chance=True, half_gone=True)
            clock.now += half
            await double.wait_until(lambda: reminder.deleted, timeout=5)
            await double.settled()
            session = await live_session(store, group.id)
            assert (
                session.data.removed == [0]
                and warning not in (await live_message(store, group)).text
            )
            # her tap and her /roll then: she was removed, not "not in this game" (play-test 16)
            removed = t("en", "toast-removed", count=MISSES_BEFORE_REMOVAL)
            live = await live_message(store, group)
            await ana.press(live, data=roll_data(live))
            await double.settled()
            assert ana.last_toast is not None and ana.last_toast.text == removed
            await ana.send(group, "/roll")
            assert (await double.next_bot_message(group)).text == removed

    async def test_another_s_leave_keeps_the_mover_s_reminder_and_time(
        self, double, ana, boris, store, clock, bot
    ) -> None:
        """R27, play-test 65: Георги left during Петър's minute; Петър's reminder went with the
        board that told it, and his turn began anew ("30 s left" twice, 112 s in all). One not
        to move leaving keeps the reminder, its Roll on the game's new step, and the time where
        it was: at the full time the computer plays the mover's turn, with no second reminder.
        The leave's answer brings the board down, and the reminder with it, quietly (play-test
        66: it stayed above, quoting the deleted board), telling the time left then (play-test
        72: "1 min left" 6 s later)."""
        chi = double.user("Chi")
        group = double.group("Reef", members=[ana, boris, chi], admins=[ana])
        async with bot(dice=[2, 3], clock=clock, timers=True):
            first = await start_table(double, group, ana, boris, chi)
            half = (await live_session(store, group.id)).data.settings.turn_timeout / 2 + 1
            clock.now += half
            reminder = await double.next_bot_message(group)
            reminded = reminder_of("en", "Ana", half_gone=True)
            assert reminder.text == reminded and not reminder.silent
            clock.now += 20  # its time left told anew: 2 min 10 s, not 2 min 30 s (pt 72)
            deadline = (await live_session(store, group.id)).data.timeout_at or 0.0
            later = held(time_label("en", int(deadline - clock.now)))
            now_left = reminded.replace(held(time_label("en", 150)), later)
            assert later == held(t("en", "time-minutes-seconds", minutes=2, seconds=10))
            await chi.send(group, "/leave")
            asked = await double.next_bot_message(group)
            await chi.press(asked, text=t("en", "btn-sure-leave"))
            await double.settled()
            assert (await live_session(store, group.id)).engine.players[2].status is Status.LEFT
            board = await live_message(store, group)
            assert first.deleted and reminder.deleted, "the reminder quotes a deleted board"
            kept = [m for m in group.bot_messages() if m.text == now_left and not m.deleted]
            assert len(kept) == 1 and kept[0].reply_to is board and kept[0].silent, kept
            assert roll_data(kept[0]) == roll_data(board), "its Roll stayed a step behind"
            ids = await messages_of(store, await live_session(store, group.id))
            assert ids.reminder == kept[0].message_id, "the game forgot its reminder"
            clock.now += half  # the full time, counted from the turn's start
            await double.wait_until(lambda: kept[0].deleted, timeout=5)
            await double.settled()
            session = await live_session(store, group.id)
            assert session.data.dice_log == [2] and session.data.missed == {0: 1}
            sent = group.messages(include_deleted=True)
            told = [m for m in sent if m.from_bot and m.text in (reminded, now_left)]
            assert told == [reminder, kept[0]], "a second reminder came"
