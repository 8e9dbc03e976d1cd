"""The live game message: track, purses, pot, Fridays, the last turn's story, the buttons."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from telegram import InlineKeyboardButton

from engine import BOARD, ChoiceKind, Event, Player, Status, TurnStarted
from fsm import MISSES_BEFORE_REMOVAL, DiceSource, Notice, Session, SessionData
from i18n import choice_label, format_list, is_drama, render_turn, t
from tgbot.callbacks import Callback, Op
from tgbot.render.common import (
    View,
    button,
    engine_settings,
    fit_caption,
    keyboard,
    seat_names,
    wants_picture,
)
from tgbot.render.picture.scene import GALLOWS_FIELDS, scene_of

STORY_LINES = 9
PHONE_LINES, PHONE_CHARS = 20, 1000  # a live message fits a phone screen
OWN_LINES = 7  # the acting player's own turn is kept whole up to here, before anyone else's
RULE = "──────────────"

AFTER_STORY = frozenset({"host_passed"})  # what follows from the turn told: after its story
NOTICE_KEYS = {
    "timed_out": "timeout-auto",
    "removed": "timeout-removed",
    "joined": "lobby-joined",
    "youngest": "lobby-youngest",
    "cancelled": "lobby-cancelled",
    "finished_for": "game-finished-for",
    "host_passed": "game-host-passed",
}


def player_line(lang: str, player: Player, name: str, names: Sequence[str], to_move: bool) -> str:
    """One seat's line: where they stand, their purse and their marks."""
    field, chips = player.position, player.chips
    if player.status is Status.DEAD:
        line = t(lang, "game-player-dead", name=name, chips=chips)
    elif player.status is Status.LEFT:
        line = t(lang, "game-player-left", name=name, chips=chips)
    elif field == BOARD.home:
        line = t(lang, "game-player-home", name=name, chips=chips)
    elif to_move and field == 0:
        line = t(lang, "game-player-turn-start", name=name, chips=chips)
    elif to_move:
        line = t(lang, "game-player-turn", name=name, field=field, chips=chips)
    elif field == 0:
        line = t(lang, "game-player-start", name=name, chips=chips)
    else:
        line = t(lang, "game-player", name=name, field=field, chips=chips)
    marks = []
    if player.friday is not None:
        marks.append(t(lang, "game-player-friday", name=names[player.friday]))
    if player.skip_next:
        marks.append(t(lang, "game-player-fever"))
    if player.may_restart:
        marks.append(t(lang, "game-player-restart"))
    if field in GALLOWS_FIELDS and player.status is Status.ACTIVE:
        marks.append(t(lang, "game-player-gallows"))
    return "   ".join([line, *marks])


def notice_lines(lang: str, notices: Sequence[Notice]) -> list[str]:
    """The notices worth telling in the game message (timeouts, removals)."""
    lines = []
    for notice in notices:
        key = NOTICE_KEYS.get(notice.code)
        if key is not None:
            args = {k: v for k, v in notice.args.items() if k in ("name", "count")}
            if notice.code == "removed":
                args["count"] = MISSES_BEFORE_REMOVAL
            lines.append(t(lang, key, **args))
    return lines


def turns_of(events: Sequence[Event]) -> list[list[Event]]:
    """Split a command's events into turns: a new one starts at each `TurnStarted`."""
    turns: list[list[Event]] = [[]]
    for event in events:
        if isinstance(event, TurnStarted) and turns[-1]:
            turns.append([])
        turns[-1].append(event)
    return [turn for turn in turns if turn]


def story_parts(
    data: SessionData, lang: str, events: Sequence[Event]
) -> tuple[list[str], list[str], list[str]]:
    """The story since the last command: the actor's own turn whole, then the last turn.

    Turns in between (computer players) get their first line each while there is room, and
    the rest of their lines if room is left (`turns_between`). Returned as (own turn, turns
    between, last turn).
    """
    names = seat_names(data, lang)
    people = [seat for seat, s in enumerate(data.seats) if not s.is_computer]
    you = reader(data)
    told = [render_turn(turn, lang, names, people, you) for turn in turns_of(events)]
    told = [lines for lines in told if lines]
    if not told:
        return [], [], []
    own = first_lines(told[0], OWN_LINES)
    if len(told) == 1:
        return own, [], []
    last = first_lines(told[-1], max(STORY_LINES - len(own), 2))
    room = max(STORY_LINES - len(own) - len(last), 0)
    return own, turns_between(told[1:-1], room), last


def first_lines(lines: Sequence[str], limit: int) -> list[str]:
    """The first `limit` lines, and every rare moment after them (`is_drama`)."""
    return [line for index, line in enumerate(lines) if index < limit or is_drama(line)]


def turns_between(turns: Sequence[list[str]], room: int) -> list[str]:
    """At most `room` lines of `turns`: the newest turns' first lines, then, room allowing,
    the rest of each turn too (the newest first), so a purse's change keeps its reason.

    A turn with a rare moment (`is_drama`) is always told, its first line and that moment.
    """
    short = [first_lines(lines, 1) for lines in turns]
    told = [any(is_drama(line) for line in lines) for lines in turns]
    spare = room - sum(len(lines) for lines, told_ in zip(short, told, strict=True) if told_)
    for index in reversed(range(len(turns))):
        if not told[index] and spare > 0:
            told[index], spare = True, spare - 1
    whole = [False] * len(turns)
    for index in reversed(range(len(turns))):
        extra = len(turns[index]) - len(short[index])
        if told[index] and 0 < extra <= spare:
            whole[index], spare = True, spare - extra
    return [
        line
        for lines, brief, shown, all_of in zip(turns, short, told, whole, strict=True)
        if shown
        for line in (lines if all_of else brief)
    ]


