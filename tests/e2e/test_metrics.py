"""Prometheus metrics on /metrics: a port of their own in polling mode, the webhook port too."""

from __future__ import annotations

from dataclasses import replace

import aiohttp
from prometheus_client.parser import text_string_to_metric_families

from fsm.store.embedded import free_port
from robinson.harness.testing import ScriptedDice, play_turn, roll_data, running_bot, start_table
from tgbot.webhook import serve_webhook

Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


async def scrape(url: str) -> Samples:
    """GET `url` and parse the exposition format into {(name, labels): value}."""
    async with aiohttp.ClientSession() as http, http.get(url) as response:
        assert response.status == 200
        assert response.headers["Content-Type"].startswith("text/plain")
        text = await response.text()
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def total(samples: Samples, name: str, **labels: str) -> float:
    """The sum of `name` over the samples whose labels include `labels`."""
    want = set(labels.items())
    return sum(v for (n, ls), v in samples.items() if n == name and want <= set(ls))


class TestMetrics:
    """What the bot counts while a game is played."""

    async def test_polling_mode_metrics_port(
        self, double, bot_settings, ana, boris, group, people, store
    ) -> None:
        """Updates, actions, refusals, Bot API calls, 429s, flood waits, games and latency."""
        port = free_port()
        settings = replace(bot_settings, metrics_port=port)
        async with running_bot(settings, dice=ScriptedDice([2, 3, 1, 2, 2, 1])):
            live = await start_table(double, group, ana, boris)
            await boris.press(live, data=roll_data(live))  # Ana's turn: refused
            await double.settled()
            for _ in range(2):
                await play_turn(double, store, group, people)
            double.set_flood(True)  # two edits within a second: the second one gets a 429
            edits = live.edits
            for _ in range(2):
                await play_turn(double, store, group, people)
            await double.wait_until(lambda: live.edits >= edits + 2, timeout=10)
            await double.settled()
            samples = await scrape(f"http://127.0.0.1:{port}/metrics")
        assert total(samples, "robinson_updates_total", kind="message") >= 1  # /new
        assert total(samples, "robinson_updates_total", kind="callback_query") == 7
        assert total(samples, "robinson_actions_total", command="join") == 1
        assert total(samples, "robinson_actions_total", command="start") == 1
        moves = ("roll_die", "choose")
        assert sum(total(samples, "robinson_actions_total", command=c) for c in moves) == 4
        assert total(samples, "robinson_refusals_total", code="not_your_turn") == 1
        assert total(samples, "robinson_bot_api_calls_total", method="editMessageText") >= 4
        assert total(samples, "robinson_bot_api_errors_total", code="429") > 0
        assert total(samples, "robinson_flood_waits_total", scope="retry_after") > 0
        assert total(samples, "robinson_games_running") == 1
        assert total(samples, "robinson_update_seconds_count") == 8
        assert ("robinson_cas_retries_total", ()) in samples
        edits = total(samples, "robinson_bot_api_calls_total", method="editMessageText")
        assert total(samples, "robinson_bot_api_seconds_count", method="editMessageText") == edits
        assert total(samples, "robinson_bot_api_calls_total", method="getUpdates") >= 1
        assert total(samples, "robinson_bot_api_seconds_count", method="getUpdates") == 0
        assert ("robinson_handler_errors_total", (("kind", "message"),)) not in samples  # none
        assert total(samples, "process_resident_memory_bytes") > 0
        assert total(samples, "process_cpu_seconds_total") > 0
        assert any(name == "python_info" for name, _ in samples)
        assert not any(name.endswith("_created") for name, _ in samples), "no _created series"

    async def test_webhook_port_serves_metrics(self, double, bot) -> None:
        """In webhook mode /metrics is served beside /telegram and /healthz."""
        async with bot(polling=False) as app:
            runner = await serve_webhook(app, "127.0.0.1", 0)
            try:
                samples = await scrape(f"http://127.0.0.1:{runner.addresses[0][1]}/metrics")
            finally:
                await runner.cleanup()
        assert total(samples, "robinson_games_running") == 0
        assert total(samples, "robinson_bot_api_calls_total", method="setMyCommands") >= 1
