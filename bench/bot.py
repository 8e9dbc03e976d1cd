"""Benchmark: a group game through the real bot and the Bot API double; calls and time per turn."""

from __future__ import annotations

import asyncio
import json
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as `python bench/bot.py`: make the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from bench.options import reported_parser
from fsm import EmbeddedRedis, Stores, client_for
from robinson.harness.testing import ScriptedDice, play_turn, running_bot, settings_for
from sandbox import BotApiDouble

GAMES = 3


async def one_game(seed: int, folder: Path, server: EmbeddedRedis) -> tuple[int, int, float]:
    """Play one three-player game; return (actions, Bot API calls, seconds of play)."""
    client = client_for(server.url)
    await client.flushall()
    async with BotApiDouble(seed=seed) as double:
        people = [double.user(name) for name in ("Ana", "Boris", "Chi")]
        group = double.group("Bench", members=people, admins=people[:1])
        store = Stores.open(client)
        settings = settings_for(double, server.url, folder)
        async with running_bot(settings, dice=ScriptedDice(rng=random.Random(seed))):
            await people[0].send(group, "/new")
            lobby = await double.next_bot_message(group)
            for person in people[1:]:
                await person.press(lobby, text="✋ Join")
            await people[0].press(lobby, text="▶️ Start")
            await double.settled()
            double.reset_counts()
            started, actions = time.perf_counter(), 0
            while await store.games.load(group.id) is not None:
                await play_turn(double, store, group, {p.id: p for p in people})
                actions += 1
            elapsed = time.perf_counter() - started
        calls = sum(n for method, n in double.calls.items() if method != "getUpdates")
    await client.aclose()
    return actions, calls, elapsed


async def main() -> None:
    """Print Bot API calls per action and wall time per action over a few games."""
    parser = reported_parser(__doc__)
    parser.add_argument("--games", type=int, default=GAMES, help=f"games played ({GAMES})")
    args = parser.parse_args()
    cpu = time.process_time()
    with tempfile.TemporaryDirectory() as folder, EmbeddedRedis(Path(folder) / "redis") as server:
        totals = [await one_game(seed, Path(folder), server) for seed in range(1, args.games + 1)]
    actions = sum(t[0] for t in totals)
    calls = sum(t[1] for t in totals)
    seconds = sum(t[2] for t in totals)
    per_action = 1000 * seconds / actions
    cpu_ms = 1000 * (time.process_time() - cpu) / actions
    if args.json:
        rows = [("Bot API calls per action", round(calls / actions, 2), "calls", "≤ 2")]
        rows.append(("CPU per action (bot + double + driver)", round(cpu_ms, 1), "ms", "printed"))
        figures = [{"name": n, "value": v, "unit": u, "target": t} for n, v, u, t in rows]
        figures[0]["met"] = calls / actions <= 2
        print(json.dumps({"figures": figures}))
        return
    print(f"bot, {args.games} three-player group games, {actions} actions (rolls and choices)")
    print(f"Bot API calls per action: {calls / actions:.2f} (target ≤ 2)")
    print(f"time per action: {per_action:.1f} ms (the driver waits for the bot to finish each tap)")
    # Upper bounds for one bot process (the double and the driver share this process):
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"CPU per action: {cpu_ms:.1f} ms; peak memory: {peak:.0f} MiB (bot + double + driver)")


if __name__ == "__main__":
    asyncio.run(main())
