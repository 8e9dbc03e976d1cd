"""Message text rules: HTML parse_mode, UTF-16 entity offsets, bot_command entities."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from .errors import BAD_PARSE_MODE, ApiError, bad_request

_SIMPLE_TAGS = {
    "b": "bold",
    "strong": "bold",
    "i": "italic",
    "em": "italic",
    "u": "underline",
    "ins": "underline",
    "s": "strikethrough",
    "strike": "strikethrough",
    "del": "strikethrough",
    "code": "code",
    "pre": "pre",
    "tg-spoiler": "spoiler",
    "blockquote": "blockquote",
    "a": "text_link",
    "span": "spoiler",
    "tg-emoji": "custom_emoji",
}
_COMMAND = re.compile(r"(?<![\w/])/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?(?![\w/])")


def utf16_len(text: str) -> int:
    """Return the length of ``text`` in UTF-16 code units, as Telegram counts offsets."""
    return len(text.encode("utf-16-le")) // 2


def command_entities(text: str) -> list[dict[str, Any]]:
    """Return Telegram's ``bot_command`` entities for every /command in ``text``."""
    return [
        {"type": "bot_command", "offset": utf16_len(text[: m.start()]), "length": utf16_len(m[0])}
        for m in _COMMAND.finditer(text)
    ]


class _Parser(HTMLParser):
    """Collects plain text and entities from Telegram-flavoured HTML."""

    def __init__(self, source: str) -> None:
        super().__init__(convert_charrefs=True)
        self.source = source
        self.plain: list[str] = []
        self.length = 0
        self.stack: list[tuple[str, int, dict[str, Any]]] = []
        self.entities: list[dict[str, Any]] = []

    def byte_offset(self) -> int:
        """Return the UTF-8 byte offset of the current parser position."""
        line, col = self.getpos()
        start = sum(len(x.encode()) + 1 for x in self.source.split("\n")[: line - 1])
        prefix = self.source.split("\n")[line - 1][:col]
        return start + len(prefix.encode())

    def fail(self, why: str) -> ApiError:
        """Build Telegram's can't-parse-entities error."""
        return bad_request(f"Bad Request: can't parse entities: {why}")

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Open an entity, refusing tags Telegram does not support."""
        kind = _SIMPLE_TAGS.get(tag)
        attributes = dict(attrs)
        if kind is None or (tag == "span" and attributes.get("class") != "tg-spoiler"):
            offset = self.byte_offset()
            raise self.fail(f'Unsupported start tag "{tag}" at byte offset {offset}')
        extra: dict[str, Any] = {}
        if tag == "a":
            extra["url"] = attributes.get("href") or ""
        if tag == "tg-emoji":
            extra["custom_emoji_id"] = attributes.get("emoji-id") or ""
        if tag == "blockquote" and "expandable" in attributes:
            kind = "expandable_blockquote"
        self.stack.append((tag, self.length, {"type": kind, **extra}))

    def handle_endtag(self, tag: str) -> None:
        """Close the innermost entity, which must match ``tag``."""
        if not self.stack or self.stack[-1][0] != tag:
            expected = f'"</{self.stack[-1][0]}>"' if self.stack else "nothing"
            offset = self.byte_offset()
            raise self.fail(
                f'Unmatched end tag at byte offset {offset}, expected {expected}, found "</{tag}>"'
            )
        _, start, entity = self.stack.pop()
        if self.length > start:
            self.entities.append({**entity, "offset": start, "length": self.length - start})

    def handle_data(self, data: str) -> None:
        """Append visible text."""
        self.plain.append(data)
        self.length += utf16_len(data)


def render(text: str, parse_mode: str | None) -> tuple[str, list[dict[str, Any]]]:
    """Turn ``text`` sent with ``parse_mode`` into plain text and its entities."""
    mode = (parse_mode or "").lower()
    if mode == "":
        return text, []
    if mode in ("markdown", "markdownv2"):
        return text, []
    if mode != "html":
        raise bad_request(BAD_PARSE_MODE)
    parser = _Parser(text)
    parser.feed(text)
    parser.close()
    if parser.stack:
        tag = parser.stack[-1][0]
        raise parser.fail(f'Can\'t find end tag corresponding to start tag "{tag}"')
    entities = sorted(parser.entities, key=lambda e: (e["offset"], -e["length"]))
    return "".join(parser.plain), entities
