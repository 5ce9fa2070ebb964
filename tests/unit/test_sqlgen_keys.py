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
    assert TV.json_key_elements("e").values == ("e ->> 0", "e ->> 1")


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


def test_the_facts_hold_immutable_values_whatever_they_were_built_from():
    from dbt_tview.analyzer import Relation
    from dbt_tview.sqlgen import SourceFacts

    columns = {"id": "integer"}
    src = SourceFacts(
        relation=Relation(None, "tb"),
        schema="app",
        name="tb",
        oid=7,
        columns=columns,
        unique_keys=[["id"]],
        children=[(8, "app.tb_1")],
        reads={"id": 'x."id"'},
    )
    columns["v"] = "text"  # the caller's dict is not the fact's
    assert dict(src.columns) == {"id": "integer"}
    assert src.unique_keys == (("id",),) and src.children == ((8, "app.tb_1"),)
    with pytest.raises(TypeError):
        src.columns["v"] = "text"  # type: ignore[index]
    assert hash(src) == hash(dataclasses.replace(src))
    tv = dataclasses.replace(TV, sources=[src], update_witness={7: ["id"]})
    assert isinstance(tv.key, tuple) and tv.sources == (src,)
    assert tv.update_witness[7] == ("id",)
    with pytest.raises(AttributeError):
        tv.key.append("v")  # type: ignore[attr-defined]
    assert hash(tv) == hash(dataclasses.replace(tv))


def test_a_json_keys_values_cast_to_the_key_columns_types():
    assert TV.typed_json_key("e").values == ("(e ->> 0)::integer", "(e ->> 1)::text")
