"""The playground as a process: loopback only, Ctrl-C, a restart that keeps the game, `make run`."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from i18n import t
from robinson.harness.playground import Options, bot_settings
from sandbox import BotApiDouble
from tests.playground.helpers import ROOT, SCRIPT, Playground, start_playground
from tests.sockets import tcp_listening_ports

GROUP = "Robinson's island"


def wait_for(check: Any, what: str, timeout: float = 20.0) -> Any:
    """Poll ``check()`` until it returns something truthy."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def cast(playground: Playground) -> tuple[dict[str, int], int]:
    """The cast's ids by name and the group's id."""
    people = {p["name"]: p["id"] for p in playground.state()["people"]}
    chats = playground.state(people["Ann"])["chats"]
    return people, next(c["id"] for c in chats if c["title"] == GROUP)


def lobby(playground: Playground, viewer: int, group: int) -> dict[str, Any] | None:
    """The bot's lobby message in the group, if it is there."""
    messages = playground.state(viewer, group)["chat"]["messages"]
    title = t("en", "lobby-title")
    return next((m for m in messages if (m["text"] or "").startswith(title)), None)


def redis_servers(data_dir: Path) -> list[int]:
    """Process ids of redis-server processes working in ``data_dir`` (their --dir)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if (
                entry.name.isdigit()
                and b"redis-server" in (entry / "cmdline").read_bytes()
                and Path(os.readlink(entry / "cwd")) == data_dir
            ):
                found.append(int(entry.name))
        except OSError:
            continue
    return found


def run_playground_command(*args: str) -> subprocess.CompletedProcess[str]:
    """`robinson-bot playground ARGS` run to its end (it fails fast here), output captured."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "REDIS_"))}
    return subprocess.run(
        [str(SCRIPT), "playground", *args], capture_output=True, text=True, env=env, timeout=60
    )


