"""The language and the rule in force agree (R16, revised): a lobby switched to another language
takes that edition's fever rule unless the host chose one; /rules tells this chat's rule; every
✅ on the current language moves with it — each in two pairs of languages."""

from __future__ import annotations

import pytest

from engine import Field12
from i18n import LANGUAGES, language_name, t
from robinson.harness.testing import buttons, choose_setting, live_session, welcomed
from sandbox.model import StoredMessage
from tests.e2e.test_ending import SIXES, play_out
from tgbot.render.common import held, unwidowed_lines
from tgbot.render.menus import flag, flag_label, switched_line

FEVER = {Field12.SKIP: "lobby-field12-skip", Field12.EXTRA_ROLL: "lobby-field12-extra"}


def ticked(message: StoredMessage) -> list[str]:
    """The labels of a message's buttons that carry the ✅."""
    return [label for label in buttons(message) if label.startswith("✅")]


@pytest.mark.parametrize(
    ("first", "other", "rules"),
    [
        ("en", "da", (Field12.SKIP, Field12.EXTRA_ROLL)),
        ("et", "bg", (Field12.EXTRA_ROLL, Field12.SKIP)),
    ],
)
async def test_r16_a_lobby_switched_language_takes_its_editions_fever_rule(
    double, first, other, rules, store, bot
) -> None:
    """R16: the lobby opens with its language's rule; a flag tap switches language and rule,
    and back again, the rule's line saying it changed with the language while it differs from
    the rule the lobby opened with (play-test 50: a Play again lobby's flag switched it unsaid;
    play-test 51: the mark compared with the last flag only), through later edits too; the
    welcome's and /lang's ✅ follow every switch. Once the host chooses the rule in ⚙️
    Settings, a switch keeps the host's choice, unmarked."""
    ana, boris = double.user("Ana", language_code=first), double.user("Boris")
    group = double.group("Cove", members=[ana, boris], creator=ana)
    own, theirs = rules
    async with bot():
        welcome = await welcomed(double, group, ana)
        await ana.send(group, "/lang")
        menu = await double.next_bot_message(group)
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        assert t(first, FEVER[own]) in lobby.text
        for lang, rule in ((other, theirs), (first, own), (other, theirs)):
            await ana.press(lobby, text=flag(lang))
            await double.settled()
            followed = f"{t(lang, FEVER[rule])} {held(t(lang, 'lobby-rule-followed'))}"
            line = followed if rule is theirs else t(lang, FEVER[rule])
            assert line in lobby.text.splitlines(), lobby.text  # said while it differs (pt 51)
            assert (await live_session(store, group.id)).data.settings.field12 is rule
            assert ticked(lobby) == [f"✅ {lang.upper()}"]
            assert ticked(welcome) == [f"✅ {lang.upper()}"]
            switched = switched_line(lang, "Ana")
            assert welcome.text == f"{unwidowed_lines(t(lang, 'welcome-group'))}\n\n{switched}"
            assert menu_code(menu) == lang
        await boris.press(lobby, text=t(other, "btn-join"))  # a later edit keeps the mark
        await double.settled()
        assert followed in lobby.text.splitlines(), lobby.text
        await choose_setting(double, ana, lobby, "field12", own.value, lang=other)
        await ana.press(lobby, text=flag(first))
        await double.settled()
        await ana.press(lobby, text=flag(other))
        await double.settled()
        assert t(other, FEVER[own]) in lobby.text, "the host's choice gave way to the language"
        assert t(other, "lobby-rule-followed")[:4] not in lobby.text  # it did not follow
        assert (await live_session(store, group.id)).data.settings.field12 is own


def menu_code(menu: StoredMessage) -> str:
    """The language ticked on a /lang menu, by its catalog name (its code, '✅ DA', once
    switched: the flags in one row)."""
    [label] = ticked(menu)
    names = {t(code, "language-name"): code for code in LANGUAGES}
    names |= {code.upper(): code for code in LANGUAGES}
    return names[label.removeprefix("✅ ")]


