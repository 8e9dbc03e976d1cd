"""The board picture: its size, tokens where the players stand, every language's names legible."""

from __future__ import annotations

import io
import random
from dataclasses import replace

import pytest
from PIL import Image

from engine.events import MoveCause
from engine.policies import policy_named
from engine.replay import replay
from engine.state import Field12, Settings, Status
from i18n import LANGUAGES, t
from tgbot.render.picture import Scene, fonts, last_turn, render, render_png, scene_of
from tgbot.render.picture.draw import legend_signs
from tgbot.render.picture.island import key_label
from tgbot.render.picture.layout import BOARD_HEIGHT, FIELD_RADIUS, HEIGHT, WIDTH, centres
from tgbot.render.picture.marks import jumps, key_entries, marks
from tgbot.render.picture.tokens import colour_of

NAMES = ["Ана", "Nguyễn Thị Hồng", "🤖 Bob", "Søren", "Ülle", "Петкан", "Đức", "Zoë", "Bo", "🦜"]


def replayed(seed: int, players: int, rolls: int, field12: Field12 = Field12.SKIP) -> Scene:
    """The scene after `rolls` seeded dice in a game of `players`."""
    rng = random.Random(seed)
    dice = [rng.randint(1, 6) for _ in range(rolls)]
    result = replay(players, dice, [], policy_named("forward", lambda n: 0), Settings(field12))
    return scene_of(result.state, NAMES[:players], last_turn(result.events), "en")


