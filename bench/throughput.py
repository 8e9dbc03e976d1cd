"""Benchmark: CPU per update of the bot and of a bare PTB echo bot, side by side as processes.

Both run against a Bot API double of their own (in this process) with the throttle off and no
flood limits; the bot plays three-player group games tap by tap, the echo bot answers text
messages with one reply and one button. Only the CPU time the two processes spend while the
taps and messages are being handled is counted (start-up and lobbies are left out).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):  # run as `python bench/throughput.py`: make the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from bench import solo_boards
from bench.bot_processes import (
    TAP_TIMEOUT,
    UNSHOWN_TAPS,
    applied_actions,
    bot_process,
    cpu_seconds,
    open_table,
    play_taps,
    profiling,
    report_unshown,
    spawn,
    stop,
)
from bench.options import reported_parser
from fsm.store.embedded import EmbeddedRedis
from sandbox import BotApiDouble, Person, SimChat

GAMES, TAPS = 10, 40  # group games played at once, taps per game
CHATS, MESSAGES = 10, 40  # private chats with the echo bot at once, messages per chat


async def robinson(folder: Path, redis_url: str, games: int, taps: int) -> tuple[float, int]:
    """The bot's CPU seconds and applied actions while `games` games take `taps` taps each."""
    async with (
        BotApiDouble(seed=1) as double,
        bot_process(double, redis_url, folder) as (process, port, store),
    ):
        tables = await asyncio.gather(*(open_table(double, i) for i in range(games)))
        cpu, actions = cpu_seconds(process.pid), applied_actions(port)
        profiling(process, start=True)
        await asyncio.gather(*(play_taps(double, store, g, p, taps) for g, p in tables))
        profiling(process, start=False)
        return cpu_seconds(process.pid) - cpu, applied_actions(port) - actions


async def _chat(double: BotApiDouble, person: Person, chat: SimChat, count: int) -> None:
    """Send ``count`` messages, each once the previous one has its answer."""
    for n in range(count):
        await person.send(chat, f"echo {n}")
        await double.next_bot_message(chat, timeout=TAP_TIMEOUT)


async def echo(chats: int, messages: int, transport: str = "httpx") -> tuple[float, int]:
    """The echo bot's CPU seconds and the updates it answered (PTB's transport, or the bot's)."""
    async with BotApiDouble(seed=2) as double:
        env = {"TELEGRAM_BOT_TOKEN": double.token, "TELEGRAM_API_BASE_URL": double.base_url}
        env["ECHO_TRANSPORT"] = transport
        process = spawn(["bench/echo_bot.py"], {**os.environ, **env})
        try:
            people = [double.user(f"Echo{i}") for i in range(chats)]
            rooms = [double.private_chat(p) for p in people]
            await _chat(double, people[0], rooms[0], 1)  # started and warm
            cpu = cpu_seconds(process.pid)
            await asyncio.gather(
                *(_chat(double, p, c, messages) for p, c in zip(people, rooms, strict=True))
            )
            return cpu_seconds(process.pid) - cpu, chats * messages
        finally:
            await asyncio.to_thread(stop, process)  # this loop serves its last getUpdates


def arguments() -> argparse.Namespace:
    """The command line: the sizes (the documented figures are at the defaults) and the modes."""
    parser = reported_parser(__doc__)
    parser.add_argument("--games", type=int, default=GAMES, help=f"group games at once ({GAMES})")
    parser.add_argument("--taps", type=int, default=TAPS, help=f"taps per game ({TAPS})")
    parser.add_argument("--chats", type=int, default=CHATS, help=f"echo chats at once ({CHATS})")
    parser.add_argument("--messages", type=int, default=MESSAGES, help=f"per chat ({MESSAGES})")
    parser.add_argument("--same-transport", action="store_true", help="a third: echo on aiohttp")
    parser.add_argument("--picture", action="store_true", help="only the solo games' boards")
    return parser.parse_args()


async def main() -> None:
    """Run both side by side; print CPU per update of each and the ratio; then a tap of a
    solo game with the board as text and as a picture, side by side (`bench.solo_boards`).

    With --same-transport a second echo bot runs beside them on the bot's HTTP transport;
    with --picture only the solo games run.
    """
    args = arguments()
    if args.picture:  # only the solo games, text board beside picture board
        with tempfile.TemporaryDirectory() as folder, EmbeddedRedis(Path(folder) / "r") as server:
            await solo_boards.compare(Path(folder), server)
        return
    with tempfile.TemporaryDirectory() as folder, EmbeddedRedis(Path(folder) / "redis") as server:
        both = [
            robinson(Path(folder), server.url, args.games, args.taps),
            echo(args.chats, args.messages),
        ]
        if args.same_transport:  # a third: the echo bot on the bot's transport
            both.append(echo(args.chats, args.messages, "aiohttp"))
        (bot_cpu, actions), (echo_cpu, updates), *same = await asyncio.gather(*both)
    bot_ms, echo_ms = 1000 * bot_cpu / actions, 1000 * echo_cpu / updates
    if echo_ms <= 0:  # too few echoes for one clock tick of CPU: no ratio to give
        sys.exit("throughput: the echo bot's CPU rounds to 0; run more --chats or --messages")
    if args.json:
        ratio = round(bot_ms / echo_ms, 2)
        name = "CPU per update, bot / bare PTB echo bot"
        figure = {"name": name, "value": ratio, "unit": "×", "target": "≤ 2", "met": ratio <= 2}
        lost = len(UNSHOWN_TAPS)  # a tap the bot never showed would make the ratio wrong
        unshown = {"name": "taps that showed nothing", "value": lost, "unit": "taps",
                   "target": "0", "met": lost == 0}  # fmt: skip
        print(json.dumps({"figures": [figure, unshown]}))
        return
    print(
        f"throughput: {args.games} group games × {args.taps} taps "
        f"vs {args.chats} chats × {args.messages} echoes"
    )
    print(f"bot CPU per applied action: {bot_ms:.2f} ms ({actions} actions)")
    print(f"echo bot CPU per update: {echo_ms:.2f} ms ({updates} updates)")
    print(f"ratio: {bot_ms / echo_ms:.2f}× (target ≤ 2×)")
    report_unshown()
    with tempfile.TemporaryDirectory() as folder, EmbeddedRedis(Path(folder) / "redis") as server:
        await solo_boards.compare(Path(folder), server)  # the board as text and as a picture
    if same:  # the bot's own cost beside PTB's, the HTTP client set aside
        same_ms = 1000 * same[0][0] / same[0][1]
        print(f"echo bot on the bot's transport (aiohttp): {same_ms:.2f} ms per update")
        print(f"ratio on the same transport: {bot_ms / same_ms:.2f}×")


if __name__ == "__main__":
    asyncio.run(main())
