"""The end of a game: the winner, the pot split, the purses, Play again and the rules."""

from __future__ import annotations

import html
from collections.abc import Sequence

from telegram import InlineKeyboardButton

from engine import Event, GameState, NoWinner, Shared, ShareReason, Status, Won
from fsm import SessionData
from i18n import WIN_MARK, format_list, t
from tgbot.chat.callbacks import Callback, Op
from tgbot.render.common import View, button, keyboard, seat_names, unwidowed_html

RESULT_EVENTS = (Won, Shared, NoWinner)  # what the ending's result says, not its story
FATE_MARKS = {Status.DEAD: "☠️ ", Status.LEFT: "🚪 "}  # before the name of who died or left


def before_the_result(events: Sequence[Event]) -> list[Event]:
    """A finished game's last `events` as its story tells them: the win, the pot's split or
    no winner are the ending's (play-test 25: told on the board and in the ending both)."""
    return [event for event in events if not isinstance(event, RESULT_EVENTS)]


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


def mention(
    data: SessionData, seat: int, lang: str, *, full: bool = False, name: str | None = None
) -> str:
    """A seat's name as HTML (`name`, else cut as on the board unless `full`): a person is
    mentioned (notified), a computer player is not."""
    person = data.seats[seat]
    name = html.escape(name if name is not None else seat_names(data, lang, full=full)[seat])
    if person.user_id is None:
        return name
    return f'<a href="tg://user?id={person.user_id}">{name}</a>'


def person_won(data: SessionData) -> bool:
    """Whether a person (not a computer player) won the finished game."""
    state = data.engine
    return (
        state is not None and state.winner is not None and not data.seats[state.winner].is_computer
    )


def end_view(
    data: SessionData,
    lang: str,
    cancelled_by: str | None = None,
    rules_url: str | None = None,
    logs_url: str | None = None,
) -> View:
    """The message that ends a game (HTML, the players mentioned): winner, split, purses;
    its buttons: Play again, the rules, and the game's dice for `replay` (in a private chat
    at a press, from a group at `logs_url`, which opens them in the private chat)."""
    state = data.engine
    if data.cancelled or state is None:
        host = next((s.name for s in data.seats if s.user_id == data.host), "—")
        cancelled = t(lang, "lobby-cancelled", name=cancelled_by or host)
        if data.chat_id > 0 and data.inline_id is None:  # only its player: not in the third
            cancelled = t(lang, "lobby-cancelled-private")  # person (play-test 20)
        # what comes next: in a chat a new game (play-test 16: the board went, no button
        # stood in its place), not in a forum topic (closed, it may be why the game ended);
        # an inline message plays again in the same message
        again = None
        if data.topic_id is None:
            again = keyboard([[button(t(lang, "btn-new-game"), Callback(Op.NEW))]])
        if data.inline_id is not None:  # a lobby's seats only its presser: a new game (pt 43)
            label = t(lang, "btn-play-again" if state is not None else "btn-new-game")
            again = keyboard([[button(label, Callback(Op.AGAIN, data.game_id))]])
        return View("\n".join([cancelled, *standing_lines(data, lang)]), again)
    names = [mention(data, seat, lang, full=True) for seat in range(len(data.seats))]
    lines = [t(lang, "end-title")]
    won = next((e for e in data.last_events if isinstance(e, Won)), None)
    if won is not None:
        rounds = state.players[won.seat].turns
        line = t(lang, "end-winner", name=names[won.seat], round=rounds, pot=won.pot)
        line = unwidowed_html(line)
        lines.append(f"{WIN_MARK}<b>{line}</b>" if person_won(data) else line)
        share = next((e for e in data.last_events if isinstance(e, Shared)), None)
        if share is None:
            none = t(lang, "end-share-none-left" if anyone_left(data) else "end-share-none")
            lines.append(unwidowed_html(none))
        elif share.amount:  # a third or a half of too small a pot is nothing to tell
            key = "end-share-friday" if share.reason is ShareReason.FRIDAY else "end-share-nearest"
            share_line = t(lang, key, name=names[share.to], chips=share.amount)
            lines.append(unwidowed_html(share_line))
            lines += tie_lines(data, lang, share, names)
    else:
        key = "end-no-winner-left" if anyone_left(data) else "end-no-winner"
        lines.append(unwidowed_html(t(lang, key, pot=state.pot)))
    lines += ["", t(lang, "end-purses-title")]
    lines += purse_lines(data, lang, strength_marked(data, lang, names))
    row = [button(t(lang, "btn-play-again"), Callback(Op.AGAIN, data.game_id))]
    if rules_url is not None:
        row.append(InlineKeyboardButton(t(lang, "btn-rules"), url=rules_url))
    rows = [row]
    if data.chat_id > 0 and data.inline_id is None:  # other opponents too (play-test 57: only
        rows.append([button(t(lang, "btn-play-computer"), Callback(Op.NEW))])  # after /cancel)
        rows.append([button(t(lang, "btn-game-log"), Callback(Op.GAME_LOG, data.game_id))])
    elif logs_url is not None:
        rows.append([InlineKeyboardButton(t(lang, "btn-history-logs"), url=logs_url)])
    return View("\n".join(lines), keyboard(rows))


