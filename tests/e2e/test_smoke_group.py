"""A first group game through the real bot: lobby, start, a few rolls."""

from __future__ import annotations

from tests.e2e.harness import ScriptedDice, buttons, running_bot
from tgbot.config import BotSettings
from tgbot.sandbox import BotApiDouble


class TestGroupSmoke:
    """The bot opens a lobby and plays turns in a group."""

    async def test_lobby_and_first_rolls(
        self, double: BotApiDouble, bot_settings: BotSettings
    ) -> None:
        """/new opens a lobby; people join and start; rolls move the live message on."""
        ana, boris = double.user("Ana"), double.user("Boris")
        group = double.group("Island", members=[ana, boris], admins=[ana])
        dice = ScriptedDice([3, 5, 1, 2])
        async with running_bot(bot_settings, dice=dice):
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group)
            assert "Join" in " ".join(buttons(lobby))
            await boris.press(lobby, text="✋ Join")
            await double.settled()
            assert "Boris" in lobby.text
            await ana.press(lobby, text="▶️ Start")
            await double.settled()
            live = group.last_bot_message()
            assert live is not None and "round" in live.text, live.text if live else None
            await ana.press(live, text="🎲 Roll")
            await double.settled()
            print(live.text)
            assert "Ana" in live.text and "3" in live.text
