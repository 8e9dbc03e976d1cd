"""The benchmarks outside `make bench` still run: each, at its smallest, prints its figures.

Only what does not vary from run to run is asserted (games replayed, chats shown); the
timings are printed by the scripts and never checked here.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.imports import ROOT


def run_bench(script: str, *args: str) -> str:
    """Run `bench/<script>` as the docs say (`python bench/<script> …`); its output."""
    done = subprocess.run(
        [sys.executable, f"bench/{script}", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@pytest.mark.long(12)
def test_replicas_bench_plays_and_replays_every_game() -> None:
    """Two replicas, a group game and a solo game (against 🧠 Clever): both replay."""
    out = run_bench("replicas.py", "--replicas", "2", "--groups", "1", "--solos", "1",
                    "--actions", "2")  # fmt: skip
    assert "taps applied: 4 " in out, out
    assert "games whose logs replay to the board shown: 2/2" in out, out


@pytest.mark.long(8)
def test_clock_fault_bench_shows_every_other_chat() -> None:
    """Sixteen chats time out in one sweep: with the first chat's 429, the other 15 are shown."""
    out = run_bench("clock_fault.py")
    runs = [line for line in out.splitlines() if "chats shown after median" in line]
    assert len(runs) == 2 and all("the other 15 chats" in line for line in runs), out
    assert not any("inf" in line for line in runs), out
