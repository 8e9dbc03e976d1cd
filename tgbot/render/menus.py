"""Menus: settings, languages and the solo game's opponents."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from telegram import InlineKeyboardButton

from engine import Field12, PolicyName
from fsm import (
    INLINE_FIXED,
    MISSES_BEFORE_REMOVAL,
    SETTING_VALUES,
    DiceSource,
    GameSettings,
    SessionData,
)
from i18n import LANGUAGES, default_field12, language_name, t
from tgbot.chat.callbacks import FROM_START, MIX, POLICIES, SOLO_COUNTS, Callback, Op, under_menu
from tgbot.render.common import View, button, keyboard, unwidowed_lines

ROW_WIDTH = 30  # characters of button labels that fit one row on a phone
BUTTON_PADDING = 3  # a button's edges, in characters


def value_label(lang: str, key: str, value: str) -> str:
    """How one value of a setting reads."""
    match key:
        case "field12":
            extra = value == Field12.EXTRA_ROLL.value
            return t(lang, "settings-field12-extra" if extra else "settings-field12-skip")
        case "turn_timeout" if int(value) % 60 == 0 and value != "0":
            return t(lang, "settings-timeout-minutes", minutes=int(value) // 60)
        case "turn_timeout" if value != "0":
            return t(lang, "settings-timeout-value", seconds=int(value))
        case "turn_timeout":
            return t(lang, "settings-timeout-off")
        case "dice" | "board":
            return t(lang, f"settings-{key}-{value}")
        case _:
            return value


def tick(label: str, chosen: bool) -> str:
    """A value's button label, with ✅ before it where it is the one in use."""
    return f"✅ {label}" if chosen else label


def after_colon(value: str) -> str:
    """A value as it reads after its setting's name and a colon, as the lobby says it ('🖼
    Board: picture'; its own button says 'Picture'): an ordinary word's first letter small
    (play-test 5)."""
    if len(value) > 1 and value[0].isupper() and value[1].islower():
        return value[0].lower() + value[1:]
    return value


def inline_settings(lang: str, board: str = "text") -> GameSettings:
    """An inline game's settings to start with: the language's fever rule, the bot's dice, the
    board as text unless pictures can be uploaded somewhere first (`board`), and no time per
    turn (an edit of its one message notifies nobody: play-test 35, a reminder unheard, the
    computer played for Ann; the host may still set one)."""
    fever = default_field12(lang)
    return GameSettings(field12=fever, turn_timeout=0, dice=DiceSource.BOT, board=board)


def usual_settings(data: SessionData, lang: str) -> GameSettings:
    """The settings a new lobby like this one starts with in `lang`: an inline game's
    (`inline_settings`), else the defaults; each with the fever rule of its edition (R16)."""
    if data.inline_id is not None:
        return inline_settings(lang)
    return GameSettings(field12=default_field12(lang))


def current_value(key: str, settings: GameSettings) -> str:
    """A setting's value as its buttons carry it."""
    current = getattr(settings, key)
    return current.value if isinstance(current, Field12) else str(current)


SETTING_TITLES = {
    "field12": "settings-field12",
    "start_chips": "settings-start-chips",
    "ante": "settings-ante",
    "turn_timeout": "settings-timeout",
    "dice": "settings-dice",
    "max_seats": "settings-max-players",
    "board": "settings-board",
}


ABOUT = {  # a note under a setting's values: what they do
    "field12": "settings-field12-about",
    "dice": "settings-dice-about",
    "turn_timeout": "settings-timeout-about",  # (play-test 32: what a turn running out does)
    "board": "settings-board-about",  # (play-test 58: the one setting unexplained)
}


def settings_view(data: SessionData, lang: str) -> View:
    """The settings menu: one button per setting, saying its value; a tap opens that
    setting's values; ✋ Join and 🚪 Leave under it in a group's lobby (`join_rows`)."""
    s = data.settings
    rows = []
    for key, title in SETTING_TITLES.items():
        if data.inline_id is not None and key in INLINE_FIXED:
            continue  # not on an inline game's menu
        value = after_colon(value_label(lang, key, current_value(key, s)))
        row = t(lang, "settings-row", setting=t(lang, title), value=value)
        rows.append([button(row, Callback(Op.SETTING, data.game_id, args=(key,)))])
    rows += join_rows(data, lang, under_menu(Op.SETTINGS))
    rows.append([button(t(lang, "btn-done"), Callback(Op.BACK, data.game_id))])
    text = "\n".join([t(lang, "settings-title"), "", t(lang, "settings-field12-about")])
    return View(unwidowed_lines(text), keyboard(rows))


def table_full(data: SessionData) -> bool:
    """Whether the lobby's table has no seat left (its ✋ Join and 🤖 Add then go)."""
    return len(data.seats) >= data.settings.max_seats


