"""`robinson-bot board`: the board picture after a replayed game, for the README and proofs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from robinson.cli import main
from tgbot.render.picture.layout import HEIGHT, TOKEN_RADIUS, WIDTH, token_places
from tgbot.render.picture.tokens import colour_of

DICE = "3,5,1,4,6,2,6,3,5,4,2,6,1,3,6,5"


class TestBoardCommand:
    """The command draws the board where the replayed dice leave it."""

    @pytest.mark.parametrize(
        ("lang", "policy"), [("bg", "forward"), ("vi", "forward"), ("en", "optimal,random,forward")]
    )
    def test_draws_the_replayed_board(
        self, lang: str, policy: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        """A PNG of the picture's size; each token on the field the replay puts it on."""
        game = ["--players", "3", "--dice", DICE, "--policy", policy]
        assert main(["replay", *game, "--json"]) == 0
        players = json.loads(capsys.readouterr().out)["players"]
        out = tmp_path / "board.png"
        args = ["board", *game, "--lang", lang, "-o", str(out)]
        assert main([*args, "--names", "Ана,Nguyễn,🤖"]) == 0
        image = Image.open(out).convert("RGB")
        assert image.size == (WIDTH, HEIGHT)
        places = token_places([player["position"] for player in players])
        for player, (x, y) in zip(players, places, strict=True):
            r = TOKEN_RADIUS
            box = image.crop((int(x - r), int(y - r), int(x + r), int(y + r)))
            assert colour_of(player["seat"]) in {px for _, px in box.getcolors(10_000) or []}

    def test_bad_language_and_output(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        """An unknown language or an unwritable file is a one-line error with status 2."""
        base = ["board", "--players", "2", "--dice", "3,4"]
        assert main([*base, "--lang", "xx", "-o", str(tmp_path / "b.png")]) == 2
        assert main([*base, "-o", str(tmp_path / "missing" / "b.png")]) == 2
        assert (
            main([*base, "--policy", "forward,forward,forward", "-o", str(tmp_path / "c.png")]) == 2
        )
        assert capsys.readouterr().err.count("\n") == 3
