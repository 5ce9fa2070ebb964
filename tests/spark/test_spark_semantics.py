"""PostgreSQL semantics the Spark backfill reproduces byte for byte (issue 6): numeric avg and
division scale, ... Each test builds a tview in PostgreSQL (the view is the reference), empties
its table, backfills it through a local SparkSession and compares every row as text."""

from __future__ import annotations

import os
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
    """(key, column, table text, view text) for every differing value (text comparison)."""
    view = "v_" + name.removeprefix("tv_")
    on = " AND ".join(f"t.{k} = v.{k}" for k in key)
    with conn.cursor() as cur:
        cur.execute(
            "SELECT attname FROM pg_attribute WHERE attrelid = %s::regclass AND attnum > 0 "
            "AND NOT attisdropped ORDER BY attnum",
            (name,),
        )
        cols = [r[0] for r in cur.fetchall()]
        cur.execute(
            f"SELECT {', '.join(f't.{k}, v.{k}' for k in key)}, "
            + ", ".join(f"t.{c}::text, v.{c}::text" for c in cols)
            + f" FROM {name} t FULL JOIN {view} v ON {on}"
        )
        out = []
        for row in cur.fetchall():
            k = row[: 2 * len(key)]
            vals = row[2 * len(key) :]
            for i, c in enumerate(cols):
                if vals[2 * i] != vals[2 * i + 1]:
                    out.append((k, c, vals[2 * i], vals[2 * i + 1]))
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
       coalesce(sum(x.m) FILTER (WHERE x.i2 > 30000), 0) AS cz,
       coalesce(avg(x.n) FILTER (WHERE x.i2 > 0), sum(x.m), 0.5) AS cz2,
       coalesce(sum(x.m), sum(x.m)) AS same_scale,
       jsonb_build_object('g', x.g, 'a8', avg(x.i8), 'an', avg(x.n), 'am', avg(x.m),
                          'q', sum(x.m) / count(*), 'r', round(avg(x.i2), 2),
                          'f', avg(x.f) IS NOT NULL,
                          'cz', coalesce(sum(x.m) FILTER (WHERE x.i2 > 30000), 0)) AS data
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


# -- json: to_jsonb, row_to_json, object aggregates, -> / ->>, json text ------------------------

JSON_SETUP = r"""
CREATE TABLE tb_doc (id int PRIMARY KEY, name text, d jsonb, j json, n numeric(10,2), f float8,
                     r real, b boolean, ts timestamptz, day date);
CREATE TABLE tb_item (id int PRIMARY KEY, fk int NOT NULL, k text NOT NULL, v int, note text);
INSERT INTO tb_doc VALUES
  (1, 'a "q" \ é ☃' || chr(10) || chr(11),
   '{"a": {"b": [1, 2.50]}, "arr": [10, "x", null, {"k": 1}], "c": "x\u00e9\"", "e": 1.50,
   "z": null}', '{"a" :  [1, 2.50] , "k": "v", "k": "w"}',
   12.50, 0.1, 0.1, true, '2024-01-01 10:00:00.5+00', '2024-02-29'),
  (2, '', '[1, 2, 3]', '"s"', -0.01, 1e300, 3.4e38, false, '1970-01-01 00:00:00+00', '2000-01-01'),
  (3, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  (4, 'x', '{"arr": []}', '{}', 0, 4.441117377279434e16, -0.0, true,
   '2024-06-01 00:00:00.123456+00', '1999-12-31'),
  (5, 'y', '{"a": null, "arr": [[1], {"b": "c"}]}', '[{"x": 1}, 2]', 1e-5, 5e-324, 1.17549435e-38,
   NULL, NULL, NULL);
INSERT INTO tb_item VALUES
  (1, 1, 'k1', 3, 'n1'), (2, 1, 'k2', NULL, NULL), (3, 1, 'k1', 7, 'dup key'),
  (4, 2, 'é', 1, 'x'), (5, 4, '', 0, ''), (6, 4, 'a"b', -1, 'q');
"""

