"""`robinson-bot playground`: the real bot, the Bot API double and a chat page in a browser."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import signal
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from aiohttp import web
from telegram import Update

from i18n import t
from robinson.harness.busy import busy_probe
from sandbox import (
    BotApiDouble,
    build_web_app,
    fingerprint,
    friends_chat,
    load_world,
    media_chat,
    save_world,
    seed_cast,
)
from tgbot.app import build_application, close_services, open_services
from tgbot.botapi.tasks import stop_task
from tgbot.config import DOUBLE_TAP, NUDGE_AFTER, BotSettings, CannotListen, cannot_listen
from tgbot.ops.logs import setup_logging

log = logging.getLogger("robinson.playground")
SAVE_EVERY = 2.0  # seconds between snapshots of the chats while something changes


@dataclass(frozen=True)
class Options:
    """What the `playground` command was asked for."""

    host: str = "127.0.0.1"
    port: int = 8080
    data_dir: Path = Path("data/playground")
    seed: int | None = None
    dice_animation: float = 2.0
    no_token: bool = False
    solo_pace: float = 1.0
    double_tap: float = DOUBLE_TAP
    nudge_after: float = NUDGE_AFTER
    inline_pictures: bool = False  # inline games' pictures uploaded to `media_chat`'s group


def bot_settings(
    double: BotApiDouble, options: Options, media_chat: int | None = None
) -> BotSettings:
    """The bot's settings: the double's URL, the embedded Redis in the playground's folder;
    with `media_chat`, the group inline games' pictures are uploaded to."""
    return BotSettings(
        token=double.token,
        api_base_url=double.base_url,
        redis_url=None,
        data_dir=options.data_dir,
        dice_animation=options.dice_animation,
        solo_pace=options.solo_pace,
        double_tap=options.double_tap,
        nudge_after=options.nudge_after,
        throttle=False,
        media_chat=media_chat,
    )


def seeded_dice(seed: int | None) -> Callable[[], int] | None:
    """A reproducible die for demos and tests, or None for the production die."""
    if seed is None:
        return None
    rng = random.Random(seed)
    return lambda: rng.randint(1, 6)


async def _keep_saving(double: BotApiDouble, path: Path) -> None:
    """Snapshot the chats a moment after anything visible changes, so a crash loses little."""
    saved = ""
    while True:
        await double.world.notifier.wait(60.0)
        await asyncio.sleep(SAVE_EVERY)
        now = f"{fingerprint(double.world)}:{double.world.queue.next_id}"
        if now != saved:
            saved = now
            save_world(double.world, path)


async def serve(options: Options, stop: asyncio.Event) -> None:
    """Run everything until `stop` is set, then shut down in order and save the chats.

    Whatever was started is stopped again if a later step fails (a port in use): no session
    or server is left open.
    """
    chats_file = options.data_dir / "chats.json"
    double = BotApiDouble(seed=options.seed)
    if not load_world(double.world, chats_file):
        seed_cast(double)
    friends_chat(double)  # a playground saved before it had one gets it too
    media = media_chat(double).id if options.inline_pictures else None
    async with contextlib.AsyncExitStack() as started:
        await double.start()
        started.push_async_callback(double.stop)
        started.callback(save_world, double.world, chats_file)
        settings = bot_settings(double, options, media)
        app = build_application(settings, dice=seeded_dice(options.seed))
        double.watch(busy_probe(app, timers=False, polling=True))  # GET /api/settled waits on it
        await app.initialize()
        started.push_async_callback(app.shutdown)
        started.push_async_callback(close_services, app)
        await open_services(app)
        assert app.updater is not None
        await app.updater.start_polling(
            poll_interval=0, timeout=10, allowed_updates=Update.ALL_TYPES
        )
        await app.start()
        started.push_async_callback(app.stop)
        started.push_async_callback(app.updater.stop)
        runner = web.AppRunner(build_web_app(double), shutdown_timeout=0.5)
        await runner.setup()
        started.push_async_callback(runner.cleanup)
        try:
            await web.TCPSite(runner, options.host, options.port).start()
        except OSError as exc:
            hint = "choose another with --port"  # `make run` passes its PLAYGROUND_ARGS on
            hint += ' (make run PLAYGROUND_ARGS="--port N")' if options.no_token else ""
            raise cannot_listen(options.host, options.port, exc, hint) from None
        port = runner.addresses[0][1]
        host = f"[{options.host}]" if ":" in options.host else options.host
        print(f"Robinson playground: http://{host}:{port}  (Ctrl-C stops it)", flush=True)
        saver = asyncio.create_task(_keep_saving(double, chats_file))
        started.push_async_callback(stop_task, saver)
        await stop.wait()
    print("Robinson playground stopped; the games are kept in " + str(options.data_dir))


async def _main(options: Options) -> None:
    """Serve until SIGINT or SIGTERM."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await serve(options, stop)


def run_playground(options: Options) -> int:
    """The `playground` command; exit status 0 after Ctrl-C, 2 when the port is taken."""
    setup_logging("WARNING", "text", [])
    if options.no_token:
        print(t("en", "cli-playground-no-token"), flush=True)
    try:
        asyncio.run(_main(options))
    except (OSError, CannotListen) as exc:
        sys.stderr.write(f"robinson-bot playground: error: {exc}\n")
        return 2
    return 0
