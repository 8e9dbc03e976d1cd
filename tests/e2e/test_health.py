"""Probes that restart only what a restart fixes, and a shutdown that fits the grace period."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from fsm.store.embedded import EmbeddedRedis, free_port
from sandbox import BotApiDouble
from tests.e2e.bot_process import BotProcess

PROBE_TIMEOUT = 3.0  # the manifests' probe timeoutSeconds: no answer by then is a failure


async def probe(port: int, path: str) -> tuple[int, dict[str, Any]]:
    """GET a health path as a kubelet would; its status and JSON body."""
    timeout = aiohttp.ClientTimeout(total=PROBE_TIMEOUT)
    url = f"http://127.0.0.1:{port}{path}"
    async with aiohttp.ClientSession(timeout=timeout) as http, http.get(url) as response:
        return response.status, await response.json()


def webhook_env(double: BotApiDouble, redis_url: str, port: int, **more: str) -> dict[str, str]:
    """A webhook replica on the double's token."""
    return {"TELEGRAM_BOT_TOKEN": double.token, "TELEGRAM_API_BASE_URL": double.base_url,
            "REDIS_URL": redis_url, "WEBHOOK_URL": f"http://127.0.0.1:{port}",
            "WEBHOOK_SECRET_TOKEN": "hush", "PORT": str(port), **more}  # fmt: skip


async def image_healthcheck(env: dict[str, str]) -> int:
    """The exit status of the image's HEALTHCHECK (deploy/healthcheck.py) for a polling bot."""
    base = {k: v for k, v in os.environ.items() if k not in ("WEBHOOK_URL", "PORT")}
    script = Path(__file__).resolve().parents[2] / "deploy" / "healthcheck.py"
    process = await asyncio.create_subprocess_exec(
        sys.executable, str(script), env={**base, "ROBINSON_MODE": "polling", **env},
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL,
    )  # fmt: skip
    return await process.wait()


class TestProbes:
    """/livez looks at the process's own event loop; /readyz at Redis, within a second."""

    @pytest.mark.long(5)
    async def test_frozen_redis_makes_the_pod_unready_not_dead(self, double, tmp_path) -> None:
        """Redis stopped dead (SIGSTOP): readiness 503 before the probe times out, liveness
        200; both 200 again once Redis runs."""
        own = EmbeddedRedis(tmp_path / "redis").start()
        port = free_port()
        bot = await BotProcess.start(webhook_env(double, own.url, port), tmp_path)
        try:
            await double.wait_until(lambda: double.webhook is not None, timeout=30)
            assert await probe(port, "/readyz") == (200, {"ok": True, "redis": True})
            assert (await probe(port, "/livez"))[0] == 200
            assert own.pid is not None
            own_pid = own.pid
            os.kill(own_pid, signal.SIGSTOP)
            try:
                for path in ("/readyz", "/healthz"):
                    assert await probe(port, path) == (503, {"ok": False, "redis": False})
                status, body = await probe(port, "/livez")
                assert status == 200 and body["ok"] is True, body
            finally:
                os.kill(own_pid, signal.SIGCONT)
            await asyncio.sleep(0.5)
            assert (await probe(port, "/readyz"))[0] == 200
        finally:
            status = await bot.stop()
            own.stop()
        assert status == 0, bot.log

    async def test_polling_mode_serves_the_probes_on_the_metrics_port(
        self, double, embedded_redis, redis, tmp_path
    ) -> None:
        """A polling bot has no webhook server: its probes are beside /metrics, and the
        image's HEALTHCHECK asks them there."""
        port = free_port()
        env = {"TELEGRAM_BOT_TOKEN": double.token, "TELEGRAM_API_BASE_URL": double.base_url,
               "REDIS_URL": embedded_redis.url, "METRICS_PORT": str(port)}  # fmt: skip
        bot = await BotProcess.start(env, tmp_path)
        try:
            await double.wait_until(lambda: double.world.queue.polling, timeout=30)
            assert (await probe(port, "/livez"))[0] == 200
            assert await probe(port, "/readyz") == (200, {"ok": True, "redis": True})
            assert await image_healthcheck({"METRICS_PORT": str(port)}) == 0
            assert await image_healthcheck({"METRICS_PORT": str(free_port())}) == 1
        finally:
            assert await bot.stop() == 0, bot.log


class TestShutdown:
    """SIGTERM during traffic: the replica ends inside the grace period, acknowledging only
    what it applied; what it could not finish is left for Telegram to send again."""

    @pytest.mark.long(5)
    async def test_a_replica_stopped_mid_traffic_acknowledges_only_what_it_applied(
        self, double, embedded_redis, redis, tmp_path
    ) -> None:
        """Three /new applied and acknowledged; a fourth stuck on a slow Bot API call when
        SIGTERM comes is cancelled after ROBINSON_SHUTDOWN_TIMEOUT, unanswered, and stays
        pending; the process exits by itself before the kubelet's kill."""
        port = free_port()
        env = webhook_env(double, embedded_redis.url, port, ROBINSON_SHUTDOWN_TIMEOUT="1")
        bot = await BotProcess.start(env, tmp_path)
        ana = double.user("Ana")
        groups = [double.group(f"G{n}", members=[ana], admins=[ana]) for n in range(4)]
        sent: dict[int, int] = {}  # update id -> group index
        try:
            await double.wait_until(lambda: double.webhook is not None, timeout=30)
            for n, group in enumerate(groups[:3]):
                update = await ana.send(group, "/new")
                assert update is not None
                sent[update["update_id"]] = n
                await double.next_bot_message(group, timeout=30)
            double.fail_next("sendMessage", None, delay=15.0)  # a Bot API call that hangs
            stuck = await ana.send(groups[3], "/new")
            assert stuck is not None
            await double.wait_until(lambda: double.world.queue.delivering, timeout=10)
            await asyncio.sleep(0.5)  # the handler is inside the slow sendMessage now
        finally:
            status = await bot.stop(signal.SIGTERM, grace=8.0)  # then SIGKILL, as a kubelet
        assert status == 0, bot.log  # ended by itself, not killed
        hook = double.webhook
        assert hook is not None
        acknowledged = {update_id for update_id, result in hook.attempts if result == "ok"}
        assert acknowledged == set(sent), hook.attempts
        assert stuck["update_id"] not in acknowledged
        assert [u["update_id"] for u in double.world.queue.pending][:1] == [stuck["update_id"]]
        for update_id in acknowledged:  # each acknowledged /new left its lobby in its chat
            messages = [m for m in groups[sent[update_id]].history.values() if m.text]
            assert any(m.text.startswith("🏝 Robinson Crusoe") for m in messages)
