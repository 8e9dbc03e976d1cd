"""Setting the scene from a test: people, chats, groups, topics and the bot's place in them."""

from __future__ import annotations

from collections.abc import Iterable

from . import actions
from .model import JSON, ForumTopic, SimChat, StoredMessage
from .people import Person, Someone, account_of, owner_of
from .world import World


class SceneMixin:
    """``BotApiDouble``'s methods that make people and chats and change who is in them."""

    world: World

    def user(
        self,
        first_name: str,
        language_code: str | None = "en",
        username: str | None = None,
        last_name: str | None = None,
    ) -> Person:
        """Create a simulated user."""
        return Person(
            self.world, self.world.add_user(first_name, language_code, username, last_name)
        )

    def private_chat(self, user: Someone) -> SimChat:
        """Return the private chat of ``user`` with the bot."""
        return self.world.private_chat(account_of(user))

    def chat_between(self, first: Someone, second: Someone) -> SimChat:
        """The private chat of two people, where the bot is not and can only come inline."""
        return self.world.chat_between(account_of(first), account_of(second))

    def inline_message(self, inline_message_id: str) -> StoredMessage:
        """The message sent via the bot that carries ``inline_message_id``."""
        return self.world.inline_messages[inline_message_id]

    def group(
        self,
        title: str,
        members: Iterable[Someone] = (),
        admins: Iterable[Someone] = (),
        *,
        creator: Someone | None = None,
        supergroup: bool = False,
        bot_admin: bool = False,
        username: str | None = None,
        forum: bool = False,
    ) -> SimChat:
        """Create a group with the bot in it; the creator defaults to the first admin or member.

        ``forum=True`` makes a supergroup with topics (``is_forum``); open them with
        ``open_topic``. Messages sent without a topic land in its General topic.
        """
        admin_list = [account_of(a) for a in admins]
        member_list = [account_of(m) for m in members]
        owner = account_of(creator) if creator is not None else (admin_list + member_list)[0]
        return self.world.add_group(
            title, owner, admin_list, member_list, supergroup, bot_admin, username, forum
        )

    def open_topic(self, forum: SimChat, name: str, by: Someone | None = None) -> ForumTopic:
        """Create a topic in ``forum``; queues its forum_topic_created service message."""
        return actions.open_topic(self.world, forum, name, owner_of(self.world, forum, by))

    async def close_topic(
        self, forum: SimChat, topic: ForumTopic, by: Someone | None = None
    ) -> JSON | None:
        """Close a topic (forum_topic_closed); later sends to it fail with TOPIC_CLOSED."""
        owner = owner_of(self.world, forum, by)
        return actions.set_topic_closed(self.world, forum, topic, owner, True)

    async def reopen_topic(
        self, forum: SimChat, topic: ForumTopic, by: Someone | None = None
    ) -> JSON | None:
        """Reopen a closed topic (forum_topic_reopened)."""
        owner = owner_of(self.world, forum, by)
        return actions.set_topic_closed(self.world, forum, topic, owner, False)

    def delete_topic(self, forum: SimChat, topic: ForumTopic) -> None:
        """Delete a topic with its messages; no update, sends fail with "thread not found"."""
        self.world.delete_topic(forum, topic)

    async def remove_bot(
        self, group: SimChat, by: Someone | None = None, kicked: bool = False
    ) -> JSON | None:
        """Remove (or ban) the bot; queues my_chat_member, later sends fail with 403."""
        status = "kicked" if kicked else "left"
        return actions.change_bot_status(self.world, group, owner_of(self.world, group, by), status)

    async def add_bot(
        self, group: SimChat, by: Someone | None = None, admin: bool = False
    ) -> JSON | None:
        """Add the bot back to ``group``; queues my_chat_member."""
        status = "administrator" if admin else "member"
        return actions.change_bot_status(self.world, group, owner_of(self.world, group, by), status)

    def restrict_bot(self, group: SimChat, can_send: bool = False) -> None:
        """Take away (or give back) the bot's right to send text messages in ``group``."""
        group.bot_can_send = can_send
        self.world.notifier.bump()

    async def migrate(self, group: SimChat, by: Someone | None = None) -> SimChat:
        """Upgrade ``group`` to a supergroup; queues the two migrate service messages."""
        return actions.migrate_group(self.world, group, owner_of(self.world, group, by))
