"""Install, refresh, check and drop tviews on a DB-API connection.

This is the single executor of the generated SQL: the dbt materialization calls it through the
adapter (on dbt's own connection and transaction), tests and benchmarks call it directly.
Functions never commit: the caller owns the transaction, so a failure leaves everything as it was.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import random
import re
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from dbt_tview import locks
from dbt_tview import privileges as privs
from dbt_tview.analyzer import (
    Analysis,
    KeyError_,
    Relation,
    TviewError,
    UnsupportedSQL,
    analyze,
)
from dbt_tview.analyzer import referenced_relations as _referenced
from dbt_tview.analyzer.deparse import normalize
from dbt_tview.migrations import SCHEMA_VERSION, definition_hash, installed_version, migrate
from dbt_tview.sqlgen import (
    WITNESS_SLOTS,
    SourceFacts,
    TviewFacts,
    _image_eq,
    agg_context,
    generated_name,
    plan_witness,
    qname,
    quote_ident,
    render_agg_triggers,
    render_commit_lone,
    render_derivation,
    render_dispatch,
    render_flush,
    render_runtime,
    render_triggers,
)

DEFAULT_TVIEW_SCHEMA = "tview"
# A tv table is rewritten by every flush that touches it. Half of each page is kept free, so a
# rewritten row's new version fits on its own page (a HOT update: no new index entry, the old
# version pruned on the page), even when one statement rewrites every row of the page. At
# PostgreSQL's 100 each rewritten row moves to another page with a new index entry: the
# maintenance of a bulk statement over a key range measured 1.4-2.0x the statement there, and
# 0.8-0.95x at 50 (docs/decisions/0003). Space: up to twice the heap; `fillfactor=100`
# trades it back.
DEFAULT_FILLFACTOR = 50
# How long an install waits for one lock. A lock request that waits stops every later request
# that conflicts with it, so the application's writers (and for ACCESS EXCLUSIVE its readers)
# queue behind the install for up to this long: it bounds the stall an install causes while it
# waits. Below deadlock_timeout (1 s by default), so that in a lock cycle with an application
# transaction the install gives up first and the application's transaction never fails. Long
# enough for the short transactions of an OLTP application to end.
DEFAULT_LOCK_TIMEOUT_MS = 200
# Attempts of a whole install (its savepoint) before it reports the lock it could not get; the
# backoff between them grows to 2 s (about 35 s in all).
DEFAULT_LOCK_ATTEMPTS = 20
_LOCK_NOT_AVAILABLE = "55P03"


@dataclass
class InstallResult:
    """What an install did, for logs and for `dbt run` output."""

    table: str
    view: str
    changed: bool
    action: str  # 'created' | 'rebuilt' | 'unchanged'
    rows: int = 0
    analysis: Analysis | None = None
    warnings: list[str] = field(default_factory=list)


class _Db:
    """Thin cursor wrapper so the rest of the module reads as SQL."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.last_sql = ""
        self.locking: tuple[str, str] | None = None  # (relation, mode) being locked

    def run(self, sql: str, params: Sequence[Any] | None = None) -> list[tuple]:
        self.last_sql = sql
        with self.conn.cursor() as cur:
            cur.execute(sql, params)
            return cur.fetchall() if cur.description else []

    def one(self, sql: str, params: Sequence[Any] | None = None) -> tuple | None:
        rows = self.run(sql, params)
        return rows[0] if rows else None

    def value(self, sql: str, params: Sequence[Any] | None = None) -> Any:
        row = self.one(sql, params)
        return row[0] if row else None


def entity_of(name: str) -> str:
    return name[3:] if name.startswith("tv_") else name


def default_view_name(name: str) -> str:
    return f"v_{entity_of(name)}"


# --------------------------------------------------------------------------- runtime


def ensure_runtime(
    conn: Any,
    tview_schema: str = DEFAULT_TVIEW_SCHEMA,
    *,
    app_role: str | None = None,
    lock_namespace: int | str | None = None,
) -> bool:
    """Migrate the catalog and (re)create the shared functions when they differ, and revoke
    EXECUTE on its internals from everyone but the owner (see _secure_functions); whether the
    functions changed. Cheap when current. Existing tviews keep the code they were generated
    with: `install` regenerates it in the same transaction (see _upgrade).

    `app_role`: the role granted the entry points ('' for none; None keeps the stored one).
    `lock_namespace`: the high bits of the runtime's advisory locks (dbt_tview.locks; None
    keeps the stored one). Both are kept in the runtime's meta table (dbt vars tview_app_role
    and tview_lock_namespace)."""
    db = _Db(conn)
    applied = migrate(db, tview_schema)
    ns = lock_namespace_of(conn, tview_schema, lock_namespace)
    sql = _runtime_sql(db, tview_schema, ns)
    digest = hashlib.sha256(sql.encode()).hexdigest()
    changed = bool(applied) or _meta(db, tview_schema, "runtime_hash") != digest
    if changed:
        db.run(sql)
        _set_meta(db, tview_schema, "runtime_hash", digest)
        _set_meta(db, tview_schema, "lock_namespace", str(ns))
        _refresh_dispatch(db, tview_schema)
    if app_role is not None:
        _set_app_role(db, tview_schema, app_role)
    _secure_functions(db, tview_schema)
    return changed


def _runtime_sql(db: _Db, tview_schema: str, ns: int) -> str:
    """The shared functions as this package generates them for this database."""
    readable = db.value(
        "SELECT has_table_privilege('pg_catalog.pg_subscription_rel', 'SELECT') "
        "AND has_column_privilege('pg_catalog.pg_subscription', 'subname', 'SELECT')"
    )
    return render_runtime(tview_schema, ns, subscriptions=bool(readable))


def _meta(db: _Db, tview_schema: str, k: str) -> str | None:
    ts = quote_ident(tview_schema)
    if not db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{ts}.meta",)):
        return None
    return db.value(f"SELECT v FROM {ts}.meta WHERE k = %s", (k,))


def _namespace(value: int | str) -> int:
    try:
        return locks.check_namespace(value)
    except ValueError as e:
        raise TviewError(f"tview: {e}") from None


def _set_meta(db: _Db, tview_schema: str, k: str, v: str) -> None:
    db.run(
        f"INSERT INTO {quote_ident(tview_schema)}.meta VALUES (%s, %s) "
        "ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v",
        (k, v),
    )


def lock_namespace_of(
    conn: Any, tview_schema: str = DEFAULT_TVIEW_SCHEMA, requested: int | str | None = None
) -> int:
    """The namespace of the runtime's advisory locks (dbt_tview.locks): `requested` when given,
    else what the meta table says."""
    if requested is not None:
        return _namespace(requested)
    db = _Db(conn)
    ts = quote_ident(tview_schema)
    if not db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{ts}.meta",)):
        return locks.DEFAULT_NAMESPACE
    v = db.value(f"SELECT v FROM {ts}.meta WHERE k = 'lock_namespace'")
    return int(v) if v else locks.DEFAULT_NAMESPACE


# The functions an application may call (README, *Security model*); every other function in
# the runtime's schema is internal: triggers fire theirs without EXECUTE, the rest is called
# from SECURITY DEFINER code as the owner.
ENTRY_POINTS = ("flush()", "status()", "session_stats()", "refresh(regclass,jsonb)")


def _set_app_role(db: _Db, tview_schema: str, role: str) -> None:
    """Grant USAGE on the runtime's schema and EXECUTE on the entry points to `role` (none
    when empty), taking them from the role named before."""
    ts = quote_ident(tview_schema)
    if role and not db.value("SELECT to_regrole(%s) IS NOT NULL", (quote_ident(role),)):
        raise TviewError(
            f"tview: tview_app_role names role {role!r}, which does not exist: create it, or "
            "unset the var (the entry points are then granted to nobody but the owner)"
        )
    old = db.value(f"SELECT v FROM {ts}.meta WHERE k = 'app_role'") or ""
    entry = ", ".join(f"{ts}.{f}" for f in ENTRY_POINTS)
    if old and old != role and db.value("SELECT to_regrole(%s) IS NOT NULL", (quote_ident(old),)):
        db.run(f"REVOKE EXECUTE ON FUNCTION {entry} FROM {quote_ident(old)}")
        db.run(f"REVOKE USAGE ON SCHEMA {ts} FROM {quote_ident(old)}")
    if role:
        db.run(f"GRANT USAGE ON SCHEMA {ts} TO {quote_ident(role)}")
        db.run(f"GRANT EXECUTE ON FUNCTION {entry} TO {quote_ident(role)}")
    _set_meta(db, tview_schema, "app_role", role)


def _secure_functions(db: _Db, tview_schema: str) -> None:
    """Revoke EXECUTE on every function of the runtime's schema from PUBLIC, and on every one
    but the entry points from every role but the owner; and every privilege on its relations
    but SELECT on tables.

    A function is created with EXECUTE for PUBLIC (and whatever ALTER DEFAULT PRIVILEGES adds);
    CREATE OR REPLACE keeps the privileges it had. So this runs after every install, over
    every function there is: internals (_lock_tview, f_N, the delta triggers...)
    run as the owner, and nobody else may call them."""
    ts = quote_ident(tview_schema)
    rows = db.run(
        "SELECT p.oid::regprocedure::text, "
        "       p.oid IN (SELECT to_regprocedure(e) FROM unnest(%s::text[]) e), "
        "       array_agg(DISTINCT a.grantee::regrole::text) FILTER (WHERE a.grantee <> 0) "
        "  FROM pg_catalog.pg_proc p, "
        "       aclexplode(COALESCE(p.proacl, acldefault('f', p.proowner))) a "
        " WHERE p.pronamespace = to_regnamespace(%s) AND a.privilege_type = 'EXECUTE' "
        "   AND a.grantee <> p.proowner AND pg_has_role(p.proowner, 'USAGE') "
        " GROUP BY 1, 2",
        ([f"{ts}.{f}" for f in ENTRY_POINTS], ts),
    )
    for fn, is_entry, roles in rows:
        grantees = ["PUBLIC"] if is_entry or not roles else ["PUBLIC", *roles]
        db.run(f"REVOKE ALL ON FUNCTION {fn} FROM {', '.join(grantees)}")
    # The catalog, state tables and sequences are the runtime's too (ALTER DEFAULT PRIVILEGES
    # or GRANT ... ON ALL TABLES IN SCHEMA could open them): nobody else writes them, and a
    # sequence's currval (tview.session_key) is a secret, so sequences keep no privilege at
    # all; reading a table is left as granted.
    rels = db.run(
        "SELECT c.oid::regclass::text, c.relkind = 'S', "
        "       CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE a.grantee::regrole::text END, "
        "       string_agg(DISTINCT a.privilege_type, ', ') "
        "  FROM pg_catalog.pg_class c, aclexplode(c.relacl) a "
        " WHERE c.relnamespace = to_regnamespace(%s) AND c.relacl IS NOT NULL "
        "   AND a.grantee <> c.relowner AND pg_has_role(c.relowner, 'USAGE') "
        "   AND (c.relkind = 'S' OR a.privilege_type <> 'SELECT') "
        " GROUP BY 1, 2, 3",
        (ts,),
    )
    for rel, is_seq, grantee, privileges in rels:
        what = "ALL ON SEQUENCE" if is_seq else f"{privileges} ON TABLE"
        db.run(f"REVOKE {what} {rel} FROM {grantee}")


def _runtime_current(db: _Db, tview_schema: str, ns: int) -> bool:
    """Whether the catalog and the shared functions are this package's (no DDL, no lock)."""
    if installed_version(db, tview_schema) != SCHEMA_VERSION:
        return False
    digest = hashlib.sha256(_runtime_sql(db, tview_schema, ns).encode()).hexdigest()
    return _meta(db, tview_schema, "runtime_hash") == digest


