"""Updates of one chat are handled in order; different chats run concurrently.

A chat's information commands (/help, /rules, /stats, /top, /history) wait in a line of their
own, beside the game's, so a button or a /roll never waits behind them; each member gets a few
of them a minute (`tgbot.botapi.info_gate`), the rest are dropped unanswered.

One noisy chat cannot slow the others: a chat's waiting updates take no concurrency slot (a
slot is taken only once the line's turn comes, so a chat holds at most one per line, even while its
messages wait out Telegram's flood limit), and what piles up is bounded: an update equal to
one already waiting (the same person's same command or button) is dropped, and so is anything
beyond a few waiting updates per person or a few dozen per chat. A dropped update is told
so by `on_drop` (a button press gets a toast: a tap is never silently lost).

The update being handled is kept in context variables: every line logged while handling it
names it.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
from collections.abc import Awaitable, Callable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from telegram import Update
from telegram.ext import BaseUpdateProcessor

from fsm import Place, inline_chat_id
from tgbot.botapi.info_gate import InfoGate, info_command

UPDATE_ID: ContextVar[int | None] = ContextVar("robinson_update_id", default=None)
CHAT_ID: ContextVar[int | None] = ContextVar("robinson_chat_id", default=None)
ARRIVAL: ContextVar[int] = ContextVar("robinson_arrival", default=0)  # the update's number


class ArrivalOrder:
    """Numbers the updates as they come to this process, before any waits its chat's turn:
    which came before which (a 🎲 sent while a move was still being shown: play-test 38)."""

    def __init__(self) -> None:
        self.latest = 0  # the number of the newest update come so far

    def arrive(self) -> int:
        """Number one more update."""
        self.latest += 1
        return self.latest


ARRIVALS = ArrivalOrder()  # one process, one order


@contextlib.contextmanager
def handling(update: object) -> Iterator[None]:
    """While handling `update`, log lines carry its update id and chat id as fields."""
    if not isinstance(update, Update):
        yield
        return
    chat = update.effective_chat
    tokens = UPDATE_ID.set(update.update_id), CHAT_ID.set(chat.id if chat else None)
    try:
        yield
    finally:
        CHAT_ID.reset(tokens[1])
        UPDATE_ID.reset(tokens[0])


class UpdateFields(logging.Filter):
    """Add `update_id` and `chat_id` to a record logged while an update is handled."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Copy the context variables onto the record (a field set by `extra` wins)."""
        update_id = UPDATE_ID.get()
        if update_id is not None and not hasattr(record, "update_id"):
            record.update_id = update_id
            chat_id = CHAT_ID.get()
            if chat_id is not None and not hasattr(record, "chat_id"):
                record.chat_id = chat_id
        return True


def place_fields(place: Place) -> dict[str, int]:
    """A game's place as log fields: its chat and, in a forum, its topic."""
    fields = {"chat_id": place.chat_id}
    if place.topic_id is not None:
        fields["topic_id"] = place.topic_id
    return fields


log = logging.getLogger("robinson.bot")
MAX_RUNNING = 256  # updates handled at once, across chats
MAX_WAITING_PER_USER = 3
MAX_WAITING_PER_CHAT = 30
_ADMIT_ALL = 2**31 - 1  # the base class's semaphore admits everything; `_slots` limits running
Signature = tuple[int | None, str | None]  # (user, command text or button data)
LineKey = tuple[int | str | None, bool]  # (chat or inline message, its information commands?)


def chat_key(update: object) -> int | str | None:
    """The chat an update belongs to, if any; a press on an inline message: the id standing for
    its chat (`fsm.inline_chat_id`, the clock's line for its games too); an inline query: no
    order to keep (each its own line)."""
    if not isinstance(update, Update):
        return None
    if update.effective_chat is not None:
        return update.effective_chat.id
    query = update.callback_query
    if query is not None and query.inline_message_id:
        return inline_chat_id(query.chat_instance)
    if update.inline_query is not None or update.chosen_inline_result is not None:
        return f"u{update.update_id}"
    return None


def signature(update: object) -> Signature:
    """Who sent the update and, for a command or a button, what it asks (else None)."""
    if not isinstance(update, Update):
        return None, None
    user = update.effective_user.id if update.effective_user else None
    if update.callback_query is not None:
        return user, f"button:{update.callback_query.data}"
    message = update.effective_message
    text = message.text if message is not None else None
    return user, (text if text and text.startswith("/") else None)


@dataclass
class ChatLine:
    """One chat's updates: the lock that orders them and the signatures still waiting."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    waiting: list[Signature] = field(default_factory=list)
    present: int = 0  # updates waiting or running
    dropped: int = 0

    def twin_waits(self, sig: Signature) -> bool:
        """Whether the same person's same command or button waits already."""
        return sig[1] is not None and sig in self.waiting

    def crowded(self, sig: Signature) -> bool:
        """Whether an update with `sig` should be dropped instead of waiting."""
        if self.twin_waits(sig):
            return True
        mine = sum(1 for user, _ in self.waiting if user == sig[0])
        return mine >= MAX_WAITING_PER_USER or len(self.waiting) >= MAX_WAITING_PER_CHAT


