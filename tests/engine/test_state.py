"""The frozen state's versioned serialisation and the event data."""

from __future__ import annotations

import json
import random
from dataclasses import fields

import pytest

from engine.actions import Roll
from engine.events import EVENT_TYPES, ChoiceKind, Event, event_from_dict
from engine.exceptions import BadStateData
from engine.rules import apply
from engine.state import (
    SCHEMA_VERSION,
    Field12,
    GameState,
    Pending,
    Player,
    Settings,
    Status,
    new_game,
    state_from_dict,
    state_to_dict,
)
from engine.table import GAME_ATTRS, SEAT_LISTS, Table
from tests.engine.helpers import own_moves


def states_and_events() -> tuple[list[object], list[Event]]:
    """States and events of a few seeded games."""
    rng = random.Random(7)
    states: list[object] = []
    events: list[Event] = []
    for _ in range(20):
        state = new_game(4, Settings(field12=rng.choice(list(Field12))))
        while not state.finished:
            action = rng.choice(own_moves(state)) if state.pending else Roll(rng.randint(1, 6))
            state, happened = apply(state, action)
            states.append(state)
            events.extend(happened)
    return states, events


class TestSerialisation:
    """States survive a JSON round trip; unknown or damaged data is refused."""

    def test_round_trip_through_json(self) -> None:
        """Every state of real games comes back equal from JSON."""
        states, _ = states_and_events()
        for state in states:
            data = json.loads(json.dumps(state_to_dict(state)))  # type: ignore[arg-type]
            assert data["v"] == SCHEMA_VERSION
            assert state_from_dict(data) == state

    def test_unknown_version_refused(self) -> None:
        """A blob of another schema version raises BadStateData."""
        data = state_to_dict(new_game(2))
        data["v"] = SCHEMA_VERSION + 1
        with pytest.raises(BadStateData):
            state_from_dict(data)

    def test_version_1_still_loads(self) -> None:
        """A game saved before R26 ended bonds loads, its bonds with the dead dropped (R26)."""
        state = new_game(3)
        data = state_to_dict(state)
        data["v"] = 1
        data["players"][0]["friday"] = 1
        data["players"][1]["status"] = "dead"
        data["players"][2]["friday"] = 0
        loaded = state_from_dict(json.loads(json.dumps(data)))
        assert [p.friday for p in loaded.players] == [None, None, 0]
        assert state_to_dict(loaded)["v"] == SCHEMA_VERSION

    def test_damaged_blob_refused(self) -> None:
        """A blob missing a field or with a wrong type raises BadStateData."""
        data = state_to_dict(new_game(2))
        del data["pot"]
        with pytest.raises(BadStateData):
            state_from_dict(data)
        data = state_to_dict(new_game(2))
        data["players"][0]["status"] = "zombie"
        with pytest.raises(BadStateData):
            state_from_dict(data)

    def test_events_round_trip(self) -> None:
        """Every event type seen in play comes back equal from its dict form."""
        _, events = states_and_events()
        seen = {type(e).__name__ for e in events}
        assert {"Rolled", "Moved", "Paid", "Took", "TurnStarted", "Won"} <= seen
        for event in events:
            assert event_from_dict(json.loads(json.dumps(event.to_dict()))) == event
        assert set(EVENT_TYPES) >= seen

    def test_stored_form_is_the_one_written_before(self) -> None:
        """The generated serialiser writes exactly the version-2 form stored games already have."""
        state = GameState(
            settings=Settings(Field12.EXTRA_ROLL, 40, 5),
            players=(
                Player(23, 12, Status.ACTIVE, 1, False, True, 7),
                Player(42, 0, Status.DEAD, None, True, False, 6),
            ),
            pot=17,
            current=0,
            turn=14,
            extra_roll=True,
            pending=Pending(ChoiceKind.SAIL, 0, 3, (27, 23)),
            finished=False,
            winner=None,
            step=30,
        )
        player = ("position", "chips", "status", "friday", "skip_next", "may_restart", "turns")
        expected = {
            "v": 2,
            "settings": {"field12": "extra_roll", "start_chips": 40, "ante": 5},
            "players": [
                dict(zip(player, (23, 12, "active", 1, False, True, 7), strict=True)),
                dict(zip(player, (42, 0, "dead", None, True, False, 6), strict=True)),
            ],
            "pot": 17,
            "current": 0,
            "turn": 14,
            "extra_roll": True,
            "pending": {"kind": "sail", "seat": 0, "roll": 3, "options": [27, 23]},
            "finished": False,
            "winner": None,
            "step": 30,
        }
        assert json.loads(json.dumps(state_to_dict(state))) == expected
        assert state_from_dict(expected) == state

    def test_the_table_holds_every_state_field(self) -> None:
        """The scratch table copies every field of Player and GameState, and freezes them back."""
        assert set(SEAT_LISTS) == {f.name for f in fields(Player)}
        assert set(GAME_ATTRS) | {"players"} == {f.name for f in fields(GameState)}
        states, _ = states_and_events()
        for state in states[::25]:
            assert isinstance(state, GameState)
            assert Table(state, None).freeze() == state
