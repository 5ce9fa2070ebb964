"""Unit tests of plan_tview: one pure function from an Analysis and the catalog's facts to the
frozen TviewPlan the templates read (strategy, aggregate plan, witness plan), built once.
"""

from __future__ import annotations

import copy
import dataclasses

import pytest

from dbt_tview.analyzer import KeyError_, Relation, analyze
from dbt_tview.sqlgen import SourceFacts
from dbt_tview.sqlgen.tview import TviewPlan, agg_name_clash, key_types, plan_tview

SCHEMA = {
    "app": {
        "tb_post": {"id": "integer", "author_id": "integer", "title": "text"},
        "tb_user": {"id": "integer", "name": "text"},
        "tb_order": {"id": "integer", "g": "integer", "qty": "integer"},
    }
}
OIDS = {"tb_post": 11, "tb_user": 12, "tb_order": 13}
JOIN = "SELECT p.id, p.title, u.name FROM app.tb_post p JOIN app.tb_user u ON u.id = p.author_id"
GROUP = "SELECT o.g, count(*) AS n, sum(o.qty) AS q FROM app.tb_order o GROUP BY o.g"
COLUMNS = {
    JOIN: [("id", "integer", ""), ("title", "text", ""), ("name", "text", "")],
    GROUP: [("g", "integer", ""), ("n", "bigint", ""), ("q", "bigint", "")],
}


def _source(name: str, columns: dict[str, str] | None = None) -> SourceFacts:
    return SourceFacts(
        relation=Relation("app", name),
        schema="app",
        name=name,
        oid=OIDS[name],
        columns=columns or SCHEMA["app"][name],
    )


def _args(sql: str) -> dict:
    """plan_tview's arguments besides the analysis and the sources, for the model `sql`."""
    return {
        "tid": 7,
        "schema": "app",
        "table": "tv_x",
        "view": "v_x",
        "columns": COLUMNS[sql],
        "is_unique": True,
        "key_eq": [],
        "lock_namespace": 0,
        "tview_schema": "tview",
        "server_version": 160000,
    }


def _plan(sql: str, key: str, **kw) -> tuple[TviewPlan, list[SourceFacts]]:
    a = analyze("tv_x", sql, key=key, schema=SCHEMA)
    sources = [_source(r.name) for r in a.sources]
    args = {**_args(sql), **kw}
    return plan_tview(a, sources, **args), sources


def test_a_grouped_unique_key_on_15_is_algebraic_with_its_plan_and_no_witness():
    plan, _ = _plan(GROUP, "g")
    assert plan.use_agg and plan.facts.agg is not None
    assert plan.strategy.startswith("algebraic")
    assert not plan.facts.witness and not plan.facts.update_witness
    assert plan.facts.key_types == ("integer",)


@pytest.mark.parametrize(
    ("kw", "why"),
    [
        (dict(is_unique=False), "the key is not unique"),
        (dict(server_version=140000), "it needs PostgreSQL 15+"),
        (dict(key_eq=["OPERATOR(app.=)"]), "a key column's equality is not pg_catalog's `=`"),
    ],
)
def test_off_the_algebraic_path_the_strategy_says_why(kw, why):
    plan, _ = _plan(GROUP, "g", **kw)
    assert not plan.use_agg and plan.facts.agg is None
    assert why in plan.strategy


def test_a_join_is_witnessed_in_the_facts_it_is_built_with():
    plan, _ = _plan(JOIN, "id")
    tv = plan.facts
    assert not plan.use_agg and tv.agg is None
    assert tv.witness
    assert [r.qname for r in tv.rederive] == ['"app"."tb_user"']
    assert dict(tv.update_witness) == {11: ("author_id", "id")}
    assert isinstance(tv.rederive[0].derivations, tuple)
    with pytest.raises(dataclasses.FrozenInstanceError):
        tv.rederive[0].qname = "x"  # type: ignore[misc]


def test_the_plan_is_frozen_built_once_and_leaves_its_inputs_as_they_were():
    a = analyze("tv_x", JOIN, key="id", schema=SCHEMA)
    sources = [_source(r.name) for r in a.sources]
    before = copy.deepcopy(sources)
    args = _args(JOIN)
    first = plan_tview(a, sources, **args)
    assert sources == before
    assert plan_tview(a, sources, **args) == first
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.use_agg = True  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.facts.witness = False  # type: ignore[misc]


def test_an_array_key_is_refused_naming_the_model_and_a_way_out():
    with pytest.raises(KeyError_) as e:
        key_types("tv_x", ["tags"], [("tags", "text[]", "")])
    assert "tv_x" in str(e.value) and "array_to_string(tags" in str(e.value)


def test_a_source_column_named_like_the_state_clashes():
    a = analyze("tv_x", GROUP, key="g", schema=SCHEMA)
    src = _source("tb_order", {**SCHEMA["app"]["tb_order"], "__n": "integer"})
    assert "tb_order.__n" in agg_name_clash(a, [src])
    assert agg_name_clash(a, [_source("tb_order")]) == ""
