"""Load test: webhook replicas behind a round-robin balancer, many group and solo games at once.

    python bench/replicas.py [--replicas 3] [--groups 100] [--solos 100] [--actions 6]
                             [--cluster] [--no-flood]

One Redis (or, with --cluster, a local three-primary Redis Cluster), the Bot API double with
Telegram's flood limits on, and the real bot as N webhook replicas sharing the flood budgets.
Every game's player taps as soon as the board offers their move. Prints actions applied per
second, tap-to-edit latency p50/p99, CAS retries, 429s, and checks that every game's dice log
replays to the board its chat shows (nothing lost, nothing doubled). Not run in CI.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

if __package__ in (None, ""):  # run as `python bench/replicas.py`: make the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

import aiohttp
from aiohttp import web

from engine.actions import Action, Leave, MoveTo, Roll, SwapWith
from engine.game import apply
from engine.replay import Choice, LeaveAt
from engine.state import GameState, Settings, new_game, state_to_dict
from fsm.data import from_doc
from fsm.redis_cluster_local import LocalCluster
from fsm.redis_embedded import EmbeddedRedis, client_for
from fsm.session import Session
from fsm.store import GameStore
from sandbox import BotApiDouble
from sandbox.model import SimChat
from sandbox.people import Person
from tgbot.appstate import App
from tgbot.render.common import seat_names
from tgbot.render.game import player_line
from tgbot.testing import (
    ScriptedDice,
    chat_message,
    choice_buttons,
    live_session,
    roll_data,
    running_bot,
    settings_for,
)
from tgbot.webhook import SECRET_HEADER, WEBHOOK_PATH, serve_webhook

SECRET = "bench-secret"
READERS = asyncio.Semaphore(16)
OBSERVER_ERRORS: list[str] = []  # the players' own reads that failed and were retried
WAIT = 300.0  # seconds a player waits for the board before the tap counts as lost


@dataclass
class Tally:
    """What the games saw."""

    latencies: list[float] = field(default_factory=list)
    taps: dict[int, int] = field(default_factory=dict)  # chat id → taps applied
    failures: list[str] = field(default_factory=list)


@contextlib.contextmanager
def redis_server(cluster: bool, keep: str | None = None) -> Iterator[str]:
    """A fresh embedded Redis or local cluster (its files kept in `keep` if given); its URL."""
    with tempfile.TemporaryDirectory() as temporary:
        folder = keep or temporary
        if cluster:
            with LocalCluster(Path(folder)) as nodes:
                yield nodes.url
        else:
            with EmbeddedRedis(Path(folder) / "redis") as server:
                yield server.url


@asynccontextmanager
async def balancer(backends: list[str]) -> AsyncIterator[str]:
    """A round-robin load balancer in front of the replicas; its URL."""
    turn = itertools.cycle(backends)
    session = aiohttp.ClientSession()

    async def forward(request: web.Request) -> web.Response:
        headers = {SECRET_HEADER: request.headers.get(SECRET_HEADER, "")}
        body = await request.read()
        async with session.post(next(turn) + WEBHOOK_PATH, data=body, headers=headers) as r:
            return web.Response(status=r.status)

    server = web.Application()
    server.router.add_post(WEBHOOK_PATH, forward)
    runner = web.AppRunner(server)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    try:
        yield f"http://127.0.0.1:{runner.addresses[0][1]}"
    finally:
        await runner.cleanup()
        await session.close()


@asynccontextmanager
async def replicas(
    double: BotApiDouble, url: str, n: int, folder: Path
) -> AsyncIterator[list[App]]:
    """`n` throttled webhook replicas of one token on one Redis, the double's webhook at them."""
    settings = replace(
        settings_for(double, url, folder), secret_token=SECRET, throttle=True, timer_interval=1.0
    )
    async with AsyncExitStack() as stack:
        apps, urls = [], []
        for _ in range(n):
            app = await stack.enter_async_context(
                running_bot(settings, dice=ScriptedDice(), polling=False)
            )
            runner = await serve_webhook(app, "127.0.0.1", 0)
            stack.push_async_callback(runner.cleanup)
            urls.append(f"http://127.0.0.1:{runner.addresses[0][1]}")
            apps.append(app)
        lb = await stack.enter_async_context(balancer(urls))
        async with aiohttp.ClientSession() as http:
            await http.post(
                f"{double.base_url}{double.token}/setWebhook",
                json={"url": lb + WEBHOOK_PATH, "secret_token": SECRET},
            )
        yield apps


def offered_step(chat: SimChat, message_id: int) -> str | None:
    """The step the live message's buttons act on (None: no move offered)."""
    live = chat_message(chat, message_id)
    for row in live.buttons():
        for _, data in row:
            parts = (data or "").split("|")
            if len(parts) > 3:
                return parts[3]
    return None


