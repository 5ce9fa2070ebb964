"""Spark backfill (issue 6): online rebuild through local Spark with concurrent writers, kills, DDL.

Run: ``pytest -m spark tests/spark/test_spark_backfill.py`` (Java 17, pyspark, pyarrow, pandas).
``TVIEW_SPARK_ROWS`` sets the size of the test under a writer (default 250,000 posts, as many
comments; the backfill's own speed at 1M and 5M rows is measured by ``bench``, see
docs/benchmarks.md).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import psycopg2
import pytest
from helpers import one_committed as _one

from dbt_tview import locks
from spark_ext import bench
from spark_ext.backfill import BackfillBusy, SourceChanged, backfill

pytestmark = pytest.mark.spark
ROOT = Path(__file__).resolve().parents[2]
BIG = int(os.environ.get("TVIEW_SPARK_ROWS", "250000"))


class Writer(threading.Thread):
    """Keeps modifying both sources (one small transaction each) until stopped."""

    def __init__(self, dsn: str, posts: int, comments: int, seed: int = 7):
        super().__init__(daemon=True)
        self.dsn, self.posts, self.comments = dsn, posts, comments
        self.rng = random.Random(seed)
        self.stop = threading.Event()
        self.titles: dict[int, str] = {}
        self.new_posts: list[int] = []
        self.deleted_comments: list[int] = []
        self.commits = 0
        self.error: BaseException | None = None

    def run(self) -> None:
        conn = psycopg2.connect(self.dsn)
        try:
            i = 0
            while not self.stop.is_set():
                i += 1
                op = i % 5
                with conn.cursor() as cur:
                    if op == 0:
                        pk = self.rng.randint(1, self.posts)
                        cur.execute(
                            "UPDATE tb_post SET title = %s WHERE pk_post = %s", (f"w{i}", pk)
                        )
                        self.titles[pk] = f"w{i}"
                    elif op == 1:
                        cur.execute(
                            "INSERT INTO tb_comment VALUES (%s, %s, %s, now()::timestamp)",
                            (10_000_000 + i, self.rng.randint(1, self.posts), f"new {i}"),
                        )
                    elif op == 2:
                        pk = self.rng.randint(1, self.comments)
                        cur.execute("DELETE FROM tb_comment WHERE pk_comment = %s", (pk,))
                        self.deleted_comments.append(pk)
                    elif op == 3:
                        pk = 20_000_000 + i
                        cur.execute(
                            "INSERT INTO tb_post VALUES (%s, %s, 1.5, true, now())", (pk, f"n{i}")
                        )
                        self.new_posts.append(pk)
                    else:  # move a comment to another post (key change on the join side)
                        cur.execute(
                            "UPDATE tb_comment SET fk_post = %s WHERE pk_comment = %s",
                            (self.rng.randint(1, self.posts), self.rng.randint(1, self.comments)),
                        )
                conn.commit()
                self.commits += 1
                time.sleep(0.005)
        except BaseException as e:  # surfaced by the test
            self.error = e
        finally:
            conn.close()


def test_backfill_with_a_concurrent_writer(spark, dsn):
    conn = psycopg2.connect(dsn)
    bench.create_installed_empty(conn, BIG, BIG)
    oid = _one(conn, "SELECT 'tv_post'::regclass::oid")
    assert _one(conn, "SELECT count(*) FROM tv_post") == 0
    w = Writer(dsn, BIG, BIG)
    w.start()
    time.sleep(1.0)
    try:
        r = backfill(dsn, bench.tview_spec(), spark, progress_every=10)
        time.sleep(1.0)  # writes after the swap are maintained by the runtime itself
    finally:
        w.stop.set()
        w.join(30)
    assert w.error is None, w.error
    assert w.commits > 50
    assert r.rows >= BIG
    assert r.captured_keys > 0, "the writer must have changed keys while the backfill ran"
    assert bench.diff_count(conn) == 0
    assert _one(conn, "SELECT count(*) FROM tv_post") == _one(conn, "SELECT count(*) FROM tb_post")
    # every concurrent write is reflected
    with conn.cursor() as cur:
        cur.execute(
            "SELECT pk_post, data->>'title' FROM tv_post WHERE pk_post = ANY(%s)", (list(w.titles),)
        )
        assert dict(cur.fetchall()) == w.titles
        cur.execute("SELECT count(*) FROM tv_post WHERE pk_post = ANY(%s)", (w.new_posts,))
        assert cur.fetchone()[0] == len(w.new_posts)
        cur.execute(
            "SELECT count(*) FROM tv_post, jsonb_array_elements(data->'comments') c "
            "WHERE (c->>'id')::int = ANY(%s)",
            (w.deleted_comments,),
        )
        assert cur.fetchone()[0] == 0
        # byte identity with the view, not only jsonb equality
        cur.execute(
            "SELECT count(*) FROM tv_post t JOIN v_post v USING (pk_post) "
            "WHERE t.data::text <> v.data::text OR t.n_comments <> v.n_comments"
        )
        assert cur.fetchone()[0] == 0
        cur.execute(
            "SELECT phase, partitions_done > 0, rows_done FROM tview.backfill_progress "
            "WHERE tview = 'public.tv_post'"
        )
        assert cur.fetchone() == ("done", True, r.rows)
        cur.execute("SELECT capturing FROM tview.tview WHERE tbl_name = 'tv_post'")
        assert cur.fetchone()[0] is False
        cur.execute("SELECT count(*) FROM tview.capture")
        assert cur.fetchone()[0] == 0
    conn.commit()
    assert _one(conn, "SELECT 'tv_post'::regclass::oid") == oid  # swapped in place
    conn.close()


KILL_SCRIPT = """
import sys
sys.path.insert(0, {root!r})
from spark_ext import bench
from spark_ext.backfill import backfill
from spark_ext.session import get_spark
backfill({dsn!r}, bench.tview_spec(), get_spark(master="local[2]"), progress_every=1)
"""


def _checksum(conn) -> tuple:
    return (
        _one(conn, "SELECT count(*) FROM tv_post"),
        _one(conn, "SELECT sum(hashtext(t::text)::int8) FROM tv_post t"),
    )


def _staging_tables(conn) -> int:
    return _one(
        conn,
        "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = relnamespace "
        "WHERE nspname = 'tview' AND relname LIKE 'bf%%'",
    )


def test_kill_midway_leaves_live_tview_untouched_and_rerun_succeeds(spark, dsn):
    n = 200_000
    conn = psycopg2.connect(dsn)
    bench.create_sources(conn, n, n)
    bench.install(conn)  # built in PostgreSQL, maintained from now on
    # make ten rows wrong behind the runtime's back: the backfill would fix them, so they show
    # whether any of its work reached the live table
    with conn.cursor() as cur:
        cur.execute("SET session_replication_role = replica")
        cur.execute("UPDATE tv_post SET n_comments = -1 WHERE pk_post <= 10")
        cur.execute("RESET session_replication_role")
    conn.commit()
    before = _checksum(conn)
    proc = subprocess.Popen(
        [sys.executable, "-c", KILL_SCRIPT.format(root=str(ROOT), dsn=dsn)],
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            done = _one(conn, "SELECT to_regclass('tview.backfill_progress') IS NOT NULL") and _one(
                conn,
                "SELECT partitions_done FROM tview.backfill_progress "
                "WHERE tview = 'public.tv_post' AND phase = 'read'",
            )
            if done:
                break
            assert proc.poll() is None, "backfill ended before it could be killed"
            time.sleep(0.2)
        else:
            pytest.fail("backfill never reached the read phase")
        os.killpg(proc.pid, signal.SIGKILL)  # driver, JVM and Python workers
        proc.wait(30)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    time.sleep(0.5)
    assert _checksum(conn) == before  # live table untouched
    assert _staging_tables(conn) >= 1  # the killed run left its staging behind
    # still maintained by the runtime
    with conn.cursor() as cur:
        cur.execute("UPDATE tb_post SET title = 'after kill' WHERE pk_post = 42")
    conn.commit()
    assert _one(conn, "SELECT data->>'title' FROM tv_post WHERE pk_post = 42") == "after kill"
    assert bench.diff_count(conn) == 20  # only the ten rows made wrong (both sides)
    # a rerun starts clean and succeeds
    r = backfill(dsn, bench.tview_spec(), spark)
    assert r.rows == n
    assert bench.diff_count(conn) == 0
    assert _staging_tables(conn) == 0
    assert _one(conn, "SELECT capturing FROM tview.tview WHERE tbl_name = 'tv_post'") is False
    assert _one(conn, "SELECT count(*) FROM tview.capture") == 0
    conn.close()


def test_source_ddl_during_backfill_fails_clearly(spark, dsn):
    conn = psycopg2.connect(dsn)
    bench.create_sources(conn, 5000, 5000)
    bench.install(conn)
    before = _checksum(conn)

    def alter():
        with psycopg2.connect(dsn) as c2, c2.cursor() as cur:
            cur.execute("ALTER TABLE tb_comment ADD COLUMN extra int")
        c2.close()

    with pytest.raises(SourceChanged, match="tb_comment.*changed by DDL"):
        backfill(dsn, bench.tview_spec(), spark, hooks={"after_stage": alter})
    assert _checksum(conn) == before
    assert _staging_tables(conn) == 0
    assert _one(conn, "SELECT capturing FROM tview.tview WHERE tbl_name = 'tv_post'") is False
    assert (
        _one(conn, "SELECT phase FROM tview.backfill_progress WHERE tview = 'public.tv_post'")
        == "failed"
    )
    conn.close()


def test_concurrent_backfills_of_one_tview_are_refused(spark, dsn):
    conn = psycopg2.connect(dsn)
    bench.create_sources(conn, 1000, 1000)
    bench.install(conn)
    conn.close()
    hold = psycopg2.connect(dsn)
    with hold.cursor() as cur:
        cur.execute("SELECT 'tv_post'::regclass::oid::bigint")
        lock = locks.backfill_lock(locks.DEFAULT_NAMESPACE, cur.fetchone()[0])
        cur.execute("SELECT pg_advisory_lock(%s)", (lock,))
    try:
        with pytest.raises(BackfillBusy):
            backfill(dsn, bench.tview_spec(), spark)
    finally:
        hold.close()


TYPES_SQL = """
SELECT t.id,
       t.f AS f, t.ts AS ts, t.tz AS tz, t.d AS d, t.n AS n, t.b AS b, t.s AS s,
       jsonb_build_object('id', t.id, 'big', t.big, 'n', t.n, 'f', t.f, 's', t.s, 'b', t.b,
         'd', t.d,
                          'ts', t.ts, 'tz', t.tz, 'j', t.j, 'lit', '{"z": [1, 2.50, null]}'::jsonb,
                          'nested', jsonb_build_object('s', t.s, 'n', t.n),
                          'kids', COALESCE(jsonb_agg(k.v ORDER BY k.v DESC)
                                           FILTER (WHERE k.v IS NOT NULL), '[]'),
                          'all_kids', jsonb_agg(k.v ORDER BY k.v),
                          'cnt', count(k.v), 'total', sum(k.v), 'mx', max(k.v)) AS data
