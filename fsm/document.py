"""A session as its versioned JSON document and back (`to_doc`, `from_doc`).

Beside `fsm.data`, not in it: the document carries the phase the guards derive, so writing it
needs `fsm.guards`, which reads `fsm.data`'s types.
"""

from __future__ import annotations

from typing import Any, Final

from engine import Event, GameState, codec, event_from_dict, state_from_dict, state_to_dict
from fsm.data import DOC_VERSION, LAST_EVENTS_KEPT, SessionData
from fsm.guards import phase_of
from fsm.machine import Phase

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
