"""Online backfill of a tview through Spark.

Sequence (see docs/spark.md):

1. ``capture``: set ``tview.tview.capturing = true`` and commit; wait until every transaction that
   could have started before that commit has finished (so every later flush of the tview
   appends its keys to ``tview.capture``);
2. ``snapshot``: a coordinator connection opens a REPEATABLE READ transaction and exports its
   snapshot; source column lists are recorded;
3. ``read``/``write``: Spark reads every source in ctid-range partitions (each task joins the
   exported snapshot), evaluates the translated model and COPYs PostgreSQL text into a per-run
   UNLOGGED staging table;
4. ``swap`` (dbt_tview.online's batches): the differences staging -> live are applied by key
   range, one short transaction each (EXCLUSIVE on the live table: readers go on, a flush
   waits for one batch), skipping the keys flushes captured (their rows are newer); an
   algebraic tview's captured groups are recomputed; a last short transaction under the
   tview's locks switches capturing off. Each checks the source columns and the definition;
5. cleanup of the staging table.

A failure or a kill leaves the tview maintained: each batch wrote rows of the view as it was
then, and every key written since has been refreshed by its own flush. A rerun drops leftovers
of earlier runs and applies what is left.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import logging
import re
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field

import psycopg2

from dbt_tview import locks, quoting, waits
from dbt_tview.entries import CatalogEntry, catalog_entry, catalog_present
from dbt_tview.quoting import qualified as _ident

from . import SparkExtraMissing, pgfuncs, pgio
from .translate import Collations, SourceRef, Unsupported, pg_text, spark_ident, translate

log = logging.getLogger("spark_ext.backfill")

# (the progress table, tview.backfill_progress, is the catalog's: dbt_tview.migrations)


class BackfillError(RuntimeError):
    pass


class SourceChanged(BackfillError):
    """A source's columns changed (DDL) while the backfill ran."""


class BackfillBusy(BackfillError):
    pass


@dataclass
class Tview:
    table: str
    sql: str
    sources: list[tuple[str, str]]
    key: list[str]
    schema: str = "public"
    view: str | None = None

    @property
    def qualified(self) -> str:
        """``schema.table`` as ``format('%I.%I')`` writes it on the newest PostgreSQL (messages)."""
        return quoting.format_qualified(self.schema, self.table)

    def name_on(self, conn) -> str:
        """``schema.table`` as ``format('%I.%I')`` writes it on ``conn``'s server: the name
        tview.status() and backfill_progress agree on."""
        return quoting.format_qualified(self.schema, self.table, server_version=conn.server_version)

    @classmethod
    def from_catalog(cls, conn, schema: str, table: str, tview_schema: str = "tview") -> Tview:
        """The installed definition (the SQL the view holds), key and sources of a tview."""
        with conn.cursor() as cur:
            entry = _entry(cur, tview_schema, schema, table)
        return cls(
            table=table,
            sql=entry.definition,
            sources=list(entry.sources),
            key=list(entry.key),
            schema=schema,
            view=entry.view,
        )


@dataclass
class Result:
    run_id: str
    rows: int = 0
    deleted: int = 0
    updated: int = 0
    inserted: int = 0
    captured_keys: int = 0  # keys flushes captured (written) while the backfill ran
    replayed_keys: int = 0  # keys recomputed after the swap (algebraic groups; keyless: 1)
    batches: int = 0
    longest_batch_s: float = 0.0
    final_s: float = 0.0
    partitions: int = 0
    read_ranges: int = 0  # page ranges read in parallel, over all sources
    timings: dict = field(default_factory=dict)


def _connect(dsn: str, autocommit: bool = True, app: str = "tview_backfill"):
    conn = psycopg2.connect(dsn, application_name=app)
    conn.autocommit = autocommit
    with conn.cursor() as cur:
        cur.execute("SET TimeZone = 'UTC'")
    return conn


def _entry(cur, ts: str, schema: str, table: str) -> CatalogEntry:
    """The tview's catalog row (dbt_tview.catalog, the runtime's own reader)."""
    if not catalog_present(cur, ts):
        raise BackfillError(f"catalog {ts}.tview not found: install the tview runtime first")
    entry = catalog_entry(cur, schema, table, ts)
    if entry is None:
        raise BackfillError(
            f"{quoting.format_qualified(schema, table)} is not a tview (install it with dbt run "
            "first)"
        )
    return entry


def _tview_row(cur, ts: str, tv: Tview) -> int:
    """id of the tview in the catalog."""
    return _entry(cur, ts, tv.schema, tv.table).id


# other backfills' snapshot holders never write a source: they are not waited for
_OWN_APPS = (
    "tview_backfill_coordinator",
    "tview_backfill_read",
    "tview_backfill_write",
    "tview_backfill_progress",
    "tview_backfill_task",
)


def wait_for_older_transactions(cur, timeout: float = locks.OLDER_XACTS_WAIT_S) -> float:
    """Wait until no transaction that began before now can still commit without seeing our flag
    (dbt_tview.waits): writers without a snapshot too, since no lock on the sources ordered them
    before the flag. Returns the seconds waited."""
    start = time.monotonic()
    busy = waits.wait_for_older_transactions(cur, timeout, writers=True, exclude_apps=_OWN_APPS)
    if busy:
        raise BackfillError(
            f"{busy} transaction(s) older than the capture flag still running after {timeout}s"
        )
    return time.monotonic() - start


