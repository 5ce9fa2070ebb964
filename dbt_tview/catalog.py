"""Facts read from the catalogs: a model's sources and columns, its query described through a
probe view, the trust of what it reads, key operators, and the tview catalog's rows.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from dbt_tview.analyzer import (
    Analysis,
    KeyError_,
    Relation,
    TviewError,
    UnsupportedSQL,
    analyze,
)
from dbt_tview.analyzer import referenced_relations as _referenced
from dbt_tview.analyzer.bodies import called_names, table_reads
from dbt_tview.analyzer.collations import compared
from dbt_tview.analyzer.deparse import normalize
from dbt_tview.analyzer.volatility import body_volatile_call
from dbt_tview.db import DEFAULT_TVIEW_SCHEMA, _Db
from dbt_tview.plan import ViewColumn
from dbt_tview.sqlgen import (
    SourceFacts,
    as_image,
    qname,
    quote_ident,
    render_derivation,
)
from dbt_tview.sqlgen.aggregate import AggregatePlan


def entity_of(name: str) -> str:
    return name[3:] if name.startswith("tv_") else name


def default_view_name(name: str) -> str:
    return f"v_{entity_of(name)}"


def _missing_relation(model: str, msg: str) -> TviewError:
    """A relation the model reads is missing: not a construct the analyzer refuses."""
    return TviewError(
        f"tview model '{model}': {msg}: build the upstream model or create the source first"
    )


FIRST_NORMAL_OID = 16384  # PostgreSQL's FirstNormalObjectId: lower OIDs are built in
_RELKINDS = {
    "v": "a view",
    "m": "a materialized view",
    "f": "a foreign table",
    "S": "a sequence",
    "c": "a composite type",
    "t": "a TOAST table",
}


def _resolve(db: _Db, model: str, rel: Relation) -> SourceFacts:
    name = qname(rel.schema, rel.name) if rel.schema else quote_ident(rel.name)
    row = db.one(
        "SELECT c.oid, n.nspname, c.relname, c.relkind, c.relpersistence "
        "FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
        "WHERE c.oid = to_regclass(%s)",
        (name,),
    )
    if row is None:
        raise _missing_relation(model, f'relation "{rel.display}" does not exist')
    oid, schema, relname, kind, persistence = row
    if oid < FIRST_NORMAL_OID or schema in ("pg_catalog", "information_schema", "pg_toast"):
        raise UnsupportedSQL(
            model,
            f"relation {rel.display}",
            "it is a system catalog, and PostgreSQL allows no trigger on one to report changes",
            "Read the application's own tables instead.",
        )
    if kind not in ("r", "p"):
        what = _RELKINDS.get(kind, f"of relkind {kind!r}")
        raise UnsupportedSQL(
            model,
            f"relation {rel.display}",
            f"it is {what}, and only tables can carry the triggers that report changes",
            "Read the underlying tables, or make the upstream model a table or a tview.",
        )
    if persistence == "t":
        raise UnsupportedSQL(
            model,
            f"temporary table {rel.display}",
            "it lives in one session only, and the tview's view, table and triggers outlive it",
            "Read a permanent (or UNLOGGED) table.",
        )
    parent = db.value(
        "SELECT format('%%I.%%I', n.nspname, c.relname) FROM pg_catalog.pg_inherits i "
        "JOIN pg_catalog.pg_class c ON c.oid = i.inhparent "
        "JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE i.inhrelid = %s LIMIT 1",
        (oid,),
    )
    if parent is not None:
        raise UnsupportedSQL(
            model,
            f"relation {rel.display}",
            f"it is a partition or inheritance child of {parent}, and a statement that names "
            f"{parent} fires the statement triggers of {parent} only, so its changes to "
            f"{rel.display} would be missed",
            f"Read {parent} and filter its rows in WHERE (on the partition key).",
        )
    children = db.run(
        "WITH RECURSIVE tree(oid) AS (SELECT i.inhrelid FROM pg_catalog.pg_inherits i "
        "WHERE i.inhparent = %s UNION SELECT i.inhrelid FROM pg_catalog.pg_inherits i "
        "JOIN tree ON i.inhparent = tree.oid) "
        "SELECT c.oid, format('%%I.%%I', n.nspname, c.relname), c.relkind FROM tree "
        "JOIN pg_catalog.pg_class c ON c.oid = tree.oid "
        "JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace ORDER BY c.oid",
        (oid,),
    )
    for _, child, child_kind in children:
        if child_kind not in ("r", "p"):
            raise UnsupportedSQL(
                model,
                f"relation {rel.display}",
                f"its partition {child} is a foreign table, whose rows change where no "
                "trigger sees them",
                "Make the partition a local table, or keep the foreign rows out of the table "
                "the model reads.",
            )
    cols = _typed_columns(db, "%s", oid)
    # (a deferrable constraint lets rows repeat until COMMIT)
    uniq = db.run(
        "SELECT array_agg(a.attname ORDER BY a.attname) FROM pg_index i "
        "CROSS JOIN LATERAL unnest(i.indkey) AS k(attnum) "
        "JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum "
        "WHERE i.indrelid = %s AND i.indisunique AND i.indpred IS NULL "
        "AND i.indexprs IS NULL AND i.indimmediate GROUP BY i.indexrelid",
        (oid,),
    )
    not_null = db.run(
        "SELECT a.attname FROM pg_catalog.pg_attribute a WHERE a.attrelid = %s "
        "AND a.attnum > 0 AND NOT a.attisdropped AND a.attnotnull",
        (oid,),
    )
    # a BEFORE UPDATE row trigger of the source's own (ROW 1 | BEFORE 2 | UPDATE 16), on it or
    # on one of its partitions or children (where the rows of a statement naming it change),
    # or a foreign key whose action UPDATEs the source: the cascade's statement joins the
    # query's other UPDATEs of the source (one transition table pair, one statement trigger
    # call), and PostgreSQL then fires the column-specific statement triggers of its own
    # columns only
    rels = [oid, *(c_oid for c_oid, _, _ in children)]
    before_update = db.value(
        "SELECT EXISTS (SELECT FROM pg_catalog.pg_trigger g WHERE g.tgrelid = ANY(%s::oid[]) "
        "AND NOT g.tgisinternal AND g.tgname NOT LIKE 'tview%%' AND g.tgtype & 19 = 19) "
        "OR EXISTS (SELECT FROM pg_catalog.pg_constraint k WHERE k.conrelid = ANY(%s::oid[]) "
        "AND k.contype = 'f' AND (k.confupdtype IN ('c', 'n', 'd') "
        "OR k.confdeltype IN ('n', 'd')))",
        (rels, rels),
    )
    return SourceFacts(
        relation=rel,
        schema=schema,
        name=relname,
        oid=oid,
        columns={c: typ for c, typ, _ in cols},
        # (a table's unique index covers its own rows only, not its inheritance children's)
        unique_keys=[] if kind == "r" and children else [list(u) for (u,) in uniq],
        collations={c: coll for c, _, coll in cols if coll},
        children=[(c_oid, c_name) for c_oid, c_name, _ in children],
        before_update=bool(before_update),
        not_null=frozenset(c for (c,) in not_null),
        partitioned=kind == "p",
    )


def _schema_for_analyzer(facts: dict[Relation, SourceFacts]) -> dict:
    schema: dict[str, dict[str, dict[str, str]]] = {}
    for f in facts.values():
        schema.setdefault(f.schema, {})[f.name] = dict(f.columns)
    return schema


def _qualified_sql(sql: str, facts: dict[Relation, SourceFacts], model: str) -> str:
    """The model SQL with every source schema-qualified (for the analyzer only)."""
    import sqlglot
    from sqlglot import exp

    q = sqlglot.parse_one(sql, read="postgres")
    ctes = {c.alias for c in q.find_all(exp.CTE)}
    for t in q.find_all(exp.Table):
        if not isinstance(t.this, exp.Identifier) or (not t.db and t.name in ctes):
            continue
        f = facts.get(Relation(t.db or None, t.name))
        if f is not None:
            t.set("db", exp.to_identifier(f.schema, quoted=True))
            t.set("this", exp.to_identifier(f.name, quoted=True))
            t.set("catalog", None)
    return q.sql(dialect="postgres")


def _check_functions(db: _Db, model: str, functions: list[str]) -> None:
    if not functions:
        return
    bad = db.run(
        "SELECT DISTINCT p.proname FROM pg_catalog.pg_proc p WHERE p.proname = ANY(%s) "
        "AND p.provolatile = 'v' AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_proc p2 "
        "WHERE p2.proname = p.proname AND p2.provolatile <> 'v')",
        (functions,),
    )
    if bad:
        raise UnsupportedSQL(
            model,
            f"volatile function {bad[0][0]}()",
            "it may return a different value on every call, so the table would drift from its view",
            "Mark it IMMUTABLE or STABLE if it is, or compute the value in a source column.",
        )


@dataclass
class _Probe:
    """The model's query as PostgreSQL understands it (see `_describe`)."""

    sql: str  # pg_get_viewdef under search_path pg_catalog: every other schema named
    columns: list[str]  # the output column names PostgreSQL gives the view
    # (kind, name, schema, schema untrusted, owner untrusted) of its functions and operators
    objects: list[tuple[str, str, str, bool, bool]]
    volatile: list[str]  # volatile functions the view calls (outside pg_catalog)
    reads: list[tuple[str, str]]  # (function, what) of those that read tables
    # (collation, the source columns of it the view reads) of each non-deterministic collation
    # the query compares under, and (column, collation) of output columns with one
    nondeterministic: list[tuple[str, list[str]]] = dataclasses.field(default_factory=list)
    nondeterministic_columns: dict[str, str] = dataclasses.field(default_factory=dict)


