"""Picture mode: the live message is a photo of the board, edited in place once per action."""

from __future__ import annotations

import io
import json

import pytest
from PIL import Image

from engine import Field12
from fsm.store.stores import Stores
from i18n import language_name, t
from robinson.harness.testing import (
    ScriptedDice,
    buttons,
    chat_message,
    confirmed,
    live_message,
    live_session,
    messages_of,
    roll_data,
    spaced,
    start_solo,
)
from robinson.harness.testing import play_turn as play_text_turn
from robinson.harness.testing import start_table as start_text_table
from sandbox import BotApiDouble, Person, SimChat, StoredMessage
from tests.e2e.test_group_game import DICE
from tgbot.render.picture.key import key_photo, render_key
from tgbot.render.picture.layout import HEIGHT, WIDTH


def picture_of(double: BotApiDouble, message: StoredMessage) -> Image.Image:
    """The image the double stored for a photo message (its largest size)."""
    assert message.photo, f"message {message.message_id} has no photo"
    stored = double.world.files[message.photo[-1]["file_id"]]
    return Image.open(io.BytesIO(stored.data))


def board_edits(double: BotApiDouble, message: StoredMessage) -> list[dict[str, str]]:
    """The editMessageMedia requests for `message` (not the key's above it)."""
    edits = double.requests("editMessageMedia")
    return [edit for edit in edits if str(edit.get("message_id")) == str(message.message_id)]


def stored(double: BotApiDouble, message: StoredMessage) -> bytes:
    """The bytes the double stored for a photo message (its largest size), as uploaded."""
    assert message.photo, f"message {message.message_id} has no photo"
    return double.world.files[message.photo[-1]["file_id"]].data


async def changed(double: BotApiDouble, message: StoredMessage, edits: int) -> None:
    """Wait until `message` was edited or deleted (drawing happens between Bot API calls)."""
    await double.wait_until(lambda: message.edits > edits or message.deleted, timeout=10)
    await double.settled()


async def start_table(
    double: BotApiDouble, group: SimChat, host: Person, *others: Person
) -> StoredMessage:
    """The harness's lobby and start, waiting for the board picture to replace the lobby."""
    lobby = await start_text_table(double, group, host, *others)
    await double.wait_until(lambda: lobby.deleted, timeout=10)
    await double.settled()
    return lobby


async def play_turn(
    double: BotApiDouble, store: Stores, chat: SimChat, people: dict[int, Person]
) -> None:
    """The harness's turn, waiting until the live message has changed."""
    live = await live_message(store, chat)
    edits = live.edits
    await play_text_turn(double, store, chat, people)
    await changed(double, live, edits)


async def test_a_picture_board_comes_down_under_less_chatter(
    double, ana, boris, group, store, picture_bot
) -> None:
    """Play-test 62: nine messages of chatter push a picture board (the picture and its seat
    lines fill a phone) out of sight, where a text board stays in it; play-test 63: eight left
    a strip of the island, six half of it. A tap on a picture board under seven messages
    brings it down to the bottom; under six it is edited where it stands."""
    async with picture_bot(dice=[2, 3, 4]):
        await start_table(double, group, ana, boris)
        for person, chatter, down in ((ana, 7, True), (boris, 6, False)):
            live = await live_message(store, group)
            for n in range(chatter):  # at a chat's pace (a burst's surplus is dropped)
                await boris.send(group, f"chatting {n}")
                await double.settled()
            await person.press(live, data=roll_data(live))
            await double.settled()
            board = await live_message(store, group)
            assert live.deleted is down and board.photo is not None
            assert (group.messages()[-1].message_id == board.message_id) is down


