"""Hints point at what is there: "press Join above" only where a lobby waits for that person;
during a game an old Play again, the welcome's New game and /new say a game is running and bring
its board down (group and solo); an unseated Roll is "not in this game"; a seated person's join
link names their game — each in English and another language."""

from __future__ import annotations

import pytest

from fsm.machine import Phase
from fsm.store.stores import Stores
from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    buttons,
    chat_message,
    confirmed,
    live_session,
    messages_of,
    roll_data,
    start_solo,
    start_table,
    welcomed,
)
from sandbox.model import SimChat, StoredMessage
from tests.e2e.test_ending import SIXES, play_out, started_game


async def board_at_bottom(store: Stores, chat: SimChat) -> StoredMessage:
    """The game's live message, which must be the chat's last bot message."""
    session = await live_session(store, chat.id)
    last = chat.last_bot_message()
    assert last is not None and (await messages_of(store, session)).live == last.message_id
    return last


@pytest.mark.parametrize("lang", ["en", "da"])
async def test_group_hints_point_at_the_lobby_or_the_running_game(double, lang, store, bot) -> None:
    """Ana and Boris play a game; Ana's Play again opens a lobby. In it, Boris's old Play again:
    "you're already at the table"; Chi's 🏝 New game: "press Join", the lobby brought down.
    Once it runs, both buttons and Chi's /new: "a game is running", the board brought down;
    Chi's Roll: "you are not in this game"."""
    ana, boris, chi = (double.user(n, language_code=lang) for n in ("Ana", "Boris", "Chi"))
    group = double.group("Reef", members=[ana, boris, chi], creator=ana)
    async with bot(dice=ScriptedDice(list(SIXES) * 3)):
        welcome = await welcomed(double, group, ana)
        await start_table(double, group, ana, boris, lang=lang)
        await play_out(double, store, group, {ana.id: ana, boris.id: boris})
        ending = group.last_bot_message()
        assert ending is not None
        await ana.press(ending, text=t(lang, "btn-play-again"))
        await double.settled()
        lobby = await board_at_bottom(store, group)
        await boris.press(ending, text=t(lang, "btn-play-again"))
        await double.settled()
        assert boris.last_toast is not None
        assert boris.last_toast.text == t(lang, "lobby-already-seated", button=t(lang, "btn-start"))
        await chi.press(welcome, text=t(lang, "btn-new-game"))
        await double.settled()
        assert chi.last_toast is not None  # the lobby comes down below: "below" (play-test 17)
        assert chi.last_toast.text == t(lang, "lobby-exists-below", button=t(lang, "btn-join"))
        assert lobby.deleted, "the lobby was not brought down below the welcome"
        lobby = await board_at_bottom(store, group)
        assert t(lang, "btn-join") in buttons(lobby)
        await ana.press(lobby, text=t(lang, "btn-start"))
        await double.settled()
        assert (await live_session(store, group.id)).phase is not Phase.LOBBY
        running = t(lang, "lobby-game-running")
        for person, message, label in (
            (boris, ending, "btn-play-again"),
            (chi, welcome, "btn-new-game"),
        ):
            session = await live_session(store, group.id)
            before = chat_message(group, (await messages_of(store, session)).live)
            await chi.send(group, "👋")  # chatter: the board is no longer at the bottom
            await person.press(message, text=t(lang, label))
            await double.settled()
            assert person.last_toast is not None and person.last_toast.text == running
            assert before.deleted and (await board_at_bottom(store, group)) is not before
        await chi.send(group, "/new")
        reply = await double.next_bot_message(group)
        ends = t(lang, "lobby-running-end-host", name="Ana")  # how it ends (play-test 34)
        assert reply.text == f"{running} {ends}"
        await double.settled()
        board = await board_at_bottom(store, group)
        assert board.message_id > reply.message_id
        await chi.press(board, data=roll_data(board))
        await double.settled()
        assert chi.last_toast is not None and chi.last_toast.text == t(lang, "toast-not-in-game")


