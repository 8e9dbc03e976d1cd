"""Fuzz: thousands of mutated button presses and odd commands against live games (seeded).

The presses start from the buttons the bot really shows, then are cut, spliced, given junk,
other games' ids and Unicode digits, and pressed by players, members and outsiders on any of
the bot's messages. A press of data that no keyboard at that place (a chat, or a forum topic)
has shown must change nothing (Redis byte for byte, apart from the update log, and no message
sent, edited or deleted) and be answered; data that does not parse must be answered "Unknown
button.". A forum holds two games in two topics: one topic's real buttons pressed in the
other change nothing either. In the end there is no error in the log and every game still
plays to its end.
"""

from __future__ import annotations

import logging
import random

import pytest

from robinson.harness.testing import ScriptedDice, chat_message, live_session, messages_of
from sandbox.model import SimChat, StoredMessage
from sandbox.people import Person
from tests.e2e.fuzzing import BATCHES, SEED, Scene, forged_batch, odd_commands, play


class TestFuzz:
    """Forged presses and odd commands change nothing they may not, and crash nothing."""

    @pytest.mark.long(14)
    async def test_fuzzed_buttons_and_commands(
        self, double, redis, caplog, ana, boris, store, bot
    ) -> None:
        """Thousands of mutated presses against a group game, a lobby, a solo game and two
        games in two topics of a forum."""
        rng = random.Random(SEED)
        cleo = double.user("Cleo")
        dora, mallory, oscar = double.user("Dora"), double.user("Mallory"), double.user("Oscar")
        robin, eve, finn = double.user("Robin"), double.user("Eve"), double.user("Finn")
        reef = double.group("Reef", members=[ana, boris, cleo, mallory], admins=[ana])
        atoll = double.group("Atoll", members=[dora, mallory], admins=[dora])
        isle = double.group("Isle", members=[eve, finn, mallory], admins=[eve], forum=True)
        red, blue = double.open_topic(isle, "Red table"), double.open_topic(isle, "Blue table")
        solo = double.private_chat(robin)
        people = {p.id: p for p in (ana, boris, cleo, dora, mallory, oscar, robin, eve, finn)}
        async with bot(dice=ScriptedDice(rng=random.Random(SEED))):
            await double.settled()
            await ana.send(reef, "/new")
            lobby = await double.next_bot_message(reef)
            for person in (boris, cleo):
                await person.press(lobby, text="✋ Join")
                await double.settled(quiet=0.02)
            await ana.press(lobby, text="▶️ Start")
            await ana.send(reef, "/lang")
            await dora.send(atoll, "/new")
            await robin.send(solo, "/new")
            menu = await double.next_bot_message(solo)
            await robin.press(menu, text="2")
            await double.settled(quiet=0.02)
            await robin.press(menu, data="r1|ss|2|optimal")
            await robin.send(solo, "/new")  # a second solo menu stays in the chat
            for topic, host, guest in ((red, eve, finn), (blue, finn, mallory)):
                await host.send(isle, "/new", topic=topic)
                table = await double.next_bot_message(isle)
                await guest.press(table, text="✋ Join")
                await double.settled(quiet=0.02)
                await host.press(table, text="▶️ Start")
                await double.settled(quiet=0.02)  # its start message is not the next lobby
            await double.settled()
            scene = Scene(
                double,
                store,
                [reef, atoll, solo, isle],
                {
                    reef.id: [ana, boris, cleo, oscar, mallory],
                    atoll.id: [dora, oscar, mallory],
                    solo.id: [robin],
                    isle.id: [eve, finn, oscar, mallory],
                },
                {isle.id: [red, blue]},
            )
            for batch in range(BATCHES):
                scene.look()
                await forged_batch(scene, rng, redis)
                if batch % 10 == 9:
                    await odd_commands(scene, rng, oscar)
                if batch % 20 == 19:
                    for chat in (reef, solo, isle):
                        for place in scene.places(chat):
                            await play(scene, chat, people, place)
            assert scene.pressed > 2000
            assert scene.crossed > 50, "few presses of the other topic's buttons"
            await self._play_all_to_the_end(scene, people, dora, atoll)
        problems = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
        assert problems == []

    async def _play_all_to_the_end(
        self, scene: Scene, people: dict[int, Person], dora: Person, atoll: SimChat
    ) -> None:
        """Every game still plays to its end; the lobby starts and plays too."""
        double = scene.double
        lobby = await live_session(scene.store, atoll.id)
        live = chat_message(atoll, (await messages_of(scene.store, lobby)).live)
        if "✅ Done" in [text for row in live.buttons() for text, _ in row]:  # a forged ⚙️'s
            await dora.press(live, text="✅ Done")  # menu may stand there: back to the lobby
            await double.settled(quiet=0.02)
            live = chat_message(atoll, (await messages_of(scene.store, lobby)).live)  # (anew
            # at the bottom, if the fuzz's chatter buried it)
        await dora.press(live, text="🤖 Add a computer player")
        await double.settled(quiet=0.02)
        await dora.press(live, text="🧠 Clever")
        await double.settled(quiet=0.02)
        await dora.press(live, text="▶️ Start")
        await double.settled(quiet=0.02)
        for chat in scene.chats:
            for place in scene.places(chat):
                for _ in range(400):
                    if await scene.store.games.load(place) is None:
                        break
                    await play(scene, chat, people, place)
                assert await scene.store.games.load(place) is None, f"{chat.title} {place} is stuck"
                if place.topic_id is not None:
                    [ended] = await scene.store.history.recent(place)
                    assert ended["phase"] == "finished" and ended["topic_id"] == place.topic_id
            final: StoredMessage | None = chat.last_bot_message()
            assert final is not None
