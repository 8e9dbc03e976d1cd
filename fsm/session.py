"""A game session, the machine's model, and its document: `perform` fires a command's trigger.

Pure: no I/O, no clock and no random numbers of its own — `now` and the
die are passed in. The service loads, performs and saves. What a trigger may
do and what it does are the machine's table (`fsm.machine`): guards in
`fsm.guards`, effects in `fsm.effects`. The phase is never stored: a session
starts in the phase its data implies (`fsm.guards.phase_of`).

A session is stored as its versioned JSON document and read back (`to_doc`, `from_doc`).
The document lives here, not beside `fsm.data`: it carries the phase the guards derive, so
writing it needs `fsm.guards`, which reads `fsm.data`'s types.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from engine import (
    Event,
    GameState,
    Leave,
    MoveTo,
    PolicyName,
    Roll,
    SwapWith,
    codec,
    event_from_dict,
    state_from_dict,
    state_to_dict,
)
from fsm.commands import (
    Actor,
    AddComputer,
    Cancel,
    Choose,
    ClaimYoungest,
    Command,
    Configure,
    FinishForMe,
    FollowLanguage,
    Join,
    Remind,
    RemoveComputer,
    RemovePlayer,
    RollDie,
    SayParrot,
    Start,
    Timeout,
)
from fsm.commands import Leave as LeaveCommand
from fsm.data import (
    DOC_VERSION,
    LAST_EVENTS_KEPT,
    MISSES_BEFORE_REMOVAL,
    RefusedAtTable,
    SessionData,
)
from fsm.effects import COMPUTER_NAMES, Dice, Effects
from fsm.exceptions import Refused
from fsm.guards import phase_of, turn_moved_on
from fsm.machine import INNER, TURN, Phase, bind_machine, refusal, rows_from, start_in
from fsm.outcome import Notice, NoticeCode, Outcome

__all__ = [
    "COMPUTER_NAMES",
    "MISSES_BEFORE_REMOVAL",
    "Dice",
    "Notice",
    "NoticeCode",
    "Outcome",
    "Session",
]

Call = tuple[str, dict[str, Any]]


@bind_machine
class Session(Effects):
    """One chat's game as a model of the shared turn machine."""

    may_trigger: Callable[..., bool]
    may_remind: Callable[..., bool]  # the machine adds a `may_<trigger>` for every trigger

    def __init__(self, data: SessionData) -> None:
        super().__init__(data)
        start_in(self, phase_of(data))  # the machine's methods are the class's: no binding here
        self._outcome = Outcome()
        self._fresh = True
        self._dice: Dice = _no_dice

    # -- running commands ---------------------------------------------------------------

    def perform(self, command: Command, *, now: float, dice: Dice) -> Outcome:
        """Run `command`, then the computer players' turns; raise `Refused` if it may not happen."""
        self._outcome, self._fresh, self._dice = Outcome(), True, dice
        engine_before = self.data.engine
        trigger, kwargs = self._call(command, now)
        self._fire(trigger, **kwargs)
        self._play_computers()
        self._outcome.turn_moved_on = turn_moved_on(engine_before, self.data.engine)
        self._set_deadline(now)
        return self._outcome

    def check(self, command: Command, *, now: float = 0.0) -> None:
        """Raise `Refused` if `command` may not happen now (its `may_<trigger>`); change nothing."""
        trigger, kwargs = self._call(command, now)
        code = refusal(self, trigger, kwargs)
        if code is not None:
            raise RefusedAtTable(code, self.data)

    def _call(self, command: Command, now: float) -> Call:
        """The trigger a command fires and its arguments; refuse a button from elsewhere."""
        match command:
            case Join(actor) | ClaimYoungest(actor) | Start(actor) | SayParrot(actor):
                return _TRIGGER_OF[type(command)], {"actor": actor}
            case Cancel(actor, from_lobby):
                return "cancel", {"actor": actor, "from_lobby": from_lobby}
            case LeaveCommand(actor, from_lobby):
                seat = self.seat_of(actor)
                action = Leave(-1 if seat is None else seat)
                args: dict[str, Any] = {"actor": actor, "seat": seat, "action": action}
                args["from_lobby"] = from_lobby
                return "leave", args
            case AddComputer(actor, policy):
                return "add_computer", {"actor": actor, "policy": policy}
            case RemoveComputer(actor, name):
                return "remove_computer", {"actor": actor, "name": name}
            case RemovePlayer(actor, user_id):
                return "remove_player", {"actor": actor, "user_id": user_id}
            case Configure(actor, key, value):
                return "configure", {"actor": actor, "key": key, "value": value}
            case FollowLanguage(actor, field12):
                return "follow_language", {"actor": actor, "field12": field12}
            case RollDie(actor, game_id, step, value, message_id, own_die):
                seat = self._check_turn(actor, game_id, step)
                self._check_message(message_id)
                roll = None if value is None else Roll(value)
                args = {"actor": actor, "seat": seat, "action": roll, "message_id": message_id}
                return "roll", args | {"own_die": own_die}
            case Choose(actor, game_id, step, option, swap):
                seat = self._check_turn(actor, game_id, step)
                pick = SwapWith(option) if swap else MoveTo(option)
                return "choose", {"actor": actor, "seat": seat, "action": pick}
            case FinishForMe(actor, game_id, step):
                seat = self._check_turn(actor, game_id, step)
                return "finish", {"actor": actor, "seat": seat}
            case Remind():
                return "remind", {"now": now}
            case Timeout():
                return "timeout", {"now": now, "seat": self.engine.current}

    def _fire(self, trigger: str, **kwargs: Any) -> None:
        """Fire `trigger` if a row from this phase may (the machine asks its guards, once), else
        raise `Refused` with the table's reason (`refusal`, asked only then)."""
        if rows_from(trigger, self.phase) and self.trigger(trigger, **kwargs):
            return
        raise RefusedAtTable(refusal(self, trigger, kwargs) or INNER, self.data)

    def _check_turn(self, actor: Actor, game_id: str, step: int) -> int:
        """Reject buttons from another game or an earlier moment, and anyone not racing at this
        table: not seated, left or dead ("not in this game", not "not your turn", which says
        a turn will come: play-test 7, finding 7); return the actor's seat. A button of an
        earlier moment is stale even if the move it lost to took its presser out (a twin of
        a move onto the gallows)."""
        if game_id != self.data.game_id:
            raise Refused("old_game")
        seat, state = self.seat_of(actor), self.data.engine
        if seat is None:
            raise Refused("not_in_game")
        if state is not None and step != state.step:
            raise Refused("stale")
        if state is not None and not self.is_in_race(seat=seat):  # told why: removed, or left
            raise RefusedAtTable("not_in_game", self.data)
        return seat

    def _check_message(self, message_id: int | None) -> None:
        """Apply each chat message at most once: message ids only grow within a chat."""
        if message_id is not None and message_id <= self.data.last_command_message:
            raise Refused("stale")

    def _play_computers(self) -> None:
        """Let computer players take their turns until a person is to move."""
        while self.phase in TURN and self.data.seats[self.engine.current].is_computer:
            seat = self.engine.current
            self._autoplay(seat, self.data.seats[seat].policy or PolicyName.FORWARD)

    def _set_deadline(self, now: float) -> None:
        """Remind the person to move at half their time, time them out at the full, anew when
        the game started or its turn moved on (not at another's leave); no timer otherwise."""
        timeout = self.data.settings.turn_timeout
        if self.phase in TURN and timeout > 0 and self._outcome.turn_moved_on:
            self.data.remind_at, self.data.timeout_at = now + timeout / 2, now + timeout
        elif self.phase not in TURN or timeout <= 0:
            self.data.remind_at = self.data.timeout_at = None


