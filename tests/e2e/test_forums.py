"""Forum topics: a game per topic, every message in its topic, a closed or deleted topic ends it."""

from __future__ import annotations

import pytest

from fsm.data import Place
from i18n import t
from robinson.harness.testing import ScriptedDice, live_session, play_turn, reminder_of
from sandbox import BotApiDouble, ForumTopic
from sandbox.model import SimChat, StoredMessage
from sandbox.people import Person


async def open_table(
    double: BotApiDouble, forum: SimChat, topic: ForumTopic | None, host: Person, guest: Person
) -> StoredMessage:
    """`host` opens a lobby in `topic`, `guest` joins, the host starts; return the live message."""
    await host.send(forum, "/new", topic=topic)
    live = await double.next_bot_message(forum)
    await guest.press(live, text="✋ Join")
    await double.settled()
    await host.press(live, text="▶️ Start")
    await double.settled()
    return live


def thread_of(message: StoredMessage) -> int | None:
    """The topic a message is in (None: the General topic)."""
    return message.thread_id if message.is_topic_message else None


class TestTwoTopics:
    """Two tables at once in one forum, each in its own topic."""

    async def test_two_games_to_the_end(self, double, store, bot) -> None:
        """Both games finish; no bot message lands outside its game's topic."""
        ana, boris, chi, dan = (double.user(n) for n in ("Ana", "Boris", "Chi", "Dan"))
        people = {p.id: p for p in (ana, boris, chi, dan)}
        forum = double.group("Isle", members=[boris, chi, dan], admins=[ana], forum=True)
        red, blue = double.open_topic(forum, "Red table"), double.open_topic(forum, "Blue table")
        places = {red.id: Place(forum.id, red.id), blue.id: Place(forum.id, blue.id)}
        async with bot(dice=ScriptedDice()):
            await double.settled()
            await ana.send(forum, "/new", topic=red)
            red_lobby = await double.next_bot_message(forum)
            await chi.send(forum, "/new", topic=blue)
            blue_lobby = await double.next_bot_message(forum)
            assert (thread_of(red_lobby), thread_of(blue_lobby)) == (red.id, blue.id)
            await boris.press(red_lobby, text="✋ Join")
            await dan.press(blue_lobby, text="✋ Join")
            await double.settled()
            await boris.send(forum, "/join", topic=red)
            refusal = await double.next_bot_message(forum)
            assert refusal.text == "You have already joined." and thread_of(refusal) == red.id
            await ana.press(red_lobby, text="▶️ Start")
            await chi.press(blue_lobby, text="▶️ Start")
            await double.settled()
            await boris.send(forum, "/board", topic=red)
            await double.settled()
            assert red_lobby.deleted, "/board posts the game anew at the bottom of its topic"
            turns = 0
            while any([await store.games.load(p) for p in places.values()]):
                for place in places.values():
                    if await store.games.load(place) is not None:
                        await play_turn(double, store, forum, people, place)
                turns += 1
                assert turns < 300, "the games did not end"
        for topic, players, strangers in (
            (red, "Ana Boris", "Chi Dan"),
            (blue, "Chi Dan", "Ana Boris"),
        ):
            [final] = await store.history.recent(places[topic.id])
            assert final["phase"] == "finished" and final["topic_id"] == topic.id
            texts = " ".join(m.text or "" for m in forum.in_topic(topic) if m.from_bot)
            assert all(name in texts for name in players.split())
            assert not any(name in texts for name in strangers.split())
        assert [m for m in forum.in_topic(None) if m.from_bot] == []
        assert (await store.stats.chat_stats(forum.id)).games == 2

    async def test_general_topic_is_the_chat(self, double, ana, boris, forum, store, bot) -> None:
        """/new in General opens the chat's own game, beside a topic's game."""
        topic = double.open_topic(forum, "Table")
        async with bot(dice=ScriptedDice()):
            await double.settled()
            in_topic = await open_table(double, forum, topic, ana, boris)
            in_general = await open_table(double, forum, None, boris, ana)
            assert thread_of(in_topic) == topic.id and thread_of(in_general) is None
            assert (await live_session(store, forum.id)).data.host == boris.id
            assert (await live_session(store, Place(forum.id, topic.id))).data.host == ana.id


