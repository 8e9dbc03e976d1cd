"""Raw wire format: JSON bodies, form bodies and the exact error shapes."""

from __future__ import annotations

import json

import aiohttp

from sandbox import BotApiDouble


async def test_json_and_form_bodies(double: BotApiDouble) -> None:
    """sendMessage accepts a JSON body with nested markup and a form body with a JSON string."""
    chat = double.private_chat(double.user("Alice"))
    url = f"{double.base_url}{double.token}/sendMessage"
    markup = {"inline_keyboard": [[{"text": "Go", "callback_data": "go"}]]}
    async with aiohttp.ClientSession() as session:
        async with session.post(
            url, json={"chat_id": chat.id, "text": "json", "reply_markup": markup}
        ) as resp:
            sent = await resp.json()
        form = {"chat_id": str(chat.id), "text": "form", "reply_markup": json.dumps(markup)}
        async with session.post(url, data=form) as resp:
            formed = await resp.json()
    assert sent["ok"] and sent["result"]["reply_markup"] == markup
    assert formed["result"]["from"]["id"] == double.bot.id
    assert [m.buttons() for m in chat.messages()] == [[[("Go", "go")]], [[("Go", "go")]]]


async def test_error_shapes(double: BotApiDouble) -> None:
    """Errors carry ok=false, error_code, description and, for floods, retry_after."""
    chat = double.private_chat(double.user("Alice"))
    double.set_flood(True)
    url = f"{double.base_url}{double.token}/sendMessage"
    async with aiohttp.ClientSession() as session:
        async with session.post(url, json={"chat_id": chat.id, "text": "a"}) as resp:
            assert resp.status == 200
        async with session.post(url, json={"chat_id": chat.id, "text": "b"}) as resp:
            flood = (resp.status, await resp.json())
        async with session.post(url, json={"chat_id": 1, "text": "c"}) as resp:
            missing = (resp.status, await resp.json())
        async with session.post(f"{double.base_url}0:bad/getMe") as resp:
            unauthorized = (resp.status, await resp.json())
    assert flood == (
        429,
        {
            "ok": False,
            "error_code": 429,
            "description": "Too Many Requests: retry after 1",
            "parameters": {"retry_after": 1},
        },
    )
    assert missing == (
        400,
        {"ok": False, "error_code": 400, "description": "Bad Request: chat not found"},
    )
    assert unauthorized == (401, {"ok": False, "error_code": 401, "description": "Unauthorized"})