class TestPictureGames:
    """Whole games played with the board as a picture, through the real bot and the double."""

    @pytest.mark.long(9)
    async def test_group_game_to_the_end(self, double, ana, boris, store, picture_bot) -> None:
        """Lobby text → the board photo → one editMessageMedia per action → the finished board."""
        chi = double.user("Chi")
        group = double.group("Island", members=[ana, boris, chi], admins=[ana])
        people = {ana.id: ana, boris.id: boris, chi.id: chi}
        async with picture_bot(dice=DICE):
            lobby = await start_table(double, group, ana, boris, chi)
            assert lobby.deleted, "the lobby text gives way to the board picture"
            live = await live_message(store, group)
            assert live.photo is not None and live.caption is not None
            assert live.caption.splitlines()[-1] == t("en", "game-turn", name="Ana")
            assert "🎲 Roll" in buttons(live)
            assert picture_of(double, live).size == (WIDTH, HEIGHT)
            double.reset_counts()
            turns = 0
            while (await store.games.load(group.id)) is not None:
                await play_turn(double, store, group, people)
                turns += 1
                assert turns < 200, "the game did not end"
            calls = sum(n for method, n in double.calls.items() if method != "getUpdates")
            # the ending, and the swap's word to the one sent back to 36 (R23), deleted at
            # their next roll (play-test 70)
            assert double.count("sendMessage") == 2 and double.count("deleteMessage") == 1
            assert (calls - 3) / turns <= 2.0, double.calls
            assert double.count("editMessageText") == 0
            assert double.count("editMessageMedia") == turns
        assert not live.deleted and live.caption is not None
        assert "→ 45" in spaced(live.caption) and not buttons(
            live
        )  # the winning turn, on the board
        assert picture_of(double, live).size == (WIDTH, HEIGHT)
        ending = group.last_bot_message()
        assert ending is not None and ending.text is not None
        assert ending.text.startswith("🏁 Game over")
        assert "🏆 Ana is home" in ending.text and "robinson-bot" not in ending.text
        assert "🔁 Play again" in buttons(ending)

    async def test_solo_game_to_the_end(self, double, store, picture_bot, robin) -> None:
        """A private game against three computer players ends on the finished board; Play
        again starts the next under the same key, not a second key a screen high (play-tests
        15 and 16: the chat became a pile of keys)."""
        chat = double.private_chat(robin)
        async with picture_bot(dice=ScriptedDice()):
            await robin.send(chat, "/new")
            menu = await double.next_bot_message(chat)
            await robin.press(menu, text="3")
            await double.settled()
            await robin.press(menu, text="🧠 Clever")
            await double.wait_until(lambda: len(photos(chat)) == 2, timeout=10)  # key, board
            await double.settled()
            live = await live_message(store, chat)
            assert live.photo is not None and photos(chat)[-1] is live
            actions = 0
            while await store.games.load(chat.id) is not None:
                await play_turn(double, store, chat, {robin.id: robin})
                actions += 1
                assert actions < 300
            assert live.caption is not None and not buttons(live)  # the last turn, on the board
            final = chat.last_bot_message()
            assert final is not None and final.text is not None
            assert final.text.startswith("🏁 Game over")
            assert [m for m in chat.bot_messages() if m.text is not None] == [final]
            key = photos(chat)[0]
            await robin.press(final, text=t("en", "btn-play-again"))
            await double.wait_until(lambda: len(photos(chat)) == 3, timeout=10)  # a new board
            await double.settled()
            again = await live_session(store, chat.id)
            assert photos(chat) == [key, live, await live_message(store, chat)]
            assert (await messages_of(store, again)).key == key.message_id  # a /lang redraws it


