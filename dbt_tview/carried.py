"""What an online rebuild drops with a column it replaces and sets again once the new column
is filled: the user's indexes on it, its CHECK constraints and its NOT NULL.

A type change that ALTER COLUMN TYPE would apply by rewriting the table (under ACCESS EXCLUSIVE,
for as long as the rewrite takes) is applied online instead: the column is dropped and added
anew, and the online rebuild fills it (see online.AlterEffect.replaces_columns). DROP COLUMN
drops every index and constraint on the column, and the new column is nullable. What the
catalog alone holds (a default, options, statistics) install sets again at once
(install_facts.carried_settings). What reads the rows cannot be set before they are filled,
and must not hold the writers while it reads them: install records it in the catalog
(`tview.carried`), in the install's transaction, and online.finish sets it again once the
rows are filled:

* an index: CREATE INDEX CONCURRENTLY, by its definition, under its name, with its comment;
* a CHECK constraint: added NOT VALID (a short lock, no read), then VALIDATEd (a read that
  holds no writer);
* NOT NULL: a CHECK (column IS NOT NULL) added NOT VALID and VALIDATEd as above, then SET NOT
  NULL, which that valid CHECK spares a read of the rows, then the CHECK dropped.

Each short lock waits at most lock_timeout and is tried again with backoff: it never queues
the application's statements for longer. One that the new rows or type refuse is dropped with
what it left, and reported with its definition. A run that stops between the two leaves the
rows in the catalog, for the next finish (or an install that holds the writers anyway, which
sets them in its transaction) to apply.
"""

from __future__ import annotations

import random
import re
import time
from typing import Any

from dbt_tview import locks
from dbt_tview.db import _sqlstate
from dbt_tview.quoting import qname, quote_ident

INDEX, CHECK, NOT_NULL = "index", "check", "not null"
_CREATE = re.compile(r"^CREATE (UNIQUE )?INDEX ")
# the CHECK that proves a NOT NULL before SET NOT NULL (named after the column: see _not_null)
NOT_NULL_CHECK = "tview_not_null_"


class _Busy(Exception):
    """A short lock could not be had in its attempts."""


def carried_sql(definition: str, concurrently: bool = True) -> str:
    """The CREATE INDEX of a carried index (pg_get_indexdef's `definition`), CONCURRENTLY or
    not, IF NOT EXISTS (a run that stopped after building it builds nothing)."""
    how = "CONCURRENTLY IF NOT EXISTS " if concurrently else "IF NOT EXISTS "
    if not _CREATE.match(definition):
        raise ValueError(f"not an index definition: {definition!r}")
    return _CREATE.sub(lambda m: f"CREATE {m.group(1) or ''}INDEX {how}", definition, count=1)


def check_name(column: str) -> str:
    return f"{NOT_NULL_CHECK}{column}"[:63]


def _rows(cur: Any, ts: str, tid: int) -> list[tuple[str, str, str, str | None, str, str]]:
    """(kind, name, definition, comment, schema, table) of what the tview has to set again
    (nothing in a catalog older than the table that holds it): indexes first, NOT NULL last."""
    cur.execute("SELECT to_regclass(%s) IS NULL", (f"{ts}.carried",))
    if cur.fetchone()[0]:
        return []
    cur.execute(
        f"SELECT c.kind, c.name, c.def, c.comment, t.tbl_schema, t.tbl_name FROM {ts}.carried c "
        f"JOIN {ts}.tview t ON t.id = c.tview_id WHERE c.tview_id = %s "
        f"ORDER BY array_position(ARRAY['{INDEX}', '{CHECK}', '{NOT_NULL}'], c.kind), c.name",
        (tid,),
    )
    return [tuple(r) for r in cur.fetchall()]


def _forget(cur: Any, ts: str, tid: int, kind: str, name: str) -> None:
    cur.execute(
        f"DELETE FROM {ts}.carried WHERE tview_id = %s AND kind = %s AND name = %s",
        (tid, kind, name),
    )


def _failed(what: str, definition: str, e: Exception) -> str:
    msg = (getattr(e, "pgerror", None) or str(e)).strip().splitlines()[0]
    return f"{what} of a replaced column could not be set again ({msg}); it was: {definition}"


def _short(cur: Any, statement: str, timeout_ms: int, attempts: int) -> None:
    """Run `statement`, which takes a short ACCESS EXCLUSIVE lock, in a transaction of its own
    (the cursor's connection is in autocommit), waiting at most `timeout_ms` for the lock, with
    backoff between attempts."""
    for attempt in range(1, attempts + 1):
        cur.execute("BEGIN")
        try:
            cur.execute("SELECT set_config('lock_timeout', %s, true)", (f"{int(timeout_ms)}ms",))
            cur.execute(statement)
        except Exception as exc:
            cur.execute("ROLLBACK")
            if _sqlstate(exc) != locks.LOCK_NOT_AVAILABLE:
                raise
            time.sleep(min(0.02 * 2**attempt, 1.0) * (0.5 + random.random()))
            continue
        cur.execute("COMMIT")
        return
    raise _Busy()


def _constraint_exists(cur: Any, qtable: str, name: str, valid: bool | None = None) -> bool:
    cur.execute(
        "SELECT EXISTS (SELECT FROM pg_catalog.pg_constraint WHERE conrelid = %s::regclass "
        "AND conname = %s AND (%s::boolean IS NULL OR convalidated = %s::boolean))",
        (qtable, name, valid, valid),
    )
    return bool(cur.fetchone()[0])


