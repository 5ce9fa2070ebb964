"""A runtime upgrade (install._upgrade, planned by plan.plan_upgrade): an install that finds the
runtime of another version regenerates every tview's code in its transaction, rows kept, and
leaves a tview it cannot render as it was, with a warning naming it."""

from __future__ import annotations

import threading
import time

import psycopg2
import pytest

from dbt_tview import api
from dbt_tview.locks import LOCK_NOT_AVAILABLE

SCHEMA_SQL = (
    "CREATE TABLE src (id int PRIMARY KEY, v int);"
    "INSERT INTO src SELECT i, i FROM generate_series(1, 20) i;"
    "CREATE TABLE src2 (id int PRIMARY KEY, w int);"
    "INSERT INTO src2 SELECT i, i FROM generate_series(1, 20) i"
)


def _stale_runtime(conn) -> None:
    with conn.cursor() as cur:
        cur.execute("UPDATE tview.meta SET v = 'another version' WHERE k = 'runtime_hash'")
    conn.commit()


def test_an_upgrade_regenerates_every_tview_and_names_the_one_it_cannot(db) -> None:
    api.install(db, name="tv_a", sql="SELECT id, v FROM src", key="id")
    api.install(db, name="tv_b", sql="SELECT id, w FROM src2", key="id")
    db.commit()
    with db.cursor() as cur:  # (tv_b's view gone: its code cannot be rendered again)
        cur.execute("DROP VIEW v_b CASCADE")
    db.commit()
    _stale_runtime(db)
    res = api.install(db, name="tv_c", sql="SELECT id, v * 2 AS v2 FROM src", key="id")
    db.commit()
    skipped = [w.split(":")[0] for w in res.warnings if "was not regenerated" in w]
    assert skipped == ["public.tv_b"]
    with db.cursor() as cur:
        cur.execute("UPDATE src SET v = v + 1 WHERE id <= 5")
    db.commit()
    assert api.diff(db, name="tv_a") == []
    assert api.diff(db, name="tv_c") == []


def test_an_upgrade_replaces_the_functions_before_it_waits_for_the_sources(db, dsn) -> None:
    """CREATE OR REPLACE FUNCTION takes no lock a writer waits for, and the new bodies show at
    commit with the triggers calling them: so the upgrade replaces every tview's functions
    before it takes their sources' locks, and writers wait only for the rest. Seen from another
    session while a writer holds the source: the waiting upgrade has already written the flush
    function's row (altering it waits for the upgrade's transaction)."""
    api.install(db, name="tv_a", sql="SELECT id, v FROM src", key="id")
    db.commit()
    with db.cursor() as cur:
        cur.execute("SELECT id FROM tview.tview WHERE tbl_name = 'tv_a'")
        (tid,) = cur.fetchone()
    _stale_runtime(db)
    writer, upgrader, probe = (psycopg2.connect(dsn) for _ in range(3))
    errors: list[BaseException] = []

    def upgrade() -> None:
        try:
            api.install(upgrader, name="tv_c", sql="SELECT id, w FROM src2", key="id")
            upgrader.commit()
        except BaseException as exc:  # (reported by the main thread)
            errors.append(exc)

    thread = threading.Thread(target=upgrade)
    try:
        with writer.cursor() as cur:
            cur.execute("UPDATE src SET v = v + 1 WHERE id = 1")  # (holds src until commit)
        thread.start()
        with probe.cursor() as cur:
            deadline = time.monotonic() + 30
            waiting = False
            while not waiting and time.monotonic() < deadline and thread.is_alive():
                cur.execute(
                    "SELECT EXISTS (SELECT FROM pg_locks WHERE relation = 'src'::regclass "
                    "AND pid = %s AND NOT granted)",
                    (upgrader.get_backend_pid(),),
                )
                waiting = cur.fetchone()[0]
            probe.commit()
            assert waiting, errors or "the upgrade never waited for the writer's lock"
            cur.execute("SET lock_timeout = '300ms'")
            with pytest.raises(psycopg2.Error) as caught:
                cur.execute(f'ALTER FUNCTION tview."f_{tid}"(boolean) COST 100')
            assert caught.value.pgcode == LOCK_NOT_AVAILABLE
            probe.rollback()
        writer.commit()
        thread.join(60)
        assert not thread.is_alive() and not errors, errors
    finally:
        writer.rollback()
        thread.join(60)
        for c in (writer, upgrader, probe):
            c.close()
    with db.cursor() as cur:
        cur.execute("UPDATE src SET v = v + 1 WHERE id <= 5")
    db.commit()
    assert api.diff(db, name="tv_a") == []
    assert {r["health"] for r in api.status_rows(db)} == {"ok"}
