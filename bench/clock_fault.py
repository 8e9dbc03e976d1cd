"""Benchmark: sixteen chats time out in one sweep of the clock; how soon is each shown?

Once with the first chat's board edit answered by a 429 asking for 15 s (the text board), once
with no fault on the picture board. Each chat's delay is from the sweep's game clock moving on
to the double seeing the timed-out turn. Printed, never asserted as a timing.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
from dataclasses import replace
from functools import partial
from pathlib import Path

if __package__ in (None, ""):  # run as `python bench/clock_fault.py`: make the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from fsm import EmbeddedRedis, client_for
from robinson.harness.testing import Clock, ScriptedDice, running_bot, settings_for, start_table
from sandbox import BotApiDouble, SimChat

CHATS = 16
HALF = 150.0  # half the default turn time


def said(chat: SimChat, text: str) -> bool:
    """Whether a visible bot message in `chat` reads `text` (or has it in its caption)."""
    return any(text in (m.text or m.caption or "") for m in chat.bot_messages())


async def sweep(board: str, retry_after: int | None, folder: Path, url: str) -> list[float]:
    """Seconds from the sweep to each chat showing its timeout (the first chat's last; inf if
    it was still waiting when the others were shown)."""
    async with BotApiDouble(seed=3) as double:
        clock = Clock()
        settings = replace(settings_for(double, url, folder), board=board, nudge_after=0.0)
        groups: list[tuple[SimChat, str, float]] = []
        async with running_bot(settings, dice=ScriptedDice(), clock=clock, timers=True):
            for n in range(CHATS):
                ana, boris = double.user(f"Ana{n}"), double.user(f"Boris{n}")
                group = double.group(f"Cove {n}", members=[ana, boris], admins=[ana])
                groups.append((group, ana.first_name, clock.now))
                await start_table(double, group, ana, boris)
                clock.now += 1
            for group, name, began in groups:  # reminders one sweep each: timeouts in order
                clock.now = began + HALF + 0.5
                await double.wait_until(partial(said, group, f"{name}, it's your"))
            await double.settled()
            if retry_after is not None:
                double.fail_next("editMessageText", chat=groups[0][0], retry_after=retry_after)
            loop = asyncio.get_running_loop()
            began = loop.time()
            clock.now += HALF + 10
            shown: dict[int, float] = {}
            others = {g.id for g, _, _ in groups[1:]}
            while not others <= shown.keys():
                for group, name, _ in groups:
                    if group.id not in shown and said(group, f"{name} took too long"):
                        shown[group.id] = loop.time() - began
                await asyncio.sleep(0.005)
        return [shown.get(g.id, float("inf")) for g, _, _ in groups]


async def main() -> None:
    """Print how soon the chats were shown after one sweep, with and without a 429."""
    with tempfile.TemporaryDirectory() as folder, EmbeddedRedis(Path(folder) / "redis") as server:
        runs = [
            ("text board, first chat 429 (15 s)", "text", 15),
            ("picture board, no fault", "picture", None),
        ]
        for title, board, retry_after in runs:
            client = client_for(server.url)
            await client.flushall()  # each run's double numbers its chats alike
            await client.aclose()
            delays = await sweep(board, retry_after, Path(folder), server.url)
            others = delays[1:]
            first = "still waiting" if delays[0] == float("inf") else f"{delays[0]:.2f} s"
            print(
                f"{title}: the other {len(others)} chats shown after median "
                f"{statistics.median(others):.2f} s, max {max(others):.2f} s; the first: {first}"
            )


if __name__ == "__main__":
    asyncio.run(main())
