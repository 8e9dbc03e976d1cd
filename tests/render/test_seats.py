"""A seat's marks on the board: what it carries, and what is to come only while the game runs."""

from __future__ import annotations

import html
from dataclasses import replace
from functools import partial

import pytest

from engine.state import Player, Status
from fsm import Result, Session, view_of
from fsm.commands import Timeout
from fsm.guards import phase_of
from fsm.machine import Phase
from i18n import LANGUAGES, t
from tests.boards import game_view
from tests.fsm.helpers import Dice, move, table
from tests.render.test_phone_size import six_player_games
from tgbot.render.common import seat_names
from tgbot.render.game import board_names
from tgbot.render.inline import inline_game_view
from tgbot.render.seats import MARKS_INDENT, player_marks, rolled_toast

LOADED = Player(position=42, chips=20, friday=1, skip_next=True, may_restart=True)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_finished_game_s_seats_keep_only_their_friday(lang: str) -> None:
    """R24 and R17's marks look ahead (a 6 kills on 42, a missed turn, a second start): a
    finished board shows none of them, only each seat's Friday (play-test 5: the final board
    still warned '☠️ a 6 kills')."""
    names = ["Ana", "Bo"]
    friday = t(lang, "game-player-friday", name="Bo")
    ahead = [t(lang, key) for key in ("game-player-fever", "game-player-restart")]
    assert player_marks(lang, LOADED, names) == [friday, *ahead, t(lang, "game-player-gallows")]
    assert player_marks(lang, LOADED, names, over=True) == [friday]
    final = next(d for d in six_player_games(1) if phase_of(d) is Phase.FINISHED)
    assert final.engine is not None
    players = list(final.engine.players)
    players[0] = replace(players[0], position=42, skip_next=True, status=Status.ACTIVE)
    final.engine = replace(final.engine, players=tuple(players))
    board = game_view(final, lang, live=False).text
    assert t(lang, "game-player-gallows") not in board
    assert t(lang, "game-player-fever") not in board


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_name_keeps_one_shape_under_the_picture(lang: str) -> None:
    """Play-tests 4 and 5: under the picture a long name cut to fit its seat's line is cut
    so in the story and the prompt too ('Aleksandra-Kri…' beside 'Aleksandra-Kris…' no
    more), and keeps that shape from turn to turn once its token is on the track."""
    shapes: dict[int, set[str]] = {}
    cut = 0
    for data in six_player_games(1, board="picture"):
        state = data.engine
        if state is None or phase_of(data) is Phase.FINISHED:
            continue
        names, board = board_names(data, lang), seat_names(data, lang)
        caption = game_view(data, lang).caption
        for seat, player in enumerate(state.players):
            assert names[seat] in caption
            if names[seat] != board[seat]:
                cut += 1
                assert board[seat] not in caption, (board[seat], caption)
            if player.status is Status.ACTIVE and player.position > 0 and player.chips < 100:
                shapes.setdefault(seat, set()).add(names[seat])
    assert cut and all(len(names) == 1 for names in shapes.values()), shapes


def test_an_inline_game_mentions_its_mover_as_the_seat_line_calls_them() -> None:
    """An inline game's caption mentions the mover (no ping can be sent there) by the name
    its seat line shows, not a longer one."""
    cut = 0
    for data in six_player_games(1, board="picture"):
        state = data.engine
        if state is None or phase_of(data) is Phase.FINISHED or state.pending is not None:
            continue
        data.inline_id = "inline-1"
        mover = state.current
        name = board_names(data, "en")[mover]
        caption = inline_game_view(data, "en", game=view_of(Session(data))).caption
        assert f">{html.escape(name)}</a>" in caption or data.seats[mover].is_computer, caption
        cut += name != seat_names(data, "en")[mover]
    assert cut


