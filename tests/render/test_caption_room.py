"""A caption short of room under its picture: the fields' quotes go before any line does, and
a call to press 🦜 is left to its button (play-test 4: six seats ran 100–160 px over a
390×844 screen on Friday, footprint and cannibal turns, every parrot turn ~58 px)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from itertools import chain

import pytest

from engine import SkipAhead, Skipped
from fsm.commands import Actor, Leave, RollDie, SayParrot
from fsm.data import GameSettings, Seat, SessionData
from i18n import LANGUAGES, short_story, t, without_story
from tests.boards import game_view
from tests.fsm.helpers import Dice, mover, table
from tests.render.games import played
from tests.render.story_audit import before_the_prompt, story_problems, told_lines
from tests.render.test_captions import long_games
from tests.render.test_phone_size import six_player_games
from tgbot.render.common import phone_lines, unwidowed
from tgbot.render.game import board_names, caption_budget
from tgbot.render.story import Story, fit_phone
from tgbot.render.told import Line

CAUSES = ("placement", "roll", "count-back", "restart", "footprint", "sail", "swap")
MOVES = [f"ev-moved-{cause}" for cause in CAUSES]  # every line that quotes a field's story
MOVES += [f"turn-{roll}-{way}" for roll in ("roll", "reroll") for way in ("move", "count-back")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_s_line_without_its_quote_ends_on_the_field(lang: str) -> None:
    """Every line that quotes a field's story, in every language, loses just the quote (and
    the space before it): it then ends on the field's number; a line with no quote stays."""
    for key in MOVES:
        for field in range(1, 46):
            line = t(lang, key, name="Ana", value=3, dst=field, story=short_story(field, lang))
            bare = without_story(line, field, lang)
            assert bare.endswith(str(field)) and line.startswith(f"{bare} "), (key, line, bare)
            assert short_story(field, lang) not in bare
    stays = t(lang, "ev-stayed-tree", name="Ana", field=7)
    assert without_story(stays, 7, lang) == stays


def quoted(text: str, turn: int, **marks: bool) -> Line:
    """A move's line quoting its field, with its quote-less form."""
    return Line(f"{text} “a field's story, long enough to wrap”", turn, bare=text, **marks)


def test_under_a_picture_the_quotes_go_before_any_line() -> None:
    """Short of room with `landings` (under a picture), the lines are told without their
    quotes, the turns in between first and the own turn last, before a brief goes; a text
    board (no picture to show the move) keeps its quotes and cuts lines instead."""
    lines = (
        quoted("🎲 Ana rolled 2 → 8", 0, landing=True),
        quoted("🎲 🤖 Poll rolled 6 → 12", 1, landing=True),
        Line("⏭ 🤖 Poll misses the next turn", 1),
        quoted("🎲 Boris rolled 4 → 9", 2, landing=True),
    )
    story = Story(lines, frozenset(range(4)), ("Ana", "🤖 Poll", "Boris"))
    whole = phone_lines(story.text())
    assert whole == 7  # each quoted line wraps once on a phone

    one_less = fit_phone([], story, [], whole - 1, phone_lines, landings=True)
    assert one_less.text() == [lines[0].text, "🎲 🤖 Poll rolled 6 → 12", *story.text()[2:]]
    bare = fit_phone([], story, [], 4, phone_lines, landings=True)
    assert bare.text() == [line.bare or line.text for line in lines]  # every line stays
    text = fit_phone([], story, [], whole - 1, phone_lines)
    assert all(" “" in line for line in text.text() if line != "…")


