"""The relation locks of installs and detaches: which relations, in which mode, taken under a
short lock_timeout and retried with backoff (advisory-lock keys live in `locks`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from dbt_tview import privileges as privs
from dbt_tview.analyzer import (
    TviewError,
)
from dbt_tview.db import _Db, _outside_transaction, _sqlstate
from dbt_tview.locks import LOCK_NOT_AVAILABLE
from dbt_tview.sqlgen import (
    SourceFacts,
    quote_ident,
)

# strongest first: a held lock covers a later request of a weaker mode
_MODES = ("ACCESS EXCLUSIVE", "EXCLUSIVE", "SHARE ROW EXCLUSIVE", "SHARE UPDATE EXCLUSIVE")


class LockUnavailable(TviewError):
    """An install could not get its locks within its attempts; it changed nothing."""


class ReadStale(TviewError):
    """A fact the install read without a lock (the new view's columns) changed before its locks
    were held: the install is undone and read again, like a lock not granted in time."""


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
    shared: set[int] | None = None,
) -> list[tuple[str, str]]:
    """The sources, their partitions and every table upstream of them, in the order writers
    take their locks (base tables first, then tview tables by rank), SHARE ROW EXCLUSIVE (the
    mode CREATE TRIGGER takes), ACCESS EXCLUSIVE for those in `exclusive` (OIDs: an existing
    trigger is dropped there); then the relations of `shared` (OIDs: a trigger is replaced
    there) and of `exclusive` that are none of these.

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
    extra = [(o, "ACCESS EXCLUSIVE") for o in sorted(exclusive - listed)]
    extra += [(o, "SHARE ROW EXCLUSIVE") for o in sorted((shared or set()) - listed - exclusive)]
    for oid, mode in extra:  # (a relation that stops being a source)
        out.append((db.value("SELECT %s::regclass::text", (oid,)), mode))
    return out


def _trigger_drops(db: _Db, tid: int, targets: set[int]) -> set[int]:
    """OIDs of the relations where the install drops an existing trigger of tview `tid`: its
    stale ones, on relations outside `targets` (it no longer reads them). Its code drops none:
    a trigger it no longer needs is retired (_statement_triggers.retire)."""
    return {
        oid
        for (oid,) in db.run(
            "SELECT DISTINCT tgrelid::bigint FROM pg_trigger WHERE tgname LIKE %s "
            "AND NOT (tgrelid = ANY(%s::oid[]))",
            (f"tview\\_{tid}\\_%", list(targets)),
        )
    }


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
    stale: ReadStale | None = None  # (the last attempt's failure, when it was a stale read)
    for attempt in range(1, attempts + 1):
        db.run("SAVEPOINT tview_install")
        db.locking = None
        try:
            out = fn()
        except ReadStale as exc:
            db.run("ROLLBACK TO SAVEPOINT tview_install")
            stale = exc
            continue
        except Exception as exc:
            if _sqlstate(exc) != LOCK_NOT_AVAILABLE:
                raise
            locking, waited = db.locking, db.last_sql  # (before the rollback runs)
            db.run("ROLLBACK TO SAVEPOINT tview_install")
            stale = None
            if locking:
                what = f"{locking[0]} in {locking[1]} mode"
            else:
                what = f"a lock of: {' '.join(waited.split())[:200]}"
            holders = _lock_holders(db, locking[0] if locking else None)
            if attempt < attempts:
                time.sleep(min(0.05 * 2**attempt, 2.0) * (0.5 + random.random()))
            continue
        db.run("RELEASE SAVEPOINT tview_install")
        db.value("SELECT set_config('lock_timeout', %s, true)", (old,))
        return out
    if stale is not None:
        raise stale
    raise LockUnavailable(
        f"tview model '{model}': could not get {what} within {int(timeout_ms)} ms, "
        f"{attempts} times over {time.monotonic() - started:.1f} s"
        + (f" ({holders})" if holders else "")
        + ". Nothing was changed. Run again once those transactions have ended, or raise the "
        "vars tview_lock_timeout (ms) and tview_lock_attempts: while the install waits, the "
        "application's statements that conflict with the lock wait behind it."
    )