@contextlib.contextmanager
def _catalog_path(db: _Db) -> Iterator[None]:
    """Run the block under search_path `pg_catalog, pg_temp`, so names the catalog functions
    print (format_type, pg_get_viewdef, regprocedure) carry every other schema."""
    # (in a transaction the setting is local: a failure aborts the transaction, whose rollback
    # restores the path; in autocommit a local setting would not outlive its own statement)
    local = not getattr(db.conn, "autocommit", False)
    old = db.value("SELECT pg_catalog.current_setting('search_path')")
    db.value("SELECT pg_catalog.set_config('search_path', 'pg_catalog, pg_temp', %s)", (local,))
    try:
        yield
    finally:
        if not local or db.conn.get_transaction_status() != 3:  # (3: in a failed transaction)
            db.value("SELECT pg_catalog.set_config('search_path', %s, %s)", (old, local))


# Who may create objects in a schema, or act as the owner of an object: any role but the
# installing one (the owner of the maintenance functions) and superusers, PUBLIC included.
_UNTRUSTED_ROLE = (
    "EXISTS (SELECT FROM pg_catalog.pg_roles r WHERE r.rolcanlogin AND NOT r.rolsuper "
    "AND r.rolname <> current_user AND pg_catalog.pg_has_role(r.oid, {owner}, 'MEMBER'))"
)


_UNTRUSTED_SCHEMA = (
    "(EXISTS (SELECT FROM pg_catalog.aclexplode(n.nspacl) a WHERE a.grantee = 0 "
    "AND a.privilege_type = 'CREATE') OR EXISTS (SELECT FROM pg_catalog.pg_roles o "
    "WHERE pg_catalog.has_schema_privilege(o.oid, n.oid, 'CREATE') AND "
    + _UNTRUSTED_ROLE.format(owner="o.oid")
    + "))"
)


