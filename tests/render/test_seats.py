"""A seat's marks on the board: what it carries, and what is to come only while the game runs."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.state import Player, Status
from fsm.guards import phase_of
from fsm.machine import Phase
from i18n import LANGUAGES, t
from tests.boards import game_view
from tests.render.test_phone_size import six_player_games
from tgbot.render.seats import player_marks

LOADED = Player(position=42, chips=20, friday=1, skip_next=True, may_restart=True)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_finished_game_s_seats_keep_only_their_friday(lang: str) -> None:
    """R24 and R17's marks look ahead (a 6 kills on 42, a missed turn, a second start): a
    finished board shows none of them, only each seat's Friday (play-test 5: the final board
    still warned '☠️ a 6 kills')."""
    names = ["Ana", "Bo"]
    friday = t(lang, "game-player-friday", name="Bo")
    ahead = [t(lang, key) for key in ("game-player-fever", "game-player-restart")]
    assert player_marks(lang, LOADED, names) == [friday, *ahead, t(lang, "game-player-gallows")]
    assert player_marks(lang, LOADED, names, over=True) == [friday]
    final = next(d for d in six_player_games(1) if phase_of(d) is Phase.FINISHED)
    assert final.engine is not None
    players = list(final.engine.players)
    players[0] = replace(players[0], position=42, skip_next=True, status=Status.ACTIVE)
    final.engine = replace(final.engine, players=tuple(players))
    board = game_view(final, lang, live=False).text
    assert t(lang, "game-player-gallows") not in board
    assert t(lang, "game-player-fever") not in board
