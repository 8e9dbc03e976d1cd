"""A person's name as the game shows it: direction controls gone, right-to-left isolated."""

from __future__ import annotations

from telegram import User

from tgbot.chat.origin import clean_name, person_name

ISOLATED = "\u2068{}\u2069"


def test_direction_controls_are_taken_out() -> None:
    """U+202E and its kin would turn the rest of a board line around ('Anaïs 3 · 20 🪙' shown
    as '🪙 02 · 3 sïanA'): they go, and so do runs of white space."""
    assert clean_name("Ana\u202eïs") == "Anaïs"
    assert clean_name("\u200fBo\u2066b\u2069  \t Smith ") == "Bob Smith"


def test_a_right_to_left_name_is_isolated() -> None:
    """An Arabic or Hebrew name no longer decides which way its whole line runs."""
    assert clean_name("محمد") == ISOLATED.format("محمد")
    assert clean_name("דנה כהן") == ISOLATED.format("דנה כהן")
    assert clean_name("Søren 😀‍👩") == "Søren 😀‍👩"  # the joiner in an emoji stays


def test_an_invisible_name_falls_back_on_the_username_then_the_id() -> None:
    """A name of fillers (the Hangul filler, a blank braille cell) shows as nothing: the game
    calls its person by their username, else their id."""
    assert person_name(User(7, "\u3164", False, username="kim")) == "kim"
    assert person_name(User(7, "\u2800 \u202e", False)) == "7"
    assert person_name(User(7, "Ana", False, username="kim")) == "Ana"
