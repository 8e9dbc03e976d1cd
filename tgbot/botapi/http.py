"""The bot's Bot API client (`RobinsonBot`) on its transport (`AiohttpRequest`, aiohttp).

The transport spends a fraction of httpx's CPU per request.

PTB's default transport (`HTTPXRequest`) spends about 2 ms of CPU per request here (httpx,
httpcore, anyio and h11 in layers), more than the rest of a tap; aiohttp's client spends about
a quarter of a millisecond. The contract is PTB's `BaseRequest`: the same form-encoded or
multipart bodies as `HTTPXRequest`, its default timeouts (the media write timeout for
uploads), a timeout raised as `TimedOut` and any other failure of the connection as
`NetworkError`; proxies come from the environment (HTTPS_PROXY, NO_PROXY), as with httpx, read
once per server (aiohttp's `trust_env` would look them up in a thread at every request).

The client is PTB's `ExtBot`, with an edit that changes nothing taken as done.

Telegram refuses an edit to what the message already shows ("Bad Request: message is not
modified"): a double tap on a menu, two views that render alike, a retried edit that had
arrived. That is never an error, wherever the bot edits; this is the one place that says so.
"""

from __future__ import annotations

import logging
from typing import Any

import aiohttp
from aiohttp.helpers import get_env_proxy_for_url
from telegram._utils.defaultvalue import DefaultValue
from telegram._utils.types import JSONDict, ODVInput, UploadFileDict
from telegram.error import BadRequest, NetworkError, TimedOut
from telegram.ext import ExtBot
from telegram.request import BaseRequest, RequestData
from yarl import URL

from tgbot.metrics import POLL, Metrics

FORM = {"Content-Type": "application/x-www-form-urlencoded"}


class AiohttpRequest(BaseRequest):
    """PTB's `BaseRequest` over one aiohttp session (a pool of ``connection_pool_size``)."""

    __slots__ = ("_media_write_timeout", "_pool_size", "_proxies", "_session", "_timeouts")

    def __init__(
        self,
        connection_pool_size: int = 256,
        read_timeout: float | None = 5.0,
        write_timeout: float | None = 5.0,
        connect_timeout: float | None = 5.0,
        pool_timeout: float | None = 1.0,
        media_write_timeout: float | None = 20.0,
    ) -> None:
        self._session: aiohttp.ClientSession | None = None
        self._pool_size = connection_pool_size
        self._timeouts = (read_timeout, write_timeout, connect_timeout, pool_timeout)
        self._media_write_timeout = media_write_timeout
        self._proxies: dict[str, tuple[URL | None, aiohttp.BasicAuth | None]] = {}

    @property
    def read_timeout(self) -> float | None:
        """The default read timeout in seconds."""
        return self._timeouts[0]

    async def initialize(self) -> None:
        """Open the session (again, after a shutdown)."""
        if self._session is None or self._session.closed:
            self._session = self._open()

    def _open(self) -> aiohttp.ClientSession:
        """A new session: a pool of ``connection_pool_size``, proxies from the environment."""
        connector = aiohttp.TCPConnector(limit=self._pool_size)
        headers = {"User-Agent": self.USER_AGENT}
        return aiohttp.ClientSession(connector=connector, headers=headers)

    def _proxy(self, url: str) -> tuple[URL | None, aiohttp.BasicAuth | None]:
        """The proxy the environment names for ``url``'s server, if any (looked up once)."""
        end = url.find("/", url.find("//") + 2)
        server = url if end < 0 else url[:end]
        if server not in self._proxies:
            try:
                self._proxies[server] = get_env_proxy_for_url(URL(server))
            except LookupError:
                self._proxies[server] = (None, None)
        return self._proxies[server]

    async def shutdown(self) -> None:
        """Close the session and its connections."""
        if self._session is not None and not self._session.closed:
            await self._session.close()

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        write_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        connect_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        pool_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        """Send one request; return its status code and body."""
        if self._session is None:  # like HTTPXRequest, usable before `initialize`
            self._session = self._open()
        if self._session.closed:
            raise RuntimeError("This AiohttpRequest is shut down!")
        files = request_data.multipart_data if request_data else None
        read, write, connect, pool = self._timeouts
        if files:
            write = self._media_write_timeout
        read = read if isinstance(read_timeout, DefaultValue) else read_timeout
        write = write if isinstance(write_timeout, DefaultValue) else write_timeout
        connect = connect if isinstance(connect_timeout, DefaultValue) else connect_timeout
        pool = pool if isinstance(pool_timeout, DefaultValue) else pool_timeout
        # aiohttp has no write timeout: the request as a whole is bounded by the phases' sum
        phases = (read, write, connect, pool)
        total = None if None in phases else sum(p for p in phases if p is not None)
        waiting = None if connect is None else connect + (pool or 0)  # a free slot, then a socket
        timeout = aiohttp.ClientTimeout(
            total=total, connect=waiting, sock_connect=connect, sock_read=read
        )
        body = _body(request_data, files) if request_data else None
        try:
            headers = FORM if isinstance(body, str) else None
            proxy, proxy_auth = self._proxy(url)
            async with self._session.request(
                method,
                url,
                data=body,
                headers=headers,
                timeout=timeout,
                proxy=proxy,
                proxy_auth=proxy_auth,
            ) as response:
                return response.status, await response.read()
        except (TimeoutError, aiohttp.ServerTimeoutError) as err:
            raise TimedOut from err
        except aiohttp.ClientError as err:
            raise NetworkError(f"aiohttp.{err.__class__.__name__}: {err}") from err


