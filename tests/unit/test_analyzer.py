"""Unit tests of the analyzer: pure Python over sqlglot, no database."""

from __future__ import annotations

import pytest

from dbt_tview.analyzer import (
    KeyError_,
    Relation,
    UnsupportedSQL,
    analyze,
    referenced_relations,
)
from dbt_tview.analyzer.volatility import body_volatile_call

SCHEMA = {
    "app": {
        "tb_post": {"pk_post": "int", "fk_user": "int", "title": "text", "published": "bool"},
        "tb_user": {"pk_user": "int", "fk_company": "int", "name": "text"},
        "tb_company": {"pk_company": "int", "name": "text"},
        "tb_comment": {"pk_comment": "int", "fk_post": "int", "body": "text"},
        "tb_tag": {"id": "int", "parent": "int", "label": "text"},
    }
}
POST, USER, COMPANY, COMMENT, TAG = (
    Relation("app", n) for n in ("tb_post", "tb_user", "tb_company", "tb_comment", "tb_tag")
)


def run(sql: str, key=None, model: str = "tv_post", unique_keys=None):
    return analyze(model, sql, key=key, schema=SCHEMA, unique_keys=unique_keys)


def strategies(a) -> dict[Relation, str]:
    return {s: a.source_strategy(s) for s in a.sources}


# ----------------------------------------------------------------------------- sources


def test_sources_from_every_position():
    a = run(
        """
        WITH c AS (SELECT * FROM app.tb_comment)
        SELECT p.pk_post,
               (SELECT u.name FROM app.tb_user u WHERE u.pk_user = p.fk_user) AS author,
               (SELECT count(*) FROM c WHERE c.fk_post = p.pk_post) AS n
        FROM app.tb_post p
        CROSS JOIN LATERAL (SELECT t.label FROM app.tb_tag t WHERE t.id = p.pk_post
                            ORDER BY 1 LIMIT 1) l
        WHERE EXISTS (SELECT 1 FROM app.tb_company co WHERE co.pk_company = p.fk_user)
          AND p.fk_user IN (SELECT pk_user FROM app.tb_user)
        """
    )
    assert set(a.sources) == {POST, USER, COMMENT, TAG, COMPANY}
    assert a.columns == ["pk_post", "author", "n"]
    assert a.key == ["pk_post"]


def test_referenced_relations_skips_ctes():
    rels = referenced_relations("m", "WITH x AS (SELECT 1 AS a FROM app.tb_post) SELECT * FROM x")
    assert rels == [POST]


def test_self_join_gives_two_occurrences():
    a = run(
        "SELECT c.id, p.label AS parent_label FROM app.tb_tag c "
        "LEFT JOIN app.tb_tag p ON p.id = c.parent",
        key="id",
        model="tv_tag",
    )
    occ = [d for d in a.derivations if d.source == TAG]
    assert sorted(d.strategy for d in occ) == ["direct", "join"]


def test_star_is_expanded_from_the_catalog_schema():
    a = run("SELECT * FROM app.tb_post", key=None)
    assert a.columns == ["pk_post", "fk_user", "title", "published"]


# ----------------------------------------------------------------------------- keys


def test_default_key_is_pk_entity_then_id():
    assert run("SELECT pk_post, title FROM app.tb_post").key == ["pk_post"]
    assert run("SELECT id, label FROM app.tb_tag", model="tv_tag").key == ["id"]


def test_missing_default_key_is_an_error_that_says_what_to_do():
    with pytest.raises(KeyError_, match="set config key"):
        run("SELECT title FROM app.tb_post")


def test_key_not_in_output_is_rejected():
    with pytest.raises(KeyError_, match=r"key column fk_user is not in the output"):
        run("SELECT pk_post, title FROM app.tb_post", key="fk_user")


def test_empty_key_makes_one_unit():
    a = run("SELECT count(*) AS n FROM app.tb_post", key=[], model="tv_totals")
    assert a.key == []
    assert strategies(a) == {POST: "full"}


# ----------------------------------------------------------------------------- rejections


