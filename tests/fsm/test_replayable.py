"""Every game is replayable: its dice, choice and leave logs reproduce it exactly (R27)."""

from __future__ import annotations

import contextlib
import random

import pytest

from engine.policies import forward
from engine.replay import Choice, LeaveAt, replay
from engine.state import Settings, state_to_dict
from fsm.commands import Actor, Leave, Remind, Start, Timeout
from fsm.data import DOC_VERSION, DOC_VERSIONS
from fsm.exceptions import Refused
from fsm.machine import TURN
from fsm.service import GameService
from fsm.session import Session, from_doc, to_doc
from fsm.store.stores import Stores
from tests.fsm.helpers import ANN, BOB, CAT, DAN, Clock, Dice, Ids, lobby, move


def play(seed: int) -> Session:
    """A four-player game with leaves, timeouts and removals mixed into the moves at random."""
    rng = random.Random(seed)
    dice = Dice(seed=seed)
    session = lobby(ANN, BOB, CAT, DAN)
    session.data.settings.turn_timeout = 60
    now = 0.0
    session.perform(Start(ANN), now=now, dice=dice)
    while session.phase in TURN:
        now += 1
        luck = rng.random()
        if luck < 0.03:
            leaver: Actor = rng.choice([ANN, BOB, CAT, DAN])
            with contextlib.suppress(Refused):  # refused: not in the race any more
                session.perform(Leave(leaver), now=now, dice=dice)
        elif luck < 0.4:
            now += 1000
            session.perform(Remind(), now=now, dice=dice)  # half time: the reminder, then the rest
            now += 1000
            session.perform(Timeout(), now=now, dice=dice)  # after three: removed (R27)
        else:
            session.perform(move(session, option=_pick(session, rng)), now=now, dice=dice)
    return session


def _pick(session: Session, rng: random.Random) -> int | None:
    """A random choice on offer (not always the `forward` one), or None to roll."""
    pending = session.engine.pending
    return None if pending is None else rng.choice(pending.options)


@pytest.mark.parametrize("seed", range(40))
def test_r27_leaves_and_removals_replay_exactly(seed: int) -> None:
    """R27: a finished game with leaves and removals replays to the same final state."""
    session = Session(from_doc(to_doc(play(seed).data)))
    data = session.data
    assert data.engine is not None
    s = data.settings
    result = replay(
        len(data.seats),
        data.dice_log,
        [Choice.parse(c) for c in data.choice_log],
        forward,
        Settings(s.field12, s.start_chips, s.ante),
        [LeaveAt.parse(x) for x in data.leave_log],
    )
    assert state_to_dict(result.state) == state_to_dict(data.engine)


def test_some_games_have_leaves_and_removals() -> None:
    """The games above do exercise both a leave and a removal (else the test proves little)."""
    games = [play(seed).data for seed in range(40)]
    assert sum(bool(g.leave_log) for g in games) >= 10
    assert sum(bool(g.removed) for g in games) >= 5


def test_version_1_document_still_loads() -> None:
    """A document saved before the leave log existed (version 1) loads with an empty one."""
    doc = to_doc(play(1).data)
    doc["v"] = 1
    del doc["leave_log"]
    assert from_doc(doc).leave_log == []


async def test_every_earlier_document_form_loads_and_is_saved_as_the_current_one(
    store: Stores,
) -> None:
    """Session v1 without later fields, engine v1: loads; the next save writes v3 and v2."""
    session = lobby(ANN, BOB)
    session.perform(Start(ANN), now=0.0, dice=Dice([3]))
    doc = to_doc(session.data, version=DOC_VERSION)
    doc["v"], doc["engine"]["v"] = 1, 1
    for later in ("leave_log", "topic_id", "own_dice", "remind_at", "timeout_at"):
        del doc[later]
    doc["deadline"], doc["wake"] = session.data.remind_at, "remind"  # version 1's deadline
    del doc["settings"]["board"]
    await store.games.save(session.data.chat_id, doc, expected_rev=None)
    service = GameService(store, dice=Dice([4]), clock=Clock(), new_id=Ids())
    loaded = await service.load(session.data.chat_id)
    assert loaded is not None and loaded.data.leave_log == [] and loaded.data.own_dice
    assert loaded.data.topic_id is None and loaded.data.settings.board == "picture"
    assert (loaded.data.remind_at, loaded.data.timeout_at) == (150.0, 300.0)
    await service.act(session.data.chat_id, move(loaded))
    stored = await store.games.load(session.data.chat_id)
    assert stored is not None and (stored.doc["v"], stored.doc["engine"]["v"]) == (3, 2)
    assert stored.doc["wake"] == "remind" and "remind_at" not in stored.doc  # as v3 wrote it
    assert DOC_VERSION == 4 and store.games.supported_versions == DOC_VERSIONS


def test_leave_entries_parse() -> None:
    """`seat@step`, nothing else."""
    assert LeaveAt.parse(" 1@14 ") == LeaveAt(1, 14) and str(LeaveAt(2, 0)) == "2@0"
    for bad in ("1", "@3", "1@", "a@1", "1@-2", "²@1"):
        with pytest.raises(ValueError):
            LeaveAt.parse(bad)
