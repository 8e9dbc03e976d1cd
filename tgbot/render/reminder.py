"""The reminder to the mover (a nudge, the half-time ping): what to do, the time a turn has and
what its end does, and a warning."""

from __future__ import annotations

from fsm import SessionData
from i18n import t
from tgbot.render.menus import value_label


def reminder_text(data: SessionData, lang: str, name: str) -> str:
    """The reminder to the mover called `name` (HTML): to roll or to choose; with a time a
    turn, how long and what its end does (play-test 44: said only in the host's menu); and,
    one missed turn from removal, that the next removes them (R27; play-test 12), not that
    the computer then plays it (play-test 52: the two lines said opposite things)."""
    state = data.engine
    assert state is not None
    lines = [t(lang, "remind-choice" if state.pending else "remind-turn", name=name)]
    last = data.misses_to_removal(state.current) == 1
    if data.settings.turn_timeout:
        time = value_label(lang, "turn_timeout", str(data.settings.turn_timeout))
        lines.append(t(lang, "remind-time-only" if last else "remind-time-limit", time=time))
    if last:
        lines.append(t(lang, "remind-last-chance"))
    return "\n".join(lines)