def _procs_sql(deps: str) -> str:
    """The oids of the functions among `deps` (a query of (classid, objid) pairs), those behind
    its operators and the support functions of its aggregates."""
    return (
        f"SELECT d.objid AS oid FROM ({deps}) d WHERE d.classid = 'pg_catalog.pg_proc'::regclass "
        f"UNION SELECT o.oprcode FROM ({deps}) d JOIN pg_catalog.pg_operator o ON o.oid = d.objid "
        "AND d.classid = 'pg_catalog.pg_operator'::regclass "
        f"UNION SELECT unnest(ARRAY[a.aggtransfn, a.aggfinalfn, a.aggcombinefn, a.aggmtransfn, "
        f"a.aggminvtransfn, a.aggmfinalfn])::oid FROM ({deps}) d JOIN pg_catalog.pg_aggregate a "
        "ON a.aggfnoid = d.objid AND d.classid = 'pg_catalog.pg_proc'::regclass"
    )


def _table_reads(db: _Db, deps: str) -> list[tuple[str, str]]:
    """(function, what it reads) for the functions outside pg_catalog that read tables (see
    analyzer.bodies) or call a time-, caller- or context-dependent built-in (see
    analyzer.volatility): those among `deps` and, transitively, those their bodies may call (by
    name, any overload: a superset)."""
    cols = (
        "SELECT p.oid, p.oid::pg_catalog.regprocedure::text, l.lanname::text, "
        "p.provolatile::text, coalesce(p.prosrc, ''), ARRAY(SELECT d.refobjid::pg_catalog."
        "regclass::text FROM pg_catalog.pg_depend d WHERE d.classid = 'pg_catalog.pg_proc'::"
        "regclass AND d.objid = p.oid AND d.refclassid = 'pg_catalog.pg_class'::regclass "
        "ORDER BY 1), ARRAY(SELECT d.refobjid FROM pg_catalog.pg_depend d WHERE d.classid = "
        "'pg_catalog.pg_proc'::regclass AND d.objid = p.oid AND d.refclassid = d.classid), "
        "CASE WHEN p.prokind = 'a' THEN '' ELSE pg_catalog.pg_get_functiondef(p.oid) END "
        "FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_language l ON l.oid = p.prolang "
        "JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace "
        "WHERE n.nspname <> 'pg_catalog' AND "
    )
    rows = db.run(cols + f"p.oid IN ({_procs_sql(deps)}) ORDER BY 2")
    direct = {r[0] for r in rows}
    seen: set[int] = set()
    reads: list[tuple[str, str]] = []
    while rows:
        names: set[str] = set()
        oids: set[int] = set()
        for oid, sig, lang, vol, body, rels, callees, definition in rows:
            seen.add(oid)
            what = table_reads(lang, vol, body, list(rels))
            call = body_volatile_call(definition)
            if call and not what:
                what = f"the value of {call}"
            if what:
                by = "" if oid in direct else " (a function the view calls may call it)"
                reads.append((sig, what + by))
            names.update(called_names(body))
            oids.update(callees)
        rows = db.run(
            cols + "(p.proname = ANY(%s) OR p.oid = ANY(%s::oid[])) AND NOT p.oid = ANY(%s::oid[]) "
            "ORDER BY 2",
            (sorted(names), sorted(oids), sorted(seen)),
        )
    return reads


def _objects_sql(deps: str) -> str:
    """(kind, name, schema, schema untrusted, owner untrusted) of the functions and operators among
    `deps` (a query of (classid, objid) pairs), outside pg_catalog: their own, the functions
    behind operators and the support functions of aggregates."""
    procs = _procs_sql(deps)
    return (
        "SELECT 'function', p.oid::pg_catalog.regprocedure::text, n.nspname::text, "
        f"{_UNTRUSTED_SCHEMA}, {_UNTRUSTED_ROLE.format(owner='p.proowner')} "
        f"FROM ({procs}) x JOIN pg_catalog.pg_proc p ON p.oid = x.oid "
        "JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace "
        "WHERE n.nspname <> 'pg_catalog' "
        "UNION SELECT 'operator', o.oid::pg_catalog.regoperator::text, n.nspname::text, "
        f"{_UNTRUSTED_SCHEMA}, {_UNTRUSTED_ROLE.format(owner='o.oprowner')} "
        f"FROM ({deps}) d JOIN pg_catalog.pg_operator o ON o.oid = d.objid "
        "AND d.classid = 'pg_catalog.pg_operator'::regclass "
        "JOIN pg_catalog.pg_namespace n ON n.oid = o.oprnamespace "
        "WHERE n.nspname <> 'pg_catalog' ORDER BY 1 DESC, 2"
    )


_PROBE_VIEW = "pg_temp.tview_describe"


