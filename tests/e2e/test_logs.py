"""Logs a machine can read: JSON lines, UTC ISO-8601 times, the update and chat in fields."""

from __future__ import annotations

import json
import re
from typing import Any

from fsm.store.embedded import free_port
from tests.e2e.bot_process import BotProcess
from tests.e2e.test_metrics import scrape, total

UTC_ISO = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


class TestJsonLogs:
    """A handler that fails, seen in the logs and the metrics."""

    async def test_handler_lines_carry_the_update_and_chat(
        self, double, embedded_redis, redis, tmp_path
    ) -> None:
        """/help whose reply Telegram refuses (and then the apology too): both lines the
        handling logs name the update and the chat in fields, never in the text; the error
        is counted in robinson_handler_errors_total."""
        port = free_port()
        env = {"TELEGRAM_BOT_TOKEN": double.token, "TELEGRAM_API_BASE_URL": double.base_url,
               "REDIS_URL": embedded_redis.url, "LOG_FORMAT": "json", "LOG_LEVEL": "INFO",
               "METRICS_PORT": str(port)}  # fmt: skip
        bot = await BotProcess.start(env, tmp_path)
        try:
            await double.wait_until(lambda: double.world.queue.polling, timeout=30)
            ana = double.user("Ana")
            group = double.group("Logs", members=[ana], admins=[ana])
            for _ in range(2):  # the reply, then the apology
                double.fail_next("sendMessage", "Bad Request: message is too long")
            update = await ana.send(group, "/help")
            assert update is not None
            await bot.wait_for("could not tell the user about the error")
            samples = await scrape(f"http://127.0.0.1:{port}/metrics")
        finally:
            assert await bot.stop() == 0, bot.log
        records: list[dict[str, Any]] = [json.loads(line) for line in bot.lines]  # all JSON
        assert records and all(UTC_ISO.fullmatch(r["time"]) for r in records), records[:3]
        handled = [r for r in records if r.get("update_id") == update["update_id"]]
        messages = [r["message"] for r in handled]
        assert "error while handling an update" in messages, records
        assert "could not tell the user about the error" in messages, records
        for record in handled:
            assert record["chat_id"] == group.id
            assert str(group.id) not in record["message"]
            assert str(update["update_id"]) not in record["message"]
        assert "BadRequest" in next(r["exc"] for r in handled if "exc" in r)
        assert total(samples, "robinson_handler_errors_total", kind="message") == 1
        assert double.token.split(":")[1] not in bot.log