class TestTheKey:
    """The key of the board's symbols, its own picture: once, with the start's ping."""

    @pytest.mark.parametrize("lang", ["bg", "vi"])
    async def test_a_group_game_starts_with_the_key_above_the_board(
        self, double, lang, ana, boris, group, store, picture_bot
    ) -> None:
        """The ping that mentions the players is the key's caption, in the game's language,
        posted just before the board; the turns that follow send no other key."""
        async with picture_bot(dice=[3, 4, 2, 5]):
            lobby = await start_text_table(double, group, ana, boris, lang=lang)
            await double.wait_until(lambda: lobby.deleted and len(photos(group)) == 2, timeout=10)
            live = await live_message(store, group)
            key, board = photos(group)
            assert board is live and group.last_bot_message() is live  # the board at the bottom
            assert key.caption == t(lang, "start-ping", players="Ana, Boris", name="Ana")
            assert {e.get("url") for e in key.caption_entities} >= {f"tg://user?id={ana.id}"}
            assert picture_of(double, key).size == render_key(lang, Field12.SKIP).size
            assert not buttons(key)
            for _ in range(2):
                await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
            assert photos(group) == [key, live]

    @pytest.mark.parametrize("lang", ["bg"])
    async def test_a_language_switch_draws_the_key_anew(
        self, double, lang, ana, boris, group, store, picture_bot
    ) -> None:
        """The group switches from Bulgarian to Danish mid-game: the key is drawn in Danish
        (the game's fever rule kept) and its caption, the start's ping, is told in Danish
        with its mentions (play-test 7, finding 6: a Bulgarian key over a Danish game)."""
        async with picture_bot(dice=[3, 4, 2, 5]):
            lobby = await start_text_table(double, group, ana, boris, lang=lang)
            await double.wait_until(lambda: lobby.deleted and len(photos(group)) == 2, timeout=10)
            key, _ = photos(group)
            assert stored(double, key) == key_photo(lang, Field12.SKIP)
            await ana.send(group, "/lang")
            await ana.press(await double.next_bot_message(group), text=language_name("da"))
            await double.settled()
            assert key.caption == t("da", "start-ping", players="Ana, Boris", name="Ana")
            assert {e.get("url") for e in key.caption_entities} >= {f"tg://user?id={ana.id}"}
            assert stored(double, key) == key_photo("da", Field12.SKIP)
            assert photos(group)[0] is key and not key.deleted

    async def test_the_next_game_s_key_is_sent_by_its_file_id(
        self, double, ana, boris, group, store, picture_bot
    ) -> None:
        """The key is the same picture for every game in a language: the second game in a
        chat (or any other) sends the first one's file id, uploading nothing."""
        async with picture_bot(dice=[3, 4, 2, 5]):
            await start_table(double, group, ana, boris)
            first = photos(group)[0]
            await confirmed(double, ana, group, "/cancel")
            uploads = len(double.world.files)
            await start_table(double, group, ana, boris)
            # the first board went with the cancel: its standings came down as text
            await double.wait_until(lambda: len(photos(group)) >= 3, timeout=10)
            key = photos(group)[-2]
            assert key.caption == t("en", "start-ping", players="Ana, Boris", name="Ana")
            assert double.requests("sendPhoto")[-2]["photo"] == first.photo[-1]["file_id"]
            assert len(double.world.files) == uploads  # the board at the start is the same too

    async def test_a_solo_game_starts_with_the_key_above_the_board(
        self, double, store, picture_bot
    ) -> None:
        """In a private game the key comes first and the board stays at the bottom."""
        robin = double.user("Robin", language_code="vi")
        chat = double.private_chat(robin)
        async with picture_bot(dice=[3, 4, 2, 5]):
            await start_solo(double, chat, robin, 2, t("vi", "btn-bot-optimal"))
            await double.wait_until(lambda: len(photos(chat)) == 2, timeout=10)
            key, board = photos(chat)
            assert board is await live_message(store, chat) and not key.caption
            assert picture_of(double, key).size == render_key("vi", Field12.SKIP).size
            assert chat.last_bot_message() is board
            await play_turn(double, store, chat, {robin.id: robin})
            assert photos(chat) == [key, board]

    async def test_a_key_serves_one_more_game_and_no_third(
        self, double, store, picture_bot, robin
    ) -> None:
        """The key a solo game posted serves the next game, started just under it; the game
        after that posts its own (play-test 20: lent to a third game, the key stood two games
        up, out of sight, and the new board had none)."""
        chat = double.private_chat(robin)
        clever = t("en", "btn-bot-optimal")
        async with picture_bot(dice=ScriptedDice()):
            await start_solo(double, chat, robin, 3, clever)
            await double.wait_until(lambda: len(photos(chat)) == 2, timeout=10)  # key, board
            key = photos(chat)[0]
            await confirmed(double, robin, chat, "/cancel")
            await start_solo(double, chat, robin, 3, clever)
            await double.settled()
            second = await live_message(store, chat)
            assert photos(chat) == [key, second]  # the first board went with its cancel
            lent = await messages_of(store, await live_session(store, chat.id))
            assert lent.key == key.message_id
            await confirmed(double, robin, chat, "/cancel")
            await start_solo(double, chat, robin, 3, clever)
            await double.settled()
            *_, new_key, third = photos(chat)
            assert third is await live_message(store, chat) and new_key is not key
            assert stored(double, new_key) == stored(double, key)  # the same key, posted anew
            assert photos(chat) == [key, new_key, third]


