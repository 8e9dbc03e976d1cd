"""The rules text: edition paragraph, decisions R1–R27, settings in force, all 45 fields."""

from __future__ import annotations

import pytest

from engine.board import FIELD_COUNT
from engine.state import Field12, Settings
from i18n import effect_line, rules_sections, rules_text, story, t
from i18n.catalog import CORE_LANGUAGES
from tests.i18n.test_board import SEEDS

SETTINGS = Settings(field12=Field12.EXTRA_ROLL, start_chips=25, ante=7)


def edition_paragraph(lang: str) -> list[str]:
    """The rules lines of the stored copy of an edition (those before the field lines)."""
    lines = (SEEDS / f"{lang}.txt").read_text(encoding="utf-8").splitlines()
    return [line for line in lines[1:] if line.strip() and ": " not in line[:10]]


class TestRulesText:
    """The rules text is complete in every language."""

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_all_decisions_numbered(self, lang: str) -> None:
        """R1…R27 each appear once, in order, each on its own line."""
        text = rules_text(lang, SETTINGS)
        starts = [line.split(".")[0] for line in text.splitlines() if line.startswith("R")]
        assert [s for s in starts if s[1:].isdigit()] == [f"R{n}" for n in range(1, 28)]

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_r27_names_the_board_s_words_for_leaving(self, lang: str) -> None:
        """R27 tells the words the board shows for one who left, one removed for missed turns
        and one dead (play-test 52: the board's '(removed)' the rules never named)."""
        rule = t(lang, "rule-27")
        for key in ("game-player-left", "game-player-removed", "game-player-dead"):
            shown = t(lang, key, name="X", chips=1).replace("\u00a0", " ")
            word = shown.split("(")[1].split(")")[0]
            assert word in rule, (key, word, rule)

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_all_fields_with_story_and_effect(self, lang: str) -> None:
        """All 45 fields are listed with their story and generated effect line."""
        text = rules_text(lang, SETTINGS)
        for field in range(1, FIELD_COUNT + 1):
            assert f"{t(lang, 'field-ref', field=field)}. {story(field, lang)}" in text
            assert effect_line(field, lang, SETTINGS) in text

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_settings_in_force(self, lang: str) -> None:
        """The field 12 rule, start chips, ante and first purse of this game are stated."""
        text = rules_text(lang, SETTINGS)
        assert t(lang, "rules-setting-field12-extra") in text
        assert t(lang, "rules-setting-field12-skip") not in text
        for key, count in (("chips", 25), ("ante", 7), ("purse", 18)):
            line = t(lang, f"rules-setting-{key}", count=count)
            assert line in text and str(count) in line

    @pytest.mark.parametrize("lang", ["bg", "et", "vi", "da"])
    def test_edition_paragraph_word_for_word(self, lang: str) -> None:
        """The edition's own rules paragraph is included unchanged (as read: a one-letter
        Bulgarian word is held to the next by a no-break space)."""
        paragraph = edition_paragraph(lang)
        assert len(paragraph) == 2
        text = rules_text(lang, SETTINGS).replace("\u00a0", " ")
        for line in paragraph:
            assert line in text

    def test_vietnamese_placeholder_is_explained(self) -> None:
        """The vi edition's stray 'ở số N:' stays verbatim, with a note right after it."""
        first = rules_sections("vi", SETTINGS)[0]
        paragraph = t("vi", "rules-edition")
        assert "ở số N:" in paragraph and paragraph in first
        note = first.split(paragraph, 1)[1].strip()
        assert note == t("vi", "rules-edition-note") and "“số N:”" in note

    @pytest.mark.parametrize("lang", ["bg", "et", "da"])
    def test_a_paper_mark_is_explained(self, lang: str) -> None:
        """The printed editions have each player write a mark on paper or on the field
        (play-test 71: Estonian 'kirjutab sedelile märgi' puzzled a newcomer); a note right
        after the verbatim paragraph says that here the token stands on the board, placed by
        the first roll (R5)."""
        first = rules_sections(lang, SETTINGS)[0]
        paragraph = t(lang, "rules-edition")
        note = first.split(paragraph, 1)[1].strip()
        assert note == t(lang, "rules-edition-note") and note.startswith("📎 ")

    def test_no_empty_note_elsewhere(self) -> None:
        """An edition without an oddity (our English) shows no note and no blank line for one."""
        first = rules_sections("en", SETTINGS)[0]
        assert first.endswith(t("en", "rules-edition")) and t("en", "rules-edition-note") == ""

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_sections_fit_telegram(self, lang: str) -> None:
        """Each section fits a 4096-character Telegram message and no line is lost."""
        sections = rules_sections(lang, SETTINGS)
        assert len(sections) > 4 and all(len(s) <= 4096 for s in sections)
        lines = {line for s in sections for line in s.splitlines()}
        assert {line for line in rules_text(lang, SETTINGS).splitlines() if line} <= lines

    @pytest.mark.parametrize("lang", ["bg", "et", "vi", "da"])
    def test_decisions_are_translated(self, lang: str) -> None:
        """No decision is left in English."""
        for n in range(1, 28):
            assert t(lang, f"rule-{n}") != t("en", f"rule-{n}")
