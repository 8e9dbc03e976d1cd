"""The story under the board reads whole: a person's purse never changes unexplained, a roll
says where it led, and what is left out stands under a cut (play-test 3, the shortened story)."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import replace

import pytest

from engine import new_game, policies, purse_changes, replay
from engine.events import ChoiceKind, ChoiceOffered, MoveCause, Moved, Rolled, Won
from fsm import Notice
from fsm.commands import Actor, Choose, FinishForMe, Leave, RollDie, Start
from fsm.data import GameSettings, Seat, SessionData
from fsm.guards import phase_of
from fsm.machine import Phase
from fsm.outcome import Outcome
from fsm.session import Session, from_doc, to_doc
from i18n import LANGUAGES, first_quotes, short_story, t, without_story
from tests.boards import game_view
from tests.render import games
from tests.render.story_audit import CUT, story_problems
from tgbot.render.common import phone_lines, unwidowed
from tgbot.render.game import board_names
from tgbot.render.story import PHONE_CHARS, PHONE_LINES, tell_story
from tgbot.render.told import turn_lines

LINH, KADRI = Actor(7, "Linh"), Actor(8, "Kadri")
MIX = [Seat("Xury", None, "optimal"), Seat("Poll", None, "random"), Seat("Atkins", None, "optimal")]


def onward(actor: Actor, session: Session) -> RollDie | Choose:
    """`actor`'s roll, or their choice of the farthest option (the first player to swap
    with)."""
    pending, step = session.engine.pending, session.engine.step
    if pending is None:
        return RollDie(actor, "g", step)
    return Choose(actor, "g", step, max(pending.options), pending.kind is ChoiceKind.SWAP)


def solo(script: Sequence[int], commands: int | None = None) -> Iterator[SessionData]:
    """Linh's private game against a mix of three computer players (🔀 A mix: clever and
    random in turn), her dice (and the random player's picks) from `script`; the game after
    each of her commands (her choice: onward), `commands` of them or until the script ends."""
    rng = iter(script)
    seats = [Seat("Linh", LINH.user_id), *MIX]
    settings = GameSettings(board="picture")
    session = Session(SessionData("g", LINH.user_id, LINH.user_id, seats=seats, settings=settings))
    left = len(script)

    def die() -> int:
        nonlocal left
        left -= 1
        return next(rng, 1)

    session.perform(Start(LINH), now=0.0, dice=die)
    done = 0
    while session.phase is not Phase.FINISHED and left > 0 and done != commands:
        command = onward(LINH, session)
        session.perform(command, now=0.0, dice=die)
        done += 1
        yield from_doc(to_doc(session.data))


def last_board(script: Sequence[int]) -> SessionData:
    """The game as the script leaves it."""
    *_, data = solo(script)
    return data


def story(data: SessionData, lang: str, notices: Sequence[Notice] = ()) -> list[str]:
    """The text board's lines under its rule (a caption, shorter under its picture, tells
    fewer turns: `test_every_story_reads_whole` reads it)."""
    view = game_view(data, lang, notices, live=phase_of(data) is not Phase.FINISHED)
    lines = view.text.splitlines()
    return lines[lines.index("──────────────") + 1 :]


@pytest.mark.parametrize("lang", ["en", "et"])
def test_a_computer_paying_a_person_is_told(lang: str) -> None:
    """Round 4: Xury rolls 3 in the tree on 7, moves on to 10 and pays Linh 2. The story tells
    the roll, the move and the payment: Linh's purse does not change unexplained, 'moves to
    10' does not come without its roll (play-test 3: the payment's line was cut)."""
    data = last_board([4, 5, 1, 3, 6, 2, 6, 2, 1, 3, 4, 1, 4])
    assert data.engine is not None and data.engine.players[1].position == 10
    lines = story(data, lang)
    names = ["Linh", f"🤖\u00a0{t(lang, 'computer-xury')}"]
    paid = unwidowed(t(lang, "ev-paid-player", name=names[1], other="Linh", amount=2))
    rolled = unwidowed(t(lang, "ev-rolled", name=names[1], value=3))
    assert paid in lines, lines
    assert lines[lines.index(rolled) + 1].startswith(f"➡️ {names[1]} ")  # the move to 10
    assert story_problems(data, lang, lines) == []


@pytest.mark.parametrize("lang", ["en", "et"])
def test_a_roll_says_where_it_led(lang: str) -> None:
    """Round 4: Poll rolls 6 in the tree and stays there. His roll's line is followed by the
    stay, never left alone (play-test 3: '🎲 Poll rolled 4' stood alone)."""
    data = last_board([6, 5, 1, 5, 6, 6, 6, 5, 1, 6, 3, 4])
    lines = story(data, lang)
    poll = f"🤖\u00a0{t(lang, 'computer-poll')}"
    rolled = unwidowed(t(lang, "ev-rolled", name=poll, value=6))
    assert rolled in lines, lines
    stays = unwidowed(t(lang, "ev-stayed-tree", name=poll, field=7))
    assert lines[lines.index(rolled) + 1] == stays
    assert any(line.split(" ")[0] == CUT for line in lines)  # the first round's cuts marked
    assert story_problems(data, lang, lines) == []


def finished_for_kadri(seed: int) -> tuple[SessionData, Outcome] | None:
    """A group game of Kadri, Linh and a clever Xury: a few turns, Linh leaves, Kadri presses
    ⏩ Finish for me; the game and the outcome of that press (None if it never came to it)."""
    rng = random.Random(seed)
    seats = [Seat("Kadri", 8), Seat("Linh", 7), Seat("Xury", None, "optimal")]
    session = Session(SessionData("g", -5, 8, seats=seats, settings=GameSettings(board="picture")))
    people = {8: KADRI, 7: LINH}

    def die() -> int:
        return rng.randint(1, 6)

    session.perform(Start(KADRI), now=0.0, dice=die)
    for _ in range(rng.randint(2, 8)):
        mover = people[session.data.seats[session.engine.current].user_id or 0]
        session.perform(onward(mover, session), now=0.0, dice=die)
    session.perform(Leave(LINH), now=0.0, dice=die)
    if session.phase is Phase.FINISHED or session.engine.current != 0:
        return None
    outcome = session.perform(FinishForMe(KADRI, "g", session.engine.step), now=0.0, dice=die)
    return from_doc(to_doc(session.data)), outcome


def finish_summaries(seeds: int = 12) -> Iterator[tuple[SessionData, Outcome]]:
    """`finished_for_kadri` for each of `seeds` seeds that came to the press."""
    for seed in range(seeds):
        played = finished_for_kadri(seed)
        if played is not None:
            yield played


def adds_up(lines: Sequence[str], name: str) -> bool:
    """Whether each roll of `name` ('🎲 Kadri … 2 → 29', '… 3 → 45 ↩️ 44') starts where their
    roll before it left them, or a cut or another line of theirs stands between the two."""
    where: int | None = None
    for line in lines:
        words = line.split()
        if words[0] == CUT or name not in line:
            where = None if words[0] == CUT else where
        elif words[0] in ("🎲", "🔁") and words[1] == name and "→" in words:
            arrow = words.index("→")
            value, dst = int(words[arrow - 1].rstrip(":")), int(words[arrow + 1])
            if words[arrow + 2 : arrow + 3] == ["↩️"]:  # past 45, counted back (perhaps unquoted)
                dst = int(words[arrow + 3])
            if where is not None and min(where + value, 90 - where - value) != dst:
                return False
            where = dst
        else:
            where = None  # a move its words tell (a footprint, a sail): not read here
    return True


@pytest.mark.parametrize("lang", ["et", "en"])
def test_a_finish_summary_marks_its_cuts(lang: str) -> None:
    """⏩ Finish for me plays many turns at once: the summary shows some and marks where it
    leaves lines out, with what they did to the people's purses; Kadri's lines add up or
    have a cut between them (play-test 3: 'Kadri veeretas 6 → 14 …' was followed by
    'Kadri veeretas 2 → 29', no '…' between)."""
    summaries = 0
    for data, outcome in finish_summaries():
        lines = story(data, lang, outcome.notices)
        assert lines[0].startswith("⏩"), lines
        assert any(line.split(" ")[0] == CUT for line in lines), lines
        assert adds_up(lines, "Kadri"), lines
        assert story_problems(data, lang, lines) == [], lines
        summaries += 1
    assert summaries >= 5


def mixed_games(games: int) -> Iterator[SessionData]:
    """Every board of seeded solo games against the mix, to the end."""
    rng = random.Random(4)
    for _ in range(games):
        yield from solo([rng.randint(1, 6) for _ in range(400)])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_story_reads_whole(lang: str) -> None:
    """Every board of whole solo games and of ⏩ summaries, text and caption: no person's
    purse changes unexplained, no roll stands without where it led, every cut is marked and
    tells the people's purses, each player's lines add up or have a cut between them — and
    the text still fits a phone."""
    boards = cuts = 0
    summaries = [played for seed in range(12) if (played := finished_for_kadri(seed))]
    games: list[tuple[SessionData, Sequence[Notice]]] = [(data, ()) for data in mixed_games(3)]
    games += [(data, outcome.notices) for data, outcome in summaries]
    for data, notices in games:
        view = game_view(data, lang, notices, live=phase_of(data) is not Phase.FINISHED)
        for shown in (view.text.splitlines(), view.caption.splitlines()):
            assert story_problems(data, lang, shown) == [], shown
            cuts += any(line.split(" ")[0] == CUT for line in shown)
        lines = view.text.splitlines()
        assert len(lines) <= PHONE_LINES and len(view.text) <= PHONE_CHARS, view.text
        boards += 1
    assert boards > 40 and cuts > 10


@pytest.mark.parametrize("seed", range(40))
def test_purse_changes_add_up_to_the_engines_purses(seed: int) -> None:
    """R4–R25: what the story counts as a purse change, summed over a whole game's events,
    is each seat's purse at the end less its purse at the start (the engine's own figures)."""
    rng = random.Random(seed)
    players = rng.randint(2, 6)
    dice = [rng.randint(1, 6) for _ in range(400)]
    policy = policies.policy_named("random", rng.randrange)
    game = replay.replay(players, dice, [], policy)
    start = [p.chips for p in new_game(players).players]
    moved = [0] * players
    for event in game.events:
        for seat, chips in purse_changes(event).items():
            moved[seat] += chips
    assert game.state.finished
    assert [s + m for s, m in zip(start, moved, strict=True)] == [
        p.chips for p in game.state.players
    ]


def test_a_roll_again_keeps_the_move_before_it() -> None:
    """R16 (the extra roll): a computer turn of two moves keeps both in its brief, so a cut
    turn never starts with "rolled again" (play-test: "… / 🔁 Xury rolled again 5 → 17 / …")."""
    told = [
        ("🎲 🤖 Xury rolled 3 → 12", (Rolled(1, 3), Moved(1, 9, 12, MoveCause.ROLL))),
        ("🔁 🤖 Xury rolls once more", ()),
        ("🔁 🤖 Xury rolled again: 5 → 17", (Rolled(1, 5, True), Moved(1, 12, 17, MoveCause.ROLL))),
    ]
    lines = turn_lines(told, 1, people=[0], mover=1)
    assert [line.brief for line in lines] == [True, False, True]
    assert lines[2].landing and not lines[0].landing


def test_a_choice_s_move_keeps_the_roll_before_it() -> None:
    """R14 then R16: Poll in the tree rolls 5, moves on to 12 and rolls again; the bare roll
    that led to the choice is in the brief with both moves, so a cut never leaves a lone '…'
    above '➡️ Poll moves to 12' (play-test 38); the offer, its choice told, is no line."""
    told = [
        ("🎲 🤖 Poll rolled 5", (Rolled(2, 5),)),
        ("🌳 🤖 Poll may move on to 12 or stay", (ChoiceOffered(2, ChoiceKind.TREE, (12, 7), 5),)),
        ("➡️ 🤖 Poll moves on to 12", (Moved(2, 7, 12, MoveCause.ROLL),)),
        ("🔁 🤖 Poll rolls once more", ()),
        ("🔁 🤖 Poll rolled again: 2 → 14", (Rolled(2, 2, True), Moved(2, 12, 14, MoveCause.ROLL))),
    ]
    lines = turn_lines(told, 1, people=[0], mover=2)
    assert [line.brief for line in lines] == [True, True, False, True]
    assert "may move on" not in " ".join(line.text for line in lines)  # its choice is told
    # (play-test 42: the offer stood between the roll and the choice where there was room)


def test_a_story_line_never_leaves_its_last_word_alone_on_a_phone_line() -> None:
    """Play-tests 5 and 6 ('… veeretab veel / kord', '»Stakkels / Robinson!«', '… go on to /
    9.'): a story line's last word is held to the word before by a no-break space, so no
    phone, however wide its bubble, wraps it onto a line of its own (a line of two words, and
    a cut's mark, are left as they are)."""
    assert unwidowed("🔁 Aleksandra-Kris… veeretab veel kord") == (
        "🔁 Aleksandra-Kris… veeretab veel\u00a0kord"
    )
    assert unwidowed("🎲 Ana rolled 3 → 7") == "🎲 Ana rolled 3 →\u00a07"
    assert unwidowed("… 🤖\u00a0Poll") == "… 🤖\u00a0Poll"
    lines = 0
    for lang in LANGUAGES:
        for data in mixed_games(2):
            for line in tell_story(data, lang, data.last_events).text():
                head, _, last = line.rpartition(" ")
                if line.startswith(CUT) or " " not in head:
                    continue
                lines += 1
                assert "\u00a0" in last and phone_lines([last]) == 1, line
    assert lines > 100


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_computer_s_win_stays_on_the_final_board(lang: str) -> None:
    """R25: the game ends where someone comes home; a computer player's win is not marked as
    a person's (🎉) but no trimming leaves it out of the final board, text or caption (play-
    test 6: a bare '…' stood for 'Atkins is home and wins')."""
    finals = 0
    rng = random.Random(9)
    for _ in range(6):
        final = list(solo([rng.randint(1, 6) for _ in range(400)]))[-1]
        state = final.engine
        if state is None or state.winner is None or not final.seats[state.winner].is_computer:
            continue
        won = next(e for e in final.last_events if isinstance(e, Won))
        names = board_names(final, lang)
        line = unwidowed(t(lang, "ev-won", name=names[won.seat], pot=won.pot))
        for board in ("text", "picture"):
            final.settings = replace(final.settings, board=board)
            view = game_view(final, lang, live=False)
            assert line in (view.caption or view.text).splitlines(), (line, view.caption)
        finals += 1
    assert finals


def test_a_wrapping_story_line_keeps_each_arrow_with_its_field() -> None:
    """With a long name a Vietnamese roll line wraps on a phone: no line may end on → with
    the field it leads to on the next ('gieo được 6 →' / '45 ↩️ 40': play-test 18), nor on
    the die before it ('gieo thêm được 3' / '→ 15': play-test 63), nor split a bounce ('→ 45
    ↩️' / '42': play-test 72); a line that fits one phone line stays as told."""
    people = [Actor(1, "Nguyễn Thị Phương"), Actor(2, "Søren Kierkegaard"), LINH]
    seats = [Seat(a.name, a.user_id) for a in people]
    wrapped = bounced = 0
    played = (games.played(seats, people, GameSettings(), random.Random(seed)) for seed in (3, 4))
    for data in itertools.chain.from_iterable(played):  # 4: a bounce that wraps
        for line in tell_story(data, "vi", data.last_events).text():
            if "→" not in line:
                continue
            if phone_lines([line.replace("\u00a0", " ")]) > 1:
                wrapped += 1
                assert "→ " not in line, line
                assert not re.search(r"\w \d\u00a0→|\d →| ↩️|↩️ ", line), line
                bounced += "↩️" in line
            else:
                assert "→\u00a0" not in line, line
    assert wrapped > 10 and bounced, (wrapped, bounced)


@pytest.mark.parametrize("lang", ["en", "da"])
def test_a_field_s_story_is_quoted_once_in_a_story(lang: str) -> None:
    """Play-test 35: ⏩ bounced Ann back from 45 four times, and the story of 43 stood four
    times under one another; a later move to a field already quoted is told bare."""
    first = f"🎲 Ann rolled 4 → 43 “{short_story(43, lang)}”"
    again = f"🎲 Ann rolled 5 → 45 ↩️ 43 “{short_story(43, lang)}”"
    other = f"🎲 Bo rolled 2 → 12 “{short_story(12, lang)}”"
    told = ((first, 43), ("🪙 Ann takes 1", 0), (other, 12), (again, 43))
    lines = [(line, without_story(line, field, lang) if field else "") for line, field in told]
    assert first_quotes(lines) == [True, True, True, False]
    seen = 0
    for data, outcome in finish_summaries():
        data.settings = replace(data.settings, board="text")  # quoted, as a text board tells
        told = story(data, lang, outcome.notices)
        plain = [line.replace("\u00a0", " ") for line in told]  # as the eye reads it
        quoted = [f for line in plain for f in range(1, 46) if without_story(line, f, lang) != line]
        assert len(quoted) == len(set(quoted)), told
        seen += len(quoted)
    assert seen
