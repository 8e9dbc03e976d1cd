"""Benchmark: milliseconds to draw one turn's board picture as PNG bytes (target < 50 ms), and
with names of untrusted length."""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):  # run as `python bench/picture.py`: keep the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from engine import ChoiceKind, MoveTo, Roll, SwapWith, apply, new_game
from tgbot.render.picture import Scene, render_png, scene_of

TARGET_MS = 50.0
NAMES = ["Ana", "Борис", "Nguyễn Chi", "Søren", "Ülle", "Петкан"]


def scenes(players: int = 4, seed: int = 1) -> list[Scene]:
    """The scene after every action of one seeded game, as the bot would draw them."""
    rng = random.Random(seed)
    state = new_game(players)
    out: list[Scene] = []
    while not state.finished:
        pending = state.pending
        if pending is None:
            state, events = apply(state, Roll(rng.randint(1, 6)))
        elif pending.kind is ChoiceKind.SWAP:
            state, events = apply(state, SwapWith(pending.options[0]))
        else:
            state, events = apply(state, MoveTo(pending.options[0]))
        out.append(scene_of(state, NAMES[:players], events, "vi"))
    return out


def main() -> None:
    """Print the first (island) render and the per-turn render times."""
    turns = scenes()
    started = time.perf_counter()
    render_png(turns[0])
    first = (time.perf_counter() - started) * 1000
    times = []
    for scene in turns:
        started = time.perf_counter()
        render_png(scene)
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    p95 = times[int(len(times) * 0.95)]
    print(f"board picture: first render with the island {first:.0f} ms")
    print(
        f"board picture: {statistics.mean(times):.1f} ms per turn (median "
        f"{statistics.median(times):.1f}, p95 {p95:.1f}) over {len(times)} turns; "
        f"target < {TARGET_MS:.0f} ms"
    )
    state = new_game(2)
    render_png(scene_of(state, ["Robin", "Ana"], [], "en"))  # the island for this table, drawn
    for length in (64, 1_000, 10_000):  # Telegram allows 64; a forged update any length
        scene = scene_of(state, ["Ö" * length, "Ana"], [], "en")
        started = time.perf_counter()
        render_png(scene)
        took = (time.perf_counter() - started) * 1000
        print(f"board picture: a {length:,}-character name drawn in {took:.0f} ms")


if __name__ == "__main__":
    main()
