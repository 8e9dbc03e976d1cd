"""README.md: what it shows is what the code does (diagram, commands, set-up, links)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from robinson.cli import main
from tgbot.botapi.commands_menu import GROUP_COMMANDS, PRIVATE_COMMANDS

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    """The text of the `## title` section, up to the next section of that level."""
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", README, re.M | re.S)
    assert match, f"no section {title!r}"
    return match.group(1)


def test_the_diagram_is_what_fsm_mermaid_prints(capsys: pytest.CaptureFixture[str]) -> None:
    """The README's state diagram and `robinson-bot fsm --mermaid` are the same text."""
    assert main(["fsm", "--mermaid"]) == 0
    printed = capsys.readouterr().out
    (diagram,) = re.findall(r"^```mermaid\n(.*?)^```$", README, re.M | re.S)
    assert diagram == printed


def test_every_command_of_the_menu_and_no_other_is_listed() -> None:
    """The commands named under Playing are the bot's menu (/history included)."""
    listed = set(re.findall(r"`/([a-z]+)[`\s]", section("Playing")))
    assert listed == set(GROUP_COMMANDS) | set(PRIVATE_COMMANDS)


def test_the_replay_command_is_said_to_appear_in_history_only() -> None:
    """Only /history prints the replay command (tgbot/handlers/history.py), as the README says."""
    playing = " ".join(section("Playing").split())
    assert "`/history` lists the chat's last five games" in playing
    assert "the final message and `/board` print" not in playing


def test_set_up_has_two_commands_and_says_chromium() -> None:
    """A fresh machine needs `make run` and `make test`, nothing else typed; Chromium is said."""
    setup = section("Set up")
    (block,) = re.findall(r"```sh\n(.*?)```", setup, re.S)
    commands = [line.split("#")[0].strip() for line in block.splitlines()]
    assert commands == ["make run", "make test"]
    assert "chromium" in setup and "apt-get" in setup


def test_no_line_speaks_of_work_items() -> None:
    """The README is for people: no "issue 12's figures", no diary (docs/PERFORMANCE.md)."""
    assert not re.search(r"\bissues? \d+", README, re.I)
    assert len(README.splitlines()) < 300
    assert "docs/PERFORMANCE.md" in section("Figures")


def test_every_relative_link_resolves() -> None:
    """Links and pictures point at files of the repository."""
    for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", README):
        assert (ROOT / target).exists(), target
