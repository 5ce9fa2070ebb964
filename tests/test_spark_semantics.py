"""PostgreSQL semantics the Spark backfill reproduces byte for byte (issue 6): numeric avg and
division scale, ... Each test builds a tview in PostgreSQL (the view is the reference), empties
its table, backfills it through a local SparkSession and compares every row as text."""

from __future__ import annotations

import random

import psycopg2
import pytest

from spark_ext.backfill import Tview, backfill

pytestmark = pytest.mark.spark

INT8_MAX = 2**63 - 1


def _install(conn, name: str, sql: str, key: list[str]) -> None:
    from dbt_tview import api

    api.install(conn, name=name, sql=sql, key=key, schema="public")
    conn.commit()
    with conn.cursor() as cur:
        cur.execute(f"TRUNCATE {name}")
    conn.commit()


def _diff(conn, name: str, key: list[str]) -> list:
    view = "v_" + name.removeprefix("tv_")
    on = " AND ".join(f"t.{k} = v.{k}" for k in key)
    with conn.cursor() as cur:
        cur.execute(
            f"SELECT row(t.*)::text, row(v.*)::text FROM {name} t FULL JOIN {view} v ON {on} "
            "WHERE row(t.*)::text IS DISTINCT FROM row(v.*)::text"
        )
        out = cur.fetchall()
    conn.commit()
    return out


def _backfill_identical(spark, dsn, conn, name, sql, sources, key) -> int:
    _install(conn, name, sql, key)
    r = backfill(dsn, Tview(table=name, sql=sql, sources=sources, key=key), spark)
    assert _diff(conn, name, key) == []
    return r.rows


# -- numeric: avg and division ---------------------------------------------------------------

NUM_SETUP = """
CREATE TABLE tb_num (id int PRIMARY KEY, g int NOT NULL, i2 int2, i4 int4, i8 int8,
                     n numeric(30,6), m numeric(12,2), f float8);
"""


def _num_rows() -> list[tuple]:
    rnd = random.Random(6)
    rows = []
    pk = 0
    curated = [
        [(1, 1, 1, "1", "1")] * 1 + [(2, 2, 2, "2", "2")],  # 1.5000000000000000
        [(1, 1, 1, "1", "1"), (2, 2, 2, "2", "2"), (4, 4, 4, "4", "4")],
        [(-1, -1, -1, "-1", "-1"), (1, 1, 1, "1", "1")],  # zero
        [(7, 7, INT8_MAX, "999999999999999999999999.999999", "9999999999.99")] * 3,
        [(-32768, -(2**31), -INT8_MAX - 1, "-999999999999999999999999.999999", "-0.01")] * 2,
        [(3, 10**9, 10**18, "0.000001", "0.01"), (0, 1, 3, "0.000002", "0.03")],
        [(5, 5, 5, "123456.654321", "1.25")] * 7,
        [(1, 1, 1, "1", "1")] * 6 + [(2, 2, 2, "2", "2")],
    ]
    for g, vals in enumerate(curated):
        for v in vals:
            pk += 1
            rows.append((pk, g, *v, 0.1 * pk))
    for g in range(len(curated), 200):
        for _ in range(rnd.randint(1, 9)):
            pk += 1
            digits = rnd.choice([1, 3, 9, 18, 24])
            n = rnd.randint(-(10**digits), 10**digits)
            rows.append(
                (
                    pk,
                    g,
                    rnd.randint(-32768, 32767),
                    rnd.choice([rnd.randint(-(2**31), 2**31 - 1), rnd.randint(-9, 9) or 1]),
                    rnd.choice([rnd.randint(-INT8_MAX - 1, INT8_MAX), rnd.randint(-99, 99)]),
                    f"{n}e-6" if digits <= 24 else "0",
                    f"{rnd.randint(-(10**10), 10**10)}e-2",
                    rnd.uniform(-1e6, 1e6),
                )
            )
    return rows


def _load_num(conn) -> None:
    with conn.cursor() as cur:
        cur.execute(NUM_SETUP)
        cur.executemany(
            "INSERT INTO tb_num VALUES (%s, %s, %s, %s, %s, %s::numeric, %s::numeric, %s)",
            _num_rows(),
        )
        cur.execute("UPDATE tb_num SET i4 = 1 WHERE i4 = 0")
    conn.commit()


AVG_SQL = """
SELECT x.g,
       avg(x.i2) AS a2, avg(x.i4) AS a4, avg(x.i8) AS a8, avg(x.n) AS an, avg(x.m) AS am,
       avg(x.i4) FILTER (WHERE x.i4 > 0) AS a4p, avg(DISTINCT x.i8) AS a8d,
       round(avg(x.n), 3) AS rn, round(avg(x.i8), -2) AS rneg, avg(x.m)::numeric(20,1) AS cm,
       avg(x.i8)::int8 AS ci, avg(x.n)::float8 AS cf, avg(x.i4)::text AS ct,
       sum(x.n) / count(*) AS sn, sum(x.m) / 7 AS s7, sum(x.i4) / 3.0 AS s3,
       sum(x.i8) / count(*) / 3 AS nested, count(*) / 3 AS idiv,
       jsonb_build_object('g', x.g, 'a8', avg(x.i8), 'an', avg(x.n), 'am', avg(x.m),
                          'q', sum(x.m) / count(*), 'r', round(avg(x.i2), 2),
                          'f', avg(x.f) IS NOT NULL) AS data
FROM public.tb_num x
GROUP BY x.g
"""

ROW_DIV_SQL = """
SELECT x.id, x.n / x.i4 AS q, x.m / 3 AS q3, x.i8 / 7.00 AS q7, x.i4 / x.i2 AS qi,
       (x.m * 2 + 1) / x.i4 AS qe,
       jsonb_build_object('q', x.n / x.i4, 'm', x.m / 0.03) AS data
FROM public.tb_num x
WHERE x.i2 <> 0
"""


def test_avg_and_numeric_division_are_byte_identical(spark, dsn):
    conn = psycopg2.connect(dsn)
    _load_num(conn)
    src = [("public", "tb_num")]
    assert _backfill_identical(spark, dsn, conn, "tv_num_avg", AVG_SQL, src, ["g"]) == 200
    n = _backfill_identical(spark, dsn, conn, "tv_num_div", ROW_DIV_SQL, src, ["id"])
    assert n > 500
    with conn.cursor() as cur:  # the scales really vary per row (the point of the exercise)
        cur.execute("SELECT count(DISTINCT scale(an)), count(DISTINCT scale(a8)) FROM tv_num_avg")
        assert min(cur.fetchone()) > 1
        cur.execute("SELECT a2::text, an::text, ct, data->>'a8' FROM tv_num_avg WHERE g = 0")
        assert cur.fetchone() == ("1.5000000000000000",) * 4
    conn.close()
