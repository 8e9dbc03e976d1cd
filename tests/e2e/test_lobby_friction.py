"""The lobby without friction: its language in sight and one tap to change it, a computer player
taken off again, members only through the join link, the last game's settings kept — in English
and another language."""

from __future__ import annotations

import pytest

from engine import Field12
from fsm.data import Place
from fsm.machine import Phase
from i18n import language_name, t
from robinson.harness.testing import (
    ScriptedDice,
    buttons,
    choose_setting,
    data_ending,
    live_session,
)
from sandbox import StoredMessage
from tests.e2e.test_ending import SIXES, play_out


async def test_nobody_decides_the_language_silently_and_the_host_switches_it(
    double, store, bot
) -> None:
    """Minh's /start stores nothing; the lobby shows its language; one flag tap by the host."""
    minh, ana = double.user("Minh", language_code="vi"), double.user("Ana", language_code="en")
    group = double.group("Bay", members=[ana, minh], admins=[ana])
    async with bot():
        await minh.send(group, "/start")
        await double.next_bot_message(group)
        assert await store.prefs.chat_language(group.id) is None
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        assert t("en", "lobby-language", language=language_name("en")) in lobby.text
        assert await store.prefs.chat_language(group.id) == "en"
        flags = [label for label in buttons(lobby) if label.lstrip("✅").startswith("🇻🇳")]
        assert flags == ["🇻🇳 VI"] and "✅ EN" in buttons(lobby)
        await minh.press(lobby, text="🇻🇳 VI")
        await double.settled()
        assert minh.last_toast is not None and minh.last_toast.text == t(
            "vi", "toast-only-host-or-admin", name="Ana"
        )
        await ana.press(lobby, text="🇻🇳 VI")
        await double.settled()
        assert lobby.text.startswith(t("vi", "lobby-title"))
        assert t("vi", "lobby-language", language=language_name("vi")) in lobby.text
        assert await store.prefs.chat_language(group.id) == "vi"
        await ana.send(group, "/help")
        assert (await double.next_bot_message(group)).text.startswith(t("vi", "help-title"))


@pytest.mark.parametrize("lang", ["en", "et"])
async def test_computer_player_added_by_mistake_is_removed(
    double, lang, ana, boris, group, store, bot
) -> None:
    """🤖 adds Xury; ➖ takes Xury off again (host only: its menu, its ⬅️ Back too)."""
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        assert t(lang, "btn-remove-bot") not in buttons(lobby)
        await ana.press(lobby, text=t(lang, "btn-add-bot"))
        await double.settled()
        await ana.press(lobby, text=t(lang, "btn-bot-optimal"))
        await double.settled()
        xury = t(lang, "computer-xury")
        assert xury in lobby.text
        await boris.press(lobby, text=t(lang, "btn-remove-bot"))
        await double.settled()
        assert boris.last_toast is not None and boris.last_toast.text == t(
            lang, "toast-only-host-or-admin", name="Ana"
        )
        await ana.press(lobby, text=t(lang, "btn-remove-bot"))
        await double.settled()
        here = [t(lang, "btn-join"), t(lang, "btn-leave")]  # the others' under a host's menu
        assert buttons(lobby) == [f"➖ {xury}", *here, t(lang, "btn-back")]
        await boris.press(lobby, text=t(lang, "btn-back"))  # the host's menu to close too
        await double.settled()  # (play-test 41: anyone's ⬅️ closed it, unsaid)
        assert boris.last_toast is not None
        assert boris.last_toast.text == t(lang, "toast-only-host-or-admin", name="Ana")
        assert buttons(lobby) == [f"➖ {xury}", *here, t(lang, "btn-back")]
        await ana.press(lobby, text=f"➖ {xury}")
        await double.settled()
        assert xury not in lobby.text and t(lang, "btn-remove-bot") not in buttons(lobby)
        session = await live_session(store, group.id)
        assert [seat.name for seat in session.data.seats] == ["Ana"]


