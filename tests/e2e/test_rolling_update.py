"""Mid rolling update: a game a newer release saved is answered "being updated", kept, and
its deadline (and its nudge) fire once this release can read it again: nothing is quarantined
or lost."""

from __future__ import annotations

import zlib

from fsm.store.packing import blob_of
from robinson.harness.testing import ScriptedDice, roll_data, start_table
from tgbot.outbox.nudges import NEWER_RETRY

UPDATING = "⏳ The bot is being updated — try again in a minute. Nothing is lost."


def as_version_5(blob: bytes) -> bytes:
    """This release's row (version 3) under the marker byte of a deflated version 5."""
    row = zlib.decompress(blob[1:], -15) if blob[0] & 0x10 else blob[1:]
    deflater = zlib.compressobj(9, zlib.DEFLATED, -15)
    return bytes((0x15,)) + deflater.compress(row) + deflater.flush()


class TestRollingUpdate:
    """This release beside a newer one, on one Redis."""

    async def test_a_game_of_a_newer_release_is_kept_and_played_on_later(
        self, double, redis, ana, boris, store, clock, bot
    ) -> None:
        """Ana's Roll is answered with the update toast; the game stays, and its reminder comes
        when the row is one this release reads again, after the deadline's lease."""
        group = double.group("Tide Pool", members=[boris], admins=[ana])
        async with bot(dice=ScriptedDice(), clock=clock, timers=True):
            live = await start_table(double, group, ana, boris)
            key = store.games.keys.game(group.id)
            ours = blob_of(await redis.hgetall(key))
            assert ours is not None and ours[0] in (0x03, 0x13)
            await redis.hset(key, "doc", as_version_5(ours))
            before, text, sent = await redis.hgetall(key), live.text, len(group.bot_messages())
            await ana.press(live, data=roll_data(live))
            await double.settled()
            assert ana.last_toast is not None and ana.last_toast.text == UPDATING
            clock.now += 151  # the reminder's time: the sweep claims it and leaves it
            await double.settled()
            assert await redis.hgetall(key) == before and live.text == text
            assert len(group.bot_messages()) == sent
            assert await store.quarantine.entries(group.id) == []
            [nudge] = await store.nudges.due(clock.now + NEWER_RETRY)  # taken, and kept for later
            assert nudge.place.chat_id == group.id
            await redis.hset(key, "doc", ours)  # readable here again (the update rolled back)
            clock.now += 31  # the lease ran out: the deadline is retried, not dropped
            reminder = await double.next_bot_message(group)
            assert "Ana" in (reminder.text or "")
