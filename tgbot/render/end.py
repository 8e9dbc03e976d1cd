"""The end of a game: the winner, the pot split, the purses, the dice log, Play again."""

from __future__ import annotations

from engine.events import Shared, ShareReason, Won
from engine.state import Status
from fsm.data import SessionData
from fsm.machine import Phase
from i18n import t
from tgbot.callbacks import Callback, Op
from tgbot.render.common import View, button, fit_caption, keyboard, seat_names, wants_picture
from tgbot.render.picture.scene import scene_of


def replay_command(data: SessionData) -> str:
    """The command line that replays this game from its logs (RULES.md)."""
    s = data.settings
    parts = [
        "robinson-bot replay",
        f"--players {len(data.seats)}",
        f"--dice {','.join(map(str, data.dice_log))}",
    ]
    if data.choice_log:
        parts.append(f"--choices {','.join(data.choice_log)}")
    if data.leave_log:
        parts.append(f"--leaves {','.join(data.leave_log)}")
    parts += [f"--field12 {s.field12.value}", f"--start-chips {s.start_chips}", f"--ante {s.ante}"]
    return " ".join(parts)


def end_view(data: SessionData, lang: str, cancelled_by: str | None = None) -> View:
    """The final message of a finished or cancelled game."""
    state = data.engine
    names = seat_names(data, lang)
    if data.phase is Phase.CANCELLED or state is None:
        host = next((s.name for s in data.seats if s.user_id == data.host), "—")
        return View(t(lang, "lobby-cancelled", name=cancelled_by or host), None)
    lines = [t(lang, "end-title")]
    won = next((e for e in data.last_events if isinstance(e, Won)), None)
    if won is not None:
        rounds = state.players[won.seat].turns
        lines.append(t(lang, "end-winner", name=names[won.seat], round=rounds, pot=won.pot))
        share = next((e for e in data.last_events if isinstance(e, Shared)), None)
        if share is None:
            lines.append(t(lang, "end-share-none"))
        elif share.reason is ShareReason.FRIDAY:
            lines.append(t(lang, "end-share-friday", name=names[share.to], amount=share.amount))
        else:
            lines.append(t(lang, "end-share-nearest", name=names[share.to], amount=share.amount))
    else:
        lines.append(t(lang, "end-no-winner", pot=state.pot))
    purses = [t(lang, "end-purses-title")]
    order = sorted(range(len(state.players)), key=lambda s: -state.players[s].chips)
    for place, seat in enumerate(order, start=1):
        player = state.players[seat]
        key = "end-purse"
        if seat == state.winner:
            key = "end-purse-winner"
        elif player.status is Status.DEAD:
            key = "end-purse-dead"
        elif player.status is Status.LEFT:
            key = "end-purse-left"
        purses.append(t(lang, key, place=place, name=names[seat], chips=player.chips))
    lines += ["", *purses]
    logs = [t(lang, "end-dice-log", dice=" ".join(map(str, data.dice_log)))]
    if data.choice_log:
        logs.append(t(lang, "end-choices-log", choices=" ".join(data.choice_log)))
    lines += ["", t(lang, "end-turns", count=state.turn), *logs]
    lines.append(t(lang, "end-replay", command=replay_command(data)))
    rows = [[button(t(lang, "btn-play-again"), Callback(Op.AGAIN, data.game_id))]]
    text, markup = "\n".join(lines), keyboard(rows)
    if not wants_picture(data):
        return View(text, markup)
    scene = scene_of(state, names, data.last_events, lang)
    # The replay line repeats the dice; the picture's legend shows the purses.
    return View(text, markup, scene, fit_caption(lines, [*logs, *reversed(purses)]))
