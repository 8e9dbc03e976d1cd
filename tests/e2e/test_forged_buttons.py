"""Every button checks where it is and who presses it; deep links seat only members."""

from __future__ import annotations

import logging

import pytest

from i18n import t
from robinson.harness.testing import ScriptedDice, choose_setting, live_session, start_table
from sandbox import BotApiDouble
from sandbox.model import StoredMessage
from sandbox.people import Person
from tests.e2e.service_play import play_out

UNKNOWN = "Unknown button."
OLD_GAME = "This button is from an old game."


def errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    """Log records at ERROR or worse (a traceback from a handler is one)."""
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


async def press(double: BotApiDouble, who: Person, message: StoredMessage, data: str) -> str:
    """`who` presses forged `data` on `message`; return the toast they get."""
    await who.press_data(message, data)
    await double.settled(quiet=0.05)
    assert who.last_toast is not None
    return who.last_toast.text or ""


def changes(double: BotApiDouble) -> dict[str, int]:
    """Calls that change what a chat shows (not toasts and not reads)."""
    names = ("sendMessage", "editMessageText", "deleteMessage", "sendDice")
    return {name: double.count(name) for name in names if double.count(name)}


class TestForgedButtons:
    """A forged button gets a toast and changes nothing (adversary #5, #7, #11, #12)."""

    async def test_solo_buttons_only_in_private_on_their_menu(
        self, double, caplog, store, bot
    ) -> None:
        """Solo buttons in a group, on the /lang menu or on a live board change nothing."""
        ana, mallory = double.user("Ana"), double.user("Mallory")
        group = double.group("Reef", members=[ana, mallory], admins=[ana])
        robin = double.user("Robin")
        private = double.private_chat(robin)
        async with bot(dice=ScriptedDice()):
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group)
            await ana.send(group, "/lang")
            flags = await double.next_bot_message(group)
            await robin.send(private, "/new")
            menu = await double.next_bot_message(private)
            await robin.press(menu, text="1")
            await double.settled()
            await robin.press(menu, data="r1|ss|1|random")
            await double.settled()
            board = private.last_bot_message()
            assert board is not None and not board.deleted
            before = (await store.games.load(group.id), await store.games.load(private.id))
            double.reset_counts()
            for message in (lobby, flags):
                for data in ("r1|so|3", "r1|ss|5|optimal", "r1|ss|5|evil", "r1|ss|²|random"):
                    assert await press(double, mallory, message, data) == UNKNOWN, data
            for data in ("r1|ss|3|optimal", "r1|so|2", "r1|lg|da"):
                assert await press(double, robin, board, data) == UNKNOWN, data
            assert changes(double) == {}
            assert (await store.games.load(group.id), await store.games.load(private.id)) == before
            assert not lobby.deleted and not flags.deleted and not board.deleted
            assert errors(caplog) == []

    async def test_unknown_policy_seats_no_computer(self, double, store, bot) -> None:
        """A forged strength ("genius") neither opens a solo game nor seats a computer player."""
        ana = double.user("Ana")
        group = double.group("Reef", members=[ana], admins=[ana])
        robin = double.user("Robin")
        private = double.private_chat(robin)
        async with bot(dice=ScriptedDice()):
            await robin.send(private, "/new")
            menu = await double.next_bot_message(private)
            await robin.press(menu, text="1")
            await double.settled()
            assert await press(double, robin, menu, "r1|ss|1|genius") == UNKNOWN
            assert await store.games.load(private.id) is None and not menu.deleted
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group)
            game_id = (await store.games.load(group.id)).doc["game_id"]  # type: ignore[union-attr]
            assert await press(double, ana, lobby, f"r1|ac|{game_id}|genius") == UNKNOWN
            await press(double, ana, lobby, f"r1|ac|{game_id}|optimal")
            stored = await store.games.load(group.id)
            assert stored is not None
            assert [s["policy"] for s in stored.doc["seats"]] == [None, "optimal"]

    async def test_game_ids_are_checked(self, double, caplog, ana, boris, store, bot) -> None:
        """Cancel, Join and the parrot with another game's id, and the lobby's buttons in a
        running game, are refused; nothing moves."""
        mallory = double.user("Mallory")
        group = double.group("Reef", members=[ana, boris, mallory], admins=[ana])
        other = double.group("Atoll", members=[mallory], admins=[mallory])
        async with bot(dice=[2, 3]):
            await mallory.send(other, "/new")
            await double.next_bot_message(other)
            foreign = (await live_session(store, other.id)).data.game_id
            live = await start_table(double, group, ana, boris)
            before = await store.games.load(group.id)
            double.reset_counts()
            assert await press(double, ana, live, "r1|x|zzzzzzzz") == OLD_GAME
            assert await press(double, ana, live, f"r1|x|{foreign}") == OLD_GAME
            assert await press(double, mallory, live, f"r1|j|{foreign}") == OLD_GAME
            assert await press(double, boris, live, f"r1|p|{foreign}") == OLD_GAME
            assert await press(double, mallory, live, "r1|m|zzzz|0|⑤") == UNKNOWN
            own = (await live_session(store, group.id)).data.game_id
            running = t("en", "lobby-game-running")
            for lobby_button in ("l", "x", "st", "am"):  # lobby buttons work only in the lobby
                assert await press(double, ana, live, f"r1|{lobby_button}|{own}") == running
            assert changes(double) == {}
            assert await store.games.load(group.id) == before
            seats = (await live_session(store, other.id)).data.seats
            assert [s.name for s in seats] == ["Mallory"]
            assert errors(caplog) == []

    async def test_play_again_respects_table_and_rights(
        self, double, caplog, ana, boris, store, bot
    ) -> None:
        """A full table's Play again: no seat for an outsider; only players or admins host it."""
        mallory, carl = double.user("Mallory"), double.user("Carl")
        group = double.group("Reef", members=[ana, boris, mallory], admins=[ana, carl])
        async with bot(dice=ScriptedDice()) as app:
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group)
            await choose_setting(double, ana, lobby, "max_seats", "2")
            assert (await live_session(store, group.id)).data.settings.max_seats == 2
            await boris.send(group, "/join")
            await double.settled()
            await ana.send(group, "/begin")
            await double.settled()
            game_id = await play_out(app.bot_data.games, group.id)
            again = f"r1|ag|{game_id}"
            assert await press(double, mallory, lobby, again) == t("en", "toast-not-in-game")
            assert await store.games.load(group.id) is None
            await carl.press_data(lobby, again)
            await double.settled()
            session = await live_session(store, group.id)
            assert [s.name for s in session.data.seats] == ["Ana", "Boris"]
            assert session.data.host == carl.id and session.data.settings.max_seats == 2
            assert errors(caplog) == []

    async def test_inline_message_callbacks_are_answered(self, double, caplog, bot) -> None:
        """A button on an inline message with no game there is answered (an old game's, or
        'Unknown button.' for what an inline game never shows), not crashed on."""
        ana = double.user("Ana")
        private = double.private_chat(ana)
        async with bot():
            await ana.send(private, "/help")
            anchor = await double.next_bot_message(private)
            old = t("en", "toast-old-game")
            cases = [("r1|j|abcd1234", old), ("r1|r|abcd1234|3", old), ("r1|lg|en", UNKNOWN)]
            cases += [("r1|so|2", UNKNOWN), ("garbage", UNKNOWN), ("r1|of|12|en|zz", UNKNOWN)]
            for data, expected in cases:
                query = double.world.new_query(ana.account, anchor, data)
                payload = {
                    "id": query.id,
                    "from": ana.account.to_json(),
                    "inline_message_id": "BAAAAAAAAAAAAAAA",
                    "chat_instance": "42",
                    "data": data,
                }
                double.world.emit("callback_query", payload)
                await double.settled(quiet=0.05)
                assert ana.last_toast is not None and ana.last_toast.text == expected, data
            assert errors(caplog) == []


class TestDeepLinks:
    """/start join_<chat> seats only members of that chat (adversary #6, #11)."""

    async def test_only_members_join(self, double, caplog, ana, boris, group, store, bot) -> None:
        """A stranger is told why not and stays out; odd payloads get the welcome."""
        mallory = double.user("Mallory")
        async with bot():
            await ana.send(group, "/new")
            await double.next_bot_message(group)
            strange = double.private_chat(mallory)
            await mallory.send(strange, f"/start join_{group.id}")
            reply = await double.next_bot_message(strange)
            assert reply.text == t("en", "toast-join-not-member")
            for payload in ("join_--1", "join_²", f"join_{abs(group.id)}", "join_-⑤"):
                await mallory.send(strange, f"/start {payload}")
                reply = await double.next_bot_message(strange)
                assert reply.text == t("en", "start-private"), payload
            await boris.send(double.private_chat(boris), f"/start join_{group.id}")
            await double.settled()
            seats = (await live_session(store, group.id)).data.seats
            assert [s.name for s in seats] == ["Ana", "Boris"]
            assert errors(caplog) == []