def _describe(db: _Db, model: str, sql: str) -> _Probe:
    """Create the model's query as a temporary view (names resolved through the caller's
    search_path, as the real view's are) and read back what PostgreSQL made of it.

    Generated SQL is built from the deparsed text: it names the very functions, operators and
    types the view is bound to, with the casts the server chose, so that nothing created later
    can be picked instead under the maintenance functions' pinned search_path."""
    body = sql.strip().rstrip(";").strip()
    in_tx = not getattr(db.conn, "autocommit", False)
    if in_tx:
        db.run("SAVEPOINT tview_describe")
    try:
        try:
            prefix = f"CREATE TEMPORARY VIEW {_PROBE_VIEW} AS\n"
            db.run(prefix + body)
            # (the planner refuses what CREATE VIEW accepts: a FULL JOIN on IS NOT DISTINCT FROM)
            db.run(f"EXPLAIN SELECT * FROM {_PROBE_VIEW}")
        except Exception as e:
            if in_tx:
                db.run("ROLLBACK TO SAVEPOINT tview_describe")
            raise _probe_error(model, e, body, len(prefix)) from e
        oid = db.value(f"SELECT '{_PROBE_VIEW}'::regclass::oid")
        with _catalog_path(db):
            text = db.value("SELECT pg_catalog.pg_get_viewdef(%s::oid)", (oid,))
            columns = [
                c
                for (c,) in db.run(
                    "SELECT a.attname FROM pg_catalog.pg_attribute a WHERE a.attrelid = %s "
                    "AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum",
                    (oid,),
                )
            ]
            deps = (
                "SELECT d.refclassid AS classid, d.refobjid AS objid FROM pg_catalog.pg_depend d "
                "JOIN pg_catalog.pg_rewrite w ON d.classid = 'pg_catalog.pg_rewrite'::regclass "
                f"AND d.objid = w.oid WHERE w.ev_class = {int(oid)}"
            )
            objects = [tuple(r) for r in db.run(_objects_sql(deps))]
            reads = _table_reads(db, deps)
            volatile = [
                f
                for (f,) in db.run(
                    f"SELECT p.oid::pg_catalog.regprocedure::text FROM ({deps}) d "
                    "JOIN pg_catalog.pg_proc p ON p.oid = d.objid "
                    "AND d.classid = 'pg_catalog.pg_proc'::regclass WHERE p.provolatile = 'v'"
                )
            ]
            nondeterministic, nd_columns = _nondeterministic(db, oid)
    finally:
        if in_tx:
            if db.conn.get_transaction_status() != 3:
                db.run("ROLLBACK TO SAVEPOINT tview_describe")
                db.run("RELEASE SAVEPOINT tview_describe")
        else:
            db.run(f"DROP VIEW IF EXISTS {_PROBE_VIEW}")
    return _Probe(
        sql=text.strip().rstrip(";"),
        columns=columns,
        objects=objects,  # type: ignore[arg-type]
        volatile=volatile,
        reads=reads,
        nondeterministic=nondeterministic,
        nondeterministic_columns=nd_columns,
    )


def _nondeterministic(db: _Db, oid: int) -> tuple[list[tuple[str, list[str]]], dict[str, str]]:
    """The non-deterministic collations view `oid` compares values under, each with the source
    columns of that collation it reads, and its output columns of such a collation."""
    tree = db.value("SELECT ev_action::text FROM pg_catalog.pg_rewrite WHERE ev_class = %s", (oid,))
    c = compared(tree or "")
    ops, aggs = sorted(c.operators), sorted(c.aggregates)
    rows = db.run(
        "SELECT pg_catalog.format('%%I.%%I', n.nspname, k.collname), k.oid::bigint "
        "FROM pg_catalog.pg_collation k JOIN pg_catalog.pg_namespace n ON n.oid = k.collnamespace "
        "WHERE NOT k.collisdeterministic AND (k.oid = ANY(%s::oid[]) OR EXISTS (SELECT FROM "
        "unnest(%s::oid[], %s::oid[]) AS o(op, coll) JOIN pg_catalog.pg_amop a ON a.amopopr = o.op "
        "JOIN pg_catalog.pg_am m ON m.oid = a.amopmethod AND m.amname IN ('btree', 'hash') "
        "WHERE o.coll = k.oid) OR EXISTS (SELECT FROM unnest(%s::oid[], %s::oid[]) AS g(fn, coll) "
        "JOIN pg_catalog.pg_aggregate ag ON ag.aggfnoid = g.fn AND ag.aggsortop <> 0 "
        "WHERE g.coll = k.oid)) ORDER BY 1",
        (
            sorted(c.always),
            [o for o, _ in ops],
            [k for _, k in ops],
            [f for f, _ in aggs],
            [k for _, k in aggs],
        ),
    )
    found = []
    for name, coll in rows:
        cols = db.run(
            "SELECT DISTINCT pg_catalog.format('%%s.%%I', d.refobjid::pg_catalog.regclass, "
            "a.attname) FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_rewrite w "
            "ON d.classid = 'pg_catalog.pg_rewrite'::regclass AND d.objid = w.oid "
            "JOIN pg_catalog.pg_attribute a ON a.attrelid = d.refobjid "
            "AND a.attnum = d.refobjsubid WHERE w.ev_class = %s AND a.attcollation = %s "
            "ORDER BY 1",
            (oid, coll),
        )
        found.append((name, [col for (col,) in cols]))
    columns = db.run(
        "SELECT a.attname, pg_catalog.format('%%I.%%I', n.nspname, k.collname) "
        "FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_collation k ON k.oid = a.attcollation "
        "JOIN pg_catalog.pg_namespace n ON n.oid = k.collnamespace WHERE a.attrelid = %s "
        "AND a.attnum > 0 AND NOT k.collisdeterministic",
        (oid,),
    )
    return found, dict(columns)


def _probe_error(model: str, e: Exception, body: str = "", offset: int = 0) -> TviewError:
    """PostgreSQL's refusal of the model's query as a view, as a tview error (`body`: the
    query, `offset`: where it starts in the statement PostgreSQL refused)."""
    code = getattr(e, "pgcode", None)
    msg = (getattr(getattr(e, "diag", None), "message_primary", None) or str(e)).strip()
    if code == "42601" and body:  # syntax_error: where, in the compiled SQL
        pos = int(getattr(getattr(e, "diag", None), "statement_position", None) or 0)
        pos = min(max(pos - offset - 1, 0), len(body))
        line_no = body.count("\n", 0, pos) + 1
        line = body.splitlines()[line_no - 1].strip() if body.strip() else ""
        return TviewError(
            f"tview model '{model}': syntax error at line {line_no} of the compiled SQL "
            f"(target/compiled): {msg}, in: {line}"
        )
    if code == "42701":  # duplicate_column
        return UnsupportedSQL(
            model,
            "duplicate output column",
            f"PostgreSQL {msg} (an output column without an alias is named after its "
            "function, its column or ?column?, and a view's columns need distinct names)",
            "Alias every output column uniquely (expression AS name).",
        )
    if code == "42P01":  # undefined_table
        return _missing_relation(model, msg)
    if code == "0A000" and "FULL JOIN" in msg:
        return UnsupportedSQL(
            model,
            "a FULL JOIN condition",
            f"PostgreSQL cannot evaluate the view: {msg}",
            "Join on equalities: for IS NOT DISTINCT FROM, compare coalesce(a.k, v) = "
            "coalesce(b.k, v) with a value v the columns never hold.",
        )
    if code == "0A000" and "zero columns" in msg:
        return UnsupportedSQL(model, "SELECT without columns", msg, "Select at least one column.")
    return UnsupportedSQL(
        model,
        "SQL",
        f"PostgreSQL refuses it as a view: {msg}",
        "Check the compiled SQL in target/compiled.",
    )


