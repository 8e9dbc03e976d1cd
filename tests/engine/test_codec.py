"""The converter generated from dataclass fields: added fields, damaged data, hooks."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.codec import ADDED, from_plain, from_row, to_plain, to_row
from engine.events import ChoiceKind


@dataclass
class Inner:
    """A nested dataclass with an enum and an optional tuple."""

    kind: ChoiceKind
    options: tuple[int, ...] | None = None


@dataclass
class Outer:
    """Lists, a dict with int keys, a nested optional, and a field added later."""

    name: str
    inner: Inner | None
    counts: dict[int, int] = field(default_factory=dict)
    items: list[Inner] = field(default_factory=list)
    since_v2: bool = field(default=True, metadata=ADDED)


SAMPLE = Outer("x", Inner(ChoiceKind.TREE, (8, 7)), {3: 1}, [Inner(ChoiceKind.SWAP)], False)


class TestCodec:
    """Every field is written and read back by its type hint."""

    def test_round_trip(self) -> None:
        """JSON-ready form: enums by value, tuples as lists, dict keys as text; and back."""
        plain = to_plain(SAMPLE)
        assert plain == {
            "name": "x",
            "inner": {"kind": "tree", "options": [8, 7]},
            "counts": {"3": 1},
            "items": [{"kind": "swap", "options": None}],
            "since_v2": False,
        }
        assert from_plain(Outer, plain) == SAMPLE

    def test_a_field_added_later_may_be_missing(self) -> None:
        """An older document without an `ADDED` field loads with its default."""
        plain = to_plain(SAMPLE)
        del plain["since_v2"]
        assert from_plain(Outer, plain).since_v2 is True

    @pytest.mark.parametrize(
        ("key", "bad", "error"),
        [
            ("counts", None, KeyError),  # a field with a default but not ADDED is required
            ("inner", {"kind": "zombie"}, ValueError),
            ("items", {"kind": "tree"}, TypeError),
            ("name", ["x"], TypeError),
        ],
    )
    def test_damaged_data_is_refused(self, key: str, bad: object, error: type) -> None:
        """A missing field, an unknown enum value or a wrong shape raises."""
        plain = to_plain(SAMPLE)
        if bad is None:
            del plain[key]
        else:
            plain[key] = bad
        with pytest.raises(error):
            from_plain(Outer, plain)

    def test_hooks_give_a_type_its_own_form(self) -> None:
        """A hook writes and reads its type, wherever it sits."""
        hooks = {Inner: (lambda i: i.kind.value, lambda s: Inner(ChoiceKind(s)))}
        plain = to_plain(SAMPLE, hooks)
        assert plain["inner"] == "tree" and plain["items"] == ["swap"]
        assert from_plain(Outer, plain, hooks).inner == Inner(ChoiceKind.TREE)


@dataclass
class Node:
    """A dataclass that contains itself."""

    value: int
    child: Node | None = None


class TestWorkedOutOnce:
    """Conversions are worked out once per type and hooks, and kept apart."""

    def test_hooks_do_not_leak_into_conversions_without_them(self) -> None:
        """The same type converts with its hook, then without, then with it again."""
        hooks = {Inner: (lambda i: i.kind.value, lambda s: Inner(ChoiceKind(s)))}
        plain = to_plain(SAMPLE)
        assert to_plain(SAMPLE, hooks)["inner"] == "tree"
        assert to_plain(SAMPLE) == plain and plain["inner"] == {"kind": "tree", "options": [8, 7]}
        assert from_plain(Outer, plain) == SAMPLE
        assert from_plain(Outer, to_plain(SAMPLE, hooks), hooks).inner == Inner(ChoiceKind.TREE)
        other = {Inner: (lambda i: "other", lambda s: Inner(ChoiceKind.SWAP))}
        assert to_plain(SAMPLE, other)["inner"] == "other"  # a second hooks table of its own

    def test_a_type_that_contains_itself_round_trips(self) -> None:
        """A recursive dataclass converts both ways, as plain data and as rows."""
        node = Node(1, Node(2, Node(3)))
        plain = to_plain(node)
        assert from_plain(Node, plain) == node
        assert to_row(Node, plain) == [1, [2, [3]]]
        assert from_row(Node, to_row(Node, plain)) == plain

    def test_a_type_without_a_conversion_fails_every_time(self) -> None:
        """A failure to work a conversion out is not kept as if it had worked."""
        for _ in range(2):
            with pytest.raises(ValueError):
                from_plain(int | str, 1)
            with pytest.raises(TypeError):
                from_plain(object, 1)

    def test_a_default_left_off_a_row_comes_back_fresh(self) -> None:
        """Two rows read back do not share the list of a default left off."""
        first, second = from_row(Outer, ["x", None]), from_row(Outer, ["x", None])
        first["items"].append("changed")
        assert second["items"] == [] and from_row(Outer, ["x", None])["items"] == []
