"""analyzer.own: which columns a key's own source row decides alone (pure, no database).

A lone key whose transaction's UPDATEs named none of `reads` is refreshed from that row alone
(decision 0008). Each refusal below is a view where that shortcut would leave a column stale."""

from __future__ import annotations

import pytest

from dbt_tview.analyzer import Relation, analyze

SCHEMA = {
    "public": {
        "accounts": {
            "aid": "integer",
            "bid": "integer",
            "abalance": "integer",
            "note": "text",
            "x": "integer",
        },
        "branches": {"bid": "integer", "bbalance": "integer"},
    }
}
UNIQUE = {Relation("public", "accounts"): [["aid"]], Relation("public", "branches"): [["bid"]]}
JOIN = "FROM public.accounts a JOIN public.branches b ON a.bid = b.bid"


def own(sql: str, key: str = "aid", unique=UNIQUE):
    a = analyze("tv_t", sql, key=key, schema=SCHEMA, unique_keys=unique)
    if a.own is None:
        return None
    return (
        {c: e.sql(dialect="postgres") for c, e in a.own.outputs.items()},
        sorted(a.own.reads),
        a.own.source,
    )


def test_a_column_of_the_keys_row_that_nothing_else_reads_is_its_own():
    assert own(f"SELECT a.aid, a.bid, a.abalance, b.bbalance {JOIN}") == (
        {"abalance": '"__own"."abalance"'},
        ["aid", "bid"],
        Relation("public", "accounts"),
    )


def test_expressions_of_the_row_alone_are_its_own_and_renamed_to_the_generated_alias():
    got = own(f"SELECT a.aid, a.abalance * 2 AS dbl, upper(a.note) AS n, b.bbalance {JOIN}")
    assert got is not None
    assert got[0] == {"dbl": '"__own"."abalance" * 2', "n": 'UPPER("__own"."note")'}
    assert got[1] == ["aid", "bid"]


def test_columns_read_elsewhere_are_not_own_and_join_the_reads():
    # abalance feeds a mixed output: an UPDATE of it must refresh that output through the join
    assert own(f"SELECT a.aid, a.abalance, a.abalance + b.bbalance AS s {JOIN}") is None
    # x feeds a mixed output; abalance stays own, and x is a read (its UPDATE: full refresh)
    got = own(f"SELECT a.aid, a.abalance, a.x + b.bbalance AS s {JOIN}")
    assert got is not None and got[0] == {"abalance": '"__own"."abalance"'}
    assert got[1] == ["aid", "bid", "x"]
    # a filter decides whether the row is in the view at all
    assert own(f"SELECT a.aid, a.abalance, b.bbalance {JOIN} WHERE a.abalance > 0") is None
    got = own(f"SELECT a.aid, a.abalance, b.bbalance {JOIN} WHERE a.x > 0")
    assert got is not None and got[1] == ["aid", "bid", "x"]
    # a correlated subquery reads its columns
    got = own(
        "SELECT a.aid, a.abalance, (SELECT count(*) FROM public.branches b WHERE b.bid = a.bid)"
        " AS n FROM public.accounts a"
    )
    assert got is not None and got[1] == ["aid", "bid"]


@pytest.mark.parametrize(
    "sql, key, why",
    [
        (f"SELECT a.aid, a.bid, b.bbalance {JOIN}", "aid", "no column of its own"),
        (
            "SELECT a.aid, a.abalance FROM public.branches b LEFT JOIN public.accounts a"
            " ON a.bid = b.bid",
            "aid",
            "null-extended: the key's row may be missing",
        ),
        (
            "SELECT a.aid, a.abalance, a2.abalance AS o FROM public.accounts a"
            " JOIN public.accounts a2 ON a2.aid = a.bid",
            "aid",
            "the table twice",
        ),
        (f"SELECT a.aid, to_jsonb(a) AS j, b.bbalance {JOIN}", "aid", "whole-row reference"),
        (f"SELECT DISTINCT a.aid, a.abalance, b.bbalance {JOIN}", "aid", "DISTINCT"),
        (
            "SELECT a.bid, max(a.abalance) AS m FROM public.accounts a GROUP BY a.bid",
            "bid",
            "GROUP BY",
        ),
        (
            "SELECT a.aid, a.abalance FROM public.accounts a UNION ALL"
            " SELECT b.bid, b.bbalance FROM public.branches b",
            "aid",
            "set operation",
        ),
        (
            f"SELECT a.aid, a.abalance, row_number() OVER (ORDER BY a.aid) AS r {JOIN}",
            "aid",
            "window",
        ),
        (f"SELECT a.aid + 0 AS aid, a.abalance, b.bbalance {JOIN}", "aid", "key not a column"),
    ],
)
def test_views_where_one_row_does_not_decide_a_column_get_no_plan(sql, key, why):
    assert own(sql, key=key) is None, why


def test_the_keys_table_must_have_the_key_as_a_unique_key():
    sql = f"SELECT a.aid, a.abalance, b.bbalance {JOIN}"
    assert own(sql, unique={}) is None
    assert own(sql, unique={Relation("public", "accounts"): [["aid", "bid"]]}) is None
    assert own(sql, unique={Relation("public", "accounts"): [["bid"], ["aid"]]}) is not None


def test_an_algebraic_view_has_no_plan():
    a = analyze(
        "tv_t",
        "SELECT a.bid, count(*) AS n, sum(a.abalance) AS s FROM public.accounts a GROUP BY a.bid",
        key="bid",
        schema=SCHEMA,
        unique_keys=UNIQUE,
    )
    assert a.agg is not None and a.own is None