@pytest.mark.parametrize("lang", ["en", "bg"])
async def test_solo_new_and_old_play_again_during_a_game_open_nothing(
    double, lang, store, bot, robin
) -> None:
    """In a running solo game /new opens no solo menu and an old Play again no lobby: each
    says a game is running and brings its board to the bottom; pressed again at once, the
    old Play again only says so (play-test 28: each tap posted the board once more)."""
    chat = double.private_chat(robin)
    async with bot(dice=ScriptedDice(list(SIXES) * 3)):
        await start_solo(double, chat, robin, 2, t(lang, "btn-bot-optimal"))
        await play_out(double, store, chat, {robin.id: robin})
        ending = chat.last_bot_message()
        assert ending is not None
        await robin.press(ending, text=t(lang, "btn-play-again"))
        await started_game(store, chat.id)
        await double.settled()
        running = t(lang, "lobby-game-running")
        before = await board_at_bottom(store, chat)
        await robin.send(chat, "/new")
        reply = await double.next_bot_message(chat)
        assert reply.text == f"{running} {t(lang, 'lobby-running-end-yours')}"
        await double.settled()
        assert all(
            not (m.text or "").startswith(t(lang, "solo-title"))
            for m in chat.bot_messages()
            if m.message_id > reply.message_id
        ), "a solo menu was opened"
        board = await board_at_bottom(store, chat)
        assert before.deleted and board.message_id > reply.message_id
        await robin.press(ending, text=t(lang, "btn-play-again"))
        await double.settled()
        assert robin.last_toast is not None and robin.last_toast.text == running
        assert board.deleted and (await board_at_bottom(store, chat)) is not board
        down = await board_at_bottom(store, chat)
        posted = len(chat.bot_messages())
        for _ in range(2):
            await robin.press(ending, text=t(lang, "btn-play-again"))
            await double.settled()
            assert robin.last_toast is not None and robin.last_toast.text == running
        assert not down.deleted and (await board_at_bottom(store, chat)) is down
        assert len(chat.bot_messages()) == posted, "the board was posted again"


@pytest.mark.parametrize("lang", ["en", "vi"])
async def test_join_link_of_someone_seated_names_their_game(double, lang, store, bot) -> None:
    """💬 Join in private chat by Ana, seated already: "you're already in the game in «Cove»"
    with the way back; once it runs, "you're already playing"; for Chi, not seated, "the game
    in «Cove» has already begun"; once cancelled, "no open game in «Cove» any more" (not "start
    one with /new", which in a private chat starts a solo game). Nobody is seated twice."""
    ana, boris, chi = (double.user(n, language_code=lang) for n in ("Ana", "Boris", "Chi"))
    group = double.group("Cove", members=[ana, boris, chi], admins=[ana], supergroup=True)
    await store.prefs.set_chat_language(group.id, lang)
    link = f"/start join_{group.id}"
    async with bot():
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        await ana.send(double.private_chat(ana), link)
        answer = await double.next_bot_message(double.private_chat(ana))
        assert answer.text == t(
            lang, "joined-private-already", group="Cove", button=t(lang, "btn-start")
        )
        assert buttons(answer) == [t(lang, "btn-to-group")]
        await boris.press(lobby, text=t(lang, "btn-join"))
        await double.settled()
        await ana.press(lobby, text=t(lang, "btn-start"))
        await double.settled()
        await ana.send(double.private_chat(ana), link)
        answer = await double.next_bot_message(double.private_chat(ana))
        assert answer.text == t(lang, "joined-private-playing", group="Cove")
        await chi.send(double.private_chat(chi), link)
        answer = await double.next_bot_message(double.private_chat(chi))
        assert answer.text == t(lang, "joined-private-started", group="Cove")
        session = await live_session(store, group.id)
        assert [s.name for s in session.data.seats] == ["Ana", "Boris"]
        await confirmed(double, ana, group, "/cancel")
        await double.settled()
        await chi.send(double.private_chat(chi), link)  # the game is gone: not "start one here"
        answer = await double.next_bot_message(double.private_chat(chi))
        assert answer.text == t(lang, "joined-private-none", group="Cove")


