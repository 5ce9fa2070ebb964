"""Install a tview: check, render, create or alter its table, view and triggers, write the
tview catalog, and keep the table's rows when the definition allows.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from dbt_tview import carried, locks, online, quoting
from dbt_tview import privileges as privs
from dbt_tview.analyzer import (
    Analysis,
    Relation,
    TviewError,
    UnsupportedSQL,
)
from dbt_tview.catalog import (
    _check_pinned_agg,
    _check_pinned_derivations,
    _fillfactor,
    _trusted_schemas,
    _typed_columns,
    _view_columns,
    _view_read_columns,
    _with_reads,
    analyze_model,
    default_view_name,
    relation_columns,
)
from dbt_tview.db import DEFAULT_TVIEW_SCHEMA, _Db, _sqlstate
from dbt_tview.frozen import FrozenMap
from dbt_tview.install_facts import (
    DBT_INDEX_NAME,
    alter_effect,
    alter_refusers,
    build_facts,
    carried_constraints,
    carried_index_defs,
    carried_settings,
    dependents,
    healthy,
    install_facts,
    key_prepared,
    read_key_index,
    read_prepared_key,
    views_reading,
)
from dbt_tview.locking import (
    ReadStale,
    _merge_locks,
    _source_locks,
    _trigger_drops,
    _with_lock_retries,
    take_locks,
)
from dbt_tview.locks import DEFAULT_LOCK_ATTEMPTS, DEFAULT_LOCK_TIMEOUT_MS, LOCK_NOT_AVAILABLE
from dbt_tview.migrations import SCHEMA_VERSION, definition_hash, installed_version
from dbt_tview.online import staged_name
from dbt_tview.operations import _detach
from dbt_tview.plan import (
    DEFAULT_FILLFACTOR,
    ON_CHANGE,
    TVIEW,
    Action,
    BuildFacts,
    BuildPlan,
    Facts,
    Installed,
    KeepOutcome,
    Request,
    UpgradeRead,
    ViewColumn,
    alter_probe_needed,
    decide_unique,
    duplicate_key_query,
    expected_unique,
    fillfactor_statement,
    key_changes,
    key_index_kept,
    key_index_name,
    key_index_statements,
    online_blocker,
    plan_build,
    plan_columns,
    plan_install,
    plan_keep,
    plan_state,
    plan_upgrade,
    prepared_key_index_name,
    retyped_read_error,
    retyped_use_error,
    rows_checked_for_uniqueness,
    staged_kind,
    view_fallback,
    view_replaceable,
)
from dbt_tview.render import _Code, _render, render_installed
from dbt_tview.reorder import reorder
from dbt_tview.runtime import (
    _drop_stale_triggers,
    _refresh_dispatch,
    _runtime_current,
    ensure_dispatcher,
    ensure_runtime,
    lock_namespace_of,
    render_runtime_sql,
    retire_triggers,
)
from dbt_tview.sqlgen import (
    WITNESS_SLOTS,
    SourceFacts,
    TviewFacts,
    buckets,
    load_templates,
    qname,
    quote_ident,
)
from dbt_tview.statements import creates_function, split_statements, without


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
    # an online rebuild was started: commit, then online.finish completes it
    online: bool = False
    # the relation of the model's name that `table` (its staged name) replaces: once
    # online.finish has completed it, the same install again swaps the two
    replaces: str | None = None


# the dollar quote around every generated function body (see the templates)
BODY_QUOTE = "$tview$"


def _check_names(model: str, names: Sequence[str], facts: dict[Relation, SourceFacts]) -> None:
    """Refuse identifiers that would end a generated function's body early: the templates quote
    identifiers, but the bodies themselves are dollar-quoted with BODY_QUOTE."""
    for f in facts.values():
        names = [*names, f.schema, f.name, *f.columns, *(n for _, n in f.children)]
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


def _create_or_replace_view(
    db: _Db, schema: str, view: str, sql: str, aside: str, columns: Sequence[ViewColumn]
) -> str | None:
    """Replace the view in place when PostgreSQL allows it for the new definition's `columns`
    (view_replaceable), else create it anew (view_fallback: the old view set aside as `aside`
    when only triggers depend on it, else dropped). Returns the name of the view set aside, if
    any."""
    q = qname(schema, view)
    if view_replaceable(*relation_columns(db, q), columns):
        db.run(f"CREATE OR REPLACE VIEW {q} AS\n{sql}")
        return None
    only_triggers = db.value(
        "SELECT EXISTS (SELECT FROM pg_catalog.pg_depend d WHERE d.refobjid = to_regclass(%s) "
        "AND d.classid = 'pg_catalog.pg_trigger'::regclass) AND NOT EXISTS (SELECT FROM "
        "pg_catalog.pg_depend d WHERE d.refobjid = to_regclass(%s) AND d.deptype = 'n' "
        "AND d.classid <> 'pg_catalog.pg_trigger'::regclass AND NOT (d.classid = "
        "'pg_catalog.pg_rewrite'::regclass AND d.objid IN (SELECT r.oid FROM "
        "pg_catalog.pg_rewrite r WHERE r.ev_class = to_regclass(%s))))",
        (q, q, q),
    )
    steps = view_fallback(schema, view, sql, aside if only_triggers else None)
    for statement in steps.statements:
        db.run(statement)
    return steps.aside


def table_indexes(conn: Any, *, schema: str, name: str) -> list[dict[str, Any]]:
    """The plain indexes of a table (columns, no predicate, not a constraint's): name, columns,
    unique, method, valid (false: a CONCURRENTLY build that failed or was interrupted)."""
    rows = _Db(conn).run(
        "SELECT i.relname, ix.indisunique, am.amname, ARRAY(SELECT a.attname::text "
        "FROM unnest(ix.indkey) WITH ORDINALITY k(attnum, n) JOIN pg_catalog.pg_attribute a "
        "ON a.attrelid = ix.indrelid AND a.attnum = k.attnum ORDER BY k.n), ix.indisvalid "
        "FROM pg_catalog.pg_index ix JOIN pg_catalog.pg_class i ON i.oid = ix.indexrelid "
        "JOIN pg_catalog.pg_am am ON am.oid = i.relam "
        "WHERE ix.indrelid = to_regclass(%s) AND ix.indexprs IS NULL AND ix.indpred IS NULL "
        "AND NOT EXISTS (SELECT FROM pg_catalog.pg_constraint c WHERE c.conindid = i.oid)",
        (qname(schema, name),),
    )
    return [dict(name=n, unique=u, method=m, columns=list(c), valid=v) for n, u, m, c, v in rows]


def _index_column(col: str) -> str:
    return quoting.unquote_ident(col.strip())


def index_changes(
    desired: Sequence[dict[str, Any]], existing: Sequence[dict[str, Any]], key_index: str
) -> dict[str, list]:
    """How to make a table's indexes those of the model's `indexes` config: the configs to
    create, and the names of the indexes dbt made for configs no longer there, or left invalid
    by a CONCURRENTLY build (an index named otherwise, such as the tview's key index or a
    DBA's, is kept)."""

    def shape(cols: Sequence[str], unique: Any, method: Any) -> tuple:
        return (tuple(_index_column(c) for c in cols), bool(unique), (method or "btree").lower())

    want = {shape(d.get("columns") or [], d.get("unique"), d.get("type")): d for d in desired}
    kept: set[tuple] = set()
    drop = []
    for e in sorted(existing, key=lambda e: (not DBT_INDEX_NAME.match(e["name"]), e["name"])):
        k = shape(e["columns"], e["unique"], e["method"])
        if k in want and k not in kept and e.get("valid", True):
            kept.add(k)  # (the first of its shape; further copies of it go)
        elif e["name"] != key_index and DBT_INDEX_NAME.match(e["name"]):
            drop.append(e["name"])
    create = [d for k, d in want.items() if k not in kept]
    return {"create": create, "drop": sorted(drop)}


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
    online_rows: int | None = None,
    renews_indexes: bool = False,
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
    `online_rows`: a rebuild or first build of a tview whose table or largest source holds at
    least this many rows (estimated) is started online (`dbt_tview.online`; the result's
    `online`): the caller commits, then calls `online.finish`. None: always in this transaction.
    `renews_indexes`: the caller builds the indexes of dbt's `indexes` config again after the
    install when they are missing (the dbt materialization does, CONCURRENTLY), so a column
    whose type change would rewrite the table is replaced online even when such an index uses
    it (install_facts.column_dependents).
    """
    if on_change not in ON_CHANGE:
        raise TviewError(
            f"tview model '{name}': on_configuration_change must be apply, continue or fail, "
            f"got {on_change!r}"
        )
    _check_fillfactor(name, fillfactor)
    trusted = _trusted_schemas(name, trusted_schemas)
    db = _Db(conn)
    ns = lock_namespace_of(conn, tview_schema, lock_namespace)
    target = Target(
        name, schema, view_name or default_view_name(name), tview_schema, ns, tuple(trusted)
    )
    return _with_lock_retries(
        db,
        name,
        lambda: _install(
            db,
            target,
            Options(
                sql=sql,
                key=key,
                rank=rank,
                full_refresh=full_refresh,
                unique=unique,
                model_hash=model_hash,
                populate=populate,
                fillfactor=fillfactor,
                app_role=app_role,
                on_change=on_change,
                online_rows=online_rows,
                renews_indexes=renews_indexes,
            ),
        ),
        DEFAULT_LOCK_TIMEOUT_MS if lock_timeout_ms is None else lock_timeout_ms,
        DEFAULT_LOCK_ATTEMPTS if lock_attempts is None else lock_attempts,
        locks.install_lock(ns),
    )


@dataclass(frozen=True)
class Target:
    """Where a model is installed: its table, view, runtime schema, lock namespace and the
    schemas its functions may come from."""

    name: str
    schema: str
    view: str
    tview_schema: str
    ns: int
    trusted: tuple[str, ...]

    @property
    def qtable(self) -> str:
        return qname(self.schema, self.name)

    @property
    def qview(self) -> str:
        return qname(self.schema, self.view)

    def render_args(self) -> dict[str, Any]:
        """The keyword arguments of `_render` this target decides."""
        return {
            "schema": self.schema,
            "name": self.name,
            "view": self.view,
            "tview_schema": self.tview_schema,
            "ns": self.ns,
            "trusted": self.trusted,
        }


@dataclass(frozen=True)
class BuildRead:
    """What a create or rebuild reads before it takes a lock: the tview's id, the new view's
    columns (from a temporary view), its code rendered against them (and, where only a proof
    says the key is unique, for rows that repeat a key value too), the locks replacing its
    triggers takes and the table's facts for plan_build."""

    tid: int
    facts: FrozenMap
    probe_cols: tuple[tuple[str, str, str], ...]
    probe_attrs: tuple[ViewColumn, ...]
    code: _Code
    code_not_unique: _Code | None  # the rows checked after the DDL can contradict the proof
    targets: frozenset[int]
    locks: tuple[tuple[str, str], ...]
    aux: str
    table_facts: BuildFacts


@dataclass(frozen=True)
class Options:
    """What a model asks of its install besides where it goes (see `install`)."""

    sql: str
    key: str | Sequence[str] | None
    rank: int | None
    full_refresh: bool
    unique: bool | None
    model_hash: str | None
    populate: bool
    fillfactor: int | None
    app_role: str | None
    on_change: str = "apply"
    online_rows: int | None = None
    renews_indexes: bool = False  # (see install)
    staging: bool = False  # (the build of the table under its staged name: see _staged_target)


def _digest(analysis: Analysis, view: str, is_unique_expected: bool) -> str:
    """The definition hash of the model installed with view `view`."""
    return definition_hash(analysis.sql, analysis.key, view, is_unique_expected, analysis.columns)


def _staged_target(target: Target, kind: str) -> Target:
    """Where the table that replaces the relation of the model's name (of `kind`, see
    plan.staged_kind) is built: its staged name, and for a tview replaced its view too (the
    tview keeps its own until the swap)."""
    view = staged_name(target.view) if kind == TVIEW else target.view
    return dataclasses.replace(target, name=staged_name(target.name), view=view)


def _drop_staged(
    db: _Db,
    staged: Target,
    facts: dict[Relation, SourceFacts],
    unless_key: tuple[Sequence[str], bool] | None = None,
) -> None:
    """Drop the tview built under the staged name, if any, unless it is of key and uniqueness
    `unless_key`: one built for another key (the model changed again before its swap) cannot
    be rebuilt online either, and one the model no longer needs (changed back before its
    swap) would be maintained for nothing."""
    ts = quote_ident(staged.tview_schema)
    row = db.one(
        f"SELECT id, key_cols, is_unique FROM {ts}.tview WHERE tbl_schema = %s AND tbl_name = %s",
        (staged.schema, staged.name),
    )
    if row is None:
        return
    tid, key_cols, is_unique = row
    if unless_key is not None and (tuple(key_cols or ()), bool(is_unique)) == (
        tuple(unless_key[0]),
        unless_key[1],
    ):
        return
    _drop_tview(db, staged.tview_schema, tid, staged.qtable, facts)


def _drop_tview(
    db: _Db,
    tview_schema: str,
    tid: int,
    qtable: str,
    facts: dict[Relation, SourceFacts],
    also: Sequence[tuple[str, str]] = (),
    before_drop: Callable[[], None] | None = None,
) -> None:
    """Drop tview `tid` (code, catalog rows, state, view) and its table `qtable`. Locks first:
    the model's sources in their order (`facts`) and the other relations its triggers are on,
    SHARE ROW EXCLUSIVE as a regeneration takes them, then `also` (the caller's), then the
    table; `before_drop` runs under them. Its triggers are retired, not dropped
    (runtime.retire_triggers: a drop would take ACCESS EXCLUSIVE on every source, which
    writers of two joined sources never let it have)."""
    ts = quote_ident(tview_schema)
    schema, view = db.one(f"SELECT tbl_schema, view_name FROM {ts}.tview WHERE id = %s", (tid,))
    on = _trigger_drops(db, tid, set())  # (every relation with a trigger of the tview)
    held = _source_locks(db, tview_schema, list(facts.values()), set(), on)
    take_locks(db, _merge_locks([*held, *also, (qtable, "ACCESS EXCLUSIVE")]), tview_schema)
    if before_drop is not None:
        before_drop()
    retire_triggers(db, tview_schema, tid)
    _detach(db, tview_schema, tid, schema, view)
    db.run(f"DROP TABLE {qtable}")


def _install(db: _Db, target: Target, options: Options) -> InstallResult:
    """Read, plan, apply: the model is analysed and checked, the installed state read and
    `plan_install` decides; a create or rebuild then reads what it needs before any lock
    (`_read_build`), `plan_build` decides how, and `_apply_build` carries it out."""
    name, tview_schema = target.name, target.tview_schema
    sql, key, rank, unique = options.sql, options.key, options.rank, options.unique
    full_refresh, model_hash, populate = options.full_refresh, options.model_hash, options.populate
    fillfactor, app_role, on_change = options.fillfactor, options.app_role, options.on_change
    online_rows = options.online_rows
    analysis, facts, warnings = _read_model(db, target, sql, key, app_role)
    is_unique_expected = expected_unique(analysis.key, unique, analysis.unique_reason)
    request = Request(
        model=name,
        digest=_digest(analysis, target.view, is_unique_expected),
        full_refresh=full_refresh,
        on_change=on_change,
        fillfactor=fillfactor,
        populate=populate,
    )
    facts_read = install_facts(db, request, tview_schema, target.schema, name)
    decision = plan_install(request, facts_read)
    if decision.action is Action.FAIL:
        raise TviewError(decision.message)
    if decision.action is Action.CONTINUE:  # the installed tview stays as it is
        return InstallResult(
            target.qtable,
            target.qview,
            False,
            "unchanged",
            analysis=analysis,
            warnings=[*warnings, decision.message],
        )
    installed = facts_read.installed
    changes = (
        installed is not None
        and key_changes(installed, analysis.key, is_unique_expected)
        and not key_prepared(db, target.schema, name, tuple(analysis.key), is_unique_expected)
    )
    kind = staged_kind(facts_read.relkind, installed, changes)
    if kind is None and installed is not None and not options.staging:
        _drop_staged(db, _staged_target(target, TVIEW), facts)  # (left by a changed key)
    if kind is not None:  # (a table built online to replace the relation of the name?)
        swapped = _swap_staged(
            db,
            target,
            analysis,
            facts,
            request,
            kind=kind,
            is_unique_expected=is_unique_expected,
            model_hash=model_hash,
            fillfactor=fillfactor,
            warnings=warnings,
        )
        if swapped is not None:
            return swapped
    if decision.action is Action.KEEP_ROWS and facts_read.installed is not None:
        kept = _keep_rows(
            db,
            target,
            analysis,
            facts,
            installed=facts_read.installed,
            model_hash=model_hash,
            fillfactor=fillfactor,
            warnings=warnings,
        )
        if kept is not None:
            return kept
    read = _read_build(
        db,
        target,
        analysis,
        facts,
        facts_read,
        is_unique_expected=is_unique_expected,
        unique=unique,
        populate=populate,
        online_rows=online_rows,
        renews_indexes=options.renews_indexes,
    )
    build = plan_build(request, read.table_facts)
    if build.staged:
        # the relation of the name keeps serving its readers while the table is built online
        # under its staged name; the install after online.finish swaps the two (_swap_staged)
        if options.staging:  # (the staged name holds a relation that is no tview of its own)
            raise TviewError(
                f"tview model '{name}': {target.qtable} is where the model's table is built "
                f"before it replaces the relation of the model's name, but it is a relation of "
                "its own. Nothing was changed: drop or rename it, then run the model again"
            )
        _refuse_dependents(db, name, build.staged, target.qtable, installed and installed.id)
        staged_target = _staged_target(target, build.staged)
        # (a tview built aside for another key: built anew, it is not serving anyone)
        _drop_staged(db, staged_target, facts, (analysis.key, is_unique_expected))
        staged = _install(
            db,
            staged_target,
            dataclasses.replace(options, online_rows=0, staging=True),  # (decided above)
        )
        return dataclasses.replace(staged, replaces=target.qtable)
    return _apply_build(
        db,
        target,
        analysis,
        read,
        build,
        digest=request.digest,
        is_unique_expected=is_unique_expected,
        unique=unique,
        rank=rank,
        fillfactor=fillfactor,
        model_hash=model_hash,
        warnings=[*warnings, *build.warnings],
        renews_indexes=options.renews_indexes,
    )


def _read_model(
    db: _Db, target: Target, sql: str, key: str | Sequence[str] | None, app_role: str | None
) -> tuple[Analysis, dict[Relation, SourceFacts], list[str]]:
    """The model analysed and checked (privileges, pinned functions, names), with its
    sources' facts, after the runtime is made current (an upgrade's warnings come back)."""
    conn, name, tview_schema = db.conn, target.name, target.tview_schema
    ts = quote_ident(tview_schema)
    privs.check(name, privs.missing_runtime(conn, tview_schema))
    analysis, facts = analyze_model(conn, name, sql, key, target.trusted)
    _check_pinned_derivations(db, name, analysis, facts)
    privs.check(
        name,
        privs.missing_install(
            conn,
            schema=target.schema,
            name=name,
            view=target.view,
            sources=[
                (o, n)
                for f in facts.values()
                for o, n in [(f.oid, qname(f.schema, f.name)), *f.children]
            ],
        ),
    )
    warnings = list(analysis.warnings)
    if not _runtime_current(db, tview_schema, target.ns):
        warnings += _upgrade(db, tview_schema, target.ns)
    ensure_runtime(conn, tview_schema, app_role=app_role, lock_namespace=target.ns)  # (grants)
    facts = {  # (the tables of other tviews among the sources)
        rel: dataclasses.replace(
            f,
            is_tview=bool(
                db.value(
                    f"SELECT EXISTS (SELECT FROM {ts}.tview WHERE tbl_schema = %s "
                    "AND tbl_name = %s)",
                    (f.schema, f.name),
                )
            ),
        )
        for rel, f in facts.items()
    }
    _check_names(name, [target.schema, name, target.view, tview_schema, *analysis.columns], facts)
    return analysis, facts, warnings


def _read_build(
    db: _Db,
    target: Target,
    analysis: Analysis,
    facts: dict[Relation, SourceFacts],
    facts_read: Facts,
    *,
    is_unique_expected: bool,
    unique: bool | None,
    populate: bool,
    online_rows: int | None,
    renews_indexes: bool = False,
) -> BuildRead:
    """Everything a create or rebuild decides from, read without a lock a writer waits for:
    the new view's columns from a temporary view, the code rendered against them, the locks,
    the table's facts and, when the build may go online, its size and what blocks it."""
    ts, name = quote_ident(target.tview_schema), target.name
    installed = facts_read.installed
    tid = installed.id if installed else None
    if tid is None:
        tid = db.value(f"SELECT nextval(pg_get_serial_sequence('{ts}.tview', 'id'))")
    db.run("SAVEPOINT tview_probe")
    db.run(f"CREATE TEMP VIEW tview_probe AS\n{analysis.sql}")
    probe_cols = _typed_columns(db, "to_regclass(%s)", "pg_temp.tview_probe")
    _, probe_attrs = relation_columns(db, "pg_temp.tview_probe")
    facts = _with_reads(db, "pg_temp.tview_probe", facts)
    db.run("ROLLBACK TO SAVEPOINT tview_probe")
    code = _render(
        db,
        analysis,
        facts,
        tid=tid,
        vcols=probe_cols,
        is_unique=is_unique_expected,
        **target.render_args(),
    )
    code_not_unique = None
    if is_unique_expected and unique is None:  # (proven, not declared: see decide_unique)
        code_not_unique = _render(
            db, analysis, facts, tid=tid, vcols=probe_cols, is_unique=False, **target.render_args()
        )
    targets = {f.oid for f in facts.values()} | {o for f in facts.values() for o, _ in f.children}
    locks = _source_locks(
        db, target.tview_schema, list(facts.values()), _trigger_drops(db, tid, targets)
    )
    aux = qname(target.tview_schema, f"agg_{tid}")
    table_facts = build_facts(
        db,
        facts_read,
        schema=target.schema,
        name=name,
        view=target.view,
        aux=aux,
        key=tuple(analysis.key),
        expected_unique=is_unique_expected,
        probe_columns=probe_cols,
    )
    retyped = online.retyped(probe_cols, table_facts.table_columns)
    if retyped:
        readers = views_reading(
            db, target.tview_schema, target.schema, name, [old for _, old in retyped]
        )
        if readers:
            raise TviewError(retyped_read_error(name, retyped, readers))
        users = alter_refusers(db, target.qtable, [old for _, old in retyped])
        if users:
            raise TviewError(retyped_use_error(name, retyped, users))
    why, size = None, 0
    if online_rows is not None:
        rels = [f.oid for f in facts.values()]
        if facts_read.relkind is not None:
            rels.append(db.value("SELECT to_regclass(%s)::oid::bigint", (target.qtable,)))
        size = online.estimated_rows(db.conn.cursor(), rels)
        if unique and analysis.unique_reason is None and populate and size >= online_rows:
            # a key declared unique is checked against the rows before anything changes, by
            # a read (no lock a writer waits for), so that the rows can be built online
            _check_declared_unique(db, name, f"({analysis.sql}) AS q", analysis.key)
        if size >= online_rows and alter_probe_needed(table_facts):
            effect = alter_effect(
                db,
                target.schema,
                name,
                probe_cols,
                list(table_facts.table_columns),
                renews_indexes=renews_indexes,
            )
            table_facts = dataclasses.replace(table_facts, alter=effect)
        why = online_blocker(
            table_facts,
            [analysis.source_strategy(r) for r in analysis.sources],
            populate,
            algebraic=code.use_agg,
        )
    table_facts = dataclasses.replace(
        table_facts, online_rows=online_rows, online_blocker=why, estimated_rows=size
    )
    return BuildRead(
        tid=tid,
        facts=FrozenMap(facts),
        probe_cols=tuple(probe_cols),
        probe_attrs=probe_attrs,
        code=code,
        code_not_unique=code_not_unique,
        targets=frozenset(targets),
        locks=tuple(locks),
        aux=aux,
        table_facts=table_facts,
    )


def _column_comments(db: _Db, qtable: str, columns: Sequence[str]) -> list[tuple[str, str]]:
    """(column, its comment) of each of the table's `columns` that has one."""
    if not columns:
        return []
    rows = db.run(
        "SELECT a.attname::text, pg_catalog.col_description(a.attrelid, a.attnum) "
        "FROM pg_catalog.pg_attribute a WHERE a.attrelid = %s::regclass "
        "AND a.attname = ANY(%s) AND pg_catalog.col_description(a.attrelid, a.attnum) IS NOT NULL",
        (qtable, list(columns)),
    )
    return [(str(c), str(d)) for c, d in rows]


def _apply_build(
    db: _Db,
    target: Target,
    analysis: Analysis,
    read: BuildRead,
    build: BuildPlan,
    *,
    digest: str,
    is_unique_expected: bool,
    unique: bool | None,
    rank: int | None,
    fillfactor: int | None,
    model_hash: str | None,
    warnings: list[str],
    renews_indexes: bool = False,
) -> InstallResult:
    """Carry out a planned create or rebuild: every lock first, then the view, the table's
    columns, its rows (unless online), key index, state, code and catalog. The code is the
    read's for the rows' uniqueness; when the real view's columns differ from the read's (a
    source changed before the locks were held), the install is undone and read again."""
    schema, name, view, tview_schema = target.schema, target.name, target.view, target.tview_schema
    ts, qtable, qview, tid = quote_ident(tview_schema), target.qtable, target.qview, read.tid
    go_online = build.online
    # The view is not LOCKed here: LOCK on a view takes the same mode on every table it reads,
    # and ACCESS EXCLUSIVE on the sources would stop their readers for the whole rebuild.
    # CREATE OR REPLACE VIEW takes ACCESS EXCLUSIVE on the view alone, after the sources are
    # held (so no flush of this tview can start), within lock_timeout like every lock here.
    locks = list(read.locks)
    if build.table_lock is not None:
        locks.append((qtable, build.table_lock))
    if build.lock_aux:
        locks.append((read.aux, "ACCESS EXCLUSIVE"))
    take_locks(db, _merge_locks(locks), tview_schema)

    if build.drop_relation:
        # the model was a view or materialized view before: replace it by the table
        _refuse_dependents(db, name, build.drop_relation, qtable)
        db.locking = (qtable, "ACCESS EXCLUSIVE")  # (a materialized view's lock is its DROP's)
        db.run(f"DROP {build.drop_relation} {qtable}")
        db.locking = None
    if not build.created:
        _set_fillfactor(db, qtable, _fillfactor(db, qtable), fillfactor)

    # --full-refresh rebuilds everything but keeps the table (and so every object that depends
    # on it): the new definition is applied by a full recompute that writes only differences.
    aside = None
    if not build.keep_view:
        aside = _create_or_replace_view(
            db, schema, view, analysis.sql, f"tview_old_{tid}", read.probe_attrs
        )
    facts = _with_reads(db, qview, dict(read.facts))
    vcols = _view_columns(db, schema, view)
    if tuple(vcols) != read.probe_cols:  # (the code was rendered for the read's columns)
        raise ReadStale(
            f"tview model '{name}': a source changed while it was installed (its view's columns "
            "differ from the ones read before the locks). Nothing was changed: run it again."
        )
    created = build.created
    rows = 0
    old_table = None
    if created:
        db.run(f"CREATE TABLE {qtable} AS SELECT * FROM {qview} WITH NO DATA")
        _set_fillfactor(db, qtable, None, fillfactor)  # (before any row is written)
    else:
        have = _view_columns(db, schema, name)
        replace = build.replaced_columns
        columns = plan_columns(qtable, vcols, have, online=go_online, replace=replace)
        # (a replaced column keeps its comment; it may be renamed too: read by its old name)
        olds = {old: col for col, old in online.retyped(vcols, have) if col in replace}
        comments = _column_comments(db, qtable, list(olds))
        renames = online.renamed(vcols, have)
        _carry(db, tview_schema, tid, qtable, olds, renames, renews_indexes)
        restore = carried_settings(db, qtable, [o for o in olds if o not in renames], renames)
        for statement in [*columns.statements, *restore]:
            db.run(statement)
        for old, comment in comments:
            db.run(f"COMMENT ON COLUMN {qtable}.{quote_ident(olds[old])} IS %s", (comment,))
        if columns.warning:
            warnings.append(columns.warning)
        if columns.reorder:
            want = [c for c, _, _ in vcols]
            old_table, lost = reorder(db, tview_schema, schema, name, want, f"tview_reorder_{tid}")
            warnings += lost
    if build.populate:
        db.run(f"INSERT INTO {qtable} SELECT * FROM {qview}")
        rows = db.value(f"SELECT count(*) FROM {qtable}")
    if go_online:  # (decided without the rows: see plan.online_blocker)
        is_unique = is_unique_expected
    else:
        duplicate = None
        if rows_checked_for_uniqueness(analysis.key, unique):
            duplicate = db.one(duplicate_key_query(qtable, analysis.key))
        is_unique = decide_unique(name, analysis.key, unique, analysis.unique_reason, duplicate)
    _ensure_key_index(db, schema, name, analysis.key, is_unique)
    code = read.code
    if is_unique != is_unique_expected:  # (a proof the rows contradict: see decide_unique)
        assert read.code_not_unique is not None
        code = read.code_not_unique
    state = plan_state(code.tf.agg if code.use_agg else None, tview_schema, tid, go_online)
    for statement in state.create:
        db.run(statement)
    if code.use_agg:
        _check_pinned_agg(db, name, code.tf.agg)
    for statement in state.fill:  # (online: built with the rows by online.finish)
        db.run(statement)
    _apply_code(db, code, tview_schema, set(read.targets))
    if aside:  # (only stale triggers of this tview can still depend on it)
        db.run(f"DROP VIEW {aside} CASCADE")
    if old_table:  # (the same; CASCADE: the views of the tviews detached by reorder)
        db.run(f"DROP TABLE {old_table} CASCADE")
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
    if build.awaiting_backfill:
        db.run(f"UPDATE {ts}.tview SET status = 'awaiting backfill' WHERE id = %s", (tid,))
    _bypass_triggers(db, tview_schema, tid, facts, mark=True)
    _raise_downstream_ranks(db, tview_schema, tid)
    _refresh_dispatch(db, tview_schema)
    if go_online:  # the rows are computed after the commit (online.finish)
        online.start(db.conn.cursor(), tview_schema, tid)
    else:
        # (a rebuild that holds the writers anyway builds what an online one left to build)
        warnings += carried.build_carried_now(db.conn.cursor(), ts, tid)
        if build.refresh:
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
        online=go_online,
    )


def _carry(
    db: _Db,
    tview_schema: str,
    tid: int,
    qtable: str,
    olds: dict[str, str],
    renames: list[str],
    renews: bool,
) -> None:
    """Record what dropping the replaced columns `olds` (the table's name -> the model's) drops
    and online.finish sets again once they are filled (see carried.py): the indexes of the
    user's (carried_index_defs), and on a column the model does not rename (`renames`: the
    table's names of those it does) its CHECK constraints and NOT NULL (carried_constraints)."""
    if not olds:
        return
    kept = [old for old in olds if old not in renames]
    rows = [
        (carried.INDEX, name, ddl, comment)
        for name, ddl, comment in carried_index_defs(
            db, qtable, list(olds), renews_indexes=renews, renamed=renames
        )
    ]
    if kept:
        constraints = carried_constraints(db, qtable, kept, renames)
        rows += [(kind, name, ddl, None) for kind, name, ddl in constraints]
    for kind, name, ddl, comment in rows:
        db.run(
            f"INSERT INTO {quote_ident(tview_schema)}.carried (tview_id, kind, name, def, comment) "
            "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (tview_id, kind, name) DO UPDATE "
            "SET def = EXCLUDED.def, comment = EXCLUDED.comment",
            (tid, kind, name, ddl, comment),
        )


def _refuse_dependents(db: _Db, model: str, kind: str, qrel: str, tid: int | None = None) -> None:
    """A relation of the model's name that other objects depend on cannot be replaced by the
    table (its DROP fails; CASCADE would drop them): refused before anything is built. `tid`:
    the tview replaced, whose own triggers go with it."""
    depending = dependents(db, qrel, tid)
    if depending:
        raise TviewError(
            f"tview model '{model}': the {kind.lower()} {qrel} it replaces is read by "
            f"{', '.join(depending)}; the table cannot take its place while they "
            "depend on it (DROP ... CASCADE would drop them). Nothing was changed: drop them "
            "first, and create them again over the tview's table once it is built"
        )


def _swap_staged(
    db: _Db,
    target: Target,
    analysis: Analysis,
    facts: dict[Relation, SourceFacts],
    request: Request,
    *,
    kind: str,
    is_unique_expected: bool,
    model_hash: str | None,
    fillfactor: int | None,
    warnings: list[str],
) -> InstallResult | None:
    """The table built online under its staged name, once complete (status ok, the model's
    definition), takes the place of the relation of its name (plan.replaced_kind), in one
    short transaction: the sources' locks first (as a regeneration takes them), the DROP (of a
    tview: its code, catalog row and view too), the RENAME (the table keeps its OID, rows,
    indexes and grants; a tview's view its name), then the code of the final name. None:
    there is no such table (the caller builds one)."""
    staged = _staged_target(target, kind)
    found = install_facts(db, request, target.tview_schema, target.schema, staged.name).installed
    if (
        found is None
        or found.def_hash != _digest(analysis, staged.view, is_unique_expected)
        or not healthy(db, target.tview_schema, found.id)
    ):
        return None
    ts, qstaged = quote_ident(target.tview_schema), staged.qtable
    if kind == TVIEW:
        old = db.value(
            f"SELECT id FROM {ts}.tview WHERE tbl_schema = %s AND tbl_name = %s",
            (target.schema, target.name),
        )
        _refuse_dependents(db, target.name, kind, target.qtable, old)
        _refuse_dependents(db, target.name, "VIEW", target.qview, old)
        _drop_tview(
            db,
            target.tview_schema,
            old,
            target.qtable,
            facts,
            [(qstaged, "ACCESS EXCLUSIVE")],
            before_drop=lambda: _carry_over(
                db,
                target.qtable,
                qstaged,
                old,
                warnings,
                qname(target.schema, key_index_name(target.name)),
            ),
        )
        db.run(f"ALTER VIEW {staged.qview} RENAME TO {quote_ident(target.view)}")
    else:
        _refuse_dependents(db, target.name, kind, target.qtable)
        held = _source_locks(db, target.tview_schema, list(facts.values()), set())
        take_locks(db, _merge_locks([*held, (qstaged, "ACCESS EXCLUSIVE")]), target.tview_schema)
        _carry_over(db, target.qtable, qstaged, None, warnings)
        db.locking = (target.qtable, "ACCESS EXCLUSIVE")  # (LOCK on a view locks its tables)
        db.run(f"DROP {kind} {target.qtable}")
        db.locking = None
    db.run(f"ALTER TABLE {qstaged} RENAME TO {quote_ident(target.name)}")
    staged_key = qname(target.schema, key_index_name(staged.name))
    if db.value("SELECT to_regclass(%s) IS NOT NULL", (staged_key,)):
        db.run(f"ALTER INDEX {staged_key} RENAME TO {quote_ident(key_index_name(target.name))}")
    db.run(
        f"UPDATE {ts}.tview SET tbl_name = %s, view_name = %s, def_hash = %s WHERE id = %s",
        (target.name, target.view, request.digest, found.id),
    )
    # (its code names the staged table and view: regenerated)
    installed = dataclasses.replace(found, code_hash=None, def_hash=request.digest)
    kept = _keep_rows(
        db,
        target,
        analysis,
        facts,
        installed=installed,
        model_hash=model_hash,
        fillfactor=fillfactor,
        warnings=warnings,
    )
    if kept is None:  # (its state was computed for this definition: see plan_keep)
        raise TviewError(
            f"tview model '{target.name}': the table built under {qstaged} no longer matches "
            "the model's aggregate state. Nothing was changed: run it again"
        )
    what = "the tview of the former key" if kind == TVIEW else f"the {kind.lower()}"
    return dataclasses.replace(kept, action=f"replaced {what}", changed=True)


def _carry_over(
    db: _Db, old: str, new: str, tid: int | None, warnings: list[str], key_index: str = ""
) -> None:
    """Before relation `old` is dropped for table `new` (built to take its place): a tview's
    table (`tid`, the tview; `key_index`, its key index) passes its grants on, since the
    application reads it; a warning names what depends on `old` and goes with it: indexes
    that `new` has no equal of (dbt applies the model's `indexes` to `new`), constraints,
    policies, rules, triggers, statistics."""
    if tid is not None:
        for grantee, privilege, grantable in db.run(
            "SELECT CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(r.rolname) END, "
            "a.privilege_type, a.is_grantable FROM pg_catalog.pg_class c, "
            "LATERAL pg_catalog.aclexplode(c.relacl) AS a "
            "LEFT JOIN pg_catalog.pg_roles r ON r.oid = a.grantee "
            "WHERE c.oid = %s::regclass AND a.grantee <> c.relowner",
            (old,),
        ):
            option = " WITH GRANT OPTION" if grantable else ""
            db.run(f"GRANT {privilege} ON {new} TO {grantee}{option}")
    own = "" if tid is None else f"tview\\_{int(tid)}\\_%"
    # (an index's definition without its name and table, to compare the two tables')
    shape = (
        "(CASE WHEN x.indisunique THEN 'UNIQUE ' ELSE '' END || regexp_replace("
        "pg_catalog.pg_get_indexdef(x.indexrelid), '^.* USING ', ''))"
    )
    lost = db.run(
        "SELECT pg_catalog.pg_describe_object(d.classid, d.objid, d.objsubid) "
        "FROM pg_catalog.pg_depend d WHERE d.refclassid = 'pg_catalog.pg_class'::regclass "
        "AND d.refobjid = %s::regclass AND d.deptype = 'a' "
        "AND d.classid <> 'pg_catalog.pg_type'::regclass "
        "AND NOT EXISTS (SELECT FROM pg_catalog.pg_trigger g "
        "WHERE d.classid = 'pg_catalog.pg_trigger'::regclass AND g.oid = d.objid "
        "AND g.tgname LIKE %s) "
        "AND NOT EXISTS (SELECT FROM pg_catalog.pg_index x, pg_catalog.pg_index y "
        "WHERE d.classid = 'pg_catalog.pg_class'::regclass AND x.indexrelid = d.objid "
        f"AND y.indrelid = %s::regclass AND {shape} = {shape.replace('x.', 'y.')}) "
        "AND d.objid IS DISTINCT FROM to_regclass(%s)::oid ORDER BY 1",
        (old, own, new, key_index or None),
    )
    if lost:
        warnings.append(
            f"{old} is dropped for the table built to take its place, and with it "
            f"{', '.join(r[0] for r in lost)}: create them again on the new table if you need "
            "them (an index the model's `indexes` config names is created by dbt)"
        )


def _keep_rows(
    db: _Db,
    target: Target,
    analysis: Analysis,
    facts: dict[Relation, SourceFacts],
    *,
    installed: Installed,
    model_hash: str | None,
    fillfactor: int | None,
    warnings: list[str],
) -> InstallResult | None:
    """An unchanged definition: its rows stay; code that differs is regenerated. None when
    the state table's layout differs (the caller rebuilds)."""
    ts = quote_ident(target.tview_schema)
    tid = installed.id
    qtable, qview = target.qtable, target.qview
    if model_hash is not None:
        db.run(
            f"UPDATE {ts}.tview SET model_hash = %s WHERE id = %s "
            "AND model_hash IS DISTINCT FROM %s",
            (model_hash, tid, model_hash),
        )
    set_fillfactor = fillfactor_statement(qtable, _fillfactor(db, qtable), fillfactor)
    if set_fillfactor is not None:
        take_locks(db, [(qtable, "SHARE UPDATE EXCLUSIVE")])
        db.run(set_fillfactor)
    code, facts = render_installed(
        db, analysis, facts, tid=tid, is_unique=installed.is_unique, **target.render_args()
    )
    outcome = plan_keep(installed, code.digest, code.state_digest)
    if outcome is KeepOutcome.REBUILD:
        return None
    if outcome is KeepOutcome.UNCHANGED:
        return InstallResult(
            qtable, qview, False, "unchanged", analysis=analysis, warnings=warnings
        )
    _regenerate(db, code, analysis, facts, target.tview_schema, healthy=True)  # (checked above)
    _refresh_dispatch(db, target.tview_schema)
    return InstallResult(qtable, qview, True, "regenerated", analysis=analysis, warnings=warnings)


def _regenerate(
    db: _Db,
    code: _Code,
    analysis: Analysis,
    facts: dict[Relation, SourceFacts],
    tview_schema: str,
    healthy: bool,
    prepared: _Prepared | None = None,
    locked: bool = False,
) -> None:
    """Replace a tview's triggers and functions, keeping its rows and state: what needs no
    lock first (`prepared`, see _prepare), then its sources' locks (`locked`: the caller holds
    them already, as an upgrade takes every tview's first), its triggers and catalog rows. The
    triggers' row versions are recorded again only when the tview was `healthy`: a bypass
    reported before stays reported until a full refresh."""
    tid = code.tf.id
    targets = {f.oid for f in facts.values()} | {o for f in facts.values() for o, _ in f.children}
    if prepared is None:
        prepared = _prepare(db, code, analysis, facts, tview_schema)
    if not locked:
        drops = _trigger_drops(db, tid, targets)
        take_locks(db, _merge_locks(_source_locks(db, tview_schema, list(facts.values()), drops)))
    if code.use_agg:
        db.run(code.tf.agg.code_ddl)
    _apply_code(db, code, tview_schema, targets, prepared.created)
    digest, rank, model_hash = prepared.catalog or _catalog_kept(db, tview_schema, tid)
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
        sources=prepared.sources,
    )
    _bypass_triggers(db, tview_schema, tid, facts, mark=healthy)


