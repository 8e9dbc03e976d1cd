"""The ending is a moment: the winning turn on the board, then a message of its own; /history."""

from __future__ import annotations

import asyncio
from functools import partial

import pytest

from engine import Field12, Settings, Won
from fsm import Place
from fsm.session import Session, from_doc
from fsm.store.stores import Stores
from i18n import field_line, t
from robinson.harness.testing import (
    ScriptedDice,
    buttons,
    confirmed,
    play_turn,
    spaced,
    start_solo,
    start_table,
)
from sandbox import BotApiDouble
from sandbox.model import SimChat
from sandbox.people import Person
from tgbot.chat.callbacks import Callback, Op
from tgbot.render.common import seat_names, unwidowed
from tgbot.render.menus import solo_view

SIXES = [6, 6, 5, *([6] * 40)]


async def play_out(
    double: BotApiDouble, store: Stores, chat: SimChat, people: dict[int, Person]
) -> None:
    """Play the game in `chat` to its end, first button every time."""
    for _ in range(200):
        if await store.games.load(chat.id) is None:
            return
        await play_turn(double, store, chat, people)
    raise AssertionError("the game did not end")


async def started_game(store: Stores, chat_id: int, timeout: float = 5.0) -> Session:
    """Wait until the chat has a game past its lobby (Play again saves a lobby, then starts it)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        stored = await store.games.load(chat_id)
        session = Session(from_doc(stored.doc)) if stored is not None else None
        if session is not None and session.phase.value != "lobby":
            return session
        if loop.time() > deadline:
            raise AssertionError("the game stayed in its lobby")
        await asyncio.sleep(0.05)


def transcript(chat: SimChat) -> str:
    """Every bot message of the chat as players see it now."""
    return "\n=====\n".join(
        f"{m.text}\n{buttons(m)}" for m in chat.bot_messages() if m.text is not None
    )


@pytest.mark.parametrize("lang", ["en", "da"])
async def test_group_ending_message(double, lang, ana, boris, group, store, bot) -> None:
    """The live message keeps the winning turn, its result (the pot won, the half handed on)
    left to the ending (play-test 25: both told them, back to back); a new message mentions
    the players and offers Play again, the rules and the game's dice in the private chat; no
    shell command anywhere; /history folds the logs away (and while the first game runs, says
    it is listed once it ends: play-test 5)."""
    async with bot(dice=SIXES):
        live = await start_table(double, group, ana, boris, lang=lang)
        await boris.send(group, "/history")  # none ended yet: not "start one with /new"
        assert (await double.next_bot_message(group)).text == t(lang, "history-none-running")
        await play_out(double, store, group, {ana.id: ana, boris.id: boris})
        ending = group.last_bot_message()
        assert ending is not None and ending.message_id > live.message_id
        print(transcript(group))
        assert live.text is not None and "→ 45" in spaced(live.text) and not buttons(live)
        assert (ending.text or "").startswith(t(lang, "end-title"))
        [archived] = await store.history.recent(group.id, 1)
        won = next(e for e in from_doc(archived).last_events if isinstance(e, Won))
        said = {"pot": won.pot, "winner": "Ana", "chips": won.pot // 2}
        result = [
            t(lang, "ev-won", name="Ana", **said),
            t(lang, "ev-shared-nearest", name="Boris", **said),
        ]
        assert not any(spaced(line) in spaced(live.text) for line in result), live.text
        winner = t(lang, "end-winner", name="Ana", round=7, pot=won.pot)
        assert spaced(winner) in spaced(ending.text or "")
        mentioned = {e.get("url") or e.get("user", {}).get("id") for e in ending.entities}
        assert mentioned & {f"tg://user?id={ana.id}", ana.id}, ending.entities
        assert buttons(ending) == [
            t(lang, "btn-play-again"),
            t(lang, "btn-rules"),
            t(lang, "btn-history-logs"),
        ]
        rules, logs_link = [b.url for row in ending.keyboard for b in row if b.url]
        fever = "s" if lang == "en" else "e"  # R16: the edition's rule on 12, with 30 and 10
        assert rules == f"https://t.me/{double.bot.username}?start=rules_{fever}30a10"
        assert logs_link == f"https://t.me/{double.bot.username}?start=history_{group.id}"
        assert all("robinson-bot" not in (m.text or "") for m in group.bot_messages())
        await boris.send(group, "/history")
        history = await double.next_bot_message(group)
        assert history.text is not None and history.text.startswith(t(lang, "history-title"))
        assert "robinson-bot" not in history.text and "🔀" not in history.text  # games only
        link = history.keyboard[0][0]
        assert link.text == t(lang, "btn-history-logs")
        assert link.url == f"https://t.me/{double.bot.username}?start=history_{group.id}"
        await boris.send(double.private_chat(boris), f"/start history_{group.id}")
        logs = await double.next_bot_message(double.private_chat(boris))
        # the command on a line of its own, not broken after the words before it (play-test 10)
        assert "\nrobinson-bot replay --players 2" in (logs.text or "")
        kinds = {e["type"] for e in logs.entities}
        assert "expandable_blockquote" in kinds, kinds
        await ana.send(double.private_chat(ana), "/start rules")
        book = await double.next_bot_message(double.private_chat(ana))
        assert (book.text or "").startswith(f"📜 {t(lang, 'rules-title')}")
        assert t(lang, "rules-edition-title") in (book.text or "")


async def test_the_ending_s_rule_book_tells_that_game_s_rules(double, store, bot) -> None:
    """R16: the ending's 📜 opens the rule book with the game's own settings, not those of
    the private chat's games or language (play-test 25: an Estonian group's game, where 12
    rolls again, opened a Bulgarian book saying 12 misses a turn, under 'this game's
    settings'); its parts' buttons keep them (the fields' 12 too)."""
    ana, boris = double.user("Ana", language_code="bg"), double.user("Boris", language_code="et")
    group = double.group("Saar", members=[ana, boris], admins=[ana])
    await store.prefs.set_chat_language(group.id, "et")
    private = double.private_chat(ana)
    async with bot(dice=SIXES):
        await start_table(double, group, ana, boris, lang="et")
        await play_out(double, store, group, {ana.id: ana, boris.id: boris})
        ending = group.last_bot_message()
        assert ending is not None
        [link] = [b.url for row in ending.keyboard for b in row if b.url and "rules" in b.url]
        payload = link.partition("?start=")[2]
        assert payload == "rules_e30a10", link
        await ana.send(private, f"/start {payload}")
        book = await double.next_bot_message(private)
        extra, skip = (t("bg", f"rules-setting-field12-{k}") for k in ("extra", "skip"))
        text = (book.text or "").replace("\u00a0", " ")
        assert extra.replace("\u00a0", " ") in text and skip.replace("\u00a0", " ") not in text
        await ana.press(book, text=t("bg", "btn-rules-fields"))
        await double.settled()
        fields = "\n".join(m.text or "" for m in private.bot_messages()[1:]).replace("\u00a0", " ")
        rolls, misses = (field_line(12, "bg", Settings(rule)).splitlines()[-1].strip()
                         for rule in (Field12.EXTRA_ROLL, Field12.SKIP))  # fmt: skip
        assert rolls in fields and misses not in fields, fields
        await ana.send(private, "/start rules")  # no game's settings: the chat's language's
        plain = await double.next_bot_message(private)
        assert skip.replace("\u00a0", " ") in (plain.text or "").replace("\u00a0", " ")


@pytest.mark.parametrize("lang", ["et", "vi"])
async def test_a_solo_ending_shows_its_dice_at_a_tap(double, lang, store, bot, robin) -> None:
    """The end is a moment (UX): under a private game's ending, 🎲 answers with that game's
    dice, choices, `replay` command and its seats folded in a quote, as /history tells them
    (play-test 73: '--leaves 1@15' named nobody), and goes
    (play-test 5: a second press posted them again); a press
    for a game no longer among the chat's last is old; the button's data in a group (forged:
    it never shows there) gets a refusal and no command; 🤖 Play against the computer opens
    the menu of opponents under it (play-test 57: only /cancel and /start led there)."""
    chat = double.private_chat(robin)
    async with bot(dice=ScriptedDice(list(SIXES))):
        await start_solo(double, chat, robin, 2, t(lang, "btn-bot-optimal"))
        await play_out(double, store, chat, {robin.id: robin})
        ending = chat.last_bot_message()
        assert ending is not None and buttons(ending)[-1] == t(lang, "btn-game-log")
        await robin.press(ending, text=t(lang, "btn-game-log"))
        logs = await double.next_bot_message(chat)
        [played] = await store.history.recent(Place(chat.id))
        dice = " ".join(map(str, from_doc(played).dice_log))
        told = unwidowed(t(lang, "end-dice-log", dice=dice))  # the last die held (pt 50)
        assert told.endswith(f"\u00a0{from_doc(played).dice_log[-1]}")
        assert "robinson-bot replay --players 3 --dice 6,6,5" in (logs.text or "")
        names = seat_names(from_doc(played), lang, full=True)  # the command's seats (pt 73)
        seats = " · ".join(f"{seat}\u00a0{name}" for seat, name in enumerate(names))
        assert (logs.text or "").endswith(t(lang, "end-replay-seats", seats=seats))
        assert f"0\u00a0{robin.first_name}" in seats, seats
        assert "expandable_blockquote" in {e["type"] for e in logs.entities}
        assert (logs.text or "").startswith(told)  # nothing else before
        await double.settled()
        shown = [t(lang, "btn-play-again"), t(lang, "btn-rules"), t(lang, "btn-play-computer")]
        assert buttons(ending) == shown  # its dice shown; other opponents a tap away (pt 57)
        await robin.press(ending, text=t(lang, "btn-play-computer"))
        menu = await double.next_bot_message(chat)
        assert menu.text == solo_view(lang).text and not ending.deleted
        old = Callback(Op.GAME_LOG, "g0ne").encode()
        await robin.press_data(ending, old)
        await double.settled()
        assert robin.last_toast is not None
        assert robin.last_toast.text == t(lang, "toast-old-game")
        group = double.group("Logs", members=[robin], admins=[robin])
        await robin.send(group, "/history")
        await double.settled()
        sent = double.count("sendMessage", group)
        history = group.last_bot_message()
        assert history is not None
        await robin.press_data(history, Callback(Op.GAME_LOG, "g0ne").encode())
        await double.settled()
        assert robin.last_toast.text == t(lang, "toast-unknown-button")
        assert double.count("sendMessage", group) == sent


@pytest.mark.parametrize("lang", ["en", "bg"])
async def test_solo_play_again_starts_at_once(double, lang, store, bot, robin) -> None:
    """In a private chat Play again starts the same solo game right away."""
    chat = double.private_chat(robin)
    async with bot(dice=ScriptedDice(list(SIXES) * 2)):
        await start_solo(double, chat, robin, 2, t(lang, "btn-bot-optimal"))
        await play_out(double, store, chat, {robin.id: robin})
        ending = chat.last_bot_message()
        assert ending is not None and buttons(ending)[0] == t(lang, "btn-play-again")
        await robin.press(ending, text=t(lang, "btn-play-again"))
        session = await started_game(store, chat.id)
        assert session.data.engine is not None
        assert len(session.data.seats) == 3
        assert all(s.policy == "optimal" for s in session.data.seats[1:])
        print(transcript(chat))


async def test_play_again_keeps_the_youngest(double, ana, boris, group, store, bot) -> None:
    """R3: Boris claimed to be the youngest; Play again, pressed by Ana, opens a lobby where
    he is still the cashier (first on the list and marked so), and he rolls first again."""
    async with bot(dice=SIXES):
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        await boris.press(lobby, text=t("en", "btn-join"))
        await boris.press(lobby, text=t("en", "btn-youngest"))
        await double.settled()
        await ana.press(lobby, text=t("en", "btn-start"))
        await double.settled()
        await play_out(double, store, group, {ana.id: ana, boris.id: boris})
        ending = group.last_bot_message()
        assert ending is not None
        await ana.press(ending, text=t("en", "btn-play-again"))
        await double.settled()
        again = group.last_bot_message()
        assert again is not None and again.text is not None
        cashier = partial(t, "en", "lobby-player-cashier")  # its '·' held to what follows
        assert cashier(index=1, name="Boris").replace(" · ", " ·\u00a0") in again.text
        assert "Ana" in again.text and "2. Ana ·" not in again.text
        await ana.press(again, text=t("en", "btn-start"))
        session = await started_game(store, group.id)
        assert session.data.seats[0].user_id == boris.id and session.engine.current == 0


async def test_play_again_leaves_out_who_left(double, ana, boris, store, bot) -> None:
    """Chi left the game (or was removed, away): Play again, pressed by Ana, seats Ana and
    Boris only (play-test 12, finding 3: the removed player was seated again)."""
    chi = double.user("Chi")
    group = double.group("Cove", members=[ana, boris, chi], admins=[ana])
    async with bot(dice=SIXES):
        await start_table(double, group, ana, boris, chi)
        await confirmed(double, chi, group, "/leave")
        await play_out(double, store, group, {ana.id: ana, boris.id: boris})
        ending = group.last_bot_message()
        assert ending is not None
        await ana.press(ending, text=t("en", "btn-play-again"))
        await double.settled()
        lobby = await store.games.load(group.id)
        assert lobby is not None
        seated = {seat.user_id for seat in from_doc(lobby.doc).seats}
        assert seated == {ana.id, boris.id}, seated
