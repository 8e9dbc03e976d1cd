"""The per-chat update processor: one chat in order, different chats side by side."""

from __future__ import annotations

import asyncio
import gc
import warnings

from telegram import CallbackQuery, Chat, InlineQuery, Message, Update, User

from fsm import inline_chat_id
from tgbot.botapi.info_gate import MAX_MEMBERS, PER_MEMBER, WINDOW, InfoGate, info_command
from tgbot.botapi.processor import (
    MAX_WAITING_PER_CHAT,
    MAX_WAITING_PER_USER,
    PerChatUpdateProcessor,
    chat_key,
)
from tgbot.metrics import Metrics
from tgbot.ops.metered import MeteredProcessor


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
        assert processor.lines == 0, "locks of idle chats are released"

    def test_chat_key(self) -> None:
        """Updates are keyed by their chat; a press on an inline message by the id standing for
        its chat (where the clock's work for its games waits too); each inline query its own;
        anything else shares one key."""
        assert chat_key(update_in(-5, 1)) == -5
        assert chat_key(object()) is None
        ana = User(1, "Ana", False)
        press = CallbackQuery("7", ana, "-99", data="r1|j|ab", inline_message_id="AgAAAx")
        assert chat_key(Update(2, callback_query=press)) == inline_chat_id("-99")
        queries = [Update(n, inline_query=InlineQuery(str(n), ana, "", "")) for n in (3, 4)]
        assert chat_key(queries[0]) != chat_key(queries[1])

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
        """300 /board in a row wait as one; one person waits with 3 at most, a chat with 30."""
        processor = PerChatUpdateProcessor()
        gate, ran = asyncio.Event(), []

        async def work(name: str) -> None:
            ran.append(name)
            await gate.wait()

        def feed(update: Update, name: str) -> asyncio.Task[None]:
            return asyncio.create_task(processor.process_update(update, work(name)))

        tasks = [feed(update_in(-1, 0, "/new"), "first")]
        tasks += [feed(update_in(-1, n, "/board"), "board") for n in range(1, 301)]
        tasks += [feed(update_in(-1, 400 + n, f"/roll {n}"), "mallory") for n in range(10)]
        tasks += [feed(update_in(-1, 500 + n, "/join", 100 + n), "crowd") for n in range(60)]
        await asyncio.sleep(0)
        gate.set()
        await asyncio.gather(*tasks)
        assert ran.count("board") == 1
        assert ran.count("mallory") == MAX_WAITING_PER_USER - 1  # the /board waits too
        assert len(ran) == 1 + MAX_WAITING_PER_CHAT
        assert processor.dropped == 371 - len(ran)
        assert processor.lines == 0

    async def test_a_dropped_update_is_told_whether_its_twin_waits(self) -> None:
        """The same person's same /join twice behind a running update: the second is dropped
        and told its twin waits (its answer: 'your last tap is on its way'); beyond a person's
        few waiting updates, a drop is told none does (adversary-3, finding 6: a lobby double
        tap was told "the moves are still being played")."""
        processor = PerChatUpdateProcessor()
        gate, told = asyncio.Event(), []

        async def work() -> None:
            await gate.wait()

        async def on_drop(update: object, twin: bool) -> None:
            assert isinstance(update, Update)
            told.append((update.update_id, twin))

        processor.on_drop = on_drop
        texts = ["/new", "/join", "/join", "/leave", "/settings", "/lang"]
        tasks = [asyncio.create_task(processor.process_update(update_in(-1, n, text), work()))
                 for n, text in enumerate(texts)]  # fmt: skip
        await asyncio.sleep(0)
        gate.set()
        await asyncio.gather(*tasks)
        assert told == [(2, True), (5, False)]  # /new runs; /join, /leave, /settings wait


class TestMeteredProcessor:
    """The metered processor keeps the bounds and counts what it handles and drops."""

    async def test_dropped_updates_counted_and_closed(self) -> None:
        """Repeated /board while the chat is busy: one handled and timed, the rest dropped,
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
                asyncio.create_task(processor.process_update(update_in(-1, n, "/board"), work("h")))
                for n in range(5)
            ]
            await asyncio.sleep(0)
            gate.set()
            await asyncio.gather(*tasks)
            gc.collect()
        assert ran == ["h", "h"]  # one running, one equal update waiting
        sample = metrics.registry.get_sample_value
        assert sample("robinson_updates_total", {"kind": "message"}) == 2
        assert sample("robinson_updates_dropped_total", {"kind": "message"}) == 3
        assert sample("robinson_update_seconds_count") == 2 and processor.dropped == 3
        assert [w for w in caught if "never awaited" in str(w.message)] == []


class TestInformationCommands:
    """/help, /rules, /stats, /top and /history: their own line, a few per member."""

    async def test_a_held_help_does_not_hold_up_a_roll(self) -> None:
        """A /help still being answered: the chat's /roll runs meanwhile."""
        processor = PerChatUpdateProcessor()
        gate, log = asyncio.Event(), []

        async def work(name: str, wait: bool) -> None:
            log.append(f"start {name}")
            if wait:
                await gate.wait()
            log.append(f"end {name}")

        helping = update_in(-1, 1, "/help@robinson_bot", user_id=7)
        held = asyncio.create_task(processor.process_update(helping, work("help", True)))
        await asyncio.sleep(0)
        roll = processor.process_update(update_in(-1, 2, "/roll"), work("roll", False))
        await asyncio.wait_for(roll, timeout=5)  # without a line of its own it waits forever
        assert log == ["start help", "start roll", "end roll"]
        gate.set()
        await held

    async def test_each_member_gets_a_few_information_answers(self) -> None:
        """Beyond `PER_MEMBER` a minute a member's information commands are dropped, unstarted;
        another member's are not."""
        processor = PerChatUpdateProcessor()
        ran: list[int] = []

        async def work(user: int) -> None:
            ran.append(user)

        texts = ["/help", "/rules", "/top", "/stats 2", "/history", "/help 2", "/top@bot", "/help"]
        for n, text in enumerate(texts):
            await processor.process_update(update_in(-1, n, text, user_id=7), work(7))
        await processor.process_update(update_in(-1, 9, "/help", user_id=8), work(8))
        assert ran == [7] * PER_MEMBER + [8]
        assert processor.dropped == len(texts) - PER_MEMBER

    def test_information_commands_are_told_apart(self) -> None:
        """Only the five information commands, with or without the bot's name and arguments."""
        assert info_command(update_in(-1, 1, "/HELP@robinson_bot now")) == "help"
        assert info_command(update_in(-1, 1, "/history")) == "history"
        for text in ("/roll", "/new", "/", "/ help", "help", None):
            assert info_command(update_in(-1, 1, text)) is None

    def test_the_gate_forgets_the_oldest_members(self) -> None:
        """The gate remembers at most `MAX_MEMBERS` (chat, member) pairs."""
        now = [0.0]
        gate = InfoGate(clock=lambda: now[0])
        for user in range(MAX_MEMBERS + 50):
            assert gate.admit(-1, user)
        assert len(gate) == MAX_MEMBERS
        now[0] += WINDOW
        assert gate.admit(-1, 0) and len(gate) == MAX_MEMBERS
