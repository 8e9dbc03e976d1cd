"""A full Redis (maxmemory reached, noeviction) is an outage, not a bug (issue 23, point 4)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace

from redis.asyncio import Redis

from fsm.store.client import client_for
from fsm.store.stores import Stores
from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    live_session,
    reminder_of,
    roll_data,
    running_bot,
    settings_for,
    start_table,
)

UNREACHABLE = t("en", "toast-unreachable")
GENERIC = t("en", "error-generic")
HALF_TIMEOUT = 150  # half the default turn time (300 s)


@asynccontextmanager
async def full(redis: Redis) -> AsyncIterator[None]:
    """The server over a tiny `maxmemory` with `noeviction`: every write is refused (OOM)."""
    before = await redis.config_get("maxmemory")
    policy = await redis.config_get("maxmemory-policy")
    await redis.config_set("maxmemory-policy", "noeviction")
    await redis.config_set("maxmemory", "1")
    try:
        yield
    finally:
        await redis.config_set("maxmemory", before["maxmemory"])
        await redis.config_set("maxmemory-policy", policy["maxmemory-policy"])


class TestFullRedis:
    """Mid-game the server fills up: players hear the island can't be reached; nothing is lost."""

    async def test_a_full_redis_is_answered_as_an_outage_everywhere(
        self, double, own_redis, tmp_path, caplog, ana, boris, group, clock
    ) -> None:
        """/roll, a Roll press, /new in a group and in private, a solo start, /history and the
        clock's reminder while Redis refuses every write: never "Something went wrong", no
        traceback in the log; the /history read still answers; once there is room again the
        reminder comes and the game goes on."""
        private = double.private_chat(boris)
        redis = client_for(own_redis.url)
        store = Stores.open(redis)
        settings = settings_for(double, own_redis.url, tmp_path / "bot")
        caplog.set_level(logging.INFO)
        try:
            async with running_bot(settings, dice=ScriptedDice(), clock=clock, timers=True):
                live = await start_table(double, group, ana, boris)
                await double.settled()
                caplog.clear()
                async with full(redis):
                    await ana.send(group, "/roll")
                    roll_reply = await double.next_bot_message(group)
                    await ana.press(live, data=roll_data(live))
                    await double.settled()
                    press_toast = ana.last_toast
                    await boris.send(group, "/new")
                    await double.settled()
                    await boris.send(group, "/history")
                    history = await double.next_bot_message(group)
                    await boris.send(private, "/new")
                    menu = await double.next_bot_message(private)
                    await boris.press(menu, text="1")
                    await double.settled()
                    await boris.press(menu, text=t("en", "btn-bot-optimal"))
                    await double.settled()
                    solo_toast = boris.last_toast
                    clock.now += HALF_TIMEOUT + 1  # the reminder is due; the clock cannot claim it
                    await asyncio.sleep(10 * settings.timer_interval)
                assert roll_reply.text == UNREACHABLE
                assert press_toast is not None and press_toast.text == UNREACHABLE
                assert history.text == t("en", "history-none-running")  # reads still work
                assert solo_toast is not None and solo_toast.text == UNREACHABLE
                texts = [m.text for m in group.bot_messages() + private.bot_messages()]
                toasts = [x.text for x in ana.toasts + boris.toasts]
                assert GENERIC not in texts + toasts
                bad = [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]
                assert not bad, [r.getMessage() for r in bad]
                assert (await live_session(store, group.id)).data.dice_log == []
                reminder = reminder_of("en", "Ana")
                await double.wait_until(lambda: reminder in [m.text for m in group.bot_messages()])
                await ana.press(live, data=roll_data(live))
                await double.settled()
                assert len((await live_session(store, group.id)).data.dice_log) == 1
        finally:
            await redis.aclose()


async def test_a_reply_sent_while_redis_is_full_still_goes(
    double, own_redis, tmp_path, ana, boris, group
) -> None:
    """A group's "the island can't be reached" reply could not be kept in Redis (full): its
    sender deletes it when its time is up all the same (the store, back by then, does not
    know it and must not keep it from going)."""
    redis = client_for(own_redis.url)
    settings = replace(settings_for(double, own_redis.url, tmp_path / "bot"), reply_lifetime=1.0)
    async with running_bot(settings, dice=ScriptedDice()):
        await start_table(double, group, ana, boris)
        await double.settled()
        async with full(redis):
            await ana.send(group, "/roll")
            reply = await double.next_bot_message(group)
            await double.settled()  # its sender tried to keep it, and could not
        assert reply.text == UNREACHABLE and not reply.deleted
        assert await redis.zrange("robinson:fleeting", 0, -1) == []
        await double.wait_until(lambda: reply.deleted, timeout=5)
