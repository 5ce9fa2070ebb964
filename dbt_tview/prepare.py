"""Before an install, outside its transaction: the index of a tview's changed key, built
CONCURRENTLY while the application writes.

A changed key (or key uniqueness) needs its own key index. Built by the install, the index
would be built under the table's ACCESS EXCLUSIVE lock, every reader and writer waiting for
the whole build. Built with a new table aside (online.staged_name) and swapped in, the table
of the model's name would be replaced, which views, constraints and functions that depend on
it forbid. So when something depends on the tview's table or view, `prepare_key` builds the
new key's index first, under a name of its own (plan.prepared_key_index_name), with CREATE
INDEX CONCURRENTLY: writers go on. The install then renames it into place under its short
lock, and rebuilds the rows online by the new key, keeping the table, its OID and what
depends on it.

Until the install switches the code, the former code keeps writing the table, so the index must
accept every row it writes (plan.key_preparation). When it cannot be built (the rows repeat
the new key, say), nothing is left behind and the install rebuilds in place as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dbt_tview import online
from dbt_tview.analyzer import TviewError
from dbt_tview.catalog import _view_columns, analyze_model
from dbt_tview.db import DEFAULT_TVIEW_SCHEMA, _Db
from dbt_tview.install import _trusted_schemas
from dbt_tview.install_facts import dependents, read_prepared_key
from dbt_tview.plan import (
    KeyIndex,
    create_key_index,
    expected_unique,
    key_preparation,
    prepared_key_index_name,
)
from dbt_tview.quoting import qname, quote_ident


def prepare_key(
    conn: Any,
    *,
    name: str,
    sql: str,
    key: str | Sequence[str] | None = None,
    schema: str = "public",
    unique: bool | None = None,
    tview_schema: str = DEFAULT_TVIEW_SCHEMA,
    trusted_schemas: str | Sequence[str] | None = None,
    on_change: str = "apply",
    full_refresh: bool = False,
) -> str:
    """Build the index of the model's changed key beside the installed tview's key index, when
    something depends on its table or view (see the module). Runs in autocommit on `conn`, which
    must not be in a transaction; the install comes after. A leftover of an earlier attempt
    that this model does not use is dropped (CONCURRENTLY). Returns what it did, for the run
    log ('': nothing). `on_change`, `full_refresh`: the install's (api.install); an install
    that keeps the tview as it is ('continue', 'fail') needs no index."""
    busy = (
        f"tview model '{name}': the key's index is built CONCURRENTLY before the install, "
        "outside a transaction, but the connection is inside one: commit or roll it back first"
    )
    with online._autocommit(conn, busy):
        db = _Db(conn)
        installed = _installed(db, tview_schema, schema, name)
        if installed is None:
            return ""
        tid, have, view = installed
        qtable = qname(schema, name)
        applies = on_change == "apply" or full_refresh
        if not applies or not (
            dependents(db, qtable, tid) or dependents(db, qname(schema, view), tid)
        ):
            _drop(db, schema, name)  # (the install builds a changed key's table aside)
            return ""
        try:
            analysis, _ = analyze_model(
                conn, name, sql, key, _trusted_schemas(name, trusted_schemas)
            )
        except TviewError:
            return ""  # (the install reports it)
        want = KeyIndex(
            tuple(analysis.key), expected_unique(analysis.key, unique, analysis.unique_reason)
        )
        index = qname(schema, prepared_key_index_name(name))
        why = _why_not(db, schema, name, have, want)
        if why is not None:
            _drop(db, schema, name)
            return "" if have == want else f"the new key's index is not built beforehand: {why}"
        if read_prepared_key(db, schema, name) == want:
            return f"the new key's index {index} is built already"
        _drop(db, schema, name)
        nulls = want.unique and int(db.value("SHOW server_version_num")) >= 150000
        statement = create_key_index(
            schema, name, prepared_key_index_name(name), want.columns, want.unique, nulls, True
        )
        try:
            db.run(statement)
        except Exception as e:  # (rows that repeat the key, a name taken, a cancel...)
            error = (getattr(e, "pgerror", None) or str(e)).strip()
            _drop(db, schema, name)
            return f"the new key's index could not be built beforehand ({error})"
        return f"the new key's index {index} built CONCURRENTLY"


def _installed(
    db: _Db, tview_schema: str, schema: str, name: str
) -> tuple[int, KeyIndex, str] | None:
    """The installed tview of that table (id, key index it has, view), if its table is a plain
    table (CREATE INDEX CONCURRENTLY refuses a partitioned one)."""
    ts = quote_ident(tview_schema)
    if not db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{ts}.tview",)):
        return None
    row = db.one(
        f"SELECT t.id, t.key_cols, t.is_unique, t.view_name FROM {ts}.tview t "
        "JOIN pg_catalog.pg_class c ON c.oid = to_regclass(format('%%I.%%I', t.tbl_schema, "
        "t.tbl_name)) WHERE t.tbl_schema = %s AND t.tbl_name = %s AND c.relkind = 'r'",
        (schema, name),
    )
    if row is None:
        return None
    return int(row[0]), KeyIndex(tuple(row[1] or ()), bool(row[2])), str(row[3])


def _why_not(db: _Db, schema: str, name: str, have: KeyIndex, want: KeyIndex) -> str | None:
    """Why the index of `want` is not built beforehand (None: it is)."""
    if have == want:
        return "the key is unchanged"
    return key_preparation(have, want, {c for c, _, _ in _view_columns(db, schema, name)})


def _drop(db: _Db, schema: str, name: str) -> None:
    """Drop the index built beforehand, if there is one (valid or not)."""
    if read_prepared_key(db, schema, name, valid=False) is not None:
        db.run(f"DROP INDEX CONCURRENTLY {qname(schema, prepared_key_index_name(name))}")
