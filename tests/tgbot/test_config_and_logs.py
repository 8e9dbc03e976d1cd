"""Settings from the environment, the no-token message, and logs that never show the token."""

from __future__ import annotations

import logging
import re
import sys
from pathlib import Path

import pytest
from redis.asyncio import Redis, RedisCluster

from fsm.store.client import client_for, node_url
from robinson.cli import main
from tgbot.config import BotSettings, ConfigError
from tgbot.ops.logs import JsonFormatter, RedactingFilter

TOKEN = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"


class TestSettings:
    """BotSettings.from_env reads what the README documents."""

    def test_defaults(self) -> None:
        """With an empty environment: polling, Telegram's API, the embedded Redis."""
        settings = BotSettings.from_env({})
        assert settings.token is None and settings.mode == "polling"
        assert settings.api_base_url == "https://api.telegram.org/bot"
        assert settings.file_base_url == "https://api.telegram.org/file/bot"
        assert settings.redis_url is None

    def test_webhook_and_base_url(self) -> None:
        """WEBHOOK_URL implies webhook mode; TELEGRAM_API_BASE_URL points at another server."""
        settings = BotSettings.from_env(
            {"WEBHOOK_URL": "https://bot.example/", "TELEGRAM_API_BASE_URL": "http://h:8081/bot"}
        )
        assert settings.mode == "webhook"
        assert settings.file_base_url == "http://h:8081/file/bot"

    def test_bad_values(self) -> None:
        """A mode without its URL or a port that is not a number is a ConfigError."""
        with pytest.raises(ConfigError):
            BotSettings.from_env({"ROBINSON_MODE": "webhook"})
        with pytest.raises(ConfigError):
            BotSettings.from_env({"PORT": "eighty"})

    def test_throttle_switch(self) -> None:
        """ROBINSON_THROTTLE=0 turns the flood pacing off; it is on by default; junk is refused."""
        assert BotSettings.from_env({}).throttle
        for off in ("0", "false", "OFF"):
            assert not BotSettings.from_env({"ROBINSON_THROTTLE": off}).throttle
        assert BotSettings.from_env({"ROBINSON_THROTTLE": "1"}).throttle
        with pytest.raises(ConfigError):
            BotSettings.from_env({"ROBINSON_THROTTLE": "sometimes"})

    def test_double_tap_window(self) -> None:
        """ROBINSON_DOUBLE_TAP sets how soon a person's next turn tap is a twin (0: never)."""
        assert BotSettings.from_env({}).double_tap == 0.8
        assert BotSettings.from_env({"ROBINSON_DOUBLE_TAP": "0"}).double_tap == 0.0
        assert BotSettings.from_env({"ROBINSON_DOUBLE_TAP": "-3"}).double_tap == 0.0
        with pytest.raises(ConfigError):
            BotSettings.from_env({"ROBINSON_DOUBLE_TAP": "soon"})

    def test_readme_table_names_every_setting(self) -> None:
        """The README's environment table names the variables the settings object reads, and
        the embedded Redis's one of its own (which redis-server to run)."""
        root = Path(__file__).resolve().parents[2]
        source = (root / "tgbot" / "config.py").read_text()
        read = set(re.findall(r'(?:env\.get\(|env\[|env, )"([A-Z][A-Z_]+)"', source))
        embedded = (root / "fsm" / "store" / "embedded.py").read_text()
        read |= set(re.findall(r'os\.environ\.get\("([A-Z][A-Z_]+)"', embedded))
        assert "ROBINSON_REDIS_SERVER" in read
        rows = [line for line in (root / "README.md").read_text().splitlines()
                if line.startswith("| `")]  # fmt: skip
        documented = {
            name for row in rows for name in re.findall(r"`([A-Z][A-Z_]+)`", row.split("|")[1])
        }
        assert read == documented, read ^ documented

    def test_lease_and_shutdown_settings(self) -> None:
        """The poller lease and the shutdown timeout: defaults, values, and refusals."""
        defaults = BotSettings.from_env({})
        assert (defaults.poll_lease, defaults.lease_seconds) == ("wait", 30.0)
        assert defaults.shutdown_timeout == 20.0
        chosen = BotSettings.from_env(
            {"ROBINSON_POLL_LEASE": "exit", "ROBINSON_LEASE_SECONDS": "5",
             "ROBINSON_SHUTDOWN_TIMEOUT": "3"}
        )  # fmt: skip
        assert (chosen.poll_lease, chosen.lease_seconds, chosen.shutdown_timeout) == ("exit", 5, 3)
        for bad in ({"ROBINSON_LEASE_SECONDS": "0.5"}, {"ROBINSON_POLL_LEASE": "sometimes"},
                    {"METRICS_PORT": "70000"}, {"LOG_LEVEL": "loud"}):  # fmt: skip
            with pytest.raises(ConfigError):
                BotSettings.from_env(bad)
        assert BotSettings.from_env({"LOG_LEVEL": "debug"}).log_level == "DEBUG"

    def test_token_not_in_repr(self) -> None:
        """Printing the settings does not print the token."""
        assert TOKEN not in repr(BotSettings(token=TOKEN))


