"""Dataclasses to JSON-ready values and back, generated from their fields and type hints.

One converter replaces the serialisers once written field by field: a new
field is stored and loaded without another edit. A field added after
documents were first stored is marked `ADDED`; a document without it loads
with the field's default. Every other field is required, so a damaged
document fails (KeyError, TypeError or ValueError) instead of loading half.
Hooks give a type its own versioned form (the engine state, the events).

Each conversion is worked out once per type (and hooks) from the type hints and kept as a
function, so a document is converted without asking the type hints again per value.
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

Convert = Callable[[Any], Any]
_SCALARS: Final = (int, float, str, bool)
#: Per conversion and hooks (by identity, kept alive beside; hooks never change once used):
#: per type, its worked-out conversion.
_MADE: dict[tuple[str, int], tuple[Hooks | None, dict[Any, Convert]]] = {}


def _table(what: str, hooks: Hooks | None) -> dict[Any, Convert]:
    """The conversions of kind ``what`` made so far with ``hooks``."""
    key = (what, id(hooks) if hooks else 0)
    if key not in _MADE:
        _MADE[key] = (hooks, {})
    return _MADE[key][1]


def to_plain(value: Any, hooks: Hooks | None = None) -> Any:
    """`value` as JSON-ready data: dataclasses as dicts, enums as values, tuples as lists."""
    return _write(value, _table("to_plain", hooks), hooks)


def _write(value: Any, table: dict[Any, Convert], hooks: Hooks | None) -> Any:
    """`to_plain` of ``value`` with the writers of ``table`` (those of ``hooks``)."""
    write = table.get(type(value))
    if write is None:
        write = table[type(value)] = _make_writer(type(value), table, hooks)
    return write(value)


def _make_writer(cls: type, table: dict[Any, Convert], hooks: Hooks | None) -> Convert:
    """Work out `to_plain` for a value of class ``cls``."""
    for kind, (write, _read) in (hooks or {}).items():
        if issubclass(cls, kind):
            return write
    if dataclasses.is_dataclass(cls):
        names = [f.name for f in dataclasses.fields(cls)]
        return lambda v: {n: _write(getattr(v, n), table, hooks) for n in names}
    if issubclass(cls, Enum):
        return lambda v: v.value
    if issubclass(cls, list | tuple):
        return lambda v: [_write(item, table, hooks) for item in v]
    if issubclass(cls, dict):
        keys = _table("to_plain", None)
        return lambda v: {str(_write(k, keys, None)): _write(x, table, hooks) for k, x in v.items()}
    return _same


def _same(value: Any) -> Any:
    """``value`` itself."""
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    """A dataclass's resolved field types, looked up once."""
    return get_type_hints(cls)


def from_plain(kind: Any, data: Any, hooks: Hooks | None = None) -> Any:
    """Rebuild a value of type `kind` from `to_plain` output; raise on missing or bad data."""
    return _made("from_plain", kind, hooks)(data)


def to_row(kind: Any, plain: Any, hooks: Hooks | None = None) -> Any:
    """`to_plain` output of type `kind` as positional rows: a dataclass's dict becomes the list
    of its field values in field order, with trailing defaults left off."""
    return _made("to_row", kind, hooks)(plain)


def from_row(kind: Any, row: Any, hooks: Hooks | None = None) -> Any:
    """`to_row` output back in `to_plain` form; raise on rows of the wrong shape."""
    return _made("from_row", kind, hooks)(row)


def _made(what: str, kind: Any, hooks: Hooks | None) -> Convert:
    """The conversion ``what`` for the declared type ``kind``, worked out on first use."""
    table = _table(what, hooks)
    try:
        return table[kind]
    except KeyError:
        pass
    made: list[Convert] = []  # filled below; a type that contains itself finds it here
    table[kind] = lambda value: made[0](value)
    try:
        made.append(_MAKERS[what](kind, hooks))
    except BaseException:
        del table[kind]
        raise
    table[kind] = made[0]
    return made[0]


def _make_from_plain(kind: Any, hooks: Hooks | None) -> Convert:
    """Work out `from_plain` for ``kind``."""
    if hooks and kind in hooks:
        return hooks[kind][1]
    origin = get_origin(kind)
    if origin in (Union, types.UnionType):
        args = get_args(kind)
        inner = _made("from_plain", _one(args), hooks)
        if type(None) in args:
            return lambda data: None if data is None else inner(data)
        return inner
    if origin in (tuple, list):
        item = _made("from_plain", get_args(kind)[0], hooks)
        if origin is tuple:
            return lambda data: tuple([item(v) for v in _sequence(data)])
        return lambda data: [item(v) for v in _sequence(data)]
    if origin is dict:
        key_kind, val_kind = get_args(kind)
        key, val = _made("from_plain", key_kind, None), _made("from_plain", val_kind, hooks)
        return lambda data: {key(k): val(v) for k, v in _mapping(data).items()}
    if dataclasses.is_dataclass(kind) and isinstance(kind, type):
        return _dataclass_reader(kind, hooks)
    if isinstance(kind, type) and issubclass(kind, Enum):
        return kind
    if kind in _SCALARS:
        return lambda data: _scalar(kind, data)
    return lambda data: _no_conversion(kind)


