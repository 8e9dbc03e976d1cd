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
from dataclasses import replace
from pathlib import Path

if __package__ in (None, ""):  # run as `python bench/replicas.py`: make the project importable
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

import aiohttp
from aiohttp import web

from bench.replicas_games import (
    OBSERVER_ERRORS,
    WAIT,
    Tally,
    check,
    open_group,
    open_solo,
    play,
)
from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from fsm.store.stores import Stores
from robinson.harness.cluster import LocalCluster
from robinson.harness.testing import (
    ScriptedDice,
    running_bot,
    settings_for,
)
from sandbox import BotApiDouble
from tgbot.appstate import App
from tgbot.webhook import SECRET_HEADER, WEBHOOK_PATH, serve_webhook

SECRET = "bench-secret"


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
        store = Stores.open(client)
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
