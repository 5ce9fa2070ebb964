"""Issue 2, point 4: after every COMMIT each tview equals its view, whatever the transaction did.

One real `dbt run` builds tests/projects/maintenance (12 tviews over four sources, three levels
deep) on a real PostgreSQL; each test runs one kind of transaction through psycopg2 and asserts
multiset equality of every tv_* table with its view after the commit.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import psycopg2
import pytest
from helpers import built_dbt_project

from dbt_tview import api

PROJECT = Path(__file__).resolve().parents[1] / "projects" / "maintenance"
TVIEWS = [
    "tv_filter",
    "tv_inner",
    "tv_left",
    "tv_full",
    "tv_exists",
    "tv_grp",
    "tv_distinct",
    "tv_union",
    "tv_doc",
    "tv_doc2",
    "tv_doc3",
    "tv_global",
]

pytestmark = pytest.mark.dbt


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict]:
    with built_dbt_project(
        tmp_path_factory.mktemp("dbt"), "tview_maintenance", PROJECT, [PROJECT / "setup.sql"]
    ) as built:
        yield built


@pytest.fixture
def db(project: dict) -> Iterator[psycopg2.extensions.connection]:
    c = psycopg2.connect(project["dsn"])
    yield c
    c.close()


def assert_consistent(c: psycopg2.extensions.connection) -> None:
    """The oracle: (tv EXCEPT ALL v) UNION ALL (v EXCEPT ALL tv) is empty for every tview."""
    bad = {}
    for tv in TVIEWS:
        d = api.diff(c, name=tv)
        if d:
            bad[tv] = d[:10]
    c.rollback()
    assert not bad, f"tviews differ from their views: {bad}"


def run_tx(c: psycopg2.extensions.connection, *statements: str, commit: bool = True) -> None:
    with c.cursor() as cur:
        for s in statements:
            cur.execute(s)
    if commit:
        c.commit()
    else:
        c.rollback()


def test_dbt_run_built_every_tview_consistent(db):
    assert_consistent(db)


def test_oracle_detects_a_stale_row(db):
    """The check itself can fail: corrupt a table behind the triggers' back."""
    run_tx(db, "UPDATE public.tv_inner SET val = -999 WHERE id = 1")
    with pytest.raises(AssertionError, match="tv_inner"):
        assert_consistent(db)
    run_tx(db, "SELECT tview.refresh('public.tv_inner'::regclass, '[1]')")
    assert_consistent(db)


def test_multi_statement_same_rows_many_times(db):
    run_tx(
        db,
        "UPDATE src.tb_a SET val = val + 1 WHERE id BETWEEN 1 AND 5",
        "UPDATE src.tb_a SET val = val + 1 WHERE id BETWEEN 3 AND 8",
        "UPDATE src.tb_b SET val = val * 2 WHERE a_id = 3",
        "DELETE FROM src.tb_c WHERE b_id = 3",
        "INSERT INTO src.tb_c VALUES (1001, 3, 7)",
        "UPDATE src.tb_a SET name = name || '!' WHERE id = 3",
        "UPDATE src.tb_a SET name = rtrim(name, '!') WHERE id = 3",
    )
    assert_consistent(db)


def test_savepoints_release_and_rollback_to(db):
    run_tx(
        db,
        "UPDATE src.tb_a SET name = 'kept' WHERE id = 4",
        "SAVEPOINT s1",
        "UPDATE src.tb_a SET name = 'undone' WHERE id = 5",
        "DELETE FROM src.tb_b WHERE a_id = 5",
        "ROLLBACK TO SAVEPOINT s1",
        "SAVEPOINT s2",
        "INSERT INTO src.tb_x VALUES (500, 4, 'in s2')",
        "RELEASE SAVEPOINT s2",
    )
    assert_consistent(db)


def test_rollback_leaves_everything_as_it_was(db):
    run_tx(db, "DELETE FROM src.tb_a WHERE id < 10", "TRUNCATE src.tb_x", commit=False)
    assert_consistent(db)


