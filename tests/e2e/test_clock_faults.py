"""The turn clock in the running bot: it outlives Redis refusals and one chat's Telegram errors."""

from __future__ import annotations

import asyncio

from robinson.harness.testing import ScriptedDice, live_session, reminder_of, start_table

TIMEOUT = 300


class TestClockFaults:
    """Adversary findings 1 and 2: the clock never dies, one chat's failure is its own."""

    async def test_clock_survives_out_of_memory(
        self, double, bot_settings, redis, ana, boris, group, clock, bot
    ) -> None:
        """Redis over maxmemory when a reminder is due: the clock ticks on and reminds later."""
        before = (await redis.config_get("maxmemory"))["maxmemory"]
        async with bot(dice=ScriptedDice(), clock=clock, timers=True) as app:
            await start_table(double, group, ana, boris)
            try:
                await redis.config_set("maxmemory", "1")
                clock.now += TIMEOUT / 2 + 1
                await asyncio.sleep(10 * bot_settings.timer_interval)
                assert app.bot_data.timer is not None and not app.bot_data.timer.done()
            finally:
                await redis.config_set("maxmemory", before)
            reminder = await double.next_bot_message(group)
            assert reminder.text == reminder_of("en", "Ana", half_gone=True)

    async def test_one_refusing_chat_does_not_hide_the_others(
        self, double, store, clock, bot
    ) -> None:
        """Telegram refuses the first chat's reminder (400); the others are reminded and shown."""
        tables = []
        for n in range(3):
            ana, boris = double.user(f"Ana{n}"), double.user(f"Boris{n}")
            group = double.group(f"Creek {n}", members=[ana, boris], admins=[ana])
            tables.append((group, ana, boris))
        async with bot(dice=ScriptedDice(), clock=clock, timers=True):
            lives = [await start_table(double, g, a, b) for g, a, b in tables]
            refusing = tables[0][0]
            double.restrict_bot(refusing)
            clock.now += TIMEOUT / 2 + 1
            for group, ana, _ in tables[1:]:  # shown at once, each chat in its own task
                reminder = reminder_of("en", ana.first_name, half_gone=True)
                await double.wait_until(
                    lambda g=group, r=reminder: any(m.text == r for m in g.messages()), timeout=5
                )
            clock.now += TIMEOUT / 2 + 1
            await double.wait_until(
                lambda: all("took too long" in (live.text or "") for live in lives), timeout=5
            )
            for group, _, _ in tables:
                session = await live_session(store, group.id)
                assert session.data.missed == {0: 1} and len(session.data.dice_log) == 1