async def peek(store: GameStore, chat_id: int) -> Session | None:
    """The chat's stored game, read by the players' side a few at a time (not the bot's load)."""
    for attempt in range(5):
        try:
            async with READERS:
                stored = await store.load(chat_id)
            return None if stored is None else Session(from_doc(stored.doc))
        except Exception as exc:  # redis-py's cluster client can trip over a reconnect
            OBSERVER_ERRORS.append(repr(exc))
            if attempt == 4:
                raise
            await asyncio.sleep(0.2)
    raise AssertionError("unreachable")


async def play(
    double: BotApiDouble, store: GameStore, chat: SimChat, people: dict[int, Person], taps: int
) -> Tally:
    """Tap up to `taps` times in one game, each as soon as the board offers the move."""
    tally = Tally(taps={chat.id: 0})
    for _ in range(120 * 20):  # until the game has started (a solo game is stored then)
        seen = await peek(store, chat.id)
        if seen is not None and seen.data.engine is not None:
            break
        await asyncio.sleep(0.05)
    for _ in range(taps):
        session = await peek(store, chat.id)
        if session is None:
            break
        message_id, step = session.data.message_id or 0, str(session.engine.step)
        await double.wait_until(
            lambda m=message_id, s=step: offered_step(chat, m) == s,  # type: ignore[misc]
            timeout=WAIT,
        )
        mover = people[session.data.seats[session.engine.current].user_id or 0]
        live = chat_message(chat, message_id)
        choices = choice_buttons(live)
        started = time.perf_counter()
        await mover.press(live, data=choices[0][1] if choices else roll_data(live))
        try:
            await double.wait_until(
                lambda m=message_id, s=step: offered_step(chat, m) != s,  # type: ignore[misc]
                timeout=WAIT,
            )
        except TimeoutError:
            tally.failures.append(f"{chat.id}: a tap not shown within {WAIT:.0f} s")
            break
        tally.latencies.append(time.perf_counter() - started)
        tally.taps[chat.id] += 1
    return tally


async def open_group(double: BotApiDouble, n: int) -> tuple[SimChat, dict[int, Person]]:
    """A group of two with a started game."""
    host, guest = double.user(f"Host{n}"), double.user(f"Guest{n}")
    group = double.group(f"Reef {n}", members=[host, guest], admins=[host])
    await host.send(group, "/new")
    lobby = await double.next_bot_message(group, timeout=WAIT)
    await guest.press(lobby, text="✋ Join")
    await double.wait_until(lambda: "Guest" in (lobby.text or ""), timeout=WAIT)
    await host.press(lobby, text="▶️ Start")
    return group, {host.id: host, guest.id: guest}


async def open_solo(double: BotApiDouble, n: int) -> tuple[SimChat, dict[int, Person]]:
    """A private chat with a started solo game against two bold computer players."""
    robin = double.user(f"Solo{n}")
    chat = double.private_chat(robin)
    await robin.send(chat, "/new")
    menu = await double.next_bot_message(chat, timeout=WAIT)
    await robin.press(menu, text="2")
    await double.wait_until(lambda: "➡️ Bold" in str(menu.buttons()), timeout=WAIT)
    await robin.press(menu, text="➡️ Bold")
    return chat, {robin.id: robin}


async def check(store: GameStore, chat: SimChat, tally: Tally) -> None:
    """The dice, choice and leave logs replay to the stored game and to the board shown."""
    stored = await store.load(chat.id)
    if stored is None:
        return  # finished within the taps: its history is checked by the test suite
    session = await live_session(store, chat.id)
    data, state = session.data, session.engine
    s = data.settings
    replayed = replay_logs(
        len(data.seats),
        data.dice_log,
        [Choice.parse(c) for c in data.choice_log],
        [LeaveAt.parse(x) for x in data.leave_log],
        Settings(s.field12, s.start_chips, s.ante),
    )
    if state is None or state_to_dict(replayed) != state_to_dict(state):
        tally.failures.append(f"{chat.id}: the logs do not replay to the stored game")
    text = chat_message(chat, data.message_id or 0).text or ""
    names = seat_names(data, "en")
    for seat, player in enumerate(replayed.players):
        line = player_line("en", player, names[seat], names, seat == replayed.current)
        if line not in text:
            tally.failures.append(f"{chat.id}: the board does not show {line!r}")
    humans = sum(1 for seat in data.seats if seat.user_id is not None and seat.user_id >= 0)
    moves = len(data.dice_log) + len(data.choice_log)
    if humans > 1 and moves != tally.taps[chat.id]:
        tally.failures.append(f"{chat.id}: {tally.taps[chat.id]} taps but {moves} moves logged")


