"""The turn machine: one transition table, read at a glance, shared by every game.

Triggers are verbs, guards are questions, effects are the `after` callbacks of
their row. A player's move goes through the transient phase `resolving`: the
row's effect applies the engine (pure) and fires `settle`, whose rows pick the
next phase from the new engine state. Phases are never stored: a loaded game's
phase is read from its data by the same `settle` rows (`settled`).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from functools import cache
from typing import Any, TypeVar

from transitions import EventData, Machine


class Phase(StrEnum):
    """Where a game stands."""

    LOBBY = "lobby"
    PLACEMENT = "placement"  # the mover's first roll puts them on the board (R5)
    AWAITING_ROLL = "awaiting_roll"  # movement (R6)
    AWAITING_CHOICE = "awaiting_choice"  # an optional move is on offer (R11)
    EXTRA_ROLL = "extra_roll"  # the mover rolls again in the same turn (R9)
    SKIP = "skip"  # a turn passed with no roll (R10)
    RESOLVING = "resolving"  # transient: the engine is applying a move
    FINISHED = "finished"
    CANCELLED = "cancelled"


ROLLING = [Phase.PLACEMENT, Phase.AWAITING_ROLL, Phase.EXTRA_ROLL]
TURN = [*ROLLING, Phase.AWAITING_CHOICE]
PLAYING = [*TURN, Phase.SKIP]
ENDED = (Phase.FINISHED, Phase.CANCELLED)

M = TypeVar("M")
STAY = None  # an internal transition: the phase does not change
L, R = Phase.LOBBY, Phase.RESOLVING
MOVE = ["play", "settle"]  # apply the engine action, then settle on the phase that follows


def _row(
    trigger: str,
    source: Phase | list[Phase],
    dest: Phase | None,
    *guards: str,
    after: str | list[str] | None = None,
) -> dict[str, Any]:
    """One transition: a verb, where it may start, where it leads, its questions and its effect."""
    effects = [after] if isinstance(after, str) else list(after or [])
    return {
        "trigger": trigger,
        "source": source,
        "dest": dest,
        "conditions": list(guards),
        "after": effects,
    }


# The first row whose guards all hold wins.
TRANSITIONS: list[dict[str, Any]] = [
    _row("join", L, STAY, "is_not_seated", "has_free_seat", after="seat_actor"),
    _row("leave", L, STAY, "is_seated", after="unseat_actor"),
    _row("claim_youngest", L, STAY, "is_seated", after="make_cashier"),
    _row(
        "add_computer",
        L,
        STAY,
        "is_host_or_admin",
        "has_free_seat",
        "is_known_policy",
        after="seat_computer",
    ),
    _row(
        "remove_computer",
        L,
        STAY,
        "is_host_or_admin",
        "is_seated_computer",
        after="unseat_computer",
    ),
    _row("configure", L, STAY, "is_host_or_admin", "is_on_the_menu", after="change_setting"),
    _row("follow_language", L, STAY, "is_host_or_admin", after="take_language_rule"),
    _row("start", L, R, "is_host_or_admin", "has_enough_players", after=["deal", "settle"]),
    _row("roll", ROLLING, R, "is_their_turn", "is_legal", after=MOVE),
    _row("choose", Phase.AWAITING_CHOICE, R, "is_their_turn", "is_legal", after=MOVE),
    _row(
        "finish",
        TURN,
        R,
        "is_last_person",
        "is_their_turn",
        after=["settle", "play_out_game"],
    ),
    _row("remind", TURN, STAY, "is_reminder_due", after="send_reminder"),
    _row("timeout", TURN, R, "is_past_deadline", after=["time_out", "settle", "play_out_turn"]),
    _row("leave", TURN, R, "is_in_race", after=MOVE),
    _row("settle", R, Phase.FINISHED, "is_over"),
    _row("settle", R, Phase.AWAITING_CHOICE, "must_choose"),
    _row("settle", R, Phase.EXTRA_ROLL, "owes_extra_roll"),
    _row("settle", R, Phase.SKIP, "turn_was_skipped", after="pass_turn"),
    _row("settle", R, Phase.PLACEMENT, "mover_is_unplaced"),
    _row("settle", R, Phase.AWAITING_ROLL),
    _row("pass_turn", Phase.SKIP, Phase.PLACEMENT, "mover_is_unplaced"),
    _row("pass_turn", Phase.SKIP, Phase.AWAITING_ROLL),
    _row(
        "say_parrot",
        PLAYING,
        STAY,
        "is_seated",
        "parrot_is_calling",
        "has_not_said_it",
        after="record_parrot",
    ),
    _row("cancel", [L, *PLAYING], Phase.CANCELLED, "is_host_or_admin", after="note_cancel"),
]

TRIGGERS = tuple(dict.fromkeys(row["trigger"] for row in TRANSITIONS))


def sources(row: dict[str, Any]) -> list[Phase]:
    """A row's sources as a list."""
    source = row["source"]
    return list(source) if isinstance(source, list) else [source]


