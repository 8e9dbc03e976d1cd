"""A game per place: a chat, or each topic of a forum, side by side in one Redis slot."""

from __future__ import annotations

import json

from redis.asyncio import Redis

from fsm.commands import Join, RollDie, Start
from fsm.data import GameSettings, Place
from fsm.service import GameService
from fsm.session import to_doc
from fsm.store.stores import Stores
from tests.fsm.helpers import ANN, BOB, CAT, Clock, Dice, Ids, move

FORUM = -1001
RED, BLUE = Place(FORUM, 11), Place(FORUM, 12)


def service_for(store: Stores, clock: Clock | None = None) -> GameService:
    """A service with scripted dice and a fake clock."""
    return GameService(store, dice=Dice(seed=3), clock=clock or Clock(), new_id=Ids())


class TestPlace:
    """The place value and its one-string form."""

    def test_member_round_trip(self) -> None:
        """A place reads back from its index member; a bare chat id is the chat itself."""
        for place in (Place(-5), Place(-5, 7), Place(42, 1)):
            assert Place.parse(place.member()) == place
        assert Place.parse("-100123") == Place(-100123)
        assert Place.of(-3) == Place(-3) and Place.of(RED) is RED

    def test_an_inline_message_is_a_place(self, store: Stores) -> None:
        """An inline message's place: under an id standing for its chat_instance, far below
        every Telegram chat id, read back from its member; its keys in that id's slot."""
        place = Place.inline("AgAAAB-x_9", "-7340002")
        assert place.is_inline and place.chat_id < -(2**53) and place.topic_id is None
        assert place.chat_id == Place.inline("BAAAother", "-7340002").chat_id  # the same chat
        assert place.chat_id != Place.inline("AgAAAB-x_9", "-7340003").chat_id
        assert Place.parse(place.member()) == place
        assert store.keys.game(place) == f"robinson:{{{place.chat_id}}}:iAgAAAB-x_9:game"

    async def test_an_inline_game_beside_the_chats_own(self, store: Stores) -> None:
        """A lobby in an inline message and the chat's own game do not see each other."""
        service = service_for(store)
        place = Place.inline("AgAAAzz", "-555")
        inline = await service.open_lobby(place, ANN, GameSettings())
        assert inline.session.data.inline_id == "AgAAAzz" and inline.session.data.place == place
        await service.open_lobby(place.chat_id, BOB, GameSettings())  # not refused
        await service.act(place, Join(CAT))
        loaded = await service.load(place)
        assert loaded is not None and [s.name for s in loaded.data.seats] == ["Ann", "Cat"]

    def test_keys_share_the_chat_slot(self, store: Stores) -> None:
        """A topic's keys carry the chat's hash tag and the topic; the chat's own are unchanged."""
        keys = store.keys
        assert keys.game(FORUM) == "robinson:{-1001}:game"
        assert keys.game(Place(FORUM)) == "robinson:{-1001}:game"
        assert keys.game(RED) == "robinson:{-1001}:t11:game"
        assert keys.history(BLUE) == "robinson:{-1001}:t12:history"
        assert keys.chat_stats(FORUM) == "robinson:{-1001}:stats"


class TestTopics:
    """Two topics of one forum hold two games at once."""

    async def test_two_lobbies_in_one_forum(self, store: Stores) -> None:
        """Each topic opens its own lobby; the General topic (the chat) is a third place."""
        service = service_for(store)
        await service.open_lobby(RED, ANN, GameSettings())
        await service.open_lobby(BLUE, BOB, GameSettings())
        await service.open_lobby(FORUM, CAT, GameSettings())
        red, blue = await service.load(RED), await service.load(BLUE)
        assert red is not None and blue is not None
        assert red.data.host == ANN.user_id and red.data.place == RED
        assert blue.data.host == BOB.user_id and blue.data.topic_id == 12
        assert await store.games.places(FORUM) == [Place(FORUM), RED, BLUE]
        assert await store.games.places(FORUM - 1) == []

    async def test_games_end_in_their_own_history(self, store: Stores) -> None:
        """Two games played in turns finish into their topics' histories; stats stay per chat."""
        service = service_for(store)
        sessions = {}
        for place, guest in ((RED, BOB), (BLUE, CAT)):
            await service.open_lobby(place, ANN, GameSettings(turn_timeout=0))
            await service.act(place, Join(guest))
            sessions[place] = (await service.act(place, Start(ANN))).session
        for _ in range(3000):
            if not sessions:
                break
            for place in list(sessions):
                result = await service.act(place, move(sessions[place]))
                if result.ended:
                    del sessions[place]
                else:
                    sessions[place] = result.session
        assert not sessions, "the games did not end"
        red, blue = await store.history.recent(RED), await store.history.recent(BLUE)
        assert [d["topic_id"] for d in red] == [11] and [d["topic_id"] for d in blue] == [12]
        assert red[0]["game_id"] != blue[0]["game_id"]
        assert await store.history.recent(FORUM) == []
        assert (await store.stats.chat_stats(FORUM)).games == 2
        assert await store.games.places(FORUM) == []
        assert await store.history.places_played(ANN.user_id) == [BLUE, RED]  # newest first
        assert await store.history.places_played(BOB.user_id) == [RED]  # for /history (pt 28)

    async def test_the_places_played_read_the_older_list_of_inline_games(
        self, store: Stores, redis: Redis
    ) -> None:
        """Inline games noted before groups were (the `inline` list) are still found, after
        the places noted since, each place once."""
        inline = Place.inline("AgAAAB-x_9", "-7340002")
        await redis.lpush(store.keys.user_inline(ANN.user_id), inline.member(), RED.member())
        await store.history.note_played(BLUE, [ANN.user_id])
        await store.history.note_played(RED, [ANN.user_id])
        assert await store.history.places_played(ANN.user_id) == [RED, BLUE, inline]

    async def test_deadline_knows_the_topic(self, store: Stores) -> None:
        """A topic's turn deadline is indexed under its place and fires there."""
        clock = Clock()
        service = service_for(store, clock)
        await service.open_lobby(RED, ANN, GameSettings(turn_timeout=60))
        await service.act(RED, Join(BOB))
        await service.act(RED, Start(ANN))
        assert [place for place, _ in await store.deadlines.due(1e12)] == [RED]
        clock.advance(31)
        [(place, result)] = await service.wake_due()
        assert place == RED and result.session.data.place == RED


class TestOldGames:
    """Games saved before forum topics still load and play."""

    async def test_old_document_and_index_entry(self, store: Stores, redis: Redis) -> None:
        """A document without topic_id and a bare chat id in the index: the chat's own game."""
        clock = Clock()
        service = service_for(store, clock)
        await service.open_lobby(FORUM, ANN, GameSettings(turn_timeout=60))
        await service.act(FORUM, Join(BOB))
        session = (await service.act(FORUM, Start(ANN))).session
        old = to_doc(session.data)
        del old["topic_id"], old["own_dice"]
        await redis.hset(store.keys.game(FORUM), "doc", json.dumps(old))
        bucket = store.deadlines.key(Place(FORUM))
        assert await redis.zrange(bucket, 0, -1) == [str(FORUM).encode()]
        loaded = await service.load(FORUM)
        assert loaded is not None and loaded.data.place == Place(FORUM)
        assert loaded.data.own_dice
        step = loaded.engine.step
        result = await service.act(FORUM, RollDie(ANN, loaded.data.game_id, step, 3))
        assert result.session.data.dice_log == [3]
