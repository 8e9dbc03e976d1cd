"""Shared by the process benchmarks: bots as processes, group games driven tap by tap, CPU time."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import AsyncIterator, Callable, Mapping
from pathlib import Path

from fsm.store.client import client_for
from fsm.store.stores import Stores
from i18n import t
from robinson.harness.testing import chat_message, choice_buttons, live_session, messages_of
from sandbox import BotApiDouble, Person, SimChat, StoredMessage
from tgbot.chat.callbacks import NEEDS_STEP, BadCallback, parse

ROOT = Path(__file__).resolve().parent.parent
TAP_TIMEOUT = 60.0  # seconds the bot may take to start or to show a game's new step
UNSHOWN = 10.0  # seconds after which a tap counts as not shown (and the game goes on)
UNSHOWN_TAPS: list[str] = []  # what was pressed where, for taps that showed nothing


def free_port() -> int:
    """A free TCP port on loopback."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def bot_env(
    double: BotApiDouble, redis_url: str, data_dir: Path, port: int, board: str = "text"
) -> dict[str, str]:
    """The environment of a `robinson-bot run` process against ``double``, throttle off."""
    return {
        **os.environ,
        "TELEGRAM_BOT_TOKEN": double.token,
        "TELEGRAM_API_BASE_URL": double.base_url,
        "REDIS_URL": redis_url,
        "ROBINSON_DATA_DIR": str(data_dir),
        "ROBINSON_THROTTLE": "0",
        "ROBINSON_DICE_ANIMATION": "0",
        "ROBINSON_SOLO_PACE": "0",
        "ROBINSON_DOUBLE_TAP": "0",  # the driver taps as fast as code can, as the tests do
        "ROBINSON_BOARD": board,
        "METRICS_PORT": str(port),
        "LOG_LEVEL": "WARNING",
    }


def spawn(args: list[str], env: Mapping[str, str]) -> subprocess.Popen[bytes]:
    """Start a process of this project's Python (output to this process's stderr)."""
    return subprocess.Popen([sys.executable, *args], env=dict(env), cwd=ROOT, stdout=sys.stderr)


def spawn_bot(env: Mapping[str, str]) -> subprocess.Popen[bytes]:
    """Start `robinson-bot run` (under cProfile, stats to $ROBINSON_PROFILE, when that is set)."""
    if env.get("ROBINSON_PROFILE"):
        return spawn(["bench/profiled_bot.py"], env)
    return spawn(["-c", "import sys; from tgbot.main import run_bot; sys.exit(run_bot())"], env)


def profiling(process: subprocess.Popen[bytes], *, start: bool) -> None:
    """Turn the bot's profile on or off (bench/profiled_bot.py) when $ROBINSON_PROFILE is set."""
    if os.environ.get("ROBINSON_PROFILE"):
        process.send_signal(signal.SIGUSR1 if start else signal.SIGUSR2)
        time.sleep(0.2)  # the stats are written before the process is stopped


def stop(process: subprocess.Popen[bytes]) -> None:
    """Stop a process started here (SIGTERM, then SIGKILL)."""
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a running process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def applied_actions(metrics_port: int) -> int:
    """The bot's `robinson_actions_total`, summed over commands, read from its /metrics."""
    with urllib.request.urlopen(f"http://127.0.0.1:{metrics_port}/metrics", timeout=10) as reply:
        lines = reply.read().decode().splitlines()
    counted = [line for line in lines if line.startswith("robinson_actions_total")]
    return round(sum(float(line.split()[-1]) for line in counted))


async def wait_for_metrics(metrics_port: int, process: subprocess.Popen[bytes]) -> None:
    """Wait until the bot process answers /metrics (it has started)."""
    for _ in range(600):
        if process.poll() is not None:
            raise RuntimeError(f"the bot process exited with {process.returncode}")
        try:  # in a thread: the bot's Redis may be a proxy served by this very loop
            await asyncio.to_thread(applied_actions, metrics_port)
            return
        except OSError:
            await asyncio.sleep(0.05)
    raise RuntimeError("the bot process did not start")


