"""The second native read of the strings changed since the last review (issue 25 point 7)."""

from __future__ import annotations

import pytest

from i18n import t
from tests.i18n.test_review_findings import Args

SEAT: Args = {"place": 2, "name": "A", "chips": 20}

# (language, key, arguments, text that must be gone, text that must be there)
FINDINGS: list[tuple[str, str, Args, str | None, str | None]] = [
    ("bg", "rule-16", {}, "не е избрал свое", "не го е избрал сам"),
    ("et", "rule-16", {}, "on ise valinud;", "on selle ise valinud;"),
    ("et", "game-finished-for", {"name": "Peeter", "count": 3}, "ülejäänud mäng", "tema eest"),
    ("et", "lobby-dice-bot", {}, "bot veeretab kohe", "Täring: kohe (veeretab bot)"),
    ("da", "rule-16", {}, "selv har valgt;", "selv har valgt den;"),
    ("da", "cancel-standing-start", SEAT, "ved start", "på start"),
    ("da", "rules-key-points", {}, "skal du betale", "på andre tager du fra den"),
    ("en", "rules-key-points", {}, "or take from it", "others let you take from it"),
    ("en", "toast-roll-counted", {"name": "A"}, "pressed Roll.", "has already counted"),
]


@pytest.mark.parametrize(
    ("lang", "key", "args", "gone", "there"),
    FINDINGS,
    ids=[f"{f[0]}-{f[1]}" for f in FINDINGS],
)
def test_second_read_finding_fixed(
    lang: str, key: str, args: Args, gone: str | None, there: str | None
) -> None:
    """The wording the second reader found wrong or unnatural is replaced."""
    text = t(lang, key, **args)
    assert gone is None or gone not in text, text
    assert there is None or there in text, text
