"""Chat membership: which statuses count as present, and the ChatMember objects."""

from __future__ import annotations

from .model import JSON, SimUser

#: What an administrator (the bot included, when made one) may do in the double's groups.
ADMIN_RIGHTS = {
    "can_be_edited": False,
    "is_anonymous": False,
    "can_manage_chat": True,
    "can_delete_messages": True,
    "can_manage_video_chats": True,
    "can_restrict_members": True,
    "can_promote_members": False,
    "can_change_info": True,
    "can_invite_users": True,
    "can_post_stories": True,
    "can_edit_stories": True,
    "can_delete_stories": True,
    "can_pin_messages": True,
    "can_manage_topics": False,
}
#: The ChatMember statuses of someone in the chat (not "left" or "kicked").
PRESENT = ("creator", "administrator", "member")


def member_json(user: SimUser, status: str) -> JSON:
    """Return a ChatMember object for ``user`` with ``status``."""
    out: JSON = {"status": status, "user": user.to_json()}
    if status == "creator":
        out["is_anonymous"] = False
    elif status == "administrator":
        out.update(ADMIN_RIGHTS)
    elif status == "kicked":
        out["until_date"] = 0
    return out
