"""What an install reads of the catalog, as the typed facts dbt_tview.plan decides on. Each
fact is read only when the plan needs it, before any lock is taken."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from dbt_tview.catalog import _fillfactor, _view_columns
from dbt_tview.db import _Db, _sqlstate
from dbt_tview.online import AlterEffect, renamed, retyped
from dbt_tview.plan import (
    POSTGRES_FILLFACTOR,
    TABLE_KINDS,
    BuildFacts,
    Column,
    Facts,
    Installed,
    KeyIndex,
    Request,
    column_statements,
    configuration_check_needed,
    health_check_needed,
    key_changes,
    key_index_name,
    prepared_key_index_name,
)
from dbt_tview.sqlgen import qname, quote_ident, quote_literal


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
    depending: tuple[str, ...] = ()
    prepared = False
    if facts.relkind in TABLE_KINDS:
        table_columns = _view_columns(db, schema, name)
        key_index = read_key_index(db, schema, name)
        prepared = key_prepared(db, schema, name, key, expected_unique)
        if facts.installed is None:  # (another materialization's table: replaceable?)
            depending = tuple(dependents(db, qname(schema, name)))
        elif key_changes(facts.installed, key, expected_unique) and not prepared:
            # (a tview built aside?)
            tid = facts.installed.id
            depending = tuple(
                dependents(db, qname(schema, name), tid) + dependents(db, qname(schema, view), tid)
            )
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
        dependents=depending,
        key_prepared=prepared,
    )


def dependents(db: _Db, qrel: str, tid: int | None = None) -> list[str]:
    """The objects that depend on relation `qrel` and that its DROP would refuse to drop
    (views by name, constraints and functions described), excluding what goes with it and
    the triggers of tview `tid` (its own table and view: dropped with it)."""
    own = "" if tid is None else f"tview\\_{int(tid)}\\_%"
    rows = db.run(
        "SELECT DISTINCT CASE WHEN d.classid = 'pg_catalog.pg_rewrite'::regclass "
        "THEN (SELECT r.ev_class::regclass::text FROM pg_catalog.pg_rewrite r "
        "WHERE r.oid = d.objid) "
        "ELSE pg_catalog.pg_describe_object(d.classid, d.objid, d.objsubid) END "
        "FROM pg_catalog.pg_depend d WHERE d.refclassid = 'pg_catalog.pg_class'::regclass "
        "AND d.refobjid = to_regclass(%s) AND d.deptype = 'n' "
        "AND NOT (d.classid = 'pg_catalog.pg_rewrite'::regclass AND EXISTS ("
        "SELECT FROM pg_catalog.pg_rewrite r WHERE r.oid = d.objid "
        "AND r.ev_class = d.refobjid)) AND NOT (d.classid = 'pg_catalog.pg_trigger'::regclass "
        "AND EXISTS (SELECT FROM pg_catalog.pg_trigger g WHERE g.oid = d.objid "
        "AND g.tgname LIKE %s)) ORDER BY 1",
        (qrel, own),
    )
    return [r[0] for r in rows]


def read_key_index(db: _Db, schema: str, name: str) -> KeyIndex | None:
    """The table's key index (None: it has none)."""
    return _read_index(db, schema, key_index_name(name))


def read_prepared_key(db: _Db, schema: str, name: str, valid: bool = True) -> KeyIndex | None:
    """The index of a changed key built for the table beforehand (dbt_tview.prepare). `valid`:
    only if it is complete (a CREATE INDEX CONCURRENTLY that failed leaves an invalid one)."""
    return _read_index(db, schema, prepared_key_index_name(name), valid, of_table=name)