JSONB_SQL = """
SELECT x.id,
       to_jsonb(x) AS whole,
       x.d -> 'a' AS da, x.d ->> 'c' AS dc, x.d -> 'arr' -> 3 AS d3, x.d #> '{a,b}' AS dab,
       x.d #>> '{arr,1}' AS darr1, x.d -> 'arr' -> -1 AS dlast, x.d ->> 'e' AS de,
       x.j -> 'a' AS ja, x.j ->> 'k' AS jk, x.j -> 0 AS j0,
       jsonb_array_length(x.d -> 'arr') AS n_arr,
       (x.d -> 'a')::text AS da_text,
       x.d -> 'nope' IS NULL AS nope,
       to_jsonb(x.name) AS jn, to_jsonb(x.f) AS jf, to_jsonb(x.r) AS jr, to_json(x.f) AS jsf,
       jsonb_build_object('id', x.id, 'a', x.d -> 'a', 'name', x.name, 'row', to_jsonb(x),
                          'f', x.f, 'r', x.r, 'dup', 1, 'dup', 2,
                          'items', COALESCE(jsonb_object_agg(i.k, i.v ORDER BY i.id)
                                            FILTER (WHERE i.id IS NOT NULL), '{}'),
                          'byid', jsonb_object_agg(i.id, i.note) FILTER (WHERE i.id IS NOT NULL),
                          'rows', jsonb_agg(i ORDER BY i.id DESC),
                          'floats', jsonb_agg(x.f * i.v ORDER BY i.id),
                          'reals', json_agg(x.r ORDER BY i.id)) AS data
FROM public.tb_doc x
LEFT JOIN public.tb_item i ON i.fk = x.id
GROUP BY x.id
"""

JSON_TEXT_SQL = """
SELECT x.id,
       json_build_object('id', x.id, 'name', x.name, 'f', x.f, 'r', x.r, 'n', x.n, 'd', x.d,
                         'j', x.j, 'b', x.b, 'ts', x.ts, 'day', x.day,
                         'obj', jsonb_build_object('bb', 1, 'a', x.name, 'f', x.f),
                         'lit', '{"z": 1, "a": [1.50]}'::jsonb, 'raw', '{"z" : 1}'::json,
                         'lst', json_agg(i.v ORDER BY i.id),
                         'nested', json_build_object('k', json_build_object()),
                         'empty', jsonb_build_object()) AS jdata,
       json_agg(json_build_object('k', i.k, 'v', i.v) ORDER BY i.id) AS jitems,
       json_agg(i ORDER BY i.id) AS jrows,
       json_object_agg(i.k, i.v ORDER BY i.id) FILTER (WHERE i.id IS NOT NULL) AS jo,
       row_to_json(x) AS jrow,
       to_json(x.name) AS jname,
       jsonb_build_object('x', x.f, 'b', x.name)::text AS btext,
       json_build_object('x', x.f, 'b', x.name)::text AS jtext,
       jsonb_build_object('t', json_build_object('x', x.id)::text) AS nested_text
FROM public.tb_doc x
LEFT JOIN public.tb_item i ON i.fk = x.id
GROUP BY x.id
"""


def test_json_functions_are_byte_identical(spark, dsn):
    conn = psycopg2.connect(dsn)
    with conn.cursor() as cur:
        cur.execute(JSON_SETUP)
    conn.commit()
    src = [("public", "tb_doc"), ("public", "tb_item")]
    assert _backfill_identical(spark, dsn, conn, "tv_jsonb", JSONB_SQL, src, ["id"]) == 5
    assert _backfill_identical(spark, dsn, conn, "tv_jtext", JSON_TEXT_SQL, src, ["id"]) == 5
    with conn.cursor() as cur:  # the json (not jsonb) columns really keep PostgreSQL's layout
        cur.execute("SELECT jrows::text FROM tv_jtext WHERE id = 1")
        assert "}, \n {" in cur.fetchone()[0]
        cur.execute("SELECT jo::text FROM tv_jtext WHERE id = 1")
        assert cur.fetchone()[0] == '{ "k1" : 3, "k2" : null, "k1" : 7 }'
    conn.close()


