"""The runtime of a tview schema: its install, meta rows, lock namespace, application role,
the privileges of its entry points, the refresh dispatcher, and the removal of a tview's
triggers from relations it no longer reads (by install and detach alike).
"""

from __future__ import annotations

import hashlib
from typing import Any

from dbt_tview import locks
from dbt_tview.analyzer import (
    TviewError,
)
from dbt_tview.db import DEFAULT_TVIEW_SCHEMA, _Db
from dbt_tview.migrations import SCHEMA_VERSION, installed_version, migrate
from dbt_tview.sqlgen import (
    DispatchedBlock,
    queued_mark,
    queued_source_flag,
    quote_ident,
    render_dispatch,
    render_dispatcher,
    render_runtime,
)
from dbt_tview.statements import without

# the UPDATE dispatcher's trigger on each relation carrying it (dispatcher.sql.j2): its name
# sorts after every tview_N_* trigger, which fire before it
DISPATCHER_TRIGGER = "tview_upd"
# the status of a tview whose dispatcher trigger was found missing (_mark_triggers clears it)
MISSING_DISPATCHER = "the UPDATE trigger tview_upd on"
# the oldest server supported: every trigger is made and retired by CREATE OR REPLACE TRIGGER,
# which takes the lock a regeneration takes (docs/decisions/0025)
MIN_SERVER_VERSION = 140000


def check_server(server_version: int) -> None:
    """Refuse a server older than MIN_SERVER_VERSION (`server_version`: server_version_num)."""
    if server_version < MIN_SERVER_VERSION:
        raise TviewError(
            "dbt-tview needs PostgreSQL 14 or later (CREATE OR REPLACE TRIGGER); this server's "
            f"server_version_num is {server_version}. Nothing was changed: upgrade the server "
            "(pg_upgrade carries an installed tview schema and its tviews as they are)."
        )


def ensure_runtime(
    conn: Any,
    tview_schema: str = DEFAULT_TVIEW_SCHEMA,
    *,
    app_role: str | None = None,
    lock_namespace: int | str | None = None,
    sql: str | None = None,
    dispatch: bool = True,
    created: frozenset[str] = frozenset(),
) -> bool:
    """Migrate the catalog and (re)create the shared functions when they differ, and revoke
    EXECUTE on its internals from everyone but the owner (see _secure_functions); whether the
    functions changed. Cheap when current. Existing tviews keep the code they were generated
    with: `install` regenerates it in the same transaction (see _upgrade).

    `app_role`: the role granted the entry points ('' for none; None keeps the stored one).
    `lock_namespace`: the high bits of the runtime's advisory locks (dbt_tview.locks; None
    keeps the stored one). Both are kept in the runtime's meta table (dbt vars tview_app_role
    and tview_lock_namespace). `sql`: the shared functions as render_runtime_sql rendered them
    for this namespace (rendered here when None). `dispatch`: False when the caller refreshes
    the flush dispatch itself, once every tview's code is regenerated. `created`: statements
    of `sql` the caller ran already in this transaction (install.precreate)."""
    db = _Db(conn)
    check_server(int(db.value("SHOW server_version_num")))
    applied = migrate(db, tview_schema)
    ns = lock_namespace_of(conn, tview_schema, lock_namespace)
    if sql is None:
        sql = render_runtime_sql(db, tview_schema, ns)
    digest = hashlib.sha256(sql.encode()).hexdigest()
    changed = bool(applied) or _meta(db, tview_schema, "runtime_hash") != digest
    if changed:
        rest = without(sql, created)
        if rest:
            db.run(rest)
        _set_meta(db, tview_schema, "runtime_hash", digest)
        _set_meta(db, tview_schema, "lock_namespace", str(ns))
        if dispatch:
            _refresh_dispatch(db, tview_schema)
    if app_role is not None:
        _set_app_role(db, tview_schema, app_role)
    _secure_functions(db, tview_schema)
    return changed


def render_runtime_sql(db: _Db, tview_schema: str, ns: int) -> str:
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
    digest = hashlib.sha256(render_runtime_sql(db, tview_schema, ns).encode()).hexdigest()
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
    _refresh_dispatchers(db, tview_schema)
    _secure_functions(db, tview_schema)