def photos(chat: SimChat) -> list[StoredMessage]:
    """The chat's photo messages from the bot, oldest first."""
    return [m for m in chat.bot_messages() if m.photo]


class TestPictureReuse:
    """A picture already uploaded for the same scene is sent again by its file_id."""

    async def test_board_and_language_round_trip_reuse_file_ids(
        self, double, ana, boris, group, store, picture_bot
    ) -> None:
        """/board with nothing changed, and a switch to Danish and back, upload nothing new
        (the file_id is read with the game and written with its next load)."""
        async with picture_bot(dice=[3, 4]):
            await start_table(double, group, ana, boris)
            await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
            live = await live_message(store, group)
            assert live.photo is not None
            english = live.photo[-1]["file_id"]
            uploads = len(double.world.files)
            await ana.send(group, "/board")
            await changed(double, live, live.edits)
            again = await live_message(store, group)
            assert again is not live and live.deleted and again.photo is not None
            assert again.photo[-1]["file_id"] == english
            assert double.requests("sendPhoto")[-1]["photo"] == english
            await ana.send(group, "/lang")
            flags = await double.next_bot_message(group)
            await ana.press(flags, text="🇩🇰 Dansk")
            await changed(double, again, again.edits)
            assert again.caption is not None and again.caption.splitlines()[-1] == t(
                "da", "game-turn", name="Boris"
            )
            media = json.loads(board_edits(double, again)[-1]["media"])
            assert media["media"] == english  # the picture has no words: one for every language
            assert len(double.world.files) == uploads + 1  # only the Danish key, drawn once
            await ana.press(flags, text="🇬🇧 EN")  # the flags in one row since the switch
            await changed(double, again, again.edits)
            media = json.loads(board_edits(double, again)[-1]["media"])
            assert media["media"] == english
            assert again.photo[-1]["file_id"] == english
            assert len(double.world.files) == uploads + 1  # the English key's file id again


class TestPictureFailures:
    """When an upload fails or is slow the game goes on in text, and the picture comes back."""

    async def test_failed_upload_goes_on_in_text_then_retries(
        self, double, ana, boris, group, people, store, picture_bot
    ) -> None:
        """A refused upload: the live message becomes text; the next action shows the picture."""
        async with picture_bot(dice=[3, 4, 2, 5]):
            await start_table(double, group, ana, boris)
            double.fail_next("editMessageMedia")
            await play_turn(double, store, group, people)
            text = await live_message(store, group)
            assert text.text is not None and "Boris" in text.text.splitlines()[-1]
            assert "🎲 Roll" in buttons(text)
            session = await live_session(store, group.id)
            assert session.engine.step > 0 and not (await messages_of(store, session)).photo
            await play_turn(double, store, group, people)
            back = await live_message(store, group)
            assert back.photo is not None and text.deleted
            assert back.caption is not None and "Ana" in back.caption.splitlines()[-1]

    async def test_slow_upload_goes_on_in_text(
        self, double, ana, boris, group, people, store, picture_bot
    ) -> None:
        """An upload slower than the bot waits for: the game goes on in text, nothing is lost."""
        async with picture_bot(dice=[3, 4, 2]):
            await start_table(double, group, ana, boris)
            double.fail_next("editMessageMedia", delay=1.5)
            await play_turn(double, store, group, people)
            await double.settled(timeout=10)
            session = await live_session(store, group.id)
            assert session.engine.current == 1 and not (await messages_of(store, session)).photo
            text = chat_message(group, (await messages_of(store, session)).live)
            assert text.text is not None and "Boris" in text.text.splitlines()[-1]
            await play_turn(double, store, group, people)
            assert (await live_message(store, group)).photo is not None
