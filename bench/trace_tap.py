"""Trace one 🎲 Roll tap through the real bot: the project files it enters, in order.

A group game of two people on the embedded Redis and the Bot API double; the profiler
(`sys.setprofile`) is on from the press to the settled chat. Counted are the bot's own
files (engine, fsm, tgbot, i18n: the double and the harness run in the same loop and are
left out), how often the call path changes file, and how often the phase is computed.
Printed, never asserted as a timing.
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

if __package__ in (None, ""):  # run as `python bench/trace_tap.py`: make the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from fsm import EmbeddedRedis
from robinson.harness.testing import (
    ScriptedDice,
    roll_data,
    running_bot,
    settings_for,
    start_table,
)
from sandbox import BotApiDouble

ROOT = Path(__file__).resolve().parent.parent
BOT = ("engine", "fsm", "tgbot", "i18n")  # the production packages a tap may enter
PHASE = "phase_of"  # the one function that reads a game's phase from its data
FILES_TARGET, PHASES_TARGET = 20, 1


class Tracer:
    """Records every call into a bot file: the file sequence and the phase computations."""

    def __init__(self) -> None:
        self.sequence: list[str] = []
        self.phases = 0

    def __call__(self, frame: FrameType, event: str, arg: Any) -> None:
        """The profiler hook: a Python call into a bot file is recorded."""
        if event != "call":
            return
        path = _bot_file(frame.f_code.co_filename)
        if path is None:
            return
        if not self.sequence or self.sequence[-1] != path:
            self.sequence.append(path)
        if frame.f_code.co_name == PHASE:
            self.phases += 1

    @property
    def files(self) -> Counter[str]:
        """Each file entered, with how many times the path came into it."""
        return Counter(self.sequence)


def _bot_file(filename: str) -> str | None:
    """The file's path in the project if it belongs to a production package, else None."""
    try:
        relative = Path(filename).resolve().relative_to(ROOT)
    except ValueError:
        return None
    return relative.as_posix() if relative.parts[0] in BOT else None


async def trace_roll(folder: Path, server: EmbeddedRedis) -> Tracer:
    """Open a game of two, then trace Ana's Roll tap until the chat is settled."""
    tracer = Tracer()
    async with BotApiDouble(seed=5) as double:
        ana, boris = double.user("Ana"), double.user("Boris")
        group = double.group("Trace", members=[ana, boris], admins=[ana])
        settings = settings_for(double, server.url, folder)
        async with running_bot(settings, dice=ScriptedDice([5, 6, 3])):
            live = await start_table(double, group, ana, boris)
            data = roll_data(live)
            await double.settled()
            sys.setprofile(tracer)
            try:
                await ana.press(live, data=data)
                await double.settled()
            finally:
                sys.setprofile(None)
    return tracer


async def main() -> None:
    """Print the files one Roll tap enters, the changes of file and the phase computations."""
    with tempfile.TemporaryDirectory() as folder, EmbeddedRedis(Path(folder) / "redis") as server:
        tracer = await trace_roll(Path(folder), server)
    files = tracer.files
    if "--json" in sys.argv:
        rows = [
            ("project files one Roll tap enters", len(files), "files", f"≤ {FILES_TARGET}"),
            ("phase computations in one Roll tap", tracer.phases, "calls", f"≤ {PHASES_TARGET}"),
        ]
        figures = [{"name": n, "value": v, "unit": u, "target": g} for n, v, u, g in rows]
        print(json.dumps({"figures": figures, "files": dict(files)}))
        return
    print(f"one Roll tap in a group game of two, traced: {len(files)} project files")
    for path, times in sorted(files.items()):
        print(f"  {times:4d}× {path}")
    print(f"changes of file: {len(tracer.sequence) - 1}")
    print(f"phase computed: {tracer.phases}× (target ≤ {PHASES_TARGET}: once per load)")
    print(f"files entered: {len(files)} (target ≤ {FILES_TARGET})")


if __name__ == "__main__":
    asyncio.run(main())
