"""The aiohttp transport keeps PTB's request contract: bodies, uploads, timeouts, errors."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp import web
from telegram import Bot, InputFile
from telegram.error import NetworkError, TimedOut

from tgbot.botapi.http import AiohttpRequest

TOKEN = "123:abc"
MESSAGE = {"message_id": 1, "date": 0, "chat": {"id": 7, "type": "private"}}
RESULTS: dict[str, Any] = {
    "getMe": {"id": 123, "is_bot": True, "first_name": "Robinson", "username": "robinson_bot"},
    "sendMessage": MESSAGE,
    "sendPhoto": MESSAGE,
}


@pytest.fixture
async def api() -> AsyncIterator[tuple[str, list[dict[str, Any]]]]:
    """A tiny Bot API on loopback: records each request; `slow` methods answer after 2 s."""
    seen: list[dict[str, Any]] = []

    async def handle(request: web.Request) -> web.Response:
        method = request.match_info["method"]
        if request.content_type == "multipart/form-data":
            form = await request.post()
            fields = {k: v if isinstance(v, str) else v.file.read() for k, v in form.items()}
        else:
            fields = dict(await request.post())
        seen.append({"method": method, "type": request.content_type, "fields": fields})
        if method == "slowMethod":
            await asyncio.sleep(2)
        if method == "brokenMethod":
            return web.json_response(
                {"ok": False, "error_code": 400, "description": "nope"}, status=400
            )
        return web.json_response({"ok": True, "result": RESULTS.get(method, True)})

    app = web.Application()
    app.router.add_post("/bot{token}/{method}", handle)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    yield f"http://127.0.0.1:{port}/bot", seen
    await runner.cleanup()


async def test_parameters_arrive_form_encoded_as_ptb_encodes_them(api: Any) -> None:
    """A plain call is a form-encoded POST whose values are PTB's JSON encodings."""
    base, seen = api
    async with Bot(TOKEN, base_url=base, request=AiohttpRequest()) as bot:
        await bot.send_message(7, "héllo & bye", reply_markup=None, disable_notification=True)
    (call,) = [c for c in seen if c["method"] == "sendMessage"]
    assert call["type"] == "application/x-www-form-urlencoded"
    assert call["fields"]["chat_id"] == "7"
    assert call["fields"]["text"] == "héllo & bye"
    assert json.loads(call["fields"]["disable_notification"]) is True


async def test_an_upload_is_multipart_with_the_file_and_the_parameters(api: Any) -> None:
    """A photo goes up as multipart: the bytes, the file name and the other parameters."""
    base, seen = api
    async with Bot(TOKEN, base_url=base, request=AiohttpRequest()) as bot:
        photo = InputFile(b"\x89PNG fake bytes", filename="board.png")
        await bot.send_photo(7, photo, caption="the board")
    (call,) = [c for c in seen if c["method"] == "sendPhoto"]
    assert call["type"] == "multipart/form-data"
    assert call["fields"]["chat_id"] == "7"
    assert call["fields"]["caption"] == "the board"
    assert call["fields"]["photo"] == b"\x89PNG fake bytes"


async def test_an_api_error_is_raised_as_ptb_raises_it(api: Any) -> None:
    """A 400 answer reaches PTB's error mapping with its status and description."""
    base, _ = api
    request = AiohttpRequest()
    await request.initialize()
    with pytest.raises(Exception, match="nope"):
        await request.post(f"{base}{TOKEN}/brokenMethod")
    await request.shutdown()


async def test_a_slow_answer_is_a_timed_out(api: Any) -> None:
    """An answer later than the read timeout raises TimedOut (so PTB's retry logic sees it)."""
    base, _ = api
    request = AiohttpRequest(read_timeout=0.2)
    await request.initialize()
    with pytest.raises(TimedOut):
        await request.post(f"{base}{TOKEN}/slowMethod")
    await request.shutdown()
    patient = AiohttpRequest(read_timeout=10)
    with pytest.raises(TimedOut):  # a timeout given per call wins over the default
        await patient.post(f"{base}{TOKEN}/slowMethod", read_timeout=0.2)
    await patient.shutdown()


async def test_a_refused_connection_is_a_network_error() -> None:
    """Nobody listening: NetworkError, not an aiohttp exception."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    request = AiohttpRequest()
    await request.initialize()
    with pytest.raises(NetworkError):
        await request.post(f"http://127.0.0.1:{port}/bot{TOKEN}/getMe")
    await request.shutdown()


async def test_it_refuses_after_shutdown_and_reopens_on_initialize(api: Any) -> None:
    """Like HTTPXRequest: usable once built, refused once shut down, usable again once opened."""
    base, _ = api
    request = AiohttpRequest()
    assert await request.post(f"{base}{TOKEN}/getMe") == RESULTS["getMe"]
    await request.shutdown()
    with pytest.raises(RuntimeError):
        await request.do_request(f"{base}{TOKEN}/getMe", "POST")
    await request.initialize()
    assert await request.post(f"{base}{TOKEN}/getMe") == RESULTS["getMe"]
    await request.shutdown()


async def test_a_proxy_named_by_the_environment_is_used(
    api: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """HTTP_PROXY carries the request (as httpx would); NO_PROXY exempts a server."""
    base, seen = api
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # nothing listens: the proxy is tried
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    request = AiohttpRequest()
    with pytest.raises(NetworkError):
        await request.post(f"{base}{TOKEN}/getMe")
    await request.shutdown()
    monkeypatch.setenv("NO_PROXY", "127.0.0.1")
    exempt = AiohttpRequest()
    assert await exempt.post(f"{base}{TOKEN}/getMe") == RESULTS["getMe"]
    await exempt.shutdown()
    assert len(seen) == 1
