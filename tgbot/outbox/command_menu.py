"""A chat's command menu (Telegram's ☰ list) in the language the chat switched to."""

from __future__ import annotations

import logging

from telegram import Bot, BotCommandScopeChat
from telegram.error import TelegramError

from tgbot.botapi.commands_menu import GROUP_COMMANDS, PRIVATE_COMMANDS, menu

log = logging.getLogger("robinson.bot")


async def chat_menu(bot: Bot, chat_id: int, lang: str) -> None:
    """One chat's menu in `lang`, a private chat's or a group's commands (play-test 71: after
    /lang the ☰ menu kept the person's Telegram language); a menu Telegram refuses leaves the
    switch as it is."""
    private = chat_id > 0
    commands = menu(lang, PRIVATE_COMMANDS if private else GROUP_COMMANDS, private)
    try:
        await bot.set_my_commands(commands, scope=BotCommandScopeChat(chat_id))
    except TelegramError as error:
        log.warning("the command menu of a chat stays as it was: %s", error)
