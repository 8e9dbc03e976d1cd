"""An inline game's lobby after Play again tells how the game before it ended: the one
message held that result, and the lobby takes its place (play-test 15, finding 4)."""

from __future__ import annotations

from fsm import LastGame, Purse, Seat, SessionData
from fsm.session import COMPUTER_NAMES, from_doc, to_doc
from i18n import t
from tgbot.render.lobby import lobby_view

ANN = Seat("Ann", 1)


def lobby(last_game: LastGame | None) -> SessionData:
    """An inline lobby of Ann's, after a game that ended as `last_game` says."""
    return SessionData(
        game_id="g2",
        chat_id=-(2**53) - 7,
        host=1,
        seats=[ANN],
        inline_id="AgAB",
        last_game=last_game,
    )


def test_the_winner_stands_under_the_title_in_the_lobbys_language() -> None:
    """A computer player who won is named as the language spells it, with its robot as the
    ending has it (play-test 19); a person by name."""
    computer = Seat(COMPUTER_NAMES[0], None, "optimal")
    for lang in ("da", "vi"):
        lines = lobby_view(lobby(LastGame(computer)), lang, "Ann").text.splitlines()
        name = "🤖\u00a0" + t(lang, f"computer-{COMPUTER_NAMES[0].lower()}")  # as ended
        assert lines[:3] == [
            t(lang, "lobby-title"),
            t(lang, "lobby-last-winner", name=name),
            t(lang, "lobby-host", name="Ann"),
        ]
    lines = lobby_view(lobby(LastGame(Seat("Mads", 2))), "en", "Ann").text.splitlines()
    assert lines[1] == "🏆 Last game: Mads won"


def test_the_last_game_s_purses_stand_under_its_winner() -> None:
    """Play-test 35: a quick 🔁 Play again took the final purses off the one message before
    the other player had read them; the lobby tells them under the winner, as the ending
    listed them (the winner first, a computer with its robot), each held on one line."""
    xury = Seat(COMPUTER_NAMES[0], None, "optimal")
    ended = [Purse(Seat("Mads", 2), 28), Purse(ANN, 32), Purse(xury, 5)]
    for lang in ("en", "bg"):
        lines = lobby_view(lobby(LastGame(Seat("Mads", 2), ended)), lang, "Ann").text
        purses = lines.splitlines()[2].split(" · ")
        robot = "🤖\u00a0" + t(lang, f"computer-{COMPUTER_NAMES[0].lower()}")
        expected = [t(lang, "end-purse", name=n, chips=c).replace(" ", "\u00a0")
                    for n, c in (("Mads", 28), ("Ann", 32), (robot, 5))]  # fmt: skip
        assert purses == [f"👛 {expected[0]}", *expected[1:]], purses


def test_a_game_nobody_won_says_so_and_a_first_lobby_says_nothing() -> None:
    """Everyone died or left: nobody came home; no game before: no line at all."""
    lines = lobby_view(lobby(LastGame(None)), "et", "Ann").text.splitlines()
    assert lines[1] == t("et", "lobby-last-no-winner")
    lines = lobby_view(lobby(None), "en", "Ann").text.splitlines()
    assert lines[:2] == [t("en", "lobby-title"), t("en", "lobby-host", name="Ann")]


def test_the_last_game_is_kept_with_the_lobby_and_absent_from_older_documents() -> None:
    """Stored with the lobby, read back as it was; a document from before the field has none."""
    data = lobby(LastGame(Seat("Mads", 2)))
    assert from_doc(to_doc(data)).last_game == LastGame(Seat("Mads", 2))
    ended = lobby(LastGame(Seat("Mads", 2), [Purse(Seat("Mads", 2), 28), Purse(ANN, 32)]))
    assert from_doc(to_doc(ended)).last_game == ended.last_game
    without = to_doc(ended)
    without["last_game"].pop("purses")  # stored before the purses were
    assert from_doc(without).last_game == LastGame(Seat("Mads", 2))
    older = to_doc(lobby(None))
    older.pop("last_game", None)
    assert from_doc(older).last_game is None