# -- numeric without typmod: each value's own scale ----------------------------------------

WIDE_SETUP = """
CREATE TABLE tb_wide (id int PRIMARY KEY, u numeric, w numeric, n50 numeric(50,2),
                      m numeric(12,2), k numeric(12,4) NOT NULL);
INSERT INTO tb_wide VALUES
  (1, 1.5, 1.5, 1.5, 1.50, 2.2500),
  (2, 1.50, 123456789012345678901234567890.123456789012345678901234,
   12345678901234567890123456789012345678901234567.89, -0.01, 0),
  (3, 0, -0.000, 0, 0, -1.0001),
  (4, -7.000, 1e-30, -1e20, 3, 3),
  (5, NULL, NULL, NULL, NULL, 0.5),
  (6, 0.000000000000000000001, 99999999999999999999999999999999999999999, 2, 7.77, 1),
  (7, 1e6, 10.10, 0.1, -5.5, 2.5), (9, NULL, 'NaN', NULL, 1, 1),
  (10, NULL, 'Infinity', NULL, 1, 1), (11, NULL, '-Infinity', NULL, 1, 1);
"""

WIDE_SQL = """
SELECT x.id, x.u, x.w, x.n50, x.u::text AS ut, x.u::numeric AS un, x.u IS NULL AS unull,
       x.u / 3 AS u3, round(x.u, 2) AS ur, x.u::numeric(30,4) AS uc, coalesce(x.u, 0) AS uz,
       x.u::float8 AS uf, x.u::int8 AS ui, x.w::float8 AS wf,
       CASE WHEN x.id % 2 = 0 THEN x.m ELSE x.k END AS cmk,
       CASE WHEN x.id % 2 = 0 THEN 1.5 WHEN x.id % 3 = 0 THEN 2 ELSE 2.25 END AS clit,
       CASE WHEN x.id > 2 THEN x.u END AS cu,
       CASE x.id WHEN 1 THEN x.w WHEN 2 THEN x.m WHEN 9 THEN x.w ELSE NULL END AS cw,
       jsonb_build_object('u', x.u, 'w', x.w, 'n50', x.n50, 'u3', x.u / 3,
                          'c', CASE WHEN x.id % 2 = 0 THEN x.m ELSE x.k END) AS data,
       json_build_object('u', x.u, 'w', x.w) AS jdata,
       to_jsonb(x) AS row_b, row_to_json(x) AS row_j
FROM public.tb_wide x
"""

WIDE_AGG_SQL = """
SELECT x.id % 2 AS g, count(x.u) AS nu,
       jsonb_agg(x.u ORDER BY x.id) AS us, jsonb_agg(x ORDER BY x.id) AS rows_b,
       json_agg(x.w ORDER BY x.id) AS ws
FROM public.tb_wide x
GROUP BY x.id % 2
"""


def test_unconstrained_numeric_and_mixed_scale_case_are_byte_identical(spark, dsn):
    conn = psycopg2.connect(dsn)
    with conn.cursor() as cur:
        cur.execute(WIDE_SETUP)
    conn.commit()
    src = [("public", "tb_wide")]
    assert _backfill_identical(spark, dsn, conn, "tv_wide", WIDE_SQL, src, ["id"]) == 10
    assert _backfill_identical(spark, dsn, conn, "tv_wide_agg", WIDE_AGG_SQL, src, ["g"]) == 2
    with conn.cursor() as cur:  # the values' own scales really survive
        cur.execute("SELECT u::text, data->>'u', clit::text FROM tv_wide WHERE id = 1")
        assert cur.fetchone() == ("1.5", "1.5", "2.25")
        cur.execute("SELECT w::text, n50::text FROM tv_wide WHERE id = 2")
        assert cur.fetchone() == (
            "123456789012345678901234567890.123456789012345678901234",
            "12345678901234567890123456789012345678901234567.89",
        )
    conn.close()