def marks_under(board: str, seat_line_start: str) -> list[str]:
    """The mark lines under the seat line that starts with `seat_line_start`."""
    lines = board.replace("\u00a0", " ").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(seat_line_start))
    marks = []
    for line in lines[at + 1 :]:
        if not line.startswith(MARKS_INDENT):
            break
        marks.append(line.removeprefix(MARKS_INDENT))
    return marks


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_mover_near_home_is_told_the_one_roll_that_gets_there(lang: str) -> None:
    """R7 (play-test 35: six rolls bounced Ann back to 44, and nothing said only a 1 gets
    home): from 39 on, the mover's seat tells the one roll that takes them home; a seat not
    to move, one farther than a roll, and a finished board tell none."""
    home_on = partial(t, lang, "game-player-home-on")
    near = Player(position=44, chips=20)
    assert player_marks(lang, near, ["Ana"], to_move=True) == [home_on(value=1)]
    assert player_marks(lang, replace(near, position=39), ["Ana"], to_move=True) == [
        home_on(value=6)
    ]
    assert player_marks(lang, replace(near, position=38), ["Ana"], to_move=True) == []
    assert player_marks(lang, near, ["Ana"]) == []
    assert player_marks(lang, near, ["Ana"], to_move=True, over=True) == []
    gallows = player_marks(lang, replace(near, position=42), ["Ana"], to_move=True)
    assert gallows == [t(lang, "game-player-gallows"), home_on(value=3)]
    session = table(44, 20)
    board = game_view(session.data, lang).text
    assert home_on(value=1).replace("\u00a0", " ") in marks_under(board, "👉")


@pytest.mark.parametrize("lang", ["en", "da"])
def test_turns_the_computer_played_stay_under_the_seat_until_it_acts(lang: str) -> None:
    """R27 (play-test 35: Ann came back on field 1 a chip poorer, the notice that the
    computer had rolled for her gone with the next edit): every board after a timeout tells,
    under her seat, how many turns in a row the computer played for her, until she acts."""
    session = table(5, 9)
    session.data.remind_at, session.data.timeout_at = None, 1.0  # reminded, time up
    session.perform(Timeout(), now=2.0, dice=Dice([3] * 10))
    assert session.data.missed == {0: 1} and session.engine.current == 1
    played = t(lang, "game-player-timed-out", count=1).replace("\u00a0", " ")
    ann = next(line for line in game_view(session.data, lang).text.splitlines() if "Ann" in line)
    board = game_view(session.data, lang).text  # a later edit: no notice of the timeout
    assert played in marks_under(board, ann.replace("\u00a0", " "))
    session.perform(move(session), now=3.0, dice=Dice([2]))  # Bob rolls: her turn again
    assert session.engine.current == 0
    session.perform(move(session), now=4.0, dice=Dice([2]))  # she rolls herself
    board = game_view(session.data, lang).text
    assert not any(line.lstrip().startswith("⏱") for line in board.splitlines())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_seat_in_the_tree_says_it_may_stay(lang: str) -> None:
    """R15 (play-test 62: Linh landed on 7 with no word, and her next roll offered to stay):
    the seat to move on 7 tells that this roll may stay there, as field 4's seat tells a second
    start, till the choice is open (its prompt tells it then); a seat not to move, one on 8 and
    a finished board do not (a caption short of room keeps the chooser's offer)."""
    tree = t(lang, "game-player-tree")
    up = Player(position=7, chips=20)
    assert player_marks(lang, up, ["Ana"], to_move=True) == [tree]
    assert player_marks(lang, up, ["Ana"]) == []
    assert player_marks(lang, up, ["Ana"], to_move=True, over=True) == []
    assert player_marks(lang, up, ["Ana"], to_move=True, choosing=True) == []
    assert player_marks(lang, replace(up, position=8), ["Ana"], to_move=True) == []
    board = game_view(table(7, 20).data, lang).text
    assert tree in marks_under(board, "👉")


def test_a_roll_onto_the_footprint_s_toast_tells_the_flight() -> None:
    """R19 (play-test 65: '🎲 3 → 14 · +2 🪙' hid the 25 the roll reached): the roller's toast
    tells the footprint and the flight back, '🎲 3 → 25 👣 14 · +2 🪙', as the board does."""
    session = table(22, 5)
    before = session.engine
    outcome = session.perform(move(session), now=0.0, dice=Dice([3]))
    assert session.engine.players[0].position == 14
    assert rolled_toast(before, Result(session, outcome)) == "🎲 3 → 25 👣 14 · +2 🪙"
