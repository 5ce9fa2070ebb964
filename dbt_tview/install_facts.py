"""What an install reads of the catalog, as the typed facts dbt_tview.plan decides on. Each
fact is read only when the plan needs it, before any lock is taken."""

from __future__ import annotations

import dataclasses

from dbt_tview.catalog import _fillfactor, _view_columns
from dbt_tview.db import _Db
from dbt_tview.plan import (
    POSTGRES_FILLFACTOR,
    TABLE_KINDS,
    BuildFacts,
    Column,
    Facts,
    Installed,
    KeyIndex,
    Request,
    configuration_check_needed,
    health_check_needed,
    key_index_name,
)
from dbt_tview.sqlgen import qname, quote_ident


def install_facts(db: _Db, request: Request, tview_schema: str, schema: str, name: str) -> Facts:
    """The tview's catalog row, the relation of its table's name, and as plan_install needs
    them the table's fillfactor and the tview's health."""
    row = db.one(
        "SELECT id, def_hash, is_unique, code_hash, state_hash, key_cols "
        f"FROM {quote_ident(tview_schema)}.tview WHERE tbl_schema = %s AND tbl_name = %s",
        (schema, name),
    )
    installed = Installed(*row[:5], key=tuple(row[5] or ())) if row else None
    qtable = qname(schema, name)
    kind = db.value("SELECT relkind FROM pg_class WHERE oid = to_regclass(%s)", (qtable,))
    facts = Facts(installed, kind)
    if configuration_check_needed(request, installed, kind):
        fillfactor = _fillfactor(db, qtable) or POSTGRES_FILLFACTOR
        facts = dataclasses.replace(facts, table_fillfactor=fillfactor)
    if installed is not None and health_check_needed(request, facts):
        facts = dataclasses.replace(facts, healthy=healthy(db, tview_schema, installed.id))
    return facts


def build_facts(
    db: _Db,
    facts: Facts,
    *,
    schema: str,
    name: str,
    view: str,
    aux: str,
    key: tuple[str, ...],
    expected_unique: bool,
    probe_columns: list[Column],
) -> BuildFacts:
    """The view, the table's columns and key index, the aggregate state table `aux` (the online
    facts are the caller's)."""
    view_exists = bool(db.value("SELECT to_regclass(%s) IS NOT NULL", (qname(schema, view),)))
    table_columns: list[Column] = []
    key_index = None
    if facts.relkind in TABLE_KINDS:
        table_columns = _view_columns(db, schema, name)
        key_index = read_key_index(db, schema, name)
    return BuildFacts(
        relkind=facts.relkind,
        installed=facts.installed,
        key=key,
        expected_unique=expected_unique,
        view_exists=view_exists,
        probe_columns=tuple(probe_columns),
        table_columns=tuple(table_columns),
        key_index=key_index,
        aux_exists=bool(db.value("SELECT to_regclass(%s) IS NOT NULL", (aux,))),
    )


def read_key_index(db: _Db, schema: str, name: str) -> KeyIndex | None:
    """The table's key index (None: it has none)."""
    idx = db.one(
        "SELECT ARRAY(SELECT a.attname::text FROM unnest(ix.indkey) WITH ORDINALITY k(attnum, n) "
        "JOIN pg_catalog.pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k.attnum "
        "ORDER BY k.n), ix.indisunique FROM pg_catalog.pg_index ix "
        "WHERE ix.indexrelid = to_regclass(%s)",
        (qname(schema, key_index_name(name)),),
    )
    return None if idx is None else KeyIndex(tuple(idx[0]), bool(idx[1]))


def healthy(db: _Db, tview_schema: str, tid: int) -> bool:
    """Whether status() finds the tview ok (or awaiting its backfill)."""
    ts = quote_ident(tview_schema)
    row = db.one(
        f"SELECT health FROM {ts}.status() s JOIN {ts}.tview t "
        "ON format('%%I.%%I', t.tbl_schema, t.tbl_name) = s.tview WHERE t.id = %s",
        (tid,),
    )
    return bool(row) and row[0] in ("ok", "awaiting backfill")
