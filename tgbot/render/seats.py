"""A seat on the live board: its line (where it stands, its purse) and its marks' lines, as
the text board shows them and as the caption under the picture does, after its token; and
the toast its roller sees at once (their die, where they stand, what their purse did)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TypeGuard

from engine import (
    BOARD,
    DIE_FACES,
    Event,
    GameState,
    MoveCause,
    Moved,
    Player,
    Rolled,
    SailOption,
    Shared,
    Status,
    Stayed,
    StayOption,
    Won,
)
from fsm import MISSES_BEFORE_REMOVAL, Result, SessionData
from i18n import t
from tgbot.chat.origin import isolated
from tgbot.render.common import NBSP, PHONE_LINE_WIDTH, phone_width, seat_names, short_name
from tgbot.render.picture.scene import GALLOWS_FIELDS
from tgbot.render.picture.tokens import emoji_of
from tgbot.render.story import turns_of

TREE_FIELDS = frozenset(BOARD.fields(StayOption))  # each roll there may stay (R15)
MARKS_INDENT = "      "  # a seat's marks line starts under its name
CAPTION_NAME_CHARS = 8  # a name in a seat's line under the picture: cut no shorter to fit


def seat_lines(
    data: SessionData, lang: str, seat: int, names: Sequence[str], token: str = ""
) -> list[str]:
    """One seat on the board: its line after `token` (under the picture, its name in `names`
    as `caption_name` cuts it, to take one line there), then each of its marks (Friday,
    fever, a second start, the tree, the gallows, the mover's roll home, the turns in a row
    it missed; once the game is over only Friday) on an indented line of its own, so that
    none wraps on a phone. One removed for missed turns is told so (R27)."""
    state = data.engine
    assert state is not None
    player, to_move, over = state.players[seat], seat == state.current, state.finished
    missed = data.missed.get(seat, 0)
    choosing = to_move and state.pending is not None
    marks = player_marks(
        lang, player, names, over=over, to_move=to_move, choosing=choosing, missed=missed
    )
    line = token + player_line(lang, player, names[seat], to_move, seat in data.removed)
    return [line] + [MARKS_INDENT + m for m in marks]


def caption_name(lang: str, player: Player, name: str, token: str) -> str:
    """A seat's name under the picture, the same in its line, the story and the prompt: cut
    (to `CAPTION_NAME_CHARS` at the least) where its line would wrap on a phone on any field
    of the race, so that it keeps one shape from turn to turn (play-tests 4, 5:
    'Aleksandra-Kri…' beside 'Aleksandra-Kris…'); at the start, home, dead or gone, whose
    words may be wider, its line wraps after the name once rather than cut it deeper for
    those boards alone (play-test 54: 'Christo… at the start', then 'Christoffer Bæ… on 5';
    play-test 55: the winner's last board 'Christoffer Bæk… home')."""
    widest = replace(
        player, position=BOARD.home - 1, status=Status.ACTIVE, chips=max(player.chips, 99)
    )
    return fitted(lang, widest, name, token)


def fitted(lang: str, player: Player, name: str, token: str) -> str:
    """`name` cut further where `token` and the seat's line (its mover's) would wrap on a phone."""
    shown, room = name, len(isolated(name) or name)
    line = token + player_line(lang, player, shown, True)
    while (excess := phone_width(line) - PHONE_LINE_WIDTH) > 0 and room > CAPTION_NAME_CHARS:
        room = max(room - excess, CAPTION_NAME_CHARS)
        shown = short_name(name, room)
        line = token + player_line(lang, player, shown, True)
    return shown


def player_line(lang: str, player: Player, name: str, to_move: bool, removed: bool = False) -> str:
    """One seat's line: where they stand and their purse, held together after the name; one
    out of the race `removed` for missed turns is not said to have left (play-test 20)."""
    field, chips = player.position, player.chips
    if player.status is Status.DEAD:
        line = t(lang, "game-player-dead", name=name, chips=chips)
    elif player.status is Status.LEFT:
        key = "game-player-removed" if removed else "game-player-left"
        line = t(lang, key, name=name, chips=chips)
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
    return held_after(line, name)


def held_after(line: str, name: str) -> str:
    """`line` with what follows `name` joined by no-break spaces: a seat's line too long for
    a phone wraps once, after the name, never between a field's word and its number or
    before the purse (play-test bg/da, finding 6)."""
    end = line.find(name) + len(name)
    tail = line[end:].strip()
    if not name or end < len(name) or not tail:
        return line
    return f"{line[:end]} {tail.replace(' ', NBSP)}"


def player_marks(
    lang: str,
    player: Player,
    names: Sequence[str],
    *,
    over: bool = False,
    to_move: bool = False,
    choosing: bool = False,
    missed: int = 0,
) -> list[str]:
    """What else a seat carries, in a few words each: its Friday, and while the game is not `over`,
    a missed turn to come, a second start, the stay in the tree the player `to_move` may choose with
    this roll, till they are `choosing` (R15; play-test 62: the choice came unannounced), the
    gallows under it (play-test 5: a finished board still warned of the gallows), the one roll that
    takes the player `to_move` home (R7; play-test 35: six bounces back to 44 and no word that only
    a 1 gets there), and how many turns in a row the computer played for them as their time ran out
    (R27; play-test 35: back on field 1 a chip poorer, the notice gone with the next edit), with a
    warning one turn from removal."""
    field = player.position
    marks: list[str] = []
    if player.status is not Status.ACTIVE:
        return marks  # out of the race: nothing to come for them
    if player.friday is not None:
        marks.append(t(lang, "game-player-friday", name=names[player.friday]))
    if over:
        return marks
    if player.skip_next:
        marks.append(t(lang, "game-player-fever"))
    if player.may_restart:
        marks.append(t(lang, "game-player-restart"))
    if to_move and field in TREE_FIELDS and not choosing:  # an open choice's prompt tells it
        marks.append(t(lang, "game-player-tree"))
    if field in GALLOWS_FIELDS:
        marks.append(t(lang, "game-player-gallows"))
    if to_move and BOARD.home - field in DIE_FACES:
        marks.append(t(lang, "game-player-home-on", value=BOARD.home - field))
    if missed:
        marks.append(t(lang, "game-player-timed-out", count=missed))
    if missed >= MISSES_BEFORE_REMOVAL - 1:  # as long as it stands (pt 44: the story's went)
        marks.append(t(lang, "game-player-last-chance"))
    return marks


def token_mark(seat: int) -> str:
    """A seat's token in the caption: its colour and its number ('🔵2')."""
    return f"{emoji_of(seat)}{seat + 1}"


def not_in_game_text(data: SessionData, lang: str, seat: int | None) -> str:
    """What one out of the game hears when they act: that they were removed for their missed
    turns, if so (play-test 16: 'You are not in this game.' told them nothing), or that they
    left it (play-test 18), else that they are not in it."""
    if seat is not None and seat in data.removed:
        return t(lang, "toast-removed", count=MISSES_BEFORE_REMOVAL)
    left = seat is not None and data.has_left(seat)
    return t(lang, "toast-you-left" if left else "toast-not-in-game")


def rolled_toast(before: GameState, result: Result, lang: str | None = None) -> str:
    """'🎲 5 → 21 · +2 🪙': the roller's die, where they stand and what their purse did; a 6 on
    the gallows '→ ☠️ 42', the fever's turn to miss '→ 🤒 12' (play-test 20: '→ 12' did not say
    it), the footprint's flight '→ 25 👣 14', the way home '→ 🏠 45 · +20 🪙 · −10 🪙 → Liis' (the
    pot, then each share handed on and, told in `lang`, to whom, as the board tells them;
    play-tests 47, 48: a bare −10 read as a loss), not like any other move; after a choice, no
    die, and the chosen button's mark: '→ 8 · −2 🪙', '🌳 7' (play-test 38: a stay's '→ 7' read as
    a move). While the roll waits for the roller's choice, no arrow: not moved yet."""
    seat = before.current
    own = turns_of(result.outcome.events)[:1]
    told = len(own[0]) if own else 0
    after = next((s for n, s in result.outcome.states if n >= told), result.session.engine)
    rolls = [e.value for e in own[0] if isinstance(e, Rolled) and e.seat == seat] if own else []
    parts = [f"🎲 {value}" for value in rolls]
    choosing = after.pending is not None and after.pending.seat == seat
    if not choosing:
        mark = "→" if rolls or not own else _choice_mark(own[0], seat)
        fled = [e.src for e in own[0] if _fled(e, seat)] if own else []
        if fled:  # '→ 25 👣 14', as the board tells it (play-test 65: '→ 14' hid the 25)
            parts.append(f"{mark} {fled[0]}")
            mark = "👣"
        parts.append(f"{mark} {_where(after.players[seat])}")
    text = " ".join(parts)
    delta = after.players[seat].chips - before.players[seat].chips
    won = next((e.pot for e in own[0] if isinstance(e, Won) and e.seat == seat), 0) if own else 0
    shared = [e for e in own[0] if isinstance(e, Shared) and e.winner == seat] if won else []
    rest = delta - won + sum(e.amount for e in shared)  # what else the turn did to their purse
    # the win as the board tells it: the whole pot, then each share handed on (play-test 15)
    changes = [f"{_signed(n)} 🪙" for n in (rest, won) if n]
    names = seat_names(result.session.data, lang) if lang and shared else []
    changes += [f"{_signed(-e.amount)} 🪙{f' → {names[e.to]}' if names else ''}"
                for e in shared if e.amount]  # fmt: skip
    return " · ".join([text, *changes])


def _choice_mark(events: Sequence[Event], seat: int) -> str:
    """The mark of the button `seat` chose by (game.ftl's btn-*): 🌳/🏖️ a stay in the tree or
    ashore (not ⚓, the swap's: play-test 72), 🔄 a start over, ⛵ a sail; → a move on."""
    for event in events:
        if isinstance(event, Stayed) and event.seat == seat:
            return "🏖️" if isinstance(BOARD[event.field], SailOption) else "🌳"
        if isinstance(event, Moved) and event.seat == seat:
            return {MoveCause.RESTART: "🔄", MoveCause.SAIL: "⛵"}.get(event.cause, "→")
    return "→"


def _fled(event: Event, seat: int) -> TypeGuard[Moved]:
    """Is `event` the seat's flight from the footprint on 25 back to 14 (R19)?"""
    return isinstance(event, Moved) and event.seat == seat and event.cause is MoveCause.FOOTPRINT


def _signed(amount: int) -> str:
    """+2, or −2 with a true minus, as the buttons and the board write it."""
    return f"+{amount}" if amount > 0 else f"−{-amount}"


def _where(player: Player) -> str:
    """A roller's field in the toast: ☠️ if the roll killed them, 🏠 home, 🤒 a turn to miss."""
    if player.status is Status.DEAD:
        return f"☠️ {player.position}"
    if player.position == BOARD.home:
        return f"🏠 {player.position}"
    return f"🤒 {player.position}" if player.skip_next else str(player.position)