class TestProcess:
    """`robinson-bot playground` end to end, without a browser."""

    def test_ctrl_c_and_restart_keep_the_game(self, tmp_path: Path) -> None:
        """A lobby opened before Ctrl-C is still there, and still works, after a restart; the
        terminal's Ctrl-C stops the bot, which stops its Redis once done with the updates in
        hand (play-test 53: Redis got it too, died first, and a die in flight failed)."""
        data = tmp_path / "data"
        first = start_playground(data)
        try:
            people, group = cast(first)
            assert first.act("send", user=people["Ann"], chat=group, text="/new")["ok"]
            message = wait_for(lambda: lobby(first, people["Ann"], group), "the lobby")
            (redis_pid,) = redis_servers(data / "redis")
            assert tcp_listening_ports(redis_pid) == set(), "the playground's Redis is on TCP"
            assert (data / "redis" / "redis.sock").is_socket()
            status, said = first.stop()
        finally:
            first.kill()
        assert status == 0 and "stopped" in said, said
        assert not redis_servers(data / "redis"), "the embedded Redis outlived Ctrl-C"
        told = (data / "redis" / "redis.log").read_text()  # stopped by the bot, after the bot
        assert "Received SIGTERM" in told and "Received SIGINT" not in told, told[-600:]

        second = start_playground(data)
        try:
            again = lobby(second, people["Ann"], group)
            assert again is not None and again["id"] == message["id"]
            join = next(b for row in again["keyboard"] for b in row if b["text"] == "✋ Join")
            body = {"user": people["Mads"], "chat": group, "message": again["id"]}
            assert second.act("press", **body, data=join["data"])["ok"]
            wait_for(
                lambda: "Mads" in (lobby(second, people["Ann"], group) or {}).get("text", ""),
                "Mads in the restored lobby",
            )
            status, _ = second.stop()
            assert status == 0
        finally:
            second.kill()

    def test_nudge_is_set_and_a_quiet_message_shows_it(self, tmp_path: Path) -> None:
        """`--nudge 1` nudges a group's mover after a second (play-test 76: `ROBINSON_NUDGE`
        was not the playground's, and no tester could try a reminder with no nudge before it);
        the page's state says which messages came without a sound (`silent`)."""
        playground = start_playground(tmp_path / "data", "--nudge", "1")
        try:
            people, group = cast(playground)
            ann, mads = people["Ann"], people["Mads"]
            assert playground.act("send", user=ann, chat=group, text="/new")["ok"]
            message = wait_for(lambda: lobby(playground, ann, group), "the lobby")
            body = {"chat": group, "message": message["id"]}
            for who, label in ((mads, "✋ Join"), (ann, "▶️ Start")):
                shown = lobby(playground, ann, group) or message
                button = next(b for row in shown["keyboard"] for b in row if b["text"] == label)
                assert playground.act("press", user=who, **body, data=button["data"])["ok"]
            nudge = t("en", "remind-turn", name="Ann").split("!")[0]

            def nudged() -> dict[str, Any] | None:
                messages = playground.state(ann, group)["chat"]["messages"]
                return next((m for m in messages if (m["text"] or "").startswith(nudge)), None)

            found = wait_for(nudged, "the nudge after a second")
            assert found["silent"] is False  # a ping: it makes a sound
            shown = playground.state(ann, group)["chat"]["messages"]
            assert all(isinstance(m["silent"], bool) for m in shown), shown
        finally:
            playground.kill()

    def test_listens_on_loopback_only(self, tmp_path: Path) -> None:
        """By default the page answers on 127.0.0.1 and not on another address."""
        running = start_playground(tmp_path / "data")
        try:
            port = int(running.url.rsplit(":", 1)[1])
            with urllib.request.urlopen(running.url + "/", timeout=10) as answer:
                assert "Robinson playground" in answer.read().decode()
            with pytest.raises(OSError), socket.create_connection(("127.0.0.2", port), 2):
                pass
        finally:
            running.kill()

    def test_port_in_use_is_one_line(self, tmp_path: Path) -> None:
        """A port that is taken: one line with a hint, status 2, nothing left unclosed."""
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            port = taken.getsockname()[1]
            done = run_playground_command("--port", str(port), "--data-dir", str(tmp_path))
        assert done.returncode == 2, done.stderr
        assert done.stderr.splitlines() == [
            f"robinson-bot playground: error: cannot listen on 127.0.0.1:{port} "
            "(address already in use); choose another with --port"
        ], done.stderr
        with socket.socket() as taken:  # as `make run` with no token starts it
            taken.bind(("127.0.0.1", port))
            taken.listen()
            made = run_playground_command("--port", str(port), "--data-dir", str(tmp_path),
                                          "--no-token")  # fmt: skip
        assert made.returncode == 2 and made.stderr.splitlines()[-1].endswith(
            'choose another with --port (make run PLAYGROUND_ARGS="--port N")'
        ), made.stderr

    def test_port_out_of_range_is_one_line(self, tmp_path: Path) -> None:
        """--port 99999 is refused by the parser in one line, status 2."""
        done = run_playground_command("--port", "99999", "--data-dir", str(tmp_path))
        assert done.returncode == 2
        assert done.stderr.splitlines() == [
            "robinson-bot playground: error: argument --port: a port is 0 to 65535, not 99999"
        ], done.stderr

    def test_the_bot_talks_only_to_the_double(self, tmp_path: Path) -> None:
        """The bot's Bot API is the double on loopback, never api.telegram.org."""
        double = BotApiDouble()
        settings = bot_settings(double, Options(data_dir=tmp_path))
        assert settings.api_base_url.startswith("http://127.0.0.1:")
        assert settings.token == double.token and settings.redis_url is None


class TestMakeRun:
    """`make run` without a token opens the playground and says so in one line."""

    def test_make_run_without_token(self, tmp_path: Path) -> None:
        """The line about the token, then the page's address; Ctrl-C ends it."""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "REDIS_"))}
        venv = Path(sys.executable).parent.parent
        args = f"--port 0 --data-dir {tmp_path / 'data'}"
        process = subprocess.Popen(
            # -o: the venv counts as installed, so no install step prints before the bot does
            [
                "make",
                "-s",
                "-o",
                f"{venv}/.installed",
                "run",
                f"VENV={venv}",
                f"PLAYGROUND_ARGS={args}",
            ],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,  # Ctrl-C goes to the whole group, as in a terminal
        )
        lines: list[str] = []
        started = threading.Event()

        def read() -> None:
            assert process.stdout is not None
            for line in process.stdout:
                lines.append(line.strip())
                if "http://127.0.0.1:" in line:
                    started.set()
            started.set()

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        try:
            assert started.wait(120), lines
            assert lines[0] == t("en", "cli-playground-no-token"), lines
            assert lines[1].startswith("Robinson playground: http://127.0.0.1:"), lines
        finally:
            os.killpg(process.pid, signal.SIGINT)
            process.wait(timeout=30)
            reader.join(5)
        assert any(line.startswith("Robinson playground stopped") for line in lines), lines