def _no_dice() -> int:
    """The die of a session that is only asked questions: no move may draw one."""
    raise RuntimeError("a die was drawn outside perform")


_TRIGGER_OF: dict[type, str] = {
    Join: "join",
    ClaimYoungest: "claim_youngest",
    Start: "start",
    SayParrot: "say_parrot",
}


WRITE_VERSION: Final = 3
"""The document version this release writes; it reads every one in `DOC_VERSIONS`.

In a rolling update the replicas of the release before this one (which read versions 1–3)
load what this one saves, so it writes version 3: ``deadline`` and ``wake`` for the two times.
The next release writes 4 (`DOC_VERSION`), once no replica older than this one runs.
"""

#: The engine's own versioned forms for its state and its events inside a session document.
HOOKS: Final[codec.Hooks] = {
    GameState: (state_to_dict, state_from_dict),
    Event: (Event.to_dict, event_from_dict),
}


def to_doc(
    data: SessionData, phase: Phase | None = None, *, version: int = WRITE_VERSION
) -> dict[str, Any]:
    """The session as a JSON document of `version` (3 or 4), generated from its fields.

    The phase (`phase`, the session's own; read from the data if not given) is written for
    readers of archives and older releases; it is read back only from a document without
    ``cancelled`` (see `from_doc`).
    """
    if version not in (3, DOC_VERSION):
        raise ValueError(f"documents are written as version 3 or {DOC_VERSION}, not {version!r}")
    doc: dict[str, Any] = {"v": version, **codec.to_plain(data, HOOKS)}
    doc["last_events"] = doc["last_events"][-LAST_EVENTS_KEPT:]
    doc["phase"] = (phase or phase_of(data)).value
    return _deadline_of(doc) if version == 3 else doc


