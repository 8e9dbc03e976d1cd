"""Lookup, fallback and the language helpers of the public API."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from engine.state import Field12
from i18n import LANGUAGES, Catalog, default_field12, language_name, pick_language, t
from i18n.catalog import CORE_LANGUAGES, MISSING

LOGGER = "robinson.i18n"


def write(root: Path, lang: str, text: str) -> None:
    """Write one .ftl file for `lang` under `root`."""
    (root / lang).mkdir(parents=True, exist_ok=True)
    (root / lang / "bot.ftl").write_text(text, encoding="utf-8")


def by_fluent(catalog: Catalog, lang: str, key: str, args: dict[str, Any]) -> str:
    """What Fluent itself makes of `key` in `lang` (nothing kept)."""
    bundle = catalog.bundle(lang)
    pattern = bundle.get_message(key).value
    assert pattern is not None
    return str(bundle.format_pattern(pattern, args)[0])


def formatted_by_fluent(catalog: Catalog, lang: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts `lang`'s bundle formats from now on (a kept text is not formatted again)."""
    bundle, seen = catalog.bundle(lang), []
    format_pattern = bundle.format_pattern

    def noted(pattern: Any, args: Any = None) -> Any:
        text, errors = format_pattern(pattern, args)
        seen.append(str(text))
        return text, errors

    monkeypatch.setattr(bundle, "format_pattern", noted)
    return seen


@pytest.fixture
def tiny(tmp_path: Path) -> Catalog:
    """A catalog with English, Bulgarian and an extra 'xx' language missing one key."""
    write(tmp_path, "en", "hello = Hello, { $name }!\nbye = Bye\n")
    write(tmp_path, "bg", "hello = Здравей, { $name }!\nbye = Чао\n")
    write(tmp_path, "xx", "bye = Ciao\n")
    return Catalog(tmp_path)


class TestLookup:
    """`t` formats after lookup, in an explicit language, with an English fallback."""

    def test_formats_named_placeholders(self) -> None:
        """Named arguments are put into the translated message (a one-letter Bulgarian word held
        to the next by a no-break space)."""
        assert t("bg", "lobby-joined", name="Ана") == "✋ Ана се включи в\u00a0играта."

    def test_no_isolation_marks(self) -> None:
        """Placeables are not wrapped in Unicode isolation marks."""
        text = t("vi", "lobby-host", name="Chi")
        assert "\u2068" not in text and "\u2069" not in text

    def test_a_bulgarian_one_letter_word_is_held_to_the_next(self) -> None:
        """Bulgarian typesetting never ends a line on 'в', 'с', 'и' … (play-test 69: 'плаща 2
        жетона в' / 'общия фонд' on a phone) nor on '№' (play-test 73): a no-break space holds
        each to what follows; other languages keep their spaces ('i' in Danish)."""
        paid = t("bg", "ev-paid-pot", name="Мария", amount=2)
        assert "жетона в\u00a0общия" in paid and "Мария плаща" in paid
        assert "участник плаща 1 жетон в\u00a0общия" in t("bg", "rule-13")
        youngest = t("bg", "lobby-youngest", name="Ana")
        assert " и " not in t("bg", "rule-21") and " с " not in youngest
        assert "\u00a0" not in t("da", "lobby-joined", name="Ana")
        assert "(№\u00a042)" in t("bg", "rules-key-points")  # '(№' / '42)' (play-test 73)

    def test_plural_forms(self) -> None:
        """A count picks the language's plural form."""
        assert "1 жетон " in t("bg", "effect-pay-pot", amount=1) + " "
        assert "3 жетона" in t("bg", "effect-pay-pot", amount=3)
        assert "1 mærke" in t("da", "effect-pay-pot", amount=1)
        assert "3 mærker" in t("da", "effect-pay-pot", amount=3)

    def test_missing_translation_falls_back_and_warns_once(
        self, tiny: Catalog, caplog: pytest.LogCaptureFixture
    ) -> None:
        """A key missing in one language is taken from English and logged once."""
        with caplog.at_level(logging.WARNING, logger=LOGGER):
            assert tiny.format("xx", "hello", {"name": "Ana"}) == "Hello, Ana!"
            assert tiny.format("xx", "hello", {"name": "Ana"}) == "Hello, Ana!"
        warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
        assert len(warnings) == 1 and "hello" in warnings[0].getMessage()

    def test_key_missing_everywhere_is_neutral(
        self, tiny: Catalog, caplog: pytest.LogCaptureFixture
    ) -> None:
        """A key missing even in English logs an error and shows '…', never the raw key."""
        with caplog.at_level(logging.WARNING, logger=LOGGER):
            assert tiny.format("bg", "no-such-key", {}) == MISSING
        assert [r.levelno for r in caplog.records] == [logging.ERROR]

    def test_unknown_language_uses_english(self, tiny: Catalog) -> None:
        """A language without a folder is served in English."""
        assert tiny.format("zz", "bye", {}) == "Bye"

    def test_module_t_falls_back_for_unknown_key(self, caplog: pytest.LogCaptureFixture) -> None:
        """The public `t` logs and returns '…' for a key nobody defines."""
        with caplog.at_level(logging.WARNING, logger=LOGGER):
            assert t("da", "test-key-nobody-defines") == MISSING
        assert any("test-key-nobody-defines" in r.getMessage() for r in caplog.records)


