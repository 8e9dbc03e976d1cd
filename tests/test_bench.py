"""Every benchmark still runs: each, at its smallest, prints its figures.

Only what does not vary from run to run is asserted (the figures' names, games replayed, chats
shown, files traced); the timings are printed by the scripts and never checked here. The
scripts `make bench` runs through bench/report.py run at `report.SMALLEST`.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from typing import Any

import pytest

from bench.games import GAMES
from bench.report import SCRIPTS, SMALLEST
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


def figures_of(script: str) -> tuple[dict[str, Any], dict[str, float]]:
    """Run `script --json` at its smallest (bench/report.py's way): its JSON, values by name."""
    out = run_bench(script, "--json", *SMALLEST[script])
    printed = json.loads(out.strip().splitlines()[-1])
    values = {f["name"]: f["value"] for f in printed["figures"]}
    assert all(isinstance(v, int | float) for v in values.values()), printed
    return printed, values


def owed(script: str, values: dict[str, float]) -> None:
    """The figures bench/report.py's table owes for `script` are among those it printed."""
    assert set(SCRIPTS[script]) <= set(values), values


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


@pytest.mark.long(0.5)
def test_engine_bench_prints_its_figure() -> None:
    """Three runs of 200 simulated games: games per second."""
    _, values = figures_of("engine.py")
    owed("engine.py", values)
    assert values["simulate, 4 players, forward"] > 0, values


@pytest.mark.long(1)
def test_games_bench_stores_the_games_it_names() -> None:
    """100 live games, all due: the names say so (the owed ones at 10,000 read at 100)."""
    _, values = figures_of("games.py")
    small = SMALLEST["games.py"][SMALLEST["games.py"].index("--games") + 1]
    at_small = {name.replace(f"{GAMES:,}", f"{int(small):,}") for name in SCRIPTS["games.py"]}
    assert at_small == set(values), values
    assert "timer sweep, 100 live, 100 due" in values, values
    assert values["bytes per six-player game (MEMORY USAGE, 40 rolls in)"] > 0, values


@pytest.mark.long(3)
def test_bot_bench_plays_a_game() -> None:
    """One three-player group game through the real bot: Bot API calls per action."""
    _, values = figures_of("bot.py")
    owed("bot.py", values)
    assert values["Bot API calls per action"] >= 1, values  # each action edits the board


@pytest.mark.long(3)
def test_redis_cost_bench_counts_commands_and_round_trips() -> None:
    """One solo game against five computers: the bot's Redis commands and round trips."""
    _, values = figures_of("redis_cost.py")
    owed("redis_cost.py", values)
    assert all(v > 0 for v in values.values()), values


@pytest.mark.long(3)
def test_throughput_bench_runs_the_bot_beside_the_echo_bot() -> None:
    """Two games and two echo chats: the ratio of their CPU per update, every tap shown (the
    bot took the driver's quick taps for double taps' twins until the bench could turn that
    off: ROBINSON_DOUBLE_TAP)."""
    _, values = figures_of("throughput.py")
    owed("throughput.py", values)
    assert values["CPU per update, bot / bare PTB echo bot"] > 0, values
    assert values["taps that showed nothing"] == 0, values


@pytest.mark.long(3)
def test_latency_bench_times_every_tap() -> None:
    """Two games at once, three taps each: p50 and p99, for the games named in the target."""
    printed, values = figures_of("latency.py")
    owed("latency.py", values)
    assert values["tap-to-edit latency p50"] <= values["tap-to-edit latency p99"], values
    assert {f["target"] for f in printed["figures"]} == {"printed (2 games at once)"}, printed


@pytest.mark.long(2)
def test_trace_tap_bench_traces_the_project_files_it_names() -> None:
    """One Roll tap: the files it counts are the files it lists, project files each."""
    printed, values = figures_of("trace_tap.py")
    owed("trace_tap.py", values)
    files = printed["files"]
    assert values["project files one Roll tap enters"] == len(files) >= 1, printed
    assert all((ROOT / path).is_file() for path in files), files
    assert any(path.startswith("engine/") for path in files), files  # a roll reaches the rules
    assert values["phase computations in one Roll tap"] >= 1, values
    pictured = printed["picture_files"]  # the default board: its picture sent, as the text's
    assert "tgbot/outbox/pictures.py" in pictured and "tgbot/outbox/pictures.py" not in files


@pytest.mark.long(3)
def test_picture_bench_draws_and_compares_two_turns() -> None:
    """The first two turns of the six-player game: their CPU, then each candidate encoding."""
    out = run_bench("picture.py", "--turns", "2")
    assert "over 2 turns of a six-player game" in out, out
    rows = [line for line in out.splitlines() if re.match(r"(PNG|JPEG q\d+) +\d+ ", line)]
    assert len(rows) == 11 and sum("← sent" in row for row in rows) == 1, out
    assert out.count("-character name, picture drawn in") == 3, out


@pytest.mark.long(3)
def test_race_bench_plays_every_table() -> None:
    """Ten paired games at each table size and rule set, positions against one rival."""
    out = run_bench("race.py", "--games", "10", "--rivals", "1")
    tables = [line.split() for line in out.splitlines() if re.match(r" +[246] +\w+ +\d+ ", line)]
    assert sorted((t[0], t[1]) for t in tables) == sorted(
        (p, f) for p in "246" for f in ("skip", "extra_roll")
    ), out
    assert all(t[2] == "10" for t in tables), out
    assert out.count("forward rival(s): optimal chose otherwise") == 2, out
    assert out.count("ms per race table") == 2, out


@pytest.mark.long(10)
def test_report_runs_every_script_at_its_smallest() -> None:
    """`bench/report.py --smallest`: each script in its table gives figures, none "not measured"."""
    out = run_bench("report.py", "--smallest")
    rows = json.loads(out.strip().splitlines()[-1])["figures"]
    assert {row["script"] for row in rows} == set(SCRIPTS) == set(SMALLEST), rows
    assert all(row["value"] is not None for row in rows), [r for r in rows if r["value"] is None]
    assert "not measured" not in out, out