@pytest.mark.parametrize(
    ("sql", "construct"),
    [
        ("SELECT pk_post, now() AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, current_timestamp AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, random() AS r FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, nextval('s') AS r FROM app.tb_post", "volatile function nextval()"),
        ("SELECT pk_post, gen_random_uuid() AS u FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, clock_timestamp() AS t FROM app.tb_post", "clock_timestamp()"),
        ("SELECT pk_post, LOCALTIMESTAMP(2) AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, LOCALTIME AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, localtimestamp AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, CURRENT_ROLE AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, SESSION_USER AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, CURRENT_SCHEMA AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, USER AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, SYSTEM_USER AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, current_user AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post, current_schemas(true) AS t FROM app.tb_post", "volatile function"),
        ("SELECT pk_post FROM app.tb_post ORDER BY pk_post LIMIT 10", "LIMIT"),
        ("SELECT pk_post FROM app.tb_post OFFSET 5", "OFFSET"),
        ("SELECT pk_post FROM (SELECT * FROM app.tb_post LIMIT 3) s", "LIMIT"),
        ("WITH x AS (SELECT * FROM app.tb_post LIMIT 3) SELECT pk_post FROM x", "LIMIT"),
        ("SELECT pk_post FROM app.tb_post FOR UPDATE", "FOR UPDATE"),
        ("SELECT pk_post FROM app.tb_post TABLESAMPLE SYSTEM (10)", "TABLESAMPLE"),
        ("SELECT pk_post FROM ONLY app.tb_post", "ONLY tb_post"),
        ("SELECT pk_post, count(*) AS n FROM app.tb_post GROUP BY ROLLUP (pk_post)", "ROLLUP"),
        ("SELECT pk_post, count(*) AS n FROM app.tb_post GROUP BY CUBE (pk_post)", "CUBE"),
        (
            "SELECT pk_post, count(*) AS n FROM app.tb_post GROUP BY GROUPING SETS ((pk_post), ())",
            "GROUPING SETS",
        ),
        (
            "WITH RECURSIVE r AS (SELECT pk_post FROM app.tb_post UNION ALL "
            "SELECT pk_post + 1 FROM r WHERE pk_post < 3) SELECT pk_post FROM r",
            "WITH RECURSIVE",
        ),
        ("SELECT pk_post, title AS pk_post FROM app.tb_post", "duplicate output column"),
        ("SELECT pk_post, nope FROM app.tb_post", "column reference"),
        ("SELECT 1 AS pk_post; SELECT 2 AS pk_post", "multiple statements"),
        ("DELETE FROM app.tb_post", "DELETE"),
    ],
)
def test_rejected_constructs_name_model_construct_and_reason(sql, construct):
    with pytest.raises(UnsupportedSQL) as err:
        run(sql)
    msg = str(err.value)
    assert msg.startswith("tview model 'tv_post': ")
    assert construct in msg
    assert "is not supported: " in msg


def test_a_quoted_or_qualified_column_named_like_a_value_function_is_a_column():
    schema = {"app": {"tb_post": {"pk_post": "int", "user": "text", "current_role": "text"}}}
    for col in ('"user"', 'p."user"', "p.current_role"):
        sql = f"SELECT p.pk_post, {col} AS u FROM app.tb_post p"
        assert analyze("tv_post", sql, key="pk_post", schema=schema).key == ["pk_post"]


# Built-ins PostgreSQL marks STABLE whose value depends on the caller, the session, the
# transaction, the statistics or the catalog, never on a source row.
CONTEXT_CALLS = [
    "pg_trigger_depth()",
    "pg_catalog.pg_trigger_depth()",
    "has_table_privilege('app.tb_post', 'SELECT')",
    "pg_catalog.has_column_privilege('app.tb_post', 'title', 'UPDATE')",
    "pg_has_role('app', 'MEMBER')",
    "row_security_active('app.tb_post')",
    "inet_client_port()",
    "inet_server_addr()",
    "pg_my_temp_schema()",
    "txid_current_if_assigned()",
    "pg_current_xact_id_if_assigned()",
    "txid_current_snapshot()",
    "pg_current_snapshot()",
    "pg_postmaster_start_time()",
    "pg_conf_load_time()",
    "pg_stat_get_live_tuples('app.tb_post'::regclass)",
    "to_regclass('app.tb_x')",
    "pg_table_is_visible(1259)",
    "pg_client_encoding()",
    "get_current_ts_config()",
    "mxid_age('1'::xid)",
    "age(p.created_at)",
]


@pytest.mark.parametrize("call", CONTEXT_CALLS)
def test_context_dependent_builtins_are_refused_as_volatile(call):
    with pytest.raises(UnsupportedSQL, match="volatile function"):
        run(f"SELECT p.pk_post, {call} AS v FROM app.tb_post p")


@pytest.mark.parametrize(
    "call",
    ["age(p.created_at, p.created_at)", "version()", "current_database()", "has_text(p.title)"],
)
def test_builtins_of_their_arguments_or_the_database_are_accepted(call):
    schema = {"app": {"tb_post": {"pk_post": "int", "title": "text", "created_at": "timestamp"}}}
    sql = f"SELECT p.pk_post, {call} AS v FROM app.tb_post p"
    assert analyze("tv_post", sql, key="pk_post", schema=schema).key == ["pk_post"]


def test_volatile_message_explains_the_fix():
    with pytest.raises(UnsupportedSQL, match="source column"):
        run("SELECT pk_post, now() AS t FROM app.tb_post")


def test_limit_inside_a_correlated_subquery_is_allowed():
    a = run(
        "SELECT p.pk_post, (SELECT c.body FROM app.tb_comment c WHERE c.fk_post = p.pk_post "
        "ORDER BY c.pk_comment DESC LIMIT 1) AS last_comment FROM app.tb_post p",
        unique_keys={COMMENT: [["pk_comment"]]},
    )
    assert strategies(a)[COMMENT] == "join"


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT p.pk_post, (SELECT c.body FROM app.tb_comment c WHERE c.fk_post = p.pk_post "
        "ORDER BY c.fk_post LIMIT 1) AS last_comment FROM app.tb_post p",
        "SELECT DISTINCT ON (fk_post) fk_post, body FROM app.tb_comment ORDER BY fk_post",
        "SELECT DISTINCT ON (fk_post) fk_post, body FROM app.tb_comment",
    ],
)
def test_a_choice_of_rows_left_to_the_plan_is_rejected(sql):
    with pytest.raises(UnsupportedSQL, match="without a deterministic ORDER BY"):
        run(sql, key="fk_post", unique_keys={COMMENT: [["pk_comment"]]})


