"""The catalog of the `tview` schema and its ordered migrations.

The schema records its version in `tview.meta` (k = 'schema_version'). `migrate` applies, in
order and in the caller's transaction, every step past that version; each step is idempotent, so
a step interrupted by a failed transaction is simply applied again. A database of dbt-tview
0.1.0 has a catalog but no schema version: it is version 1. The shared functions are not here:
they are regenerated from the templates (sqlgen.render_runtime) whenever they differ, and touch
no rows.

What decides whether a tview's *data* must be rebuilt is its definition alone
(`definition_hash`): the model's SQL, key, uniqueness, columns and names. The code generated
for it (triggers and functions) is compared by its own hash, so a new package version
regenerates code and keeps every row.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from dbt_tview.analyzer import TviewError
from dbt_tview.sqlgen import quote_ident


class Db(Protocol):
    def run(self, sql: str, params: Sequence[Any] | None = None) -> list[tuple]: ...

    def value(self, sql: str, params: Sequence[Any] | None = None) -> Any: ...


def definition_hash(
    sql: str, key: Sequence[str], view: str, unique: bool, columns: Sequence[str]
) -> str:
    """What makes a tview's rows current: its SQL, key, uniqueness, view name and output
    columns (the same SQL can mean more columns: `SELECT *` after a source gained one)."""
    payload = json.dumps(
        {"sql": sql, "key": list(key), "view": view, "unique": unique, "columns": list(columns)},
        sort_keys=True,
    )
    return hashlib.sha256(payload.encode()).hexdigest()


# The catalog of dbt-tview 0.1.0 ({s}: the quoted tview schema).
_CATALOG = """
CREATE TABLE IF NOT EXISTS {s}.meta (k text PRIMARY KEY, v text NOT NULL);

-- What only tview's code may write in a session (see _arm): settings are the session's own, but
-- a sequence's currval is set by nextval/setval alone, which need privileges on it that nobody
-- is granted. session_key: the session's random key, which names the session's private
-- settings (see _session.sql.j2, tag_ready).
CREATE SEQUENCE IF NOT EXISTS {s}.session_key AS bigint MINVALUE 0;
REVOKE ALL ON SEQUENCE {s}.session_key FROM PUBLIC;

CREATE TABLE IF NOT EXISTS {s}.tview (
    id          serial PRIMARY KEY,
    tbl_schema  text NOT NULL,
    tbl_name    text NOT NULL,
    view_name   text NOT NULL,
    key_cols    text[] NOT NULL,
    key_types   text[] NOT NULL,
    columns     text[] NOT NULL,
    is_unique   boolean NOT NULL,
    rank        integer NOT NULL DEFAULT 0,
    strategy    text NOT NULL,
    definition  text NOT NULL,
    def_hash    text NOT NULL,
    status      text NOT NULL DEFAULT 'ok',
    capturing   boolean NOT NULL DEFAULT false,
    warnings    text[] NOT NULL DEFAULT '{}',
    installed_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (tbl_schema, tbl_name)
);

CREATE TABLE IF NOT EXISTS {s}.source (
    tview_id    integer NOT NULL REFERENCES {s}.tview (id) ON DELETE CASCADE,
    idx         integer NOT NULL,
    src_schema  text NOT NULL,
    src_name    text NOT NULL,
    src_oid     oid NOT NULL,
    strategy    text NOT NULL,
    derivation  text,
    reason      text NOT NULL DEFAULT '',
    PRIMARY KEY (tview_id, idx)
);

-- Each source's partitions and inheritance children at install, at every level: status()
-- compares the tree with them (dropping or detaching a partition takes its rows away without
-- a statement any trigger sees).
ALTER TABLE {s}.source ADD COLUMN IF NOT EXISTS parts oid[];
ALTER TABLE {s}.source ADD COLUMN IF NOT EXISTS part_names text[];
-- The source's columns the view reads, at install (number and name): the generated triggers
-- and flush name them, so a rename breaks writes (the view follows it) until the next
-- install; status() reports it.
ALTER TABLE {s}.source ADD COLUMN IF NOT EXISTS colnums smallint[];
ALTER TABLE {s}.source ADD COLUMN IF NOT EXISTS colnames text[];

-- Progress of Spark backfills (spark_ext.backfill writes it; tview_status shows it).
CREATE TABLE IF NOT EXISTS {s}.backfill_progress (
    run_id text PRIMARY KEY,
    tview text NOT NULL,
    phase text NOT NULL,
    partitions_done int NOT NULL DEFAULT 0,
    partitions_total int NOT NULL DEFAULT 0,
    rows_done bigint NOT NULL DEFAULT 0,
    started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    error text
);