def test_writable_cte_changes_several_sources(db):
    run_tx(
        db,
        """WITH na AS (INSERT INTO src.tb_a VALUES (100, 1, 1, 'cte', true) RETURNING id),
                nb AS (INSERT INTO src.tb_b SELECT 100, id, 50, 'cte' FROM na RETURNING id),
                dx AS (DELETE FROM src.tb_x WHERE a_id = 6 RETURNING id),
                ub AS (UPDATE src.tb_b SET a_id = 100 WHERE id = 7 RETURNING id)
           INSERT INTO src.tb_c SELECT 1000 + id, id, 100 FROM nb""",
    )
    assert_consistent(db)
    run_tx(
        db,
        """WITH da AS (DELETE FROM src.tb_a WHERE id = 100 RETURNING id)
           UPDATE src.tb_x SET a_id = 100 WHERE id = 1""",
    )
    assert_consistent(db)


def test_fk_on_update_cascade(db):
    run_tx(db, "UPDATE src.tb_a SET id = 200 WHERE id = 8")
    assert_consistent(db)
    run_tx(db, "UPDATE src.tb_b SET id = id + 1000 WHERE a_id = 200")
    assert_consistent(db)


def test_fk_on_delete_cascade(db):
    run_tx(db, "DELETE FROM src.tb_a WHERE id IN (9, 10)")
    assert_consistent(db)


def test_user_trigger_modifies_another_source(db):
    run_tx(db, "INSERT INTO src.tb_c VALUES (2000, 11, 1), (2001, 12, 2)")
    assert_consistent(db)


def test_key_changes(db):
    run_tx(
        db,
        "UPDATE src.tb_b SET id = 3000 WHERE id = 13",
        "UPDATE src.tb_a SET grp = 99 WHERE id = 13",
        "UPDATE src.tb_x SET id = 3000, a_id = 14 WHERE id = 14",
    )
    assert_consistent(db)


def test_rows_leave_and_enter_a_where_filter(db):
    run_tx(db, "UPDATE src.tb_a SET flag = NOT flag WHERE id BETWEEN 14 AND 20")
    assert_consistent(db)
    run_tx(db, "UPDATE src.tb_x SET tag = 'hide' WHERE a_id = 15")
    assert_consistent(db)


def test_null_keys_and_null_join_columns(db):
    run_tx(
        db,
        "INSERT INTO src.tb_a VALUES (300, NULL, NULL, NULL, true)",
        "UPDATE src.tb_a SET grp = NULL WHERE id = 16",
        "INSERT INTO src.tb_x VALUES (301, NULL, 'nulljoin'), (302, 300, 'x')",
        "UPDATE src.tb_b SET a_id = NULL WHERE id = 17",
    )
    assert_consistent(db)
    run_tx(db, "DELETE FROM src.tb_a WHERE grp IS NULL AND id > 31")
    assert_consistent(db)


def test_groups_that_empty_out(db):
    run_tx(db, "UPDATE src.tb_a SET grp = 1000 WHERE id = 18")
    assert_consistent(db)
    run_tx(db, "DELETE FROM src.tb_a WHERE grp = 1000")
    assert_consistent(db)


def test_read_your_writes_with_flush(db):
    with db.cursor() as cur:
        cur.execute("UPDATE src.tb_a SET name = 'ryw' WHERE id = 19")
        cur.execute("SELECT tview.flush()")
        cur.execute("SELECT data->>'name' FROM public.tv_doc WHERE id = 19")
        assert cur.fetchone()[0] == "ryw"
        for tv in TVIEWS:
            assert not api.diff(db, name=tv), tv
        cur.execute("UPDATE src.tb_a SET name = 'ryw2' WHERE id = 19")
    db.commit()
    assert_consistent(db)


