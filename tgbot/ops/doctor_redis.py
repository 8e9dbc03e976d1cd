"""`robinson-bot doctor`, REDIS_URL's server: reachable, version, cluster, persistence, eviction."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from redis import exceptions as rexc
from redis.asyncio import Redis, RedisCluster
from redis.asyncio.cluster import ClusterNode

from fsm import UNAVAILABLE, client_for, is_cluster_url, node_url, text

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


async def check_redis(redis_url: str) -> list[Finding]:
    """Every finding for the Redis of REDIS_URL (a cluster for ``redis+cluster://``)."""
    cluster = is_cluster_url(redis_url)
    client = Redis.from_url(node_url(redis_url), socket_connect_timeout=5, socket_timeout=10)
    try:  # first the one node REDIS_URL names, even in a cluster
        found = await _diagnose(client, where(redis_url), cluster)
        if cluster and found[-1].status == "ok":
            found += await _cluster(redis_url)
        return found
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


async def _diagnose(client: Redis, place: str, cluster: bool) -> list[Finding]:
    """The findings for a reachable server (in a cluster: the node REDIS_URL names)."""
    await client.ping()
    server = await client.info("server")
    version = _version(server)
    found = [_version_finding(place, str(server.get("redis_version")), version)]
    node_of_cluster = str((await client.info("cluster")).get("cluster_enabled", "0")) == "1"
    if node_of_cluster and not cluster:
        found.append(
            Finding(
                "fail",
                "Redis: this is a Redis Cluster node, but REDIS_URL starts with redis://, so the "
                "bot would talk to this one node only and fail for keys kept on the others.",
                "Write REDIS_URL as redis+cluster://host:port (any node of the cluster; "
                "rediss+cluster:// with TLS).",
            )
        )
    elif cluster and not node_of_cluster:
        found.append(
            Finding(
                "fail",
                "Redis: REDIS_URL says redis+cluster://, but this is a standalone Redis, not a "
                "cluster node.",
                "Write REDIS_URL as redis://host:port, or point it at a node of your cluster.",
            )
        )
    elif cluster:
        found.append(
            Finding("ok", "Redis: a Redis Cluster node, and REDIS_URL says redis+cluster://.")
        )
    if not cluster:
        found.append(await _persistence(client))
        found.append(_eviction(await client.info("memory")))
    return found


async def _cluster(redis_url: str) -> list[Finding]:
    """The cluster's state, then persistence and eviction on every primary."""
    client = client_for(redis_url)
    assert isinstance(client, RedisCluster)
    try:
        info = await client.cluster_info()
        primaries = client.get_primaries()
        state = text(info.get("cluster_state")) or "?"
        slots = int(info.get("cluster_slots_ok", 0) or 0)
        names = ", ".join(sorted(n.name for n in primaries))
        found = [
            Finding(
                "ok" if state == "ok" and slots == 16384 else "fail",
                f"Redis Cluster: state {state}, {slots} of 16384 slots served, "
                f"{len(primaries)} primaries ({names}).",
                ""
                if state == "ok" and slots == 16384
                else "Assign every slot to a primary and bring failed nodes back "
                "(redis-cli --cluster check / fix).",
            )
        ]
        for node in sorted(primaries, key=lambda n: n.name):
            found.append(await _persistence(_Node(client, node), node.name))
            found.append(_eviction(await _Node(client, node).info("memory"), node.name))
        return found
    finally:
        await client.aclose()


class _Node:
    """The two commands the persistence and eviction checks need, sent to one cluster node."""

    def __init__(self, client: RedisCluster, node: ClusterNode) -> None:
        self.client, self.node = client, node

    async def info(self, section: str) -> dict[str, Any]:
        """INFO `section` of this node."""
        return dict(await self.client.info(section, target_nodes=self.node))

    async def config_get(self, name: str) -> dict[Any, Any]:
        """CONFIG GET `name` on this node."""
        return dict(await self.client.config_get(name, target_nodes=self.node))


def _version_finding(place: str, shown: str, version: tuple[int, ...]) -> Finding:
    """Redis version: the bot is tested on 6.2 and later."""
    if version < TESTED:
        return Finding(
            "warn",
            f"Redis: {place} runs Redis {shown}, older than 6.2, which the bot is tested with.",
            "Upgrade to Redis 6.2 or 7.",
        )
    return Finding("ok", f"Redis: {place} answers, Redis {shown}.")


async def _persistence(client: Redis | _Node, node: str = "") -> Finding:
    """Append-only file on, or at least snapshots; neither means a restart loses every game."""
    label = f"Redis persistence (node {node}):" if node else "Redis persistence:"
    info = await client.info("persistence")
    aof = str(info.get("aof_enabled", "0")) == "1"
    try:
        save = text((await client.config_get("save")).get("save")) or ""
    except rexc.ResponseError:  # CONFIG renamed or disabled (managed Redis)
        save = "?"
    if aof:
        return Finding("ok", f"{label} append-only file on.")
    if save == "?":
        return Finding(
            "warn",
            f"{label} the append-only file is off and CONFIG is disabled, so snapshot "
            "settings could not be read.",
            "Turn on appendonly yes in the server's settings (your provider's console).",
        )
    if not save.strip():
        return Finding(
            "fail",
            f"{label} off. Neither the append-only file nor snapshots are on, so a Redis "
            "restart loses every game, statistic and language choice.",
            "Set appendonly yes (CONFIG SET appendonly yes, and in redis.conf so it survives a "
            "restart).",
        )
    return Finding(
        "warn",
        f"{label} snapshots only (save {save}); a crash loses the games played since "
        "the last snapshot.",
        "Set appendonly yes (appendfsync everysec loses at most about a second).",
    )


def _eviction(memory: dict[str, Any], node: str = "") -> Finding:
    """Only noeviction keeps game keys: they carry an idle expiry, so volatile-* evicts them."""
    label = f"Redis memory policy (node {node}):" if node else "Redis memory policy:"
    policy = str(memory.get("maxmemory_policy", "noeviction"))
    limit = int(memory.get("maxmemory", 0) or 0)
    if policy == "noeviction":
        return Finding("ok", f"{label} noeviction (game keys are never evicted).")
    when = "when memory reaches maxmemory" if limit else "once a maxmemory limit is set"
    return Finding(
        "fail",
        f"{label} {policy}. {when.capitalize()}, Redis deletes keys to make room — "
        "running games included (they carry a 14-day idle expiry, so volatile-* policies "
        "choose them too).",
        "Set maxmemory-policy noeviction (CONFIG SET maxmemory-policy noeviction, and in "
        "redis.conf); a full Redis then refuses writes, and the bot says so instead of "
        "losing games.",
    )