def test_a_choice_of_rows_its_order_decides_is_accepted():
    for sql in (
        "SELECT DISTINCT ON (fk_post) fk_post, body FROM app.tb_comment ORDER BY 1, pk_comment",
        "SELECT DISTINCT ON (fk_post) fk_post, body FROM app.tb_comment ORDER BY fk_post, body",
    ):
        run(sql, key="fk_post", unique_keys={COMMENT: [["pk_comment"]]})


# ----------------------------------------------------------------------------- derivations


def sql_of(a, rel: Relation) -> str:
    return " ".join(d.query.sql("postgres") for d in a.derivations if d.source == rel and d.query)


def test_direct_source_projects_the_key_without_joins():
    a = run(
        "SELECT p.pk_post, u.name FROM app.tb_post p JOIN app.tb_user u ON u.pk_user = p.fk_user"
    )
    assert strategies(a) == {POST: "direct", USER: "join"}
    assert sql_of(a, POST) == 'SELECT DISTINCT "p"."pk_post" AS "pk_post" FROM __tview_delta AS "p"'
    assert 'JOIN __tview_delta AS "u"' in sql_of(a, USER)


def test_left_join_on_the_changed_side_becomes_inner():
    a = run(
        "SELECT p.pk_post, u.name FROM app.tb_post p "
        "LEFT JOIN app.tb_user u ON u.pk_user = p.fk_user"
    )
    s = sql_of(a, USER)
    assert "LEFT JOIN" not in s and 'JOIN __tview_delta AS "u"' in s


def test_not_exists_becomes_exists_over_the_delta():
    a = run(
        "SELECT p.pk_post FROM app.tb_post p WHERE p.published AND NOT EXISTS "
        "(SELECT 1 FROM app.tb_comment c WHERE c.fk_post = p.pk_post)"
    )
    s = sql_of(a, COMMENT)
    assert "NOT EXISTS" not in s and "EXISTS(SELECT" in s and "__tview_delta" in s


def test_group_by_key_from_the_source_is_direct_and_aggregates_are_dropped():
    a = run(
        "SELECT u.fk_company, count(*) AS n FROM app.tb_user u "
        "JOIN app.tb_post p ON p.fk_user = u.pk_user GROUP BY u.fk_company HAVING count(*) > 1",
        key="fk_company",
        model="tv_stats",
    )
    assert strategies(a) == {USER: "direct", POST: "join"}
    s = sql_of(a, POST)
    assert "HAVING" not in s and "COUNT" not in s


def test_union_all_branches_derive_separately():
    a = run(
        "SELECT pk_post AS id, 'post' AS kind FROM app.tb_post UNION ALL "
        "SELECT pk_user, 'user' FROM app.tb_user",
        key=["id", "kind"],
        model="tv_any",
    )
    # 'kind' is a constant: not a column of the source, so the derivation joins
    assert set(strategies(a)) == {POST, USER}
    assert "tb_user" not in sql_of(a, POST)


def test_full_join_emits_null_extended_keys():
    a = run(
        "SELECT p.pk_post, c.pk_comment FROM app.tb_post p "
        "FULL JOIN app.tb_comment c ON c.fk_post = p.pk_post",
        key=["pk_post", "pk_comment"],
    )
    # the posts a changed comment matched lose or gain their row without a comment, and the
    # comment's own row with or without a post: each variant reads one side as NULL
    s = sql_of(a, COMMENT)
    assert 'CASE WHEN FALSE THEN "c"."pk_comment" END AS "pk_comment"' in s
    assert 'CASE WHEN FALSE THEN "p"."pk_post" END AS "pk_post"' in sql_of(a, POST)


def test_window_functions_fall_back_to_full_refresh_with_a_reason():
    a = run("SELECT pk_post, row_number() OVER (ORDER BY title, pk_post) AS rn FROM app.tb_post")
    (d,) = a.derivations
    assert d.strategy == "full" and "window" in d.reason


def test_except_falls_back_to_full():
    a = run(
        "SELECT pk_post FROM app.tb_post EXCEPT SELECT fk_post FROM app.tb_comment",
    )
    assert strategies(a)[COMMENT] == "full"


def test_only_non_direct_sources_are_logged_and_only_when_two_or_more():
    one = run(
        "SELECT p.pk_post, u.name FROM app.tb_post p JOIN app.tb_user u ON u.pk_user = p.fk_user"
    )
    assert one.log_sources == []
    two = run(
        "SELECT p.pk_post, u.name, c.name AS company FROM app.tb_post p "
        "JOIN app.tb_user u ON u.pk_user = p.fk_user "
        "JOIN app.tb_company c ON c.pk_company = u.fk_company",
        key=["pk_post"],
    )
    assert set(two.log_sources) == {USER, COMPANY}


