"""Witness rows (docs/architecture.md, "Joined sources") are bumped by the commit-time flush of
a lone key only when the transaction's statements could have changed which keys a joined
source's derivation finds: an INSERT, a DELETE, or an UPDATE that names a column the join
derivations read. An UPDATE of other columns spares the bump (docs/decisions/0005), and concurrent
writers of a joined source still never leave a stale row."""

from __future__ import annotations

import psycopg2
import pytest
from helpers import GROUPED_SQL as SQL
from helpers import waits_behind_flushed_writer

from dbt_tview import api
from dbt_tview.analyzer import analyze
from dbt_tview.analyzer.model import Relation

LEVELS = {
    "read_committed": psycopg2.extensions.ISOLATION_LEVEL_READ_COMMITTED,
    "repeatable_read": psycopg2.extensions.ISOLATION_LEVEL_REPEATABLE_READ,
}
SCHEMA = {
    "public": {
        "tb_b": {"id": "int", "grp": "int", "v": "int"},
        "tb_g": {"grp": "int", "label": "text"},
    }
}


# ------------------------------------------------------------------ analysis (no database)
@pytest.mark.parametrize(
    ("sql", "expected"),
    [
        (SQL, {"id", "grp"}),
        # a filter on the direct source is part of the join derivation: its column counts
        (SQL + " WHERE b.v > 0", {"id", "grp", "v"}),
        ("SELECT b.id, g.label FROM tb_b b JOIN tb_g g USING (grp)", {"id", "grp"}),
        # a whole-row reference reads every column: none can be told apart
        (SQL + " WHERE b::text NOT LIKE '%9%'", None),
    ],
)
def test_the_columns_a_join_derivation_reads(sql, expected):
    a = analyze("m", sql, key="id", schema=SCHEMA)
    assert a.join_read_columns(Relation(None, "tb_b")) == expected


def test_a_source_alone_has_no_join_columns():
    a = analyze("m", "SELECT b.id, b.v FROM tb_b b", key="id", schema=SCHEMA)
    assert a.join_read_columns(Relation(None, "tb_b")) == frozenset()


# ------------------------------------------------------------------ in the database
@pytest.fixture
def tv(grouped_sources):
    conn = grouped_sources(200)
    api.install(conn, name="tv_b", sql=SQL, key="id")
    conn.commit()
    return conn


def _one(conn, sql: str, args: tuple = ()):
    with conn.cursor() as cur:
        cur.execute(sql, args or None)
        return cur.fetchone()[0]


def _bumps(conn, *stmts: str) -> int:
    """How much the transaction running `stmts` raised tv_b's witness rows (and the tview
    equals its view after it)."""
    sql = (
        "SELECT sum(n) FROM tview.witness WHERE tview_id = "
        "(SELECT id FROM tview.tview WHERE tbl_name = 'tv_b')"
    )
    before = _one(conn, sql)
    conn.commit()
    with conn.cursor() as cur:
        for s in stmts:
            cur.execute(s)
    conn.commit()
    assert api.diff(conn, name="tv_b") == []
    after = _one(conn, sql)
    conn.commit()
    return after - before


