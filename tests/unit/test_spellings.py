"""Outputs that keep one of equal values written differently (analyzer.spellings)."""

from __future__ import annotations

import pytest

from dbt_tview.analyzer import analyze
from dbt_tview.analyzer.model import Relation

SCHEMA = {
    "app": {
        "a": {
            "id": "int",
            "g": "int",
            "n": "numeric",
            "n2": "numeric(10,2)",
            "f": "double precision",
            "iv": "interval",
            "j": "jsonb",
            "ns": "numeric[]",
            "t": "text",
        },
        "b": {"k": "int", "n": "numeric", "t": "text"},
    }
}


def _warned(sql: str, key) -> list[str]:
    warnings = analyze("tv_s", sql, key=key, schema=SCHEMA).warnings
    return sorted(w.split(" ")[1] for w in warnings if "writes differently" in w)


@pytest.mark.parametrize(
    "sql,key,columns",
    [
        ("SELECT a.n, count(*) AS c FROM app.a AS a GROUP BY a.n", "n", ["n"]),
        ("SELECT a.g, max(a.n) AS m, min(a.iv) AS i FROM app.a AS a GROUP BY a.g", "g", ["i", "m"]),
        ("SELECT DISTINCT a.g, a.f, a.j FROM app.a AS a", ["g", "f", "j"], ["f", "j"]),
        ("SELECT a.n FROM app.a AS a UNION SELECT b.n FROM app.b AS b", "n", ["n"]),
        ("SELECT a.g, array_agg(DISTINCT a.n) AS ns FROM app.a AS a GROUP BY a.g", "g", ["ns"]),
        ("SELECT DISTINCT a.ns FROM app.a AS a", "ns", ["ns"]),
        (
            "SELECT a.g, percentile_disc(0.5) WITHIN GROUP (ORDER BY a.n) AS p, "
            "mode() WITHIN GROUP (ORDER BY a.iv) AS m FROM app.a AS a GROUP BY a.g",
            "g",
            ["m", "p"],
        ),
        (
            "SELECT x.n, x.c FROM (SELECT a.n, count(*) AS c FROM app.a AS a GROUP BY a.n) AS x",
            "n",
            ["n"],
        ),
    ],
)
def test_an_output_picked_among_equal_spellings_warns(sql: str, key, columns: list[str]) -> None:
    assert _warned(sql, key) == columns


@pytest.mark.parametrize(
    "sql,key",
    [
        ("SELECT a.id, a.n, a.f, a.iv FROM app.a AS a", "id"),  # every row shown
        ("SELECT a.n FROM app.a AS a UNION ALL SELECT b.n FROM app.b AS b", None),
        ("SELECT a.n2, max(a.n2) AS m FROM app.a AS a GROUP BY a.n2", "n2"),  # scale fixed
        ("SELECT a.g, sum(a.n) AS s, count(DISTINCT a.n) AS c FROM app.a AS a GROUP BY a.g", "g"),
        ("SELECT round(a.n, 2) AS r, count(*) AS c FROM app.a AS a GROUP BY 1", "r"),
        ("SELECT a.n::numeric(12,2) AS r, count(*) AS c FROM app.a AS a GROUP BY 1", "r"),
        ("SELECT justify_interval(a.iv) AS i, count(*) AS c FROM app.a AS a GROUP BY 1", "i"),
        ("SELECT DISTINCT ON (a.g) a.g, a.t FROM app.a AS a ORDER BY a.g, a.t", "g"),
        ("SELECT a.t, count(*) AS c FROM app.a AS a GROUP BY a.t", "t"),
        (
            "SELECT a.g, percentile_disc(0.5) WITHIN GROUP (ORDER BY a.n2) AS p "
            "FROM app.a AS a GROUP BY a.g",
            "g",
        ),
    ],
)
def test_an_output_with_one_spelling_per_value_does_not_warn(sql: str, key) -> None:
    if key is None:
        key = []
    assert _warned(sql, key) == []


UK = {Relation("app", "a"): [["id"]]}


def _tie_warned(sql: str, key) -> list[str]:
    warnings = analyze("tv_s", sql, key=key, schema=SCHEMA, unique_keys=UK).warnings
    return [w.split(" chooses")[0] for w in warnings if "tie on values = calls equal" in w]


@pytest.mark.parametrize(
    "sql,key,what",
    [
        (
            "SELECT DISTINCT ON (a.g) a.g, a.n FROM app.a AS a ORDER BY a.g, a.n",
            "g",
            "DISTINCT ON",
        ),
        (
            "WITH x AS (SELECT DISTINCT ON (a.g) a.g, a.iv FROM app.a AS a ORDER BY a.g, a.iv) "
            "SELECT x.g, x.iv FROM x",
            "g",
            "DISTINCT ON",
        ),
        (
            "SELECT a.g, a.f, row_number() OVER (PARTITION BY a.g ORDER BY a.f) AS r "
            "FROM app.a AS a",
            ["g", "f", "r"],
            "window function row_number()",
        ),
        (
            "SELECT a.g, array_agg(a.n ORDER BY a.n) AS ns FROM app.a AS a GROUP BY a.g",
            "g",
            "array_agg's ORDER BY",
        ),
        (
            "SELECT DISTINCT ON (a.g) a.g, a.f + 1 AS h FROM app.a AS a ORDER BY a.g, a.f",
            "g",
            "DISTINCT ON",
        ),
    ],
)
def test_a_choice_among_ties_on_equal_spellings_warns(sql: str, key, what: str) -> None:
    """Ordering on numeric n decides which rows tie only up to =: rows holding 1.0 and 1.00
    tie, and the output shows the spelling of whichever the plan meets first."""
    assert _tie_warned(sql, key) == [what]


@pytest.mark.parametrize(
    "sql,key",
    [
        ("SELECT DISTINCT ON (a.g) a.g, a.n FROM app.a AS a ORDER BY a.g, a.n, a.id", "g"),
        ("SELECT DISTINCT ON (a.n) a.n, a.id FROM app.a AS a ORDER BY a.n, a.id", "n"),
        (
            "SELECT DISTINCT ON (a.g) a.g, a.f + 1 AS h FROM app.a AS a ORDER BY a.g, a.f, a.id",
            "g",
        ),
        ("SELECT DISTINCT ON (a.g) a.g, a.f::text AS h FROM app.a AS a ORDER BY a.g, 2", "g"),
        ("SELECT DISTINCT ON (a.g) a.g, a.n2 FROM app.a AS a ORDER BY a.g, a.n2", "g"),
        ("SELECT DISTINCT ON (a.g) a.g, a.t FROM app.a AS a ORDER BY a.g, a.t", "g"),
        ("SELECT a.id, row_number() OVER (ORDER BY a.f, a.id) AS r FROM app.a AS a", "id"),
        ("SELECT a.g, array_agg(a.n ORDER BY a.n, a.id) AS ns FROM app.a AS a GROUP BY a.g", "g"),
        ("SELECT a.g, array_agg(a.t ORDER BY a.t) AS ts FROM app.a AS a GROUP BY a.g", "g"),
    ],
)
def test_a_choice_decided_beyond_equal_spellings_does_not_warn(sql: str, key) -> None:
    """A unique tiebreaker, a fixed scale or a type whose = is identity leaves no such tie."""
    assert _tie_warned(sql, key) == []
