"""Inline buttons on a phone as Telegram's apps lay them out: a row's buttons share it equally
and the message grows as wide as its widest label wants, up to the chat's width, so a short
text does not squeeze its keyboard (play-test 34: a lobby whose lines had grown short broke
'🇧🇬 BG' and '🇩🇰 DA' over two lines, which Telegram never does)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from i18n import t
from tests.playground.chat import ChatPage
from tests.playground.helpers import PHONE, Playground

GROUP = "Robinson's island"
BUTTONS = """(node) => [...node.querySelectorAll('.kb-row')].map(row =>
  [...row.querySelectorAll('button')].map(b => {
    const r = b.getBoundingClientRect();
    return {text: b.textContent, width: r.width, height: r.height,
            whole: b.scrollWidth <= b.clientWidth + 1};
  }))"""


@pytest.mark.long(5)
def test_a_short_lobby_keeps_its_flags_on_one_line(page: Page, playground: Playground) -> None:
    """Kadri is the youngest, the lobby's closing words go and its widest line is short: at
    390 px every button still shows its whole label on one line, and the five flags share
    their row in equal parts."""
    chat = ChatPage(page, playground)
    chat.open_lobby("Ann", GROUP)
    chat.be("Kadri")
    chat.press(t("en", "btn-join"))
    chat.settle()
    chat.press(t("en", "btn-youngest"))
    chat.settle()
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(150)
    lobby = page.locator("#messages > .msg", has_text=t("en", "lobby-title")).last
    assert t("en", "lobby-hint") not in lobby.inner_text()
    rows = lobby.evaluate(BUTTONS)
    cancel = rows[-1][0]
    assert cancel["text"] == t("en", "btn-cancel"), rows
    flags = next(row for row in rows if len(row) == 5)
    for button in (b for row in rows for b in row):
        assert button["whole"] and button["height"] <= cancel["height"] + 1, (button, cancel)
    widths = [b["width"] for b in flags]
    assert max(widths) - min(widths) <= 1, widths
