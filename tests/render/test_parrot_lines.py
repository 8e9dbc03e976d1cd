"""The parrot on 17 under a caption short of room: its story line may go where the prompt's 🦜
line tells it, and then goes without a cut mark."""

from __future__ import annotations

import random
import re
from itertools import chain

import pytest

from fsm.commands import Actor
from fsm.data import GameSettings, Seat
from i18n import LANGUAGES, t
from tests.boards import game_view
from tests.render.games import played
from tests.render.test_caption_room import private_solo_games
from tests.render.test_phone_size import six_player_games
from tgbot.render.common import phone_lines, unwidowed
from tgbot.render.game import board_names, caption_budget
from tgbot.render.told import Line, Story

ON_17_CUT = re.compile(r"→\s17(\s[“»„\"].*)?\s…$")  # '🎲 Linh slog 3 → 17 …'


def test_a_spare_line_left_out_leaves_no_mark() -> None:
    """A spare line left out is not marked; any other is ('…' at the end of the line above)."""
    lines = (Line("🎲 Ann rolled 2 → 17", 0), Line("🦜 Ann talks to the parrot", 0))
    assert Story(lines, frozenset({0})).text() == ["🎲 Ann rolled 2 → 17\u00a0…"]
    spared = (lines[0], Line(lines[1].text, 0, spare=True))
    assert Story(spared, frozenset({0})).text() == ["🎲 Ann rolled 2 → 17"]


@pytest.mark.parametrize("lang", ["en", "da", "vi"])
def test_the_parrot_s_line_left_to_the_prompt_leaves_no_mark(lang: str) -> None:
    """R17 in six-seat groups and solo games on the picture board: where the caption leaves
    out the story's '🦜 Linh talks to the parrot: “Poor Robinson!”', a 🦜 line of the prompt
    (the call naming who landed there, or who said it) tells the parrot, and the roll to 17
    ends without a '…' (play-test 32: '🎲 Linh slog 3 → 17 …' read as broken text)."""
    left_out = 0
    games = chain(six_player_games(6, board="picture"), private_solo_games(4))
    for data in games:
        state, parrot = data.engine, data.parrot
        if state is None or state.finished or parrot is None:
            continue
        caption = game_view(data, lang).caption.splitlines()
        name = board_names(data, lang)[parrot.seat]
        story_line = {unwidowed(t(lang, k, name=name)) for k in ("ev-parrot", "ev-parrot-alone")}
        if story_line & set(caption):
            continue
        left_out += 1
        assert not any(ON_17_CUT.search(line) for line in caption), "\n".join(caption)
    assert left_out, "no caption left the parrot's line out in these games"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_choice_s_offer_stands_before_a_call_to_the_parrot_in_a_group(lang: str) -> None:
    """R14/R15/R18 with R17 in a group of four on the picture board: while the parrot still
    calls, a caption short of room keeps the open choice's offer ('🌳 Kadri may move on to 12
    or stay in the tree on 7.') and leaves the parrot to its 🦜 button (play-test 39: '🎲 Kadri
    rolled 1 / ⏳ Waiting for Kadri to choose.' under the call, the choice unexplained)."""
    people = [Actor(n, name) for n, name in enumerate(("Ann", "Mads", "Kadri", "Linh"), 1)]
    seats, rng = [Seat(a.name, a.user_id) for a in people], random.Random(5)
    kept = left = 0
    for _ in range(12):
        for data in played(seats, people, GameSettings(board="picture"), rng):
            state, parrot = data.engine, data.parrot
            if state is None or state.pending is None or parrot is None or parrot.said:
                continue
            view = game_view(data, lang)
            text, caption = view.text.splitlines(), view.caption.splitlines()
            prompt = next(line for line in text if line.startswith("⏳"))  # whose choice
            offer = text[text.index(prompt) - 1]  # the story's last line
            assert view.keyboard is not None
            assert phone_lines(caption) <= caption_budget(len(view.keyboard.inline_keyboard))
            kept, left = kept + (offer in caption), left + (offer not in caption)
    assert kept > 2 * left, (kept, left)  # before: none kept


@pytest.mark.parametrize("lang", LANGUAGES)
def test_whose_roll_it_is_ends_the_board_under_the_parrot_s_line(lang: str) -> None:
    """R17 in six-seat groups: while the parrot still calls (a round long) or stands said, its
    prompt line comes right over whose roll it is, which ends the text and the caption
    (play-tests 60 and 61: '🎲 Linh's turn to roll.' / '🦜 Linh talks to the parrot…' read as
    a new landing, two turns after it). A private chat's stays last: its one reader's turn."""
    seen = 0
    for data in six_player_games(4, board="picture"):
        state = data.engine
        if state is None or state.finished or data.parrot is None or state.pending is not None:
            continue
        view = game_view(data, lang)
        for shown in (view.text.splitlines(), (view.caption or "").splitlines()):
            assert not shown[-1].startswith("🦜"), shown  # whose roll it is, last
            seen += shown[-2].startswith("🦜")  # the parrot's line right over it
    assert seen, "no board with the parrot's line over the prompt in these games"
