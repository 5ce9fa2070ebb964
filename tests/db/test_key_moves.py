"""An UPDATE of a direct source finds the keys it touched from its new rows alone, unless it
names a column of the key expressions: only then can a row move to another key, whose old key
the old rows tell. The column-specific trigger tview_N_key (UPDATE OF the key columns) marks the
transaction so, and moves its pending lone key to the queue; its UPDATEs read both sides from
then on (decision 0014). A source whose own BEFORE UPDATE triggers may change a key column behind
the statement's back reads both sides always."""

from __future__ import annotations

import pytest
from helpers import GROUPED_SQL

from dbt_tview import api
from dbt_tview.analyzer import analyze
from dbt_tview.analyzer.model import Relation

SCHEMA = {
    "public": {
        "tb_b": {"id": "int", "grp": "int", "v": "int"},
        "tb_g": {"grp": "int", "label": "text"},
    }
}
ALONE = "SELECT b.id, b.grp, b.v FROM tb_b b"


# ------------------------------------------------------------------ analysis (no database)
@pytest.mark.parametrize(
    ("sql", "key", "rel", "expected"),
    [
        (ALONE, "id", "tb_b", {"id"}),
        # the key is the direct source's column: the join's columns are not the key's
        (GROUPED_SQL, "id", "tb_b", {"id"}),
        # a key computed from two columns
        ("SELECT b.id * 10 + b.grp AS k, b.v FROM tb_b b", "k", "tb_b", {"id", "grp"}),
        # a joined source's keys come through the join: no such set
        (GROUPED_SQL, "id", "tb_g", None),
    ],
)
def test_the_columns_a_key_reads(sql, key, rel, expected):
    a = analyze("m", sql, key=key, schema=SCHEMA)
    got = a.key_read_columns(Relation(None, rel))
    assert got == (None if expected is None else frozenset(expected))


# ------------------------------------------------------------------ in the database
def _one(conn, sql: str, args: tuple = ()):
    with conn.cursor() as cur:
        cur.execute(sql, args or None)
        row = cur.fetchone()
    return row[0] if row else None


def _key_trigger(conn) -> list[str] | None:
    """The columns tv_b's tview_N_key names, or None without one or with a retired one (which
    never fires: see _statement_triggers.retire; ends the transaction)."""
    cols = _one(
        conn,
        "SELECT array_agg(a.attname::text ORDER BY a.attname) FROM pg_trigger g "
        "JOIN pg_attribute a ON a.attrelid = g.tgrelid AND a.attnum = ANY(g.tgattr) "
        "WHERE g.tgrelid = 'tb_b'::regclass AND g.tgname = "
        "(SELECT 'tview_' || id || '_key' FROM tview.tview WHERE tbl_name = 'tv_b') "
        "AND g.tgfoid::regproc::text NOT LIKE '%\\_retired'",
    )
    conn.rollback()
    return cols


def _run(conn, stmts: list[str]) -> None:
    """Run `stmts` in one transaction; the tview equals its view after the commit."""
    with conn.cursor() as cur:
        for s in stmts:
            cur.execute(s)
    conn.commit()
    assert api.diff(conn, name="tv_b") == []


@pytest.fixture(params=["alone", "joined"])
def tv(request, grouped_sources):
    conn = grouped_sources(200)
    api.install(conn, name="tv_b", sql=ALONE if request.param == "alone" else GROUPED_SQL, key="id")
    conn.commit()
    return conn


MOVES = [
    ["UPDATE tb_b SET id = 5000 WHERE id = 7"],
    # a lone key pending, then its own row moves, or another's
    ["UPDATE tb_b SET v = 1 WHERE id = 7", "UPDATE tb_b SET id = 5000 WHERE id = 7"],
    ["UPDATE tb_b SET v = 1 WHERE id = 8", "UPDATE tb_b SET id = 5000 WHERE id = 7"],
    ["UPDATE tb_b SET v = 1 WHERE id = 8", "UPDATE tb_b SET id = 8000, v = 2 WHERE id = 8"],
    # after a move, statements that name no key column (their new rows tell their keys)
    ["UPDATE tb_b SET id = 5000 WHERE id = 7", "UPDATE tb_b SET v = 3 WHERE id = 5000"],
    ["UPDATE tb_b SET id = 5000 WHERE id = 7", "UPDATE tb_b SET v = 3 WHERE id = 9"],
    # named, unchanged
    ["UPDATE tb_b SET id = id, v = 4 WHERE id = 9", "UPDATE tb_b SET v = 5 WHERE id = 9"],
    # many rows: moved (old and new keys in the queue or as ranges), or not
    ["UPDATE tb_b SET id = id + 1000 WHERE id <= 100"],
    [
        "UPDATE tb_b SET v = v + 1 WHERE id BETWEEN 1 AND 150",
        "UPDATE tb_b SET id = -id WHERE id <= 3",
    ],
    ["UPDATE tb_b SET v = 1 WHERE id = 4", "UPDATE tb_b SET id = id + 300 WHERE id % 2 = 0"],
    # the other statements that update: an upsert and a MERGE
    ["INSERT INTO tb_b VALUES (7, 0, 0) ON CONFLICT (id) DO UPDATE SET id = 9000"],
    [
        "UPDATE tb_b SET v = 1 WHERE id = 8",
        "MERGE INTO tb_b t USING (VALUES (8)) s (id) ON t.id = s.id "
        "WHEN MATCHED THEN UPDATE SET id = 8001",
    ],
    # two rows swap their keys
    [
        "UPDATE tb_b SET id = CASE id WHEN 11 THEN -11 WHEN 12 THEN 11 END WHERE id IN (11, 12)",
        "UPDATE tb_b SET id = 12 WHERE id = -11",
    ],
]


