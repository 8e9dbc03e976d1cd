"""The project's import graph, read from the source (nothing imported): for tests/test_layers.py.

A module's imports are every `import` and `from … import` in it, inside functions too (a lazy
import is still a dependency), except under `if TYPE_CHECKING:` (type hints only, never run),
which count only where asked for (`typed`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The project's packages (all but sandbox and robinson.harness are installed); robinson/ holds
#: two units of its own (cli, harness).
PACKAGES = ("engine", "fsm", "i18n", "tgbot", "sandbox", "robinson")


@cache
def modules() -> dict[str, Path]:
    """Every project module by its dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def unit_of(module: str) -> str:
    """The layer a module belongs to: its top-level package, or one of robinson's two."""
    parts = module.split(".")
    return ".".join(parts[:2]) if parts[0] == "robinson" and len(parts) > 1 else parts[0]


def _type_only(tree: ast.Module) -> set[int]:
    """Ids of the nodes under `if TYPE_CHECKING:`."""
    return {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for inner in ast.walk(node)
    }


def _known(name: str) -> str | None:
    """The project module `name` is, or the nearest project module containing it."""
    known = modules()
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


@cache
def imports_of(module: str, typed: bool = False) -> frozenset[str]:
    """The project modules `module` imports (a name imported from a package that is one of its
    modules counts as that module); with `typed`, those for type hints only too."""
    path = modules()[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = set() if typed else _type_only(tree)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            found.update(m for a in node.names if (m := _known(a.name)))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                head = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*head, base] if base else head)
            for alias in node.names:
                target = _known(f"{base}.{alias.name}")
                if target is None or target == module:
                    target = _known(base)
                if target:
                    found.add(target)
    found.discard(module)
    return frozenset(found)


def graph(within: str = "", typed: bool = False) -> dict[str, set[str]]:
    """Module -> the project modules it imports, for the modules under `within` (all if empty)."""
    return {
        name: {m for m in imports_of(name, typed) if m.startswith(within)}
        for name in modules()
        if name.startswith(within)
    }


def parts_graph(package: str, typed: bool = False) -> dict[str, set[str]]:
    """The package's parts (its direct modules and subpackages) -> the parts they import."""
    depth = package.count(".") + 1

    def part(module: str) -> str | None:
        pieces = module.split(".")
        return pieces[depth] if len(pieces) > depth and module.startswith(f"{package}.") else None

    out: dict[str, set[str]] = {}
    for module, imported in graph(package + ".", typed).items():
        own = part(module)
        if own is not None:
            found = {part(m) for m in imported} - {None, own}
            out.setdefault(own, set()).update(p for p in found if p is not None)
    return out


def circles(edges: Mapping[str, set[str]]) -> list[list[str]]:
    """The import circles: groups of two or more that all reach each other (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group: list[str] = []
            while not group or group[-1] != node:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def levels(edges: Mapping[str, set[str]]) -> dict[str, int]:
    """Each node's level: 1 + the highest level of what it imports (1 for a leaf); no circles."""
    level: dict[str, int] = {}

    def of(node: str) -> int:
        if node not in level:
            level[node] = 1 + max((of(n) for n in edges.get(node, ()) if n in edges), default=0)
        return level[node]

    for node in sorted(edges):
        of(node)
    return level


def package_dirs() -> Iterator[Path]:
    """Every folder of the project's packages that holds Python files."""
    for package in PACKAGES:
        yield from sorted({p.parent for p in (ROOT / package).rglob("*.py")})
