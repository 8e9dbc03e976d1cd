"""The lobby message: who sits where, the settings, and the lobby's buttons."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from telegram import InlineKeyboardButton

from engine import Field12
from fsm import MIN_SEATS, GameSettings, Notice, Seat, SessionData
from i18n import language_name, t
from tgbot.chat.callbacks import POLICIES, Callback, Op, under_menu
from tgbot.chat.deeplinks import join_payload, start_link
from tgbot.render.common import (
    NBSP,
    SEP,
    View,
    button,
    display_name,
    held,
    keyboard,
    unwidowed_lines,
)
from tgbot.render.menus import (
    after_colon,
    current_value,
    flag_row,
    join_leave_row,
    join_rows,
    table_full,
    usual_settings,
    value_label,
)


def cashier_id(data: SessionData) -> int | None:
    """Who will be the cashier: the last youngest claim, else the host (R3)."""
    return data.cashier if data.cashier is not None else data.host


def join_link(data: SessionData, bot_username: str | None) -> str | None:
    """The deep link that seats a person from their private chat (`/start join_<chat>`, in a
    forum topic `join_<chat>_<topic>`): a group's lobby only."""
    if not bot_username or data.chat_id >= 0 or data.inline_id is not None:
        return None
    return start_link(bot_username, join_payload(data.place))


def lobby_view(
    data: SessionData,
    lang: str,
    host_name: str,
    bot_username: str | None = None,
    notices: Sequence[Notice] = (),
) -> View:
    """The lobby as it stands; with the bot's username, a group's lobby offers the join link;
    a host who just left it hands it on in so many words (play-test 44: only the name changed)."""
    lines = [t(lang, "lobby-title"), *last_game_lines(data, lang)]
    passed = any(notice.code == "host_passed" for notice in notices)
    lines.append(t(lang, "game-host-passed" if passed else "lobby-host", name=host_name))
    full, count, most = table_full(data), len(data.seats), data.settings.max_seats
    title = t(lang, "lobby-players-title")
    if full:  # said in the title: why ✋ Join went (play-test 21), and no line more
        title = t(lang, "lobby-players-full", seated=count, max=most)
    lines.append(title)
    cashier = cashier_id(data)
    for index, seat in enumerate(data.in_play_order(), start=1):  # numbered as they will play
        if seat.is_computer:
            strength = t(lang, f"strength-{seat.policy}")
            name = display_name(seat, lang)
            line = t(lang, "lobby-player-bot", index=index, name=name, strength=strength)
        elif seat.user_id == cashier:
            line = t(lang, "lobby-player-cashier", index=index, name=seat.name)
        else:
            line = t(lang, "lobby-player", index=index, name=seat.name)
        lines.append(line.replace(" · ", SEP))  # a long name's '·' held to what follows (pt 54)
    if not data.seats:
        lines.append(t(lang, "lobby-no-players"))
    s = data.settings
    if not full:
        lines.append(t(lang, "lobby-seats", count=count, max=most, min=MIN_SEATS))
    usually = partial(_usually, lang, s, usual_settings(data, lang))
    lines += [
        "",
        t(lang, "lobby-settings-title"),
        usually(
            "field12",
            t(lang, "lobby-field12-skip" if s.field12 is Field12.SKIP else "lobby-field12-extra")
            + (f" {held(t(lang, 'lobby-rule-followed'))}" if s.field12_followed else ""),
        ),
        usually("start_chips", t(lang, "lobby-start-chips", count=s.start_chips)),
        usually("ante", t(lang, "lobby-ante", count=s.ante)),
        usually(
            "turn_timeout",
            t(lang, "lobby-timeout", time=value_label(lang, "turn_timeout", str(s.turn_timeout)))
            if s.turn_timeout
            else t(lang, "lobby-timeout-off"),
        ),
        t(lang, f"lobby-dice-{s.dice}"),
        t(lang, f"lobby-board-{s.board}"),
        t(lang, "lobby-language", language=language_name(lang)),
        "",
    ]
    if count < MIN_SEATS:  # how to begin, until a table can (play-test 25: four seats and
        lines.append(t(lang, "lobby-hint"))  # the hint ran the lobby's title off a phone)
    if s.dice == "telegram":  # where privacy mode hides players' dice, only buttons work
        lines.append(t(lang, "lobby-roll-hint" if data.own_dice else "lobby-roll-hint-buttons"))
    if not lines[-1]:
        lines.pop()
    gid = data.game_id
    remove = []
    if removable(data):  # an inline lobby's host may take people off the table too
        label = "btn-remove-seat" if data.inline_id is not None else "btn-remove-bot"
        remove = [button(t(lang, label), Callback(Op.REMOVE_MENU, gid))]
    link = None if full else join_link(data, bot_username)
    private = [InlineKeyboardButton(t(lang, "btn-join-private"), url=link)] if link else []
    # a full table offers no seat: no ✋ Join, no 🤖 Add (play-test 20: both stood at 6/6)
    add = [] if full else [button(t(lang, "btn-add-bot"), Callback(Op.ADD_MENU, gid))]
    rows = [
        join_leave_row(data, lang),
        private,
        [button(t(lang, "btn-youngest"), Callback(Op.YOUNGEST, gid))],
        add,
        remove,
        [button(t(lang, "btn-settings"), Callback(Op.SETTINGS, gid)),
         button(t(lang, "btn-start"), Callback(Op.START, gid))],
        flag_row(lang, Op.LOBBY_LANG, data.game_id),  # one tap each (host or admin)
        [button(t(lang, "btn-cancel"), Callback(Op.CANCEL, gid))],
    ]  # fmt: skip
    return View("\n".join(lines), keyboard(rows))


