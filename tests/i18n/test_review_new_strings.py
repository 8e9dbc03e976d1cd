"""The native readers' findings on the strings added since the last review (lang-new-strings)."""

from __future__ import annotations

import pytest

from i18n import t
from i18n.board import short_story, story
from i18n.catalog import CORE_LANGUAGES
from tests.i18n.test_catalogs import catalog
from tests.i18n.test_review_findings import Args

COUNT: Args = {"count": 5}
SEAT_ARGS: Args = {"place": 2, "name": "A", "chips": 20}

# (language, key, arguments, text that must be gone, text that must be there)
FINDINGS: list[tuple[str, str, Args, str | None, str | None]] = [
    ("bg", "rule-12", {}, "едно и също число", "общият брой жетони"),
    ("bg", "toast-roll-counted", {"name": "А"}, "за бутона ви", "ботът хвърли 🎲 за вас"),
    ("bg", "strength-optimal-about", {}, None, "според това, къде"),
    ("bg", "rules-key-points", {}, "Хвърлена 6", "Шестица, хвърлена на бесилото (№\u00a042)"),
    ("bg", "rule-26", {}, "остава без Петкан", None),
    ("bg", "effect-home", {}, None, "живият участник"),
    ("bg", "picture-key-right", {}, "вдясно", "отдясно"),
    ("bg", "picture-key-again", {}, "хвърляте", "хвърли пак"),
    ("bg", "toast-join-not-member", {}, "тази група", "членовете на групата"),
    ("et", "game-finished-for", {"name": "Peeter", "count": 3}, "Peeter eest", "tema eest"),
    ("et", "swap-told", {"name": "A", "mover": "B", "field": 3}, "kohta", "kohad"),
    ("et", "cancel-standings", {}, "Kus keegi", "Kes kus oli"),
    ("et", "cost-sail", {"field": 27}, "piroogiga nr", "piroog → nr 27"),
    ("et", "cost-back", {"field": 14}, "tagasi nr", "numbrile 14"),
    ("et", "cost-swap", {"field": 41}, None, "vahetus: nr 41"),
    ("et", "cancel-standing", {"place": 1, "name": "A", "field": 3, "chips": 2}, "Nr", "nr 3"),
    ("et", "toast-busy", {}, "—", "käike alles mängitakse"),
    ("et", "stats-chips-won", COUNT, "Kokku võidetud", "tulemus: +5 žetooni algžetoonidega"),
    ("et", "stats-chips-lost", COUNT, "Kokku kaotatud", "tulemus: −5 žetooni algžetoonidega"),
    ("et", "picture-key-home", {}, "kodu\u200b", "koju"),
    ("et", "rule-26", {}, "jääb Reedeta)", None),
    ("vi", "rules-title", {}, "toàn bộ", "cách chơi"),
    ("vi", "settings-board", {}, "Bàn chơi", "Bàn cờ"),
    ("vi", "lobby-board-picture", {}, "Bàn chơi", "Bàn cờ: hình ảnh"),
    ("vi", "lobby-board-text", {}, "Bàn chơi", "Bàn cờ: dạng chữ"),
    ("vi", "settings-board-text", {}, None, "Dạng chữ"),
    ("vi", "stats-chips-won", COUNT, "Tổng cộng thắng", "Tính chung các ván: +5 thẻ so với"),
    ("vi", "stats-chips-lost", COUNT, "Tổng cộng thua", "Tính chung các ván: −5 thẻ so với"),
    ("vi", "stats-chips-even", {}, "hòa vốn", "±0 thẻ so với số thẻ ban đầu"),
    ("vi", "history-title", {}, "ở đây", "Các ván gần đây"),
    ("vi", "welcome-group", {}, "điều khiển", "người quản trò"),
    ("vi", "rules-key-points", {}, "nộp thẻ", "có ô cho bạn lấy thẻ"),
    ("vi", "cancel-standing", {"place": 1, "name": "A", "field": 3, "chips": 2}, "Số", "số 3"),
    ("vi", "btn-join-private", {}, "chat riêng", "tin nhắn riêng"),
    ("vi", "rule-26", {}, "của anh", "Thứ Sáu của mình"),
    ("da", "rule-12", {}, "lige mange", "det samlede antal mærker"),
    ("da", "game-finished-for", {"name": "Mette", "count": 5}, "blev spillet", "5 ture"),
    ("da", "toast-roll-counted", {"name": "A"}, "dit tryk på knappen", "botten slog 🎲 for dig"),
    ("da", "picture-key-right", {}, "højre nabo", "naboen til højre"),
    ("da", "lobby-roll-hint", {}, "/roll,", "med /roll eller send"),
    ("da", "lobby-roll-hint-buttons", {}, None, "eller med /roll:"),
    ("da", "toast-busy", {}, "—", "Et øjeblik –"),
    ("da", "welcome-group", {}, "Jeg styrer", "spilleder"),
    ("da", "rules-key-points", {}, "får dig til", "betaler du til puljen"),
    ("da", "effect-home", {}, None, "den levende deltager"),
    ("da", "lobby-dice-telegram", {}, "Telegrams animerede", "animeret 🎲 (Telegram)"),
    ("da", "stats-chips-lost", COUNT, "tabt", "Netto for alle spil: −5 mærker i forhold"),
    ("bg", "stats-chips-lost", COUNT, "Загубени", "полученото в\u00a0началото, преди залога"),
    ("en", "stats-chips-lost", COUNT, "lost", "−5 chips vs. your starting chips, before the ante"),
    ("en", "settings-board-picture", {}, "A picture", "Picture"),
    ("en", "lobby-board-picture", {}, "a picture", "Board: picture"),
    ("en", "toast-roll-counted", {"name": "A"}, "Roll button", "the bot rolled the 🎲 for you"),
    ("en", "lobby-roll-hint", {}, "the 🎲 Roll button", "“🎲 Roll”"),
    ("en", "game-turn-button", {"name": "A"}, "press Roll.", "press\u00a0“🎲\u00a0Roll”"),
    ("en", "top-global-title", {}, "of every chat", "across all chats"),
    # the second native read of every changed text (issue 25 point 7)
    ("bg", "rule-16", {}, "не е избрал свое", "не го е избрал сам"),
    ("et", "rule-16", {}, "on ise valinud;", "on selle ise valinud;"),
    ("et", "game-finished-for", {"name": "Peeter", "count": 3}, "ülejäänud mäng", "tema eest"),
    ("et", "lobby-dice-bot", {}, "bot veeretab kohe", "Täring: kohe (veeretab bot)"),
    ("da", "rule-16", {}, "selv har valgt;", "selv har valgt den;"),
    ("da", "cancel-standing-start", SEAT_ARGS, "ved start", "på start"),
    ("da", "rules-key-points", {}, "skal du betale", "på andre tager du fra den"),
    ("en", "rules-key-points", {}, "or take from it", "others let you take from it"),
    ("en", "toast-roll-counted", {"name": "A"}, "pressed Roll.", "has already counted"),
    # play-test 44: a typed /roll was told it was a press of "Roll"; strings27: vi wording
    ("et", "toast-roll-counted", {"name": "A"}, "nupuvajutuse", "bot veeretas 🎲 sinu eest"),
    ("vi", "toast-roll-counted", {"name": "A"}, "khi bạn bấm nút", "bot đã gieo 🎲 cho bạn"),
    ("vi", "unknown-command", {"command": "/x"}, "không biết lệnh", "Tôi không hiểu lệnh /x"),
]