# -- upper / lower: PostgreSQL's per-character case mapping ---------------------------------

CASE_SETUP = """
CREATE TABLE tb_case (id int PRIMARY KEY, t text, c text COLLATE "C");
INSERT INTO tb_case VALUES
  (1, 'Straße ß ẞ', 'ß'), (2, 'ǅemal ǆ Ǆ ǈ', 'x'), (3, 'İstanbul ısı Iı', 'İ'),
  (4, 'ΣΑΣ ΟΔΟΣ σας οδός', 'Σ'), (5, 'ﬁne ﬀ ŉ ΐ ᾀ ᾈ', NULL), (6, 'µ ÿ Ÿ K Å Ω Ａｂ', 'a'),
  (7, NULL, NULL), (8, 'e\u0301 𐐀 𐐨 🙂 Ꭰ ꭰ ABC xyz', 'b');
"""

CASE_SQL = """
SELECT x.id, upper(x.t) AS u, lower(x.t) AS l, upper(lower(x.t)) AS ul,
       jsonb_build_object('u', upper(x.t), 'l', lower(x.t || 'ÀÉ')) AS data
FROM public.tb_case x
"""


def test_upper_lower_use_the_servers_per_character_case_mapping(spark, dsn):
    conn = psycopg2.connect(dsn)
    with conn.cursor() as cur:
        cur.execute(CASE_SETUP)
    conn.commit()
    src = [("public", "tb_case")]
    assert _backfill_identical(spark, dsn, conn, "tv_case", CASE_SQL, src, ["id"]) == 8
    with conn.cursor() as cur:  # not Java's full mapping (ß -> SS)
        cur.execute("SELECT u FROM tv_case WHERE id = 1")
        assert "SS" not in cur.fetchone()[0]
    conn.commit()
    # a column under its own collation (its case mapping may differ): refused, nothing written
    bad = "SELECT x.id, upper(x.c) AS u FROM public.tb_case x"
    _install(conn, "tv_case_c", bad, ["id"])
    with pytest.raises(Exception, match="has its own collation"):
        backfill(dsn, Tview(table="tv_case_c", sql=bad, sources=src, key=["id"]), spark)
    conn.close()


# -- text order: collations ------------------------------------------------------------------

COLL_SETUP = """
CREATE TABLE tb_author (id int PRIMARY KEY, name text NOT NULL, nick text COLLATE {coll});
CREATE TABLE tb_book (id int PRIMARY KEY, fk int NOT NULL, title text NOT NULL,
                      tag text COLLATE {coll});
INSERT INTO tb_author VALUES (1, 'b', 'a'), (2, 'B', 'A'), (3, 'é', 'e'), (4, '_x', 'Z');
INSERT INTO tb_book
SELECT g, 1 + g % 4,
       (ARRAY['a', 'B', 'b', 'A', 'é', 'e', 'Z', '_x', 'x_', '-a', 'ä', 'ß'])[1 + g % 12],
       (ARRAY['a', 'B', 'b', 'A', 'é', 'e', 'Z', '_x'])[1 + g % 8]
FROM generate_series(1, 60) g;
"""
COLL_SOURCES = [("public", "tb_author"), ("public", "tb_book")]

C_ORDER_SQL = """
SELECT a.id,
       min(b.title) AS first_title, max(b.title) AS last_title,
       string_agg(b.title, ',' ORDER BY b.title, b.id) AS titles,
       jsonb_build_object('titles', jsonb_agg(b.title ORDER BY b.title DESC, b.id),
                          'tags', jsonb_agg(b.tag ORDER BY b.tag COLLATE "C", b.id),
                          'nick', a.nick) AS data
FROM public.tb_author a JOIN public.tb_book b ON b.fk = a.id
WHERE b.title > 'B'
GROUP BY a.id
"""


