"""SQL written elsewhere: unnamed output columns, template branches, user types and operators,
names that look like generated aliases, odd but legal queries. Each either installs and stays
equal to its view after every statement and COMMIT, or is refused at install with the model,
the construct, the reason and what to do."""

from __future__ import annotations

import pytest

from dbt_tview import api
from dbt_tview.analyzer import TviewError


def _run(conn, sql: str) -> None:
    with conn.cursor() as cur:
        cur.execute(sql)


def _check(conn, name: str, schema: str = "public") -> None:
    """The oracle, inside the transaction (a flush first) and after COMMIT."""
    _run(conn, "SELECT tview.flush()")
    assert api.diff(conn, name=name, schema=schema) == []
    conn.commit()
    assert api.diff(conn, name=name, schema=schema) == []
    conn.rollback()


def _exercise(conn, name: str, writes: list[str], schema: str = "public") -> None:
    """Each write in its own transaction, then all of them again in one."""
    _check(conn, name, schema)
    for w in writes:
        _run(conn, w)
        _check(conn, name, schema)
    for w in writes:
        _run(conn, w)
    _check(conn, name, schema)


def _refused(conn, name: str, sql: str, *words: str, key=None) -> str:
    with pytest.raises(TviewError) as e:
        api.install(conn, name=name, sql=sql, key=key)
    conn.rollback()
    text = str(e.value)
    assert name in text
    for w in words:
        assert w in text, text
    # nothing was left behind
    with conn.cursor() as cur:
        cur.execute("SELECT to_regclass(%s), to_regclass('pg_temp.tview_probe')", (name,))
        assert cur.fetchone() == (None, None)
    conn.rollback()
    return text


AB = """
CREATE TABLE a (i int, j int NOT NULL, t text);
INSERT INTO a SELECT g % 4, g, 'v' || g FROM generate_series(1, 20) g;
"""
AB_WRITES = [
    "INSERT INTO a VALUES (1, 100, 'x'), (9, 7, 'y')",
    "UPDATE a SET j = j + 1 WHERE i = 2",
    "UPDATE a SET i = 3 WHERE j < 5",
    "DELETE FROM a WHERE i = 1",
    "TRUNCATE a",
    "INSERT INTO a SELECT g % 3, g, NULL FROM generate_series(1, 10) g",
]


@pytest.mark.parametrize(
    "sql,key,columns",
    [
        (
            "SELECT i, sum(j), count(i), avg(j) FROM a GROUP BY i",
            "i",
            ["i", "sum", "count", "avg"],
        ),
        (
            "SELECT i, max(j), min(t), count(*) FROM a GROUP BY i",
            ["i"],
            ["i", "max", "min", "count"],
        ),
        (
            "SELECT j, i + j, CASE WHEN i > 1 THEN 'big' END, j::numeric, upper(t) FROM a",
            "j",
            ["j", "?column?", "case", "j", "upper"],
        ),
        ("SELECT x.* FROM a AS x", ["j"], ["i", "j", "t"]),
        ("SELECT i, sum(j) FROM a GROUP BY i", "sum", ["i", "sum"]),
    ],
    ids=["sum_count_avg", "max_min_count", "expressions", "star", "key_unnamed"],
)
def test_unnamed_output_columns_take_postgres_names(conn, sql, key, columns):
    _run(conn, AB)
    if columns.count("j") > 1:  # the view refuses duplicate names: a clear error
        _refused(conn, "tv_e", sql, "duplicate output column", "j", "AS", key=key)
        return
    r = api.install(conn, name="tv_e", sql=sql, key=key)
    conn.commit()
    assert r.analysis.columns == columns
    _exercise(conn, "tv_e", AB_WRITES)


def test_expressions_with_postgres_names_install(conn):
    _run(conn, AB)
    sql = "SELECT j, i + j, CASE WHEN i > 1 THEN 'big' END, upper(t), i::numeric FROM a"
    r = api.install(conn, name="tv_x", sql=sql, key="j")
    conn.commit()
    assert r.analysis.columns == ["j", "?column?", "case", "upper", "i"]
    _exercise(conn, "tv_x", AB_WRITES)


def test_a_key_named_as_the_parser_would_is_refused_with_postgres_names(conn):
    _run(conn, AB)
    text = _refused(conn, "tv_k", "SELECT i, sum(j) FROM a GROUP BY i", "sum", key="_col_1")
    assert "_col_1" in text


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT kind, count(*) AS n, sum(v) AS total FROM events GROUP BY kind",
        "SELECT kind, sum(v) AS total FROM events GROUP BY kind",
        "SELECT kind, count(v) AS c, sum(v) AS total, avg(v) AS a FROM events GROUP BY kind",
        "SELECT kind, count(*) AS n, count(v) AS c FROM events GROUP BY kind",
        "SELECT kind, count(*) AS n, min(v) AS lo FROM events GROUP BY kind",
        "SELECT kind, count(*) AS n, max(w) AS hi, sum(w) AS s FROM events GROUP BY kind",
        "SELECT kind, count(*) AS n, sum(w) AS s FROM events GROUP BY kind HAVING count(*) > 1",
        "SELECT kind, min(v) AS lo, max(v) AS hi FROM events GROUP BY kind",
        "SELECT kind, avg(d) AS a, sum(d) AS s FROM events GROUP BY kind",
        "SELECT count(*) AS n, sum(v) AS total FROM events",
    ],
)
def test_aggregate_plans_with_not_null_arguments_install(conn, sql):
    """Every combination of count/sum/avg/min/max over NOT NULL and nullable arguments reaches
    PostgreSQL's parser (each renders other branches of the algebraic templates)."""
    _run(
        conn,
        "CREATE TABLE events (id int PRIMARY KEY, kind text NOT NULL, v int NOT NULL, w int, "
        "d numeric);"
        "INSERT INTO events SELECT g, 'k' || g % 3, g, NULLIF(g % 4, 0), g / 3.0 "
        "FROM generate_series(1, 30) g;",
    )
    api.install(conn, name="tv_ev", sql=sql, key=[] if "GROUP BY" not in sql else "kind")
    conn.commit()
    _exercise(
        conn,
        "tv_ev",
        [
            "INSERT INTO events VALUES (100, 'k1', 5, NULL, 1.5), (101, 'new', 1, 1, NULL) "
            "ON CONFLICT (id) DO UPDATE SET v = events.v + 1",
            "UPDATE events SET v = v + 1, w = w + 1 WHERE id % 2 = 0",
            "UPDATE events SET kind = 'k2' WHERE id = 3",
            "DELETE FROM events WHERE id % 3 = 0",
            "UPDATE events SET v = 1000 WHERE id = 1",
            "DELETE FROM events WHERE kind = 'new'",
        ],
    )