async def test_a_host_choosing_a_computer_keeps_nobody_from_joining(
    double, ana, boris, group, store, bot
) -> None:
    """Ana opens 🤖 Add a computer player in the group's lobby: ✋ Join and 🚪 Leave stay under
    the strengths, as under ⚙️ Settings, and Boris takes his seat meanwhile (play-test 18)."""
    async with bot():
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        await ana.press(lobby, text=t("en", "btn-add-bot"))
        await double.settled()
        assert t("en", "btn-bot-optimal") in buttons(lobby)
        await boris.press(lobby, text=t("en", "btn-join"))
        await double.settled()
        session = await live_session(store, group.id)
        assert [seat.name for seat in session.data.seats] == ["Ana", "Boris"]
        assert "2. Boris" in (lobby.text or "")
        assert t("en", "btn-bot-optimal") in buttons(lobby), "Ana's menu closed (pt 70)"


@pytest.mark.parametrize("lang", ["en", "da"])
async def test_a_join_or_leave_under_the_host_s_settings_keeps_them_open(
    double, lang, ana, boris, store, bot
) -> None:
    """The host's ⚙️ Settings takes the lobby's place for everyone: ✋ Join stays under the
    menu, so Boris takes his seat without waiting for the host's ✅ Done (play-test et/vi,
    finding 7: only /join brought the lobby back). Play-test 70: Dee's Join under Ann's
    Settings took the message back to the lobby, Ann's ✅ Done gone. Under the settings and
    under one setting's values a join or a leave keeps the host's menu open, its joiner told
    in a toast (the menu shows no seats); the seats change all the same."""
    chi = double.user("Chi", language_code=lang)
    group = double.group("Reef", members=[ana, boris, chi], admins=[ana])
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        await ana.press(lobby, text=t(lang, "btn-settings"))
        await double.settled()
        done = t(lang, "btn-done")
        await boris.press(lobby, text=t(lang, "btn-join"))
        await double.settled()
        assert done in buttons(lobby), buttons(lobby)
        assert boris.last_toast is not None
        assert boris.last_toast.text == t(lang, "toast-you-joined")
        seats = (await live_session(store, group.id)).data.seats
        assert [seat.name for seat in seats] == ["Ana", "Boris"]
        await ana.press(lobby, data=data_ending(lobby, "sk", "|turn_timeout"))
        await double.settled()
        values = buttons(lobby)
        await chi.press(lobby, text=t(lang, "btn-join"))
        await double.settled()
        assert buttons(lobby) == values, "the setting's values closed"
        await boris.press(lobby, text=t(lang, "btn-leave"))
        await double.settled()
        assert buttons(lobby) == values
        seats = (await live_session(store, group.id)).data.seats
        assert [seat.name for seat in seats] == ["Ana", "Chi"]
        await ana.press(lobby, text=t(lang, "btn-back"))
        await double.settled()
        await ana.press(lobby, text=done)
        await double.settled()
        assert "2. Chi" in (lobby.text or ""), lobby.text


@pytest.mark.parametrize("lang", ["en", "bg"])
async def test_join_link_only_for_members(double, lang, ana, boris, group, store, bot) -> None:
    """/start join_<group>: a member is seated; a stranger is told why not, in their language."""
    stranger = double.user("Mallory", language_code=lang)
    async with bot():
        await ana.send(group, "/new")
        await double.next_bot_message(group)
        outside = double.private_chat(stranger)
        await stranger.send(outside, f"/start join_{group.id}")
        assert (await double.next_bot_message(outside)).text == t(lang, "toast-join-not-member")
        inside = double.private_chat(boris)
        await boris.send(inside, f"/start join_{group.id}")
        joined = await double.next_bot_message(inside)
        start = t(lang, "btn-start")  # the lobby's button, in the group's language
        assert joined.text == t(lang, "joined-private", group=group.title, button=start)
        assert link_buttons(joined) == []  # a basic group's messages have no t.me/c link
        seats = (await live_session(store, group.id)).data.seats
        assert [seat.name for seat in seats] == ["Ana", "Boris"]