def test_unordered_aggregates_warn():
    a = run(
        "SELECT p.pk_post, (SELECT jsonb_agg(c.body) FROM app.tb_comment c "
        "WHERE c.fk_post = p.pk_post) AS bodies FROM app.tb_post p"
    )
    assert any("jsonb_agg without ORDER BY" in w for w in a.warnings)


# ----------------------------------------------------------------------------- uniqueness

UNIQUE = {
    POST: [["pk_post"]],
    USER: [["pk_user"]],
    COMPANY: [["pk_company"]],
    COMMENT: [["pk_comment"]],
    TAG: [["id"]],
}


def proof(sql: str, key, model: str = "tv_post"):
    return analyze(model, sql, key=key, schema=SCHEMA, unique_keys=UNIQUE).unique_reason


def test_uniqueness_is_proven_never_guessed():
    # a source's primary key, to-one joins (the joined table's key is equated)
    assert proof(
        "SELECT p.pk_post, u.name FROM app.tb_post p "
        "LEFT JOIN app.tb_user u ON u.pk_user = p.fk_user",
        "pk_post",
    )
    # a derived table grouped by the join column is to-one too
    assert proof(
        "SELECT p.pk_post, c.n FROM app.tb_post p LEFT JOIN (SELECT fk_post, count(*) AS n "
        "FROM app.tb_comment GROUP BY fk_post) c ON c.fk_post = p.pk_post",
        "pk_post",
    )
    # GROUP BY keys, DISTINCT over the key
    assert proof("SELECT fk_user, count(*) AS n FROM app.tb_post GROUP BY fk_user", "fk_user")
    assert proof("SELECT DISTINCT fk_user FROM app.tb_post", "fk_user")
    assert proof(
        "SELECT p.pk_post, p.title, count(c.pk_comment) AS n FROM app.tb_post p "
        "LEFT JOIN app.tb_comment c ON c.fk_post = p.pk_post GROUP BY p.pk_post, p.title",
        "pk_post",
    )
    assert (
        proof(
            "SELECT p.pk_post, c.body, count(*) AS n FROM app.tb_post p "
            "LEFT JOIN app.tb_comment c ON c.fk_post = p.pk_post GROUP BY p.pk_post, c.body",
            "pk_post",
        )
        is None
    )
    # one-to-many join, a non-key column, a union: not proven
    assert (
        proof(
            "SELECT p.pk_post, c.body FROM app.tb_post p "
            "JOIN app.tb_comment c ON c.fk_post = p.pk_post",
            "pk_post",
        )
        is None
    )
    assert proof("SELECT fk_user, title FROM app.tb_post", "fk_user") is None
    assert (
        proof(
            "SELECT pk_post FROM app.tb_post UNION ALL SELECT pk_user FROM app.tb_user", "pk_post"
        )
        is None
    )
    assert proof("SELECT DISTINCT fk_user, title FROM app.tb_post", "fk_user") is None


# ----------------------------------------------------------------------------- window ties