@dataclass(frozen=True)
class _Prepared:
    """What a regeneration does before it takes its sources' locks: the functions it created
    (statements, _precreate_functions), its catalog's source rows (_source_rows) and what its
    catalog row keeps (def_hash, rank, model_hash: installs take turns, so it stays so; None:
    read under the locks, after the catalog's migrations, which may rewrite it)."""

    created: frozenset[str]
    sources: tuple[tuple, ...]
    catalog: tuple[str, int, str | None] | None


def _prepare(
    db: _Db,
    code: _Code,
    analysis: Analysis,
    facts: dict[Relation, SourceFacts],
    tview_schema: str,
    migrating: bool = False,
) -> _Prepared:
    """A regeneration's work that holds no lock a writer waits for (see _Prepared).
    `migrating`: the catalog's migrations run later, under the locks."""
    sources = _source_rows(db, code, analysis, facts)
    catalog = None if migrating else _catalog_kept(db, tview_schema, code.tf.id)
    return _Prepared(_precreate_functions(db, code), sources, catalog)


def _catalog_kept(db: _Db, tview_schema: str, tid: int) -> tuple[str, int, str | None]:
    """What a regeneration keeps of the tview's catalog row: def_hash, rank, model_hash."""
    row = db.one(
        f"SELECT def_hash, rank, model_hash FROM {quote_ident(tview_schema)}.tview WHERE id = %s",
        (tid,),
    )
    assert row is not None, tid
    return row[0], row[1], row[2]


