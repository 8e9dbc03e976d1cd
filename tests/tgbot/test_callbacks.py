"""Callback data: short, versioned, parsed by one function that refuses anything else."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tgbot.callbacks import MAX_BYTES, BadCallback, Callback, Op, parse


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

    def test_too_long_refused_at_encoding(self) -> None:
        """Data over 64 bytes is a programming error caught when the button is made."""
        with pytest.raises(ValueError):
            Callback(Op.SET, "a1b2c3d4", args=("x" * 40, "y" * 30)).encode()
