"""Unit tests of the Spark SQL translation and of the backfill CLI's dbt graph reading (no JVM)."""

from __future__ import annotations

import json

import pytest
import sqlglot

from spark_ext.translate import Collations, SourceRef, Unsupported, translate

SRC = [
    SourceRef("public", "tb_post", "s0"),
    SourceRef("public", "tb_comment", "s1"),
    SourceRef("app", "tv_user", "s2", {"data"}),
]


def _spark(sql: str) -> str:
    out = translate(sql, SRC)
    sqlglot.parse_one(out, read="spark")  # valid Spark SQL
    return out


def test_tables_become_spark_views_with_their_aliases():
    out = _spark('SELECT p.pk_post FROM "db"."public"."tb_post" p JOIN tb_comment ON true')
    assert "FROM s0 AS `p`" in out and "JOIN s1 AS `tb_comment`" in out


def test_unknown_relation_is_refused():
    with pytest.raises(Unsupported, match="not a declared source"):
        translate("SELECT 1 FROM public.elsewhere", SRC)


def test_cte_names_are_not_sources():
    out = _spark("WITH c AS (SELECT pk_post FROM tb_post) SELECT * FROM c")
    assert "FROM c" in out


def test_group_by_primary_key_gets_functionally_dependent_columns():
    out = _spark(
        "SELECT p.pk_post, p.title, count(c.pk_comment) FROM tb_post p "
        "LEFT JOIN tb_comment c ON c.fk_post = p.pk_post GROUP BY p.pk_post"
    )
    assert out.endswith("GROUP BY p.pk_post, p.title")


def test_jsonb_build_object_and_agg():
    out = _spark(
        "SELECT p.pk_post, jsonb_build_object('id', p.pk_post, 'author', a.data, "
        "'c', COALESCE(jsonb_agg(jsonb_build_object('id', c.pk_comment) ORDER BY c.pk_comment "
        "DESC) "
        "FILTER (WHERE c.pk_comment IS NOT NULL), '[]'::jsonb)) AS data FROM tb_post p "
        "JOIN app.tv_user a ON a.pk_user = p.fk_author LEFT JOIN tb_comment c ON c.fk_post = "
        "p.pk_post "
        "GROUP BY p.pk_post, a.data"
    )
    assert "NAMED_STRUCT('id', p.pk_post, 'author', NAMED_STRUCT('__tv_json', a.data)" in out
    assert "ARRAY_SORT(COLLECT_LIST(" in out and "FILTER(WHERE c.pk_comment IS NOT NULL)" in out
    assert "SIZE(" not in out  # COALESCE(.., '[]') keeps the empty array


def test_bare_jsonb_agg_is_null_on_no_rows():
    out = _spark("SELECT jsonb_agg(pk_post) AS a FROM tb_post")
    assert "CASE WHEN SIZE(COLLECT_LIST(" in out and "THEN NULL" in out


@pytest.mark.parametrize(
    "sql, what",
    [
        ("SELECT jsonb_build_object(p.title, 1) FROM tb_post p", "keys must be string literals"),
        ("SELECT to_jsonb(p) FROM tb_post p", "whole-row reference p"),
        ("SELECT jsonb_set(a.data, '{x}', '1') FROM app.tv_user a", "jsonb_set"),
        ("SELECT 1 FROM app.tv_user a WHERE a.data->'x' = a.data->'y'", "compares and sorts"),
        ("SELECT jsonb_agg(a.pk ORDER BY a.data->'x') FROM app.tv_user a", "compares and sorts"),
    ],
)
def test_unsupported_constructs_fail_clearly(sql, what):
    with pytest.raises(Unsupported, match=what):
        translate(sql, SRC)


def test_json_encoder_covers_nested_types():
    T = pytest.importorskip("pyspark.sql.types")
    from spark_ext.translate import AGG_FIELD, json_encoder

    dt = T.StructType(
        [
            T.StructField("a b", T.StringType()),
            T.StructField(
                "xs", T.ArrayType(T.StructType([T.StructField(AGG_FIELD, T.LongType())]))
            ),
            T.StructField("t", T.TimestampType()),
        ]
    )
    enc = json_encoder("`data`", dt)
    assert "'\"a b\"'" in enc and "transform(" in enc and "+00:00" in enc
    sqlglot.parse_one(f"SELECT {enc} FROM x", read="spark")
    # no Python UDF inside transform(): a float computed in Spark cannot be printed there
    floats = T.ArrayType(T.StructType([T.StructField(AGG_FIELD, T.DoubleType())]))
    with pytest.raises(Unsupported, match="inside an aggregated JSON array"):
        json_encoder("`xs`", floats)