FROM public.tb_types t LEFT JOIN public.tb_kid k ON k.fk = t.id
GROUP BY t.id
"""


def test_types_are_byte_identical(spark, dsn):
    from dbt_tview import api
    from spark_ext.backfill import Tview

    conn = psycopg2.connect(dsn)
    with conn.cursor() as cur:
        cur.execute("""
            CREATE TABLE tb_types (id int PRIMARY KEY, big bigint, n numeric(12,3), f float8,
              s text,
                                   b boolean, d date, ts timestamp, tz timestamptz, j jsonb);
            CREATE TABLE tb_kid (id int PRIMARY KEY, fk int, v int);
            INSERT INTO tb_types VALUES
              (1, 9007199254740993, 1.5, 2.0, 'a "q" \\ é ☃ ' || chr(10) || chr(9), true,
                '2024-02-29',
               '2024-01-01 10:00:00', '2024-01-01 10:00:00.5+02', '{"b": 1, "a": [1.50, "x"]}'),
              (2, -1, -0.001, 1e-5, '', false, '1999-12-31', '2024-01-01 10:00:00.123456',
               '2024-06-01 00:00:00.000001+00', '"str"'),
              (3, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
              (4, 0, 123456789.123, 1.2345678901234567e+300, 'x', true, '2000-01-01',
                '1970-01-01 00:00:00',
               '1970-01-01 00:00:00+00', 'null'),
              (5, 1, 0, -0.1, 'y', false, '2000-01-01', '2000-01-01 00:00:00.01',
                '2000-01-01 00:00:00.01+00',
               '[]');
            INSERT INTO tb_kid VALUES (1, 1, 3), (2, 1, NULL), (3, 1, 1), (4, 2, 7), (5, 4, NULL);
        """)
    api.install(conn, name="tv_types", sql=TYPES_SQL, key=["id"], schema="public")
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("TRUNCATE tv_types")
    conn.commit()
    tv = Tview(
        table="tv_types",
        sql=TYPES_SQL,
        sources=[("public", "tb_types"), ("public", "tb_kid")],
        key=["id"],
    )
    r = backfill(dsn, tv, spark)
    assert r.rows == 5
    with conn.cursor() as cur:
        cur.execute(
            "SELECT t.id, t.data::text, v.data::text FROM tv_types t JOIN v_types v USING (id) "
            "WHERE t.data::text <> v.data::text OR row(t.*)::text <> row(v.*)::text"
        )
        assert cur.fetchall() == []
        cur.execute("SELECT count(*) FROM tv_types")
        assert cur.fetchone()[0] == 5
    conn.close()


def test_backfill_waits_for_transactions_older_than_the_capture_flag(spark, dsn):
    """A REPEATABLE READ transaction whose snapshot predates the capture flag cannot see it; its
    flush would not capture. The backfill must wait for it before taking its own snapshot."""
    conn = psycopg2.connect(dsn)
    bench.create_sources(conn, 5000, 5000)
    bench.install(conn)
    old = psycopg2.connect(dsn)
    with old.cursor() as cur:
        cur.execute("BEGIN ISOLATION LEVEL REPEATABLE READ")
        cur.execute("SELECT count(*) FROM tb_post")  # snapshot taken before the flag
    result: dict = {}
    t = threading.Thread(
        target=lambda: result.update(r=backfill(dsn, bench.tview_spec(), spark)), daemon=True
    )
    t.start()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if _one(conn, "SELECT capturing FROM tview.tview WHERE tbl_name = 'tv_post'"):
            break
        time.sleep(0.1)
    time.sleep(2.0)
    assert _one(conn, "SELECT phase FROM tview.backfill_progress") == "capture"  # still waiting
    with old.cursor() as cur:
        cur.execute("UPDATE tb_post SET title = 'old snapshot' WHERE pk_post = 5")
    old.commit()
    old.close()
    t.join(240)
    assert "r" in result
    assert _one(conn, "SELECT data->>'title' FROM tv_post WHERE pk_post = 5") == "old snapshot"
    assert bench.diff_count(conn) == 0
    conn.close()


def test_truncate_of_a_source_during_backfill_ends_the_swap_the_full_refresh_did(spark, dsn):
    """The TRUNCATE's flush recomputed every row after the snapshot: no batch may write the
    staging table's older rows over them."""
    conn = psycopg2.connect(dsn)
    bench.create_sources(conn, 5000, 5000)
    bench.install(conn)

    def truncate():
        with psycopg2.connect(dsn) as c2, c2.cursor() as cur:
            cur.execute("TRUNCATE tb_comment")
        c2.close()

    r = backfill(dsn, bench.tview_spec(), spark, hooks={"after_stage": truncate})
    assert r.captured_keys >= 1 and r.batches == 0
    assert _one(conn, "SELECT count(*) FROM tv_post WHERE n_comments > 0") == 0
    assert bench.diff_count(conn) == 0
    conn.close()


def test_partitioned_source_is_read_in_every_partition(spark, dsn):
    """Page ranges of a partitioned source come from its largest partition; every partition's
    rows are read once (ctid ranges apply in each partition)."""
    from dbt_tview import api
    from spark_ext.backfill import Tview

    conn = psycopg2.connect(dsn)
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_o (id int NOT NULL, region int NOT NULL, amount int NOT NULL)"
            " PARTITION BY LIST (region);"
            "CREATE TABLE tb_o_1 PARTITION OF tb_o FOR VALUES IN (1);"
            "CREATE TABLE tb_o_2 PARTITION OF tb_o FOR VALUES IN (2);"
            "INSERT INTO tb_o SELECT g, 1, g FROM generate_series(1, 100000) g;"
            "INSERT INTO tb_o SELECT g, 2, g FROM generate_series(1, 500) g;"
        )
    api.install(conn, name="tv_o", sql="SELECT id, region, amount FROM tb_o", key=["id", "region"])
    conn.commit()
    r = backfill(dsn, Tview.from_catalog(conn, "public", "tv_o"), spark, read_parallelism=4)
    assert r.rows == 100500
    assert r.read_ranges == 4  # tb_o_1's ~540 pages, in four ranges
    assert api.diff(conn, name="tv_o") == []
    conn.close()