def _read_index(
    db: _Db, schema: str, index: str, valid: bool = False, of_table: str | None = None
) -> KeyIndex | None:
    """Index `index`'s columns and uniqueness (None: no such index, or `valid` and it is not
    valid, ready and plain, or `of_table` and it is another table's)."""
    idx = db.one(
        "SELECT ARRAY(SELECT a.attname::text FROM unnest(ix.indkey) WITH ORDINALITY k(attnum, n) "
        "JOIN pg_catalog.pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k.attnum "
        "ORDER BY k.n), ix.indisunique FROM pg_catalog.pg_index ix "
        "WHERE ix.indexrelid = to_regclass(%s) AND (NOT %s OR (ix.indisvalid AND ix.indisready "
        "AND ix.indpred IS NULL AND ix.indexprs IS NULL)) "
        "AND (%s::text IS NULL OR ix.indrelid = to_regclass(%s::text))",
        (qname(schema, index), valid, of_table, of_table and qname(schema, of_table)),
    )
    return None if idx is None else KeyIndex(tuple(idx[0]), bool(idx[1]))


def key_prepared(db: _Db, schema: str, name: str, key: tuple[str, ...], unique: bool) -> bool:
    """Whether the changed key's index is built already (see read_prepared_key)."""
    return read_prepared_key(db, schema, name) == KeyIndex(key, unique)


def healthy(db: _Db, tview_schema: str, tid: int) -> bool:
    """Whether status() finds the tview ok (or awaiting its backfill)."""
    ts = quote_ident(tview_schema)
    row = db.one(
        f"SELECT health FROM {ts}.status() s JOIN {ts}.tview t "
        "ON format('%%I.%%I', t.tbl_schema, t.tbl_name) = s.tview WHERE t.id = %s",
        (tid,),
    )
    return bool(row) and row[0] in ("ok", "awaiting backfill")


# the name dbt-postgres gives an index of the `indexes` config: an md5 in hex
DBT_INDEX_NAME = re.compile(r"^[0-9a-f]{32}$")

ALTER_PROBE = "tview_alter_probe"
# the SQLSTATE classes of a statement the probe cannot run (an unknown type, no privilege, a
# feature or a limit): the change is then taken as a rewrite
PROBE_ERRORS = {"0A", "22", "23", "42", "54"}


def alter_effect(
    db: _Db,
    schema: str,
    name: str,
    want: list[Column],
    have: list[Column],
    *,
    renews_indexes: bool = False,
) -> AlterEffect:
    """What the build's column statements (want: the view's columns, have: the table's) do to
    the table beyond the catalog, as PostgreSQL decides it: they run on an empty temporary table
    of the table's columns and indexes, in a savepoint rolled back after, and a storage file
    (relfilenode) they replace is a rewrite or an index rebuild. PostgreSQL decides both from
    the types, collations, operator classes and the session (timestamp <-> timestamptz under a
    UTC TimeZone), never from the rows; the install runs the same statements in this session.
    `renews_indexes`: see column_dependents."""
    qtable = qname(schema, name)
    probe = f"pg_temp.{ALTER_PROBE}"
    copied: dict[str, str] = {}  # the probe's index -> the table's
    unknown: list[str] = []  # indexes whose definition could not be copied: taken as rebuilt
    # (every lock the probe takes, ACCESS SHARE on the table and its indexes, ends with its
    # savepoint: the install's own locks are then taken first, in their order)
    db.run(f"SAVEPOINT {ALTER_PROBE}")
    db.locking = (qtable, "ACCESS SHARE")
    try:
        indexes = db.run(
            "SELECT i.relname, pg_catalog.pg_get_indexdef(i.oid), "
            "format('INDEX %%I ON %%I.%%I USING ', i.relname, n.nspname, c.relname), "
            "format('INDEX %%I ON ONLY %%I.%%I USING ', i.relname, n.nspname, c.relname) "
            "FROM pg_catalog.pg_index x JOIN pg_catalog.pg_class i ON i.oid = x.indexrelid "
            "JOIN pg_catalog.pg_class c ON c.oid = x.indrelid "
            "JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
            "WHERE x.indrelid = %s::regclass ORDER BY i.oid",
            (qtable,),
        )
        db.run(f"CREATE TEMP TABLE {ALTER_PROBE} (LIKE {qtable})")
        db.locking = None
        for i, (index, ddl, head, head_only) in enumerate(indexes):
            mine = f"{ALTER_PROBE}_{i}"
            own = f"INDEX {mine} ON {probe} USING "
            if head in ddl or head_only in ddl:
                db.run(ddl.replace(head if head in ddl else head_only, own, 1))
                copied[mine] = index
            else:
                unknown.append(index)
        before = _storage(db, probe)
        for statement in column_statements(probe, want, have):
            db.run(statement)
        after = _storage(db, probe)
    except Exception as exc:  # (the install's own statements then say what fails, if they do)
        if (_sqlstate(exc) or "")[:2] not in PROBE_ERRORS:  # a lock timeout: the install retries
            raise
        db.locking = None
        db.run(f"ROLLBACK TO SAVEPOINT {ALTER_PROBE}")
        return AlterEffect(rewrites_table=True, unknown=str(exc).strip().splitlines()[0])
    db.run(f"ROLLBACK TO SAVEPOINT {ALTER_PROBE}")
    rebuilt = [copied[i] for i in copied if i in after and after[i] != before[i]]
    olds = [old for _, old in retyped(want, have)]
    return AlterEffect(
        rewrites_table=after[ALTER_PROBE] != before[ALTER_PROBE],
        rebuilt_indexes=tuple(sorted(rebuilt + unknown)),
        readded_constraints=_constraints_on(db, qtable, olds),
        column_dependents=column_dependents(
            db, qtable, olds, renews_indexes=renews_indexes, renamed=renamed(want, have)
        ),
    )


