"""Picture mode's captions: every seat's field and purse, the story's landing lines, all
within Telegram's 1,024-character limit in every language."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from engine.state import Field12, Status
from fsm.commands import Actor
from fsm.data import GameSettings, Seat, SessionData
from fsm.guards import phase_of
from fsm.machine import Phase
from fsm.session import from_doc, to_doc
from i18n import LANGUAGES, t
from tests.boards import game_view
from tests.render.games import played
from tests.render.story_audit import PLACES, before_the_prompt, told_lines
from tgbot.render.common import (
    CAPTION_LIMIT,
    caption_length,
    fit_caption,
    unwidowed,
)
from tgbot.render.game import board_names
from tgbot.render.picture.fonts import covered
from tgbot.render.picture.marks import marks
from tgbot.render.seats import token_mark

# Ten people with names as long as Telegram allows (64 characters), Cyrillic and Vietnamese.
PEOPLE = [Actor(n, ("Ngưỡng Thị Hồng Phượng Хрисимира " * 3)[:60] + f" {n:02}") for n in range(10)]


def long_games(games: int, board: str = "picture") -> Iterator[SessionData]:
    """Snapshots of seeded ten-player games with the longest names, to the end."""
    rng = random.Random(11)
    for _ in range(games):
        seats = [Seat(a.name, a.user_id) for a in PEOPLE]
        yield from played(seats, PEOPLE, GameSettings(max_seats=10, board=board), rng)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_caption_fits(lang: str) -> None:
    """Every live and final caption of long ten-player games fits, its last line kept (but
    a call to press 🦜 over the phone's budget, which the button makes)."""
    finals = 0
    for data in long_games(3):
        if phase_of(data) is Phase.FINISHED:
            view = game_view(data, lang, live=False)  # the winning turn stays on the board
            finals += 1
            assert "🏠" in view.caption
        else:
            view = game_view(data, lang)
            text = view.text.splitlines()
            last = {text[-1]}
            if text[-1] in (t(lang, "game-parrot-call"), t(lang, "game-parrot-call-you")):
                last.add(text[-2])  # a caption over the phone may leave it to its 🦜 button
            if data.parrot is not None:  # or, its story cut, call naming who landed there
                name = board_names(data, lang)[data.parrot.seat]
                last.add(unwidowed(t(lang, "game-parrot-call-group", name=name)))
            assert view.caption.splitlines()[-1] in last
        assert view.picture is not None and view.picture.lang == lang
        assert caption_length(view.caption) <= CAPTION_LIMIT, len(view.caption)
    assert finals == 3


def test_text_mode_has_no_picture() -> None:
    """With the board setting on text, the live message is today's text message."""
    data = next(d for d in long_games(1, board="text") if d.engine and d.engine.step > 3)
    assert game_view(data, "en").picture is None


def test_fit_caption_drops_the_oldest_story_first() -> None:
    """Too long: the oldest droppable lines go first; the rest is kept whole."""
    story = [f"line {n} " + "x" * 300 for n in range(5)]
    caption = fit_caption([*story, "your turn"], story)
    assert caption.endswith("your turn") and "line 4" in caption and "line 0" not in caption
    assert caption_length(caption) <= CAPTION_LIMIT


def test_caption_counts_utf16() -> None:
    """Telegram counts UTF-16 code units: an astral emoji counts twice."""
    assert caption_length("🎲a") == 3
    text = fit_caption(["🎲" * 600], [])
    assert caption_length(text) <= CAPTION_LIMIT


def test_every_symbol_on_the_board_has_a_glyph() -> None:
    """The field marks and the legend's signs are all in the shipped font."""
    signs = "▶☺⊘↺☠⇥★·"
    symbols = [m.symbol for f12 in Field12 for m in marks(f12) if m]
    assert all(ord(ch) in covered() for text in [*symbols, signs] for ch in text)


def test_old_saved_games_load_with_the_picture_default() -> None:
    """A game saved before the board setting existed loads, showing the picture."""
    data = next(long_games(1))
    doc = to_doc(data)
    del doc["settings"]["board"]
    loaded = from_doc(doc)
    assert loaded.settings.board == "picture"
    assert t("en", "settings-board-picture")


def solo_games(games: int) -> Iterator[SessionData]:
    """Snapshots of seeded games of one person against five computer players, to the end."""
    rng = random.Random(5)
    person = PEOPLE[0]
    for _ in range(games):
        seats = [Seat(person.name, person.user_id)]
        seats += [Seat(name, None, "forward") for name in ("Xury", "Poll", "Ann", "Bo", "Cy")]
        yield from played(seats, [person], GameSettings(board="picture"), rng)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_caption_lists_every_seat_with_field_and_purse(lang: str) -> None:
    """Ten long names: each seat's line, after its token's colour and number, says its field
    and its purse, within Telegram's 1,024 characters (play-test 2, finding 7)."""
    checked = 0
    for data in long_games(1):
        state = data.engine
        if state is None or phase_of(data) is Phase.FINISHED:
            continue
        caption = game_view(data, lang).caption
        assert caption_length(caption) <= CAPTION_LIMIT
        lines = caption.splitlines()
        for seat, player in enumerate(state.players):
            line = next(ln for ln in lines if ln.startswith(f"{token_mark(seat)} "))
            assert f"{player.chips}\u00a0🪙" in line, line  # one line with its coin
            if player.status is Status.ACTIVE and 0 < player.position < 45:
                assert f" {player.position} " in line.replace("\u00a0", " "), line
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_trimmed_story_keeps_where_each_turn_ended(lang: str) -> None:
    """A turn told in part always keeps its landing line — the footprint back to 14, the
    sail, the swap, the stay in the tree (play-test 2, finding 5) — in the text and in the
    caption (there perhaps without its field's quote)."""
    leaps = 0
    for data in solo_games(4):
        view = game_view(data, lang, live=phase_of(data) is not Phase.FINISHED)
        told = told_lines(data, lang)
        once = Counter(line.text for line in told)  # a line only one turn tells
        for whole in (view.text.splitlines(), view.caption.splitlines()):
            shown = before_the_prompt(whole, data, lang)
            for turn in {line.turn for line in told}:
                lines = [line for line in told if line.turn == turn]
                places = [ln for ln in lines if any(isinstance(e, PLACES) for e in ln.events)]
                landing = (places or lines)[-1 if places else 0]
                if any(line.says(text) for line in lines if once[line.text] == 1
                       for text in shown):  # fmt: skip
                    assert any(map(landing.says, shown)), ([ln.text for ln in lines], shown)
                    leaps += landing != lines[0]
    assert leaps > 5  # turns whose landing is not their first line were met and kept
