"""A whole group game and a whole solo game in each of the five languages, with no stray text."""

from __future__ import annotations

import pytest

from i18n import LANGUAGES, t
from robinson.harness.testing import ScriptedDice, buttons, play_turn


@pytest.mark.parametrize("lang", LANGUAGES)
class TestEveryLanguage:
    """People whose Telegram speaks `lang` play without ever seeing another language."""

    async def test_group_game(self, lang, double, ana, boris, group, store, bot) -> None:
        """Lobby, start, play to the end: every bot message in the group is in `lang`."""
        async with bot(dice=ScriptedDice()):
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group)
            assert lobby.text.splitlines()[0] == t(lang, "lobby-title")
            await boris.press(lobby, text=t(lang, "btn-join"))
            await ana.press(lobby, text=t(lang, "btn-start"))
            await double.settled()
            while await store.games.load(group.id) is not None:
                await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
            ending = group.last_bot_message()
            assert ending is not None and ending.text is not None
            assert ending.text.splitlines()[0] == t(lang, "end-title")
            assert t(lang, "btn-play-again") in buttons(ending)

    async def test_solo_game(self, lang, double, store, bot, robin) -> None:
        """A solo game against two computer players, menus and all, in `lang`."""
        chat = double.private_chat(robin)
        async with bot(dice=ScriptedDice()):
            await robin.send(chat, "/new")
            menu = await double.next_bot_message(chat)
            assert menu.text.startswith(t(lang, "solo-title"))
            await robin.press(menu, text="2")
            await double.settled()
            await robin.press(menu, text=t(lang, "btn-bot-random"))
            await double.settled()
            while await store.games.load(chat.id) is not None:
                await play_turn(double, store, chat, {robin.id: robin})
            final = chat.last_bot_message()
            assert final is not None and final.text.splitlines()[0] == t(lang, "end-title")
