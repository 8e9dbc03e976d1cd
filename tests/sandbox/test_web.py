"""The playground page's server: state per viewer, actions, live events, files and snapshots."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from aiohttp import web
from telegram import (
    Bot,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InlineQueryResultArticle,
    InputTextMessageContent,
)

from sandbox import BotApiDouble
from sandbox.model import SimChat
from sandbox.people import Person
from sandbox.web import build_web_app, load_world, save_world, seed_cast
from sandbox.web.snapshot import world_doc

PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x02\x00\x00\x00\x03\x08\x02\x00\x00\x00"
    b"\x00\x00\x00\x00IEND\xaeB`\x82"
)


class Page:
    """An HTTP client for the page's endpoints."""

    def __init__(self, session: aiohttp.ClientSession, url: str) -> None:
        self.session, self.url = session, url

    async def state(self, viewer: int | None = None, chat: int | None = None) -> Any:
        """GET /api/state."""
        query = f"viewer={viewer or ''}&chat={chat or ''}"
        async with self.session.get(f"{self.url}/api/state?{query}") as answer:
            return await answer.json()

    async def act(self, action: str, **body: Any) -> Any:
        """POST /api/<action>."""
        async with self.session.post(f"{self.url}/api/{action}", json=body) as answer:
            assert answer.status == 200
            return await answer.json()


@pytest.fixture
async def group(double: BotApiDouble) -> SimChat:
    """The playground's first cast and their group."""
    return seed_cast(double)


@pytest.fixture
async def page(double: BotApiDouble, group: SimChat) -> AsyncIterator[Page]:
    """The page's server on a free loopback port."""
    runner = web.AppRunner(build_web_app(double), shutdown_timeout=0.1)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    async with aiohttp.ClientSession() as session:
        yield Page(session, f"http://127.0.0.1:{port}")
    await double.world.queue.close()
    await runner.cleanup()


def person(double: BotApiDouble, name: str) -> int:
    """A cast member's id by first name."""
    return next(u.id for u in double.world.users.values() if u.first_name == name)


class TestState:
    """Each person sees their own chats only."""

    async def test_cast_and_chat_list(
        self, page: Page, double: BotApiDouble, group: SimChat
    ) -> None:
        """Four people; Ann sees the group, her chat with Mads (named after him, the bot not in
        it) and her own private chat, not Mads's; Kadri does not see Ann and Mads's chat."""
        ann, mads = person(double, "Ann"), person(double, "Mads")
        data = await page.state(ann, group.id)
        assert [p["name"] for p in data["people"]] == ["Ann", "Mads", "Kadri", "Linh"]
        friends = double.chat_between(double.world.users[ann], double.world.users[mads])
        assert [c["id"] for c in data["chats"]] == [group.id, friends.id, ann]
        assert [c["title"] for c in data["chats"]][1] == "Mads" and data["chats"][1]["between"]
        assert not data["chats"][1]["bot_present"]
        kadri = await page.state(person(double, "Kadri"), friends.id)
        assert friends.id not in [c["id"] for c in kadri["chats"]] and kadri["chat"] is None
        assert mads not in [c["id"] for c in data["chats"]]
        assert data["chat"]["title"] == "Robinson's island"
        assert len(data["chat"]["members"]) == 4
        assert (await page.state(ann, mads))["chat"] is None  # someone else's private chat

    async def test_bot_was_added_to_the_group(self, double: BotApiDouble, group: SimChat) -> None:
        """The bot learns of the cast's group through my_chat_member, as on Telegram."""
        update = double.pending_updates[-1]
        assert update["my_chat_member"]["chat"]["id"] == group.id
        assert update["my_chat_member"]["new_chat_member"]["status"] == "member"

    async def test_menu_follows_the_viewer_language(
        self, page: Page, double: BotApiDouble, bot: Bot, group: SimChat
    ) -> None:
        """The command menu is the one registered for the viewer's Telegram language."""
        await bot.set_my_commands([("new", "New game")])
        await bot.set_my_commands([("new", "Nyt spil")], language_code="da")
        ann, mads = person(double, "Ann"), person(double, "Mads")
        assert (await page.state(mads, group.id))["chat"]["commands"][0]["description"] == (
            "Nyt spil"
        )
        assert (await page.act("language", user=ann, lang="da"))["ok"]
        data = await page.state(ann, group.id)
        assert data["chat"]["commands"][0]["description"] == "Nyt spil"
        assert next(p for p in data["people"] if p["id"] == ann)["lang"] == "da"


