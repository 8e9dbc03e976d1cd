"""The board picture: its size, tokens where the players stand, arrows in their colours."""

from __future__ import annotations

import io
import itertools
import math
import random
from collections import Counter
from dataclasses import replace

import pytest
from PIL import Image

from engine.events import MoveCause, Moved
from engine.policies import policy_named
from engine.replay import replay
from engine.state import Field12, Settings, Status
from tgbot.render.picture import Scene, last_turn, render, render_photo, scene_of
from tgbot.render.picture.draw import FRAME
from tgbot.render.picture.island import mark_tile
from tgbot.render.picture.layout import HEIGHT, SCALE, TOKEN_RADIUS, WIDTH, box, token_places
from tgbot.render.picture.marks import jumps, marks
from tgbot.render.picture.tokens import colour_of

NAMES = ["Ана", "Nguyễn Thị Hồng", "🤖 Bob", "Søren", "Ülle", "Петкан", "Đức", "Zoë", "Bo", "🦜"]


def replayed(seed: int, players: int, rolls: int, field12: Field12 = Field12.SKIP) -> Scene:
    """The scene after `rolls` seeded dice in a game of `players`."""
    rng = random.Random(seed)
    dice = [rng.randint(1, 6) for _ in range(rolls)]
    result = replay(players, dice, [], policy_named("forward", lambda n: 0), Settings(field12))
    return scene_of(result.state, NAMES[:players], last_turn(result.events), "en")


