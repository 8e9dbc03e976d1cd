"""Menus: settings, languages and the solo game's opponents."""

from __future__ import annotations

from engine import Field12
from fsm import SETTING_VALUES, GameSettings, SessionData
from i18n import LANGUAGES, language_name, t
from tgbot.callbacks import POLICIES, SOLO_COUNTS, Callback, Op
from tgbot.render.common import View, button, keyboard


def _value_label(lang: str, key: str, settings: GameSettings) -> str:
    """How a setting's current value reads."""
    match key:
        case "field12":
            return t(
                lang,
                "settings-field12-skip"
                if settings.field12 is Field12.SKIP
                else "settings-field12-extra",
            )
        case "turn_timeout" if settings.turn_timeout:
            return t(lang, "settings-timeout-value", seconds=settings.turn_timeout)
        case "turn_timeout":
            return t(lang, "settings-timeout-off")
        case "dice":
            return t(lang, f"settings-dice-{settings.dice}")
        case "board":
            return t(lang, f"settings-board-{settings.board}")
        case _:
            return str(getattr(settings, key))


SETTING_TITLES = {
    "field12": "settings-field12",
    "start_chips": "settings-start-chips",
    "ante": "settings-ante",
    "turn_timeout": "settings-timeout",
    "dice": "settings-dice",
    "max_seats": "settings-max-players",
    "board": "settings-board",
}


def next_value(key: str, settings: GameSettings) -> str:
    """The value a tap on a setting's button moves to (the menu cycles)."""
    values = SETTING_VALUES[key]
    current = getattr(settings, key)
    text = current.value if isinstance(current, Field12) else str(current)
    index = values.index(text) if text in values else -1
    return values[(index + 1) % len(values)]


def settings_view(data: SessionData, lang: str) -> View:
    """The settings menu: one button per setting, each tap moves to the next value."""
    s = data.settings
    lines = [t(lang, "settings-title"), ""]
    rows = []
    for key, title in SETTING_TITLES.items():
        value = _value_label(lang, key, s)
        row = t(lang, "settings-row", setting=t(lang, title), value=value)
        lines.append(row)
        change = Callback(Op.SET, data.game_id, args=(key, next_value(key, s)))
        rows.append([button(row, change)])
    lines += ["", t(lang, "settings-field12-about")]
    rows.append([button(t(lang, "btn-done"), Callback(Op.BACK, data.game_id))])
    return View("\n".join(lines), keyboard(rows))


def language_view(lang: str) -> View:
    """A row of flags to switch the language."""
    flags = [button(language_name(code), Callback(Op.LANG, args=(code,))) for code in LANGUAGES]
    rows = [flags[i : i + 2] for i in range(0, len(flags), 2)]
    return View(t(lang, "lang-choose"), keyboard(rows))


def solo_view(lang: str) -> View:
    """The solo game's first question: how many computer opponents."""
    counts = [button(n, Callback(Op.SOLO, args=(n,))) for n in SOLO_COUNTS]
    return View(
        f"{t(lang, 'solo-title')}\n\n{t(lang, 'solo-choose-opponents')}", keyboard([counts])
    )


def solo_strength_view(lang: str, count: int) -> View:
    """The solo game's second question: how well the computer plays."""
    rows = [
        [button(t(lang, f"btn-bot-{p}"), Callback(Op.SOLO_STRENGTH, args=(str(count), p)))]
        for p in POLICIES
    ]
    about = "\n".join(t(lang, f"strength-{p}-about") for p in POLICIES)
    head = "\n".join([t(lang, "solo-title"), t(lang, "solo-opponents", count=count)])
    text = "\n\n".join([head, t(lang, "solo-choose-strength"), about])
    return View(text, keyboard(rows))
