"""The `telegram` dice setting: the bot throws Telegram's animated 🎲 and plays its value."""

from __future__ import annotations

from i18n import t
from robinson.harness.testing import choose_setting, live_session, roll_data


class TestTelegramDice:
    """Rolling with sendDice: the value is stored before the move is revealed."""

    async def test_roll_button_throws_animated_die(
        self, double, ana, boris, group, store, bot
    ) -> None:
        """Roll sends a 🎲 from the bot and plays its value, the tap answered as an instant roll's
        once the die stops (play-test 59: its button said nothing); an out-of-turn tap throws
        none."""
        async with bot():
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group)
            await choose_setting(double, ana, lobby, "dice", "telegram")
            assert (await live_session(store, group.id)).data.settings.dice == "telegram"
            await boris.press(lobby, text="✋ Join")
            await ana.press(lobby, text="▶️ Start")
            await double.settled()
            assert t("en", "game-turn-dice", name="Ana") in lobby.text
            await boris.press(lobby, data=roll_data(lobby))
            await double.settled()
            assert double.count("sendDice") == 0
            double.force_dice(4)
            double.reset_counts()
            await ana.press(lobby, data=roll_data(lobby))
            await double.settled()
            assert ana.last_toast is not None and ana.last_toast.text == "🎲 4 → 4"
            told = ("sendDice", "answerCallbackQuery", "editMessageText")
            order = [method for method, _ in double.world.requests if method in told]
            assert order == list(told), order  # answered once the die stops (play-test 59)
            thrown = [m for m in group.messages(include_deleted=True) if m.from_bot and m.dice]
            assert len(thrown) == 1 and thrown[0].dice is not None and thrown[0].dice["value"] == 4
            assert thrown[0].reply_to is lobby, "the die does not reply to the board"
            assert thrown[0].deleted, "the die stayed after its move was shown"
            session = await live_session(store, group.id)
            assert session.data.dice_log == [4] and session.engine.players[0].position == 4
            await boris.send_dice(group, value=3)
            await double.settled()
            session = await live_session(store, group.id)
            assert session.data.dice_log == [4, 3] and session.engine.players[1].position == 3
