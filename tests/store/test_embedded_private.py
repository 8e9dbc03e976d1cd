"""The embedded Redis is the bot's alone: no TCP port, a 0700 socket, or TCP with a password."""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from redis import Redis as SyncRedis
from redis.exceptions import AuthenticationError, ResponseError

from fsm.store.embedded import EmbeddedRedis, redis_server_path
from tests.sockets import tcp_listening_ports

NOBODY = 65534  # another local user


@pytest.fixture
def open_folder() -> Iterator[Path]:
    """A folder every local user may enter (pytest's own temporary folders are root's only)."""
    with tempfile.TemporaryDirectory() as folder:
        Path(folder).chmod(0o755)
        yield Path(folder)


def as_stranger(url: str, *command: str) -> subprocess.CompletedProcess[str]:
    """Run redis-cli as another local user against the server at `url`, without its password."""
    parts = urlsplit(url)
    where = ["-s", parts.path] if parts.scheme == "unix" else ["-h", str(parts.hostname)]
    where += ["-p", str(parts.port)] if parts.port else []
    cli = redis_server_path().parent / "redis-cli"
    return subprocess.run(
        [str(cli), *where, *command],
        user=NOBODY,
        group=NOBODY,
        capture_output=True,
        text=True,
        timeout=10,
        env={},  # no REDISCLI_AUTH
    )


@pytest.mark.skipif(os.geteuid() != 0, reason="only root can try as another local user")
@pytest.mark.parametrize("password", [None, "a-secret"], ids=["unix socket", "tcp"])
def test_another_local_user_is_refused(open_folder: Path, password: str | None) -> None:
    """A stranger's PING and CONFIG SET get no answer but a refusal; nothing changes."""
    with EmbeddedRedis(open_folder / "redis", password=password) as server:
        ping = as_stranger(server.url, "PING")
        steal = as_stranger(server.url, "CONFIG", "SET", "dbfilename", "stolen.rdb")
        with SyncRedis.from_url(server.url) as trusted:
            kept = trusted.config_get("dbfilename")["dbfilename"]
    said = ping.stdout + ping.stderr
    assert "PONG" not in said
    assert ("Permission denied" if password is None else "NOAUTH") in said, said
    assert "OK" not in steal.stdout and kept == "dump.rdb"


def test_no_tcp_port_and_a_folder_of_its_users_own(tmp_path: Path) -> None:
    """Without a password the server listens on no TCP port, only on a socket in a 0700 folder."""
    folder = tmp_path / "redis"
    folder.mkdir(mode=0o755)
    with EmbeddedRedis(folder) as server:
        assert server.url == f"unix://{folder}/redis.sock?db=0"
        assert server.pid is not None and tcp_listening_ports(server.pid) == set()
        with SyncRedis.from_url(server.url) as client:
            assert client.config_get("port")["port"] == "0"
        assert folder.stat().st_mode & 0o777 == 0o700
        assert server.socket_path.stat().st_mode & 0o077 == 0


def test_a_tcp_server_refuses_a_client_without_the_password(tmp_path: Path) -> None:
    """With a password: refused without it, answered with it, and never on a command line."""
    secret = "s3cret-for-this-test"
    with EmbeddedRedis(tmp_path / "redis", password=secret) as server:
        assert server.port is not None and server.pid is not None
        assert tcp_listening_ports(server.pid) == {server.port}
        stranger = SyncRedis(host="127.0.0.1", port=server.port)
        with stranger, pytest.raises((AuthenticationError, ResponseError), match=r"(?i)auth"):
            stranger.set("k", "v")
        with SyncRedis.from_url(server.url) as trusted:
            assert trusted.ping() and trusted.get("k") is None
        assert secret.encode() not in Path(f"/proc/{server.pid}/cmdline").read_bytes()
        secrets_file = tmp_path / "redis" / "secrets.conf"
        assert secrets_file.stat().st_mode & 0o777 == 0o600
    assert secret not in (tmp_path / "redis" / "redis.log").read_text()


def test_a_too_long_socket_path_is_a_clear_error(tmp_path: Path) -> None:
    """A data directory too deep for a unix socket's address: said plainly, before starting."""
    from fsm.exceptions import EmbeddedRedisError

    deep = tmp_path / ("d" * 100)
    with pytest.raises(EmbeddedRedisError, match="too long a path"):
        EmbeddedRedis(deep).start()
