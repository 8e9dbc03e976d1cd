"""The command line explains itself: --version, python -m, help on every option, the environment."""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from i18n import LANGUAGES
from robinson.cli import environment, main
from robinson.cli.parser import build_parser
from tgbot import config

ROOT = Path(__file__).resolve().parents[2]


def subcommands() -> dict[str, argparse.ArgumentParser]:
    """Each subcommand's parser by name."""
    (sub,) = [a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(sub.choices)


def environment_read() -> set[str]:
    """The variable names the bot's code reads: env.get("X"), env["X"], os.environ.get("X")."""
    names: set[str] = set()
    for package in ("tgbot", "fsm"):
        for path in (ROOT / package).rglob("*.py"):
            if path.name == "testing.py":
                continue  # the test harness
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                key = None
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                    owner = ast.unparse(node.func.value)
                    if node.func.attr == "get" and owner in ("env", "os.environ") and node.args:
                        key = node.args[0]
                elif isinstance(node, ast.Subscript) and ast.unparse(node.value) == "env":
                    key = node.slice
                if isinstance(key, ast.Constant) and isinstance(key.value, str):
                    names.add(key.value)
    return names


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    """--version names the installed distribution's version."""
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"robinson-bot {version('robinson-bot')}\n"


def test_python_dash_m() -> None:
    """`python -m robinson.cli` is the same command line."""
    done = subprocess.run(
        [sys.executable, "-m", "robinson.cli", "fsm"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and "lobby" in done.stdout


def test_every_option_has_help() -> None:
    """No option of any subcommand is left without a line of help (hidden ones aside)."""
    for name, parser in subcommands().items():
        for action in parser._actions:
            assert action.help, f"{name} {action.option_strings or action.dest} has no help"


def test_valid_choices_are_listed_in_help() -> None:
    """The languages and the fever rules show in --help, not only in the error."""
    for name in ("rules", "board"):
        text = subcommands()[name].format_help()
        assert "{" + ",".join(LANGUAGES) + "}" in text
        assert "{skip,extra_roll}" in " ".join(text.split())
    assert "forward, random or optimal" in subcommands()["simulate"].format_help()


def test_run_help_lists_the_environment_it_reads() -> None:
    """Every variable the code reads, and every one the README's table names, is in run --help."""
    text = subcommands()["run"].format_help()
    listed = set(re.findall(r"^  ([A-Z][A-Z0-9_]+)  ", text, re.M))
    read = environment_read()
    assert {"TELEGRAM_BOT_TOKEN", "REDIS_URL", "ROBINSON_DATA_DIR"} <= read
    assert read <= listed, f"read but not in run --help: {read - listed}"
    table = (ROOT / "README.md").read_text(encoding="utf-8").split("| variable |")[1]
    first_column = re.findall(r"^\| ([^|]+) \|", table.split("\n\n")[0], re.M)
    in_readme = set(re.findall(r"`([A-Z][A-Z0-9_]+)`", " ".join(first_column)))
    assert "METRICS_PORT" in in_readme
    assert in_readme <= listed, f"in the README but not in run --help: {in_readme - listed}"
    assert listed <= in_readme, f"in run --help but not in the README: {listed - in_readme}"


def test_run_help_names_every_log_level() -> None:
    """LOG_LEVEL's line in run --help names each level the settings accept."""
    meaning = next(m for name, m, _ in environment.VARIABLES if name == "LOG_LEVEL")
    assert re.findall(r"[A-Z]+", meaning) == list(config.LOG_LEVELS)


def test_playground_without_the_double_says_so_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Where the harness is not installed (the image), the playground says it needs a clone."""
    monkeypatch.setitem(sys.modules, "robinson.harness", None)
    assert main(["playground", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "clone" in err