def _refresh_dispatch(db: _Db, tview_schema: str) -> None:
    ts = quote_ident(tview_schema)
    # A flush function's fast path is inlined only where the commit trigger runs as the same
    # role (it is SECURITY DEFINER too): the role that will own it, if it does not exist yet.
    owner = (
        "COALESCE((SELECT p.proowner FROM pg_catalog.pg_proc p "
        "WHERE p.oid = to_regprocedure(%s || '._on_commit()')), "
        "(SELECT r.oid FROM pg_catalog.pg_roles r WHERE r.rolname = current_user))"
    )
    rows = db.run(
        "SELECT id, CASE WHEN (SELECT p.proowner FROM pg_catalog.pg_proc p "
        "WHERE p.oid = to_regprocedure(%s || '.' || quote_ident('f_' || id) || '(boolean)')) "
        f"= {owner} THEN commit_sql END "
        f"FROM {ts}.tview ORDER BY rank, id",
        (ts, ts),
    )
    inline = {r[0]: r[1] for r in rows if r[1]}
    db.run(render_dispatch(tview_schema, [r[0] for r in rows], inline=inline))
    _secure_functions(db, tview_schema)


# --------------------------------------------------------------------------- catalog facts


def _resolve(db: _Db, model: str, rel: Relation) -> SourceFacts:
    name = qname(rel.schema, rel.name) if rel.schema else quote_ident(rel.name)
    row = db.one(
        "SELECT c.oid, n.nspname, c.relname, c.relkind FROM pg_catalog.pg_class c "
        "JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = to_regclass(%s)",
        (name,),
    )
    if row is None:
        raise UnsupportedSQL(
            model,
            f"relation {rel.display}",
            "it does not exist",
            "Build the upstream model or create the source first.",
        )
    oid, schema, relname, kind = row
    if kind not in ("r", "p"):
        what = {"v": "a view", "m": "a materialized view", "f": "a foreign table"}.get(kind, kind)
        raise UnsupportedSQL(
            model,
            f"relation {rel.display}",
            f"it is {what}, and only tables can carry the triggers that report changes",
            "Read the underlying tables, or make the upstream model a table or a tview.",
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
    uniq = db.run(
        "SELECT array_agg(a.attname ORDER BY a.attname) FROM pg_index i "
        "CROSS JOIN LATERAL unnest(i.indkey) AS k(attnum) "
        "JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum "
        "WHERE i.indrelid = %s AND i.indisunique AND i.indpred IS NULL "
        "AND i.indexprs IS NULL GROUP BY i.indexrelid",
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
        unique_keys=[list(u) for (u,) in uniq],
        collations={c: coll for c, _, coll in cols if coll},
        children=[(c_oid, c_name) for c_oid, c_name, _ in children],
        before_update=bool(before_update),
        not_null=frozenset(c for (c,) in not_null),
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


# --------------------------------------------------------------------------- install


# the dollar quote around every generated function body (see the templates)
BODY_QUOTE = "$tview$"


def _check_names(model: str, names: Sequence[str], facts: dict[Relation, SourceFacts]) -> None:
    """Refuse identifiers that would end a generated function's body early: the templates quote
    identifiers, but the bodies themselves are dollar-quoted with BODY_QUOTE."""
    for f in facts.values():
        names = [*names, f.schema, f.name, *f.columns]
    for n in names:
        if BODY_QUOTE in n:
            raise UnsupportedSQL(
                model,
                f"the name {quote_ident(n)}",
                f"it contains {BODY_QUOTE}, the quote that delimits the bodies of the functions "
                "tview generates",
                "Rename it (a source's columns are named in the generated triggers too, so an "
                "alias in the model's SELECT is not enough for them).",
            )


@dataclass
class _Probe:
    """The model's query as PostgreSQL understands it (see `_describe`)."""

    sql: str  # pg_get_viewdef under search_path pg_catalog: every other schema named
    columns: list[str]  # the output column names PostgreSQL gives the view
    # (kind, name, schema, schema untrusted, owner untrusted) of its functions and operators
    objects: list[tuple[str, str, str, bool, bool]]
    volatile: list[str]  # volatile functions the view calls (outside pg_catalog)


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


def _objects_sql(deps: str) -> str:
    """(kind, name, schema, schema untrusted, owner untrusted) of the functions and operators among
    `deps` (a query of (classid, objid) pairs), outside pg_catalog: their own, the functions
    behind operators and the support functions of aggregates."""
    procs = (
        f"SELECT d.objid AS oid FROM ({deps}) d WHERE d.classid = 'pg_catalog.pg_proc'::regclass "
        f"UNION SELECT o.oprcode FROM ({deps}) d JOIN pg_catalog.pg_operator o ON o.oid = d.objid "
        "AND d.classid = 'pg_catalog.pg_operator'::regclass "
        f"UNION SELECT unnest(ARRAY[a.aggtransfn, a.aggfinalfn, a.aggcombinefn, a.aggmtransfn, "
        f"a.aggminvtransfn, a.aggmfinalfn])::oid FROM ({deps}) d JOIN pg_catalog.pg_aggregate a "
        "ON a.aggfnoid = d.objid AND d.classid = 'pg_catalog.pg_proc'::regclass"
    )
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
            volatile = [
                f
                for (f,) in db.run(
                    f"SELECT p.oid::pg_catalog.regprocedure::text FROM ({deps}) d "
                    "JOIN pg_catalog.pg_proc p ON p.oid = d.objid "
                    "AND d.classid = 'pg_catalog.pg_proc'::regclass WHERE p.provolatile = 'v'"
                )
            ]
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
    )


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
        return UnsupportedSQL(
            model, "relation", msg, "Build the upstream model or create the source first."
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
                db.run(f"CREATE TEMP VIEW {delta} AS SELECT * FROM {src.qname} WHERE false")
                sql = render_derivation(d.query, delta, src, by_relation, analysis.log_sources)
                try:
                    db.run(f"EXPLAIN {sql}")
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
                db.run(f"DROP VIEW {delta}")
    finally:  # (also out of a failed statement: the savepoint restores the path and drops all)
        db.run("ROLLBACK TO SAVEPOINT tview_pinned")
        db.run("RELEASE SAVEPOINT tview_pinned")


def _check_pinned_agg(db: _Db, model: str, agg: dict) -> None:
    """Plan the algebraic triggers' expressions (group keys, aggregate arguments, filter) over
    the source under their search_path: one they could not resolve fails the install, clearly,
    not the application's writes (see `_check_pinned_derivations`)."""
    exprs = [k["expr"] for k in agg["keys"]] + [a["expr"] for a in agg["args"]] + ["true"]
    sql = (
        f"EXPLAIN SELECT {', '.join(exprs)} FROM {agg['src']} AS {agg['alias']} "
        f"WHERE {agg['where']}"
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
    server_sql = normalize(probe.sql)
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
    )
    analysis.sql = sql.strip().rstrip(";").strip()
    _check_functions(db, name, analysis.functions)
    # map the analyzer's (qualified) relations back to facts; a relation only an unreferenced
    # CTE reads is no source (PostgreSQL never evaluates that CTE)
    used = set(analysis.sources)
    by_resolved = {
        Relation(f.schema, f.name): f for f in facts.values() if Relation(f.schema, f.name) in used
    }
    for f in by_resolved.values():
        f.relation = Relation(f.schema, f.name)
    return analysis, by_resolved


def create_empty_if_missing(conn: Any, *, name: str, schema: str, sql: str) -> bool:
    """Create `schema.name` as an empty table of the model's columns if no relation has that
    name (`dbt run --empty`); whether it did."""
    db = _Db(conn)
    qtable = qname(schema, name)
    if db.value("SELECT to_regclass(%s) IS NOT NULL", (qtable,)):
        return False
    body = sql.strip().rstrip(";")
    db.run(f"CREATE TABLE {qtable} AS SELECT * FROM ({body}) AS q WITH NO DATA")
    return True


def _expected_unique(key: Sequence[str], unique: bool | None, proof: str | None) -> bool:
    """Whether the install will refresh by unique key (see _decide_unique, which also checks
    the rows): declared, or proven by the query."""
    return bool(key) and unique is not False and (bool(unique) or proof is not None)


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


def _view_columns(db: _Db, schema: str, view: str) -> list[tuple[str, str, str]]:
    return _typed_columns(db, "to_regclass(%s)", qname(schema, view))


def _create_or_replace_view(db: _Db, schema: str, view: str, sql: str) -> None:
    """Replace the view in place when PostgreSQL allows it, else drop and recreate it."""
    q = qname(schema, view)
    db.run("SAVEPOINT tview_view")
    try:
        db.run(f"CREATE OR REPLACE VIEW {q} AS\n{sql}")
        db.run("RELEASE SAVEPOINT tview_view")
    except Exception:
        db.run("ROLLBACK TO SAVEPOINT tview_view")
        db.run(f"DROP VIEW IF EXISTS {q}")  # fails (and aborts) if something depends on it
        db.run(f"CREATE VIEW {q} AS\n{sql}")


def _sync_table_columns(
    db: _Db,
    model: str,
    qtable: str,
    want: list[tuple[str, str, str]],
    have: list[tuple[str, str, str]],
) -> bool:
    """Make the table's columns (name, type, collation) match the view's; True if anything
    changed."""
    have_d = {col: (typ, coll) for col, typ, coll in have}
    want_d = {col: (typ, coll) for col, typ, coll in want}
    changed = False
    # a column renamed in the model: the table's column that goes and the model's that comes
    # at the same position are one column, renamed in place (a drop and an add would move it
    # to the end, and `select *` from the table would no longer match the view's)
    have_at = {i: col for i, (col, _, _) in enumerate(have)}
    for i, (col, _, _) in enumerate(want):
        old = have_at.get(i)
        if col not in have_d and old is not None and old not in want_d:
            db.run(f"ALTER TABLE {qtable} RENAME COLUMN {quote_ident(old)} TO {quote_ident(col)}")
            have_d[col] = have_d.pop(old)
            changed = True
    for col in list(have_d):
        if col not in want_d:
            db.run(f"ALTER TABLE {qtable} DROP COLUMN {quote_ident(col)}")
            changed = True
    for col, typ, coll in want:
        if col not in have_d:
            db.run(f"ALTER TABLE {qtable} ADD COLUMN {quote_ident(col)} {typ}{coll}")
            changed = True
        elif have_d[col] != (typ, coll):
            db.run(
                f"ALTER TABLE {qtable} ALTER COLUMN {quote_ident(col)} TYPE {typ}{coll} "
                f"USING {quote_ident(col)}::{typ}"
            )
            changed = True
    return changed


@dataclass
class _Code:
    """A tview's generated code, rendered without touching the database."""

    tf: TviewFacts
    use_agg: bool
    strategy: str
    triggers: list[str]
    flush: str
    commit: str | None

    @property
    def sql(self) -> str:
        return "\n".join([*self.triggers, self.flush])

    @property
    def digest(self) -> str:
        """What decides whether an install regenerates the code (its rows stay)."""
        parts = [self.tf.agg["code_ddl"] if self.use_agg else "", self.sql, self.commit or ""]
        return hashlib.sha256("\n".join(parts).encode()).hexdigest()

    @property
    def state_digest(self) -> str | None:
        """The layout of an algebraic tview's state table (None: it has none): state is data,
        so a different layout rebuilds the tview instead of regenerating its code."""
        if not self.use_agg or not self.tf.agg["has_aux"]:
            return None
        code = set(self.tf.agg["code_ddl"].splitlines())
        state = [ln for ln in self.tf.agg["ddl"].splitlines() if ln not in code]
        return hashlib.sha256("\n".join(state).encode()).hexdigest()


def _render(
    db: _Db,
    analysis: Analysis,
    facts: dict[Relation, SourceFacts],
    *,
    tid: int,
    schema: str,
    name: str,
    view: str,
    vcols: list[tuple[str, str, str]],
    is_unique: bool,
    tview_schema: str,
    ns: int,
    trusted: Sequence[str] | None = None,
) -> _Code:
    """`trusted`: the model's trusted schemas, for the trust test of its key operators (None:
    an installed tview regenerated, whose install passed the test)."""
    types = {c: typ for c, typ, _ in vcols}
    for k in analysis.key:
        if types[k].endswith("]"):
            raise KeyError_(
                name,
                f"key column {k} is an array ({types[k]}): the flush looks keys up in an array "
                f"of keys, which cannot hold arrays. Key on scalar columns, for example "
                f"array_to_string({k}, ',') AS {k}_key",
            )
    key_oids = _type_oids(db, [types[k] for k in analysis.key])
    _check_key_types(db, name, analysis.key, types, key_oids)
    col_names = [c for c, _, _ in vcols]
    tf = TviewFacts(
        id=tid,
        schema=schema,
        table=name,
        view=view,
        key=analysis.key,
        key_types=[types[k] for k in analysis.key],
        columns=col_names,
        is_unique=is_unique,
        sources=list(facts.values()),
        column_types=[types[c] for c in col_names],
        column_collations={c: coll for c, _, coll in vcols if coll},
        lock_namespace=ns,
        key_eq=_key_operators(db, name, key_oids, trusted),
    )
    server_version = int(db.value("SHOW server_version_num"))
    clash = _agg_name_clash(analysis, facts) or (
        "" if tf.plain_keys else "a key column's equality is not pg_catalog's `=`"
    )
    # (the algebraic flush inserts a new group's row ON CONFLICT: it needs the unique index)
    use_agg = (
        analysis.agg is not None
        and not clash
        and (not analysis.key or (server_version >= 150000 and is_unique))
    )
    if use_agg:
        (src,) = facts.values()
        tf.agg = agg_context(analysis.agg, tf, src, tview_schema)
    plan_witness(analysis, tf)
    triggers = [
        render_agg_triggers(tf, f, tview_schema, server_version)
        if use_agg
        else render_triggers(analysis, tf, f, tview_schema, server_version)
        for f in facts.values()
    ]
    strategy = analysis.strategy
    if analysis.agg is not None and not use_agg:
        why = clash or ("the key is not unique" if not is_unique else "it needs PostgreSQL 15+")
        strategy = analysis.without_agg(why)
    return _Code(
        tf=tf,
        use_agg=use_agg,
        strategy=strategy,
        triggers=triggers,
        flush=render_flush(tf, tview_schema),
        commit=render_commit_lone(tf, tview_schema),
    )


# --------------------------------------------------------------------------- locks

_QIDENT = r'"(?:[^"]|"")*"'
_DROP_TRIGGER = re.compile(rf"DROP TRIGGER IF EXISTS ({_QIDENT}) ON ((?:{_QIDENT}\.)?{_QIDENT})")
# strongest first: a held lock covers a later request of a weaker mode
_MODES = ("ACCESS EXCLUSIVE", "EXCLUSIVE", "SHARE ROW EXCLUSIVE", "SHARE UPDATE EXCLUSIVE")


def _configuration_changes(
    db: _Db, qtable: str, definition_changed: bool, fillfactor: int | None
) -> str:
    """What differs between an installed tview and its model, as text ('' when nothing)."""
    out = ["the definition (SQL, key, uniqueness or view name)"] if definition_changed else []
    want = str(DEFAULT_FILLFACTOR if fillfactor is None else fillfactor)
    have = _fillfactor(db, qtable) or "100"
    if have != want:
        out.append(f"fillfactor {have} -> {want}")
    return "; ".join(out)


def table_indexes(conn: Any, *, schema: str, name: str) -> list[dict[str, Any]]:
    """The plain indexes of a table (columns, no predicate, not a constraint's): name, columns,
    unique, method."""
    rows = _Db(conn).run(
        "SELECT i.relname, ix.indisunique, am.amname, ARRAY(SELECT a.attname::text "
        "FROM unnest(ix.indkey) WITH ORDINALITY k(attnum, n) JOIN pg_catalog.pg_attribute a "
        "ON a.attrelid = ix.indrelid AND a.attnum = k.attnum ORDER BY k.n) "
        "FROM pg_catalog.pg_index ix JOIN pg_catalog.pg_class i ON i.oid = ix.indexrelid "
        "JOIN pg_catalog.pg_am am ON am.oid = i.relam "
        "WHERE ix.indrelid = to_regclass(%s) AND ix.indexprs IS NULL AND ix.indpred IS NULL "
        "AND NOT EXISTS (SELECT FROM pg_catalog.pg_constraint c WHERE c.conindid = i.oid)",
        (qname(schema, name),),
    )
    return [dict(name=n, unique=u, method=m, columns=list(c)) for n, u, m, c in rows]


# the name dbt-postgres gives an index of the `indexes` config: an md5 in hex
_DBT_INDEX_NAME = re.compile(r"^[0-9a-f]{32}$")


def _index_column(col: str) -> str:
    col = col.strip()
    quoted = col.startswith('"') and col.endswith('"')
    return col[1:-1].replace('""', '"') if quoted else col.lower()


def index_changes(
    desired: Sequence[dict[str, Any]], existing: Sequence[dict[str, Any]], key_index: str
) -> dict[str, list]:
    """How to make a table's indexes those of the model's `indexes` config: the configs to
    create, and the names of the indexes dbt made for configs no longer there (an index named
    otherwise, such as the tview's key index or a DBA's, is kept)."""

    def shape(cols: Sequence[str], unique: Any, method: Any) -> tuple:
        return (tuple(_index_column(c) for c in cols), bool(unique), (method or "btree").lower())

    want = {shape(d.get("columns") or [], d.get("unique"), d.get("type")): d for d in desired}
    kept: set[tuple] = set()
    drop = []
    for e in sorted(existing, key=lambda e: (not _DBT_INDEX_NAME.match(e["name"]), e["name"])):
        k = shape(e["columns"], e["unique"], e["method"])
        if k in want and k not in kept:
            kept.add(k)  # (the first of its shape; further copies of it go)
        elif e["name"] != key_index and _DBT_INDEX_NAME.match(e["name"]):
            drop.append(e["name"])
    create = [d for k, d in want.items() if k not in kept]
    return {"create": create, "drop": sorted(drop)}


class LockUnavailable(TviewError):
    """An install could not get its locks within its attempts; it changed nothing."""


def take_locks(db: _Db, locks: Sequence[tuple[str, str]], tview_schema: str | None = None) -> None:
    """Lock each (relation, mode) in the order given: every table lock an install takes is
    taken here, before any DDL, so it never asks for a stronger lock on a table it already
    holds (a request that waits would queue the application's statements behind it) and waits
    for at most lock_timeout each (see _with_lock_retries)."""
    for rel, mode in locks:
        db.locking = (rel, mode)
        if mode == "SHARE ROW EXCLUSIVE" and tview_schema and not _lockable(db, rel):
            # (LOCK needs UPDATE, DELETE or TRUNCATE: CREATE TRIGGER takes the same lock)
            privs.hold_writers(db.run, tview_schema, [rel])
        else:
            db.run(f"LOCK TABLE {rel} IN {mode} MODE")
    db.locking = None


def _lockable(db: _Db, rel: str) -> bool:
    """Whether this role may LOCK `rel` in a mode above ROW EXCLUSIVE."""
    return bool(
        db.value("SELECT has_table_privilege(%s::regclass, 'UPDATE, DELETE, TRUNCATE')", (rel,))
    )


def _merge_locks(locks: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """Each relation once, at its strongest mode, in the order of its first occurrence."""
    out: dict[str, str] = {}
    for rel, mode in locks:
        have = out.get(rel)
        out[rel] = mode if have is None else min(have, mode, key=_MODES.index)
    return list(out.items())


def _source_locks(
    db: _Db,
    tview_schema: str,
    facts: Sequence[SourceFacts],
    exclusive: set[int],
) -> list[tuple[str, str]]:
    """The sources, their partitions and every table upstream of them, in the order writers
    take their locks (base tables first, then tview tables by rank), SHARE ROW EXCLUSIVE (the
    mode CREATE TRIGGER takes), ACCESS EXCLUSIVE for those in `exclusive` (OIDs: an existing
    trigger is dropped there).

    The sources: no change may slip between the rebuild's snapshot and the new triggers.
    Upstream (the sources of a source that is a tview, and so on): a transaction whose commit
    trigger is running compiled the dispatcher of before this install, and would go on with it
    after this install had committed: a source write still to come in its flush would fire the
    new triggers, but the old dispatcher runs the old fast path of this tview (or, for a new
    tview, none). That transaction wrote a table upstream and holds its lock, so the install
    waits for it instead (refresh() takes the lock of the tview it rewrites for the same
    reason). An upstream table this role may not lock is left out (the race stays open there).
    """
    direct = [f.oid for f in facts] + [o for f in facts for o, _ in f.children]
    ts = quote_ident(tview_schema)
    rows = db.run(
        f"WITH RECURSIVE up(oid) AS (SELECT unnest(%s::oid[]) UNION "
        f"SELECT s.src_oid FROM up JOIN {ts}.tview t ON to_regclass(format('%%I.%%I', "
        f"t.tbl_schema, t.tbl_name)) = up.oid JOIN {ts}.source s ON s.tview_id = t.id) "
        "SELECT c.oid, format('%%I.%%I', n.nspname, c.relname), c.oid = ANY(%s::oid[]) OR "
        "has_table_privilege(c.oid, 'UPDATE, DELETE, TRUNCATE') FROM up "
        "JOIN pg_class c ON c.oid = up.oid JOIN pg_namespace n ON n.oid = c.relnamespace "
        f"LEFT JOIN {ts}.tview t ON t.tbl_schema = n.nspname AND t.tbl_name = c.relname "
        "ORDER BY t.rank NULLS FIRST, c.oid",
        (direct, direct),
    )
    out = [
        (qrel, "ACCESS EXCLUSIVE" if oid in exclusive else "SHARE ROW EXCLUSIVE")
        for oid, qrel, lockable in rows
        if lockable or oid in exclusive
    ]
    listed = {oid for oid, _, _ in rows}
    for oid in sorted(exclusive - listed):  # (a relation that stops being a source)
        out.append((db.value("SELECT %s::regclass::text", (oid,)), "ACCESS EXCLUSIVE"))
    return out


def _trigger_drops(db: _Db, tid: int, code_sql: str, targets: set[int]) -> set[int]:
    """OIDs of the relations where the install drops an existing trigger of tview `tid`: its
    stale ones (on relations it no longer reads) and those its code drops."""
    out = {
        oid
        for (oid,) in db.run(
            "SELECT DISTINCT tgrelid::bigint FROM pg_trigger WHERE tgname LIKE %s "
            "AND NOT (tgrelid = ANY(%s::oid[]))",
            (f"tview\\_{tid}\\_%", list(targets)),
        )
    }
    for trigger, rel in _DROP_TRIGGER.findall(code_sql):
        oid = db.value(
            "SELECT t.tgrelid::bigint FROM pg_trigger t WHERE t.tgrelid = to_regclass(%s) "
            "AND t.tgname = %s",
            (rel, trigger[1:-1].replace('""', '"')),
        )
        if oid is not None:
            out.add(oid)
    return out


def _sqlstate(exc: BaseException) -> str | None:
    return getattr(exc, "pgcode", None)


def _lock_holders(db: _Db, rel: str | None) -> str:
    """Who holds locks on `rel` now (pid, mode, state, age, statement), for the report."""
    if rel is None:
        return ""
    rows = db.run(
        "SELECT l.pid, l.mode, a.state, round(extract(epoch FROM now() - a.xact_start)::numeric, "
        "1), left(regexp_replace(a.query, '\\s+', ' ', 'g'), 100) FROM pg_locks l "
        "JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.relation = to_regclass(%s) "
        "AND l.granted AND l.pid <> pg_backend_pid() ORDER BY a.xact_start LIMIT 5",
        (rel,),
    )
    return "; ".join(
        f"pid {pid} holds {mode} ({state}, transaction open {age} s: {query})"
        for pid, mode, state, age, query in rows
    )


def _with_lock_retries(
    db: _Db, model: str, fn: Callable[[], Any], timeout_ms: int, attempts: int, install_lock: int
) -> Any:
    """Run `fn` (an install) in a savepoint with a short lock_timeout; when a lock is not
    granted in time, undo it all, back off and run it again. After `attempts`, report the lock
    and its holders (LockUnavailable): nothing was changed. Outside a transaction (autocommit)
    it is one transaction of its own."""
    if _outside_transaction(db):
        db.run("BEGIN")
        try:
            out = _retried(db, model, fn, timeout_ms, attempts, install_lock)
        except BaseException:
            db.run("ROLLBACK")
            raise
        db.run("COMMIT")
        return out
    return _retried(db, model, fn, timeout_ms, attempts, install_lock)


def _outside_transaction(db: _Db) -> bool:
    """Whether the server commits each statement: autocommit, or a driver that began and
    committed by SQL (dbt's run-operation) and so no longer opens a transaction itself."""
    if getattr(db.conn, "autocommit", False):
        return True
    status = getattr(db.conn, "get_transaction_status", None)
    db.run("SELECT 1")  # (opens the caller's transaction where the driver does that)
    return status is not None and status() == 0  # (libpq's PQTRANS_IDLE)


def _retried(
    db: _Db, model: str, fn: Callable[[], Any], timeout_ms: int, attempts: int, install_lock: int
) -> Any:
    # One install at a time (dbt threads > 1): the runtime, the flush dispatcher and the
    # catalog are shared. Held until the transaction ends; no application session takes it,
    # so waiting for it (without the lock_timeout) queues nobody.
    db.run("SELECT pg_advisory_xact_lock(%s)", (install_lock,))
    old = db.value("SELECT current_setting('lock_timeout')")
    db.value("SELECT set_config('lock_timeout', %s, true)", (f"{int(timeout_ms)}ms",))
    started = time.monotonic()
    what, holders = "a lock", ""
    for attempt in range(1, attempts + 1):
        db.run("SAVEPOINT tview_install")
        db.locking = None
        try:
            out = fn()
        except Exception as exc:
            if _sqlstate(exc) != _LOCK_NOT_AVAILABLE:
                raise
            locking = db.locking
            db.run("ROLLBACK TO SAVEPOINT tview_install")
            if locking:
                what = f"{locking[0]} in {locking[1]} mode"
            else:
                what = f"a lock of: {' '.join(db.last_sql.split())[:200]}"
            holders = _lock_holders(db, locking[0] if locking else None)
            if attempt < attempts:
                time.sleep(min(0.05 * 2**attempt, 2.0) * (0.5 + random.random()))
            continue
        db.run("RELEASE SAVEPOINT tview_install")
        db.value("SELECT set_config('lock_timeout', %s, true)", (old,))
        return out
    raise LockUnavailable(
        f"tview model '{model}': could not get {what} within {int(timeout_ms)} ms, "
        f"{attempts} times over {time.monotonic() - started:.1f} s"
        + (f" ({holders})" if holders else "")
        + ". Nothing was changed. Run again once those transactions have ended, or raise the "
        "vars tview_lock_timeout (ms) and tview_lock_attempts: while the install waits, the "
        "application's statements that conflict with the lock wait behind it."
    )


def install(
    conn: Any,
    *,
    name: str,
    sql: str,
    key: str | Sequence[str] | None = None,
    schema: str = "public",
    view_name: str | None = None,
    rank: int | None = None,
    full_refresh: bool = False,
    unique: bool | None = None,
    tview_schema: str = DEFAULT_TVIEW_SCHEMA,
    model_hash: str | None = None,
    populate: bool = True,
    fillfactor: int | None = None,
    app_role: str | None = None,
    lock_namespace: int | str | None = None,
    lock_timeout_ms: int | None = None,
    lock_attempts: int | None = None,
    trusted_schemas: str | Sequence[str] | None = None,
    on_change: str = "apply",
) -> InstallResult:
    """Create or upgrade the tview `schema.name` defined by `sql` (caller commits).

    `unique=None` uses uniqueness when the query proves it; True requires it (duplicate keys fail
    the install); False always uses whole-partition refresh. `populate=False` creates a new tview
    empty, maintained and marked 'awaiting backfill' (the Spark backfill fills it).
    `fillfactor` is the table's (None: DEFAULT_FILLFACTOR); see `_set_fillfactor`.
    `app_role`, `lock_namespace`: runtime options (see ensure_runtime).
    An unchanged definition keeps every row: only code that differs is regenerated. Every
    table lock is taken first, each waiting `lock_timeout_ms` at most; the install is retried
    `lock_attempts` times, then fails with LockUnavailable, changing nothing.
    `trusted_schemas`: schemas whose functions and operators the model may call although
    roles other than the installing one may create there (see `_check_trust`).
    `on_change` is dbt's on_configuration_change for an installed tview whose definition or
    fillfactor differs from the model's: 'apply' rebuilds it, 'continue' keeps it as it is
    (with a warning), 'fail' raises; a full refresh always rebuilds.
    """
    if on_change not in ("apply", "continue", "fail"):
        raise TviewError(
            f"tview model '{name}': on_configuration_change must be apply, continue or fail, "
            f"got {on_change!r}"
        )
    _check_fillfactor(name, fillfactor)
    trusted = _trusted_schemas(name, trusted_schemas)
    db = _Db(conn)
    ns = lock_namespace_of(conn, tview_schema, lock_namespace)
    return _with_lock_retries(
        db,
        name,
        lambda: _install(
            db,
            name=name,
            sql=sql,
            key=key,
            schema=schema,
            view_name=view_name,
            rank=rank,
            full_refresh=full_refresh,
            unique=unique,
            tview_schema=tview_schema,
            model_hash=model_hash,
            populate=populate,
            fillfactor=fillfactor,
            app_role=app_role,
            ns=ns,
            trusted=trusted,
            on_change=on_change,
        ),
        DEFAULT_LOCK_TIMEOUT_MS if lock_timeout_ms is None else lock_timeout_ms,
        DEFAULT_LOCK_ATTEMPTS if lock_attempts is None else lock_attempts,
        locks.install_lock(ns),
    )


def _install(
    db: _Db,
    *,
    name: str,
    sql: str,
    key: str | Sequence[str] | None,
    schema: str,
    view_name: str | None,
    rank: int | None,
    full_refresh: bool,
    unique: bool | None,
    tview_schema: str,
    model_hash: str | None,
    populate: bool,
    fillfactor: int | None,
    app_role: str | None,
    ns: int,
    trusted: Sequence[str],
    on_change: str = "apply",
) -> InstallResult:
    conn = db.conn
    ts = quote_ident(tview_schema)
    view = view_name or default_view_name(name)
    privs.check(name, privs.missing_runtime(conn, tview_schema))
    analysis, facts = analyze_model(conn, name, sql, key, trusted)
    _check_pinned_derivations(db, name, analysis, facts)
    privs.check(
        name,
        privs.missing_install(
            conn,
            schema=schema,
            name=name,
            view=view,
            sources=[
                (o, n)
                for f in facts.values()
                for o, n in [(f.oid, qname(f.schema, f.name)), *f.children]
            ],
        ),
    )
    warnings = list(analysis.warnings)
    if not _runtime_current(db, tview_schema, ns):
        warnings += _upgrade(db, tview_schema, ns)
    ensure_runtime(conn, tview_schema, app_role=app_role, lock_namespace=ns)  # (grants)
    for f in facts.values():  # (the tables of other tviews among the sources)
        f.is_tview = bool(
            db.value(
                f"SELECT EXISTS (SELECT FROM {ts}.tview WHERE tbl_schema = %s AND tbl_name = %s)",
                (f.schema, f.name),
            )
        )
    _check_names(name, [schema, name, view, tview_schema, *analysis.columns], facts)
    expected_unique = _expected_unique(analysis.key, unique, analysis.unique_reason)
    digest = definition_hash(analysis.sql, analysis.key, view, expected_unique, analysis.columns)
    qtable, qview = qname(schema, name), qname(schema, view)

    existing = db.one(
        f"SELECT id, def_hash, is_unique, code_hash, state_hash FROM {ts}.tview "
        "WHERE tbl_schema = %s AND tbl_name = %s",
        (schema, name),
    )
    kind = db.value("SELECT relkind FROM pg_class WHERE oid = to_regclass(%s)", (qtable,))
    table_exists = kind in ("r", "p")
    if existing and table_exists and not full_refresh and on_change != "apply":
        changes = _configuration_changes(db, qtable, existing[1] != digest, fillfactor)
        if changes and on_change == "fail":
            raise TviewError(
                f"tview model '{name}': configuration changes were identified ({changes}) and "
                "on_configuration_change is 'fail', so nothing was changed. Set it to 'apply' "
                "(the default), or run dbt run --full-refresh"
            )
        if changes:  # 'continue': the installed tview stays as it is
            return InstallResult(
                qtable,
                qview,
                False,
                "unchanged",
                analysis=analysis,
                warnings=[
                    *warnings,
                    f"configuration changes were identified ({changes}) and "
                    "on_configuration_change is 'continue': the installed tview is kept as it "
                    "is, maintained by its previous definition",
                ],
            )
    if existing and table_exists and existing[1] == digest and not full_refresh:
        if _healthy(db, tview_schema, existing[0]):
            kept = _keep_rows(
                db,
                analysis,
                facts,
                tid=existing[0],
                is_unique=existing[2],
                code_hash=existing[3],
                state_hash=existing[4],
                schema=schema,
                name=name,
                view=view,
                tview_schema=tview_schema,
                model_hash=model_hash,
                fillfactor=fillfactor,
                warnings=warnings,
                ns=ns,
                trusted=trusted,
            )
            if kept is not None:
                return kept

    tid = existing[0] if existing else None
    if tid is None:
        tid = db.value(f"SELECT nextval(pg_get_serial_sequence('{ts}.tview', 'id'))")
    # the new view's columns, from a temporary view (no lock the application would wait for)
    db.run("SAVEPOINT tview_probe")
    db.run(f"CREATE TEMP VIEW tview_probe AS\n{analysis.sql}")
    probe_cols = _typed_columns(db, "to_regclass(%s)", "pg_temp.tview_probe")
    _set_reads(db, "pg_temp.tview_probe", facts)
    db.run("ROLLBACK TO SAVEPOINT tview_probe")
    render = functools.partial(
        _render,
        db,
        analysis,
        facts,
        tid=tid,
        schema=schema,
        name=name,
        view=view,
        tview_schema=tview_schema,
        ns=ns,
        trusted=trusted,
    )
    code = render(vcols=probe_cols, is_unique=expected_unique)
    targets = {f.oid for f in facts.values()} | {o for f in facts.values() for o, _ in f.children}
    locks = _source_locks(
        db, tview_schema, list(facts.values()), _trigger_drops(db, tid, code.sql, targets)
    )
    # the view of an unchanged definition (--full-refresh, repairs) stays: replacing it would
    # stop its readers, the flushes among them
    view_exists = db.value("SELECT to_regclass(%s) IS NOT NULL", (qview,))
    keep_view = bool(view_exists and existing and existing[1] == digest)
    # The view is not LOCKed here: LOCK on a view takes the same mode on every table it reads,
    # and ACCESS EXCLUSIVE on the sources would stop their readers for the whole rebuild.
    # CREATE OR REPLACE VIEW takes ACCESS EXCLUSIVE on the view alone, after the sources are
    # held (so no flush of this tview can start), within lock_timeout like every lock here.
    if kind is not None:
        # ALTER TABLE and DROP INDEX need ACCESS EXCLUSIVE (readers wait too); the refresh's
        # writes and CREATE INDEX need less than EXCLUSIVE, which lets readers go on
        ddl = not table_exists or _table_ddl_needed(
            db, schema, name, probe_cols, analysis.key, expected_unique
        )
        locks.append((qtable, "ACCESS EXCLUSIVE" if ddl else "EXCLUSIVE"))
    aux = qname(tview_schema, f"agg_{tid}")
    if db.value("SELECT to_regclass(%s) IS NOT NULL", (aux,)):
        locks.append((aux, "ACCESS EXCLUSIVE"))
    take_locks(db, _merge_locks(locks), tview_schema)

    if kind in ("v", "m"):
        # the model was a view or materialized view before: replace it by the table
        # (fails clearly, and changes nothing, if other objects depend on it)
        db.run(f"DROP {'VIEW' if kind == 'v' else 'MATERIALIZED VIEW'} {qtable}")
        kind = None
    if table_exists:
        _set_fillfactor(db, qtable, fillfactor)

    # --full-refresh rebuilds everything but keeps the table (and so every object that depends
    # on it): the new definition is applied by a full recompute that writes only differences.
    if not keep_view:
        _create_or_replace_view(db, schema, view, analysis.sql)
    _set_reads(db, qview, facts)
    vcols = _view_columns(db, schema, view)
    created = not table_exists
    rows = 0
    if created:
        db.run(f"CREATE TABLE {qtable} AS SELECT * FROM {qview} WITH NO DATA")
        _set_fillfactor(db, qtable, fillfactor)  # (before any row is written)
    else:
        _sync_table_columns(db, name, qtable, vcols, _view_columns(db, schema, name))
        order = [c for c, _, _ in _view_columns(db, schema, name)]
        if order != [c for c, _, _ in vcols]:
            warnings.append(
                f"the table's columns are in another order than the model's ({', '.join(order)}"
                "): PostgreSQL adds a new column at the end, so select * from the table and "
                "from the view differ in order; to rebuild the table in the model's order, drop "
                "the tview (dbt run-operation tview_drop) and dbt run"
            )
    if created and populate:
        db.run(f"INSERT INTO {qtable} SELECT * FROM {qview}")
        rows = db.value(f"SELECT count(*) FROM {qtable}")
    is_unique = _decide_unique(db, name, qtable, analysis.key, unique, analysis.unique_reason)
    _ensure_key_index(db, schema, name, analysis.key, is_unique)
    if is_unique != expected_unique or vcols != probe_cols:
        code = render(vcols=vcols, is_unique=is_unique)
    if code.use_agg:
        db.run(code.tf.agg["ddl"])
        _check_pinned_agg(db, name, code.tf.agg)
        if code.tf.agg["has_aux"]:
            db.run(code.tf.agg["populate_all"])
    else:
        db.run(f"DROP TABLE IF EXISTS {aux}")
        db.run(f"DROP SEQUENCE IF EXISTS {qname(tview_schema, f'dcheck_{tid}')}")
        db.run(f"DROP TYPE IF EXISTS {qname(tview_schema, f'dl_{tid}')}")
    _apply_code(db, code, tview_schema, targets)
    _write_catalog(
        db,
        code,
        analysis,
        facts,
        tview_schema=tview_schema,
        digest=digest,
        rank=_rank(db, tview_schema, facts, rank),
        model_hash=model_hash,
        rebuilt=True,
    )
    if created and not populate:
        db.run(f"UPDATE {ts}.tview SET status = 'awaiting backfill' WHERE id = %s", (tid,))
    _bypass_triggers(db, tview_schema, tid, facts, mark=True)
    _raise_downstream_ranks(db, tview_schema, tid)
    _refresh_dispatch(db, tview_schema)
    if not created:
        # definition changed: apply only the real differences (row locks only)
        db.run(f"SELECT {ts}.refresh(%s::regclass)", (qtable,))
        rows = db.value(f"SELECT count(*) FROM {qtable}")
    return InstallResult(
        qtable,
        qview,
        True,
        "created" if created else "rebuilt",
        rows=rows,
        analysis=analysis,
        warnings=warnings,
    )


def _table_ddl_needed(
    db: _Db,
    schema: str,
    name: str,
    vcols: list[tuple[str, str, str]],
    key: list[str],
    unique: bool,
) -> bool:
    """Whether the rebuild alters the table (columns, or its key index dropped)."""
    if _view_columns(db, schema, name) != vcols:
        return True
    idx = db.one(
        "SELECT indisunique FROM pg_index WHERE indexrelid = to_regclass(%s)",
        (qname(schema, f"{name}_tview_key"[:63]),),
    )
    return idx is not None and (not key or bool(idx[0]) != unique)


def _keep_rows(
    db: _Db,
    analysis: Analysis,
    facts: dict[Relation, SourceFacts],
    *,
    tid: int,
    is_unique: bool,
    code_hash: str | None,
    state_hash: str | None,
    schema: str,
    name: str,
    view: str,
    tview_schema: str,
    model_hash: str | None,
    fillfactor: int | None,
    warnings: list[str],
    ns: int,
    trusted: Sequence[str],
) -> InstallResult | None:
    """An unchanged definition: its rows stay; code that differs is regenerated. None when
    the state table's layout differs (the caller rebuilds)."""
    ts = quote_ident(tview_schema)
    qtable, qview = qname(schema, name), qname(schema, view)
    if model_hash is not None:
        db.run(
            f"UPDATE {ts}.tview SET model_hash = %s WHERE id = %s "
            "AND model_hash IS DISTINCT FROM %s",
            (model_hash, tid, model_hash),
        )
    if _fillfactor(db, qtable) != str(DEFAULT_FILLFACTOR if fillfactor is None else fillfactor):
        take_locks(db, [(qtable, "SHARE UPDATE EXCLUSIVE")])
        _set_fillfactor(db, qtable, fillfactor)
    vcols = _view_columns(db, schema, view)
    _set_reads(db, qview, facts)
    code = _render(
        db,
        analysis,
        facts,
        tid=tid,
        schema=schema,
        name=name,
        view=view,
        vcols=vcols,
        is_unique=is_unique,
        tview_schema=tview_schema,
        ns=ns,
        trusted=trusted,
    )
    if state_hash is not None and code.state_digest != state_hash:
        return None
    if code.digest == code_hash:
        return InstallResult(
            qtable, qview, False, "unchanged", analysis=analysis, warnings=warnings
        )
    _regenerate(db, code, analysis, facts, tview_schema, healthy=True)  # (checked by the caller)
    _refresh_dispatch(db, tview_schema)
    return InstallResult(qtable, qview, True, "regenerated", analysis=analysis, warnings=warnings)


def _regenerate(
    db: _Db,
    code: _Code,
    analysis: Analysis,
    facts: dict[Relation, SourceFacts],
    tview_schema: str,
    healthy: bool,
) -> None:
    """Replace a tview's triggers and functions, keeping its rows and state (locks first).
    The triggers' row versions are recorded again only when the tview was `healthy`: a bypass
    reported before stays reported until a full refresh."""
    tid = code.tf.id
    targets = {f.oid for f in facts.values()} | {o for f in facts.values() for o, _ in f.children}
    drops = _trigger_drops(db, tid, code.sql, targets)
    take_locks(db, _merge_locks(_source_locks(db, tview_schema, list(facts.values()), drops)))
    if code.use_agg:
        db.run(code.tf.agg["code_ddl"])
    _apply_code(db, code, tview_schema, targets)
    ts = quote_ident(tview_schema)
    digest = db.value(f"SELECT def_hash FROM {ts}.tview WHERE id = %s", (tid,))
    rank = db.value(f"SELECT rank FROM {ts}.tview WHERE id = %s", (tid,))
    model_hash = db.value(f"SELECT model_hash FROM {ts}.tview WHERE id = %s", (tid,))
    _write_catalog(
        db,
        code,
        analysis,
        facts,
        tview_schema=tview_schema,
        digest=digest,
        rank=rank,
        model_hash=model_hash,
        rebuilt=False,
    )
    _bypass_triggers(db, tview_schema, tid, facts, mark=healthy)


def _apply_code(db: _Db, code: _Code, tview_schema: str, targets: set[int]) -> None:
    _drop_stale_triggers(db, tview_schema, code.tf.id, targets)
    for text in code.triggers:
        db.run(text)
    db.run(code.flush)


def _write_catalog(
    db: _Db,
    code: _Code,
    analysis: Analysis,
    facts: dict[Relation, SourceFacts],
    *,
    tview_schema: str,
    digest: str,
    rank: int,
    model_hash: str | None,
    rebuilt: bool,
) -> None:
    """The tview's catalog rows: its definition, code, witness slots and sources."""
    ts = quote_ident(tview_schema)
    tf = code.tf
    db.run(
        f"INSERT INTO {ts}.tview (id, tbl_schema, tbl_name, view_name, key_cols, key_types, "
        "columns, is_unique, rank, strategy, definition, def_hash, status, warnings) "
        "VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,'ok',%s) ON CONFLICT (id) DO UPDATE SET "
        "view_name = EXCLUDED.view_name, key_cols = EXCLUDED.key_cols, "
        "key_types = EXCLUDED.key_types, columns = EXCLUDED.columns, "
        "is_unique = EXCLUDED.is_unique, rank = EXCLUDED.rank, strategy = EXCLUDED.strategy, "
        "definition = EXCLUDED.definition, def_hash = EXCLUDED.def_hash, "
        "warnings = EXCLUDED.warnings, installed_at = now()",
        (
            tf.id,
            tf.schema,
            tf.table,
            tf.view,
            analysis.key,
            tf.key_types,
            tf.columns,
            tf.is_unique,
            rank,
            code.strategy,
            analysis.sql,
            digest,
            analysis.warnings,
        ),
    )
    db.run(
        f"UPDATE {ts}.tview SET model_hash = %s, code_hash = %s, commit_sql = %s, "
        "state_hash = %s, lock_namespace = %s WHERE id = %s",
        (model_hash, code.digest, code.commit, code.state_digest, tf.lock_namespace, tf.id),
    )
    if rebuilt:  # (its rows and state are computed afresh: a regeneration keeps both)
        db.run(f"UPDATE {ts}.tview SET status = 'ok', agg_nulls = false WHERE id = %s", (tf.id,))
    if tf.witness:
        db.run(
            f"INSERT INTO {ts}.witness (tview_id, slot) SELECT %s, i FROM generate_series(0, %s) i "
            "ON CONFLICT DO NOTHING",
            (tf.id, WITNESS_SLOTS - 1),
        )
    else:
        db.run(f"DELETE FROM {ts}.witness WHERE tview_id = %s", (tf.id,))
    db.run(f"DELETE FROM {ts}.source WHERE tview_id = %s", (tf.id,))
    read_cols = _view_read_columns(db, tf.qview)
    by_rel = {f.relation: f for f in facts.values()}
    for idx, rel in enumerate(analysis.sources):
        f = by_rel[rel]
        derivs = [d for d in analysis.derivations if d.source == rel]
        text = ";\n".join(d.query.sql(dialect="postgres", pretty=True) for d in derivs if d.query)
        reasons = "; ".join(sorted({d.reason for d in derivs if d.reason}))
        if tf.own is not None and tf.own["source"] == f.qname:
            reasons = "; ".join(filter(None, [reasons, _own_text(tf, f)]))
        db.run(
            f"INSERT INTO {ts}.source (tview_id, idx, src_schema, src_name, src_oid, strategy, "
            "derivation, reason, parts, part_names, colnums, colnames) "
            "VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)",
            (
                tf.id,
                idx,
                f.schema,
                f.name,
                f.oid,
                analysis.source_strategy(rel),
                text,
                reasons,
                [o for o, _ in f.children],
                [n for _, n in f.children],
                [n for n, _ in read_cols.get(f.oid, [])],
                [c for _, c in read_cols.get(f.oid, [])],
            ),
        )


def _upgrade(db: _Db, tview_schema: str, ns: int) -> list[str]:
    """A new package version (or a new database): migrate the catalog, replace the shared
    functions and regenerate every tview's code from its catalog row, in this transaction, so
    that no transaction ever runs one version's runtime with another's tview code. Rows stay.
    The locks of every tview's sources are taken first. Warnings for tviews left as they were
    (their sources broken: their model's own install reports why)."""
    ts = quote_ident(tview_schema)
    plans: list[tuple[_Code, Analysis, dict[Relation, SourceFacts]]] = []
    warnings: list[str] = []
    if db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{ts}.tview",)):
        rows = db.run(
            f"SELECT id, tbl_schema, tbl_name, view_name, definition, key_cols, is_unique "
            f"FROM {ts}.tview ORDER BY rank, id"
        )
        for tid, schema, name, view, definition, key, is_unique in rows:
            db.run("SAVEPOINT tview_upgrade")
            try:
                analysis, facts = analyze_model(db.conn, name, definition, key)
                for f in facts.values():
                    f.is_tview = any((f.schema, f.name) == (r[1], r[2]) for r in rows)
                _set_reads(db, qname(schema, view), facts)
                code = _render(
                    db,
                    analysis,
                    facts,
                    tid=tid,
                    schema=schema,
                    name=name,
                    view=view,
                    vcols=_view_columns(db, schema, view),
                    is_unique=is_unique,
                    tview_schema=tview_schema,
                    ns=ns,
                )
            except Exception as exc:
                if _sqlstate(exc) == _LOCK_NOT_AVAILABLE:
                    raise
                db.run("ROLLBACK TO SAVEPOINT tview_upgrade")
                warnings.append(
                    f"{schema}.{name}: its code was not regenerated for this dbt-tview version "
                    f"({exc}); dbt run of its model rebuilds it"
                )
                continue
            db.run("RELEASE SAVEPOINT tview_upgrade")
            plans.append((code, analysis, facts))
    locks: list[tuple[str, str]] = []
    for code, _, facts in plans:
        targets = {f.oid for f in facts.values()}
        targets |= {o for f in facts.values() for o, _ in f.children}
        drops = _trigger_drops(db, code.tf.id, code.sql, targets)
        locks += _source_locks(db, tview_schema, list(facts.values()), drops)
    take_locks(db, _merge_locks(locks))
    ensure_runtime(db.conn, tview_schema, lock_namespace=ns)
    # (every tview's health in one call: status() reads much of the catalog)
    health = dict(
        db.run(
            f"SELECT t.id, s.health IN ('ok', 'awaiting backfill') FROM {ts}.status() s "
            f"JOIN {ts}.tview t ON format('%%I.%%I', t.tbl_schema, t.tbl_name) = s.tview",
            (),
        )
        if plans
        else []
    )
    for code, analysis, facts in plans:
        _regenerate(db, code, analysis, facts, tview_schema, healthy=health.get(code.tf.id, False))
    _refresh_dispatch(db, tview_schema)
    return warnings


def _bypass_triggers(
    db: _Db, tview_schema: str, tid: int, facts: dict[Relation, SourceFacts], mark: bool
) -> None:
    """On each relation carrying the tview's triggers, tview_N_replica: enabled for
    session_replication_role = replica alone (where the others do not fire), it records the
    statements that bypass maintenance (runtime.sql.j2, bypass). Then the row versions of all
    the tview's triggers are recorded, to tell later whether they were disabled since."""
    ts = quote_ident(tview_schema)
    trigger = quote_ident(f"tview_{tid}_replica")
    # (CREATE OR REPLACE keeps the lock at SHARE ROW EXCLUSIVE: see take_locks)
    replace = int(db.value("SHOW server_version_num")) >= 140000
    for f in facts.values():
        for rel in f.trigger_targets:
            if not db.value(
                "SELECT pg_has_role(c.relowner, 'USAGE') FROM pg_catalog.pg_class c "
                "WHERE c.oid = %s::regclass",
                (rel,),
            ):
                # (ENABLE REPLICA needs ownership: a role with TRIGGER alone goes without
                # the record of replica-mode writes on this relation)
                continue
            create = (
                f"CREATE OR REPLACE TRIGGER {trigger}"
                if replace
                else f"DROP TRIGGER IF EXISTS {trigger} ON {rel}; CREATE TRIGGER {trigger}"
            )
            db.run(
                f"{create} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {rel} "
                f"FOR EACH STATEMENT EXECUTE FUNCTION {ts}._replica_write('{int(tid)}'); "
                f"ALTER TABLE {rel} ENABLE REPLICA TRIGGER {trigger}"
            )
    if mark:
        db.run(f"SELECT {ts}._mark_triggers(%s)", (tid,))


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
        if oid is not None and not _has_equality(db, oid, ("btree",)):
            hint = f"{k}::jsonb AS {k}" if types[k] == "json" else f"{k}::text AS {k}"
            raise KeyError_(
                model,
                f"key column {k} has type {types[k]}, which has no default btree operator "
                f"class (no equality PostgreSQL can index, sort or group it by), so its rows "
                f"cannot be looked up by key. Key on a comparable type, for example {hint}",
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


def _agg_name_clash(analysis: Analysis, facts: dict[Relation, SourceFacts]) -> str:
    """Why the algebraic strategy's generated names could clash with the model's (its state
    tables hold the key columns next to columns named __*, and upsert them by name from
    functions with variables named k1, r, v_*), or ''."""
    for k in analysis.key:
        if generated_name(k):
            return f"the key column {k} is named like a variable or state column it generates"
    for f in facts.values():
        for c in f.columns:
            if c.startswith("__"):
                return f"the source column {f.name}.{c} is named like a state column it generates"
    return ""


def _lock_sources(db: _Db, tview_schema: str, facts: dict[Relation, SourceFacts]) -> None:
    """Make writers to the sources, and to every table upstream of them, wait until this
    transaction ends (readers never wait).

    The sources: no change may slip between the rebuild's snapshot and the new triggers.
    Upstream (the sources of a source that is a tview, and so on): a transaction whose commit
    trigger is running compiled the dispatcher of before this install, and would go on with it
    after this install had committed: a source write still to come in its flush would fire the
    new triggers, but the old dispatcher runs the old fast path of this tview (or, for a new
    tview, none). That transaction wrote a table upstream and holds its lock, so the install
    waits for it instead (refresh() takes the lock of the tview it rewrites for the same
    reason). Base tables first, then tview tables by rank: the order writers take them in
    (their statements, then the flush), so the two never wait for each other in a cycle. An
    upstream table this role may not lock is left out (the race stays open there).
    """
    direct = [f.oid for f in facts.values()]
    ts = quote_ident(tview_schema)
    rows = db.run(
        f"WITH RECURSIVE up(oid) AS (SELECT unnest(%s::oid[]) UNION "
        f"SELECT s.src_oid FROM up JOIN {ts}.tview t ON to_regclass(format('%%I.%%I', "
        f"t.tbl_schema, t.tbl_name)) = up.oid JOIN {ts}.source s ON s.tview_id = t.id) "
        "SELECT format('%%I.%%I', n.nspname, c.relname), c.oid = ANY(%s::oid[]) OR "
        "has_table_privilege(c.oid, 'UPDATE, DELETE, TRUNCATE') FROM up "
        "JOIN pg_class c ON c.oid = up.oid JOIN pg_namespace n ON n.oid = c.relnamespace "
        f"LEFT JOIN {ts}.tview t ON t.tbl_schema = n.nspname AND t.tbl_name = c.relname "
        "ORDER BY t.rank NULLS FIRST, c.oid",
        (direct, direct),
    )
    for qrel, lockable in rows:
        if lockable:
            db.run(f"LOCK TABLE {qrel} IN SHARE ROW EXCLUSIVE MODE")


def _decide_unique(
    db: _Db, model: str, qtable: str, key: list[str], unique: bool | None, proof: str | None
) -> bool:
    """Unique only when declared (checked against the data) or proven by the query.

    Never guessed from the rows present now: sources may be empty or not yet varied enough.
    """
    if not key or unique is False:
        return False
    cols = ", ".join(quote_ident(k) for k in key)
    dup = db.one(f"SELECT {cols} FROM {qtable} GROUP BY {cols} HAVING count(*) > 1 LIMIT 1")
    if dup is not None:
        if unique:
            raise TviewError(
                f"tview model '{model}': key ({', '.join(key)}) is declared unique but value "
                f"{dup!r} occurs more than once. Fix the model, or drop unique_key/unique to "
                "refresh by partition."
            )
        return False
    return bool(unique) or proof is not None


def _check_fillfactor(model: str, fillfactor: Any) -> None:
    """Before anything is touched: a bad value must not leave a half-installed tview."""
    if fillfactor is None:
        return
    whole = isinstance(fillfactor, int) and not isinstance(fillfactor, bool)
    if not whole or not 10 <= fillfactor <= 100:
        raise TviewError(
            f"tview model '{model}': fillfactor must be an integer from 10 to 100, got "
            f"{fillfactor!r}. Leave it unset ({DEFAULT_FILLFACTOR}: room for the flush to rewrite "
            "every row of a page in place), or use e.g. 90 for tables only ever updated a few "
            "rows at a time, 100 to pack the table as tightly as PostgreSQL does."
        )


def _set_fillfactor(db: _Db, qtable: str, fillfactor: int | None) -> None:
    """Keep the table's fillfactor equal to the model's config (unset: DEFAULT_FILLFACTOR).

    Why: the flush rewrites rows in place. With free room on their page an UPDATE is HOT (no
    new index entry, and dead versions are pruned on the page), which makes refreshing a bulk
    statement's rows several times cheaper (docs/benchmarks.md). Changing it affects pages
    written from now on; existing pages keep their fill until the table is rewritten
    (VACUUM FULL). Only a change is applied: an unchanged `dbt run` stays metadata-only.
    """
    want = str(DEFAULT_FILLFACTOR if fillfactor is None else fillfactor)  # (checked: an int)
    if _fillfactor(db, qtable) != want:
        db.run(f"ALTER TABLE {qtable} SET (fillfactor = {want})")


def _fillfactor(db: _Db, qtable: str) -> str | None:
    """The table's fillfactor storage parameter (None: unset, PostgreSQL's 100)."""
    return db.value(
        "SELECT option_value FROM pg_class AS c, pg_options_to_table(c.reloptions) "
        "WHERE c.oid = to_regclass(%s) AND option_name = 'fillfactor'",
        (qtable,),
    )


def _ensure_key_index(db: _Db, schema: str, name: str, key: list[str], is_unique: bool) -> None:
    if not key:
        return
    idx = f"{name}_tview_key"[:63]
    exists = db.one(
        "SELECT indisunique FROM pg_index WHERE indexrelid = to_regclass(%s)", (qname(schema, idx),)
    )
    if exists is not None and bool(exists[0]) == is_unique:
        return
    if exists is not None:
        db.run(f"DROP INDEX {qname(schema, idx)}")
    cols = ", ".join(quote_ident(k) for k in key)
    nulls = ""
    if is_unique and int(db.value("SHOW server_version_num")) >= 150000:
        nulls = " NULLS NOT DISTINCT"
    kind = "UNIQUE INDEX" if is_unique else "INDEX"
    db.run(f"CREATE {kind} {quote_ident(idx)} ON {qname(schema, name)} ({cols}){nulls}")


def _healthy(db: _Db, tview_schema: str, tid: int) -> bool:
    row = db.one(
        f"SELECT health FROM {quote_ident(tview_schema)}.status() s JOIN "
        f"{quote_ident(tview_schema)}.tview t ON format('%%I.%%I', t.tbl_schema, t.tbl_name) = "
        "s.tview WHERE t.id = %s",
        (tid,),
    )
    return bool(row) and row[0] in ("ok", "awaiting backfill")


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


def _set_reads(db: _Db, qview: str, facts: dict[Relation, SourceFacts]) -> None:
    """Per source, the columns the view reads and how an UPDATE's old and new values of each
    compare exactly (SourceFacts.reads): the view's column dependencies, which PostgreSQL
    records for every column its query names (SELECT * expanded, joins, filters, groupings,
    subqueries). A whole-row or system-column reference (to_jsonb(u), u.ctid) is recorded as a
    dependency on the table alone: any such reference in the view leaves every source's reads
    unknown (None), and each of its UPDATEs is then processed."""
    whole = db.value(
        "SELECT bool_or(r.ev_action::text ~ ':varattno (0|-[0-9]+) ') FROM pg_rewrite r "
        "WHERE r.ev_class = to_regclass(%s)",
        (qview,),
    )
    read = _view_read_columns(db, qview)
    for f in facts.values():
        if whole:
            f.reads = None
            continue
        names = {c for _, c in read.get(f.oid, [])}
        f.reads = {c: _exact_sql(db, f, c) for c in sorted(names)}


def _exact_sql(db: _Db, f: SourceFacts, col: str) -> str:
    """SQL over alias `x` of column `col` of source `f` whose equality is identity of values:
    the column itself for a type whose `=` compares binary images (under the byte order "C"
    for a column with a collation of its own, which may not be deterministic); else the
    type's binary send form (numeric 1.0 and 1.00, -0 and 0 as floats, '1 day' and '24 hours'
    differ there, and types without `=` get one), its text form for a type without one."""
    ref = f"x.{quote_ident(col)}"
    if _image_eq(f.columns[col]):
        return f'({ref} COLLATE "C")' if col in f.collations else ref
    send = db.value(
        "SELECT format('%%I.%%I', n.nspname, p.proname) FROM pg_catalog.pg_attribute a "
        "JOIN pg_catalog.pg_type t ON t.oid = a.atttypid "
        "JOIN pg_catalog.pg_proc p ON p.oid = t.typsend "
        "JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace "
        "WHERE a.attrelid = %s AND a.attname = %s",
        (f.oid, col),
    )
    return f"{send}({ref})" if send else f"{ref}::text"


def _drop_stale_triggers(db: _Db, tview_schema: str, tid: int, keep: set[int]) -> None:
    """Remove the tview's triggers from relations outside `keep`. DROP TRIGGER needs ownership
    of the table; a role with TRIGGER alone drops the trigger's function with CASCADE instead,
    when no trigger on a kept relation calls it (a source no longer read)."""
    rows = db.run(
        "SELECT g.tgrelid::regclass::text, g.tgname, pg_has_role(c.relowner, 'USAGE'), "
        "g.tgfoid::regprocedure::text, NOT EXISTS (SELECT FROM pg_trigger k "
        "WHERE k.tgfoid = g.tgfoid AND k.tgrelid = ANY(%s::oid[])) "
        "FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid "
        "WHERE g.tgname LIKE %s AND NOT (g.tgrelid = ANY(%s::oid[]))",
        (list(keep), f"tview\\_{tid}\\_%", list(keep)),
    )
    for rel, tg, owned, fn, fn_stale in rows:
        if owned:
            db.run(f"DROP TRIGGER IF EXISTS {quote_ident(tg)} ON {rel}")
        elif fn_stale:
            db.run(f"DROP FUNCTION IF EXISTS {fn} CASCADE")


def _rank(db: _Db, tview_schema: str, facts: dict[Relation, SourceFacts], rank: int | None) -> int:
    """dbt graph depth, never below 1 + the rank of an upstream tview it reads."""
    ups = [f for f in facts.values()]
    upstream = db.value(
        f"SELECT max(rank) FROM {quote_ident(tview_schema)}.tview t "
        "WHERE (t.tbl_schema, t.tbl_name) IN (SELECT * FROM unnest(%s::text[], %s::text[]))",
        ([f.schema for f in ups], [f.name for f in ups]),
    )
    floor = (upstream + 1) if upstream is not None else 0
    return max(rank or 0, floor)


def _raise_downstream_ranks(db: _Db, tview_schema: str, tid: int) -> None:
    """Keep every tview that reads this one (directly or further down) ranked below it: a
    model that becomes a tview after its downstream tviews were installed (they had no tview
    upstream then) must flush before them."""
    ts = quote_ident(tview_schema)
    db.run(
        f"WITH RECURSIVE down(id, rank) AS ("
        f"SELECT d.id, u.rank + 1 FROM {ts}.tview u JOIN {ts}.source s "
        "ON s.src_schema = u.tbl_schema AND s.src_name = u.tbl_name "
        f"JOIN {ts}.tview d ON d.id = s.tview_id WHERE u.id = %s AND d.id <> u.id "
        f"UNION SELECT d.id, down.rank + 1 FROM down JOIN {ts}.tview u ON u.id = down.id "
        f"JOIN {ts}.source s ON s.src_schema = u.tbl_schema AND s.src_name = u.tbl_name "
        f"JOIN {ts}.tview d ON d.id = s.tview_id WHERE d.id <> u.id) "
        f"UPDATE {ts}.tview t SET rank = d.r FROM (SELECT id, max(rank) AS r FROM down "
        "GROUP BY id) d WHERE t.id = d.id AND t.rank < d.r",
        (tid,),
    )


# --------------------------------------------------------------------------- operations


def _tview_row(db: _Db, tview_schema: str, schema: str, name: str) -> tuple:
    row = db.one(
        f"SELECT id, view_name, key_cols FROM {quote_ident(tview_schema)}.tview "
        "WHERE tbl_schema = %s AND tbl_name = %s",
        (schema, name),
    )
    if row is None:
        raise TviewError(f"{schema}.{name} is not a tview (no catalog entry)")
    return row


def refresh(
    conn: Any,
    *,
    name: str,
    schema: str = "public",
    keys: Sequence[Any] | None = None,
    tview_schema: str = DEFAULT_TVIEW_SCHEMA,
) -> int:
    """Recompute the given keys (all when None); returns the number of tviews flushed."""
    db = _Db(conn)
    _, _, key = _tview_row(db, tview_schema, schema, name)
    payload = None if keys is None else json.dumps(list(keys), default=str)
    try:
        return db.value(
            f"SELECT {quote_ident(tview_schema)}.refresh(%s::regclass, %s::jsonb)",
            (qname(schema, name), payload),
        )
    except Exception as e:
        diag = getattr(e, "diag", None)
        if getattr(diag, "constraint_name", None) != f"{name}_tview_key"[:63]:
            raise
        raise TviewError(
            _duplicate_key_text(f"{schema}.{name}", key, diag.message_detail or "")
        ) from None


def _duplicate_key_text(tview: str, key: Sequence[str], example: str) -> str:
    """What to say when a key declared unique has duplicates in the view."""
    cols = ", ".join(key)
    return (
        f"tview {tview}: key ({cols}) is declared unique, but the view has more than one row "
        f"for a key ({example.strip() or 'see the view'}); the table keeps one row per key, "
        "so it differs from the view. Make the key unique in the model (or fix the sources' "
        f"data), or drop unique_key / unique so that key ({cols}) is refreshed by partition; "
        "then dbt run"
    )


def duplicate_keys(
    conn: Any, *, schema: str, name: str, tview_schema: str = DEFAULT_TVIEW_SCHEMA
) -> str | None:
    """For a tview with a unique key: a key value the view has more than once (as text), or
    None. Reads the whole view."""
    db = _Db(conn)
    _, view, key = _tview_row(db, tview_schema, schema, name)
    if not key:
        return None
    cols = ", ".join(quote_ident(k) for k in key)
    return db.value(
        f"SELECT format('(%%s)=%%s', %s::text, ROW({cols})::text) FROM {qname(schema, view)} "
        f"GROUP BY {cols} HAVING count(*) > 1 LIMIT 1",
        (", ".join(key),),
    )


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


def compared_columns(conn: Any, *, schema: str, view: str) -> list[str]:
    """The view's columns as the oracle compares them (a select list): as they are, or as
    text for a type without equality (json, xml, point), which EXCEPT ALL cannot compare; the
    flush writes such a value as the view computes it, so its text is the same."""
    db = _Db(conn)
    rows = db.run(
        "SELECT a.attname, a.atttypid FROM pg_catalog.pg_attribute a "
        "WHERE a.attrelid = to_regclass(%s) AND a.attnum > 0 AND NOT a.attisdropped "
        "ORDER BY a.attnum",
        (qname(schema, view),),
    )
    seen: dict[int, bool] = {}
    out = []
    for col, oid in rows:
        if oid not in seen:
            seen[oid] = _has_equality(db, oid)
        q = quote_ident(col)
        out.append(q if seen[oid] else f"{q}::text AS {q}")
    return out


def diff(
    conn: Any, *, name: str, schema: str = "public", tview_schema: str = DEFAULT_TVIEW_SCHEMA
) -> list[tuple]:
    """The oracle: rows of (tv EXCEPT ALL v) and (v EXCEPT ALL tv), tagged 'table'/'view'."""
    db = _Db(conn)
    _, view, _ = _tview_row(db, tview_schema, schema, name)
    cols = ", ".join(compared_columns(conn, schema=schema, view=view))
    t, v = qname(schema, name), qname(schema, view)
    return db.run(
        f"(SELECT 'table' AS side, {cols} FROM (SELECT {cols} FROM {t} EXCEPT ALL "
        f"SELECT {cols} FROM {v}) a) UNION ALL (SELECT 'view', {cols} FROM (SELECT {cols} "
        f"FROM {v} EXCEPT ALL SELECT {cols} FROM {t}) b)"
    )


def detach(
    conn: Any, *, name: str, schema: str = "public", tview_schema: str = DEFAULT_TVIEW_SCHEMA
) -> bool:
    """Remove the maintenance of a tview (triggers, functions, catalog, state, view) and keep
    its table. False when `schema.name` is not a tview. Used when a model stops being one."""
    db = _Db(conn)
    ts = quote_ident(tview_schema)
    if not db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{ts}.tview",)):
        return False
    row = db.one(
        f"SELECT id, view_name FROM {ts}.tview WHERE tbl_schema = %s AND tbl_name = %s",
        (schema, name),
    )
    if row is None:
        return False
    tid, view = row

    def run() -> None:
        drops = _trigger_drops(db, tid, "", set())
        rels = [(db.value("SELECT %s::regclass::text", (o,)), "ACCESS EXCLUSIVE") for o in drops]
        # (a source this role may not lock it does not own either: its triggers go with their
        # functions, DROP FUNCTION ... CASCADE taking the same lock)
        take_locks(db, sorted(r for r in rels if _lockable(db, r[0])))
        _detach(db, tview_schema, tid, schema, view)

    ns = lock_namespace_of(conn, tview_schema)
    _with_lock_retries(
        db, name, run, DEFAULT_LOCK_TIMEOUT_MS, DEFAULT_LOCK_ATTEMPTS, locks.install_lock(ns)
    )
    return True


def _detach(db: _Db, tview_schema: str, tid: int, schema: str, view: str) -> None:
    ts = quote_ident(tview_schema)
    # dropping the trigger functions with CASCADE removes their triggers, even from sources
    # the dbt role does not own (DROP TRIGGER would need ownership; TRIGGER made them)
    for (fn,) in db.run(
        "SELECT p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n ON n.oid = "
        "p.pronamespace WHERE n.nspname = %s AND (p.proname LIKE %s OR p.proname = %s)",
        (tview_schema, f"d\\_{tid}\\_%", f"f_{tid}"),
    ):
        db.run(f"DROP FUNCTION {fn} CASCADE")
    _drop_stale_triggers(db, tview_schema, tid, set())
    db.run(f"DELETE FROM {ts}.tview WHERE id = %s", (tid,))
    db.run(f"DELETE FROM {ts}.bypass WHERE tview_id = %s", (tid,))
    db.run(f"DROP TABLE IF EXISTS {qname(tview_schema, f'agg_{tid}')}")
    db.run(f"DROP SEQUENCE IF EXISTS {qname(tview_schema, f'dcheck_{tid}')}")
    db.run(f"DROP TYPE IF EXISTS {qname(tview_schema, f'dl_{tid}')}")
    _refresh_dispatch(db, tview_schema)
    db.run(f"DROP VIEW IF EXISTS {qname(schema, view)}")


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


def orphans(
    catalog: Sequence[tuple], models: Sequence[tuple[str, str, bool]]
) -> list[tuple[str, str]]:
    """The catalog's tviews that no model defines: (schema, table) of each tview in a schema
    the project builds models in, with no tview model of that relation. `models` holds
    (schema, relation name, is a tview model) of every model of the project; tviews in other
    schemas (another developer's target, another project) are not the project's."""
    schemas = {s for s, _, _ in models}
    defined = {(s, n) for s, n, tv in models if tv}
    return [(s, n) for s, n, *_ in catalog if s in schemas and (s, n) not in defined]


DETACHED = "detached"


def detach_dependents(
    conn: Any, *, name: str, schema: str = "public", tview_schema: str = DEFAULT_TVIEW_SCHEMA
) -> list[str]:
    """Before `schema.name` is dropped (dbt replaces a model with DROP ... CASCADE, which takes
    the views that read it along): take the maintenance off every other tview that reads it,
    so that the application's writes to their other sources do not fail on a missing view.

    Their trigger functions are dropped with CASCADE, which removes the triggers even from
    tables the dbt role does not own; table, catalog row and flush function stay, the catalog
    row marked detached with the reason, which tview_status reports until `dbt run` installs
    the tview again. Returns the tviews detached.
    """
    db = _Db(conn)
    ts = quote_ident(tview_schema)
    if not db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{ts}.tview",)):
        return []
    rel = qname(schema, name)
    rows = db.run(
        f"SELECT t.id, format('%%I.%%I', t.tbl_schema, t.tbl_name) FROM {ts}.tview t "
        "WHERE to_regclass(%s) IS NOT NULL "
        "AND to_regclass(format('%%I.%%I', t.tbl_schema, t.tbl_name)) "
        "IS DISTINCT FROM to_regclass(%s) "
        f"AND (EXISTS (SELECT FROM {ts}.source s WHERE s.tview_id = t.id "
        "AND (s.src_oid = to_regclass(%s) "
        "OR to_regclass(format('%%I.%%I', s.src_schema, s.src_name)) = to_regclass(%s))) "
        "OR EXISTS (SELECT FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_rewrite r "
        "ON d.classid = 'pg_catalog.pg_rewrite'::regclass AND r.oid = d.objid "
        "WHERE r.ev_class = to_regclass(format('%%I.%%I', t.tbl_schema, t.view_name)) "
        "AND d.refobjid = to_regclass(%s))) ORDER BY t.rank DESC, t.id",
        (rel, rel, rel, rel, rel),
    )
    if not rows:
        return []
    db.run(
        "SELECT pg_advisory_xact_lock(%s)",
        (locks.install_lock(lock_namespace_of(conn, tview_schema)),),
    )
    out = []
    for tid, tview in rows:
        for (fn,) in db.run(
            "SELECT p.oid::regprocedure::text FROM pg_catalog.pg_proc p "
            "JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace "
            "WHERE n.nspname = %s AND p.proname LIKE %s",
            (tview_schema, f"d\\_{tid}\\_%"),
        ):
            db.run(f"DROP FUNCTION IF EXISTS {fn} CASCADE")  # (and the triggers calling it)
        db.run(
            f"UPDATE {ts}.tview SET status = %s WHERE id = %s",
            (
                f"{DETACHED}: {schema}.{name} was dropped (dbt replaced it, or DROP ... "
                "CASCADE), and with it this tview's view; its triggers are removed, so writes to "
                "its other sources go on, and it is not maintained: dbt run installs it again",
                tid,
            ),
        )
        out.append(tview)
    _refresh_dispatch(db, tview_schema)
    return out


def drop(
    conn: Any, *, name: str, schema: str = "public", tview_schema: str = DEFAULT_TVIEW_SCHEMA
) -> None:
    """Remove triggers, functions, catalog rows, state, view and table of a tview.

    Refuses, before changing anything, when other views depend on the table (a downstream
    tview's view, or any user view): drop those first.
    """
    db = _Db(conn)
    deps = db.run(
        "SELECT DISTINCT format('%%I.%%I', n.nspname, c.relname) FROM pg_depend d "
        "JOIN pg_rewrite r ON r.oid = d.objid JOIN pg_class c ON c.oid = r.ev_class "
        "JOIN pg_namespace n ON n.oid = c.relnamespace "
        "WHERE d.classid = 'pg_rewrite'::regclass AND d.refobjid = to_regclass(%s) "
        "AND c.oid <> d.refobjid ORDER BY 1",
        (qname(schema, name),),
    )
    if deps:
        raise TviewError(
            f"cannot drop tview {schema}.{name}: {', '.join(d for (d,) in deps)} depend(s) on it. "
            "Drop the dependent tviews or views first."
        )
    if not detach(conn, name=name, schema=schema, tview_schema=tview_schema):
        raise TviewError(f"{schema}.{name} is not a tview (no catalog entry)")
    _Db(conn).run(f"DROP TABLE IF EXISTS {qname(schema, name)}")


def _own_text(tf: TviewFacts, f: SourceFacts) -> str:
    """What explain says of a source whose row decides some columns alone (analyzer.own)."""
    cols = ", ".join(c for c, _ in tf.own["set"]) if tf.own else ""
    return (
        f"a lone key whose UPDATEs name none of {', '.join(tf.update_witness[f.oid])} "
        f"refreshes {cols} from its own row here, without the join"
    )


def explain(
    conn: Any, *, name: str, schema: str = "public", tview_schema: str = DEFAULT_TVIEW_SCHEMA
) -> list[dict[str, Any]]:
    """Per source: strategy, reason, the SQL mapping its changes to keys, and how many
    partitions carried its triggers at install."""
    db = _Db(conn)
    tid, _, _ = _tview_row(db, tview_schema, schema, name)
    rows = db.run(
        "SELECT s.src_schema, s.src_name, s.strategy, s.reason, s.derivation, "
        "COALESCE(cardinality(s.parts), 0) "
        f"FROM {quote_ident(tview_schema)}.source s WHERE s.tview_id = %s ORDER BY s.idx",
        (tid,),
    )
    return [
        dict(source=f"{s}.{n}", strategy=st, reason=r, sql=d, partitions=p)
        for s, n, st, r, d, p in rows
    ]


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


def explain_text(
    conn: Any, *, name: str, schema: str = "public", tview_schema: str = DEFAULT_TVIEW_SCHEMA
) -> str:
    """Human-readable explanation: strategy per source, the key SQL, and index advice."""
    db = _Db(conn)
    tid, view, key = _tview_row(db, tview_schema, schema, name)
    is_unique, strategy, rank = db.one(
        f"SELECT is_unique, strategy, rank FROM {quote_ident(tview_schema)}.tview WHERE id = %s",
        (tid,),
    )
    lines = [
        f"tview {schema}.{name} (view {schema}.{view}), rank {rank}",
        f"  key: ({', '.join(key)})"
        + (" unique" if is_unique else " non-unique: whole-partition refresh")
        if key
        else "  key: [] (single unit)",
        f"  refresh: {strategy}",
        f"  table: fillfactor {_fillfactor(db, qname(schema, name)) or 100}"
        " (room left on each page for the flush's rewrites: HOT updates, no index entry)",
    ]
    if strategy.startswith("algebraic"):
        lines.append(_agg_state_text(db, tview_schema, tid))
    for src in explain(conn, name=name, schema=schema, tview_schema=tview_schema):
        lines.append(
            f"  source {src['source']}: {src['strategy']}"
            + (f" ({src['reason']})" if src["reason"] else "")
        )
        if src["partitions"]:
            lines.append(
                f"    {src['partitions']} partitions or child tables, each with the triggers"
            )
        if src["sql"]:
            lines.extend("      " + ln for ln in src["sql"].splitlines())
        for advice in index_advice(conn, src):
            lines.append(f"    WARNING: {advice}")
    return "\n".join(lines)


def _agg_state_text(db: _Db, tview_schema: str, tid: int) -> str:
    """Where an algebraic tview keeps its per-group state: its state table's comment, written
    by the install (agg_context), or none for a tview whose state is all in the tv row."""
    aux = qname(tview_schema, f"agg_{tid}")
    if not db.value("SELECT to_regclass(%s) IS NOT NULL", (aux,)):
        return "  state: all in the tv row (its counts and sums): no state table"
    text = db.value("SELECT obj_description(to_regclass(%s), 'pg_class')", (aux,))
    return f"  state: {text or f'in {tview_schema}.agg_{tid} and the tv row'}"


def index_advice(conn: Any, src: dict[str, Any]) -> list[str]:
    """CREATE INDEX statements for join columns of a derivation that no index leads with."""
    import sqlglot
    from sqlglot import exp

    if not src["sql"]:
        return []
    db = _Db(conn)
    out = []
    for stmt in src["sql"].split(";\n"):
        q = sqlglot.parse_one(stmt, read="postgres")
        aliases = {t.alias_or_name: t for t in q.find_all(exp.Table) if t.db}
        for eq in q.find_all(exp.EQ):
            for col in (eq.this, eq.expression):
                if not isinstance(col, exp.Column) or col.table not in aliases:
                    continue
                t = aliases[col.table]
                rel = qname(t.db, t.name)
                indexed = db.value(
                    "SELECT EXISTS (SELECT 1 FROM pg_index i JOIN pg_attribute a ON "
                    "a.attrelid = i.indrelid AND a.attnum = i.indkey[0] WHERE i.indrelid = "
                    "to_regclass(%s) AND a.attname = %s)",
                    (rel, col.name),
                )
                if not indexed:
                    out.append(
                        f"changes are mapped to keys through {rel}.{col.name} with no "
                        f"index: CREATE INDEX ON {rel} ({quote_ident(col.name)});"
                    )
    return sorted(set(out))


def status_rows(
    conn: Any, tview_schema: str = DEFAULT_TVIEW_SCHEMA, check_keys: bool = True
) -> list[dict[str, Any]]:
    """One dict per tview: table, key, strategy, rank, rows (estimate), sources, health,
    flush statistics of this session, and backfill progress when a backfill runs.
    `check_keys`: a unique key with duplicates in the view is a health problem (each such
    tview's view is read in full to find out)."""
    db = _Db(conn)
    ts = quote_ident(tview_schema)
    if not db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{ts}.tview",)):
        return []
    rows = db.run(
        f"SELECT s.tview, s.key, s.strategy, s.rank, s.rows_estimate, s.sources, "
        # (a tview detached when a relation it reads was dropped: that says what happened)
        f"CASE WHEN t.status LIKE '{DETACHED}%' THEN t.status ELSE s.health END, "
        f"st.flushes, st.keys FROM {ts}.status() s LEFT JOIN {ts}.session_stats() st "
        f"ON st.tview = s.tview LEFT JOIN {ts}.tview t "
        "ON format('%I.%I', t.tbl_schema, t.tbl_name) = s.tview ORDER BY s.rank, s.tview"
    )
    progress: dict[str, str] = {}
    if db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{ts}.backfill_progress",)):
        for tv, text in db.run(
            f"SELECT tview::text, format('%%s %%s/%%s partitions, %%s rows', phase, "
            f"partitions_done, partitions_total, rows_done) FROM {ts}.backfill_progress"
        ):
            progress[str(tv)] = text
    out = []
    unique = dict(
        db.run(f"SELECT format('%I.%I', tbl_schema, tbl_name), is_unique FROM {ts}.tview")
    )
    for tv, key, strategy, rank, est, sources, health, flushes, keys in rows:
        if check_keys and unique.get(tv) and health == "ok":
            health = _duplicates_health(db, tv, tview_schema) or health
        out.append(
            {
                "tview": tv,
                "key": "[" + ", ".join(key) + "]",
                "strategy": strategy.split(" (")[0],  # (the reasons: tview_explain)
                "rank": rank,
                "rows": "?" if est is None or est < 0 else est,
                "sources": ", ".join(sources),
                "health": health,
                "flushes": flushes or 0,
                "keys_refreshed": keys or 0,
                "backfill": progress.get(tv, ""),
            }
        )
    return out


def _duplicates_health(db: _Db, tview: str, tview_schema: str) -> str | None:
    schema, name = db.one(
        f"SELECT tbl_schema, tbl_name FROM {quote_ident(tview_schema)}.tview "
        "WHERE format('%%I.%%I', tbl_schema, tbl_name) = %s",
        (tview,),
    )
    dup = duplicate_keys(db.conn, schema=schema, name=name, tview_schema=tview_schema)
    if dup is None:
        return None
    key = _tview_row(db, tview_schema, schema, name)[2]
    return _duplicate_key_text(f"{schema}.{name}", key, f"Key {dup}")


def format_table(rows: list[dict[str, Any]]) -> str:
    """A plain-text table (for run-operation output)."""
    if not rows:
        return "(no tviews)"
    cols = list(rows[0])
    width = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in cols}
    line = " | ".join(c.ljust(width[c]) for c in cols)
    sep = "-+-".join("-" * width[c] for c in cols)
    body = [" | ".join(str(r[c]).ljust(width[c]) for c in cols) for r in rows]
    return "\n".join([line, sep, *body])