def test_an_update_of_other_columns_bumps_no_witness_row(tv):
    assert _bumps(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 7") == 0
    assert _bumps(tv, *["UPDATE tb_b SET v = v + 1 WHERE id = 8"] * 10) == 0


@pytest.mark.parametrize(
    "stmts",
    [
        ["UPDATE tb_b SET grp = 3 WHERE id = 7"],
        ["UPDATE tb_b SET grp = grp, v = 5 WHERE id = 7"],  # named, even if unchanged
        ["UPDATE tb_b SET v = 1 WHERE id = 7", "UPDATE tb_b SET grp = 4 WHERE id = 7"],
        ["INSERT INTO tb_b VALUES (1000, 2, 0)"],
        ["UPDATE tb_b SET id = 2000 WHERE id = 10"],
    ],
)
def test_a_statement_that_may_move_a_key_bumps_the_witness_row(tv, stmts):
    assert _bumps(tv, *stmts) == 1


def test_a_whole_row_filter_makes_every_update_bump(grouped_sources):
    """The join derivation reads the whole row of tb_b (a filter on `b::text`): an UPDATE of
    any column may change which keys it finds, as `v` does here."""
    conn = grouped_sources(200)
    api.install(conn, name="tv_b", sql=SQL + " WHERE b::text NOT LIKE '%,9)'", key="id")
    conn.commit()
    assert _bumps(conn, "UPDATE tb_b SET v = 5 WHERE id = 7") == 1


@pytest.mark.parametrize(
    "stmts",
    [
        ["UPDATE tb_b SET v = 2 WHERE id = 7", "DELETE FROM tb_b WHERE id = 7"],
        ["DELETE FROM tb_b WHERE id = 9"],
    ],
)
def test_a_deleted_row_bumps_no_bucket(tv, stmts):
    """A joined writer still finds a row deleted concurrently, and the key lock orders the two
    refreshes: a row's bucket is bumped only for the join value it holds at the end."""
    assert _bumps(tv, *stmts) == 0


def test_the_update_trigger_names_the_columns_the_joins_read(tv):
    cols = _one(
        tv,
        "SELECT array_agg(a.attname::text ORDER BY a.attname) FROM pg_trigger g "
        "JOIN pg_attribute a ON a.attrelid = g.tgrelid AND a.attnum = ANY(g.tgattr::int2[]) "
        "WHERE g.tgrelid = 'tb_b'::regclass AND g.tgname LIKE 'tview\\_%\\_reads'",
    )
    assert cols == ["grp", "id"]
    # the joined source's rows reach keys through tb_b: it has no such trigger
    assert _one(tv, "SELECT count(*) FROM pg_trigger WHERE tgname LIKE 'tview\\_%\\_reads'") == 1


def test_a_before_update_trigger_of_the_source_makes_every_update_bump(grouped_sources):
    """A BEFORE UPDATE trigger may change a join column the statement does not name, which a
    column-specific trigger does not see: such a source bumps on every lone key, and one
    created after the install shows in tview.status() until `dbt run` reinstalls."""
    conn = grouped_sources(200)
    with conn.cursor() as cur:
        cur.execute(
            "CREATE FUNCTION move() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
            "IF NEW.v = 99 THEN NEW.grp := 5; END IF; RETURN NEW; END $$;"
            "CREATE TRIGGER a_move BEFORE UPDATE ON tb_b FOR EACH ROW EXECUTE FUNCTION move()"
        )
    conn.commit()
    api.install(conn, name="tv_b", sql=SQL, key="id")
    conn.commit()
    assert _one(conn, "SELECT count(*) FROM pg_trigger WHERE tgname LIKE 'tview\\_%\\_reads'") == 0
    assert _bumps(conn, "UPDATE tb_b SET v = 99 WHERE id = 7") == 1
    assert _one(conn, "SELECT grp FROM tv_b WHERE id = 7") == 5
    conn.commit()

    # created after the install: reported, and a reinstall puts the tview right
    with conn.cursor() as cur:
        cur.execute("DROP TRIGGER a_move ON tb_b")
    conn.commit()
    api.install(conn, name="tv_b", sql=SQL, key="id", full_refresh=True)
    conn.commit()
    health = "SELECT health FROM tview.status() WHERE tview = 'public.tv_b'"
    assert _one(conn, health) == "ok"
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TRIGGER a_move BEFORE UPDATE ON tb_b FOR EACH ROW EXECUTE FUNCTION move()"
        )
    conn.commit()
    assert "BEFORE UPDATE trigger" in _one(conn, health)
    conn.commit()
    api.install(conn, name="tv_b", sql=SQL, key="id", full_refresh=True)
    conn.commit()
    assert _one(conn, health) == "ok"
    assert _bumps(conn, "UPDATE tb_b SET v = 99 WHERE id = 8") == 1


