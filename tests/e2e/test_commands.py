"""Commands around the game: the menus, /rules, /board, /stats, /top, /start deep link, removal."""

from __future__ import annotations

from fsm.store.stats import PlayerResult
from i18n import LANGUAGES, t
from robinson.harness.testing import (
    buttons,
    live_message,
    live_session,
    messages_of,
    play_turn,
    roll_data,
    start_solo,
    start_table,
)
from sandbox.model import SimChat
from sandbox.people import Person


class TestCommands:
    """Everything a player can type besides playing."""

    async def test_command_menus_registered(self, double, bot) -> None:
        """Localized command descriptions are registered for each language and chat type, each
        as the command works there (play-test 18: a private /top said "in this chat")."""
        async with bot():
            pass
        for lang in LANGUAGES:
            user = double.user(f"U{lang}", language_code=lang)
            private = double.private_chat(user)
            group = double.group(f"G{lang}", members=[user])

            def menu(chat: SimChat, user: Person = user) -> list[dict[str, str]]:
                return double.commands_for(chat, user)  # type: ignore[return-value]

            in_private = {
                c["command"]: c["description"] for c in double.commands_for(private, user)
            }
            in_group = {c["command"]: c["description"] for c in double.commands_for(group, user)}
            assert in_private["start"] == t(lang, "cmd-start")
            assert in_group["begin"] == t(lang, "cmd-begin") and "start" not in in_group
            # a private /top is the global one, and /leave is how one quits a solo game there
            assert in_private["top"] == t(lang, "cmd-top-private") != in_group["top"]
            assert in_private["leave"] == in_group["leave"] == t(lang, "cmd-leave")

    async def test_rules_board_stats_top(self, double, ana, boris, group, store, bot) -> None:
        """/rules sends one screen in a group; /board re-posts the game; /stats and /top read
        records."""
        async with bot(dice=[5, 6, 6, 6, 6, 6, 6, 6]):
            await ana.send(group, "/stats")
            assert (await double.next_bot_message(group)).text == t("en", "stats-none")
            await ana.send(group, "/rules")
            await double.settled()
            rules = [m.text for m in group.bot_messages()[1:]]
            assert len(rules) == 1 and "45" in rules[0] and "R27" not in rules[0]
            lobby = await start_table(double, group, ana, boris)
            await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
            await boris.send(group, "/board")
            await double.settled()
            assert lobby.deleted
            session = await live_session(store, group.id)
            live_id = (await messages_of(store, session)).live
            fresh = [m for m in group.bot_messages() if m.message_id == live_id]
            assert fresh and "round" in fresh[0].text
            assert all("robinson-bot" not in (m.text or "") for m in group.bot_messages())
            while await store.games.load(group.id) is not None:
                await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
            await ana.send(group, "/top")
            top = await double.next_bot_message(group)
            assert top.text.splitlines()[0] == t("en", "top-title")
            assert "1. Ana — 1 win · 1 🎮" in top.text
            await ana.send(group, "/stats")
            stats = await double.next_bot_message(group)
            assert "1 win" in stats.text and "1 game played" in stats.text

    async def test_top_ties_share_their_place(self, double, ana, boris, group, store, bot) -> None:
        """Play-test 12, finding 4: tied on wins and games, two players share first place, the
        one with more chips above; a player with as many wins in more games comes third."""
        carl = double.user("Carl")
        for person, games, chips in ((ana, 1, 2), (boris, 1, 7), (carl, 2, 9)):
            for game in range(games):
                won = PlayerResult(person.id, person.first_name, game == 0, False, chips)
                await store.stats.record_game(group.id, f"{person.id}-{game}", [won])
        async with bot():
            await ana.send(group, "/top")
            top = await double.next_bot_message(group)
        assert [line.split(" — ")[0] for line in top.text.splitlines()[1:]] == [
            "1. Boris",
            "1. Ana",
            "3. Carl",
        ]

    async def test_top_ranks_only_winners(self, double, ana, boris, group, store, bot) -> None:
        """Play-test 52: '2. Linh — 0 wins · 1 🎮' above '3. Mads — 0 wins · 2 🎮' read as a
        wrong number: who has played but not won follows the ranked winners unnumbered, the
        most games first."""
        linh = double.user("Linh")
        for person, games, won in ((ana, 2, True), (linh, 1, False), (boris, 2, False)):
            for game in range(games):
                result = PlayerResult(person.id, person.first_name, won, False, 3)
                await store.stats.record_game(group.id, f"{person.id}-{game}", [result])
        async with bot():
            await ana.send(group, "/top")
            top = await double.next_bot_message(group)
        assert top.text.splitlines() == [
            t("en", "top-title"),
            t("en", "top-line", rank=1, name="Ana", count=2, games=2),
            t("en", "top-played", name="Boris", games=2),
            t("en", "top-played", name="Linh", games=1),
        ]

    async def test_top_of_no_wins_says_so(self, double, ana, boris, group, store, bot) -> None:
        """Play-test 44: a computer won every game, and /top ranked four people first with no
        win, the winner nowhere: it says no person has won here yet, and lists who played
        unranked (play-test 46: '1. Ann — 0 wins' under it read as a place)."""
        for person in (ana, boris):
            lost = PlayerResult(person.id, person.first_name, False, False, 5)
            await store.stats.record_game(group.id, f"{person.id}-0", [lost])
        async with bot():
            await ana.send(group, "/top")
            top = await double.next_bot_message(group)
        played = [t("en", "top-played", name=name, games=1) for name in ("Ana", "Boris")]
        assert top.text.splitlines() == [t("en", "top-title"), t("en", "top-no-wins"), *played]

    async def test_stats_in_a_group_speak_the_group_s_language(self, double, store, bot) -> None:
        """A reply in a group is read by everyone: /stats from an Estonian member of a Danish
        group answers in Danish (play-test 7, finding 12); in private, in their own."""
        kadri = double.user("Kadri", language_code="et")
        group = double.group("Fjord", members=[kadri])
        await store.prefs.set_chat_language(group.id, "da")
        async with bot():
            await kadri.send(group, "/stats")
            reply = await double.next_bot_message(group)
            assert reply.text == t("da", "stats-none")
            private = double.private_chat(kadri)
            await kadri.send(private, "/stats")
            reply = await double.next_bot_message(private)
            assert reply.text == t("et", "stats-none")

    async def test_stats_leave_no_word_alone_on_a_line(self, double, store, bot) -> None:
        """/stats holds each line's last word to the one before: 'quỹ chung', the pot, never
        split with 'chung' alone on a phone line (play-test 52), nor Estonian 'sissemakset'."""
        for lang, end in (("vi", "quỹ\u00a0chung"), ("et", "enne\u00a0sissemakset")):
            user = double.user(f"U{lang}", language_code=lang)
            won = PlayerResult(user.id, user.first_name, True, False, 9)
            await store.stats.record_game(user.id, f"{lang}-1", [won])
            private = double.private_chat(user)
            async with bot():
                await user.send(private, "/stats")
                reply = await double.next_bot_message(private)
            assert reply.text.splitlines()[-1].endswith(end), reply.text

    async def test_deep_link_joins_group_lobby(self, double, ana, boris, group, store, bot) -> None:
        """/start join_<group> in a private chat seats the user in that group's lobby."""
        private = double.private_chat(boris)
        async with bot():
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group)
            await boris.send(private, f"/start join_{group.id}")
            reply = await double.next_bot_message(private)
            assert reply.text == t(
                "en", "joined-private", group=group.title, button=t("en", "btn-start")
            )
            await double.settled()
            assert "Boris" in lobby.text
            session = await live_session(store, group.id)
            assert [s.name for s in session.data.seats] == ["Ana", "Boris"]

    async def test_settings_menu(self, double, ana, boris, group, store, bot) -> None:
        """The host opens a setting's values as a row and picks one in one tap (R16); others
        may not."""
        async with bot():
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group)
            await boris.press(lobby, text="⚙️ Settings")
            await double.settled()
            assert boris.last_toast is not None
            assert boris.last_toast.text == t("en", "toast-only-host-or-admin", name="Ana")
            await ana.press(lobby, text="⚙️ Settings")
            await double.settled()
            await ana.press(lobby, text="⏱ Time per turn: 5 min")
            await double.settled()
            assert buttons(lobby) == [
                "No limit",
                "1 min",
                "2 min",
                "✅ 5 min",
                "15 min",
                "60 min",
                "✋ Join",
                "🚪 Leave",
                "⬅️ Back",
            ]  # fmt: skip  (the others may join meanwhile)
            assert max(len(row) for row in lobby.buttons()) <= 4  # fits a phone's width
            await boris.press(lobby, text="No limit")
            await double.settled()
            assert (await live_session(store, group.id)).data.settings.turn_timeout == 300
            await ana.press(lobby, text="No limit")  # one tap, not four
            await double.settled()
            assert (await live_session(store, group.id)).data.settings.turn_timeout == 0
            await ana.press(lobby, text="🤒 Field 12: miss the next turn")
            await double.settled()
            await ana.press(lobby, text="Roll once more")
            await double.settled()
            session = await live_session(store, group.id)
            assert session.data.settings.field12.value == "extra_roll"
            await ana.press(lobby, text="✅ Done")
            await double.settled()
            assert t("en", "lobby-field12-extra") in lobby.text
            assert t("en", "lobby-timeout-off") in lobby.text

    async def test_bot_removed_cancels_game(self, double, ana, boris, group, store, bot) -> None:
        """When the bot is removed from a group, the game there is cancelled and archived; a
        lobby is only cancelled: nothing was played, /history does not list it (play-test 8,
        finding 2: cancelled lobbies pushed the games out of the list as 'nobody got home')."""
        async with bot():
            await ana.send(group, "/new")
            await double.next_bot_message(group)
            await double.remove_bot(group, by=ana)
            await double.settled()
            assert await store.games.load(group.id) is None
            assert await store.history.recent(group.id, 1) == []
            await double.add_bot(group, by=ana)
            await double.settled()
            await start_table(double, group, ana, boris)
            await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
            await double.remove_bot(group, by=ana)
            await double.settled()
            assert await store.games.load(group.id) is None
            history = await store.history.recent(group.id, 1)
            assert history and history[0]["phase"] == "cancelled"


