"""Trace one 🎲 Roll tap through the real bot: the project files it enters, and how often.

A group game of two people on the embedded Redis and the Bot API double, on a text board
(as the tests play), then the same on a picture board (the default: its scene and
`editMessageMedia` add files; the drawing runs in a worker thread the profiler does not
see); the tracer (`sys.settrace`) is on from the press to the settled chat. Counted are
the bot's own files (engine, fsm, tgbot, i18n: the double and the harness run in the same
loop and are left out, with what they call of the bot: the harness asks it whether it is
done), how often the call path changes file, how often the phase is computed, and the lines
the tap runs in those files. Printed, never asserted as a timing.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import json
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import FrameType
from typing import Any

if __package__ in (None, ""):  # run as `python bench/trace_tap.py`: make the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from bench.options import reported_parser
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
HELPERS = ("sandbox", "robinson")  # the double and the harness: not the tap, nor what they call
PHASE = "phase_of"  # the one function that reads a game's phase from its data
FILES_TARGET, PHASES_TARGET = 20, 1
TraceFunction = Callable[[FrameType, str, Any], Any]


class Tracer:
    """Records every call into a bot file: the file sequence, the phase computations and the
    lines run."""

    def __init__(self) -> None:
        self.sequence: list[str] = []
        self.phases = 0
        self.run: dict[str, set[int]] = {}  # the lines run, by file

    def __call__(self, frame: FrameType, event: str, arg: Any) -> TraceFunction | None:
        """The trace hook: a Python call into a bot file is recorded, and its lines traced."""
        if event != "call":
            return None
        path = _bot_file(frame.f_code.co_filename)
        if path is None or _called_by_helpers(frame):
            return None
        if not self.sequence or self.sequence[-1] != path:
            self.sequence.append(path)
        if frame.f_code.co_name == PHASE:
            self.phases += 1
        run = self.run.setdefault(path, set())

        def line(frame: FrameType, event: str, arg: Any) -> TraceFunction:
            """The frame's own hook: each line it runs is recorded."""
            if event == "line":
                run.add(frame.f_lineno)
            return line

        return line

    @property
    def files(self) -> Counter[str]:
        """Each file entered, with how many times the path came into it."""
        return Counter(self.sequence)

    @property
    def packages(self) -> Counter[str]:
        """The files entered per package (tgbot's by subpackage: handlers, outbox, botapi…)."""
        return Counter(_package(path) for path in self.files)

    def crossings(self, source: str, target: str) -> int:
        """How often the call path went from a file of `source` straight into one of `target`."""
        tops = [path.split("/")[0] for path in self.sequence]
        return sum(1 for pair in itertools.pairwise(tops) if pair == (source, target))


def _package(path: str) -> str:
    """A file's package as the breakdown names it: `tgbot/outbox`, `fsm/store`, `engine`."""
    parts = path.split("/")
    return "/".join(parts[:2]) if len(parts) > 2 else parts[0]


def _bot_file(filename: str) -> str | None:
    """The file's path in the project if it belongs to a production package, else None."""
    relative = _project_path(filename)
    return relative.as_posix() if relative is not None and relative.parts[0] in BOT else None


@functools.cache
def _project_path(filename: str) -> Path | None:
    """The file's path inside the project, None for a file outside it."""
    try:
        return Path(filename).resolve().relative_to(ROOT)
    except ValueError:
        return None


def _called_by_helpers(frame: FrameType) -> bool:
    """Whether the double or the harness is among the callers (e.g. the harness asking the
    bot whether it is done): the tap itself runs in the bot's own tasks."""
    caller = frame.f_back
    while caller is not None:
        relative = _project_path(caller.f_code.co_filename)
        if relative is not None and relative.parts[0] in HELPERS:
            return True
        caller = caller.f_back
    return False


async def trace_roll(folder: Path, server: EmbeddedRedis, board: str = "text") -> Tracer:
    """Open a game of two on a `board` ("text" or "picture"), then trace Ana's Roll tap until
    the chat is settled."""
    tracer = Tracer()
    async with BotApiDouble(seed=5) as double:
        ana, boris = double.user("Ana"), double.user("Boris")
        group = double.group("Trace", members=[ana, boris], admins=[ana])
        settings = replace(settings_for(double, server.url, folder), board=board)
        async with running_bot(settings, dice=ScriptedDice([5, 6, 3])):
            live = await start_table(double, group, ana, boris)
            if board == "picture":  # the lobby gives way to the board's photo below it
                await double.wait_until(lambda: live.deleted, timeout=10)
                await double.settled()
                live = next(m for m in reversed(group.messages()) if m.buttons())
            data = roll_data(live)
            await double.settled()
            sys.settrace(tracer)
            try:
                await ana.press(live, data=data)
                await double.settled()
            finally:
                sys.settrace(None)
    return tracer


