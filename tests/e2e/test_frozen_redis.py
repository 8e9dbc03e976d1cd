"""A Redis that stops answering, neither refusing nor full, is an outage told in a tap's time."""

from __future__ import annotations

import asyncio
import os
import signal
import time

from fsm.store.client import client_for
from fsm.store.keys import TIMED_OUT_SECONDS
from fsm.store.stores import Stores
from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    live_session,
    roll_data,
    running_bot,
    settings_for,
    start_table,
)

UNREACHABLE = t("en", "toast-unreachable")
TAP_WINDOW = 15.0  # seconds Telegram lets a bot answer a tap ("query is too old" after)


async def test_a_frozen_redis_is_answered_within_the_tap_s_window(
    double, own_redis, tmp_path, ana, boris
) -> None:
    """Play-test 64: with Redis paused (SIGSTOP) a Roll tap got no answer at all, each command
    waiting 10 s three times over, past the window Telegram gives a tap's answer. Now the tap
    hears that the island can't be reached while it can still be answered, and a 🎲 thrown
    that it did not count (play-test 67: only "can't be reached" under the die); once Redis
    runs again (a timeout's moments past) a tap rolls, and the game holds one roll, not
    two. Four taps in the chat's one line are all answered in time (play-test 77: each
    waited out the timeout again, the last past 15 s)."""
    chi, dan = double.user("Chi"), double.user("Dan")  # they watch, and tap too
    group = double.group("Reef", members=[ana, boris, chi, dan], admins=[ana])
    tappers = (ana, boris, chi, dan)
    redis = client_for(own_redis.url)
    store = Stores.open(redis)
    pid = own_redis.pid
    assert pid is not None
    try:
        async with running_bot(
            settings_for(double, own_redis.url, tmp_path / "bot"), dice=ScriptedDice([5])
        ):
            live = await start_table(double, group, ana, boris)
            await double.settled()
            before = {person: len(person.toasts) for person in tappers}
            os.kill(pid, signal.SIGSTOP)
            try:  # four taps in the chat's one line (play-test 77: the last unanswered)
                pressed = time.monotonic()
                for person in tappers:
                    await person.press(live, data=roll_data(live))

                def all_told() -> bool:
                    return all(len(p.toasts) > before[p] for p in tappers)

                await double.wait_until(all_told, timeout=TAP_WINDOW)
                answered = time.monotonic() - pressed
            finally:
                os.kill(pid, signal.SIGCONT)
            told = [toast.text for p in tappers for toast in p.toasts[before[p] :]]
            assert told == [UNREACHABLE] * 4, (told, answered)
            os.kill(pid, signal.SIGSTOP)  # her own 🎲 meanwhile: told it did not count
            try:
                await ana.send_dice(group, value=4)
                thrown = group.messages()[-1]
                reply = await double.next_bot_message(group, timeout=TAP_WINDOW)
            finally:
                os.kill(pid, signal.SIGCONT)
            assert reply.text == t("en", "toast-roll-again") and reply.reply_to is thrown
            await double.settled()
            await asyncio.sleep(TIMED_OUT_SECONDS)  # a timeout's moments pass: asked again
            await ana.press(live, data=roll_data(live))
            await double.settled()
            assert len((await live_session(store, group.id)).data.dice_log) == 1
    finally:
        await redis.aclose()
