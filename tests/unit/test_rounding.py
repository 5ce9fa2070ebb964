"""Aggregates whose floating-point result depends on the read order (analyzer.rounding)."""

from __future__ import annotations

import pytest

from dbt_tview.analyzer import analyze

SCHEMA = {
    "app": {
        "a": {
            "id": "int",
            "g": "int",
            "f": "double precision",
            "r": "real",
            "n": "numeric",
            "iv": "interval",
        }
    }
}


def _warned(sql: str, key) -> list[str]:
    warnings = analyze("tv_r", sql, key=key, schema=SCHEMA).warnings
    return sorted(w.split(" adds")[0] for w in warnings if "adds floating-point" in w)


@pytest.mark.parametrize(
    "sql,key,calls",
    [
        ("SELECT a.g, sum(a.f) AS s FROM app.a AS a GROUP BY a.g", "g", ['sum("a"."f")']),
        (
            "SELECT a.g, avg(a.r) AS m, stddev(a.f) AS d FROM app.a AS a GROUP BY a.g",
            "g",
            ['avg("a"."r")', 'stddev("a"."f")'],
        ),
        (
            "SELECT a.g, corr(a.id, a.g) AS c FROM app.a AS a GROUP BY a.g",
            "g",
            ['corr("a"."id", "a"."g")'],
        ),
        (
            "SELECT a.id, sum(a.f) OVER (PARTITION BY a.g) AS s FROM app.a AS a",
            "id",
            ['sum("a"."f")'],
        ),
        (
            "SELECT a.g, sum(DISTINCT a.f) AS s FROM app.a AS a GROUP BY a.g",
            "g",
            ['sum(DISTINCT "a"."f")'],
        ),
        (
            "SELECT x.g, x.s FROM (SELECT a.g, sum(a.f) AS s FROM app.a AS a GROUP BY a.g) AS x",
            "g",
            ['sum("a"."f")'],
        ),
    ],
)
def test_a_floating_point_aggregate_warns(sql: str, key, calls: list[str]) -> None:
    assert _warned(sql, key) == calls


@pytest.mark.parametrize(
    "sql,key",
    [
        (
            "SELECT a.g, sum(a.n) AS s, sum(a.id) AS i, avg(a.id) AS m, sum(a.iv) AS v "
            "FROM app.a AS a GROUP BY a.g",
            "g",
        ),
        ("SELECT a.g, sum(a.f::numeric) AS s FROM app.a AS a GROUP BY a.g", "g"),
        ("SELECT a.g, round(sum(a.f)::numeric, 2) AS s FROM app.a AS a GROUP BY a.g", "g"),
        ("SELECT a.g, sum(a.f)::numeric(12,2) AS s FROM app.a AS a GROUP BY a.g", "g"),
        ("SELECT a.g, max(a.f) AS m, count(a.f) AS c FROM app.a AS a GROUP BY a.g", "g"),
        ("SELECT a.g, regr_count(a.f, a.id) AS c FROM app.a AS a GROUP BY a.g", "g"),
    ],
)
def test_exact_or_rounded_aggregates_do_not_warn(sql: str, key) -> None:
    assert _warned(sql, key) == []
