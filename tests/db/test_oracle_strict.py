"""The oracle (api.diff, the dbt test tview_consistent) compares what a reader sees: each
value's text in byte order, so that values a type's equality calls equal but a reader can
tell apart (numeric scale, case under a non-deterministic collation, jsonb spelled alike,
-0 and 0) count as different."""

from __future__ import annotations

import pytest
from helpers import icu_collation_or_skip, run_statements

from dbt_tview import api


@pytest.mark.parametrize(
    "column,stored,changed",
    [
        ("numeric", "1.0", "1.00"),
        ("float8", "0", "'-0'::float8"),
        ("text COLLATE ci", "'b'", "'B'"),
        ("interval", "'1 day'", "'24 hours'"),
    ],
    ids=["numeric_scale", "minus_zero", "case_insensitive", "interval"],
)
def test_a_value_equal_but_spelled_otherwise_is_a_difference(conn, column, stored, changed):
    if "ci" in column.split():
        icu_collation_or_skip(conn)
    run_statements(
        conn, f"CREATE TABLE s (id int PRIMARY KEY, v {column}); INSERT INTO s VALUES (1, {stored})"
    )
    conn.commit()
    api.install(conn, name="tv_s", sql="SELECT s.id, s.v FROM s", key="id")
    conn.commit()
    assert api.diff(conn, name="tv_s") == []
    with conn.cursor() as cur:  # (a write to the table behind the flush's back)
        cur.execute("SET session_replication_role = replica")
        cur.execute(f"UPDATE tv_s SET v = {changed}")
        cur.execute("RESET session_replication_role")
    assert sorted(side for side, *_ in api.diff(conn, name="tv_s")) == ["table", "view"]
    conn.rollback()


def test_every_type_is_compared_by_its_text(conn):
    """Types without equality (json, point), arrays of composites, ranges, domains and a
    column named with a quote and a space: the oracle reads them all, finds no difference
    after maintained writes, and finds the one written behind the flush's back."""
    run_statements(
        conn,
        "CREATE TYPE pair AS (a int, b text); CREATE DOMAIN pos AS int CHECK (VALUE > 0)",
        "CREATE TABLE s (id int PRIMARY KEY, n int)",
        "INSERT INTO s SELECT g, g FROM generate_series(1, 3) g",
    )
    conn.commit()
    sql = (
        "SELECT s.id, json_build_object('n', s.n) AS j, point(s.n, 0) AS p, "
        "ARRAY[ROW(s.n, 'x')::pair] AS pairs, int4range(s.n, s.n + 2) AS r, "
        'jsonb_build_object(\'n\', s.n) AS jb, s.n::pos AS d, s.n AS "we""ird col" FROM s'
    )
    api.install(conn, name="tv_s", sql=sql, key="id")
    conn.commit()
    run_statements(conn, "UPDATE s SET n = n + 10 WHERE id = 2", "DELETE FROM s WHERE id = 3")
    conn.commit()
    assert api.diff(conn, name="tv_s") == []
    run_statements(
        conn,
        "SET session_replication_role = replica",
        "UPDATE tv_s SET p = point(0, 0) WHERE id = 1",
        "RESET session_replication_role",
    )
    rows = api.diff(conn, name="tv_s")
    assert sorted((side, r[0]) for side, *r in rows) == [("table", "1"), ("view", "1")]
    conn.rollback()
