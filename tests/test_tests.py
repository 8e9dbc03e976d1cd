"""The tests themselves: each asserts something of its own, and none reads private attributes.

A test asserts with `assert`, with `pytest.raises` (or `pytest.warns`), or by calling a helper
whose name says it asserts: `assert_…`, `check_…` or `expect_…`. Helpers that assert for a
test are named so, and only those count.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ASSERTING = ("assert_", "check_", "expect_")
# Third-party internals with no public equivalent: argparse lists a parser's arguments and
# subcommands nowhere else.
THIRD_PARTY_INTERNALS = {"_actions", "_SubParsersAction"}


def sources() -> Iterator[tuple[Path, ast.Module]]:
    """Every Python file under tests/, parsed."""
    for path in sorted(TESTS.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def collected_tests(module: ast.Module) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The test functions pytest collects: `test_*` at module level or in a `Test*` class."""
    for node in module.body:
        if isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            yield from (f for f in node.body if is_test(f))
        elif is_test(node):
            yield node  # type: ignore[misc]


def is_test(node: ast.stmt) -> bool:
    """A function or coroutine named `test_…`."""
    return isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith(
        "test_"
    )


def called_name(call: ast.Call) -> str:
    """The last part of a call's name: `check` for `tools.check(...)`, "" for anything else."""
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def asserts(test: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """True if the function asserts, expects a raise or a warning, or calls an asserting helper."""
    for node in ast.walk(test):
        if isinstance(node, ast.Assert):
            return True
        if isinstance(node, ast.Call):
            name = called_name(node)
            if name.startswith(ASSERTING):
                return True
            if name in ("raises", "warns") and ast.unparse(node.func).startswith("pytest."):
                return True
    return False


def private_reads(module: ast.Module) -> Iterator[tuple[int, str]]:
    """Each `x._name` (single underscore) whose `x` is not the test's own `self` or `cls`."""
    for node in ast.walk(module):
        if not isinstance(node, ast.Attribute):
            continue
        name = node.attr
        if not name.startswith("_") or name.startswith("__") or name == "_":
            continue
        if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            continue
        if name not in THIRD_PARTY_INTERNALS:
            yield node.lineno, ast.unparse(node)


def test_every_test_asserts_something_of_its_own() -> None:
    """No test passes by merely running: each has an assertion, a raise or warning it expects,
    or an `assert_`/`check_`/`expect_` helper."""
    silent = [
        f"{path.relative_to(TESTS)}:{test.lineno} {test.name}"
        for path, module in sources()
        for test in collected_tests(module)
        if not asserts(test)
    ]
    assert not silent, "tests without an assertion of their own:\n" + "\n".join(silent)


def test_asserting_helpers_assert() -> None:
    """A helper named `assert_…`, `check_…` or `expect_…` does assert: its name can be trusted."""
    idle = [
        f"{path.relative_to(TESTS)}:{node.lineno} {node.name}"
        for path, module in sources()
        for node in ast.walk(module)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and node.name.startswith(ASSERTING)
        and not asserts(node)
    ]
    assert not idle, "helpers named as asserting that assert nothing:\n" + "\n".join(idle)


def test_no_test_reads_private_attributes() -> None:
    """Tests go through public names: no `obj._attribute` of the code under test."""
    private = [
        f"{path.relative_to(TESTS)}:{line} {text}"
        for path, module in sources()
        for line, text in private_reads(module)
    ]
    assert not private, "private attributes read by tests:\n" + "\n".join(private)