def column_dependents(
    db: _Db,
    qtable: str,
    columns: list[str],
    *,
    renews_indexes: bool = False,
    renamed: Sequence[str] = (),
) -> tuple[str, ...]:
    """What a DROP COLUMN of the table's `columns` would drop or lose beyond their values: the
    objects that depend on them (indexes, constraints, defaults, views, policies, statistics)
    and what their catalog row holds (NOT NULL, privileges, options, a statistics target).
    Not among them, unless it also reads a column the model renames (`renamed`: the table's
    names of those, whose definitions read before the rename name the former column): what the
    replacement carries over in the install's transaction (its comment, default, options,
    statistics target and statistics objects: carried_settings) or sets again after the
    rebuild (an index that carried_index_defs returns, a CHECK constraint and NOT NULL:
    carried_constraints). `renews_indexes`: see carried_index_defs."""
    rows = db.run(
        "SELECT pg_catalog.pg_describe_object(d.classid, d.objid, d.objsubid) "
        "FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_attribute a "
        "ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid "
        "WHERE d.refclassid = 'pg_catalog.pg_class'::regclass AND d.refobjid = %s::regclass "
        "AND a.attname = ANY(%s) AND d.deptype IN ('n', 'a') "
        "AND NOT (d.classid = 'pg_catalog.pg_class'::regclass AND d.objid = ANY(%s::oid[])) "
        "AND NOT ((d.classid IN ('pg_catalog.pg_attrdef'::regclass, "
        "'pg_catalog.pg_statistic_ext'::regclass) OR (d.classid = "
        "'pg_catalog.pg_constraint'::regclass AND EXISTS (SELECT FROM pg_catalog.pg_constraint k "
        "WHERE k.oid = d.objid AND k.contype = 'c' AND k.conrelid = d.refobjid))) "
        "AND NOT EXISTS (SELECT FROM pg_catalog.pg_depend r JOIN pg_catalog.pg_attribute n "
        "ON n.attrelid = r.refobjid AND n.attnum = r.refobjsubid WHERE r.classid = d.classid "
        "AND r.objid = d.objid AND r.refobjid = d.refobjid AND n.attname = ANY(%s))) "
        "UNION SELECT format('%%s of column %%I', w.what, a.attname) "
        "FROM pg_catalog.pg_attribute a, LATERAL (VALUES ('NOT NULL', a.attnotnull, true), "
        "('privileges', a.attacl IS NOT NULL, false), "
        "('options', a.attoptions IS NOT NULL, true), "
        "('the statistics target', COALESCE(a.attstattarget::int, -1) >= 0, true)) "
        "AS w (what, has, carried) "
        "WHERE a.attrelid = %s::regclass AND a.attname = ANY(%s) AND w.has "
        "AND NOT (w.carried AND a.attname <> ALL(%s)) ORDER BY 1",
        (qtable, columns, _carried_oids(db, qtable, columns, renews_indexes, renamed))
        + (list(renamed), qtable, columns, list(renamed)),
    )
    return tuple(str(r[0]) for r in rows)


