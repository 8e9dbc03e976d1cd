"""A choice made on a board of its own is told after the roll that offered it (R11, R14,
R18, R23): the board it makes shows the whole turn, not a choice out of nowhere."""

from __future__ import annotations

import random

import pytest

from engine import ChoiceOffered, Rolled
from fsm.commands import Actor, Choose, RollDie, Start
from fsm.data import GameSettings, Seat, SessionData
from fsm.session import Session, from_doc, to_doc
from i18n import render_event, t
from tests.boards import game_view
from tgbot.render.game import board_names

PEOPLE = {1: Actor(1, "Ann"), 2: Actor(2, "Mads"), 3: Actor(3, "Kadri")}


def chosen(seed: int, board: str) -> tuple[SessionData, int] | None:
    """A group game of three played until a person chose: the game then, and the roll that
    offered the choice (None if the seed's game offered none in 60 turns)."""
    rng = random.Random(seed)
    seats = [Seat(actor.name, actor.user_id) for actor in PEOPLE.values()]
    session = Session(SessionData("g", -5, 1, seats=seats, settings=GameSettings(board=board)))

    def die() -> int:
        return rng.randint(1, 6)

    session.perform(Start(PEOPLE[1]), now=0.0, dice=die)
    for _ in range(60):
        mover = PEOPLE[session.data.seats[session.engine.current].user_id or 0]
        pending, step = session.engine.pending, session.engine.step
        if pending is not None:
            session.perform(
                Choose(mover, "g", step, min(pending.options), False), now=0.0, dice=die
            )
            return from_doc(to_doc(session.data)), pending.roll
        session.perform(RollDie(mover, "g", step), now=0.0, dice=die)
    return None


@pytest.mark.parametrize(("lang", "board"), [("en", "text"), ("da", "picture")])
def test_the_board_a_choice_makes_tells_the_roll_before_it(lang: str, board: str) -> None:
    """Play-test 40: after Mads chose to stay, the group's board read only '🌳 Mads stays in
    the tree on 7', its roll gone with the board's last face; it now tells '🎲 Mads rolled 1'
    first, as a computer's turn does, and not the offer its choice has answered (play-test
    42: where there was room it stood between them)."""
    told = 0
    for seed in range(10):
        found = chosen(seed, board)
        if found is None:
            continue
        data, roll = found
        rolled = next(e for e in data.last_events if isinstance(e, Rolled))
        assert rolled.value == roll
        view = game_view(data, lang)
        story = (view.caption or view.text).replace("\u00a0", " ").splitlines()  # as read
        name = data.seats[rolled.seat].name
        bare = t(lang, "ev-rolled", name=name, value=roll).replace("\u00a0", " ")  # or moved
        assert any(text == bare or text.startswith(f"{bare} →") for text in story), story
        offered = next(e for e in data.last_events if isinstance(e, ChoiceOffered))
        offer = render_event(offered, lang, board_names(data, lang)).replace("\u00a0", " ")
        assert not any(offer in text for text in story), story  # the choice says it (pt 42)
        told += 1
    assert told >= 3, told
