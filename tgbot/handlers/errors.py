"""The one error handler: log first, then a polite word to the user; never a traceback in chat."""

from __future__ import annotations

import logging

from telegram import Update

from fsm import StoreUnavailable, is_outage
from i18n import t
from tgbot.appstate import Context
from tgbot.metrics import update_kind
from tgbot.outbox.replies import tell_error

log = logging.getLogger("robinson.bot")


async def on_error(update: object, context: Context) -> None:
    """Count and log the exception, then tell the user something went wrong and nothing was lost.

    A Redis outage (down, full, read-only) is no bug: one warning line, no traceback, and
    the user hears that the island can't be reached right now.
    """
    error = context.error
    context.bot_data.metrics.handler_errors.labels(update_kind(update)).inc()
    outage = error is not None and (isinstance(error, StoreUnavailable) or is_outage(error))
    if outage:
        log.warning("redis unavailable", extra={**_ids(update), "error": repr(error)})
    else:
        log.error("error while handling an update", exc_info=error, extra=_ids(update))
    if not isinstance(update, Update):
        return
    try:
        lang = await context.bot_data.langs.of_user(update.effective_user)
    except Exception:  # the store may be the thing that failed
        lang = "en"
    await tell_error(update, t(lang, "toast-unreachable" if outage else "error-generic"))


def _ids(update: object) -> dict[str, int]:
    """The update's id and chat as log fields (errors from jobs have none)."""
    if not isinstance(update, Update):
        return {}
    chat = update.effective_chat
    return {"update_id": update.update_id} | ({"chat_id": chat.id} if chat else {})