def test_a_disabled_update_trigger_shows_in_status(tv):
    health = "SELECT health FROM tview.status() WHERE tview = 'public.tv_b'"
    tg = _one(tv, "SELECT tgname FROM pg_trigger WHERE tgname LIKE 'tview\\_%\\_reads'")
    with tv.cursor() as cur:
        cur.execute(f'ALTER TABLE tb_b DISABLE TRIGGER "{tg}"')
    tv.commit()
    assert "triggers missing or disabled" in _one(tv, health)
    tv.commit()


@pytest.mark.parametrize("level", ["read_committed", "repeatable_read"])
def test_a_joined_writer_waits_for_an_update_that_spared_the_witness(tv, dsn, level):
    """T2 updates a column no join reads of a row of group 1 and has flushed (not committed,
    no witness row bumped); T1 renames group 1. T1 finds the key through the group, waits on
    its lock for T2 and sees its commit (READ COMMITTED) or fails with 40001 (REPEATABLE
    READ): never a stale row."""
    outcome = waits_behind_flushed_writer(
        dsn,
        LEVELS[level],
        "UPDATE tb_b SET v = 42 WHERE id = 11",
        "UPDATE tb_g SET label = 'renamed' WHERE grp = 1",
    )
    assert outcome == {"read_committed": "ok", "repeatable_read": "40001"}[level]
    assert api.diff(tv, name="tv_b") == []
    assert _one(tv, "SELECT v FROM tv_b WHERE id = 11") == 42
    tv.rollback()


@pytest.mark.parametrize("level", ["read_committed", "repeatable_read"])
def test_an_update_that_spared_the_witness_after_a_rename_is_not_stale(tv, dsn, level):
    """T1 renamed group 1 and committed after T2's snapshot; T2 then updates a column no join
    reads of a row of group 1: its refresh reads the new label (READ COMMITTED) or T2 fails
    with 40001 (REPEATABLE READ)."""
    t1, t2 = psycopg2.connect(dsn), psycopg2.connect(dsn)
    t2.set_isolation_level(LEVELS[level])
    try:
        t2.cursor().execute("SELECT 1")
        t1.cursor().execute("UPDATE tb_g SET label = 'renamed' WHERE grp = 1")
        t1.commit()
        t2.cursor().execute("UPDATE tb_b SET v = 43 WHERE id = 21")
        if level == "repeatable_read":
            # T2's snapshot cannot see the label its refresh would have to write
            try:
                t2.commit()
            except psycopg2.errors.SerializationFailure:
                t2.rollback()
        else:
            t2.commit()
        assert api.diff(tv, name="tv_b") == []
    finally:
        for x in (t1, t2):
            x.close()
        tv.rollback()


def test_the_update_trigger_goes_when_the_tview_needs_no_witness(tv):
    """Reinstalled without its join (no witness rows), the tview retires tview_N_reads (it
    never fires again) and drops its function: nothing of the old install asks for bumps."""
    wr = (
        "SELECT count(*) FROM pg_trigger WHERE tgname LIKE 'tview\\_%\\_reads' "
        "AND tgfoid::regproc::text NOT LIKE '%\\_retired'"
    )
    fn = "SELECT count(*) FROM pg_proc WHERE proname LIKE 'd\\_%\\_wr'"
    assert (_one(tv, wr), _one(tv, fn)) == (1, 1)
    api.install(tv, name="tv_b", sql="SELECT b.id, b.grp, b.v FROM tb_b b", key="id")
    tv.commit()
    assert (_one(tv, wr), _one(tv, fn)) == (0, 0)
    assert _one(tv, "SELECT count(*) FROM tview.witness") == 0
    with tv.cursor() as cur:
        cur.execute("UPDATE tb_b SET grp = 1 WHERE id = 3")
    tv.commit()
    assert api.diff(tv, name="tv_b") == []
