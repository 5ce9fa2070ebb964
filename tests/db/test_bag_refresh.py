"""A tview whose key is not unique (or a pending key with a NULL) is refreshed as multisets:
surplus copies deleted, missing ones inserted, in two statements. Each statement reads the
view's rows of the pending keys once: a column of a flattened view is computed at every place
a statement names it, and an expensive one (a function call per row) would cost that many
times over. The count of calls of the view's function tells.
"""

from __future__ import annotations

import psycopg2
import pytest

from dbt_tview import api

SOURCES = (
    "CREATE FUNCTION tb_cost(x int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT x';"
    "CREATE TABLE tb_g (grp int PRIMARY KEY, label text);"
    "INSERT INTO tb_g SELECT g, 'g' || g FROM generate_series(0, 9) g;"
    "CREATE TABLE tb_a (id int PRIMARY KEY, grp int REFERENCES tb_g, v int);"
    "INSERT INTO tb_a SELECT g, g % 10, g % 50 FROM generate_series(1, 1000) g;"
)
SQL = "SELECT a.id, a.v, g.label, tb_cost(a.v) AS c FROM tb_a a JOIN tb_g g ON g.grp = a.grp"
# (after the install: the same function, counting its calls in a transaction's setting)
COUNTING = (
    "CREATE OR REPLACE FUNCTION tb_cost(x int) RETURNS int LANGUAGE plpgsql IMMUTABLE AS "
    "$$BEGIN PERFORM set_config('x.calls', (COALESCE(NULLIF(current_setting('x.calls', true), "
    "''), '0')::int + 1)::text, true); RETURN x; END$$"
)


@pytest.mark.parametrize(
    ("key", "write", "pending"),
    [  # (the write, and the rows of the keys it leaves pending, after it)
        (["v"], "UPDATE tb_a SET v = 7 WHERE id = 1", "v IN (1, 7)"),
        (["v"], "UPDATE tb_g SET label = 'x' WHERE grp = 3", "v % 10 = 3"),
        (["v"], "DELETE FROM tb_a WHERE id = 2", "v = 2"),
        (  # (a key with a NULL: the refresh of NULL keys)
            ["label", "v"],
            "UPDATE tb_a SET v = NULL WHERE id = 5",
            "label = 'g5' AND (v = 5 OR v IS NULL)",
        ),
    ],
)
def test_a_bag_refresh_computes_each_row_of_the_view_once_per_statement(
    dsn: str, key: list[str], write: str, pending: str
) -> None:
    c = psycopg2.connect(dsn)
    with c.cursor() as cur:
        cur.execute(SOURCES)
    c.commit()
    api.install(c, name="tv_b", sql=SQL, key=key, unique=False)
    with c.cursor() as cur:
        cur.execute(COUNTING)
    c.commit()
    with c.cursor() as cur:
        cur.execute(write)
        cur.execute("SELECT tview.flush(), current_setting('x.calls', true)")
        calls = int(cur.fetchone()[1] or 0)
        cur.execute(f"SELECT count(*) FROM tv_b WHERE {pending}")
        rows = cur.fetchone()[0]
    c.commit()
    assert rows > 1 and calls == 2 * rows, (calls, rows)  # (one read of them per statement)
    assert api.diff(c, name="tv_b") == []
    c.close()
