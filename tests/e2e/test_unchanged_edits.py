"""Telegram's "message is not modified" is never an error, wherever the bot edits (issue 23, 5)."""

from __future__ import annotations

import logging

import pytest

from i18n import t
from sandbox import BotApiDouble, Person, StoredMessage
from tgbot.render.menus import language_view, solo_strength_view


def problems(caplog: pytest.LogCaptureFixture) -> list[str]:
    """Every logged traceback, error or failed answer."""
    return [
        r.getMessage()
        for r in caplog.records
        if r.exc_info or r.levelno >= logging.ERROR or "could not tell" in r.getMessage()
    ]


async def double_tap(
    double: BotApiDouble, person: Person, message: StoredMessage, label: str
) -> None:
    """Two taps on `label`, the second while the first is being handled: its edit waits in the
    flood limiter (one message a second per chat), so both taps carry the message unchanged."""
    answered = double.count("answerCallbackQuery")
    await person.press(message, text=label)
    await double.wait_until(lambda: double.count("answerCallbackQuery") > answered)
    await person.press(message, text=label)
    await double.settled()


class TestUnchangedEdits:
    """A double tap edits a menu to what it already shows: Telegram refuses, the bot is fine."""

    async def test_a_double_tap_on_the_solo_menu_is_no_error(
        self, double, caplog, throttled_bot
    ) -> None:
        """Two taps on "2" before the menu changes: both answered, the menu asks the strength
        once, and no traceback or "could not tell the user" is logged."""
        linh = double.user("Linh")
        chat = double.private_chat(linh)
        async with throttled_bot():
            await linh.send(chat, "/new")
            menu = await double.next_bot_message(chat)
            await double_tap(double, linh, menu, "2")
            assert double.count("editMessageText") == 2  # the second refused as not modified
            assert menu.text == solo_strength_view("en", 2).text
            assert len(linh.toasts) == 2 and all(x.text is None for x in linh.toasts)
            assert not problems(caplog)

    async def test_a_double_tap_on_the_language_menu_is_no_error(
        self, double, caplog, throttled_bot
    ) -> None:
        """/start's 🌐 Language tapped twice: one menu, two quiet answers, nothing logged."""
        linh = double.user("Linh")
        chat = double.private_chat(linh)
        async with throttled_bot():
            await linh.send(chat, "/start")
            welcome = await double.next_bot_message(chat)
            await double_tap(double, linh, welcome, t("en", "btn-language"))
            assert double.count("editMessageText") == 2
            assert welcome.text == language_view("en").text
            assert len(linh.toasts) == 2
            assert not problems(caplog)

    async def test_two_strengths_tapped_at_once_start_one_quiet_game(
        self, double, caplog, bot
    ) -> None:
        """🧠 Clever, then 🔀 Mix before the menu changed: one game, on the menu that became its
        board; the second tap is answered with no text (not "a game is already running"), the
        board is neither posted again nor deleted (adversary-3, finding 7)."""
        linh = double.user("Linh")
        chat = double.private_chat(linh)
        async with bot():
            await linh.send(chat, "/new")
            menu = await double.next_bot_message(chat)
            await linh.press(menu, text="2")
            await double.settled()
            data = {label: d for row in menu.buttons() for label, d in row}
            clever, mix = data[t("en", "btn-bot-optimal")], data[t("en", "btn-bot-mix")]
            posts = double.count("sendMessage")
            await linh.press_data(menu, clever or "")
            await linh.press_data(menu, mix or "")
            await double.settled()
            assert not menu.deleted and menu.text and "🏝" in menu.text
            assert linh.toasts[-1].text is None
            assert double.count("deleteMessage") == 0 and double.count("sendMessage") == posts
            assert not problems(caplog)
