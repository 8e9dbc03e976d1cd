"""`robinson-bot run` as a real process against the double: polling and webhook mode, clean logs."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
from pathlib import Path

import aiohttp

SCRIPT = Path(sys.executable).parent / "robinson-bot"


def free_port() -> int:
    """A free TCP port on the loopback interface."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def run_bot(env: dict[str, str], tmp_path: Path) -> asyncio.subprocess.Process:
    """Start `robinson-bot run` with `env` added to a clean environment."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "REDIS_"))}
    return await asyncio.create_subprocess_exec(
        str(SCRIPT), "run",
        env={**base, "ROBINSON_DATA_DIR": str(tmp_path), "LOG_LEVEL": "DEBUG", **env},
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip


async def stop(process: asyncio.subprocess.Process) -> str:
    """Interrupt the bot like Ctrl-C and return everything it logged."""
    process.send_signal(signal.SIGINT)
    _, err = await asyncio.wait_for(process.communicate(), timeout=20)
    return err.decode()


class TestProcess:
    """The installed command runs the bot end to end."""

    async def test_polling_process(self, double, embedded_redis, redis, tmp_path) -> None:
        """Polling mode answers /new with a lobby; the token never appears in its logs."""
        env = {"TELEGRAM_BOT_TOKEN": double.token, "TELEGRAM_API_BASE_URL": double.base_url,
               "REDIS_URL": embedded_redis.url, "LOG_FORMAT": "json"}  # fmt: skip
        process = await run_bot(env, tmp_path)
        try:
            ana = double.user("Ana")
            group = double.group("Process", members=[ana], admins=[ana])
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group, timeout=30)
            assert lobby.text.startswith("🏝 Robinson Crusoe")
        finally:
            logs = await stop(process)
        assert process.returncode == 0, logs
        assert double.token not in logs and double.token.split(":")[1] not in logs
        assert '"level": "DEBUG"' in logs or '"level": "INFO"' in logs

    async def test_webhook_process(self, double, embedded_redis, redis, tmp_path) -> None:
        """Webhook mode registers its URL, applies delivered updates and answers /healthz."""
        port = free_port()
        env = {"TELEGRAM_BOT_TOKEN": double.token, "TELEGRAM_API_BASE_URL": double.base_url,
               "REDIS_URL": embedded_redis.url, "WEBHOOK_URL": f"http://127.0.0.1:{port}",
               "WEBHOOK_SECRET_TOKEN": "hush", "PORT": str(port)}  # fmt: skip
        process = await run_bot(env, tmp_path)
        try:
            await double.wait_until(lambda: double.webhook is not None, timeout=30)
            ana = double.user("Ana")
            group = double.group("Hook", members=[ana], admins=[ana])
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group, timeout=30)
            assert lobby.text.startswith("🏝 Robinson Crusoe")
            health = f"http://127.0.0.1:{port}/healthz"
            async with aiohttp.ClientSession() as http, http.get(health) as response:
                assert response.status == 200
        finally:
            logs = await stop(process)
        assert process.returncode == 0, logs
        assert double.token not in logs and "hush" not in logs

    async def test_rejected_token_in_one_line(
        self, double, embedded_redis, redis, tmp_path
    ) -> None:
        """A token Telegram rejects (401, as when revoked): one line, exit 2, never the token."""
        revoked = "7099999999:AAF-revoked-token-0123456789abcdef"
        for fmt in ("text", "json"):
            env = {"TELEGRAM_BOT_TOKEN": revoked, "TELEGRAM_API_BASE_URL": double.base_url,
                   "REDIS_URL": embedded_redis.url, "LOG_FORMAT": fmt}  # fmt: skip
            process = await run_bot(env, tmp_path)
            _, err = await asyncio.wait_for(process.communicate(), timeout=30)
            logs = err.decode()
            assert process.returncode == 2, logs
            assert revoked not in logs and revoked.split(":")[1] not in logs, logs
            assert "Traceback" not in logs, logs
            assert logs.strip().splitlines()[-1] == (
                "The token was rejected by Telegram: get a new one from @BotFather:"
                " https://t.me/BotFather"
            )