@pytest.mark.parametrize(("lang", "chosen"), [("da", Field12.SKIP), ("en", Field12.EXTRA_ROLL)])
async def test_r16_rules_tell_the_rule_this_chats_game_used(
    double, lang, chosen, ana, boris, group, store, bot
) -> None:
    """R16: a game played with the rule the host chose, not the edition's: /rules afterwards
    tells that rule, as the game and its Play again do, not the language's default."""
    await store.prefs.set_chat_language(group.id, lang)
    fever = "skip" if chosen is Field12.SKIP else "extra"
    default = "extra" if fever == "skip" else "skip"
    async with bot(dice=SIXES):
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        await boris.press(lobby, text=t(lang, "btn-join"))
        await double.settled()
        await choose_setting(double, ana, lobby, "field12", chosen.value, lang=lang)
        await ana.press(lobby, text=t(lang, "btn-start"))
        await double.settled()
        await play_out(double, store, group, {ana.id: ana, boris.id: boris})
        await boris.send(group, "/rules")
        rules = await double.next_bot_message(group)
        told = (rules.text or "").replace("\u00a0", " ")  # the lines' last words held
        assert t(lang, f"rules-setting-field12-{fever}") in told
        assert t(lang, f"rules-setting-field12-{default}") not in told


@pytest.mark.parametrize("chosen", [False, True])
async def test_r16_play_again_takes_the_chat_s_language_rule_unless_chosen(
    double, chosen, ana, boris, group, store, bot
) -> None:
    """R16: a game played in Bulgarian (miss a turn), the group then switched to Danish: Play
    again opens a Danish lobby with the Danish edition's roll again (play-test 7, finding 9:
    it kept the Bulgarian rule nobody chose), saying it changed with the language (play-test
    51: the players fresh from the other rule were not told); a rule the host chose stays."""
    await store.prefs.set_chat_language(group.id, "bg")
    async with bot(dice=SIXES):
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        await boris.press(lobby, text=t("bg", "btn-join"))
        await double.settled()
        if chosen:
            await choose_setting(double, ana, lobby, "field12", Field12.SKIP.value, lang="bg")
        await ana.press(lobby, text=t("bg", "btn-start"))
        await double.settled()
        await play_out(double, store, group, {ana.id: ana, boris.id: boris})
        ending = group.last_bot_message()
        assert ending is not None and buttons(ending)[0] == t("bg", "btn-play-again")
        await ana.send(group, "/lang")
        await ana.press(await double.next_bot_message(group), text=language_name("da"))
        await double.settled()
        await boris.press(ending, text=t("bg", "btn-play-again"))  # an ending stays as it was
        await double.settled()
        again = group.last_bot_message()
        rule = Field12.SKIP if chosen else Field12.EXTRA_ROLL
        assert again is not None and t("da", FEVER[rule]) in (again.text or ""), again
        mark = held(t("da", "lobby-rule-followed"))
        assert (f"{t('da', FEVER[rule])} {mark}" in again.text.splitlines()) is not chosen
        assert (await live_session(store, group.id)).data.settings.field12 is rule


async def test_lang_in_a_group_offers_flags_only_to_who_may_use_them(
    double, ana, boris, group, store, bot
) -> None:
    """/lang in a group from a member who is neither the game's host nor an admin is refused
    at once, not answered with flags that only refuse (play-test 12, finding 7); the host of
    the lobby gets them; their switch is told on the flags to the whole group, by name
    (play-test 12, finding 6); a newer /lang takes the older flags away, which would tell
    an old switch (play-test 13)."""
    async with bot():
        await boris.send(group, "/lang")  # no game, so no host to name (play-test 14)
        refused = await double.next_bot_message(group)
        assert refused.text == t("en", "toast-lang-admin-or-host") and not refused.buttons()
        await boris.send(group, "/new")
        await double.next_bot_message(group)
        await boris.send(group, "/lang")
        flags = await double.next_bot_message(group)
        assert flags.text == t("en", "lang-choose") and len(flags.buttons()) == 5
        await boris.press(flags, text=language_name("da"))
        await double.settled()
        switched = switched_line("da", "Boris")
        assert flags.text == switched, flags.text  # and the flags fold into one row (pt 14)
        assert [label for label, _ in flags.buttons()[0]] == [
            flag_label(c, "da") for c in LANGUAGES
        ]
        assert len(flags.buttons()) == 1
        await boris.send(group, "/lang")  # a newer flags message: the older one goes (pt 13)
        newer = await double.next_bot_message(group)
        await double.settled()
        assert flags.deleted and not newer.deleted and len(newer.buttons()) == 5
