"""The flood limiter shared through Redis: two replicas together stay inside one budget."""

from __future__ import annotations

import asyncio
import datetime as dt
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

import pytest
from redis.asyncio import Redis
from telegram.error import RetryAfter
from telegram.ext import AIORateLimiter

from fsm import inline_chat_id
from fsm.store.embedded import EmbeddedRedis
from tgbot.app import build_application
from tgbot.botapi.ratelimit import (
    Budgets,
    RedisRateLimiter,
    chat_of,
    counted,
    is_group,
    remember_inline_chat,
)
from tgbot.config import BotSettings
from tgbot.metrics import Metrics, retry_seconds
from tgbot.ops.metered import LocalRateLimiter

TOKEN = "123456:" + "A" * 35
Stamps = list[tuple[float, str, str]]


Pair = Callable[[Budgets], Awaitable[tuple[RedisRateLimiter, RedisRateLimiter]]]


@pytest.fixture
async def replicas(embedded_redis: EmbeddedRedis, redis: Redis) -> AsyncIterator[Pair]:
    """Two limiters on the same (flushed) Redis, as two bot processes would have."""
    async with AsyncExitStack() as stack:

        async def pair(budgets: Budgets) -> tuple[RedisRateLimiter, RedisRateLimiter]:
            made = [RedisRateLimiter(embedded_redis.url, "123456", budgets=budgets) for _ in "ab"]
            for limiter in made:
                await limiter.initialize()
                stack.push_async_callback(limiter.shutdown)
            return made[0], made[1]

        yield pair


def recorder(stamps: Stamps, method: str, chat: str) -> Callable[[], Coroutine[Any, Any, bool]]:
    """A Bot API call that only notes when it was made."""

    async def call() -> bool:
        stamps.append((time.monotonic(), method, chat))
        return True

    return call


async def send(limiter: RedisRateLimiter, stamps: Stamps, method: str, chat: str) -> None:
    """One request through `limiter`."""
    callback = recorder(stamps, method, chat)
    await limiter.process_request(callback, (), {}, method, {"chat_id": chat}, None)


def most_in_window(stamps: Stamps, span: float, keep: Callable[[str, str], bool]) -> int:
    """The largest number of kept calls inside any window of `span` seconds."""
    times = sorted(t for t, method, chat in stamps if keep(method, chat))
    return max((sum(1 for u in times if t - span < u <= t) for t in times), default=0)


