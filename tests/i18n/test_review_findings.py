"""The native readers' findings (reviews lang-bg-da and lang-et-vi) and play-tests', one check per
fixed wording."""

from __future__ import annotations

import re

import pytest

from i18n import t
from i18n.catalog import CORE_LANGUAGES
from tgbot.render.menus import after_colon

Args = dict[str, str | int]
FRIDAY_ARGS: Args = {"name": "C", "robinson": "A", "amount": 1}
SHARE_ARGS: Args = {"name": "Kadri", "winner": "Ann", "chips": 14}
WINNER_ARGS: Args = {"name": "Ann", "round": 14, "pot": 29}

# (finding, language, key, arguments, text that must be gone, text that must be there)
FINDINGS: list[tuple[str, str, str, Args, str | None, str | None]] = [
    ("bg-1", "bg", "lobby-youngest", {"name": "Мария"}, "най-малкият", "с\u00a0най-малко години"),
    ("bg-1", "bg", "lobby-youngest", {"name": "Мария"}, "пръв", None),
    ("bg-2", "bg", "btn-youngest", {}, "най-малкият", "с\u00a0най-малко години"),
    ("bg-6", "bg", "remind-turn", {"name": "Мария"}, "ваш ред", "твой ред"),
    ("bg-7", "bg", "btn-start-over", {"field": 6}, "Започвам", "🔄 Отначало: №\u00a06"),
    ("bg-8", "bg", "top-title", {}, "Робинзоновци", "Робинзони"),
    ("bg-8", "bg", "rule-20", {}, "Робинзоновци", "Робинзони"),
    ("bg-11", "bg", "lobby-start-chips", {"count": 30}, "В началото", "Всеки получава 30 жетона"),
    ("bg-12", "bg", "rule-16", {}, "Новата игра", "на български: пропускате"),
    ("bg-13", "bg", "rule-12", {}, None, "никога не се променя"),
    ("bg-13", "bg", "rule-21", {}, None, "Правило 12 важи и\u00a0за двама ви"),
    ("bg-13", "bg", "rule-26", {}, "(неговият Робинзон", "Петкан"),
    ("bg-14", "bg", "settings-field12-about", {}, "дъска", "Българското"),
    ("bg-17", "bg", "lobby-started", {"name": "Мария"}, "Касиерът Мария е пръв", "касиерът: Мария"),
    ("da-2", "da", "effect-restart", {"field": 4}, "må du starte forfra", "kan du vælge"),
    ("da-2", "da", "ev-restart-ahead", {"name": "Anne"}, "må Anne starte", "kan Anne vælge"),
    ("da-2", "da", "game-player-restart", {}, "må starte", "kan starte"),
    ("da-4", "da", "ev-choice-swap", {"name": "M", "others": "S"}, "vælger en at", "skal vælge"),
    ("da-6", "da", "ev-short-pot", {"paid": 0, "owed": 2}, "skulle have givet", "der manglede 2"),
    ("da-7", "da", "stats-games", {"count": 5}, "spil spillet", "5 spil i alt"),
    ("da-8", "da", "stats-deaths", {"count": 0}, "0 gange", "aldrig død i galgen"),
    ("da-9", "da", "rule-10", {}, "går forbi", "springes over"),
    ("da-10", "da", "rule-11", {}, "hvert mål", "hvert felt, du kan vælge"),
    ("da-11", "da", "rule-17", {}, "holder aldrig spillet op", "forsinker aldrig"),
    ("da-12", "da", "settings-field12-about", {}, "plade", "den danske udgave"),
    ("da-13", "da", "lobby-start-chips", {"count": 30}, "Ved starten", "Hver deltager får"),
    ("da-14", "da", "settings-dice-bot", {}, "Med det samme", "Straks"),
    ("da-14", "da", "settings-max-players", {}, "Højeste antal", "Maks."),
    ("da-15", "da", "rule-2", {}, "jeton", "Mærker"),
    ("E2", "et", "ev-paid-pot-friday", FRIDAY_ARGS, "Reedena", None),
    ("E2", "et", "ev-took-pot-friday", FRIDAY_ARGS, "Reedena", None),
    ("E5", "et", "rules-setting-purse", {"count": 20}, "iga rahakott", "igaühel"),
    ("E6", "et", "rule-2", {}, "alustab rahakotiga", "kindla arvu žetoone"),
    ("E7", "et", "rule-12", {}, "saad seda,", "Seega on rahakottides"),
    ("E8", "et", "rule-11", {}, "laseb valida", "eest valib mängu strateegia"),
    ("E9", "et", "rule-16", {}, None, "eesti keeles: veeretad"),
    ("E10", "et", "ev-short-pot", {"paid": 0, "owed": 2}, "pank on tühi", "pank oli tühi"),
    ("E11", "et", "lobby-start-chips", {"count": 30}, "Alguses:", "Igaühel alguses"),
    ("E12", "et", "lobby-dice-bot", {}, "veeretab bot, kohe", "kohe (veeretab bot)"),
    ("E13", "et", "game-turn", {"name": "Chi"}, "Veeretab Chi", "Käik: Chi"),
    ("E14", "et", "toast-game-not-running", {}, "Ükski mäng", "Praegu ei käi"),
    ("E15", "et", "rule-7", {}, "numbrilt 41 viib 6 silma", "näiteks 6 silma"),
    ("V3", "vi", "effect-friday-pays", {"amount": 1}, "Thứ Sáu, Thứ Sáu", "(nếu có)"),
    ("V3", "vi", "effect-friday-takes", {"amount": 1}, "Thứ Sáu, Thứ Sáu", "(nếu có)"),
    ("V4", "vi", "ev-choice-swap", {"name": "A", "others": "C"}, None, "phải chọn một người"),
    ("V5", "vi", "effect-fever-extra", {}, "một lần ngay", "gieo ngay thêm một lần nữa"),
    ("V5", "vi", "effect-roll-again", {}, "một lần ngay", "gieo ngay thêm một lần nữa"),
    ("V5", "vi", "rule-9", {}, "một lần ngay", "gieo ngay thêm một lần nữa"),
    ("V6", "vi", "rule-11", {}, "để chiến thuật", "trò chơi sẽ tự chọn"),
    ("V7", "vi", "rule-26", {}, "Họ không", "Người đó không"),
    ("V8", "vi", "lobby-start-chips", {"count": 30}, "Ban đầu", "Mỗi người bắt đầu với 30"),
    ("V8", "vi", "lobby-ante", {"count": 10}, None, "Mỗi người góp"),
    ("V9", "vi", "rule-2", {}, "góp một phần", "bỏ một số thẻ cược"),
    ("V10", "vi", "rule-12", {}, None, "luôn không đổi"),
    ("V10", "vi", "rule-16", {}, None, "tiếng Việt: gieo thêm"),
    ("V11", "vi", "lobby-dice-telegram", {}, "hoạt hình", "có hiệu ứng"),
    ("V11", "vi", "settings-dice-telegram", {}, "hoạt hình", "Có hiệu ứng"),
    ("V12", "vi", "rules-title", {}, "toàn bộ luật chơi", "cách chơi"),
    # play-test 10, finding 7: said in private chats too, so "here" (lang-review-13)
    ("pt10-7", "vi", "lobby-game-running", {}, "Nhóm này", "Ở đây đang có một ván chơi rồi"),
    (
        "pt10-7",
        "vi",
        "lobby-exists",
        {"button": "✋ Tham gia"},
        "Nhóm này",
        "Ở đây đã có một ván đang chờ",
    ),
    ("pt10-7", "vi", "top-none", {}, "Nhóm này", "Ở đây chưa có ván nào chơi xong"),
    # play-test 30: an English seat line gave a bare number, "👉 Ann 8 · 17 🪙", where the
    # others say № 8, nr 8, felt 8, số 8
    ("pt30-9", "en", "game-player", {"name": "Ann", "field": 8, "chips": 17}, None, "Ann on 8 ·"),
    ("pt30-9", "en", "game-player-turn", {"name": "Ann", "field": 8, "chips": 17}, None, "on 8"),
    # play-tests 34 and 35: the fever's note quoted the Danish edition to every reader, and
    # said what the editions say rather than what each choice does
    ("pt34-7", "bg", "settings-field12-about", {}, "du må slå", "пропускате следващия ход"),
    ("pt35-12", "vi", "settings-field12-about", {}, "du må slå", "mất lượt kế tiếp"),
    ("pt35-12", "en", "settings-field12-about", {}, "du må slå", "you miss the next turn"),
    # play-tests 34 and 35: a field with no word before it read like a shirt's number
    ("pt34-10", "bg", "game-player", {"name": "Kadri", "field": 5, "chips": 9}, None, "Kadri на №"),
    ("pt35-12", "da", "game-player", {"name": "Ann", "field": 1, "chips": 9}, None, "Ann på felt"),
    (
        "pt35-12",
        "vi",
        "game-player-turn",
        {"name": "Ann", "field": 4, "chips": 9},
        None,
        "Ann ở số",
    ),
    # play-test 38: the rule book's R2 sent its reader to "the settings below", sent above it
    ("pt38-4", "en", "rule-2", {}, "below", "⚙️ settings"),
    ("pt38-4", "bg", "rule-2", {}, "по-долу", "⚙️ настройките"),
    ("pt38-4", "da", "rule-2", {}, "nedenfor", "⚙️ indstillingerne"),
    ("pt38-4", "et", "rule-2", {}, "allpool", "⚙️ seadeid"),
    ("pt38-4", "vi", "rule-2", {}, "bên dưới", "⚙️ thiết lập"),
    # play-test 41: '⛵ Плавам до № 27' beside '⚓ Оставам на 23'; a private /top of every
    # chat (solo and inline games too) called "of all groups"
    ("pt41-6", "bg", "btn-stay-boat", {"field": 23}, None, "на №\u00a023"),
    ("pt41-6", "bg", "btn-stay-tree", {"field": 7}, None, "на №\u00a07"),
    ("pt41-8", "vi", "top-global-title", {}, "mọi nhóm", "ở mọi nơi"),
    ("pt41-8", "vi", "cmd-top-private", {}, "mọi nhóm", "ở mọi nơi"),
    # play-test 60 and strings31: a pot that "stays" (bliver liggende) read as kept for the
    # next game, where nobody wins it
    ("pt60-6", "da", "cancel-pot", {"pot": 43}, "bliver liggende", "Ingen vinder puljen"),
    ("pt60-6", "da", "end-no-winner", {"pot": 43}, "bliver liggende", "Ingen vinder puljen"),
    ("pt60-6", "da", "end-no-winner-left", {"pot": 4}, "bliver liggende", "Ingen vinder puljen"),
    ("pt60-6", "da", "ev-no-winner", {"pot": 43}, "bliver liggende", "Ingen vinder puljen"),
    ("pt60-6", "da", "rule-26", {}, "bliver liggende", "puljen går ikke til nogen"),
    # play-test 64: "wins the pot: 29 🪙" over "gets half: 14 chips", the unit changing
    ("pt64-4", "en", "end-share-nearest", SHARE_ARGS, "chips", "14\u00a0🪙"),
    ("pt64-4", "en", "ev-shared-nearest", SHARE_ARGS, "chips", "14\u00a0🪙"),
    ("pt64-4", "en", "end-share-friday", SHARE_ARGS, "chips", "14\u00a0🪙"),
    ("pt64-4", "en", "ev-shared-friday", SHARE_ARGS, "chips", "14\u00a0🪙"),
    ("pt64-4", "bg", "end-share-nearest", SHARE_ARGS, "жетона", "14\u00a0🪙"),
    ("pt64-4", "bg", "ev-shared-nearest", SHARE_ARGS, "жетона", "14\u00a0🪙"),
    ("pt64-4", "bg", "end-share-friday", SHARE_ARGS, "жетона", "14\u00a0🪙"),
    ("pt64-4", "bg", "ev-shared-friday", SHARE_ARGS, "жетона", "14\u00a0🪙"),
    ("pt64-4", "et", "end-share-nearest", SHARE_ARGS, "žetooni", "14\u00a0🪙"),
    ("pt64-4", "et", "ev-shared-nearest", SHARE_ARGS, "žetooni", "14\u00a0🪙"),
    ("pt64-4", "et", "end-share-friday", SHARE_ARGS, "žetooni", "14\u00a0🪙"),
    ("pt64-4", "et", "ev-shared-friday", SHARE_ARGS, "žetooni", "14\u00a0🪙"),
    ("pt64-4", "vi", "end-share-nearest", SHARE_ARGS, "thẻ", "14\u00a0🪙"),
    ("pt64-4", "vi", "ev-shared-nearest", SHARE_ARGS, "thẻ", "14\u00a0🪙"),
    ("pt64-4", "vi", "end-share-friday", SHARE_ARGS, "thẻ", "14\u00a0🪙"),
    ("pt64-4", "vi", "ev-shared-friday", SHARE_ARGS, "thẻ", "14\u00a0🪙"),
    ("pt64-4", "da", "end-share-nearest", SHARE_ARGS, "mærker", "14\u00a0🪙"),
    ("pt64-4", "da", "ev-shared-nearest", SHARE_ARGS, "mærker", "14\u00a0🪙"),
    ("pt64-4", "da", "end-share-friday", SHARE_ARGS, "mærker", "14\u00a0🪙"),
    ("pt64-4", "da", "ev-shared-friday", SHARE_ARGS, "mærker", "14\u00a0🪙"),
    # play-test 66: '… gets half:' / '9 🪙' on a line of its own: the amount held to its colon
    ("pt66-3", "en", "end-share-nearest", SHARE_ARGS, None, ":\u00a014\u00a0🪙"),
    ("pt66-3", "en", "end-share-friday", SHARE_ARGS, None, ":\u00a014\u00a0🪙"),
    ("pt66-3", "en", "end-winner", WINNER_ARGS, None, ":\u00a029\u00a0🪙"),
    ("pt66-3", "bg", "end-share-nearest", SHARE_ARGS, None, ":\u00a014\u00a0🪙"),
    ("pt66-3", "bg", "end-share-friday", SHARE_ARGS, None, ":\u00a014\u00a0🪙"),
    ("pt66-3", "bg", "end-winner", WINNER_ARGS, None, ":\u00a029\u00a0🪙"),
    ("pt66-3", "et", "end-share-nearest", SHARE_ARGS, None, ":\u00a014\u00a0🪙"),
    ("pt66-3", "et", "end-share-friday", SHARE_ARGS, None, ":\u00a014\u00a0🪙"),
    ("pt66-3", "et", "end-winner", WINNER_ARGS, None, ":\u00a029\u00a0🪙"),
    ("pt66-3", "vi", "end-share-nearest", SHARE_ARGS, None, ":\u00a014\u00a0🪙"),
    ("pt66-3", "vi", "end-share-friday", SHARE_ARGS, None, ":\u00a014\u00a0🪙"),
    ("pt66-3", "vi", "end-winner", WINNER_ARGS, None, ":\u00a029\u00a0🪙"),
    ("pt66-3", "da", "end-share-nearest", SHARE_ARGS, None, ":\u00a014\u00a0🪙"),
    ("pt66-3", "da", "end-share-friday", SHARE_ARGS, None, ":\u00a014\u00a0🪙"),
    ("pt66-3", "da", "end-winner", WINNER_ARGS, None, ":\u00a029\u00a0🪙"),
    # play-test 67: '🦜 🤖 Poll talks to the parrot: press …' read as told to the computer
    ("pt67-2", "en", "game-parrot-call-named", {"name": "🤖 Poll"}, "talks to", "🤖 Poll"),
    ("pt67-2", "bg", "game-parrot-call-named", {"name": "🤖 Poll"}, "говори с", "🤖 Poll"),
    ("pt67-2", "et", "game-parrot-call-named", {"name": "🤖 Poll"}, "räägib", "🤖 Poll"),
    ("pt67-2", "vi", "game-parrot-call-named", {"name": "🤖 Poll"}, "nói chuyện với", "🤖 Poll"),
    ("pt67-2", "da", "game-parrot-call-named", {"name": "🤖 Poll"}, "taler med", "🤖 Poll"),
    # the story's parrot line calls to press, as the button under it asks (pt 69 #3, pt 72)
    ("pt72-B1", "en", "ev-parrot", {"name": "Ann"}, "All together:", "All press “Poor"),
    ("pt72-B1", "bg", "ev-parrot", {"name": "Ann"}, "Всички заедно: „", "Всички натиснете"),
    ("pt72-B1", "da", "ev-parrot", {"name": "Ann"}, "Alle sammen: »", "Alle: tryk »"),
    ("pt72-B1", "et", "ev-parrot", {"name": "Ann"}, "Kõik koos: „", "Vajutage „"),
    ("pt72-B1", "vi", "ev-parrot", {"name": "Ann"}, "cùng nói:", "hãy bấm “"),
]