def tie_lines(data: SessionData, lang: str, share: Shared, names: Sequence[str]) -> list[str]:
    """Who else stood as near to home as the one given half, and why it went to them: the
    first in turn order after the winner (R25; play-test 34: Ann and Atkins both on 44, and
    no word why Atkins took it)."""
    state = data.engine
    if state is None or share.reason is not ShareReason.NEAREST:
        return []
    field = state.players[share.to].position
    tied = [seat for seat, player in enumerate(state.players)
            if seat not in (share.to, share.winner) and player.status is Status.ACTIVE
            and player.position == field]  # fmt: skip
    if not tied:
        return []
    others = format_list(lang, [names[seat] for seat in tied])
    return [unwidowed_html(t(lang, "end-share-tie", names=others, field=field))]


def anyone_left(data: SessionData) -> bool:
    """Whether someone left the game (or was removed): not everyone out of it has died."""
    state = data.engine
    return state is not None and any(p.status is Status.LEFT for p in state.players)


def purse_order(state: GameState) -> list[int]:
    """The seats as the ending lists their purses: the winner first, then the richest."""
    return sorted(
        range(len(state.players)), key=lambda s: (s != state.winner, -state.players[s].chips)
    )


def purse_lines(data: SessionData, lang: str, names: list[str]) -> list[str]:
    """Every seat's purse, the winner first, then the richest; the dead and who left marked.
    Not numbered: the winner is who came home, not the richest (play-test 3, finding 6)."""
    state = data.engine
    if state is None:
        return []
    lines = []
    for seat in purse_order(state):
        player = state.players[seat]
        key = "end-purse"
        if seat == state.winner:
            key = "end-purse-winner"
        elif player.status is Status.DEAD:
            key = "end-purse-dead"
        elif player.status is Status.LEFT:  # not "left" if removed (play-test 20)
            key = "end-purse-removed" if seat in data.removed else "end-purse-left"
        lines.append(t(lang, key, name=names[seat], chips=player.chips))
    return lines


def strength_marked(data: SessionData, lang: str, names: Sequence[str]) -> list[str]:
    """`names` with each computer player's strength after it where the game mixes them
    ('🤖 Xury (clever)'; play-test 43: after 🔀 a mix, who was which was told nowhere)."""
    if len({seat.policy for seat in data.seats if seat.is_computer}) < 2:
        return list(names)
    return [f"{name} ({t(lang, f'strength-{seat.policy}')})" if seat.is_computer else name
            for seat, name in zip(data.seats, names, strict=True)]  # fmt: skip


def fate_marked(data: SessionData, names: Sequence[str]) -> list[str]:
    """`names` with ☠️ before who died and 🚪 before who left or was removed."""
    state = data.engine
    if state is None:
        return list(names)
    fates = [FATE_MARKS.get(player.status, "") for player in state.players]
    return [mark + name for mark, name in zip(fates, names, strict=True)]


def standing_lines(data: SessionData, lang: str) -> list[str]:
    """Where everyone stood when a running game was cancelled, nearest to home first, and the
    pot left unclaimed (play-test 28: 30 chips went without a word)."""
    state = data.engine
    if state is None:
        return []
    names = fate_marked(data, seat_names(data, lang, full=True))
    order = sorted(
        range(len(state.players)),
        key=lambda s: (-state.players[s].alive, -state.players[s].position),
    )
    lines = ["", t(lang, "cancel-standings")]
    for place, seat in enumerate(order, start=1):
        player = state.players[seat]
        lines.append(
            t(
                lang,
                "cancel-standing" if player.position else "cancel-standing-start",
                place=place,
                name=names[seat],
                field=player.position,
                chips=player.chips,
            )
        )
    return [*lines, t(lang, "cancel-pot", pot=state.pot)] if state.pot else lines
