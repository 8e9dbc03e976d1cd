"""Players' tokens: distinct colours, each with its seat number, drawn once and pasted."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from tgbot.render.picture.fonts import font

Colour = tuple[int, int, int]

# Okabe–Ito colours first (safe for colour-blind eyes), then more; the seat number tells too.
PALETTE: tuple[Colour, ...] = (
    (213, 94, 0),
    (0, 114, 178),
    (230, 159, 0),
    (0, 158, 115),
    (204, 121, 167),
    (86, 180, 233),
    (240, 228, 66),
    (36, 36, 36),
    (128, 60, 168),
    (158, 98, 44),
)
GREY: Colour = (156, 156, 156)
_UP = 4


def colour_of(seat: int) -> Colour:
    """The token colour of `seat`."""
    return PALETTE[seat % len(PALETTE)]


def _ink_on(colour: Colour) -> Colour:
    """White or black, whichever reads better on `colour`."""
    r, g, b = colour
    return (20, 20, 20) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (255, 255, 255)


@lru_cache(maxsize=64)
def sprite(seat: int, radius: int, grey: bool = False) -> Image.Image:
    """A round RGBA token of `radius` pixels with the seat number (1-based) on it."""
    colour = GREY if grey else colour_of(seat)
    size = (2 * radius + 2) * _UP
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse([0, 0, size - 1, size - 1], fill=(255, 255, 255, 255))
    inset = 2 * _UP
    draw.ellipse([inset, inset, size - 1 - inset, size - 1 - inset], fill=(*colour, 255))
    label = str(seat + 1)
    face = font(int(radius * (1.15 if len(label) == 1 else 0.95)) * _UP, True)
    draw.text((size / 2, size / 2 + _UP), label, font=face, fill=_ink_on(colour), anchor="mm")
    return image.resize((size // _UP, size // _UP), Image.Resampling.LANCZOS)


def paste(canvas: Image.Image, token: Image.Image, x: float, y: float) -> None:
    """Paste `token` centred on (x, y)."""
    w, h = token.size
    canvas.paste(token, (round(x - w / 2), round(y - h / 2)), token)