@pytest.mark.parametrize(
    ("finding", "lang", "key", "args", "gone", "there"),
    FINDINGS,
    ids=[f"{f[0]}-{f[2]}" for f in FINDINGS],
)
def test_finding_fixed(
    finding: str, lang: str, key: str, args: Args, gone: str | None, there: str | None
) -> None:
    """The reviewed wording is replaced by the reader's suggestion (or its equivalent)."""
    text = t(lang, key, **args)
    assert gone is None or gone not in text, (finding, text)
    assert there is None or there in text, (finding, text)


@pytest.mark.parametrize("lang", CORE_LANGUAGES)
def test_youngest_button_is_quoted_as_it_reads(lang: str) -> None:
    """bg-2: the hint and rule 3 quote the "youngest" button with its own words."""
    label = re.sub(r"^\W+", "", t(lang, "btn-youngest"))
    assert label in t(lang, "lobby-hint") and label in t(lang, "rule-3")


@pytest.mark.parametrize("lang", ["bg", "et"])
def test_fever_settings_button_fits_a_phone(lang: str) -> None:
    """bg-9, E4: the field 12 settings button is short and its value starts in lower case
    after the colon (the value's own button starts with a capital: play-test 8, finding 8)."""
    for value in ("settings-field12-skip", "settings-field12-extra"):
        shown = after_colon(t(lang, value))
        row = t(lang, "settings-row", setting=t(lang, "settings-field12"), value=shown)
        assert len(row) <= 36 and shown[0].islower() and t(lang, value)[0].isupper(), row


@pytest.mark.parametrize("lang", CORE_LANGUAGES)
def test_settings_rows_fit_a_phone_row(lang: str) -> None:
    """Second read: the fever and dice rows of ⚙️ Settings fit a full-width button on a phone."""
    rows = [
        ("settings-field12", "settings-field12-skip"),
        ("settings-field12", "settings-field12-extra"),
        ("settings-dice", "settings-dice-bot"),
        ("settings-dice", "settings-dice-telegram"),
    ]
    for setting, value in rows:
        row = t(lang, "settings-row", setting=t(lang, setting), value=t(lang, value))
        assert len(row) <= 34, row
