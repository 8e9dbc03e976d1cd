"""Structured logging: key=value or JSON lines, the token redacted; httpx's URL logging and
`transitions`' line per callback quieted."""

from __future__ import annotations

import json
import logging
import re
import sys
from datetime import UTC, datetime
from typing import Any

from telegram.error import InvalidToken

from tgbot.botapi.processor import UpdateFields

_TOKEN = re.compile(r"\d{5,}:[A-Za-z0-9_-]{20,}")
_FORMAT = logging.Formatter()
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime"}


def redact(text: str, secrets: list[str]) -> str:
    """`text` with every secret and anything shaped like a bot token replaced by ***."""
    for secret in secrets:
        text = text.replace(secret, "***")
    return _TOKEN.sub("***", text)


class RedactingFilter(logging.Filter):
    """Replace anything shaped like a bot token (or the given secrets) with ***.

    The message, its arguments, the exception's text and traceback and the stack are
    all redacted before any formatter sees the record.
    """

    def __init__(self, secrets: list[str]) -> None:
        super().__init__()
        self._secrets = [s for s in secrets if s]

    def filter(self, record: logging.LogRecord) -> bool:
        """Redact the formatted message, the exception text and the stack; drop the args."""
        record.msg = redact(record.getMessage(), self._secrets)
        record.args = None
        if record.exc_info and not record.exc_text:
            record.exc_text = _FORMAT.formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text, self._secrets)
        if record.stack_info:
            record.stack_info = redact(record.stack_info, self._secrets)
        for key, value in vars(record).items():
            if key not in _STANDARD and isinstance(value, str):
                setattr(record, key, redact(value, self._secrets))
        return True


class RejectedTokenFilter(logging.Filter):
    """Drop PTB's traceback for a rejected token: `robinson-bot run` says it in one line."""

    def filter(self, record: logging.LogRecord) -> bool:
        """False for a record carrying `InvalidToken`."""
        return not (record.exc_info and isinstance(record.exc_info[1], InvalidToken))


def utc_time(record: logging.LogRecord) -> str:
    """The record's time in ISO 8601, UTC, to the millisecond: 2026-12-01T12:54:21.380Z."""
    when = datetime.fromtimestamp(record.created, tz=UTC)
    return when.isoformat(timespec="milliseconds").replace("+00:00", "Z")


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time (UTC), level, logger, message and any `extra` fields."""

    def format(self, record: logging.LogRecord) -> str:
        """Format `record` as a JSON line."""
        data: dict[str, Any] = {
            "time": utc_time(record),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        data.update({k: v for k, v in vars(record).items() if k not in _STANDARD})
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            data["exc"] = record.exc_text
        if record.stack_info:
            data["stack"] = record.stack_info
        return json.dumps(data, ensure_ascii=False, default=str)


class TextFormatter(logging.Formatter):
    """`time LEVEL logger: message`, then any `extra` fields as key=value."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s: %(message)s")

    def formatMessage(self, record: logging.LogRecord) -> str:
        """The line with the record's own fields after the message."""
        fields = " ".join(f"{k}={v}" for k, v in vars(record).items() if k not in _STANDARD)
        line = super().formatMessage(record)
        return f"{line} {fields}" if fields else line


def setup_logging(level: str, fmt: str, secrets: list[str]) -> None:
    """Configure the root logger once for the bot process."""
    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(RejectedTokenFilter())
    handler.addFilter(UpdateFields())
    handler.addFilter(RedactingFilter(secrets))
    if fmt == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(TextFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    logging.getLogger("httpx").setLevel(logging.WARNING)  # it logs request URLs with the token
    logging.getLogger("httpcore").setLevel(logging.WARNING)
    logging.getLogger("apscheduler").setLevel(logging.WARNING)
    logging.getLogger("transitions").setLevel(logging.WARNING)  # a line per callback at INFO