# How each language names the Bulgarian, Estonian, Vietnamese and Danish editions.
EDITION_WORDS = {
    "en": ("Bulgarian", "Estonian", "Vietnamese", "Danish"),
    "bg": ("българск", "естонск", "виетнамск", "датск"),
    "et": ("Bulgaaria", "Eesti", "Vietnami", "Taani"),
    "vi": ("Bulgaria", "Estonia", "tiếng Việt", "Đan Mạch"),
    "da": ("bulgarsk", "estisk", "vietnamesisk", "dansk"),
}


class TestLanguages:
    """Languages are discovered from folders; Telegram codes map onto them."""

    def test_core_languages_first(self) -> None:
        """The five languages come first, in the documented order."""
        assert LANGUAGES[:5] == ("bg", "et", "vi", "da", "en") == CORE_LANGUAGES

    def test_new_folder_is_a_new_language(self, tiny: Catalog) -> None:
        """Adding a folder of .ftl files adds a language."""
        assert "xx" in tiny.languages and tiny.format("xx", "bye", {}) == "Ciao"

    @pytest.mark.parametrize(
        ("code", "lang"),
        [
            ("da-DK", "da"),
            ("en-US", "en"),
            ("bg", "bg"),
            ("ET", "et"),
            ("vi_VN", "vi"),
            ("de", "en"),
            ("pt-br", "en"),
            ("", "en"),
            (None, "en"),
        ],
    )
    def test_pick_language(self, code: str | None, lang: str) -> None:
        """A Telegram language_code maps to its language, anything else to English."""
        assert pick_language(code) == lang

    @pytest.mark.parametrize(
        ("lang", "name"),
        [
            ("bg", "🇧🇬 Български"),
            ("et", "🇪🇪 Eesti"),
            ("vi", "🇻🇳 Tiếng Việt"),
            ("da", "🇩🇰 Dansk"),
            ("en", "🇬🇧 English"),
        ],
    )
    def test_language_name(self, lang: str, name: str) -> None:
        """Each language is named in itself, with its flag."""
        assert language_name(lang) == name

    def test_language_name_of_uncatalogued_language(self) -> None:
        """A language without a catalog entry is named by babel, not with the English flag."""
        assert language_name("fr") == "Français"

    @pytest.mark.parametrize(
        ("lang", "rule"),
        [
            ("bg", Field12.SKIP),
            ("da", Field12.EXTRA_ROLL),
            ("en", Field12.SKIP),
            ("et", Field12.EXTRA_ROLL),
            ("vi", Field12.EXTRA_ROLL),
        ],
    )
    def test_default_field12(self, lang: str, rule: Field12) -> None:
        """R16: bg, en → skip; et, vi, da → extra roll (Danish readers read "du må slå én gang")."""
        assert default_field12(lang) is rule

    @pytest.mark.parametrize(("lang", "editions"), EDITION_WORDS.items())
    def test_field12_settings_name_the_editions(
        self, lang: str, editions: tuple[str, str, str, str]
    ) -> None:
        """R16: the settings text names the edition each choice comes from, the Danish one too."""
        bulgarian, *extra_roll = editions
        about = t(lang, "settings-field12-about").casefold()
        assert all(word.casefold() in about for word in editions), about
        assert bulgarian in t(lang, "rules-setting-field12-skip")
        extra = t(lang, "rules-setting-field12-extra")
        assert all(word in extra for word in extra_roll), extra
        assert "du må slå én gang" in t(lang, "rule-16")


class TestRemembered:
    """A formatted message is kept; the same arguments of another type are another message."""

    def test_same_text_again_and_by_argument_type(self, tiny: Catalog) -> None:
        """Kept results are per language, key and typed arguments; a change of bundle is not."""
        assert tiny.format("bg", "hello", {"name": "Ана"}) == "Здравей, Ана!"
        assert tiny.format("bg", "hello", {"name": "Ана"}) == "Здравей, Ана!"
        assert tiny.format("en", "hello", {"name": "Ана"}) == "Hello, Ана!"
        assert tiny.format("en", "hello", {"name": 1}) == "Hello, 1!"
        assert tiny.format("en", "hello", {"name": 1.5}) == "Hello, 1.5!"
        assert tiny.format("en", "hello", {"name": True}) == by_fluent(
            tiny, "en", "hello", {"name": True}
        )

    def test_problems_are_not_kept(
        self, tiny: Catalog, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """A fallback or an error is formatted anew each time (and still logged once)."""
        no_name = by_fluent(tiny, "en", "hello", {})
        formatted = formatted_by_fluent(tiny, "en", monkeypatch)
        with caplog.at_level(logging.WARNING, logger=LOGGER):
            assert tiny.format("xx", "hello", {"name": "Ana"}) == "Hello, Ana!"
            assert tiny.format("xx", "hello", {"name": "Ana"}) == "Hello, Ana!"
            assert tiny.format("en", "hello", {}) == tiny.format("en", "hello", {})
            assert tiny.format("en", "hello", {"name": "Ana"}) == "Hello, Ana!"
            assert tiny.format("en", "hello", {"name": "Ana"}) == "Hello, Ana!"
        assert formatted == ["Hello, Ana!"] * 2 + [no_name] * 2 + ["Hello, Ana!"]  # then kept

    def test_an_unhashable_argument_is_formatted_not_kept(self, tiny: Catalog) -> None:
        """An argument that cannot be a key still formats (as Fluent would)."""
        args: dict[str, Any] = {"name": ["Ana"]}
        assert tiny.format("en", "hello", args) == by_fluent(tiny, "en", "hello", args)