def _check_pinned_derivations(
    db: _Db, model: str, analysis: Analysis, facts: dict[Relation, SourceFacts]
) -> None:
    """Plan every derivation the triggers will run, under their search_path (pg_catalog,
    pg_temp) and over empty stand-ins of the transition tables: a name PostgreSQL resolves
    again there and finds no longer (an operator outside pg_catalog that the deparsed text
    leaves implicit: IS DISTINCT FROM, NULLIF, CASE x WHEN, IN (subquery) on a user type) fails
    the install with the construct, not the application's writes."""
    queries = [d for d in analysis.derivations if d.query is not None]
    if not queries:
        return
    by_relation = {f.relation: f for f in facts.values()}
    db.run("SAVEPOINT tview_pinned")
    try:
        db.run(
            "CREATE TEMP TABLE IF NOT EXISTS tview_log "
            "(rel oid NOT NULL, stmt timestamptz NOT NULL, row jsonb NOT NULL)"
        )
        db.run("SELECT pg_catalog.set_config('search_path', 'pg_catalog, pg_temp', true)")
        for d in queries:
            src = by_relation[d.source]
            for delta in ("tview_new", "tview_old"):
                sql = render_derivation(d.query, delta, src, by_relation, analysis.log_sources)
                # (a CTE, not a view: a transition table's whole-row value is a record too)
                stand_in = f"{delta} AS (SELECT * FROM {src.qname} WHERE false)"
                try:
                    db.run(f"EXPLAIN WITH {stand_in} SELECT * FROM ({sql}) AS derived")
                except Exception as e:
                    msg = getattr(getattr(e, "diag", None), "message_primary", None) or str(e)
                    raise UnsupportedSQL(
                        model,
                        f"a comparison over {src.qname}",
                        f"the maintenance, whose search_path is pg_catalog, cannot resolve it "
                        f"again ({msg.strip()}): PostgreSQL writes IS DISTINCT FROM, NULLIF, "
                        "CASE x WHEN and IN (subquery) without their operator, and finds a "
                        "user type's operator outside pg_catalog by name only",
                        "Write the comparison with its operator named, e.g. "
                        "a OPERATOR(public.=) b, or compare a pg_catalog type (a cast).",
                    ) from e
    finally:  # (also out of a failed statement: the savepoint restores the path and drops all)
        db.run("ROLLBACK TO SAVEPOINT tview_pinned")
        db.run("RELEASE SAVEPOINT tview_pinned")


def _check_pinned_agg(db: _Db, model: str, agg: AggregatePlan) -> None:
    """Plan the algebraic triggers' expressions (group keys, aggregate arguments, filter) over
    the source under their search_path: one they could not resolve fails the install, clearly,
    not the application's writes (see `_check_pinned_derivations`)."""
    exprs = [k.expr for k in agg.group_keys] + [a.expr for a in agg.arguments] + ["true"]
    sql = (
        f"EXPLAIN SELECT {', '.join(exprs)} FROM {agg.source} AS {agg.source_alias} "
        f"WHERE {agg.where_sql}"
    )
    db.run("SAVEPOINT tview_pinned")
    try:
        db.run("SELECT pg_catalog.set_config('search_path', 'pg_catalog, pg_temp', true)")
        db.run(sql)
    except Exception as e:
        msg = getattr(getattr(e, "diag", None), "message_primary", None) or str(e)
        db.run("ROLLBACK TO SAVEPOINT tview_pinned")
        raise UnsupportedSQL(
            model,
            "an aggregate's argument, filter or group key",
            f"the maintenance, whose search_path is pg_catalog, cannot resolve it again "
            f"({msg.strip()}): PostgreSQL writes IS DISTINCT FROM, NULLIF and CASE x WHEN "
            "without their operator, and finds a user type's operator outside pg_catalog by "
            "name only",
            "Write the comparison with its operator named, e.g. a OPERATOR(public.=) b.",
        ) from e
    db.run("ROLLBACK TO SAVEPOINT tview_pinned")
    db.run("RELEASE SAVEPOINT tview_pinned")


def _trusted_schemas(model: str, value: Any) -> list[str]:
    """The config `trusted_schemas`: a schema name or a list of them."""
    if value is None:
        return []
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, (list, tuple)) or not all(isinstance(i, str) for i in items):
        raise TviewError(
            f"tview model '{model}': trusted_schemas must be a list of schema names, got "
            f"{value!r}. Example: trusted_schemas=['util']."
        )
    return list(items)


def _check_trust(
    model: str, objects: Sequence[tuple[str, str, str, bool, bool]], trusted: Sequence[str]
) -> None:
    """Refuse functions and operators that a role other than the installing one (or a
    superuser) could replace or outbid: the maintenance runs them as the tview owner."""
    for kind, name, schema, bad_schema, bad_owner in objects:
        if schema in trusted or not (bad_schema or bad_owner):
            continue
        why = (
            f"roles other than the installing one may create objects in schema {schema}, "
            f"so one of them could add a {kind} that the triggers would then run as the tview "
            "owner"
            if bad_schema
            else "it is owned by a role other than the installing one, which could change it "
            "and have the triggers run its code as the tview owner"
        )
        raise UnsupportedSQL(
            model,
            f"{kind} {name}",
            why,
            f"Move it to a schema only the owner can create in and own it, or, if every role "
            f"that may create there is trusted, name the schema in the model's config: "
            f"trusted_schemas=['{schema}'].",
        )


