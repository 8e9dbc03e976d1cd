"""Bot API error type and Telegram's own description strings."""

from __future__ import annotations

from typing import Any

NOT_MODIFIED = (
    "Bad Request: message is not modified: specified new message content and reply markup"
    " are exactly the same as a current content and reply markup of the message"
)
EDIT_NOT_FOUND = "Bad Request: message to edit not found"
DELETE_NOT_FOUND = "Bad Request: message to delete not found"
CANT_DELETE = "Bad Request: message can't be deleted"
CANT_EDIT = "Bad Request: message can't be edited"
NO_TEXT_TO_EDIT = "Bad Request: there is no text in the message to edit"
NO_MEDIA_TO_EDIT = "Bad Request: there is no media in the message to edit"
QUERY_TOO_OLD = "Bad Request: query is too old and response timeout expired or query ID is invalid"
BUTTON_DATA_INVALID = "Bad Request: BUTTON_DATA_INVALID"
BUTTON_URL_INVALID = "Bad Request: BUTTON_URL_INVALID"
TEXT_BUTTONS_UNALLOWED = "Bad Request: text buttons are unallowed in the inline keyboard"
MARKUP_TOO_LONG = "Bad Request: REPLY_MARKUP_TOO_LONG"
BAD_MARKUP_JSON = "Bad Request: can't parse reply keyboard markup JSON object"
TOO_LONG = "Bad Request: message is too long"
CAPTION_TOO_LONG = "Bad Request: message caption is too long"
TEXT_EMPTY = "Bad Request: message text is empty"
CHAT_NOT_FOUND = "Bad Request: chat not found"
CHAT_ID_EMPTY = "Bad Request: chat_id is empty"
USER_NOT_FOUND = "Bad Request: user not found"
THREAD_NOT_FOUND = "Bad Request: message thread not found"
TOPIC_CLOSED = "Bad Request: TOPIC_CLOSED"
REPLY_NOT_FOUND = "Bad Request: message to be replied not found"
FORWARD_NOT_FOUND = "Bad Request: message to forward not found"
MESSAGE_ID_MISSING = "Bad Request: message identifier is not specified"
WRONG_FILE_ID = "Bad Request: wrong file identifier/HTTP URL specified"
IMAGE_FAILED = "Bad Request: IMAGE_PROCESS_FAILED"
FILE_EMPTY = "Bad Request: file must be non-empty"
WRONG_ACTION = "Bad Request: wrong parameter action in request"
BAD_EMOJI = "Bad Request: invalid dice emoji specified"
BAD_PARSE_MODE = "Bad Request: unsupported parse_mode"
EFFECT_ID_INVALID = "Bad Request: EFFECT_ID_INVALID"
EFFECT_NOT_IN_CHAT = "Bad Request: can't use message effects in the chat"
COMMAND_INVALID = "Bad Request: BOT_COMMAND_INVALID"
COMMAND_DESCRIPTION_INVALID = "Bad Request: command description must be non-empty"
SCOPE_INVALID = "Bad Request: unsupported bot command scope type"
WEBHOOK_CONFLICT = (
    "Conflict: can't use getUpdates method while webhook is active;"
    " use deleteWebhook to delete the webhook first"
)
POLL_CONFLICT = (
    "Conflict: terminated by other getUpdates request;"
    " make sure that only one bot instance is running"
)
SETWEBHOOK_CONFLICT = "Conflict: terminated by setWebhook request"
BAD_WEBHOOK_URL = "Bad Request: bad webhook: Failed to resolve host: Name or service not known"
NOT_MEMBER_GROUP = "Forbidden: bot is not a member of the group chat"
NOT_MEMBER_SUPERGROUP = "Forbidden: bot is not a member of the supergroup chat"
KICKED_GROUP = "Forbidden: bot was kicked from the group chat"
KICKED_SUPERGROUP = "Forbidden: bot was kicked from the supergroup chat"
BLOCKED = "Forbidden: bot was blocked by the user"
NO_RIGHTS_TEXT = "Bad Request: not enough rights to send text messages to the chat"
UPGRADED = "Bad Request: group chat was upgraded to a supergroup chat"
UNAUTHORIZED = "Unauthorized"
NOT_FOUND = "Not Found"


class ApiError(Exception):
    """A Bot API failure, answered as ``{"ok": false, ...}`` with the given HTTP status."""

    def __init__(
        self,
        code: int,
        description: str,
        retry_after: int | None = None,
        migrate_to_chat_id: int | None = None,
    ) -> None:
        """Keep the error code, Telegram's description, a flood wait or a group's new id."""
        super().__init__(description)
        self.code = code
        self.description = description
        self.retry_after = retry_after
        self.migrate_to_chat_id = migrate_to_chat_id

    def payload(self) -> dict[str, Any]:
        """Return the JSON body Telegram sends for this error."""
        body: dict[str, Any] = {
            "ok": False,
            "error_code": self.code,
            "description": self.description,
        }
        if self.retry_after is not None:
            body["parameters"] = {"retry_after": self.retry_after}
        if self.migrate_to_chat_id is not None:
            body["parameters"] = {"migrate_to_chat_id": self.migrate_to_chat_id}
        return body


def bad_request(description: str) -> ApiError:
    """Build a 400 error; ``description`` must already start with ``Bad Request:``."""
    return ApiError(400, description)


def forbidden(description: str) -> ApiError:
    """Build a 403 error."""
    return ApiError(403, description)


def upgraded(chat_id: int) -> ApiError:
    """Build the 400 Telegram answers for a group that became the supergroup `chat_id`."""
    return ApiError(400, UPGRADED, migrate_to_chat_id=chat_id)


def conflict(description: str) -> ApiError:
    """Build a 409 error."""
    return ApiError(409, description)


def flood(retry_after: int) -> ApiError:
    """Build Telegram's 429 answer with ``parameters.retry_after``."""
    return ApiError(429, f"Too Many Requests: retry after {retry_after}", retry_after)
