"""A game saved before forum topics (no topic in its document or index entry) loads and finishes;
its deadline, one time and a ``wake`` in document versions 1–3, fires as the two times (R27)."""

from __future__ import annotations

import json

from fsm.data import Place
from fsm.session import WRITE_VERSION, from_doc
from fsm.store.packing import blob_of, unpack
from robinson.harness.testing import ScriptedDice, play_turn, start_table


class TestOldGames:
    """Documents and deadline entries written by the bot before this change."""

    async def test_old_game_plays_to_the_end(
        self, double, redis, ana, boris, people, store, clock, bot
    ) -> None:
        """The old document is the chat's game: its deadline fires, then it is played out."""
        group = double.group("Old Bay", members=[boris], admins=[ana])
        async with bot(dice=ScriptedDice(), clock=clock, timers=True):
            live = await start_table(double, group, ana, boris)
            key = f"robinson:{{{group.id}}}:game"
            await redis.hset(key, "doc", json.dumps(as_version_2(await redis.hgetall(key))))
            bucket = store.deadlines.key(Place(group.id))
            assert await redis.zrange(bucket, 0, -1) == [str(group.id).encode()]
            clock.now += 151
            reminder = await double.next_bot_message(group)
            clock.now += 150
            await double.wait_until(lambda: reminder.deleted, timeout=5)
            await double.settled()
            assert "⏱ Ana took too long, so the computer played the\u00a0turn." in live.text
            turns = 0
            while await store.games.load(group.id) is not None:
                await play_turn(double, store, group, people)
                turns += 1
                assert turns < 300, "the game did not end"
        [final] = await store.history.recent(group.id)
        assert final["phase"] == "finished" and final["topic_id"] is None
        ending = group.last_bot_message()
        assert ending is not None and (ending.text or "").startswith("🏁 Game over")

    async def test_old_game_reminded_already_times_out_at_its_deadline(
        self, double, redis, ana, boris, store, clock, bot
    ) -> None:
        """R27: a deadline stored as ``wake: timeout`` times the mover out, no reminder first."""
        group = double.group("Old Cove", members=[boris], admins=[ana])
        async with bot(dice=ScriptedDice(), clock=clock, timers=True):
            live = await start_table(double, group, ana, boris)
            key = f"robinson:{{{group.id}}}:game"
            doc = as_version_2(await redis.hgetall(key), wake="timeout")
            await redis.hset(key, "doc", json.dumps(doc))
            newest = group.bot_messages()[-1].message_id  # the start's ping
            clock.now += 151
            await double.wait_until(lambda: "took too long" in (live.text or ""), timeout=5)
            await double.settled()
            assert "⏱ Ana took too long, so the computer played the\u00a0turn." in live.text
            posted = [m for m in group.bot_messages() if m.message_id > newest]
            assert posted == [], posted  # no reminder was posted
            loaded = await store.games.load(group.id)
            assert loaded is not None and loaded.doc["v"] == WRITE_VERSION
            assert from_doc(loaded.doc).missed == {0: 1}


def as_version_2(fields: dict[bytes, bytes], wake: str = "remind") -> dict[str, object]:
    """The game hash's document as version 2 wrote it: no topic, no privacy hint, and the
    next of its times as ``deadline`` with its ``wake``."""
    doc = unpack(blob_of(fields) or b"{}")
    for new_field in ("topic_id", "own_dice", "inline_id", "cancelled"):
        doc.pop(new_field, None)
    assert doc["v"] == 3 and doc["deadline"] is not None and doc["wake"] == "remind"
    return {**doc, "v": 2, "wake": wake}
