"""Play again in an inline game's one message after a lobby cancelled before its start."""

from __future__ import annotations

from i18n import t
from robinson.harness.testing import buttons, live_session
from tests.e2e.test_inline_game import place_of, post_offer


async def test_play_again_after_a_cancelled_lobby_opens_the_pressers_lobby(
    double, store, bot
) -> None:
    """Nothing was played, so no history holds the lobby: its button opens a new lobby
    hosted by whoever presses it, not "an old game" for everyone (play-test 18, finding 1),
    and says so, 🏝 New game (play-test 43: 🔁 Play again seated only its presser)."""
    ann, mads = double.user("Ann"), double.user("Mads", language_code="da")
    chat = double.chat_between(ann, mads)
    async with bot():
        posted = await post_offer(double, ann, chat)
        await mads.press(posted, text=t("en", "btn-join"))
        await double.settled()
        await ann.press(posted, text=t("en", "btn-cancel"))
        await double.settled()
        assert (posted.text or "").startswith(t("en", "lobby-cancelled", name="Ann"))
        assert buttons(posted) == [t("en", "btn-new-game")]
        await mads.press(posted, text=t("en", "btn-new-game"))
        await double.settled()
        assert mads.last_toast is not None and mads.last_toast.text is None  # no refusal
        lines = (posted.text or "").splitlines()
        assert lines[:4] == [
            t("en", "lobby-title"),  # the message's language stays the game's
            t("en", "lobby-host", name="Mads"),
            t("en", "lobby-players-title"),
            t("en", "lobby-player-cashier", index=1, name="Mads").replace(" · ", " ·\u00a0"),
        ]
        session = await live_session(store, place_of(chat, posted))
        assert [seat.name for seat in session.data.seats] == ["Mads"]
        await ann.press(posted, text=t("en", "btn-join"))
        await double.settled()
        assert "2. Ann" in (posted.text or "")