def _index(cur: Any, schema: str, name: str, definition: str) -> None:
    cur.execute(
        "SELECT x.indisvalid FROM pg_catalog.pg_index x WHERE x.indexrelid = to_regclass(%s)",
        (qname(schema, name),),
    )
    row = cur.fetchone()
    if row is not None and not row[0]:  # (left invalid by a build that stopped)
        cur.execute(f"DROP INDEX CONCURRENTLY IF EXISTS {qname(schema, name)}")
    try:
        cur.execute(carried_sql(definition))
    except Exception:
        cur.execute(f"DROP INDEX CONCURRENTLY IF EXISTS {qname(schema, name)}")
        raise


def _check(cur: Any, qtable: str, name: str, definition: str, timeout_ms: int, tries: int) -> None:
    """Add the CHECK `definition` as constraint `name` NOT VALID, then VALIDATE it."""
    if not _constraint_exists(cur, qtable, name):
        valid = definition.removesuffix(" NOT VALID")
        add = f"ALTER TABLE {qtable} ADD CONSTRAINT {quote_ident(name)} {valid} NOT VALID"
        _short(cur, add, timeout_ms, tries)
    if definition.endswith(" NOT VALID"):  # (it was not valid before: left so)
        return
    try:  # (SHARE UPDATE EXCLUSIVE: writers go on while it reads the rows)
        cur.execute(f"ALTER TABLE {qtable} VALIDATE CONSTRAINT {quote_ident(name)}")
    except Exception:
        _short(cur, f"ALTER TABLE {qtable} DROP CONSTRAINT {quote_ident(name)}", timeout_ms, tries)
        raise


def _not_null(cur: Any, qtable: str, column: str, timeout_ms: int, tries: int) -> None:
    """SET NOT NULL on `column` without a read under ACCESS EXCLUSIVE: a valid CHECK (column
    IS NOT NULL) first proves it (see the module)."""
    proof = check_name(column)
    _check(cur, qtable, proof, f"CHECK ({quote_ident(column)} IS NOT NULL)", timeout_ms, tries)
    _short(
        cur,
        f"ALTER TABLE {qtable} ALTER COLUMN {quote_ident(column)} SET NOT NULL",
        timeout_ms,
        tries,
    )
    _short(cur, f"ALTER TABLE {qtable} DROP CONSTRAINT {quote_ident(proof)}", timeout_ms, tries)


def build_carried(
    cur: Any,
    ts: str,
    tid: int,
    lock_timeout_ms: int = locks.DEFAULT_LOCK_TIMEOUT_MS,
    lock_attempts: int = locks.ONLINE_LOCK_ATTEMPTS,
) -> list[str]:
    """Set again what the tview's replaced columns carried (the cursor's connection in
    autocommit), after its online rebuild filled them. One that the new rows or type refuse is
    dropped with what it left and reported with its definition; it is not tried again. One
    whose short lock could not be had stays recorded for the next finish. Returns what was
    done."""
    out = []
    for kind, name, definition, comment, schema, table in _rows(cur, ts, tid):
        qtable = qname(schema, table)
        what = f"{'NOT NULL of column' if kind == NOT_NULL else kind} {name}"
        try:
            if kind == INDEX:
                _index(cur, schema, name, definition)
                if comment is not None:
                    cur.execute(f"COMMENT ON INDEX {qname(schema, name)} IS %s", (comment,))
            elif kind == CHECK:
                _check(cur, qtable, name, definition, lock_timeout_ms, lock_attempts)
            else:
                _not_null(cur, qtable, name, lock_timeout_ms, lock_attempts)
        except _Busy:
            out.append(f"{what} not set again yet: its table stayed busy (the next run does it)")
            continue
        except Exception as e:
            out.append(_failed(what, definition, e))
        else:
            how = " CONCURRENTLY" if kind == INDEX else ""
            out.append(f"{what} set again{how}")
        _forget(cur, ts, tid, kind, name)
    return out


def build_carried_now(cur: Any, ts: str, tid: int) -> list[str]:
    """build_carried inside the install's transaction, which holds the table's writers anyway
    (what an online rebuild that did not finish left to set)."""
    out = []
    for kind, name, definition, comment, schema, table in _rows(cur, ts, tid):
        qtable = qname(schema, table)
        what = f"{'NOT NULL of column' if kind == NOT_NULL else kind} {name}"
        cur.execute("SAVEPOINT tview_carried")
        try:
            if kind == INDEX:
                cur.execute(carried_sql(definition, concurrently=False))
                if comment is not None:
                    cur.execute(f"COMMENT ON INDEX {qname(schema, name)} IS %s", (comment,))
            elif kind == CHECK:
                if not _constraint_exists(cur, qtable, name):
                    cur.execute(
                        f"ALTER TABLE {qtable} ADD CONSTRAINT {quote_ident(name)} {definition}"
                    )
            else:
                cur.execute(f"ALTER TABLE {qtable} ALTER COLUMN {quote_ident(name)} SET NOT NULL")
        except Exception as e:
            cur.execute("ROLLBACK TO SAVEPOINT tview_carried")
            out.append(_failed(what, definition, e))
        else:
            out.append(f"{what} set again")
        cur.execute("RELEASE SAVEPOINT tview_carried")
        _forget(cur, ts, tid, kind, name)
    return out