class TestActions:
    """What the page asks for reaches the bot as Telegram updates."""

    async def test_send_text_and_dice(
        self, page: Page, double: BotApiDouble, group: SimChat
    ) -> None:
        """Text becomes a message update with command entities; a lone 🎲 becomes a dice."""
        ann = person(double, "Ann")
        assert (await page.act("send", user=ann, chat=group.id, text="/new"))["ok"]
        assert (await page.act("send", user=ann, chat=group.id, text="🎲"))["ok"]
        updates = [u["message"] for u in double.pending_updates if "message" in u]
        assert updates[0]["text"] == "/new" and updates[0]["entities"][0]["type"] == "bot_command"
        assert 1 <= updates[1]["dice"]["value"] <= 6

    async def test_forward_a_message_and_a_die(
        self, page: Page, double: BotApiDouble, group: SimChat
    ) -> None:
        """A message seen in one chat forwarded into another keeps its die and says whose it
        was (play-test 53: a forwarded 🎲 could not be tried); from a chat one is not in, or
        of no message, it is refused."""
        ann, mads = person(double, "Ann"), person(double, "Mads")
        assert (await page.act("send", user=mads, chat=mads, text="🎲"))["ok"]
        (die,) = [m for m in double.world.chats[mads].history.values() if m.dice]
        body = {"from": mads, "message": die.message_id, "chat": group.id}
        assert (await page.act("forward", user=mads, **body))["ok"]
        forwarded = double.pending_updates[-1]["message"]
        assert forwarded["dice"] == die.dice and forwarded["chat"]["id"] == group.id
        assert forwarded["forward_origin"]["sender_user"]["first_name"] == "Mads"
        refused = await page.act("forward", user=ann, **body)
        assert refused == {"ok": False, "error": "Ann is not in that chat"}
        gone = {**body, "message": 999}
        assert await page.act("forward", user=mads, **gone) == {
            "ok": False,
            "error": "that message is gone",
        }

    async def test_refusals_are_answers_not_errors(
        self, page: Page, double: BotApiDouble, group: SimChat
    ) -> None:
        """A stranger, an empty text or a missing button answer ok=false with a reason."""
        mads = person(double, "Mads")
        ann = person(double, "Ann")
        assert not (await page.act("send", user=mads, chat=ann, text="hi"))["ok"]
        assert not (await page.act("send", user=ann, chat=group.id, text=" "))["ok"]
        refused = await page.act("press", user=ann, chat=group.id, message=99, data="x")
        assert refused == {"ok": False, "error": "that message is gone"}
        assert not (await page.act("language", user=ann, lang="<script>"))["ok"]

    async def test_press_a_button(
        self, page: Page, double: BotApiDouble, bot: Bot, group: SimChat
    ) -> None:
        """A button on the bot's message becomes a callback query; a forged one is refused."""
        markup = InlineKeyboardMarkup([[InlineKeyboardButton("Join", callback_data="j")]])
        sent = await bot.send_message(group.id, "Lobby", reply_markup=markup)
        kadri = person(double, "Kadri")
        body = {"user": kadri, "chat": group.id, "message": sent.message_id}
        assert not (await page.act("press", **body, data="forged"))["ok"]
        assert (await page.act("press", **body, data="j"))["ok"]
        query = double.pending_updates[-1]["callback_query"]
        assert query["data"] == "j" and query["from"]["first_name"] == "Kadri"

    async def test_add_member_and_group(
        self, page: Page, double: BotApiDouble, group: SimChat
    ) -> None:
        """A new member joins the group; a new group gets the bot (my_chat_member)."""
        made = await page.act("person", name="Boris", lang="bg", group=group.id)
        assert group.members[made["id"]] == "member"
        ann = person(double, "Ann")
        new = await page.act("group", user=ann, title="Cove", members=[made["id"]])
        chat = double.world.chats[new["id"]]
        assert chat.title == "Cove" and set(chat.members) == {ann, made["id"]}
        assert double.pending_updates[-1]["my_chat_member"]["chat"]["id"] == chat.id
        data = await page.state(made["id"], chat.id)
        assert {c["title"] for c in data["chats"]} == {"Robinson's island", "Cove", "Robinson"}


