"""The oracle (api.diff, the dbt test tview_consistent) compares what a reader sees: values
whose type's equality is not binary identity by their text, texts of a collation of their own
in byte order, so that values a type's equality calls equal but a reader can tell apart
(numeric scale, case under a non-deterministic collation, jsonb spelled alike, -0 and 0)
count as different."""

from __future__ import annotations

from collections.abc import Iterable

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
    assert sorted((side, r[0]) for side, *r in rows) == [("table", 1), ("view", 1)]
    conn.rollback()


def _writes_keep_the_view(conn, names: str | Iterable[str], writes: Iterable[str]) -> None:
    """Each write, committed, leaves each table equal to its view under the strict oracle."""
    names = [names] if isinstance(names, str) else list(names)
    for name in names:
        assert api.diff(conn, name=name) == [], name
    for w in writes:
        run_statements(conn, w)
        conn.commit()
        for name in names:
            assert api.diff(conn, name=name) == [], (name, w)
    conn.rollback()


def test_a_numeric_sum_keeps_the_scale_its_view_shows(conn):
    """sum/avg over a plain numeric (each value keeps its own scale): rows 1.00 and 2.0 sum to
    3.00; once 1.00 is gone the view shows 2.0. The algebraic path keeps the largest scale as
    an extreme, keyed, whole-table and inside jsonb alike."""
    run_statements(
        conn,
        "CREATE TABLE s (id int PRIMARY KEY, g int, v numeric)",
        "INSERT INTO s VALUES (1, 1, 1.00), (2, 1, 2.0), (3, 2, 5), (4, 2, 0.500)",
    )
    conn.commit()
    views = {
        "tv_g": ("SELECT s.g, sum(s.v) AS t, avg(s.v) AS a FROM s GROUP BY s.g", "g"),
        "tv_all": ("SELECT sum(s.v) AS t, avg(s.v) AS a, count(*) AS n FROM s", []),
        "tv_j": (
            "SELECT s.g, jsonb_build_object('s', sum(s.v), 'a', avg(s.v)) AS doc FROM s "
            "GROUP BY s.g",
            "g",
        ),
    }
    for name, (sql, key) in views.items():
        assert api.install(conn, name=name, sql=sql, key=key).analysis.agg is not None, name
    conn.commit()
    writes = [
        "DELETE FROM s WHERE id = 1",
        "UPDATE s SET v = 2.000 WHERE id = 4",
        "INSERT INTO s VALUES (5, 1, 7.25)",
        "UPDATE s SET v = 7 WHERE id = 5",
        "DELETE FROM s WHERE id = 4",
    ]
    _writes_keep_the_view(conn, views, writes)


def test_a_float_sum_is_recomputed_not_kept_by_deltas(conn):
    """(a + b) - b is not a in floating point (1e16 + 1 - 1e16 is 0, and -0 + 0 - 0 is 0 where
    the view's sum of -0 is -0): a float sum is not on the algebraic path, and stays exact."""
    run_statements(
        conn,
        "CREATE TABLE s (id int PRIMARY KEY, g int, v float8)",
        "INSERT INTO s VALUES (1, 1, 1e16), (2, 1, 1), (3, 2, '-0'), (4, 2, 0)",
    )
    conn.commit()
    r = api.install(
        conn,
        name="tv_f",
        sql="SELECT s.g, sum(s.v) AS t, avg(s.v) AS a FROM s GROUP BY s.g",
        key="g",
    )
    assert r.analysis.agg is None
    conn.commit()
    _writes_keep_the_view(
        conn, "tv_f", ["DELETE FROM s WHERE id = 1", "DELETE FROM s WHERE id = 4"]
    )


REFUSED_UNDER_CI = {
    "group": "SELECT s.name, count(*) AS n FROM s GROUP BY s.name",
    "distinct": "SELECT DISTINCT s.name FROM s",
    "min": "SELECT s.g, min(s.name) AS m FROM s GROUP BY s.g",
    "join": "SELECT s.id, u.x FROM s JOIN u ON u.name = s.name",
    "in": "SELECT s.id, s.g FROM s WHERE s.name IN (SELECT u.name FROM u)",
    "union": "SELECT s.name FROM s UNION SELECT u.name FROM u",
    "lower": "SELECT lower(s.name) AS l, count(*) AS n FROM s GROUP BY lower(s.name)",
}
ALLOWED_UNDER_CI = {
    "passed_through": (
        "SELECT s.id, s.name, upper(s.name) AS up, s.name || '!' AS bang FROM s",
        "id",
    ),
    "as_c": ('SELECT s.name COLLATE "C" AS name, count(*) AS n FROM s GROUP BY 1', "name"),
}


@pytest.mark.parametrize("case", sorted(REFUSED_UNDER_CI))
def test_comparing_under_a_non_deterministic_collation_is_refused(conn, case):
    """Values equal under a case-insensitive collation read differently ('b', 'B'): which one a
    group, DISTINCT, min, join, IN or UNION shows is left to the plan, so the install refuses,
    naming the model, the collation, the column and the fix."""
    icu_collation_or_skip(conn)
    run_statements(
        conn,
        "CREATE TABLE s (id int PRIMARY KEY, g int, name text COLLATE ci)",
        "CREATE TABLE u (name text COLLATE ci, x int)",
    )
    conn.commit()
    with pytest.raises(api.TviewError) as e:
        api.install(conn, name="tv_ci", sql=REFUSED_UNDER_CI[case], key=None)
    conn.rollback()
    msg = str(e.value)
    assert "tv_ci" in msg and "non-deterministic collation public.ci" in msg, msg
    assert "public.s.name" in msg and 'COLLATE "C"' in msg, msg


