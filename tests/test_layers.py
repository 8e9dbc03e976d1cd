"""Imports point one way: tgbot → fsm → engine, tgbot → i18n → engine; the double stands alone.

Only the harness (robinson/harness/: the real bot wired to the Bot API double, for tests,
benchmarks and the playground) uses the double (sandbox/). The command line
(robinson/cli/) is engine and i18n tooling: it imports tgbot and the harness only inside the
commands that start the bot. Inside fsm and tgbot, each part (a module or a subpackage) stands
in a tier and imports only parts of lower tiers; no module imports one that imports it back.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from tests.imports import (
    PACKAGES,
    ROOT,
    circles,
    graph,
    imports_of,
    levels,
    modules,
    package_dirs,
    parts_graph,
    unit_of,
)

ALLOWED = {
    "engine": {"engine"},
    "fsm": {"fsm", "engine"},
    "i18n": {"i18n", "engine"},
    "tgbot": {"tgbot", "fsm", "engine", "i18n"},
    "sandbox": {"sandbox"},
    "robinson.harness": {"robinson.harness", "sandbox", "tgbot", "fsm", "engine", "i18n"},
    "robinson.cli": {"robinson.cli", "robinson.harness", "tgbot", "fsm", "engine", "i18n"},
}
MAX_MODULE_LINES = 300
#: Units whose `__init__` is their public API: other units import only what it exports.
PUBLIC = ("engine", "fsm", "i18n", "sandbox")

#: The parts of fsm and tgbot, lowest tier first: a part imports only parts of lower tiers.
#: A new module or subpackage of either goes into this table (a test checks that all are here).
TIERS: dict[str, list[set[str]]] = {
    "fsm": [
        {"exceptions", "commands", "outcome"},  # what crosses the boundary
        {"data", "machine"},  # a game's place and data; the turn machine's table
        {"guards", "diagram", "store"},  # the table's questions, its drawing; the Redis data
        {"effects"},  # the table's effects
        {"session"},
        {"result"},  # what a command or a load hands the chat: the game and its view as data
        {"chat_move"},  # a chat's games moved to a new chat id
        {"service"},
    ],
    "tgbot": [
        {"recent"},  # the bounded map of every in-process memory (admins, languages, …)
        {"config", "metrics", "health", "lease", "chat"},  # settings, counters, chat facts
        {"botapi"},  # the Bot API transport: requests out, updates in
        {"appstate", "render"},  # what the application holds; the views
        {"outbox", "ops", "polling"},  # every Bot API call; metrics, logs, doctor; polling mode
        {"handlers"},  # what an update or a deadline does
        {"app"},  # every handler in one list
        {"webhook"},  # webhook mode
        {"main"},  # `robinson-bot run`
    ],
}
MAX_TGBOT_LEVELS = 8


def files(unit: str) -> list[Path]:
    """The Python files of one unit (a package, or one of robinson's)."""
    return sorted((ROOT / unit.replace(".", "/")).rglob("*.py"))


def module_name(path: Path) -> str:
    """The dotted name of a project file."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


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


def eager_units(path: Path) -> set[str]:
    """The units and outside roots a file imports outside any function (at import time)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lazy = {
        id(node)
        for fn in ast.walk(tree)
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef)
        for node in ast.walk(fn)
    }
    names: list[str] = []
    for node in ast.walk(tree):
        if id(node) in lazy:
            continue
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names += [f"{node.module}.{alias.name}" for alias in node.names]
    return {unit_of(name) for name in names}