async def test_a_lobby_s_buttons_are_named_as_it_shows_them(double, store, bot) -> None:
    """A Danish player's tap on the welcome's New game at an Estonian group's lobby: the
    toast, in Danish, names the lobby's buttons as they stand, "✋ Liitu" before he sits and
    "▶️ Alusta" after, not the Danish "Vær med" or "▶️ Start" that are nowhere on the screen
    (play-tests 25 and 26); the host is told to press it, not to wait for the host."""
    kadri = double.user("Kadri", language_code="et")
    mads = double.user("Mads", language_code="da")
    group = double.group("Saar", members=[kadri, mads], creator=kadri)
    await store.prefs.set_chat_language(group.id, "et")
    async with bot():
        welcome = await welcomed(double, group, kadri)
        await kadri.send(group, "/new")
        lobby = await double.next_bot_message(group)
        toasts = []
        for person in (mads, mads, kadri):
            await person.press(welcome, text=t("et", "btn-new-game"))
            await double.settled()
            assert person.last_toast is not None and person.last_toast.text is not None
            toasts.append(person.last_toast.text)
            lobby = await board_at_bottom(store, group)  # it came down below the welcome
            if len(toasts) == 1:
                await mads.press(lobby, text=t("et", "btn-join"))
                await double.settled()
        join, start = t("et", "btn-join"), t("et", "btn-start")
        assert toasts == [
            t("da", "lobby-exists-below", button=join),
            t("da", "lobby-already-seated", button=start),
            t("et", "lobby-already-host", button=start),
        ]
        assert toasts[0].endswith("»✋ Liitu« nedenfor.") and toasts[1].endswith("»▶️ Alusta«.")


async def test_a_host_alone_hears_that_a_second_player_is_needed(double, store, bot) -> None:
    """The host of a lobby where only they sit, tapping New game: they start it, once there
    are two (play-test 27: told to press ▶️, which then said there were not enough)."""
    ana = double.user("Ana")
    group = double.group("Bay", members=[ana], creator=ana)
    async with bot():
        welcome = await welcomed(double, group, ana)
        await ana.send(group, "/new")
        await double.next_bot_message(group)
        await ana.press(welcome, text=t("en", "btn-new-game"))
        await double.settled()
        assert ana.last_toast is not None
        host = t("en", "lobby-already-host", button=t("en", "btn-start"))
        assert ana.last_toast.text == f"{host} {t('en', 'lobby-too-few', min=2)}"


async def test_a_lobby_whose_message_never_went_out_is_posted_by_the_next_new(
    double, store, bot
) -> None:
    """A lobby saved but its message refused by Telegram ("try again"): the next /new says
    what to press and posts the lobby under it to press it on (it said "press ▶️ Start"
    with nothing to press, noticed at play-test 50)."""
    ana, bo = double.user("Ana"), double.user("Bo")
    group = double.group("Bay", members=[ana, bo], creator=ana)
    async with bot():
        double.fail_next("sendMessage", "Bad Request: not enough rights", chat=group)
        await ana.send(group, "/new")
        await double.settled()
        assert [m.text for m in group.bot_messages()] == [t("en", "error-generic")]
        lobby_session = await live_session(store, group.id)
        assert (await messages_of(store, lobby_session)).live is None
        await bo.send(group, "/new")  # not seated: to join it below, where it comes
        await double.settled()
        told, lobby = group.bot_messages()[-2:]
        assert told.text == t("en", "lobby-exists-below", button=t("en", "btn-join"))
        assert lobby.text.startswith(t("en", "lobby-title")) and buttons(lobby)
        assert (await messages_of(store, lobby_session)).live == lobby.message_id
        await bo.press(lobby, text=t("en", "btn-join"))
        await double.settled()
        await ana.press(lobby, text=t("en", "btn-start"))
        await double.settled()
        assert (await live_session(store, group.id)).phase is not Phase.LOBBY