def _signatures(cur, oids: dict[tuple[str, str], int]) -> dict:
    return {k: [c.signature() for c in pgio.columns(cur, oid)] for k, oid in oids.items()}


def _json_unsafe_columns(cur, oid: int) -> dict[str, str]:
    """Columns whose JSON form (datum_to_json) is not the JSON string of their text."""
    cur.execute(
        "SELECT a.attname, t.typtype, t.typcategory, bt.typcategory, bt.typname "
        "FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid "
        "LEFT JOIN pg_type bt ON bt.oid = t.typbasetype "
        "WHERE a.attrelid = %s AND a.attnum > 0 AND NOT a.attisdropped",
        (oid,),
    )
    out = {}
    for name, typtype, cat, base_cat, base_name in cur.fetchall():
        if typtype == "c":
            out[name] = "composite values become JSON objects in PostgreSQL"
        elif cat == "A":
            out[name] = "arrays become JSON arrays in PostgreSQL, the Spark read has their text"
        elif typtype == "d" and (base_cat != "S" or base_name == "bpchar"):
            out[name] = f"a domain over {base_name} is read as text by the Spark path"
    return out


# Strings on which code-point order and a collation that merely claims to be "C-like" would part:
# case, accents, punctuation, digits, spaces, combining marks, ligatures, non-Latin, astral.
# fmt: off
COLLATION_PROBE = [
    "a", "B", "b", "A", "é", "e", "E", "É", "f", "_x", "x_", "-a", "a-b", "ab", " a", "a ", "0",
    "9", "10", "ä", "z", "Z", "ß", "ss", "œ", "oe", "ﬁ", "fi", "日本", "中文", "😀", "ǅ", "ı",
    "İ", "Ω", "ω", "\u00a0a", "a\u0301", "á", "Å", "å", "ø", "~", "{", "a'b", "a b", "",
]
# fmt: on


def _sorts_by_code_point(cur, collation: str) -> bool:
    """Whether ``collation`` orders the probe strings exactly by code point (as Spark does)."""
    cur.execute("SAVEPOINT tv_probe")
    try:
        cur.execute(
            f"SELECT array_agg(s ORDER BY s COLLATE {_ident(collation)}) FROM unnest(%s::text[]) s",
            (COLLATION_PROBE,),
        )
        got = cur.fetchone()[0]
    except psycopg2.Error:
        cur.execute("ROLLBACK TO SAVEPOINT tv_probe")
        return False
    cur.execute("RELEASE SAVEPOINT tv_probe")
    return got == sorted(COLLATION_PROBE)


def _c_like(provider: str, locale: str | None) -> str:
    """'yes' (code-point order by definition), 'probe' (C.UTF-8 of libc), or 'no'."""
    loc = (locale or "").lower().replace("-", "")
    if provider in ("c", "b") and loc in ("c", "posix"):
        return "yes"
    if provider == "b" and loc == "c.utf8":  # PostgreSQL 17's builtin pg_c_utf8
        return "yes"
    if provider == "c" and loc == "c.utf8":
        return "probe"
    return "no"


def case_tables(cur) -> tuple[dict | None, str | None]:
    """PostgreSQL's upper()/lower() under the database default collation as per-character tables
    ({'upper': {cp: text}, 'lower': …}, None), or (None, why they would not reproduce it).
    Exact when the server maps each character on its own (libc: towupper/towlower per
    character; builtin C / C.UTF-8: simple mappings), which probe strings (final sigma, Turkish
    i, digraphs, ligatures) confirm; ICU maps in context and is refused."""
    cur.execute("SELECT * FROM pg_database WHERE datname = current_database()")
    db = dict(zip([d[0] for d in cur.description], cur.fetchone()))
    if db.get("datlocprovider", "c") not in ("c", "b"):
        return None, "the database default collation is ICU (context-dependent case mapping)"
    cur.execute(
        "SELECT pg_encoding_to_char(encoding) FROM pg_database WHERE datname = current_database()"
    )
    if cur.fetchone()[0] != "UTF8":
        return None, "the database encoding is not UTF8"
    cur.execute(
        "SELECT i, upper(chr(i)), lower(chr(i)) FROM generate_series(1, 1114111) i "
        "WHERE (i < 55296 OR i > 57343) AND (upper(chr(i)) <> chr(i) OR lower(chr(i)) <> chr(i))"
    )
    tables: dict = {"upper": {}, "lower": {}}
    for i, up, lo in cur.fetchall():
        if up != chr(i):
            tables["upper"][i] = up
        if lo != chr(i):
            tables["lower"][i] = lo
    for probe in pgfuncs.CASE_PROBES:
        cur.execute("SELECT upper(%s), lower(%s)", (probe, probe))
        up, lo = cur.fetchone()
        if up != probe.translate(tables["upper"]) or lo != probe.translate(tables["lower"]):
            return None, f"the server does not map {probe!r} character by character"
    return tables, None


