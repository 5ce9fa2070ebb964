"""The flush writes a tv row only when it differs from the view's: by the binary image of the
whole row, or, when every column's `=` is image equality, column by column (docs/decisions/0010).
Values that compare equal but read differently (numeric 1.0 and 1.00) must still reach the
table."""

from __future__ import annotations

import pytest
from helpers import commit_trigger, flush_function, function_def

from dbt_tview import api
from dbt_tview.sqlgen import TviewFacts


def _facts(types: list[str], collations: dict[str, str] | None = None) -> TviewFacts:
    cols = [f"c{i}" for i in range(len(types))]
    return TviewFacts(
        id=1,
        schema="public",
        table="tv_t",
        view="v_t",
        key=["c0"],
        key_types=types[:1],
        columns=cols,
        is_unique=True,
        column_types=types,
        column_collations=collations or {},
    )


@pytest.mark.parametrize(
    ("types", "collations", "expected"),
    [
        (["integer", "bigint", "text", "timestamp with time zone", "uuid"], None, True),
        (["integer", "character varying(20)", "boolean", "date", "bytea"], None, True),
        (["integer", "numeric(12,2)"], None, False),
        (["integer", "double precision"], None, False),
        (["integer", "character(3)"], None, False),
        (["integer", "interval"], None, False),
        (["integer", "jsonb"], None, False),
        (["integer", "text"], {"c1": ' COLLATE "und-x-icu"'}, False),
        ([], None, False),
    ],
)
def test_only_types_whose_equality_is_image_equality_compare_by_column(types, collations, expected):
    assert _facts(types, collations).eq_is_image is expected


def _text_rows(conn, sql: str) -> list[tuple]:
    with conn.cursor() as cur:
        cur.execute(sql)
        rows = cur.fetchall()
    conn.rollback()
    return rows


def _tview(conn, ddl: str, name: str, sql: str) -> str:
    """Sources from `ddl`, tview `name` over `sql` (key id); its flush function's definition."""
    with conn.cursor() as cur:
        cur.execute(ddl)
    api.install(conn, name=name, sql=sql, key="id")
    conn.commit()
    return function_def(conn, flush_function(conn, name))


def test_equal_values_that_read_differently_reach_the_table(conn):
    """A numeric column keeps the image test: a lone key, a few keys and a bulk statement each
    rewrite rows whose values only changed their text form."""
    body = _tview(
        conn,
        "CREATE TABLE tb_m (id int PRIMARY KEY, amount numeric);"
        "INSERT INTO tb_m SELECT g, 1.0 FROM generate_series(1, 200) g;",
        "tv_m",
        "SELECT id, amount FROM tb_m",
    )
    assert "*<>" in body
    for where in ("id = 7", "id IN (3, 4, 5)", "id > 10"):
        with conn.cursor() as cur:
            cur.execute(f"UPDATE tb_m SET amount = 1.00 WHERE {where}")
        conn.commit()
        assert api.diff(conn, name="tv_m") == []
        got = _text_rows(
            conn,
            f"SELECT t.amount::text, v.amount::text FROM tv_m t "
            f"JOIN v_m v USING (id) WHERE {where.replace('id', 't.id')}",
        )
        assert got and all(r == ("1.00", "1.00") for r in got), (where, got[:3])


def test_columns_with_image_equality_are_compared_as_they_are(conn):
    """An integer and text tview tests its rows column by column, in its flush function and in
    the commit trigger's block, and still writes every change, NULLs included."""
    body = _tview(
        conn,
        "CREATE TABLE tb_i (id int PRIMARY KEY, n bigint, label text, at timestamptz);"
        "INSERT INTO tb_i SELECT g, g, 'x' || g, '2026-01-01' FROM generate_series(1, 300) g;",
        "tv_i",
        "SELECT id, n, label, at FROM tb_i",
    )
    assert "IS DISTINCT FROM (x." in body and "*<>" not in body
    assert "IS DISTINCT FROM (x." in commit_trigger(conn)
    for sql in (
        "UPDATE tb_i SET n = n + 1 WHERE id = 5",  # a lone key
        "UPDATE tb_i SET label = NULL WHERE id = 6",  # a value to NULL
        "UPDATE tb_i SET label = 'x6' WHERE id = 6",  # and back
        "UPDATE tb_i SET at = at + interval '1 hour' WHERE id IN (1, 2, 3)",
        "UPDATE tb_i SET n = NULL WHERE id > 100",  # a dense range
        "UPDATE tb_i SET n = n WHERE id < 50",  # no change at all
    ):
        with conn.cursor() as cur:
            cur.execute(sql)
        conn.commit()
        assert api.diff(conn, name="tv_i") == [], sql
