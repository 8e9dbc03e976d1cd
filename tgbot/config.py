"""Bot settings from the environment; the token is never printed or logged."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from fsm import is_cluster_url

DEFAULT_API = "https://api.telegram.org/bot"
WEBHOOK_PATH = "/telegram"  # where webhook mode listens, under WEBHOOK_URL (tgbot/webhook.py)
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
LOG_FORMATS = ("text", "json")
LEASE_MODES = ("wait", "exit")  # a second poller on the token: stand by, or exit at once


class ConfigError(ValueError):
    """A setting in the environment has a value the bot cannot use."""


class CannotListen(Exception):
    """An address the bot should listen on is taken or not this machine's: a setting to change."""


def cannot_listen(host: str, port: int, error: OSError, hint: str) -> CannotListen:
    """The one-line error for a port in use (or an address that is not this machine's)."""
    reason = os.strerror(error.errno) if error.errno else str(error)
    return CannotListen(f"cannot listen on {host}:{port} ({reason.lower()}); {hint}")


DOUBLE_TAP = 0.8  # seconds after a person's move in which their next turn tap is its twin
NUDGE_AFTER = 30.0  # seconds before a group's mover is mentioned in a nudge


@dataclass(frozen=True, slots=True)
class BotSettings:
    """Everything `robinson-bot run` reads from the environment."""

    token: str | None = field(default=None, repr=False)
    api_base_url: str = DEFAULT_API
    redis_url: str | None = field(default=None, repr=False)
    data_dir: Path = Path("data")
    mode: str = "polling"
    webhook_url: str | None = None
    listen: str = "127.0.0.1"
    port: int = 8080
    secret_token: str | None = field(default=None, repr=False)
    log_level: str = "INFO"
    log_format: str = "text"
    dice_animation: float = 3.5
    solo_pace: float = 1.0  # seconds between the computer players' turns in a solo game; 0: none
    nudge_after: float = NUDGE_AFTER  # 0: never
    timer_interval: float = 1.0
    double_tap: float = DOUBLE_TAP  # seconds after a person's move: their turn tap is its twin
    reply_lifetime: float = 30.0  # seconds a group keeps a reply meant for one person; 0: kept
    throttle: bool = True  # pace requests to Telegram's flood limits; 429s are retried either way
    board: str = "picture"  # how new games show the board: "picture" or "text"
    picture_timeout: float = 10.0  # seconds an upload may take before the game goes on in text
    media_chat: int | None = None  # where inline games' board pictures are uploaded (none: text)
    metrics_port: int | None = None  # a port of its own for /metrics (webhook mode also has PORT)
    poll_lease: str = "wait"  # polling while another process holds the token's lease: wait or exit
    lease_seconds: float = 30.0  # how long a poller's lease lasts unless renewed (every third)
    shutdown_timeout: float = 20.0  # seconds in-flight updates get after SIGTERM, then cancelled

    @property
    def redis_cluster(self) -> bool:
        """REDIS_URL names a node of a Redis Cluster (``redis+cluster://``, ``rediss+cluster://``)."""
        return is_cluster_url(self.redis_url)

    @property
    def file_base_url(self) -> str:
        """The file download base that goes with `api_base_url`."""
        base = self.api_base_url.rstrip("/")
        return base[: -len("/bot")] + "/file/bot" if base.endswith("/bot") else base + "/file"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> BotSettings:
        """Read the settings from `env` (the process environment by default)."""
        env = os.environ if env is None else env
        mode = _choice(env, "ROBINSON_MODE", ("polling", "webhook"),
                       "webhook" if env.get("WEBHOOK_URL") else "polling")  # fmt: skip
        if mode == "webhook" and not env.get("WEBHOOK_URL"):
            raise ConfigError("webhook mode needs WEBHOOK_URL")
        try:
            animation = float(env.get("ROBINSON_DICE_ANIMATION", "3.5"))
            solo_pace = max(0.0, float(env.get("ROBINSON_SOLO_PACE", "1.0")))
            nudge_after = max(0.0, float(env.get("ROBINSON_NUDGE", NUDGE_AFTER)))
            double_tap = max(0.0, float(env.get("ROBINSON_DOUBLE_TAP", str(DOUBLE_TAP))))
            lease_seconds = float(env.get("ROBINSON_LEASE_SECONDS", "30"))
            shutdown_timeout = max(0.0, float(env.get("ROBINSON_SHUTDOWN_TIMEOUT", "20")))
        except ValueError as exc:
            raise ConfigError(f"a number setting is not a number: {exc}") from None
        if not lease_seconds >= 1:
            raise ConfigError(f"ROBINSON_LEASE_SECONDS must be at least 1, not {lease_seconds}")
        metrics_port = _port(env, "METRICS_PORT", None)
        media_chat = env.get("ROBINSON_MEDIA_CHAT", "").strip()
        if media_chat and not media_chat.lstrip("-").isdigit():
            raise ConfigError(f"ROBINSON_MEDIA_CHAT must be a chat id, not {media_chat!r}")
        return cls(
            token=env.get("TELEGRAM_BOT_TOKEN") or None,
            api_base_url=env.get("TELEGRAM_API_BASE_URL") or DEFAULT_API,
            redis_url=env.get("REDIS_URL") or None,
            data_dir=Path(env.get("ROBINSON_DATA_DIR", "data")),
            mode=mode,
            webhook_url=env.get("WEBHOOK_URL") or None,
            listen=env.get("LISTEN", "127.0.0.1"),
            port=_port(env, "PORT", "8080") or 8080,
            secret_token=env.get("WEBHOOK_SECRET_TOKEN") or None,
            log_level=_choice(env, "LOG_LEVEL", LOG_LEVELS, "INFO", upper=True),
            log_format=_choice(env, "LOG_FORMAT", LOG_FORMATS, "text"),
            dice_animation=animation,
            solo_pace=solo_pace,
            nudge_after=nudge_after,
            double_tap=double_tap,
            board=_choice(env, "ROBINSON_BOARD", ("picture", "text"), "picture"),
            throttle=_switch(env.get("ROBINSON_THROTTLE", "1"), "ROBINSON_THROTTLE"),
            metrics_port=metrics_port,
            media_chat=int(media_chat) if media_chat else None,
            poll_lease=_choice(env, "ROBINSON_POLL_LEASE", LEASE_MODES, "wait"),
            lease_seconds=lease_seconds,
            shutdown_timeout=shutdown_timeout,
        )