def collation_facts(cur, src_oids: dict) -> tuple[Collations, dict]:
    """Which collations sort text exactly as Spark (by code point), the database default's
    verdict, and per source the text columns whose collation does not."""
    cur.execute("SELECT * FROM pg_database WHERE datname = current_database()")
    db = dict(zip([d[0] for d in cur.description], cur.fetchone()))
    db_provider = db.get("datlocprovider", "c")
    db_locale = db.get("datlocale") or db.get("daticulocale") if db_provider != "c" else None
    db_locale = db_locale or db.get("datcollate")
    verdict = _c_like(db_provider, db_locale)
    default_ok = verdict == "yes" or (verdict == "probe" and _sorts_by_code_point(cur, "default"))
    provider_name = {"c": "libc", "i": "icu", "b": "builtin"}
    default_desc = (
        f'the database default collation "{db_locale}" ({provider_name.get(db_provider, "?")})'
    )
    cur.execute("SELECT * FROM pg_collation")
    names = [d[0] for d in cur.description]
    code_point: set[str] = set()
    describe: dict[int, str] = {}
    for row in cur.fetchall():
        c = dict(zip(names, row))
        prov = c["collprovider"]
        if prov == "d":
            if default_ok:
                code_point.add(c["collname"])
            continue
        loc = c.get("colllocale") or c.get("colliculocale") or c.get("collcollate")
        v = _c_like(prov, loc)
        if v == "yes" or (v == "probe" and _sorts_by_code_point(cur, c["collname"])):
            code_point.add(c["collname"])
        else:
            det = "" if c.get("collisdeterministic", True) else ", nondeterministic"
            describe[c["oid"]] = (
                f'collation "{c["collname"]}" ({provider_name.get(prov, prov)} {loc}{det})'
            )
    per_source = {}
    for key, oid in src_oids.items():
        cur.execute(
            "SELECT a.attname, a.attcollation, t.typname FROM pg_attribute a "
            "JOIN pg_type t ON t.oid = a.atttypid WHERE a.attrelid = %s AND a.attnum > 0 "
            "AND NOT a.attisdropped AND a.attcollation <> 0",
            (oid,),
        )
        bad = {}
        for name, coll, typname in cur.fetchall():
            if typname == "citext":
                bad[name] = "type citext (compares case-insensitively)"
            elif coll in describe:
                bad[name] = describe[coll]
        per_source[key] = bad
    return Collations(code_point, default_ok, default_desc), per_source


def _explicit_collation_columns(cur, oid: int) -> set[str]:
    """Columns whose collation is not the database default (their own case mapping)."""
    cur.execute(
        "SELECT attname FROM pg_attribute WHERE attrelid = %s AND attnum > 0 "
        "AND NOT attisdropped AND attcollation NOT IN (0, 100)",
        (oid,),
    )
    return {r[0] for r in cur.fetchall()}


def _not_null_columns(cur, oid: int) -> set[str]:
    cur.execute(
        "SELECT attname FROM pg_attribute WHERE attrelid = %s AND attnum > 0 AND NOT attisdropped "
        "AND attnotnull",
        (oid,),
    )
    return {r[0] for r in cur.fetchall()}


def _backfill_lock(cur, ts: str, tv_oid: int) -> int:
    """The advisory lock that admits one backfill of a tview at a time (dbt_tview.locks), in
    the namespace the runtime's meta table names."""
    cur.execute("SELECT to_regclass(%s) IS NOT NULL", (f"{_ident(ts)}.meta",))
    ns = None
    if cur.fetchone()[0]:
        cur.execute(f"SELECT v FROM {_ident(ts, 'meta')} WHERE k = 'lock_namespace'")
        row = cur.fetchone()
        ns = int(row[0]) if row else None
    return locks.backfill_lock(ns or locks.DEFAULT_NAMESPACE, tv_oid)


# bytes of a staging table's name before its run id: with "_" and the 12-character run id it
# stays within PostgreSQL's 63-byte identifiers, which it would otherwise truncate
STAGE_PREFIX_BYTES = 40


def _stage_prefix(tv: Tview) -> str:
    name = "bf_" + tv.table
    while len(name.encode()) > STAGE_PREFIX_BYTES:
        name = name[:-1]
    return name + "_"


def cleanup(dsn: str, tv: Tview, tview_schema: str = "tview", conn=None) -> None:
    """Drop leftovers of earlier (killed) runs of this tview and switch capturing off."""
    own = conn is None
    conn = conn or _connect(dsn)
    locked = False
    try:
        with conn.cursor() as cur:
            # never clean up under a running backfill (re-entrant for the backfill's own session)
            lock = _backfill_lock(cur, tview_schema, pgio.relid(cur, tv.schema, tv.table))
            cur.execute("SELECT pg_try_advisory_lock(%s)", (lock,))
            locked = cur.fetchone()[0]
            if not locked:
                raise BackfillBusy(f"a backfill of {tv.qualified} is running")
            cur.execute(
                "SELECT relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                "WHERE n.nspname = %s AND c.relkind = 'r' AND left(relname, %s) = %s",
                (tview_schema, len(_stage_prefix(tv)), _stage_prefix(tv)),
            )
            for (rel,) in cur.fetchall():
                cur.execute(f"DROP TABLE IF EXISTS {_ident(tview_schema, rel)}")
            tid = _tview_row(cur, tview_schema, tv)
            _stop_capture(cur, tview_schema, tid)
            cur.execute(
                f"UPDATE {_ident(tview_schema, 'backfill_progress')} SET phase = 'abandoned', "
                "updated_at = clock_timestamp() WHERE tview = %s AND phase NOT IN ('done', "
                "'failed', "
                "'abandoned')",
                (tv.name_on(conn),),
            )
    finally:
        if locked and not conn.closed:
            with conn.cursor() as cur:
                cur.execute("SELECT pg_advisory_unlock(%s)", (lock,))
        if own:
            conn.close()


