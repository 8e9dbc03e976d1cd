"""Where things go on the picture: the winding path of 45 fields, tokens on a field, the legend."""

from __future__ import annotations

import itertools
import math
from functools import lru_cache

from engine import FIELD_COUNT

Point = tuple[float, float]

WIDTH = 1000
BOARD_HEIGHT = 760
HEIGHT = 1120
COLUMNS = 9
FIELD_RADIUS = 41
TOKEN_RADIUS = 15
_X0, _DX = 76, 106
_Y0, _DY = 160, 128


@lru_cache(maxsize=1)
def centres() -> tuple[Point, ...]:
    """The centre of every field, index 0 being the start (the ship) above field 1."""
    points: list[Point] = []
    for index in range(FIELD_COUNT):
        row, col = divmod(index, COLUMNS)
        col = col if row % 2 == 0 else COLUMNS - 1 - col
        x = _X0 + col * _DX
        y = _Y0 + row * _DY + 12 * math.sin(col * 0.9 + row * 1.7)
        points.append((x, y))
    first = points[0]
    return ((first[0] + 20, first[1] - 108), *points)


def token_offsets(count: int) -> list[Point]:
    """Offsets from a field's centre for `count` tokens side by side (rows of four)."""
    step = 2 * TOKEN_RADIUS - 4
    offsets: list[Point] = []
    for index in range(count):
        row, col = divmod(index, 4)
        in_row = min(4, count - row * 4)
        x = (col - (in_row - 1) / 2) * step
        offsets.append((x, 19 + row * (2 * TOKEN_RADIUS - 2)))
    return offsets


def bezier(start: Point, control: Point, end: Point, steps: int = 24) -> list[Point]:
    """Points along a quadratic Bézier curve."""
    out: list[Point] = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t**2
        out.append(
            (
                a * start[0] + b * control[0] + c * end[0],
                a * start[1] + b * control[1] + c * end[1],
            )
        )
    return out


def arc(src: int, dst: int, bulge: float = 0.35) -> list[Point]:
    """A curve from field `src` to field `dst`, bowed to the left of its direction."""
    (x0, y0), (x1, y1) = centres()[src], centres()[dst]
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    control = (mx + dy * bulge, my - dx * bulge)
    return bezier((x0, y0), control, (x1, y1))


def path(fields: list[int]) -> list[Point]:
    """The centres of `fields` in order, for a move along the track."""
    return [centres()[f] for f in fields]


def beside(points: list[Point], distance: float) -> list[Point]:
    """`points` shifted `distance` to the left of the direction of travel (mitred corners)."""
    if len(points) < 2:
        return list(points)
    normals = []
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        length = math.hypot(x1 - x0, y1 - y0) or 1.0
        normals.append(((y1 - y0) / length, -(x1 - x0) / length))
    out: list[Point] = []
    for index, (x, y) in enumerate(points):
        before = normals[max(index - 1, 0)]
        after = normals[min(index, len(normals) - 1)]
        nx, ny = before[0] + after[0], before[1] + after[1]
        dot = nx * after[0] + ny * after[1] or 1.0
        out.append((x + nx * distance / dot, y + ny * distance / dot))
    return out
