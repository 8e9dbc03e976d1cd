"""The bot's Bot API client: PTB's `ExtBot`, with an edit that changes nothing taken as done.

Telegram refuses an edit to what the message already shows ("Bad Request: message is not
modified"): a double tap on a menu, two views that render alike, a retried edit that had
arrived. That is never an error, wherever the bot edits; this is the one place that says so.
"""

from __future__ import annotations

import logging
from typing import Any

from telegram._utils.types import JSONDict
from telegram.error import BadRequest
from telegram.ext import ExtBot

log = logging.getLogger("robinson.bot")
NOT_MODIFIED = "message is not modified"


def is_not_modified(error: BadRequest) -> bool:
    """Whether Telegram refused an edit because the message already shows it."""
    return NOT_MODIFIED in str(error).lower()


class RobinsonBot(ExtBot[Any]):
    """An `ExtBot` whose edits (text, caption, media, buttons) answer True when unchanged."""

    async def _do_post(
        self, endpoint: str, data: JSONDict, **timeouts: Any
    ) -> bool | JSONDict | list[JSONDict]:
        """Post through the rate limiter; an edit to what is already shown is done (True)."""
        try:
            return await super()._do_post(endpoint, data, **timeouts)
        except BadRequest as exc:
            if not endpoint.startswith("editMessage") or not is_not_modified(exc):
                raise
            log.debug("%s changed nothing in chat %s", endpoint, data.get("chat_id"))
            return True
