"""Start `robinson-bot playground` as a real process and open its page in Debian's chromium."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import threading
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCRIPT = Path(sys.executable).parent / "robinson-bot"
CHROMIUM = Path(os.environ.get("ROBINSON_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
ROOT = Path(__file__).resolve().parents[2]
#: Where the browser tests leave their screenshots (`make screenshots` copies some to docs/).
SHOTS = Path(os.environ.get("ROBINSON_TEST_OUTPUT", ROOT / "test-output")) / "playground"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 860}
_ADDRESS = re.compile(r"http://127\.0\.0\.1:(\d+)")


@dataclass
class Playground:
    """A running `robinson-bot playground` process."""

    process: subprocess.Popen[str]
    url: str
    output: list[str]
    reader: threading.Thread

    def state(self, viewer: int | None = None, chat: int | None = None) -> dict[str, Any]:
        """What the page would be told for ``viewer`` looking at ``chat``."""
        query = f"viewer={viewer or ''}&chat={chat or ''}"
        with urllib.request.urlopen(f"{self.url}/api/state?{query}", timeout=10) as answer:
            data: dict[str, Any] = json.load(answer)
        return data

    def settled(self, timeout: float = 20.0) -> str:
        """Wait until the bot has handled everything sent; return the world's version then."""
        url = f"{self.url}/api/settled?timeout={timeout}"
        with urllib.request.urlopen(url, timeout=timeout + 10) as answer:
            data: dict[str, Any] = json.load(answer)
        assert data["ok"], data
        return str(data["version"])

    def act(self, action: str, **body: Any) -> dict[str, Any]:
        """Post one of the page's actions."""
        request = urllib.request.Request(
            f"{self.url}/api/{action}",
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as answer:
            data: dict[str, Any] = json.load(answer)
        return data

    def stop(self) -> tuple[int, str]:
        """Press Ctrl-C; return the exit status and what the process printed afterwards."""
        seen = len(self.output)
        self.interrupt()
        status = self.process.wait(timeout=30)
        self.reader.join(timeout=10)
        return status, "\n".join(self.output[seen:])

    def interrupt(self) -> None:
        """Ctrl-C as a terminal sends it: to the playground's whole process group."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGINT)

    def kill(self) -> None:
        """Make sure the process is gone after a test: Ctrl-C first, so Redis stops too."""
        if self.process.poll() is None:
            self.interrupt()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)


def start_playground(data_dir: Path, *extra: str) -> Playground:
    """Start the playground on a free port and wait for the address it prints."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "REDIS_"))}
    process = subprocess.Popen(
        [str(SCRIPT), "playground", "--port", "0", "--data-dir", str(data_dir), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
        start_new_session=True,  # a group of its own, as a terminal's job: Ctrl-C reaches it all
    )
    output: list[str] = []
    started = threading.Event()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            output.append(line.rstrip("\n"))
            if _ADDRESS.search(line):
                started.set()
        started.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    if not started.wait(timeout=60) or process.poll() is not None:
        process.kill()
        raise AssertionError(f"the playground did not start: {output}")
    found = next(m for m in map(_ADDRESS.search, output) if m)
    return Playground(process, f"http://127.0.0.1:{found[1]}", output, reader)
