"""The playground page as a player uses it: be someone, open a chat, type, press, look."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from i18n import t
from tests.playground.helpers import DESKTOP, PHONE, SHOTS, Playground

_LIVE = """() => {
  const nodes = [...document.querySelectorAll('#messages > .msg')].reverse();
  for (const node of nodes) {
    const data = [...node.querySelectorAll('.keyboard button')].map((b) => b.dataset.data || '');
    const ops = data.map((d) => d.split('|')[1]);
    if (ops.some((op) => ['r', 'm', 's'].includes(op))) {
      return {id: node.dataset.id, text: node.querySelector('.text').textContent,
              choices: data.filter((d, i) => ops[i] === 'm' || ops[i] === 's'),
              roll: data.find((d, i) => ops[i] === 'r') || null};
    }
  }
  return null;
}"""


class ChatPage:
    """One browser tab on the playground."""

    def __init__(self, page: Page, playground: Playground, shots: Path = SHOTS) -> None:
        self.page = page
        self.playground = playground
        self.shots = shots
        shots.mkdir(parents=True, exist_ok=True)

    def be(self, name: str) -> None:
        """Switch to being ``name``."""
        self.page.click(f".person[data-name='{name}']")
        self.page.wait_for_selector(f".person[data-name='{name}'][aria-pressed='true']")
        self.settle()

    def speak(self, name: str, lang: str) -> None:
        """Be ``name``, their Telegram set to ``lang``."""
        self.be(name)
        self.page.select_option("#lang-select", lang)
        self.settle()

    def open_chat(self, title: str) -> None:
        """Open a chat from the chat list."""
        exact = re.compile(f"^{re.escape(title)}$")
        self.page.locator(".chat-item .name", has_text=exact).first.click()
        self.page.wait_for_function(
            "(t) => document.getElementById('chat-title').textContent === t", arg=title
        )
        self.settle()

    def open_lobby(self, host: str, title: str) -> None:
        """Be `host`, open the chat `title` and send /new there; wait for its lobby."""
        self.be(host)
        self.open_chat(title)
        self.send("/new")
        self.wait_text(t("en", "lobby-title"))
        self.settle()

    def join_and_start(self, joiner: str, host: str) -> None:
        """`joiner` presses ✋ Join on the lobby, then `host` ▶️ Start."""
        self.be(joiner)
        self.press(t("en", "btn-join"))
        self.settle()
        self.be(host)
        self.press(t("en", "btn-start"))
        self.settle()

    def send(self, text: str) -> None:
        """Type ``text`` in the message box and press Enter."""
        self.page.fill("#text", text)
        self.page.press("#text", "Enter")

    def press(self, label: str) -> None:
        """Click the newest inline button with exactly this label."""
        self.page.locator(
            ".keyboard button", has_text=re.compile(f"^{re.escape(label)}$")
        ).last.click()

    def press_data(self, data: str) -> None:
        """Click the inline button carrying this callback data."""
        self.page.locator(f".keyboard button[data-data='{data}']").last.click()

    def wait_text(self, text: str, timeout: float = 15_000) -> None:
        """Wait until a message containing ``text`` is shown."""
        self.page.locator("#messages .msg", has_text=text).last.wait_for(timeout=timeout)

    def live(self) -> dict[str, Any] | None:
        """The newest message with a turn button: its id, text, choices and Roll."""
        found: dict[str, Any] | None = self.page.evaluate(_LIVE)
        return found

    def wait_live(self, timeout: float = 15_000) -> dict[str, Any]:
        """The newest message with a turn button, once one is shown (a busy machine is slow)."""
        self.page.wait_for_function(f"({_LIVE})() !== null", timeout=timeout)
        found = self.live()
        assert found is not None
        return found

    def photo_size(self, message_id: str) -> tuple[int, int]:
        """The natural size of the picture a message shows, once the browser has loaded it."""
        img = self.page.locator(f"#messages > .msg[data-id='{message_id}'] img")
        img.wait_for(timeout=15_000)
        self.page.wait_for_function(
            "(img) => img.complete && img.naturalWidth > 0", arg=img.element_handle()
        )
        size: list[int] = img.evaluate("(img) => [img.naturalWidth, img.naturalHeight]")
        return size[0], size[1]

    def message_text(self, message_id: str) -> str:
        """The current text of a message (edits included), or '' once it is gone."""
        node = self.page.locator(f"#messages > .msg[data-id='{message_id}']")
        return node.inner_text() if node.count() else ""

    def choose_solo(self, lang: str, opponents: int) -> None:
        """Answer a solo /new's menu: `opponents` clever computer players, the game started."""
        self.wait_text(t(lang, "solo-choose-opponents"))
        self.press(str(opponents))
        self.settle()
        self.press(t(lang, "btn-bot-optimal"))
        self.settle()

    def settle(self, timeout: float = 20.0) -> None:
        """Wait until the bot has handled everything sent and the page has drawn the result."""
        deadline = time.monotonic() + timeout
        posted = "() => (document.body.dataset.posting || '0') === '0'"
        while time.monotonic() < deadline:
            self.page.wait_for_function(posted, timeout=timeout * 1000)  # the page's actions sent
            version = self.playground.settled(timeout)
            drawn = "(v) => document.body.dataset.version === v"
            try:
                self.page.wait_for_function(drawn, arg=version, timeout=5_000)
                return
            except PlaywrightTimeout:
                continue  # something happened after the bot was done (a timer): settle again
        raise AssertionError("the playground did not settle")

    def shoot(self, name: str) -> list[Path]:
        """Screenshots at desktop and phone size, named ``<name>-desktop.png`` / ``-phone.png``."""
        paths = []
        self.page.wait_for_function("() => !document.querySelector('#toasts .toast')")
        for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
            self.page.set_viewport_size(viewport)
            self.page.wait_for_timeout(150)
            self.page.evaluate(
                "() => { const m = document.getElementById('messages');"
                " m.scrollTop = m.scrollHeight; }"
            )
            path = self.shots / f"{name}-{size}.png"
            self.page.screenshot(path=str(path))
            paths.append(path)
        self.page.set_viewport_size(DESKTOP)
        return paths
