"""The ending says why half the pot went to one of several as near to home (R25)."""

from __future__ import annotations

import pytest

from i18n import LANGUAGES, t
from tests.fsm.helpers import Dice, move, table
from tgbot.render.end import end_view, mention


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_tie_for_the_nearest_says_who_else_and_why(lang: str) -> None:
    """Play-test 34: Ann and Atkins both stood on 44, Atkins took half, and nothing said why.
    Ann on 39 rolls 6 and is home; Bob and Cat on 44: half goes to Bob, the first after Ann
    in turn order, and the ending says Cat stood there too and how a tie goes."""
    session = table(39, 44, 44)
    session.perform(move(session), now=1.0, dice=Dice([6]))
    state = session.engine
    assert state.winner == 0
    text = end_view(session.data, lang).text.replace("\u00a0", " ")
    cat = mention(session.data, 2, lang, full=True)
    tie = t(lang, "end-share-tie", names=cat, field=44).replace("\u00a0", " ")
    assert tie in text, text
    assert text.index(tie) > text.index(mention(session.data, 1, lang, full=True))


def test_no_tie_no_line() -> None:
    """Bob alone on 44: the share stands without a word of ties."""
    session = table(39, 44, 40)
    session.perform(move(session), now=1.0, dice=Dice([6]))
    assert "⚖️" not in end_view(session.data, "en").text