def test_short_of_room_a_turn_that_changed_a_person_s_purse_keeps_why_longest() -> None:
    """A computer's turn that took from a person keeps the line saying why (with its landing)
    while turns that changed no person's purse go whole, and its why goes before its landing,
    its purse then ending the landing's line (play-test 23: '… Mads −1 🪙' stood where a
    computer's 32 took it, beside other computers' turns told in full; play-test 24: in a cut
    naming the turns after it, it read as if those had taken it); the cut of a turn that
    changed no person's purse tells the computer's (play-test 47: the pot fell untold)."""
    took = ((0, -1),)
    lines = (
        Line("🎲 Mads rolled 2 → 2", 0, landing=True, person=True, mover=0),
        Line("🎲 🤖 Xury rolled 4 → 32", 1, landing=True, mover=1),
        Line("🪙 🤖 Xury takes 1 chip from each of the others: +2 🪙", 1, purse=took, mover=1),
        Line("🎲 🤖 Poll rolled 3 → 20", 2, mover=2),
        Line("🔁 🤖 Poll rolled again: 6 → 26", 2, landing=True, mover=2),
        Line("🪙 🤖 Poll pays 3 chips into the pot", 2, mover=2, others=((2, -3),)),
        Line("🎲 🤖 Atkins rolled 6 → 19", 3, landing=True, mover=3),
    )
    story = Story(lines, frozenset(range(len(lines))), ("Mads", "🤖 Xury", "🤖 Poll", "🤖 Atkins"))
    fitted = fit_phone([], story, [], len(lines) - 2, landings=True)
    poll = "… 🤖 Poll\u00a0−3\u00a0🪙"
    assert fitted.text() == [lines[0].text, *(ln.text for ln in lines[1:3]), poll, lines[-1].text]
    shorter = fit_phone([], story, [], len(lines) - 3, landings=True)
    assert shorter.text()[:3] == [  # the why's purse ends its turn's line, not Poll's cut
        lines[0].text,
        f"{lines[1].text}\u00a0…\u00a0Mads\u00a0−1\u00a0🪙",
        poll,
    ]


def test_short_of_room_the_last_line_beyond_its_brief_goes_before_the_own_why() -> None:
    """The story's last line, where it only tells a computer's purse, goes before the own
    turn's why, and its purse then ends its turn's landing line (play-test 27: '🪙 🤖 Mirth
    pays 3 chips into the pot' stood last while the own '🪙 Mads pays 2 chips to 🤖 Mirth'
    went into '… Mads −2 🪙'); a last line in its turn's brief stays."""
    paid = ((0, -2),)
    lines = (
        Line("🎲 Mads rolled 1 → 10", 0, landing=True, person=True, mover=0),
        Line("🪙 Mads pays 2 chips to 🤖 Mirth", 0, purse=paid, person=True, mover=0),
        Line("🎲 🤖 Xury rolled 4 → 19", 1, landing=True, mover=1),
        Line("🎲 🤖 Mirth rolled 4 → 26", 2, landing=True, mover=2),
        Line("🪙 🤖 Mirth pays 3 chips into the pot", 2, False, mover=2, others=((2, -3),)),
    )
    story = Story(lines, frozenset(range(len(lines))), ("Mads", "🤖 Xury", "🤖 Mirth"))
    fitted = fit_phone([], story, [], 4, landings=True)
    assert fitted.text() == [
        *(line.text for line in lines[:3]),
        f"{lines[3].text}\u00a0…\u00a0🤖 Mirth\u00a0−3\u00a0🪙",
    ]
    last = replace(lines[-1], brief=True, purse=paid, others=())  # it pays Mads: it stays
    kept = Story((*lines[:-1], last), frozenset(range(len(lines))), story.names)
    assert fit_phone([], kept, [], 4, landings=True).text()[-1] == last.text


