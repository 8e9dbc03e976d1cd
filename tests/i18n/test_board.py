"""The board in words: the editions' stories word for word and effect lines from the engine data."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.board import (
    BOARD,
    FIELD_COUNT,
    BindFriday,
    EveryonePays,
    Fever,
    Gallows,
    GoBack,
    Home,
    NoEffect,
    PayPot,
    PayRightNeighbour,
    RestartOption,
    RollAgain,
    SailOption,
    SwapPlaces,
    TakeFromEach,
    TakePot,
)
from engine.state import Field12, Settings
from i18n import effect_line, short_story, story, t
from i18n.board import cut_words
from i18n.catalog import CORE_LANGUAGES, has

SEEDS = Path(__file__).parent / "seed_stories"
EDITIONS = ("bg", "et", "vi", "da")
LINE = re.compile(r"^(\S+) (\d{1,2}): (.*)$")
SKIP, EXTRA = Settings(field12=Field12.SKIP), Settings(field12=Field12.EXTRA_ROLL)
FIELDS = range(1, FIELD_COUNT + 1)


def seed_lines(lang: str) -> dict[int, str]:
    """The text after 'Nr N: ' of every field line of the stored copy of an edition."""
    lines: dict[int, str] = {}
    for line in (SEEDS / f"{lang}.txt").read_text(encoding="utf-8").splitlines():
        match = LINE.match(line)
        if match:
            lines[int(match.group(2))] = match.group(3)
    return lines


def expected_numbers(field: int) -> set[str]:
    """The numbers the effect line of `field` must mention, from the engine's data."""
    match BOARD[field]:
        case EveryonePays(n) | PayRightNeighbour(n) | TakeFromEach(n):
            return {str(n)}
        case PayPot(n) | TakePot(n) | BindFriday(n):
            return {str(n), "1"}  # the Friday's share (R21)
        case SailOption(target) | SwapPlaces(target):
            return {str(target), str(field)}
        case GoBack(target):
            return {str(target), "2"}  # 14 pays its two chips on arrival (R19)
        case RestartOption():
            return {str(field)}
        case RollAgain():
            return {"5", "25", "14"}
        case Gallows():
            return {"6"}
        case Home():
            return {"45"}  # the nearest player is nearest to 45, not to the winner (R25)
        case _:
            return set()


class TestStories:
    """Stories are the editions' own words; English has its own."""

    @pytest.mark.parametrize("lang", EDITIONS)
    def test_every_field_line_is_in_the_copy(self, lang: str) -> None:
        """The stored copy of each edition has all 45 field lines."""
        assert sorted(seed_lines(lang)) == list(FIELDS)

    @pytest.mark.parametrize("lang", EDITIONS)
    def test_stories_word_for_word(self, lang: str) -> None:
        """Each story is the edition's line up to the ' – ' before its effect, unchanged (as read:
        a one-letter Bulgarian word is held to the next by a no-break space)."""
        for field, line in seed_lines(lang).items():
            text = story(field, lang).replace("\u00a0", " ")
            if isinstance(BOARD[field], NoEffect):
                assert line == text, field
            else:
                assert line.startswith(text + " – "), field

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_every_story_is_distinct_and_present(self, lang: str) -> None:
        """All 45 stories exist, are not English leftovers in the editions, and differ."""
        stories = [story(field, lang) for field in FIELDS]
        assert len(set(stories)) == FIELD_COUNT
        if lang != "en":
            assert not set(stories) & {story(field, "en") for field in FIELDS}

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_short_story_cuts_at_a_word(self, lang: str) -> None:
        """A short story is at most 50 characters and, when cut, ends a word and shows '…'
        (unless the language tells the field shortly of its own: `field-N-short`)."""
        for field in FIELDS:
            full, short = story(field, lang), short_story(field, lang)
            assert len(short) <= 50
            if has(lang, f"field-{field}-short"):
                assert short == t(lang, f"field-{field}-short") and len(full) > 50
            elif short != full:
                assert short.endswith("…")
                head = short[:-1]
                assert full.startswith(head) and full[len(head)] in " ,;:.–-"

    @pytest.mark.parametrize(
        ("lang", "field", "point"),
        [("et", 22, "piroogi"), ("et", 25, "jalajälge"), ("et", 33, "isa"),
         ("vi", 25, "dấu chân"), ("vi", 45, "28 năm xa cách."),
         ("en", 25, "footprint"), ("bg", 25, "стъпало"), ("da", 25, "fodspor"),
         ("en", 38, "two sailors."), ("bg", 38, "двама моряци."), ("en", 33, "in a pirogue."),
         ("en", 34, "food and drink."), ("bg", 34, "храна"), ("da", 34, "mad og drikke."),
         ("et", 34, "süüa ja juua."), ("vi", 34, "ăn uống."), ("bg", 18, "с\u00a0меч."),
         ("vi", 22, "(một loại thuyền)"), ("en", 22, "(a boat)"), ("da", 22, "(båd)"),
         ("bg", 22, "(лодка)")],
    )  # fmt: skip
    def test_a_short_story_keeps_its_point(self, lang: str, field: int, point: str) -> None:
        """Estonian ends a sentence on its object: a cut left "…näeb R. liivas…" without the
        footprint; the field's own short telling keeps it (play-test et/vi, finding 4), as it
        does where a cut dangled or said the opposite (play-test 30, #1: "…have killed two…",
        "Wandering about the island…" before a fright, bg "По-добре без хляб…"), and the edition's
        gloss of a foreign word (play-test 39: "…một chiếc pirogue…" never said it is a boat)."""
        assert point in short_story(field, lang)

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_short_story_never_dangles(self, lang: str) -> None:
        """A cut story never ends on a word that needs the next one, on 'R.', or inside a name."""
        words = cut_words(lang)
        for field in FIELDS:
            full, short = story(field, lang), short_story(field, lang)
            if short == full or has(lang, f"field-{field}-short"):
                continue  # not cut
            head = short.removesuffix("…")
            last = head.rsplit(" ", 1)[-1]
            assert last.strip(',;:.“”„"()').lower() not in words.weak, (field, short)
            assert not re.fullmatch(r"\w\.", last), (field, short)
            for name in words.names:
                for match in re.finditer(re.escape(name), full):
                    assert not match.start() < len(head) < match.end(), (field, short, name)

    @pytest.mark.parametrize(
        ("lang", "field", "short"),
        [
            ("vi", 35, "Người Tây Ban Nha và cha của Thứ Sáu lên đường…"),
            ("vi", 2, "Con tàu chở R. đang đi tới những miền đất lạ…"),
            ("da", 27, "De vilde menneskeædere er kommet til øen…"),
            ("da", 45, "R. kommer hjem efter 28 år…"),
            ("bg", 36, "Р. вижда кораб на котва и\u00a0платноход…"),
            ("bg", 15, "Р. сее ечемик, намерен сред провизиите…"),
            ("et", 27, "Saarele on saabunud metsikud kannibalid…"),
        ],
    )
    def test_short_story_cuts_at_a_clause(self, lang: str, field: int, short: str) -> None:
        """The reviewers' examples: a clause or a phrase, never 'Thứ…', 'ser…' or 'който…'."""
        assert short_story(field, lang) == short

    def test_short_story_keeps_short_ones(self) -> None:
        """A story that fits is left whole."""
        assert short_story(6, "en") == "R. is saved."


