"""Minimal reproductions of the silent-divergence classes: each model is checked against its
view after every statement (``tview.flush()``) and after COMMIT."""

from __future__ import annotations

import pytest

from dbt_tview import api
from dbt_tview.analyzer import UnsupportedSQL

BAGS = (
    "CREATE TABLE a (i int, j int);"
    "CREATE TABLE b (i int, k int);"
    "CREATE TABLE c (k int, l int);"
    "CREATE TABLE d (l int, m int);"
    "INSERT INTO a VALUES (1, 10), (1, 10), (2, 20), (NULL, 30), (4, NULL);"
    "INSERT INTO b VALUES (2, 5), (2, 5), (3, 6), (NULL, 7), (4, NULL);"
    "INSERT INTO c VALUES (5, 100), (6, 200), (6, 200), (8, NULL), (NULL, 300);"
    "INSERT INTO d VALUES (100, 1), (300, 2), (300, 2), (NULL, 3);"
)
BAG_DML = [
    "INSERT INTO b VALUES (1, 9)",
    "INSERT INTO c VALUES (9, 400)",
    "INSERT INTO a VALUES (3, 33)",
    "DELETE FROM a WHERE i = 2",
    "UPDATE b SET k = 8 WHERE i = 3",
    "INSERT INTO d VALUES (200, 4), (400, 5)",
    "DELETE FROM c WHERE k = 6",
    "UPDATE a SET i = NULL WHERE i = 1",
    "DELETE FROM b WHERE k IS NULL",
    "UPDATE c SET k = 5 WHERE k IS NULL",
    "DELETE FROM d",
    "DELETE FROM a",
]


def check(conn, name: str, dml: list[str]) -> None:
    """Run each statement, flushing and diffing after it, then COMMIT and diff again."""
    assert api.diff(conn, name=name) == []
    with conn.cursor() as cur:
        for s in dml:
            cur.execute(s)
            cur.execute("SELECT tview.flush()")
            assert api.diff(conn, name=name) == [], s
    conn.commit()
    assert api.diff(conn, name=name) == []


def install(conn, ddl: str, sql: str, key, name: str = "tv_x") -> None:
    if ddl:
        with conn.cursor() as cur:
            cur.execute(ddl)
    api.install(conn, name=name, sql=sql, key=key)
    conn.commit()


@pytest.mark.parametrize(
    ("j1", "j2", "distinct"),
    [
        ("FULL", "FULL", ""),
        ("FULL", "LEFT", ""),
        ("LEFT", "FULL", ""),
        ("RIGHT", "FULL", ""),
        ("INNER", "FULL", ""),
        ("FULL", "FULL", "DISTINCT "),
        ("LEFT", "FULL", "DISTINCT "),
    ],
)
def test_three_bag_outer_join_chain(conn, j1, j2, distinct):
    sql = (
        f"SELECT {distinct}a.i AS ai, a.j, b.i AS bi, b.k, c.k AS ck, c.l "
        f"FROM a {j1} JOIN b ON a.i = b.i {j2} JOIN c ON b.k = c.k"
    )
    install(conn, BAGS, sql, ["ai", "j", "bi", "k", "ck", "l"])
    check(conn, "tv_x", BAG_DML)


@pytest.mark.parametrize(
    "joins",
    [
        ("FULL", "FULL", "FULL"),
        ("LEFT", "FULL", "RIGHT"),
        ("RIGHT", "LEFT", "FULL"),
        ("FULL", "INNER", "LEFT"),
    ],
)
def test_four_bag_outer_join_chain(conn, joins):
    j1, j2, j3 = joins
    sql = (
        "SELECT a.i AS ai, a.j, b.k, c.l, d.m "
        f"FROM a {j1} JOIN b ON a.i = b.i {j2} JOIN c ON b.k = c.k {j3} JOIN d ON d.l = c.l"
    )
    install(conn, BAGS, sql, ["ai", "j", "k", "l", "m"])
    check(conn, "tv_x", BAG_DML)


def test_outer_join_on_reading_an_earlier_item(conn):
    sql = "SELECT a.i AS ai, b.k, c.l FROM a FULL JOIN b ON a.i = b.i FULL JOIN c ON c.k = a.j - 5"
    install(conn, BAGS, sql, ["ai", "k", "l"])
    check(conn, "tv_x", BAG_DML)