def analyze_model(
    conn: Any,
    name: str,
    sql: str,
    key: str | Sequence[str] | None,
    trusted_schemas: str | Sequence[str] | None = None,
) -> tuple[Analysis, dict[Relation, SourceFacts]]:
    """Resolve the model's relations in the catalog and analyze it (no DDL that outlives
    the call: the query is described through a temporary view)."""
    db = _Db(conn)
    probe = _describe(db, name, sql)
    if probe.volatile:
        raise UnsupportedSQL(
            name,
            f"volatile function {probe.volatile[0]}",
            "it may return a different value on every call, so the table would drift from its view",
            "Mark it IMMUTABLE or STABLE if it is, or compute the value in a source column.",
        )
    _check_trust(name, probe.objects, _trusted_schemas(name, trusted_schemas))
    _check_collations(name, probe, key)
    if probe.reads:
        fn, what = probe.reads[0]
        raise UnsupportedSQL(
            name,
            f"function {fn}",
            f"it reads {what}, whose changes fire no trigger of this tview, so the table would "
            "drift from its view",
            "Read the table in the model itself (a join or a subquery), where its changes are "
            "tracked; a function that reads no table can be marked IMMUTABLE.",
        )
    server_sql = normalize(probe.sql, name)
    rels = _referenced(name, server_sql)
    facts = {r: _resolve(db, name, r) for r in rels}
    qsql = _qualified_sql(server_sql, facts, name)
    analysis = analyze(
        name,
        qsql,
        key=key,
        schema=_schema_for_analyzer(facts),
        entity=entity_of(name),
        unique_keys={Relation(f.schema, f.name): f.unique_keys for f in facts.values()},
        # (a unique index lets rows repeat NULLs: only NOT NULL columns tell rows apart)
        row_keys={
            Relation(f.schema, f.name): [u for u in f.unique_keys if set(u) <= f.not_null]
            for f in facts.values()
        },
        set_returning=[
            n
            for (n,) in db.run(
                "SELECT DISTINCT proname::text FROM pg_catalog.pg_proc WHERE proretset"
            )
        ],
    )
    analysis.sql = sql.strip().rstrip(";").strip()
    _check_functions(db, name, analysis.functions)
    # map the analyzer's (qualified) relations back to facts; a relation only an unreferenced
    # CTE reads is no source (PostgreSQL never evaluates that CTE)
    used = set(analysis.sources)
    by_resolved = {
        rel: dataclasses.replace(f, relation=rel)
        for rel, f in ((Relation(f.schema, f.name), f) for f in facts.values())
        if rel in used
    }
    return analysis, by_resolved


def _check_collations(name: str, probe: _Probe, key: str | Sequence[str] | None) -> None:
    """Refuse a model that compares values under a non-deterministic collation, or keys on a
    column of one: values equal under it read differently ('b', 'B'), and which one a group,
    DISTINCT, min/max or join shows is left to the plan."""
    if probe.nondeterministic:
        coll, cols = probe.nondeterministic[0]
        where = f" (column {', '.join(cols)})" if cols else ""
        raise UnsupportedSQL(
            name,
            f"comparing values under non-deterministic collation {coll}{where}",
            "values equal under it read differently ('b' and 'B' case-insensitively), and "
            "which of them a GROUP BY, DISTINCT, UNION, min/max, join or IN shows is left to "
            "the plan, so the table cannot equal the view exactly",
            'Compare under COLLATE "C" or a deterministic collation (for example GROUP BY '
            'x COLLATE "C"), or declare the column with one.',
        )
    keys = [key] if isinstance(key, str) else list(key or [])
    for k in keys:
        if k in probe.nondeterministic_columns:
            coll = probe.nondeterministic_columns[k]
            raise UnsupportedSQL(
                name,
                f"key column {k} of non-deterministic collation {coll}",
                "keys equal under it ('b' and 'B' case-insensitively) read differently, so rows "
                "of the view cannot be told apart and looked up by key exactly",
                f'Key on {k} COLLATE "C" (or a deterministic collation) AS {k}.',
            )


def _typed_columns(db: _Db, where: str, param: Any) -> list[tuple[str, str, str]]:
    """(name, type, collation) of a relation's columns.

    Each type is named so that the generated functions find it under their pinned
    search_path (pg_catalog, pg_temp): format_type leaves out the schema of a type the
    caller's search_path finds (an enum or domain in public), so it runs under that path
    here. The collation is ' COLLATE "schema"."name"' where it is not the type's default (a
    min/max kept by the algebraic path orders by it), else ''.
    """
    # (in a transaction the setting is local: a failure aborts the transaction, whose rollback
    # restores the path; in autocommit a local setting would not outlive its own statement)
    local = not getattr(db.conn, "autocommit", False)
    old = db.value("SELECT pg_catalog.current_setting('search_path')")
    db.value("SELECT pg_catalog.set_config('search_path', 'pg_catalog, pg_temp', %s)", (local,))
    try:
        return db.run(
            "SELECT a.attname, format_type(a.atttypid, a.atttypmod), "
            "CASE WHEN k.oid IS NULL THEN '' "
            "ELSE format(' COLLATE %%I.%%I', n.nspname, k.collname) END "
            "FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid "
            "LEFT JOIN pg_collation k ON k.oid = a.attcollation "
            "AND a.attcollation <> t.typcollation "
            "LEFT JOIN pg_namespace n ON n.oid = k.collnamespace "
            f"WHERE a.attrelid = {where} AND a.attnum > 0 AND NOT a.attisdropped "
            "ORDER BY a.attnum",
            (param,),
        )
    finally:
        if not local or db.conn.get_transaction_status() != 3:  # (3: in a failed transaction)
            db.value("SELECT pg_catalog.set_config('search_path', %s, %s)", (old, local))