def _apply_code(
    db: _Db,
    code: _Code,
    tview_schema: str,
    targets: set[int],
    created: frozenset[str] = frozenset(),
) -> None:
    """The tview's code, but for the statements in `created` (run already)."""
    _drop_stale_triggers(db, tview_schema, code.tf.id, targets)
    for text in (*code.triggers, code.flush):
        rest = without(text, created)
        if rest:
            db.run(rest)
    # the dispatchers of its blocks, which _refresh_dispatch fills from the catalog
    dispatched = dict(code.blocks)
    for f in code.tf.sources:
        if f.oid in dispatched:
            targets = [f.oid, *(o for o, _ in f.children)]
            ensure_dispatcher(db, tview_schema, f.oid, targets, tid=code.tf.id)


def _precreate_functions(db: _Db, code: _Code) -> frozenset[str]:
    """Create or replace the tview's functions before its sources' locks are taken, so that
    writers wait only for its triggers; the statements it ran (see precreate)."""
    texts = (*code.triggers, code.flush)
    return precreate(db, [s for text in texts for s in split_statements(text)])


def precreate(db: _Db, statements: Sequence[str]) -> frozenset[str]:
    """Run the CREATE OR REPLACE FUNCTION statements among `statements` before the sources'
    locks are taken; the statements it ran. Such a statement takes no lock a caller waits for,
    and other sessions go on calling the former bodies until this transaction commits, with the
    triggers that call the new ones. In a savepoint: when one cannot be created this way (a
    changed result type, an object a migration still has to make), none is, and all are
    created under the locks as before."""
    functions = [s for s in statements if creates_function(s)]
    if not functions:
        return frozenset()
    db.run("SAVEPOINT tview_functions")
    try:
        db.run("\n".join(functions))
    except Exception as exc:
        if _sqlstate(exc) == LOCK_NOT_AVAILABLE:
            raise
        db.run("ROLLBACK TO SAVEPOINT tview_functions")
        return frozenset()
    db.run("RELEASE SAVEPOINT tview_functions")
    return frozenset(functions)


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
    sources: Sequence[tuple] | None = None,
) -> None:
    """The tview's catalog rows: its definition, code, witness slots and sources (`sources`:
    as _source_rows read them, read here when None)."""
    ts = quote_ident(tview_schema)
    tf = code.tf
    if sources is None:
        sources = _source_rows(db, code, analysis, facts)
    statements: list[tuple[str, Sequence[Any] | None]] = [
        (
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
                list(tf.key_types),  # (psycopg2 sends a list as an array, a tuple as a row)
                list(tf.columns),
                tf.is_unique,
                rank,
                code.strategy,
                analysis.sql,
                digest,
                analysis.warnings,
            ),
        ),
        (
            f"UPDATE {ts}.tview SET model_hash = %s, code_hash = %s, commit_sql = %s, "
            "state_hash = %s, lock_namespace = %s WHERE id = %s",
            (model_hash, code.digest, code.commit, code.state_digest, tf.lock_namespace, tf.id),
        ),
    ]
    if rebuilt:  # (its rows and state are computed afresh: a regeneration keeps both)
        statements.append(
            (f"UPDATE {ts}.tview SET status = 'ok', agg_nulls = false WHERE id = %s", (tf.id,))
        )
    if tf.witness:
        statements.append(
            (
                f"INSERT INTO {ts}.witness (tview_id, slot) SELECT %s, i "
                "FROM generate_series(0, %s) i ON CONFLICT DO NOTHING",
                (tf.id, WITNESS_SLOTS + (buckets.BUCKETS if tf.bucket else 0) - 1),
            )
        )
    else:
        statements.append((f"DELETE FROM {ts}.witness WHERE tview_id = %s", (tf.id,)))
    statements.append((f"DELETE FROM {ts}.source WHERE tview_id = %s", (tf.id,)))
    statements += [
        (
            f"INSERT INTO {ts}.source (tview_id, idx, src_schema, src_name, src_oid, strategy, "
            "derivation, reason, parts, part_names, colnums, colnames, upd_block) "
            "VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)",
            row,
        )
        for row in sources
    ]
    # (one round trip: under a regeneration's locks, each is time the writers wait)
    db.run_all(statements)