def pixels(image: Image.Image, colour: tuple[int, int, int]) -> list[tuple[int, int]]:
    """Where `colour` appears exactly in the picture."""
    data = image.get_flattened_data() if hasattr(image, "get_flattened_data") else image.getdata()
    return [(i % WIDTH, i // WIDTH) for i, px in enumerate(data) if px == colour]


class TestPicture:
    """What the picture shows, checked on the pixels."""

    def test_size_is_square_ish_jpeg(self) -> None:
        """A JPEG of about 1,000 px a side (Telegram recompresses every photo to JPEG)."""
        photo = render_photo(replayed(1, 3, 12))
        image = Image.open(io.BytesIO(photo))
        assert image.format == "JPEG" and image.size == (WIDTH, HEIGHT)
        assert 900 <= WIDTH <= 1100 and 0.8 <= WIDTH / HEIGHT <= 1.2

    @pytest.mark.parametrize(("seed", "players", "rolls"), [(1, 3, 12), (2, 6, 40), (3, 10, 90)])
    def test_each_token_colour_is_at_its_field(self, seed: int, players: int, rolls: int) -> None:
        """Each racing player's colour sits in the lane under its field (a token or its arrow
        into it) and frames that field (play-test 20: a token between two rows read as the
        lower one's; play-test 21: a field three shared showed one colour), and is nowhere
        else."""
        scene = replayed(seed, players, rolls)
        image = render(scene)
        places = token_places([p.field for p in scene.pieces])
        moved = {m.seat for m in scene.moves}
        sharing = Counter(p.field for p in scene.pieces if p.status is Status.ACTIVE)
        for piece, (x, y) in zip(scene.pieces, places, strict=True):
            if piece.status is not Status.ACTIVE:
                continue
            found = pixels(image, colour_of(piece.seat))
            near = [(px, py) for px, py in found if math.hypot(px - x, py - y) < TOKEN_RADIUS]
            assert len(near) > 600, (piece, len(near))  # a token half hidden by its neighbour
            left, top, right, bottom = box(piece.field)
            framed = [(px, py) for px, py in found
                      if left <= px <= right and top <= py <= bottom]  # fmt: skip
            if sharing[piece.field] <= 3:  # up to three colours on one frame where shared
                assert len(framed) > 300, (piece, len(framed))
            if piece.seat not in moved:  # the colour of its arrow is elsewhere on the board
                assert len(found) - len(near) - len(framed) < 10, (piece, len(found))

    def test_each_arrow_has_its_movers_colour(self) -> None:
        """A solo round's arrows: each in the colour of the token that moved (play-test 7)."""
        scene = replayed(2, 6, 40)
        assert len({m.seat for m in scene.moves}) >= 1
        image = render(scene)
        places = token_places([p.field for p in scene.pieces])
        for move in scene.moves:
            x, y = places[move.seat]
            away = [(px, py) for px, py in pixels(image, colour_of(move.seat))
                    if math.hypot(px - x, py - y) > TOKEN_RADIUS]  # fmt: skip
            assert len(away) > 300, (move, len(away))

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


def test_a_fields_frame_keeps_off_its_number_and_mark() -> None:
    """The frames round the tokens' fields, two colours on a shared one, stay on the box's
    edge: no token colour further in than a frame is wide (play-test 22: a frame inside the
    frame cut the wide marks '−2→', '+1⇐', '∀−1')."""
    scene = replayed(7, 10, 14)  # ten players, several fields shared
    assert (
        Counter(p.field for p in scene.pieces if p.status is Status.ACTIVE).most_common(1)[0][1] > 1
    )
    image = render(scene)
    inside = FRAME + SCALE
    for piece in scene.pieces:
        if not piece.field or piece.status is not Status.ACTIVE:
            continue
        left, top, right, bottom = box(piece.field)
        found = [
            (x, y)
            for x, y in pixels(image, colour_of(piece.seat))
            if left + inside < x < right - inside and top + inside < y < bottom - inside
        ]
        assert found == [], (piece, found[:5])


class TestTokens:
    """Tokens stand beside the fields, never on a field's number or mark (newcomer 10)."""

    @pytest.mark.parametrize(("seed", "players", "rolls"), [(7, 10, 14), (2, 6, 40), (3, 10, 90)])
    def test_no_token_on_a_field_or_another_token(
        self, seed: int, players: int, rolls: int
    ) -> None:
        """Crowded lanes too: no token's disc touches a field's box or another token."""
        scene = replayed(seed, players, rolls)
        places = token_places([p.field for p in scene.pieces])
        for x, y in places:
            assert TOKEN_RADIUS <= x <= WIDTH - TOKEN_RADIUS and y + TOKEN_RADIUS <= HEIGHT
            for field in range(1, 46):
                left, top, right, bottom = box(field)
                nearest = (min(max(x, left), right), min(max(y, top), bottom))
                assert math.dist((x, y), nearest) >= TOKEN_RADIUS, (field, x, y)
        for a, b in itertools.combinations(places, 2):
            assert math.dist(a, b) >= 2 * TOKEN_RADIUS

    def test_tokens_are_the_largest_marks(self) -> None:
        """A token stands taller than any field's number or mark."""
        tallest = max(
            mark_tile(mark.symbol, 10**6).height
            for field12 in Field12
            for mark in marks(field12)
            if mark is not None
        )
        assert tallest < 2 * TOKEN_RADIUS


class TestDigest:
    """The picture's fingerprint covers what it draws, and only that."""

    def test_the_same_picture_in_every_language_until_a_token_moves(self) -> None:
        """No words are drawn: one upload serves every language; a move makes a new one."""
        scene = replayed(1, 3, 12)
        langs = {replace(scene, lang=lang).digest() for lang in ("en", "bg", "vi", "da", "et")}
        assert langs == {scene.digest()}
        renamed = replace(scene, pieces=tuple(replace(p, name="Zoë") for p in scene.pieces))
        assert renamed.digest() == scene.digest()
        moved = list(scene.pieces)
        moved[0] = replace(moved[0], field=(moved[0].field % 44) + 1)
        assert replace(scene, pieces=tuple(moved)).digest() != scene.digest()


def test_a_player_s_arrows_are_their_newest_turn_s() -> None:
    """Play-test 13: after ⏩ Finish for me the events since the last tap hold many turns of
    each seat; the picture draws each seat's newest turn (Ana's 3 → 8, not also 0 → 3)."""
    result = replay(2, [3, 4, 5, 1], [], policy_named("forward", lambda n: 0), Settings())
    assert [e.dst for e in result.events if isinstance(e, Moved)] == [3, 4, 8, 5]
    scene = scene_of(result.state, NAMES[:2], result.events, "en")
    assert [(m.seat, m.src, m.dst) for m in scene.moves] == [(0, 3, 8), (1, 4, 5)]