def carried_constraints(
    db: _Db, qtable: str, columns: Sequence[str], renamed: Sequence[str] = ()
) -> list[tuple[str, str, str]]:
    """(kind, name, definition) of each CHECK constraint on the table's `columns` (none that
    reads a column the model renames, `renamed`: see column_dependents) and each of them that
    is NOT NULL (kind 'not null', name: the column): what their replacement drops and
    carried.build_carried sets again once the new columns are filled, without a read of the
    rows under a lock a writer waits for."""
    checks = db.run(
        "SELECT 'check', k.conname::text, pg_catalog.pg_get_constraintdef(k.oid) "
        "FROM pg_catalog.pg_constraint k WHERE k.conrelid = %s::regclass AND k.contype = 'c' "
        "AND k.conkey && ARRAY(SELECT a.attnum FROM pg_catalog.pg_attribute a "
        "WHERE a.attrelid = k.conrelid AND a.attname = ANY(%s)) "
        "AND NOT k.conkey && ARRAY(SELECT a.attnum FROM pg_catalog.pg_attribute a "
        "WHERE a.attrelid = k.conrelid AND a.attname = ANY(%s)) ORDER BY k.conname",
        (qtable, list(columns), list(renamed)),
    )
    nulls = db.run(
        "SELECT 'not null', a.attname::text, 'NOT NULL' FROM pg_catalog.pg_attribute a "
        "WHERE a.attrelid = %s::regclass AND a.attname = ANY(%s) AND a.attnotnull "
        "ORDER BY a.attnum",
        (qtable, list(columns)),
    )
    return [(str(k), str(n), str(d)) for k, n, d in [*checks, *nulls]]


def carried_settings(
    db: _Db, qtable: str, columns: Sequence[str], renamed: Sequence[str] = ()
) -> list[str]:
    """The statements that give the table's `columns`, once replaced (dropped and added anew,
    under the same names), what the former ones had in the catalog alone: a default, options,
    a statistics target, and the extended statistics objects on them (with their own target;
    the drop of a column drops every one that names it; none that names a column the model
    renames, `renamed`). Read before the drop, run after the add, in the install's
    transaction: none of them reads a row. (A comment is carried by install; an index by
    carried_index_defs.)"""
    out = []
    for col, default, options, target in db.run(
        "SELECT a.attname::text, pg_catalog.pg_get_expr(d.adbin, d.adrelid), a.attoptions, "
        "COALESCE(a.attstattarget::int, -1) FROM pg_catalog.pg_attribute a "
        "LEFT JOIN pg_catalog.pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum "
        "WHERE a.attrelid = %s::regclass AND a.attname = ANY(%s) ORDER BY a.attnum",
        (qtable, list(columns)),
    ):
        alter = f"ALTER TABLE {qtable} ALTER COLUMN {quote_ident(col)}"
        if default is not None:
            out.append(f"{alter} SET DEFAULT {default}")
        if options:
            pairs = (o.split("=", 1) for o in options)
            out.append(f"{alter} SET ({', '.join(f'{k} = {quote_literal(v)}' for k, v in pairs)})")
        if target >= 0:
            out.append(f"{alter} SET STATISTICS {int(target)}")
    for name, ddl, target in db.run(
        "SELECT format('%%I.%%I', n.nspname, s.stxname), "
        "pg_catalog.pg_get_statisticsobjdef(s.oid), COALESCE(s.stxstattarget::int, -1) "
        "FROM pg_catalog.pg_statistic_ext s "
        "JOIN pg_catalog.pg_namespace n ON n.oid = s.stxnamespace "
        "WHERE s.stxrelid = %s::regclass AND EXISTS (SELECT FROM pg_catalog.pg_depend d "
        "JOIN pg_catalog.pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid "
        "WHERE d.classid = 'pg_catalog.pg_statistic_ext'::regclass AND d.objid = s.oid "
        "AND d.refobjid = s.stxrelid AND a.attname = ANY(%s)) "
        "AND NOT EXISTS (SELECT FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_attribute a "
        "ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid "
        "WHERE d.classid = 'pg_catalog.pg_statistic_ext'::regclass AND d.objid = s.oid "
        "AND d.refobjid = s.stxrelid AND a.attname = ANY(%s)) ORDER BY s.oid",
        (qtable, list(columns), list(renamed)),
    ):
        out.append(ddl)
        if target >= 0:
            out.append(f"ALTER STATISTICS {name} SET STATISTICS {int(target)}")
    return out


