"""Unit tests of the algebraic strategy's plan (sqlgen.aggregate): built once by a pure function
from an Analysis and catalog facts, frozen, and read by the templates as attributes.
"""

from __future__ import annotations

import copy
import dataclasses

import pytest
from test_aggregate import W2_LIKE, W2_TYPES, _facts, _unplanned

from dbt_tview.sqlgen.aggregate import (
    AggregatePlan,
    Argument,
    DeltaColumn,
    Extreme,
    GroupKey,
    LoneRead,
    Output,
    StateColumn,
    plan_aggregate,
)


def _plan(select: str = W2_LIKE, types: list[str] | None = None, not_null=("qty",)):
    t, src = _facts(select, types or W2_TYPES, set(not_null))
    assert isinstance(t.agg, AggregatePlan)
    return t, src, t.agg


def test_the_plan_of_a_group_by_view_names_its_state_and_outputs():
    """count/sum/avg/min/max of a NOT NULL column grouped by an integer: the row count and the
    sum are view columns (mirrored), the NOT NULL count is stored, each extreme is a view
    column, so the lone statement reads the tv row alone (bare) behind the NULL flag."""
    _, _, g = _plan()
    assert g.group_keys == (GroupKey(name="g", expr='"o"."g"', type="integer", ordered=True),)
    assert g.source_alias == '"o"' and g.source == '"app"."tb_order"' and g.where_sql == "true"
    assert g.arguments == (Argument(expr='"o"."qty"', count=True, sum=True),)
    assert [(st.col, st.mirror) for st in g.state] == [
        ('"__n"', "n"),
        ('"__c0"', None),
        ('"__s0"', "s"),
    ]
    assert g.stored_state == (g.state[1],)
    assert [(e.j, e.function, e.arg, e.scale) for e in g.extremes] == [
        (0, "min", 0, False),
        (1, "max", 0, False),
    ]
    assert [o.name for o in g.outputs] == ["g", "n", "s", "a", "lo", "hi"]
    assert [o.name for o in g.additive_outputs] == ["n", "s", "a"]
    assert [o.name for o in g.extreme_outputs] == ["lo", "hi"]
    assert g.aux_table == '"tview"."agg_1"' and g.has_aux
    assert g.aux_columns == ('"__c0"', '"__e0"', '"__ec0"', '"__e1"', '"__ec1"')
    assert (g.bare, g.nulls_flag, g.counted) == (True, True, (g.state[1],))
    assert dict(g.bare_extremes) == {0: '"lo"', 1: '"hi"'}
    # the bare lone statement reads the extremes in the tv row and the flag in the catalog row
    assert g.lone_read == LoneRead('"tview".tview AS c', False, True, ('t."lo"', 't."hi"'))
    assert g.row_count == g.state[0] and g.row_count.lone == 'v_lone."__n"'
    assert all(st.lone == g.lone_delta_values[st.col] for st in g.state)
    assert g.lone_delta and g.lone_stored and g.may_rebuild and g.nonfinite_arguments == ()
    assert g.delta_columns[:3] == (
        DeltaColumn('"g"', "integer", "key", key=g.group_keys[0]),
        DeltaColumn('"__n"', "bigint", "rows"),
        DeltaColumn('"__c0"', "bigint", "count", arg=0),
    )
    # each extreme's four columns name it and its argument (the delta triggers' probes read them)
    parts = [(c.name, c.part, c.arg, c.extreme) for c in g.delta_columns if c.extreme is not None]
    assert parts[:4] == [
        ('"__e0"', "inserted", g.extremes[0].arg, g.extremes[0]),
        ('"__ec0"', "inserted_copies", g.extremes[0].arg, g.extremes[0]),
        ('"__de0"', "deleted", g.extremes[0].arg, g.extremes[0]),
        ('"__dec0"', "deleted_copies", g.extremes[0].arg, g.extremes[0]),
    ]
    assert g.delta_table.startswith("tview_d_1_") and len(g.delta_table) == len("tview_d_1_") + 10
    assert g.lone_delta_values['"__n"'] == 'v_lone."__n"'
    # the old count of a NOT NULL column is the row count (the tv row's) on the bare path only
    (a,) = (o for o in g.outputs if o.name == "a")
    assert 'aux_row."__c0"' in a.lone_sql and 'aux_row."__c0"' not in a.bare_sql


def test_building_the_plan_leaves_its_inputs_as_they_were_and_is_repeatable():
    agg, t, src = _unplanned(W2_LIKE, W2_TYPES, {"qty"})
    before = copy.deepcopy((agg, t, src))
    first = plan_aggregate(agg, t, src, "tview")
    assert (agg, t, src) == before
    assert plan_aggregate(agg, t, src, "tview") == first == _plan()[2]


@pytest.mark.parametrize(
    ("part", "field", "value"),
    [
        (lambda g: g, "bare", False),
        (lambda g: g, "ddl", ""),
        (lambda g: g.group_keys[0], "expr", "1"),
        (lambda g: g.arguments[0], "sum", False),
        (lambda g: g.extremes[0], "function", "max"),
        (lambda g: g.state[0], "old", "0"),
        (lambda g: g.outputs[0], "sql", "0"),
        (lambda g: g.delta_columns[0], "type", "text"),
    ],
)
def test_the_plan_cannot_be_changed_after_it_is_built(part, field, value):
    """No step after planning can change what the templates read: every part is frozen."""
    _, _, g = _plan()
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(part(g), field, value)


def test_the_plan_s_collections_are_read_only():
    _, _, g = _plan()
    for name in (
        "group_keys",
        "arguments",
        "extremes",
        "state",
        "stored_state",
        "outputs",
        "delta_columns",
        "counted",
    ):
        assert isinstance(getattr(g, name), tuple), name
    with pytest.raises(TypeError):
        g.lone_delta_values['"__n"'] = "0"  # type: ignore[index]
    with pytest.raises(TypeError):
        g.bare_extremes[0] = '"x"'  # type: ignore[index]


def test_every_part_of_the_plan_is_a_frozen_dataclass():
    for cls in (AggregatePlan, GroupKey, Argument, Extreme, StateColumn, Output, DeltaColumn):
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, cls


def test_an_extreme_s_columns_are_named_once_and_never_collide():
    """The flush's CTEs carry every extreme's columns side by side (agg_apply.sql.j2 reads the
    names from Extreme.columns): no two may share a name, nor take a state column's."""
    _, _, g = _plan()
    names = [n for e in g.extremes for n in dataclasses.astuple(e.columns)]
    names += [st.col for st in g.state] + [st.delta for st in g.state]
    assert len(names) == len(set(names))
    n = g.extremes[1].columns
    assert (n.value, n.inserted, n.best_deleted, n.old_copies) == (
        '"__e1"',
        '"__ie1"',
        '"__md1"',
        '"__oec1"',
    )
    assert g.extreme_deltas(g.extremes[1]).inserted == f"old_state.{n.inserted}"
