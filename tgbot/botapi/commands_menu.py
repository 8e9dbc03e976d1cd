"""The command menu, registered per language for private and group chats (setMyCommands)."""

from __future__ import annotations

import asyncio

from telegram import (
    Bot,
    BotCommand,
    BotCommandScopeAllGroupChats,
    BotCommandScopeAllPrivateChats,
    BotCommandScopeDefault,
)

from i18n import LANGUAGES, t

GROUP_COMMANDS = (
    "new", "join", "leave", "begin", "roll", "board", "rules",
    "lang", "settings", "stats", "top", "history", "cancel", "help",
)  # fmt: skip
PRIVATE_COMMANDS = (
    "start", "new", "roll", "leave", "board", "rules", "lang", "settings", "stats", "top",
    "history", "cancel", "help",
)  # fmt: skip
PRIVATE_ABOUT = {  # what a command does otherwise in a private chat (play-test 71: /settings,
    "top": "cmd-top-private",  # the solo board's one place, was in neither menu nor /help)
    "settings": "cmd-settings-private",
}


def about(lang: str, name: str, private: bool) -> str:
    """What the command does, in `lang`, as it works in a private chat or in a group."""
    key = f"cmd-{name}"
    return t(lang, PRIVATE_ABOUT.get(name, key) if private else key)


def menu(lang: str, names: tuple[str, ...], private: bool = False) -> list[BotCommand]:
    """The commands with their descriptions in `lang`."""
    return [BotCommand(name, about(lang, name, private)) for name in names]


async def register_commands(bot: Bot) -> None:
    """Register the menus: default (English) and one per language, for private and group chats.

    The eleven calls go out together: a start waits for one round trip to Telegram, not eleven.
    """
    private, groups = BotCommandScopeAllPrivateChats(), BotCommandScopeAllGroupChats()
    await asyncio.gather(
        bot.set_my_commands(menu("en", GROUP_COMMANDS), scope=BotCommandScopeDefault()),
        *(
            bot.set_my_commands(menu(lang, names, alone), scope=scope, language_code=lang)
            for lang in LANGUAGES
            for names, scope, alone in (
                (PRIVATE_COMMANDS, private, True),
                (GROUP_COMMANDS, groups, False),
            )
        ),
    )