class TestLive:
    """The page learns of changes through server-sent events."""

    async def test_event_after_a_bot_message(
        self, page: Page, double: BotApiDouble, bot: Bot, group: SimChat
    ) -> None:
        """A first event at once, another when the bot posts, none while nothing changes."""
        async with page.session.get(f"{page.url}/api/events") as stream:
            assert stream.headers["Content-Type"] == "text/event-stream"
            first = await asyncio.wait_for(stream.content.readline(), 5)
            assert first.startswith(b"data: ")
            await stream.content.readline()
            with pytest.raises(TimeoutError):
                await asyncio.wait_for(stream.content.readline(), 0.5)
            await bot.send_message(group.id, "Hello")
            second = await asyncio.wait_for(stream.content.readline(), 5)
            assert second.startswith(b"data: ") and second != first


class TestSettled:
    """A test asks the server whether the bot is done, instead of waiting out a quiet window."""

    async def test_settled_waits_for_the_watched_bot(
        self, page: Page, double: BotApiDouble, bot: Bot, group: SimChat
    ) -> None:
        """While the bot's probe reports work the answer waits; then it names the new version."""
        fetched = await bot.get_updates(timeout=0)  # the cast's updates, confirmed below
        await bot.get_updates(offset=fetched[-1].update_id + 1, timeout=0)
        busy = asyncio.Event()
        busy.set()
        unwatch = double.watch(lambda since: busy.is_set())
        try:
            answer = asyncio.create_task(page.session.get(f"{page.url}/api/settled?timeout=5"))
            await asyncio.sleep(0.2)
            assert not answer.done(), "answered while the bot was busy"
            await bot.send_message(group.id, "Done")
            busy.clear()
            async with await asyncio.wait_for(answer, 5) as response:
                data = await response.json()
        finally:
            unwatch()
        assert data == {"ok": True, "version": (await page.state())["version"]}

    async def test_settled_refuses_a_bad_timeout_and_reports_one_that_ran_out(
        self, page: Page, double: BotApiDouble
    ) -> None:
        """A timeout that is no number of seconds is refused; a bot busy throughout gets 504."""
        for bad in ("soon", "-1", "nan", "3600"):
            async with page.session.get(f"{page.url}/api/settled?timeout={bad}") as response:
                assert response.status == 400, bad
        unwatch = double.watch(lambda since: True)
        try:
            async with page.session.get(f"{page.url}/api/settled?timeout=0.2") as response:
                assert response.status == 504
                assert (await response.json())["ok"] is False
        finally:
            unwatch()


class TestFilesAndPage:
    """Photos the bot sent are shown; the page's files are served, nothing else."""

    async def test_photo(self, page: Page, double: BotApiDouble, bot: Bot, group: SimChat) -> None:
        """A sendPhoto's image is downloadable under the URL the state names."""
        await bot.send_photo(group.id, PNG, caption="Board")
        message = (await page.state(person(double, "Ann"), group.id))["chat"]["messages"][-1]
        assert message["caption"] == "Board" and message["photo"]["width"] == 2
        async with page.session.get(page.url + message["photo"]["url"]) as answer:
            assert answer.content_type == "image/png" and await answer.read() == PNG

    async def test_static_files(self, page: Page) -> None:
        """The page and its script are served; paths outside the folder are not."""
        async with page.session.get(page.url + "/") as answer:
            assert "Robinson playground" in await answer.text()
        async with page.session.get(page.url + "/static/app.js") as answer:
            assert answer.content_type == "text/javascript"
        for path in ("/static/..%2Froutes.py", "/static/nothing.js", "/api/file/none"):
            async with page.session.get(page.url + path) as answer:
                assert answer.status == 404, path


