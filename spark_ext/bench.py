"""Test/benchmark data set for the Spark backfill and the Spark-vs-PostgreSQL measurement.

    python -m spark_ext.bench --posts 1000000 --masters 'local[1]' 'local[2]' --repeat 2

Creates tb_post / tb_comment (two joined sources), installs the tview ``tv_post`` (a JSONB
document per post with its comments) through ``dbt_tview.api``, then times:

* ``postgres``: ``TRUNCATE tv_post; INSERT INTO tv_post SELECT * FROM v_post`` (one statement);
* ``spark[<master>]``: ``TRUNCATE tv_post`` then a Spark backfill (read, evaluate, COPY, swap).
"""

from __future__ import annotations

import argparse
import json
import os
import time

import psycopg2

from .backfill import Tview, backfill

POST_SQL = """
SELECT p.pk_post,
       count(c.pk_comment) AS n_comments,
       jsonb_build_object(
           'id', p.pk_post,
           'title', p.title,
           'score', p.score,
           'published', p.published,
           'created_at', p.created_at,
           'comments', COALESCE(
               jsonb_agg(jsonb_build_object('id', c.pk_comment, 'body', c.body, 'at', c.created_at)
                         ORDER BY c.pk_comment) FILTER (WHERE c.pk_comment IS NOT NULL),
               '[]'::jsonb)
       ) AS data
FROM public.tb_post p
LEFT JOIN public.tb_comment c ON c.fk_post = p.pk_post
GROUP BY p.pk_post
"""

SOURCES = [("public", "tb_post"), ("public", "tb_comment")]


def tview_spec() -> Tview:
    return Tview(
        table="tv_post",
        sql=POST_SQL,
        sources=SOURCES,
        key=["pk_post"],
        schema="public",
        view="v_post",
    )


def create_sources(conn, posts: int, comments: int) -> None:
    """Two sources; comments go to the first 60% of posts (40% of posts have none)."""
    with conn.cursor() as cur:
        cur.execute("""
            DROP TABLE IF EXISTS tb_comment, tb_post CASCADE;
            CREATE TABLE tb_post (pk_post int PRIMARY KEY, title text NOT NULL, score numeric(10,2),
                                  published boolean, created_at timestamptz NOT NULL);
            CREATE TABLE tb_comment (pk_comment int PRIMARY KEY, fk_post int NOT NULL, body text,
                                     created_at timestamp);
            CREATE INDEX ON tb_comment (fk_post);
        """)
    conn.commit()
    load(conn, posts, comments)


def load(conn, posts: int, comments: int) -> None:
    with conn.cursor() as cur:
        cur.execute(
            """
            INSERT INTO tb_post
            SELECT g, 'post ' || g || CASE WHEN g %% 7 = 0 THEN ' "quoted" \\ é' ELSE '' END,
                   CASE WHEN g %% 11 = 0 THEN NULL ELSE (g %% 100000) / 100.0 END,
                   CASE WHEN g %% 5 = 0 THEN NULL ELSE g %% 3 = 0 END,
                   timestamptz '2024-01-01 00:00:00+00' + g * interval '1.234567 second'
            FROM generate_series(1, %(p)s) g;
            INSERT INTO tb_comment
            SELECT g, 1 + ((g::int8 * 7919) %% greatest(1, (%(p)s * 0.6)::int8))::int,
                   CASE WHEN g %% 13 = 0 THEN NULL ELSE 'comment ' || g END,
                   timestamp '2024-02-01 00:00:00' + g * interval '0.5 second'
            FROM generate_series(1, %(c)s) g;
            ANALYZE tb_post;
            ANALYZE tb_comment;
            """,
            {"p": posts, "c": comments},
        )
    conn.commit()


def create_installed_empty(conn, posts: int, comments: int) -> None:
    """Sources with data and an installed tview whose table is still empty (as before a first
    backfill): install on empty sources, then bulk-load with the tview triggers disabled."""
    create_sources(conn, 0, 0)
    install(conn)
    with conn.cursor() as cur:
        cur.execute(
            "ALTER TABLE tb_post DISABLE TRIGGER USER; ALTER TABLE tb_comment DISABLE TRIGGER USER"
        )
    conn.commit()
    load(conn, posts, comments)
    with conn.cursor() as cur:
        cur.execute(
            "ALTER TABLE tb_post ENABLE TRIGGER USER; ALTER TABLE tb_comment ENABLE TRIGGER USER"
        )
    conn.commit()


def install(conn) -> None:
    from dbt_tview import api

    api.install(conn, name="tv_post", sql=POST_SQL, key=["pk_post"], schema="public")
    conn.commit()


def diff_count(conn) -> int:
    with conn.cursor() as cur:
        cur.execute(
            "SELECT count(*) FROM ((TABLE tv_post EXCEPT ALL TABLE v_post) "
            "UNION ALL (TABLE v_post EXCEPT ALL TABLE tv_post)) d"
        )
        return cur.fetchone()[0]


def time_postgres(conn) -> float:
    with conn.cursor() as cur:
        cur.execute("TRUNCATE tv_post")
        conn.commit()
        t = time.monotonic()
        cur.execute("INSERT INTO tv_post SELECT * FROM v_post")
        conn.commit()
        return time.monotonic() - t


def _spark_once(dsn: str, master: str) -> dict:
    """One Spark backfill of a truncated tv_post in this (fresh) process."""
    from .session import get_spark

    t = time.monotonic()
    spark = get_spark(master=master)
    start = time.monotonic() - t
    with psycopg2.connect(dsn) as conn, conn.cursor() as cur:
        cur.execute("TRUNCATE tv_post")
    conn.close()
    r = backfill(dsn, tview_spec(), spark)
    spark.stop()
    return {"session_start": round(start, 2), **{k: round(v, 2) for k, v in r.timings.items()}}


def main(argv=None) -> None:
    import subprocess
    import sys

    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--posts", type=int, default=1_000_000)
    p.add_argument("--comments", type=int, default=None, help="default: as many as posts")
    p.add_argument("--masters", nargs="*", default=["local[1]", "local[2]"])
    p.add_argument("--repeat", type=int, default=2)
    p.add_argument("--dsn", default=None, help="existing database (else a throw-away server)")
    p.add_argument("--spark-once", metavar="MASTER", help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    if a.spark_once:
        print(json.dumps(_spark_once(a.dsn, a.spark_once)))
        return
    dsn = a.dsn
    if dsn is None:
        from dbt_tview.testing import pg

        dsn = pg.get_server().create_database("spark_bench")
    comments = a.posts if a.comments is None else a.comments
    conn = psycopg2.connect(dsn)
    t = time.monotonic()
    create_installed_empty(conn, a.posts, comments)
    out: dict = {
        "posts": a.posts,
        "comments": comments,
        "generate_s": round(time.monotonic() - t, 2),
    }
    out["postgres_s"] = [round(time_postgres(conn), 2) for _ in range(a.repeat)]
    for _ in range(a.repeat):
        for master in a.masters:  # interleaved, each in a fresh process (no warm JVM)
            proc = subprocess.run(
                [sys.executable, "-m", "spark_ext.bench", "--dsn", dsn, "--spark-once", master],
                stdout=subprocess.PIPE,
                text=True,
                check=True,
                cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
            )
            out.setdefault(f"spark[{master}]", []).append(
                json.loads(proc.stdout.strip().splitlines()[-1])
            )
            print(json.dumps(out), flush=True)
    out["diff_rows_after_last"] = diff_count(conn)
    conn.close()
    print(json.dumps(out), flush=True)


if __name__ == "__main__":  # pragma: no cover
    main()