def _refresh_dispatchers(db: _Db, tview_schema: str) -> None:
    """Every source's UPDATE dispatcher (u_<source oid>, trigger tview_upd) from the blocks in
    the catalog, in tview order, replaced only where its text differs. The caller holds the
    install lock and the locks of the sources whose tviews it changes. A dispatcher left without
    blocks is dropped where this transaction holds ACCESS EXCLUSIVE on every relation carrying
    it (a detach), else emptied: it then returns at its first test."""
    ts = quote_ident(tview_schema)
    want: dict[int, tuple[list[DispatchedBlock], list[int]]] = {}
    # by each source's relation now, named as at install (a restore gives it another OID, and
    # its tviews' blocks are regenerated one by one), with its partitions and children now
    for oid, tviews, src_oids, blocks, targets in db.run(
        "WITH b AS (SELECT to_regclass(format('%%I.%%I', s.src_schema, s.src_name))::oid AS rel, "
        "s.tview_id, s.idx, s.src_oid, s.upd_block "
        f"FROM {ts}.source s WHERE s.upd_block IS NOT NULL) "
        "SELECT b.rel::bigint, array_agg(b.tview_id ORDER BY b.tview_id, b.idx), "
        "array_agg(b.src_oid::bigint ORDER BY b.tview_id, b.idx), "
        "array_agg(b.upd_block ORDER BY b.tview_id, b.idx), "
        "ARRAY(WITH RECURSIVE tree(oid) AS (SELECT b.rel UNION SELECT i.inhrelid "
        "FROM pg_catalog.pg_inherits i JOIN tree ON i.inhparent = tree.oid) "
        "SELECT tree.oid::bigint FROM tree) "
        "FROM b WHERE b.rel IS NOT NULL GROUP BY b.rel",
        (),
    ):
        dispatched = (DispatchedBlock.of(*b) for b in zip(tviews, src_oids, blocks, strict=True))
        want[oid] = (list(dict.fromkeys(dispatched)), targets)  # (one per tview and relation)
    have = {
        int(name[2:]): (fn, src)
        for fn, name, src in db.run(
            "SELECT p.oid::regprocedure::text, p.proname, p.prosrc FROM pg_catalog.pg_proc p "
            "WHERE p.pronamespace = to_regnamespace(%s) AND p.proname ~ '^u_[0-9]+$'",
            (ts,),
        )
    }
    for oid, (blocks, targets) in want.items():
        ensure_dispatcher(db, tview_schema, oid, targets, blocks, have.get(oid, (None, None))[1])
    for oid, (fn, src) in have.items():
        if oid in want:
            continue
        if db.value(
            "SELECT bool_and(EXISTS (SELECT FROM pg_catalog.pg_locks l WHERE l.pid = "
            "pg_backend_pid() AND l.relation = g.tgrelid AND l.mode = 'AccessExclusiveLock' "
            "AND l.granted)) IS NOT FALSE FROM pg_catalog.pg_trigger g "
            "WHERE g.tgfoid = %s::regprocedure",
            (fn,),
        ):
            db.run(f"DROP FUNCTION {fn} CASCADE")  # (and its triggers)
        else:
            sql = render_dispatcher(tview_schema, oid, [])
            if src != sql.split("$tview$")[1]:
                db.run(sql)


