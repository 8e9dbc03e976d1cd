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

from transitions import Machine

from fsm.exceptions import RefusalCode


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
L, R, C = Phase.LOBBY, Phase.RESOLVING, Phase.AWAITING_CHOICE
INNER: RefusalCode = "refused"  # the code of a guard no command is refused by (settle's)


def _row(
    trigger: str,
    source: Phase | list[Phase],
    dest: Phase | None,
    *,
    after: str | list[str] | None = None,
    **guards: RefusalCode,
) -> dict[str, Any]:
    """One transition: a verb, where it may start, where it leads, its effect, and its
    questions in order, each with the refusal a command gets when it is answered no."""
    effects = [after] if isinstance(after, str) else list(after or [])
    return {
        "trigger": trigger,
        "source": source,
        "dest": dest,
        "conditions": list(guards),
        "refusals": guards,
        "after": effects,
    }


# The first row whose guards all hold wins. A move's effect (`play`, `time_out`) applies the
# engine and fires `settle` with the events of that step.
TRANSITIONS: list[dict[str, Any]] = [
    _row(
        "join",
        L,
        STAY,
        after="seat_actor",
        is_not_seated="already_joined",
        has_free_seat="table_full",
    ),
    _row("leave", L, STAY, after="unseat_actor", is_seated="not_in_game"),
    _row("claim_youngest", L, STAY, after="make_cashier", is_seated="join_first"),
    _row(
        "add_computer",
        L,
        STAY,
        after="seat_computer",
        is_host_or_admin="not_host",
        has_free_seat="table_full",
        is_known_policy="bad_setting",
    ),
    _row(
        "remove_computer",
        L,
        STAY,
        after="unseat_computer",
        is_host_or_admin="not_host",
        is_seated_computer="refused",
    ),
    _row(
        "remove_player",
        L,
        STAY,
        after="unseat_player",
        is_host_or_admin="not_host",
        is_seated_other="refused",
    ),
    _row(
        "configure",
        L,
        STAY,
        after="change_setting",
        is_host_or_admin="not_host",
        is_on_the_menu="bad_setting",
    ),
    _row("follow_language", L, STAY, after="take_language_rule", is_host_or_admin="not_host"),
    _row(
        "start",
        L,
        R,
        after=["deal", "settle"],
        is_host_or_admin="not_host",
        has_enough_players="too_few_players",
    ),
    _row("roll", ROLLING, R, after="play", is_their_turn="not_your_turn", is_legal="illegal_move"),
    _row("choose", C, R, after="play", is_their_turn="not_your_turn", is_legal="illegal_move"),
    _row(
        "finish",
        TURN,
        R,
        after=["settle", "play_out_game"],
        is_in_race="not_in_game",
        is_last_person="refused",  # only ever offered to them: a forged ⏩ (play-test 53)
        is_their_turn="not_your_turn",
    ),
    _row("remind", TURN, STAY, after="send_reminder", is_reminder_due="not_due"),
    _row("timeout", TURN, R, after=["time_out", "play_out_turn"], is_timeout_due="not_due"),
    _row(
        "leave",
        TURN,
        R,
        after="play",
        is_not_a_lobby_button="game_running",
        is_in_race="not_in_game",
    ),
    _row("settle", R, Phase.FINISHED, is_over=INNER),
    _row("settle", R, Phase.AWAITING_CHOICE, must_choose=INNER),
    _row("settle", R, Phase.EXTRA_ROLL, owes_extra_roll=INNER),
    _row("settle", R, Phase.SKIP, after="pass_turn", turn_was_skipped=INNER),
    _row("settle", R, Phase.PLACEMENT, mover_is_unplaced=INNER),
    _row("settle", R, Phase.AWAITING_ROLL),
    _row("pass_turn", Phase.SKIP, Phase.PLACEMENT, mover_is_unplaced=INNER),
    _row("pass_turn", Phase.SKIP, Phase.AWAITING_ROLL),
    _row(
        "say_parrot",
        PLAYING,
        STAY,
        after="record_parrot",
        is_racing="not_in_game",
        parrot_is_calling="parrot_silent",
        has_not_said_it="already_said",
    ),
    _row("cancel", L, Phase.CANCELLED, after="note_cancel", is_host_or_admin="not_host"),
    _row(
        "cancel",
        PLAYING,
        Phase.CANCELLED,
        after="note_cancel",
        is_not_a_lobby_button="game_running",
        is_host_or_admin="not_host",
    ),
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
    """The one machine that serves every game session (built on first use).

    Guards and effects get the trigger's keyword arguments (`send_event=False`), so the
    table's questions can be asked of a model directly (`refusal`, `settled`).
    """
    return Machine(
        model=None,
        states=Phase,
        transitions=[{k: v for k, v in row.items() if k != "refusals"} for row in TRANSITIONS],
        initial=Phase.LOBBY,
        auto_transitions=False,
        send_event=False,
        model_attribute="phase",
    )


def refusal(model: Any, trigger: str, kwargs: dict[str, Any]) -> RefusalCode | None:
    """Why `trigger` may not fire on `model` now, or None if it may.

    The answer `may_<trigger>` gives, from the same table the machine runs: the first row from
    the model's phase whose guards all hold. When none holds, the refusal is the first failing
    guard's of the first such row; with no row from this phase, the phase says why (a seat
    not to move hears so, not "choose first": play-test 7, finding 3)."""
    phase: Phase = model.phase
    rows = rows_from(trigger, phase)
    if not rows:
        if trigger not in TRIGGERS:
            raise AttributeError(f"Do not know event named {trigger!r}.")
        if phase is Phase.LOBBY:
            return "not_running"
        if phase in ENDED:
            return "game_over"
        if trigger in LOBBY_TRIGGERS:
            return "game_running"
        if "seat" in kwargs and phase in TURN and not model.is_their_turn(**kwargs):
            return "not_your_turn"
        return "wrong_moment" if phase is Phase.AWAITING_CHOICE else "refused"  # (pt 53)
    first: RefusalCode | None = None
    for row in rows:
        failed = next((g for g in row["conditions"] if not getattr(model, g)(**kwargs)), None)
        if failed is None:
            return None
        first = first or row["refusals"][failed]
    return first


@cache
def rows_from(trigger: str, phase: Phase) -> tuple[dict[str, Any], ...]:
    """The table's rows of `trigger` that start from `phase`, in order."""
    return tuple(r for r in TRANSITIONS if r["trigger"] == trigger and phase in sources(r))


def bind_machine(cls: type[M]) -> type[M]:
    """Give a model class, once, the methods `Machine.add_model` gives every instance it adds.

    `trigger` and `may_trigger` by name, a method and a `may_` question per trigger, and an
    `is_phase_<NAME>` per phase; as with `add_model`, a name the class has already is kept. Each
    fires the one shared machine's event (`Machine.events[...].trigger(model)`) or asks the
    table (`refusal`) with ``self`` as the model, so a model needs only its phase (`start_in`)
    instead of a dozen bound methods made per instance, and the machine keeps no model.
    """
    methods: dict[str, Callable[..., Any]] = {
        "trigger": lambda self, trigger, /, **kwargs: _firing(trigger)(self, **kwargs),
        "may_trigger": lambda self, trigger, /, **kwargs: refusal(self, trigger, kwargs) is None,
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
    if trigger not in TRIGGERS:
        raise AttributeError(f"Do not know event named {trigger!r}.")
    return lambda self, /, **kwargs: machine().events[trigger].trigger(self, **kwargs)


def _asking(trigger: str) -> Callable[..., bool]:
    """A model method that asks whether ``trigger`` may fire."""
    return lambda self, /, **kwargs: refusal(self, trigger, kwargs) is None


def _being(phase: Phase) -> Callable[[Any], bool]:
    """A model method that asks whether the model is in ``phase``."""
    return lambda self: machine().is_state(phase, self)


def start_in(model: object, phase: Phase) -> None:
    """Put a model of a `bind_machine` class in ``phase`` (what `add_model` does with `initial`)."""
    machine().set_state(phase, model=model)


def settled(model: object) -> Phase:
    """The phase the `settle` rows pick for `model` now (the first row whose guards all hold)."""
    for row in TRANSITIONS:
        if row["trigger"] == "settle" and all(getattr(model, g)() for g in row["conditions"]):
            dest: Phase = row["dest"]
            return dest
    raise AssertionError("the last settle row has no guard")
