"""A person leaving the game is told on the board whatever else its story must cut (R27)."""

from __future__ import annotations

import random

import pytest

from engine import PolicyName, Status
from fsm.commands import Actor, Choose, Leave, RollDie, Start
from fsm.data import GameSettings, Seat, SessionData
from fsm.session import Session, from_doc, to_doc
from i18n import LANGUAGES, t
from tests.boards import game_view
from tests.fsm.helpers import Dice, move, table
from tgbot.render.common import unwidowed

ANN, MADS, KADRI = Actor(1, "Ann"), Actor(2, "Mads"), Actor(3, "Kadri")
PEOPLE = {1: ANN, 2: MADS, 3: KADRI}


def both_left_after_kadri_rolled(seed: int, first: int = 0) -> SessionData:
    """Ann, Mads and Kadri race on a picture board; some rounds in, on the turn of the seat
    `first` (Ann's: after Kadri rolled; Mads's: after Ann rolled), Mads leaves, then Kadri:
    one story (a leaving, the mover's too, adds to the story told)."""
    rng = random.Random(seed)
    seats = [Seat(actor.name, actor.user_id) for actor in PEOPLE.values()]
    data = SessionData("g", -5, 1, seats=seats, settings=GameSettings(board="picture"))
    session = Session(data)

    def die() -> int:
        return rng.randint(1, 6)

    session.perform(Start(ANN), now=0.0, dice=die)
    turns = 0
    while turns < 9 or session.engine.current != first or session.engine.pending is not None:
        mover = PEOPLE[session.data.seats[session.engine.current].user_id or 0]
        pending, step = session.engine.pending, session.engine.step
        command = (
            RollDie(mover, "g", step)
            if pending is None
            else Choose(mover, "g", step, max(pending.options), False)
        )
        session.perform(command, now=0.0, dice=die)
        turns += 1
    for leaver in (MADS, KADRI):
        session.perform(Leave(leaver), now=0.0, dice=die)
    return from_doc(to_doc(session.data))


@pytest.mark.parametrize("lang", ["en", "bg"])
def test_both_leavings_stay_in_the_caption(lang: str) -> None:
    """Play-test 34: Kadri's roll, her footprint back to 14 and Mads leaving stood in the
    caption, her own leaving was cut, and the board said only that Ann was the last person
    left; a person's leaving is now kept as a rare moment is."""
    for seed in range(12):
        data = both_left_after_kadri_rolled(seed)
        view = game_view(data, lang)
        caption = (view.caption or view.text).splitlines()
        for name in ("Mads", "Kadri"):
            assert unwidowed(t(lang, "ev-left", name=name)) in caption, (seed, caption)


@pytest.mark.parametrize("lang", ["en", "da"])
def test_leavings_on_their_own_turns_stay_in_the_caption(lang: str) -> None:
    """Play-test 36: Mads left on his turn, the turn passed to Kadri, who left too; the story
    told only Kadri's leaving (the mover's leave had started a new story)."""
    for seed in range(8):
        data = both_left_after_kadri_rolled(seed, first=1)
        view = game_view(data, lang)
        caption = (view.caption or view.text).splitlines()
        for name in ("Mads", "Kadri"):
            assert unwidowed(t(lang, "ev-left", name=name)) in caption, (seed, caption)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_person_with_a_choice_is_asked_to_choose(lang: str) -> None:
    """Play-test 36: Ann, the last person in the game, had a choice waiting, and the board
    told her to roll on; with a choice it says choose (R27, ⏩ still offered)."""
    session = table(22, 30, 10, players={1: {"status": Status.LEFT}})
    session.data.seats[2] = Seat("Xury", None, PolicyName.OPTIMAL)
    assert t(lang, "game-last-person", name="Ann") in game_view(session.data, lang).text
    session.perform(move(session), now=1.0, dice=Dice([1]))  # to 23: sail on, or stay
    assert session.engine.pending is not None
    text = game_view(session.data, lang).text
    assert t(lang, "game-last-person-choice", name="Ann") in text, text
    assert t(lang, "game-last-person", name="Ann") not in text
