"""Dataclasses to JSON-ready values and back, generated from their fields and type hints.

One converter replaces the serialisers once written field by field: a new
field is stored and loaded without another edit. A field added after
documents were first stored is marked `ADDED`; a document without it loads
with the field's default. Every other field is required, so a damaged
document fails (KeyError, TypeError or ValueError) instead of loading half.
Hooks give a type its own versioned form (the engine state, the events).
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable, Mapping
from enum import Enum
from functools import cache
from typing import Any, Final, Union, get_args, get_origin, get_type_hints

ADDED: Final = {"added": True}
"""Field metadata: newer documents have this field; older ones load with its default."""

Hooks = Mapping[type, tuple[Callable[[Any], Any], Callable[[Any], Any]]]
"""Per type: how to write a value of it, and how to read one back."""

_SCALARS: Final = (int, float, str, bool)


def to_plain(value: Any, hooks: Hooks | None = None) -> Any:
    """`value` as JSON-ready data: dataclasses as dicts, enums as values, tuples as lists."""
    if hooks:
        for kind, (write, _read) in hooks.items():
            if isinstance(value, kind):
                return write(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_plain(getattr(value, f.name), hooks) for f in dataclasses.fields(value)}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [to_plain(item, hooks) for item in value]
    if isinstance(value, dict):
        return {str(to_plain(k)): to_plain(v, hooks) for k, v in value.items()}
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    """A dataclass's resolved field types, looked up once."""
    return get_type_hints(cls)


def from_plain(kind: Any, data: Any, hooks: Hooks | None = None) -> Any:
    """Rebuild a value of type `kind` from `to_plain` output; raise on missing or bad data."""
    if hooks and kind in hooks:
        return hooks[kind][1](data)
    origin = get_origin(kind)
    if origin in (Union, types.UnionType):
        args = get_args(kind)
        if data is None and type(None) in args:
            return None
        (inner,) = [a for a in args if a is not type(None)]
        return from_plain(inner, data, hooks)
    if origin in (tuple, list):
        item = get_args(kind)[0]
        items = [from_plain(item, v, hooks) for v in _sequence(data)]
        return tuple(items) if origin is tuple else items
    if origin is dict:
        key, val = get_args(kind)
        return {from_plain(key, k): from_plain(val, v, hooks) for k, v in _mapping(data).items()}
    if dataclasses.is_dataclass(kind) and isinstance(kind, type):
        return _dataclass(kind, _mapping(data), hooks)
    if isinstance(kind, type) and issubclass(kind, Enum):
        return kind(data)
    if kind in _SCALARS:
        if isinstance(data, dict | list):
            raise TypeError(f"expected {kind.__name__}, not {type(data).__name__}")
        return kind(data)
    raise TypeError(f"no conversion for {kind!r}")


def _dataclass(cls: type, data: Mapping[str, Any], hooks: Hooks | None) -> Any:
    """One dataclass from its dict: every field present, unless `ADDED` later."""
    hints = _hints(cls)
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name in data:
            kwargs[f.name] = from_plain(hints[f.name], data[f.name], hooks)
        elif not f.metadata.get("added"):
            raise KeyError(f.name)
    return cls(**kwargs)


def _sequence(data: Any) -> list[Any]:
    """`data` if it is a JSON array."""
    if not isinstance(data, list | tuple):
        raise TypeError(f"expected a list, not {type(data).__name__}")
    return list(data)


def _mapping(data: Any) -> Mapping[Any, Any]:
    """`data` if it is a JSON object."""
    if not isinstance(data, Mapping):
        raise TypeError(f"expected an object, not {type(data).__name__}")
    return data


def to_row(kind: Any, plain: Any, hooks: Hooks | None = None) -> Any:
    """`to_plain` output of type `kind` as positional rows: a dataclass's dict becomes the list
    of its field values in field order, with trailing defaults left off."""
    if hooks and kind in hooks:
        return hooks[kind][0](plain)
    origin = get_origin(kind)
    if origin in (Union, types.UnionType):
        (inner,) = [a for a in get_args(kind) if a is not type(None)]
        return None if plain is None else to_row(inner, plain, hooks)
    if origin in (tuple, list):
        item = get_args(kind)[0]
        return [to_row(item, v, hooks) for v in _sequence(plain)]
    if dataclasses.is_dataclass(kind) and isinstance(kind, type):
        hints, fields = _hints(kind), dataclasses.fields(kind)
        row = [
            to_row(hints[f.name], plain[f.name] if f.name in plain else _default(f), hooks)
            for f in fields
        ]
        while (
            row
            and len(row) > _required(kind)
            and row[-1]
            == to_row(hints[fields[len(row) - 1].name], _default(fields[len(row) - 1]), hooks)
        ):
            row.pop()
        return row
    return plain


def from_row(kind: Any, row: Any, hooks: Hooks | None = None) -> Any:
    """`to_row` output back in `to_plain` form; raise on rows of the wrong shape."""
    if hooks and kind in hooks:
        return hooks[kind][1](row)
    origin = get_origin(kind)
    if origin in (Union, types.UnionType):
        (inner,) = [a for a in get_args(kind) if a is not type(None)]
        return None if row is None else from_row(inner, row, hooks)
    if origin in (tuple, list):
        item = get_args(kind)[0]
        return [from_row(item, v, hooks) for v in _sequence(row)]
    if dataclasses.is_dataclass(kind) and isinstance(kind, type):
        hints, fields, values = _hints(kind), dataclasses.fields(kind), _sequence(row)
        if not _required(kind) <= len(values) <= len(fields):
            raise ValueError(f"{kind.__name__} row of {len(values)} values")
        pairs = zip(fields[: len(values)], values, strict=True)
        plain = {f.name: from_row(hints[f.name], v, hooks) for f, v in pairs}
        for f in fields[len(values) :]:
            plain[f.name] = _default(f)
        return plain
    return row


def _default(f: dataclasses.Field[Any]) -> Any:
    """The plain form of a field's default."""
    if f.default_factory is not dataclasses.MISSING:
        return to_plain(f.default_factory())
    if f.default is dataclasses.MISSING:
        raise KeyError(f.name)
    return to_plain(f.default)


@cache
def _required(cls: type) -> int:
    """How many leading fields of `cls` have no default (a row is never shorter)."""
    fields = dataclasses.fields(cls)
    defaults = (dataclasses.MISSING, dataclasses.MISSING)
    return next(
        (i for i, f in enumerate(fields) if (f.default, f.default_factory) != defaults),
        len(fields),
    )
