"""The playground obeys only its own page: its own Host and Origin, JSON bodies, sane input."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web

LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})
_INTEGER = re.compile(r"-?[0-9]{1,20}")  # ASCII digits only: '²' and '٣' are not numbers
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _refusal(status: int, error: str) -> web.Response:
    """An answer the page (or a curious person) can read: ok=false and why."""
    return web.json_response({"ok": False, "error": error}, status=status)


def _host_and_port(netloc: str, default_port: int = 80) -> tuple[str, int] | None:
    """(host name, port) of ``host[:port]``; None when it is no such thing."""
    if any(c in netloc for c in "@/?#\\"):
        return None
    try:
        parts = urlsplit("//" + netloc)
        return (parts.hostname or "").lower(), parts.port or default_port
    except ValueError:
        return None


def _is_own(request: web.Request, netloc: str) -> bool:
    """True for a loopback name, or the address the request came in on, with our port."""
    sockname = request.transport.get_extra_info("sockname") if request.transport else None
    if not sockname:
        return False
    here, port = str(sockname[0]).lower(), int(sockname[1])
    return _host_and_port(netloc) in {(name, port) for name in (*LOOPBACK, here)}


def _origin_is_own(request: web.Request, origin: str) -> bool:
    """True for ``http://`` plus one of our own addresses (never ``null``)."""
    scheme, _, netloc = origin.partition("://")
    return scheme.lower() == "http" and _is_own(request, netloc)


@web.middleware
async def own_page_only(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Refuse another host name (DNS rebinding), another site's page, and non-JSON posts.

    A cross-site page may send a ``text/plain`` or form POST without asking first; insisting
    on ``application/json`` makes the browser ask (a CORS preflight), which is never allowed.
    """
    if not _is_own(request, request.headers.get("Host", "")):
        return _refusal(403, "this playground answers only to its own address")
    origin = request.headers.get("Origin")
    if origin is not None and not _origin_is_own(request, origin):
        return _refusal(403, "only the playground's own page can use it")
    if request.method == "POST" and request.content_type != "application/json":
        return _refusal(415, "send the action as application/json")
    return await handler(request)


def _finite(text: str) -> float:
    """A JSON number as a float, refusing what overflows to infinity (``1e400``)."""
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number out of range: {text[:20]}")
    return value


def _no_constant(name: str) -> Any:
    """JSON has no NaN or Infinity; Python's parser would accept them."""
    raise ValueError(f"not JSON: {name}")


async def json_object(request: web.Request) -> dict[str, Any]:
    """The body as a JSON object, or a 400 answer saying why it is not one."""
    raw = await request.read()
    try:
        body = json.loads(raw, parse_float=_finite, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:  # RecursionError: '[' nested 30,000 deep
        raise _bad(f"the body is not valid JSON ({type(exc).__name__})") from None
    if not isinstance(body, dict):
        raise _bad("expected a JSON object")
    return body


def query_int(request: web.Request, name: str) -> int | None:
    """The integer query parameter `name`; None when absent or empty, 400 when no integer."""
    raw = request.query.get(name) or ""
    if not raw:
        return None
    if not _INTEGER.fullmatch(raw):
        raise _bad(f"{name}: not a number")
    return int(raw)


def _bad(error: str) -> web.HTTPBadRequest:
    """A 400 whose body is the page's usual ok=false answer."""
    return web.HTTPBadRequest(
        text=json.dumps({"ok": False, "error": error}), content_type="application/json"
    )