def ensure_dispatcher(
    db: _Db,
    tview_schema: str,
    oid: int,
    targets: list[int],
    blocks: list[DispatchedBlock] | None = None,
    text: str | None = None,
    tid: int | None = None,
) -> None:
    """Source `oid`'s UPDATE dispatcher: its function with `blocks` (None: as it is, empty when
    new; `text`: its body now) and its trigger on each relation of `targets` that lacks one.
    Made before the install (of tview `tid`) records its triggers' row versions
    (_mark_triggers). A trigger missing where other tviews' blocks ran: UPDATEs bypassed them
    meanwhile, which their status reports until a full refresh."""
    ts = quote_ident(tview_schema)
    fn = f"{ts}.{quote_ident(f'u_{oid}')}()"
    if text is None:
        text = db.value(
            "SELECT p.prosrc FROM pg_catalog.pg_proc p WHERE p.oid = to_regprocedure(%s)", (fn,)
        )
    if blocks is not None or text is None:
        sql = render_dispatcher(tview_schema, oid, blocks or [])
        if text != sql.split("$tview$")[1]:
            db.run(sql)
    for rel in targets:
        # (kept when it calls this function with the WHEN wanted: a new row version would read
        # as disabled and enabled again, see _mark_triggers; another function's, after a
        # restore gave the source another OID, is replaced)
        found = db.run(
            "SELECT g.tgfoid = to_regprocedure(%s), g.tgqual IS NOT NULL, g.tgenabled = 'O', "
            "g.oid, g.xmin::text, strpos(pg_catalog.pg_get_triggerdef(g.oid), %s) > 0 "
            "FROM pg_catalog.pg_trigger g WHERE g.tgrelid = %s AND g.tgname = %s",
            (fn, queued_mark(rel), rel, DISPATCHER_TRIGGER),
        )
        calls = found[0][0] if found else None
        name, rel_name = quote_ident(DISPATCHER_TRIGGER), _relation_name(db, rel)
        marked = _gates_mark(db, rel)
        when = dispatcher_when(rel_name, rel if marked else None)
        if calls and found[0][2] and (not found[0][1] or found[0][5] != marked):
            if found[0][1] and not _holds_trigger_lock(db, rel):
                continue  # (either WHEN is right; an install of a tview reading it switches it)
            _replace_dispatcher_when(db, ts, name, rel_name, fn, when, found[0][3], found[0][4])
            continue
        if calls:
            continue
        if calls is None:
            create = f"CREATE TRIGGER {name}"
            db.run(
                f"UPDATE {ts}.tview t SET status = %s WHERE t.status = 'ok' AND t.id <> %s "
                f"AND EXISTS (SELECT FROM {ts}.source s WHERE s.tview_id = t.id "
                "AND s.upd_block IS NOT NULL "
                "AND to_regclass(format('%%I.%%I', s.src_schema, s.src_name)) = %s::oid)",
                (
                    f"{MISSING_DISPATCHER} {rel_name} was missing: UPDATEs bypassed "
                    "maintenance; run tview_refresh",
                    -1 if tid is None else tid,
                    oid,
                ),
            )
        else:
            create = f"CREATE OR REPLACE TRIGGER {name}"
        db.run(_dispatcher_trigger(create, rel_name, fn, when))


def _gates_mark(db: _Db, rel: int) -> bool:
    """Whether every live gate on relation `rel` that sets its source flag (a dispatched
    tview's) sets its mark too (sqlgen.queued_mark): then its dispatcher trigger's WHEN may read
    the mark instead of the source flag. Not while a gate made by an earlier version, or before
    a restore gave the relation another OID, is left: its tview's statements would not queue
    the dispatcher (a retired gate never fires)."""
    return bool(
        db.value(
            "SELECT COALESCE(bool_and(strpos(d.def, %s) > 0 OR strpos(d.def, %s) = 0), true) "
            "FROM pg_catalog.pg_trigger g JOIN pg_catalog.pg_proc p ON p.oid = g.tgfoid, "
            "LATERAL (SELECT pg_catalog.pg_get_triggerdef(g.oid) AS def) d "
            "WHERE g.tgrelid = %s AND g.tgname ~ '^tview_[0-9]+_gate$' AND p.proname ~ '_gate$'",
            (queued_mark(rel), "'tview.g_'", rel),
        )
    )


def _holds_trigger_lock(db: _Db, rel: int) -> bool:
    """Whether this transaction holds a lock on relation `rel` under which CREATE OR REPLACE
    TRIGGER waits for no one: an install holds its own sources', not those of every dispatcher
    it refreshes, whose lock it would take outside its one order."""
    return bool(
        db.value(
            "SELECT EXISTS (SELECT FROM pg_catalog.pg_locks l WHERE l.pid = "
            "pg_catalog.pg_backend_pid() AND l.locktype = 'relation' AND l.relation = %s "
            "AND l.granted AND l.mode IN ('ShareRowExclusiveLock', 'ExclusiveLock', "
            "'AccessExclusiveLock'))",
            (rel,),
        )
    )


def _dispatcher_trigger(create: str, rel_name: str, fn: str, when: str) -> str:
    return (
        f"{create} AFTER UPDATE ON {rel_name} REFERENCING OLD TABLE AS tview_old "
        f"NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ({when}) EXECUTE FUNCTION {fn}"
    )


