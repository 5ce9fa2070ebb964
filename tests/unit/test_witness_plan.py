"""Unit tests of plan_witness: a pure function from an Analysis and the tview's facts to a
frozen WitnessPlan (which sources' UPDATEs may skip the witness row, what the flush derives
again), with no change to its inputs.
"""

from __future__ import annotations

import copy
import dataclasses

import pytest

from dbt_tview.analyzer import Relation, analyze
from dbt_tview.sqlgen import SourceFacts, TviewFacts, WitnessPlan, plan_witness

SCHEMA = {
    "app": {
        "tb_post": {"id": "integer", "author_id": "integer", "title": "text"},
        "tb_user": {"id": "integer", "name": "text"},
    }
}
JOIN = "SELECT p.id, p.title, u.name FROM app.tb_post p JOIN app.tb_user u ON u.id = p.author_id"


def _facts(sql: str = JOIN):
    a = analyze("tv_post", sql, key="id", schema=SCHEMA)
    sources = [
        SourceFacts(
            relation=Relation("app", name),
            schema="app",
            name=name,
            oid=oid,
            columns=SCHEMA["app"][name],
        )
        for oid, name in ((11, "tb_post"), (12, "tb_user"))
    ]
    t = TviewFacts(
        id=1,
        schema="app",
        table="tv_post",
        view="v_post",
        key=["id"],
        key_types=["integer"],
        columns=["id", "title", "name"],
        is_unique=True,
        sources=sources,
    )
    return a, t


def test_a_joined_source_is_derived_again_and_the_direct_source_names_its_join_columns():
    a, t = _facts()
    w = plan_witness(a, t)
    assert w.witness
    assert [r.qname for r in w.rederive] == ['"app"."tb_user"']
    assert len(w.rederive[0].derivations) == 2  # over the old and the new rows
    assert dict(w.update_witness) == {11: ("author_id", "id")}  # what the join reads


def test_a_view_of_one_table_needs_no_witness():
    a, t = _facts("SELECT p.id, p.title FROM app.tb_post p")
    assert plan_witness(a, t) == WitnessPlan()


def test_planning_leaves_the_facts_as_they_were_and_the_plan_cannot_change():
    a, t = _facts()
    before = copy.deepcopy(t)
    w = plan_witness(a, t)
    assert t == before
    assert plan_witness(a, t) == w
    with pytest.raises(dataclasses.FrozenInstanceError):
        w.witness = False  # type: ignore[misc]
    with pytest.raises(TypeError):
        w.update_witness[12] = []  # type: ignore[index]
    assert isinstance(w.rederive, tuple)


def test_the_facts_a_plan_is_built_from_cannot_change_after_construction():
    """Planning reads facts that nothing writes afterwards: a step that needs other facts
    builds new ones (dataclasses.replace), so no rendering depends on the order of steps."""
    _, t = _facts()
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.witness = True  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.sources[0].reads = {}  # type: ignore[misc]
