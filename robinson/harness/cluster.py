"""A local Redis Cluster of three primaries from the embedded redis-server (tests, benches)."""

from __future__ import annotations

import os
import secrets
import subprocess
import time
from pathlib import Path
from urllib.parse import urlsplit

from redis import Redis as SyncRedis

from fsm import EmbeddedRedis, redis_server_path

NODES = 3
_CLUSTER_ARGS = (
    "--cluster-enabled", "yes",
    "--cluster-config-file", "nodes.conf",
    "--cluster-node-timeout", "3000",
)  # fmt: skip


class LocalCluster:
    """Three redis-server nodes with every slot assigned, and how to reach them.

    Cluster nodes speak TCP, so they share one random password, known only in this process.
    """

    def __init__(self, root: Path) -> None:
        self.password = secrets.token_hex(16)
        self.nodes = [
            EmbeddedRedis(root / f"node{n}", password=self.password, extra_args=_CLUSTER_ARGS)
            for n in range(NODES)
        ]

    @property
    def url(self) -> str:
        """A ``redis+cluster://`` URL naming the first node (the client finds the rest)."""
        return "redis+cluster://" + self.nodes[0].url.split("://", 1)[1]

    def start(self) -> LocalCluster:
        """Start the nodes and join them into one cluster with ``redis-cli --cluster create``."""
        for node in self.nodes:
            node.start()
        cli = redis_server_path().parent / "redis-cli"
        addresses = [_address(node) for node in self.nodes]
        create = ["--cluster", "create", *addresses, "--cluster-replicas", "0", "--cluster-yes"]
        subprocess.run(
            [str(cli), *create],
            check=True,
            capture_output=True,
            timeout=60,
            env={**os.environ, "REDISCLI_AUTH": self.password},  # not -a: argv is public
        )
        self.wait_ok()
        return self

    def wait_ok(self, timeout: float = 30.0) -> None:
        """Wait until every node reports cluster_state:ok and knows every other node."""
        deadline = time.monotonic() + timeout
        while not all(self._ok(node) for node in self.nodes):
            if time.monotonic() > deadline:
                raise TimeoutError("the cluster did not reach cluster_state:ok")
            time.sleep(0.1)

    @staticmethod
    def _ok(node: EmbeddedRedis) -> bool:
        """One node sees the whole cluster healthy."""
        try:
            with SyncRedis.from_url(node.url, socket_timeout=2) as client:
                info = client.cluster("INFO")
        except Exception:  # refused, or a redis error while the node is loading
            return False
        return bool(info.get("cluster_state") == "ok" and info.get("cluster_known_nodes") == "3")

    def node_of(self, port: int) -> EmbeddedRedis:
        """The node listening on `port`."""
        (node,) = [n for n in self.nodes if n.port == port]
        return node

    def stop(self) -> None:
        """Stop every node."""
        for node in self.nodes:
            node.stop()

    def __enter__(self) -> LocalCluster:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _address(node: EmbeddedRedis) -> str:
    """`host:port` of a started node, as `redis-cli --cluster create` takes it."""
    parts = urlsplit(node.url)
    return f"{parts.hostname}:{parts.port}"
