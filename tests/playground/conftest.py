"""Fixtures for the playground: the real process, and a page in Debian's chromium."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page, sync_playwright

from tests.playground.helpers import CHROMIUM, CHROMIUM_ARGS, DESKTOP, Playground, start_playground

SEED = "5"  # reproducible dice: the group game meets two choices and ends in about 30 clicks
SOLO_PACE = "0.1"  # the computers' turns still come one by one, without a second's wait each


@pytest.fixture
def playground(tmp_path: Path) -> Iterator[Playground]:
    """A fresh playground on a free port with its own data folder."""
    # the browser taps as fast as a page can; a person's own quick taps: tests/e2e
    running = start_playground(
        tmp_path / "data", "--seed", SEED, "--solo-pace", SOLO_PACE, "--double-tap", "0"
    )
    try:
        yield running
    finally:
        running.kill()


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[BrowserContext]:
    """Chromium from Debian with a fresh profile (`make test` installs it when missing)."""
    assert CHROMIUM.is_file(), f"{CHROMIUM} is missing: `make chromium` installs Debian's chromium"
    with sync_playwright() as driver:
        context = driver.chromium.launch_persistent_context(
            str(tmp_path / "profile"),
            executable_path=str(CHROMIUM),
            args=CHROMIUM_ARGS,
            headless=True,
            viewport=DESKTOP,
        )
        try:
            yield context
        finally:
            context.close()


@pytest.fixture
def page(browser: BrowserContext, playground: Playground) -> Iterator[Page]:
    """The playground page, failing the test on any console error or uncaught exception."""
    problems: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type in ("error", "warning"):
            problems.append(f"console {message.type}: {message.text}")

    tab = browser.new_page()
    tab.on("console", on_console)
    tab.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    tab.goto(playground.url)
    tab.wait_for_selector("body[data-ready]")
    yield tab
    assert not problems, problems
