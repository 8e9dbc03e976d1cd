"""`robinson-bot rules --lang X` and the progress bar of long simulations."""

from __future__ import annotations

import io

import pytest

from i18n import LANGUAGES, field_ref, t
from robinson.cli import main
from robinson.cli.tables import PROGRESS_THRESHOLD, progress


class Terminal(io.StringIO):
    """A text stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


class TestRulesCommand:
    """The rules and the whole board, in every language, for proofreading."""

    @pytest.mark.parametrize("lang", LANGUAGES)
    def test_prints_board_and_decisions(
        self, lang: str, capsys: pytest.CaptureFixture[str]
    ) -> None:
        """All 45 fields and R1…R27 are printed in the language."""
        assert main(["rules", "--lang", lang]) == 0
        out = capsys.readouterr().out
        assert t(lang, "field-45") in out and t(lang, "field-1") in out
        assert all(field_ref(n, lang) in out for n in range(1, 46))
        assert "R1" in out and "R27" in out

    def test_danish_default_is_the_extra_roll(self, capsys: pytest.CaptureFixture[str]) -> None:
        """R16: `rules --lang da` states the Danish default, the extra roll, and plays by it."""
        assert main(["rules", "--lang", "da"]) == 0
        out = capsys.readouterr().out
        assert t("da", "rules-setting-field12-extra") in out
        assert t("da", "rules-setting-field12-skip") not in out
        assert t("da", "effect-fever-extra") in out
        assert "på dansk: slå straks én gang til" in t("da", "rule-16") and "R16. " in out

    def test_unknown_language(self, capsys: pytest.CaptureFixture[str]) -> None:
        """An unknown language is a one-line error with status 2."""
        assert main(["rules", "--lang", "xx"]) == 2
        assert capsys.readouterr().err.count("\n") == 1


class TestProgress:
    """A bar for long runs on a terminal, none otherwise."""

    def test_bar_on_terminal(self) -> None:
        """A long run on a terminal draws a tqdm bar that reaches the total."""
        stream = Terminal()
        with progress(PROGRESS_THRESHOLD, stream) as tick:
            assert tick is not None
            tick(PROGRESS_THRESHOLD)
        assert f"{PROGRESS_THRESHOLD}/{PROGRESS_THRESHOLD}" in stream.getvalue()

    def test_no_bar_when_short_or_piped(self) -> None:
        """Short runs and non-terminals get no bar."""
        with progress(10, Terminal()) as tick:
            assert tick is None
        with progress(PROGRESS_THRESHOLD, io.StringIO()) as tick:
            assert tick is None
