"""Fluent catalogs: discovery of languages, lookup with English fallback, language helpers."""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterable
from functools import cached_property
from pathlib import Path
from typing import Final

from babel import Locale, UnknownLocaleError
from fluent.runtime import FluentBundle, FluentResourceLoader

from engine import Field12

log = logging.getLogger("robinson.i18n")

LOCALES_DIR: Final = Path(__file__).parent / "locales"
FALLBACK: Final = "en"
CORE_LANGUAGES: Final = ("bg", "et", "vi", "da", "en")
MISSING: Final = "…"
REMEMBERED: Final = 20_000
"""Formatted messages kept per catalog before the memory of them starts afresh."""

# R16: a new game takes the fever rule of the edition its language comes from.
FIELD12_DEFAULTS: Final = {
    "et": Field12.EXTRA_ROLL,
    "vi": Field12.EXTRA_ROLL,
    "da": Field12.EXTRA_ROLL,  # "du må slå én gang" reads as an extra roll to Danish readers
}

Arg = str | int | float

# a one-letter word a language's typesetting keeps with the word after it, never at a line's
# end (play-test 69: 'плаща 2 жетона в' / 'общия фонд'), and '№' its number (play-test 73)
HELD_WORDS: Final = {"bg": re.compile(r"(?<!\w)([авикосуАВИКОСУ]|№) (?=\S)")}


def discover(root: Path) -> tuple[str, ...]:
    """The core languages, then any other folder of `root` that holds .ftl files, sorted."""
    extra = sorted(
        p.name
        for p in root.iterdir()
        if p.is_dir() and p.name not in CORE_LANGUAGES and any(p.glob("*.ftl"))
    )
    return CORE_LANGUAGES + tuple(extra)


class Catalog:
    """The messages of every language under one root folder, loaded lazily, one bundle each."""

    def __init__(self, root: Path = LOCALES_DIR) -> None:
        self.root = root
        self._bundles: dict[str, FluentBundle] = {}
        self._lock = threading.Lock()
        self._reported: set[tuple[str, str]] = set()
        self._formatted: dict[tuple[object, ...], str] = {}  # clean results, by language, key, args

    @cached_property
    def languages(self) -> tuple[str, ...]:
        """Languages with a folder under the root (core ones first), English always included."""
        found = [lang for lang in discover(self.root) if (self.root / lang).is_dir()]
        return tuple(found) if FALLBACK in found else (*found, FALLBACK)

    @cached_property
    def resource_ids(self) -> list[str]:
        """Every .ftl file name found in any language folder."""
        names = {p.name for p in self.root.glob("*/*.ftl")}
        return sorted(names)

    def bundle(self, lang: str) -> FluentBundle:
        """The Fluent bundle of `lang`, built on first use (no isolation marks)."""
        with self._lock:
            bundle = self._bundles.get(lang)
            if bundle is None:
                bundle = FluentBundle([lang], use_isolating=False)
                loader = FluentResourceLoader(str(self.root / "{locale}"))
                for resources in loader.resources(lang, self.resource_ids):
                    for resource in resources:
                        bundle.add_resource(resource)
                self._bundles[lang] = bundle
            return bundle

    def has(self, lang: str, key: str) -> bool:
        """True if `lang`'s own catalog defines `key` with a value."""
        bundle = self.bundle(lang)
        return bundle.has_message(key) and bundle.get_message(key).value is not None

    def format(self, lang: str, key: str, args: dict[str, Arg]) -> str:
        """Format `key` in `lang`, falling back to English, then to a neutral '…'.

        A message formatted without a problem is kept (a bundle gives the same text for the same
        arguments, and a board formats the same lines again and again), at most `REMEMBERED`.
        """
        memo = (lang, key, *[(name, type(value), value) for name, value in args.items()])
        try:
            text = self._formatted.get(memo)
        except TypeError:  # an argument that cannot be a key (not an `Arg`): not kept
            return self._format(lang, key, args)[0]
        if text is None:
            text, clean = self._format(lang, key, args)
            if clean:
                if len(self._formatted) >= REMEMBERED:
                    self._formatted.clear()
                self._formatted[memo] = text
        return text

    def _format(self, lang: str, key: str, args: dict[str, Arg]) -> tuple[str, bool]:
        """`format` worked out: the text, and whether it came without a fallback or an error."""
        if lang not in self.languages:
            self._report(logging.WARNING, lang, "*", "unknown language %r, using English")
            return self._format(FALLBACK, key, args)[0], False
        if not self.has(lang, key):
            if not self.has(FALLBACK, key):
                self._report(logging.ERROR, FALLBACK, key, "missing %r even in %s")
                return MISSING, False
            self._report(logging.WARNING, lang, key, "missing %r in %s, using English")
            return self._format(FALLBACK, key, args)[0], False
        bundle = self.bundle(lang)
        pattern = bundle.get_message(key).value
        if pattern is None:  # `has` checked it; kept for the type checker
            return MISSING, False
        text, errors = bundle.format_pattern(pattern, args)
        if errors:
            self._report(logging.WARNING, lang, key, f"formatting %r in %s: {errors}")
        held = HELD_WORDS.get(lang)
        return held.sub("\\1\u00a0", str(text)) if held else str(text), not errors

    def _report(self, level: int, lang: str, key: str, message: str) -> None:
        """Log a catalog problem once per key and language."""
        if (key, lang) in self._reported:
            return
        self._reported.add((key, lang))
        if key == "*":
            log.log(level, message, lang)
        else:
            log.log(level, message, key, lang)


_DEFAULT = Catalog()
LANGUAGES: Final[tuple[str, ...]] = _DEFAULT.languages


def t(lang: str, key: str, **args: Arg) -> str:
    """Return message `key` in language `lang`, formatted with the named `args`."""
    return _DEFAULT.format(lang, key, args)


def has(lang: str, key: str) -> bool:
    """Whether `lang`'s own catalog says `key` (an optional message, no fallback)."""
    return _DEFAULT.has(lang, key)


def pick_language(code: str | None) -> str:
    """Map a Telegram `language_code` such as 'da-DK' to one of ours, or English."""
    if not code:
        return FALLBACK
    code = code.strip().lower().replace("_", "-")
    if code in LANGUAGES:
        return code
    primary = code.split("-", 1)[0]
    return primary if primary in LANGUAGES else FALLBACK


def language_name(lang: str) -> str:
    """The language's own name with a flag, e.g. '🇧🇬 Български', as its catalog gives it."""
    if lang in LANGUAGES and _DEFAULT.has(lang, "language-name"):
        return t(lang, "language-name")
    try:
        name = Locale.parse(lang).get_display_name(lang)
    except (ValueError, UnknownLocaleError):
        return lang
    return name[:1].upper() + name[1:] if name else lang


def default_field12(lang: str) -> Field12:
    """The fever rule a new game created in `lang` starts with (R16)."""
    return FIELD12_DEFAULTS.get(lang, Field12.SKIP)


def format_list(lang: str, items: Iterable[str], *, choice: bool = False) -> str:
    """Join names as the language does: 'Ana, Boris and Chi', or 'Ana or Boris' for a `choice`."""
    from babel.lists import format_list as babel_list

    values = list(items)
    if not values:
        return ""
    try:
        return babel_list(values, style="or" if choice else "standard", locale=lang)
    except (ValueError, UnknownLocaleError):
        return ", ".join(values)