def test_outer_join_on_coalesce_of_a_nullable_side(conn):
    sql = (
        "SELECT a.i AS ai, b.k, c.l FROM a LEFT JOIN b ON a.i = b.i "
        "LEFT JOIN c ON c.k = coalesce(b.k, 5)"
    )
    install(conn, BAGS, sql, ["ai", "k", "l"])
    check(conn, "tv_x", BAG_DML)


@pytest.mark.parametrize(
    "expr",
    [
        "CASE WHEN b.k > 0 THEN 'pos' ELSE 'none' END",
        "coalesce(b.k, -1)",
        "b.k IS NULL",
        "b.k IS DISTINCT FROM 5",
        "(b.i IS NULL)::int + 1",
    ],
)
def test_left_join_output_over_the_null_extended_side(conn, expr):
    ddl = (
        "CREATE TABLE a (id int PRIMARY KEY, v int);"
        "CREATE TABLE b (i int, k int);"
        "INSERT INTO a VALUES (1, 1), (2, 2), (3, 3);"
        "INSERT INTO b VALUES (2, 5);"
    )
    sql = f"SELECT a.id, {expr} AS e FROM a LEFT JOIN b ON b.i = a.id"
    install(conn, ddl, sql, ["id", "e"])
    check(
        conn,
        "tv_x",
        [
            "INSERT INTO b VALUES (1, 7)",
            "INSERT INTO b VALUES (3, NULL)",
            "DELETE FROM b WHERE i = 2",
            "UPDATE b SET k = -3 WHERE i = 1",
            "UPDATE b SET i = 2 WHERE i = 3",
        ],
    )


@pytest.mark.parametrize(
    "where", ["b.k IS NULL", "coalesce(b.k, 0) < 6", "b.k IS DISTINCT FROM 5", "NOT (b.k > 6)"]
)
def test_left_join_where_over_the_null_extended_side(conn, where):
    ddl = (
        "CREATE TABLE a (id int PRIMARY KEY, v int);"
        "CREATE TABLE b (i int, k int);"
        "INSERT INTO a VALUES (1, 1), (2, 2), (3, 3);"
        "INSERT INTO b VALUES (2, 5);"
    )
    sql = f"SELECT a.id, a.v FROM a LEFT JOIN b ON b.i = a.id WHERE {where}"
    install(conn, ddl, sql, ["id"])
    check(
        conn,
        "tv_x",
        [
            "INSERT INTO b VALUES (1, 7)",
            "INSERT INTO b VALUES (3, NULL)",
            "DELETE FROM b WHERE i = 2",
            "UPDATE b SET k = 9 WHERE i = 1",
            "UPDATE b SET i = 2 WHERE i = 3",
        ],
    )


def test_left_join_in_a_cte_keyed_by_the_nullable_side(conn):
    ddl = (
        "CREATE TABLE a (id int PRIMARY KEY, v int);"
        "CREATE TABLE b (i int, k int);"
        "INSERT INTO a VALUES (1, 1), (2, 2), (3, 3);"
        "INSERT INTO b VALUES (2, 5);"
    )
    sql = "WITH j AS (SELECT a.id, b.k FROM a LEFT JOIN b ON b.i = a.id) SELECT j.id, j.k FROM j"
    install(conn, ddl, sql, ["id", "k"])
    check(conn, "tv_x", ["INSERT INTO b VALUES (1, 7)", "DELETE FROM b WHERE i = 2"])


SUBQ_DDL = (
    "CREATE TABLE t (id int PRIMARY KEY, g int);"
    "CREATE TABLE s (id int PRIMARY KEY, g int, v int);"
    "INSERT INTO t VALUES (1, 1), (2, 2), (3, NULL);"
    "INSERT INTO s VALUES (1, 1, 10), (2, 1, 20), (3, 2, 30);"
)
SUBQ_DML = [
    "INSERT INTO s VALUES (4, 3, 40)",
    "UPDATE s SET v = v + 1 WHERE g = 1",
    "UPDATE s SET g = 2 WHERE id = 1",
    "DELETE FROM s WHERE g = 2",
    "UPDATE t SET g = 3 WHERE id = 3",
    "DELETE FROM s",
    "INSERT INTO s VALUES (5, NULL, 1)",
]


