"""Group privacy mode: whether players' own 🎲 in groups reach the bot at all.

Where it is on, they reach it only where it is an admin: `tgbot.outbox.chat.own_dice_arrive`
asks that of Telegram.
"""

from __future__ import annotations

import logging

from telegram import Bot

log = logging.getLogger("robinson.bot")
WARNING = (
    "privacy mode is on: players' own dice in groups reach the bot only where it is an admin;"
    " the Roll button and /roll always work (turn it off with /setprivacy in @BotFather)"
)


def reads_all_groups(bot: Bot) -> bool:
    """getMe's can_read_all_group_messages (read at start-up); warn once when it is off."""
    reads = bool(bot.can_read_all_group_messages)
    if not reads:
        log.warning(WARNING)
    return reads
