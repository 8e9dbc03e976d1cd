"""The picture's DejaVu fonts ship with the package and draw what matplotlib's copy drew."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import tgbot.render.picture as picture
from engine import Settings
from engine.policies import policy_named
from engine.replay import replay
from i18n import LANGUAGES
from tgbot.render.picture import fonts, last_turn, render_png, scene_of

DICE = [3, 5, 1, 4, 6, 2, 6, 3, 5, 4, 2, 6, 1, 3, 6, 5, 4, 4, 2, 6, 5, 3, 6, 1, 2, 4, 6, 6, 3, 5]
NAMES = ["Ana", "Борис", "Nguyễn Chi", "Søren"]


def matplotlib_fonts() -> Path:
    """matplotlib's own copy of the DejaVu fonts (the dev extra brings matplotlib)."""
    spec = importlib.util.find_spec("matplotlib")
    assert spec is not None and spec.submodule_search_locations
    return Path(spec.submodule_search_locations[0]) / "mpl-data" / "fonts" / "ttf"


def forget_drawings() -> None:
    """Empty every cache of the picture package (fonts, island, tokens, layout)."""
    for info in pkgutil.iter_modules(picture.__path__, picture.__name__ + "."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


@pytest.fixture
def fresh_caches() -> Iterator[None]:
    """Each drawing starts from empty caches, and the next test finds them empty too."""
    forget_drawings()
    yield
    forget_drawings()


def board_png(lang: str) -> bytes:
    """A four-player board in `lang` after thirty rolls, as PNG bytes."""
    result = replay(4, DICE, [], [policy_named("forward")] * 4, Settings())
    return render_png(scene_of(result.state, NAMES, last_turn(result.events), lang))


@pytest.mark.long(6)
@pytest.mark.usefixtures("fresh_caches")
def test_shipped_fonts_draw_the_same_bytes_as_matplotlibs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each language's PNG drawn with our fonts equals matplotlib's copy's, byte for byte."""
    ours = {lang: board_png(lang) for lang in LANGUAGES}
    forget_drawings()
    monkeypatch.setattr(fonts, "font_dir", matplotlib_fonts)
    theirs = {lang: board_png(lang) for lang in LANGUAGES}
    assert fonts.font_dir() != fonts.FONT_DIR
    assert ours == theirs


def test_fonts_and_licence_are_package_data() -> None:
    """Both faces and the DejaVu licence lie in the package, declared as its data."""
    folder = fonts.font_dir()
    assert folder == Path(fonts.__file__).resolve().parent / "dejavu"
    for name in (fonts.REGULAR, fonts.BOLD):
        assert (folder / name).stat().st_size > 500_000
    assert "Bitstream Vera" in (folder / fonts.LICENCE).read_text(encoding="utf-8")


def test_the_picture_needs_no_matplotlib(monkeypatch: pytest.MonkeyPatch) -> None:
    """With `import matplotlib` failing, the fonts still load and measure text."""
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    fonts.font.cache_clear()
    assert fonts.font(20, bold=True).getlength("Борис") > 0
    assert fonts.drawable("🤖 Nguyễn") == "Nguyễn"