def relation_columns(db: _Db, relation: str) -> tuple[str | None, tuple[ViewColumn, ...]]:
    """The relkind of `relation` (a qualified name; None when there is none) and its columns,
    dropped ones included, as CREATE OR REPLACE VIEW compares them (plan.view_replaceable)."""
    kind = db.value(
        "SELECT relkind::text FROM pg_catalog.pg_class WHERE oid = to_regclass(%s)", (relation,)
    )
    if kind is None:
        return None, ()
    rows = db.run(
        "SELECT attname::text, atttypid::bigint, atttypmod, attcollation::bigint, attisdropped "
        "FROM pg_catalog.pg_attribute WHERE attrelid = to_regclass(%s) AND attnum > 0 "
        "ORDER BY attnum",
        (relation,),
    )
    return kind, tuple(ViewColumn(*row) for row in rows)


def _view_columns(db: _Db, schema: str, view: str) -> list[tuple[str, str, str]]:
    return _typed_columns(db, "to_regclass(%s)", qname(schema, view))


def _type_oids(db: _Db, types: Sequence[str]) -> list[int | None]:
    """The OIDs of types as `_typed_columns` names them (schema-qualified outside pg_catalog)."""
    with _catalog_path(db):
        return [db.value("SELECT pg_catalog.to_regtype(%s)::oid", (t,)) for t in types]


def _check_key_types(
    db: _Db, model: str, key: Sequence[str], types: dict[str, str], oids: Sequence[int | None]
) -> None:
    """Each key column's type needs a default btree operator class: the key index is built
    with it, and keys are deduplicated and looked up with its equality."""
    for k, oid in zip(key, oids, strict=True):
        if oid is not None and _is_composite(db, oid):
            raise KeyError_(
                model,
                f"key column {k} has composite type {types[k]}: a value whose fields are all "
                "NULL IS NULL like a NULL key, and key arrays expand such values into their "
                "fields, so its rows cannot be told apart and looked up by key. Key on the "
                f"fields instead, for example ({k}).<field> AS {k}_<field> for each field",
            )
        if oid is not None and not _has_equality(db, oid, ("btree",)):
            hint = f"{k}::jsonb AS {k}" if types[k] == "json" else f"{k}::text AS {k}"
            raise KeyError_(
                model,
                f"key column {k} has type {types[k]}, which has no default btree operator "
                f"class (no equality PostgreSQL can index, sort or group it by), so its rows "
                f"cannot be looked up by key. Key on a comparable type, for example {hint}",
            )


def _is_composite(db: _Db, oid: int) -> bool:
    """A composite type, or a domain over one."""
    return bool(
        db.value(
            "WITH RECURSIVE ty(oid) AS (SELECT %s::oid UNION ALL "
            "SELECT t.typbasetype FROM ty JOIN pg_catalog.pg_type t ON t.oid = ty.oid "
            "WHERE t.typtype = 'd') "
            "SELECT EXISTS (SELECT FROM ty JOIN pg_catalog.pg_type t ON t.oid = ty.oid "
            "WHERE t.typtype = 'c')",
            (oid,),
        )
    )


def _key_operators(
    db: _Db, model: str, oids: Sequence[int | None], trusted: Sequence[str] | None
) -> list[str]:
    """Per key column, the equality of its type's default btree operator class: `=` where it
    is pg_catalog's, else OPERATOR(schema.name), which the generated functions must name (a
    user type's `=` in public is not on their search_path). Such an operator passes the same
    trust test as the model's own (see `_check_trust`)."""
    ops, found = [], []
    for oid in oids:
        row = None
        if oid is not None:
            row = db.one(
                "WITH RECURSIVE ty(oid) AS (SELECT %s::oid UNION ALL "
                "SELECT t.typbasetype FROM ty JOIN pg_catalog.pg_type t ON t.oid = ty.oid "
                "WHERE t.typtype = 'd') "
                "SELECT o.oid, pg_catalog.format('OPERATOR(%%I.%%s)', n.nspname, o.oprname) "
                "FROM ty JOIN pg_catalog.pg_opclass c ON c.opcintype = ty.oid AND c.opcdefault "
                "JOIN pg_catalog.pg_am m ON m.oid = c.opcmethod AND m.amname = 'btree' "
                "JOIN pg_catalog.pg_amop p ON p.amopfamily = c.opcfamily "
                "AND p.amopstrategy = 3 AND p.amoplefttype = c.opcintype "
                "AND p.amoprighttype = c.opcintype "
                "JOIN pg_catalog.pg_operator o ON o.oid = p.amopopr "
                "JOIN pg_catalog.pg_namespace n ON n.oid = o.oprnamespace "
                "WHERE n.nspname <> 'pg_catalog' LIMIT 1",
                (oid,),
            )
        ops.append(row[1] if row else "=")
        found += [int(row[0])] if row else []
    if found and trusted is not None:
        deps = (
            "SELECT 'pg_catalog.pg_operator'::regclass AS classid, o.oid AS objid "
            f"FROM pg_catalog.pg_operator o WHERE o.oid IN ({', '.join(map(str, found))})"
        )
        with _catalog_path(db):
            _check_trust(model, [tuple(r) for r in db.run(_objects_sql(deps))], trusted)
    return ops


def _fillfactor(db: _Db, qtable: str) -> str | None:
    """The table's fillfactor storage parameter (None: unset, PostgreSQL's 100)."""
    return db.value(
        "SELECT option_value FROM pg_class AS c, pg_options_to_table(c.reloptions) "
        "WHERE c.oid = to_regclass(%s) AND option_name = 'fillfactor'",
        (qtable,),
    )


