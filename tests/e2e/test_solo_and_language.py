"""A private solo game against computer players, and switching the language mid-game."""

from __future__ import annotations

from i18n import language_name, t
from robinson.harness.testing import ScriptedDice, buttons, live_session, play_turn, start_table
from tgbot.render.welcome import help_text as help_lines


class TestSoloGame:
    """One person against three computer players in a private chat."""

    async def test_solo_game_to_the_end(self, double, store, bot, robin) -> None:
        """/new → 3 opponents → strength → the computers play themselves until the game ends."""
        chat = double.private_chat(robin)
        async with bot(dice=ScriptedDice()):
            await robin.send(chat, "/new")
            menu = await double.next_bot_message(chat)
            assert buttons(menu) == ["1", "2", "3", "4", "5"]
            await robin.press(menu, text="3")
            await double.settled()
            assert buttons(menu) == ["🎲 Random", "🧠 Clever", "🔀 A mix", "⬅️ Back"]  # Bold: Clever
            await robin.press(menu, text="🧠 Clever")
            await double.settled()
            session = await live_session(store, chat.id)
            names = [s.name for s in session.data.seats]
            assert names[0] == "Robin" and len(names) == 4
            assert all(s.policy == "optimal" for s in session.data.seats[1:])
            assert session.data.settings.turn_timeout == 0  # no timer in a solo game
            actions = 0
            while await store.games.load(chat.id) is not None:
                session = await live_session(store, chat.id)
                assert session.engine.current == 0, "a computer's turn was left waiting"
                await play_turn(double, store, chat, {robin.id: robin})
                actions += 1
                assert actions < 300
            final = chat.last_bot_message()
            assert final is not None and final.text.startswith("🏁 Game over")
            assert "robinson-bot" not in final.text


class TestLanguageSwitch:
    """/lang changes the chat's language and the game message follows at once."""

    async def test_switch_to_danish_mid_game(self, double, store, bot) -> None:
        """The host switches a running group game to Danish; the board is re-rendered in Danish
        and says who switched it, until the next move (play-test 28: it changed unexplained)."""
        ana, boris = double.user("Ana"), double.user("Boris", language_code="et")
        group = double.group("Lagoon", members=[ana, boris], admins=[ana])
        async with bot(dice=[2, 3, 4]):
            lobby = await start_table(double, group, ana, boris)
            await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
            assert "round 1" in lobby.text
            await boris.send(group, "/lang")  # not his to switch: refused at once
            refused = await double.next_bot_message(group)
            only_ana = t(
                "en", "toast-only-host-or-admin-lang", name="Ana", language="🇬🇧 English"
            )  # by name (play-test 36), what it would do and the language now (play-test 65)
            assert refused.text == only_ana and not buttons(refused)
            assert refused.text.startswith("This chat speaks 🇬🇧 English;"), refused.text
            await ana.send(group, "/lang")
            flags = await double.next_bot_message(group)
            await boris.press(flags, text="🇩🇰 Dansk")  # nor on the host's flags
            await double.settled()
            assert boris.last_toast is not None
            assert boris.last_toast.text == t("et", "toast-only-host-or-admin", name="Ana")
            assert "round 1" in lobby.text
            await ana.press(flags, text="🇩🇰 Dansk")
            await double.settled()
            session = await live_session(store, group.id)
            state = session.engine
            header = t("da", "game-header", round=1, pot=state.pot)
            assert lobby.text.splitlines()[0] == header
            assert t("da", "btn-roll") in buttons(lobby)
            assert ana.last_toast is not None and "Dansk" in ana.last_toast.text
            held = language_name("da").replace(" ", "\u00a0")  # the flag by its name (pt 29)
            switched = t("da", "lang-switched", name="Ana", language=held)
            assert switched in lobby.text.splitlines(), lobby.text
            await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
            assert switched not in lobby.text
            assert lobby.text.splitlines()[0].startswith("🏝")
            assert t("da", "btn-roll") in buttons(lobby)
            await ana.send(group, "/lang")
            again = await double.next_bot_message(group)
            asked = again.text
            await ana.press(again, text="✅ 🇩🇰 Dansk")  # the tick again: no switch to tell, on the
            await double.settled()  # board (play-test 57) nor on the flags (play-test 60)
            assert switched not in lobby.text and "Dansk" in ana.last_toast.text
            assert again.text == asked and again.edits == 0, again.text
            for person in (ana, boris):  # the group's menu speaks its language (play-test 71)
                menu = {c["command"]: c["description"] for c in double.commands_for(group, person)}
                assert menu["begin"] == t("da", "cmd-begin") and "start" not in menu, menu
            alone = double.commands_for(double.private_chat(boris), boris)  # his own stays
            assert {c["command"]: c["description"] for c in alone}["help"] == t("et", "cmd-help")

    async def test_private_language_is_the_users(self, double, bot) -> None:
        """A new user speaks Telegram's language if it is one of ours; /lang changes it, and
        the chat's ☰ command menu with it (play-test 71: it stayed in Telegram's language)."""
        linh = double.user("Linh", language_code="vi")
        chat = double.private_chat(linh)
        async with bot(dice=ScriptedDice()):
            await linh.send(chat, "/help")
            help_text = await double.next_bot_message(chat)
            assert help_text.text == help_lines("vi", private=True)
            assert buttons(help_text) == [t("vi", "btn-play-computer")]  # a way on (pt 47)
            await linh.send(chat, "/lang")
            flags = await double.next_bot_message(chat)
            assert "✅ 🇻🇳 Tiếng Việt" in buttons(flags) and "🇧🇬 Български" in buttons(flags)
            await linh.press(flags, text="🇧🇬 Български")
            await double.settled()
            assert "✅ 🇧🇬 Български" in buttons(flags)  # the picker now ticks the new one
            await linh.send(chat, "/help")
            again = await double.next_bot_message(chat)
            assert again.text == help_lines("bg", private=True)
            menu = {c["command"]: c["description"] for c in double.commands_for(chat, linh)}
            assert menu["help"] == t("bg", "cmd-help"), menu  # ☰ follows (play-test 71)
            assert menu["settings"] == t("bg", "cmd-settings-private")


class TestGroupLanguageSticks:
    """A group keeps the language it first spoke, whoever taps later."""

    async def test_first_speaker_sets_group_language(self, double, store, bot) -> None:
        """Boris's Estonian Telegram does not turn Ana's English group board into Estonian."""
        ana, boris = double.user("Ana"), double.user("Boris", language_code="et")
        group = double.group("Isthmus", members=[ana, boris], admins=[ana])
        async with bot(dice=[2, 3, 4]):
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group)
            await boris.press(lobby, text="✋ Join")
            await double.settled()
            assert lobby.text.splitlines()[0] == t("en", "lobby-title")
            assert boris.last_toast is not None and boris.last_toast.text is None
            await ana.press(lobby, text="▶️ Start")
            await double.settled()
            await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
            await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
            assert t("en", "btn-roll") in buttons(lobby)