def _usually(lang: str, settings: GameSettings, usual: GameSettings, key: str, line: str) -> str:
    """A rule setting's lobby `line`, marked with the value a lobby like it starts with where
    the host changed it ('🪙 Each player gets 40 chips (standard: 30)'; play-tests 44 and 47:
    those seated saw 40 and 1 min with no word that anything had changed)."""
    was = current_value(key, usual)
    if current_value(key, settings) == was:
        return line
    return f"{line} {usual_mark(lang, key, was)}"


def usual_mark(lang: str, key: str, value: str) -> str:
    """'(standard: 30)': a changed setting's usual `value`, held whole on a phone line."""
    return held(t(lang, "lobby-usually", value=after_colon(value_label(lang, key, value))))


def last_game_lines(data: SessionData, lang: str) -> list[str]:
    """How the game before this lobby ended, if the lobby took its message (inline): who won
    and every purse as the ending listed them (play-test 35: a quick 🔁 Play again took the
    final purses off the one message before the other player had read them)."""
    last = data.last_game
    if last is None:
        return []
    winner = [t(lang, "lobby-last-no-winner")] if last.winner is None else [
        t(lang, "lobby-last-winner", name=_named(last.winner, lang))
    ]  # fmt: skip
    purses = [t(lang, "end-purse", name=_named(p.seat, lang), chips=p.chips) for p in last.purses]
    return winner + ([f"👛 {' · '.join(held(p) for p in purses)}"] if purses else [])


def _named(seat: Seat, lang: str) -> str:
    """A seat's name as the ending named it: a computer player's with its robot."""
    return (f"🤖{NBSP}" if seat.is_computer else "") + display_name(seat, lang)


def removable(data: SessionData) -> list[Seat]:
    """The seats the host may empty: computer players, and in an inline lobby the others."""
    inline = data.inline_id is not None
    return [s for s in data.seats if s.is_computer or (inline and s.user_id != data.host)]


def remove_computer_view(data: SessionData, lang: str, host_name: str) -> View:
    """The lobby with one ➖ button per computer player (in an inline lobby, per person other
    than the host too), to take one off the table, as its line says (play-test 39: a bare
    '➖ Mads' above ✋ Join said nothing of what it does)."""
    base = lobby_view(data, lang, host_name)
    gid = data.game_id
    rows = [
        [
            button(
                f"➖ {display_name(seat, lang)}",
                Callback(Op.REMOVE_COMPUTER, gid, args=(seat.name,))
                if seat.user_id is None
                else Callback(Op.REMOVE_PERSON, gid, args=(str(seat.user_id),)),
            )
        ]
        for seat in removable(data)
    ]
    rows += join_rows(data, lang, under_menu(Op.REMOVE_MENU))
    rows.append([button(t(lang, "btn-back"), Callback(Op.BACK, gid))])
    return View(f"{base.text}\n\n{t(lang, 'lobby-remove-about')}", keyboard(rows))


def add_computer_view(data: SessionData, lang: str, host_name: str) -> View:
    """The lobby with the strength menu for a new computer player."""
    base = lobby_view(data, lang, host_name)
    about = [t(lang, f"strength-{p}-about") for p in POLICIES]
    gid = data.game_id
    rows = [
        [button(t(lang, f"btn-bot-{p}"), Callback(Op.ADD_COMPUTER, gid, args=(p,)))]
        for p in POLICIES
    ]
    rows += join_rows(data, lang, under_menu(Op.ADD_MENU))
    rows.append([button(t(lang, "btn-back"), Callback(Op.BACK, gid))])
    return View(base.text + "\n\n" + unwidowed_lines("\n".join(about)), keyboard(rows))