class CountedPolls(AiohttpRequest):
    """The getUpdates transport, counting each long poll and its failures (409 Conflict...).

    PTB's rate limiter, where the other Bot API calls are counted, never sees getUpdates.
    """

    __slots__ = ("_metrics",)

    def __init__(self, metrics: Metrics, **kwargs: float | None) -> None:
        super().__init__(connection_pool_size=1, **kwargs)
        self._metrics = metrics

    async def do_request(self, *args: Any, **kwargs: Any) -> tuple[int, bytes]:
        """One long poll, counted with its HTTP status or transport failure."""
        metrics = self._metrics
        metrics.api_calls.labels(POLL).inc()
        try:
            status, body = await super().do_request(*args, **kwargs)
        except TimedOut:
            metrics.api_errors.labels(POLL, "timeout").inc()
            raise
        except NetworkError:
            metrics.api_errors.labels(POLL, "network").inc()
            raise
        if status >= 300:
            metrics.api_errors.labels(POLL, str(status)).inc()
        return status, body


def bot_requests(metrics: Metrics | None = None) -> tuple[AiohttpRequest, AiohttpRequest]:
    """The bot's transports: for its calls (a pool of 256) and for getUpdates (1), PTB's sizes;
    with `metrics`, the long polls are counted."""
    polls = AiohttpRequest(connection_pool_size=1) if metrics is None else CountedPolls(metrics)
    return AiohttpRequest(), polls


def _body(request_data: RequestData, files: UploadFileDict | None) -> str | aiohttp.FormData:
    """The request body: form-encoded parameters, or multipart when there are files."""
    if not files:
        return request_data.url_encoded_parameters()
    form = aiohttp.FormData(quote_fields=False)
    for name, value in request_data.json_parameters.items():
        form.add_field(name, value)
    for name, (filename, content, mimetype) in files.items():
        form.add_field(name, content, filename=filename, content_type=mimetype)
    return form


log = logging.getLogger("robinson.bot")
NOT_MODIFIED = "message is not modified"


def is_not_modified(error: BadRequest) -> bool:
    """Whether Telegram refused an edit because the message already shows it."""
    return NOT_MODIFIED in str(error).lower()


class RobinsonBot(ExtBot[Any]):
    """An `ExtBot` whose edits (text, caption, media, buttons) answer True when unchanged."""

    async def _do_post(
        self, endpoint: str, data: JSONDict, **timeouts: Any
    ) -> bool | JSONDict | list[JSONDict]:
        """Post through the rate limiter; an edit to what is already shown is done (True)."""
        try:
            return await super()._do_post(endpoint, data, **timeouts)
        except BadRequest as exc:
            if not endpoint.startswith("editMessage") or not is_not_modified(exc):
                raise
            log.debug("%s changed nothing in chat %s", endpoint, data.get("chat_id"))
            return True
