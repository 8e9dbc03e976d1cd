"""The .ftl catalogs: same keys and placeholders everywhere, valid plurals, clean syntax."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from i18n.catalog import CORE_LANGUAGES, FALLBACK, LOCALES_DIR

PLURAL_VARS = {"count", "amount", "share"}  # a variable so named is always a counted noun
SINGLE_FORM = {"vi"}  # Vietnamese has one form for every number (GLOSSARY.md)
# Each language's quotation marks, opening and closing, as its print uses them.
QUOTES = {"bg": "„“", "et": "„“", "vi": "“”", "da": "»«", "en": "“”"}
SEEDS = Path(__file__).parent / "seed_stories"  # the editions' texts, word for word
OWN_SHORT = re.compile(r"field-\d+-short")  # a language's own short telling of a field


def verbatim(lang: str, text: str) -> bool:
    """Whether `text` is copied word for word from the printed edition of `lang`."""
    seed = SEEDS / f"{lang}.txt"
    return seed.exists() and text in seed.read_text(encoding="utf-8")


class _Collect(Visitor):
    """Collects variable references and select expressions of one message."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selects: list[ast.SelectExpression] = []
        self.text: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.text.append(node.value)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.selects.append(node)
        self.generic_visit(node)


@cache
def catalog(lang: str) -> dict[str, _Collect]:
    """Every message of `lang`, keyed by id, with what it references."""
    messages: dict[str, _Collect] = {}
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                collected = _Collect()
                collected.visit(entry)
                messages[entry.id.name] = collected
    return messages


def selected(message: _Collect) -> set[str]:
    """Names of the variables a message selects on."""
    return {
        s.selector.id.name for s in message.selects if isinstance(s.selector, ast.VariableReference)
    }


OTHERS = [lang for lang in CORE_LANGUAGES if lang != FALLBACK]


class TestCatalogs:
    """All five catalogs agree on keys, placeholders and plural logic."""

    @pytest.mark.parametrize("path", sorted(LOCALES_DIR.glob("*/*.ftl")), ids=str)
    def test_no_syntax_errors(self, path: Path) -> None:
        """Every .ftl file parses without junk entries."""
        body = FluentParser().parse(path.read_text(encoding="utf-8")).body
        junk = [str(entry.content)[:60] for entry in body if isinstance(entry, ast.Junk)]
        assert junk == []

    @pytest.mark.parametrize("lang", OTHERS)
    def test_same_keys_as_english(self, lang: str) -> None:
        """Each catalog defines exactly the keys the English one defines, but for a field's
        own short telling (`field-N-short`), which a language writes only where a cut of the
        story would lose its point."""
        keys = {key for key in catalog(lang) if not OWN_SHORT.fullmatch(key)}
        assert keys == {key for key in catalog(FALLBACK) if not OWN_SHORT.fullmatch(key)}
        assert all(
            1 <= int(key.split("-")[1]) <= 45 for key in catalog(lang) if OWN_SHORT.fullmatch(key)
        )

    @pytest.mark.parametrize("lang", OTHERS)
    def test_same_placeholders_as_english(self, lang: str) -> None:
        """Each message uses the same placeholder names as in English."""
        english = catalog(FALLBACK)
        wrong = {
            key: (msg.variables, english[key].variables)
            for key, msg in catalog(lang).items()
            if key in english and msg.variables != english[key].variables
        }
        assert wrong == {}

    @pytest.mark.parametrize("lang", [x for x in CORE_LANGUAGES if x not in SINGLE_FORM])
    def test_counts_are_pluralised(self, lang: str) -> None:
        """A message showing a count or an amount selects its plural form on it."""
        missing = {
            key: msg.variables & PLURAL_VARS
            for key, msg in catalog(lang).items()
            if msg.variables & PLURAL_VARS - selected(msg)
        }
        assert missing == {}

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_plural_categories_are_valid(self, lang: str) -> None:
        """Variant keys are numbers or the language's CLDR categories; counts cover them all."""
        categories = set(Locale(lang).plural_form.tags) | {"other"}
        for key, msg in catalog(lang).items():
            for select in msg.selects:
                names = {v.key.name for v in select.variants if isinstance(v.key, ast.Identifier)}
                assert names <= categories, (key, names)
                on = select.selector
                counted = isinstance(on, ast.VariableReference) and on.id.name in PLURAL_VARS
                if lang not in SINGLE_FORM and counted:
                    assert names == categories, (key, names)

    def test_single_form_language_has_no_one_variant(self) -> None:
        """Vietnamese messages never split 'one' from 'other'."""
        for lang in SINGLE_FORM:
            for key, msg in catalog(lang).items():
                for select in msg.selects:
                    keys = {
                        v.key.name for v in select.variants if isinstance(v.key, ast.Identifier)
                    }
                    assert keys <= {"other"}, key

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_no_markup_characters(self, lang: str) -> None:
        """Message text has no '<', '>' or '&', so it is safe to send as HTML."""
        bad = {
            key: text
            for key, msg in catalog(lang).items()
            for text in msg.text
            if set(text) & set("<>&")
        }
        assert bad == {}

    @pytest.mark.parametrize("lang", CORE_LANGUAGES)
    def test_quotes_are_the_languages_own(self, lang: str) -> None:
        """The player reads typographic quotes (da »…«, bg and et „…“, vi and en “…”), paired;
        a straight " stays only in Fluent's own syntax and in the edition's verbatim text."""
        opening, closing = QUOTES[lang]
        wrong = {
            key: text
            for key, msg in catalog(lang).items()
            if not verbatim(lang, text := "".join(msg.text))
            and ('"' in text or text.count(opening) != text.count(closing))
        }
        assert wrong == {}

    def test_verbatim_edition_text_keeps_its_straight_quotes(self) -> None:
        """The Danish edition prints "guvernøren" with straight quotes: the story keeps them."""
        assert '"guvernøren"' in "".join(catalog("da")["field-41"].text)


