"""Fonts for the board picture: DejaVu Sans 2.35 and Sans Bold, shipped here with their licence."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from fontTools.ttLib import TTFont
from PIL import ImageFont

#: The package's own copy (package data), never the host's fonts.
FONT_DIR = Path(__file__).resolve().parent / "dejavu"
REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
LICENCE = "LICENSE"


def font_dir() -> Path:
    """The folder of the DejaVu fonts the picture is drawn in."""
    return FONT_DIR


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (or Sans Bold) at `size` pixels, loaded once."""
    return ImageFont.truetype(str(font_dir() / (BOLD if bold else REGULAR)), size)


@lru_cache(maxsize=1)
def covered() -> frozenset[int]:
    """The code points both faces draw with a real glyph (no missing-glyph box)."""
    points: frozenset[int] | None = None
    for name in (REGULAR, BOLD):
        cmap = TTFont(str(font_dir() / name), lazy=True).getBestCmap()
        found = frozenset(cmap)
        points = found if points is None else points & found
    return points or frozenset()


def drawable(text: str) -> str:
    """`text` without the characters the fonts lack (emoji, mostly), spaces tidied."""
    kept = covered()
    clean = "".join(ch if ord(ch) in kept else " " for ch in text)
    return " ".join(clean.split())


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text` cut with '…' so that it is at most `width` pixels wide.

    Bounded work whatever the text's length (a forged name may be 10,000 characters): no more
    than `width` characters are measured (every glyph drawn is at least a pixel wide), and
    the longest prefix that fits is found by halving, in about log2(`width`) measurements.
    """
    face = font(size, bold)
    if len(text) <= width and face.getlength(text) <= width:
        return text
    text = text[:width]
    fits, too_long = 0, len(text) + 1  # text[:fits] + "…" fits; text[:too_long] + "…" does not
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if face.getlength(text[:middle] + "…") <= width:
            fits = middle
        else:
            too_long = middle
    return text[:fits].rstrip() + "…"
