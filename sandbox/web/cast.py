"""The playground's first cast: four people in a group with the bot, each with a private chat, and
two of them with a private chat of their own, which the bot is not in (it comes there inline)."""

from __future__ import annotations

from .. import actions
from ..driver import BotApiDouble
from ..model import SimChat

#: (first name, Telegram language code) of the first cast.
CAST = (("Ann", "en"), ("Mads", "da"), ("Kadri", "et"), ("Linh", "vi"))
GROUP_TITLE = "Robinson's island"
MEDIA_TITLE = "🖼 Board pictures"  # where inline games' pictures go up first (--inline-pictures)


def seed_cast(double: BotApiDouble) -> SimChat:
    """Create the cast and their group, with the bot added to it (the bot gets my_chat_member)."""
    people = [double.user(name, lang, username=name.lower()) for name, lang in CAST]
    for person in people:
        double.private_chat(person)
    group = double.group(GROUP_TITLE, people, creator=people[0])
    group.bot_status = "left"
    actions.change_bot_status(double.world, group, people[0].account, "member")
    friends_chat(double)
    return group


def friends_chat(double: BotApiDouble) -> SimChat | None:
    """Ann and Mads's private chat (made once; None if the cast is not there)."""
    people = [u for u in double.world.users.values() if not u.is_bot]
    first, second = (next((u for u in people if u.first_name == n), None) for n, _ in CAST[:2])
    if first is None or second is None:
        return None
    return double.chat_between(first, second)


def media_chat(double: BotApiDouble) -> SimChat:
    """The group the bot uploads inline games' pictures to, as an operator's ROBINSON_MEDIA_CHAT
    is (an inline message takes no upload): made once, its first person its owner, the bot in
    it from the start (no welcome)."""
    found = next((c for c in double.world.chats.values() if c.title == MEDIA_TITLE), None)
    if found is not None:
        return found
    owner = next(u for u in double.world.users.values() if not u.is_bot)
    return double.group(MEDIA_TITLE, creator=owner)
