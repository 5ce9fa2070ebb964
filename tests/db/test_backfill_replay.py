"""The Spark backfill's replay of an algebraic tview's captured groups (spark_ext.backfill):
rounds of at most online.MAX_REPLAY_KEYS groups, each a short transaction, which together
recompute every captured group once and leave the capture empty. A round of more groups
would take the tview-wide lock, which every flush of the tview waits for."""

from __future__ import annotations

import pytest

from dbt_tview import api, online
from spark_ext import backfill

SCHEMA_SQL = (
    "CREATE TABLE tb_s (id int PRIMARY KEY, g int NOT NULL, v int NOT NULL);"
    "INSERT INTO tb_s SELECT i, i % 300, i FROM generate_series(1, 3000) i;"
)
GROUPS = 250  # captured groups: several full rounds


def test_replay_rounds_recompute_every_captured_group_at_most_64_a_round(db, monkeypatch):
    cur = db.cursor()
    api.install(
        db, name="tv_g", sql="SELECT g, count(*) AS n, sum(v) AS sv FROM tb_s GROUP BY g", key="g"
    )
    db.commit()
    cur.execute("SELECT id, strategy FROM tview.tview WHERE tbl_name = 'tv_g'")
    tid, strategy = cur.fetchone()
    assert strategy.startswith("algebraic")
    # the groups' rows are wrong, as after deltas added to state that predates the backfill,
    # and captured (the replay reads the capture, never the rows)
    cur.execute("UPDATE tv_g SET n = -1, sv = -1 WHERE g < %s", (GROUPS,))
    cur.execute(
        "INSERT INTO tview.capture (tview_id, k) SELECT %s, ARRAY[g::text] "
        "FROM generate_series(0, %s - 1) g, generate_series(1, 2)",
        (tid, GROUPS),
    )
    db.commit()
    assert api.diff(db, name="tv_g") != []
    db.rollback()

    rounds: list[int] = []
    refresh = backfill._refresh

    def counted(cur, tsq, live, keys, res, per_call):
        rounds.append(len(keys))
        refresh(cur, tsq, live, keys, res, per_call)

    monkeypatch.setattr(backfill, "_refresh", counted)
    monkeypatch.setattr(online, "BATCH_PAUSE_S", 0.0)
    res = backfill.Result(run_id="test")
    backfill._replay_rounds(cur, '"tview"', '"public"."tv_g"', tid, res)
    db.rollback()

    assert rounds and max(rounds) <= online.MAX_REPLAY_KEYS, rounds
    assert sum(rounds) == GROUPS
    assert res.replayed_keys == GROUPS
    cur.execute("SELECT count(*) FROM tview.capture WHERE tview_id = %s", (tid,))
    assert cur.fetchone()[0] == 0
    assert api.diff(db, name="tv_g") == []
    db.rollback()


@pytest.mark.parametrize("captured", [0, 1])
def test_replay_rounds_stop_when_the_capture_is_drained(db, captured):
    cur = db.cursor()
    api.install(db, name="tv_g", sql="SELECT g, sum(v) AS sv FROM tb_s GROUP BY g", key="g")
    cur.execute("SELECT id FROM tview.tview WHERE tbl_name = 'tv_g'")
    (tid,) = cur.fetchone()
    cur.execute(
        "INSERT INTO tview.capture (tview_id, k) SELECT %s, ARRAY['7'] FROM generate_series(1, %s)",
        (tid, captured),
    )
    db.commit()
    res = backfill.Result(run_id="test")
    backfill._replay_rounds(cur, '"tview"', '"public"."tv_g"', tid, res)
    assert res.replayed_keys == captured
    assert api.diff(db, name="tv_g") == []
    db.rollback()
