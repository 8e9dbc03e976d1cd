"""`robinson-bot simulate` prints, byte for byte, what it printed before the engine was sped up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from robinson.cli import main

#: Seeded runs (player counts, policies, R16's two field-12 rules, dry purses) and their output,
#: recorded with the engine of 2872d85, before `rules.play` and the simulator's short cuts.
PINNED = json.loads((Path(__file__).parent / "simulate_pinned.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", PINNED, ids=[case["args"] for case in PINNED])
def test_seeded_simulate_output_is_pinned(
    case: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    """R5–R27 as the simulator plays them: the same seed gives the same bytes as before."""
    assert main(["simulate", *case["args"].split(), "--json"]) == 0
    assert capsys.readouterr().out == case["stdout"]
