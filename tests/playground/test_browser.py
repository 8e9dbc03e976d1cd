"""The playground in a real browser: a group game by clicking, a language switch, a solo game."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from i18n import t
from tests.playground.chat import ChatPage
from tests.playground.helpers import PHONE, Playground
from tgbot.render.picture.layout import HEIGHT, WIDTH

GROUP = "Robinson's island"
MEMBERS = ("Ann", "Mads", "Kadri")
TURN_KEYS = ("game-turn", "game-turn-dice", "game-turn-button", "game-waiting-choice")
CHANGED = """([id, before]) => {
  const node = document.querySelector(`#messages > .msg[data-id='${id}']`);
  return !node || node.innerText !== before;
}"""


def mover_of(lang: str, caption: str) -> str | None:
    """The member whose turn the live message's caption announces (the board is a picture)."""
    for name in MEMBERS:
        if any(t(lang, key, name=name) in caption for key in TURN_KEYS):
            return name
    return None


def play_to_the_end(chat: ChatPage, lang: str, group: bool, shoot_choice: bool) -> int:
    """Take turns by clicking (as whoever's turn it is in a group) until the game is over."""
    end = t(lang, "end-title")
    choices_seen = 0
    for _ in range(400):
        if chat.page.locator("#messages .msg", has_text=end).count():
            return choices_seen
        live = chat.live()
        if live is None:
            chat.settle()
            continue
        if group:
            mover = mover_of(lang, live["text"])
            assert mover, live["text"]
            chat.be(mover)
        before = chat.message_text(live["id"])
        if live["choices"]:
            choices_seen += 1
            if shoot_choice and choices_seen == 1:
                chat.shoot("group-choice")
            chat.press_data(live["choices"][0])
        else:
            chat.press_data(live["roll"])
        chat.page.wait_for_function(CHANGED, arg=[live["id"], before], timeout=15_000)
        chat.settle()
    raise AssertionError("the game did not end within 400 clicks")


class TestGroupGame:
    """Three members play a whole group game in the page."""

    @pytest.mark.long(16)
    def test_group_game_by_clicking(self, page: Page, playground: Playground) -> None:
        """Ann opens a lobby, Mads and Kadri join, a 🎲 is thrown, every turn is a click."""
        chat = ChatPage(page, playground)
        chat.be("Ann")
        chat.open_chat(GROUP)
        page.click("#menu-button")
        assert page.locator("#menu button", has_text="/new").count() == 1
        page.locator("#menu button", has_text="/new").click()
        chat.wait_text(t("en", "lobby-title"))
        for name in ("Mads", "Kadri"):
            chat.be(name)
            chat.press(t("en", "btn-join"))
            chat.wait_text(f"{name}")
            chat.settle()
        lobby = page.locator("#messages .msg", has_text=t("en", "lobby-title")).last
        assert "Mads" in lobby.inner_text() and "Kadri" in lobby.inner_text()
        chat.shoot("group-lobby")
        chat.be("Ann")
        chat.press(t("en", "btn-start"))
        chat.settle()
        live = chat.wait_live()
        assert mover_of("en", live["text"]) == "Ann"
        assert chat.photo_size(live["id"]) == (WIDTH, HEIGHT)  # the board, drawn by the bot

        before = chat.message_text(live["id"])
        page.click("#dice-button")  # Ann rolls by throwing Telegram's 🎲 herself
        page.wait_for_selector("#messages .die.rolling")
        page.wait_for_selector("#messages .die:not(.rolling)", timeout=10_000)
        page.wait_for_function(CHANGED, arg=[live["id"], before], timeout=15_000)
        chat.settle()
        after = chat.wait_live()
        assert mover_of("en", after["text"]) not in (None, "Ann")

        choices = play_to_the_end(chat, "en", group=True, shoot_choice=True)
        assert choices >= 1, "the seeded game offered no choice to click"
        chat.wait_text(t("en", "end-title"))
        chat.shoot("group-end")


class TestSoloGameInAnotherLanguage:
    """A member switches their Telegram language and plays alone in their private chat."""

    @pytest.mark.long(12)
    def test_language_switch_and_solo_game(self, page: Page, playground: Playground) -> None:
        """Kadri turns Bulgarian: the menu and the bot speak Bulgarian; the solo game ends; its
        /history shows the game's logs folded, as Telegram does, till a tap unfolds them."""
        chat = ChatPage(page, playground)
        chat.speak("Kadri", "bg")
        chat.open_chat("Robinson")
        page.click("#menu-button")
        item = page.locator("#menu button", has_text="/new")
        assert t("bg", "cmd-new") in item.inner_text()
        item.click()
        chat.choose_solo("bg", 2)
        chat.wait_live()  # the solo game's board, with its Roll button
        chat.shoot("solo-turn")
        play_to_the_end(chat, "bg", group=False, shoot_choice=False)
        chat.shoot("solo-end")
        chat.send("/history")  # its dice and replay command in an expandable quote, folded
        quote = page.locator("#messages blockquote.expandable").last
        quote.wait_for(timeout=15_000)
        folded = quote.bounding_box()
        quote.click()  # as Telegram: a tap unfolds it (play-test 23: drawn unfolded, 2 screens)
        unfolded = quote.bounding_box()
        assert folded and unfolded and folded["height"] < unfolded["height"], (folded, unfolded)
        assert "robinson-bot replay" in quote.inner_text()


