"""A group where an inline game runs "via @bot" but no game of the group's own: what /roll hears."""

from __future__ import annotations

import pytest

from i18n import t
from robinson.harness.testing import live_session
from tests.e2e.test_inline_game import place_of, post_first


@pytest.mark.parametrize("lang", ["en", "da"])
async def test_roll_in_a_group_says_an_inline_game_is_played_with_its_buttons(
    double, store, bot, lang
) -> None:
    """Ann's /roll under the inline game she plays in the group: there is no game of the
    group's own, and the one "via @bot" is played with its buttons (play-test 25, P5: only
    "there is no game in this chat" contradicted the game a few messages up)."""
    ann = double.user("Ann", language_code=lang)
    mads = double.user("Mads", language_code=lang)
    group = double.group("Bay", members=[ann, mads])
    async with bot():
        posted = await post_first(double, ann, group)
        await mads.press(posted, text=t(lang, "btn-join"))
        await double.settled()
        await ann.press(posted, text=t(lang, "btn-start"))
        await double.settled()
        assert (await live_session(store, place_of(group, posted))).data.engine is not None
        await ann.send(group, "/roll")
        said = (await double.next_bot_message(group)).text
    hint = t(lang, "lobby-no-game-inline", bot=double.bot.username)
    assert said == f"{t(lang, 'lobby-no-game')} {hint}"


async def test_with_inline_mode_off_a_group_hears_only_that_it_has_no_game(double, bot) -> None:
    """A bot without inline mode (BotFather's /setinline off) runs no game "via @bot": its
    group's /roll hears no word of one."""
    double.world.inline_mode = False
    ann = double.user("Ann")
    group = double.group("Bay", members=[ann])
    async with bot():
        await ann.send(group, "/roll")
        assert (await double.next_bot_message(group)).text == t("en", "lobby-no-game")