class TestEffects:
    """Effect lines come from the board's data and the settings in force."""

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    @pytest.mark.parametrize("settings", [SKIP, EXTRA], ids=["skip", "extra_roll"])
    def test_effect_mentions_its_numbers(self, lang: str, settings: Settings) -> None:
        """Each effect line mentions the amounts and fields of its effect."""
        for field in FIELDS:
            numbers = set(re.findall(r"\d+", effect_line(field, lang, settings)))
            assert expected_numbers(field) <= numbers, (field, numbers)

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_empty_only_without_effect(self, lang: str) -> None:
        """A field has an effect line exactly when it has an effect."""
        for field in FIELDS:
            line = effect_line(field, lang, SKIP)
            assert (line == "") == isinstance(BOARD[field], NoEffect), field
            assert "{" not in line and line != "…"

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_fever_follows_the_setting(self, lang: str) -> None:
        """Field 12 states the skip or the extra roll, as the game's setting says (R16)."""
        fever = next(f for f in FIELDS if isinstance(BOARD[f], Fever))
        assert effect_line(fever, lang, SKIP) == t(lang, "effect-fever-skip")
        assert effect_line(fever, lang, EXTRA) == t(lang, "effect-fever-extra")
        assert effect_line(fever, lang, SKIP) != effect_line(fever, lang, EXTRA)

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_friday_share_on_pot_fields(self, lang: str) -> None:
        """Paying and taking fields state Friday's share (R21); field 1 and 32 do not (R13, R22)."""
        pays, takes = (
            t(lang, "effect-friday-pays", amount=1),
            t(lang, "effect-friday-takes", amount=1),
        )
        for field in FIELDS:
            line = effect_line(field, lang, SKIP)
            assert (pays in line) == isinstance(BOARD[field], PayPot), field
            assert (takes in line) == isinstance(BOARD[field], TakePot | GoBack), field

    @pytest.mark.parametrize(
        ("lang", "one_chip"),
        [
            ("en", "1 chip"),
            ("bg", "1 жетон"),
            ("et", "1 žetoon"),
            ("vi", "1 thẻ"),
            ("da", "1 mærke"),
        ],
    )
    def test_friday_share_names_its_unit(self, lang: str, one_chip: str) -> None:
        """R20/R21: field 29 says what Friday pays and takes as '1 chip', not a bare '1'."""
        bind = next(f for f in FIELDS if isinstance(BOARD[f], BindFriday))
        assert effect_line(bind, lang, SKIP).count(one_chip) == 2

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_home_and_translated(self, lang: str) -> None:
        """Field 45 has its win line, and editions do not show English effect lines."""
        home = next(f for f in FIELDS if isinstance(BOARD[f], Home))
        assert effect_line(home, lang, SKIP) == t(lang, "effect-home")
        if lang != "en":
            assert effect_line(8, lang, SKIP) != effect_line(8, "en", SKIP)