class TestSharedBudgets:
    """Budgets counted in Redis hold for the two replicas together."""

    async def test_overall_and_chat_budgets_hold_across_replicas(self, replicas: Pair) -> None:
        """20 edits over 10 chats, half through each replica: never more than the budgets."""
        a, b = await replicas(Budgets(per_chat=(1, 0.4), overall=(4, 0.4), margin=0.0))
        stamps: Stamps = []
        calls = [
            send((a, b)[n % 2], stamps, "editMessageText", str(100 + n % 10)) for n in range(20)
        ]
        await asyncio.gather(*calls)
        assert len(stamps) == 20
        # The token's window counts a request when it is let go, the stamp is taken when it
        # starts: on a loaded machine those can lie a tenth of a second apart.
        overall = 0.3
        assert most_in_window(stamps, overall, lambda m, c: True) <= 4
        slack = 0.35  # the chat's window counts from the answer: only scheduling jitter
        for chat in {c for _, _, c in stamps}:
            assert most_in_window(stamps, slack, lambda m, c, x=chat: c == x) <= 1

    @pytest.mark.parametrize("asks_after", [0.1, 0.45, 0.6, 0.8])
    async def test_a_request_slow_to_arrive_is_counted_from_its_answer(
        self, replicas: Pair, asks_after: float
    ) -> None:
        """Telegram counts a message when it arrives: an edit that spends 0.4 s on the way (a
        loaded host) holds the chat's next edit a whole window (0.5 s) after its arrival, asked
        for while the first is on the way, just after it, or after the window it was counted in."""
        a, b = await replicas(Budgets(per_chat=(1, 0.5), overall=(100, 1.0), margin=0.0))
        stamps: Stamps = []
        let_go = asyncio.Event()  # the times count from there, however loaded the machine

        async def slow() -> bool:
            let_go.set()
            await asyncio.sleep(0.4)
            stamps.append((time.monotonic(), "editMessageText", "7"))
            return True

        async def later() -> None:
            await let_go.wait()
            await asyncio.sleep(asks_after)
            await send(b, stamps, "editMessageText", "7")

        first = a.process_request(slow, (), {}, "editMessageText", {"chat_id": 7}, None)
        await asyncio.gather(first, later())
        (arrived, _, _), (next_arrived, _, _) = sorted(stamps)
        assert next_arrived - arrived >= 0.49, "two edits arrived inside one window"

    @pytest.mark.parametrize("on_its_way", [0.7, 1.3])
    async def test_a_request_on_its_way_longer_than_a_window_holds_the_chat(
        self, replicas: Pair, on_its_way: float
    ) -> None:
        """An edit still on its way a whole window (0.5 s) after it was let go holds the chat's
        next edit, asked for meanwhile on the other replica, until a window after its answer."""
        a, b = await replicas(Budgets(per_chat=(1, 0.5), overall=(100, 1.0), margin=0.0))
        stamps: Stamps = []
        let_go = asyncio.Event()  # asked for only once the first is on its way: on a loaded
        # machine a fixed 0.1 s could come before the first was let go (play-test 74)

        async def slow() -> bool:
            let_go.set()
            await asyncio.sleep(on_its_way)
            stamps.append((time.monotonic(), "first", "7"))
            return True

        async def meanwhile() -> None:
            await let_go.wait()
            await asyncio.sleep(0.1)
            await send(b, stamps, "editMessageText", "7")

        first = a.process_request(slow, (), {}, "editMessageText", {"chat_id": 7}, None)
        await asyncio.gather(first, meanwhile())
        arrived = {method: when for when, method, _ in stamps}
        gap = arrived["editMessageText"] - arrived["first"]
        assert gap >= 0.49, "the next edit went while the first was on its way"

    async def test_a_request_never_answered_holds_its_chat_only_so_long(
        self, replicas: Pair
    ) -> None:
        """A replica that dies with an edit on its way (never settled) holds that chat's next
        edit for `Budgets.on_the_way` and a window, no longer."""
        budgets = Budgets(per_chat=(1, 0.3), overall=(100, 1.0), margin=0.0, on_the_way=0.5)
        a, b = await replicas(budgets)
        assert await a.wait_for_room("7", "editMessageText") is not None  # never settled
        start = time.monotonic()
        await b.wait_for_room("7", "editMessageText")
        waited = time.monotonic() - start
        assert 0.7 <= waited < 5.0, waited  # bounded (load only lengthens it): not held for good

    async def test_group_budget_counts_new_messages_only(self, replicas: Pair) -> None:
        """A group's budget holds sends back; edits to it pass while the budget is spent."""
        a, b = await replicas(
            Budgets(per_chat=(100, 1.0), per_group=(2, 0.6), overall=(100, 1.0), margin=0.0)
        )
        stamps: Stamps = []
        start = time.monotonic()
        await asyncio.gather(
            send(a, stamps, "sendMessage", "-42"), send(b, stamps, "sendMessage", "-42")
        )
        await asyncio.gather(
            send(a, stamps, "sendMessage", "-42"), send(b, stamps, "editMessageText", "-42")
        )
        third_send = max(t for t, m, _ in stamps if m == "sendMessage")
        edit = next(t for t, m, _ in stamps if m == "editMessageText")
        assert edit - start < 0.3, "the edit waited for the group's budget"
        assert third_send - start >= 0.5, "the third message did not wait for the group budget"

    async def test_inline_edits_count_against_their_chat(self, replicas: Pair) -> None:
        """Edits by inline_message_id name no chat: they count against the chat of their message
        (its chat_instance), one budget for two messages there, not the group's."""
        a, b = await replicas(Budgets(per_chat=(1, 0.4), overall=(100, 1.0), margin=0.0))
        chat = inline_chat_id("-8812345")
        remember_inline_chat("AgAAAone", chat)
        remember_inline_chat("AgAAAtwo", chat)
        assert chat_of({"inline_message_id": "AgAAAone"}) == chat_of(
            {"inline_message_id": "AgAAAtwo"}
        )
        assert not is_group(chat_of({"inline_message_id": "AgAAAone"}) or "-")
        stamps: Stamps = []

        async def edit(limiter: RedisRateLimiter, message: str) -> None:
            data = {"inline_message_id": message}
            await limiter.process_request(recorder(stamps, "editMessageText", message), (), {},
                                          "editMessageText", data, None)  # fmt: skip

        await asyncio.gather(
            *(edit((a, b)[n % 2], ("AgAAAone", "AgAAAtwo")[n % 2]) for n in range(4))
        )
        assert len(stamps) == 4
        assert most_in_window(stamps, 0.35, lambda m, c: True) <= 1  # one chat: one at a time

    async def test_retry_after_pauses_the_chat_on_every_replica(self, replicas: Pair) -> None:
        """A 429 seen by one replica holds the other's requests to that chat, not to others."""
        a, b = await replicas(Budgets(margin=0.0))
        stamps: Stamps = []
        refused = []

        async def flooded() -> bool:
            if not refused:
                refused.append(time.monotonic())
                raise RetryAfter(dt.timedelta(seconds=1))
            stamps.append((time.monotonic(), "editMessageText", "7"))
            return True

        data = {"chat_id": 7}
        first = asyncio.create_task(
            a.process_request(flooded, (), {}, "editMessageText", data, None)
        )
        while not refused:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.05)  # the pause is recorded
        await asyncio.gather(
            send(b, stamps, "answerCallbackQuery", "7"), send(b, stamps, "sendMessage", "8")
        )
        await send(b, stamps, "deleteMessage", "7")
        await first
        by_call = {(m, c): t - refused[0] for t, m, c in stamps}
        assert by_call[("sendMessage", "8")] < 0.5, "another chat was held back"
        assert by_call[("answerCallbackQuery", "7")] < 0.5, "an uncounted call was held back"
        assert by_call[("editMessageText", "7")] >= 1.0, "the refused call was retried too early"

    async def test_retry_after_holds_back_the_other_replica(self, replicas: Pair) -> None:
        """After replica A's 429 on a chat, replica B's next message to it waits the pause out."""
        a, b = await replicas(Budgets(margin=0.0))
        await a.pause("7", 0.8)
        stamps: Stamps = []
        start = time.monotonic()
        await send(b, stamps, "sendMessage", "7")
        assert stamps[0][0] - start >= 0.7

    async def test_redis_down_still_sends(self, closed_port: int) -> None:
        """Without the shared budgets the request is sent unpaced rather than lost."""
        limiter = RedisRateLimiter(f"redis://127.0.0.1:{closed_port}/0", "1")
        await limiter.initialize()
        stamps: Stamps = []
        try:
            await send(limiter, stamps, "sendMessage", "5")
        finally:
            await limiter.shutdown()
        assert len(stamps) == 1

    async def test_redis_out_of_memory_still_sends(self, replicas: Pair, redis: Redis) -> None:
        """A Redis refusing writes (OOM) is an outage too: the request is sent, not failed."""
        a, _ = await replicas(Budgets())
        before = (await redis.config_get("maxmemory"))["maxmemory"]
        stamps: Stamps = []
        try:
            await redis.config_set("maxmemory", "1")
            await send(a, stamps, "sendMessage", "5")
            await a.pause("5", 1.0)
        finally:
            await redis.config_set("maxmemory", before)
        assert len(stamps) == 1