def from_doc(doc: dict[str, Any]) -> SessionData:
    """Rebuild a session from `to_doc` output of any version in `DOC_VERSIONS`.

    Version 1 lacks ``leave_log``; documents saved before forum topics, privacy hints and the
    board picture lack ``topic_id``, ``own_dice`` and ``board`` (fields marked `ADDED`): they
    load with the defaults. The Telegram message ids older documents kept (``message_id``,
    ``message_photo``, ``reminder_id``) are read by the store (`fsm.store.messages`), not here.
    Before ``cancelled`` the stored phase said whether a game was cancelled; a running phase
    with no engine state is a wreck. Before version 4 a ``deadline`` and its ``wake`` stood for
    the reminder's and the timeout's times (`_deadlines_of`).
    """
    if "cancelled" not in doc:
        doc = {**doc, "cancelled": _cancelled_by_phase(doc)}
    if "timeout_at" not in doc:  # written before version 4
        doc = _deadlines_of(doc)
    data: SessionData = codec.from_plain(SessionData, doc, HOOKS)
    return data


def _deadline_of(doc: dict[str, Any]) -> dict[str, Any]:
    """A document's two times as version 3's ``deadline`` and ``wake`` (`_deadlines_of` back).

    A reminder owed is the deadline, ``wake: "remind"``: its timeout is read back as half the
    turn time after it, where the clock puts it (`fsm.session`); once reminded (on time or
    late), the timeout is the deadline, ``wake: "timeout"``.
    """
    new = {k: v for k, v in doc.items() if k not in ("remind_at", "timeout_at")}
    if doc["remind_at"] is not None:
        return {**new, "deadline": doc["remind_at"], "wake": "remind"}
    return {**new, "deadline": doc["timeout_at"], "wake": "timeout"}


def _deadlines_of(doc: dict[str, Any]) -> dict[str, Any]:
    """A version 1–3 document's ``deadline`` and ``wake`` as the times they stood for.

    ``wake: "remind"`` was a reminder due at the deadline, its timeout half the turn time after
    it was sent; ``"timeout"`` (the default) a reminder sent, its timeout at the deadline.
    """
    new = {k: v for k, v in doc.items() if k not in ("deadline", "wake")}
    deadline, wake = doc.get("deadline"), doc.get("wake", "timeout")
    if deadline is None:
        return {**new, "remind_at": None, "timeout_at": None}
    if wake == "remind":
        half = doc["settings"]["turn_timeout"] / 2
        return {**new, "remind_at": deadline, "timeout_at": deadline + half}
    if wake != "timeout":
        raise ValueError(f"wake {wake!r} is neither remind nor timeout")
    return {**new, "remind_at": None, "timeout_at": deadline}


def _cancelled_by_phase(doc: dict[str, Any]) -> bool:
    """Whether an old document's stored phase says cancelled; refuse one that cannot be."""
    phase = Phase(doc["phase"])
    if doc.get("engine") is None and phase not in (Phase.LOBBY, Phase.CANCELLED):
        raise ValueError(f"stored as {phase.value!r} with no engine state to settle from")
    return phase is Phase.CANCELLED