def join_leave_row(data: SessionData, lang: str, under: str = "") -> list[InlineKeyboardButton]:
    """✋ Join (while a seat is left: play-tests 20 and 21) and 🚪 Leave; `under`: the menu
    they stand under (`under_menu`), which they keep open."""
    join, leave = (
        Callback(op, data.game_id, args=(under,) if under else ()) for op in (Op.JOIN, Op.LEAVE)
    )
    seat = [] if table_full(data) else [button(t(lang, "btn-join"), join)]
    return [*seat, button(t(lang, "btn-leave"), leave)]


def join_rows(data: SessionData, lang: str, under: str) -> list[list[InlineKeyboardButton]]:
    """Under a host's menu (`under`) in a group's lobby (or an inline one), which stands where
    the lobby stood for everyone: its ✋ Join and 🚪 Leave, so nobody waits for the host
    (play-test 18), the menu kept open for the host (play-test 70)."""
    return [] if data.chat_id >= 0 else [join_leave_row(data, lang, under)]


def fits_row(labels: Sequence[str]) -> bool:
    """Whether buttons with `labels` fit one row on a phone whole: Telegram gives a row's
    buttons equal widths, so each needs the room of the longest (play-test 36: seven values
    in a row cut '✅ 6' to '✅…', and '✅ Без ограничение' beside '1 мин' lost its end)."""
    return len(labels) * (max(map(len, labels)) + BUTTON_PADDING) <= ROW_WIDTH + BUTTON_PADDING


