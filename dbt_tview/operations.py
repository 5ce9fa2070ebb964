"""Operations on installed tviews: refresh, diff against the view, detach, drop, duplicate keys
and status.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from dbt_tview import locks, online
from dbt_tview.analyzer import (
    TviewError,
)
from dbt_tview.catalog import _tview_row
from dbt_tview.db import DEFAULT_TVIEW_SCHEMA, _Db, _sqlstate
from dbt_tview.locking import (
    _trigger_drops,
    _with_lock_retries,
    take_locks,
)
from dbt_tview.locks import DEFAULT_LOCK_ATTEMPTS, DEFAULT_LOCK_TIMEOUT_MS, LOCK_NOT_AVAILABLE
from dbt_tview.online import staged_name
from dbt_tview.runtime import (
    RETIRED_FUNCTION,
    _refresh_dispatch,
    lock_namespace_of,
    retire_triggers,
)
from dbt_tview.sqlgen import (
    as_image,
    qname,
    quote_ident,
)


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


def compared_columns(conn: Any, *, schema: str, view: str) -> list[str]:
    """The view's columns as the oracle compares them (a select list), so that values the
    type's equality calls equal but that read differently (numeric 1.0 and 1.00, float -0 and
    0, 'b' and 'B' under a non-deterministic collation, interval '1 day' and '24 hours')
    differ: a column whose `=` is equality of binary images as it is (in byte order if it has
    a collation of its own), any other as its text, which every type has (json, xml, point
    too). Converting every column to text costs the oracle about a third more."""
    db = _Db(conn)
    rows = db.run(
        "SELECT a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod), "
        "a.attcollation <> t.typcollation FROM pg_catalog.pg_attribute a "
        "JOIN pg_catalog.pg_type t ON t.oid = a.atttypid "
        "WHERE a.attrelid = to_regclass(%s) AND a.attnum > 0 AND NOT a.attisdropped "
        "ORDER BY a.attnum",
        (qname(schema, view),),
    )
    out = []
    for col, typ, own_collation in rows:
        q = quote_ident(col)
        same = as_image(q, typ, own_collation)
        text = f'{q}::text COLLATE "C"'
        out.append(f"{same if same is not None else text} AS {q}")
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
        _take_off_triggers(db, tview_schema, [tid])
        _detach(db, tview_schema, tid, schema, view)

    ns = lock_namespace_of(conn, tview_schema)
    _with_lock_retries(
        db, name, run, DEFAULT_LOCK_TIMEOUT_MS, DEFAULT_LOCK_ATTEMPTS, locks.install_lock(ns)
    )
    return True


def _take_off_triggers(
    db: _Db, tview_schema: str, tids: Sequence[int], dropped: int | None = None
) -> None:
    """Lock the relations carrying the triggers of tviews `tids` (in one order) and retire
    those triggers (runtime.retire_triggers) under the lock a regeneration takes, for
    drop_retired to drop later: dropped here, they would take ACCESS EXCLUSIVE on every source
    at once, which writers of joined sources never let an install have. `dropped`: the OID of
    a relation the caller drops next, locked ACCESS EXCLUSIVE here already (never a weaker lock
    first: the stronger request would wait while holding it)."""
    on = set().union(*(_trigger_drops(db, tid, set()) for tid in tids))
    if dropped is not None:
        on.add(dropped)
    rels = [
        (
            db.value("SELECT %s::regclass::text", (o,)),
            "ACCESS EXCLUSIVE" if o == dropped else "SHARE ROW EXCLUSIVE",
        )
        for o in on
    ]
    take_locks(db, sorted(rels), tview_schema)
    for tid in tids:
        retire_triggers(db, tview_schema, tid)


def _detach(db: _Db, tview_schema: str, tid: int, schema: str, view: str) -> None:
    """Drop tview `tid`'s code, catalog rows, state and view (its table is the caller's). Its
    triggers were retired (runtime.retire_triggers) and stay, for drop_retired."""
    ts = quote_ident(tview_schema)
    # dropping the trigger functions with CASCADE removes their triggers, even from sources
    # the dbt role does not own (DROP TRIGGER would need ownership; TRIGGER made them)
    for (fn,) in db.run(
        "SELECT p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n ON n.oid = "
        "p.pronamespace WHERE n.nspname = %s AND (p.proname LIKE %s OR p.proname IN (%s, %s))",
        (tview_schema, f"d\\_{tid}\\_%", f"f_{tid}", f"ra_{tid}"),
    ):
        db.run(f"DROP FUNCTION {fn} CASCADE")
    db.run(f"DELETE FROM {ts}.tview WHERE id = %s", (tid,))
    db.run(f"DELETE FROM {ts}.bypass WHERE tview_id = %s", (tid,))
    db.run(f"DROP TABLE IF EXISTS {qname(tview_schema, f'agg_{tid}')}")
    db.run(online.drop_state_view(tview_schema, tid))
    db.run(f"DROP SEQUENCE IF EXISTS {qname(tview_schema, f'dcheck_{tid}')}")
    db.run(f"DROP TYPE IF EXISTS {qname(tview_schema, f'dl_{tid}')}")
    _refresh_dispatch(db, tview_schema)
    db.run(f"DROP VIEW IF EXISTS {qname(schema, view)}")


def orphans(
    catalog: Sequence[tuple], models: Sequence[tuple[str, str, bool]]
) -> list[tuple[str, str]]:
    """The catalog's tviews that no model defines: (schema, table) of each tview in a schema
    the project builds models in, with no tview model of that relation. `models` holds
    (schema, relation name, is a tview model) of every model of the project; tviews in other
    schemas (another developer's target, another project) are not the project's."""
    schemas = {s for s, _, _ in models}
    defined = {(s, n) for s, n, tv in models if tv}
    # (a table built online under its staged name, to replace the relation of the model's name)
    defined |= {(s, staged_name(n)) for s, n in defined}
    return [(s, n) for s, n, *_ in catalog if s in schemas and (s, n) not in defined]


DETACHED = "detached"


def detach_dependents(
    conn: Any,
    *,
    name: str,
    schema: str = "public",
    tview_schema: str = DEFAULT_TVIEW_SCHEMA,
    reason: str = "",
) -> list[str]:
    """Before `schema.name` is dropped (dbt replaces a model with DROP ... CASCADE, which takes
    the views that read it along): take the maintenance off every other tview that reads it,
    so that the application's writes to their other sources do not fail on a missing view.

    Their trigger functions are dropped with CASCADE, which removes the triggers even from
    tables the dbt role does not own; table, catalog row and flush function stay, the catalog
    row marked detached with the reason, which tview_status reports until `dbt run` installs
    the tview again (`reason`: why the relation goes, when not dropped by dbt). Returns the
    tviews detached.
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
    status = (
        f"{DETACHED}: "
        + (reason or f"{schema}.{name} was dropped (dbt replaced it, or DROP ... CASCADE)")
        + (
            ", and with it this tview's view; its triggers are removed, so writes to its other "
            "sources go on, and it is not maintained: dbt run installs it again"
        )
    )

    def run() -> None:
        # (the relation goes next, dropped by the caller: its lock is taken here, under the
        # lock_timeout and retries, with the others)
        dropped = db.value("SELECT to_regclass(%s)::oid::bigint", (rel,))
        _take_off_triggers(db, tview_schema, [tid for tid, _ in rows], dropped)
        for tid, _ in rows:
            for (fn,) in db.run(
                "SELECT p.oid::regprocedure::text FROM pg_catalog.pg_proc p "
                "JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace "
                "WHERE n.nspname = %s AND p.proname LIKE %s",
                (tview_schema, f"d\\_{tid}\\_%"),
            ):
                db.run(f"DROP FUNCTION IF EXISTS {fn} CASCADE")
            db.run(f"UPDATE {ts}.source SET upd_block = NULL WHERE tview_id = %s", (tid,))
            db.run(f"UPDATE {ts}.tview SET status = %s WHERE id = %s", (status, tid))
        _refresh_dispatch(db, tview_schema)

    ns = lock_namespace_of(conn, tview_schema)
    _with_lock_retries(
        db, name, run, DEFAULT_LOCK_TIMEOUT_MS, DEFAULT_LOCK_ATTEMPTS, locks.install_lock(ns)
    )
    return [tview for _, tview in rows]


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


def drop_retired(
    conn: Any,
    *,
    tview_schema: str = DEFAULT_TVIEW_SCHEMA,
    lock_timeout_ms: int = DEFAULT_LOCK_TIMEOUT_MS,
) -> tuple[int, int]:
    """Drop what a drop, detach or swap left on the sources because dropping it needs ACCESS
    EXCLUSIVE: the triggers it retired (runtime.retire_triggers, one function retired_<oid>
    per relation) and the UPDATE dispatchers it emptied (u_<oid>, no tview's block left). One
    function per transaction, DROP FUNCTION ... CASCADE, so that each holds one relation (a
    dispatcher: one source and its partitions) and nothing a writer's flush could wait on; its
    lock waited for at most `lock_timeout_ms`, once (a relation busy then keeps them for the next
    run: they never fire). Skipped while an install runs. The connection must be outside a
    transaction. Returns the numbers of functions dropped and of those left for a next run."""
    ts = quote_ident(tview_schema)
    dropped = busy = 0
    with online._autocommit(conn) as cur:
        cur.execute("SELECT to_regclass(%s) IS NOT NULL", (f"{ts}.source",))
        if not cur.fetchone()[0]:
            return 0, 0
        ns = lock_namespace_of(conn, tview_schema)
        # (a dispatcher is empty when no catalog row gives its relation a block)
        empty = (
            f"NOT EXISTS (SELECT FROM {ts}.source s WHERE s.upd_block IS NOT NULL "
            "AND to_regclass(format('%%I.%%I', s.src_schema, s.src_name))::oid::text "
            "= substr(p.proname, 3))"
        )
        listing = (
            "SELECT p.oid::regprocedure::text FROM pg_proc p WHERE p.pronamespace = "
            f"to_regnamespace(%s) AND (p.proname ~ '^{RETIRED_FUNCTION}[0-9]+$' "
            f"OR p.proname ~ '^u_[0-9]+$' AND {empty})"
        )
        cur.execute(listing + " ORDER BY p.proname", (ts,))
        for (fn,) in cur.fetchall():
            try:
                with online.transaction(cur):
                    cur.execute("SELECT pg_try_advisory_xact_lock(%s)", (locks.install_lock(ns),))
                    if not cur.fetchone()[0]:
                        busy += 1
                        continue
                    cur.execute(listing + " AND p.oid = to_regprocedure(%s)", (ts, fn))
                    if cur.fetchone() is None:  # (a block added since, or dropped by another run)
                        continue
                    cur.execute(
                        "SELECT set_config('lock_timeout', %s, true)", (f"{lock_timeout_ms}ms",)
                    )
                    cur.execute(f"DROP FUNCTION {fn} CASCADE")
                dropped += 1
            except Exception as e:
                if _sqlstate(e) != LOCK_NOT_AVAILABLE:
                    raise
                busy += 1
    return dropped, busy
