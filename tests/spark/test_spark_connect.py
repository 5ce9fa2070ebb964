"""The cluster path: a backfill through Spark Connect (``sc://``), end to end.

A real Spark Connect server (``SparkConnectServer`` from the pyspark install, ``local[2]``) runs
in its own process and directory. The backfill ships its code (``addArtifacts(pyfile=True)``;
the workers are checked to import it from there) and does every read and write through the
DataFrame API (Spark Connect has no SparkContext / RDDs), as it would against a remote cluster.
The session comes from a dbt-spark style target (``method: session`` with ``spark.remote``),
the path the CLI and ``dbt run-operation tview_backfill`` take."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import psycopg2
import pytest

from spark_ext import bench
from spark_ext.backfill import Tview, backfill

pytestmark = pytest.mark.spark
ROOT = Path(__file__).resolve().parents[2]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _server_env(home: str) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHONPATH", "SPARK_"))}
    env.update(SPARK_HOME=home, PYSPARK_PYTHON=sys.executable, PYSPARK_DRIVER_PYTHON=sys.executable)
    return env


@pytest.fixture(scope="module")
def connect_server(tmp_path_factory):
    pyspark = pytest.importorskip("pyspark")
    pytest.importorskip("grpc")
    home = os.path.dirname(pyspark.__file__)
    if not list(Path(home, "jars").glob("spark-connect_*.jar")):
        pytest.skip("this pyspark install has no Spark Connect server jar")
    work = tmp_path_factory.mktemp("spark-connect")
    port = _free_port()
    log = open(work / "server.log", "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [
            os.path.join(home, "bin", "spark-submit"),
            "--class",
            "org.apache.spark.sql.connect.service.SparkConnectServer",
            "--name",
            "tview connect test",
            "--master",
            "local[2]",
            "--driver-memory",
            "1g",
            "--conf",
            f"spark.connect.grpc.binding.port={port}",
            "--conf",
            "spark.ui.enabled=false",
            "--conf",
            "spark.sql.session.timeZone=UTC",
            "spark-internal",
        ],
        cwd=work,
        env=_server_env(home),
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 120
        while True:
            if proc.poll() is not None:
                pytest.fail(
                    "Spark Connect server died:\n" + (work / "server.log").read_text()[-3000:]
                )
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail("Spark Connect server did not start within 120 s")
                time.sleep(0.5)
        yield {"url": f"sc://127.0.0.1:{port}", "cwd": work, "env": _server_env(home)}
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(10)
        log.close()


AVG_SQL = """
SELECT p.pk_post,
       avg(c.pk_comment) AS avg_comment,
       jsonb_build_object('title', p.title, 'score', p.score, 'avg', avg(c.pk_comment),
                          'bodies', COALESCE(jsonb_agg(c.body ORDER BY c.pk_comment DESC)
                                             FILTER (WHERE c.pk_comment IS NOT NULL), '[]'),
                          'per_comment', jsonb_object_agg(COALESCE(c.pk_comment, 0), c.body)
                                         FILTER (WHERE c.pk_comment IS NOT NULL)) AS data
FROM public.tb_post p
LEFT JOIN public.tb_comment c ON c.fk_post = p.pk_post
GROUP BY p.pk_post
"""


def test_backfill_through_spark_connect(connect_server, dsn):
    from test_spark_backfill import Writer

    from spark_ext.session import from_dbt_target, is_connect

    spark = from_dbt_target(
        {
            "type": "spark",
            "method": "session",
            "host": "localhost",
            "server_side_parameters": {"spark.remote": connect_server["url"]},
        }
    )
    assert is_connect(spark)
    try:
        conn = psycopg2.connect(dsn)
        n = 20_000
        bench.create_installed_empty(conn, n, n)
        w = Writer(dsn, n, n)
        w.start()
        try:
            r = backfill(dsn, bench.tview_spec(), spark, read_parallelism=3)
        finally:
            w.stop.set()
            w.join(30)
        assert w.error is None, w.error
        # the server's Python workers run the shipped code (the session artifact), not a
        # checkout that happens to be importable on this machine
        from pyspark.sql.functions import udf

        def spark_ext_file(_):  # nested: pickled by value, not by this test's module
            import spark_ext

            return spark_ext.__file__

        where = udf(spark_ext_file, "string")
        (row,) = spark.range(1).select(where("id").alias("f")).collect()
        assert "tview_spark_ext_" in row["f"] and not row["f"].startswith(str(ROOT))
        assert r.rows >= n and r.partitions > 0
        assert bench.diff_count(conn) == 0
        with conn.cursor() as cur:
            cur.execute(
                "SELECT count(*) FROM tv_post t JOIN v_post v USING (pk_post) "
                "WHERE t.data::text <> v.data::text"
            )
            assert cur.fetchone()[0] == 0
        conn.commit()

        # Python UDFs (numeric scale, float text) run on the server too
        from dbt_tview import api

        api.install(conn, name="tv_post_avg", sql=AVG_SQL, key=["pk_post"], schema="public")
        conn.commit()
        with conn.cursor() as cur:
            cur.execute("TRUNCATE tv_post_avg")
        conn.commit()
        tv = Tview(
            table="tv_post_avg",
            sql=AVG_SQL,
            sources=[("public", "tb_post"), ("public", "tb_comment")],
            key=["pk_post"],
        )
        assert backfill(dsn, tv, spark).rows == n + len(w.new_posts)
        with conn.cursor() as cur:
            cur.execute(
                "SELECT count(*) FROM tv_post_avg t FULL JOIN v_post_avg v USING (pk_post) "
                "WHERE row(t.*)::text IS DISTINCT FROM row(v.*)::text"
            )
            assert cur.fetchone()[0] == 0
        conn.close()
    finally:
        spark.stop()
