"""One poller per token: a lease in Redis (set if absent, with an expiry, renewed) before polling.

Telegram hands a token's updates to one getUpdates consumer: a second one makes both fail with
409 Conflict. So a poller holds ``robinson:poller:<bot id>`` while it polls, renews it every
third of its life, and deletes it on the way out; a second poller finds it held and waits (or
exits). A poller frozen longer than the lease loses it to the next one and stops on waking.
"""

from __future__ import annotations

import os
import secrets
import socket

from fsm import Client

# KEYS: the lease.  ARGV: owner, life in ms.  1 when the owner holds it (renewed, or taken
# because it had lapsed), 0 when another owner does.
RENEW = """
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] or not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
"""
# KEYS: the lease.  ARGV: owner.  Deleted only by its owner.
RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
"""


def lease_key(bot_id: int | str, prefix: str = "robinson") -> str:
    """The Redis key of a token's polling lease (by the bot's id: the token's public part)."""
    return f"{prefix}:poller:{bot_id}"


def owner_name() -> str:
    """Who holds a lease: host, process id and a random tag (a restarted pid is not the same)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class PollerLease:
    """The polling lease of one bot, as this process sees it."""

    def __init__(self, redis: Client, bot_id: int | str, seconds: float) -> None:
        self.redis = redis
        self.key = lease_key(bot_id)
        self.owner = owner_name()
        self.millis = max(1000, int(seconds * 1000))
        self._renew = redis.register_script(RENEW)
        self._release = redis.register_script(RELEASE)

    @property
    def renew_every(self) -> float:
        """Seconds between renewals: a third of the lease's life."""
        return self.millis / 3000

    async def take(self) -> bool:
        """Take the lease if nobody holds it (or keep it if this process does)."""
        return bool(await self._renew(keys=[self.key], args=[self.owner, self.millis]))

    async def renew(self) -> bool:
        """Extend the lease; False when another process holds it now."""
        return await self.take()

    async def holder(self) -> str | None:
        """Who holds the lease now, if anyone."""
        value = await self.redis.get(self.key)
        return value.decode() if isinstance(value, bytes) else value

    async def release(self) -> None:
        """Let the lease go (only if this process still holds it)."""
        await self._release(keys=[self.key], args=[self.owner])
