"""The board table matches RULES.md field by field."""

from __future__ import annotations

from engine.board import (
    BOARD,
    BindFriday,
    EveryonePays,
    Fever,
    Gallows,
    GoBack,
    Home,
    NoEffect,
    ParrotCall,
    PayPot,
    PayRightNeighbour,
    RestartOption,
    RollAgain,
    SailOption,
    StayOption,
    SwapPlaces,
    TakeFromEach,
    TakePot,
    count_back,
)

EXPECTED = {
    1: EveryonePays(1),
    3: TakePot(1),
    4: RestartOption(),
    7: StayOption(),
    8: PayPot(3),
    10: PayRightNeighbour(2),
    11: TakePot(1),
    12: Fever(),
    14: TakePot(2),
    15: PayPot(2),
    17: ParrotCall(),
    18: TakePot(4),
    20: RollAgain(),
    23: SailOption(27),
    25: GoBack(14),
    26: PayPot(3),
    29: BindFriday(2),
    32: TakeFromEach(1),
    33: TakePot(3),
    36: SwapPlaces(41),
    40: TakePot(4),
    42: Gallows(),
    45: Home(),
}
NO_EFFECT = {2, 5, 6, 9, 13, 16, 19, 21, 22, 24, 27, 28, 30, 31, 34, 35, 37, 38, 39, 41, 43, 44}


class TestBoard:
    """One table of 45 fields, each an effect with parameters."""

    def test_every_field_as_in_rules(self) -> None:
        """Fields 1–45 carry exactly the effects of RULES.md's table."""
        assert len(BOARD) == 46
        for field in range(1, 46):
            expected = EXPECTED.get(field, NoEffect())
            assert BOARD[field] == expected, field
        assert {f for f in range(1, 46) if BOARD[f] == NoEffect()} == NO_EFFECT

    def test_r7_count_back(self) -> None:
        """R7: past 45 counts back, 90 − target."""
        assert [count_back(t) for t in (44, 45, 46, 48, 51)] == [44, 45, 44, 42, 39]
