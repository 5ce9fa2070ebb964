"""Unit tests of the algebraic strategy's analysis: which GROUP BY views keep per-group deltas.

Pure Python over sqlglot, no database (tests/db/test_algebraic.py checks the maintenance itself).
"""

from __future__ import annotations

import dataclasses

import pytest

from dbt_tview.analyzer import Relation, analyze
from dbt_tview.sqlgen import SourceFacts, TviewFacts, render_agg_triggers
from dbt_tview.sqlgen.aggregate import plan_aggregate

SCHEMA = {
    "app": {
        "tb_order": {
            "id": "integer",
            "g": "integer",
            "qty": "integer",
            "price": "numeric(8,2)",
            "weight": "double precision",
            "status": "text",
            "pr": "app.pair",
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
        "min(price) FILTER (WHERE qty > 0) AS lo",
        "avg(qty) FILTER (WHERE status IS NOT NULL) AS a",
        # outputs computed from count/sum/avg and the group columns
        "coalesce(sum(qty), 0) AS s",
        "round(avg(price), 2) AS a",
        "sum(qty) / nullif(count(*), 0) AS per_row",
        "count(*) FILTER (WHERE status = 'paid') > 0 AS any_paid",
        "g * 100 + count(*) AS code",
        "max(qty) - min(qty) AS spread",
        "coalesce(max(status), '') AS last_status",
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
        ("coalesce(string_agg(status, ','), '') AS s", "not a plain"),
        ("max(qty) - avg(qty) AS spread", "combines min/max with count/sum/avg"),
        ("max(qty * 2) + 1 AS m", "uses max inside an expression"),  # (its type)
        ("coalesce(sum(weight), 0) AS s", "is not over an exact"),
        ("status AS s", 'reads "o"."status" outside an aggregate'),
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


@pytest.mark.parametrize(
    ("select", "kind", "arg"),
    [
        # the row itself is never NULL to count, filtered or not
        ("count(o.*) AS n", "count_star", None),
        ("count(o.*) FILTER (WHERE qty > 0) AS n", "count", 'CASE WHEN "o"."qty" > 0 THEN 1 END'),
        # a row value of NULL fields IS NULL, yet count counts it: a marker is counted instead
        ("count(pr) AS n", "count", 'NULLIF(NUM_NONNULLS("o"."pr"), 0)'),
        (
            "count(ROW(qty, status)) AS n",
            "count",
            'NULLIF(NUM_NONNULLS(ROW("o"."qty", "o"."status")), 0)',
        ),
        (
            "count((qty, status)) AS n",
            "count",
            'NULLIF(NUM_NONNULLS(("o"."qty", "o"."status")), 0)',
        ),
        ("count(pr) + 1 AS n", "expr", 'NULLIF(NUM_NONNULLS("o"."pr"), 0)'),
        # scalars are counted as they are
        ("count(status) AS n", "count", '"o"."status"'),
        ("count(qty * price) AS n", "count", '"o"."qty" * "o"."price"'),
        (
            "count(CASE WHEN qty > 0 THEN status END) AS n",
            "count",
            'CASE WHEN "o"."qty" > 0 THEN "o"."status" END',
        ),
    ],
)
def test_count_of_a_row_value_counts_whether_the_value_is_null(select, kind, arg):
    agg, reason = plan(select)
    assert agg is not None, reason
    assert agg.outputs[1].kind == kind
    assert [a.sql("postgres") for a in agg.args] == ([arg] if arg else [])


def test_same_filtered_argument_shares_its_state():
    agg, _ = plan(
        "sum(qty) FILTER (WHERE status = 'paid') AS s, avg(qty) FILTER (WHERE status = 'paid') AS a"
    )
    assert len(agg.args) == 1
    assert agg.needs_sum(0) and agg.needs_count(0)


@pytest.mark.parametrize(
    ("select", "terms"),
    [
        # PostgreSQL's result types: what the terms are cast to before the expression divides
        ("sum(qty) / nullif(count(*), 0) AS x", [("sum", "bigint"), ("count_star", "bigint")]),
        ("coalesce(sum(price), 0) AS x", [("sum", "numeric")]),
        ("coalesce(sum(qty::bigint), 0) AS x", [("sum", "numeric")]),
        ("coalesce(sum(qty * 2), 0) AS x", [("sum", "bigint")]),
        ("coalesce(sum(qty * 3000000000), 0) AS x", [("sum", "numeric")]),  # a bigint literal
        ("coalesce(sum(qty * 1.5), 0) AS x", [("sum", "numeric")]),
        ("round(avg(qty), 1) AS x", [("avg", "numeric")]),
        ("count(qty) + count(*) AS x", [("count", "bigint"), ("count_star", "bigint")]),
    ],
)
def test_expression_outputs_type_their_terms_as_postgresql_does(select, terms):
    agg, reason = plan(select)
    assert agg is not None, reason
    (out,) = [o for o in agg.outputs if o.name == "x"]
    assert out.kind == "expr"
    assert [(t.kind, t.type) for t in out.terms] == terms


def test_an_expression_output_refers_to_its_terms_and_group_columns():
    agg, _ = plan("g * 100 + coalesce(sum(qty) FILTER (WHERE qty > 0), 0) AS x")
    (out,) = [o for o in agg.outputs if o.name == "x"]
    assert out.expr.sql("postgres") == '"__k0" * 100 + COALESCE("__t0", 0)'
    assert (
        agg.args[out.terms[0].arg].sql("postgres") == 'CASE WHEN "o"."qty" > 0 THEN "o"."qty" END'
    )
    # a term's state is not a view column: nothing is mirrored
    assert agg.mirrors() == {}


def _having(having: str, key: str | None = "g"):
    group = " GROUP BY g" if key else ""
    sel = "g, " if key else ""
    a = analyze(
        "tv_o",
        f"SELECT {sel}count(*) AS n FROM app.tb_order o{group} HAVING {having}",
        key=key or [],
        schema=SCHEMA,
    )
    return a.agg, a.agg_reason


def test_having_over_counts_sums_and_group_columns_is_algebraic():
    agg, reason = _having("count(*) > 2 OR sum(price) FILTER (WHERE status = 'paid') > 100")
    assert agg is not None, reason
    assert agg.having is not None and agg.having.kind == "expr"
    assert [t.kind for t in agg.having.terms] == ["count_star", "sum"]
    assert agg.mirrors() == {}  # a group the view leaves out has no tv row to hold its state
    agg, reason = _having("g > 1 AND avg(qty) < 3")
    assert agg is not None, reason


@pytest.mark.parametrize(
    ("having", "key", "why"),
    [
        ("max(qty) > 2", "g", "output HAVING uses max inside an expression"),
        ("sum(weight) > 2", "g", "is not over an exact"),
        ("count(*) > 2", None, "uses HAVING without GROUP BY"),
    ],
)
def test_having_the_deltas_cannot_decide_is_not_algebraic(having, key, why):
    agg, reason = _having(having, key)
    assert agg is None and why in reason


def test_the_strategy_says_why_a_group_by_is_not_algebraic():
    a = analyze(
        "tv_o",
        "SELECT g, max(qty) - avg(qty) AS x FROM app.tb_order o GROUP BY g",
        key="g",
        schema=SCHEMA,
    )
    assert a.strategy == (
        "recompute by key (not algebraic: output x combines min/max with count/sum/avg)"
    )
    # a query that does not aggregate has nothing to explain
    a = analyze("tv_o", "SELECT id, qty FROM app.tb_order o", key="id", schema=SCHEMA)
    assert a.strategy == "recompute by key"


@pytest.mark.parametrize(
    "select, numeric, tracked",
    [
        ("sum(qty) AS s", False, False),  # integers: no NaN, scale 0
        ("sum(price) AS s", True, False),  # numeric(8,2): every value has scale 2
        ("avg(qty * price) AS a", True, False),  # 0 + 2
        ("sum(CASE WHEN qty > 1 THEN price ELSE 0.00 END) AS s", True, False),
        ("sum(CASE WHEN qty > 1 THEN price ELSE 0 END) AS s", True, True),  # 2 or 0
        ("sum(price / 3) AS s", True, True),  # a quotient's scale depends on the values
        ("avg(weight::numeric) AS a", True, True),  # plain numeric keeps each value's scale
        ("sum(price * 1.5) AS s", True, False),  # 2 + 1
        ("sum(qty::numeric(10,3)) AS s", True, False),
    ],
)
def test_numeric_sums_track_nan_and_varying_scales(select, numeric, tracked):
    """A numeric sum can meet NaN (the flush then rebuilds the group) and shows the largest
    scale among its values: kept as an extreme, scale(x), unless every value has the same."""
    agg, reason = plan(select)
    assert agg is not None, reason
    assert bool(agg.numeric) is numeric
    assert bool(agg.scales) is tracked
    for x, sx in agg.scales.items():
        assert agg.args[sx].sql("postgres") == f"SCALE({agg.args[x].sql('postgres')})"


def _facts(select: str, types: list[str], not_null: set[str], key_type: str = "integer"):
    """TviewFacts (with plan_aggregate) and SourceFacts of `select` over app.tb_order, grouped by
    g of `key_type`, whose columns in `not_null` are declared NOT NULL (`types`: the view's
    output types after g)."""
    agg, t, src = _unplanned(select, types, not_null, key_type)
    return dataclasses.replace(t, agg=plan_aggregate(agg, t, src, "tview")), src


def _unplanned(select: str, types: list[str], not_null: set[str], key_type: str = "integer"):
    """The analyzer's AggPlan of `select` and the facts of _facts, before the tview's plan."""
    agg, _ = plan(select)
    names = ["g", *(o.name for o in agg.outputs if o.name != "g")]
    t = TviewFacts(
        id=1,
        schema="app",
        table="tv_o",
        view="v_tv_o",
        key=["g"],
        key_types=[key_type],
        columns=names,
        is_unique=True,
        column_types=[key_type, *types],
    )
    src = SourceFacts(
        relation=Relation("app", "tb_order"),
        schema="app",
        name="tb_order",
        oid=1,
        columns=SCHEMA["app"]["tb_order"],
        not_null=frozenset(not_null),
    )
    return agg, t, src


def _lone_statement(select: str, types: list[str], not_null: set[str]) -> dict:
    """plan_aggregate's choice of the lone statement for `select` (see _facts)."""
    g = _facts(select, types, not_null)[0].agg
    return {"bare": g.bare, "flag": g.nulls_flag}


W2_LIKE = "count(*) AS n, sum(qty) AS s, avg(qty) AS a, min(qty) AS lo, max(qty) AS hi"
W2_TYPES = ["bigint", "bigint", "numeric", "integer", "integer"]


@pytest.mark.parametrize(
    ("select", "types", "not_null", "expected"),
    [
        # the tv row holds the extremes and the row count, which the NOT NULL count equals
        (W2_LIKE, W2_TYPES, {"qty"}, {"bare": True, "flag": True}),
        # a nullable column's count is state of its own: the aux row is read
        (W2_LIKE, W2_TYPES, set(), {"bare": False, "flag": False}),
        # no stored count at all: no NOT NULL needed, nothing to guard
        (
            "count(*) AS n, min(qty) AS lo, max(qty) AS hi",
            ["bigint", "integer", "integer"],
            set(),
            {"bare": True, "flag": False},
        ),
        # an extreme that is no view column of its own lives in the aux row only
        (
            "count(*) AS n, max(qty) - min(qty) AS spread",
            ["bigint", "integer"],
            {"qty"},
            {"bare": False, "flag": False},
        ),
        # a sum that is no view column (avg alone) is stored
        (
            "count(*) AS n, avg(qty) AS a",
            ["bigint", "numeric"],
            {"qty"},
            {"bare": False, "flag": False},
        ),
        # without count(*) in the view the row count is stored too
        (
            "sum(qty) AS s, min(qty) AS lo",
            ["bigint", "integer"],
            {"qty"},
            {"bare": False, "flag": False},
        ),
    ],
)
def test_the_lone_statement_reads_the_tv_row_alone_only_where_it_holds_the_state(
    select, types, not_null, expected
):
    assert _lone_statement(select, types, not_null) == expected


@pytest.mark.parametrize(
    ("key_type", "key"),
    [
        # GROUP BY's equality is the integers' own: compared and read back as they are
        ("integer", 'r."g"'),
        ("bigint", 'r."g"'),
        # 1.0 and 1.00 are one group but two texts: the statement goes the general way
        ("numeric", 'r."g"::text COLLATE "C"'),
        ("text", 'r."g"::text COLLATE "C"'),
    ],
)
def test_the_probe_tells_one_group_by_its_key_as_it_is_only_for_integers(key_type, key):
    t, src = _facts(W2_LIKE, W2_TYPES, {"qty"}, key_type)
    sql = render_agg_triggers(t, src, "tview")
    assert f"min({key}) = max({key})" in sql
    assert f"ROW((min({key}))::{key_type}," in sql


@pytest.mark.parametrize(
    "select, algebraic",
    [
        ("min(qty) AS lo", True),
        ("max(price) AS hi", True),  # numeric(8,2): equal values have one scale
        ("max(price * 2) AS hi", True),
        ("min(status) AS lo", True),
        ("max(qty) FILTER (WHERE status = 'x') AS hi", True),
        ("min(status) FILTER (WHERE qty > 0) AS lo", True),
        ("max(CASE WHEN qty > 1 THEN price ELSE 'NaN'::numeric END) AS hi", True),
        ("max(CASE WHEN qty > 1 THEN price ELSE 0 END) AS hi", False),  # 0 ties 0.00
        ("min(weight) AS lo", False),  # double precision: -0 and 0 tie
        ("max(price / 3) AS hi", False),  # a quotient's scale varies
        ("min(weight::numeric) AS lo", False),
        ("min(weight) FILTER (WHERE qty > 0) AS lo", False),
        ("coalesce(max(weight), 0) AS hi", False),
        ("min(pr) AS lo", False),  # a user type: not known to tie identically
    ],
)
def test_min_max_are_algebraic_only_where_ties_are_identical(select, algebraic):
    """min/max keep the first extreme they meet, the view shows the last tie its scan meets:
    only where equal values are identical is the kept extreme the view's."""
    agg, reason = plan(select)
    assert (agg is not None) is algebraic, reason
    if not algebraic:
        assert "can tie without being identical" in reason


@pytest.mark.parametrize(
    "column, algebraic",
    [("g", True), ("price", True), ("status", True), ("weight", False)],
)
def test_a_group_key_is_algebraic_only_where_ties_are_identical(column, algebraic):
    """A group shows the key value the plan meets; kept by deltas it is the first one met."""
    a = analyze(
        "tv_o",
        f"SELECT {column}, count(*) AS n FROM app.tb_order o GROUP BY {column}",
        key=column,
        schema=SCHEMA,
    )
    assert (a.agg is not None) is algebraic, a.agg_reason
