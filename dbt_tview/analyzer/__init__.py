"""The tview analyzer: pure Python over sqlglot, no database.

`analyze()` takes the compiled model SQL plus the column lists of the relations it reads (read
from PostgreSQL's catalog by the caller) and returns an `Analysis`: output columns, key, sources
and, for every source occurrence, how its changes map to affected keys.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

import sqlglot
from sqlglot import exp
from sqlglot.errors import OptimizeError, ParseError
from sqlglot.optimizer.qualify import qualify
from sqlglot.schema import MappingSchema

from dbt_tview.analyzer.aggregate import NotAlgebraic, algebraic_plan
from dbt_tview.analyzer.determinism import check_windows, order_warnings, rows_determined
from dbt_tview.analyzer.errors import KeyError_, TviewError, UnsupportedSQL
from dbt_tview.analyzer.lineage import (
    DELTA,
    OCC,
    Fallback,
    direct_derivation,
    join_derivation,
)
from dbt_tview.analyzer.model import Analysis, Derivation, Relation
from dbt_tview.analyzer.own import own_refresh
from dbt_tview.analyzer.rounding import rounding_warnings
from dbt_tview.analyzer.spellings import (
    loose_expressions,
    spelling_warnings,
    tie_warning,
    typed_copy,
)
from dbt_tview.analyzer.uniqueness import provably_unique
from dbt_tview.analyzer.volatility import volatile_call

__all__ = [
    "DELTA",
    "Analysis",
    "Derivation",
    "KeyError_",
    "Relation",
    "TviewError",
    "UnsupportedSQL",
    "analyze",
    "default_key",
    "referenced_relations",
]

_DIALECT = "postgres"


def _parse(model: str, sql: str) -> exp.Expression:
    try:
        statements = [s for s in sqlglot.parse(sql, read=_DIALECT) if s is not None]
    except ParseError as e:
        raise UnsupportedSQL(
            model,
            "SQL",
            f"it could not be parsed ({e.errors[0]['description']})",
            "Check the compiled SQL in target/compiled.",
        ) from e
    if len(statements) != 1:
        raise UnsupportedSQL(model, "multiple statements", "a tview is defined by one SELECT")
    q = statements[0]
    if not isinstance(q, exp.Query):
        remedy = (
            "Select from it: SELECT * FROM (VALUES ...) AS v(a, b)."
            if isinstance(q, exp.Values)
            else "Write the model as a SELECT."
        )
        raise UnsupportedSQL(
            model, type(q).__name__.upper(), "a tview is defined by a SELECT", remedy
        )
    return q


def _relation(t: exp.Table) -> Relation:
    return Relation(t.db or None, t.name)


def _cte_names(q: exp.Expression) -> set[str]:
    return {cte.alias for cte in q.find_all(exp.CTE)}


def _source_tables(q: exp.Expression) -> list[exp.Table]:
    ctes = _cte_names(q)
    out = []
    for t in q.find_all(exp.Table):
        if not isinstance(t.this, exp.Identifier) or t.name == DELTA:
            continue
        if not t.db and t.name in ctes:
            continue
        out.append(t)
    return out


def referenced_relations(model: str, sql: str) -> list[Relation]:
    """Relations the SQL reads (before qualification), so the caller can fetch their columns."""
    q = _parse(model, sql)
    return sorted({_relation(t) for t in _source_tables(q)}, key=lambda r: (r.schema or "", r.name))


# Constructs rejected wherever they appear: (node, construct, why, what to do).
_REJECTED_NODES: list[tuple[type[exp.Expression], str, str, str]] = [
    (
        exp.Lock,
        "FOR UPDATE/SHARE",
        "row locking clauses have no meaning in a view definition",
        "Remove the locking clause.",
    ),
    (
        exp.TableSample,
        "TABLESAMPLE",
        "a random sample differs on every evaluation",
        "Filter with a deterministic predicate instead.",
    ),
    *(
        (
            node,
            f"GROUP BY {name}",
            "a subtotal row depends on the rows of every group it sums, and its NULL "
            "group columns can equal a real group's key",
            "Write one model per grouping level (GROUP BY g; no GROUP BY for the grand "
            "total), and a model that reads them with UNION ALL if one table is needed.",
        )
        for node, name in (
            (exp.Rollup, "ROLLUP"),
            (exp.Cube, "CUBE"),
            (exp.GroupingSets, "GROUPING SETS"),
        )
    ),
]


# the record variables of the generated PL/pgSQL functions (a trigger's OLD and NEW, the
# flush's v_lone): a qualifier of the model's named like one reads the record instead
_RECORD_VARIABLES = frozenset({"old", "new", "v_lone"})


def _qualifiers(q: exp.Expression) -> set[str]:
    """The names columns can be qualified by: each alias, and each table read without one, as
    PostgreSQL folds them (an unquoted name to lower case)."""
    idents = [a.this for a in q.find_all(exp.TableAlias) if isinstance(a.this, exp.Identifier)]
    idents += [
        t.this for t in q.find_all(exp.Table) if not t.alias and isinstance(t.this, exp.Identifier)
    ]
    return {i.name if i.quoted else i.name.lower() for i in idents}


def _validate(model: str, q: exp.Expression) -> None:
    for w in q.find_all(exp.With):
        if w.args.get("recursive"):
            raise UnsupportedSQL(
                model,
                "WITH RECURSIVE",
                "recursive CTEs are not maintained yet",
                "Materialize the recursion in an upstream table or model.",
            )
    for node_type, construct, reason, hint in _REJECTED_NODES:
        if q.find(node_type) is not None:
            raise UnsupportedSQL(model, construct, reason, hint)
    for name in _qualifiers(q):
        if name in _RECORD_VARIABLES:
            raise UnsupportedSQL(
                model,
                f"a source named or aliased {name}",
                "the generated trigger functions read a qualified column `" + name + ".col` as "
                "a field of their PL/pgSQL record of that name, not of the source",
                f"Give the source another alias (FROM t AS {name}_1).",
            )
    for t in q.find_all(exp.Table):
        if t.args.get("only"):
            raise UnsupportedSQL(
                model,
                f"ONLY {t.name}",
                "the triggers report the rows of a table's partitions and inheritance children "
                "too, so a view that excludes them could not be maintained",
                "Read the table without ONLY, filtering the rows you need in WHERE.",
            )
    for node in q.walk():
        name = volatile_call(node)
        if name:
            raise UnsupportedSQL(
                model,
                f"volatile function {name}",
                "its value changes without any source row changing, so the "
                "table would drift from its view",
                "Store the value in a source column (e.g. a default) instead.",
            )
    for node in q.find_all(exp.Limit, exp.Offset, exp.Fetch):
        if _limit_is_global(node):
            what = "LIMIT/FETCH" if not isinstance(node, exp.Offset) else "OFFSET"
            raise UnsupportedSQL(
                model,
                what,
                "which rows are kept depends on every other row, "
                "so no change can be mapped to a key",
                "Use LIMIT only inside a correlated (scalar, EXISTS or LATERAL) "
                "subquery, or filter with a WHERE condition.",
            )


# PostgreSQL's system columns: they describe how a row version is stored, not its values
_SYSTEM_COLUMNS = {"ctid", "xmin", "xmax", "cmin", "cmax", "tableoid"}


def _check_system_columns(
    model: str, q: exp.Expression, schema: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> None:
    """Refuse a system column that no source has as a regular column of that name."""
    regular = {c for tables in schema.values() for cols in tables.values() for c in cols}
    for col in q.find_all(exp.Column):
        name = col.name
        if name in _SYSTEM_COLUMNS and name not in regular:
            raise UnsupportedSQL(
                model,
                f"system column {name}",
                "system columns are not supported: they describe how a row version is stored, "
                "not its values, and change without any trigger firing (ctid moves with VACUUM "
                "FULL and CLUSTER, xmax with SELECT FOR UPDATE, tableoid when a partition is "
                "attached or detached), so the table would drift from its view",
                "Keep what you need in a regular column (for example a version number or an "
                "updated_at column that a trigger of yours maintains).",
            )


def _limit_is_global(node: exp.Expression) -> bool:
    """A LIMIT is allowed only inside subquery expressions and LATERAL items (per outer row)."""
    q = node.parent
    while q is not None and not isinstance(q, exp.Query):
        q = q.parent
    p = q.parent if q is not None else None
    while p is not None:
        if isinstance(p, (exp.Lateral, exp.Exists, exp.In, exp.Any, exp.All)):
            return False
        if isinstance(p, exp.Subquery):
            up = p.parent
            if isinstance(up, (exp.From, exp.Join, exp.CTE, exp.Union)) or up is None:
                p = up
                continue
            return False  # a scalar subquery inside an expression
        p = p.parent
    return True


def _canonical(e: exp.Expression, outputs: Mapping[str, exp.Expression]) -> str:
    """An ORDER BY / DISTINCT ON item as SQL, a bare output name read as its expression (as
    PostgreSQL resolves them)."""
    if isinstance(e, exp.Column) and not e.table and e.name in outputs:
        e = outputs[e.name]
    return e.sql(dialect=_DIALECT)


def _check_deterministic(
    model: str,
    q: exp.Expression,
    unique_keys: Mapping[Relation, Sequence[Sequence[str]]],
    loose: frozenset[str] = frozenset(),
) -> list[str]:
    """Reject DISTINCT ON and LIMIT whose choice of rows the ORDER BY leaves to the plan: the
    view itself returns different rows from one run to the next. Warn where the rows it
    chooses among tie on equal values written differently (`loose`)."""
    warnings = []
    for sel in q.find_all(exp.Select):
        distinct = sel.args.get("distinct")
        on = distinct.args.get("on") if distinct is not None else None
        limited = any(sel.args.get(a) is not None for a in ("limit", "offset"))
        if on is None and not limited:
            continue
        if limited and (isinstance(sel.parent, exp.Exists) or _single_row(sel)):
            continue
        outputs = {e.alias_or_name: e.unalias() for e in sel.expressions}
        order = sel.args.get("order")
        ordered = [_canonical(o.this, outputs) for o in order.expressions] if order else []
        lead = [_canonical(e, outputs) for e in on.expressions] if on is not None else []
        what = "DISTINCT ON" if on is not None else "LIMIT/OFFSET"
        first = "the DISTINCT ON expressions, then by " if on is not None else ""
        if set(ordered[: len(lead)]) != set(lead) or not rows_determined(
            sel, set(ordered), outputs.values(), unique_keys
        ):
            raise UnsupportedSQL(
                model,
                f"{what} without a deterministic ORDER BY",
                "rows that tie on its ORDER BY differ, so which one the view returns "
                "depends on the plan and changes from run to run",
                f"Order by {first}every output column or a unique key of every table it reads.",
            )
        if loose and not rows_determined(sel, set(ordered), outputs.values(), unique_keys, loose):
            warnings.append(tie_warning(what))
    return warnings


def _single_row(sel: exp.Select) -> bool:
    """An aggregate without GROUP BY: exactly one row, whatever its LIMIT."""
    return sel.args.get("group") is None and any(
        isinstance(n, exp.AggFunc) for e in sel.expressions for n in e.walk()
    )


def _inline_ctes(
    node: exp.Expression, env: Mapping[str, exp.Expression] | None = None
) -> exp.Expression:
    """Replace every CTE reference by a copy of its query, so each reference is one occurrence."""
    env = dict(env or {})
    w = node.args.get("with_") or node.args.get("with")
    if isinstance(w, exp.With):  # (not a flag: JSON's WITH UNIQUE KEYS is `with_=True`)
        for cte in w.expressions:
            env[cte.alias] = _inline_ctes(cte.this.copy(), env)
        node.set("with_" if "with_" in node.args else "with", None)
    for child in list(node.iter_expressions()):
        if isinstance(child, exp.Table) and not child.db and child.name in env:
            alias = child.alias_or_name
            sub = exp.Subquery(
                this=env[child.name].copy(),
                alias=exp.TableAlias(this=exp.to_identifier(alias, quoted=True)),
            )
            child.replace(sub)
            _inline_ctes(sub.this, {})
        else:
            _inline_ctes(child, env)
    return node


def default_key(entity: str, columns: Sequence[str]) -> list[str]:
    """`pk_<entity>` if the output has it, else `id`."""
    for cand in (f"pk_{entity}", "id"):
        if cand in columns:
            return [cand]
    raise KeyError_(
        entity,
        f"no key configured and neither pk_{entity} nor id is an output "
        f"column (columns: {', '.join(columns)}); set config key='...'",
    )


def analyze(
    model: str,
    sql: str,
    *,
    key: str | Sequence[str] | None,
    schema: Mapping[str, Mapping[str, Mapping[str, str]]],
    entity: str | None = None,
    unique_keys: Mapping[Relation, Sequence[Sequence[str]]] | None = None,
    set_returning: Collection[str] = (),
    row_keys: Mapping[Relation, Sequence[Sequence[str]]] | None = None,
) -> Analysis:
    """Analyze compiled model SQL.

    `schema` maps schema -> table -> column -> type for every relation the SQL reads (see
    `referenced_relations`); `unique_keys` their primary key / unique index column sets;
    `set_returning` the names of the database's set-returning functions; `row_keys` the unique
    keys no two rows share (NOT NULL columns), which decide ties (default: `unique_keys`).
    `key=None` applies the default rule; `[]` is a single-unit tview.
    """
    q = _parse(model, sql)
    _validate(model, q)
    _check_system_columns(model, q, schema)
    try:
        qualified = qualify(
            q.copy(),
            # catalog names are exact (PostgreSQL already folded unquoted names when they were
            # created): do not normalize them again, so "Id" stays "Id"
            schema=MappingSchema(schema, dialect=_DIALECT, normalize=False),
            dialect=_DIALECT,
            identify=True,
            validate_qualify_columns=True,
            quote_identifiers=True,
        )
    except OptimizeError as e:
        raise UnsupportedSQL(
            model, "column reference", str(e), "Check the column names against the sources."
        ) from e
    distinct_rows = row_keys if row_keys is not None else unique_keys or {}
    loose = loose_expressions(qualified, schema)
    tie_warnings = _check_deterministic(model, qualified, distinct_rows, loose)
    tie_warnings += check_windows(model, qualified, distinct_rows, loose)
    columns = list(qualified.named_selects) if isinstance(qualified, exp.Query) else []
    if not columns:
        raise UnsupportedSQL(
            model,
            "SELECT without columns",
            "a tview's rows are compared and refreshed by their columns, and this query has none",
            "Select at least one column (SELECT count(*) AS n FROM t counts the rows).",
        )
    if len(set(columns)) != len(columns):
        dup = sorted({c for c in columns if columns.count(c) > 1})
        raise UnsupportedSQL(
            model,
            "duplicate output column",
            f"{', '.join(dup)} appears twice",
            "Alias every output column uniquely.",
        )
    entity = entity or (model[3:] if model.startswith("tv_") else model)
    if key is None:
        keys = default_key(entity, columns)
    else:
        keys = [key] if isinstance(key, str) else list(key)
    missing = [k for k in keys if k not in columns]
    if missing:
        raise KeyError_(
            model,
            f"key column {', '.join(missing)} is not in the output (columns: {', '.join(columns)})",
        )

    inlined = _inline_ctes(qualified.copy())
    tables = _source_tables(inlined)
    for i, t in enumerate(tables):
        t.meta[OCC] = i
    has_window = any(True for _ in inlined.find_all(exp.Window))

    derivations: list[Derivation] = []
    for i, t in enumerate(tables):
        rel = _relation(t)
        if not keys:
            derivations.append(Derivation(rel, i, "full", None, "key [] : the tview is one unit"))
            continue
        if has_window:
            derivations.append(Derivation(rel, i, "full", None, "window function over the rows"))
            continue
        d = direct_derivation(inlined, i, keys)
        if d is not None:
            derivations.append(Derivation(rel, i, "direct", d))
            continue
        try:
            derivations.append(Derivation(rel, i, "join", join_derivation(inlined, i, keys)))
        except Fallback as f:
            derivations.append(Derivation(rel, i, "full", None, str(f)))

    sources = sorted({d.source for d in derivations}, key=lambda r: (r.schema or "", r.name))
    non_direct = sorted(
        {d.source for d in derivations if d.strategy == "join"},
        key=lambda r: (r.schema or "", r.name),
    )
    warnings = tie_warnings + order_warnings(inlined, distinct_rows, loose)
    typed = typed_copy(inlined, schema)
    warnings += spelling_warnings(typed) + rounding_warnings(typed)
    functions = sorted({a.name.lower() for a in inlined.find_all(exp.Anonymous)})
    agg, agg_reason = None, ""
    try:
        agg = algebraic_plan(inlined, keys, schema)
    except NotAlgebraic as e:
        # (said only of an aggregating query: why a GROUP BY is recomputed by key)
        grouped = isinstance(inlined, exp.Select) and (
            inlined.args.get("group") is not None
            or any(isinstance(n, exp.AggFunc) for o in inlined.expressions for n in o.walk())
        )
        agg_reason = str(e) if grouped else ""
    return Analysis(
        model=model,
        sql=sql.strip().rstrip(";").strip(),
        qualified=inlined,
        columns=columns,
        key=keys,
        sources=sources,
        derivations=derivations,
        log_sources=non_direct if len(non_direct) >= 2 else [],
        functions=functions,
        warnings=sorted(set(warnings)),
        agg=agg,
        agg_reason=agg_reason,
        unique_reason=provably_unique(inlined, keys, unique_keys or {}, set_returning),
        own=own_refresh(inlined, keys, unique_keys or {}, set_returning) if agg is None else None,
    )
