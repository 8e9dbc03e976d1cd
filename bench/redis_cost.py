"""Benchmark: what a solo game against five computer players costs in Redis, per applied action.

Counts the commands at the server (INFO commandstats) and the round trips at the socket (a
counting proxy between the bot and Redis); an applied action is one engine step (a roll or a
choice, the computers' included). Printed, never asserted as a timing.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):  # run as `python bench/redis_cost.py`: make the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from bench.options import reported_parser
from fsm import EmbeddedRedis, Stores, client_for, from_doc
from robinson.harness.redis_proxy import RedisProxy
from robinson.harness.testing import ScriptedDice, play_turn, running_bot, settings_for, start_solo
from sandbox import BotApiDouble

GAMES = 3
OWN = ("info", "config|resetstat", "config")  # the bench's own questions to the server


async def commands(server: EmbeddedRedis) -> int:
    """The commands the server has run since its statistics were reset."""
    client = client_for(server.url)
    try:
        info = await client.info("commandstats")
    finally:
        await client.aclose()
    return sum(int(v["calls"]) for k, v in info.items() if k.removeprefix("cmdstat_") not in OWN)


async def solo_game(seed: int, folder: Path, server: EmbeddedRedis) -> tuple[int, int, int]:
    """Play one solo game against five computers; return (actions, commands, round trips)."""
    client = client_for(server.url)
    await client.flushall()
    store = Stores.open(client)
    counting = RedisProxy(server.socket_path, folder / "proxy.sock")
    async with BotApiDouble(seed=seed) as double, counting as proxy:
        robin = double.user("Robin")
        chat = double.private_chat(robin)
        settings = settings_for(double, proxy.url, folder)
        async with running_bot(settings, dice=ScriptedDice(rng=random.Random(seed))):
            await start_solo(double, chat, robin, 5, "🧠 Clever")
            await proxy.quiet()
            await client.config_resetstat()
            proxy.reset()
            turns = 0
            while await store.games.load(chat.id) is not None:
                await play_turn(double, store, chat, {robin.id: robin})
                turns += 1
            await proxy.quiet()
            trips = proxy.round_trips
        used = await commands(server)
        (last,) = await store.history.recent(chat.id, 1)
    await client.aclose()
    used -= 2 * turns + 1  # the driver's own loads (two a turn, one at the end), not the bot's
    return from_doc(last).engine.step, used, trips  # type: ignore[union-attr]


async def main() -> None:
    """Print Redis commands and round trips per applied action over a few solo games."""
    parser = reported_parser(__doc__)
    parser.add_argument("--games", type=int, default=GAMES, help=f"games played ({GAMES})")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, EmbeddedRedis(Path(folder) / "redis") as server:
        totals = [await solo_game(seed, Path(folder), server) for seed in range(1, args.games + 1)]
    actions = sum(t[0] for t in totals)
    commands, trips = sum(t[1] for t in totals) / actions, sum(t[2] for t in totals) / actions
    if args.json:
        rows = [
            ("Redis commands per applied action", round(commands, 2), "commands", 6),
            ("Redis round trips per applied action", round(trips, 2), "round trips", 2),
        ]
        figures = [
            {"name": n, "value": v, "unit": u, "target": f"≤ {limit}", "met": v <= limit}
            for n, v, u, limit in rows
        ]
        print(json.dumps({"figures": figures}))
        return
    print(
        f"redis, {args.games} solo games against five computer players, {actions} applied actions"
    )
    print(f"Redis commands per applied action: {sum(t[1] for t in totals) / actions:.2f} (≤ 6)")
    print(f"round trips per applied action: {sum(t[2] for t in totals) / actions:.2f}")


if __name__ == "__main__":
    asyncio.run(main())
