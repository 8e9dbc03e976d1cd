"""Picture mode in a forum topic: every board photo lands in the game's topic, never in General."""

from __future__ import annotations

import pytest

from fsm.data import Place
from robinson.harness.testing import (
    ScriptedDice,
    buttons,
    chat_message,
    live_message,
)
from robinson.harness.testing import play_turn as play_text_turn
from sandbox import BotApiDouble, ForumTopic, Person, SimChat, StoredMessage
from tests.e2e.test_forums import open_table, thread_of
from tests.e2e.test_group_game import DICE
from tests.e2e.test_picture_mode import changed


async def start_in_topic(
    double: BotApiDouble, forum: SimChat, topic: ForumTopic, host: Person, guest: Person
) -> StoredMessage:
    """Open, join and start a table in `topic`; wait for the board photo to replace the lobby."""
    lobby = await open_table(double, forum, topic, host, guest)
    await double.wait_until(lambda: lobby.deleted, timeout=10)
    await double.settled()
    return lobby


def photos_sent(double: BotApiDouble) -> list[dict[str, object]]:
    """The parameters of every sendPhoto the bot made."""
    return double.requests("sendPhoto")


class TestPictureInTopic:
    """A whole picture-mode game in a forum topic."""

    @pytest.mark.long(5)
    async def test_every_photo_lands_in_the_topic(
        self, double, redis, ana, boris, forum, people, store, picture_bot
    ) -> None:
        """Start, /board (a file_id resend), every turn, the finished board: all in the topic."""
        topic = double.open_topic(forum, "Picture table")
        place = Place(forum.id, topic.id)
        async with picture_bot(dice=DICE):
            await double.settled()
            await start_in_topic(double, forum, topic, ana, boris)
            first = await live_message(store, forum, place)
            assert first.photo is not None and thread_of(first) == topic.id
            await boris.send(forum, "/board", topic=topic)
            await changed(double, first, first.edits)
            again = await live_message(store, forum, place)
            assert first.deleted and again.photo is not None and thread_of(again) == topic.id
            assert again.photo[-1]["file_id"] == first.photo[-1]["file_id"]  # sent by file_id
            assert await redis.exists(store.keys.place(place, "pictures")), "ids kept per topic"
            assert not await redis.exists(store.keys.chat(forum.id, "pictures"))
            turns = 0
            while await store.games.load(place) is not None:
                live = await live_message(store, forum, place)
                edits = live.edits
                await play_text_turn(double, store, forum, people, place)
                await changed(double, live, edits)
                turns += 1
                assert turns < 200, "the game did not end"
        [final] = await store.history.recent(place)
        assert final["phase"] == "finished" and final["topic_id"] == topic.id
        board = chat_message(forum, (await store.messages.get(place, final["game_id"])).live)
        assert board.photo is not None and board.caption is not None and not buttons(board)
        end = forum.last_bot_message()
        assert end is not None and end.text is not None
        assert end.text.startswith("🏁 Game over") and "🔁 Play again" in buttons(end)
        assert thread_of(end) == topic.id
        bot_photos = [m for m in forum.messages() if m.from_bot and m.photo]
        assert bot_photos and all(thread_of(m) == topic.id for m in bot_photos)
        assert [m for m in forum.in_topic(None) if m.from_bot] == []
        sends = photos_sent(double)
        assert len(sends) >= 2 and all(
            int(str(p.get("message_thread_id"))) == topic.id for p in sends
        )
        assert double.count("editMessageMedia") >= turns


class TestPictureTopicGone:
    """A board photo refused because the topic was closed ends the game there."""

    async def test_closed_topic_refuses_the_first_board(
        self, double, ana, boris, forum, store, picture_bot
    ) -> None:
        """Closed unseen before Start: the sendPhotos fail, the game is cancelled, no text try."""
        topic = double.open_topic(forum, "Table")
        place = Place(forum.id, topic.id)
        async with picture_bot(dice=ScriptedDice()):
            await double.settled()
            await ana.send(forum, "/new", topic=topic)
            lobby = await double.next_bot_message(forum)
            await boris.press(lobby, text="✋ Join")
            await double.settled()
            topic.closed = True  # closed while the bot was away: no service message
            await ana.press(lobby, text="▶️ Start")
            await double.wait_until(lambda: double.count("sendPhoto") >= 1, timeout=10)
            await double.settled()
            assert await store.games.load(place) is None
            [archived] = await store.history.recent(place)
            assert archived["phase"] == "cancelled"
        # the key of symbols tried first, then the board; the one message sent is the lobby
        assert double.count("sendPhoto") == 2 and double.count("sendMessage") == 1
        assert [m for m in forum.messages() if m.from_bot and m.photo] == []
