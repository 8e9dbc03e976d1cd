"""The bot's answer to "are you done?" for the Bot API double's `settled` (tests, playground)."""

from __future__ import annotations

from collections.abc import Callable

from tgbot.appstate import App


def busy_probe(app: App, timers: bool, polling: bool) -> Callable[[float], bool]:
    """The bot's own signal for the double's `settled`: is work begun before `since` unfinished?

    Updates fetched but not yet handled (the queue counts an update until its handling ends),
    updates being handled (webhook mode feeds the processor directly), edits being sent, the
    clock's work in a chat, and, with the clock running, no timer sweep begun since `since`.
    A polling bot whose updater a test stopped stands for a crashed process: nothing it still
    does is waited for.
    """

    def busy(since: float) -> bool:
        state = app.bot_data
        if polling and (app.updater is None or not app.updater.running):
            return False
        fetched = getattr(app.update_queue, "_unfinished_tasks", 0)  # asyncio.Queue's count
        if fetched or app.update_processor.current_concurrent_updates or state.edits.sending:
            return True
        if state.chat_work.running:
            return True
        return timers and state.swept < since

    return busy
