"""Side by side: a tap of a six-player solo game with the board as text and as a picture.

Two bot processes in turn, one per board setting, each on a Bot API double of its own and on
the same Redis through a counting proxy of its own, play the same number of solo games (one
person against five computer players, the games played at once). Per tap: the bot's CPU
and its Redis round trips counted at the socket. Printed, never asserted.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from bench.bot_processes import TAP_TIMEOUT, bot_process, cpu_seconds, play_taps
from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from robinson.harness.redis_proxy import RedisProxy
from robinson.harness.testing import buttons, roll_data
from sandbox import BotApiDouble, Person, SimChat, StoredMessage

SOLOS, SOLO_TAPS = 6, 15  # solo games played at once, taps per game
CEILING = 30  # edits a second one bot token may make


def _has_roll(message: StoredMessage) -> bool:
    """Whether the message shows a Roll button."""
    try:
        roll_data(message)
    except AssertionError:
        return False
    return True


async def open_solo(double: BotApiDouble, index: int) -> tuple[SimChat, list[Person]]:
    """A person starts a game against five clever computer players; return once Roll shows."""
    robin = double.user(f"Robin{index}")
    chat = double.private_chat(robin)
    await robin.send(chat, "/new")
    menu = await double.next_bot_message(chat, timeout=TAP_TIMEOUT)
    await robin.press(menu, text="5")
    await double.wait_until(lambda: "🧠 Clever" in buttons(menu), TAP_TIMEOUT)
    await robin.press(menu, text="🧠 Clever")
    await double.wait_until(lambda: any(_has_roll(m) for m in chat.bot_messages()), TAP_TIMEOUT)
    return chat, [robin]


async def solo_taps(
    folder: Path, server: EmbeddedRedis, board: str
) -> tuple[float, int, int, float]:
    """(bot CPU seconds, taps shown, Redis round trips, wall seconds) of the solo games."""
    client = client_for(server.url)
    await client.flushall()  # the other board's unfinished games are in the same chats
    await client.aclose()
    async with (
        BotApiDouble(seed=3) as double,
        RedisProxy(server.socket_path, folder / f"{board}.sock") as proxy,
        bot_process(double, proxy.url, folder / board, board=board, driver_url=server.url) as (
            process,
            _,
            store,
        ),
    ):
        tables = [await open_solo(double, i) for i in range(SOLOS)]
        await proxy.quiet()
        proxy.reset()
        cpu, started = cpu_seconds(process.pid), time.perf_counter()
        shown = await asyncio.gather(
            *(play_taps(double, store, chat, people, SOLO_TAPS) for chat, people in tables)
        )
        wall = time.perf_counter() - started
        await proxy.quiet()
        return cpu_seconds(process.pid) - cpu, sum(map(len, shown)), proxy.round_trips, wall


async def compare(folder: Path, server: EmbeddedRedis) -> None:
    """Run both boards and print CPU and round trips per tap, and the picture's edge."""
    (folder / "text").mkdir(exist_ok=True)
    (folder / "picture").mkdir(exist_ok=True)
    text = await solo_taps(folder, server, "text")  # one after the other: the driver's
    picture = await solo_taps(folder, server, "picture")  # loop waits for each to start
    print(f"solo games, one person against five computers: {SOLOS} games × {SOLO_TAPS} taps")
    ms = {}
    for name, (cpu, taps, trips, wall) in (("text", text), ("picture", picture)):
        ms[name] = 1000 * cpu / taps
        print(
            f"  {name:>7} board: {ms[name]:.1f} ms CPU and {trips / taps:.2f} Redis round trips "
            f"per tap ({taps} taps, {taps / wall:.0f} edits/s at the pace the driver kept)"
        )
    print(f"  a picture tap costs {ms['picture'] - ms['text']:.1f} ms CPU more (target ≤ 8)")
    print(
        f"  one core keeps up with {1000 / ms['picture']:.0f} picture edits a second "
        f"(the token's ceiling: {CEILING})"
    )
