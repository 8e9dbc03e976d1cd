"""Readable tables and the progress bar for the command line."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

PROGRESS_THRESHOLD = 20_000


def replay_table(data: dict[str, Any]) -> str:
    """A replay result as a table of players, numbered from 1 as on the board (the JSON's
    seats count from 0), and a summary line."""
    lines = [f"{'player':>6}  {'field':>5}  {'chips':>5}  {'alive':<5}  friday"]
    for p in data["players"]:
        friday = "—" if p["friday"] is None else f"player {p['friday'] + 1}"
        alive = "yes" if p["alive"] else "no"
        number = p["seat"] + 1
        lines.append(f"{number:>6}  {p['position']:>5}  {p['chips']:>5}  {alive:<5}  {friday}")
    winner = "none" if data["winner"] is None else f"player {data['winner'] + 1}"
    state = "finished" if data["finished"] else "not finished (dice ran out)"
    lines.append(f"{state}; winner: {winner}; pot {data['pot']}; turns {data['turns']}")
    return "\n".join(lines)


def unused_entries(choices: int, leaves: int) -> list[str]:
    """What of the logs given the game never asked for, one line each (none: nothing)."""
    notes = []
    if choices:
        them = "it" if choices == 1 else "them"
        notes.append(f"--choices: {choices} unused (no choice came up for {them})")
    if leaves:
        notes.append(f"--leaves: {leaves} unused (the game stopped before their step)")
    return notes


def simulate_table(data: dict[str, Any]) -> str:
    """A simulation summary as a table of players, numbered from 1 as on the board."""
    lines = [
        f"games {data['games']}; player 1 takes {data['mean_turns']:.3f} turns on average "
        f"(a whole game, all players' turns: {data['mean_game_turns']:.1f}); "
        f"no winner {data['no_winner_rate']:.2%}",
        f"{'player':>6}  {'policy':<8}  {'wins':>7}  {'deaths':>7}  {'final chips':>11}",
    ]
    for s in data["seats"]:
        lines.append(
            f"{s['seat'] + 1:>6}  {s['policy'] or '':<8}  {s['win_rate']:>7.2%}  "
            f"{s['death_rate']:>7.2%}  {s['mean_final_chips']:>11.2f}"
        )
    return "\n".join(lines)


@contextmanager
def progress(total: int, stream: TextIO | None = None) -> Iterator[Callable[[int], None] | None]:
    """A tqdm bar on `stream` (stderr) for long runs on a terminal; None (no bar) otherwise."""
    stream = sys.stderr if stream is None else stream
    if total < PROGRESS_THRESHOLD or not stream.isatty():
        yield None
        return
    from tqdm import tqdm

    with tqdm(total=total, unit="game", file=stream, mininterval=0.0) as bar:
        step = max(total // 200, 1)

        def tick(done: int) -> None:
            if done % step == 0 or done == total:
                bar.update(done - bar.n)

        yield tick
