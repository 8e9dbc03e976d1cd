"""The per-chat update processor: one chat in order, different chats side by side."""

from __future__ import annotations

import asyncio

from telegram import Chat, Message, Update, User

from tgbot.processor import PerChatUpdateProcessor, chat_key


def update_in(chat_id: int, update_id: int) -> Update:
    """A bare message update in a chat."""
    chat = Chat(chat_id, Chat.GROUP)
    user = User(1, "Ana", False)
    message = Message(update_id, None, chat, from_user=user)  # type: ignore[arg-type]
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
        assert not processor._locks, "locks of idle chats are released"

    def test_chat_key(self) -> None:
        """Updates are keyed by their chat; anything else shares one key."""
        assert chat_key(update_in(-5, 1)) == -5
        assert chat_key(object()) is None
