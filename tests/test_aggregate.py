"""Unit tests of the algebraic strategy's analysis: which GROUP BY views keep per-group deltas.

Pure Python over sqlglot, no database (tests/test_algebraic.py checks the maintenance itself).
"""

from __future__ import annotations

import pytest

from dbt_tview.analyzer import analyze

SCHEMA = {
    "app": {
        "tb_order": {
            "id": "integer",
            "g": "integer",
            "qty": "integer",
            "price": "numeric(8,2)",
            "weight": "double precision",
            "status": "text",
        }
    }
}


def plan(select: str):
    a = analyze(
        "tv_o", f"SELECT g, {select} FROM app.tb_order o GROUP BY g", key="g", schema=SCHEMA
    )
    return a.agg, a.agg_reason


@pytest.mark.parametrize(
    "select",
    [
        "sum(qty) AS s",
        "sum(qty * price) AS revenue",
        "avg(qty / 2) AS a",
        "sum(-qty + 1) AS s",
        "sum((qty % 3)::numeric(10,1)) AS s",
        "sum(weight::numeric) AS s",  # the per-row cast is exact; the sum then is
        "sum(CASE WHEN status = 'paid' THEN qty * price ELSE 0 END) AS paid",
        "sum(COALESCE(qty, 0)) AS s",
        "count(*) FILTER (WHERE status = 'paid') AS n_paid",
        "sum(price) FILTER (WHERE status = 'paid' OR qty > 2) AS s",
        "min(weight) FILTER (WHERE qty > 0) AS lo",
        "avg(qty) FILTER (WHERE status IS NOT NULL) AS a",
    ],
)
def test_exact_values_and_filters_are_algebraic(select):
    agg, reason = plan(select)
    assert agg is not None, reason


@pytest.mark.parametrize(
    ("select", "why"),
    [
        ("sum(weight) AS s", 'sum("o"."weight") is not over an exact'),
        ("avg(qty * weight) AS a", "is not over an exact"),
        ("sum(round(qty)) AS s", "is not over an exact"),  # round(integer) is a double
        ("sum(qty::float8) AS s", "is not over an exact"),
        ("sum(CASE WHEN qty > 0 THEN weight END) AS s", "is not over an exact"),
        ("count(DISTINCT qty) FILTER (WHERE qty > 0) AS n", "uses DISTINCT"),
        ("sum(weight) FILTER (WHERE qty > 0) AS s", "is not over an exact"),
        ("string_agg(status, ',') FILTER (WHERE qty > 0) AS s", "not a plain"),
    ],
)
def test_inexact_sums_and_other_aggregates_are_not(select, why):
    agg, reason = plan(select)
    assert agg is None
    assert why in reason


def test_a_filter_becomes_a_case_over_the_argument():
    agg, _ = plan(
        "count(*) FILTER (WHERE status = 'paid') AS n, sum(qty) FILTER (WHERE qty > 2) AS s"
    )
    kinds = {o.name: o.kind for o in agg.outputs}
    assert kinds == {"g": "key", "n": "count", "s": "sum"}
    args = [a.sql("postgres") for a in agg.args]
    assert args == [
        """CASE WHEN "o"."status" = 'paid' THEN 1 END""",
        'CASE WHEN "o"."qty" > 2 THEN "o"."qty" END',
    ]
    # the filtered count is a view column: its state is mirrored in the tv row
    assert agg.mirrors() == {"__c0": "n", "__s1": "s"}


def test_same_filtered_argument_shares_its_state():
    agg, _ = plan(
        "sum(qty) FILTER (WHERE status = 'paid') AS s, avg(qty) FILTER (WHERE status = 'paid') AS a"
    )
    assert len(agg.args) == 1
    assert agg.needs_sum(0) and agg.needs_count(0)
