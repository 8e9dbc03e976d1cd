"""Benchmark: tap-to-edit latency with 50 group games played at once through the double.

The bot runs as a process (`robinson-bot run`, throttle off, no flood limits in the double);
each game's mover taps as soon as the previous tap's edit has arrived at the double, and the
time from the tap (the update queued) to the live message's edit is recorded.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):  # run as `python bench/latency.py`: make the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from bench.bot_processes import (
    bot_process,
    open_table,
    play_taps,
    report_unshown,
)
from bench.options import reported_parser
from fsm.store.embedded import EmbeddedRedis
from sandbox import BotApiDouble

GAMES, TAPS = 50, 20  # games played at once, taps per game


async def measure(folder: Path, redis_url: str, games: int, taps: int) -> list[float]:
    """Every tap's seconds from the tap to the edit, `games` at once, `taps` in each."""
    async with (
        BotApiDouble(seed=3) as double,
        bot_process(double, redis_url, folder) as (_, _, store),
    ):
        tables = await asyncio.gather(*(open_table(double, i) for i in range(games)))
        runs = await asyncio.gather(*(play_taps(double, store, g, p, taps) for g, p in tables))
    return [seconds for run in runs for seconds in run]


async def main() -> None:
    """Print p50 and p99 of tap-to-edit."""
    parser = reported_parser(__doc__)
    parser.add_argument("--games", type=int, default=GAMES, help=f"games at once ({GAMES})")
    parser.add_argument("--taps", type=int, default=TAPS, help=f"taps per game ({TAPS})")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, EmbeddedRedis(Path(folder) / "redis") as server:
        taps = await measure(Path(folder), server.url, args.games, args.taps)
    cuts = statistics.quantiles(taps, n=100)
    if args.json:
        figures = [
            {"name": f"tap-to-edit latency {name}", "value": round(1000 * cuts[at], 1)}
            for name, at in (("p50", 49), ("p99", 98))
        ]
        for figure in figures:
            figure |= {"unit": "ms", "target": f"printed ({args.games} games at once)"}
        print(json.dumps({"figures": figures}))
        return
    print(f"latency: {args.games} group games at once, {len(taps)} taps, bot process, throttle off")
    print(f"tap-to-edit p50: {1000 * cuts[49]:.1f} ms, p99: {1000 * cuts[98]:.1f} ms")
    report_unshown()


if __name__ == "__main__":
    asyncio.run(main())