def test_cli_plan_orders_upstream_first(tmp_path):
    from spark_ext.dbt_project import Project

    def model(name, deps, **cfg):
        return {
            "resource_type": "model",
            "name": name,
            "schema": "public",
            "alias": name,
            "compiled_code": f"SELECT 1 AS pk_{name[3:]}",
            "config": {"materialized": "tview", **cfg},
            "depends_on": {"nodes": deps},
        }

    manifest = {
        "nodes": {
            "model.p.tv_user": model("tv_user", ["source.p.app.tb_user"]),
            "model.p.tv_post": model(
                "tv_post",
                ["model.p.tv_user", "source.p.app.tb_post"],
                key="pk_post",
                backfill="spark",
            ),
            "model.p.tv_feed": model("tv_feed", ["model.p.tv_post"]),
            "model.p.other": {
                "resource_type": "model",
                "name": "other",
                "config": {"materialized": "view"},
            },
        },
        "sources": {
            "source.p.app.tb_user": {"schema": "app", "name": "tb_user", "identifier": "tb_user"},
            "source.p.app.tb_post": {"schema": "app", "name": "tb_post", "identifier": "tb_post"},
        },
    }
    (tmp_path / "dbt_project.yml").write_text("name: p\nprofile: p\n")
    (tmp_path / "profiles.yml").write_text(
        "p:\n  target: dev\n  outputs:\n    dev:\n      type: tview\n      host: h\n      "
        "port: 5432\n"
        "      user: u\n      password: \"{{ env_var('NOPE_PW', 'pw') }}\"\n      dbname: d\n"
        "    spark:\n      type: spark\n      method: session\n      host: localhost\n"
    )
    (tmp_path / "target").mkdir()
    (tmp_path / "target" / "manifest.json").write_text(json.dumps(manifest))
    proj = Project.load(tmp_path)
    assert proj.dsn() == "host='h' port='5432' user='u' password='pw' dbname='d'"
    assert [n.name for n in proj.plan(["+tv_post"])] == ["tv_user", "tv_post"]
    assert [n.name for n in proj.plan(["tv_user+"])] == ["tv_user", "tv_post", "tv_feed"]
    assert [n.name for n in proj.plan([])] == ["tv_user", "tv_post", "tv_feed"]
    post = proj.plan(["tv_post"])[0]
    assert post.tview.sources == [("public", "tv_user"), ("app", "tb_post")]
    assert post.tview.key == ["pk_post"] and post.backfill == "spark"
    assert proj.plan(["tv_feed"])[0].tview.key == ["pk_feed"]


TYPED = [
    SourceRef(
        "public",
        "tb_num",
        "s0",
        columns={
            "g": "integer",
            "i": "integer",
            "b": "bigint",
            "n": "numeric(12,3)",
            "u": "numeric",
            "f": "double precision",
        },
    )
]


def _typed(sql: str) -> str:
    out = translate(sql, TYPED, model="public.tv_x")
    sqlglot.parse_one(out, read="spark")
    return out


def test_unconstrained_numeric_columns_and_mixed_scale_case_are_pg_text():
    out = _typed(
        "SELECT x.u, x.u / 3 AS q, CASE WHEN x.g > 0 THEN 1.5 ELSE 2 END AS c, "
        "CASE WHEN x.g > 0 THEN x.n END AS same, x.u IS NULL AS z, "
        "jsonb_build_object('u', x.u) AS d FROM tb_num x"
    )
    assert "NAMED_STRUCT('__tv_num', x.u) AS u" in out  # the value's own text
    assert "NAMED_STRUCT('__tv_num', TV_PG_DIV(x.u, 3))" in out
    assert "THEN CAST(1.5 AS STRING) ELSE CAST(2 AS STRING) END) AS c" in out
    assert "CASE WHEN x.g > 0 THEN x.n END AS same" in out  # one scale: a plain decimal
    assert "x.u IS NULL AS z" in out
    assert "NAMED_STRUCT('u', NAMED_STRUCT('__tv_num', x.u))" in out