def _choice(
    env: Mapping[str, str],
    name: str,
    allowed: tuple[str, ...],
    default: str,
    *,
    upper: bool = False,
) -> str:
    """A setting that is one of `allowed` words (`upper`: in any case)."""
    raw = env.get(name) or default
    value = raw.strip().upper() if upper else raw.strip()
    if value not in allowed:
        choices = ", ".join(allowed[:-1]) + " or " + allowed[-1]
        raise ConfigError(f"{name} must be {choices}, not {raw!r}")
    return value


def _port(env: Mapping[str, str], name: str, default: str | None) -> int | None:
    """A TCP port setting, 1 to 65535 (None when unset without a default)."""
    raw = env.get(name) or default
    if raw is None:
        return None
    try:
        port = int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a port number, not {raw!r}") from None
    if not 1 <= port <= 65535:
        raise ConfigError(f"{name} must be a port from 1 to 65535, not {port}")
    return port


def _switch(value: str, name: str) -> bool:
    """An on/off setting: 1, true, yes, on or 0, false, no, off (any case)."""
    word = value.strip().lower()
    if word in ("1", "true", "yes", "on"):
        return True
    if word in ("0", "false", "no", "off"):
        return False
    raise ConfigError(f"{name} must be 1 or 0, not {value!r}")
