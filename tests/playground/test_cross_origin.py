"""Another site's page, open in the same Chromium, cannot drive the playground."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from playwright.sync_api import BrowserContext

from tests.playground.helpers import Playground

GROUP = "Robinson's island"
EVIL = '<img src=x onerror="document.title=1">'

# What the review's attacker page did: no-cors text/plain fetches (no preflight needed), the
# same as JSON (the browser must ask first), and a text/plain form whose one field spells JSON.
ATTACK = """<!doctype html><meta charset="utf-8"><title>a prize</title>
<iframe name="sink"></iframe>
<form id="form" method="POST" enctype="text/plain" target="sink" action="{playground}/api/language">
  <input name='{{"user": {kadri}, "lang": "yy", "pad": "' value='"}}'>
</form>
<script>
const shots = {shots};
async function attack() {{
  for (const [action, body] of shots) {{
    const url = "{playground}/api/" + action, text = JSON.stringify(body);
    const plain = {{method: "POST", mode: "no-cors", headers: {{"Content-Type": "text/plain"}}}};
    const asJson = {{method: "POST", headers: {{"Content-Type": "application/json"}}}};
    for (const options of [plain, asJson]) {{
      try {{ await fetch(url, {{...options, body: text}}); }} catch (refused) {{}}
    }}
  }}
  document.getElementsByName("sink")[0].onload = () => {{ document.title = "done"; }};
  document.getElementById("form").submit();
}}
attack();
</script>"""


class Attacker:
    """A second local web server, on another port, serving the attacker's page."""

    def __init__(self, page: str) -> None:
        body = page.encode()

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        """Its page, under the name ``localhost``: another origin than the playground's."""
        return f"http://localhost:{self.server.server_address[1]}/"

    def __enter__(self) -> Attacker:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()


def everything(playground: Playground) -> dict[str, Any]:
    """What every person sees in every chat of theirs: all a forged action could change."""
    people = playground.state()["people"]
    seen: dict[str, Any] = {"people": people}
    for person in people:
        chats = playground.state(person["id"])["chats"]
        seen[person["name"]] = [playground.state(person["id"], c["id"])["chat"] for c in chats]
    return seen


@pytest.fixture
def attacker(playground: Playground) -> Iterator[Attacker]:
    """The attacker's page, aimed at this playground's people and chats."""
    people = {p["name"]: p["id"] for p in playground.state()["people"]}
    ann_chats = playground.state(people["Ann"])["chats"]
    group = next(c["id"] for c in ann_chats if c["title"] == GROUP)
    mads_chat = next(c["id"] for c in playground.state(people["Mads"])["chats"] if c["id"] > 0)
    shots = [
        ["send", {"user": people["Mads"], "chat": mads_chat, "text": "/help"}],
        ["send", {"user": people["Ann"], "chat": group, "text": "/new"}],
        ["person", {"name": EVIL, "lang": "en"}],
        ["group", {"user": people["Ann"], "members": [], "title": "<svg onload=alert(1)>"}],
        ["language", {"user": people["Kadri"], "lang": "xx"}],
    ]
    page = ATTACK.format(playground=playground.url, kadri=people["Kadri"], shots=json.dumps(shots))
    with Attacker(page) as running:
        yield running


def test_a_page_on_another_origin_changes_nothing(
    browser: BrowserContext, playground: Playground, attacker: Attacker
) -> None:
    """Its fetches and its form post reach the playground and are refused: nothing changes."""
    before = playground.settled()
    seen = everything(playground)
    tab = browser.new_page()
    tab.goto(attacker.url)
    tab.wait_for_function("document.title === 'done'", timeout=20_000)
    assert playground.settled() == before
    after = everything(playground)
    assert after == seen
    assert all(EVIL not in p["name"] for p in after["people"])
    assert {p["name"]: p["lang"] for p in after["people"]}["Kadri"] not in ("xx", "yy")
