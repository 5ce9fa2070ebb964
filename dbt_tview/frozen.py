"""A read-only mapping for frozen facts and plans: hashable, comparable with any mapping, and
copied or pickled like any plain object (types.MappingProxyType is neither)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any


class FrozenMap(Mapping):
    """A mapping that cannot change after construction (a private copy of its input)."""

    __slots__ = ("_items", "_hash")

    def __init__(self, items: Mapping | None = None) -> None:
        object.__setattr__(self, "_items", dict(items or {}))
        object.__setattr__(self, "_hash", None)

    def __getitem__(self, key: Any) -> Any:
        return self._items[key]

    def __iter__(self) -> Iterator:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        if self._hash is None:
            object.__setattr__(self, "_hash", hash(frozenset(self._items.items())))
        return self._hash

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self) -> tuple:
        return (type(self), (self._items,))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._items!r})"