def test_a_key_of_a_non_deterministic_collation_is_refused(conn):
    icu_collation_or_skip(conn)
    run_statements(conn, "CREATE TABLE s (id int PRIMARY KEY, name text COLLATE ci UNIQUE)")
    conn.commit()
    with pytest.raises(api.TviewError, match="key column name of non-deterministic collation"):
        api.install(conn, name="tv_ci", sql="SELECT s.id, s.name FROM s", key="name")
    conn.rollback()


@pytest.mark.parametrize("case", sorted(ALLOWED_UNDER_CI))
def test_a_non_deterministic_column_shown_or_compared_as_c_is_exact(conn, case):
    """A column shown as it is (or through a function of its row) reads its own value, and
    COLLATE "C" groups by bytes: both install and stay equal to the view, case changes too."""
    icu_collation_or_skip(conn)
    run_statements(
        conn,
        "CREATE TABLE s (id int PRIMARY KEY, g int, name text COLLATE ci)",
        "INSERT INTO s VALUES (1, 1, 'b'), (2, 1, 'B'), (3, 2, 'c')",
    )
    conn.commit()
    sql, key = ALLOWED_UNDER_CI[case]
    api.install(conn, name="tv_ci", sql=sql, key=key)
    conn.commit()
    _writes_keep_the_view(
        conn,
        "tv_ci",
        [
            "UPDATE s SET name = 'C' WHERE id = 3",
            "DELETE FROM s WHERE id = 2",
            "INSERT INTO s VALUES (4, 2, 'b')",
            "UPDATE s SET name = upper(name)",
        ],
    )


def test_a_min_or_max_over_values_that_tie_unlike_is_recomputed(conn):
    """min/max keep the first extreme met; the view shows the last tie its scan meets (1.00
    after 1.0, -0 after 0, '24 hours' after '1 day'): over such types the group is recomputed,
    over a numeric of one scale (ties identical) it stays algebraic."""
    run_statements(
        conn,
        "CREATE TABLE s (id int PRIMARY KEY, g int, v numeric, f float8, i interval, "
        "m numeric(8,2))",
        "INSERT INTO s VALUES (1, 1, 1.0, 0, '1 day', 1)",
    )
    conn.commit()
    views = {
        "tv_v": ("SELECT s.g, min(s.v) AS lo, max(s.v) AS hi FROM s GROUP BY s.g", False),
        "tv_f": (
            "SELECT s.g, min(s.f) AS lo, coalesce(max(s.f), 0) AS hi FROM s GROUP BY s.g",
            False,
        ),
        "tv_i": ("SELECT s.g, min(s.i) AS lo, max(s.i) AS hi FROM s GROUP BY s.g", False),
        "tv_m": ("SELECT s.g, min(s.m) AS lo, max(s.m * 2) AS hi FROM s GROUP BY s.g", True),
    }
    for name, (sql, algebraic) in views.items():
        r = api.install(conn, name=name, sql=sql, key="g")
        assert (r.analysis.agg is not None) == algebraic, name
    conn.commit()
    _writes_keep_the_view(
        conn,
        views,
        [
            "INSERT INTO s VALUES (2, 1, 1.00, '-0', '24 hours', 1.00)",
            "INSERT INTO s VALUES (3, 1, 1.000, '-0', '86400 seconds', 1)",
            "DELETE FROM s WHERE id = 1",
        ],
    )


def test_a_group_key_whose_ties_differ_is_recomputed(conn):
    """GROUP BY over a plain numeric, float or interval shows the group's key as the plan meets
    it (1.00 once 1.0 is gone): kept by deltas, the first key stayed; the group is recomputed."""
    run_statements(
        conn,
        "CREATE TABLE s (id int PRIMARY KEY, v numeric, f float8, i interval, x int)",
        "INSERT INTO s VALUES (1, 1.0, 0, '1 day', 1)",
    )
    conn.commit()
    views = {
        "tv_v": "SELECT s.v, count(*) AS n, sum(s.x) AS sx FROM s GROUP BY s.v",
        "tv_f": "SELECT s.f, count(*) AS n FROM s GROUP BY s.f",
        "tv_i": "SELECT s.i, count(*) AS n FROM s GROUP BY s.i",
    }
    for name, sql in views.items():
        key = sql.split()[1].split(".")[1].rstrip(",")
        assert api.install(conn, name=name, sql=sql, key=key).analysis.agg is None, name
    conn.commit()
    _writes_keep_the_view(
        conn,
        views,
        [
            "INSERT INTO s VALUES (2, 1.00, '-0', '24 hours', 2)",
            "DELETE FROM s WHERE id = 1",
            "INSERT INTO s VALUES (1, 1.0, 0, '1 day', 1)",
        ],
    )
