"""The view fsm hands the chat: the phase and the moves on offer, as data, from the machine."""

from __future__ import annotations

from typing import Any

from engine.events import ChoiceKind
from engine.state import Pending
from fsm.commands import RollDie
from fsm.data import Parrot
from fsm.machine import Phase
from fsm.outcome import Outcome
from fsm.result import GameView, Result, view_of
from fsm.session import Session
from tests.fsm.helpers import ANN, BOB, lobby, table


def test_a_lobby_offers_no_move() -> None:
    """Before the start: the lobby's phase, no step, nothing to press."""
    assert view_of(lobby(ANN, BOB)) == GameView(Phase.LOBBY)


def test_a_roll_is_offered_to_the_mover() -> None:
    """Awaiting a roll: 🎲 Roll for the mover at the game's step; no choice, no ⏩, no 🦜."""
    view = view_of(table(3, 5))
    assert view == GameView(Phase.AWAITING_ROLL, 5, 0, may_roll=True)
    assert view.racing and not view.ended


def test_a_choice_carries_its_options() -> None:
    """An optional move on offer: its options are the view's choices, and no roll."""
    session = table(23, 30, pending=Pending(ChoiceKind.SAIL, 0, 6, (27, 23)))
    view = view_of(session)
    assert (view.phase, view.choices, view.may_roll) == (Phase.AWAITING_CHOICE, (27, 23), False)


def test_the_parrot_is_offered_while_someone_may_still_say_it() -> None:
    """🦜: offered while a seated person has not said it; gone once everyone has."""
    session = table(3, 5)
    session.data.parrot = Parrot(seat=0)
    assert view_of(session).may_parrot
    session.data.parrot = Parrot(seat=0, said=["Ann", "Bob"], user_ids=[ANN.user_id, BOB.user_id])
    assert not view_of(session).may_parrot


def test_a_result_carries_the_view_of_the_saved_session() -> None:
    """A result's view is the session's after the command: a roll moves the step on."""
    session = table(3, 5)
    outcome = session.perform(RollDie(ANN, "g1", 5), now=0.0, dice=lambda: 2)
    result = Result(session, outcome)
    assert result.view.step == 6 and result.view == view_of(session)
    assert Result(lobby(ANN), Outcome()).view.in_lobby


class Counting(Session):
    """A session that counts how often the machine asks whether a move is legal."""

    asked = 0

    def is_legal(self, **kwargs: Any) -> bool:
        Counting.asked += 1
        return super().is_legal(**kwargs)


def test_a_move_is_checked_once_when_it_fires() -> None:
    """Legality is asked once, by the machine as the trigger fires (no second pass before)."""
    session = Counting(table(3, 5).data)
    Counting.asked = 0
    session.perform(RollDie(ANN, "g1", 5), now=0.0, dice=lambda: 2)
    assert Counting.asked == 1