def test_text_order_under_the_test_databases_collation_is_identical(spark, dsn):
    """The test servers create databases with libc C.UTF-8 (code-point order, checked against
    the server at backfill time): text ORDER BY, min/max, comparisons and string_agg agree."""
    conn = psycopg2.connect(dsn)
    with conn.cursor() as cur:
        cur.execute(COLL_SETUP.format(coll='"C"'))
        cur.execute(
            "SELECT datcollate, datlocprovider FROM pg_database WHERE datname = current_database()"
        )
        assert cur.fetchone() == ("C.UTF-8", "c")
    conn.commit()
    n = _backfill_identical(spark, dsn, conn, "tv_c_order", C_ORDER_SQL, COLL_SOURCES, ["id"])
    assert n == 4
    with conn.cursor() as cur:  # the order really is code-point order (not case-folded)
        cur.execute("SELECT first_title, last_title FROM tv_c_order WHERE id = 1")
        assert cur.fetchone() == ("a", "é")  # é > x_ by code point, not in en_US
    conn.close()


def _has_icu(srv) -> bool:
    c = psycopg2.connect(srv.dsn())
    try:
        with c.cursor() as cur:
            cur.execute("CREATE COLLATION tview_icu_probe (provider = icu, locale = 'und')")
        return True
    except psycopg2.Error:
        return False
    finally:
        c.rollback()
        c.close()


@pytest.fixture(scope="module")
def icu_server(pg_server):
    """A server with ICU: the test server if it has it (the system PostgreSQL 15 has; pgserver's
    16 has not), else a throw-away system PostgreSQL 15."""
    from dbt_tview.testing import pg

    if _has_icu(pg_server):
        yield pg_server
        return
    if not os.path.exists(os.path.join(pg.SYSTEM_PG_BIN, "initdb")):
        pytest.skip("no PostgreSQL with ICU on this machine")
    srv = pg.LocalServer(pg.SYSTEM_PG_BIN)
    try:
        if not _has_icu(srv):
            pytest.skip("no PostgreSQL with ICU on this machine")
        yield srv
    finally:
        srv.stop()


ICU_ORDER_SQL = """
SELECT a.id, jsonb_agg(b.tag ORDER BY b.tag, b.id) AS tags
FROM public.tb_author a JOIN public.tb_book b ON b.fk = a.id
GROUP BY a.id
"""
ICU_AS_C_SQL = ICU_ORDER_SQL.replace("ORDER BY b.tag,", 'ORDER BY b.tag COLLATE "C",')


def _fresh_db(srv, name: str, options: str = "") -> str:
    admin = psycopg2.connect(srv.dsn())
    admin.autocommit = True
    with admin.cursor() as cur:
        cur.execute(f"DROP DATABASE IF EXISTS {name}")
        cur.execute(f"CREATE DATABASE {name} TEMPLATE template0 ENCODING 'UTF8' {options}")
    admin.close()
    return srv.dsn(name)


def _drop_db(srv, name: str) -> None:
    admin = psycopg2.connect(srv.dsn())
    admin.autocommit = True
    with admin.cursor() as cur:
        cur.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    admin.close()