# the indexes on the table's columns %(cols)s that their replacement carries (carried_index_defs):
# none of a constraint, not the tview's key index nor the one built beforehand for its next key,
# none on a column the model renames (its definition names the former column), and with %(renews)s
# none of dbt's `indexes` config (the materialization builds those again)
_CARRIED = (
    "SELECT i.oid, i.relname::text, pg_catalog.pg_get_indexdef(i.oid), "
    "pg_catalog.obj_description(i.oid, 'pg_class') "
    "FROM pg_catalog.pg_index x JOIN pg_catalog.pg_class i ON i.oid = x.indexrelid "
    "WHERE x.indrelid = %(t)s::regclass AND i.relname <> ALL(%(own)s) "
    "AND NOT EXISTS (SELECT FROM pg_catalog.pg_constraint k WHERE k.conindid = i.oid) "
    "AND NOT (%(renews)s AND i.relname ~ %(dbt)s) "
    "AND EXISTS (SELECT FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_attribute a "
    "ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid "
    "WHERE d.classid = 'pg_catalog.pg_class'::regclass AND d.objid = i.oid "
    "AND d.refclassid = 'pg_catalog.pg_class'::regclass AND d.refobjid = %(t)s::regclass "
    "AND a.attname = ANY(%(cols)s)) "
    "AND NOT EXISTS (SELECT FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_attribute a "
    "ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid "
    "WHERE d.classid = 'pg_catalog.pg_class'::regclass AND d.objid = i.oid "
    "AND d.refclassid = 'pg_catalog.pg_class'::regclass AND d.refobjid = %(t)s::regclass "
    "AND a.attname = ANY(%(renamed)s)) ORDER BY i.oid"
)


def carried_index_defs(
    db: _Db,
    qtable: str,
    columns: Sequence[str],
    *,
    renews_indexes: bool = False,
    renamed: Sequence[str] = (),
) -> list[tuple[str, str, str | None]]:
    """(name, definition, comment) of each index of the user's on the table's `columns` that a
    replacement of those columns drops and online.finish builds again CONCURRENTLY, by its
    definition, once the new columns are filled: the table's writers never wait for it.
    `renews_indexes`: the caller builds the indexes of dbt's `indexes` config again (named as
    dbt-postgres names them), so they are not carried. `renamed`: the table's columns the model
    renames (an index on one of them stays a dependent: its definition names the former one)."""
    return [(n, d, c) for _, n, d, c in _carried(db, qtable, columns, renews_indexes, renamed)]


def _carried(
    db: _Db, qtable: str, columns: Sequence[str], renews: bool, renamed: Sequence[str]
) -> list[tuple]:
    table = db.value(
        "SELECT relname::text FROM pg_catalog.pg_class WHERE oid = %s::regclass", [qtable]
    )
    own = [key_index_name(table), prepared_key_index_name(table)]
    return db.run(
        _CARRIED,
        {
            "t": qtable,
            "cols": list(columns),
            "own": own,
            "renews": renews,
            "dbt": DBT_INDEX_NAME.pattern,
            "renamed": list(renamed),
        },
    )


def _carried_oids(
    db: _Db, qtable: str, columns: Sequence[str], renews: bool, renamed: Sequence[str]
) -> list[int]:
    """The indexes a replacement of `columns` drops and that are built again: carried ones,
    dbt's `indexes` config's among them, and with `renews` every index of that config (built
    again by the materialization by its config, a renamed column's too)."""
    oids = [int(r[0]) for r in _carried(db, qtable, columns, False, renamed)]
    if renews:
        oids += [
            int(r[0])
            for r in db.run(
                "SELECT i.oid FROM pg_catalog.pg_index x JOIN pg_catalog.pg_class i "
                "ON i.oid = x.indexrelid WHERE x.indrelid = %s::regclass AND i.relname ~ %s "
                "AND NOT EXISTS (SELECT FROM pg_catalog.pg_constraint k WHERE k.conindid = i.oid)",
                (qtable, DBT_INDEX_NAME.pattern),
            )
        ]
    return oids


