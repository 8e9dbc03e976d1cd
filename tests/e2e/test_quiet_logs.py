"""A game's INFO log says what happened, not every callback of the turn machine (issue 23)."""

from __future__ import annotations

import json

from i18n import t
from robinson.harness.testing import roll_data
from tests.e2e.test_process import run_bot, stop


class TestQuietLogs:
    """`robinson-bot run` at LOG_LEVEL=INFO, as deployed, through a lobby and a few rolls."""

    async def test_the_turn_machine_logs_nothing_at_info(
        self, double, embedded_redis, redis, tmp_path, ana, boris, group
    ) -> None:
        """A lobby, a join, the start and two rolls: not one line from `transitions`."""
        env = {
            "TELEGRAM_BOT_TOKEN": double.token,
            "TELEGRAM_API_BASE_URL": double.base_url,
            "REDIS_URL": embedded_redis.url,
            "LOG_FORMAT": "json",
            "LOG_LEVEL": "INFO",
            "ROBINSON_BOARD": "text",
            "ROBINSON_DICE_ANIMATION": "0",
        }
        process = await run_bot(env, tmp_path)
        try:
            await ana.send(group, "/new")
            live = await double.next_bot_message(group, timeout=30)
            await boris.press(live, text=t("en", "btn-join"))
            await double.settled(timeout=10)
            await ana.press(live, text=t("en", "btn-start"))
            await double.wait_until(lambda: "🎲 Roll" in str(live.reply_markup), timeout=10)
            for mover in (ana, boris):
                edits = live.edits
                await mover.press(live, data=roll_data(live))
                await double.wait_until(lambda: live.edits > edits, timeout=10)  # noqa: B023
        finally:
            logs = await stop(process)
        assert process.returncode == 0, logs
        records = [json.loads(line) for line in logs.splitlines() if line.startswith("{")]
        assert records, logs
        loggers = [r["logger"] for r in records]
        assert [name for name in loggers if name.startswith("transitions")] == []
