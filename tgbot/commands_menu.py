"""The command menu, registered per language for private and group chats (setMyCommands)."""

from __future__ import annotations

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
    "start", "new", "roll", "board", "rules", "lang", "stats", "top", "history", "cancel", "help",
)  # fmt: skip


def menu(lang: str, names: tuple[str, ...]) -> list[BotCommand]:
    """The commands with their descriptions in `lang`."""
    return [BotCommand(name, t(lang, f"cmd-{name}")) for name in names]


async def register_commands(bot: Bot) -> None:
    """Register the menus: default (English) and one per language, for private and group chats."""
    await bot.set_my_commands(menu("en", GROUP_COMMANDS), scope=BotCommandScopeDefault())
    for lang in LANGUAGES:
        await bot.set_my_commands(
            menu(lang, PRIVATE_COMMANDS), scope=BotCommandScopeAllPrivateChats(), language_code=lang
        )
        await bot.set_my_commands(
            menu(lang, GROUP_COMMANDS), scope=BotCommandScopeAllGroupChats(), language_code=lang
        )
