"""Run `robinson-bot run`, profiled between SIGUSR1 and SIGUSR2; stats to $ROBINSON_PROFILE."""

from __future__ import annotations

import cProfile
import os
import signal
import sys
from pathlib import Path
from types import FrameType

if __package__ in (None, ""):  # run as `python bench/profiled_bot.py`: make the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from tgbot.main import run_bot

PROFILE = cProfile.Profile()


def _start(signum: int, frame: FrameType | None) -> None:
    """Start profiling (SIGUSR1)."""
    PROFILE.enable()


def _stop(signum: int, frame: FrameType | None) -> None:
    """Stop profiling and write the stats (SIGUSR2)."""
    PROFILE.disable()
    PROFILE.dump_stats(os.environ["ROBINSON_PROFILE"])


if __name__ == "__main__":
    signal.signal(signal.SIGUSR1, _start)
    signal.signal(signal.SIGUSR2, _stop)
    sys.exit(run_bot())