def test_upper_lower_become_the_servers_case_tables_initcap_is_refused():
    out = _typed("SELECT upper(x.g::text) AS u, lower('ß') AS l FROM tb_num x")
    assert "TV_PG_UPPER(CAST(x.g AS STRING))" in out and "TV_PG_LOWER('ß')" in out
    for sql, what in [
        ("SELECT initcap('ab') FROM tb_num x", "initcap"),
        ("SELECT upper('a' COLLATE \"C\") FROM tb_num x", "explicit COLLATE"),
    ]:
        with pytest.raises(Unsupported, match=what):
            translate(sql, TYPED, model="public.tv_x")
    icu = Collations(set(), case_problem="the database default collation is ICU")
    with pytest.raises(Unsupported, match="is ICU"):
        translate("SELECT lower('A') FROM tb_num x", TYPED, model="m", collations=icu)


def test_avg_and_numeric_division_become_pg_text():
    out = _typed(
        "SELECT x.g, avg(x.i) AS a, avg(x.n) FILTER (WHERE x.i > 0) AS b, x.g / 2 AS c, "
        "sum(x.n) / count(*) AS d, avg(x.f) AS e, round(avg(x.b), 2) AS r, sum(x.b) AS s "
        "FROM tb_num x GROUP BY x.g"
    )
    assert "TV_PG_DIV(SUM(CAST(x.i AS DECIMAL(38, 0))), COUNT(x.i))" in out
    assert "TV_PG_DIV(SUM(x.n) FILTER(WHERE x.i > 0), COUNT(x.n) FILTER(WHERE x.i > 0))" in out
    assert "DIV" in out and "AVG(x.f)" in out  # int / int truncates; float avg stays Spark's
    assert "CAST(TV_PG_ROUND(" in out and "AS DECIMAL(38, 2))" in out
    assert "SUM(CAST(x.b AS DECIMAL(38, 0)))" in out  # sum(int8) is numeric in PostgreSQL


@pytest.mark.parametrize(
    "sql, what",
    [
        ("SELECT avg(x.u) FROM tb_num x", "unconstrained numeric"),
        ("SELECT sum(x.u) FROM tb_num x", "an unconstrained numeric column"),
        ("SELECT x.g FROM tb_num x WHERE x.u > 0", "an unconstrained numeric column"),
        ("SELECT x.u + 1 FROM tb_num x", "an unconstrained numeric column"),
        ("SELECT x.g FROM tb_num x GROUP BY x.g, x.u", "an unconstrained numeric column"),
        ("SELECT CASE WHEN x.g > 0 THEN x.n ELSE avg(x.n) + 1 END FROM tb_num x", "CASE mixing"),
        ("SELECT CASE WHEN x.g > 0 THEN 1.5 ELSE 2.25 END + 1 FROM tb_num x", "used inside"),
        ("SELECT avg(x.n) + 1 FROM tb_num x", "used inside"),
        ("SELECT x.g FROM tb_num x GROUP BY x.g HAVING avg(x.n) > 1", "used inside"),
        ("SELECT a FROM (SELECT avg(x.n) AS a FROM tb_num x) s", "used inside"),
        ("SELECT x.n / 1e3 FROM tb_num x", "cannot prove"),
        ("SELECT x.f::numeric FROM tb_num x", "not known statically"),
        ("SELECT coalesce(sum(x.n), 0) + 1 FROM tb_num x", "used inside"),
    ],
)
def test_numeric_results_pg_scales_per_row_are_refused_elsewhere(sql, what):
    with pytest.raises(Unsupported, match=what) as e:
        translate(sql, TYPED, model="public.tv_x")
    assert "model public.tv_x" in str(e.value)


DOCS = [
    SourceRef(
        "public",
        "tb_doc",
        "s0",
        columns={
            "id": "integer",
            "d": "jsonb",
            "j": "json",
            "ts": "timestamp with time zone",
            "tags": "text[]",
            "f": "double precision",
        },
        not_null={"id"},
    ),
    SourceRef(
        "public",
        "tb_item",
        "s1",
        columns={"id": "integer", "fk": "integer", "v": "integer"},
        not_null={"id"},
    ),
    SourceRef("public", "tb_loose", "s2", columns={"a": "integer"}),
]


