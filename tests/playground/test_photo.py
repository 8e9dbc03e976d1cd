"""The board picture in the playground: whole within the chat column on a desktop and a phone,
and a click opens it full size (and closes it again), as Telegram does."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from i18n import t
from tests.playground.chat import ChatPage
from tests.playground.helpers import Playground

GROUP = "Robinson's island"
SIZES = [{"width": 1280, "height": 800}, {"width": 390, "height": 844}]
BOX = "(n) => { const r = n.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"


def box(page: Page, selector: str) -> tuple[float, float, float, float]:
    """The bounding box (left, top, right, bottom) of the first node `selector` finds."""
    left, top, right, bottom = page.locator(selector).first.evaluate(BOX)
    return left, top, right, bottom


def inside(inner: tuple[float, ...], outer: tuple[float, ...]) -> bool:
    """Whether box `inner` lies within box `outer` (to a pixel)."""
    return (
        inner[0] >= outer[0] - 1
        and inner[1] >= outer[1] - 1
        and inner[2] <= outer[2] + 1
        and inner[3] <= outer[3] + 1
    )


@pytest.mark.long(6)
def test_whole_board_in_the_chat_and_a_click_opens_it(page: Page, playground: Playground) -> None:
    """At 1280×800 and 390×844 the board's image fits the chat column whole; a click on it
    opens the picture full size over the page, a click (or Esc) closes it."""
    chat = ChatPage(page, playground)
    chat.open_lobby("Ann", GROUP)
    chat.join_and_start("Mads", "Ann")
    live = chat.wait_live()
    photo = f"#messages > .msg[data-id='{live['id']}'] .photo"
    chat.photo_size(live["id"])  # loaded
    for size in SIZES:
        page.set_viewport_size(size)
        page.wait_for_timeout(150)
        page.locator(f"{photo} img").evaluate("(img) => img.scrollIntoView({block: 'nearest'})")
        image, column = box(page, f"{photo} img"), box(page, "#messages")
        viewport = (0, 0, size["width"], size["height"])
        print(size, "image", image, "column", column)
        assert inside(image, column) and inside(image, viewport), f"the board is cut at {size}"
        assert image[2] - image[0] > size["width"] * 0.3, "the board is drawn too small to read"
        chat.shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(chat.shots / f"photo-chat-{size['width']}.png"))
        page.click(photo)
        page.wait_for_selector("#viewer[open]")
        full = box(page, "#viewer img")
        print(size, "full size", full)
        assert inside(full, viewport), f"the opened picture does not fit the screen at {size}"
        assert full[3] - full[1] > image[3] - image[1], "the opened picture is not larger"
        page.screenshot(path=str(chat.shots / f"photo-open-{size['width']}.png"))
        if size["width"] > 400:
            page.click("#viewer img")
        else:
            page.keyboard.press("Escape")
        page.wait_for_selector("#viewer:not([open])", state="attached")
        assert page.locator("#viewer[open]").count() == 0


@pytest.mark.long(6)
def test_a_solo_board_loads_with_its_roll_in_view(page: Page, playground: Playground) -> None:
    """On a phone, a solo game's board picture loads after the chat has gone to its end: the
    chat still ends with the board's 🎲 Roll in view, not the picture's top with the button
    pushed ~350 px below the screen (play-test 15, finding 2)."""
    chat = solo_on_a_phone(page, playground, opponents=1)
    live = chat.wait_live()
    chat.photo_size(live["id"])  # loaded
    page.wait_for_timeout(100)  # its room taken
    assert page.locator("#messages").evaluate(TO_END) < 2, "the chat stopped short of its end"
    buttons = page.locator(f"#messages > .msg[data-id='{live['id']}'] button")
    last = buttons.nth(buttons.count() - 1)
    assert inside(last.evaluate(BOX), box(page, "#messages")), "its buttons are below the screen"


@pytest.mark.long(6)
def test_a_chat_opened_on_a_phone_shows_its_end(page: Page, playground: Playground) -> None:
    """On a phone the chat list and a chat take turns on the screen: a chat opened from the
    list, or opened again, shows its end (the board and its buttons), not its top, also
    after messages came while the list was shown (play-test 19: scrollTop 0 of ~5,300 px)."""
    chat = solo_on_a_phone(page, playground, opponents=3)
    ann = next(p["id"] for p in playground.state()["people"] if p["name"] == "Ann")
    private = next(c["id"] for c in playground.state(ann)["chats"] if c["title"] == "Robinson")
    for _ in range(2):  # back to the list, then the same chat again, a message sent meanwhile
        page.click("#back")
        assert playground.act("send", user=ann, chat=private, text="/help")["ok"]
        playground.settled()
        chat.open_chat("Robinson")
        page.wait_for_timeout(200)  # pictures, if any, take their room
        assert page.locator("#messages").evaluate("(n) => n.scrollHeight > n.clientHeight")
        assert page.locator("#messages").evaluate(TO_END) < 2, "the chat opened short of its end"


@pytest.mark.long(4)
def test_sending_from_far_up_the_chat_shows_its_answer(page: Page, playground: Playground) -> None:
    """Scrolled up a chat, a message sent takes the phone to the chat's end, where the bot's
    answer comes, as Telegram does (play-test 38: /help sent ~700 px up, its answer below the
    screen, read as no answer)."""
    chat = solo_on_a_phone(page, playground, opponents=1)
    chat.wait_live()
    messages = page.locator("#messages")
    messages.evaluate("(n) => { n.scrollTop = 0; n.dispatchEvent(new Event('scroll')); }")
    assert messages.evaluate(TO_END) > 300, "the chat was too short to scroll up"
    chat.send("/help")
    chat.settle()
    chat.wait_text(t("en", "help-title"))
    page.wait_for_timeout(200)
    assert messages.evaluate(TO_END) < 2, "the answer came below the screen"


TO_END = "(n) => n.scrollHeight - n.scrollTop - n.clientHeight"  # how far below the screen


def solo_on_a_phone(page: Page, playground: Playground, opponents: int) -> ChatPage:
    """Ann on a 390×844 phone, a solo game against `opponents` started in her private chat."""
    page.set_viewport_size(SIZES[1])
    chat = ChatPage(page, playground)
    chat.be("Ann")
    chat.open_chat("Robinson")
    chat.send("/new")
    chat.choose_solo("en", opponents)
    chat.settle()
    return chat