def replay_logs(
    players: int,
    dice: list[int],
    choices: list[Choice],
    leaves: list[LeaveAt],
    settings: Settings,
) -> GameState:
    """Apply the logged leaves, rolls and choices in order, and stop where the logs end."""
    state = new_game(players, settings)
    rolls, picks = iter(dice), iter(choices)
    gone = sorted(leaves, key=lambda leave: leave.step)
    while not state.finished:
        action: Action | None
        if gone and gone[0].step <= state.step:
            action = Leave(gone.pop(0).seat)
        elif state.pending is None:
            face = next(rolls, None)
            action = None if face is None else Roll(face)
        else:
            pick = next(picks, None)
            action = (
                None if pick is None else SwapWith(pick.value) if pick.swap else MoveTo(pick.value)
            )
        if action is None:
            break
        state, _ = apply(state, action)
    return state


def counter(apps: list[App], name: str) -> float:
    """A Prometheus counter summed over the replicas (all label values)."""
    total = 0.0
    for app in apps:
        for metric in app.bot_data.metrics.registry.collect():
            for sample in metric.samples:
                if sample.name == name:
                    total += sample.value
    return total


async def run(args: argparse.Namespace) -> None:
    """Start everything, play, check, print."""
    with redis_server(args.cluster, args.keep) as url, tempfile.TemporaryDirectory() as folder:
        client = client_for(url)
        store = GameStore(client)
        async with BotApiDouble(seed=7) as double:
            double.set_flood(args.flood)
            async with replicas(double, url, args.replicas, Path(folder)) as apps:
                opened = await asyncio.gather(
                    *(open_group(double, n) for n in range(args.groups)),
                    *(open_solo(double, n) for n in range(args.solos)),
                )
                cpu, started = time.process_time(), time.perf_counter()
                tallies = await asyncio.gather(
                    *(play(double, store, chat, people, args.actions) for chat, people in opened)
                )
                elapsed = time.perf_counter() - started
                cpu = time.process_time() - cpu
                await double.settled(quiet=1.0, timeout=WAIT)
                tally = Tally()
                for one in tallies:
                    tally.latencies += one.latencies
                    tally.taps.update(one.taps)
                for (chat, _), one in zip(opened, tallies, strict=True):
                    await check(store, chat, one)
                    tally.failures += one.failures
                retries = counter(apps, "robinson_cas_retries_total")
                waits = counter(apps, "robinson_flood_waits_total")
        await client.aclose()
    report(args, tally, elapsed, cpu, retries, waits, double.flood_refusals())


def report(
    args: argparse.Namespace,
    tally: Tally,
    elapsed: float,
    cpu: float,
    retries: float,
    waits: float,
    refusals: int,
) -> None:
    """Print the figures."""
    taps = len(tally.latencies)
    q = statistics.quantiles(tally.latencies, n=100) if taps > 1 else [0.0] * 99
    where = "a three-primary Redis Cluster" if args.cluster else "one Redis"
    print(
        f"replicas bench, {time.strftime('%Y-%m-%d')}, {platform.machine()} "
        f"{os.cpu_count()} cores, Python {platform.python_version()}"
    )
    print(
        f"{args.replicas} webhook replicas, {where}, {args.groups} group + {args.solos} solo "
        f"games at once, flood limits {'on' if args.flood else 'off'}"
    )
    print(f"taps applied: {taps} in {elapsed:.1f} s = {taps / elapsed:.1f} actions/s")
    print(f"tap-to-edit latency: p50 {q[49] * 1000:.0f} ms, p99 {q[98] * 1000:.0f} ms")
    print(f"CAS retries: {retries:.0f}; flood waits: {waits:.0f}; 429s from Telegram: {refusals}")
    if OBSERVER_ERRORS:
        print(f"players' reads retried after a client error: {len(OBSERVER_ERRORS)}, first:")
        print(f"  {OBSERVER_ERRORS[0]}")
    print(f"CPU of the one process running replicas, double and players: {cpu:.1f} s")
    games = len(tally.taps)
    failed = {failure.split(":")[0] for failure in tally.failures}
    print(f"games whose logs replay to the board shown: {games - len(failed)}/{games}")
    for failure in tally.failures[:10]:
        print("  FAIL", failure)


def main() -> None:
    """Parse the arguments and run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replicas", type=int, default=3)
    parser.add_argument("--groups", type=int, default=100)
    parser.add_argument("--solos", type=int, default=100)
    parser.add_argument("--actions", type=int, default=6, help="taps per game")
    parser.add_argument("--cluster", action="store_true", help="a local Redis Cluster")
    parser.add_argument("--no-flood", dest="flood", action="store_false")
    parser.add_argument("--keep", help="keep Redis's files (logs, AOF) in this new folder")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
