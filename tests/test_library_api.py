"""Production code uses its libraries through their public API, as the turn machine does."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.imports import ROOT, modules, unit_of

#: PTB's private modules allowed: the type names its own subclassing interfaces are written with
#: (`BaseRequest.do_request`, `BaseRateLimiter.process_request`, `Bot._do_post`) and the marker
#: `do_request` receives for a timeout left at its default.
PTB_TYPES = {"telegram._utils.types", "telegram._utils.defaultvalue"}
#: Public despite the underscore: a named tuple's documented methods and fields.
NAMED_TUPLE_API = {"_replace", "_asdict", "_fields", "_make", "_field_defaults"}


def sources() -> list[Path]:
    """Every production module: the project's but the Bot API double's."""
    return [path for name, path in modules().items() if unit_of(name) != "sandbox"]


def private_reads(tree: ast.AST) -> list[str]:
    """`thing._name` read off anything but `self`, `cls` or `super()` (an override's hook)."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_"):
            continue
        if node.attr.startswith("__") or node.attr in NAMED_TUPLE_API:
            continue
        owner = node.value
        if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
            continue
        if isinstance(owner, ast.Call) and getattr(owner.func, "id", "") == "super":
            continue
        found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_private_attribute_of_another_object() -> None:
    """No module reads another object's private attribute (PTB's `_retry_after` was one)."""
    paths = sources()
    found = {str(p.relative_to(ROOT)): private_reads(ast.parse(p.read_text())) for p in paths}
    assert paths and {path: reads for path, reads in found.items() if reads} == {}


def test_private_library_modules_only_for_type_names() -> None:
    """Of libraries' private modules only PTB's type names and default marker are imported."""
    imported = set()
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and "._" in node.module:
                imported.add(node.module)
    assert "telegram._utils.types" in imported, "the check sees no import at all"
    assert imported <= PTB_TYPES, imported - PTB_TYPES
