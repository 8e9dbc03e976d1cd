"""Players' tokens: one colour per seat, each with its seat number, drawn once and pasted."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from tgbot.render.picture.fonts import font
from tgbot.render.picture.layout import SCALE, TOKEN_RADIUS

Colour = tuple[int, int, int]

# One colour per seat, the same for its token, its arrows and its mark in the caption (EMOJI).
# Chosen so that every two stay apart (CIE ΔE ≥ 25) for normal sight and under simulated
# protanopia, deuteranopia and tritanopia (tests/render/test_palette.py); the seat number on
# the token tells them apart too.
PALETTE: tuple[Colour, ...] = (
    (173, 53, 9),  # red
    (17, 86, 228),  # blue
    (255, 212, 0),  # yellow
    (106, 211, 144),  # green
    (94, 0, 137),  # purple
    (231, 151, 59),  # orange
    (250, 250, 250),  # white
    (30, 30, 30),  # black
    (141, 94, 77),  # brown
    (255, 44, 183),  # pink
)
EMOJI = ("🔴", "🔵", "🟡", "🟢", "🟣", "🟠", "⚪", "⚫", "🟤", "🩷")
GREY: Colour = (156, 156, 156)
RING: Colour = (58, 42, 26)
NUMBER_SIZE = 17 * SCALE  # the seat number: digits 12.4 phone px tall


def colour_of(seat: int) -> Colour:
    """The colour of `seat`'s token and arrows."""
    return PALETTE[seat % len(PALETTE)]


def emoji_of(seat: int) -> str:
    """The coloured circle that marks `seat` in the caption, as its token does on the board."""
    return EMOJI[seat % len(EMOJI)]


def ink_on(colour: Colour) -> Colour:
    """White or black, whichever reads better on `colour`."""
    r, g, b = colour
    return (20, 20, 20) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (255, 255, 255)


def tile(
    text: str, size: int, room: float, colour: Colour, stroke: int = 0, *, line: bool = False
) -> Image.Image:
    """`text` in bold on a transparent tile just big enough (its lines `stroke` px thicker),
    drawn narrower if wider than `room`. A `line` tile is as tall as the font's ascent and
    descent, whatever its letters: words placed by their middle then share a baseline."""
    face = font(size, True)
    left, top, right, bottom = face.getbbox(text, anchor="ls", stroke_width=stroke)
    if line:
        ascent, descent = face.getmetrics()
        top, bottom = -ascent, descent
    image = Image.new("RGBA", (math.ceil(right - left) + 2, math.ceil(bottom - top) + 2))
    ImageDraw.Draw(image).text(
        (1 - left, 1 - top), text, font=face, fill=colour, anchor="ls", stroke_width=stroke
    )
    if image.width > room:
        image = image.resize((math.floor(room), image.height), Image.Resampling.LANCZOS)
    return image


@lru_cache(maxsize=64)
def sprite(seat: int, grey: bool = False, mover: bool = False) -> Image.Image:
    """A round RGBA token with the seat number (1-based) on it; the mover's has a thick ring."""
    colour = GREY if grey else colour_of(seat)
    up = 4  # drawn four times larger, then scaled down: smooth edges
    size = 2 * TOKEN_RADIUS * up
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse([0, 0, size - 1, size - 1], fill=(*RING, 255))
    ring = (2 if mover else 1) * SCALE * up
    draw.ellipse([ring, ring, size - 1 - ring, size - 1 - ring], fill=(255, 255, 255, 255))
    inset = ring + SCALE * up // 2
    draw.ellipse([inset, inset, size - 1 - inset, size - 1 - inset], fill=(*colour, 255))
    image = image.resize((size // up, size // up), Image.Resampling.LANCZOS)
    number = tile(str(seat + 1), NUMBER_SIZE, 2 * TOKEN_RADIUS - 4 * SCALE, ink_on(colour))
    at = ((image.width - number.width) // 2, (image.height - number.height) // 2)
    image.alpha_composite(number, at)
    return image


def paste(canvas: Image.Image, token: Image.Image, x: float, y: float) -> None:
    """Paste `token` centred on (x, y)."""
    w, h = token.size
    canvas.paste(token, (round(x - w / 2), round(y - h / 2)), token)