_KEYS = {POST: [["pk_post"]], USER: [["pk_user"]], COMMENT: [["pk_comment"]]}


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT pk_post, row_number() OVER (ORDER BY title) AS r FROM app.tb_post",
        "SELECT pk_post, row_number() OVER () AS r FROM app.tb_post",
        "SELECT pk_post, ntile(2) OVER (PARTITION BY fk_user ORDER BY published) AS r "
        "FROM app.tb_post",
        "SELECT pk_post, lag(title) OVER (ORDER BY fk_user) AS r FROM app.tb_post",
        "SELECT pk_post, lead(title, 2, '') OVER (PARTITION BY fk_user) AS r FROM app.tb_post",
        "SELECT pk_post, first_value(title) OVER (ORDER BY fk_user) AS r FROM app.tb_post",
        "SELECT pk_post, last_value(title) OVER (ORDER BY fk_user) AS r FROM app.tb_post",
        "SELECT pk_post, nth_value(title, 2) OVER (ORDER BY fk_user RANGE BETWEEN UNBOUNDED "
        "PRECEDING AND UNBOUNDED FOLLOWING) AS r FROM app.tb_post",
        "SELECT pk_post, sum(pk_post) OVER (ORDER BY fk_user ROWS BETWEEN 1 PRECEDING AND "
        "CURRENT ROW) AS r FROM app.tb_post",
        "SELECT pk_post, count(*) OVER (ROWS UNBOUNDED PRECEDING) AS r FROM app.tb_post",
        "SELECT pk_post, string_agg(title, ',') OVER (ORDER BY fk_user) AS r FROM app.tb_post",
        "SELECT pk_post, array_agg(title) OVER () AS r FROM app.tb_post",
        "SELECT pk_post, row_number() OVER w AS r FROM app.tb_post WINDOW w AS (ORDER BY title)",
        # tied rows differ in another window's ORDER BY, which the view shows through rank()
        "SELECT fk_user, row_number() OVER (ORDER BY fk_user) AS r, "
        "rank() OVER (ORDER BY title) AS t FROM app.tb_post",
        # tied rows differ in the argument of lag(), though not in any output
        "SELECT fk_user, lag(title) OVER (ORDER BY fk_user) AS r FROM app.tb_post",
        # users share a name: rows tied on it differ in pk_user
        "SELECT c.fk_post, c.body, row_number() OVER (ORDER BY c.fk_post, c.body) AS r, "
        "u.pk_user FROM app.tb_comment c JOIN app.tb_user u ON u.name = c.body",
        # a WHERE equality ties two unordered columns to each other, not to the order
        "SELECT fk_user, title, row_number() OVER (ORDER BY fk_user) AS r FROM app.tb_post "
        "WHERE title = CAST(pk_post AS text)",
        # a LEFT JOIN to-many: a user's posts tie on the user
        "SELECT u.pk_user, p.title, row_number() OVER (ORDER BY u.pk_user) AS r FROM "
        "app.tb_user u LEFT JOIN app.tb_post p ON p.fk_user = u.pk_user",
        # a LEFT JOIN whose match depends on a column the order leaves open
        "SELECT u.pk_user, p.title, row_number() OVER (ORDER BY u.fk_company) AS r FROM "
        "app.tb_user u LEFT JOIN app.tb_post p ON p.pk_post = u.pk_user",
        # a FULL JOIN null-extends either side: tied NULL keys
        "SELECT p.pk_post, u.name, row_number() OVER (ORDER BY p.pk_post) AS r FROM "
        "app.tb_post p FULL JOIN app.tb_user u ON u.pk_user = p.fk_user",
        "SELECT fk_user, published, row_number() OVER (ORDER BY fk_user) AS r FROM app.tb_post "
        "GROUP BY fk_user, published",
        "SELECT x.fk_user, x.r FROM (SELECT fk_user, title, row_number() OVER (PARTITION BY "
        "fk_user ORDER BY published) AS r FROM app.tb_post) x",
    ],
)
def test_a_window_result_left_to_the_plan_is_refused(sql):
    with pytest.raises(UnsupportedSQL) as e:
        run(sql, key=[], unique_keys=_KEYS)
    text = str(e.value)
    assert text.startswith("tview model 'tv_post': window function"), text
    assert "depends on the plan" in text and "unique tiebreaker" in text


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT pk_post, row_number() OVER (ORDER BY title, pk_post) AS r FROM app.tb_post",
        "SELECT pk_post, row_number() OVER (PARTITION BY pk_post) AS r FROM app.tb_post",
        "SELECT pk_post, rank() OVER (ORDER BY title) AS r FROM app.tb_post",
        "SELECT pk_post, dense_rank() OVER (ORDER BY fk_user) AS r, percent_rank() OVER "
        "(ORDER BY title) AS p, cume_dist() OVER () AS c FROM app.tb_post",
        "SELECT pk_post, sum(pk_post) OVER (ORDER BY fk_user) AS r FROM app.tb_post",
        "SELECT pk_post, sum(pk_post) OVER () AS r, count(*) OVER (PARTITION BY fk_user) AS n, "
        "bool_and(published) OVER (ORDER BY title) AS b FROM app.tb_post",
        "SELECT pk_post, avg(pk_post) OVER (ORDER BY fk_user RANGE BETWEEN 1 PRECEDING AND "
        "CURRENT ROW) AS r FROM app.tb_post",
        "SELECT pk_post, max(title) OVER (ORDER BY fk_user GROUPS BETWEEN 1 PRECEDING AND "
        "CURRENT ROW EXCLUDE CURRENT ROW) AS r FROM app.tb_post",
        "SELECT pk_post, min(title) OVER (ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED "
        "FOLLOWING) AS r FROM app.tb_post",
        "SELECT pk_post, row_number() OVER w AS r, lag(title) OVER (w) AS l FROM app.tb_post "
        "WINDOW w AS (PARTITION BY fk_user ORDER BY pk_post)",
        # every value the SELECT computes is ordered on: tied rows are equal
        "SELECT fk_user, row_number() OVER (ORDER BY fk_user) AS r FROM app.tb_post",
        "SELECT fk_user, title, first_value(title) OVER (PARTITION BY title ORDER BY fk_user) "
        "AS r FROM app.tb_post",
        # a column WHERE pins to a constant, or to an ordered column
        "SELECT fk_user, title, row_number() OVER (ORDER BY fk_user) AS r FROM app.tb_post "
        "WHERE title = 'x'",
        "SELECT fk_user, title, row_number() OVER (ORDER BY fk_user) AS r FROM app.tb_post "
        "WHERE title = CAST(fk_user AS text)",
        # a unique key of every table: no two rows tie
        "SELECT p.title, u.name, row_number() OVER (ORDER BY p.pk_post, u.pk_user) AS r, "
        "(SELECT count(*) FROM app.tb_comment c WHERE c.fk_post = p.pk_post) AS n "
        "FROM app.tb_post p JOIN app.tb_user u ON u.pk_user = p.fk_user",
        # the joined row follows from the ordered key through a to-one join
        "SELECT p.pk_post, u.name, lag(u.name) OVER (ORDER BY p.pk_post) AS r FROM "
        "app.tb_post p JOIN app.tb_user u ON u.pk_user = p.fk_user",
        "SELECT p.pk_post, u.name, lag(u.name) OVER (ORDER BY p.pk_post) AS r FROM "
        "app.tb_post p LEFT JOIN app.tb_user u ON u.pk_user = p.fk_user",
        # one row per group once every GROUP BY expression is ordered
        "SELECT fk_user, published, count(*) AS n, row_number() OVER (ORDER BY fk_user, "
        "published) AS r FROM app.tb_post GROUP BY fk_user, published",
        "SELECT count(*) AS n, row_number() OVER () AS r FROM app.tb_post",
        "SELECT x.fk_user, x.r FROM (SELECT fk_user, pk_post, row_number() OVER (PARTITION BY "
        "fk_user ORDER BY published DESC, pk_post) AS r FROM app.tb_post) x WHERE x.r = 1",
    ],
)
def test_a_window_result_its_order_decides_is_accepted(sql):
    run(sql, key=[], unique_keys=_KEYS)


