#!/usr/bin/env python3
"""Container health check for robinson-bot (used by deploy/Dockerfile's HEALTHCHECK).

GET http://127.0.0.1:<port>/readyz and pass only on 200 {"ok": true} (Redis answers): the
port is $PORT in webhook mode, $METRICS_PORT in polling mode. A polling bot without
METRICS_PORT has no HTTP server, so there is nothing to probe: always pass.
The mode is decided exactly as the bot decides it (ROBINSON_MODE, else WEBHOOK_URL).
"""

from __future__ import annotations

import json
import os
import sys
import urllib.request
from collections.abc import Mapping


def webhook_mode(env: Mapping[str, str]) -> bool:
    """True when the bot runs (or will run) its webhook server."""
    default = "webhook" if env.get("WEBHOOK_URL") else "polling"
    return env.get("ROBINSON_MODE", default) == "webhook"


def main() -> int:
    """Return the exit status Docker reads: 0 healthy, 1 unhealthy."""
    if webhook_mode(os.environ):
        port = os.environ.get("PORT", "8080")
    elif os.environ.get("METRICS_PORT"):
        port = os.environ["METRICS_PORT"]
    else:
        return 0
    url = f"http://127.0.0.1:{port}/readyz"
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # never via a proxy
    try:
        with opener.open(url, timeout=4) as resp:
            body = json.load(resp)
    except Exception as exc:  # HTTPError (503), refused connection, timeout, bad JSON
        print(f"unhealthy: {url}: {exc}", file=sys.stderr)
        return 1
    if body.get("ok") is not True:
        print(f"unhealthy: {url}: {body}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
