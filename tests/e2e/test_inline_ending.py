"""The end of an inline game, in its one message: the winning turn, then the result, once."""

from __future__ import annotations

import pytest

from engine import Shared, Won
from fsm import from_doc
from i18n import LANGUAGES, t
from robinson.harness.testing import ScriptedDice, buttons
from tests.e2e.test_inline_game import place_of, play_turn, post_first
from tgbot.render.story import PHONE_CHARS, PHONE_LINES

SIXES = [6, 6, 5, *([6] * 40)]  # Ann home first, Mads nearest to it
AMOUNTS = range(200)  # every pot and purse this game can come to


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_inline_ending_says_each_fact_once(lang, double, store, bot) -> None:
    """Ann wins in her chat with Mads: the one message says Game over, the winning roll, who
    won the pot and who got the share once each (not again as the turn's story), then the
    purses (not again as the board's seat lines), fits a phone, and offers Play again. Ann's
    winning toast says the pot, then the half handed on and to whom (R25), not the net
    (play-test 15)."""
    ann, mads = double.user("Ann", language_code=lang), double.user("Mads", language_code=lang)
    chat = double.chat_between(ann, mads)
    async with bot(dice=ScriptedDice(list(SIXES))):
        posted = await post_first(double, ann, chat)
        await mads.press(posted, text=t(lang, "btn-join"))
        await double.settled()
        await ann.press(posted, text=t(lang, "btn-start"))
        await double.settled()
        place = place_of(chat, posted)
        while await store.games.load(place) is not None:
            await play_turn(double, store, place, posted, [ann, mads])
    ending = posted.text or ""
    lines = ending.splitlines()
    assert lines[0] == t(lang, "end-title")
    assert "→ 45" in ending.replace("\u00a0", " ")  # the winning roll: the last turn's story
    assert ending.count(t(lang, "end-purses-title")) == 1
    assert [line for line in lines if "🏆" in line][1].endswith("🪙")  # the winner's purse
    said_again = [
        t(lang, key, name=name, winner="Ann", pot=n, amount=n, chips=n, field=n)
        for n in AMOUNTS
        for key, name in (
            ("ev-won", "Ann"),
            ("ev-shared-nearest", "Mads"),
            ("ev-shared-friday", "Mads"),
            ("game-player-home", "Ann"),
            ("game-player", "Mads"),
        )
    ]
    assert [line for line in lines if "──" in line or any(s in line for s in said_again)] == []
    assert len(lines) <= PHONE_LINES and len(ending) <= PHONE_CHARS
    [archived] = await store.history.recent(place, 1)
    told = from_doc(archived).last_events
    pot = next(e.pot for e in told if isinstance(e, Won))
    half = next(e.amount for e in told if isinstance(e, Shared))
    home = next(x.text or "" for x in ann.toasts if " → 🏠 45" in (x.text or ""))
    share = f"−{half} 🪙 → Mads"  # to whom (play-tests 47, 48: a bare −4 read as a loss)
    assert home.split(" · ")[1:] == [f"+{pot} 🪙", share], "as the ending tells it"
    assert buttons(posted) == [t(lang, "btn-play-again"), t(lang, "btn-rules")]
