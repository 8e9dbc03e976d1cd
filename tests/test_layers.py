"""Imports point one way: tgbot → fsm → engine, tgbot → i18n → engine; sandbox stands alone.

Only the playground launcher (robinson/harness/playground.py) and the harness that runs the real bot
against the double (robinson/harness/testing.py) may use the sandbox. The command line (robinson/cli/) is engine
and i18n tooling: it imports tgbot only inside the commands that start the bot.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROJECT = {"engine", "fsm", "tgbot", "i18n", "sandbox", "cli"}
ALLOWED = {
    "cli": {"cli", "engine", "fsm", "i18n", "tgbot"},
    "engine": {"engine"},
    "fsm": {"fsm", "engine"},
    "i18n": {"i18n", "engine"},
    "tgbot": {"tgbot", "fsm", "engine", "i18n"},
    "sandbox": {"sandbox"},
}
#: Files allowed more than their package: the playground and the harness wire the bot to the double.
EXTRA = {"robinson/harness/playground.py": {"sandbox"}, "robinson/harness/testing.py": {"sandbox"}}


def imported_roots(path: Path) -> set[str]:
    """Top-level module names a file imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def module_level_roots(path: Path) -> set[str]:
    """Top-level module names a file imports outside any function (at import time)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lazy = {
        id(node)
        for fn in ast.walk(tree)
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef)
        for node in ast.walk(fn)
    }
    roots: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in lazy:
            continue
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


#: Packages whose `__init__` is their public API: other packages import only what it exports.
PUBLIC = ("engine", "fsm", "i18n", "sandbox")


def exported(package: str) -> set[str]:
    """The names in a package's ``__all__`` (read from its source, not imported)."""
    tree = ast.parse((ROOT / package / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            return set(ast.literal_eval(node.value))
    return set()


def deep_imports(path: Path, package: str) -> list[str]:
    """Imports of another project package that bypass its public API (or name what it hides)."""
    public = {name: exported(name) for name in PUBLIC}
    wrong: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
            wrong += [m for m in modules if m.split(".")[0] in public and "." in m]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            root = node.module.split(".")[0]
            if root not in public or root == package:
                continue
            if node.module != root:
                wrong.append(node.module)
            wrong += [f"{root}.{a.name}" for a in node.names if a.name not in public[root]]
    return wrong


def files(package: str) -> list[Path]:
    """The Python files of one package."""
    return sorted((ROOT / package).rglob("*.py"))


class TestLayers:
    """The import direction of the design card holds in every file."""

    @pytest.mark.parametrize("package", sorted(ALLOWED))
    def test_project_imports_point_one_way(self, package: str) -> None:
        """A package imports only the project packages beneath it."""
        for path in files(package):
            name = path.relative_to(ROOT).as_posix()
            wrong = (imported_roots(path) & PROJECT) - ALLOWED[package] - EXTRA.get(name, set())
            assert not wrong, f"{name} imports {wrong}"

    @pytest.mark.parametrize("package", sorted(ALLOWED))
    def test_other_packages_are_used_through_their_public_api(self, package: str) -> None:
        """`from fsm import Stores`, never `from fsm.store.stores import Stores`: each package's
        `__init__` says what the others may use, so its inside can move freely."""
        for path in files(package):
            wrong = deep_imports(path, package)
            assert not wrong, f"{path.relative_to(ROOT)} imports {wrong}"

    def test_the_command_line_needs_no_telegram(self) -> None:
        """robinson/cli/ loads tgbot only in run, playground and doctor; the engine tools need none."""
        for path in files("cli"):
            roots = module_level_roots(path)
            assert not roots & {"tgbot", "telegram", "sandbox"}, path
        assert not list((ROOT / "tgbot").glob("cli*")), "the command line lives in robinson/cli/"

    def test_only_the_playground_uses_the_sandbox(self) -> None:
        """The bot's own code never imports the double; the launcher and harness do, and say so."""
        users = {
            path.relative_to(ROOT).as_posix()
            for package in ("engine", "fsm", "i18n", "tgbot")
            for path in files(package)
            if "sandbox" in imported_roots(path)
        }
        assert users == set(EXTRA)

    def test_engine_is_stdlib_only(self) -> None:
        """engine/ imports nothing but the standard library and itself."""
        for path in files("engine"):
            outside = imported_roots(path) - sys.stdlib_module_names - {"engine"}
            assert not outside, f"{path.relative_to(ROOT)} imports {outside}"

    def test_only_tgbot_speaks_telegram(self) -> None:
        """Only tgbot/ imports python-telegram-bot."""
        for package in ("engine", "fsm", "i18n"):
            for path in files(package):
                assert "telegram" not in imported_roots(path), path

    def test_engine_draws_no_random_and_reads_no_clock(self) -> None:
        """The engine never imports random, time or datetime: dice and time come from the caller."""
        for path in files("engine"):
            assert not imported_roots(path) & {"random", "time", "datetime", "secrets"}, path

    def test_bench_does_not_import_the_tests(self) -> None:
        """bench/ uses the harness from the bot's package (robinson/harness/testing.py), not from tests/."""
        for path in sorted((ROOT / "bench").glob("*.py")):
            assert "tests" not in imported_roots(path), path
