"""A model whose table name is taken: a view or materialized view of that name (the model's
former materialization) is replaced by the tview's table; any other relation is refused, naming
it, with nothing changed."""

from __future__ import annotations

import psycopg2
import pytest

from dbt_tview import api
from dbt_tview.analyzer import TviewError

SQL = "SELECT id, g, v FROM src"


@pytest.fixture
def src(conn):
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE src (id int PRIMARY KEY, g int, v int);"
            "INSERT INTO src SELECT i, i % 7, i FROM generate_series(1, 200) i"
        )
    conn.commit()
    return conn


def _relkind(conn, name: str) -> str | None:
    with conn.cursor() as cur:
        cur.execute("SELECT relkind FROM pg_class WHERE oid = to_regclass(%s)", (name,))
        row = cur.fetchone()
    return row[0] if row else None


@pytest.mark.parametrize("former", ["VIEW", "MATERIALIZED VIEW"])
def test_a_view_or_materialized_view_becomes_the_tview_table(src, former: str) -> None:
    conn = src
    with conn.cursor() as cur:
        cur.execute(f"CREATE {former} m AS {SQL}")
    conn.commit()
    r = api.install(conn, name="m", sql=SQL, key="id")
    conn.commit()
    assert (r.action, r.rows) == ("created", 200)
    assert _relkind(conn, "m") == "r"
    assert api.diff(conn, name="m") == []
    with conn.cursor() as cur:
        cur.execute("UPDATE src SET v = v + 1 WHERE id <= 50; DELETE FROM src WHERE id > 190")
    conn.commit()
    assert api.diff(conn, name="m") == []


@pytest.mark.parametrize(
    ("ddl", "what"),
    [("CREATE SEQUENCE m", "a sequence"), ("CREATE TYPE m AS (a int)", "a composite type")],
)
def test_another_relation_of_the_name_is_refused_and_kept(src, ddl: str, what: str) -> None:
    conn = src
    with conn.cursor() as cur:
        cur.execute(ddl)
    conn.commit()
    kind = _relkind(conn, "m")
    with pytest.raises(TviewError, match=f"tview model 'm': .*{what}.*Drop or rename it"):
        api.install(conn, name="m", sql=SQL, key="id")
    conn.rollback()
    assert _relkind(conn, "m") == kind
    with conn.cursor() as cur:  # (the install's transaction, runtime included, rolled back)
        cur.execute("SELECT to_regclass('tview.tview') IS NULL")
        assert cur.fetchone()[0]


def test_a_read_materialized_view_waits_lock_timeout_then_nothing_changes(src, dsn) -> None:
    """Its DROP takes its lock under the install's lock_timeout and retries, like a LOCK."""
    conn = src
    with conn.cursor() as cur:
        cur.execute(f"CREATE MATERIALIZED VIEW m AS {SQL}")
    conn.commit()
    reader = psycopg2.connect(dsn)
    try:
        with reader.cursor() as cur:
            cur.execute("SELECT count(*) FROM m")  # (holds ACCESS SHARE until it ends)
        with pytest.raises(
            api.LockUnavailable, match='"public"."m" in ACCESS EXCLUSIVE mode .*pid'
        ):
            api.install(conn, name="m", sql=SQL, key="id", lock_timeout_ms=50, lock_attempts=2)
        conn.rollback()
    finally:
        reader.close()
    assert _relkind(conn, "m") == "m"
    r = api.install(conn, name="m", sql=SQL, key="id")
    conn.commit()
    assert r.action == "created" and api.diff(conn, name="m") == []


def test_a_lock_timeout_outside_the_lock_list_names_the_statement_that_waited(src, dsn) -> None:
    """The tview's view, replaced after the locks, is held by a reader: the error names the
    statement that waited for it (not the rollback that followed, nor a fallback's)."""
    conn = src
    api.install(conn, name="m", sql=SQL, key="id")
    conn.commit()
    reader = psycopg2.connect(dsn)
    try:
        with reader.cursor() as cur:
            cur.execute("SELECT count(*) FROM v_m")
        with pytest.raises(api.LockUnavailable, match=r"lock of: CREATE OR REPLACE VIEW \S*v_m"):
            api.install(
                conn,
                name="m",
                sql=f"{SQL} WHERE v > 0",
                key="id",
                lock_timeout_ms=50,
                lock_attempts=2,
            )
        conn.rollback()
    finally:
        reader.close()
    assert api.diff(conn, name="m") == []


def _after_the_read(monkeypatch, statements: list[str]) -> list[int]:
    """Run `statements` (in the install's transaction) once, after the install's first read and
    before its locks, as a concurrent change of the sources would; the reads, counted."""
    from dbt_tview import install

    reads, read_build = [], install._read_build

    def read_then_change(db, *args, **kwargs):
        out = read_build(db, *args, **kwargs)
        reads.append(1)
        if len(reads) == 1:
            for statement in statements:
                db.run(statement)
        return out

    monkeypatch.setattr(install, "_read_build", read_then_change)
    return reads


def test_a_source_retyped_after_the_read_reads_again(src, monkeypatch) -> None:
    """The code is rendered for the view's columns read before the locks: when they differ
    after the DDL, the install is undone (the change with it, here) and read again."""
    conn = src
    reads = _after_the_read(monkeypatch, ["ALTER TABLE src ALTER COLUMN v TYPE bigint"])
    api.install(conn, name="m", sql=SQL, key="id")
    conn.commit()
    assert len(reads) == 2
    with conn.cursor() as cur:
        cur.execute(
            "SELECT format_type(atttypid, atttypmod) FROM pg_attribute "
            "WHERE attrelid = 'm'::regclass AND attname = 'v'"
        )
        assert cur.fetchone()[0] == "integer"
        cur.execute("UPDATE src SET v = v + 1 WHERE id < 50")
    conn.commit()
    assert api.diff(conn, name="m") == []


def test_a_proven_key_the_rows_repeat_installs_the_code_of_a_key_that_repeats(
    src, monkeypatch
) -> None:
    """A key proven unique (the source's primary key) that the rows repeat after the read (the
    key dropped before the locks) installs the read's other code: refresh by partition."""
    conn = src
    reads = _after_the_read(
        monkeypatch,
        ["ALTER TABLE src DROP CONSTRAINT src_pkey", "INSERT INTO src VALUES (1, 1, 5)"],
    )
    api.install(conn, name="m", sql=SQL, key="id")
    conn.commit()
    assert len(reads) == 1
    with conn.cursor() as cur:
        cur.execute("SELECT is_unique FROM tview.tview WHERE tbl_name = 'm'")
        assert cur.fetchone()[0] is False
        cur.execute("UPDATE src SET v = v + 1 WHERE id < 50")
    conn.commit()
    assert api.diff(conn, name="m") == []