def _stop_capture(cur, ts: str, tid: int) -> None:
    """Capturing off and the captured keys gone, unless an online rebuild of the tview is
    pending: dbt_tview.online completes it with both."""
    from dbt_tview import online

    cur.execute(f"SELECT status FROM {_ident(ts, 'tview')} WHERE id = %s", (tid,))
    row = cur.fetchone()
    if row is not None and row[0] != online.REBUILDING:
        cur.execute(
            f"UPDATE {_ident(ts, 'tview')} SET capturing = false WHERE id = %s AND capturing",
            (tid,),
        )
        cur.execute(f"DELETE FROM {_ident(ts, 'capture')} WHERE tview_id = %s", (tid,))


class _Progress:
    def __init__(self, conn, ts: str, run_id: str, tv: Tview):
        self.conn, self.ts, self.run_id, self.tv = conn, ts, run_id, tv

    def phase(self, phase: str, **kw) -> None:
        sets = ", ".join(f"{k} = %({k})s" for k in kw)
        with self.conn.cursor() as cur:
            cur.execute(
                f"UPDATE {_ident(self.ts, 'backfill_progress')} SET phase = %(phase)s, "
                f"updated_at = clock_timestamp(){', ' + sets if sets else ''} WHERE run_id = "
                "%(run)s",
                {"phase": phase, "run": self.run_id, **kw},
            )
        log.info("backfill %s: %s %s", self.tv.qualified, phase, kw or "")


def _progress_logger(dsn: str, ts: str, run_id: str, stop: threading.Event, every: float) -> None:
    try:
        conn = _connect(dsn, app="tview_backfill_progress")
    except psycopg2.Error:
        return
    try:
        while not stop.wait(every):
            with conn.cursor() as cur:
                cur.execute(
                    f"SELECT tview, phase, partitions_done, partitions_total, rows_done FROM "
                    f"{_ident(ts, 'backfill_progress')} WHERE run_id = %s",
                    (run_id,),
                )
                r = cur.fetchone()
            if r:
                log.info("backfill %s: %s, partitions %s/%s, rows %s", *r)
    except psycopg2.Error:
        pass
    finally:
        conn.close()


def _default_parallelism(spark) -> int:
    """Read partitions per source: twice the executor cores (Spark Connect: conf or 8)."""
    try:
        return max(2, 2 * spark.sparkContext.defaultParallelism)
    except Exception:  # noqa: BLE001 - no SparkContext under Spark Connect
        return int(spark.conf.get("spark.default.parallelism", "8"))


