"""A runtime upgrade (install._upgrade, planned by plan.plan_upgrade): an install that finds the
runtime of another version regenerates every tview's code in its transaction, rows kept, and
leaves a tview it cannot render as it was, with a warning naming it."""

from __future__ import annotations

from dbt_tview import api

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
