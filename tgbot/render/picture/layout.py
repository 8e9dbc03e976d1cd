"""Where things go on the picture: 45 fields in five rows, a lane of tokens under each row.

Sizes are chosen for the phone: the photo is shown about 360 px wide, so everything is laid
out in those "phone pixels" and drawn `SCALE` times larger (1,080 px wide).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from functools import lru_cache

from engine import FIELD_COUNT

Point = tuple[float, float]
Box = tuple[float, float, float, float]

SCALE = 3  # picture pixels per phone pixel
PHONE_WIDTH = 360  # how wide a phone shows the photo
COLUMNS, ROWS = 9, 5
MARGIN = 9 * SCALE  # beside the outer columns: where the track turns to the next row
PITCH = 38 * SCALE  # from one field to the next in a row
BOX_WIDTH, BOX_HEIGHT = 36 * SCALE, 38 * SCALE
BOX_RADIUS = 7 * SCALE  # a field box's rounded corners
LANE = 28 * SCALE  # under each row: its tokens and the arrows
ROW_PITCH = BOX_HEIGHT + LANE
TOP = 46 * SCALE  # the start band above the first row: the ship and the tokens not yet on
WIDTH = 2 * MARGIN + COLUMNS * PITCH
HEIGHT = TOP + ROWS * ROW_PITCH
TOKEN_RADIUS = 12 * SCALE  # the largest marks on the board
TOKEN_STEP = 2 * TOKEN_RADIUS + SCALE  # tokens side by side in a lane never overlap
HUG = SCALE  # between a token and its own field's box above it (the next row: LANE - 2R - HUG)
SHIP = (MARGIN + 24 * SCALE, TOP / 2)
START_X = MARGIN + 64 * SCALE  # the first token at the start, right of the ship


def row_col(field: int) -> tuple[int, int]:
    """The row and column of field 1–45 (the rows wind: left to right, then back)."""
    row, col = divmod(field - 1, COLUMNS)
    return row, col if row % 2 == 0 else COLUMNS - 1 - col


@lru_cache(maxsize=1)
def centres() -> tuple[Point, ...]:
    """The centre of every field's box; index 0 is the ship at the start."""
    points: list[Point] = [SHIP]
    for field in range(1, FIELD_COUNT + 1):
        row, col = row_col(field)
        points.append((MARGIN + col * PITCH + PITCH / 2, TOP + row * ROW_PITCH + BOX_HEIGHT / 2))
    return tuple(points)


def box(field: int) -> Box:
    """The box of field 1–45: left, top, right, bottom."""
    x, y = centres()[field]
    return x - BOX_WIDTH / 2, y - BOX_HEIGHT / 2, x + BOX_WIDTH / 2, y + BOX_HEIGHT / 2


def lane_y(field: int) -> float:
    """The height of the lane a field's tokens stand in: just under its row, nearer its own
    boxes than the next row's (play-test 20: centred in the lane, Mads on 28 read as home on
    45 below him); the start band's."""
    if field == 0:
        return TOP / 2
    return box(field)[3] + TOKEN_RADIUS + HUG


def lane_point(field: int) -> Point:
    """Where a field's token stands when it is alone there."""
    if field == 0:
        return START_X, TOP / 2
    return centres()[field][0], lane_y(field)


def _turn(a: int, b: int, shift: float) -> list[Point]:
    """The way round the outside from field `a`'s lane to the next row's (`b`), if they differ."""
    if a == 0 or b == 0:  # from the start (or back to it): down the left edge, under the ship
        return [(MARGIN / 2, TOP - 4 * SCALE), (MARGIN / 2, lane_y(b or a) + shift)][
            :: 1 if a == 0 else -1
        ]
    if row_col(a)[0] == row_col(b)[0]:
        return []
    x = MARGIN / 2 if row_col(a)[1] == 0 else WIDTH - MARGIN / 2
    return [(x, lane_y(a) + shift), (x, lane_y(b) + shift)]


def path(fields: Sequence[int], shift: float = 0.0) -> list[Point]:
    """The way along the lanes through `fields` in order (`shift` px lower), for a move."""
    points: list[Point] = []
    for a, b in itertools.pairwise(fields):
        x, y = lane_point(a)
        if not points and a != 0:
            points.append((x, y + shift))
        points += _turn(a, b, shift)
        x, y = lane_point(b)
        points.append((x, y + shift))
    return points or [lane_point(fields[0])] if fields else points


def edge(field: int, upward: bool) -> Point:
    """The middle of a field's top (`upward`) or bottom edge, where a leap leaves or lands."""
    if field == 0:
        return lane_point(0)
    left, top, right, bottom = box(field)
    return (left + right) / 2, top if upward else bottom


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
    """A curve from field `src` to `dst` through the lane between them, bowed by `bulge`."""
    same_row = src and dst and row_col(src)[0] == row_col(dst)[0]
    below = dst > src
    start = edge(src, upward=bool(same_row) or not below)
    end = edge(dst, upward=bool(same_row) or below)
    (x0, y0), (x1, y1) = start, end
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    if same_row:
        return bezier(start, (mx, my - LANE * 0.9), end)
    return bezier(start, (mx + dy * bulge, my - dx * bulge * 0.2), end)


def token_places(fields: Sequence[int]) -> list[Point]:
    """Where each token stands (given each one's field): side by side in its field's lane,
    never on a box, crowds pushed apart along the lane (a stem shows whose field it is)."""
    places: list[Point] = [(0.0, 0.0)] * len(fields)
    lanes: dict[float, list[int]] = {}
    for index, field in enumerate(fields):
        lanes.setdefault(lane_y(field), []).append(index)
    for y, members in lanes.items():
        low = START_X if y == TOP / 2 else MARGIN + TOKEN_RADIUS
        wanted = sorted(members, key=lambda i: (lane_point(fields[i])[0], i))
        xs = _spread([lane_point(fields[i])[0] for i in wanted], low, WIDTH - MARGIN - TOKEN_RADIUS)
        for index, x in zip(wanted, xs, strict=True):
            places[index] = (x, y)
    return places


def _spread(wanted: list[float], low: float, high: float) -> list[float]:
    """Positions as near `wanted` (sorted) as they can be, at least `TOKEN_STEP` apart."""
    clusters: list[list[float]] = []  # [first position, count, sum of wanted]
    for x in wanted:
        clusters.append([x, 1, x])
        while True:
            last = clusters[-1]
            last[0] = min(max(last[2] / last[1] - (last[1] - 1) * TOKEN_STEP / 2, low), high)
            last[0] = min(last[0], high - (last[1] - 1) * TOKEN_STEP)
            if len(clusters) < 2:
                break
            before = clusters[-2]
            if before[0] + before[1] * TOKEN_STEP <= last[0] + 0.5:
                break
            before[1] += last[1]
            before[2] += last[2]
            clusters.pop()
    return [first + k * TOKEN_STEP for first, count, _ in clusters for k in range(int(count))]


def beside(points: list[Point], distance: float) -> list[Point]:
    """`points` shifted `distance` to the left of the direction of travel."""
    out: list[Point] = []
    for index, (x, y) in enumerate(points):
        (x0, y0), (x1, y1) = points[max(index - 1, 0)], points[min(index + 1, len(points) - 1)]
        length = math.hypot(x1 - x0, y1 - y0) or 1.0
        out.append((x + (y1 - y0) / length * distance, y - (x1 - x0) / length * distance))
    return out
