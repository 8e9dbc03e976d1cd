"""A solo game starts without a lobby nobody asked for (issue 23, "the hidden turn")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from i18n import t
from robinson.harness.testing import ScriptedDice, buttons, live_session, messages_of, running_bot
from sandbox import BotApiDouble


def lobby_posts(double: BotApiDouble) -> list[str]:
    """The texts of the lobbies sent ("🏝 Robinson Crusoe — a new game", Join, Leave …)."""
    texts = [str(p.get("text", "")) for p in double.requests("sendMessage")]
    return [text for text in texts if text.startswith(t("en", "lobby-title"))]


class TestSoloStart:
    """Choosing the strength starts the game: the next thing the player sees is the board."""

    async def test_the_menu_becomes_the_board(self, double, store, bot, robin) -> None:
        """Text board: the solo menu is edited into the board; no lobby is sent, nothing is
        deleted, and only the menu was ever posted."""
        chat = double.private_chat(robin)
        async with bot(dice=ScriptedDice()):
            await robin.send(chat, "/new")
            menu = await double.next_bot_message(chat)
            await robin.press(menu, text="3")
            await double.settled()
            await robin.press(menu, text=t("en", "btn-bot-optimal"))
            await double.settled()
            session = await live_session(store, chat.id)
            assert (await messages_of(store, session)).live == menu.message_id
        assert lobby_posts(double) == []
        assert double.count("sendMessage", chat) == 1 and double.count("deleteMessage") == 0
        assert menu.text.startswith("🏝 Robinson · round 1") and "🎲 Roll" in buttons(menu)

    async def test_back_from_the_strengths_to_how_many(self, double, store, bot, robin) -> None:
        """3 opponents, then ⬅️ Back: the menu asks how many again, in place; 1 and Clever then
        start a game of two (play-test 23: no way back to change the number)."""
        chat = double.private_chat(robin)
        async with bot(dice=ScriptedDice()):
            await robin.send(chat, "/new")
            menu = await double.next_bot_message(chat)
            first = menu.text
            await robin.press(menu, text="3")
            await double.settled()
            assert t("en", "btn-back") in buttons(menu)
            await robin.press(menu, text=t("en", "btn-back"))
            await double.settled()
            assert menu.text == first and t("en", "btn-back") not in buttons(menu)
            for label in ("1", t("en", "btn-bot-optimal")):
                await robin.press(menu, text=label)
                await double.settled()
            assert len((await live_session(store, chat.id)).data.seats) == 2
        assert double.count("sendMessage", chat) == 1

    async def test_an_older_menu_goes_once_a_game_has_begun(
        self, double, store, bot, robin
    ) -> None:
        """Two menus open, a game started from the second: the first one's count says a game
        is running and the menu goes (play-test 10, finding 8: it led on to the strengths)."""
        chat = double.private_chat(robin)
        async with bot(dice=ScriptedDice()):
            menus = []
            for _ in range(2):
                await robin.send(chat, "/new")
                menus.append(await double.next_bot_message(chat))
            older, newer = menus
            for label in ("2", t("en", "btn-bot-optimal")):
                await robin.press(newer, text=label)
                await double.settled()
            await robin.press(older, text="3")
            await double.settled()
            assert robin.last_toast is not None
            assert robin.last_toast.text == t("en", "lobby-game-running")
            assert older.deleted and not newer.deleted
            assert len((await live_session(store, chat.id)).data.seats) == 3

    @pytest.mark.long(3)
    async def test_a_picture_board_replaces_the_menu(self, double, bot_settings, robin) -> None:
        """Picture board: the key of symbols and the board photo are posted and the menu
        deleted; no lobby is sent."""
        chat = double.private_chat(robin)
        pictured = replace(bot_settings, board="picture", picture_timeout=5.0)
        async with running_bot(pictured, dice=ScriptedDice()):
            await robin.send(chat, "/new")
            menu = await double.next_bot_message(chat)
            await robin.press(menu, text="2")
            await double.settled()
            await robin.press(menu, text=t("en", "btn-bot-optimal"))
            await double.wait_until(lambda: menu.deleted, timeout=20)
            await double.settled()
        assert lobby_posts(double) == []
        assert double.count("sendMessage", chat) == 1 and double.count("sendPhoto") == 2
        [key, board] = [m for m in chat.bot_messages() if not m.deleted]  # the key of symbols
        assert key.photo is not None and not buttons(key)
        assert board.photo is not None and "🎲 Roll" in buttons(board)