def row_ends(labels: Sequence[str]) -> list[int]:
    """Where each row of buttons with `labels` ends (0 first): as few rows as fit a phone, as
    even as fit (play-test 37: '60 min' alone on a row under five); the labels as if ticked,
    so that rows stay put as the tick moves (play-test 36)."""
    greedy = [0]
    for end in range(1, len(labels) + 1):
        if end - 1 > greedy[-1] and not fits_row(labels[greedy[-1] : end]):
            greedy.append(end - 1)
    greedy.append(len(labels))
    count = len(greedy) - 1
    even = [0]
    for row in range(count):
        even.append(even[-1] + len(labels) // count + (row < len(labels) % count))
    fits = all(fits_row(labels[a:b]) for a, b in itertools.pairwise(even))
    return even if fits else greedy


def setting_values_view(data: SessionData, lang: str, key: str) -> View:
    """One setting's values as buttons, the current one ticked; a tap sets it. Field 12's
    values come with the note on the editions (play-test 3, finding 5), the dice's with what
    each does (play-test 30: "Animated" or "Instant", and no word on what changes)."""
    current = current_value(key, data.settings)
    named = [value_label(lang, key, value) for value in SETTING_VALUES[key]]
    values = SETTING_VALUES[key]
    labels = [tick(name, value == current) for value, name in zip(values, named, strict=True)]
    pressed = [
        button(label, Callback(Op.SET, data.game_id, args=(key, value)))
        for label, value in zip(labels, SETTING_VALUES[key], strict=True)
    ]
    ends = row_ends([tick(name, True) for name in named])  # as if ticked: rows stay put
    rows = [pressed[start:end] for start, end in itertools.pairwise(ends)]
    rows += join_rows(data, lang, under_menu(Op.SETTING, key))
    rows.append([button(t(lang, "btn-back"), Callback(Op.SETTINGS, data.game_id))])
    title = t(lang, SETTING_TITLES[key])
    about = [t(lang, ABOUT[key], count=MISSES_BEFORE_REMOVAL)] if key in ABOUT else []
    if key == "turn_timeout" and data.inline_id is not None:  # its reminder is an edit (pt 71)
        about.append(t(lang, "settings-timeout-inline"))
    text = "\n\n".join([t(lang, "settings-title"), *about, f"👉 {title}"])
    return View(unwidowed_lines(text), keyboard(rows))


def language_view(lang: str, switched_by: str | None = None, *, from_start: bool = False) -> View:
    """The languages one to a row (two to a row cut '✅ 🇻🇳 Tiếng Việt' on a phone), the one
    in use ticked; in a group, once switched, who switched to it (play-test 12: the rest saw
    only the board change language) over the flags in one row (play-test 14: five rows stayed
    in the group, pushing the board up). `from_start`: shown by /start's 🌐, whose welcome
    its flags bring back."""
    if switched_by is not None:
        return View(switched_line(lang, switched_by), keyboard([flag_row(lang, Op.LANG)]))
    ticked = {code: tick(language_name(code), code == lang) for code in LANGUAGES}
    more = (FROM_START,) if from_start else ()
    rows = [
        [button(label, Callback(Op.LANG, args=(code, *more)))] for code, label in ticked.items()
    ]
    return View(t(lang, "lang-choose"), keyboard(rows))


def flag(code: str) -> str:
    """A language's flag and code, '🇩🇰 DA': readable where no emoji font draws the flag."""
    return f"{language_name(code).split()[0]} {code.upper()}"


def flag_row(lang: str, op: Op, game_id: str = "") -> list[InlineKeyboardButton]:
    """The languages as flags with their codes in one row, one tap each (`op` with the
    language's code; a lobby's names its game), `lang`, the one in use, ticked."""
    return [
        button(flag_label(code, lang), Callback(op, game_id, args=(code,))) for code in LANGUAGES
    ]


def flag_label(code: str, current: str) -> str:
    """A language button of a row of five: its flag and code, or '✅ DA' on the one in use (a
    flag besides would not fit a phone's row)."""
    return f"✅ {code.upper()}" if code == current else flag(code)


def switched_line(lang: str, name: str) -> str:
    """Who switched a group's language to `lang`, in it (the flags of /lang and the welcome),
    the flag held to its language's name (play-test 15: 'Dansk.' alone on a phone line)."""
    return unwidowed_lines(t(lang, "lang-switched", name=name, language=language_name(lang)))


def solo_view(lang: str) -> View:
    """The solo game's first question: how many computer opponents."""
    counts = [button(n, Callback(Op.SOLO, args=(n,))) for n in SOLO_COUNTS]
    return View(
        f"{t(lang, 'solo-title')}\n\n{t(lang, 'solo-choose-opponents')}", keyboard([counts])
    )


def solo_strength_view(lang: str, count: int) -> View:
    """The solo game's second question: how well the computer plays (with two or more
    opponents, a mix of both strengths too), or ⬅️ back to the first."""
    strengths = [*POLICIES, MIX] if count > 1 else list(POLICIES)
    rows = [
        [button(t(lang, f"btn-bot-{p}"), Callback(Op.SOLO_STRENGTH, args=(str(count), p)))]
        for p in strengths
    ]
    rows.append([button(t(lang, "btn-back"), Callback(Op.SOLO_BACK))])  # play-test 23
    about = "\n".join(t(lang, f"strength-{p}-about") for p in strengths)
    head = "\n".join([t(lang, "solo-title"), t(lang, "solo-opponents", count=count)])
    asked = t(lang, "solo-choose-strength-one" if count == 1 else "solo-choose-strength")  # (pt 54)
    text = "\n\n".join([head, asked, about])
    return View(unwidowed_lines(text), keyboard(rows))  # 'hợp lệ' / 'nào.': play-test 10


def solo_policies(strength: str, count: int) -> list[PolicyName]:
    """Each opponent's policy: all of `strength`, or for the mix clever and random in turn."""
    if strength != MIX:
        return [PolicyName(strength)] * count
    return [(PolicyName.OPTIMAL, PolicyName.RANDOM)[i % 2] for i in range(count)]


CANCEL_QUESTION = "cancel"  # how a game keeps its cancel question (a leave's: its asker's id)


def question_key(asker: int | None) -> str:
    """How a game keeps a question: by its asker (a leave's), or as `CANCEL_QUESTION`."""
    return CANCEL_QUESTION if asker is None else str(asker)


def kept_question_view(lang: str, data: SessionData, key: str) -> View:
    """The question a game keeps under `key` (`question_key`), as asked in `lang`."""
    return question_view(lang, data, None if key == CANCEL_QUESTION else int(key))


def leave_question(data: SessionData, asker: int) -> str:
    """The key of what /leave asks `asker`: the last one racing ends the game, its pot
    unclaimed (play-test 71: told the game goes on without them, 31 🪙 lost); a private
    game's player leaves it to the computers; anyone else, to the others."""
    engine, seat = data.engine, data.seat_of_user(asker)
    racing = [at for at, player in enumerate(engine.players) if player.alive] if engine else []
    if seat is not None and racing == [seat]:
        return "toast-sure-leave-last"
    return "toast-sure-leave-solo" if data.chat_id > 0 else "toast-sure-leave"


def question_view(lang: str, data: SessionData, asker: int | None) -> View:
    """/leave's question to its `asker`, or /cancel's (`asker` None; a private game's is its
    player's alone): ✅ and ↩️ Play on, a row each ('Излизам от играта' beside 'Продължаваме'
    is cut on a phone: play-test 9)."""
    game_id = data.game_id
    solo = data.chat_id > 0  # a private chat's game: its cancel is its player's alone
    if asker is not None:  # what leaving does there, beside /cancel (play-test 38)
        question = leave_question(data, asker)
        label = "btn-sure-leave"
        sure = Callback(Op.QUIT_SURE, game_id, args=(str(asker),))
    else:
        question = "toast-sure-cancel-solo" if solo else "toast-sure-cancel"
        label, sure = "btn-sure-cancel", Callback(Op.CANCEL_SURE, game_id)
    play_on = Callback(Op.PLAY_ON, game_id)
    rows = [[button(t(lang, label), sure)], [button(t(lang, "btn-play-on"), play_on)]]
    pot = data.engine.pot if data.engine else 0
    return View(t(lang, question, button=t(lang, label), pot=pot), keyboard(rows))