def _view_read_columns(db: _Db, qview: str) -> dict[int, list[tuple[int, str]]]:
    """Per source OID, the columns the view reads (number, name): PostgreSQL records them as
    the view's dependencies, which is why it follows their renames; generated code names them."""
    out: dict[int, list[tuple[int, str]]] = {}
    for rel, num, name in db.run(
        "SELECT DISTINCT d.refobjid::bigint, a.attnum, a.attname::text FROM pg_depend d "
        "JOIN pg_rewrite r ON d.classid = 'pg_rewrite'::regclass AND r.oid = d.objid "
        "JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid "
        "WHERE r.ev_class = to_regclass(%s) AND d.refobjsubid > 0 ORDER BY 1, 2",
        (qview,),
    ):
        out.setdefault(int(rel), []).append((num, name))
    return out


def _with_reads(
    db: _Db, qview: str, facts: dict[Relation, SourceFacts]
) -> dict[Relation, SourceFacts]:
    """`facts` with, per source, the columns the view reads and how an UPDATE's old and new
    values of each compare exactly (SourceFacts.reads): the view's column dependencies, which
    PostgreSQL records for every column its query names (SELECT * expanded, joins, filters,
    groupings, subqueries). A whole-row or system-column reference (to_jsonb(u), u.ctid) is
    recorded as a dependency on the table alone: any such reference in the view leaves every
    source's reads unknown (None), and each of its UPDATEs is then processed."""
    whole = db.value(
        "SELECT bool_or(r.ev_action::text ~ ':varattno (0|-[0-9]+) ') FROM pg_rewrite r "
        "WHERE r.ev_class = to_regclass(%s)",
        (qview,),
    )
    read = _view_read_columns(db, qview)
    return {
        rel: dataclasses.replace(
            f,
            reads=None
            if whole
            else {c: _exact_sql(db, f, c) for c in sorted({c for _, c in read.get(f.oid, [])})},
        )
        for rel, f in facts.items()
    }


def _exact_sql(db: _Db, f: SourceFacts, col: str) -> str:
    """SQL over alias `x` of column `col` of source `f` whose equality is identity of values:
    the column itself for a type whose `=` compares binary images (under the byte order "C"
    for a column with a collation of its own, which may not be deterministic); else the
    type's binary send form (numeric 1.0 and 1.00, -0 and 0 as floats, '1 day' and '24 hours'
    differ there, and types without `=` get one), its text form for a type without one."""
    ref = f"x.{quote_ident(col)}"
    same = as_image(ref, f.columns[col], col in f.collations)
    if same is not None:
        return same
    send = db.value(
        "SELECT format('%%I.%%I', n.nspname, p.proname) FROM pg_catalog.pg_attribute a "
        "JOIN pg_catalog.pg_type t ON t.oid = a.atttypid "
        "JOIN pg_catalog.pg_proc p ON p.oid = t.typsend "
        "JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace "
        "WHERE a.attrelid = %s AND a.attname = %s",
        (f.oid, col),
    )
    return f"{send}({ref})" if send else f"{ref}::text"


def _tview_row(db: _Db, tview_schema: str, schema: str, name: str) -> tuple:
    row = db.one(
        f"SELECT id, view_name, key_cols FROM {quote_ident(tview_schema)}.tview "
        "WHERE tbl_schema = %s AND tbl_name = %s",
        (schema, name),
    )
    if row is None:
        raise TviewError(f"{schema}.{name} is not a tview (no catalog entry)")
    return row


def _has_equality(db: _Db, oid: int, methods: tuple[str, ...] = ("btree", "hash")) -> bool:
    """Whether values of type `oid` compare with `=` in EXCEPT ALL, as PostgreSQL decides it
    (a default btree or hash operator class of the type or of one it is implicitly
    binary-coercible to; arrays and composites by their elements, domains by their base
    type)."""
    typtype, base, elem, relid, is_array = db.one(
        "SELECT t.typtype, t.typbasetype, t.typelem, t.typrelid, "
        "t.typelem <> 0 AND t.typlen = -1 "  # (a true array: point's typelem is float8)
        "FROM pg_catalog.pg_type t WHERE t.oid = %s",
        (oid,),
    ) or ("b", 0, 0, 0, False)
    if typtype == "d":
        return _has_equality(db, base, methods)
    if is_array:
        return _has_equality(db, elem, methods)
    if typtype == "c":
        return all(
            _has_equality(db, a, methods)
            for (a,) in db.run(
                "SELECT a.atttypid FROM pg_catalog.pg_attribute a "
                "WHERE a.attrelid = %s AND a.attnum > 0 AND NOT a.attisdropped",
                (relid,),
            )
        )
    if typtype in ("e", "r", "m"):  # enums, ranges, multiranges
        return True
    return bool(
        db.value(
            "SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_opclass c "
            "JOIN pg_catalog.pg_am m ON m.oid = c.opcmethod "
            "WHERE m.amname = ANY(%s) AND c.opcdefault AND (c.opcintype = %s "
            "OR EXISTS (SELECT 1 FROM pg_catalog.pg_cast k WHERE k.castsource = %s "
            "AND k.casttarget = c.opcintype AND k.castmethod = 'b' AND k.castcontext = 'i')))",
            (list(methods), oid, oid),
        )
    )


def catalog_tviews(conn: Any, tview_schema: str = DEFAULT_TVIEW_SCHEMA) -> list[tuple]:
    """(schema, table, rank) of every tview in the catalog, downstream first."""
    db = _Db(conn)
    ts = quote_ident(tview_schema)
    if not db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{ts}.tview",)):
        return []
    return db.run(
        f"SELECT tbl_schema, tbl_name, rank FROM {ts}.tview ORDER BY rank DESC, tbl_schema, "
        "tbl_name"
    )


def view_name(
    conn: Any, *, name: str, schema: str = "public", tview_schema: str = DEFAULT_TVIEW_SCHEMA
) -> str | None:
    db = _Db(conn)
    if not db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{quote_ident(tview_schema)}.tview",)):
        return None
    return db.value(
        f"SELECT view_name FROM {quote_ident(tview_schema)}.tview "
        "WHERE tbl_schema = %s AND tbl_name = %s",
        (schema, name),
    )
