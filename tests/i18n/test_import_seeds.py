"""The one-off importer of a printed edition (`i18n/tools/import_seeds.py`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from i18n.tools import import_seeds

SEEDS = Path(__file__).parent / "seed_stories"


@pytest.mark.parametrize("lang", ["bg", "et", "vi", "da"])
def test_an_edition_gives_45_stories_and_its_rules(lang: str) -> None:
    """Every edition's file has fields 1–45 and a rules paragraph under its title."""
    rules, stories = import_seeds.parse((SEEDS / f"{lang}.txt").read_text(encoding="utf-8"), lang)
    assert sorted(stories) == list(range(1, 46))
    assert rules[0].endswith(":") and len(rules) > 1


@pytest.mark.parametrize("argv", [[], ["bg"], ["no/such/seed.txt", "bg"]])
def test_wrong_arguments_get_the_usage_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """Missing arguments or a file that is not there: one usage line and status 2."""
    assert import_seeds.main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("usage: python -m i18n.tools.import_seeds SEED_FILE LANG")