-- Hash of the dbt model (code and config) that installed the tview: dbt test tview_healthy
-- compares it with the project's current model.
ALTER TABLE {s}.tview ADD COLUMN IF NOT EXISTS model_hash text;
-- The lone key's fast path of the tview's flush function, which the commit trigger inlines
-- (sqlgen.render_commit_lone; NULL: none).
ALTER TABLE {s}.tview ADD COLUMN IF NOT EXISTS commit_sql text;
-- An algebraic tview whose lone statement counts a NOT NULL column's rows as the group's rows
-- (sqlgen agg_context, bare): true once a NULL of such a column may have joined a group (its
-- NOT NULL dropped since the install), which turns that statement away until the next install.
ALTER TABLE {s}.tview ADD COLUMN IF NOT EXISTS agg_nulls boolean NOT NULL DEFAULT false;

-- Keys refreshed while a backfill of the tview runs (capturing = true), replayed after the swap.
CREATE TABLE IF NOT EXISTS {s}.capture (
    tview_id    integer NOT NULL,
    k           text[],
    captured_at timestamptz NOT NULL DEFAULT now()
);

-- Witness rows: one per (tview, session slot). A transaction that changed only sources whose
-- changes map to keys directly bumps its own slot row before recomputing; one that changed a
-- joined (or fully refreshed) source bumps every slot row, then derives its keys again. The
-- row locks order the two kinds (READ COMMITTED: whoever comes second waits and reads the
-- other's commit); the row versions turn the write skew of REPEATABLE READ into SQLSTATE 40001.
CREATE TABLE IF NOT EXISTS {s}.witness (
    tview_id integer NOT NULL REFERENCES {s}.tview (id) ON DELETE CASCADE,
    slot     integer NOT NULL,
    n        bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (tview_id, slot)
) WITH (fillfactor = 50);
"""

# dbt-tview 0.2.0: the definition's hash no longer covers the generator, the generated code has
# its own hash, writes that bypass the triggers are recorded, advisory locks have a namespace,
# and the objects only the development states before 0.1.0 used are gone.
_V2 = """
ALTER TABLE {s}.tview ADD COLUMN IF NOT EXISTS code_hash text;
ALTER TABLE {s}.tview ADD COLUMN IF NOT EXISTS state_hash text;

-- Writes that bypass the triggers (docs/security.md): the OID and row version (xmin) of each
-- of the tview's triggers on the source and its partitions when the tview was last fully
-- recomputed. ALTER TABLE ... DISABLE/ENABLE TRIGGER rewrites the row, so a trigger whose
-- row version changed was disabled since (a data-only restore with --disable-triggers does it).
ALTER TABLE {s}.source ADD COLUMN IF NOT EXISTS trig_oids oid[];
ALTER TABLE {s}.source ADD COLUMN IF NOT EXISTS trig_xmins text[];

-- Statements under session_replication_role = replica, which fires none of the triggers that
-- maintain the tview: the tview's trigger tview_N_replica, enabled for replica sessions only,
-- counts them here (nothing else fires it: free for ordinary writes). A full refresh clears.
CREATE TABLE IF NOT EXISTS {s}.bypass (
    tview_id   integer NOT NULL,
    rel        oid NOT NULL,
    statements bigint NOT NULL,
    first_at   timestamptz NOT NULL,
    last_at    timestamptz NOT NULL,
    by_role    text NOT NULL,
    PRIMARY KEY (tview_id, rel)
);

-- The high bits of the tview's advisory locks, those its functions were generated with (see
-- dbt_tview.locks; NULL: generated by 0.1.0, whose tview-wide and witness locks were
-- locks.LEGACY_WIDE and LEGACY_WITNESS plus the id, until its code is generated again).
ALTER TABLE {s}.tview ADD COLUMN IF NOT EXISTS lock_namespace integer;

