"""The welcome in a group, the private /start, /help's list, the rules in a group and in private."""

from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, SwitchInlineQueryChosenChat

from engine import Settings
from fsm import SETTING_VALUES
from i18n import default_field12, rules_sections, settings_lines, t
from tgbot.botapi.commands_menu import GROUP_COMMANDS, PRIVATE_COMMANDS, about
from tgbot.chat.callbacks import RULE_PARTS, Callback, Op
from tgbot.chat.deeplinks import add_to_group_link, settings_code
from tgbot.render.common import View, button, keyboard, unwidowed_lines
from tgbot.render.menus import flag_row, switched_line, tick, value_label
from tgbot.render.story import PHONE_CHARS, PHONE_LINES


def group_welcome_view(lang: str, switched_by: str | None = None) -> View:
    """Posted when the bot joins a group: what it is, 🏝 New game, and the flags; after a
    switch, who switched the language (play-test 13: its flags switched naming no one)."""
    rows = [[button(t(lang, "btn-new-game"), Callback(Op.NEW))], flag_row(lang, Op.WELCOME_LANG)]
    text = unwidowed_lines(t(lang, "welcome-group"))  # (play-test 56: 'gruppen.' alone)
    if switched_by is not None:
        text = f"{text}\n\n{switched_line(lang, switched_by)}"
    return View(text, keyboard(rows))


def joined_view(lang: str, lobby_link: str | None, text: str) -> View:
    """The private answer to a join link, `text` (seated, and in which group the game starts;
    or why not), and a way back there."""
    rows = [[InlineKeyboardButton(t(lang, "btn-to-group"), url=lobby_link)]] if lobby_link else []
    return View(text, InlineKeyboardMarkup(rows) if rows else None)


def private_start_view(lang: str, bot_username: str) -> View:
    """The private /start: play the computer, in another chat (inline), add the bot to a group,
    language, rules."""
    add = InlineKeyboardButton(t(lang, "btn-add-to-group"), url=add_to_group_link(bot_username))
    rows = [
        [solo_button(lang)],
        [play_elsewhere_button(lang)],
        [add],
        [
            button(t(lang, "btn-language"), Callback(Op.LANG_MENU)),
            button(t(lang, "btn-rules"), Callback(Op.RULES)),
        ],
    ]
    return View(t(lang, "start-private"), InlineKeyboardMarkup(rows))


def play_elsewhere_button(lang: str) -> InlineKeyboardButton:
    """🎲 Play in another chat: Telegram's chat picker, then ``@bot`` typed there (inline)."""
    where = SwitchInlineQueryChosenChat(
        query="", allow_user_chats=True, allow_group_chats=True, allow_channel_chats=False
    )
    return InlineKeyboardButton(
        t(lang, "btn-play-elsewhere"), switch_inline_query_chosen_chat=where
    )


def help_view(lang: str, private: bool) -> View:
    """/help (`help_text`); in a private chat with the button that starts a game against the
    computer (play-test 47: the newcomer had to scroll back to /start's, or type /new)."""
    return View(help_text(lang, private), keyboard([[solo_button(lang)]] if private else []))


def solo_settings_view(lang: str, board: str) -> View:
    """/settings in a private chat with no game: a game against the computer plays with the
    standard settings, these (the edition's fever rule among them), on the `board` chosen here
    (play-test 63: a solo player could not have the text board), and its button (play-test 47:
    neither what they were nor a way on)."""
    standard = settings_lines(lang, Settings(field12=default_field12(lang)))
    about = t(lang, "settings-board-about")
    text = "\n".join([t(lang, "settings-solo"), "", *standard, "", about])
    boards = [
        button(tick(value_label(lang, "board", value), value == board),
               Callback(Op.SOLO_BOARD, args=(value,)))
        for value in SETTING_VALUES["board"]
    ]  # fmt: skip
    return View(unwidowed_lines(text), keyboard([boards, [solo_button(lang)]]))


def solo_button(lang: str) -> InlineKeyboardButton:
    """🤖 Play against the computer: the solo menu."""
    return button(t(lang, "btn-play-computer"), Callback(Op.NEW))


def key_points(lang: str) -> tuple[str, str]:
    """The rules in brief: paying and taking, the gallows; then the winner's share (R25)."""
    return t(lang, "rules-key-points"), t(lang, "rules-key-share")


def help_text(lang: str, private: bool) -> str:
    """/help: how to play in a few lines (play-test 30: "How to play" listed only commands),
    the winner's share among them (play-test 74: the ending gave half away unannounced), then
    one line per command of this kind of chat."""
    names = PRIVATE_COMMANDS if private else GROUP_COMMANDS
    how = [t(lang, "help-title"), t(lang, "help-turn"), *key_points(lang)]
    commands = [f"/{n} — {about(lang, n, private)}" for n in names]
    return "\n".join(how) + "\n\n" + "\n".join(commands)


def short_rules_view(lang: str, settings: Settings, rules_url: str) -> View:
    """/rules in a group: the edition's paragraph and the key points, one screen (the winner's
    share where it fits); a button opens the whole rule book in the private chat."""
    edition = rules_sections(lang, settings)[0]  # the title and the edition's own paragraph
    fever = settings_lines(lang, settings)[0]  # the fever rule of this game (R16)
    brief, share = key_points(lang)
    text = "\n\n".join([edition, "\n".join([brief, share, fever])])
    if len(text) > PHONE_CHARS or len(text.splitlines()) > PHONE_LINES:
        text = "\n\n".join([edition, "\n".join([brief, fever])])
    full = InlineKeyboardButton(t(lang, "btn-full-rules"), url=rules_url)
    return View(unwidowed_lines(text), InlineKeyboardMarkup([[full]]))


def rule_book_view(
    lang: str, settings: Settings, parts: tuple[str, ...] = RULE_PARTS, *, new: bool = False
) -> View:
    """The private rule book's first message (two phone screens at most): the edition's own
    paragraph and this game's settings (with `new`, no game here: those a new one starts
    with); our decisions and the 45 fields behind its buttons."""
    sections = rules_sections(lang, settings)
    title = t(lang, "rules-settings-new" if new else "rules-settings-title")
    here = f"⚙️ {title}\n" + "\n".join(settings_lines(lang, settings))
    code = settings_code(settings)  # the parts tell the same game's rules
    rows = [[button(t(lang, f"btn-rules-{p}"), Callback(Op.RULE_PART, args=(p, code)))]
            for p in parts]  # fmt: skip
    return View(unwidowed_lines(f"{sections[0]}\n\n{here}"), keyboard(rows))


def rule_part(lang: str, settings: Settings, part: str) -> list[str]:
    """The messages of one part of the rule book: our decisions R1–R27, or the 45 fields."""
    prefix = "⚖️" if part == "decisions" else "🗺"
    sections = rules_sections(lang, settings)[1:]
    return [unwidowed_lines(s) for s in sections if s.startswith(prefix)]