def pixels(image: Image.Image, colour: tuple[int, int, int]) -> list[tuple[int, int]]:
    """Where `colour` appears exactly on the island part of the picture."""
    board = image.crop((0, 0, WIDTH, BOARD_HEIGHT))
    data = board.get_flattened_data() if hasattr(board, "get_flattened_data") else board.getdata()
    return [(i % WIDTH, i // WIDTH) for i, px in enumerate(data) if px == colour]


class TestPicture:
    """What the picture shows, checked on the pixels."""

    def test_size_is_square_ish_png(self) -> None:
        """A PNG of about 1,000 px a side, readable at phone width."""
        png = render_png(replayed(1, 3, 12))
        image = Image.open(io.BytesIO(png))
        assert image.format == "PNG" and image.size == (WIDTH, HEIGHT)
        assert 900 <= WIDTH <= 1100 and 0.8 <= WIDTH / HEIGHT <= 1.2

    @pytest.mark.parametrize(("seed", "players", "rolls"), [(1, 3, 12), (2, 6, 40), (3, 10, 90)])
    def test_each_token_colour_is_at_its_field(self, seed: int, players: int, rolls: int) -> None:
        """Each racing player's colour sits on the field they stand on, and nowhere else."""
        scene = replayed(seed, players, rolls)
        image = render(scene)
        for piece in scene.pieces:
            if piece.status is not Status.ACTIVE:
                continue
            found = pixels(image, colour_of(piece.seat))
            x, y = centres()[piece.field]
            near = [(px, py) for px, py in found if abs(px - x) + abs(py - y) < 2.5 * FIELD_RADIUS]
            assert len(near) > 80, (piece, len(near))  # a token half hidden by its neighbour
            assert len(found) - len(near) < 10, (piece, len(found) - len(near))

    def test_dead_players_are_grey(self) -> None:
        """A player dead on the gallows has no colour on the board any more (R24)."""
        for seed in range(200):
            scene = replayed(seed, 4, 120)
            dead = [p for p in scene.pieces if p.status is Status.DEAD]
            if dead:
                break
        else:
            pytest.fail("no seeded game with a death")
        assert not pixels(render(scene), colour_of(dead[0].seat))

    def test_a_racer_on_the_gallows_is_warned_in_the_legend(self) -> None:
        """R24: a living player on 42 gets the text board's "☠ a 6 kills" in the legend too;
        a dead one only ☠."""
        state = replay(3, [1, 2, 3], [], policy_named("forward", lambda n: 0)).state
        players = list(state.players)
        players[0] = replace(players[0], position=42)
        players[1] = replace(players[1], position=42, status=Status.DEAD)
        scene = scene_of(replace(state, players=tuple(players)), NAMES[:3], [], "da")
        racing, dead, elsewhere = scene.pieces
        assert legend_signs(racing, scene) == t("da", "game-player-gallows") == "☠️ en 6'er dræber"
        assert legend_signs(dead, scene) == "☠" and legend_signs(elsewhere, scene) == ""
        assert render_png(scene)  # the warning's letters are in the shipped font

    def test_the_fever_mark_follows_the_setting(self) -> None:
        """Field 12 shows 'miss a turn' or 'roll again' by the game's setting (R16)."""
        skip, extra = marks(Field12.SKIP)[12], marks(Field12.EXTRA_ROLL)[12]
        assert skip is not None and extra is not None and skip.symbol != extra.symbol

    def test_leaps_come_from_the_board_table(self) -> None:
        """Sail on, the footprint and the swap are drawn from the engine's table (R18, R19, R23)."""
        assert {(src, dst) for src, dst, _ in jumps()} == {(23, 27), (25, 14), (36, 41)}

    def test_count_back_and_footprint_are_drawn(self) -> None:
        """A bounce off 45 and the footprint back to 14 end as arrows on their fields (R7, R19)."""
        for seed in range(400):
            scene = replayed(seed, 2, 60)
            causes = {m.cause for m in scene.moves}
            if MoveCause.COUNT_BACK in causes or MoveCause.FOOTPRINT in causes:
                break
        else:
            pytest.fail("no seeded game ends its last turn with a bounce or the footprint")
        plain = Scene(**{**{f: getattr(scene, f) for f in scene.__slots__}, "moves": ()})
        assert render(scene).tobytes() != render(plain).tobytes()


class TestGlyphs:
    """Every language's names and words render with real glyphs, never missing-glyph boxes."""

    @pytest.mark.parametrize("lang", LANGUAGES)
    def test_names_and_words_have_glyphs(self, lang: str) -> None:
        """Cyrillic, Vietnamese diacritics and emoji-free fallbacks are all in the font."""
        drawn: list[str] = []
        real = fonts.drawable

        def spy(text: str) -> str:
            out = real(text)
            drawn.append(out)
            return out

        scene = replayed(3, 10, 90)
        scene = Scene(**{**{f: getattr(scene, f) for f in scene.__slots__}, "lang": lang})
        with pytest.MonkeyPatch.context() as patch:
            for module in ("draw", "island"):
                patch.setattr(f"tgbot.render.picture.{module}.drawable", spy)
            from tgbot.render.picture import island

            island.island.cache_clear()
            render(scene)
        covered = fonts.covered()
        assert drawn and all(ord(ch) in covered for text in drawn for ch in text)
        assert "Nguyễn Thị Hồng" in drawn and "Ана" in drawn and "Bob" in drawn

    @pytest.mark.parametrize("lang", LANGUAGES)
    def test_every_key_entry_fits_its_column(self, lang: str) -> None:
        """The key's words are never cut short, under either fever rule (R16)."""
        for field12 in Field12:
            for mark in key_entries(field12):
                whole = fonts.drawable(t(lang, mark.key))
                assert key_label(lang, mark.key) == whole, (field12, mark.key)

    def test_emoji_only_name_falls_back_to_the_seat(self) -> None:
        """A name of emoji alone becomes nothing drawable; the legend shows the seat number."""
        assert fonts.drawable("🦜🤖") == ""
        assert fonts.drawable("🤖 Bob") == "Bob"

    def test_fonts_ship_with_their_licence(self) -> None:
        """The DejaVu fonts come from an installed package, with their licence beside them."""
        folder = fonts.font_dir()
        assert (folder / fonts.REGULAR).is_file() and (folder / fonts.LICENCE).is_file()
        assert "/usr/share/fonts" not in str(folder)