class TestPeopleAndGroups:
    """Members and groups are added from the page; everything works from the keyboard."""

    @pytest.mark.long(6)
    def test_add_member_and_group_by_keyboard(self, page: Page, playground: Playground) -> None:
        """Boris joins the island; Ann adds the bot to a new group, opens a lobby, gets a toast."""
        chat = ChatPage(page, playground)
        chat.be("Ann")
        chat.open_chat(GROUP)
        page.focus("#add-person")
        page.keyboard.press("Enter")
        page.keyboard.type("Boris")
        page.select_option("#ask-lang", "bg")
        page.focus("#ask-input")
        page.keyboard.press("Enter")
        page.wait_for_selector(".person[data-name='Boris']")
        chat.settle()
        assert "Boris" in page.inner_text("#chat-sub")

        page.click("#add-group")
        page.fill("#ask-input", "Cove")
        page.click("#ask button[value='ok']")
        page.wait_for_function("() => document.getElementById('chat-title').textContent === 'Cove'")
        chat.settle()
        assert "Robinson" in page.inner_text("#chat-sub")
        page.focus("#text")
        page.keyboard.type("/new")
        page.keyboard.press("Enter")
        chat.wait_text(t("en", "lobby-title"))
        chat.settle()
        page.locator(".keyboard button", has_text=t("en", "btn-join")).last.focus()
        page.keyboard.press("Enter")
        page.wait_for_selector(".toast")
        assert page.locator(".toast").last.inner_text().strip()

    @pytest.mark.long(4)
    def test_a_long_name_leaves_the_chat_title_its_room_on_a_phone(
        self, page: Page, playground: Playground
    ) -> None:
        """At 390 px the 'as' picker of a long-named person stays narrow and the chat's title
        keeps its room (play-test 8, finding 10: the header squeezed to 'S.' / '5..')."""
        chat = ChatPage(page, playground)
        chat.be("Ann")
        page.click("#add-person")
        page.fill("#ask-input", "Aleksandra-Kristiina Põldmaa")
        page.click("#ask button[value='ok']")
        page.wait_for_selector(".person[data-name='Aleksandra-Kristiina Põldmaa']")
        chat.be("Aleksandra-Kristiina Põldmaa")
        chat.open_chat(GROUP)
        page.set_viewport_size(PHONE)
        page.wait_for_timeout(150)
        picker = page.locator("#as-select").bounding_box()
        title = page.locator("#chat-title").bounding_box()
        assert picker is not None and title is not None
        assert picker["width"] <= 100 and title["width"] >= 150, (picker, title)
        assert page.locator("#as-select").input_value() != ""

    @pytest.mark.long(4)
    def test_picking_someone_while_the_page_refreshes(
        self, page: Page, playground: Playground
    ) -> None:
        """A person picked while the page's last refresh is on its way stays picked."""
        chat = ChatPage(page, playground)
        chat.be("Ann")
        mads = next(p["id"] for p in playground.state()["people"] if p["name"] == "Mads")
        page.evaluate("(id) => { refresh(); switchTo(id); }", mads)  # the click, mid-refresh
        page.wait_for_selector(".person[data-name='Mads'][aria-pressed='true']", timeout=5_000)
        chat.settle()
        assert page.locator(".person[aria-pressed='true']").get_attribute("data-name") == "Mads"

    @pytest.mark.long(4)
    def test_a_new_toast_takes_the_last_ones_place(
        self, page: Page, playground: Playground
    ) -> None:
        """Two taps in a row: the second answer's toast stands where the first was, one at a
        time as in Telegram, not a pile over the top of the chat (play-test 2)."""
        chat = ChatPage(page, playground)
        chat.open_lobby("Ann", GROUP)
        chat.press(t("en", "btn-join"))  # the host is seated already: a toast says so
        page.wait_for_selector(".toast")
        first = page.inner_text(".toast")
        chat.press(t("en", "btn-start"))  # alone at the table: a toast says who is missing
        page.wait_for_function(
            "(first) => [...document.querySelectorAll('.toast')].some(n => n.innerText !== first)",
            arg=first,
        )
        assert page.locator(".toast").all_inner_texts() == [t("en", "lobby-too-few", min=2)]