def story_lines(data: SessionData, lang: str, events: Sequence[Event]) -> list[str]:
    """The story since the last command, as lines (see `story_parts`)."""
    own, between, last = story_parts(data, lang, events)
    return own + between + last


def fit_phone(head: list[str], parts: tuple[list[str], ...], tail: list[str]) -> list[str]:
    """The story parts trimmed until head + story + tail fits a phone (≤20 lines, ≤1,000
    characters): the turns between go first, then the last turn's start, then the own
    turn's end; the first and the last line of the story stay, and so do its rare moments."""
    own, between, last = (list(part) for part in parts)
    while True:
        story = own + between + last
        lines = head + story + tail
        if len(lines) <= PHONE_LINES and len("\n".join(lines)) <= PHONE_CHARS:
            return story
        if not (
            _drop(between, range(len(between)))
            or _drop(last, range(len(last) - 1))
            or _drop(own, reversed(range(1, len(own))))
        ):
            return story


def _drop(lines: list[str], order: Iterable[int]) -> bool:
    """Remove the first line in `order` that is not a rare moment; False if there is none."""
    index = next((i for i in order if not is_drama(lines[i])), None)
    if index is None:
        return False
    del lines[index]
    return True


def reader(data: SessionData) -> int | None:
    """In a private chat, the seat of its one person (the board speaks to them); else None."""
    if data.chat_id < 0:
        return None
    return next((seat for seat, s in enumerate(data.seats) if not s.is_computer), None)


def _prompt(
    data: SessionData, lang: str, names: Sequence[str], lines: list[str]
) -> list[list[InlineKeyboardButton]]:
    """What the mover may do now (the machine's `may_<trigger>`): prompt lines and buttons."""
    state = data.engine
    assert state is not None
    mover = state.current
    session = Session(data)
    rows: list[list[InlineKeyboardButton]] = []
    if session.may_press("choose") and state.pending is not None:
        key = "game-your-choice" if reader(data) == mover else "game-waiting-choice"
        lines.append(t(lang, key, name=names[mover]))
        pending = state.pending
        op = Op.SWAP if pending.kind is ChoiceKind.SWAP else Op.MOVE
        position = state.players[mover].position
        for option in pending.options:
            label = choice_label(
                pending.kind, option, lang, names, pending.roll, position, engine_settings(data)
            )
            rows.append([button(label, Callback(op, data.game_id, state.step, (str(option),)))])
    elif session.may_press("roll"):
        key = "game-turn"
        if data.settings.dice is DiceSource.TELEGRAM:  # a sent 🎲 only where it reaches the bot
            key = "game-turn-dice" if data.own_dice else "game-turn-button"
        if reader(data) == mover:  # a solo game, whose dice are the bot's
            key = "game-your-turn"
        lines.append(t(lang, key, name=names[mover]))
        rows.append([button(t(lang, "btn-roll"), Callback(Op.ROLL, data.game_id, state.step))])
    if session.may_press("finish"):
        finish = Callback(Op.FINISH, data.game_id, state.step)
        rows.append([button(t(lang, "btn-finish-for-me"), finish)])
    if data.parrot is not None:
        alone = reader(data) is not None  # a private chat: no "everyone together"
        if data.parrot.said and alone:
            lines.append(t(lang, "game-you-said"))
        elif data.parrot.said:
            lines.append(t(lang, "game-said-poor", names=format_list(lang, data.parrot.said)))
        else:
            lines.append(t(lang, "game-parrot-call-you" if alone else "game-parrot-call"))
    if session.may_press("say_parrot"):
        rows.append([button(t(lang, "btn-parrot"), Callback(Op.PARROT, data.game_id))])
    return rows


def game_view(
    data: SessionData, lang: str, notices: Sequence[Notice] = (), *, live: bool = True
) -> View:
    """The live message of a running game; `live=False` for a replayed moment (no buttons)."""
    state = data.engine
    if state is None:
        raise ValueError("the game has not started")
    names = seat_names(data, lang)
    mover = state.current
    round_no = max(state.players[mover].turns, 1)
    lines = [t(lang, "game-header", round=round_no, pot=state.pot)]
    for seat, player in enumerate(state.players):
        lines.append(player_line(lang, player, names[seat], names, seat == mover))
    lines.append(RULE)
    board_lines = len(lines)
    lines += notice_lines(lang, [n for n in notices if n.code not in AFTER_STORY])
    prompt = notice_lines(lang, [n for n in notices if n.code in AFTER_STORY])
    rows = _prompt(data, lang, names, prompt) if live else []
    shown = lines[board_lines:] if wants_picture(data) else lines  # a caption under the board
    story = fit_phone(shown, story_parts(data, lang, data.last_events), prompt)
    lines += story + prompt
    text, markup = "\n".join(lines), keyboard(rows)
    if not wants_picture(data):
        return View(text, markup)
    scene = scene_of(state, names, data.last_events, lang)
    caption = fit_caption(lines[board_lines:], story)  # the picture shows the purses
    return View(text, markup, scene, caption)