def _replace_dispatcher_when(
    db: _Db, ts: str, name: str, rel_name: str, fn: str, when: str, trigger: int, xmin: str
) -> None:
    """Give an enabled dispatcher trigger `when` in place (same OID): one made without a WHEN
    (by an earlier version), or whose WHEN reads the source flag where it may read the mark
    now, or the other way round. The new row version is carried into the row versions recorded
    for its tviews where they held the old one: the replacement is no disable and enable, and
    a toggle recorded before stays visible."""
    db.run(_dispatcher_trigger(f"CREATE OR REPLACE TRIGGER {name}", rel_name, fn, when))
    db.run(
        f"UPDATE {ts}.source s SET trig_xmins = ARRAY(SELECT CASE WHEN m.oid = %s "
        "AND m.xmin = %s THEN (SELECT g.xmin::text FROM pg_catalog.pg_trigger g "
        "WHERE g.oid = %s) ELSE m.xmin END "
        "FROM unnest(s.trig_oids, s.trig_xmins) WITH ORDINALITY AS m(oid, xmin, n) "
        "ORDER BY m.n) WHERE %s::oid = ANY (s.trig_oids)",
        (trigger, xmin, trigger, trigger),
    )


def dispatcher_when(rel_name: str, mark: int | None = None) -> str:
    """The WHEN of a dispatcher trigger on `rel_name`: queued only when a gate's WHEN flagged
    the statement (the gates sort first), so an UPDATE naming no column any tview reads calls
    no function. With `mark` (the relation's OID), the mark the gates set (sqlgen.queued_mark),
    a constant name: a short WHEN, which PostgreSQL reads at every statement. Without it the
    source flag (sqlgen.queued_source_flag), which the dispatcher's first test reads too."""
    flag = queued_source_flag(rel_name) if mark is None else queued_mark(mark)
    return f"pg_catalog.current_setting({flag}, true) OPERATOR(pg_catalog.=) '1'"


def _relation_name(db: _Db, oid: int) -> str:
    return db.value(
        "SELECT format('%%I.%%I', n.nspname, c.relname) FROM pg_catalog.pg_class c "
        "JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = %s",
        (oid,),
    )


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


# the prefix of the functions of the triggers retire_triggers leaves behind, one per relation
# (its OID follows): they never run (WHEN false)
RETIRED_FUNCTION = "retired_"


def retire_triggers(db: _Db, tview_schema: str, tid: int) -> None:
    """Make every trigger of tview `tid` one that never fires, for a tview dropped without
    dropping its triggers: DROP TRIGGER takes ACCESS EXCLUSIVE on each source, and where the
    tview reads several, a writer holding one source whose flush reads another waits in a cycle
    with the install, under steady writers every time. CREATE OR REPLACE TRIGGER takes SHARE
    ROW EXCLUSIVE, as a regeneration does: each becomes a
    column-specific trigger with WHEN false, without transition tables, calling the inert
    function of its relation (`retired_<oid>`), so the tview's own functions, table and view
    can go, and operations.drop_retired can later drop one relation's with its function (DROP
    TRIGGER needs ownership of the relation, CASCADE does not). Needs the relations locked
    SHARE ROW EXCLUSIVE (the caller's)."""
    rows = db.run(
        "SELECT g.tgrelid::bigint, format('%%I.%%I', n.nspname, c.relname), g.tgname, "
        "(SELECT a.attname FROM pg_attribute a WHERE a.attrelid = g.tgrelid AND a.attnum > 0 "
        "AND NOT a.attisdropped ORDER BY a.attnum LIMIT 1) FROM pg_trigger g "
        "JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace "
        "WHERE g.tgname LIKE %s AND NOT g.tgisinternal ORDER BY 1, 3",
        (f"tview\\_{int(tid)}\\_%",),
    )
    made: set[int] = set()
    for oid, rel, trigger, column in rows:
        fn = f"{quote_ident(tview_schema)}.{quote_ident(f'{RETIRED_FUNCTION}{oid}')}"
        if oid not in made:
            made.add(oid)
            db.run(
                f"CREATE OR REPLACE FUNCTION {fn}() RETURNS trigger LANGUAGE plpgsql "
                "SET search_path = pg_catalog, pg_temp AS 'BEGIN RETURN NULL; END'"
            )
            db.run(f"REVOKE ALL ON FUNCTION {fn}() FROM PUBLIC")
        of = f" OF {quote_ident(column)}" if column else ""
        db.run(
            f"CREATE OR REPLACE TRIGGER {quote_ident(trigger)} AFTER UPDATE{of} ON {rel} "
            f"FOR EACH STATEMENT WHEN (false) EXECUTE FUNCTION {fn}()"
        )