def test_an_equality_between_two_unordered_columns_does_not_decide_distinct_on():
    with pytest.raises(UnsupportedSQL, match="DISTINCT ON without a deterministic ORDER BY"):
        run(
            "SELECT DISTINCT ON (fk_user) fk_user, title FROM app.tb_post "
            "WHERE title = CAST(pk_post AS text) ORDER BY fk_user",
            key="fk_user",
        )


def test_a_whole_row_output_is_not_decided_by_its_columns_order():
    """A whole-row value (`p`) differs between rows that tie unless its table's key is ordered."""
    for sql in (
        "SELECT DISTINCT ON (p.fk_user) p.fk_user, p AS r FROM app.tb_post p "
        "ORDER BY p.fk_user, p.title",
        "SELECT p.pk_post, p AS r, lag(p) OVER (ORDER BY p.title) AS l FROM app.tb_post p",
    ):
        with pytest.raises(UnsupportedSQL, match="leaves ties|deterministic ORDER BY"):
            run(sql, key=[], unique_keys=_KEYS)
    run(
        "SELECT DISTINCT ON (p.fk_user) p.fk_user, p AS r FROM app.tb_post p "
        "ORDER BY p.fk_user, p.pk_post",
        key="fk_user",
        unique_keys=_KEYS,
    )


_TIES = "whose ORDER BY leaves ties"


@pytest.mark.parametrize(
    "aggregate,warning",
    [
        ("json_agg(c.body)", "json_agg without ORDER BY"),
        ("jsonb_object_agg(c.body, c.pk_comment)", "jsonb_object_agg without ORDER BY"),
        ("xmlagg(xmlelement(name b, c.body))", "xmlagg without ORDER BY"),
        ("jsonb_agg(c.body ORDER BY c.fk_post)", f"jsonb_agg {_TIES}"),
        ("string_agg(c.body, ',' ORDER BY c.fk_post)", f"string_agg {_TIES}"),
        ("array_agg(c ORDER BY c.body)", f"array_agg {_TIES}"),
        (
            "jsonb_agg(c.body ORDER BY c.fk_post) FILTER (WHERE c.pk_comment > 0)",
            f"jsonb_agg {_TIES}",
        ),
        # ordered on the values it aggregates, or on a unique key: no ties to tell apart
        ("array_agg(c.body ORDER BY c.body)", None),
        ("array_agg(DISTINCT c.body ORDER BY c.body)", None),
        ("jsonb_agg(c ORDER BY c.pk_comment)", None),
        ("string_agg(c.body, ',' ORDER BY c.fk_post DESC, c.pk_comment)", None),
        ("count(*)", None),
    ],
)
def test_an_aggregate_reading_rows_in_plan_order_warns(aggregate, warning):
    a = run(
        f"SELECT p.pk_post, (SELECT {aggregate} FROM app.tb_comment c "
        "WHERE c.fk_post = p.pk_post) AS agg FROM app.tb_post p",
        unique_keys=_KEYS,
    )
    assert [w for w in a.warnings if w.startswith(warning)] if warning else not a.warnings, (
        a.warnings
    )


def test_a_grouped_aggregate_is_ordered_by_its_group_too():
    """Within a group the GROUP BY expressions tie; ordering on them alone leaves ties."""
    grouped = (
        "SELECT u.pk_user, {} AS titles FROM app.tb_user u JOIN app.tb_post p "
        "ON p.fk_user = u.pk_user GROUP BY u.pk_user"
    )
    tied = run(
        grouped.format("jsonb_agg(p.title ORDER BY u.pk_user)"), "pk_user", unique_keys=_KEYS
    )
    assert any(_TIES in w for w in tied.warnings)
    keyed = run(
        grouped.format("jsonb_agg(p.title ORDER BY p.pk_post)"), "pk_user", unique_keys=_KEYS
    )
    assert not keyed.warnings


