"""A timed-out person's turn is played by the `optimal` policy (R11, R27)."""

from __future__ import annotations

from engine.events import ChoiceKind
from engine.state import Pending
from fsm.commands import Timeout
from fsm.machine import Phase
from tests.fsm.helpers import Dice, table


def test_r11_r18_timed_out_choice_sails_on() -> None:
    """R11, R18: Ann, timed out on 23, sails to 27 as `optimal` does (the old policy stayed)."""
    session = table(23, 30, pending=Pending(ChoiceKind.SAIL, 0, 6, (27, 23)))
    assert session.phase is Phase.AWAITING_CHOICE
    session.data.remind_at, session.data.timeout_at = None, 1.0  # reminded, time up
    session.perform(Timeout(), now=2.0, dice=Dice([3] * 10))
    assert session.engine.players[0].position == 27
    assert session.engine.current == 1 and session.data.missed == {0: 1}
