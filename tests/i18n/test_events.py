"""Events told as chat lines, whole turns, and the labels of the choice buttons."""

from __future__ import annotations

import logging
import re

import pytest

from engine.board import BOARD, NoEffect, ParrotCall, RestartOption, StayOption
from engine.events import (
    EVENT_TYPES,
    ChoiceKind,
    ChoiceOffered,
    Died,
    Event,
    FridayBound,
    MoveCause,
    Moved,
    Paid,
    Rolled,
    Swapped,
    Took,
    TurnStarted,
)
from engine.state import Field12, Settings
from i18n import choice_label, render_event, render_turn, short_story
from i18n.catalog import CORE_LANGUAGES, MISSING
from i18n.costs import field_cost
from tests.i18n.samples import NAMES, sample_events, seats_named
from tgbot.render.common import PHONE_LINE_WIDTH, phone_width

RAW_KEY = re.compile(r"\b(ev|turn|btn|effect|field)-[a-z-]+")


def clean(line: str) -> bool:
    """True if a rendered line has no unresolved placeable, raw key or missing marker."""
    return bool(line) and line != MISSING and "{" not in line and not RAW_KEY.search(line)


class TestRenderEvent:
    """Every event type renders in every language."""

    def test_samples_cover_every_type(self) -> None:
        """The samples include every event type the engine defines."""
        assert {type(e).__name__ for e in sample_events()} == set(EVENT_TYPES)

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_every_event_renders(self, lang: str, caplog: pytest.LogCaptureFixture) -> None:
        """Each sample renders to a clean line that names its players, with no catalog warning."""
        with caplog.at_level(logging.WARNING, logger="robinson.i18n"):
            for event in sample_events():
                line = render_event(event, lang, NAMES)
                assert clean(line), (event, line)
                for seat in seats_named(event):
                    assert NAMES[seat] in line, (event, line)
        assert caplog.records == []

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_kinds_render_differently(self, lang: str) -> None:
        """Different causes and choice kinds get different wording."""
        lines = {render_event(e, lang, NAMES) for e in sample_events()}
        assert len(lines) == len(sample_events())

    @pytest.mark.parametrize(
        ("lang", "joined"),
        [
            ("en", "Boris or Chi"),
            ("bg", "Boris или Chi"),
            ("et", "Boris või Chi"),
            ("vi", "Boris hoặc Chi"),
            ("da", "Boris eller Chi"),
        ],
    )
    def test_swap_choice_is_an_or_list(self, lang: str, joined: str) -> None:
        """R23: the players on offer on 36 are joined with "or": the mover swaps with one."""
        event = ChoiceOffered(0, ChoiceKind.SWAP, (1, 2), 5)
        line = render_event(event, lang, NAMES)
        assert joined in line, line

    def test_short_payment_is_told(self) -> None:
        """A payment smaller than owed says how much was missing."""
        line = render_event(Paid(1, 1, 3, None, 8), "en", NAMES)
        assert line == "🪙 Boris pays 1 chip into the pot (had only 1 of 3)"

    def test_friday_share_is_told(self) -> None:
        """A take as someone's Friday says whose Friday (R21)."""
        line = render_event(Took(2, 1, 1, None, 14, friday_of=0), "en", NAMES)
        assert line == "🤝 Chi, Ana's Friday, takes 1 chip too"

    def test_move_names_field_and_story(self) -> None:
        """A move shows the field and a few words of its story."""
        line = render_event(Moved(1, 22, 23, MoveCause.SAIL), "en", NAMES)
        assert "23" in line and short_story(23, "en") in line and line.startswith("⛵")

    def test_names_are_not_escaped(self) -> None:
        """Names are inserted as given: escaping is the caller's job."""
        line = render_event(TurnStarted(0, 1), "en", ["<b>&Ana"])
        assert "<b>&Ana" in line


class TestRenderTurn:
    """A whole turn reads as a short story."""

    def test_roll_and_move_merge(self) -> None:
        """A roll and the move it caused make one line, as in UX.md."""
        events: list[Event] = [TurnStarted(1, 6), Rolled(1, 3), Moved(1, 20, 23, MoveCause.ROLL)]
        lines = render_turn(events, "en", NAMES)
        assert lines == ["🎲 Boris rolled 3 → 23 “R. sails his pirogue round the island.”"]

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_a_6_on_the_gallows_is_told_once(self, lang: str) -> None:
        """The 6 rolled on 42 and the death it brings make one line, the death's (R24): the
        roll's own line said the 6 a second time (play-test: "slog 6" then "slog 6 på felt
        42")."""
        events: list[Event] = [TurnStarted(1, 6), Rolled(1, 6), Died(1, 42)]
        died = render_event(Died(1, 42), lang, NAMES)
        assert render_turn(events, lang, NAMES) == [f"‼️ {died}"]

    def test_a_bond_or_swap_stands_out_only_with_a_person_in_it(self) -> None:
        """A Friday bond or a swap leads with ‼️ when a person is in it; between computer
        players it is an ordinary line (play-test 20: their bonds, each kept whole as a rare
        moment, stood a six-seat caption twice a phone's height); a death always stands out."""
        bond, swap = FridayBound(2, 1), Swapped(2, 1)
        for event in (bond, swap):
            line = render_event(event, "en", NAMES)
            assert render_turn([event], "en", NAMES, people={0}) == [line]
            assert render_turn([event], "en", NAMES, people={1}) == [f"‼️ {line}"]
        died = render_event(Died(2, 42), "en", NAMES)
        assert render_turn([Died(2, 42)], "en", NAMES, people={0}) == [f"‼️ {died}"]

    def test_everyone_pays_is_one_line(self) -> None:
        """Field 1's payments by every player are summed up in one line, short purses apart."""
        events: list[Event] = [
            Paid(0, 1, 1, None, 1),
            Paid(1, 1, 1, None, 1),
            Paid(2, 0, 1, None, 1),
        ]
        lines = render_turn(events, "en", NAMES)
        assert lines[0] == "🪙 Everyone pays 1 chip: +2\u00a0🪙 into the pot"  # the pot's sum
        assert len(lines) == 2 and "Chi" in lines[1]

    def test_take_from_each_is_one_line(self) -> None:
        """Field 32's takes from each player are summed up in one line."""
        events: list[Event] = [Took(0, 1, 1, 1, 32), Took(0, 1, 1, 2, 32)]
        assert render_turn(events, "da", NAMES) == [
            "🪙 Ana får 1 mærke af hver af de andre: +2\u00a0🪙"
        ]

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_every_sample_turn_is_clean(self, lang: str) -> None:
        """Rendering all samples as one turn gives clean lines only."""
        lines = render_turn(sample_events(), lang, NAMES)
        assert lines and all(clean(line) for line in lines)


