"""The tv table's key index follows the model's key: its columns and uniqueness, and it goes
when the key does, so rows the new definition repeats are accepted and looked up by key."""

from __future__ import annotations

import pytest

from dbt_tview import api

DOUBLED = "SELECT id, g FROM src UNION ALL SELECT id, g + 100 AS g FROM src"


@pytest.fixture
def src(conn):
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE src (id int PRIMARY KEY, g int);"
            "INSERT INTO src SELECT i, i % 3 FROM generate_series(1, 30) i"
        )
    conn.commit()
    api.install(conn, name="m", sql="SELECT id, g FROM src", key="id")
    conn.commit()
    return conn


def _key_index(conn) -> list[tuple]:
    with conn.cursor() as cur:
        cur.execute(
            "SELECT ix.indisunique, ARRAY(SELECT a.attname::text FROM unnest(ix.indkey) "
            "WITH ORDINALITY k(attnum, n) JOIN pg_attribute a ON a.attrelid = ix.indrelid "
            "AND a.attnum = k.attnum ORDER BY k.n) FROM pg_index ix "
            "WHERE ix.indrelid = 'm'::regclass"
        )
        return cur.fetchall()


@pytest.mark.parametrize(
    ("sql", "key", "unique", "index"),
    [
        (DOUBLED, [], None, []),  # no key: no key index
        (DOUBLED, ["id", "g"], True, [(True, ["id", "g"])]),  # other columns, still unique
        (DOUBLED, ["g", "id"], None, [(False, ["g", "id"])]),
        ("SELECT id, g FROM src", ["g"], None, [(False, ["g"])]),
    ],
)
def test_the_key_index_follows_a_changed_key(src, sql, key, unique, index) -> None:
    conn = src
    assert _key_index(conn) == [(True, ["id"])]
    api.install(conn, name="m", sql=sql, key=key, unique=unique)
    conn.commit()
    assert _key_index(conn) == index
    assert api.diff(conn, name="m") == []
    with conn.cursor() as cur:
        cur.execute("UPDATE src SET g = g + 1 WHERE id <= 10; INSERT INTO src VALUES (31, 1)")
    conn.commit()
    assert api.diff(conn, name="m") == []
    # the same definition again keeps its rows and its index
    r = api.install(conn, name="m", sql=sql, key=key, unique=unique)
    conn.commit()
    assert r.action == "unchanged" and _key_index(conn) == index
