"""Bot settings from the environment; the token is never printed or logged."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from fsm import is_cluster_url

DEFAULT_API = "https://api.telegram.org/bot"


class ConfigError(ValueError):
    """A setting in the environment has a value the bot cannot use."""


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
    nudge_after: float = 30.0  # seconds before a group's mover is mentioned in a nudge; 0: never
    timer_interval: float = 1.0
    throttle: bool = True  # pace requests to Telegram's flood limits; 429s are retried either way
    board: str = "picture"  # how new games show the board: "picture" or "text"
    picture_timeout: float = 10.0  # seconds an upload may take before the game goes on in text
    metrics_port: int | None = None  # a port of its own for /metrics (webhook mode also has PORT)

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
        mode = env.get("ROBINSON_MODE", "webhook" if env.get("WEBHOOK_URL") else "polling")
        if mode not in ("polling", "webhook"):
            raise ConfigError(f"ROBINSON_MODE must be polling or webhook, not {mode!r}")
        board = env.get("ROBINSON_BOARD", "picture")
        if board not in ("picture", "text"):
            raise ConfigError(f"ROBINSON_BOARD must be picture or text, not {board!r}")
        if mode == "webhook" and not env.get("WEBHOOK_URL"):
            raise ConfigError("webhook mode needs WEBHOOK_URL")
        try:
            port = int(env.get("PORT", "8080"))
            metrics_port = int(env["METRICS_PORT"]) if env.get("METRICS_PORT") else None
            animation = float(env.get("ROBINSON_DICE_ANIMATION", "3.5"))
            solo_pace = max(0.0, float(env.get("ROBINSON_SOLO_PACE", "1.0")))
            nudge_after = max(0.0, float(env.get("ROBINSON_NUDGE", "30")))
        except ValueError as exc:
            raise ConfigError(f"a number setting is not a number: {exc}") from None
        return cls(
            token=env.get("TELEGRAM_BOT_TOKEN") or None,
            api_base_url=env.get("TELEGRAM_API_BASE_URL") or DEFAULT_API,
            redis_url=env.get("REDIS_URL") or None,
            data_dir=Path(env.get("ROBINSON_DATA_DIR", "data")),
            mode=mode,
            webhook_url=env.get("WEBHOOK_URL") or None,
            listen=env.get("LISTEN", "127.0.0.1"),
            port=port,
            secret_token=env.get("WEBHOOK_SECRET_TOKEN") or None,
            log_level=env.get("LOG_LEVEL", "INFO").upper(),
            log_format=env.get("LOG_FORMAT", "text"),
            dice_animation=animation,
            solo_pace=solo_pace,
            nudge_after=nudge_after,
            board=board,
            throttle=_switch(env.get("ROBINSON_THROTTLE", "1"), "ROBINSON_THROTTLE"),
            metrics_port=metrics_port,
        )


def _switch(value: str, name: str) -> bool:
    """An on/off setting: 1, true, yes, on or 0, false, no, off (any case)."""
    word = value.strip().lower()
    if word in ("1", "true", "yes", "on"):
        return True
    if word in ("0", "false", "no", "off"):
        return False
    raise ConfigError(f"{name} must be 1 or 0, not {value!r}")