class TestChoiceLabels:
    """Buttons say where they lead and stay short."""

    @pytest.mark.parametrize(
        ("kind", "option", "roll", "position", "label"),
        [
            (ChoiceKind.TREE, 9, 2, 7, "➡️ 9"),
            (ChoiceKind.TREE, 7, 4, 7, "🌳 Stay on 7"),
            (ChoiceKind.RESTART, 2, 2, 4, "🔄 Start over on 2"),
            (ChoiceKind.RESTART, 7, 3, 4, "➡️ 7"),
            (ChoiceKind.SAIL, 27, 2, 23, "⛵ Sail to 27"),  # play-test 30: a bare "⛵ 27"
            (ChoiceKind.SAIL, 23, 2, 23, "🏖️ Stay on 23"),
            (ChoiceKind.SWAP, 0, 5, 36, "⚓ Swap with Ana"),
        ],
    )
    def test_english_labels(
        self, kind: ChoiceKind, option: int, roll: int, position: int, label: str
    ) -> None:
        """The English labels match UX.md."""
        assert choice_label(kind, option, "en", NAMES, roll, position) == label

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_labels_are_short(self, lang: str) -> None:
        """Every label a game can offer (R14's tree on 7, R15's shipwreck on 4 for every roll,
        R20's boat on 23, R27's swap on 36) fits its button's row and names its destination."""
        offered = [(ChoiceKind.TREE, option, option - 7, 7) for option in range(7, 14)]
        for roll in range(1, 7):
            offered += [(ChoiceKind.RESTART, option, roll, 4) for option in (roll, 4 + roll)]
        offered += [(ChoiceKind.SAIL, 27, 4, 23), (ChoiceKind.SAIL, 23, 4, 23)]
        offered += [(ChoiceKind.SWAP, seat, 5, 36) for seat in range(len(NAMES))]
        for kind, option, roll, position in offered:
            label = choice_label(kind, option, lang, NAMES, roll, position)
            assert clean(label) and phone_width(label) <= PHONE_LINE_WIDTH, label  # a row each
            assert str(option) in label or kind is ChoiceKind.SWAP


class TestChoiceCosts:
    """A choice's button says what landing there costs or gives, read from the board table."""

    @pytest.mark.parametrize(
        ("kind", "option", "roll", "position", "field12", "label"),
        [
            (ChoiceKind.TREE, 8, 1, 7, Field12.SKIP, "➡️ 8 · −3\u00a0🪙"),
            (ChoiceKind.RESTART, 1, 1, 4, Field12.SKIP, "🔄 Start over on 1 · everyone −1\u00a0🪙"),
            (ChoiceKind.TREE, 12, 5, 7, Field12.SKIP, "➡️ 12 · 🤒 miss a turn"),
            (ChoiceKind.TREE, 12, 5, 7, Field12.EXTRA_ROLL, "➡️ 12 · 🤒 roll again"),
            (ChoiceKind.RESTART, 3, 3, 4, Field12.SKIP, "🔄 Start over on 3 · +1\u00a0🪙"),
            (ChoiceKind.SAIL, 27, 4, 23, Field12.SKIP, "⛵ Sail to 27"),
        ],
    )
    def test_english_costs(
        self, kind: ChoiceKind, option: int, roll: int, position: int, field12: Field12, label: str
    ) -> None:
        """R15, R14, R16: the cost follows the field and the fever setting."""
        settings = Settings(field12=field12)
        assert choice_label(kind, option, "en", NAMES, roll, position, settings) == label

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_every_effect_has_words(self, lang: str) -> None:
        """Every field whose effect touches the mover has a short cost, with its amount."""
        silent = (NoEffect, RestartOption, StayOption, ParrotCall)
        for field, effect in enumerate(BOARD):
            cost = field_cost(field, lang)
            assert bool(cost) is not isinstance(effect, silent), (field, cost)
            amount = getattr(effect, "amount", None)
            assert amount is None or str(amount) in cost, (field, cost)
            assert len(choice_label(ChoiceKind.TREE, field, lang, NAMES, 1, 7)) <= 32, field
