"""Edits of one message coalesce while one is on its way: only the newest follows."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import cast

from tgbot.app import close_services
from tgbot.appstate import App, AppState
from tgbot.botapi.coalesce import Edits


async def test_only_the_newest_waiting_edit_is_sent() -> None:
    """Three edits queued while the first waits (in the flood limiter): 1 and 3 go, 2 never."""
    edits, sent = Edits(), []
    gate = asyncio.Event()

    def edit(n: int):  # type: ignore[no-untyped-def]
        async def send() -> None:
            if n == 1:
                await gate.wait()
            sent.append(n)

        return send

    edits.put((-1, 7), edit(1))
    await asyncio.sleep(0)
    edits.put((-1, 7), edit(2))
    edits.put((-1, 7), edit(3))
    gate.set()
    await edits.flush((-1, 7))
    assert sent == [1, 3]


async def test_other_messages_do_not_wait() -> None:
    """A second message's edit goes while the first message's edit is held."""
    edits, sent = Edits(), []
    gate = asyncio.Event()

    async def held() -> None:
        await gate.wait()
        sent.append("held")

    async def free() -> None:
        sent.append("free")

    edits.put((-1, 1), held)
    edits.put((-2, 1), free)
    await edits.flush((-2, 1))
    assert sent == ["free"]
    gate.set()
    await edits.flush((-1, 1))
    assert sent == ["free", "held"]


async def test_shutdown_stops_the_sending_tasks() -> None:
    """close_services stops an edit still waiting (in the flood limiter): no task outlives it."""
    state = AppState()
    started = asyncio.Event()

    async def stuck() -> None:
        started.set()
        await asyncio.Event().wait()  # waits for room that never comes

    state.edits.put((-1, 7), stuck)
    await started.wait()
    tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    await asyncio.wait_for(close_services(cast(App, SimpleNamespace(bot_data=state))), timeout=2)
    assert all(task.done() for task in tasks)
