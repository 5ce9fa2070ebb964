"""The indexes of the user's that an online rebuild drops with a column it replaces, built again
once the new column is filled.

A type change that ALTER COLUMN TYPE would apply by rewriting the table (under ACCESS EXCLUSIVE,
for as long as the rewrite takes) is applied online instead: the column is dropped and added
anew, and the online rebuild fills it (see online.AlterEffect.replaces_columns). DROP COLUMN
drops every index on the column; install records the definitions of those that are the user's
(install_facts.carried_index_defs) in the catalog, in the install's transaction, and
online.finish builds each again CONCURRENTLY once the rows are filled: no writer waits for the
build, and queries go without that index only while the rebuild runs. A run that stops between
the two leaves the definitions in the catalog, for the next finish (or a blocking install) to
build.
"""

from __future__ import annotations

import re
from typing import Any

from dbt_tview.quoting import qname

_CREATE = re.compile(r"^CREATE (UNIQUE )?INDEX ")


def carried_sql(definition: str, concurrently: bool = True) -> str:
    """The CREATE INDEX of a carried index (pg_get_indexdef's `definition`), CONCURRENTLY or
    not, IF NOT EXISTS (a run that stopped after building it builds nothing)."""
    how = "CONCURRENTLY IF NOT EXISTS " if concurrently else "IF NOT EXISTS "
    if not _CREATE.match(definition):
        raise ValueError(f"not an index definition: {definition!r}")
    return _CREATE.sub(lambda m: f"CREATE {m.group(1) or ''}INDEX {how}", definition, count=1)


def _drop(schema: str, name: str) -> str:
    return f"DROP INDEX CONCURRENTLY IF EXISTS {qname(schema, name)}"


def _carried(cur: Any, ts: str, tid: int) -> list[tuple[str, str, str | None, str]]:
    """(name, definition, comment, schema) of the tview's carried indexes (none in a catalog
    older than the table that holds them)."""
    cur.execute("SELECT to_regclass(%s) IS NULL", (f"{ts}.carried_index",))
    if cur.fetchone()[0]:
        return []
    cur.execute(
        f"SELECT c.name, c.def, c.comment, t.tbl_schema FROM {ts}.carried_index c "
        f"JOIN {ts}.tview t ON t.id = c.tview_id WHERE c.tview_id = %s ORDER BY c.name",
        (tid,),
    )
    return [tuple(r) for r in cur.fetchall()]


def _done(cur: Any, ts: str, tid: int, schema: str, name: str, comment: str | None) -> None:
    if comment is not None:
        cur.execute(f"COMMENT ON INDEX {qname(schema, name)} IS %s", (comment,))
    cur.execute(f"DELETE FROM {ts}.carried_index WHERE tview_id = %s AND name = %s", (tid, name))


def _failed(name: str, definition: str, e: Exception) -> str:
    msg = (getattr(e, "pgerror", None) or str(e)).strip().splitlines()[0]
    return (
        f"index {name} on a replaced column could not be built again ({msg}); its definition "
        f"was: {definition}"
    )


def build_carried(cur: Any, ts: str, tid: int) -> list[str]:
    """Build the tview's carried indexes again, each CONCURRENTLY (the cursor's connection in
    autocommit), after its online rebuild filled the replaced columns. An index that cannot be
    built on the new type (an operator class of the former one, say) is dropped with what it
    left and reported, with its definition; it is not tried again. Returns what was done."""
    out = []
    for name, definition, comment, schema in _carried(cur, ts, tid):
        cur.execute(
            "SELECT x.indisvalid FROM pg_catalog.pg_index x WHERE x.indexrelid = to_regclass(%s)",
            (qname(schema, name),),
        )
        row = cur.fetchone()
        if row is not None and not row[0]:  # (left invalid by a build that stopped)
            cur.execute(_drop(schema, name))
        try:
            cur.execute(carried_sql(definition))
        except Exception as e:
            cur.execute(_drop(schema, name))
            out.append(_failed(name, definition, e))
            comment = None
        else:
            out.append(f"index {name} built again CONCURRENTLY")
        _done(cur, ts, tid, schema, name, comment)
    return out


def build_carried_now(cur: Any, ts: str, tid: int) -> list[str]:
    """build_carried inside the install's transaction, for a rebuild that holds the writers
    anyway (carried indexes left by an online rebuild that did not finish)."""
    out = []
    for name, definition, comment, schema in _carried(cur, ts, tid):
        cur.execute("SAVEPOINT tview_carried")
        try:
            cur.execute(carried_sql(definition, concurrently=False))
        except Exception as e:
            cur.execute("ROLLBACK TO SAVEPOINT tview_carried")
            out.append(_failed(name, definition, e))
            comment = None
        else:
            out.append(f"index {name} built again")
        cur.execute("RELEASE SAVEPOINT tview_carried")
        _done(cur, ts, tid, schema, name, comment)
    return out