async def test_an_old_welcome_pressed_after_the_bot_left_says_so(
    double, ana, group, store, bot
) -> None:
    """Play-test 48: 🏝 New game on the welcome of a group the bot had left got no answer, and
    the lobby it opened stood unseen in Redis: back in the group, /new said "press ▶️ Start"
    with nothing to press. The presser hears why; the lobby is cancelled, and /new opens one."""
    async with bot():
        await double.remove_bot(group, by=ana)
        await double.settled()
        await double.add_bot(group, by=ana)
        await double.settled()
        welcome = group.last_bot_message()
        assert welcome is not None
        await double.remove_bot(group, by=ana)
        await double.settled()
        await ana.press(welcome, text=t("en", "btn-new-game"))
        await double.settled()
        assert ana.last_toast is not None and ana.last_toast.text == t("en", "toast-not-member")
        assert await store.games.load(group.id) is None
        await double.add_bot(group, by=ana)
        await double.settled()
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        assert lobby.text is not None and lobby.text.startswith(t("en", "lobby-title"))


async def test_a_private_game_s_board_comes_down_under_a_command_s_reply(
    double, store, bot
) -> None:
    """/help, /top, /stats, /lang or the rule book in a private game: the reply, then the board
    with its Roll posted anew under it, the old one gone (play-test 20: the board and its Roll
    were pushed off-screen and nothing brought them down)."""
    robin = double.user("Robin", language_code="et")
    chat = double.private_chat(robin)
    async with bot(dice=[3, 4, 2, 5] * 20):
        await start_solo(double, chat, robin, 1, t("et", "btn-bot-random"))
        await double.settled()
        for command in ("/help", "/top", "/stats", "/lang", "/rules"):
            old = await live_message(store, chat)
            await robin.send(chat, command)
            await double.settled()
            board = await live_message(store, chat)
            assert chat.last_bot_message() is board and board is not old, command
            assert old.deleted and t("et", "btn-roll") in buttons(board), command
            reply = chat.bot_messages()[-2]  # the command's, just above
            assert reply.text and t("et", "btn-roll") not in buttons(reply), command
            if command in ("/top", "/stats"):  # none ended yet, and not "start one" (pt 21)
                assert reply.text == t("et", "info-none-running"), command
        await play_turn(double, store, chat, {robin.id: robin})  # the new board plays on
        assert chat.last_bot_message() is await live_message(store, chat)
        # /help runs beside the game's updates: its board, slow on the way down, is posted in
        # the game's order, so a Roll pressed meanwhile is shown on it, not on a board it
        # deletes, and no older board ends the chat (the help's reply, then the slow board)
        board, step = (
            await live_message(store, chat),
            (await live_session(store, chat.id)).engine.step,
        )
        double.fail_next("sendMessage", None, chat=chat)
        double.fail_next("sendMessage", None, delay=1.5, chat=chat)
        replies = len(chat.bot_messages())
        await robin.send(chat, "/help")
        await double.wait_until(lambda: len(chat.bot_messages()) > replies, timeout=5)
        await robin.press(board, data=roll_data(board))
        await double.settled()
        after = await live_session(store, chat.id)
        live = await live_message(store, chat)
        assert after.engine.step > step and chat.last_bot_message() is live and not live.deleted
        assert roll_data(live).split("|")[-1] == str(after.engine.step)
