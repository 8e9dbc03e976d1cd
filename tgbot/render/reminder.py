"""The reminder to the mover (a nudge, the half-time ping): what to do, the time a turn has (or,
at half-time, has left) and what its end does, and a warning."""

from __future__ import annotations

from fsm import SessionData
from i18n import t
from tgbot.render.common import held
from tgbot.render.menus import value_label


def reminder_text(data: SessionData, lang: str, name: str, now: float | None = None) -> str:
    """The reminder to the mover called `name` (HTML): to roll or to choose; with a time a
    turn, how long (once half of it is gone, the half left: play-test 52, the half-time ping
    said the nudge's words again; told again at `now`, the time left then: play-test 72) and
    what its end does (play-test 44: said only in the host's menu); and, one missed turn from
    removal, that the next removes them (R27; play-test 12), not that the computer then plays
    it (play-test 52: the two lines said opposite things)."""
    state = data.engine
    assert state is not None
    lines = [t(lang, "remind-choice" if state.pending else "remind-turn", name=name)]
    last = data.misses_to_removal(state.current) == 1
    if timeout := data.settings.turn_timeout:
        if half_gone(data):
            key = "remind-time-left-only" if last else "remind-time-left"
            left = timeout // 2 if now is None else time_left(data, now)
            lines.append(t(lang, key, time=held(time_label(lang, left))))
        else:
            time = held(value_label(lang, "turn_timeout", str(timeout)))
            lines.append(t(lang, "remind-time-only" if last else "remind-time-limit", time=time))
    if last:
        lines.append(t(lang, "remind-last-chance"))
    return "\n".join(lines)


def half_gone(data: SessionData) -> bool:
    """The mover was reminded at half their time (the timeout stands, no reminder is owed)."""
    return data.remind_at is None and data.timeout_at is not None


def time_left(data: SessionData, now: float) -> int:
    """The whole seconds the mover's turn has left at `now`, after its half-time reminder (at
    least one: the clock may be a moment late)."""
    assert data.timeout_at is not None
    return max(1, int(data.timeout_at - now))


def time_label(lang: str, seconds: int) -> str:
    """A time as the timer's menu says it ('1 min', '30 s'), or '2 min 30 s'."""
    minutes, rest = divmod(seconds, 60)
    if minutes and rest:
        return t(lang, "time-minutes-seconds", minutes=minutes, seconds=rest)
    return value_label(lang, "turn_timeout", str(seconds))
