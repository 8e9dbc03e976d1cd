"""One turn's picture: the cached island, the tokens, the last moves as arrows, the legend."""

from __future__ import annotations

import io
import itertools
import math

from PIL import Image, ImageDraw

from engine import HOME, MoveCause, Status
from i18n import t
from tgbot.render.picture.fonts import drawable, fit, font
from tgbot.render.picture.island import INK, island
from tgbot.render.picture.layout import (
    BOARD_HEIGHT,
    FIELD_RADIUS,
    TOKEN_RADIUS,
    WIDTH,
    Point,
    arc,
    beside,
    centres,
    path,
    token_offsets,
)
from tgbot.render.picture.marks import jumps
from tgbot.render.picture.scene import Move, Piece, Scene
from tgbot.render.picture.tokens import paste, sprite

ARROW = (120, 16, 64)
CASING = (255, 255, 255)
FADED = (150, 150, 150)
LEGEND_TOP = 784
ROW = 33
LEGEND_RADIUS = 13
ASIDE = 54
JUMP_CAUSES = (MoveCause.FOOTPRINT, MoveCause.SAIL, MoveCause.SWAP)


def _track(move: Move) -> list[Point]:
    """The way a token went, running beside the track; a count-back bounces round 45."""
    ends = centres()[move.src], centres()[move.dst]
    if move.cause is MoveCause.COUNT_BACK:
        out = beside(path(list(range(move.src, HOME + 1))), ASIDE)
        back = beside(path(list(range(HOME, move.dst - 1, -1))), ASIDE)
        return [ends[0], *out, *back[1:], ends[1]]
    step = 1 if move.dst >= move.src else -1
    return [ends[0], *beside(path(list(range(move.src, move.dst + step, step))), ASIDE), ends[1]]


def _leap(move: Move) -> list[Point]:
    """A leap off the track (the footprint, sail on, the swap, a new start) as a curve."""
    for src, dst, bulge in jumps():
        if (move.src, move.dst) == (src, dst):
            return arc(src, dst, bulge)
        if (move.src, move.dst) == (dst, src):
            return list(reversed(arc(src, dst, bulge)))
    return arc(move.src, move.dst, 0.25)


def _arrow(draw: ImageDraw.ImageDraw, points: list[Point], dashed: bool) -> None:
    """An arrow along `points`, cased in white so it shows on any ground."""
    points = _trimmed(points)
    if len(points) < 2:
        return
    pairs = list(itertools.pairwise(points))
    if dashed:
        pairs = [*pairs[::2], pairs[-1]]
    for colour, width in ((CASING, 11), (ARROW, 6)):
        for a, b in pairs:
            draw.line([a, b], fill=colour, width=width)
        for x, y in points[1:-1] if not dashed else []:
            r = width / 2
            draw.ellipse([x - r, y - r, x + r, y + r], fill=colour)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    angle = math.atan2(y1 - y0, x1 - x0)
    for colour, size in ((CASING, 24), (ARROW, 18)):
        tip = (x1 + math.cos(angle) * (size - 18) / 2, y1 + math.sin(angle) * (size - 18) / 2)
        left = (tip[0] - size * math.cos(angle - 0.45), tip[1] - size * math.sin(angle - 0.45))
        right = (tip[0] - size * math.cos(angle + 0.45), tip[1] - size * math.sin(angle + 0.45))
        draw.polygon([tip, left, right], fill=colour)


def _trimmed(points: list[Point], gap: float = FIELD_RADIUS + 3) -> list[Point]:
    """`points` with the ends pulled back so the arrow stops at the edge of the fields."""
    if len(points) < 2:
        return points
    out = list(points)
    for index, neighbour in ((0, 1), (-1, -2)):
        (x, y), (nx, ny) = out[index], out[neighbour]
        length = math.hypot(nx - x, ny - y)
        if length > gap:
            out[index] = (x + (nx - x) * gap / length, y + (ny - y) * gap / length)
    return out


