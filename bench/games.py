"""Benchmark: bytes per six-player game in Redis, 10,000 live games, and one timer sweep."""

from __future__ import annotations

import asyncio
import json
import random
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as `python bench/games.py`: make the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from bench.options import reported_parser
from engine.events import ChoiceKind
from fsm.commands import Actor, Choose, RollDie, Start
from fsm.data import Seat, SessionData
from fsm.service import GameService
from fsm.session import Session, to_doc
from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from fsm.store.stores import Stores

GAMES = 10_000
DUE = 100  # deadlines passed at the sweep: one sweep's worth (the store hands out 100 at a time)
BYTES_TARGET = 600
NOW = 1_700_000_000.0
NAMES = ("Ann Smith", "Bob", "Катя", "Dũng", "Eve", "Frederik")


def six_player_game(rolls: int, seed: int = 3) -> SessionData:
    """A group game of six people after `rolls` rolls (forward choices), as it is saved."""
    people = [Actor(1_000_000_000 + 7919 * i, name) for i, name in enumerate(NAMES)]
    data = SessionData("3fa9c01b", -1_001_234_567_890, people[0].user_id, created=NOW)
    data.seats = [Seat(p.name, p.user_id) for p in people]
    session, rng = Session(data), random.Random(seed)

    def dice() -> int:
        return rng.randint(1, 6)

    session.perform(Start(people[0]), now=NOW, dice=dice)
    while len(data.dice_log) < rolls and not session.engine.finished:
        state = session.engine
        actor = next(p for p in people if p.user_id == data.seats[state.current].user_id)
        pending = state.pending
        if pending is None:
            session.perform(RollDie(actor, data.game_id, state.step), now=NOW, dice=dice)
        else:
            swap = pending.kind is ChoiceKind.SWAP
            option = pending.options[0] if swap else max(pending.options)
            command = Choose(actor, data.game_id, state.step, option, swap)
            session.perform(command, now=NOW, dice=dice)
    return data


async def measure(server: EmbeddedRedis, games: int = GAMES) -> dict[str, float]:
    """Store `games` live games (the first `due(games)` due), read Redis's memory, time sweeps."""
    redis = client_for(server.url)
    await redis.flushall()
    stores = Stores.open(redis)
    store = stores.games
    figures: dict[str, float] = {}
    for rolls in (0, 40, 80):
        data = six_player_game(rolls)
        await store.save(data.chat_id, to_doc(data), expected_rev=None, deadline=NOW + 300)
        figures[f"bytes_{rolls}"] = await redis.memory_usage(store.keys.game(data.chat_id)) or 0
        await redis.flushall()
    game40, docs = six_player_game(40), {}
    for deadline in (NOW - 1, NOW + 3600):  # reminded already: the timeout is due, or not yet
        game40.remind_at, game40.timeout_at = None, deadline
        docs[deadline] = to_doc(game40)
    before = (await redis.info("memory"))["used_memory"]
    for start in range(0, games, 50):
        saves = []
        for chat in range(start, min(start + 50, games)):
            deadline = NOW - 1 if chat < due(games) else NOW + 3600
            game = {**docs[deadline], "chat_id": -chat - 1}
            saves.append(store.save(-chat - 1, game, expected_rev=None, deadline=deadline))
        await asyncio.gather(*saves)
    used = (await redis.info("memory"))["used_memory"] - before
    figures["memory_mib"] = used / 2**20
    figures["bytes_per_live_game"] = used / games
    service = GameService(
        stores,
        dice=lambda: 3,
        clock=lambda: NOW,
        new_id=lambda: "g",
    )
    started = time.perf_counter()
    fired = await service.wake_due()
    figures["sweep_due_ms"] = 1000 * (time.perf_counter() - started)
    figures["sweep_fired"] = len(fired)
    started = time.perf_counter()
    await service.wake_due()
    figures["sweep_idle_ms"] = 1000 * (time.perf_counter() - started)
    await redis.aclose()
    return figures


def due(games: int) -> int:
    """The games whose deadline has passed at the sweep: `DUE`, or all of them if fewer."""
    return min(DUE, games)


def main() -> None:
    """Print the figures (or, with --json, one JSON line for bench/report.py)."""
    parser = reported_parser(__doc__)
    parser.add_argument("--games", type=int, default=GAMES, help=f"live games ({GAMES:,})")
    args = parser.parse_args()
    games, due_now = args.games, due(args.games)
    with tempfile.TemporaryDirectory() as folder, EmbeddedRedis(Path(folder) / "redis") as server:
        f = asyncio.run(measure(server, games))
    if args.json:
        print(
            json.dumps(
                {
                    "figures": [
                        {
                            "name": "bytes per six-player game (MEMORY USAGE, 40 rolls in)",
                            "value": f["bytes_40"],
                            "unit": "B",
                            "target": f"≤ {BYTES_TARGET}",
                            "met": f["bytes_40"] <= BYTES_TARGET,
                        },
                        {
                            "name": f"{games:,} live games: Redis memory",
                            "value": round(f["memory_mib"], 1),
                            "unit": "MiB",
                            "target": "printed",
                            "met": None,
                        },
                        {
                            "name": f"timer sweep, {games:,} live, {due_now} due",
                            "value": round(f["sweep_due_ms"], 1),
                            "unit": "ms",
                            "target": "printed",
                            "met": None,
                        },
                        {
                            "name": f"timer sweep, {games:,} live, none due",
                            "value": round(f["sweep_idle_ms"], 2),
                            "unit": "ms",
                            "target": "printed",
                            "met": None,
                        },
                    ]
                }
            )
        )
        return
    print(
        "six-player group game, MEMORY USAGE of its key: "
        f"{f['bytes_0']:.0f} B at the start, {f['bytes_40']:.0f} B after 40 rolls, "
        f"{f['bytes_80']:.0f} B after 80 (target ≤ {BYTES_TARGET})"
    )
    print(
        f"{games:,} live six-player games: {f['memory_mib']:.1f} MiB of Redis memory "
        f"({f['bytes_per_live_game']:.0f} B a game with the deadline index)"
    )
    print(
        f"one timer sweep with {due_now} due: {f['sweep_due_ms']:.1f} ms "
        f"({f['sweep_fired']:.0f} fired); with none due: {f['sweep_idle_ms']:.2f} ms"
    )


if __name__ == "__main__":
    main()