class PerChatUpdateProcessor(BaseUpdateProcessor):
    """One lock per chat: a chat's updates never overtake each other within a process."""

    def __init__(self, max_concurrent_updates: int = MAX_RUNNING) -> None:
        super().__init__(_ADMIT_ALL)  # so `max_concurrent_updates` reports how many may wait
        self.max_running = max_concurrent_updates
        self._slots = asyncio.Semaphore(max_concurrent_updates)
        self._chats: dict[LineKey, ChatLine] = {}
        self.info_gate = InfoGate()
        self.dropped = 0
        # answers a dropped update; told whether its twin waits (the same press, still on its way)
        self.on_drop: Callable[[object, bool], Awaitable[None]] | None = None

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        """Wait for the turn of the chat's line (its game's or its information commands')
        without a slot, then run `coroutine` in one (numbered as it came: `ARRIVAL`)."""
        ARRIVAL.set(ARRIVALS.arrive())
        chat, sig = chat_key(update), signature(update)
        info = info_command(update) is not None
        key = (chat, info)
        line = self._chats.setdefault(key, ChatLine())
        gate = chat if isinstance(chat, int) else None  # commands come from chats only
        if info and not self.info_gate.admit(gate, sig[0]):
            self._drop(line, update, coroutine)  # a command has no toast: it goes unanswered
            self._forget_if_idle(key, line)
            return
        if line.crowded(sig):
            twin = line.twin_waits(sig)
            self._drop(line, update, coroutine)
            await self._tell_dropped(update, twin=twin)
            self._forget_if_idle(key, line)
            return
        await self._in_line(key, line, sig, lambda: self.run(update, coroutine))

    async def in_order(self, chat_id: int, work: Callable[[], Awaitable[None]]) -> None:
        """Run `work` in the order of the chat's game line, like one more of its updates (but
        never dropped)."""
        key = (chat_id, False)
        line = self._chats.setdefault(key, ChatLine())
        await self._in_line(key, line, None, work)

    async def _in_line(
        self,
        key: LineKey,
        line: ChatLine,
        sig: Signature | None,
        work: Callable[[], Awaitable[None]],
    ) -> None:
        """Wait for the chat's turn without a slot, then run `work` in one (`sig`: an update's)."""
        line.present += 1
        if sig is not None:  # the clock's work is no update: it never crowds the chat
            line.waiting.append(sig)
        started = False
        try:
            async with line.lock:
                if sig is not None:
                    line.waiting.remove(sig)
                started = True
                async with self._slots:
                    await work()
        finally:
            if not started and sig is not None:
                line.waiting.remove(sig)  # cancelled while waiting
            line.present -= 1
        self._forget_if_idle(key, line)

    def _forget_if_idle(self, key: LineKey, line: ChatLine) -> None:
        """Drop the chat's line once nothing of it waits or runs."""
        if not line.present and self._chats.get(key) is line:
            del self._chats[key]
            if line.dropped:
                chat, info = key
                lane = "information commands" if info else "updates"
                dropped = {"chat_id": chat, "dropped": line.dropped, "lane": lane}
                log.info("a crowded chat: updates dropped", extra=dropped)

    @property
    def lines(self) -> int:
        """How many chat lines are held: each has an update (or the clock's work) waiting or
        running; an idle chat's line is let go."""
        return len(self._chats)

    def waiting(self, chat_id: int) -> int:
        """How many of the chat's game updates wait for their turn."""
        line = self._chats.get((chat_id, False))
        return len(line.waiting) if line is not None else 0

    async def run(self, update: object, coroutine: Awaitable[Any]) -> None:
        """Handle `update` now that its chat's turn came and a slot is held."""
        await coroutine

    def drop(self, update: object) -> None:
        """Note an update dropped from a crowded chat (for subclasses that count)."""

    def _drop(self, line: ChatLine, update: object, coroutine: Awaitable[Any]) -> None:
        """Let an update go unhandled (its coroutine is closed, never started)."""
        line.dropped += 1
        self.dropped += 1
        self.drop(update)
        if inspect.iscoroutine(coroutine):
            coroutine.close()

    async def _tell_dropped(self, update: object, *, twin: bool) -> None:
        """Let the sender of a dropped update know (errors are logged, never raised)."""
        if self.on_drop is None:
            return
        with handling(update):  # its lines name it too
            try:
                await self.on_drop(update, twin)
            except Exception:
                log.exception("a dropped update could not be answered")

    async def initialize(self) -> None:
        """Nothing to open."""

    async def shutdown(self) -> None:
        """Nothing to close."""