@pytest.mark.parametrize(
    "sel",
    [
        "(SELECT max(s.v) FROM s WHERE s.g = t.g) AS e",
        "(SELECT count(*) FROM s) AS e",
        "EXISTS (SELECT 1 FROM s WHERE s.g = t.g) AS e",
        "EXISTS (SELECT 1 FROM s WHERE s.v > 25) AS e",
        "t.g IN (SELECT s.g FROM s) AS e",
        "CASE WHEN EXISTS (SELECT 1 FROM s WHERE s.g = t.g) THEN 1 ELSE 0 END AS e",
        "coalesce((SELECT sum(v) FROM s WHERE s.g = t.g), 0) AS e",
    ],
)
@pytest.mark.parametrize("key", [["id"], ["id", "e"]])
def test_subquery_in_the_select_list(conn, sel, key):
    install(conn, SUBQ_DDL, f"SELECT t.id, {sel} FROM t", key)
    check(conn, "tv_x", SUBQ_DML)


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT t.id FROM t WHERE t.g IN (SELECT g FROM s WHERE v > 15)",
        "SELECT t.id FROM t WHERE NOT EXISTS (SELECT 1 FROM s WHERE s.g = t.g)",
        "SELECT t.id FROM t WHERE t.g = (SELECT min(g) FROM s)",
        "SELECT t.g, count(*) AS n FROM t GROUP BY t.g "
        "HAVING count(*) > (SELECT count(*) - 3 FROM s)",
        "SELECT t.id, x.v FROM t JOIN LATERAL (SELECT max(v) AS v FROM s WHERE s.g = t.g) x "
        "ON true",
        "SELECT t.id, s.v FROM t JOIN s ON s.g = t.g AND s.v > (SELECT min(v) FROM s)",
        "SELECT t.id, s.v FROM t LEFT JOIN s ON s.g = t.g AND s.v > 12",
    ],
)
def test_subquery_elsewhere(conn, sql):
    key = (
        ["g"] if "GROUP BY" in sql else (["id", "v"] if "v FROM" in sql or "s.v" in sql else ["id"])
    )
    install(conn, SUBQ_DDL, sql, key)
    check(conn, "tv_x", SUBQ_DML)


@pytest.mark.parametrize(
    "action",
    [
        "ON UPDATE CASCADE",
        "ON UPDATE CASCADE ON DELETE CASCADE",
        "ON UPDATE SET NULL ON DELETE SET NULL",
        "ON DELETE CASCADE",
    ],
)
def test_self_referencing_foreign_key(conn, action):
    ddl = (
        f"CREATE TABLE t (a int PRIMARY KEY, b int REFERENCES t(a) {action});"
        "INSERT INTO t VALUES (1, NULL), (2, 1), (3, 2), (4, 2), (5, NULL);"
    )
    install(conn, ddl, "SELECT * FROM t", ["a"])
    install(conn, "", "SELECT b, count(*) AS n FROM t GROUP BY b", ["b"], name="tv_y")
    install(
        conn, "", "SELECT c.a, p.a AS pa FROM t c LEFT JOIN t p ON p.a = c.b", ["a"], name="tv_z"
    )
    dml = [
        "UPDATE t SET a = a + 10" if "UPDATE" in action else "UPDATE t SET b = 5 WHERE a = 4",
        "DELETE FROM t WHERE a IN (11, 1)" if "DELETE" in action else "DELETE FROM t WHERE a = 15",
        "INSERT INTO t VALUES (20, NULL), (21, 20)",
        "DELETE FROM t WHERE a = 20" if "DELETE" in action else "DELETE FROM t WHERE a = 21",
    ]
    with conn.cursor() as cur:
        for s in dml:
            cur.execute(s)
            cur.execute("SELECT tview.flush()")
            for name in ("tv_x", "tv_y", "tv_z"):
                assert api.diff(conn, name=name) == [], (s, name)
    conn.commit()
    for name in ("tv_x", "tv_y", "tv_z"):
        assert api.diff(conn, name=name) == [], name