async def _traced(board: str) -> Tracer:
    """One Roll tap traced on a `board`, on an embedded Redis of its own."""
    with tempfile.TemporaryDirectory() as folder, EmbeddedRedis(Path(folder) / "redis") as server:
        return await trace_roll(Path(folder), server, board)


async def main() -> None:
    """Print the files one Roll tap enters, the changes of file and the phase computations."""
    parser = reported_parser(__doc__)
    args = parser.parse_args()  # one tap is its only size
    tracer, pictured = await _traced("text"), await _traced("picture")
    files = tracer.files
    if args.json:
        rows = [
            ("project files one Roll tap enters", len(files), "files", f"≤ {FILES_TARGET}"),
            ("phase computations in one Roll tap", tracer.phases, "calls", f"≤ {PHASES_TARGET}"),
        ]
        targets = (FILES_TARGET, PHASES_TARGET)
        figures = [
            {"name": n, "value": v, "unit": u, "target": g, "met": v <= most}
            for (n, v, u, g), most in zip(rows, targets, strict=True)
        ]
        print(json.dumps({"figures": figures, "files": dict(files),
                          "picture_files": dict(pictured.files)}))  # fmt: skip
        return
    print(f"one Roll tap in a group game of two, traced: {len(files)} project files")
    for path, times in sorted(files.items()):
        print(f"  {times:4d}× {path}")
    by_package = ", ".join(f"{name} {n}" for name, n in sorted(tracer.packages.items()))
    print(f"by package: {by_package}")
    print(f"changes of file: {len(tracer.sequence) - 1}")
    crossed = {pair: tracer.crossings(*pair) for pair in (("tgbot", "fsm"), ("fsm", "engine"))}
    print("crossings: " + ", ".join(f"{a}→{b} {n}×" for (a, b), n in crossed.items()))
    phases, entered = tracer.phases, len(files)
    print(f"phase computed: {phases}× (target ≤ {PHASES_TARGET}, once per load: {_met(phases)})")
    print(f"files entered: {entered} (target ≤ {FILES_TARGET}: {_met(entered, FILES_TARGET)})")
    more = sorted(set(pictured.files) - set(files))
    print(f"on a picture board (the default): {len(pictured.files)} files, and the drawing in a "
          f"worker thread, not traced; more: {', '.join(more)}")  # fmt: skip
    lines = sum(_lines(path) for path in files)
    print(
        f"their lines: {lines:,}, {lines // entered} a file; in {FILES_TARGET} files, "
        f"{lines // FILES_TARGET} a file (the project aims under ~300 lines a module: "
        "docs/ARCHITECTURE.md, 'A module')"
    )
    run = sum(len(lines) for lines in tracer.run.values())
    print(
        f"the lines the tap runs in them: {run:,} ({run * 100 // lines} %), "
        f"{-(-run // FILES_TARGET)} a file in {FILES_TARGET}"
    )
    packed = ", ".join(f"{_packed(files, most)} under {most}" for most in PACKED_UNDER)
    print(f"those files packed, each folder apart, into as few as fit: {packed} lines")


PACKED_UNDER = (300, 450, 500, 600, 700)  # module sizes the packing is told for


def _lines(path: str) -> int:
    """A project file's length in lines."""
    return len((ROOT / path).read_text(encoding="utf-8").splitlines())


def _packed(files: Counter[str], most: int) -> int:
    """How few files the tap's files would be if each folder's were packed whole into files
    of at most `most` lines with no regard to job (first fit, the longest first)."""
    folders: dict[str, list[int]] = {}
    for path in files:
        folders.setdefault(path.rpartition("/")[0], []).append(_lines(path))
    count = 0
    for sizes in folders.values():
        bins: list[int] = []
        for size in sorted(sizes, reverse=True):
            fit = next((i for i, used in enumerate(bins) if used + size <= most), None)
            if fit is None:
                bins.append(size)
            else:
                bins[fit] += size
        count += len(bins)
    return count


def _met(value: int, target: int = PHASES_TARGET) -> str:
    """Whether a figure is within its target, in words."""
    return "met" if value <= target else "not met"


if __name__ == "__main__":
    asyncio.run(main())