class TestRun:
    """`robinson-bot run` without a token says how to get one."""

    def test_no_token(
        self, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
    ) -> None:
        """No TELEGRAM_BOT_TOKEN: a plain message pointing at @BotFather and status 2."""
        monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
        assert main(["run"]) == 2
        err = capsys.readouterr().err
        assert "@BotFather" in err and "TELEGRAM_BOT_TOKEN" in err and "Traceback" not in err
        assert "robinson-bot playground" in err and len(err.splitlines()) == 1


class TestLogs:
    """The token never reaches a log line."""

    def test_redacted_in_text_and_json(self) -> None:
        """A URL with the token, as httpx would log it, comes out redacted."""
        record = logging.LogRecord(
            "httpx", logging.INFO, __file__, 1, "POST https://api.telegram.org/bot%s/getMe",
            (TOKEN,), None,
        )  # fmt: skip
        assert RedactingFilter([TOKEN]).filter(record)
        assert TOKEN not in record.getMessage() and "***" in record.getMessage()
        assert TOKEN not in JsonFormatter().format(record)

    def test_shaped_like_a_token(self) -> None:
        """Anything shaped like a bot token is redacted even if it is not the configured one."""
        record = logging.LogRecord(
            "x", logging.INFO, __file__, 1, f"other {TOKEN[::-1]}", None, None
        )
        other = "987654321:" + "B" * 35
        record.msg = f"saw {other}"
        RedactingFilter([]).filter(record)
        assert other not in record.getMessage()

    def test_exception_text_and_traceback_redacted(self) -> None:
        """A token inside an exception's text, its traceback and an extra field is redacted."""

        def fail() -> None:
            secret = TOKEN
            raise RuntimeError(f"The token `{secret}` was rejected by the server.")

        try:
            fail()
        except RuntimeError:
            record = logging.LogRecord(
                "telegram", logging.ERROR, __file__, 1, "failed", None, sys.exc_info()
            )
        record.url = f"https://api.telegram.org/bot{TOKEN}/getMe"
        record.stack_info = f"Stack (most recent call last):\n  token={TOKEN}"
        assert RedactingFilter([TOKEN]).filter(record)
        text = logging.Formatter("%(message)s %(url)s").format(record)
        for out in (text, JsonFormatter().format(record)):
            assert TOKEN not in out and TOKEN.split(":")[1] not in out, out
            assert "RuntimeError" in out and "***" in out


def test_redis_cluster_is_named_by_the_url() -> None:
    """redis+cluster:// (rediss+cluster:// with TLS) picks the cluster client; redis:// not."""
    plain = BotSettings.from_env({"REDIS_URL": "redis://r:6379/0"})
    cluster = BotSettings.from_env({"REDIS_URL": "redis+cluster://r:7000"})
    tls = BotSettings.from_env({"REDIS_URL": "rediss+cluster://:pw@r:7000"})
    assert not plain.redis_cluster and cluster.redis_cluster and tls.redis_cluster
    assert not BotSettings.from_env({}).redis_cluster
    assert node_url("rediss+cluster://:pw@r:7000") == "rediss://:pw@r:7000"
    assert isinstance(client_for("redis+cluster://r:7000"), RedisCluster)
    assert isinstance(client_for("redis://r:6379"), Redis)