def exported(unit: str) -> set[str]:
    """The names in a unit's ``__all__`` (read from its source, not imported)."""
    tree = ast.parse((ROOT / unit.replace(".", "/") / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            return set(ast.literal_eval(node.value))
    return set()


def deep_imports(path: Path, unit: str) -> list[str]:
    """Imports of another unit that bypass its public API (or name what it hides)."""
    public = {name: exported(name) for name in PUBLIC}
    wrong: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            wrong += [
                a.name for a in node.names if unit_of(a.name) in public and a.name not in public
            ]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            target = unit_of(node.module)
            if target not in public or target == unit:
                continue
            if node.module != target:
                wrong.append(node.module)
            wrong += [f"{target}.{a.name}" for a in node.names if a.name not in public[target]]
    return wrong


class TestLayers:
    """The import direction of the design card holds in every file."""

    @pytest.mark.parametrize("unit", sorted(ALLOWED))
    def test_project_imports_point_one_way(self, unit: str) -> None:
        """A unit imports only the project units beneath it."""
        for path in files(unit):
            wrong = {unit_of(m) for m in imports_of(module_name(path))} - ALLOWED[unit]
            assert not wrong, f"{path.relative_to(ROOT)} imports {wrong}"

    def test_every_module_is_in_a_unit(self) -> None:
        """The table above names every unit the project's packages hold (installed or not)."""
        assert {unit_of(m) for m in modules()} - {"robinson"} == set(ALLOWED)

    @pytest.mark.parametrize("unit", sorted(ALLOWED))
    def test_other_packages_are_used_through_their_public_api(self, unit: str) -> None:
        """`from fsm import Stores`, never `from fsm.store.stores import Stores`: each package's
        `__init__` says what the others may use, so its inside can move freely."""
        for path in files(unit):
            wrong = deep_imports(path, unit)
            assert not wrong, f"{path.relative_to(ROOT)} imports {wrong}"

    def test_no_import_circles(self) -> None:
        """No module imports one that imports it back, directly or around a circle."""
        assert circles(graph()) == []

    @pytest.mark.parametrize("package", sorted(TIERS))
    def test_each_part_imports_only_lower_tiers(self, package: str) -> None:
        """Every module and subpackage of fsm and tgbot has its tier; it imports lower ones."""
        tier = {part: n for n, parts in enumerate(TIERS[package]) for part in parts}
        edges = parts_graph(package)
        assert set(edges) == set(tier), "a new part of fsm or tgbot: give it its tier in TIERS"
        wrong = {(a, b) for a, imported in edges.items() for b in imported if tier[b] >= tier[a]}
        assert not wrong, f"{package}: these parts import their own tier or a higher one: {wrong}"

    @pytest.mark.parametrize("package", sorted(TIERS))
    def test_type_hints_point_down_the_tiers_too(self, package: str) -> None:
        """An import for type hints only (`if TYPE_CHECKING:`) is a dependency of the design:
        the store names no session, the views no handler."""
        tier = {part: n for n, parts in enumerate(TIERS[package]) for part in parts}
        edges = parts_graph(package, typed=True)
        wrong = {(a, b) for a, imported in edges.items() for b in imported if tier[b] >= tier[a]}
        assert not wrong, f"{package}: these parts name their own tier or a higher one: {wrong}"

    def test_tgbot_stands_on_at_most_eight_levels(self) -> None:
        """tgbot's parts form no circle and stand on ≤ 8 levels (one above all they import)."""
        edges = parts_graph("tgbot")
        assert circles(edges) == []
        assert max(levels(edges).values()) <= MAX_TGBOT_LEVELS

    def test_every_module_stays_under_300_lines(self) -> None:
        """A module does one job in under about 300 lines (docs/ARCHITECTURE.md)."""
        long = {
            name: n
            for name, path in modules().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
        }
        assert modules() and long == {}

    def test_every_package_says_what_it_is_for(self) -> None:
        """Every folder of Python files is a package whose `__init__` says its purpose."""
        for folder in package_dirs():
            init = folder / "__init__.py"
            assert init.exists(), f"{folder.relative_to(ROOT)} has no __init__.py"
            doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
            assert doc and doc.splitlines()[0].strip(), f"{init.relative_to(ROOT)}: no purpose"

    def test_the_command_line_needs_no_telegram(self) -> None:
        """robinson/cli/ loads tgbot only in run, playground and doctor; engine tools need none."""
        for path in files("robinson.cli"):
            units = eager_units(path)
            assert not units & {"tgbot", "telegram", "sandbox", "robinson.harness"}, path
        assert not list((ROOT / "tgbot").glob("cli*")), "the command line lives in robinson/cli/"

    def test_only_the_harness_uses_the_double(self) -> None:
        """The bot's own code imports neither the double nor the harness; the harness uses both."""
        for unit in ("engine", "fsm", "i18n", "tgbot", "sandbox"):
            for path in files(unit):
                units = {unit_of(m) for m in imports_of(module_name(path))}
                assert "robinson.harness" not in units, path
                assert unit == "sandbox" or "sandbox" not in units, path

    def test_robinson_itself_is_only_a_name(self) -> None:
        """`robinson/__init__.py` imports nothing: importing the double loads no bot."""
        tree = ast.parse((ROOT / "robinson" / "__init__.py").read_text(encoding="utf-8"))
        assert all(isinstance(node, ast.Expr) for node in tree.body)
        on_disk = {p.parent.name for p in ROOT.glob("*/__init__.py")} - {"tests", "bench"}
        assert set(PACKAGES) == on_disk

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

    def test_tgbot_shows_what_fsm_answers(self) -> None:
        """tgbot never builds a `Session` nor reads a phase itself: fsm's result and loaded game
        carry the view (phase, legal moves) as data."""
        for path in files("tgbot"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call):
                    called = node.func
                    name = called.attr if isinstance(called, ast.Attribute) else None
                    name = called.id if isinstance(called, ast.Name) else name
                    assert name not in ("Session", "phase_of"), f"{path}:{node.lineno}"

    def test_engine_draws_no_random_and_reads_no_clock(self) -> None:
        """The engine never imports random, time or datetime: dice and time come from the caller."""
        for path in files("engine"):
            assert not imported_roots(path) & {"random", "time", "datetime", "secrets"}, path

    def test_bench_does_not_import_the_tests(self) -> None:
        """bench/ uses the harness (robinson/harness/), not tests/."""
        for path in sorted((ROOT / "bench").glob("*.py")):
            assert "tests" not in imported_roots(path), path