def test_icu_collated_text_order_is_refused_unless_collate_c(spark, icu_server):
    """A column with an ICU collation sorted inside jsonb_agg: Spark cannot sort like ICU, so
    the backfill refuses (naming the model, the construct and the remedy) before writing
    anything; the same model with COLLATE "C" is fine and identical."""
    from spark_ext.translate import Unsupported

    name = "tview_spark_icu_column"
    dsn = _fresh_db(icu_server, name, "LOCALE 'C.UTF-8'")
    try:
        conn = psycopg2.connect(dsn)
        with conn.cursor() as cur:
            cur.execute(COLL_SETUP.format(coll='"und-x-icu"'))
        conn.commit()
        _install(conn, "tv_icu_order", ICU_ORDER_SQL, ["id"])
        tv = Tview(table="tv_icu_order", sql=ICU_ORDER_SQL, sources=COLL_SOURCES, key=["id"])
        with pytest.raises(Unsupported) as e:
            backfill(dsn, tv, spark)
        msg = str(e.value)
        assert "model public.tv_icu_order" in msg and "ORDER BY inside jsonb_agg()" in msg
        assert 'collation "und-x-icu" (icu und)' in msg
        assert 'COLLATE "C"' in msg and "backfill: postgres" in msg
        with conn.cursor() as cur:  # nothing written, capture off again
            cur.execute(
                "SELECT (SELECT count(*) FROM tv_icu_order), capturing FROM tview.tview "
                "WHERE tbl_name = 'tv_icu_order'"
            )
            assert cur.fetchone() == (0, False)
        conn.commit()
        n = _backfill_identical(spark, dsn, conn, "tv_icu_c", ICU_AS_C_SQL, COLL_SOURCES, ["id"])
        assert n == 4
        conn.close()
    finally:
        _drop_db(icu_server, name)


def test_icu_database_default_and_nondeterministic_collations_are_refused(spark, icu_server):
    from dbt_tview.api import TviewError
    from spark_ext.translate import Unsupported

    name = "tview_spark_icu_default"
    dsn = _fresh_db(icu_server, name, "LOCALE 'C.UTF-8' LOCALE_PROVIDER icu ICU_LOCALE 'und'")
    try:
        conn = psycopg2.connect(dsn)
        with conn.cursor() as cur:
            cur.execute(COLL_SETUP.format(coll='"C"'))
            cur.execute(
                "CREATE COLLATION ci (provider = icu, locale = 'und-u-ks-level2', "
                "deterministic = false)"
            )
            cur.execute("CREATE TABLE tb_ci (id int PRIMARY KEY, k text COLLATE ci)")
            cur.execute("INSERT INTO tb_ci VALUES (1, 'a'), (2, 'A')")
        conn.commit()
        books = COLL_SOURCES[1:]
        # no text order involved: fine under any collation
        plain = "SELECT b.id, b.title, jsonb_build_object('t', b.title) AS data FROM tb_book b"
        assert _backfill_identical(spark, dsn, conn, "tv_plain", plain, books, ["id"]) == 60
        # min() of a default-collated column: the default is ICU here
        sql = "SELECT b.fk, min(b.title) AS m FROM public.tb_book b GROUP BY b.fk"
        _install(conn, "tv_min", sql, ["fk"])
        with pytest.raises(Unsupported, match=r"min\(\) on b.title orders text by the database"):
            backfill(dsn, Tview(table="tv_min", sql=sql, sources=books, key=["fk"]), spark)
        # ... COLLATE "C" makes it code-point order in PostgreSQL as well
        sql_c = 'SELECT b.fk, min(b.title COLLATE "C") AS m FROM public.tb_book b GROUP BY b.fk'
        assert _backfill_identical(spark, dsn, conn, "tv_min_c", sql_c, books, ["fk"]) == 4
        # a nondeterministic collation changes equality itself ('a' = 'A' here): the install
        # refuses comparing under it; Spark also refuses a value computed from such a column
        sql_grp = "SELECT c.k, count(*) AS n FROM public.tb_ci c GROUP BY c.k"
        with pytest.raises(TviewError, match="non-deterministic collation public.ci"):
            _install(conn, "tv_ci_grp", sql_grp, [])
        conn.rollback()
        sql_ci = "SELECT c.id, upper(c.k) AS u FROM public.tb_ci c"
        _install(conn, "tv_ci", sql_ci, ["id"])
        ci = Tview(table="tv_ci", sql=sql_ci, sources=[("public", "tb_ci")], key=["id"])
        with pytest.raises(Unsupported, match="nondeterministic"):
            backfill(dsn, ci, spark)
        conn.close()
    finally:
        _drop_db(icu_server, name)