class TestTopicTimers:
    """Reminders and timed-out turns of a topic's game."""

    async def test_reminder_lands_in_the_topic(
        self, double, ana, boris, forum, store, clock, bot
    ) -> None:
        """Half time: the reminder is posted in the game's topic; full time: played for them."""
        topic = double.open_topic(forum, "Table")
        place = Place(forum.id, topic.id)
        async with bot(dice=[2], clock=clock, timers=True):
            await double.settled()
            live = await open_table(double, forum, topic, ana, boris)
            clock.now += 151
            reminder = await double.next_bot_message(forum)
            assert reminder.text == reminder_of("en", "Ana", half_gone=True)
            assert thread_of(reminder) == topic.id
            clock.now += 150
            await double.wait_until(lambda: reminder.deleted, timeout=5)
            await double.settled()
            assert "⏱ Ana took too long, so the computer played the\u00a0turn." in live.text
            assert thread_of(live) == topic.id
            session = await live_session(store, place)
            assert session.data.dice_log == [2] and session.engine.current == 1


class TestTopicGone:
    """A game whose topic is closed or deleted is cancelled and archived."""

    async def test_closed_topic_cancels_its_game(
        self, double, ana, boris, forum, store, bot
    ) -> None:
        """forum_topic_closed ends the game there; the other topic's game goes on."""
        first, second = double.open_topic(forum, "One"), double.open_topic(forum, "Two")
        async with bot(dice=ScriptedDice()):
            await double.settled()
            live = await open_table(double, forum, first, ana, boris)
            await open_table(double, forum, second, boris, ana)
            await double.close_topic(forum, first, by=ana)
            await double.settled()
            assert (live.text or "").startswith(t("en", "lobby-cancelled", name="Ana"))
            assert not live.keyboard  # no Roll that leads nowhere once the topic is reopened
            assert await store.games.load(Place(forum.id, first.id)) is None
            [archived] = await store.history.recent(Place(forum.id, first.id))
            assert archived["phase"] == "cancelled"
            assert await store.games.load(Place(forum.id, second.id)) is not None
            assert (await store.stats.chat_stats(forum.id)).games == 0

    @pytest.mark.parametrize("gone", ["deleted", "closed"])
    async def test_send_to_a_gone_topic_cancels_its_game(
        self, gone, double, ana, boris, forum, store, clock, bot
    ) -> None:
        """Deleted (Telegram says nothing) or closed unseen: the reminder's failed send ends it."""
        topic = double.open_topic(forum, "Table")
        place = Place(forum.id, topic.id)
        async with bot(dice=ScriptedDice(), clock=clock, timers=True):
            await double.settled()
            await open_table(double, forum, topic, ana, boris)
            if gone == "deleted":
                double.delete_topic(forum, topic)
            else:
                topic.closed = True  # closed while the bot was away: no service message
            clock.now += 151
            # the lobby, the start (mentions the players), the reminder that finds the topic gone
            await double.wait_until(lambda: double.count("sendMessage") >= 3, timeout=5)
            await double.settled()
            assert await store.games.load(place) is None
            [archived] = await store.history.recent(place)
            assert archived["phase"] == "cancelled"
            assert await store.deadlines.due(1e12) == []

    async def test_bot_removed_cancels_every_topic(
        self, double, ana, boris, forum, store, bot
    ) -> None:
        """The bot removed from a forum cancels the games of all its topics and of General."""
        first, second = double.open_topic(forum, "One"), double.open_topic(forum, "Two")
        async with bot(dice=ScriptedDice()):
            await double.settled()
            for topic in (first, second, None):
                await open_table(double, forum, topic, ana, boris)
            assert len(await store.games.places(forum.id)) == 3
            await double.remove_bot(forum, by=ana)
            await double.settled()
            assert await store.games.places(forum.id) == []
            for topic in (first, second):
                [archived] = await store.history.recent(Place(forum.id, topic.id))
                assert archived["phase"] == "cancelled"