def test_json_member_access_and_whole_rows():
    out = translate(
        "SELECT x.id, x.d -> 'a' -> 0 AS a, x.d ->> 'b' AS b, x.j #> '{c,1}' AS c, "
        "jsonb_build_object('row', to_jsonb(i), 'f', x.f) AS data "
        "FROM tb_doc x LEFT JOIN tb_item i ON i.fk = x.id",
        DOCS,
    )
    assert "TV_JSON_GET(TV_JSON_GET(x.d, 'a', TRUE), 0, TRUE)" in out
    assert "TV_JSON_GET_TEXT(x.d, 'b', TRUE)" in out
    assert "TV_JSON_GET_PATH(x.j, ARRAY('c', '1'), FALSE, FALSE)" in out
    # the null-extended row is NULL, not a row of NULLs (told by a NOT NULL column)
    assert "CASE WHEN `i`.`id` IS NULL THEN NULL ELSE NAMED_STRUCT('id', `i`.`id`" in out
    assert "TV_FLOAT_TEXTS(x.f, 8)" in out


@pytest.mark.parametrize(
    "sql, what",
    [
        ("SELECT jsonb_build_object('t', x.tags) FROM tb_doc x", "arrays become JSON arrays"),
        ("SELECT jsonb_object_agg(x.ts, 1) FROM tb_doc x", "only text, integer, numeric"),
        ("SELECT json_build_object('a', 1, 'a', 2) FROM tb_doc x", "duplicate keys"),
        (
            "SELECT to_jsonb(x) FROM tb_item i LEFT JOIN tb_doc x ON false",
            "arrays become JSON arrays",
        ),
        (
            "SELECT to_jsonb(l) FROM tb_item i LEFT JOIN tb_loose l ON false",
            "no NOT NULL column",
        ),
        ("SELECT row_to_json(x.id) FROM tb_doc x", "row_to_json"),
        ("SELECT x.d -> x.j FROM tb_doc x", "non-literal key"),
        ("SELECT (x.d -> 'a') || 'x' FROM tb_doc x", "compares and sorts"),
    ],
)
def test_json_constructs_refused_clearly(sql, what):
    with pytest.raises(Unsupported, match=what):
        translate(sql, DOCS)


TEXTS = [
    SourceRef(
        "public",
        "tb_t",
        "s0",
        columns={"id": "integer", "a": "text", "u": "text", "n": "integer"},
        collations={"u": 'collation "en-x-icu" (icu en)'},
    )
]
C_ONLY = Collations({"C", "POSIX", "ucs_basic"}, default_ok=True)
ICU_DEFAULT = Collations({"C", "POSIX"}, default_ok=False, default_desc="the default (icu und)")


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT max(t.u) FROM tb_t t",
        "SELECT jsonb_agg(t.id ORDER BY t.u) FROM tb_t t",
        "SELECT string_agg(t.a, ',' ORDER BY t.u) FROM tb_t t",
        "SELECT row_number() OVER (PARTITION BY t.n ORDER BY t.u) FROM tb_t t",
        "SELECT DISTINCT ON (t.n) t.n, t.id FROM tb_t t ORDER BY t.n, t.u",
        "SELECT s.id FROM (SELECT t.id FROM tb_t t ORDER BY t.u LIMIT 3) s",
        "SELECT t.id FROM tb_t t WHERE t.u > 'm'",
        "SELECT greatest(t.a, t.u) FROM tb_t t",
        'SELECT jsonb_agg(t.id ORDER BY t.a COLLATE "en-x-icu") FROM tb_t t',
    ],
)
def test_text_order_under_a_non_code_point_collation_is_refused(sql):
    with pytest.raises(Unsupported, match="orders text by .*Spark compares code points") as e:
        translate(sql, TEXTS, model="public.tv_t", collations=C_ONLY)
    assert 'COLLATE "C"' in str(e.value) and "public.tv_t" in str(e.value)


def test_text_order_that_is_code_point_order_translates():
    sql = (
        'SELECT t.n, min(t.a) AS m, jsonb_agg(t.id ORDER BY t.u COLLATE "C") AS j, '
        "max(t.u COLLATE \"POSIX\") AS x FROM tb_t t WHERE t.a > 'm' GROUP BY t.n ORDER BY t.u"
    )
    out = translate(sql, TEXTS, collations=C_ONLY)
    assert "COLLATE" not in out  # Spark's own (UTF8_BINARY) order is code-point order
    with pytest.raises(Unsupported, match=r"min\(\) on t.a orders text by the default \(icu und"):
        translate(sql, TEXTS, collations=ICU_DEFAULT)
