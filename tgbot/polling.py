"""Polling mode: take the token's lease, poll while it is held, hand it back on the way out."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable

from telegram import Update
from telegram.error import Conflict, NetworkError, TelegramError

from fsm import UNAVAILABLE
from tgbot.appstate import App
from tgbot.botapi.outage import Outage
from tgbot.lease import PollerLease

log = logging.getLogger("robinson.polling")
NEW_OUTAGE_SECONDS = 45.0  # PTB retries a failed poll within 30 s: a longer gap means it worked
EXIT_SECOND_POLLER = 2  # ROBINSON_POLL_LEASE=exit and another process polls: do not restart


class PollErrors:
    """getUpdates failures, told once (409) or at most once a minute (the network), not per poll."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.conflicts = 0
        self.network = Outage(log, "cannot reach the Bot API to poll (retrying)", clock=clock)
        self.clock = clock
        self._failed = 0.0

    def __call__(self, exc: TelegramError) -> None:
        """PTB's polling error callback (each failure is counted by the transport already)."""
        if isinstance(exc, Conflict):
            self.conflicts += 1
            if self.conflicts == 1:
                log.warning(
                    "409 Conflict: something else polls this token or set a webhook for it "
                    "(each one is counted: robinson_bot_api_errors_total, code 409)",
                    extra={"error": str(exc)},
                )
        elif isinstance(exc, NetworkError):
            if self.clock() - self._failed > NEW_OUTAGE_SECONDS:  # the polls in between worked
                self.network.recovered()
            self._failed = self.clock()
            self.network.failed(exc)
        else:
            log.warning("getUpdates failed", extra={"error": f"{type(exc).__name__}: {exc}"})


async def poll(app: App, stop: asyncio.Event) -> int:
    """Poll under the lease until `stop` is set; the exit status (2: a second poller exits)."""
    state = app.bot_data
    assert state.redis is not None and app.updater is not None
    lease = PollerLease(state.redis, app.bot.id, state.settings.lease_seconds)
    errors = PollErrors()
    try:
        while not stop.is_set():
            if not await _take(app, lease, stop):
                return 0 if stop.is_set() else EXIT_SECOND_POLLER
            await app.updater.start_polling(allowed_updates=Update.ALL_TYPES, error_callback=errors)
            lost = await _hold(app, lease, stop)
            await app.updater.stop()
            if lost:
                log.warning("another process took this token's polling lease: this one stopped")
                if state.settings.poll_lease == "exit":
                    return EXIT_SECOND_POLLER
        return 0
    finally:
        if app.updater.running:
            await app.updater.stop()
        with contextlib.suppress(*UNAVAILABLE):
            await lease.release()


async def _take(app: App, lease: PollerLease, stop: asyncio.Event) -> bool:
    """Wait for the lease (saying so once); False when stopped, or at once in exit mode."""
    state = app.bot_data
    told = False
    while not stop.is_set():
        try:
            if await lease.take():
                state.redis_outage.recovered()
                if told:
                    log.info("took this token's polling lease: polling")
                return True
            holder = await lease.holder()
        except UNAVAILABLE as exc:
            state.redis_outage.failed(exc)
        else:
            state.redis_outage.recovered()
            if state.settings.poll_lease == "exit":
                log.error(
                    "another process polls this token (it holds the polling lease): exiting, "
                    "as ROBINSON_POLL_LEASE=exit asks",
                    extra={"holder": holder},
                )
                return False
            if not told:
                told = True
                log.warning(
                    "another process polls this token (it holds the polling lease): this one "
                    "waits and takes over when it stops",
                    extra={"holder": holder},
                )
        await _pause(stop, min(lease.renew_every, 5.0))
    return False


async def _hold(app: App, lease: PollerLease, stop: asyncio.Event) -> bool:
    """Renew the lease until `stop` is set (False) or another process holds it (True)."""
    outage = app.bot_data.redis_outage
    while not await _pause(stop, lease.renew_every):
        try:
            if not await lease.renew():
                return True
            outage.recovered()
        except UNAVAILABLE as exc:  # nobody else can take it from this Redis either
            outage.failed(exc)
    return False


async def _pause(stop: asyncio.Event, seconds: float) -> bool:
    """Wait `seconds` or until `stop` is set; True when stopped."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), seconds)
    return stop.is_set()