ALGEBRAIC_SHAPES = {
    "plain": "SELECT g, count(*) AS n, sum(v) AS total, min(v) AS lo, max(v) AS hi "
    "FROM tb_s GROUP BY g",
    # FILTER, outputs computed from aggregates, and HAVING (groups leave the view)
    "having": "SELECT g, coalesce(sum(v), 0) AS total, count(*) FILTER (WHERE v > 100) AS big, "
    "max(v) - min(v) AS spread FROM tb_s GROUP BY g HAVING count(*) > 50",
}


@pytest.mark.parametrize("shape", sorted(ALGEBRAIC_SHAPES))
@pytest.mark.parametrize("populated", [True, False])
def test_algebraic_groups_changed_during_the_backfill_are_replayed(spark, dsn, populated, shape):
    """An algebraic tview's flush applies deltas per group, not keys from the queue: the groups
    it touches while a backfill captures must be replayed after the swap like keys, or the
    swap puts back the staging table's (older) rows of those groups."""
    from dbt_tview import api
    from spark_ext.backfill import Tview

    conn = psycopg2.connect(dsn)
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_s (id int PRIMARY KEY, g int, v int);"
            "INSERT INTO tb_s SELECT i, i % 20, i FROM generate_series(1, 2000) i;"
        )
    api.install(conn, name="tv_s", sql=ALGEBRAIC_SHAPES[shape], key=["g"], populate=populated)
    conn.commit()
    strategy = _one(conn, "SELECT strategy FROM tview.tview WHERE tbl_name = 'tv_s'")
    assert strategy.startswith("algebraic")

    def write():  # after the staging snapshot, before the swap
        w = psycopg2.connect(dsn)
        with w.cursor() as cur:
            cur.execute("UPDATE tb_s SET v = v + 1000 WHERE id = 3")  # one group, one row
            w.commit()
            cur.execute("UPDATE tb_s SET v = -v WHERE g IN (5, 6)")  # several groups
            w.commit()
            cur.execute("INSERT INTO tb_s VALUES (5000, 99, 1)")  # a new group
            w.commit()
            cur.execute("DELETE FROM tb_s WHERE g = 7")  # a group emptied
            w.commit()
            cur.execute("DELETE FROM tb_s WHERE g = 8 AND id <= 1200")  # 100 -> 40 rows
            w.commit()
            cur.execute("INSERT INTO tb_s VALUES (5001, NULL, 4)")  # the NULL group
            w.commit()
        w.close()

    tv = Tview.from_catalog(conn, "public", "tv_s")
    r = backfill(dsn, tv, spark, hooks={"after_stage": write})
    assert api.diff(conn, name="tv_s") == []
    assert r.replayed_keys >= 6
    # and the tview keeps following its view afterwards
    with conn.cursor() as cur:
        cur.execute("UPDATE tb_s SET v = v + 1 WHERE g IN (3, 5, 99)")
    conn.commit()
    assert api.diff(conn, name="tv_s") == []
    conn.close()


def test_a_keyword_named_tviews_progress_is_found_by_its_status_name(spark, dsn):
    """backfill_progress.tview is the name tview.status() writes (format('%I.%I')), also for a
    table whose name is a reserved keyword, which format quotes."""
    from dbt_tview import api
    from spark_ext.backfill import Tview

    sql = "SELECT p.id, p.v FROM public.tb_kw p"
    conn = psycopg2.connect(dsn)
    with conn.cursor() as cur:
        cur.execute("CREATE TABLE tb_kw (id int PRIMARY KEY, v text)")
        cur.execute("INSERT INTO tb_kw SELECT g, 'v' || g FROM generate_series(1, 50) g")
    api.install(conn, name="order", sql=sql, key=["id"], schema="public")
    conn.commit()
    tv = Tview(table="order", sql=sql, sources=[("public", "tb_kw")], key=["id"])
    assert backfill(dsn, tv, spark).rows == 50
    assert (
        _one(
            conn,
            "SELECT p.phase FROM tview.backfill_progress p JOIN tview.status() s "
            "ON s.tview = p.tview WHERE s.tview = 'public.\"order\"'",
        )
        == "done"
    )
    conn.close()
