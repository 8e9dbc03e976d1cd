"""A unix-socket proxy in front of Redis that counts round trips at the socket (tests and bench).

A round trip is a burst of bytes from a client that follows the server's answer (or opens
the connection): a pipeline sent in several TCP segments is still one, and so is a
script call. Every client connection is counted, so nothing the bot sends is missed.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class RedisProxy:
    """Listens on the unix socket `path`, forwards to the one at `upstream`, counts round trips."""

    upstream: Path
    path: Path
    round_trips: int = 0
    _last: float = 0.0  # loop time of the last byte passed either way
    _server: asyncio.Server | None = None
    _tasks: set[asyncio.Task[None]] = field(default_factory=set)

    @property
    def url(self) -> str:
        """The unix:// URL clients use to go through the proxy."""
        assert self._server is not None, "the proxy is not running"
        return f"unix://{self.path}?db=0"

    async def __aenter__(self) -> RedisProxy:
        self._server = await asyncio.start_unix_server(self._serve, self.path)
        self.path.chmod(0o700)  # like the embedded Redis it stands for: its user's alone
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._server is not None:
            self._server.close()
            for task in list(self._tasks):
                task.cancel()
            await asyncio.gather(*self._tasks, return_exceptions=True)
            await self._server.wait_closed()
            self._server = None

    async def quiet(self, seconds: float = 0.2) -> None:
        """Wait until no byte has passed for `seconds` (what a handler does after it answers)."""
        loop = asyncio.get_running_loop()
        while loop.time() - self._last < seconds:
            await asyncio.sleep(seconds - (loop.time() - self._last))

    def reset(self) -> None:
        """Start counting from zero."""
        self.round_trips = 0

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One client connection, until either side closes it or the proxy stops (`__aexit__`
        cancels it: it ends quietly then, as asyncio expects of a connection's handler)."""
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            await self._pump(reader, writer)
        except asyncio.CancelledError:
            pass
        finally:
            self._tasks.discard(task)

    async def _pump(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Pump one client connection both ways; count each request burst."""
        answered = [True]  # the server spoke last (or nobody yet): the next request counts
        try:
            up_reader, up_writer = await asyncio.open_unix_connection(self.upstream)
        except OSError:
            writer.close()
            return

        async def client_to_server() -> None:
            while data := await reader.read(65536):
                self._last = asyncio.get_running_loop().time()
                if answered[0]:
                    self.round_trips += 1
                    answered[0] = False
                up_writer.write(data)
                await up_writer.drain()

        async def server_to_client() -> None:
            while data := await up_reader.read(65536):
                self._last = asyncio.get_running_loop().time()
                answered[0] = True
                writer.write(data)
                await writer.drain()

        pumps = [asyncio.ensure_future(p()) for p in (client_to_server, server_to_client)]
        try:
            await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
        finally:  # each pump's end is collected, so none is "never retrieved"
            for pump in pumps:
                pump.cancel()
            await asyncio.gather(*pumps, return_exceptions=True)
            for w in (writer, up_writer):
                with contextlib.suppress(Exception):
                    w.close()
