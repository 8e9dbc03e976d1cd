"""The per-chat update processor: one chat in order, different chats side by side."""

from __future__ import annotations

import asyncio
import gc
import warnings

from telegram import Chat, Message, Update, User

from tgbot.metered import MeteredProcessor
from tgbot.metrics import Metrics
from tgbot.processor import (
    MAX_WAITING_PER_CHAT,
    MAX_WAITING_PER_USER,
    PerChatUpdateProcessor,
    chat_key,
)


def update_in(chat_id: int, update_id: int, text: str | None = None, user_id: int = 1) -> Update:
    """A message update in a chat (bare, or with `text`) from user `user_id`."""
    chat = Chat(chat_id, Chat.GROUP)
    user = User(user_id, "Ana", False)
    message = Message(update_id, None, chat, from_user=user, text=text)  # type: ignore[arg-type]
    return Update(update_id, message=message)


class TestPerChatUpdateProcessor:
    """Ordering guarantees of the processor."""

    async def test_same_chat_in_order_other_chats_concurrently(self) -> None:
        """Two updates of one chat never overlap; an update of another chat runs meanwhile."""
        processor = PerChatUpdateProcessor()
        log: list[str] = []
        gate = asyncio.Event()

        async def work(name: str, wait: bool) -> None:
            log.append(f"start {name}")
            if wait:
                await gate.wait()
            log.append(f"end {name}")

        first = asyncio.create_task(processor.process_update(update_in(-1, 1), work("a1", True)))
        second = asyncio.create_task(processor.process_update(update_in(-1, 2), work("a2", False)))
        other = asyncio.create_task(processor.process_update(update_in(-2, 3), work("b1", False)))
        await other
        assert log == ["start a1", "start b1", "end b1"]
        gate.set()
        await asyncio.gather(first, second)
        assert log[3:] == ["end a1", "start a2", "end a2"]
        assert not processor._chats, "locks of idle chats are released"

    def test_chat_key(self) -> None:
        """Updates are keyed by their chat; anything else shares one key."""
        assert chat_key(update_in(-5, 1)) == -5
        assert chat_key(object()) is None

    async def test_waiting_updates_hold_no_slot(self) -> None:
        """A chat's queued updates take no concurrency slot: another chat runs at once."""
        processor = PerChatUpdateProcessor(max_concurrent_updates=2)
        gate, ran = asyncio.Event(), []

        async def work(name: str) -> None:
            ran.append(name)
            if name.startswith("a"):
                await gate.wait()

        updates = [(update_in(-1, n, f"/c{n}", n), work(f"a{n}")) for n in range(1, 5)]
        noisy = [asyncio.create_task(processor.process_update(*pair)) for pair in updates]
        await asyncio.sleep(0)
        await asyncio.wait_for(processor.process_update(update_in(-2, 9), work("b")), timeout=5)
        assert ran == ["a1", "b"], "the quiet chat waited for the noisy chat's queue"
        gate.set()
        await asyncio.gather(*noisy)
        assert ran == ["a1", "b", "a2", "a3", "a4"]

    async def test_what_piles_up_is_bounded(self) -> None:
        """300 /help in a row wait as one; one person waits with 3 at most, a chat with 30."""
        processor = PerChatUpdateProcessor()
        gate, ran = asyncio.Event(), []

        async def work(name: str) -> None:
            ran.append(name)
            await gate.wait()

        def feed(update: Update, name: str) -> asyncio.Task[None]:
            return asyncio.create_task(processor.process_update(update, work(name)))

        tasks = [feed(update_in(-1, 0, "/new"), "first")]
        tasks += [feed(update_in(-1, n, "/help"), "help") for n in range(1, 301)]
        tasks += [feed(update_in(-1, 400 + n, f"/roll {n}"), "mallory") for n in range(10)]
        tasks += [feed(update_in(-1, 500 + n, "/join", 100 + n), "crowd") for n in range(60)]
        await asyncio.sleep(0)
        gate.set()
        await asyncio.gather(*tasks)
        assert ran.count("help") == 1
        assert ran.count("mallory") == MAX_WAITING_PER_USER - 1  # the /help waits too
        assert len(ran) == 1 + MAX_WAITING_PER_CHAT
        assert processor.dropped == 371 - len(ran)
        assert not processor._chats


class TestMeteredProcessor:
    """The metered processor keeps the bounds and counts what it handles and drops."""

    async def test_dropped_updates_counted_and_closed(self) -> None:
        """Repeated /help while the chat is busy: one handled and timed, the rest dropped,
        counted by kind, their handlers closed unstarted (no 'never awaited')."""
        metrics = Metrics()
        processor = MeteredProcessor(metrics)
        gate, ran = asyncio.Event(), []

        async def work(name: str) -> None:
            ran.append(name)
            await gate.wait()

        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            tasks = [
                asyncio.create_task(processor.process_update(update_in(-1, n, "/help"), work("h")))
                for n in range(5)
            ]
            await asyncio.sleep(0)
            gate.set()
            await asyncio.gather(*tasks)
            gc.collect()
        assert ran == ["h", "h"]  # one running, one equal update waiting
        assert metrics.updates.labels("message")._value.get() == 2
        assert metrics.dropped.labels("message")._value.get() == 3
        assert metrics.latency._sum.get() >= 0 and processor.dropped == 3
        assert [w for w in caught if "never awaited" in str(w.message)] == []
