"""Who died and who left are marked wherever a past game lists its players (R26, R27)."""

from __future__ import annotations

import pytest

from engine.state import Status
from fsm import Seat
from i18n import LANGUAGES, t
from tests.fsm.helpers import table
from tgbot.handlers.history import game_entry
from tgbot.render.end import standing_lines

FATES = {0: {"status": Status.DEAD}, 2: {"status": Status.LEFT}}  # Ann died, Cat left


@pytest.mark.parametrize("lang", LANGUAGES)
def test_history_marks_who_died_and_who_left(lang: str) -> None:
    """Play-test 41: /history listed a leaver among the players as if they had played on."""
    session = table(42, 9, 12, players=FATES)
    session.data.cancelled = True
    head, players = game_entry(session.data, lang, 1, logs=False).splitlines()
    assert head == t(lang, "history-cancelled", number=1, round=1)
    assert players == "👥 ☠️ Ann, Bob, 🚪 Cat"


def test_a_cancelled_games_standings_mark_them_the_same_way() -> None:
    """The standings of a cancelled game mark them as /history does: the living first."""
    session = table(42, 9, 12, players=FATES)
    lines = standing_lines(session.data, "en")
    assert lines[2:5] == [
        t("en", "cancel-standing", place=1, name="Bob", field=9, chips=20),
        t("en", "cancel-standing", place=2, name="☠️ Ann", field=42, chips=20),
        t("en", "cancel-standing", place=3, name="🚪 Cat", field=12, chips=20),
    ]


def test_a_mix_of_computers_tells_which_was_which() -> None:
    """Play-test 43: after 🔀 a mix, nothing told which computer was clever and which random;
    /history (and the ending's purses) say it after each name, and only in a mix."""
    session = table(42, 9, 12, players=FATES)
    session.data.cancelled = True
    seats = session.data.seats
    seats[1], seats[2] = Seat("Xury", None, "optimal"), Seat("Poll", None, "random")
    players = game_entry(session.data, "en", 1, logs=False).splitlines()[1]
    assert players == "👥 ☠️ Ann, 🤖\u00a0Xury (clever), 🚪 🤖\u00a0Poll (random)"
    seats[2] = Seat("Poll", None, "optimal")  # no mix: no word
    players = game_entry(session.data, "en", 1, logs=False).splitlines()[1]
    assert players == "👥 ☠️ Ann, 🤖\u00a0Xury, 🚪 🤖\u00a0Poll"
