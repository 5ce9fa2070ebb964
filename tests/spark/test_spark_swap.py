"""The Spark backfill's swap goes online: the staging table's differences are applied by key
range in short transactions (dbt_tview.online), so application writers wait for one batch at
most, never for the whole swap.

A row trigger on the tview's table sleeps on every row of an even key, so that applying the
rows takes seconds whatever the machine: a swap that held the writers for it would stall them
that long. The writers change posts of odd keys (and the posts their comments move between).
"""

from __future__ import annotations

import random
import time

import helpers
import psycopg2
import pytest
from helpers import one_committed as _one

from dbt_tview import online
from spark_ext import bench
from spark_ext.backfill import backfill

pytestmark = pytest.mark.spark
ROWS = 8000
BATCH_ROWS = 500  # (a batch: ~250 sleeps of 1 ms)
STALL_LIMIT_S = 1.0


def _write(cur, i: int, j: int, rnd: random.Random) -> None:
    """One application transaction on either source of tv_post."""
    op = rnd.random()
    pk = 8 * rnd.randrange(ROWS // 8) + 3  # (not 1 nor ROWS: the fault test writes them)
    if op < 0.4:
        cur.execute("UPDATE tb_post SET title = %s WHERE pk_post = %s", (f"w{i}.{j}", pk))
    elif op < 0.6:
        cur.execute(
            "INSERT INTO tb_comment VALUES (%s, %s, 'new', now()::timestamp)",
            (10_000_000 + 100_000 * i + j, pk),
        )
    elif op < 0.7:
        cur.execute("DELETE FROM tb_comment WHERE pk_comment = %s", (pk,))
    elif op < 0.8:
        cur.execute(
            "INSERT INTO tb_post VALUES (%s, 'n', 1.5, true, now())",
            (20_000_000 + 100_000 * i + j,),
        )
    else:  # a comment moves to another post: two keys of the tview change
        cur.execute(
            "UPDATE tb_comment SET fk_post = %s WHERE pk_comment = %s",
            (pk, 8 * rnd.randrange(ROWS // 8) + 3),
        )


def _setup(dsn: str) -> psycopg2.extensions.connection:
    """tv_post installed, its table empty (before a first backfill), a slow trigger on it."""
    conn = psycopg2.connect(dsn)
    bench.create_installed_empty(conn, ROWS, ROWS)
    with conn.cursor() as cur:
        cur.execute(
            "CREATE FUNCTION tb_slow() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN "
            "IF COALESCE(NEW.pk_post, OLD.pk_post) % 2 = 0 THEN PERFORM pg_sleep(0.0005); END IF; "
            "RETURN NULL; END$$;"
            "CREATE TRIGGER tb_slow AFTER INSERT OR UPDATE OR DELETE ON tv_post "
            "FOR EACH ROW EXECUTE FUNCTION tb_slow()"
        )
    conn.commit()
    return conn


def _state(conn) -> tuple:
    return (
        _one(conn, "SELECT capturing FROM tview.tview WHERE tbl_name = 'tv_post'"),
        _one(conn, "SELECT count(*) FROM tview.capture"),
        _one(conn, "SELECT count(*) FROM pg_class WHERE relname LIKE 'bf_tv_post_%%'"),
        _one(conn, "SELECT phase FROM tview.backfill_progress WHERE tview = 'public.tv_post'"),
    )


def _stale_rows(conn) -> int:
    """Rows of tv_post that are not rows of its view (a table half filled has none)."""
    return _one(conn, "SELECT count(*) FROM (TABLE tv_post EXCEPT ALL TABLE v_post) d")


def test_a_swap_under_writers_holds_them_for_one_batch_at_most(spark, dsn):
    conn = _setup(dsn)
    oid = _one(conn, "SELECT 'tv_post'::regclass::oid")
    swap: dict[str, float] = {}
    with helpers.Writers(dsn, _write, n=3, pause=0.005, warmup=0.5) as w:
        r = backfill(
            dsn,
            bench.tview_spec(),
            spark,
            batch_rows=BATCH_ROWS,
            hooks={"after_stage": lambda: swap.update(start=time.monotonic())},
        )
        swap["end"] = time.monotonic()
    stall = w.stall_within(swap["start"], swap["end"])
    print(
        f"swap {r.timings['swap']:.2f} s in {r.batches} batches (longest {r.longest_batch_s:.2f} s,"
        f" final {r.final_s:.3f} s); writers: {len(w.latencies)} transactions, longest "
        f"{stall:.3f} s during the swap, {w.stall:.3f} s in all"
    )
    assert not w.errors, "\n".join(w.errors[:3])
    assert len(w.latencies) > 100
    # the rows' trigger alone makes applying them take seconds: a swap in one transaction
    # would hold every writer of the sources that long
    assert r.timings["swap"] > 2 * STALL_LIMIT_S, r
    assert stall < STALL_LIMIT_S, (stall, r)
    assert r.batches > 5 and r.longest_batch_s < STALL_LIMIT_S, r
    assert r.captured_keys > 0
    assert bench.diff_count(conn) == 0
    assert _one(conn, "SELECT 'tv_post'::regclass::oid") == oid
    assert _state(conn) == (False, 0, 0, "done")
    conn.close()


class Fault(Exception):
    pass


def test_a_swap_that_fails_half_way_stays_maintained_and_a_rerun_completes_it(spark, dsn):
    conn = _setup(dsn)
    calls = {"n": 0}

    def fault() -> None:
        calls["n"] += 1
        if calls["n"] == 3:
            raise Fault()

    with helpers.Writers(dsn, _write, n=2, pause=0.01, warmup=0.3) as w:
        with pytest.raises(Fault):
            backfill(dsn, bench.tview_spec(), spark, batch_rows=BATCH_ROWS, hooks={"batch": fault})
        # half filled: three batches' ranges (each sized by its time, at least MIN_BATCH_ROWS)
        # and the keys written since the capture started, every row of them the view's
        n = _one(conn, "SELECT count(*) FROM tv_post")
        assert online.MIN_BATCH_ROWS * 3 <= n < ROWS, n
        assert _stale_rows(conn) == 0
        capturing, _, staging, phase = _state(conn)  # (a flush that read the flag before
        # it went off may leave a capture row: the rerun clears it)
        assert (capturing, staging, phase) == (False, 0, "failed")
        # maintained: a key the batches had not reached and one they wrote follow their sources
        with conn.cursor() as cur:
            cur.execute("UPDATE tb_post SET title = 'after' WHERE pk_post IN (1, %s)", (ROWS,))
        conn.commit()
        assert _one(conn, "SELECT count(*) FROM tv_post WHERE data->>'title' = 'after'") == 2
        assert _stale_rows(conn) == 0
        r = backfill(dsn, bench.tview_spec(), spark, batch_rows=BATCH_ROWS)
    assert not w.errors, "\n".join(w.errors[:3])
    assert r.inserted > 0
    assert bench.diff_count(conn) == 0
    assert _state(conn) == (False, 0, 0, "done")
    conn.close()


@pytest.mark.parametrize("full_refresh", [False, True], ids=["model_change", "full_refresh"])
def test_an_online_rebuild_started_during_the_swap_stops_it_and_completes(
    spark, dsn, full_refresh: bool
):
    """An install that starts an online rebuild (a changed model, or the same one with
    --full-refresh) clears the captured keys: the swap must apply nothing more and leave the
    rebuild its capture."""
    from dbt_tview import api
    from spark_ext.backfill import BackfillError

    conn = _setup(dsn)
    other = psycopg2.connect(dsn)
    changed = bench.POST_SQL.replace(
        "count(c.pk_comment) AS n_comments,",
        "count(c.pk_comment) AS n_comments, count(c.pk_comment) * 2 AS n2,",
    )
    sql = bench.POST_SQL if full_refresh else changed
    calls = {"n": 0}

    def reinstall() -> None:
        calls["n"] += 1
        if calls["n"] == 2:
            res = api.install(
                other,
                name="tv_post",
                sql=sql,
                key=["pk_post"],
                schema="public",
                online_rows=0,
                full_refresh=full_refresh,
            )
            other.commit()
            assert res.online, res

    with helpers.Writers(dsn, _write, n=2, pause=0.01, warmup=0.3) as w:
        with pytest.raises(BackfillError, match="installed again"):
            backfill(
                dsn, bench.tview_spec(), spark, batch_rows=BATCH_ROWS, hooks={"batch": reinstall}
            )
        assert _one(conn, "SELECT status FROM tview.tview WHERE tbl_name = 'tv_post'") == (
            online.REBUILDING
        )
        assert _state(conn)[0] is True  # (capturing: the rebuild's)
        assert online.finish(other, name="tv_post", batch_rows=BATCH_ROWS).done
    other.close()
    assert not w.errors, "\n".join(w.errors[:3])
    assert api.diff(conn, name="tv_post") == []
    if not full_refresh:
        n = _one(conn, "SELECT count(*) FROM tv_post WHERE n2 IS DISTINCT FROM 2 * n_comments")
        assert n == 0
    conn.close()