def lines_matching(lang: str, pattern: str) -> list[str]:
    """The lines of `lang`'s catalogs that `pattern` finds something in, with their place."""
    return [
        f"{path.name}:{number}: {line}"
        for path in sorted((LOCALES_DIR / lang).glob("*.ftl"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(pattern, line)
    ]


@pytest.mark.parametrize("lang", CORE_LANGUAGES)
def test_every_coin_is_held_to_its_number(lang: str) -> None:
    """A 🪙 after a number is joined to it by a no-break space, so a phone never wraps the coin
    onto a line of its own ('… · 20' / '🪙': play-test et/vi, finding 3)."""
    assert lines_matching(lang, r"[\d}] 🪙") == []


@pytest.mark.parametrize("lang", CORE_LANGUAGES)
def test_a_purses_aside_is_held_whole(lang: str) -> None:
    """'(died on the gallows)' after a purse is never split by a phone's line break ('(døde
    i' / 'galgen)': play-test 18): no-break spaces join its words."""
    assert lines_matching(lang, r"^end-purse-(dead|left) = .*\([^)]* ") == []


@pytest.mark.parametrize(("lang", "word"), [("bg", "№"), ("bg", "кръг"), ("da", "felt")])
def test_a_fields_word_holds_its_number(lang: str, word: str) -> None:
    """'№ 27', 'кръг 15', 'felt 5' are never split by a phone's line break ('…до №' / '27 …':
    play-test bg/da, finding 7): a no-break space joins the word to its number."""
    assert lines_matching(lang, rf"(?<!\w){re.escape(word)} \{{ \$") == []


@pytest.mark.parametrize("lang", CORE_LANGUAGES)
def test_a_robot_is_held_to_its_name(lang: str) -> None:
    """'🤖 Xury' is never split by a phone's line break, leaving a lone 🤖 at a line's end
    (play-test bg/da, finding 8): a no-break space joins the robot to the name after it."""
    assert lines_matching(lang, r"🤖 \{") == []
