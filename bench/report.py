"""`make bench`: run every bench script with --json; print the main figures as a table and JSON.

A script that is missing or fails gives "not measured" for its figures, never a number.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
#: Each script and the figures it owes (shown as "not measured" when it gives none).
SCRIPTS: dict[str, list[str]] = {
    "engine.py": ["simulate, 4 players, forward"],
    "games.py": [
        "bytes per six-player game (MEMORY USAGE, 40 rolls in)",
        "10,000 live games: Redis memory",
        "timer sweep, 10,000 live, 100 due",
        "timer sweep, 10,000 live, none due",
    ],
    "bot.py": ["Bot API calls per action"],
    "redis_cost.py": [
        "Redis commands per applied action",
        "Redis round trips per applied action",
    ],
    "throughput.py": ["CPU per update, bot / bare PTB echo bot"],
    "latency.py": ["tap-to-edit latency p50", "tap-to-edit latency p99"],
    "trace_tap.py": ["project files one Roll tap enters", "phase computations in one Roll tap"],
}
#: Each script's smallest run (seconds, for a smoke test: its figures mean nothing then).
SMALLEST: dict[str, list[str]] = {
    "engine.py": ["--games", "200"],
    "games.py": ["--games", "100"],
    "bot.py": ["--games", "1"],
    "redis_cost.py": ["--games", "1"],
    "throughput.py": ["--games", "2", "--taps", "10", "--chats", "2", "--messages", "25"],
    "latency.py": ["--games", "2", "--taps", "3"],
    "trace_tap.py": [],  # one tap is its only size
}


def run(script: str, *args: str) -> list[dict[str, Any]] | str:
    """The figures `script --json` prints on its last line, or why there are none."""
    path = BENCH / script
    if not path.exists():
        return "not measured (no script)"
    done = subprocess.run(
        [sys.executable, str(path), "--json", *args], capture_output=True, text=True, timeout=1800
    )
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        return f"not measured (exit {done.returncode})"
    try:
        figures: list[dict[str, Any]] = json.loads(lines[-1])["figures"]
    except (ValueError, KeyError, TypeError):
        return "not measured (no JSON figures)"
    return figures


def main() -> None:
    """Run the scripts one after another and print the table, then one JSON line.

    With --smallest each runs at its smallest (`SMALLEST`): a check that they all still run.
    """
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smallest", action="store_true", help="each script at its smallest")
    smallest = parser.parse_args().smallest
    machine = f"{platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}"
    rows: list[dict[str, Any]] = []
    for script, owed in SCRIPTS.items():
        figures = run(script, *(SMALLEST[script] if smallest else []))
        if isinstance(figures, str):
            rows += [{"script": script, "name": n, "value": None, "note": figures} for n in owed]
        else:
            rows += [{"script": script, **f} for f in figures]
    width = max(len(r["name"]) for r in rows)
    print(f"Robinson figures, {datetime.date.today()}, {machine}, load {os.getloadavg()[0]:.2f}")
    for r in rows:
        if r["value"] is None:
            shown, verdict = r["note"], ""
        else:
            met = {True: "met", False: "NOT met", None: ""}[r.get("met")]
            shown, verdict = f"{r['value']:,} {r.get('unit', '')}", f"{r.get('target', '')} {met}"
        print(f"{r['name']:<{width}}  {shown:<28} {verdict.strip()}")
    summary = {"date": str(datetime.date.today()), "machine": machine, "figures": rows}
    print(json.dumps(summary, ensure_ascii=False))


if __name__ == "__main__":
    main()
