"""Turn deadlines: a reminder that mentions the mover, then the computer plays for them (R27)."""

from __future__ import annotations

from i18n import t
from robinson.harness.testing import live_session, start_table


class TestTimers:
    """The clock reminds, then plays for the absent player, from Redis deadlines."""

    async def test_reminder_then_timeout(
        self, double, ana, boris, group, store, clock, bot
    ) -> None:
        """Half time: a mention that notifies; full time: played for them; the reminder goes."""
        async with bot(dice=[2, 3], clock=clock, timers=True):
            live = await start_table(double, group, ana, boris)
            session = await live_session(store, group.id)
            timeout = session.data.settings.turn_timeout
            assert timeout == 300
            clock.now += timeout / 2 + 1
            reminder = await double.next_bot_message(group)
            assert reminder.text == t("en", "remind-turn", name="Ana")
            assert any(e.get("type") in ("text_mention", "text_link") for e in reminder.entities), (
                reminder.entities
            )
            clock.now += timeout / 2 + 1
            await double.wait_until(lambda: reminder.deleted, timeout=5)
            await double.settled()
            assert "⏱ Ana took too long; the computer played for them." in live.text
            session = await live_session(store, group.id)
            assert session.data.dice_log == [2] and session.engine.current == 1
            assert session.data.missed == {0: 1}
