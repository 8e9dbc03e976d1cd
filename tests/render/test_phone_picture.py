"""The pictures as a phone shows them, 360 px wide: every number, mark and word of the board
and of its key at least 11 px tall.

Measured on the pixels: the picture is drawn, scaled down to 360 px as the chat shows it,
and the rows holding ink are counted in each field's number, each field's mark and each
token's seat number (play-test 2, finding 7; newcomer, finding 10).
"""

from __future__ import annotations

import random

import pytest
from PIL import Image

from engine.policies import policy_named
from engine.replay import replay
from engine.state import Field12, Settings
from i18n import LANGUAGES
from tgbot.render.picture import key, render, scene_of
from tgbot.render.picture.key import key_rows, render_key
from tgbot.render.picture.layout import PHONE_WIDTH, SCALE, TOKEN_RADIUS, WIDTH, box, token_places
from tgbot.render.picture.marks import marks
from tgbot.render.picture.tokens import colour_of, ink_on, tile

SMALLEST = 11  # phone pixels


def on_phone(field12: Field12, players: int = 10) -> tuple[Image.Image, list[tuple[float, float]]]:
    """A ten-player picture scaled to 360 px wide, and where its tokens stand (full size)."""
    rng = random.Random(7)
    dice = [rng.randint(1, 6) for _ in range(14)]
    result = replay(players, dice, [], policy_named("forward", lambda n: 0), Settings(field12))
    scene = scene_of(result.state, [f"P{n}" for n in range(players)], result.events, "vi")
    image = render(scene)
    small = image.resize((PHONE_WIDTH, round(image.height * PHONE_WIDTH / WIDTH)), Image.LANCZOS)
    return small, token_places([p.field for p in scene.pieces])


def ink_rows(image: Image.Image, is_ink: object) -> int:
    """How many pixel rows of `image` hold at least one pixel `is_ink` says is ink."""
    test = is_ink if callable(is_ink) else None
    assert test is not None
    return sum(
        any(test(image.getpixel((x, y))) for x in range(image.width)) for y in range(image.height)
    )


def dark(pixel: tuple[int, int, int]) -> bool:
    """Ink on a field: the dark brown of the numbers and marks."""
    r, g, b = pixel
    return 0.299 * r + 0.587 * g + 0.114 * b < 128


@pytest.mark.parametrize("field12", list(Field12))
def test_every_field_number_and_mark_is_11_px_tall_at_360(field12: Field12) -> None:
    """Each field's number and its mark (under either fever rule) stand ≥ 11 px tall."""
    small, _ = on_phone(field12)
    k = PHONE_WIDTH / WIDTH
    heights: dict[str, int] = {}
    for field in range(1, 46):
        left, top, right, bottom = (v * k for v in box(field))
        middle = top + 19 * SCALE * k
        inside = (round(left) + 3, round(top) + 3, round(right) - 3)
        number = small.crop((*inside[:2], inside[2], round(middle)))
        heights[str(field)] = ink_rows(number, dark)
        mark = marks(field12)[field]
        if mark is not None:
            below = small.crop((inside[0], round(middle), inside[2], round(bottom) - 3))
            heights[f"{field}: {mark.symbol}"] = ink_rows(below, dark)
    small_ones = {what: h for what, h in heights.items() if h < SMALLEST}
    assert not small_ones, small_ones
    assert len(heights) > 45 + 20


def test_every_token_number_is_11_px_tall_at_360() -> None:
    """The seat numbers 1–10 on the tokens stand ≥ 11 px tall, on every token colour."""
    small, places = on_phone(Field12.SKIP)
    k = PHONE_WIDTH / WIDTH
    inner = (TOKEN_RADIUS - 2.5 * SCALE) * k  # inside the token's ring
    for seat, (x, y) in enumerate(places):
        cx, cy = x * k, y * k
        disc = small.crop(
            (round(cx - inner), round(cy - inner), round(cx + inner), round(cy + inner))
        )
        light_ink = ink_on(colour_of(seat))[0] > 128

        def is_ink(pixel: tuple[int, int, int], light: bool = light_ink) -> bool:
            lum = 0.299 * pixel[0] + 0.587 * pixel[1] + 0.114 * pixel[2]
            return lum > 215 if light else lum < 90

        assert ink_rows(disc, is_ink) >= SMALLEST, seat + 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_key_reads_at_360_in_every_language(lang: str) -> None:
    """The key of symbols, its own picture: each row's mark and words stand ≥ 11 px tall at
    360 px wide, and no language's words need squeezing to fit."""
    for field12 in Field12:
        image = render_key(lang, field12)
        small = image.resize(
            (PHONE_WIDTH, round(image.height * PHONE_WIDTH / WIDTH)), Image.LANCZOS
        )
        k = PHONE_WIDTH / WIDTH
        rows = key_rows(lang, field12)
        assert len(rows) >= 15
        for index, (symbol, words, _) in enumerate(rows):
            top = (key.TITLE + index * key.ROW) * k
            bottom = top + key.ROW * k
            left, right = key.EDGE + 2 * SCALE, key.EDGE + key.BOX_WIDTH - 2 * SCALE
            middle, half = top + key.ROW * k / 2, (key.BOX_HEIGHT / 2 - 2 * SCALE) * k
            box = small.crop((round(left * k), round(middle - half), round(right * k),
                              round(middle + half)))  # fmt: skip
            text = small.crop((round(key.WORDS_X * k), round(top), PHONE_WIDTH, round(bottom)))
            assert ink_rows(box, dark) >= SMALLEST, (lang, symbol)
            assert ink_rows(text, dark) >= SMALLEST, (lang, words)
            wide = tile(words, key.WORD_SIZE, 10**6, (0, 0, 0)).width
            assert wide <= WIDTH - key.WORDS_X - key.EDGE, (lang, words)


@pytest.mark.parametrize(("plain", "tailed"), [("оо", "уу"), ("oo", "yy"), ("an", "gy")])
def test_the_keys_words_stand_on_one_baseline(plain: str, tailed: str, monkeypatch) -> None:
    """A key of two rows, the second's letters hanging below the line: their letters stand
    as high in their rows (play-test 15, finding 6: "у дома" sat higher than "бесилото")."""
    symbol, _, fill = key_rows("en", Field12.SKIP)[0]
    monkeypatch.setattr(
        key, "key_rows", lambda lang, field12: [(symbol, w, fill) for w in (plain, tailed)]
    )
    image = render_key("en", Field12.SKIP).convert("L")
    tops = []
    for index in range(2):
        top = key.TITLE + index * key.ROW
        words = image.crop((key.WORDS_X, top, WIDTH, top + key.ROW)).point(
            lambda v: 255 * (v < 128)
        )
        bbox = words.getbbox()
        assert bbox is not None
        tops.append(bbox[1])
    assert abs(tops[0] - tops[1]) <= 1, tops