def _source_rows(
    db: _Db, code: _Code, analysis: Analysis, facts: dict[Relation, SourceFacts]
) -> tuple[tuple, ...]:
    """The tview's rows of the catalog's source table, one per source (its view exists)."""
    tf = code.tf
    read_cols = _view_read_columns(db, tf.qview)
    blocks = dict(code.blocks)
    by_rel = {f.relation: f for f in facts.values()}
    rows = []
    for idx, rel in enumerate(analysis.sources):
        f = by_rel[rel]
        derivs = [d for d in analysis.derivations if d.source == rel]
        text = ";\n".join(d.query.sql(dialect="postgres", pretty=True) for d in derivs if d.query)
        reasons = "; ".join(sorted({d.reason for d in derivs if d.reason}))
        if tf.own is not None and tf.own.source == f.qname:
            reasons = "; ".join(filter(None, [reasons, _own_text(tf, f)]))
        rows.append(
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
                blocks.get(f.oid),
            )
        )
    return tuple(rows)


def _upgrade(db: _Db, tview_schema: str, ns: int) -> list[str]:
    """A new package version (or a new database): migrate the catalog, replace the shared
    functions and regenerate every tview's code from its catalog row, in this transaction, so
    that no transaction ever runs one version's runtime with another's tview code. Rows stay.
    What holds no lock a writer waits for comes first (rendering, each tview's functions: see
    _prepare), then the locks of every tview's sources, so writers wait only for the catalog's
    migration, the triggers and the catalog rows. Warnings for tviews left as they were
    (their sources broken: their model's own install reports why)."""
    ts = quote_ident(tview_schema)
    reads: list[UpgradeRead] = []
    if db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{ts}.tview",)):
        rows = db.run(
            f"SELECT id, tbl_schema, tbl_name, view_name, definition, key_cols, is_unique "
            f"FROM {ts}.tview ORDER BY rank, id"
        )
        tviews = {(r[1], r[2]) for r in rows}
        reads = [_upgrade_read(db, tview_schema, ns, row, tviews) for row in rows]
    plan = plan_upgrade(reads)
    migrating = installed_version(db, tview_schema) != SCHEMA_VERSION
    prepared: dict[int, _Prepared] = {}
    for read in plan.regenerate:
        assert read.code is not None and read.analysis is not None and read.facts is not None
        prepared[read.code.tf.id] = _prepare(
            db,
            read.code,
            read.analysis,
            dict(read.facts),
            tview_schema,
            migrating=migrating,
        )
    load_templates()  # (the dispatch is rendered under the locks)
    runtime_sql = render_runtime_sql(db, tview_schema, ns)
    # the shared functions too, unless a migration must change the catalog first
    created = frozenset() if migrating else precreate(db, split_statements(runtime_sql))
    take_locks(db, list(plan.locks))
    ensure_runtime(
        db.conn, tview_schema, lock_namespace=ns, sql=runtime_sql, dispatch=False, created=created
    )
    # (every tview's health in one call: status() reads much of the catalog)
    health = dict(
        db.run(
            f"SELECT t.id, s.health IN ('ok', 'awaiting backfill') FROM {ts}.status() s "
            f"JOIN {ts}.tview t ON format('%%I.%%I', t.tbl_schema, t.tbl_name) = s.tview",
            (),
        )
        if plan.regenerate
        else []
    )
    for read in plan.regenerate:
        assert read.code is not None and read.analysis is not None and read.facts is not None
        healthy = health.get(read.code.tf.id, False)
        _regenerate(
            db,
            read.code,
            read.analysis,
            dict(read.facts),
            tview_schema,
            healthy=healthy,
            prepared=prepared[read.code.tf.id],
            locked=True,
        )
    _refresh_dispatch(db, tview_schema)
    return list(plan.warnings)