class TestInline:
    """@bot typed in a chat of the page: the query, the bot's answer, the result posted."""

    async def test_type_answer_choose_press(
        self, page: Page, double: BotApiDouble, bot: Bot, group: SimChat
    ) -> None:
        """Ann types @bot in her chat with Mads; the answer shows; her pick is posted via the
        bot and its button sends a press with inline_message_id; Kadri may not type there."""
        ann, mads, kadri = (person(double, n) for n in ("Ann", "Mads", "Kadri"))
        friends = double.chat_between(double.world.users[ann], double.world.users[mads])
        asked = await page.act("inline", user=ann, chat=friends.id, query="go")
        assert asked["ok"]
        refused = await page.act("inline", user=kadri, chat=friends.id, query="")
        assert not refused["ok"] and "not in that chat" in refused["error"]
        updates = await bot.get_updates()
        query = updates[-1].inline_query
        assert query is not None and query.query == "go" and query.chat_type == "private"
        markup = InlineKeyboardMarkup([[InlineKeyboardButton("Join", callback_data="j")]])
        result = InlineQueryResultArticle(
            "new",
            "New game",
            InputTextMessageContent("Lobby"),
            reply_markup=markup,
            description="Play here",
        )
        await bot.answer_inline_query(query.id, [result])
        shown = (await page.state(ann, friends.id))["inline"]
        assert shown["answered"] and shown["results"][0]["description"] == "Play here"
        assert (await page.state(mads, friends.id))["inline"] is None  # only the typist's
        posted = await page.act("choose", user=ann, query=shown["id"], result="new")
        assert posted["ok"]
        message = (await page.state(mads, friends.id))["chat"]["messages"][-1]
        assert message["via"] == double.bot.username and message["text"] == "Lobby"
        pressed = await page.act(
            "press", user=mads, chat=friends.id, message=message["id"], data="j"
        )
        assert pressed["ok"]
        press = (await bot.get_updates(offset=updates[-1].update_id + 1))[-1].callback_query
        assert press is not None and press.inline_message_id and press.message is None


class TestSnapshot:
    """The chats survive a restart of the playground."""

    async def test_round_trip(
        self, double: BotApiDouble, bot: Bot, group: SimChat, tmp_path: Path
    ) -> None:
        """Save, load into a fresh world: the same people, chats, messages, photos, counters."""
        markup = InlineKeyboardMarkup([[InlineKeyboardButton("Join", callback_data="j")]])
        sent = await bot.send_message(group.id, "<b>Lobby</b>", "HTML", reply_markup=markup)
        await bot.edit_message_text(
            "<b>Lobby</b> 2", chat_id=group.id, message_id=sent.message_id, parse_mode="HTML"
        )
        await bot.send_photo(group.id, PNG)
        ann = next(u for u in double.world.users.values() if u.first_name == "Ann")
        mads = next(u for u in double.world.users.values() if u.first_name == "Mads")
        asked = await Person(double.world, ann).type_inline(double.chat_between(ann, mads))
        query = (await bot.get_updates())[-1].inline_query
        assert query is not None
        lobby = InputTextMessageContent("Lobby")
        await bot.answer_inline_query(query.id, [InlineQueryResultArticle("a", "A", lobby, markup)])
        posted = await Person(double.world, ann).choose_inline(asked, "a")
        path = tmp_path / "chats.json"
        save_world(double.world, path)
        fresh = BotApiDouble(seed=1)
        assert load_world(fresh.world, path)
        assert json.dumps(world_doc(fresh.world)) == json.dumps(world_doc(double.world))
        assert posted.inline_message_id is not None  # its buttons still press after a restart
        restored = fresh.world.inline_messages[posted.inline_message_id]
        assert restored.via_bot is fresh.world.bot and restored.chat.between == posted.chat.between
        assert fresh.world.queue.next_id == double.world.queue.next_id
        assert not load_world(BotApiDouble().world, tmp_path / "absent.json")
