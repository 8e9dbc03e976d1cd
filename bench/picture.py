"""Benchmark: CPU to draw and encode one turn's board picture (target ≤ 8 ms), and how each
encoding and size looks after Telegram's own recompression, side by side.

Telegram recompresses every photo to JPEG (longest side at most 1,280 px); its quality is
not published, `TELEGRAM_QUALITY` is an assumption. Each candidate is drawn, encoded,
"recompressed" so, and shown as a phone shows it (1,080 px wide: 360 px at three device
pixels per px); its PSNR against the lossless picture at that width says how much of the
picture survives. CPU is this process's time (Pillow's encoders run in the calling
thread), printed, never asserted. Names of untrusted length are timed too (they are in the
caption now, not drawn).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

if __package__ in (None, ""):  # run as `python bench/picture.py`: keep the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from engine import ChoiceKind, MoveTo, Roll, SwapWith, apply, new_game
from tgbot.render.picture import Scene, render, render_photo, scene_of
from tgbot.render.picture.draw import JPEG_QUALITY
from tgbot.render.picture.island import island
from tgbot.render.picture.layout import WIDTH

TARGET_MS = 8.0
TELEGRAM_QUALITY = 87  # assumed
PHONE = 1080  # device pixels across a 360 px wide photo on a 3x screen
NAMES = ["Ana", "Борис", "Nguyễn Chi", "Søren", "Ülle", "Петкан"]


def scenes(players: int = 6, seed: int = 1) -> list[Scene]:
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


def encoder(kind: str, width: int, quality: int = 0) -> Callable[[Image.Image], bytes]:
    """Encode a drawn picture as `kind` ("PNG" or "JPEG") at `width` px wide."""

    def encode(image: Image.Image) -> bytes:
        if width != image.width:
            height = round(image.height * width / image.width)
            image = image.resize((width, height), Image.Resampling.BILINEAR)
        buffer = io.BytesIO()
        if kind == "PNG":
            image.save(buffer, "PNG", compress_level=1)
        else:
            image.save(buffer, "JPEG", quality=quality)
        return buffer.getvalue()

    return encode


def as_seen(sent: bytes) -> Image.Image:
    """What a phone shows of `sent`: Telegram's JPEG of it, scaled to `PHONE` px wide."""
    image = Image.open(io.BytesIO(sent)).convert("RGB")
    if max(image.size) > 1280:
        image.thumbnail((1280, 1280))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=TELEGRAM_QUALITY)
    image = Image.open(io.BytesIO(buffer.getvalue())).convert("RGB")
    height = round(image.height * PHONE / image.width)
    return image.resize((PHONE, height), Image.Resampling.BICUBIC)


def psnr(seen: Image.Image, truth: Image.Image) -> float:
    """Peak signal-to-noise ratio of `seen` against `truth`, in dB (higher is better)."""
    squares = ImageStat.Stat(ImageChops.difference(seen, truth)).sum2
    mse = sum(squares) / (3 * truth.width * truth.height)
    return 10 * math.log10(255**2 / mse) if mse else math.inf


def cpu_ms(work: Callable[[], object], repeat: int) -> float:
    """Milliseconds of this process's CPU per call of `work`."""
    started = time.process_time()
    for _ in range(repeat):
        work()
    return (time.process_time() - started) * 1000 / repeat


def compare(turns: list[Scene]) -> None:
    """The candidates side by side: CPU, bytes and PSNR after recompression."""
    sample = turns[:: max(len(turns) // 12, 1)]
    drawn = [render(scene) for scene in sample]
    truths = [
        image.resize((PHONE, round(image.height * PHONE / image.width)), Image.Resampling.LANCZOS)
        for image in drawn
    ]
    candidates = [("PNG", WIDTH, 0), ("PNG", 720, 0)]
    candidates += [("JPEG", w, q) for w in (WIDTH, 900, 720) for q in (80, 90, 95)]
    print(f"{'encoding':<10}{'width':>6}{'encode ms':>11}{'KiB':>7}{'PSNR dB':>9}")
    for kind, width, quality in candidates:
        encode = encoder(kind, width, quality)
        ms = statistics.mean(cpu_ms(lambda im=im, e=encode: e(im), 3) for im in drawn)  # type: ignore[misc]
        sent = [encode(im) for im in drawn]
        kib = statistics.mean(len(s) for s in sent) / 1024
        quality_db = statistics.mean(psnr(as_seen(s), t) for s, t in zip(sent, truths, strict=True))
        name = kind if kind == "PNG" else f"JPEG q{quality}"
        mark = "  ← sent" if (kind, width, quality) == ("JPEG", WIDTH, JPEG_QUALITY) else ""
        print(f"{name:<10}{width:>6}{ms:>11.1f}{kib:>7.0f}{quality_db:>9.1f}{mark}")


def main() -> None:
    """Print the island's first drawing, the per-turn CPU of the picture sent, the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, help="only the game's first turns (all of them)")
    turns = scenes()[: parser.parse_args().turns]
    first = cpu_ms(lambda: island(turns[0].field12), 1)
    times = sorted(cpu_ms(lambda s=scene: render_photo(s), 1) for scene in turns)  # type: ignore[misc]
    draw = statistics.mean(cpu_ms(lambda s=scene: render(s), 1) for scene in turns)  # type: ignore[misc]
    p95 = times[int(len(times) * 0.95)]
    print(f"board picture: the island's first drawing {first:.0f} ms CPU (once per fever rule)")
    print(
        f"board picture: {statistics.mean(times):.1f} ms CPU per turn as sent (JPEG q"
        f"{JPEG_QUALITY}, {WIDTH} px; median {statistics.median(times):.1f}, p95 {p95:.1f}; "
        f"drawing alone {draw:.1f}) over {len(times)} turns of a six-player game; "
        f"target ≤ {TARGET_MS:.0f} ms"
    )
    state = new_game(2)
    render_photo(scene_of(state, ["Robin", "Ana"], [], "en"))  # the island for this table
    for length in (64, 1_000, 10_000):  # Telegram allows 64; a forged update any length
        scene = scene_of(state, ["Ö" * length, "Ana"], [], "en")
        started = time.perf_counter()
        render_photo(scene)
        took = (time.perf_counter() - started) * 1000
        print(f"board picture: a {length:,}-character name, picture drawn in {took:.0f} ms")
    print(f"after Telegram's recompression (JPEG q{TELEGRAM_QUALITY}, assumed), at {PHONE} px:")
    compare(turns)


if __name__ == "__main__":
    main()