def _upgrade_read(
    db: _Db, tview_schema: str, ns: int, row: Sequence[Any], tviews: set[tuple[str, str]]
) -> UpgradeRead:
    """One tview's catalog row rendered again by this version, in a savepoint (a failure is
    the read's `error`; a lock timeout is raised, for the install's retries), with the locks
    replacing its triggers takes."""
    tid, schema, name, view, definition, key, is_unique = row
    db.run("SAVEPOINT tview_upgrade")
    try:
        analysis, facts = analyze_model(db.conn, name, definition, key)
        facts = {
            rel: dataclasses.replace(f, is_tview=(f.schema, f.name) in tviews)
            for rel, f in facts.items()
        }
        code, facts = render_installed(
            db,
            analysis,
            facts,
            tid=tid,
            schema=schema,
            name=name,
            view=view,
            is_unique=is_unique,
            tview_schema=tview_schema,
            ns=ns,
        )
    except Exception as exc:
        if _sqlstate(exc) == LOCK_NOT_AVAILABLE:
            raise
        db.run("ROLLBACK TO SAVEPOINT tview_upgrade")
        return UpgradeRead(schema, name, error=str(exc))
    db.run("RELEASE SAVEPOINT tview_upgrade")
    targets = {f.oid for f in facts.values()} | {o for f in facts.values() for o, _ in f.children}
    drops = _trigger_drops(db, tid, targets)
    locks = _source_locks(db, tview_schema, list(facts.values()), drops)
    return UpgradeRead(schema, name, code, analysis, FrozenMap(facts), tuple(locks))


