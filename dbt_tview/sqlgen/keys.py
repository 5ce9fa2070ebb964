"""The structured values the key and row macros (_flush_keys.sql.j2) take: where one key's
values are (a row's key columns, a lone key's variables, unnested arrays' columns), which set of
keys a flush statement works on, and the values of a row's columns. Built in Python, so that a
template names a key rather than spells it, and decides nothing about it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dbt_tview.quoting import quote_ident


@dataclass(frozen=True)
class KeyValues:
    """The SQL value of each key column of one key, in the key's order."""

    values: tuple[str, ...]

    @classmethod
    def of_row(cls, alias: str, key: tuple[str, ...] | list[str]) -> KeyValues:
        """The key columns of row `alias`: `alias."col"`."""
        return cls(tuple(f"{alias}.{quote_ident(k)}" for k in key))

    @classmethod
    def numbered(cls, name: str, count: int, suffix: str = "") -> KeyValues:
        """`name`1 .. `name``count`, each followed by `suffix` (k1[1], u.c1)."""
        return cls(tuple(f"{name}{i}{suffix}" for i in range(1, count + 1)))

    @classmethod
    def of_json(cls, element: str, count: int, types: Sequence[str] = ()) -> KeyValues:
        """The elements of the jsonb array `element`, as text: (e ->> 0), (e ->> 1); with
        `types`, each cast to its type: (e ->> 0)::integer."""
        casts = [f"::{t}" for t in types] or [""] * count
        return cls(tuple(f"({element} ->> {i}){casts[i]}" for i in range(count)))

    @classmethod
    def of_json_elements(cls, element: str, count: int) -> KeyValues:
        """The elements of the jsonb array `element`, as text, unparenthesized: e ->> 0 (an
        operand of IS NULL, which binds looser than ->>)."""
        return cls(tuple(f"{element} ->> {i}" for i in range(count)))


@dataclass(frozen=True)
class RowValues:
    """The SQL value of each of some columns of a tview's row, in one order (a row's columns,
    the expressions that compute them)."""

    values: tuple[str, ...]

    @classmethod
    def of_row(cls, alias: str, columns: tuple[str, ...] | list[str]) -> RowValues:
        """The columns `columns` of row `alias`: `alias."col"`."""
        return cls(tuple(f"{alias}.{quote_ident(c)}" for c in columns))


@dataclass(frozen=True)
class KeySet:
    """The keys a flush statement reads and writes: those whose columns are in the arrays
    `arrays` (one per key column, as many elements each, no NULL), or with `null_keys` those
    in that jsonb array of whole keys (NULLs among their values; `arrays` then hold each key
    column's other values, a filter the planner pushes into the view), or every row."""

    arrays: tuple[str, ...] = ()
    null_keys: str | None = None
    every_row: bool = False

    @classmethod
    def in_arrays(cls, name: str, count: int) -> KeySet:
        """The keys in the arrays `name`1 .. `name``count`."""
        return cls(arrays=KeyValues.numbered(name, count).values)

    @classmethod
    def with_nulls(cls, null_keys: str, name: str, count: int) -> KeySet:
        """The keys in the jsonb array `null_keys`, filtered first by arrays `name`1 ..."""
        return cls(arrays=KeyValues.numbered(name, count).values, null_keys=null_keys)


EVERY_ROW = KeySet(every_row=True)
