"""The board as a picture in an inline game: uploaded to the media chat, shown by its file_id."""

from __future__ import annotations

from dataclasses import replace

from i18n import t
from robinson.harness.testing import ScriptedDice, buttons, running_bot
from tests.e2e.test_inline_game import place_of, play_turn, post_offer

TOKEN = "🔴1 "  # the first seat's token: the picture's caption has it, the text board not


class TestInlinePicture:
    """ROBINSON_MEDIA_CHAT set: the one message becomes the board picture, edited by file_id."""

    async def test_picture_by_file_id_and_text_when_the_upload_fails(
        self, double, bot_settings, store
    ) -> None:
        """Each new board is uploaded to the media chat and the inline message shows it by its
        file_id (an upload there is refused); a failed upload leaves the text board in the
        caption; the ending and Play again are the photo's caption."""
        ann, mads, operator = double.user("Ann"), double.user("Mads"), double.user("Op")
        media = double.private_chat(operator)
        chat = double.chat_between(ann, mads)
        settings = replace(bot_settings, board="picture", media_chat=media.id)
        async with running_bot(settings, dice=ScriptedDice()):
            posted = await post_offer(double, ann, chat)
            assert t("en", "lobby-board-picture") in (posted.text or "")  # as the lobby will say
            await mads.press(posted, text=t("en", "btn-join"))
            await double.settled()
            await ann.press(posted, text=t("en", "btn-start"))
            await double.settled()
            assert posted.photo is not None and posted.text is None
            assert posted.caption is not None and TOKEN in posted.caption
            assert "turn to\u00a0roll" in posted.caption  # its last words held together
            assert double.count("sendPhoto") == double.count("sendPhoto", media) >= 1
            edits = double.requests("editMessageMedia")
            assert edits and all(r.get("inline_message_id") for r in edits)
            assert double.count("sendPhoto", chat) == 0 and double.count("sendMessage") == 0
            place = place_of(chat, posted)
            await play_turn(double, store, place, posted, [ann, mads])
            shown = posted.photo[-1]["file_id"]
            double.fail_next("sendPhoto", "Bad Request: chat not found")
            await play_turn(double, store, place, posted, [ann, mads])
            assert posted.photo[-1]["file_id"] == shown  # the picture could not follow…
            assert TOKEN not in (posted.caption or "")  # …so the caption holds the text board
            assert "──" in (posted.caption or "")
            for _ in range(400):
                if not await store.games.load(place):
                    break
                await play_turn(double, store, place, posted, [ann, mads])
            assert posted.photo[-1]["file_id"] != shown  # pictures again after the failure
            assert t("en", "end-title") in (posted.caption or "")
            assert t("en", "btn-play-again") in buttons(posted)
            await mads.press(posted, text=t("en", "btn-play-again"))
            await double.settled()
            assert (posted.caption or "").startswith(t("en", "lobby-title"))
            assert double.count("sendMessage") == 0