@pytest.mark.parametrize(
    "sql,srfs",
    [
        ("SELECT pk_post, unnest(ARRAY[fk_user, pk_post]) AS u FROM app.tb_post", ()),
        ("SELECT pk_post, generate_series(1, fk_user) + 1 AS g FROM app.tb_post", ()),
        ("SELECT pk_post, jsonb_array_elements(to_jsonb(ARRAY[title])) AS e FROM app.tb_post", ()),
        ("SELECT pk_post, public.twice(fk_user) AS t FROM app.tb_post", ("twice",)),
    ],
)
def test_a_set_returning_function_in_the_select_list_multiplies_rows(sql, srfs):
    """One source row gives any number of rows: its unique key proves nothing, and no key's
    row is decided by one source row alone."""
    a = analyze("tv_post", sql, key=None, schema=SCHEMA, unique_keys=UNIQUE, set_returning=srfs)
    assert a.unique_reason is None and a.own is None
    # the same query without the set-returning function is proven unique
    plain = sql.split(", ", 1)[0] + ", fk_user AS u FROM app.tb_post"
    assert analyze("tv_post", plain, key=None, schema=SCHEMA, unique_keys=UNIQUE).unique_reason


def test_a_locking_clause_is_refused_after_deparsing():
    from dbt_tview.analyzer.deparse import normalize

    sql = normalize("SELECT id FROM a FOR UPDATE OF a")
    assert "FOR UPDATE OF a" in sql
    with pytest.raises(UnsupportedSQL, match="FOR UPDATE/SHARE is not supported"):
        analyze("tv_a", sql, key="id", schema={"public": {"a": {"id": "int"}}})


def test_the_deparsers_bit_varying_is_read_as_varbit():
    from dbt_tview.analyzer.deparse import normalize
    from dbt_tview.analyzer.sql_syntax import rewrite

    assert "varbit(4)" in normalize("SELECT (a.b)::bit varying(4) AS x FROM a")
    # a string or a quoted name spelled the same is left alone
    text = 'SELECT \'bit varying\' AS "bit varying", "bit" varying FROM a'
    assert rewrite(text) == text


def test_a_deparsed_form_sqlglot_cannot_read_is_refused_naming_the_model():
    from dbt_tview.analyzer.deparse import normalize

    with pytest.raises(UnsupportedSQL) as err:
        normalize("SELECT (a.iv)::interval day to second(2) AS x FROM a", "tv_iv")
    msg = str(err.value)
    assert msg.startswith("tview model 'tv_iv': ") and "interval day to second(2)" in msg
    assert "Rewrite that expression" in msg


@pytest.mark.parametrize(
    ("deparsed", "kept"),
    [
        ("SELECT a.id FROM (a JOIN g ON ((g.g = ANY (a.tags))))", "g.g = ANY(a.tags)"),
        ("SELECT a.id FROM a WHERE (a.v <> ALL (a.tags))", "a.v <> ALL(a.tags)"),
    ],
)
def test_the_parentheses_of_any_and_all_are_kept(deparsed, kept):
    """`x = ANY (a.tags)` needs them: without, it is a syntax error in the derivations."""
    from dbt_tview.analyzer.deparse import normalize

    assert kept in normalize(deparsed)


@pytest.mark.parametrize(
    ("deparsed", "kept"),
    [
        ("SELECT (p.pr).x AS x FROM p GROUP BY (p.pr).x", ["(p.pr).x AS x", "BY (p.pr).x"]),
        ("SELECT p.id FROM p WHERE ((p.pr).y = 'a')", ["WHERE (p.pr).y = 'a'"]),
        ("SELECT (string_to_array(p.s, ','))[1] AS h FROM p", ["(STRING_TO_ARRAY(p.s, ','))[1]"]),
        ("SELECT ((ROW(p.g, p.s))::pair).x AS x FROM p", ["(CAST(ROW(p.g, p.s) AS pair)).x"]),
    ],
)
def test_the_parentheses_of_a_field_or_subscript_of_a_value_are_kept(deparsed, kept):
    """`(t.c).f` is the field f of column c; without them, t.c.f is column f of table t.c."""
    from dbt_tview.analyzer.deparse import normalize

    sql = normalize(deparsed)
    for k in kept:
        assert k in sql, sql