@pytest.mark.parametrize(
    ("lang", "key", "args", "gone", "there"),
    FINDINGS,
    ids=[f"{f[0]}-{f[1]}" for f in FINDINGS],
)
def test_new_string_finding_fixed(
    lang: str, key: str, args: Args, gone: str | None, there: str | None
) -> None:
    """The reviewed wording is replaced by the native reader's suggestion."""
    text = t(lang, key, **args)
    assert gone is None or gone not in text, text
    assert there is None or there in text, text


@pytest.mark.parametrize("lang", CORE_LANGUAGES)
def test_a_player_who_never_rolled_stands_at_the_start(lang: str) -> None:
    """The cancel standings never name a field 0: it has its own 'at the start' line."""
    start = t(lang, "cancel-standing-start", place=2, name="Ana", chips=20)
    assert "0" not in start.replace("20", "") and "Ana" in start


@pytest.mark.parametrize("lang", CORE_LANGUAGES)
def test_one_choice_button_has_one_form(lang: str) -> None:
    """A move button reads the same with or without a cost: the cost only follows it."""
    for key in ("btn-move-on", "btn-start-over", "btn-sail"):
        plain = t(lang, key, field=9)
        assert t(lang, f"{key}-cost", field=9, cost="X") == f"{plain} · X"


@pytest.mark.parametrize(
    ("lang", "chips"), [("da", ("mærke", "jeton")), ("et", ("märk", "žetoon"))]
)
def test_one_word_for_chips_in_every_message(lang: str, chips: tuple[str, str]) -> None:
    """GLOSSARY: da and et have two words for a chip; no message of ours uses both."""
    for key, message in catalog(lang).items():
        if key.startswith(("field-", "rules-edition")):
            continue  # the edition's own words, kept as printed
        text = " ".join(message.text).lower()
        assert not all(word in text for word in chips), (key, text)


@pytest.mark.parametrize(
    ("lang", "field", "weak_end"),
    [("bg", 35, "доведат"), ("bg", 38, "двама"), ("et", 15, "varude"), ("et", 25, "inimese"),
     ("et", 33, "vana"), ("vi", 35, "và cha"), ("vi", 15, "hạt lấy")],
)  # fmt: skip
def test_short_story_ends_on_a_word_that_stands(lang: str, field: int, weak_end: str) -> None:
    """The reader's dangling ends are gone: the short story never stops on them."""
    short = short_story(field, lang)  # a cut ('…'), or the language's own short telling
    assert len(short) < len(story(field, lang))
    assert not short.removesuffix("…").endswith(weak_end), short