def _read_ranges(pages: int, parallelism: int) -> list[tuple[int, int | None]]:
    """A source's page ranges to read in parallel: one per read slot, each of at least
    locks.READ_RANGE_PAGES_MIN pages (a small source is read in fewer)."""
    return _plan_ranges(pages, min(parallelism, pages // locks.READ_RANGE_PAGES_MIN + 1))


def _plan_ranges(pages: int, parts: int) -> list[tuple[int, int | None]]:
    parts = max(1, min(parts, pages or 1))
    bounds = [pages * i // parts for i in range(parts)] + [None]
    return [(0 if i == 0 else bounds[i], bounds[i + 1]) for i in range(parts)]


def backfill(
    dsn: str,
    tv: Tview,
    spark=None,
    *,
    tview_schema: str = "tview",
    read_parallelism: int | None = None,
    wait_timeout: float = locks.OLDER_XACTS_WAIT_S,
    batch_rows: int | None = None,
    lock_timeout_ms: int = locks.DEFAULT_LOCK_TIMEOUT_MS,
    lock_attempts: int = locks.ONLINE_LOCK_ATTEMPTS,
    progress_every: float = 5.0,
    hooks: dict | None = None,
) -> Result:
    """Backfill one tview online. ``dsn`` must be reachable from the Spark executors."""
    hooks = hooks or {}
    from .session import get_spark, ship_code

    if spark is None:
        spark = get_spark()
    spark.conf.set("spark.sql.session.timeZone", "UTC")
    ship_code(spark)
    ts = tview_schema
    run_id = uuid.uuid4().hex[:12]
    res = Result(run_id=run_id)
    t0 = time.monotonic()
    admin = _connect(dsn)
    cur = admin.cursor()
    tv_oid = pgio.relid(cur, tv.schema, tv.table)
    lock = _backfill_lock(cur, ts, tv_oid)
    cur.execute("SELECT pg_try_advisory_lock(%s)", (lock,))
    if not cur.fetchone()[0]:
        admin.close()
        raise BackfillBusy(f"another backfill of {tv.qualified} is running")
    stop = threading.Event()
    coord = None
    staging = None
    swapped = False
    tid = None
    try:
        tid = _tview_row(cur, ts, tv)
        cleanup(dsn, tv, ts, conn=admin)
        cur.execute(
            f"DELETE FROM {_ident(ts, 'backfill_progress')} WHERE tview = %s", (tv.name_on(admin),)
        )
        cur.execute(
            f"INSERT INTO {_ident(ts, 'backfill_progress')} (run_id, tview, phase) VALUES (%s, "
            "%s, 'capture')",
            (run_id, tv.name_on(admin)),
        )
        prog = _Progress(admin, ts, run_id, tv)
        threading.Thread(
            target=_progress_logger, args=(dsn, ts, run_id, stop, progress_every), daemon=True
        ).start()
        tv_cols = pgio.columns(cur, tv_oid)
        src_oids = {(s, n): pgio.relid(cur, s, n) for s, n in tv.sources}

        # 1. capture on, then wait out every older transaction
        cur.execute(
            f"UPDATE {_ident(ts, 'tview')} SET capturing = true WHERE id = %s "
            "RETURNING def_hash, installed_at::text",
            (tid,),
        )
        token = tuple(cur.fetchone())
        waited = wait_for_older_transactions(cur, wait_timeout)
        res.timings["wait"] = waited

        # 2. snapshot
        coord = _connect(dsn, autocommit=False, app="tview_backfill_coordinator")
        ccur = coord.cursor()
        ccur.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        ccur.execute("SELECT pg_export_snapshot()")
        snapshot = ccur.fetchone()[0]
        sigs = _signatures(ccur, src_oids)
        ccur.execute("SELECT current_setting('block_size')::int")
        block = ccur.fetchone()[0]
        pages = {}
        for k, oid in src_oids.items():
            # a partitioned source has no pages of its own: the readers' page ranges (ctid
            # conditions, applied in every partition) span its largest partition
            ccur.execute(
                "WITH RECURSIVE tree(oid) AS (SELECT %s::oid UNION SELECT i.inhrelid "
                "FROM pg_catalog.pg_inherits i JOIN tree ON i.inhparent = tree.oid) "
                "SELECT max(pg_relation_size(tree.oid)) FROM tree",
                (oid,),
            )
            pages[k] = ccur.fetchone()[0] // block

        # 3. staging table (per run)
        staging = _ident(ts, _stage_prefix(tv) + run_id)
        cur.execute(f"CREATE UNLOGGED TABLE {staging} (LIKE {_ident(tv.schema, tv.table)})")
        cur.execute(f"ALTER TABLE {staging} SET (autovacuum_enabled = false)")

        # 4. Spark: read, evaluate, write
        par = read_parallelism or _default_parallelism(spark)
        refs = []
        total_parts = 0
        collations, bad_collations = collation_facts(ccur, src_oids)
        case = None
        if re.search(r"(?i)\b(upper|lower)\s*\(", tv.sql):
            case, collations.case_problem = case_tables(ccur)
        for i, ((s, n), oid) in enumerate(src_oids.items()):
            cols = pgio.columns(ccur, oid)
            ranges = _read_ranges(pages[(s, n)], par)
            total_parts += len(ranges)
            res.read_ranges += len(ranges)
            specs = spark.createDataFrame(ranges, "lo bigint, hi bigint").repartition(len(ranges))
            fn = functools.partial(
                pgio.read_partitions,
                dsn=dsn,
                snapshot=snapshot,
                schema=s,
                name=n,
                cols=cols,
                run_id=run_id,
            )
            schema = ", ".join(f"`{c.name}` {pgio.spark_type(c)}" for c in cols)
            view = f"tvsrc_{run_id}_{i}"
            spark_df = specs.mapInArrow(fn, schema)
            spark_df.createOrReplaceTempView(view)
            jsonb = {c.name for c in cols if c.pg_type in ("jsonb", "json")}
            refs.append(
                SourceRef(
                    s,
                    n,
                    view,
                    jsonb,
                    {c.name: c.pg_type for c in cols},
                    json_unsafe=_json_unsafe_columns(ccur, oid),
                    not_null=_not_null_columns(ccur, oid),
                    collations=bad_collations[(s, n)],
                    explicit_collation=_explicit_collation_columns(ccur, oid),
                )
            )
        # shuffle partitions from the input size (~32 MB of heap pages each, at least 4), fixed
        # (no AQE coalescing) so that progress knows the total and memory per task stays bounded
        shuffle_parts = max(4, sum(pages.values()) * block // (32 << 20) + 1)
        spark.conf.set("spark.sql.shuffle.partitions", str(shuffle_parts))
        spark.conf.set("spark.sql.adaptive.coalescePartitions.enabled", "false")
        # decimal arithmetic beyond 38 digits must fail, not silently lose scale
        spark.conf.set("spark.sql.decimalOperations.allowPrecisionLoss", "false")
        spark_sql = translate(
            tv.sql, refs, default_schema=tv.schema, model=tv.qualified, collations=collations
        )
        pgfuncs.register(spark)
        if case is not None:  # the server's own per-character case tables
            for fname in ("upper", "lower"):
                spark.udf.register(f"tv_pg_{fname}", pgfuncs.case_mapper(case[fname]), "string")
        log.debug("Spark SQL for %s: %s", tv.qualified, spark_sql)
        df = spark.sql(spark_sql)
        out = {f.name.lower(): f for f in df.schema.fields}
        missing = [c.name for c in tv_cols if c.name.lower() not in out]
        if missing:
            raise BackfillError(f"model output lacks columns {missing} of {tv.qualified}")
        fields = [out[c.name.lower()] for c in tv_cols]
        exprs = [
            f"{pg_text(spark_ident(f.name), f.dataType, c.pg_type)} AS {spark_ident(c.name)}"
            for f, c in zip(fields, tv_cols, strict=True)
        ]
        text_df = df.selectExpr(*exprs)
        # (the shuffle partition count; an un-shuffled plan writes one partition per read range)
        total_parts += shuffle_parts
        res.partitions = total_parts
        prog.phase("read", partitions_total=total_parts)
        wfn = functools.partial(
            pgio.write_partitions,
            dsn=dsn,
            staging=staging,
            columns=[c.name for c in tv_cols],
            run_id=run_id,
        )
        rows = text_df.mapInArrow(wfn, "rows bigint").collect()
        res.rows = sum(r["rows"] for r in rows)
        for ref in refs:
            spark.catalog.dropTempView(ref.view)
        coord.rollback()  # release the snapshot
        coord.close()
        coord = None
        res.timings["spark"] = time.monotonic() - t0 - waited
        if "after_stage" in hooks:
            hooks["after_stage"]()

        # 5. swap
        t1 = time.monotonic()
        prog.phase("swap", rows_done=res.rows)
        cur.execute(f"ANALYZE {staging}")
        _swap(
            admin,
            ts,
            tv,
            tid,
            token,
            tv_cols,
            staging,
            src_oids,
            sigs,
            res,
            prog,
            batch_rows=batch_rows,
            lock_timeout_ms=lock_timeout_ms,
            lock_attempts=lock_attempts,
            after_batch=hooks.get("batch", lambda: None),
        )
        swapped = True
        res.timings["swap"] = time.monotonic() - t1
        # flushes that captured before the swap committed (and were waiting for it) leave their
        # rows behind: wait them out, then clear what they wrote (capturing is off now)
        wait_for_older_transactions(cur, wait_timeout)
        cur.execute(f"DELETE FROM {_ident(ts, 'capture')} WHERE tview_id = %s", (tid,))
        res.timings["total"] = time.monotonic() - t0
        log.info("backfill %s done: %s", tv.qualified, res)
        return res
    except Exception as e:
        try:
            if coord is not None:
                coord.close()
            if admin.closed == 0:
                admin.rollback() if not admin.autocommit else None
                admin.autocommit = True
                with admin.cursor() as c2:
                    c2.execute(
                        f"UPDATE {_ident(ts, 'backfill_progress')} SET phase = 'failed', error "
                        "= %s, "
                        "updated_at = clock_timestamp() WHERE run_id = %s",
                        (str(e)[:2000], run_id),
                    )
        except psycopg2.Error:
            pass
        raise
    finally:
        stop.set()
        try:
            if admin.closed == 0:
                admin.autocommit = True
                with admin.cursor() as c2:
                    if staging:
                        c2.execute(f"DROP TABLE IF EXISTS {staging}")
                    if not swapped and tid is not None:
                        _stop_capture(c2, ts, tid)
                    c2.execute("SELECT pg_advisory_unlock(%s)", (lock,))
                admin.close()
        except psycopg2.Error:
            pass


def _unchanged(cur, ts: str, tid: int, token: tuple, tv: Tview, src_oids: dict, sigs: dict) -> None:
    """Raise unless the tview is still capturing with the definition it had when capturing
    started, no install started an online rebuild of it since (which clears the captured keys;
    an install that regenerates code only is harmless), and each source has the columns Spark
    read."""
    from dbt_tview import online

    cur.execute(
        f"SELECT def_hash, installed_at::text, status, capturing FROM {_ident(ts, 'tview')} "
        "WHERE id = %s",
        (tid,),
    )
    row = cur.fetchone()
    if (
        row is None
        or row[0] != token[0]
        or (row[1] != token[1] and row[2] == online.REBUILDING)
        or not row[3]
    ):
        raise BackfillError(
            f"{tv.qualified} was installed again (or its capture stopped) during the backfill; "
            "the tview stays maintained, rerun the backfill"
        )
    for (s, n), oid in src_oids.items():
        cur.execute("SELECT to_regclass(%s)::oid::int", (_ident(s, n),))
        now_oid = cur.fetchone()[0]
        now = [c.signature() for c in pgio.columns(cur, oid)] if now_oid == oid else None
        if now != sigs[(s, n)]:
            raise SourceChanged(
                f"source {s}.{n} of {tv.qualified} changed by DDL during the backfill "
                f"(columns at snapshot {sigs[(s, n)]}, now {now}); the tview stays maintained, "
                "rerun the backfill"
            )


def _swap(
    conn,
    ts: str,
    tv: Tview,
    tid: int,
    token: tuple,
    tv_cols: list,
    staging: str,
    src_oids: dict,
    sigs: dict,
    res: Result,
    prog: _Progress,
    *,
    batch_rows: int | None,
    lock_timeout_ms: int,
    lock_attempts: int,
    after_batch,
) -> None:
    """Bring the live table to the staging table's rows online (dbt_tview.online): by key
    range, one short transaction per batch that skips the keys flushes captured (their rows
    are newer), then one short transaction under the tview's locks that switches capturing off.
    An algebraic tview's captured groups got deltas on rows that may predate the backfill:
    they are recomputed (`tview.refresh`), in rounds, then the rest in the last transaction.
    A keyless tview (one unit) is applied whole in the last transaction."""
    from dbt_tview import online

    batch_rows = batch_rows or online.DEFAULT_BATCH_ROWS
    tsq = _ident(ts)
    live = _ident(tv.schema, tv.table)
    cur = conn.cursor()
    entry = _entry(cur, ts, tv.schema, tv.table)
    key, types, is_unique = list(entry.key), list(entry.key_types), entry.is_unique
    algebraic = entry.algebraic
    cols = [c.name for c in tv_cols]

    def check() -> bool:
        _unchanged(cur, ts, tid, token, tv, src_oids, sigs)
        # a flush recomputed the whole tview after the snapshot: every row is newer than
        # the staging table's
        return not online.full_recompute_captured(cur, tsq, tid)

    if key:
        kl = ", ".join(_ident(k) for k in key)
        cur.execute(f"CREATE INDEX ON {staging} ({kl})")
        cur.execute(f"SELECT NOT EXISTS (SELECT FROM {staging} GROUP BY {kl} HAVING count(*) > 1)")
        unique = is_unique and cur.fetchone()[0]
        target = online.Target(tid, live, key, types, unique, cols)
        with _locks_named(tv, lock_timeout_ms, lock_attempts):
            online.apply_batches(
                cur,
                tsq,
                target,
                staging,
                res,
                batch_rows=batch_rows,
                lock_timeout_ms=lock_timeout_ms,
                lock_attempts=lock_attempts,
                check=check,
                after=after_batch,
            )
        if algebraic:
            prog.phase("replay")
            _replay_rounds(cur, tsq, live, tid, res)

    def last() -> None:
        _unchanged(cur, ts, tid, token, tv, src_oids, sigs)
        full = online.full_recompute_captured(cur, tsq, tid)
        if not key and not full:
            online.apply_whole(cur, live, staging, cols, res)
        if algebraic or not key:
            # (capturing off first: the replay's own flush must not capture what it refreshes)
            cur.execute(f"UPDATE {tsq}.tview SET capturing = false WHERE id = %s", (tid,))
            cur.execute(
                f"SELECT DISTINCT k FROM {tsq}.capture WHERE tview_id = %s AND k IS NOT NULL",
                (tid,),
            )
            keys = [r[0] for r in cur.fetchall()]
            if key and not full:
                _refresh(cur, tsq, live, keys, res, batch_rows)
            elif keys and not full:  # (a keyless delta on the row the staging table replaced)
                cur.execute(f"SELECT {tsq}.refresh(%s::regclass, NULL)", (live,))
                res.replayed_keys += 1
        cur.execute(
            f"SELECT count(DISTINCT k) + COALESCE(bool_or(k IS NULL)::int, 0) FROM {tsq}.capture "
            "WHERE tview_id = %s",
            (tid,),
        )
        res.captured_keys += cur.fetchone()[0]
        cur.execute(
            f"UPDATE {_ident(ts, 'backfill_progress')} SET phase = 'done', updated_at = "
            "clock_timestamp(), rows_done = %s WHERE run_id = %s",
            (res.rows, res.run_id),
        )

    with _locks_named(tv, lock_timeout_ms, lock_attempts):
        res.final_s = online.switch_off(
            cur,
            tsq,
            tid,
            live,
            lock_timeout_ms=lock_timeout_ms,
            lock_attempts=lock_attempts,
            inside=last,
        )


@contextlib.contextmanager
def _locks_named(tv: Tview, timeout_ms: int, attempts: int) -> Iterator[None]:
    """A swap's transaction that could not take its locks says so, and what to do."""
    from dbt_tview.analyzer.errors import TviewError

    try:
        yield
    except TviewError as e:
        raise BackfillError(
            f"the swap of {tv.qualified} could not lock it within {timeout_ms} ms, {attempts} "
            "times; the tview stays maintained: rerun the backfill"
        ) from e


def _refresh(cur, tsq: str, live: str, keys: list, res: Result, per_call: int) -> None:
    """Recompute captured keys (text[] each) with tview.refresh, `per_call` keys a call."""
    for i in range(0, len(keys), per_call):
        chunk = [k[0] if len(k) == 1 else list(k) for k in keys[i : i + per_call]]
        cur.execute(f"SELECT {tsq}.refresh(%s::regclass, %s::jsonb)", (live, json.dumps(chunk)))
    res.replayed_keys += len(keys)


def _replay_rounds(cur, tsq: str, live: str, tid: int, res: Result) -> None:
    """Recompute an algebraic tview's captured groups while capturing stays on, a round of
    them per short transaction, sized like the online rebuild's (online.replay_rounds: at most
    MAX_REPLAY_KEYS, above which a refresh takes the tview-wide lock every flush waits for),
    with a pause between rounds for the writers they held. A round removes the capture rows its
    own refresh adds (written by its transaction), and a group's capture rows all go in its
    round; groups captured again later, and those left when the rounds stop (at twice the
    capture rows at the start), go to the last transaction."""
    from dbt_tview import online

    cur.execute(f"SELECT count(*) FROM {tsq}.capture WHERE tview_id = %s", (tid,))
    budget = 2 * cur.fetchone()[0] + online.MAX_REPLAY_KEYS
    n = online.REPLAY_KEYS
    while budget > 0:
        r0 = time.monotonic()
        with online.transaction(cur):
            cur.execute(
                f"DELETE FROM {tsq}.capture WHERE tview_id = %s AND k IN (SELECT DISTINCT k "
                f"FROM {tsq}.capture WHERE tview_id = %s AND k IS NOT NULL LIMIT %s) RETURNING k",
                (tid, tid, n),
            )
            keys = sorted({tuple(r[0]) for r in cur.fetchall()}, key=repr)
            _refresh(cur, tsq, live, [list(k) for k in keys], res, online.MAX_REPLAY_KEYS)
            res.captured_keys += len(keys)
            cur.execute(
                f"DELETE FROM {tsq}.capture WHERE tview_id = %s "
                f"AND xmin::text::int8 = pg_current_xact_id()::text::int8 %% {locks.XID_MODULUS}",
                (tid,),
            )
        if len(keys) < n:
            return
        budget -= len(keys)
        took = time.monotonic() - r0
        time.sleep(online.BATCH_PAUSE_S)
        grow = min(2.0, max(0.25, online.BATCH_SECONDS / max(took, 1e-3)))
        n = int(min(online.MAX_REPLAY_KEYS, max(1, n * grow)))


# -- command line -------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    from . import dbt_project

    p = argparse.ArgumentParser(
        prog="python -m spark_ext.backfill",
        description="Backfill tviews through Spark, upstream first (dbt graph order).",
    )
    p.add_argument("--project-dir", default=".")
    p.add_argument("--profiles-dir", default=None)
    p.add_argument("--profile", default=None)
    p.add_argument("--target", "-t", default=None, help="PostgreSQL (type: tview/postgres) target")
    p.add_argument(
        "--spark-target",
        default=None,
        help="dbt-spark target (type: spark) giving the SparkSession; default: local[2]",
    )
    p.add_argument(
        "--select",
        "-s",
        nargs="*",
        default=[],
        help="model names; +name adds upstream tviews, name+ downstream",
    )
    p.add_argument("--manifest", default=None, help="default: <project-dir>/target/manifest.json")
    p.add_argument(
        "--force", action="store_true", help="ignore config backfill: postgres / auto threshold"
    )
    p.add_argument("--dsn", default=None, help="override the PostgreSQL connection string")
    p.add_argument(
        "--cleanup",
        action="store_true",
        help="only remove what killed runs left (staging, capture flag/rows), no backfill",
    )
    p.add_argument("-v", "--verbose", action="store_true")
    a = p.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if a.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
        stream=sys.stderr,
    )
    proj = dbt_project.Project.load(a.project_dir, a.profiles_dir, a.profile, a.target, a.manifest)
    dsn = a.dsn or proj.dsn()
    plan = proj.plan(a.select)
    if not plan:
        print("nothing selected", file=sys.stderr)
        return 1
    if a.cleanup:
        for node in plan:
            cleanup(dsn, node.tview, proj.tview_schema)
            print(json.dumps({"model": node.name, "cleaned": True}))
        return 0
    spark = None
    for node in plan:
        choice = node.backfill
        if choice == "auto" and not a.force:
            est = proj.estimate_rows(dsn, node)
            choice = "spark" if est >= node.threshold else "postgres"
            log.info(
                "%s: ~%d source rows, threshold %d -> %s", node.name, est, node.threshold, choice
            )
        if choice == "postgres" and not a.force:
            log.info("%s: backfill: postgres, refreshing in PostgreSQL", node.name)
            proj.refresh_in_postgres(dsn, node)
            continue
        if spark is None:
            spark = proj.spark_session(a.spark_target)
        with psycopg2.connect(dsn) as c:
            tv = Tview.from_catalog(c, node.tview.schema, node.tview.table, proj.tview_schema)
        c.close()
        try:
            r = backfill(dsn, tv, spark, tview_schema=proj.tview_schema)
        except Unsupported as e:
            if node.backfill != "auto" or a.force:
                raise
            # auto promises a correct build, not a Spark one: what Spark cannot reproduce
            # byte for byte is built in PostgreSQL (the live tview was left untouched)
            log.warning("%s: %s; backfill: auto falls back to PostgreSQL", node.name, e)
            proj.refresh_in_postgres(dsn, node)
            print(json.dumps({"model": node.name, "fallback": "postgres", "reason": str(e)}))
            continue
        print(
            json.dumps(
                {
                    "model": node.name,
                    "rows": r.rows,
                    "deleted": r.deleted,
                    "updated": r.updated,
                    "inserted": r.inserted,
                    "captured_keys": r.captured_keys,
                    "replayed_keys": r.replayed_keys,
                    "batches": r.batches,
                    "longest_batch_s": round(r.longest_batch_s, 3),
                    "seconds": {k: round(v, 2) for k, v in r.timings.items()},
                }
            )
        )
    return 0


if __name__ == "__main__":  # pragma: no cover
    try:
        sys.exit(main())
    except (BackfillError, Unsupported, SparkExtraMissing) as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(2)