def _tokens(canvas: Image.Image, scene: Scene) -> None:
    """Every token on its field, side by side where several share one."""
    by_field: dict[int, list[Piece]] = {}
    for piece in scene.pieces:
        by_field.setdefault(piece.field, []).append(piece)
    for field, pieces in by_field.items():
        x, y = centres()[field]
        for piece, (dx, dy) in zip(pieces, token_offsets(len(pieces)), strict=True):
            token = sprite(piece.seat, TOKEN_RADIUS, piece.status is not Status.ACTIVE)
            paste(canvas, token, x + dx, y + dy)


def legend_signs(piece: Piece, scene: Scene) -> str:
    """The signs after a name: winner, dead or left, Friday, fever, shipwreck, and last (the
    longest, cut first) the gallows warning."""
    signs = []
    if piece.seat == scene.winner:
        signs.append("★")
    if piece.status is Status.DEAD:
        signs.append("☠")
    elif piece.status is Status.LEFT:
        signs.append("⇥")
    if piece.friday is not None:
        signs.append(f"☺ {drawable(piece.friday)}")
    if piece.skip:
        signs.append("⊘")
    if piece.restart:
        signs.append("⚓")
    if piece.gallows:
        signs.append(drawable(t(scene.lang, "game-player-gallows")))
    return "  ".join(signs)


def _legend(canvas: Image.Image, draw: ImageDraw.ImageDraw, scene: Scene) -> None:
    """Round and pot, then each seat: token, name, purse and signs (greyed when out)."""
    lang = scene.lang
    head = t(lang, "picture-over") if scene.over else t(lang, "picture-round", round=scene.round)
    head = f"{drawable(head)}   ·   {drawable(t(lang, 'picture-pot', pot=scene.pot))}"
    draw.text((16, LEGEND_TOP), head, font=font(24, True), fill=INK, anchor="lm")
    columns = 1 if len(scene.pieces) <= 5 else 2
    width = WIDTH // columns
    for index, piece in enumerate(scene.pieces):
        col, row = divmod(index, 5)
        x, y = 16 + col * width, LEGEND_TOP + 38 + row * ROW
        out = piece.status is not Status.ACTIVE
        paste(canvas, sprite(piece.seat, LEGEND_RADIUS, out), x + LEGEND_RADIUS, y)
        ink = FADED if out else INK
        bold = piece.seat == scene.mover
        name = drawable(piece.name) or str(piece.seat + 1)
        name = ("▶ " if bold else "") + name
        name_width = (width - 200) // 2 if columns == 2 else 300
        draw.text((x + 34, y), fit(name, 20, name_width, bold), font=font(20, bold), fill=ink,
                  anchor="lm")  # fmt: skip
        purse_x = x + 40 + name_width
        draw.text((purse_x + 36, y), str(piece.chips), font=font(20, True), fill=ink, anchor="rm")
        draw.ellipse([purse_x + 42, y - 8, purse_x + 58, y + 8], fill=(232, 184, 40), outline=ink)
        signs = legend_signs(piece, scene)
        if signs:
            room = width - (purse_x - x) - 80
            draw.text((purse_x + 68, y), fit(signs, 18, room), font=font(18), fill=ink, anchor="lm")


def render(scene: Scene) -> Image.Image:
    """The picture of `scene`."""
    canvas = island(scene.lang, scene.field12).copy()
    draw = ImageDraw.Draw(canvas)
    for move in scene.moves:
        if move.cause in JUMP_CAUSES or move.cause is MoveCause.RESTART:
            _arrow(draw, _leap(move), dashed=True)
        else:
            _arrow(draw, _track(move), dashed=False)
    _tokens(canvas, scene)
    _legend(canvas, draw, scene)
    return canvas


def render_png(scene: Scene) -> bytes:
    """The picture of `scene` as PNG bytes (fast compression: it is sent at once)."""
    buffer = io.BytesIO()
    render(scene).save(buffer, "PNG", compress_level=1)
    return buffer.getvalue()


def board_height() -> int:
    """Where the island ends and the legend begins."""
    return BOARD_HEIGHT