def _storage(db: _Db, probe: str) -> dict[str, int]:
    """The relfilenode of the probe table and of each of its indexes, by name."""
    rows = db.run(
        "SELECT c.relname, c.relfilenode FROM pg_catalog.pg_class c WHERE c.oid = %s::regclass "
        "OR c.oid IN (SELECT indexrelid FROM pg_catalog.pg_index WHERE indrelid = %s::regclass)",
        (probe, probe),
    )
    return {str(n): int(f) for n, f in rows}


def _constraints_on(db: _Db, qtable: str, columns: list[str]) -> tuple[str, ...]:
    """The CHECK and foreign key constraints on (or referencing) the table's `columns`: ALTER
    COLUMN TYPE adds them again, a CHECK checked over every row (a foreign key is when its
    operators change: taken as checked too)."""
    rows = db.run(
        "WITH a AS (SELECT ARRAY(SELECT attnum FROM pg_catalog.pg_attribute "
        "WHERE attrelid = %s::regclass AND attname = ANY(%s)) AS nums) "
        "SELECT DISTINCT k.conname::text FROM pg_catalog.pg_constraint k, a "
        "WHERE k.contype IN ('c', 'f') AND ((k.conrelid = %s::regclass AND k.conkey && a.nums) "
        "OR (k.confrelid = %s::regclass AND k.confkey && a.nums)) ORDER BY 1",
        (qtable, columns, qtable, qtable),
    )
    return tuple(r[0] for r in rows)


def alter_refusers(db: _Db, qtable: str, columns: list[str]) -> list[str]:
    """What besides a view uses the table's `columns` in a way that makes PostgreSQL refuse
    ALTER COLUMN TYPE on them: a trigger (its WHEN or its column list), a row-level policy, a
    publication's row filter or column list (described as pg_describe_object does)."""
    rows = db.run(
        "SELECT DISTINCT pg_catalog.pg_describe_object(d.classid, d.objid, d.objsubid) "
        "FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_attribute a "
        "ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid "
        "WHERE d.refclassid = 'pg_catalog.pg_class'::regclass AND d.refobjid = %s::regclass "
        "AND a.attname = ANY(%s) AND d.classid = ANY(ARRAY['pg_catalog.pg_trigger', "
        "'pg_catalog.pg_policy', 'pg_catalog.pg_publication_rel']::regclass[]) ORDER BY 1",
        (qtable, columns),
    )
    return [str(r[0]) for r in rows]


def views_reading(
    db: _Db, tview_schema: str, schema: str, name: str, columns: list[str]
) -> list[tuple[str, str | None]]:
    """The views that read the table's `columns`, each with the tview whose view it is (None:
    a view of the user's)."""
    qtable = qname(schema, name)
    rows = db.run(
        "SELECT DISTINCT format('%%I.%%I', n.nspname, v.relname), t.tbl_name "
        "FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_rewrite r ON r.oid = d.objid "
        "JOIN pg_catalog.pg_class v ON v.oid = r.ev_class "
        "JOIN pg_catalog.pg_namespace n ON n.oid = v.relnamespace "
        f"LEFT JOIN {quote_ident(tview_schema)}.tview t "
        "ON t.tbl_schema = n.nspname AND t.view_name = v.relname "
        "WHERE d.classid = 'pg_catalog.pg_rewrite'::regclass "
        "AND d.refclassid = 'pg_catalog.pg_class'::regclass AND d.refobjid = %s::regclass "
        "AND v.oid <> %s::regclass AND d.refobjsubid IN (SELECT attnum "
        "FROM pg_catalog.pg_attribute WHERE attrelid = %s::regclass AND attname = ANY(%s)) "
        "ORDER BY 1",
        (qtable, qtable, qtable, columns),
    )
    return [(str(v), t) for v, t in rows]