#: Triggers that only the lobby knows: in a running game they are refused as `game_running`.
LOBBY_TRIGGERS = frozenset(
    trigger
    for trigger in TRIGGERS
    if all(sources(row) == [L] for row in TRANSITIONS if row["trigger"] == trigger)
)


@cache
def machine() -> Machine:
    """The one machine that serves every game session (built on first use)."""
    return Machine(
        model=None,
        states=Phase,
        transitions=TRANSITIONS,
        initial=Phase.LOBBY,
        auto_transitions=False,
        send_event=True,
        model_attribute="phase",
    )


def bind_machine(cls: type[M]) -> type[M]:
    """Give a model class, once, the methods `Machine.add_model` gives every instance it adds.

    `trigger` and `may_trigger` by name, a method and a `may_` question per trigger, and an
    `is_phase_<NAME>` per phase; as with `add_model`, a name the class has already is kept. Each
    fires or asks the one shared machine with ``self`` as the model, so a model needs only its
    phase (`start_in`) instead of a dozen bound methods made per instance.
    """
    methods: dict[str, Callable[..., Any]] = {
        "trigger": lambda self, trigger, /, *args, **kwargs: machine()._get_trigger(
            self, trigger, *args, **kwargs
        ),
        "may_trigger": lambda self, trigger, /, *args, **kwargs: machine()._can_trigger(
            self, trigger, *args, **kwargs
        ),
    }
    for trigger in TRIGGERS:
        methods[trigger] = _firing(trigger)
        methods[f"may_{trigger}"] = _asking(trigger)
    for phase in Phase:
        methods[f"is_phase_{phase.name}"] = _being(phase)
    for name, method in methods.items():
        if not hasattr(cls, name):
            setattr(cls, name, method)
    return cls


def _firing(trigger: str) -> Callable[..., bool]:
    """A model method that fires ``trigger``."""
    return lambda self, /, *args, **kwargs: machine().events[trigger].trigger(self, *args, **kwargs)


def _asking(trigger: str) -> Callable[..., bool]:
    """A model method that asks whether ``trigger`` may fire."""
    return lambda self, /, *args, **kwargs: machine()._can_trigger(self, trigger, *args, **kwargs)


def _being(phase: Phase) -> Callable[[Any], bool]:
    """A model method that asks whether the model is in ``phase``."""
    return lambda self: machine().is_state(phase, self)


def start_in(model: object, phase: Phase) -> None:
    """Put a model of a `bind_machine` class in ``phase`` (what `add_model` does with `initial`)."""
    machine().set_state(phase, model=model)


def settled(model: object) -> Phase:
    """The phase the `settle` rows pick for `model` now (the first row whose guards all hold)."""
    event = EventData(None, None, machine(), model, (), {})
    for row in TRANSITIONS:
        if row["trigger"] == "settle" and all(getattr(model, c)(event) for c in row["conditions"]):
            dest: Phase = row["dest"]
            return dest
    raise AssertionError("the last settle row has no guard")


def mermaid() -> str:
    """The machine as a Mermaid state diagram, generated from `TRANSITIONS`."""
    lines = ["stateDiagram-v2", f"    [*] --> {Phase.LOBBY.value}"]
    for row in TRANSITIONS:
        guards = " and ".join(row.get("conditions", []))
        label = f"{row['trigger']} [{guards}]" if guards else row["trigger"]
        for source in sources(row):
            dest = source if row["dest"] is None else row["dest"]
            lines.append(f"    {source.value} --> {dest.value}: {label}")
    lines += [f"    {Phase.FINISHED.value} --> [*]", f"    {Phase.CANCELLED.value} --> [*]"]
    return "\n".join(lines)


def describe() -> str:
    """The transition table as plain text: trigger, sources, destination, guards and effects."""
    rows = []
    for row in TRANSITIONS:
        dest = "(stays)" if row["dest"] is None else row["dest"].value
        guards = ", ".join(row.get("conditions", [])) or "—"
        starts = ", ".join(s.value for s in sources(row))
        effects = f"; then {', '.join(row['after'])}" if row["after"] else ""
        rows.append(f"{row['trigger']:<15} {starts:<50} → {dest:<16} if {guards}{effects}")
    return "\n".join(rows)