def test_self_referencing_cascade_committed_statement_by_statement(conn):
    ddl = (
        "CREATE TABLE t (a int PRIMARY KEY, b int REFERENCES t(a) ON UPDATE CASCADE);"
        "INSERT INTO t VALUES (1, NULL), (2, 1), (3, 2);"
    )
    install(conn, ddl, "SELECT * FROM t", ["a"])
    with conn.cursor() as cur:
        cur.execute("UPDATE t SET a = a + 10")
    conn.commit()
    assert api.diff(conn, name="tv_x") == []


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT DISTINCT ON (i) i, j FROM a",
        "SELECT DISTINCT ON (i) i, j FROM a ORDER BY i",
        "SELECT DISTINCT ON (i) i, j FROM a ORDER BY j, i",
    ],
)
def test_nondeterministic_distinct_on_is_rejected(conn, sql):
    with conn.cursor() as cur:
        cur.execute(BAGS)
    with pytest.raises(UnsupportedSQL, match="DISTINCT ON"):
        api.install(conn, name="tv_x", sql=sql, key=["i"])


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT DISTINCT ON (i) i, j FROM a ORDER BY i, j",
        "SELECT DISTINCT ON (a.id) a.id, b.v FROM a JOIN b ON b.a_id = a.id "
        "ORDER BY a.id, b.v DESC, b.id",
    ],
)
def test_deterministic_distinct_on_is_maintained(conn, sql):
    if "a.id" in sql:
        ddl = (
            "CREATE TABLE a (id int PRIMARY KEY);"
            "CREATE TABLE b (id int PRIMARY KEY, a_id int, v int);"
            "INSERT INTO a VALUES (1), (2);"
            "INSERT INTO b VALUES (1, 1, 5), (2, 1, 5), (3, 2, NULL);"
        )
        dml = ["INSERT INTO b VALUES (4, 1, 7)", "DELETE FROM b WHERE id = 4", "UPDATE b SET v = 1"]
        key = ["id"]
    else:
        ddl = "CREATE TABLE a (i int, j int); INSERT INTO a VALUES (1, 2), (1, 1), (2, NULL);"
        dml = ["INSERT INTO a VALUES (1, 0)", "DELETE FROM a WHERE j = 0", "UPDATE a SET j = 3"]
        key = ["i"]
    install(conn, ddl, sql, key)
    check(conn, "tv_x", dml)


@pytest.mark.parametrize("join", ["LEFT", "FULL", "RIGHT"])
def test_one_statement_gives_a_row_a_partner_and_removes_it(conn, join):
    """A statement that writes both sides of an outer join (a writable CTE) reads the other side
    as a superset of its pre-state: the changed rows' own null-extended rows must still be
    found (a row that loses its last partner, a partner that arrives with its row)."""
    ddl = (
        "CREATE TABLE pa (id int PRIMARY KEY, name text);"
        "CREATE TABLE px (id int PRIMARY KEY, a_id int, tag text);"
        "INSERT INTO pa SELECT g, 'a' || g FROM generate_series(1, 6) g;"
        "INSERT INTO px SELECT g, CASE WHEN g % 3 = 0 THEN NULL ELSE g END, 't' || g"
        " FROM generate_series(1, 6) g;"
        "INSERT INTO pa VALUES (100, 'lonely');"
    )
    sql = (
        "SELECT a.id AS a_id, x.id AS x_id, a.name, x.tag "
        f"FROM pa a {join} JOIN px x ON x.a_id = a.id"
    )
    install(conn, ddl, sql, ["a_id", "x_id"])
    check(
        conn,
        "tv_x",
        [
            "WITH d AS (DELETE FROM pa WHERE id = 100 RETURNING id) "
            "UPDATE px SET a_id = 100 WHERE id = 1",
            "WITH n AS (INSERT INTO pa VALUES (200, 'new') RETURNING id) "
            "UPDATE px SET a_id = 200 WHERE id = 2",
            "WITH d AS (DELETE FROM px WHERE id = 4 RETURNING id) "
            "UPDATE pa SET name = 'renamed' WHERE id = 4",
            "WITH n AS (INSERT INTO px VALUES (50, 5, 'late') RETURNING id) "
            "DELETE FROM pa WHERE id = 5",
        ],
    )
