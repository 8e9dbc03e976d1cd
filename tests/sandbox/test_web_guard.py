"""The playground's server obeys only its own page: Host, Origin, JSON; bad input is a 400."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import pytest
from aiohttp import web

from sandbox import BotApiDouble
from sandbox.web import build_web_app, seed_cast


@dataclass
class Server:
    """The page's server on a free loopback port, and a client session."""

    session: aiohttp.ClientSession
    port: int
    double: BotApiDouble

    @property
    def url(self) -> str:
        """Its address."""
        return f"http://127.0.0.1:{self.port}"

    async def post(self, action: str, data: bytes | str, **headers: str) -> tuple[int, Any]:
        """POST raw `data` to /api/<action>; the status and the JSON answer."""
        headers.setdefault("Content-Type", "application/json")
        async with self.session.post(
            f"{self.url}/api/{action}", data=data, headers=headers
        ) as answer:
            return answer.status, await answer.json(content_type=None)

    async def get(self, path: str, **headers: str) -> int:
        """GET `path`; the status."""
        async with self.session.get(self.url + path, headers=headers) as answer:
            return answer.status

    def languages(self) -> dict[str, str]:
        """Everyone's Telegram language: what a forged action would change."""
        return {u.first_name: u.language_code for u in self.double.world.users.values()}


@pytest.fixture
async def server(double: BotApiDouble) -> AsyncIterator[Server]:
    """The cast and the page's server."""
    seed_cast(double)
    runner = web.AppRunner(build_web_app(double), shutdown_timeout=0.1)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    async with aiohttp.ClientSession() as session:
        yield Server(session, runner.addresses[0][1], double)
    await double.world.queue.close()
    await runner.cleanup()


def kadri(server: Server) -> str:
    """Kadri's language change as a JSON body, to any language."""
    (kid,) = [u.id for u in server.double.world.users.values() if u.first_name == "Kadri"]
    return json.dumps({"user": kid, "lang": "xx"})


class TestOnlyItsOwnPage:
    """What another site's page, or a rebound host name, sends is refused and changes nothing."""

    async def test_a_foreign_host_name_is_refused(self, server: Server) -> None:
        """DNS rebinding: the right socket, another name in Host: 403, for reads as well."""
        for host in ("attacker.example", f"attacker.example:{server.port}", "127.0.0.1:1"):
            assert await server.get("/api/state", Host=host) == 403, host
            assert await server.get("/", Host=host) == 403, host
        for own in (f"127.0.0.1:{server.port}", f"localhost:{server.port}"):
            assert await server.get("/api/state", Host=own) == 200, own

    async def test_another_origin_changes_nothing(self, server: Server) -> None:
        """Origin of another port, host or scheme, or null: 403; the page's own origin works."""
        before = server.languages()
        for origin in (
            "http://localhost:18999",
            f"http://attacker.example:{server.port}",
            f"https://127.0.0.1:{server.port}",
            "null",
        ):
            status, answer = await server.post("language", kadri(server), Origin=origin)
            assert (status, answer["ok"]) == (403, False), origin
        assert server.languages() == before
        status, answer = await server.post(
            "language", kadri(server), Origin=f"http://localhost:{server.port}"
        )
        assert (status, answer) == (200, {"ok": True})
        assert server.languages()["Kadri"] == "xx"

    async def test_only_json_bodies_drive_it(self, server: Server) -> None:
        """text/plain, a form or no type (what needs no CORS preflight): 415, nothing changes."""
        before = server.languages()
        for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data"):
            status, answer = await server.post("language", kadri(server), **{"Content-Type": kind})
            assert (status, answer["ok"]) == (415, False), kind
        assert server.languages() == before


class TestMalformedInput:
    """Input no page of ours sends is a 400 with a reason, never a 500."""

    @pytest.mark.parametrize(
        "body",
        [
            "[" * 30000,
            '{"user": 1, "chat": 1, "message": 1e400, "data": "x"}',
            '{"user": NaN}',
            '{"user": -Infinity}',
            "1" * 5000,
            "[]",
            "",
            b"\xff\xfe{",
        ],
        ids=["deep", "1e400", "NaN", "-Infinity", "5000 digits", "a list", "empty", "not utf-8"],
    )
    async def test_a_body_that_is_no_json_object(self, server: Server, body: str | bytes) -> None:
        """Each answers 400 ok=false."""
        status, answer = await server.post("press", body)
        assert status == 400 and answer["ok"] is False and answer["error"], answer

    @pytest.mark.parametrize("query", ["viewer=%C2%B2", "chat=%D9%A3", "viewer=1.5", "chat=--1"])
    async def test_a_query_number_that_is_none(self, server: Server, query: str) -> None:
        """Digits that are not ASCII digits, fractions, doubled signs: 400."""
        assert await server.get(f"/api/state?{query}") == 400

    async def test_empty_numbers_still_mean_nobody(self, server: Server) -> None:
        """The page's own ``viewer=&chat=`` (nobody picked yet) is still answered."""
        assert await server.get("/api/state?viewer=&chat=") == 200