ALTER TABLE {s}.tview DROP COLUMN IF EXISTS runtime_version;
DELETE FROM {s}.meta WHERE k = 'runtime_version';
DROP FUNCTION IF EXISTS {s}._flush_one(integer, boolean);
DROP FUNCTION IF EXISTS {s}._jd_ready();
DROP FUNCTION IF EXISTS {s}._arm_commit();
DROP FUNCTION IF EXISTS {s}._owned(regclass, text, regclass);
DROP SEQUENCE IF EXISTS {s}.session_check;
"""


def _rehash_definitions(db: Db, s: str) -> None:
    """Every tview's def_hash in this package's form, from its catalog row (which holds every
    input of the hash): its rows stay, its code is regenerated by the next install."""
    rows = db.run(f"SELECT id, definition, key_cols, view_name, is_unique, columns FROM {s}.tview")
    for tid, sql, key, view, unique, columns in rows:
        db.run(
            f"UPDATE {s}.tview SET def_hash = %s, code_hash = NULL WHERE id = %s",
            (definition_hash(sql, key, view, unique, columns), tid),
        )


def _sql_step(text: str) -> Callable[[Db, str], None]:
    def step(db: Db, s: str) -> None:
        db.run(text.replace("{s}", s))

    return step


def _v2(db: Db, s: str) -> None:
    _sql_step(_V2)(db, s)
    _rehash_definitions(db, s)


@dataclass(frozen=True)
class Migration:
    version: int
    what: str
    apply: Callable[[Db, str], None]


# The tview's block of the source's UPDATE dispatcher (docs/decisions/0019), which is
# regenerated from these whenever tviews come and go; NULL: its own UPDATE trigger.
_V3 = """
ALTER TABLE {s}.source ADD COLUMN IF NOT EXISTS upd_block text;
"""

# One row per partition of a tview whose key is not unique, by the key's lock hash: every
# flush of the partition bumps it, so that above READ COMMITTED a transaction whose snapshot
# predates another's refresh of the partition fails with 40001 instead of adding its rows
# beside the other's, which it cannot see.
_V4 = """
CREATE TABLE IF NOT EXISTS {s}.partition_witness (
    tview_id integer NOT NULL REFERENCES {s}.tview (id) ON DELETE CASCADE,
    h        integer NOT NULL,
    n        bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (tview_id, h)
) WITH (fillfactor = 50);
REVOKE ALL ON {s}.partition_witness FROM PUBLIC;
"""

# The delta each flush of an algebraic tview adds to a group while capturing (the text of a row
# of its type dl_N; NULL: the key was recomputed): an online rebuild applies those committed
# after its read of the group to that read, under the group's lock (online._recompute_groups).
_V5 = """
ALTER TABLE {s}.capture ADD COLUMN IF NOT EXISTS d text;
"""

# What an online rebuild dropped with a column it replaced (a type change that ALTER would
# rewrite the table for) and sets again once the new column is filled: the user's indexes on it
# (kind 'index'), its CHECK constraints ('check', by definition) and its NOT NULL ('not null',
# name: the column). See carried.py.
_V6 = """
CREATE TABLE IF NOT EXISTS {s}.carried (
    tview_id integer NOT NULL REFERENCES {s}.tview (id) ON DELETE CASCADE,
    kind     text NOT NULL CHECK (kind IN ('index', 'check', 'not null')),
    name     text NOT NULL,
    def      text NOT NULL,
    comment  text,
    PRIMARY KEY (tview_id, kind, name)
);
REVOKE ALL ON {s}.carried FROM PUBLIC;
"""

MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "the catalog of dbt-tview 0.1.0", _sql_step(_CATALOG)),
    Migration(2, "definition and code hashed apart", _v2),
    Migration(3, "UPDATE dispatchers per source", _sql_step(_V3)),
    Migration(4, "partition witness rows of tviews whose key is not unique", _sql_step(_V4)),
    Migration(5, "the deltas captured during an online rebuild", _sql_step(_V5)),
    Migration(6, "what a replaced column carries over", _sql_step(_V6)),
)
SCHEMA_VERSION = MIGRATIONS[-1].version


def installed_version(db: Db, tview_schema: str) -> int:
    """The schema version of the database's tview catalog (0: none)."""
    s = quote_ident(tview_schema)
    if not db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{s}.meta",)):
        return 0
    v = db.value(f"SELECT v FROM {s}.meta WHERE k = 'schema_version'")
    if v is not None:
        return int(v)
    # dbt-tview 0.1.0 kept no schema version
    return 1 if db.value("SELECT to_regclass(%s) IS NOT NULL", (f"{s}.tview",)) else 0


def migrate(db: Db, tview_schema: str) -> list[int]:
    """Apply the missing steps in order (the caller's transaction); the versions applied."""
    have = installed_version(db, tview_schema)
    if have > SCHEMA_VERSION:
        raise TviewError(
            f"the {tview_schema} schema has schema version {have}, written by a newer "
            f"dbt-tview; this one knows versions up to {SCHEMA_VERSION}. Nothing was changed: "
            "install the newer dbt-tview (a schema is never migrated down)."
        )
    s = quote_ident(tview_schema)
    done = []
    for m in MIGRATIONS:
        if m.version <= have:
            continue
        if m.version == 1 and not db.value(
            "SELECT EXISTS (SELECT FROM pg_catalog.pg_namespace WHERE nspname = %s)",
            (tview_schema,),
        ):
            # (CREATE SCHEMA IF NOT EXISTS needs CREATE on the database even when the schema
            # exists: a role that owns a pre-created runtime schema has no need of it)
            db.run(f"CREATE SCHEMA {s}")
        m.apply(db, s)
        db.run(
            f"INSERT INTO {s}.meta VALUES ('schema_version', %s) "
            "ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v",
            (str(m.version),),
        )
        done.append(m.version)
    return done
