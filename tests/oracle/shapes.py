"""Catalog of query shapes exercised by the oracle.

Every shape is installed as tview ``tv_<name>`` (view ``v_<name>``) over the sources of
``schema.py``.  ``deps`` names shapes that must be installed first (tview on tview);
a stacked shape reads their ``tv_*`` tables, exactly as a dbt ``ref()`` would.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .schema import COMPOSITE, USER_TYPES


@dataclass(frozen=True)
class Shape:
    name: str
    sql: str
    key: list | None  # list of columns, [] = whole view is one unit
    sources: tuple  # relations the SQL reads (tables or other tviews)
    deps: tuple = ()  # shapes installed before this one (stacking)
    family: str = ""
    notes: str = ""
    rank: int = 1  # depth in the dependency graph (1 = reads only tables)
    unique: bool = True  # is the key unique in every state of the sources?
    extra: dict = field(default_factory=dict)

    @property
    def tview(self) -> str:
        return f"tv_{self.name}"

    @property
    def view(self) -> str:
        return f"v_{self.name}"


# a numeric value that is NaN, +Infinity or -Infinity for some of the values of `val`
_X = (
    "CASE val WHEN 4 THEN 'NaN'::numeric WHEN 3 THEN 'Infinity'::numeric "
    "WHEN 0 THEN '-Infinity'::numeric ELSE val * 1.5 END"
)


def _s(name, sql, key, sources, family, deps=(), rank=1, notes="", unique=True):
    return Shape(
        name=name,
        sql=" ".join(sql.split()),
        key=key,
        sources=tuple(sources),
        deps=tuple(deps),
        family=family,
        rank=rank,
        notes=notes,
        unique=unique and key != [],
    )


CATALOG: list[Shape] = [
    # ---------------------------------------------------------------- single table
    _s("s_filter", "SELECT id, grp, val, name FROM tb_a WHERE val > 1", ["id"], ["tb_a"], "single"),
    _s(
        "s_project",
        "SELECT id, coalesce(val, 0) * 2 AS v2, upper(name) AS uname, flag, "
        "CASE WHEN val IS NULL THEN 'none' WHEN val < 2 THEN 'low' ELSE 'high' END AS band "
        "FROM tb_a",
        ["id"],
        ["tb_a"],
        "single",
    ),
    _s(
        "s_filter_null",
        "SELECT id, name, flag FROM tb_a WHERE flag IS NOT TRUE OR name IS NULL",
        ["id"],
        ["tb_a"],
        "single",
    ),
    _s(
        "s_nonunique_key",
        "SELECT grp, id, val FROM tb_a",
        ["grp"],
        ["tb_a"],
        "single",
        notes="non-unique key containing NULL",
        unique=False,
    ),
    _s(
        "s_composite_key",
        "SELECT a_id, id, val, tag FROM tb_b",
        ["a_id", "id"],
        ["tb_b"],
        "single",
        notes="composite key, first column nullable",
    ),
    _s(
        "s_trigger_fed",
        "SELECT id, grp, val FROM tb_c WHERE val IS DISTINCT FROM 0",
        ["id"],
        ["tb_c"],
        "single",
        notes="tb_c is also written by a user trigger on tb_d",
    ),
    # ---------------------------------------------------------------- joins
    _s(
        "j_inner",
        "SELECT b.id, b.val, a.name, a.grp FROM tb_b b JOIN tb_a a ON a.id = b.a_id",
        ["id"],
        ["tb_a", "tb_b"],
        "join",
    ),
    _s(
        "j_left_parent",
        "SELECT a.id AS a_id, b.id AS b_id, b.val FROM tb_a a LEFT JOIN tb_b b ON b.a_id = a.id",
        ["a_id"],
        ["tb_a", "tb_b"],
        "join",
        notes="non-unique key, NULL-extended rows",
        unique=False,
    ),
    _s(
        "j_left_child",
        "SELECT b.id, b.a_id, a.name, a.flag FROM tb_b b LEFT JOIN tb_a a ON a.id = b.a_id",
        ["id"],
        ["tb_a", "tb_b"],
        "join",
        notes="NULL join key on the preserved side",
    ),
    _s(
        "j_full",
        "SELECT a.id AS a_id, c.id AS c_id, a.grp AS agrp, c.val AS cval FROM tb_a a "
        "FULL JOIN tb_c c ON c.grp = a.grp",
        ["a_id", "c_id"],
        ["tb_a", "tb_c"],
        "join",
        notes="FULL join on a nullable non-key column; key columns NULL on either side",
    ),
    _s(
        "j_three_inner",
        "SELECT c.id, c.val, b.tag, a.name FROM tb_c c "
        "JOIN tb_b b ON b.id = c.b_id JOIN tb_a a ON a.id = b.a_id",
        ["id"],
        ["tb_a", "tb_b", "tb_c"],
        "join",
    ),
    _s(
        "j_three_left",
        "SELECT a.id, b.id AS b_id, c.id AS c_id, c.val FROM tb_a a "
        "LEFT JOIN tb_b b ON b.a_id = a.id LEFT JOIN tb_c c ON c.b_id = b.id",
        ["id"],
        ["tb_a", "tb_b", "tb_c"],
        "join",
        unique=False,
    ),
    _s(
        "j_self",
        "SELECT a1.id, a2.id AS peer, a2.val FROM tb_a a1 "
        "JOIN tb_a a2 ON a1.grp = a2.grp AND a1.id <> a2.id",
        ["id"],
        ["tb_a"],
        "join",
        notes="self-join, non-unique key",
        unique=False,
    ),
    _s(
        "j_filtered",
        "SELECT b.id, a.val + b.val AS total FROM tb_b b "
        "JOIN tb_a a ON a.id = b.a_id WHERE a.flag AND b.val IS NOT NULL",
        ["id"],
        ["tb_a", "tb_b"],
        "join",
        notes="rows drop out of the filter via the other side",
    ),
    _s(
        "j_cross_grp",
        "SELECT a.id, c.id AS c_id FROM tb_a a JOIN tb_c c ON c.grp = a.grp AND c.val >= a.val",
        ["id", "c_id"],
        ["tb_a", "tb_c"],
        "join",
        notes="many-to-many on non-key columns with a range predicate",
    ),
    # ---------------------------------------------------------------- semi / anti joins
    _s(
        "e_exists",
        "SELECT a.id, a.name FROM tb_a a WHERE EXISTS "
        "(SELECT 1 FROM tb_b b WHERE b.a_id = a.id AND b.val > 0)",
        ["id"],
        ["tb_a", "tb_b"],
        "semi",
    ),
    _s(
        "e_not_exists",
        "SELECT a.id, a.grp FROM tb_a a WHERE NOT EXISTS "
        "(SELECT 1 FROM tb_b b WHERE b.a_id = a.id)",
        ["id"],
        ["tb_a", "tb_b"],
        "semi",
    ),
    _s(
        "e_in",
        "SELECT c.id, c.val FROM tb_c c WHERE c.grp IN (SELECT a.grp FROM tb_a a WHERE a.flag)",
        ["id"],
        ["tb_a", "tb_c"],
        "semi",
    ),
    _s(
        "e_not_exists_chain",
        "SELECT b.id, b.tag FROM tb_b b WHERE NOT EXISTS "
        "(SELECT 1 FROM tb_c c WHERE c.b_id = b.id AND c.val IS NOT NULL)",
        ["id"],
        ["tb_b", "tb_c"],
        "semi",
        notes="tb_c.b_id set NULL by cascade",
    ),
    # ---------------------------------------------------------------- aggregates
    _s(
        "g_count",
        "SELECT grp, count(*) AS n, count(val) AS nv FROM tb_a GROUP BY grp",
        ["grp"],
        ["tb_a"],
        "agg",
        notes="NULL group key, groups empty out",
    ),
    _s(
        "g_sum_avg",
        "SELECT grp, sum(val) AS s, avg(val) AS av FROM tb_a GROUP BY grp",
        ["grp"],
        ["tb_a"],
        "agg",
    ),
    _s(
        "g_min_max",
        "SELECT a_id, min(val) AS lo, max(val) AS hi, count(*) AS n FROM tb_b GROUP BY a_id",
        ["a_id"],
        ["tb_b"],
        "agg",
        notes="extreme leaves its group",
    ),
    _s(
        "g_avg_count",
        "SELECT grp, avg(val) AS av, count(val) AS nv, min(val) AS lo FROM tb_a GROUP BY grp",
        ["grp"],
        ["tb_a"],
        "agg",
        notes="non-NULL count mirrored in the tv row, row count and sum stored",
    ),
    _s(
        "g_filter_expr",
        "SELECT grp, count(*) FILTER (WHERE flag) AS nf, sum(val * id) AS vi, "
        "sum(val) FILTER (WHERE name = 'x' OR val > 2) AS sx, avg(val / 2) AS half, "
        "max(val - id) FILTER (WHERE flag IS NOT TRUE) AS mx FROM tb_a "
        "WHERE val > 0 OR name IS NULL GROUP BY grp",
        ["grp"],
        ["tb_a"],
        "agg",
        notes="FILTER, sums of expressions, a WHERE with OR (refresh by key keeps it whole)",
    ),
    _s(
        "g_expr",
        "SELECT grp, coalesce(sum(val), 0) AS s0, sum(val) / nullif(count(*), 0) AS per, "
        "round(avg(val), 1) AS av1, count(*) FILTER (WHERE flag) > 0 AS anyf, "
        "coalesce(grp, 0) * 10 + count(val) AS gk FROM tb_a GROUP BY grp",
        ["grp"],
        ["tb_a"],
        "agg",
        notes="outputs computed from aggregates (integer division of sum by count)",
    ),
    _s(
        "g_global_expr",
        "SELECT coalesce(sum(val), 0) AS s0, count(*) - count(val) AS nulls, "
        "sum(val * 2) / nullif(count(val), 0) AS per FROM tb_a",
        [],
        ["tb_a"],
        "global",
        notes="a global aggregate of expressions: all of its state stored",
    ),
    _s(
        "g_having_filter",
        "SELECT grp, count(*) AS n, sum(val) AS s, max(val) AS mx FROM tb_a GROUP BY grp "
        "HAVING count(*) FILTER (WHERE flag) >= 1 OR sum(val) > 3",
        ["grp"],
        ["tb_a"],
        "agg",
        notes="HAVING over a FILTER and a sum: groups enter and leave the view",
    ),
    _s(
        "g_expr_extreme",
        "SELECT grp, coalesce(max(val), -1) AS mx, max(val) - min(val) AS spread, "
        "min(name) FILTER (WHERE flag) AS first_flagged, count(*) AS n FROM tb_a GROUP BY grp",
        ["grp"],
        ["tb_a"],
        "agg",
        notes="outputs decided by min/max: rewritten when an extreme leaves and is rescanned",
    ),
    _s(
        "g_nonfinite",
        f"SELECT grp, count(*) AS n, sum({_X}) AS s, avg({_X}) AS av, max({_X}) AS mx "
        "FROM tb_a GROUP BY grp",
        ["grp"],
        ["tb_a"],
        "agg",
        notes="numeric sums meeting NaN and +-Infinity (not invertible: the group is rebuilt)",
    ),
    _s(
        "g_nonfinite_having",
        f"SELECT grp, avg({_X}) AS av FROM tb_a GROUP BY grp HAVING sum({_X}) > 2",
        ["grp"],
        ["tb_a"],
        "agg",
        notes="the same with the sum stored and a HAVING over it (NaN > 2 holds)",
    ),
    _s(
        "g_global_nonfinite",
        f"SELECT sum({_X}) AS s, count(*) AS n FROM tb_a",
        [],
        ["tb_a"],
        "global",
        notes="a global numeric sum meeting NaN and +-Infinity",
    ),
    _s(
        "g_numeric_scale",
        "SELECT grp, sum(CASE WHEN flag THEN val * 1.5 WHEN name = 'x' THEN val * 0.25 "
        "ELSE val END) AS s, avg(CASE WHEN flag THEN val::numeric / 3000000 ELSE val END) AS a, "
        "count(*) AS n FROM tb_a GROUP BY grp",
        ["grp"],
        ["tb_a"],
        "agg",
        notes="numeric sums over values of several scales (the sum shows the largest, and avg "
        "divides to a scale that depends on it: 1/3000000 has 26 digits)",
    ),
    _s(
        "g_partitioned",
        "SELECT grp, count(*) AS n, sum(val) AS s, min(val) AS lo, max(val) AS hi "
        "FROM tb_c GROUP BY grp",
        ["grp"],
        ["tb_c"],
        "agg",
        notes="algebraic over a partitioned source, partitions written directly",
    ),
    _s(
        "g_join",
        "SELECT a.grp, count(b.id) AS nb, sum(b.val) AS sb FROM tb_a a "
        "LEFT JOIN tb_b b ON b.a_id = a.id GROUP BY a.grp",
        ["grp"],
        ["tb_a", "tb_b"],
        "agg",
    ),
    _s(
        "g_having",
        "SELECT a_id, count(*) AS n FROM tb_b GROUP BY a_id HAVING count(*) > 1",
        ["a_id"],
        ["tb_b"],
        "agg",
    ),
    _s(
        "g_multi_key",
        "SELECT grp, flag, count(*) AS n, max(name) AS mx FROM tb_a GROUP BY grp, flag",
        ["grp", "flag"],
        ["tb_a"],
        "agg",
        notes="composite NULLable key",
    ),
    _s(
        "g_distinct_agg",
        "SELECT grp, count(DISTINCT val) AS nd, bool_or(flag) AS anyf, "
        "string_agg(name, ',' ORDER BY name) AS names FROM tb_a GROUP BY grp",
        ["grp"],
        ["tb_a"],
        "agg",
    ),
    _s(
        "g_global",
        "SELECT count(*) AS n, sum(val) AS s, max(val) AS m FROM tb_a",
        [],
        ["tb_a"],
        "global",
    ),
    _s(
        "g_global_mirrored",
        "SELECT count(*) AS n, count(val) AS nv, sum(val) AS s FROM tb_a",
        [],
        ["tb_a"],
        "global",
        notes="all of the state in the tv row: no aux table",
    ),
    _s(
        "g_global_join",
        "SELECT count(*) AS n, sum(c.val) AS s FROM tb_c c JOIN tb_b b ON b.id = c.b_id",
        [],
        ["tb_b", "tb_c"],
        "global",
    ),
    # ---------------------------------------------------------------- distinct / union
    _s("d_distinct", "SELECT DISTINCT grp, flag FROM tb_a", ["grp", "flag"], ["tb_a"], "distinct"),
    _s(
        "d_distinct_join",
        "SELECT DISTINCT a.grp, b.tag FROM tb_a a JOIN tb_b b ON b.a_id = a.id",
        ["grp"],
        ["tb_a", "tb_b"],
        "distinct",
        unique=False,
    ),
    _s(
        "u_union_all",
        "SELECT 'a' AS src, id, val FROM tb_a UNION ALL SELECT 'c' AS src, id, val FROM tb_c",
        ["src", "id"],
        ["tb_a", "tb_c"],
        "union",
    ),
    _s(
        "u_union_all_dup",
        "SELECT grp, val FROM tb_a UNION ALL SELECT grp, val FROM tb_c",
        ["grp"],
        ["tb_a", "tb_c"],
        "union",
        notes="duplicate rows, non-unique NULLable key",
        unique=False,
    ),
    # ---------------------------------------------------------------- CTEs
    _s(
        "c_single",
        "WITH big AS (SELECT id, grp FROM tb_a WHERE val >= 2) "
        "SELECT b.id, b.val, big.grp FROM tb_b b JOIN big ON big.id = b.a_id",
        ["id"],
        ["tb_a", "tb_b"],
        "cte",
    ),
    _s(
        "c_multi_ref",
        "WITH g AS (SELECT grp, count(*) AS n FROM tb_a GROUP BY grp) "
        "SELECT a.id, g.n, (SELECT sum(n) FROM g) AS total FROM tb_a a JOIN g ON g.grp = a.grp",
        ["id"],
        ["tb_a"],
        "cte",
        notes="CTE referenced twice, once as a global scalar",
    ),
    _s(
        "c_two",
        "WITH x AS (SELECT id, val FROM tb_a WHERE flag), "
        "y AS (SELECT a_id, count(*) AS n FROM tb_b GROUP BY a_id) "
        "SELECT x.id, x.val, coalesce(y.n, 0) AS n FROM x LEFT JOIN y ON y.a_id = x.id",
        ["id"],
        ["tb_a", "tb_b"],
        "cte",
    ),
    # ---------------------------------------------------------------- subqueries in SELECT
    _s(
        "q_correlated",
        "SELECT a.id, (SELECT count(*) FROM tb_b b WHERE b.a_id = a.id) AS nb, "
        "(SELECT max(c.val) FROM tb_c c WHERE c.grp = a.grp) AS mc FROM tb_a a",
        ["id"],
        ["tb_a", "tb_b", "tb_c"],
        "subquery",
    ),
    _s(
        "q_uncorrelated",
        "SELECT b.id, b.val, (SELECT max(val) FROM tb_a) AS amax FROM tb_b b",
        ["id"],
        ["tb_a", "tb_b"],
        "subquery",
        notes="a change to tb_a touches every key",
    ),
    # ---------------------------------------------------------------- JSONB documents
    _s(
        "jd_object",
        "SELECT a.id, jsonb_build_object('id', a.id, 'name', a.name, "
        "'flag', a.flag, 'grp', a.grp) AS data FROM tb_a a",
        ["id"],
        ["tb_a"],
        "json",
    ),
    _s(
        "jd_nested",
        "SELECT a.id, jsonb_build_object('id', a.id, 'name', a.name, 'bs', "
        "coalesce((SELECT jsonb_agg(jsonb_build_object('id', b.id, 'val', b.val, 'cs', "
        "(SELECT count(*) FROM tb_c c WHERE c.b_id = b.id)) ORDER BY b.id) "
        "FROM tb_b b WHERE b.a_id = a.id), '[]'::jsonb)) AS data FROM tb_a a",
        ["id"],
        ["tb_a", "tb_b", "tb_c"],
        "json",
        notes="document with nested arrays, 3 sources",
    ),
    _s(
        "jd_group",
        "SELECT b.a_id, jsonb_agg(jsonb_build_object('id', b.id, 'tag', b.tag) "
        "ORDER BY b.id) AS items FROM tb_b b GROUP BY b.a_id",
        ["a_id"],
        ["tb_b"],
        "json",
    ),
    # ---------------------------------------------------------------- more SQL surface
    _s(
        "x_union_distinct",
        "SELECT grp, val FROM tb_a UNION SELECT grp, val FROM tb_c",
        ["grp"],
        ["tb_a", "tb_c"],
        "extra",
        unique=False,
    ),
    _s(
        "x_except",
        "SELECT grp FROM tb_a EXCEPT SELECT grp FROM tb_c",
        ["grp"],
        ["tb_a", "tb_c"],
        "extra",
    ),
    _s(
        "x_intersect",
        "SELECT grp FROM tb_a INTERSECT SELECT grp FROM tb_c",
        ["grp"],
        ["tb_a", "tb_c"],
        "extra",
    ),
    _s(
        "x_not_in",
        "SELECT a.id FROM tb_a a WHERE a.grp NOT IN "
        "(SELECT c.grp FROM tb_c c WHERE c.grp IS NOT NULL)",
        ["id"],
        ["tb_a", "tb_c"],
        "extra",
    ),
    _s(
        "x_distinct_on",
        "SELECT DISTINCT ON (a_id) a_id, id, val FROM tb_b ORDER BY a_id, val DESC NULLS LAST, id",
        ["a_id"],
        ["tb_b"],
        "extra",
    ),
    _s(
        "x_window",
        "SELECT id, grp, rank() OVER (PARTITION BY grp ORDER BY val, id) AS r FROM tb_a",
        ["id"],
        ["tb_a"],
        "extra",
    ),
    _s(
        "x_lateral",
        "SELECT a.id, l.n FROM tb_a a CROSS JOIN LATERAL "
        "(SELECT count(*) AS n FROM tb_b b WHERE b.a_id = a.id) l",
        ["id"],
        ["tb_a", "tb_b"],
        "extra",
    ),
    _s(
        "x_filter_agg",
        "SELECT a_id, count(*) FILTER (WHERE val > 1) AS big, "
        "array_agg(id ORDER BY id) AS ids FROM tb_b GROUP BY a_id",
        ["a_id"],
        ["tb_b"],
        "extra",
    ),
    _s(
        "x_having_sum",
        "SELECT grp, sum(val) AS s FROM tb_a GROUP BY grp HAVING sum(val) > 2",
        ["grp"],
        ["tb_a"],
        "extra",
    ),
    _s(
        "x_where_subagg",
        "SELECT a.id, a.val FROM tb_a a WHERE a.val > "
        "(SELECT avg(c.val) FROM tb_c c WHERE c.grp = a.grp)",
        ["id"],
        ["tb_a", "tb_c"],
        "extra",
    ),
    _s(
        "x_group_expr",
        "SELECT coalesce(grp, -1) AS g, count(*) AS n FROM tb_a GROUP BY coalesce(grp, -1)",
        ["g"],
        ["tb_a"],
        "extra",
    ),
    _s(
        "x_right_join",
        "SELECT b.id AS b_id, a.id AS a_id FROM tb_b b RIGHT JOIN tb_a a ON a.id = b.a_id",
        ["a_id"],
        ["tb_a", "tb_b"],
        "extra",
        unique=False,
    ),
    _s(
        "x_agg_join3",
        "SELECT a.id, count(c.id) AS nc, max(c.val) AS mc FROM tb_a a "
        "LEFT JOIN tb_b b ON b.a_id = a.id LEFT JOIN tb_c c ON c.b_id = b.id GROUP BY a.id",
        ["id"],
        ["tb_a", "tb_b", "tb_c"],
        "extra",
    ),
    _s(
        "x_exists_or",
        "SELECT a.id FROM tb_a a WHERE a.flag OR EXISTS (SELECT 1 FROM tb_b b WHERE b.a_id = a.id)",
        ["id"],
        ["tb_a", "tb_b"],
        "extra",
    ),
    _s(
        "x_cte_agg_join",
        "WITH s AS (SELECT a_id, sum(val) AS sv FROM tb_b GROUP BY a_id) "
        "SELECT a.grp, max(s.sv) AS m FROM tb_a a JOIN s ON s.a_id = a.id GROUP BY a.grp",
        ["grp"],
        ["tb_a", "tb_b"],
        "extra",
    ),
    _s(
        "x_nested_agg",
        "SELECT g.grp, count(*) AS ngroups FROM (SELECT grp, a_id FROM tb_a a "
        "JOIN tb_b b ON b.a_id = a.id GROUP BY grp, a_id) g GROUP BY g.grp",
        ["grp"],
        ["tb_a", "tb_b"],
        "extra",
    ),
    # ---------------------------------------------------------------- tview on tview
    _s(
        "tt1",
        "SELECT b.id, b.a_id, b.val, a.grp FROM tb_b b JOIN tb_a a ON a.id = b.a_id",
        ["id"],
        ["tb_a", "tb_b"],
        "stacked",
    ),
    _s(
        "tt2",
        "SELECT grp, count(*) AS n, sum(val) AS s FROM tv_tt1 GROUP BY grp",
        ["grp"],
        ["tv_tt1"],
        "stacked",
        deps=("tt1",),
        rank=2,
    ),
    _s(
        "tt3",
        "SELECT count(*) AS ngroups, sum(n) AS total, max(s) AS smax FROM tv_tt2",
        [],
        ["tv_tt2"],
        "stacked",
        deps=("tt1", "tt2"),
        rank=3,
    ),
    _s(
        "td1",
        "SELECT b.id, b.a_id, jsonb_build_object('id', b.id, 'val', b.val, 'tag', b.tag) "
        "AS data FROM tb_b b",
        ["id"],
        ["tb_b"],
        "stacked",
    ),
    _s(
        "td2",
        "SELECT a.id, jsonb_build_object('name', a.name, 'items', coalesce("
        "(SELECT jsonb_agg(t.data ORDER BY t.id) FROM tv_td1 t WHERE t.a_id = a.id), '[]'::jsonb)) "
        "AS data FROM tb_a a",
        ["id"],
        ["tb_a", "tv_td1"],
        "stacked",
        deps=("td1",),
        rank=2,
    ),
    _s(
        "td3",
        "SELECT c.id, c.val, d.data -> 'name' AS aname FROM tb_c c "
        "JOIN tb_b b ON b.id = c.b_id LEFT JOIN tv_td2 d ON d.id = b.a_id",
        ["id"],
        ["tb_b", "tb_c", "tv_td2"],
        "stacked",
        deps=("td1", "td2"),
        rank=3,
        notes="level 3 mixing a tview and base tables",
    ),
]

_CHAIN = [
    ("tb_b b", "b.a_id = a.id", ["b.id AS bid", "b.val AS bval"]),
    ("tb_c c", "c.b_id = b.id", ["c.id AS cid"]),
    ("tb_e e", "e.k = c.grp", ["e.v", "e.w"]),
]


def _chain(joins: tuple[str, ...]) -> tuple[str, list[str]]:
    """tb_a, tb_b, tb_c and the bag tb_e joined in a chain by `joins`: the SQL and its
    output columns."""
    cols = ["a.id AS aid", "a.grp"]
    sql = "FROM tb_a a"
    for j, (item, on, outs) in zip(joins, _CHAIN, strict=False):
        sql += f" {j} JOIN {item} ON {on}"
        cols += outs
    names = [c.split(" AS ")[-1].split(".")[-1] for c in cols]
    return f"SELECT {', '.join(cols)} {sql}", names


def _chain_shapes() -> list[Shape]:
    """Join chains of 3 and 4 tables: every join type at every position (a Latin square),
    all FULL, and a bag (tb_e, no key) at the end; keyed by every output column."""
    chains = [
        ("INNER", "LEFT", "RIGHT"),
        ("LEFT", "RIGHT", "FULL"),
        ("RIGHT", "FULL", "INNER"),
        ("FULL", "INNER", "LEFT"),
        ("FULL", "FULL", "FULL"),
        ("FULL", "FULL"),
        ("LEFT", "FULL"),
        ("RIGHT", "LEFT"),
    ]
    out = []
    for joins in chains:
        sql, cols = _chain(joins)
        tables = ["tb_a", "tb_b", "tb_c", "tb_e"][: len(joins) + 1]
        name = "k_chain_" + "_".join(j.lower() for j in joins)
        out.append(_s(name, sql, cols, tables, "chain", unique=False))
    out.append(
        _s(
            "k_chain_distinct_full",
            "SELECT DISTINCT a.grp, b.val, e.w FROM tb_a a FULL JOIN tb_b b ON b.a_id = a.id "
            "FULL JOIN tb_e e ON e.k = b.val",
            ["grp", "val", "w"],
            ["tb_a", "tb_b", "tb_e"],
            "chain",
        )
    )
    return out


CATALOG += _chain_shapes()
CATALOG += [
    # ---------------------------------------------------------------- a bag (no key)
    _s("k_bag", "SELECT k, v, w FROM tb_e", ["k", "v", "w"], ["tb_e"], "bag", unique=False),
    _s(
        "k_bag_group",
        "SELECT k, count(*) AS n, sum(v) AS total, min(v) AS lo FROM tb_e GROUP BY k",
        ["k"],
        ["tb_e"],
        "bag",
    ),
    _s(
        "k_bag_join",
        "SELECT a.id, a.grp, e.v, e.w FROM tb_a a FULL JOIN tb_e e ON e.k = a.grp",
        ["id", "grp", "v", "w"],
        ["tb_a", "tb_e"],
        "bag",
        unique=False,
    ),
    # ---------------------------------------------------------------- null-extended sides
    _s(
        "k_nx_expr",
        "SELECT a.id, coalesce(b.val, -1) AS bval, CASE WHEN b.id IS NULL THEN 'none' "
        "WHEN b.val > 2 THEN 'big' ELSE 'small' END AS band FROM tb_a a "
        "LEFT JOIN tb_b b ON b.a_id = a.id",
        ["id", "bval", "band"],
        ["tb_a", "tb_b"],
        "null_extended",
        unique=False,
    ),
    _s(
        "k_nx_anti",
        "SELECT a.id, a.val FROM tb_a a LEFT JOIN tb_b b ON b.a_id = a.id "
        "WHERE b.id IS NULL OR b.val IS DISTINCT FROM a.val",
        ["id", "val"],
        ["tb_a", "tb_b"],
        "null_extended",
        unique=False,
    ),
    _s(
        "k_sq_key_scalar",
        "SELECT a.id, (SELECT count(*) FROM tb_e e WHERE e.k = a.grp) AS ne FROM tb_a a",
        ["id", "ne"],
        ["tb_a", "tb_e"],
        "subquery",
        notes="a key read from a subquery: its source refreshes the whole tview",
    ),
    _s(
        "k_sq_key_exists",
        "SELECT a.id, EXISTS (SELECT 1 FROM tb_s s WHERE s.v = a.val) AS hit FROM tb_a a",
        ["id", "hit"],
        ["tb_a", "tb_s"],
        "subquery",
    ),
    # ---------------------------------------------------------------- a self-reference
    _s("k_self", "SELECT * FROM tb_s", ["id"], ["tb_s"], "self"),
    _s(
        "k_self_parent",
        "SELECT c.id, c.v, p.id AS pid, p.v AS pv FROM tb_s c LEFT JOIN tb_s p ON p.id = c.parent",
        ["id"],
        ["tb_s"],
        "self",
    ),
    _s(
        "k_self_children",
        "SELECT p.id, count(c.id) AS n, sum(c.v) AS total FROM tb_s p "
        "LEFT JOIN tb_s c ON c.parent = p.id GROUP BY p.id",
        ["id"],
        ["tb_s"],
        "self",
    ),
    _s(
        "k_self_group",
        "SELECT parent, count(*) AS n, sum(v) AS total, max(v) AS hi FROM tb_s GROUP BY parent",
        ["parent"],
        ["tb_s"],
        "self",
    ),
]

# ---------------------------------------------------------------- user types x unnamed outputs
# Query templates over tb_u (keyed) and tb_v (a bag), each crossed with every user-typed column
# (schema.USER_TYPES) and with how its outputs are named: by an alias, or left to PostgreSQL
# (`count`, `sum`, `max`, `case`, `coalesce`, `?column?`). An output is (expression, alias,
# the name PostgreSQL gives it); {c} is the typed column, {j} a join type.
_TYPED_TEMPLATES = {
    "group": (
        "SELECT u.{c}, {outs} FROM tb_u u GROUP BY u.{c}",
        [("count(*)", "n", "count"), ("sum(u.val)", "s", "sum"), ("max(u.id)", "hi", "max")],
        ["{c}"],
        True,
    ),
    "join": (
        "SELECT u.id, v.w, u.{c} AS uc, {outs} FROM tb_u u {j} JOIN tb_v v ON v.{c} = u.{c}",
        [("v.{c} IS NULL", "unmatched", "?column?")],
        ["id", "w", "uc", "@0"],
        False,
    ),
    "key": (
        "SELECT u.{c}, u.id, {outs} FROM tb_u u WHERE u.{c} IS NOT NULL OR u.val > 1",
        [
            ("CASE WHEN u.val > 1 THEN u.{c} END", "big", "case"),
            ("coalesce(u.val, 0) + 1", "v1", "?column?"),
        ],
        ["{c}"],
        False,
    ),
    "distinct": (
        "SELECT DISTINCT v.{c}, {outs} FROM tb_v v",
        [("coalesce(v.w, -1)", "w1", "coalesce")],
        ["{c}", "@0"],
        True,
    ),
    "semi": (
        "SELECT u.id, u.{c}, {outs} FROM tb_u u WHERE EXISTS "
        "(SELECT 1 FROM tb_v v WHERE v.{c} = u.{c} AND v.w IS DISTINCT FROM u.val)",
        [("(SELECT count(*) FROM tb_v v WHERE v.{c} = u.{c})", "nv", "count")],
        ["id"],
        True,
    ),
}
_JOIN_TYPES = ["INNER", "LEFT", "RIGHT", "FULL"]


def typed_shape(template: str, col: str, named: bool, join: str = "INNER") -> Shape:
    """One template over user-typed column `col`, outputs aliased or named by PostgreSQL."""
    sql, outs, key, unique = _TYPED_TEMPLATES[template]
    names = [alias if named else server for _, alias, server in outs]
    exprs = [f"{e} AS {a}" if named else e for (e, a, _) in outs]
    sql = sql.format(c=col, j=join, outs=", ".join(e.format(c=col) for e in exprs))
    key = [names[int(k[1:])] if k.startswith("@") else k.format(c=col) for k in key]
    if col in COMPOSITE:  # keyed by the other outputs instead (no longer unique)
        rest = [k for k in key if k not in (col, "uc")]
        if rest != key:
            key, unique = rest or ["id" if "u.id," in sql else names[0]], False
    tables = [t for t in ("tb_u", "tb_v") if t in sql]
    join_name = f"_{join.lower()}" if template == "join" else ""
    name = f"t_{template}{join_name}_{col}_{'alias' if named else 'pg'}"
    return _s(name, sql, key, tables, "typed", unique=unique)


def _typed_shapes() -> list[Shape]:
    """Every template with every user type; the naming and the join type rotate, so each
    template meets both namings and the join template every join type."""
    out = []
    for ti, template in enumerate(_TYPED_TEMPLATES):
        for ci, col in enumerate(USER_TYPES):
            join = _JOIN_TYPES[ci % len(_JOIN_TYPES)]
            out.append(typed_shape(template, col, named=(ti + ci) % 2 == 0, join=join))
    return out


CATALOG += _typed_shapes()

BY_NAME = {s.name: s for s in CATALOG}


def closure(shape: Shape) -> list[Shape]:
    """The shape and everything it is stacked on, in install (rank) order."""
    out: list[Shape] = []
    for d in shape.deps:
        for s in closure(BY_NAME[d]):
            if s not in out:
                out.append(s)
    out.append(shape)
    return out


def selected() -> list[Shape]:
    """Shapes to test: env TVIEW_ORACLE_SHAPES (comma list of names/prefixes) or all.

    Stacked shapes are tested as a whole group through their top level (its install also
    installs and checks the lower levels), so lower levels are not tested on their own.
    """
    import os

    tops = [s for s in CATALOG if not any(s.name in o.deps for o in CATALOG)]
    want = os.environ.get("TVIEW_ORACLE_SHAPES", "").strip()
    if not want:
        return tops
    pats = [w.strip() for w in want.split(",") if w.strip()]
    return [s for s in CATALOG if any(s.name == p or s.name.startswith(p) for p in pats)]
