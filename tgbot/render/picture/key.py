"""The key of the board's symbols, its own picture: sent once when a group game starts.

It has the words the board leaves out (they could not be 11 px tall on a phone there): each
kind of field, its mark on its fill, and a few words, in the game's language.
"""

from __future__ import annotations

import io
from functools import lru_cache

from PIL import Image, ImageDraw

from engine import Field12
from i18n import t
from tgbot.render.picture.fonts import drawable
from tgbot.render.picture.island import INK, PAPER, mark_tile
from tgbot.render.picture.layout import SCALE, WIDTH
from tgbot.render.picture.marks import key_entries
from tgbot.render.picture.tokens import tile

WORD_SIZE = 21 * SCALE  # small letters 11.5 phone px tall, capitals 15
TITLE = 36 * SCALE  # the title's row
ROW = 28 * SCALE  # one entry's row
BOX_WIDTH, BOX_HEIGHT = 46 * SCALE, 22 * SCALE
WORDS_X = 64 * SCALE
EDGE = 8 * SCALE
SYMBOLS = {"picture-key-take": "+n", "picture-key-pay": "−n"}  # any amount, not one field's


def key_rows(lang: str, field12: Field12) -> list[tuple[str, str, tuple[int, int, int]]]:
    """Each entry of the key: (the mark as drawn, its words, its fill)."""
    return [
        (SYMBOLS.get(mark.key, mark.symbol), drawable(t(lang, mark.key)), mark.fill)
        for mark in key_entries(field12)
    ]


def _place(canvas: Image.Image, picture: Image.Image, x: float, y: float) -> None:
    """Paste `picture` with its left edge at x and its middle at y."""
    canvas.paste(picture, (round(x), round(y - picture.height / 2)), picture)


def render_key(lang: str, field12: Field12) -> Image.Image:
    """The key in `lang` under the fever rule `field12`."""
    rows = key_rows(lang, field12)
    canvas = Image.new("RGB", (WIDTH, TITLE + len(rows) * ROW + EDGE), PAPER)
    draw = ImageDraw.Draw(canvas)
    title = tile(drawable(t(lang, "picture-title")), WORD_SIZE, WIDTH - 2 * EDGE, INK, line=True)
    _place(canvas, title, EDGE, TITLE / 2)
    for index, (symbol, words, fill) in enumerate(rows):
        y = TITLE + index * ROW + ROW / 2
        box = (EDGE, y - BOX_HEIGHT / 2, EDGE + BOX_WIDTH, y + BOX_HEIGHT / 2)
        draw.rounded_rectangle(box, radius=5 * SCALE, fill=fill, outline=INK, width=SCALE)
        mark = mark_tile(symbol, BOX_WIDTH - 4 * SCALE)
        _place(canvas, mark, EDGE + (BOX_WIDTH - mark.width) / 2, y)
        label = tile(words, WORD_SIZE, WIDTH - WORDS_X - EDGE, INK, line=True)  # on one baseline
        _place(canvas, label, WORDS_X, y)
    return canvas


@lru_cache(maxsize=10)
def key_photo(lang: str, field12: Field12) -> bytes:
    """The key as JPEG bytes, drawn once per language and fever rule."""
    buffer = io.BytesIO()
    render_key(lang, field12).save(buffer, "JPEG", quality=90)
    return buffer.getvalue()
