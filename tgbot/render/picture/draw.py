"""One turn's picture: the cached island, the last moves as arrows, the tokens on top.

Only what changes from turn to turn is drawn (arrows, stems, tokens pasted from cached
sprites); the words (names, purses, the round and the pot) are in the caption, where the
phone renders them sharply.
"""

from __future__ import annotations

import io
import itertools
import math

from PIL import Image, ImageDraw

from engine import HOME, MoveCause, Status
from tgbot.render.picture.island import INK, island
from tgbot.render.picture.layout import (
    BOX_RADIUS,
    SCALE,
    TOKEN_RADIUS,
    Point,
    arc,
    box,
    centres,
    lane_point,
    path,
    token_places,
)
from tgbot.render.picture.marks import jumps
from tgbot.render.picture.scene import Move, Scene
from tgbot.render.picture.tokens import colour_of, paste, sprite

JUMP_CAUSES = (MoveCause.FOOTPRINT, MoveCause.SAIL, MoveCause.SWAP, MoveCause.RESTART)
LINE, CASING = 3 * SCALE, 5 * SCALE  # an arrow's width, and its dark edge's
SHIFTS = (0, -6 * SCALE, 6 * SCALE)  # arrows in one lane side by side, not on top of each other
FRAME = 2 * SCALE  # a racing token's field is framed in its colour, this wide
JPEG_QUALITY = 90  # what Telegram gets (it recompresses every photo to JPEG anyway)


def _track(move: Move, shift: float) -> list[Point]:
    """The way a token went along the lanes; a count-back bounces back from 45."""
    if move.cause is MoveCause.COUNT_BACK:
        out = path(list(range(move.src, HOME + 1)), shift)
        back = path(list(range(HOME, move.dst - 1, -1)), shift + 5 * SCALE)
        return [*out, *back]
    step = 1 if move.dst >= move.src else -1
    return path(list(range(move.src, move.dst + step, step)), shift)


def _leap(move: Move) -> list[Point]:
    """A leap off the track (the footprint, sail on, the swap, a new start) as a curve."""
    for src, dst, bulge in jumps():
        if (move.src, move.dst) == (src, dst):
            return arc(src, dst, bulge)
        if (move.src, move.dst) == (dst, src):
            return list(reversed(arc(src, dst, bulge)))
    return arc(move.src, move.dst, 0.25)


def _arrow(draw: ImageDraw.ImageDraw, points: list[Point], colour: tuple[int, int, int]) -> None:
    """An arrow along `points` in the mover's colour, edged in ink so it shows on any ground."""
    points = _trimmed(points)
    if len(points) < 2:
        return
    (x0, y0), (x1, y1) = points[-2], points[-1]
    angle = math.atan2(y1 - y0, x1 - x0)
    for fill, width, size in ((INK, CASING, 9 * SCALE), (colour, LINE, 7 * SCALE)):
        draw.line(points, fill=fill, width=width, joint="curve")
        tip = (x1 + math.cos(angle) * (width - LINE), y1 + math.sin(angle) * (width - LINE))
        left = (tip[0] - size * math.cos(angle - 0.5), tip[1] - size * math.sin(angle - 0.5))
        right = (tip[0] - size * math.cos(angle + 0.5), tip[1] - size * math.sin(angle + 0.5))
        draw.polygon([tip, left, right], fill=fill)


def _trimmed(points: list[Point], gap: float = TOKEN_RADIUS + 2 * SCALE) -> list[Point]:
    """`points` with the ends pulled back so the arrow stops short of the tokens."""
    out = [p for p, q in itertools.pairwise([*points, (math.inf, math.inf)]) if p != q]
    if len(out) < 2:
        return out
    for index, neighbour in ((0, 1), (-1, -2)):
        (x, y), (nx, ny) = out[index], out[neighbour]
        length = math.hypot(nx - x, ny - y)
        if length > gap:
            out[index] = (x + (nx - x) * gap / length, y + (ny - y) * gap / length)
    return out


def _tokens(
    canvas: Image.Image, draw: ImageDraw.ImageDraw, scene: Scene, places: list[Point]
) -> None:
    """Every token in its field's lane, the field framed in its colour (up to three where
    several share it); one pushed aside by a crowd has a stem to its field."""
    _frames(canvas, scene)
    for piece, (x, y) in zip(scene.pieces, places, strict=True):
        if piece.field and abs(x - lane_point(piece.field)[0]) > SCALE:
            fx, bottom = centres()[piece.field][0], box(piece.field)[3]
            draw.line([(fx, bottom), (x, y)], fill=INK, width=SCALE)
    for piece, (x, y) in zip(scene.pieces, places, strict=True):
        out = piece.status is not Status.ACTIVE
        paste(canvas, sprite(piece.seat, out, piece.seat == scene.mover), x, y)


def _frames(canvas: Image.Image, scene: Scene) -> None:
    """Each racing token's field framed in its colour (play-test 20: a token between two rows
    read as the lower one's); a field several share, its frame's upper half in the mover's
    colour (else the first seat's), its lower half in the next one's, or in two more halved
    again (play-test 21: one colour for three tokens; play-test 22: a frame inside the frame
    cut wide marks)."""
    on: dict[int, list[int]] = {}
    for piece in sorted(scene.pieces, key=lambda p: (p.seat != scene.mover, p.seat)):
        if piece.field and piece.status is Status.ACTIVE:
            on.setdefault(piece.field, []).append(piece.seat)
    draw = ImageDraw.Draw(canvas)
    for field, seats in on.items():
        left, top, right, bottom = (round(edge) for edge in box(field))
        whole = (left, top, right, bottom)
        draw.rounded_rectangle(whole, radius=BOX_RADIUS, outline=colour_of(seats[0]), width=FRAME)
        width, height = right - left + 1, bottom - top + 1
        lower = seats[1:3]  # the lower half: one colour, or two side by side
        for index, seat in enumerate(lower):
            frame = Image.new("RGBA", (width, height))
            ImageDraw.Draw(frame).rounded_rectangle(
                (0, 0, width - 1, height - 1), radius=BOX_RADIUS, outline=colour_of(seat),
                width=FRAME,
            )  # fmt: skip
            x0 = index * width // len(lower)
            x1 = (index + 1) * width // len(lower)
            part = frame.crop((x0, height // 2, x1, height))
            canvas.paste(part, (left + x0, top + height // 2), part)


def render(scene: Scene) -> Image.Image:
    """The picture of `scene`."""
    canvas = island(scene.field12).copy()
    draw = ImageDraw.Draw(canvas)
    places = token_places([piece.field for piece in scene.pieces])
    for index, move in enumerate(scene.moves):
        points = _leap(move) if move.cause in JUMP_CAUSES else _track(move, SHIFTS[index % 3])
        piece = next((p for p in scene.pieces if p.seat == move.seat), None)
        if piece is not None and piece.field == move.dst:  # to where its token stands now
            points.append(places[scene.pieces.index(piece)])
        _arrow(draw, points, colour_of(move.seat))
    _tokens(canvas, draw, scene, places)
    return canvas


def render_photo(scene: Scene) -> bytes:
    """The picture of `scene` as JPEG bytes, as it is sent to Telegram."""
    buffer = io.BytesIO()
    render(scene).save(buffer, "JPEG", quality=JPEG_QUALITY)
    return buffer.getvalue()


def render_png(scene: Scene) -> bytes:
    """The picture of `scene` as PNG bytes (for a file: lossless, compressed hard)."""
    buffer = io.BytesIO()
    render(scene).save(buffer, "PNG", optimize=True)
    return buffer.getvalue()
