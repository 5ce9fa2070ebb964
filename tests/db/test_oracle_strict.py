"""The oracle (api.diff, the dbt test tview_consistent) compares what a reader sees: each
value's text in byte order, so that values a type's equality calls equal but a reader can
tell apart (numeric scale, case under a non-deterministic collation, jsonb spelled alike,
-0 and 0) count as different."""

from __future__ import annotations

import pytest

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
    with conn.cursor() as cur:
        cur.execute(
            "CREATE COLLATION IF NOT EXISTS ci (provider = icu, locale = 'und-u-ks-level2', "
            "deterministic = false)"
        )
        cur.execute(
            f"CREATE TABLE s (id int PRIMARY KEY, v {column}); INSERT INTO s VALUES (1, {stored})"
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