@contextlib.asynccontextmanager
async def bot_process(
    double: BotApiDouble,
    redis_url: str,
    folder: Path,
    *,
    board: str = "text",
    driver_url: str | None = None,
) -> AsyncIterator[tuple[subprocess.Popen[bytes], int, Stores]]:
    """The bot as a process on `double` and Redis, ready: (process, metrics port, the stores
    for the driver, on `driver_url` if given: e.g. Redis itself while the bot's goes through
    a counting proxy)."""
    port = free_port()
    process = spawn_bot(bot_env(double, redis_url, folder, port, board))
    client = client_for(driver_url or redis_url)
    try:
        await wait_for_metrics(port, process)
        yield process, port, Stores.open(client)
    finally:
        await asyncio.to_thread(stop, process)  # this loop serves the double it says goodbye to
        await client.aclose()


def _has_roll(message: StoredMessage) -> bool:
    """Whether the message shows a Roll button."""
    return any(data and data.split("|")[1] == "r" for row in message.buttons() for _, data in row)


async def open_table(double: BotApiDouble, index: int) -> tuple[SimChat, list[Person]]:
    """A group of three opens a lobby, joins and starts; return once the Roll button shows."""
    people = [double.user(f"{name}{index}") for name in ("Ana", "Boris", "Chi")]
    group = double.group(f"Bench {index}", members=people, admins=people[:1])
    await people[0].send(group, "/new")
    live = await double.next_bot_message(group, timeout=TAP_TIMEOUT)
    for person in people[1:]:
        await person.press(live, text=t("en", "btn-join"))
    await people[0].press(live, text=t("en", "btn-start"))
    await double.wait_until(lambda: _has_roll(live), TAP_TIMEOUT, f"(table {index} did not start)")
    return group, people


async def play_taps(
    double: BotApiDouble, store: Stores, group: SimChat, people: list[Person], taps: int
) -> list[float]:
    """The mover taps (a choice, else Roll) up to ``taps`` times; return each tap-to-edit time."""
    by_id = {p.id: p for p in people}
    seconds: list[float] = []
    for _ in range(taps):
        stored = await store.games.load(group.id)
        if stored is None:
            break  # the game ended
        session = await live_session(store, group.id)
        mover = by_id[session.data.seats[session.engine.current].user_id or 0]
        live = chat_message(group, (await messages_of(store, session)).live)
        step = session.engine.step
        # the tap before may show in more than one edit: press once the message shows this step
        try:
            await double.wait_until(_at_step(live, step), UNSHOWN)
        except TimeoutError:  # the stored game is ahead of its message: this game stops here
            UNSHOWN_TAPS.append(
                f"step {step} stored, never shown: {(live.text or '').splitlines()[-1:]!r}"
            )
            break
        choices = choice_buttons(live)
        data = choices[0][1] if choices else _roll(live)
        edits, after = live.edits, group.next_message_id
        started = time.perf_counter()
        await mover.press(live, data=data)
        try:
            await double.wait_until(_shown(live, edits, after), UNSHOWN)
        except TimeoutError:  # told at the end, not silently dropped
            toast = mover.last_toast.text if mover.last_toast else None
            UNSHOWN_TAPS.append(
                f"{data} on {(live.text or '').splitlines()[-1:]!r}: toast {toast!r}"
            )
            continue
        seconds.append(time.perf_counter() - started)
    return seconds


def _at_step(message: StoredMessage, step: int) -> Callable[[], bool]:
    """A condition: the message's turn buttons are those of ``step``."""

    def steps() -> set[int]:
        found = set()
        for row in message.buttons():
            for _, data in row:
                with contextlib.suppress(BadCallback):
                    callback = parse(data)
                    if callback.op in NEEDS_STEP:
                        found.add(callback.step)
        return found

    return lambda: steps() == {step}


def _shown(message: StoredMessage, edits: int, after: int) -> Callable[[], bool]:
    """A condition: the live message was edited, or the game posted anew (a new bot message)."""
    chat = message.chat
    return lambda: (
        message.edits > edits
        or any(m.from_bot for m in chat.history.values() if m.message_id >= after)
    )


def _roll(message: StoredMessage) -> str:
    """The Roll button's callback data."""
    for row in message.buttons():
        for _, data in row:
            if data and data.split("|")[1] == "r":
                return data
    raise RuntimeError(f"no Roll button on {message.buttons()}")


def report_unshown() -> None:
    """Say how many taps showed nothing (applied or not), with a few examples."""
    if UNSHOWN_TAPS:
        print(f"taps that showed nothing within {UNSHOWN:.0f} s: {len(UNSHOWN_TAPS)}, e.g.")
        for example in UNSHOWN_TAPS[:3]:
            print(f"  {example}")
