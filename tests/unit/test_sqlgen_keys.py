"""The key values and key sets the key macros take are built in Python (dbt_tview.sqlgen.keys)."""

from __future__ import annotations

import dataclasses

import pytest

from dbt_tview.sqlgen import TviewFacts
from dbt_tview.sqlgen.keys import EVERY_ROW, KeySet, KeyValues

TV = TviewFacts(
    id=1,
    schema="app",
    table="tv_a",
    view="v_a",
    key=["id", 'Odd "k"'],
    key_types=["integer", "text"],
    columns=["id", 'Odd "k"', "v"],
    is_unique=True,
)


def test_a_rows_key_columns_are_quoted_under_its_alias():
    assert TV.key_of("t") == KeyValues(('t."id"', 't."Odd ""k"""'))


def test_the_key_values_of_lone_keys_arrays_and_json():
    assert TV.lone_key_of(scalar=False).values == ("k1[1]", "k2[1]")
    assert TV.lone_key_of(scalar=True).values == ("k1", "k2")
    assert TV.unnested_key("u").values == ("u.c1", "u.c2")
    assert TV.json_key("e.e").values == ("(e.e ->> 0)", "(e.e ->> 1)")


def test_the_key_sets_of_a_flush():
    assert TV.flush_keys == KeySet(arrays=("k1", "k2"))
    assert TV.flush_null_keys == KeySet(arrays=("nk1", "nk2"), null_keys="v_nullkeys")
    assert TV.rebuilt_null_keys == KeySet(arrays=("rk1", "rk2"), null_keys="v_rbnull")
    assert EVERY_ROW.every_row and not TV.flush_keys.every_row


def test_key_values_and_sets_are_immutable():
    with pytest.raises(dataclasses.FrozenInstanceError):
        TV.flush_keys.arrays = ()  # type: ignore[misc]
    assert hash(TV.key_of("t")) == hash(TV.key_of("t"))


def test_a_rows_columns_and_an_own_row_refreshs_values():
    from dbt_tview.sqlgen import OwnRowRefresh

    assert TV.columns_of("x").values == ('x."id"', 'x."Odd ""k"""', 'x."v"')
    own = OwnRowRefresh(source='"app"."tb"', key=(("id", '"__own"."id"'),), set=(("v", "1"),))
    assert own.columns_of("t").values == ('t."v"',)
    assert own.new_values.values == ("1",)
