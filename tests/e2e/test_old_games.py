"""A game saved before forum topics (no topic in its document or index entry) loads and finishes."""

from __future__ import annotations

import json

from fsm.place import Place
from fsm.store.chunks import blob_of
from fsm.store.packing import unpack
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
            doc = unpack(blob_of(await redis.hgetall(key)) or b"{}")
            for new_field in ("topic_id", "own_dice"):
                del doc[new_field]
            await redis.hset(key, "doc", json.dumps(doc))
            bucket = store.deadlines.key(Place(group.id))
            assert await redis.zrange(bucket, 0, -1) == [str(group.id).encode()]
            clock.now += 151
            reminder = await double.next_bot_message(group)
            clock.now += 150
            await double.wait_until(lambda: reminder.deleted, timeout=5)
            await double.settled()
            assert "⏱ Ana took too long; the computer played for them." in live.text
            turns = 0
            while await store.games.load(group.id) is not None:
                await play_turn(double, store, group, people)
                turns += 1
                assert turns < 300, "the game did not end"
        [final] = await store.history.recent(group.id)
        assert final["phase"] == "finished" and final["topic_id"] is None
        ending = group.last_bot_message()
        assert ending is not None and (ending.text or "").startswith("🏁 Game over")