@pytest.mark.parametrize("immediate", [False, True], ids=["at-commit", "immediate"])
@pytest.mark.parametrize("stmts", MOVES)
def test_rows_moved_to_other_keys_leave_none_behind(tv, stmts, immediate):
    assert _key_trigger(tv) == ["id"]
    _run(tv, ["SET CONSTRAINTS ALL IMMEDIATE", *stmts] if immediate else stmts)
    assert _one(tv, "SELECT count(*) FROM tv_b WHERE id = ANY('{7,11,12}')") == (
        _one(tv, "SELECT count(*) FROM tb_b WHERE id = ANY('{7,11,12}')")
    )


def test_a_move_in_a_transaction_of_many_statements(tv):
    """Lone keys, a move, and lone keys again, with a savepoint rolled back in between."""
    _run(
        tv,
        [
            "UPDATE tb_b SET v = 1 WHERE id = 20",
            "SAVEPOINT s",
            "UPDATE tb_b SET id = 6000 WHERE id = 21",
            "ROLLBACK TO SAVEPOINT s",
            "UPDATE tb_b SET v = 2 WHERE id = 20",
            "UPDATE tb_b SET id = 6000 WHERE id = 20",
            "UPDATE tb_b SET v = 3 WHERE id = 6000",
            "UPDATE tb_b SET v = 3 WHERE id = 22",
        ],
    )
    assert _one(tv, "SELECT count(*) FROM tv_b WHERE id IN (20, 6000)") == 1


def test_text_keys_move_too(conn):
    """A key of another type than integer (the delta function's queue path)."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_b (code text PRIMARY KEY, v int);"
            "INSERT INTO tb_b SELECT 'c' || i, i FROM generate_series(1, 50) i;"
        )
    conn.commit()
    api.install(conn, name="tv_b", sql="SELECT b.code, b.v FROM tb_b b", key="code")
    conn.commit()
    assert _key_trigger(conn) == ["code"]
    _run(
        conn,
        ["UPDATE tb_b SET v = 0 WHERE code = 'c1'", "UPDATE tb_b SET code = 'x' WHERE code = 'c1'"],
    )
    _run(
        conn,
        [
            "UPDATE tb_b SET code = code || '!' WHERE v > 40",
            "UPDATE tb_b SET v = 7 WHERE code = 'c2'",
        ],
    )
    _run(conn, ["UPDATE tb_b SET v = v + 1"])


BEFORE = """
CREATE FUNCTION tb_b_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.v = 99 THEN NEW.id := NEW.id + 10000; END IF;  -- a key moved unnamed
    RETURN NEW;
END $$;
CREATE TRIGGER tb_b_move BEFORE UPDATE ON tb_b FOR EACH ROW EXECUTE FUNCTION tb_b_move();
"""


def test_a_before_update_trigger_makes_every_update_read_its_old_rows(grouped_sources):
    conn = grouped_sources(200)
    with conn.cursor() as cur:
        cur.execute(BEFORE)
    conn.commit()
    api.install(conn, name="tv_b", sql=ALONE, key="id")
    conn.commit()
    assert _key_trigger(conn) is None
    _run(conn, ["UPDATE tb_b SET v = 99 WHERE id = 7"])
    _run(conn, ["UPDATE tb_b SET v = 1 WHERE id = 8", "UPDATE tb_b SET v = 99 WHERE id = 8"])
    assert _one(conn, "SELECT count(*) FROM tv_b WHERE id IN (7, 8)") == 0


def test_a_before_update_trigger_created_since_is_reported_and_dbt_run_puts_it_right(tv):
    assert _key_trigger(tv) == ["id"]
    with tv.cursor() as cur:
        cur.execute(BEFORE)
    tv.commit()
    health = _one(tv, "SELECT health FROM tview.status() WHERE tview = 'public.tv_b'")
    tv.rollback()
    assert "BEFORE UPDATE trigger was created since the install" in health
    # reinstalled (what dbt run does for it): the UPDATEs read their old rows again
    api.install(tv, name="tv_b", sql=ALONE, key="id", full_refresh=True)
    tv.commit()
    assert _key_trigger(tv) is None
    _run(tv, ["UPDATE tb_b SET v = 99 WHERE id = 7"])
    assert _one(tv, "SELECT count(*) FROM tv_b WHERE id = 7") == 0


def test_a_key_of_two_columns_moves_by_either(grouped_sources):
    conn = grouped_sources(100)
    api.install(conn, name="tv_b", sql="SELECT b.grp, b.id, b.v FROM tb_b b", key=["grp", "id"])
    conn.commit()
    assert _key_trigger(conn) == ["grp", "id"]
    _run(conn, ["UPDATE tb_b SET v = 1 WHERE id = 7", "UPDATE tb_b SET grp = 5 WHERE id = 7"])
    _run(conn, ["UPDATE tb_b SET id = 700 WHERE id = 8", "UPDATE tb_b SET v = 2 WHERE id = 9"])
    _run(conn, ["UPDATE tb_b SET v = 3 WHERE id < 50"])
    assert _one(conn, "SELECT count(*) FROM tv_b WHERE id IN (7, 8, 700)") == 2