def _bypass_triggers(
    db: _Db, tview_schema: str, tid: int, facts: dict[Relation, SourceFacts], mark: bool
) -> None:
    """On each relation carrying the tview's triggers, tview_N_replica: enabled for
    session_replication_role = replica alone (where the others do not fire), it records the
    statements that bypass maintenance (runtime.sql.j2, bypass). Then the row versions of all
    the tview's triggers are recorded, to tell later whether they were disabled since."""
    ts = quote_ident(tview_schema)
    trigger = quote_ident(f"tview_{tid}_replica")
    targets = [rel for f in facts.values() for rel in f.trigger_targets]
    # (ENABLE REPLICA needs ownership: a role with TRIGGER alone goes without the record of
    # replica-mode writes on the relations it does not own)
    owned = {
        rel
        for rel, ok in db.run(
            "SELECT t.rel, pg_has_role(c.relowner, 'USAGE') FROM unnest(%s::text[]) AS t (rel) "
            "JOIN pg_catalog.pg_class c ON c.oid = t.rel::regclass",
            (targets,),
        )
        if ok
    }
    # (CREATE OR REPLACE keeps the lock at SHARE ROW EXCLUSIVE: see take_locks)
    statements: list[tuple[str, Sequence[Any] | None]] = [
        (
            f"CREATE OR REPLACE TRIGGER {trigger} "
            f"AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {rel} FOR EACH STATEMENT "
            f"EXECUTE FUNCTION {ts}._replica_write('{int(tid)}'); "
            f"ALTER TABLE {rel} ENABLE REPLICA TRIGGER {trigger}",
            None,
        )
        for rel in targets
        if rel in owned
    ]
    if mark:
        statements.append((f"SELECT {ts}._mark_triggers(%s)", (tid,)))
    db.run_all(statements)


