"""The seats' colours stay apart for normal sight and the common colour-vision deficiencies.

Each colour is passed through the full-severity simulation matrices of Machado, Oliveira and
Fernandes (2009) for protanopia, deuteranopia and tritanopia (in linear RGB), then compared
in CIELAB: every two seats' colours must stay at least `LEAST` ΔE apart under each.
"""

from __future__ import annotations

import itertools
import math

import pytest

from tgbot.render.picture.tokens import EMOJI, GREY, PALETTE

Matrix = tuple[tuple[float, float, float], ...]
SIMULATIONS: dict[str, Matrix | None] = {
    "normal": None,
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
LEAST = 25.0  # ΔE (CIE 1976); about 2.3 is "just noticeable"


def linear(channel: int) -> float:
    """An sRGB channel (0–255) in linear light."""
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """Linear RGB in CIELAB (D65)."""
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def seen(colour: tuple[int, int, int], matrix: Matrix | None) -> tuple[float, float, float]:
    """How `colour` looks under `matrix` (None: normal sight), in CIELAB."""
    rgb = [linear(c) for c in colour]
    if matrix is None:
        return lab((rgb[0], rgb[1], rgb[2]))
    out = [min(max(sum(m * c for m, c in zip(row, rgb, strict=True)), 0.0), 1.0) for row in matrix]
    return lab((out[0], out[1], out[2]))


@pytest.mark.parametrize("vision", list(SIMULATIONS))
def test_every_two_seats_stay_apart(vision: str) -> None:
    """Ten seats, every pair ≥ 25 ΔE apart, and apart from the grey of a player who is out."""
    colours = [seen(c, SIMULATIONS[vision]) for c in PALETTE]
    assert len(colours) == 10
    closest = min(math.dist(a, b) for a, b in itertools.combinations(colours, 2))
    assert closest >= LEAST, (vision, closest)
    grey = seen(GREY, SIMULATIONS[vision])
    assert min(math.dist(grey, c) for c in colours) >= 10, vision


def test_the_simulation_is_not_trivial() -> None:
    """The matrices do merge what such eyes merge: red and green, blue and green."""
    red, green, blue = (213, 0, 0), (0, 160, 0), (0, 120, 255)
    deutan, tritan = SIMULATIONS["deuteranopia"], SIMULATIONS["tritanopia"]
    assert (
        math.dist(seen(red, deutan), seen(green, deutan))
        < math.dist(seen(red, None), seen(green, None)) / 3
    )
    assert math.dist(seen(blue, tritan), seen(green, tritan)) < math.dist(
        seen(blue, None), seen(green, None)
    )


def test_each_seat_has_its_own_caption_mark() -> None:
    """The caption's coloured circle per seat: ten different ones, one per colour."""
    assert len(set(EMOJI)) == len(EMOJI) == len(PALETTE)