async def test_host_who_leaves_hands_the_lobby_on(double, ana, boris, store, bot) -> None:
    """Ana hosts, Boris and Chi join, Ana leaves: she hears she left, the lobby says Boris is
    the host now (play-test 44: only the name changed, the new host untold that starting was
    his), until its next change; Ana's ▶️ and ✖️ are refused as the host's, Boris starts."""
    chi = double.user("Chi")
    owner = double.user("Dmitri")
    group = double.group("Reef", members=[ana, boris, chi], creator=owner, admins=[owner])
    async with bot():
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        for person in (boris, chi, ana):
            await person.press(
                lobby, text=t("en", "btn-join" if person is not ana else "btn-leave")
            )
            await double.settled()
        assert t("en", "game-host-passed", name="Boris") in lobby.text and "Ana" not in lobby.text
        assert ana.last_toast is not None and ana.last_toast.text == t("en", "toast-you-left")
        await ana.press(lobby, text=t("en", "btn-join"))  # back, as a player: Boris hosts
        await double.settled()
        assert t("en", "lobby-host", name="Boris") in lobby.text
        for label in ("btn-start", "btn-cancel"):
            await ana.press(lobby, text=t("en", label))
            await double.settled()
            assert ana.last_toast is not None and ana.last_toast.text == t(
                "en", "toast-only-host-or-admin", name="Boris"
            )
        assert (await live_session(store, group.id)).phase is Phase.LOBBY
        await boris.press(lobby, text=t("en", "btn-start"))
        await double.settled()
        session = await live_session(store, group.id)
        assert session.phase is not Phase.LOBBY and session.data.seats[0].name == "Boris"


async def test_group_lobby_offers_the_private_join_link(double, ana, boris, store, bot) -> None:
    """A group's lobby carries a link button to /start join_<group>; a forum topic's lobby to
    /start join_<forum>_<topic>, which seats the person at that topic's table."""
    group = double.group("Shoal", members=[ana], admins=[ana])
    forum = double.group("Atoll", members=[ana, boris], admins=[ana], forum=True)
    topic, other = double.open_topic(forum, "Table"), double.open_topic(forum, "Other table")
    async with bot():
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        url = f"https://t.me/{double.bot.username}?start=join_{group.id}"
        assert link_buttons(lobby) == [(t("en", "btn-join-private"), url)]
        await ana.send(forum, "/new", topic=other)
        await double.next_bot_message(forum)
        await ana.send(forum, "/new", topic=topic)
        in_topic = await double.next_bot_message(forum)
        payload = f"join_{forum.id}_{topic.id}"
        url = f"https://t.me/{double.bot.username}?start={payload}"
        assert link_buttons(in_topic) == [(t("en", "btn-join-private"), url)]
        private = double.private_chat(boris)
        await boris.send(private, f"/start {payload}")
        joined = await double.next_bot_message(private)
        assert joined.text == t(
            "en", "joined-private", group=forum.title, button=t("en", "btn-start")
        )
        back = f"https://t.me/c/{-forum.id - 10**12}/{in_topic.message_id}"  # a supergroup's
        assert link_buttons(joined) == [(t("en", "btn-to-group"), back)]
        await double.settled()
        seated = (await live_session(store, Place(forum.id, topic.id))).data.seats
        assert [seat.name for seat in seated] == ["Ana", "Boris"]
        assert "Boris" in (in_topic.text or "") and in_topic.thread_id == topic.id
        elsewhere = (await live_session(store, Place(forum.id, other.id))).data.seats
        assert [seat.name for seat in elsewhere] == ["Ana"]


