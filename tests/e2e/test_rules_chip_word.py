"""/rules speaks of chips in the edition's own word: the printed paragraph says "jetoner" (da)
and "žetooni" (et), so whatever is shown with it says so too, never mærker / märgid (GLOSSARY.md:
either word is right, but a message does not mix them)."""

from __future__ import annotations

import pytest

from i18n import t
from tgbot.render.common import unwidowed_lines

# the edition's word for a chip, and the other word, which the paragraph uses for a pencil mark
WORDS = {"da": ("jeton", ("mærke",)), "et": ("žetoon", ("märk", "märg"))}


def around_the_paragraph(text: str, lang: str) -> str:
    """The message without the edition's verbatim paragraph, in lower case."""
    paragraph = unwidowed_lines(t(lang, "rules-edition"))
    assert paragraph in text
    return text.replace(paragraph, "").lower()


@pytest.mark.parametrize("lang", sorted(WORDS))
async def test_rules_shown_with_the_paragraph_use_its_word_for_chips(
    double, lang, bot, store
) -> None:
    """The private rule book's first message (the paragraph and this game's start chips, ante
    and purse) and a group's short /rules (the paragraph, key points, fever rule) count chips
    in the paragraph's word only."""
    kadri = double.user("Kadri", language_code=lang)
    chat = double.private_chat(kadri)
    group = double.group("Saar", members=[kadri], admins=[kadri])
    await store.prefs.set_chat_language(group.id, lang)
    edition_word, others = WORDS[lang]
    async with bot():
        await kadri.send(chat, "/rules")
        await kadri.send(group, "/rules")
        await double.settled()
        (book,) = chat.bot_messages()
        (short,) = group.bot_messages()
    assert unwidowed_lines(t(lang, "rules-setting-ante", count=10)) in (book.text or "")
    for message in (book, short):
        rest = around_the_paragraph(message.text or "", lang)
        assert not any(word in rest for word in others), rest
    assert edition_word in around_the_paragraph(book.text or "", lang)
