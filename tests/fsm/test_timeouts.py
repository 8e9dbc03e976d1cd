"""A timed-out person's turn is played by the `optimal` policy (R11, R27)."""

from __future__ import annotations

from engine.events import ChoiceKind
from engine.state import Pending
from fsm import MISSES_BEFORE_REMOVAL, Notice, with_story_notices
from fsm.commands import Timeout
from fsm.machine import Phase
from tests.fsm.helpers import Dice, move, table


def test_r11_r18_timed_out_choice_sails_on() -> None:
    """R11, R18: Ann, timed out on 23, sails to 27 as `optimal` does (the old policy stayed)."""
    session = table(23, 30, pending=Pending(ChoiceKind.SAIL, 0, 6, (27, 23)))
    assert session.phase is Phase.AWAITING_CHOICE
    session.data.remind_at, session.data.timeout_at = None, 1.0  # reminded, time up
    session.perform(Timeout(), now=2.0, dice=Dice([3] * 10))
    assert session.engine.players[0].position == 27
    assert session.engine.current == 1 and session.data.missed == {0: 1}


def test_r27_the_story_keeps_whose_turn_the_computer_played_and_who_it_removed() -> None:
    """R27, play-test 48: the timeout's notice was its command's alone, so a board posted
    again read Ann's sail as her own choice; the game keeps who timed out in the story it
    tells (a removal as its seat's leaving there), until the next story starts, from the
    turns it keeps and the missed turns it counts."""
    session = table(10, 30)  # Ann to roll
    session.data.remind_at, session.data.timeout_at = None, 1.0
    session.perform(Timeout(), now=2.0, dice=Dice([3] * 10))
    assert [(n.code, n.args["name"]) for n in with_story_notices(session.data)] == [
        ("timed_out", "Ann")
    ]
    session.perform(move(session, option=2), now=3.0, dice=Dice([2]))  # Bob's: a new story
    assert with_story_notices(session.data) == []
    session.perform(move(session, option=1), now=3.2, dice=Dice([1]))  # Ann's own: present
    assert with_story_notices(session.data) == [] and session.data.missed == {}
    session.perform(move(session, option=2), now=3.4, dice=Dice([2]))
    session.data.missed[0] = MISSES_BEFORE_REMOVAL - 1  # Ann's next miss removes her
    session.data.remind_at, session.data.timeout_at = None, 4.0
    session.perform(Timeout(), now=5.0, dice=Dice([3] * 10))
    told = with_story_notices(session.data, [Notice("language")])
    assert [(n.code, n.args.get("name")) for n in told] == [
        ("removed", "Ann"),
        ("language", None),
    ]