def _check_declared_unique(db: _Db, model: str, rows: str, key: Sequence[str]) -> None:
    """Fail the install when a key declared unique repeats in `rows` (a relation or an
    aliased subquery)."""
    decide_unique(model, key, True, None, db.one(duplicate_key_query(rows, key)))


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


def _set_fillfactor(db: _Db, qtable: str, have: str | None, fillfactor: int | None) -> None:
    """Keep the table's fillfactor equal to the model's config (unset: DEFAULT_FILLFACTOR;
    `have`: the table's, None when unset). Why: the flush rewrites rows in place; with free
    room on their page an UPDATE is HOT (docs/decisions/0003). A change affects pages written
    from now on; existing pages keep their fill until the table is rewritten (VACUUM FULL)."""
    statement = fillfactor_statement(qtable, have, fillfactor)
    if statement is not None:
        db.run(statement)


def _ensure_key_index(db: _Db, schema: str, name: str, key: list[str], is_unique: bool) -> None:
    """The table's key index made the key's, under the table's ACCESS EXCLUSIVE lock (taken
    when the index differs: plan.table_ddl_needed): the index built for it beforehand
    (dbt_tview.prepare) is renamed into place; one built for another key or uniqueness goes."""
    have = read_key_index(db, schema, name)
    if key_index_kept(key, is_unique, have):
        return
    use = key_prepared(db, schema, name, tuple(key), is_unique)
    if not use and read_prepared_key(db, schema, name, valid=False) is not None:
        # (also one a failed CREATE INDEX CONCURRENTLY left invalid)
        db.run(f"DROP INDEX {qname(schema, prepared_key_index_name(name))}")
    nulls = bool(is_unique and int(db.value("SHOW server_version_num")) >= 150000)
    for statement in key_index_statements(schema, name, key, is_unique, have, nulls, use):
        db.run(statement)


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


def _own_text(tf: TviewFacts, f: SourceFacts) -> str:
    """What explain says of a source whose row decides some columns alone (analyzer.own)."""
    cols = ", ".join(c for c, _ in tf.own.set) if tf.own else ""
    return (
        f"a lone key whose UPDATEs name none of {', '.join(tf.update_witness[f.oid])} "
        f"refreshes {cols} from its own row here, without the join"
    )
