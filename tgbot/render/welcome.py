"""The welcome in a group, the private /start, /help's list and the short rules of a group."""

from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from engine import Settings
from i18n import LANGUAGES, rules_sections, settings_lines, t
from tgbot.callbacks import Callback, Op
from tgbot.commands_menu import GROUP_COMMANDS, PRIVATE_COMMANDS
from tgbot.deeplinks import add_to_group_link
from tgbot.render.common import View, button, keyboard
from tgbot.render.lobby import flag_label


def group_welcome_view(lang: str) -> View:
    """Posted when the bot joins a group: what it is, 🏝 New game, and the flags."""
    flags = [
        button(flag_label(code, lang), Callback(Op.WELCOME_LANG, args=(code,)))
        for code in LANGUAGES
    ]
    rows = [[button(t(lang, "btn-new-game"), Callback(Op.NEW))], flags]
    return View(t(lang, "welcome-group"), keyboard(rows))


def joined_view(lang: str, lobby_link: str | None, text: str | None = None) -> View:
    """The private answer to a join link (seated, where the game starts; or `text`, why not),
    and a way back there."""
    rows = [[InlineKeyboardButton(t(lang, "btn-to-group"), url=lobby_link)]] if lobby_link else []
    return View(text or t(lang, "joined-private"), InlineKeyboardMarkup(rows) if rows else None)


def private_start_view(lang: str, bot_username: str) -> View:
    """The private /start: play the computer, add the bot to a group, language, rules."""
    add = InlineKeyboardButton(t(lang, "btn-add-to-group"), url=add_to_group_link(bot_username))
    rows = [
        [button(t(lang, "btn-play-computer"), Callback(Op.NEW))],
        [add],
        [
            button(t(lang, "btn-language"), Callback(Op.LANG_MENU)),
            button(t(lang, "btn-rules"), Callback(Op.RULES)),
        ],
    ]
    return View(t(lang, "start-private"), InlineKeyboardMarkup(rows))


def help_text(lang: str, private: bool) -> str:
    """/help: a title, then one line per command of this kind of chat."""
    names = PRIVATE_COMMANDS if private else GROUP_COMMANDS
    return "\n".join([t(lang, "help-title"), *(f"/{n} — {t(lang, f'cmd-{n}')}" for n in names)])


def short_rules_view(lang: str, settings: Settings, rules_url: str) -> View:
    """/rules in a group: the edition's paragraph and the key points, one screen; a button opens
    the whole rule book in the private chat."""
    edition = rules_sections(lang, settings)[0]  # the title and the edition's own paragraph
    fever = settings_lines(lang, settings)[0]  # the fever rule of this game (R16)
    text = "\n\n".join([edition, t(lang, "rules-key-points") + "\n" + fever])
    full = InlineKeyboardButton(t(lang, "btn-full-rules"), url=rules_url)
    return View(text, InlineKeyboardMarkup([[full]]))