def test_truncate_of_each_source(db):
    run_tx(db, "TRUNCATE src.tb_x")
    assert_consistent(db)
    run_tx(db, "TRUNCATE src.tb_c")
    assert_consistent(db)
    run_tx(db, "TRUNCATE src.tb_a CASCADE")
    assert_consistent(db)
    # and refill: everything comes back
    with psycopg2.connect(db.dsn) as c, c.cursor() as cur:
        cur.execute(
            "INSERT INTO src.tb_a SELECT g, g % 4, g * 10, 'a' || g, g % 3 <> 0 "
            "FROM generate_series(1, 30) g;"
            "INSERT INTO src.tb_b SELECT g, (g % 30) + 1, g, 'b' || g "
            "FROM generate_series(1, 60) g;"
            "INSERT INTO src.tb_c SELECT g, (g % 60) + 1, g FROM generate_series(1, 90) g;"
            "INSERT INTO src.tb_x SELECT g, g % 35, 't' || g FROM generate_series(1, 40) g;"
        )
    assert_consistent(db)


def _stats(c: psycopg2.extensions.connection) -> dict[str, tuple]:
    with c.cursor() as cur:
        cur.execute(
            "SELECT tview, flushes, keys, inserted, updated, deleted FROM tview.session_stats()"
        )
        return {r[0]: r[1:] for r in cur.fetchall()}


def test_a_key_touched_many_times_is_refreshed_once(db):
    run_tx(db, "SELECT tview.reset_session_stats()")
    run_tx(db, *[f"UPDATE src.tb_a SET val = {i} WHERE id = 23" for i in range(10)])
    stats = _stats(db)
    db.rollback()
    flushes, keys, ins, upd, dele = stats["public.tv_filter"]
    assert (flushes, keys) == (1, 1)
    assert (ins, upd, dele) == (0, 1, 0)
    # tv_inner reads no column of tb_a that the statements name: its trigger does nothing
    assert "public.tv_inner" not in stats
    assert_consistent(db)


def test_a_no_op_change_does_not_cascade(db):
    """tb_a.val is read by no tview: an UPDATE of it is dropped by the delta triggers, no
    flush. A value read changed and changed back in one transaction: the flush recomputes,
    finds nothing, writes nothing."""
    run_tx(db, "SELECT tview.reset_session_stats()")
    run_tx(db, "UPDATE src.tb_a SET val = val WHERE id = 22")
    stats = _stats(db)
    db.rollback()
    assert "public.tv_doc" not in stats
    run_tx(
        db,
        "UPDATE src.tb_a SET grp = grp + 1 WHERE id = 22",
        "UPDATE src.tb_a SET grp = grp - 1 WHERE id = 22",
    )
    stats = _stats(db)
    db.rollback()
    assert stats["public.tv_doc"][2:] == (0, 0, 0)  # recomputed, nothing written
    assert "public.tv_doc2" not in stats  # so nothing cascaded to level 2 or 3
    assert "public.tv_doc3" not in stats
    assert_consistent(db)


def test_rerun_of_unchanged_project_changes_nothing(project, db):
    with db.cursor() as cur:
        cur.execute(
            "SELECT sum(n_tup_ins + n_tup_upd + n_tup_del) FROM pg_stat_user_tables "
            "WHERE relname LIKE 'tv\\_%'"
        )
        before = cur.fetchone()[0]
        cur.execute("SELECT max(installed_at) FROM tview.tview")
        installed = cur.fetchone()[0]
    db.rollback()
    ok, out = project["run"](["run"])
    assert ok, out
    with db.cursor() as cur:
        cur.execute("SELECT pg_stat_clear_snapshot()")
        cur.execute("SELECT max(installed_at) FROM tview.tview")
        assert cur.fetchone()[0] == installed
        cur.execute(
            "SELECT sum(n_tup_ins + n_tup_upd + n_tup_del) FROM pg_stat_user_tables "
            "WHERE relname LIKE 'tv\\_%'"
        )
        assert cur.fetchone()[0] == before
    db.rollback()
    assert_consistent(db)
