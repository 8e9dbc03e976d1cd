"""A turn in picture mode on a phone (390×844), in English and Danish, as a player sees it:
the board whole in the chat with its story and buttons. `make screenshots` puts the pictures
in docs/."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from i18n import t
from tests.playground.chat import ChatPage
from tests.playground.helpers import DESKTOP, PHONE, Playground
from tests.playground.test_photo import box, inside
from tgbot.render.lobby import flag

GROUP = "Robinson's island"


@pytest.mark.long(8)
@pytest.mark.parametrize("lang", ["en", "da"])
def test_a_turn_on_a_phone(page: Page, playground: Playground, lang: str) -> None:
    """Ann and Mads (Telegram in `lang`) play in the group's `lang`; after Ann's roll the phone
    shows the whole board, the turn's story and Mads's Roll; saved as turn-<lang>-phone.png."""
    chat = ChatPage(page, playground)
    for name in ("Mads", "Ann"):
        chat.be(name)
        page.select_option("#lang-select", lang)
        chat.settle()
    chat.open_chat(GROUP)
    chat.send("/new")
    chat.settle()
    switch = page.locator(".keyboard button", has_text=flag(lang))
    if switch.count():  # the lobby opened in another language: the host switches it
        switch.last.click()
    chat.wait_text(t(lang, "lobby-title"))
    chat.be("Mads")
    chat.press(t(lang, "btn-join"))
    chat.settle()
    chat.be("Ann")
    chat.press(t(lang, "btn-start"))
    chat.settle()
    live = chat.wait_live()
    chat.press_data(live["roll"])
    page.wait_for_function(
        "([id, before]) => document.querySelector(`#messages > .msg[data-id='${id}']`)"
        ".innerText !== before",
        arg=[live["id"], chat.message_text(live["id"])],
    )
    chat.settle()
    chat.be("Mads")  # whose turn it is now: his Roll is the button on the board
    after = chat.wait_live()
    assert t(lang, "game-turn", name="Mads") in after["text"], after["text"]
    chat.photo_size(after["id"])
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(150)
    page.evaluate(
        "() => { const m = document.getElementById('messages'); m.scrollTop = m.scrollHeight; }"
    )
    page.wait_for_function("() => !document.querySelector('#toasts .toast')", timeout=10_000)
    image = box(page, f"#messages > .msg[data-id='{after['id']}'] .photo img")
    assert inside(image, box(page, "#messages")), "the board is cut on the phone"
    page.screenshot(path=str(chat.shots / f"turn-{lang}-phone.png"))
    page.set_viewport_size(DESKTOP)
