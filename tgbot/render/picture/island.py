"""The static island: sea, shore, the winding path, the 45 marked fields and the key, cached."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from engine import Field12
from i18n import t
from tgbot.render.picture.fonts import drawable, fit, font
from tgbot.render.picture.layout import (
    BOARD_HEIGHT,
    FIELD_RADIUS,
    HEIGHT,
    WIDTH,
    Point,
    arc,
    centres,
)
from tgbot.render.picture.marks import PLAIN, jumps, key_entries, marks

SEA = (120, 186, 222)
SAND = (238, 220, 170)
LAND = (176, 208, 128)
TRACK = (196, 160, 104)
INK = (58, 42, 26)
PAPER = (250, 246, 236)
HINT = (92, 112, 140)
SCALE = 2  # drawn twice as large, then scaled down: smooth edges
KEY_TOP = 1004
KEY_COLUMNS = 4
KEY_ROW = 28


def _s(point: Point) -> Point:
    """A point on the supersampled canvas."""
    return point[0] * SCALE, point[1] * SCALE


def _shore(cx: float, cy: float, a: float, b: float) -> list[Point]:
    """A rounded, gently uneven island outline (a superellipse with a wobble)."""
    points: list[Point] = []
    for i in range(180):
        angle = 2 * math.pi * i / 180
        c, s = math.cos(angle), math.sin(angle)
        r = 1 + 0.025 * math.sin(5 * angle) + 0.015 * math.sin(11 * angle + 1)
        x = cx + a * r * math.copysign(abs(c) ** (2 / 6), c)
        y = cy + b * r * math.copysign(abs(s) ** (2 / 6), s)
        points.append(_s((x, y)))
    return points


def _dashed(draw: ImageDraw.ImageDraw, points: list[Point], colour: tuple[int, int, int]) -> None:
    """A dashed curve through `points` (every other segment)."""
    for i in range(0, len(points) - 1, 2):
        draw.line([_s(points[i]), _s(points[i + 1])], fill=colour, width=4 * SCALE)


def _ship(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """Robinson's ship at the start, where tokens wait for their first roll."""
    hull = [(x - 58, y + 6), (x + 58, y + 6), (x + 40, y + 30), (x - 40, y + 30)]
    draw.polygon([_s(p) for p in hull], fill=(120, 78, 44), outline=INK, width=2 * SCALE)
    draw.line([_s((x, y + 6)), _s((x, y - 44))], fill=INK, width=3 * SCALE)
    sail = [(x + 4, y - 42), (x + 44, y - 4), (x + 4, y - 4)]
    draw.polygon([_s(p) for p in sail], fill=PAPER, outline=INK, width=2 * SCALE)


def _field(draw: ImageDraw.ImageDraw, field: int, field12: Field12) -> None:
    """One field: a disc filled by its kind, its number and its symbol."""
    x, y = centres()[field]
    mark = marks(field12)[field]
    r = FIELD_RADIUS + (6 if field == 45 else 0)
    box = [_s((x - r, y - r)), _s((x + r, y + r))]
    draw.ellipse(box, fill=mark.fill if mark else PLAIN, outline=INK, width=3 * SCALE)
    number_y = y - 15
    draw.text(_s((x, number_y)), str(field), font=font(25 * SCALE, True), fill=INK, anchor="mm")
    if mark is not None:
        size = 30 if len(mark.symbol) == 1 else 22 if len(mark.symbol) == 2 else 19
        draw.text(
            _s((x, y + 15)), mark.symbol, font=font(size * SCALE, True), fill=INK, anchor="mm"
        )


def key_label(lang: str, key: str) -> str:
    """A key entry's words as drawn: cut with '…' if wider than its column allows."""
    return fit(drawable(t(lang, key)), 16, WIDTH // KEY_COLUMNS - 70)


def _key(draw: ImageDraw.ImageDraw, lang: str, field12: Field12) -> None:
    """The key of symbols, a few words each, in the picture's language."""
    width = WIDTH // KEY_COLUMNS
    for index, mark in enumerate(key_entries(field12)):
        row, col = divmod(index, KEY_COLUMNS)
        x, y = 14 + col * width, KEY_TOP + row * KEY_ROW
        symbol = mark.symbol
        if mark.key == "picture-key-take":
            symbol = "+n"
        elif mark.key == "picture-key-pay":
            symbol = "−n"
        draw.text(_s((x, y)), symbol, font=font(17 * SCALE, True), fill=INK, anchor="lm")
        label = key_label(lang, mark.key)
        draw.text(_s((x + 58, y)), label, font=font(16 * SCALE), fill=INK, anchor="lm")


@lru_cache(maxsize=16)
def island(lang: str, field12: Field12) -> Image.Image:
    """The board without players, drawn once per language and fever rule."""
    canvas = Image.new("RGB", (WIDTH * SCALE, HEIGHT * SCALE), SEA)
    draw = ImageDraw.Draw(canvas)
    for row in range(0, BOARD_HEIGHT, 46):  # a few waves
        for col in range(-1, WIDTH // 90 + 1):
            x = col * 90 + (row // 46 % 2) * 45
            draw.arc(
                [_s((x, row)), _s((x + 30, row + 14))], 200, 340, fill=(150, 204, 232), width=4
            )
    draw.polygon(_shore(500, 440, 492, 318), fill=SAND)
    draw.polygon(_shore(500, 440, 462, 292), fill=LAND)
    track = [_s(p) for p in centres()]
    draw.line(track, fill=TRACK, width=20 * SCALE, joint="curve")
    for src, dst, bulge in jumps():
        _dashed(draw, arc(src, dst, bulge), HINT)
    _ship(draw, *centres()[0])
    for field in range(1, len(centres())):
        _field(draw, field, field12)
    title = drawable(t(lang, "picture-title"))
    draw.text(_s((WIDTH - 24, 40)), title, font=font(34 * SCALE, True), fill=PAPER, anchor="rm")
    draw.rectangle([_s((0, BOARD_HEIGHT)), _s((WIDTH, HEIGHT))], fill=PAPER)
    draw.line([_s((0, BOARD_HEIGHT)), _s((WIDTH, BOARD_HEIGHT))], fill=INK, width=3 * SCALE)
    draw.line([_s((14, KEY_TOP - 20)), _s((WIDTH - 14, KEY_TOP - 20))], fill=TRACK, width=SCALE)
    _key(draw, lang, field12)
    return canvas.resize((WIDTH, HEIGHT), Image.Resampling.LANCZOS)