def link_buttons(message: StoredMessage) -> list[tuple[str, str | None]]:
    """The labels and addresses of a message's link buttons."""
    return [(b.text, b.url) for row in message.keyboard for b in row if b.url is not None]


async def test_the_join_answer_quotes_the_lobbys_own_button(double, store, bot) -> None:
    """Boris reads Bulgarian; the group plays in English: the private answer is Bulgarian and
    quotes the Start button as the lobby shows it, “▶️ Start” (play-test bg/da, finding 5)."""
    ana, boris = double.user("Ana"), double.user("Boris", language_code="bg")
    group = double.group("Shoal", members=[ana, boris], admins=[ana])
    await store.prefs.set_chat_language(group.id, "en")
    async with bot():
        await ana.send(group, "/new")
        await double.next_bot_message(group)
        await boris.send(double.private_chat(boris), f"/start join_{group.id}")
        joined = await double.next_bot_message(double.private_chat(boris))
        start = t("en", "btn-start")
        assert joined.text == t("bg", "joined-private", group="Shoal", button=start)
        assert "„▶️ Start“" in (joined.text or "")


@pytest.mark.parametrize("lang", ["en", "da"])
async def test_the_youngest_who_has_not_joined_is_told_to_join(double, lang, store, bot) -> None:
    """Chi, not seated, presses 👶 I'm the youngest (R3): she is told to press Join first, not that
    she is not in this game (play-test 16, finding 9), and the cashier stays the host; Mads,
    who reads another language, is told in his, quoting the button as the lobby shows it."""
    ana, chi = double.user("Ana", language_code=lang), double.user("Chi", language_code=lang)
    group = double.group("Bay", members=[ana, chi], admins=[ana])
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        await chi.press(lobby, text=t(lang, "btn-youngest"))
        await double.settled()
        told = t(lang, "toast-join-first", button=t(lang, "btn-join"))
        assert chi.last_toast is not None and chi.last_toast.text == told
        assert (await live_session(store, group.id)).data.cashier in (None, ana.id)
        mads = double.user("Mads", language_code="da" if lang == "en" else "en")
        await mads.press(lobby, text=t(lang, "btn-youngest"))  # he reads another language
        await double.settled()
        other = "da" if lang == "en" else "en"  # his words, the button's label as he sees it
        assert mads.last_toast is not None
        assert mads.last_toast.text == t(other, "toast-join-first", button=t(lang, "btn-join"))


async def test_a_new_lobby_keeps_the_last_game_s_settings(double, store, bot) -> None:
    """/new after a game opens with that game's settings, as Play again does (play-test 25:
    a group that chose 1 minute a turn got 5 again with no word); R16: the fever rule, not
    chosen, goes with the chat's language now; a group with no game before gets the
    defaults."""
    ana, boris = double.user("Ana"), double.user("Boris")
    group = double.group("Bay", members=[ana, boris], admins=[ana])
    async with bot(dice=ScriptedDice(list(SIXES))):
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        fresh = (await live_session(store, group.id)).data.settings
        assert (fresh.turn_timeout, fresh.ante, fresh.field12) == (300, 10, Field12.SKIP)
        await choose_setting(double, ana, lobby, "turn_timeout", "60")
        await choose_setting(double, ana, lobby, "ante", "5")
        await boris.press(lobby, text=t("en", "btn-join"))
        await double.settled()
        await ana.press(lobby, text=t("en", "btn-start"))
        await double.settled()
        await play_out(double, store, group, {ana.id: ana, boris.id: boris})
        await ana.send(group, "/lang")  # the group speaks Estonian from now on
        flags = await double.next_bot_message(group)
        await ana.press(flags, text=language_name("et"))
        await double.settled()
        await ana.send(group, "/new")
        await double.next_bot_message(group)
        kept = (await live_session(store, group.id)).data.settings
        assert (kept.turn_timeout, kept.ante, kept.field12) == (60, 5, Field12.EXTRA_ROLL)
