"""Callback data: short, versioned, parsed by one function that refuses anything else."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import Field12, Settings
from tgbot.chat.callbacks import (
    MAX_BYTES,
    MIX,
    POLICIES,
    BadCallback,
    Callback,
    Op,
    parse,
    under_menu,
)
from tgbot.chat.deeplinks import rules_payload, rules_settings


class TestCallbacks:
    """Encoding and parsing button data."""

    @pytest.mark.parametrize(
        "callback",
        [
            Callback(Op.ROLL, "a1b2c3d4", 17),
            Callback(Op.MOVE, "a1b2c3d4", 230, ("27",)),
            Callback(Op.SWAP, "a1b2c3d4", 9, ("2",)),
            Callback(Op.SET, "a1b2c3d4", args=("turn_timeout", "3600")),
            Callback(Op.LANG, args=("bg",)),
            Callback(Op.SOLO_STRENGTH, args=("5", "optimal")),
            Callback(Op.JOIN, "a1b2c3d4"),
            Callback(Op.JOIN, "a1b2c3d4", args=(under_menu(Op.SETTINGS),)),  # kept open (pt 70)
            Callback(Op.LEAVE, "a1b2c3d4", args=(under_menu(Op.SETTING, "turn_timeout"),)),
            Callback(Op.ADD_COMPUTER, "a1b2c3d4", args=("random",)),
            Callback(Op.SOLO, args=("1",)),
            Callback(Op.MOVE, "a1b2c3d4", 0, ("45",)),
            Callback(Op.OFFER, args=("9007199254740991", "vi", "am")),  # the largest user id
            Callback(Op.OFFER_LANG, args=("9007199254740991", "vi", "bg")),
            Callback(Op.REMOVE_PERSON, "a1b2c3d4", args=("9007199254740991",)),
            Callback(Op.QUIT, "a1b2c3d4"),
            Callback(Op.RULE_PART, args=("fields", "e30a10")),  # with the book's game's settings
            Callback(Op.RULE_PART, args=("decisions",)),  # an older book's
        ],
    )
    def test_round_trip(self, callback: Callback) -> None:
        """Every kind of button survives encode → parse, within Telegram's 64 bytes."""
        data = callback.encode()
        assert len(data.encode()) <= MAX_BYTES
        assert parse(data) == callback

    @pytest.mark.parametrize(
        "data", [None, "", "x", "r1", "r2|r|abcd|1", "r1|zz|abcd", "r1|r|abcd", "r1|r|ab-cd|1",
                 "r1|m|abcd|3", "r1|m|abcd|3|x", "r1|so|", "r1|r||1"],
    )  # fmt: skip
    def test_malformed_refused(self, data: str | None) -> None:
        """Forged or truncated data raises BadCallback instead of reaching a handler."""
        with pytest.raises(BadCallback):
            parse(data)

    @given(st.text(max_size=64))
    def test_any_text_parses_or_is_refused(self, data: str) -> None:
        """Arbitrary text is refused with BadCallback, or read back to exactly the same data."""
        try:
            callback = parse(data)
        except BadCallback:
            return
        assert callback.encode() == data

    @pytest.mark.parametrize(
        "data",
        [
            "r1|m|abcd|3|²", "r1|m|abcd|3|⑤", "r1|s|abcd|Ⅻ|1", "r1|r|abcd|٣",  # Unicode digits
            "r1|so|²", "r1|so|0", "r1|so|6", "r1|so|05", "r1|ss|5|evil", "r1|ss|²|optimal",
            "r1|ss|3", "r1|ss|3|optimal|x", "r1|ac|abcd", "r1|ac|abcd|genius",
            "r1|sv|abcd|dice", "r1|sv|abcd|dice|x", "r1|sv|abcd|max_seats|11",
            "r1|of|12|en|ac", "r1|of|012|en|j", "r1|of|12|xx|j", "r1|of|12|en", "r1|rk|abcd|-5",
            "r1|sv|abcd|colour|red", "r1|sv|abcd|dice|bot|x", "r1|lg|xx", "r1|lg",
            "r1|j|abcd|x", "r1|j|abcd|sk", "r1|j|abcd|st:dice", "r1|l|abcd|sk:colour",
            "r1|j|abcd|go", "r1|j|abcd|st|st", "r1|x|abcd|1", "r1|p|abcd|2", "r1|r|ⅫⅫ|1",
            "r1|r|abcd|-1", "r1|r|abcd|007", "r1|r|" + "a" * 17 + "|1",
            "r1|rp|rules", "r1|rp|fields|e30a40", "r1|rp|fields|x30a10", "r1|rp|fields|e30a10|x",
        ],
    )  # fmt: skip
    def test_what_no_button_carries_is_refused(self, data: str) -> None:
        """Arguments are checked against what the bot offers; Unicode digits are not numbers."""
        with pytest.raises(BadCallback):
            parse(data)

    def test_too_long_refused_at_encoding(self) -> None:
        """Data over 64 bytes is a programming error caught when the button is made."""
        with pytest.raises(ValueError):
            Callback(Op.SET, "a1b2c3d4", args=("x" * 40, "y" * 30)).encode()


def test_bold_is_not_offered_but_its_old_buttons_still_work() -> None:
    """Bold (`forward`) chooses as Clever does on this board, so no menu offers it; a button
    made before that, in a lobby or a solo menu, still parses."""
    assert "forward" not in POLICIES and MIX not in POLICIES
    assert parse("r1|ac|2a1486ec|forward").args == ("forward",)
    assert parse("r1|ss|3|forward").args == ("3", "forward")
    assert parse("r1|ss|3|mix").args == ("3", "mix")
    with pytest.raises(BadCallback):
        parse("r1|ss|3|genius")


def test_a_rules_link_carries_a_game_s_settings() -> None:
    """R2, R16: ?start=rules_e30a10 names the fever rule on 12 (s: skip, e: roll again), the
    start chips and the ante (play-test 25: the ending's link opened the rule book with the
    private chat's own settings); anything else names none."""
    rolls = Settings(Field12.EXTRA_ROLL, 40, 5)
    assert rules_payload(rolls) == "rules_e40a5" and rules_settings("rules_e40a5") == rolls
    assert rules_settings(rules_payload(Settings())) == Settings()
    for payload in ("rules", "rules_e30a40", "rules_q30a10", "rules_e30", "history_-5", "x_e30a10"):
        assert rules_settings(payload) is None, payload
