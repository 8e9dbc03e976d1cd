"""`robinson-bot doctor`, the poller part: does another process poll this token (the lease)?"""

from __future__ import annotations

from fsm import UNAVAILABLE, client_for
from tgbot.config import BotSettings
from tgbot.lease import lease_key
from tgbot.ops.doctor_redis import Finding


async def check_poller(settings: BotSettings) -> list[Finding]:
    """Whether a poller holds this token's polling lease in the shared Redis, and what follows."""
    if not settings.token:
        return []
    if not settings.redis_url:
        return [
            Finding(
                "ok",
                "Pollers: with the embedded Redis only this machine's process takes the "
                "polling lease; pollers elsewhere on this token are not seen.",
            )
        ]
    client = client_for(settings.redis_url)  # a cluster client finds the lease's node
    key = lease_key(settings.token.split(":")[0])
    try:
        holder, ttl = await client.get(key), await client.pttl(key)
    except UNAVAILABLE:
        return []  # the Redis findings say it already
    finally:
        await client.aclose()
    if holder is None:
        return [Finding("ok", "Pollers: no process polls this token now (the lease is free).")]
    who = holder.decode(errors="replace") if isinstance(holder, bytes) else str(holder)
    return [_held(settings, who, max(0, ttl) / 1000)]


def _held(settings: BotSettings, who: str, seconds: float) -> Finding:
    """The finding for a lease held by `who`, for another `seconds` unless renewed."""
    what = f"Pollers: {who} polls this token (its lease runs {seconds:.0f} s more unless renewed)."
    if settings.mode == "webhook":
        return Finding(
            "fail",
            what,
            "Stop that poller: polling removes the webhook, so these replicas would get nothing.",
        )
    return Finding(
        "warn",
        what,
        "A `run` in polling mode here waits until it stops (ROBINSON_POLL_LEASE=exit: exits). "
        "Run one poller per token.",
    )
