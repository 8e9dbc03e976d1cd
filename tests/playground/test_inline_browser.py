"""Inline mode in the browser: two members' private chat, @bot typed there, one message played."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page

from i18n import t
from sandbox.web.cast import MEDIA_TITLE
from tests.playground.chat import ChatPage
from tests.playground.conftest import SEED
from tests.playground.helpers import Playground, start_playground
from tests.playground.test_browser import mover_of, play_to_the_end

BOT = "robinson_sandbox_bot"


class TestInlineGame:
    """Ann and Mads play in their own chat, where the bot is not a member."""

    @pytest.mark.long(14)
    def test_a_game_in_one_message_of_two_peoples_chat(
        self, page: Page, playground: Playground
    ) -> None:
        """Ann types @bot in her chat with Mads, picks the offer; it appears via @bot; Mads
        joins, they play by clicking on that one message to its end with Play again."""
        chat = ChatPage(page, playground)
        chat.be("Ann")
        chat.open_chat("Mads")
        assert page.locator("#composer[aria-disabled='false']").count() == 1
        page.fill("#text", f"@{BOT} ")
        page.dispatch_event("#text", "input")
        offer = page.locator("#inline-results button").first
        offer.wait_for(timeout=15_000)
        assert t("en", "inline-title") in offer.inner_text()
        offer.click()
        chat.wait_text(f"via @{BOT}")
        chat.settle()
        posted = page.locator("#messages .msg", has_text=f"via @{BOT}").last
        assert t("en", "lobby-title") in posted.inner_text()
        assert page.locator("#messages .msg").count() == 1  # the one message, nothing else
        chat.be("Mads")
        assert page.locator("#chat-title").inner_text() == "Ann"
        chat.press(t("en", "btn-join"))
        chat.settle()
        chat.wait_text("2. Mads")
        chat.be("Ann")
        chat.press(t("en", "btn-start"))
        chat.settle()
        for _ in range(4):  # a few turns, for a board with a story on it
            live = chat.wait_live()
            mover = mover_of("en", live["text"])
            assert mover in ("Ann", "Mads"), live["text"]
            chat.be(mover)
            chat.press_data(live["choices"][0] if live["choices"] else live["roll"])
            chat.settle()
        chat.be(mover_of("en", chat.wait_live()["text"]) or "Ann")
        page.evaluate("() => document.getElementById('toasts').replaceChildren()")  # the board seen
        chat.shoot("inline-game")
        play_to_the_end(chat, "en", group=True, shoot_choice=False)
        chat.wait_text(t("en", "end-title"))
        assert page.locator("#messages .msg").count() == 1  # the ending lives in it too
        assert page.locator(".keyboard button", has_text=t("en", "btn-play-again")).count() == 1

    def test_play_in_another_chat_opens_the_picker(
        self, page: Page, playground: Playground
    ) -> None:
        """🎲 Play in another chat (the private /start): pick a chat, @bot is typed there."""
        chat = ChatPage(page, playground)
        chat.be("Ann")
        chat.open_chat("Robinson")
        chat.send("/start")
        chat.wait_text(t("en", "start-private"))
        chat.press(t("en", "btn-play-elsewhere"))
        page.locator("#pick-chat[open]").wait_for()
        page.locator("#pick-list button", has_text="Mads").click()
        page.wait_for_function("() => document.getElementById('chat-title').textContent === 'Mads'")
        assert page.input_value("#text") == f"@{BOT} "
        page.locator("#inline-results button").first.wait_for(timeout=15_000)


class TestInlinePictures:
    """`--inline-pictures`: inline games on the picture board, as ROBINSON_MEDIA_CHAT makes them
    (play-test 50: the playground could show inline games as text only)."""

    @pytest.fixture
    def playground(self, tmp_path: Path) -> Iterator[Playground]:
        """A playground whose bot uploads inline games' pictures to a group of its own."""
        running = start_playground(tmp_path / "data", "--seed", SEED, "--inline-pictures")
        try:
            yield running
        finally:
            running.kill()

    @pytest.mark.long(8)
    def test_an_inline_game_s_one_message_is_the_board_picture(
        self, page: Page, playground: Playground
    ) -> None:
        """Ann's inline game in her chat with Mads: started, its one message is the board
        picture (uploaded to the playground's media group first, then shown by its file_id)."""
        chat = ChatPage(page, playground)
        chat.be("Ann")
        chat.open_chat("Mads")
        page.fill("#text", f"@{BOT} ")
        page.dispatch_event("#text", "input")
        offer = page.locator("#inline-results button").first
        offer.wait_for(timeout=15_000)
        offer.click()
        chat.wait_text(t("en", "lobby-board-picture"))
        chat.join_and_start("Mads", "Ann")
        posted = page.locator("#messages .msg", has_text=f"via @{BOT}").last
        posted.locator(".photo img").wait_for(timeout=15_000)
        assert page.locator("#messages .msg").count() == 1  # the one message, a picture now
        chat.open_chat(MEDIA_TITLE)
        page.locator("#messages .msg .photo img").first.wait_for(timeout=15_000)