@pytest.mark.parametrize("ptb_timedelta", ["", "true"])
def test_a_429s_wait_is_read_either_way(
    ptb_timedelta: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PTB 22 answers `retry_after` as an int, or as a timedelta once opted in: both read."""
    monkeypatch.setenv("PTB_TIMEDELTA", ptb_timedelta)
    assert retry_seconds(RetryAfter(7)) == 7.0
    assert retry_seconds(RetryAfter(dt.timedelta(seconds=1.5))) == 1.5


def test_which_methods_count() -> None:
    """Sends and edits count; only sends make new messages; answers and deletes are free."""
    assert counted("sendMessage") == (True, True)
    assert counted("sendDice") == (True, True)
    assert counted("copyMessage") == (True, True)
    assert counted("editMessageText") == (True, False)
    assert counted("answerCallbackQuery") == (False, False)
    assert counted("deleteMessage") == (False, False)
    assert counted("sendChatAction") == (False, False)


@pytest.mark.parametrize(
    ("redis_url", "throttle", "kind"),
    [("redis://127.0.0.1:1/0", True, RedisRateLimiter), (None, True, AIORateLimiter),
     ("redis://127.0.0.1:1/0", False, AIORateLimiter)],
)  # fmt: skip
def test_limiter_choice(redis_url: str | None, throttle: bool, kind: type, tmp_path: Path) -> None:
    """A shared Redis gets the shared limiter; the embedded one (a single process) the local one."""
    settings = BotSettings(token=TOKEN, redis_url=redis_url, throttle=throttle, data_dir=tmp_path)
    app = build_application(settings)
    assert isinstance(app.bot.rate_limiter, kind)


async def test_throttle_off_from_the_environment_still_retries(tmp_path: Path) -> None:
    """ROBINSON_THROTTLE=0 with a shared Redis: nothing paced, shared or local; 429s retried."""
    env = {"TELEGRAM_BOT_TOKEN": TOKEN, "REDIS_URL": "redis://127.0.0.1:1/0",
           "ROBINSON_THROTTLE": "0", "ROBINSON_DATA_DIR": str(tmp_path)}  # fmt: skip
    limiter = build_application(BotSettings.from_env(env)).bot.rate_limiter
    assert isinstance(limiter, LocalRateLimiter)
    stamps: Stamps = []
    group = {"chat_id": -100}  # paced, a group would get 20 sends a minute
    sends = [
        asyncio.create_task(limiter.process_request(
            recorder(stamps, "sendMessage", "-100"), (), {}, "sendMessage", group, None
        ))
        for _ in range(25)
    ]  # fmt: skip
    _, waiting = await asyncio.wait(sends, timeout=5)
    assert not waiting and len(stamps) == 25  # nothing paced
    refusals = []

    async def refused() -> bool:
        refusals.append(1)
        raise RetryAfter(dt.timedelta(seconds=0))

    with pytest.raises(RetryAfter):
        await limiter.process_request(refused, (), {}, "sendMessage", group, None)
    assert len(refusals) == 4  # a 429 is still waited out and retried, three times


class TestLocalLimiter:
    """The in-process limiter (one replica, the embedded Redis) pauses only the refused chat."""

    async def test_a_429_holds_back_only_its_chat(self) -> None:
        """Chat 7 gets a 429 (retry after 1 s): chat 8 is sent before 7's retry, 7's next after."""
        limiter = LocalRateLimiter(Metrics(), overall_max_rate=0, group_max_rate=0, max_retries=3)
        events: list[str] = []

        def call(event: str) -> Callable[[], Coroutine[Any, Any, bool]]:
            async def noted() -> bool:
                if event == "7" and "7 refused" not in events:
                    events.append("7 refused")
                    raise RetryAfter(dt.timedelta(seconds=1))
                events.append(f"{event} sent")
                return True

            return noted

        async def request(event: str, chat: int) -> None:
            data = {"chat_id": chat}
            await limiter.process_request(call(event), (), {}, "editMessageText", data, None)

        first = asyncio.create_task(request("7", 7))
        while not events:
            await asyncio.sleep(0.01)
        await request("8", 8)
        await asyncio.gather(first, request("7 next", 7))
        assert events[:2] == ["7 refused", "8 sent"], events
        assert sorted(events[2:]) == ["7 next sent", "7 sent"], events