def parrot_calls(lang: str) -> set[str]:
    """The prompt's calls to press 🦜."""
    return {t(lang, "game-parrot-call"), t(lang, "game-parrot-call-you")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_parrot_s_line_outlasts_the_quotes_under_a_picture(lang: str) -> None:
    """Play-test 75: Minh landed on the parrot, Hoa said it, Lan left; under the picture the
    caption kept the roll's quote and dropped the parrot's line, and only who said it stood
    over the 🦜 button. The parrot's line goes only with its turn's brief, after the quotes."""
    session = table(11, 12, 13, 14)
    session.data.chat_id = -100
    session.data.settings = replace(session.data.settings, board="picture")
    roll = RollDie(mover(session), session.data.game_id, session.engine.step)
    session.perform(roll, now=1.0, dice=Dice([6]))
    bob, cat = (Actor(seat.user_id, seat.name) for seat in session.data.seats[1:3])
    session.perform(SayParrot(bob), now=2.0, dice=Dice([]))
    session.perform(Leave(cat), now=3.0, dice=Dice([]))
    caption = (game_view(session.data, lang).caption or "").replace("\u00a0", " ")
    name = board_names(session.data, lang)[0]
    assert t(lang, "ev-parrot", name=name).replace("\u00a0", " ") in caption.splitlines(), caption


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_group_board_calls_all_together_once(lang: str) -> None:
    """R17: with the parrot calling in a group, "all together" stands once over the 🦜
    button, in the caption and on the text board: the story's parrot line ('… talks to the
    parrot. All press “Poor Robinson!”') where the story tells it, the prompt's call then
    left to the button (play-test 30: said twice in three lines); else a call naming who
    landed there, in the call's place ('… talks to the parrot. Everyone together: press …';
    play-test 9: 'Say it too' under a cut that took the parrot's turn)."""
    told_it = named = 0
    for data in six_player_games(4, board="picture"):
        state = data.engine
        if state is None or state.finished or data.parrot is None or data.parrot.said:
            continue
        view = game_view(data, lang)
        assert view.keyboard is not None and any(
            button.text == t(lang, "btn-parrot") for row in view.keyboard.inline_keyboard
            for button in row
        )  # fmt: skip
        name = board_names(data, lang)[data.parrot.seat]
        told = unwidowed(t(lang, "ev-parrot", name=name))
        call = unwidowed(t(lang, "game-parrot-call-group", name=name))
        for lines in (view.text.splitlines(), view.caption.splitlines()):
            assert not parrot_calls(lang) & set(lines), lines  # the bare call: never needed
            if told in before_the_prompt(lines, data, lang):
                told_it += 1
                assert call not in lines, lines
            else:
                named += 1
                assert call in lines and told not in lines, lines
    assert told_it and named, (told_it, named)


def private_solo_games(games: int, computers: int = 5) -> Iterator[SessionData]:
    """Snapshots of seeded solo games: one person and five computer players (or `computers`),
    a picture board."""
    rng = random.Random(23)
    robin = Actor(1, "Robin")
    names = ("Xury", "Poll", "Atkins", "Ismael", "Mirth")[:computers]
    computers_seated = [Seat(name, None, "optimal") for name in names]
    for _ in range(games):
        seats = [Seat(robin.name, robin.user_id), *computers_seated]
        yield from played(seats, [robin], GameSettings(max_seats=6), rng, chat_id=robin.user_id)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_solo_caption_calls_to_the_parrot_and_never_says_it_for_the_player(lang: str) -> None:
    """R17 in a private chat: where the story leaves out the parrot's turn, the line in the
    call's place calls its player to press 🦜, naming who landed on 17 (play-test 23: the
    story's '… talks to the parrot: “Poor Robinson!”' under the prompt read as said already,
    over the button asking to say it); where the story tells it, 'Say it too' follows
    (play-test 24: the story's line and the button, no call). Six seats leave the story's
    line to the call (play-test 27: it went before the own turn's why), two have room. The
    player's own call is in the second person (play-test 28: 'Mads talks to the parrot')."""
    named = yours = too = 0
    for data in chain(private_solo_games(6), private_solo_games(8, computers=1)):
        state, parrot = data.engine, data.parrot
        if state is None or state.finished or parrot is None or parrot.said:
            continue
        caption = game_view(data, lang).caption.splitlines()
        name = board_names(data, lang)[parrot.seat]
        above = before_the_prompt(caption, data, lang)
        prompt = caption[len(above) :]
        assert unwidowed(t(lang, "ev-parrot-alone", name=name)) not in prompt, caption
        own = parrot.seat == 0  # Robin's
        call = unwidowed(t(lang, "game-parrot-call-named", name=name))
        assert not (own and call in prompt), caption
        if own and unwidowed(t(lang, "game-parrot-call-yours")) in prompt:
            yours += 1
        elif call in prompt:
            named += 1
        else:
            too += 1
            assert t(lang, "game-parrot-call-you") in prompt, caption
            assert unwidowed(t(lang, "ev-parrot-alone", name=name)) in above, caption
    assert named and yours and too, (named, yours, too)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_caption_over_the_phone_leaves_the_open_choice_to_its_buttons(lang: str) -> None:
    """R14/R15/R20/R27's choices: a caption that would run over the phone's budget leaves out
    the line offering the choice, with no cut for it (one button per option says where it
    leads), and keeps the prompt naming who chooses; with room, the offer stays; the text
    board always tells it."""
    left = stayed = 0
    rng = random.Random(3)
    pair = [Actor(1, "Ana"), Actor(2, "Bo")]
    short = played(
        [Seat(a.name, a.user_id) for a in pair], pair, GameSettings(board="picture"), rng
    )
    for data in [*six_player_games(2, board="picture"), *long_games(1), *short]:
        if data.engine is None or data.engine.pending is None:
            continue
        view = game_view(data, lang)
        text, caption = view.text.splitlines(), view.caption.splitlines()
        prompt = next(line for line in text if line.startswith("⏳"))  # whose choice it is
        offer = text[text.index(prompt) - 1]  # the story's last line
        assert view.keyboard is not None
        assert len(view.keyboard.inline_keyboard) >= len(data.engine.pending.options)
        assert prompt in caption
        if offer in caption:  # with room for it (play-test 31: it came back over the budget
            stayed += 1  # with a group's call to the parrot)
            budget = caption_budget(len(view.keyboard.inline_keyboard))
            assert phone_lines(caption) <= budget, caption
        else:
            left += 1
            assert caption[caption.index(prompt) - 1] != "…", caption
    assert left and stayed  # both met


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_solo_caption_names_the_player_s_missed_turn(lang: str) -> None:
    """R16's fever on 12 (`skip`) in a six-seat solo caption short of room: the lines of the
    person's turn to miss and missed stand there, or the cut that leaves them out names the
    person after a ⏭ (play-test 27: '🎲 Ann rolled 3 → 12 / … 🎲 10 turns' hid both)."""
    named = 0
    for data in private_solo_games(12):
        told = [line for line in told_lines(data, lang) if any(
            isinstance(event, (SkipAhead, Skipped)) and event.seat == 0 for event in line.events
        )]  # fmt: skip
        if not told:
            continue
        caption = game_view(data, lang).caption.splitlines()
        skipped = f"⏭\u00a0{board_names(data, lang)[0]}"
        for line in told:
            if not any(line.says(text) for text in caption):
                assert any(text.startswith("… ") and skipped in text for text in caption)
                named += 1
        assert story_problems(data, lang, caption) == [], caption
    assert named  # the cut, in these games, where a phone has no room for the lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_solo_choice_s_offer_stands_before_a_call_to_the_parrot(lang: str) -> None:
    """R14/R15/R20 with R17 in a private chat: short of room, a caption keeps the open choice's
    offer ('⛵ You may sail on to 27 or stay on 23.') and leaves the parrot to its 🦜 button,
    which says what it says (play-test 30: a call over a bare '⛵ 27' and '⚓ Stay on 23'), and
    leaves out the '👇 Your choice' the offer says too (play-test 33: a line over its budget)."""
    met = bare = 0
    for data in private_solo_games(16):
        state, parrot = data.engine, data.parrot
        if state is None or state.pending is None or parrot is None or parrot.said:
            continue
        view = game_view(data, lang)
        text, caption = view.text.splitlines(), view.caption.splitlines()
        offer = text[text.index(t(lang, "game-your-choice")) - 1]  # the story's last line
        assert offer in caption, caption
        if not any(line.startswith("🦜") for line in caption):  # no call: no 👇 either, the
            assert t(lang, "game-your-choice") not in caption, caption  # offer says it (pt 33)
            bare += 1
        met += 1
    assert met > 2 and bare, (met, bare)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_solo_player_s_own_offer_stands_in_the_place_of_the_call_to_choose(lang: str) -> None:
    """R14/R15/R20 in a private chat: a caption short of room for both keeps the player's own
    offer ('🚢 You may go on to 7 or start over on 3.'), which says what the buttons do, and
    leaves out '👇 Your choice: tap a button below.' (play-test 31: '🎲 Боян хвърли 1' and the
    👇 over a bare '➡️ 7' and '🔄 3'); it fits the phone."""
    shortened = 0
    for data in private_solo_games(10):
        state = data.engine
        if state is None or state.pending is None or state.pending.seat != 0:
            continue
        view = game_view(data, lang)
        text, caption = view.text.splitlines(), view.caption.splitlines()
        offer = text[text.index(t(lang, "game-your-choice")) - 1]  # the story's last line
        assert offer in caption, caption
        assert phone_lines(caption) <= caption_budget(len(view.keyboard.inline_keyboard))
        shortened += t(lang, "game-your-choice") not in caption
    assert shortened, "no caption was short of room in these games"