@pytest.mark.parametrize(
    ("language", "volatility", "body", "depends_on", "reads"),
    [
        ("sql", "s", "SELECT count(*) FROM c WHERE c.k = x", [], "table c"),
        ("sql", "i", "SELECT * FROM app.c JOIN d ON d.k = c.k", [], "table app.c, d"),
        ("sql", "s", "", ["public.c"], "table public.c"),  # BEGIN ATOMIC: pg_depend's
        ("plpgsql", "s", "BEGIN RETURN (SELECT count(*) FROM c); END", [], "(its body has FROM)"),
        ("plpgsql", "s", "BEGIN EXECUTE 'SELECT 1'; END", [], "(its body has EXECUTE)"),
        ("plpgsql", "s", "BEGIN FOR r IN TABLE c LOOP END LOOP; END", [], "(its body has TABLE)"),
        # no table: generated rows, CTEs, FROM of an expression, words in strings and comments
        ("sql", "s", "WITH y AS (SELECT 1) SELECT * FROM y, generate_series(1, x) g", [], ""),
        ("sql", "i", "SELECT x UNION ALL SELECT x", [], ""),
        ("plpgsql", "s", "BEGIN PERFORM pg_sleep(0.001); RETURN x; END", [], ""),
        (
            "plpgsql",
            "s",
            "BEGIN RETURN extract(year FROM x) + CASE WHEN a IS DISTINCT FROM b THEN 1 END "
            "+ length(substring(s FROM 2)) + length('from t'); -- FROM c\nEND",
            [],
            "",
        ),
        # IMMUTABLE is not checked by PostgreSQL: a PL/pgSQL body naming a relation reads it
        ("plpgsql", "i", "BEGIN RETURN (SELECT count(*) FROM c); END", [], "has FROM c"),
        ("plpgsql", "i", "BEGIN SELECT v INTO r FROM ONLY a.b WHERE k = x; END", [], "FROM a.b"),
        ("plpgsql", "i", 'BEGIN RETURN (SELECT 1 FROM u JOIN "T" ON true); END', [], "FROM u"),
        ("plpgsql", "i", "BEGIN EXECUTE 'SELECT 1' INTO r; RETURN r; END", [], "has EXECUTE"),
        # ... and one calling set-returning functions or its own CTEs reads none
        ("plpgsql", "i", "BEGIN RETURN (SELECT sum(u) FROM unnest(x) AS u); END", [], ""),
        (
            "plpgsql",
            "i",
            "BEGIN RETURN (SELECT 1 FROM public.srf (x) JOIN LATERAL f(x) ON true); END",
            [],
            "",
        ),
        ("plpgsql", "i", "BEGIN RETURN (WITH y AS (SELECT 1 AS a) SELECT a FROM y); END", [], ""),
        ("plpgsql", "i", "BEGIN RETURN extract(year FROM x) || 'from t'; -- FROM c\nEND", [], ""),
        # other languages' IMMUTABLE is taken at its word
        ("c", "s", "int4in", [], ""),
        ("plperl", "i", "return $_[0] + 1;", [], ""),
    ],
)
def test_a_function_that_reads_tables_is_told_from_its_body(
    language, volatility, body, depends_on, reads
):
    from dbt_tview.analyzer.bodies import table_reads

    got = table_reads(language, volatility, body, depends_on)
    assert (reads in got) if reads else got == "", got


def test_the_functions_a_body_may_call_are_named_as_postgresql_folds_them():
    from dbt_tview.analyzer.bodies import called_names

    body = "BEGIN RETURN Wrap(x) + public.n (y) + \"Quoted\"(1) + length('f(') ; -- g(x)\nEND"
    assert called_names(body) == ["Quoted", "length", "n", "wrap"]


@pytest.mark.parametrize(
    ("sql", "remedy"),
    [
        ("VALUES (1, 'a'), (2, 'b')", "SELECT * FROM (VALUES ...) AS v(a, b)"),
        ("INSERT INTO a VALUES (1)", "Write the model as a SELECT"),
    ],
)
def test_a_model_that_is_no_select_is_refused_with_the_rewrite(sql, remedy):
    with pytest.raises(UnsupportedSQL) as err:
        analyze("tv_v", sql, key=None, schema={"public": {"a": {"id": "int"}}})
    assert str(err.value).startswith("tview model 'tv_v': ") and remedy in str(err.value)


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("BEGIN RETURN x > now(); END", "now()"),
        ("SELECT current_user || v", "current_user"),
        ("SELECT pg_catalog.has_table_privilege('t', 'SELECT')", "has_table_privilege()"),
        ("f(v int, at timestamptz DEFAULT clock_timestamp())", "clock_timestamp()"),
        ("SELECT 'now()' || v -- now()\n /* current_user */", None),
        ('SELECT "now"(v), "user"', None),
        ("SELECT age(a, b) + v", None),
    ],
)
def test_body_volatile_call(text, call):
    assert body_volatile_call(text) == call


def test_a_whole_row_reference_reads_every_column_of_its_table():
    """The columns a derivation reads of a source decide which UPDATEs may skip old rows or
    the witness: a whole-row reference (`u::text`) reads them all."""
    sql = (
        "SELECT u.pk_user, p.pk_post, p.title FROM app.tb_user u JOIN app.tb_post p "
        "ON p.fk_user = u.pk_user{}"
    )
    plain = run(sql.format(""), ["pk_user", "pk_post"], unique_keys=_KEYS)
    assert plain.join_read_columns(USER) == {"pk_user"}
    whole = run(
        sql.format(" AND u::text NOT LIKE '%9%'"), ["pk_user", "pk_post"], unique_keys=_KEYS
    )
    assert whole.join_read_columns(USER) is None
    keyed = run("SELECT md5(p::text) AS k, p.title FROM app.tb_post p", "k", unique_keys=_KEYS)
    assert keyed.key_read_columns(POST) is None


def test_a_flag_named_with_is_not_read_as_a_with_clause() -> None:
    """sqlglot's JSON predicate stores WITH UNIQUE KEYS as `with_=True`, the argument name of a
    query's WITH clause."""
    a = run("SELECT p.pk_post, (p.title IS JSON ARRAY WITH UNIQUE KEYS) AS j FROM app.tb_post p")
    assert a.key == ["pk_post"]
