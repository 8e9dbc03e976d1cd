"""One poller per token: a lease in Redis before getUpdates; a 409 Conflict counted, told once."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest

from fsm.store.embedded import free_port
from sandbox import BotApiDouble
from tests.e2e.bot_process import BotProcess
from tests.e2e.test_metrics import scrape
from tgbot.lease import lease_key

WAITS = "another process polls this token (it holds the polling lease): this one waits"


def poller_env(double: BotApiDouble, redis_url: str, **more: str) -> dict[str, str]:
    """A polling bot on the double's token and the given Redis."""
    return {"TELEGRAM_BOT_TOKEN": double.token, "TELEGRAM_API_BASE_URL": double.base_url,
            "REDIS_URL": redis_url, "LOG_FORMAT": "json", **more}  # fmt: skip


async def plays(double: BotApiDouble, title: str) -> None:
    """Some poller answers /new in a new group with a lobby."""
    ana = double.user("Ana")
    group = double.group(title, members=[ana], admins=[ana])
    await ana.send(group, "/new")
    lobby = await double.next_bot_message(group, timeout=30)
    assert lobby.text.startswith("🏝 Robinson Crusoe")


class TestLease:
    """Two pollers on one token and one Redis: one polls, the other stands by."""

    @pytest.mark.long(6)
    async def test_second_poller_waits_then_takes_over(
        self, double, embedded_redis, redis, tmp_path
    ) -> None:
        """The second says once that it waits, sees no 409; it polls once the first stops."""
        first = await BotProcess.start(poller_env(double, embedded_redis.url), tmp_path / "a")
        second: BotProcess | None = None
        try:
            await plays(double, "First")
            assert await redis.exists(lease_key(double.token.split(":")[0]))
            second = await BotProcess.start(poller_env(double, embedded_redis.url), tmp_path / "b")
            await second.wait_for(WAITS)
            await plays(double, "Still first")
            await asyncio.sleep(1.5)  # several looks at the lease meanwhile
            assert second.count(WAITS) == 1, second.log
            assert await first.stop() == 0, first.log
            await second.wait_for("took this token's polling lease: polling")
            await plays(double, "Second")
        finally:
            await first.stop()
            if second is not None:
                assert await second.stop() == 0, second.log
        for bot in (first, second):
            assert "Conflict" not in bot.log and "Traceback" not in bot.log, bot.log
        assert not await redis.exists(lease_key(double.token.split(":")[0]))  # given back

    async def test_second_poller_can_exit_instead(
        self, double, embedded_redis, redis, tmp_path
    ) -> None:
        """ROBINSON_POLL_LEASE=exit: the second poller exits with status 2 and one clear line."""
        first = await BotProcess.start(poller_env(double, embedded_redis.url), tmp_path / "a")
        try:
            await plays(double, "First")
            env = poller_env(double, embedded_redis.url, ROBINSON_POLL_LEASE="exit",
                             LOG_LEVEL="WARNING")  # fmt: skip
            second = await BotProcess.start(env, tmp_path / "b")
            assert await second.exited() == 2, second.log
        finally:
            assert await first.stop() == 0, first.log
        lines = second.log.splitlines()
        assert len(lines) == 1 and "ROBINSON_POLL_LEASE=exit" in lines[0], second.log

    @pytest.mark.long(6)
    async def test_a_frozen_poller_loses_the_lease(
        self, double, embedded_redis, redis, tmp_path
    ) -> None:
        """A poller stopped longer than its lease is replaced and, once woken, stops polling."""
        env = poller_env(double, embedded_redis.url, ROBINSON_LEASE_SECONDS="1.5")
        first = await BotProcess.start(env, tmp_path / "a")
        second: BotProcess | None = None
        try:
            await plays(double, "First")
            second = await BotProcess.start(env, tmp_path / "b")
            await second.wait_for(WAITS)
            first.process.send_signal(19)  # SIGSTOP: frozen, its lease runs out
            await second.wait_for("took this token's polling lease: polling")
            first.process.send_signal(18)  # SIGCONT
            await first.wait_for("another process took this token's polling lease")
            await plays(double, "Second")
        finally:
            first.process.send_signal(18)
            assert await first.stop() == 0, first.log
            if second is not None:
                assert await second.stop() == 0, second.log


class TestConflict:
    """A getUpdates consumer outside the lease (another deployment) makes the bot's polls 409."""

    @pytest.mark.long(7)
    async def test_409_is_counted_and_told_once(
        self, double, embedded_redis, redis, tmp_path
    ) -> None:
        """Every 409 is in robinson_bot_api_errors_total; the log says it once."""
        port = free_port()
        env = poller_env(double, embedded_redis.url, METRICS_PORT=str(port))
        bot = await BotProcess.start(env, tmp_path)
        url = f"{double.base_url}{double.token}/getUpdates"
        try:
            await plays(double, "Polled")
            async with aiohttp.ClientSession() as http:
                for _ in range(3):  # each of these ends the bot's waiting long poll with a 409
                    await double.wait_until(lambda: double.world.queue.polling, timeout=10)
                    async with http.post(url, json={"timeout": 0}) as answer:
                        assert answer.status == 200
            await bot.wait_for("409 Conflict")
            await asyncio.sleep(1.0)
            samples = await scrape(f"http://127.0.0.1:{port}/metrics")
        finally:
            assert await bot.stop() == 0, bot.log
        conflicts = samples[("robinson_bot_api_errors_total",
                             (("code", "409"), ("method", "getUpdates")))]  # fmt: skip
        assert conflicts >= 2, samples
        polls = samples[("robinson_bot_api_calls_total", (("method", "getUpdates"),))]
        assert polls > conflicts
        assert bot.count("409 Conflict") == 1, bot.log
        assert bot.count("Conflict") == 1, bot.log
