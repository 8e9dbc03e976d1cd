"""`robinson-bot doctor` against the three-primary cluster: cluster or not, each primary."""

from __future__ import annotations

from pathlib import Path

from redis import Redis as SyncRedis

from fsm.store.embedded import HOST, EmbeddedRedis
from tests.cluster.conftest import LocalCluster
from tgbot.ops.doctor_redis import Finding, check_redis


def starting(found: list[Finding], start: str) -> list[Finding]:
    """The findings whose text starts with `start`."""
    return [f for f in found if f.what.startswith(start)]


async def test_a_healthy_cluster(redis_cluster: LocalCluster) -> None:
    """redis+cluster://: the cluster's state, then persistence and eviction of each primary."""
    found = await check_redis(redis_cluster.url)
    assert all(f.status == "ok" for f in found), found
    (state,) = starting(found, "Redis Cluster:")
    assert "state ok, 16384 of 16384 slots served, 3 primaries" in state.what
    assert len(starting(found, "Redis persistence (node ")) == 3
    assert len(starting(found, "Redis memory policy (node ")) == 3


async def test_a_cluster_node_named_as_a_plain_redis(redis_cluster: LocalCluster) -> None:
    """redis:// pointing at a cluster node: said plainly, with the URL form to use instead."""
    found = await check_redis(redis_cluster.nodes[1].url)
    (wrong,) = [f for f in found if f.status == "fail"]
    assert "Redis Cluster node" in wrong.what and "redis+cluster://" in wrong.todo


async def test_cluster_url_for_a_standalone_redis(tmp_path: Path) -> None:
    """redis+cluster:// pointing at a standalone server: a failure, not a crash."""
    with EmbeddedRedis(tmp_path / "redis", password="pw") as server:
        found = await check_redis("redis+cluster://" + server.url.split("://", 1)[1])
    (wrong,) = [f for f in found if f.status == "fail"]
    assert "standalone Redis" in wrong.what and "redis://" in wrong.todo


async def test_one_misconfigured_primary_is_named(redis_cluster: LocalCluster) -> None:
    """One primary evicting and without persistence: reported for that node, in plain words."""
    node = redis_cluster.nodes[2]
    with SyncRedis.from_url(node.url) as client:
        client.config_set("maxmemory-policy", "allkeys-lru")
        client.config_set("appendonly", "no")
        saved = client.config_get("save")["save"]
        client.config_set("save", "")
        try:
            found = await check_redis(redis_cluster.url)
        finally:
            client.config_set("maxmemory-policy", "noeviction")
            client.config_set("appendonly", "yes")
            client.config_set("save", saved)
    failed = [f for f in found if f.status == "fail"]
    name = f"{HOST}:{node.port}"
    assert {f.what.split(")")[0] for f in failed} == {
        f"Redis persistence (node {name}",
        f"Redis memory policy (node {name}",
    }
    assert any("restart loses every game" in f.what for f in failed)
    assert any("allkeys-lru" in f.what and "noeviction" in f.todo for f in failed)
