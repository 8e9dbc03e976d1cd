"""`robinson-bot doctor`, the Redis part: reachable, version, cluster, persistence, eviction."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from redis import exceptions as rexc
from redis.asyncio import Redis

from fsm import UNAVAILABLE, client_for, text

TESTED = (6, 2)  # the oldest Redis the test suite runs against (the embedded one)


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing the doctor checked: ok, warn or fail, what it found and what to do."""

    status: str
    what: str
    todo: str = ""


def where(url: str) -> str:
    """A Redis URL without its password, for printing."""
    parts = urlsplit(url)
    port = f":{parts.port}" if parts.port else ""
    return f"{parts.scheme}://{parts.hostname or ''}{port}{parts.path}"


def _version(info: dict[str, Any]) -> tuple[int, ...]:
    """The server's version as numbers."""
    return tuple(int(x) for x in str(info.get("redis_version", "0")).split(".")[:2])


async def check_redis(redis_url: str | None, data_dir: str) -> list[Finding]:
    """Every Redis finding for this configuration."""
    if not redis_url:
        return [
            Finding(
                "ok",
                f"Redis: embedded redis-server, append-only file in {data_dir}/redis.",
                "Fine for one process. To run several replicas, point REDIS_URL at one shared "
                "Redis server: the embedded one is private to its process.",
            )
        ]
    client = client_for(redis_url)
    try:
        return await _diagnose(client, where(redis_url))
    except UNAVAILABLE as exc:
        return [
            Finding(
                "fail",
                f"Redis: cannot reach {where(redis_url)} ({exc}).",
                "Check REDIS_URL (host, port, password, TLS: rediss://) and that the server runs.",
            )
        ]
    except rexc.AuthenticationError as exc:
        return [
            Finding(
                "fail",
                f"Redis: {where(redis_url)} refused the login ({exc}).",
                "Put the right user and password in REDIS_URL.",
            )
        ]
    finally:
        await client.aclose()


async def _diagnose(client: Redis, place: str) -> list[Finding]:
    """The findings for a reachable server."""
    await client.ping()
    server = await client.info("server")
    version = _version(server)
    found = [_version_finding(place, str(server.get("redis_version")), version)]
    cluster = await client.info("cluster")
    if str(cluster.get("cluster_enabled", "0")) == "1":
        found.append(
            Finding(
                "fail",
                "Redis: this is a Redis Cluster node; this version of the bot speaks to a single "
                "Redis primary only.",
                "Point REDIS_URL at a standalone Redis (a primary with replicas or Sentinel).",
            )
        )
    found.append(await _persistence(client))
    found.append(_eviction(await client.info("memory")))
    return found


def _version_finding(place: str, shown: str, version: tuple[int, ...]) -> Finding:
    """Redis version: the bot is tested on 6.2 and later."""
    if version < TESTED:
        return Finding(
            "warn",
            f"Redis: {place} runs Redis {shown}, older than 6.2, which the bot is tested with.",
            "Upgrade to Redis 6.2 or 7.",
        )
    return Finding("ok", f"Redis: {place} answers, Redis {shown}.")


async def _persistence(client: Redis) -> Finding:
    """Append-only file on, or at least snapshots; neither means a restart loses every game."""
    info = await client.info("persistence")
    aof = str(info.get("aof_enabled", "0")) == "1"
    try:
        save = text((await client.config_get("save")).get("save")) or ""
    except rexc.ResponseError:  # CONFIG renamed or disabled (managed Redis)
        save = "?"
    if aof:
        return Finding("ok", "Redis persistence: append-only file on.")
    if save == "?":
        return Finding(
            "warn",
            "Redis persistence: the append-only file is off and CONFIG is disabled, so snapshot "
            "settings could not be read.",
            "Turn on appendonly yes in the server's settings (your provider's console).",
        )
    if not save.strip():
        return Finding(
            "fail",
            "Redis persistence: off. Neither the append-only file nor snapshots are on, so a Redis "
            "restart loses every game, statistic and language choice.",
            "Set appendonly yes (CONFIG SET appendonly yes, and in redis.conf so it survives a "
            "restart).",
        )
    return Finding(
        "warn",
        f"Redis persistence: snapshots only (save {save}); a crash loses the games played since "
        "the last snapshot.",
        "Set appendonly yes (appendfsync everysec loses at most about a second).",
    )


def _eviction(memory: dict[str, Any]) -> Finding:
    """Only noeviction keeps game keys: they carry an idle expiry, so volatile-* evicts them."""
    policy = str(memory.get("maxmemory_policy", "noeviction"))
    limit = int(memory.get("maxmemory", 0) or 0)
    if policy == "noeviction":
        return Finding("ok", "Redis memory policy: noeviction (game keys are never evicted).")
    when = "when memory reaches maxmemory" if limit else "once a maxmemory limit is set"
    return Finding(
        "fail",
        f"Redis memory policy: {policy}. {when.capitalize()}, Redis deletes keys to make room — "
        "running games included (they carry a 14-day idle expiry, so volatile-* policies "
        "choose them too).",
        "Set maxmemory-policy noeviction (CONFIG SET maxmemory-policy noeviction, and in "
        "redis.conf); a full Redis then refuses writes, and the bot says so instead of "
        "losing games.",
    )
