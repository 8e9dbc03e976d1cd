"""A handler decides and the outbox speaks: no handler (nor chat fact) calls the Bot API itself.

Read from the source: every attribute named like a Bot API method of python-telegram-bot (a
coroutine of `Bot`, or a shortcut of `Message`, `CallbackQuery`, `InlineQuery`, `Chat`,
`User` that calls it: `send_message`, `reply_text`, `answer`, `get_chat_member`, …) is
flagged, whatever object it is taken from. A new Bot API call goes to `tgbot/outbox/`.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest
import telegram

from tests.imports import ROOT

#: Where no Bot API call may be made: what an update does, and the facts about chats.
NO_BOT_API = ("tgbot/handlers", "tgbot/chat")
#: What names the phase of a game: a handler reads the view fsm answered (`in_lobby`, `racing`).
PHASE_NAMES = {"Phase", "TURN", "ENDED", "ROLLING", "phase_of"}


def bot_api_methods() -> frozenset[str]:
    """The names of PTB's Bot API methods and of the shortcuts on its objects that call them."""
    classes = (
        telegram.Bot,
        telegram.Message,
        telegram.CallbackQuery,
        telegram.InlineQuery,
        telegram.Chat,
        telegram.ChatFullInfo,
        telegram.User,
    )
    return frozenset(
        name
        for cls in classes
        for name, _ in inspect.getmembers(cls, inspect.iscoroutinefunction)
        if not name.startswith("_")
    )


def sources(folder: str) -> list[Path]:
    """The Python files of one folder of the project."""
    return sorted((ROOT / folder).rglob("*.py"))


def bot_api_uses(source: str, where: str, methods: frozenset[str]) -> list[tuple[str, str]]:
    """(method, `where:line: expression`) for each Bot API method named in a module's source."""
    tree = ast.parse(source)
    named = [n for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr in methods]
    named.sort(key=lambda n: (n.lineno, n.col_offset))
    return [(node.attr, f"{where}:{node.lineno}: {ast.unparse(node)}") for node in named]


def uses_in(folder: str) -> list[tuple[str, str, str]]:
    """(file, method, `file:line: expression`) for each Bot API method named under `folder`."""
    methods = bot_api_methods()
    found = []
    for path in sources(folder):
        where = str(path.relative_to(ROOT))
        uses = bot_api_uses(path.read_text(encoding="utf-8"), where, methods)
        found += [(where, method, use) for method, use in uses]
    return found


def phase_uses(path: Path) -> list[str]:
    """`file:line: expression` for each place the file names or reads a game's phase."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    where = path.relative_to(ROOT)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            found += [
                f"{where}:{node.lineno}: import {a.name}"
                for a in node.names
                if a.name in PHASE_NAMES
            ]
        elif isinstance(node, ast.Attribute) and node.attr == "phase":
            found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_method_list_is_ptbs() -> None:
    """The list holds the calls the handlers used to make, and none of the store's verbs."""
    methods = bot_api_methods()
    assert {
        "send_message",
        "reply_text",
        "answer",
        "edit_message_text",
        "delete_message",
    } <= methods
    assert {"get_chat", "get_chat_member", "send_dice", "edit_message_reply_markup"} <= methods
    assert not {"act", "fetch", "load", "keep", "set_user", "recent"} & methods


@pytest.mark.parametrize("folder", NO_BOT_API)
def test_no_bot_api_call_outside_the_outbox(folder: str) -> None:
    """Handlers and chat facts send, edit, delete, answer and ask nothing themselves."""
    found = [use for _, _, use in uses_in(folder)]
    assert not found, "Bot API calls belong in tgbot/outbox/:\n" + "\n".join(found)


def test_the_check_finds_each_way_of_calling() -> None:
    """A reply, a toast, a send through the context's bot and a method kept for later are all
    caught; the store's verbs are not."""
    source = (
        "async def f(update, context, query):\n"
        "    await update.effective_message.reply_text('x')\n"
        "    await query.answer()\n"
        "    await context.bot.send_message(1, 'x')\n"
        "    later = context.bot.get_chat_member\n"
        "    await context.bot_data.games.act(1, 2)\n"
    )
    found = bot_api_uses(source, "probe.py", bot_api_methods())
    assert [use.split(": ")[0] for _, use in found] == [f"probe.py:{n}" for n in (2, 3, 4, 5)]


def test_handlers_compute_no_phase() -> None:
    """A handler reads fsm's view (`in_lobby`, `racing`); it never names or reads the phase."""
    found = [use for path in sources("tgbot/handlers") for use in phase_uses(path)]
    assert not found, "read the view fsm answered instead:\n" + "\n".join(found)


#: The service's commands and what fires them from the chat side.
GAME_COMMANDS = {"act", "abandon", "open_lobby", "wake_due", "move_chat"}


def command_uses(path: Path) -> list[str]:
    """`file:line: expression` for each game command the file calls or names."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    where = path.relative_to(ROOT)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in GAME_COMMANDS:
            found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Name) and node.id in GAME_COMMANDS:
            found.append(f"{where}:{node.lineno}: {node.id}")
    return found


def test_the_outbox_fires_no_game_command() -> None:
    """Showing never plays: a topic or inline message found gone is told to the handlers
    (`state.place_gone`), who end the game (`handlers.topics.end_where_gone`)."""
    found = [use for path in sources("tgbot/outbox") for use in command_uses(path)]
    assert not found, "game commands belong in tgbot/handlers/:\n" + "\n".join(found)
    probe = ROOT / "tgbot/handlers/topics.py"
    assert any("abandon" in use for use in command_uses(probe)), "the check finds nothing"
