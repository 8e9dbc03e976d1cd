"""The static island: sea, shore, the winding track, the 45 marked fields and the ship, cached.

It has no words, so one island serves every language; only the fever rule changes a mark.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from engine import BOARD, Field12
from tgbot.render.picture.layout import (
    BOX_RADIUS,
    HEIGHT,
    SCALE,
    WIDTH,
    Point,
    arc,
    box,
    centres,
    path,
)
from tgbot.render.picture.marks import PLAIN, jumps, marks
from tgbot.render.picture.tokens import tile

SEA = (120, 186, 222)
SAND = (238, 220, 170)
LAND = (176, 208, 128)
TRACK = (214, 188, 136)
INK = (58, 42, 26)
PAPER = (250, 246, 236)
HINT = (92, 112, 140)
NUMBER_SIZE = 17 * SCALE  # font size of a field's number: digits 12.4 phone px tall
MARK_SIZE = 16 * SCALE  # of its mark: 11.7 phone px
MARK_HEIGHT = 12 * SCALE  # the least a mark's ink may stand (digits do at MARK_SIZE)
MARK_ROOM = 33 * SCALE  # the widest a mark may be; wider ones are drawn a little narrower


def _shore(cx: float, cy: float, a: float, b: float) -> list[Point]:
    """A rounded, gently uneven island outline (a superellipse with a wobble)."""
    points: list[Point] = []
    for i in range(180):
        angle = 2 * math.pi * i / 180
        c, s = math.cos(angle), math.sin(angle)
        r = 1 + 0.02 * math.sin(5 * angle) + 0.012 * math.sin(11 * angle + 1)
        x = cx + a * r * math.copysign(abs(c) ** (2 / 8), c)
        y = cy + b * r * math.copysign(abs(s) ** (2 / 8), s)
        points.append((x, y))
    return points


def _dashed(draw: ImageDraw.ImageDraw, points: list[Point], colour: tuple[int, int, int]) -> None:
    """A dashed curve through `points` (every other segment)."""
    for i in range(0, len(points) - 1, 2):
        draw.line([points[i], points[i + 1]], fill=colour, width=SCALE + 1)


def _ship(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """Robinson's ship at the start, where tokens wait for their first roll."""
    u = SCALE
    hull = [(x - 20 * u, y + 2 * u), (x + 20 * u, y + 2 * u), (x + 14 * u, y + 11 * u)]
    hull.append((x - 14 * u, y + 11 * u))
    draw.polygon(hull, fill=(120, 78, 44), outline=INK, width=u)
    draw.line([(x, y + 2 * u), (x, y - 16 * u)], fill=INK, width=u)
    sail = [(x + 2 * u, y - 15 * u), (x + 16 * u, y - u), (x + 2 * u, y - u)]
    draw.polygon(sail, fill=PAPER, outline=INK, width=u)


def _centred(canvas: Image.Image, tile: Image.Image, x: float, y: float) -> None:
    """Paste `tile` with its middle on (x, y)."""
    canvas.paste(tile, (round(x - tile.width / 2), round(y - tile.height / 2)), tile)


def _field(canvas: Image.Image, draw: ImageDraw.ImageDraw, field: int, field12: Field12) -> None:
    """One field: a box filled by its kind, its number above and its symbol below."""
    mark = marks(field12)[field]
    left, top, right, _ = box(field)
    fill = mark.fill if mark else PLAIN
    width = 2 * SCALE if field == BOARD.home else SCALE
    draw.rounded_rectangle(box(field), radius=BOX_RADIUS, fill=fill, outline=INK, width=width)
    x = (left + right) / 2
    _centred(canvas, tile(str(field), NUMBER_SIZE, MARK_ROOM, INK), x, top + 10.5 * SCALE)
    if mark is not None:
        _centred(canvas, mark_tile(mark.symbol, MARK_ROOM), x, top + 27 * SCALE)


def mark_tile(symbol: str, room: float) -> Image.Image:
    """A field's mark in ink, at most `room` wide; a lone sign (☠, ⌂, ♪) drawn bolder, and
    larger than letters if it is small."""
    stroke = 1 if len(symbol) == 1 else 0
    tall = tile(symbol, MARK_SIZE, room, INK, stroke)
    if tall.height < MARK_HEIGHT:
        size = math.ceil(MARK_SIZE * MARK_HEIGHT / (tall.height - 2))
        tall = tile(symbol, size, room, INK, stroke)
    return tall


@lru_cache(maxsize=4)
def island(field12: Field12) -> Image.Image:
    """The board without players, drawn once per fever rule (the same in every language)."""
    canvas = Image.new("RGB", (WIDTH, HEIGHT), SEA)
    draw = ImageDraw.Draw(canvas)
    for row in range(0, HEIGHT, 40 * SCALE):  # a few waves
        for col in range(-1, WIDTH // (30 * SCALE) + 1):
            x = col * 30 * SCALE + (row // (40 * SCALE) % 2) * 15 * SCALE
            draw.arc([x, row, x + 10 * SCALE, row + 5 * SCALE], 200, 340, fill=(150, 204, 232))
    cx, cy = WIDTH / 2, HEIGHT / 2 + 10 * SCALE
    draw.polygon(_shore(cx, cy, WIDTH / 2 - 2, HEIGHT / 2 - 12 * SCALE), fill=SAND)
    draw.polygon(_shore(cx, cy, WIDTH / 2 - 8 * SCALE, HEIGHT / 2 - 18 * SCALE), fill=LAND)
    draw.line(path(range(len(centres()))), fill=TRACK, width=2 * SCALE, joint="curve")
    for src, dst, bulge in jumps():
        _dashed(draw, arc(src, dst, bulge), HINT)
    _ship(draw, *centres()[0])
    for field in range(1, len(centres())):
        _field(canvas, draw, field, field12)
    return canvas
