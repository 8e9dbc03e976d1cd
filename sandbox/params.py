"""Request parameters from query strings, JSON, urlencoded and multipart bodies."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from .errors import bad_request


@dataclass(frozen=True)
class Upload:
    """A file part of a multipart request."""

    filename: str
    content_type: str
    data: bytes


class Params:
    """Typed access to Bot API parameters, coercing form strings the way Telegram does."""

    def __init__(self, values: dict[str, Any], files: dict[str, Upload]) -> None:
        """Wrap raw values and uploaded file parts."""
        self.values = values
        self.files = files

    def has(self, name: str) -> bool:
        """Tell whether ``name`` was sent with a non-null value."""
        return self.values.get(name) is not None

    def text(self, name: str) -> str | None:
        """Return ``name`` as a string, or None when absent."""
        value = self.values.get(name)
        if value is None:
            return None
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, (dict, list)):
            return json.dumps(value)
        return str(value)

    def integer(self, name: str) -> int | None:
        """Return ``name`` as an integer, or None when absent."""
        value = self.values.get(name)
        if value is None or value == "":
            return None
        if isinstance(value, bool):
            return int(value)
        try:
            return int(value)
        except (TypeError, ValueError):
            raise bad_request(f"Bad Request: invalid {name} specified") from None

    def number(self, name: str) -> float | None:
        """Return ``name`` as a float, or None when absent."""
        value = self.values.get(name)
        if value is None or value == "":
            return None
        try:
            return float(value)
        except (TypeError, ValueError):
            raise bad_request(f"Bad Request: invalid {name} specified") from None

    def flag(self, name: str) -> bool:
        """Return ``name`` as a boolean (absent means false)."""
        value = self.values.get(name)
        if isinstance(value, str):
            return value.strip().lower() in ("true", "1", "yes")
        return bool(value)

    def structure(self, name: str, error: str | None = None) -> Any:
        """Return ``name`` decoded from JSON when it came as a string, or None when absent."""
        value = self.values.get(name)
        if not isinstance(value, str):
            return value
        if value == "":
            return None
        try:
            return json.loads(value)
        except ValueError:
            raise bad_request(error or f"Bad Request: can't parse {name} JSON object") from None


async def read_params(request: web.Request) -> Params:
    """Collect the parameters of a Bot API call whatever its encoding."""
    values: dict[str, Any] = dict(request.query)
    files: dict[str, Upload] = {}
    if request.can_read_body:
        ctype = request.content_type
        if ctype == "application/json":
            raw = await request.read()
            if raw.strip():
                try:
                    body = json.loads(raw)
                except ValueError:
                    raise bad_request("Bad Request: can't parse JSON object") from None
                if not isinstance(body, dict):
                    raise bad_request("Bad Request: JSON object expected")
                values.update(body)
        elif ctype in ("application/x-www-form-urlencoded", "multipart/form-data"):
            form = await request.post()
            for key, value in form.items():
                if isinstance(value, web.FileField):
                    data = value.file.read()
                    files[key] = Upload(value.filename, value.content_type, data)
                else:
                    values[key] = value
    return Params(values, files)