def _dataclass_reader(cls: type, hooks: Hooks | None) -> Convert:
    """One dataclass from its dict: every field present, unless `ADDED` later."""
    hints = _hints(cls)
    fields = [
        (f.name, _made("from_plain", hints[f.name], hooks), bool(f.metadata.get("added")))
        for f in dataclasses.fields(cls)
    ]

    def read(data: Any) -> Any:
        data = _mapping(data)
        kwargs: dict[str, Any] = {}
        for name, convert, added in fields:
            if name in data:
                kwargs[name] = convert(data[name])
            elif not added:
                raise KeyError(name)
        return cls(**kwargs)

    return read


def _scalar(kind: type, data: Any) -> Any:
    """A scalar of type ``kind``; a list or an object is refused."""
    if isinstance(data, dict | list):
        raise TypeError(f"expected {kind.__name__}, not {type(data).__name__}")
    return kind(data)


def _no_conversion(kind: Any) -> Any:
    """Raise: ``kind`` has no conversion."""
    raise TypeError(f"no conversion for {kind!r}")


def _one(args: tuple[Any, ...]) -> Any:
    """The one type of an optional besides None."""
    (inner,) = [a for a in args if a is not type(None)]
    return inner


def _sequence(data: Any) -> list[Any] | tuple[Any, ...]:
    """`data` if it is a JSON array."""
    if not isinstance(data, list | tuple):
        raise TypeError(f"expected a list, not {type(data).__name__}")
    return data


def _mapping(data: Any) -> Mapping[Any, Any]:
    """`data` if it is a JSON object."""
    if not isinstance(data, Mapping):
        raise TypeError(f"expected an object, not {type(data).__name__}")
    return data


def _make_to_row(kind: Any, hooks: Hooks | None) -> Convert:
    """Work out `to_row` for ``kind``."""
    if hooks and kind in hooks:
        return hooks[kind][0]
    origin = get_origin(kind)
    if origin in (Union, types.UnionType):
        inner = _made("to_row", _one(get_args(kind)), hooks)
        return lambda plain: None if plain is None else inner(plain)
    if origin in (tuple, list):
        item = _made("to_row", get_args(kind)[0], hooks)
        return lambda plain: [item(v) for v in _sequence(plain)]
    if dataclasses.is_dataclass(kind) and isinstance(kind, type):
        return _dataclass_to_row(kind, hooks)
    return _same


def _dataclass_to_row(cls: type, hooks: Hooks | None) -> Convert:
    """A dataclass's dict as the list of its field values, trailing defaults left off."""
    hints, fields, required = _hints(cls), dataclasses.fields(cls), _required(cls)
    converts = [(f, _made("to_row", hints[f.name], hooks)) for f in fields]
    defaults = [convert(_default(f)) for f, convert in converts[required:]]

    def write(plain: Any) -> list[Any]:
        row = [
            convert(plain[f.name] if f.name in plain else _default(f)) for f, convert in converts
        ]
        while len(row) > required and row[-1] == defaults[len(row) - 1 - required]:
            row.pop()
        return row

    return write


def _make_from_row(kind: Any, hooks: Hooks | None) -> Convert:
    """Work out `from_row` for ``kind``."""
    if hooks and kind in hooks:
        return hooks[kind][1]
    origin = get_origin(kind)
    if origin in (Union, types.UnionType):
        inner = _made("from_row", _one(get_args(kind)), hooks)
        return lambda row: None if row is None else inner(row)
    if origin in (tuple, list):
        item = _made("from_row", get_args(kind)[0], hooks)
        return lambda row: [item(v) for v in _sequence(row)]
    if dataclasses.is_dataclass(kind) and isinstance(kind, type):
        return _dataclass_from_row(kind, hooks)
    return _same


def _dataclass_from_row(cls: type, hooks: Hooks | None) -> Convert:
    """A row back as the dataclass's dict, the fields left off at their defaults."""
    hints, fields, required = _hints(cls), dataclasses.fields(cls), _required(cls)
    converts = [(f.name, _made("from_row", hints[f.name], hooks)) for f in fields]

    def read(row: Any) -> dict[str, Any]:
        values = _sequence(row)
        if not required <= len(values) <= len(fields):
            raise ValueError(f"{cls.__name__} row of {len(values)} values")
        plain = {name: convert(v) for (name, convert), v in zip(converts, values, strict=False)}
        for f in fields[len(values) :]:
            plain[f.name] = _default(f)
        return plain

    return read


_MAKERS: Final[dict[str, Callable[[Any, Hooks | None], Convert]]] = {
    "from_plain": _make_from_plain,
    "to_row": _make_to_row,
    "from_row": _make_from_row,
}


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
