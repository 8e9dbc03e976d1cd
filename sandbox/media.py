"""Photos: image size sniffing, file ids, PhotoSize lists and InputFile resolution."""

from __future__ import annotations

import struct

from . import errors as e
from .model import JSON, StoredFile
from .params import Params, Upload
from .world import World


def image_size(data: bytes) -> tuple[int, int] | None:
    """Return (width, height) of PNG, JPEG, GIF or WebP bytes, or None if unrecognised."""
    if data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) >= 24:
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        width, height = struct.unpack("<HH", data[6:10])
        return int(width), int(height)
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return 1, 1
    if data.startswith(b"\xff\xd8"):
        index = 2
        while index + 9 < len(data):
            if data[index] != 0xFF:
                index += 1
                continue
            marker = data[index + 1]
            length = struct.unpack(">H", data[index + 2 : index + 4])[0]
            if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
                height, width = struct.unpack(">HH", data[index + 5 : index + 9])
                return int(width), int(height)
            index += 2 + length
    return None


def store_photo(world: World, data: bytes) -> StoredFile:
    """Keep uploaded image bytes under a fresh file_id, validating them like Telegram."""
    if not data:
        raise e.bad_request(e.FILE_EMPTY)
    size = image_size(data)
    if size is None:
        raise e.bad_request(e.IMAGE_FAILED)
    serial = len(world.files) + 1
    token = world.opaque_id(12)
    stored = StoredFile(
        file_id=f"AgACAgIAAxkDAAI{token}",
        file_unique_id=f"AQAD{token[:12]}",
        data=data,
        width=size[0],
        height=size[1],
        file_path=f"photos/file_{serial}.jpg",
    )
    world.files[stored.file_id] = stored
    return stored


def photo_sizes(stored: StoredFile) -> list[JSON]:
    """Return the PhotoSize list Telegram attaches for ``stored`` (thumbnail first)."""
    full: JSON = {
        "file_id": stored.file_id,
        "file_unique_id": stored.file_unique_id,
        "file_size": len(stored.data),
        "width": stored.width,
        "height": stored.height,
    }
    side = max(stored.width, stored.height)
    if side <= 90:
        return [full]
    scale = 90 / side
    thumb = dict(full)
    thumb["width"] = max(1, round(stored.width * scale))
    thumb["height"] = max(1, round(stored.height * scale))
    return [thumb, full]


def resolve_photo(
    world: World, ref: str | None, upload: Upload | None, params: Params
) -> StoredFile:
    """Turn a photo parameter (upload, attach://name, file_id or URL) into a stored file."""
    if upload is not None:
        return store_photo(world, upload.data)
    if not ref:
        raise e.bad_request("Bad Request: there is no photo in the request")
    if ref.startswith("attach://"):
        part = params.files.get(ref[len("attach://") :])
        if part is None:
            raise e.bad_request(e.WRONG_FILE_ID)
        return store_photo(world, part.data)
    if ref in world.files:
        return world.files[ref]
    if ref.startswith(("http://", "https://")):
        # No network here: a URL photo becomes a 1x1 PNG placeholder.
        pixel = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + struct.pack(">II", 1, 1) + b"\x08\x02"
        return store_photo(world, pixel)
    raise e.bad_request(e.WRONG_FILE_ID)
