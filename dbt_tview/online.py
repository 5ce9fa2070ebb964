"""Online rebuilds: a changed definition, a full refresh or a first build of a large tview,
without holding the application's writers for the recompute.

1. *start* (the install's transaction, `start`): the new view, table columns (metadata-only
   changes), functions and triggers are installed as usual, under the install's locks, but no
   row is computed; the tview is marked `rebuilding` and `capturing`, so every flush from then
   on refreshes its keys with the new definition and also records them in `tview.capture`.
2. *shadow* (`finish`, after the caller committed): once every transaction that could have
   read the catalog before the start has ended, one snapshot (no lock a writer waits for)
   copies the view into an unlogged shadow table, and an algebraic tview's per-group state
   (the install's view `rebuild_<id>_state`) into a shadow of its aux table.
3. *batches*: the differences between the shadow and the live table (and its aux table) are
   applied by key range, one short transaction each (EXCLUSIVE on the tables: readers go on,
   flushes wait for one batch), skipping keys captured meanwhile (the live row is newer than
   the snapshot). Downstream tviews follow through their own triggers on the table. A
   `key: []` tview has no batches: every flush recomputes it whole, and when none did since
   the start the final transaction applies the shadow whole (`apply_whole`).
4. *replay* (algebraic tviews): a flush adds its deltas to a group's state, which before its
   range's batch is not the new definition's: the groups the batches skipped are recomputed
   (`tview.refresh`), once each, a round of them per short transaction; a delta after its
   group's batch or recompute goes to the new definition's state.
5. the *final* transaction takes the tview's locks, recomputes the skipped groups with a NULL
   key value (algebraic), switches capturing off and marks the tview ok. Other keys are not
   replayed: a key written since the start was refreshed by its own flush, either after its
   range's batch or before it (and then skipped by it). A flush that recomputed the whole
   table meanwhile (a write to a source of strategy full, a TRUNCATE of a source) left it the
   view's: the batches after it apply nothing, as the shadow is older; an algebraic tview
   runs the rebuild again from a new shadow instead. The table keeps its OID, indexes,
   grants and dependents.

Every batch and the final transaction check that the rebuild they continue is still the one
installed (`tview.tview.def_hash` and `installed_at`): another install meanwhile restarts it.
A failure at any point leaves the tview maintained (every key written since the start holds
its new row) and marked `rebuilding`; the next `dbt run` (or `finish`) completes it.
The batches and the final transaction (`apply_batches`, `switch_off`) also swap in a Spark
backfill's staging table (spark_ext.backfill).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import random
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from dbt_tview import carried, locks, waits
from dbt_tview.analyzer.errors import TviewError
from dbt_tview.entries import catalog_entry
from dbt_tview.quoting import qname, quote_ident

REBUILDING = "rebuilding"
DEFAULT_ONLINE_ROWS = 10_000  # estimated rows from which a rebuild goes online
DEFAULT_BATCH_ROWS = 2_000  # rows per batch at first; then sized to BATCH_SECONDS
BATCH_SECONDS = 0.1  # what one batch may hold the table's flushes for
BATCH_SAFETY = 0.5  # the share of BATCH_SECONDS the next batch is sized to (the cost varies)
MIN_BATCH_ROWS, MAX_BATCH_ROWS = 50, 10_000  # (a batch of 10000 rows: ~0.5 s on a loaded machine)
# between batches: the flushes a batch held go on, and so do the writers queued behind them
# (on witness rows, say), before the next batch locks the table again
BATCH_PAUSE_S = 0.05


class Superseded(Exception):
    """Another install changed the tview while this rebuild ran (its batches stop)."""


class Again(Exception):
    """A flush asked for a full recompute meanwhile: the rebuild runs again from a new shadow."""


@dataclass
class Rebuild:
    """What `finish` did."""

    table: str
    done: bool = False
    rows: int = 0
    batches: int = 0
    deleted: int = 0
    updated: int = 0
    inserted: int = 0
    replayed: int = 0
    longest_batch_s: float = 0.0
    final_s: float = 0.0
    timings: dict[str, float] = field(default_factory=dict)
    carried: list[str] = field(default_factory=list)  # what replaced columns carried, set again


# -- deciding -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class AlterEffect:
    """What the build's ALTER COLUMN TYPE statements do beyond the catalog, as PostgreSQL decides
    it for a probe table of the same columns and indexes (install_facts.alter_effect): whether
    it rewrites the table, the indexes it rebuilds, and the CHECK and foreign key constraints it
    adds again (a CHECK is checked over every row; a foreign key may be)."""

    rewrites_table: bool
    rebuilt_indexes: tuple[str, ...] = ()
    readded_constraints: tuple[str, ...] = ()
    unknown: str = ""  # the probe's error (taken as a rewrite)
    # what depends on the retyped columns (indexes, constraints, views, defaults, NOT NULL,
    # column privileges...; None: not read): a change that would rewrite the table replaces
    # the columns instead (dropped, added empty, filled by the online rebuild) when nothing does
    column_dependents: tuple[str, ...] | None = None

    @property
    def replaces_columns(self) -> bool:
        """Whether the retyped columns are replaced rather than ALTERed (see column_dependents):
        an ALTER would rewrite the table, and replacing them loses nothing."""
        return self.rewrites_table and not self.unknown and self.column_dependents == ()


KEY_CHANGES = "the key or its uniqueness changes (the key index is rebuilt)"


def blocker(
    *,
    key: Sequence[str],
    strategies: Sequence[str],
    key_changed: bool,
    type_changes: Sequence[str],
    populate: bool,
    alter: AlterEffect | None = None,
    algebraic: bool = False,
) -> str | None:
    """Why a rebuild cannot go online (None: it can). The reasons are shown to the user.
    A source of strategy full is no blocker: its flush recomputes the whole table from the view,
    after which the rebuild's batches stop (see _run); nor is `key: []`, whose every flush does
    (the final transaction applies the shadow whole when none ran). `algebraic`: the tview keeps
    a group state table (whose rebuild replays groups, not a whole recompute).
    `alter`: what the `type_changes` do to the table (None: not known, taken as a rewrite).
    A relation of the model's name that the table replaces (plan.replaced_kind) is no blocker:
    the table is built online under `staged_name` while it serves, then swapped in."""
    if not populate:
        return "the table is filled by a Spark backfill"
    if not key and algebraic:
        return (
            "the tview has no key (key: []) and keeps its aggregates' state: its rows cannot be "
            "applied by key range"
        )
    if "full" in strategies and algebraic:
        return (
            "a source's changes recompute the whole tview (strategy full), and its aggregates' "
            "group state is rebuilt with its rows"
        )
    if key_changed:
        return KEY_CHANGES
    return _type_change_blocker(type_changes, alter)


def _type_change_blocker(type_changes: Sequence[str], alter: AlterEffect | None) -> str | None:
    """A type or collation change holds the writers when ALTER COLUMN TYPE does more than change
    the catalog under its ACCESS EXCLUSIVE lock."""
    if not type_changes:
        return None
    what = f"column(s) {', '.join(type_changes)} change type or collation, and ALTER COLUMN TYPE"
    if alter is not None and alter.unknown:
        return f"{what} could not be probed ({alter.unknown}): taken as a table rewrite"
    if alter is None or alter.rewrites_table:
        if alter is not None and alter.replaces_columns:
            return None
        lost = ""
        if alter is not None and alter.column_dependents:
            lost = f"; replacing them instead would drop {', '.join(alter.column_dependents)}"
        return f"{what} rewrites the table under its ACCESS EXCLUSIVE lock{lost}"
    if alter.rebuilt_indexes:
        return (
            f"{what} rebuilds index(es) {', '.join(alter.rebuilt_indexes)} under its ACCESS "
            "EXCLUSIVE lock"
        )
    if alter.readded_constraints:
        return (
            f"{what} adds constraint(s) {', '.join(alter.readded_constraints)} again, which "
            "may check every row"
        )
    return None


def retyped(
    want: Sequence[tuple[str, str, str]], have: Sequence[tuple[str, str, str]]
) -> list[tuple[str, str]]:
    """(the model's name, the table's name) of each column whose type or collation the model
    changes (renames at the same position, additions and drops are metadata-only: see
    plan.column_statements)."""
    have_d = {c: (t, k) for c, t, k in have}
    wanted = {c for c, _, _ in want}
    out = []
    for i, (col, typ, coll) in enumerate(want):
        old = col if col in have_d else None
        if old is None and i < len(have) and have[i][0] not in wanted:
            old = have[i][0]  # (renamed in place)
        if old is not None and have_d[old] != (typ, coll):
            out.append((col, old))
    return out


def renamed(
    want: Sequence[tuple[str, str, str]], have: Sequence[tuple[str, str, str]]
) -> list[str]:
    """The table's name of each column the model renames (in place, as retyped reads it),
    retyped or not: a definition read before the rename names the former column."""
    wanted = {c for c, _, _ in want}
    have_names = {c for c, _, _ in have}
    return [
        have[i][0]
        for i, (col, _, _) in enumerate(want)
        if col not in have_names and i < len(have) and have[i][0] not in wanted
    ]


def type_changes(
    want: Sequence[tuple[str, str, str]], have: Sequence[tuple[str, str, str]]
) -> list[str]:
    """Columns of the table whose type or collation the model changes (see `retyped`)."""
    return [col for col, _ in retyped(want, have)]


def estimated_rows(cur: Any, oids: Sequence[int]) -> int:
    """The planner's row estimate of the largest relation among `oids` (from its size when
    never analyzed)."""
    cur.execute(
        "SELECT COALESCE(max(CASE WHEN c.reltuples >= 0 THEN c.reltuples "
        f"ELSE pg_relation_size(c.oid) / {locks.UNANALYZED_ROW_BYTES} END), 0)::bigint "
        "FROM pg_class c "
        "WHERE c.oid = ANY(%s::oid[])",
        (list(oids),),
    )
    return int(cur.fetchone()[0])


def start(cur: Any, tview_schema: str, tid: int) -> None:
    """In the install's transaction: the tview captures from its commit on."""
    ts = quote_ident(tview_schema)
    cur.execute(
        f"UPDATE {ts}.tview SET capturing = true, status = %s WHERE id = %s", (REBUILDING, tid)
    )
    cur.execute(f"DELETE FROM {ts}.capture WHERE tview_id = %s", (tid,))


def staged_name(name: str) -> str:
    """The name a tview's table is built under while the relation of its own name (a view,
    materialized view or another materialization's table) goes on serving readers; the
    install swaps the two once the table is complete. In the same schema, for the RENAME."""
    suffix = "_tview_new"
    if len(name.encode()) + len(suffix) <= 63:
        return name + suffix
    digest = hashlib.md5(name.encode()).hexdigest()[:8]
    head = name.encode()[: 63 - len(suffix) - 9].decode(errors="ignore")
    return f"{head}_{digest}{suffix}"


def shadow_name(tid: int) -> str:
    return f"rebuild_{tid}"


def state_view_name(tid: int) -> str:
    """An algebraic tview's per-group state as a query over its source (the aux table's rows),
    from the install that starts an online rebuild until its final transaction."""
    return f"rebuild_{tid}_state_v"


def state_view(tview_schema: str, tid: int, state_sql: str) -> str:
    return f"CREATE VIEW {qname(tview_schema, state_view_name(tid))} AS {state_sql}"


def drop_state_view(tview_schema: str, tid: int) -> str:
    return f"DROP VIEW IF EXISTS {qname(tview_schema, state_view_name(tid))}"


def aux_table(tview_schema: str, tid: int) -> str:
    return qname(tview_schema, f"agg_{tid}")


# -- SQL of one batch (pure) ------------------------------------------------------------------


def range_predicate(
    alias: str, key: Sequence[str], types: Sequence[str], lo: bool, hi: bool
) -> str:
    """`alias`'s key in (lo, hi] (an open end when lo/hi is False): a row comparison the key
    index serves. NULL key values fail it (the NULL batch takes them). Parameters: the lo
    values, then the hi values."""
    row = "ROW(" + ", ".join(f"{alias}.{quote_ident(k)}" for k in key) + ")"
    parts = [" AND ".join(f"{alias}.{quote_ident(k)} IS NOT NULL" for k in key)]

    def bound(side: str) -> str:
        return "ROW(" + ", ".join(f"%({side}{i})s::{t}" for i, t in enumerate(types)) + ")"

    if lo:
        parts.append(f"{row} > {bound('lo')}")
    if hi:
        parts.append(f"{row} <= {bound('hi')}")
    return " AND ".join(parts)


def null_predicate(alias: str, key: Sequence[str]) -> str:
    return "(" + " OR ".join(f"{alias}.{quote_ident(k)} IS NULL" for k in key) + ")"


def _key_match(a: str, b: str, key: Sequence[str], nulls: bool) -> str:
    op = "IS NOT DISTINCT FROM" if nulls else "="
    return " AND ".join(f"{a}.{quote_ident(k)} {op} {b}.{quote_ident(k)}" for k in key)


def _not_captured(
    alias: str,
    key: Sequence[str],
    types: Sequence[str],
    ts: str,
    tid: int,
    nulls: bool,
    captured: str | None = None,
) -> str:
    """No key captured since the start equals `alias`'s (compared as the flush reads captured
    keys: the text cast to the key's type). `captured`: a table of those keys, typed in the
    key's columns and indexed (see move_captured), instead of tview.capture."""
    op = "IS NOT DISTINCT FROM" if nulls else "="
    if captured:
        match = " AND ".join(f"c.{quote_ident(k)} {op} {alias}.{quote_ident(k)}" for k in key)
        return f"NOT EXISTS (SELECT FROM {captured} AS c WHERE {match})"
    match = " AND ".join(
        f"(c.k[{i + 1}])::{t} {op} {alias}.{quote_ident(k)}"
        for i, (k, t) in enumerate(zip(key, types, strict=True))
    )
    return (
        f"NOT EXISTS (SELECT FROM {ts}.capture AS c WHERE c.tview_id = {int(tid)} "
        f"AND c.k IS NOT NULL AND {match})"
    )


def batch_sql(
    *,
    live: str,
    shadow: str,
    cols: Sequence[str],
    key: Sequence[str],
    types: Sequence[str],
    unique: bool,
    ts: str,
    tid: int,
    pred_t: str,
    pred_s: str,
    nulls: bool,
    captured: str | None = None,
) -> list[str]:
    """The statements applying the differences in one key range (`pred_t` over the live table
    `t`, `pred_s` over the shadow `s`, each with the range's parameters): deletes, updates and
    inserts of a unique key; a non-unique key's differing partitions replaced. Keys captured
    since the start are left alone (`ts`: the runtime schema, quoted)."""
    qc = [quote_ident(c) for c in cols]
    on = _key_match("t", "s", key, nulls)
    skip_t = _not_captured("t", key, types, ts, tid, nulls, captured)
    skip_s = _not_captured("s", key, types, ts, tid, nulls, captured)
    if unique:
        nonkey = [quote_ident(c) for c in cols if c not in key]
        # (each side's range is repeated where the key equality implies it: the planner then
        # reads both tables by index over the range, not the whole of one)
        out = [
            f"DELETE FROM {live} AS t WHERE {pred_t} AND {skip_t} "
            f"AND NOT EXISTS (SELECT FROM {shadow} AS s WHERE {pred_s} AND {on})"
        ]
        if nonkey:
            sets = ", ".join(f"{c} = s.{c}" for c in nonkey)
            # (binary images, as the flush compares rows: any type, no equality operator needed)
            t_row = "ROW(" + ", ".join(f"t.{c}" for c in qc) + ")::record"
            s_row = "ROW(" + ", ".join(f"s.{c}" for c in qc) + ")::record"
            out.append(
                f"UPDATE {live} AS t SET {sets} FROM {shadow} AS s WHERE {pred_s} AND {pred_t} "
                f"AND {on} "
                f"AND {t_row} OPERATOR(pg_catalog.*<>) {s_row} AND {skip_s}"
            )
        out.append(
            f"INSERT INTO {live} ({', '.join(qc)}) SELECT {', '.join(f's.{c}' for c in qc)} "
            f"FROM {shadow} AS s WHERE {pred_s} AND {skip_s} "
            f"AND NOT EXISTS (SELECT FROM {live} AS t WHERE {pred_t} AND {on})"
        )
        return out
    kl = ", ".join(quote_ident(k) for k in key)
    image = "ROW(" + ", ".join(f"x.{c}" for c in qc) + ")::text"
    part = _key_match("t", "d", key, True)
    return [
        "CREATE TEMP TABLE tview_rebuild_diff ON COMMIT DROP AS "
        f"SELECT DISTINCT {kl} FROM ((SELECT {kl}, r FROM (SELECT x.*, {image} AS r "
        f"FROM {live} AS x) AS t WHERE {pred_t} EXCEPT ALL SELECT {kl}, r FROM (SELECT x.*, "
        f"{image} AS r FROM {shadow} AS x) AS s WHERE {pred_s}) UNION ALL (SELECT {kl}, r FROM "
        f"(SELECT x.*, {image} AS r FROM {shadow} AS x) AS s WHERE {pred_s} EXCEPT ALL "
        f"SELECT {kl}, r FROM (SELECT x.*, {image} AS r FROM {live} AS x) AS t "
        f"WHERE {pred_t})) AS d WHERE {_not_captured('d', key, types, ts, tid, True, captured)}",
        f"DELETE FROM {live} AS t USING tview_rebuild_diff AS d WHERE {pred_t} AND {part}",
        f"INSERT INTO {live} ({', '.join(qc)}) SELECT {', '.join(f's.{c}' for c in qc)} "
        f"FROM {shadow} AS s WHERE {pred_s} AND EXISTS (SELECT FROM tview_rebuild_diff AS d "
        f"WHERE {_key_match('s', 'd', key, True)})",
    ]


# -- running ------------------------------------------------------------------------------------


def _sqlstate(exc: BaseException) -> str | None:
    return getattr(exc, "pgcode", None)


@contextlib.contextmanager
def _autocommit(conn: Any, busy: str = "") -> Iterator[Any]:
    """The connection in autocommit mode (restored after); it must not be in a transaction
    (`busy`: the error then; by default the online rebuild's)."""
    status = getattr(conn, "get_transaction_status", None)
    if status is not None and status() != 0:
        raise TviewError(
            busy
            or "tview online rebuild: the connection is inside a transaction; commit the "
            "install first (its transaction starts the capture the rebuild relies on)"
        )
    if not conn.autocommit:
        conn.commit()  # (a driver that committed by SQL still counts a transaction as open)
    before = conn.autocommit
    conn.autocommit = True
    try:
        yield conn.cursor()
    finally:
        if not conn.closed:
            conn.autocommit = before


@contextlib.contextmanager
def transaction(cur: Any, begin: str = "BEGIN") -> Iterator[None]:
    cur.execute(begin)
    try:
        yield
    except BaseException:
        with contextlib.suppress(Exception):
            cur.execute("ROLLBACK")
        raise
    cur.execute("COMMIT")


def _locked(cur: Any, lock: Callable[[], None], timeout_ms: int, attempts: int, what: str) -> None:
    """Run `lock` (the first statements of an open transaction) with lock_timeout, retried
    with backoff in a savepoint: a waiting lock request never queues the application for
    longer than `timeout_ms`."""
    cur.execute("SELECT set_config('lock_timeout', %s, true)", (f"{int(timeout_ms)}ms",))
    for attempt in range(1, attempts + 1):
        cur.execute("SAVEPOINT tview_lock")
        try:
            lock()
        except Exception as exc:
            if _sqlstate(exc) != locks.LOCK_NOT_AVAILABLE:
                raise
            cur.execute("ROLLBACK TO SAVEPOINT tview_lock")
            time.sleep(min(0.02 * 2**attempt, 1.0) * (0.5 + random.random()))
            continue
        cur.execute("RELEASE SAVEPOINT tview_lock")
        cur.execute("SELECT set_config('lock_timeout', '0', true)")
        return
    raise TviewError(
        f"tview online rebuild of {what}: could not lock it within {timeout_ms} ms, {attempts} "
        "times; the tview stays maintained and marked rebuilding: run dbt run again"
    )


def wait_for_older_snapshots(cur: Any, timeout: float) -> float:
    """Wait until no transaction holds a snapshot taken before now: such a transaction (at
    REPEATABLE READ) would read the capture flag as it was before the start and not capture
    what it writes. (READ COMMITTED reads it afresh in each statement; a writer without a
    snapshot now wrote no source before the start: the install locked them.)"""
    t0 = time.monotonic()
    busy = waits.wait_for_older_transactions(cur, timeout, writers=False)
    if busy:
        raise TviewError(
            f"tview online rebuild: {busy} transaction(s) that began before the rebuild "
            f"are still running after {timeout:.0f} s; the tview stays maintained and "
            "marked rebuilding: run dbt run again once they have ended"
        )
    return time.monotonic() - t0


@dataclass
class Target:
    """A tview's table as the batches write it (`live`: its qualified name)."""

    tid: int
    live: str
    key: list[str]
    types: list[str]
    unique: bool
    cols: list[str]


class Counts(Protocol):
    """What a batched apply counts (online.Rebuild, spark_ext.backfill.Result)."""

    batches: int
    deleted: int
    updated: int
    inserted: int
    longest_batch_s: float


@dataclass
class _Tv(Target):
    view: str = ""
    token: tuple[str, str] = ("", "")
    algebraic: bool = False  # its flushes add deltas to its groups' state: replayed
    state: Target | None = None  # its aux table, when the install left a view of its rows
    locks: tuple[int, int] = (0, 0)  # its tview-wide lock and the base of its key locks
    replay_fn: str = ""  # the function that applies captured deltas (tview.ra_N), if installed


def _load(cur: Any, tview_schema: str, schema: str, name: str) -> _Tv | None:
    entry = catalog_entry(cur, schema, name, tview_schema)
    if entry is None or entry.status != REBUILDING or not entry.capturing:
        return None
    live = qname(schema, name)
    tid, key, types = entry.id, list(entry.key), list(entry.key_types)
    state = None
    aux = aux_table(tview_schema, tid)
    if _exists(cur, qname(tview_schema, state_view_name(tid))) and _exists(cur, aux):
        state = Target(tid, aux, key, types, True, table_columns(cur, aux))
    return _Tv(
        tid=tid,
        live=live,
        key=key,
        types=types,
        unique=entry.is_unique,
        cols=table_columns(cur, live),
        view=qname(schema, entry.view),
        token=(entry.def_hash, entry.installed_at),
        algebraic=entry.algebraic,
        state=state,
        replay_fn=_function(cur, qname(tview_schema, f"ra_{tid}"), "text[]"),
    )


def _function(cur: Any, name: str, args: str) -> str:
    """`name` (qualified) when a function of it takes `args`, else ''."""
    cur.execute("SELECT to_regprocedure(%s) IS NOT NULL", (f"{name}({args})",))
    return name if cur.fetchone()[0] else ""


def table_columns(cur: Any, rel: str) -> list[str]:
    cur.execute(
        "SELECT attname FROM pg_attribute WHERE attrelid = %s::regclass AND attnum > 0 "
        "AND NOT attisdropped ORDER BY attnum",
        (rel,),
    )
    return [r[0] for r in cur.fetchall()]


def _check_token(cur: Any, ts: str, tv: _Tv) -> None:
    cur.execute(
        f"SELECT def_hash, installed_at::text, status, capturing FROM {ts}.tview WHERE id = %s",
        (tv.tid,),
    )
    row = cur.fetchone()
    if row is None or (row[0], row[1]) != tv.token or row[2] != REBUILDING or not row[3]:
        raise Superseded()


def finish(
    conn: Any,
    *,
    name: str,
    schema: str = "public",
    tview_schema: str = "tview",
    batch_rows: int = DEFAULT_BATCH_ROWS,
    wait_timeout: float = locks.OLDER_XACTS_WAIT_S,
    lock_timeout_ms: int = locks.DEFAULT_LOCK_TIMEOUT_MS,
    lock_attempts: int = locks.ONLINE_LOCK_ATTEMPTS,
    hooks: Mapping[str, Callable[[], None]] | None = None,
) -> Rebuild:
    """Complete the online rebuild of `schema.name` that an install started (a no-op when the
    tview is not rebuilding). The connection must be outside a transaction; each phase commits
    on its own. `hooks` (tests): callables run after the named phase ('shadow', 'batch')."""
    ts = quote_ident(tview_schema)
    with _autocommit(conn) as cur:
        if _exists(cur, f"{ts}.tview"):
            own = catalog_entry(cur, schema, name, tview_schema)
            staged = catalog_entry(cur, schema, staged_name(name), tview_schema)
            # (built to replace the relation of the name: a view, a table, or the tview of
            # another key, which is not rebuilding itself)
            if staged is not None and (own is None or own.status != REBUILDING):
                name = staged_name(name)
        res = Rebuild(table=qname(schema, name))
        cur.execute("SELECT to_regclass(%s)::oid::bigint", (res.table,))
        oid = cur.fetchone()[0]
        if oid is None or not _exists(cur, f"{ts}.tview"):
            return res
        cur.execute(f"SELECT v FROM {ts}.meta WHERE k = 'lock_namespace'")
        row = cur.fetchone()
        ns = int(row[0]) if row and row[0] else locks.DEFAULT_NAMESPACE
        # one rebuild (or Spark backfill) of a table at a time; no application takes this lock
        lock = locks.backfill_lock(ns, oid)
        cur.execute("SELECT pg_advisory_lock(%s)", (lock,))
        try:
            for _ in range(3):
                tv = _load(cur, tview_schema, schema, name)
                if tv is None:
                    res.carried = _build_carried(cur, ts, schema, name, tview_schema)
                    return res
                tv.locks = (locks.wide_lock(ns, tv.tid), locks.key_lock_base(ns, tv.tid))
                shadow = f"{ts}.{quote_ident(shadow_name(tv.tid))}"
                shadow_state = f"{ts}.{quote_ident(shadow_name(tv.tid) + '_state')}"
                try:
                    _run(
                        cur,
                        ts,
                        tv,
                        (shadow, shadow_state),
                        res,
                        batch_rows,
                        wait_timeout,
                        lock_timeout_ms,
                        lock_attempts,
                        hooks or {},
                    )
                    res.done = True
                    res.carried = carried.build_carried(
                        cur, ts, tv.tid, lock_timeout_ms, lock_attempts
                    )
                    return res
                except Superseded:
                    continue
                except Again:
                    # (the full recompute's request is what the new shadow answers)
                    cur.execute(
                        f"DELETE FROM {ts}.capture WHERE tview_id = %s AND k IS NULL", (tv.tid,)
                    )
                    continue
                finally:
                    with contextlib.suppress(Exception):
                        cur.execute(
                            f"DROP TABLE IF EXISTS {shadow}, {shadow_state}, {SKIPPED}, {CAPTURED}"
                        )
            raise TviewError(
                f"tview online rebuild of {res.table}: other installs changed it three times "
                "while it ran; run dbt run again"
            )
        finally:
            with contextlib.suppress(Exception):
                cur.execute("SELECT pg_advisory_unlock(%s)", (lock,))


def _build_carried(cur: Any, ts: str, schema: str, name: str, tview_schema: str) -> list[str]:
    """carried.build_carried for a tview that is not rebuilding: its rebuild finished, but the
    run stopped before it set again all that its replaced columns carried."""
    entry = catalog_entry(cur, schema, name, tview_schema)
    return carried.build_carried(cur, ts, entry.id) if entry is not None else []


def _exists(cur: Any, rel: str) -> bool:
    cur.execute("SELECT to_regclass(%s) IS NOT NULL", (rel,))
    return bool(cur.fetchone()[0])


def _run(
    cur: Any,
    ts: str,
    tv: _Tv,
    shadows: tuple[str, str],
    res: Rebuild,
    batch_rows: int,
    wait_timeout: float,
    lock_timeout_ms: int,
    lock_attempts: int,
    hooks: Mapping[str, Callable[[], None]],
) -> None:
    t0 = time.monotonic()
    shadow, shadow_state = shadows
    res.timings["wait"] = wait_for_older_snapshots(cur, wait_timeout)
    cur.execute(f"DROP TABLE IF EXISTS {shadow}, {shadow_state}, {SKIPPED}, {CAPTURED}")
    if tv.algebraic:
        cur.execute(f"CREATE TEMP TABLE {SKIPPED.split('.')[1]} (k text[])")
    if tv.key:
        create_captured(cur, tv)
    # one snapshot, taken after every older snapshot is gone: what it misses was written by
    # transactions that capture their keys
    t1 = time.monotonic()
    if tv.state is None:
        res.rows = _copy_view(cur, shadow, tv.view, tv.cols, tv.key)
    else:
        with transaction(cur, "BEGIN ISOLATION LEVEL REPEATABLE READ"):
            res.rows = _copy_view(cur, shadow, tv.view, tv.cols, tv.key)
            view = f"{ts}.{quote_ident(state_view_name(tv.tid))}"
            _copy_view(cur, shadow_state, view, tv.state.cols, tv.key, like=tv.state.live)
    res.timings["shadow"] = time.monotonic() - t1
    _hook(hooks, "shadow")

    t2 = time.monotonic()

    def check() -> bool:
        _check_token(cur, ts, tv)
        # (a flush recomputed the whole table from the view since the shadow's snapshot, a
        # source of strategy full or a TRUNCATE: the table is the view's, and the flushes after
        # it keep it so; what the shadow holds is older)
        return tv.algebraic or not full_recompute_captured(cur, ts, tv.tid)

    if tv.key:  # (a keyless tview's shadow is applied whole, in the final transaction)
        apply_batches(
            cur,
            ts,
            tv,
            shadow,
            res,
            batch_rows=batch_rows,
            lock_timeout_ms=lock_timeout_ms,
            lock_attempts=lock_attempts,
            check=check,
            after=lambda: _hook(hooks, "batch"),
            state=(tv.state, shadow_state) if tv.state is not None else None,
            skipped=SKIPPED if tv.algebraic else None,
            captured=CAPTURED,
        )
    res.timings["batches"] = time.monotonic() - t2
    if tv.algebraic:
        t3 = time.monotonic()
        res.replayed += replay_rounds(
            cur,
            ts,
            tv,
            check=lambda: _check_token(cur, ts, tv),
            after=lambda: _hook(hooks, "replay"),
        )
        res.timings["replay"] = time.monotonic() - t3

    # final: a key written since the start was refreshed by its own flush, after the batch of
    # its range or, when before it, skipped by that batch (an algebraic tview's skipped groups
    # are recomputed above). A flush that recomputed the whole table (a source of strategy
    # full, a TRUNCATE) left it the view's, the batches after it applied nothing (check); an
    # algebraic tview's group state has the next pass's shadow cover it.
    def last() -> None:
        _check_token(cur, ts, tv)
        if tv.algebraic and full_recompute_captured(cur, ts, tv.tid):
            raise Again()
        if not tv.key and not full_recompute_captured(cur, ts, tv.tid):
            # (no flush since the start, each of which recomputes a keyless tview whole: the
            # shadow is the view now, and the tview-wide lock keeps it so until the commit)
            apply_whole(cur, tv.live, shadow, tv.cols, res)
        if tv.algebraic:
            res.replayed += replay_rest(cur, ts, tv)
        cur.execute(f"DROP VIEW IF EXISTS {ts}.{quote_ident(state_view_name(tv.tid))}")

    res.final_s = switch_off(
        cur,
        ts,
        tv.tid,
        tv.live,
        lock_timeout_ms=lock_timeout_ms,
        lock_attempts=lock_attempts,
        inside=last,
    )
    _sweep(cur, ts, tv.tid)
    res.timings["total"] = time.monotonic() - t0


def apply_whole(cur: Any, live: str, shadow: str, cols: Sequence[str], res: Counts) -> None:
    """A keyless tview: `shadow`'s rows replace the live table's (a multiset), when they differ.
    Under the caller's lock of the table."""
    sel = ", ".join(quote_ident(c) for c in cols)
    # (rows compared as their text images, as batch_sql compares a non-unique key's: any type)
    image = "ROW(" + ", ".join(f"x.{quote_ident(c)}" for c in cols) + ")::text"
    cur.execute(
        f"SELECT EXISTS ((SELECT {image} FROM {live} AS x EXCEPT ALL SELECT {image} "
        f"FROM {shadow} AS x) UNION ALL (SELECT {image} FROM {shadow} AS x EXCEPT ALL "
        f"SELECT {image} FROM {live} AS x))"
    )
    if cur.fetchone()[0]:
        cur.execute(f"DELETE FROM {live}")
        res.deleted += max(cur.rowcount, 0)
        cur.execute(f"INSERT INTO {live} ({sel}) SELECT {sel} FROM {shadow}")
        res.inserted += max(cur.rowcount, 0)


def _copy_view(
    cur: Any, shadow: str, view: str, cols: Sequence[str], key: Sequence[str], like: str = ""
) -> int:
    """Copy `view` into the unlogged table `shadow` (of `like`'s columns, or the view's),
    indexed on `key`; returns the rows copied."""
    qc = ", ".join(quote_ident(c) for c in cols)
    if like:
        cur.execute(f"CREATE UNLOGGED TABLE {shadow} (LIKE {like})")
        cur.execute(f"INSERT INTO {shadow} ({qc}) SELECT {qc} FROM {view}")
    else:
        cur.execute(f"CREATE UNLOGGED TABLE {shadow} AS SELECT {qc} FROM {view}")
    rows = cur.rowcount
    cur.execute(f"ALTER TABLE {shadow} SET (autovacuum_enabled = false)")
    if key:
        cur.execute(f"CREATE INDEX ON {shadow} ({', '.join(quote_ident(k) for k in key)})")
    cur.execute(f"ANALYZE {shadow}")
    return rows


REPLAY_KEYS = 1  # groups recomputed in the first round (a group's cost is unknown); then sized
# to BATCH_SECONDS, at most: a flush of more keys takes the tview-wide lock, which every flush
# of it waits for
MAX_REPLAY_KEYS = locks.KEY_LOCKS_MAX
SKIPPED = "pg_temp.tview_rebuild_skipped"  # the captured keys the batches left alone


def _refresh(cur: Any, ts: str, live: str, keys: Sequence[Sequence[str | None]]) -> None:
    """Recompute the tview's `keys` (text[] each, as captured) with tview.refresh."""
    chunk = [k[0] if len(k) == 1 else list(k) for k in keys]
    if chunk:
        cur.execute(f"SELECT {ts}.refresh(%s::regclass, %s::jsonb)", (live, json.dumps(chunk)))


def record_skipped(
    cur: Any,
    ts: str,
    tv: Target,
    skipped: str,
    pred_t: str,
    params: Mapping[str, Any],
    captured: str | None = None,
) -> None:
    """In a batch, after its statements: the captured keys of its range (`pred_t` over `t`),
    which it left alone, into `skipped` (from `captured` when given: see move_captured)."""
    if captured:
        cur.execute(
            f'INSERT INTO {skipped} SELECT DISTINCT t."__captured" FROM {captured} AS t '
            f"WHERE {pred_t}",
            params,
        )
        return
    typed = ", ".join(
        f"(c.k[{i + 1}])::{t} AS {quote_ident(k)}"
        for i, (k, t) in enumerate(zip(tv.key, tv.types, strict=True))
    )
    cur.execute(
        f'INSERT INTO {skipped} SELECT DISTINCT t."__captured" FROM (SELECT c.k AS "__captured", '
        f"{typed} FROM {ts}.capture AS c WHERE c.tview_id = {int(tv.tid)} AND c.k IS NOT NULL) "
        f"AS t WHERE {pred_t}",
        params,
    )


CAPTURED = "pg_temp.tview_rebuild_captured"  # the keys captured so far, typed (move_captured)
MOVED_ANALYZE = 1_000  # keys moved at once from which CAPTURED is analyzed again


def create_captured(cur: Any, tv: Target) -> None:
    """The session's table of the keys captured during an online rebuild: the text[] as
    captured and each key column typed as the table's, indexed on both (move_captured)."""
    cols = ", ".join(f"t.{quote_ident(k)}" for k in tv.key)
    cur.execute(f"DROP TABLE IF EXISTS {CAPTURED}")
    cur.execute(
        f'CREATE TEMP TABLE {CAPTURED.split(".")[1]} AS SELECT NULL::text[] AS "__captured", '
        f"{cols} FROM {tv.live} AS t LIMIT 0"
    )
    cur.execute(f'CREATE INDEX ON {CAPTURED} ("__captured")')
    cur.execute(f"CREATE INDEX ON {CAPTURED} ({', '.join(quote_ident(k) for k in tv.key)})")


def move_captured(cur: Any, ts: str, tv: Target) -> int:
    """Move the keys flushes captured since the last move from tview.capture into CAPTURED
    (each key once, typed as the flush reads it): a batch then looks its keys up by index,
    and tview.capture holds the rows of one batch's interval, so a batch costs the same late
    in a long rebuild as early. Keys captured before a later pass's shadow are in that shadow:
    losing the moved rows with the session loses nothing a new pass needs."""
    typed = ", ".join(f"(m.k[{i + 1}])::{t}" for i, t in enumerate(tv.types))
    cur.execute(
        f"WITH m AS (DELETE FROM {ts}.capture AS c WHERE c.tview_id = %s AND c.k IS NOT NULL "
        f"RETURNING c.k) INSERT INTO {CAPTURED} SELECT DISTINCT ON (m.k) m.k, {typed} FROM m "
        f'WHERE NOT EXISTS (SELECT FROM {CAPTURED} AS x WHERE x."__captured" = m.k)',
        (tv.tid,),
    )
    return max(cur.rowcount, 0)


def replay_rounds(
    cur: Any,
    ts: str,
    tv: _Tv,
    *,
    check: Callable[[], None],
    after: Callable[[], None] = lambda: None,
) -> int:
    """Recompute the groups the batches skipped (SKIPPED), each once, a round of them per
    transaction (sized to BATCH_SECONDS, at most MAX_REPLAY_KEYS: it holds those groups'
    flushes, no other). Their flushes before their batch added deltas to state that predates
    it; after their recompute, as after a batch, a delta goes to the new definition's state.
    Groups without a NULL key value go first, through tview.refresh; then those with one,
    under their group locks (tview.refresh would take the tview-wide lock for them, and
    recompute every group's state). Returns the groups recomputed."""
    done = 0
    for nulls in (False, True):
        n = REPLAY_KEYS
        while True:
            r0 = time.monotonic()
            with transaction(cur):
                check()
                cur.execute(
                    f"DELETE FROM {SKIPPED} WHERE ctid = ANY(ARRAY(SELECT ctid FROM {SKIPPED} "
                    f"WHERE array_position(k, NULL) IS {'NOT ' if nulls else ''}NULL "
                    "LIMIT %s)) RETURNING k",
                    (n,),
                )
                keys = sorted({tuple(r[0]) for r in cur.fetchall()}, key=repr)
                if nulls:
                    _recompute_groups(cur, ts, tv, keys, lock=True)
                else:
                    _refresh(cur, ts, tv.live, keys)
            if not keys:
                break
            done += len(keys)
            took = time.monotonic() - r0
            after()
            time.sleep(BATCH_PAUSE_S)
            grow = min(2.0, max(0.25, BATCH_SECONDS / max(took, 1e-3)))
            n = int(min(MAX_REPLAY_KEYS, max(1, n * grow)))
    return done


def replay_rest(cur: Any, ts: str, tv: _Tv) -> int:
    """In the final transaction (the tview's locks held: no flush runs): the skipped groups
    replay_rounds left, if any (none when it completed)."""
    cur.execute(f"SELECT DISTINCT k FROM {SKIPPED}")
    keys = [tuple(r[0]) for r in cur.fetchall()]
    _refresh(cur, ts, tv.live, [k for k in keys if None not in k])
    _recompute_groups(cur, ts, tv, [k for k in keys if None in k], lock=False)
    return len(keys)


def _recompute_groups(
    cur: Any, ts: str, tv: _Tv, keys: Sequence[Sequence[str | None]], *, lock: bool
) -> None:
    """Recompute the groups `keys` (text[] each, as captured) from the views by an equality or
    IS NULL per key column, which the planner pushes into them. With `lock`, their rows are
    read first, with no lock a flush waits for, in one snapshot with the capture rows it
    covers; then their locks are taken as a flush of them takes them (the tview-wide lock
    shared, then each group's, in hash order), the rows read are written, and the deltas of
    the flushes of those groups that committed since that snapshot (their capture rows) are
    applied to them by the flush's own code (tview.ra_N): their flushes wait for the writes
    and those deltas, not for a read of every row of the groups. A capture row without a
    delta (its text is not exact, or the key was recomputed) has the groups read again under
    the locks."""
    if not keys:
        return
    parts = _group_parts(ts, tv)
    if not lock:
        _rewrite_groups(cur, tv, keys, parts, read=True)
        return
    _read_groups(cur, ts, tv, keys, parts)
    wide, base = tv.locks
    cur.execute("SELECT pg_advisory_xact_lock_shared(%s)", (wide,))
    hashes = set()
    for k in keys:  # (the hash of the key's text[], as the flushes compute it)
        cur.execute("SELECT hashtext(%s::text[]::text)", (list(k),))
        hashes.add(cur.fetchone()[0])
    for h in sorted(hashes):
        cur.execute("SELECT pg_advisory_xact_lock(%s)", (base + h,))
    cur.execute(
        f"SELECT array_agg(c.d), bool_or(c.d IS NULL) FROM {ts}.capture AS c WHERE c.tview_id = %s "
        f"AND c.k IN ({_keys_sql()}) AND NOT EXISTS (SELECT FROM {SEEN} AS s WHERE s.c = c.ctid)",
        (tv.tid, _keys_json(keys)),
    )
    deltas, undelta = cur.fetchone()
    if deltas and (undelta or not tv.replay_fn):
        _rewrite_groups(cur, tv, keys, parts, read=True)
        return
    _rewrite_groups(cur, tv, keys, parts, read=False)
    if deltas:
        cur.execute(f"SELECT {tv.replay_fn}(%s::text[])", (deltas,))


SEEN = "pg_temp.tview_rebuild_seen"  # the capture rows a replay round's read covers


def _keys_sql() -> str:
    """The captured keys of a JSON array parameter (of text arrays), as text[] rows."""
    return (
        "SELECT ARRAY(SELECT jsonb_array_elements_text(e)) FROM jsonb_array_elements(%s::jsonb) "
        "AS e"
    )


def _keys_json(keys: Sequence[Sequence[str | None]]) -> str:
    return json.dumps([list(k) for k in keys])


def _group_parts(ts: str, tv: _Tv) -> list[tuple[str, str, list[str]]]:
    """(table, the view of its rows, columns): the tv table's and, with an aux table, its."""
    parts = [(tv.live, tv.view, tv.cols)]
    if tv.state is not None:
        state = f"{ts}.{quote_ident(state_view_name(tv.tid))}"
        parts.append((tv.state.live, state, tv.state.cols))
    return parts


def _read_groups(
    cur: Any, ts: str, tv: _Tv, keys: Sequence[Sequence[str | None]], parts: Sequence[tuple]
) -> None:
    """The rows of the groups `keys` in each part's view, into temp tables dropped at commit,
    and the capture rows of those groups (their ctids, into SEEN), in one statement: one
    snapshot, whose writes to the groups those capture rows are."""
    params: dict[str, Any] = {"tid": tv.tid, "keys": _keys_json(keys)}
    groups = []
    for n, k in enumerate(keys):
        groups.append("(" + _group_is("t", tv, k, f"k{n}_") + ")")
        params.update({f"k{n}_{j}": v for j, v in enumerate(k)})
    ctes = []
    for i, (_, view, cols) in enumerate(parts):
        qc = ", ".join(quote_ident(c) for c in cols)
        cur.execute(
            f"CREATE TEMP TABLE tview_rebuild_g{i} ON COMMIT DROP AS SELECT {qc} FROM {view} "
            "AS t WHERE false"
        )
        ctes.append(
            f"g{i} AS (INSERT INTO tview_rebuild_g{i} SELECT {qc} FROM {view} AS t "
            f"WHERE {' OR '.join(groups)})"
        )
    cur.execute(f"CREATE TEMP TABLE {SEEN.split('.')[1]} (c tid) ON COMMIT DROP")
    cur.execute(
        f"WITH {', '.join(ctes)} INSERT INTO {SEEN} SELECT c.ctid FROM {ts}.capture AS c "
        f"WHERE c.tview_id = %(tid)s AND c.k IN ({_keys_sql().replace('%s', '%(keys)s')})",
        params,
    )


def _rewrite_groups(
    cur: Any, tv: _Tv, keys: Sequence[Sequence[str | None]], parts: Sequence[tuple], read: bool
) -> None:
    """Replace the rows of the groups `keys` in each part's table: read from its view now
    (`read`), or from the temp tables _read_groups filled."""
    for i, (table, view, cols) in enumerate(parts):
        qc = ", ".join(quote_ident(c) for c in cols)
        for k in keys:
            params = {f"k{j}": v for j, v in enumerate(k)}
            cur.execute(f"DELETE FROM {table} AS t WHERE {_group_is('t', tv, k)}", params)
            if read:
                cur.execute(
                    f"INSERT INTO {table} ({qc}) SELECT {qc} FROM {view} AS t "
                    f"WHERE {_group_is('t', tv, k)}",
                    params,
                )
        if not read:
            cur.execute(f"INSERT INTO {table} ({qc}) SELECT {qc} FROM tview_rebuild_g{i}")


def _group_is(alias: str, tv: Target, k: Sequence[str | None], prefix: str = "k") -> str:
    """`alias`'s key is the captured `k` (parameters <prefix>0..n, its text), NULLs included:
    an equality or IS NULL per column, which the planner pushes into the views (an index
    serves)."""
    return " AND ".join(
        f"{alias}.{quote_ident(c)} IS NULL"
        if v is None
        else f"{alias}.{quote_ident(c)} = %({prefix}{i})s::{t}"
        for i, (c, t, v) in enumerate(zip(tv.key, tv.types, k, strict=True))
    )


def _sweep(cur: Any, ts: str, tid: int, timeout: float = 10.0) -> None:
    """Flushes that read the capture flag before the final commit and waited for its locks
    leave capture rows behind: once the transactions older than now are gone, remove them (a
    flush mid-transaction, `tview.flush()`, leaves a writer without a snapshot). Still running
    after `timeout`: the rows stay, unread (the next start removes them)."""
    if not waits.wait_for_older_transactions(cur, timeout, writers=True):
        cur.execute(
            f"DELETE FROM {ts}.capture AS c USING {ts}.tview AS t WHERE c.tview_id = %s "
            "AND t.id = c.tview_id AND NOT t.capturing",
            (tid,),
        )


def _hook(hooks: Mapping[str, Callable[[], None]], phase: str) -> None:
    if phase in hooks:
        hooks[phase]()


class _Stop(Exception):
    """A batch's check asked to apply nothing more."""


def full_recompute_captured(cur: Any, ts: str, tid: int) -> bool:
    """Whether a flush recomputed the whole tview since capturing started (a NULL key)."""
    cur.execute(
        f"SELECT EXISTS (SELECT FROM {ts}.capture WHERE tview_id = %s AND k IS NULL)", (tid,)
    )
    return bool(cur.fetchone()[0])


def next_batch_rows(rows: int, took: float) -> int:
    """The rows of the next batch after one of `rows` rows that held the table `took` seconds:
    BATCH_SAFETY * BATCH_SECONDS at that per-row cost, at most twice `rows` (a quick batch
    says little about the next); a batch over budget shrinks the next one at once."""
    fit = BATCH_SAFETY * BATCH_SECONDS * max(rows, 1) / max(took, 1e-4)
    return int(min(MAX_BATCH_ROWS, max(MIN_BATCH_ROWS, min(2 * max(rows, 1), fit))))


def apply_batches(
    cur: Any,
    ts: str,
    tv: Target,
    shadow: str,
    res: Counts,
    *,
    batch_rows: int,
    lock_timeout_ms: int,
    lock_attempts: int,
    check: Callable[[], bool],
    after: Callable[[], None] = lambda: None,
    state: tuple[Target, str] | None = None,
    skipped: str | None = None,
    captured: str | None = None,
) -> bool:
    """Apply the differences between `shadow` (indexed on the key) and the live table by key
    range, one short transaction each, EXCLUSIVE on the table: readers go on, a flush waits for
    one batch at most. Keys captured since capturing started are left alone (their flush wrote
    them from the view, after the shadow's snapshot). A batch's size follows BATCH_SECONDS.
    `check` runs in each batch's transaction after its lock: False applies nothing more (and
    returns False); `after` runs after each batch. `state`: an aux table keyed like the table
    and its shadow, whose key ranges each batch applies too (its rows are the groups' state:
    a group's row and state change together). `skipped`: a table (k text[]) each batch adds the
    captured keys of its range to. `captured`: CAPTURED, which each batch first moves the
    captured keys into (move_captured). The cursor's connection is in autocommit."""
    lo: list[str] | None = None
    n = batch_rows
    keytext = ", ".join(f"s.{quote_ident(k)}::text" for k in tv.key)
    order = ", ".join(f"s.{quote_ident(k)}" for k in tv.key)
    while True:
        params = {f"lo{i}": v for i, v in enumerate(lo or [])}
        cur.execute(
            f"SELECT {keytext} FROM {shadow} AS s "
            f"WHERE {range_predicate('s', tv.key, tv.types, lo is not None, False)} "
            f"ORDER BY {order} OFFSET %(skip)s LIMIT 1",
            {**params, "skip": n - 1},
        )
        row = cur.fetchone()
        hi = list(row) if row else None
        params.update({f"hi{i}": v for i, v in enumerate(hi or [])})
        if captured:  # (the backlog, under no lock: the batch moves what is captured after)
            with transaction(cur):
                if move_captured(cur, ts, tv) > MOVED_ANALYZE:
                    cur.execute(f"ANALYZE {captured}")  # (its size decides the batches' plans)
        took = _apply(
            cur,
            ts,
            tv,
            shadow,
            res,
            lock_timeout_ms,
            lock_attempts,
            check,
            range_predicate("t", tv.key, tv.types, lo is not None, hi is not None),
            range_predicate("s", tv.key, tv.types, lo is not None, hi is not None),
            params,
            nulls=False,
            state=state,
            skipped=skipped,
            captured=captured,
        )
        if took is None:
            return False
        after()
        time.sleep(BATCH_PAUSE_S)
        n = next_batch_rows(n, took)
        if hi is None:
            break
        lo = hi
    took = _apply(
        cur,
        ts,
        tv,
        shadow,
        res,
        lock_timeout_ms,
        lock_attempts,
        check,
        null_predicate("t", tv.key),
        null_predicate("s", tv.key),
        {},
        nulls=True,
        state=state,
        skipped=skipped,
        captured=captured,
    )
    return took is not None


def switch_off(
    cur: Any,
    ts: str,
    tid: int,
    live: str,
    *,
    lock_timeout_ms: int,
    lock_attempts: int,
    inside: Callable[[], None],
) -> float:
    """The final transaction: the tview's locks in the flushes' order (witness rows, the
    tview-wide lock: no flush of the tview runs meanwhile), EXCLUSIVE on the table, then
    `inside` (checks, and what the caller completes there), capturing off, the tview `ok`.
    Returns its duration."""
    f0 = time.monotonic()
    with transaction(cur):

        def lock_all() -> None:
            cur.execute(f"SELECT {ts}._lock_tview(%s)", (tid,))
            cur.execute(f"LOCK TABLE {live} IN EXCLUSIVE MODE")

        _locked(cur, lock_all, lock_timeout_ms, lock_attempts, live)
        inside()
        cur.execute(f"UPDATE {ts}.tview SET capturing = false, status = 'ok' WHERE id = %s", (tid,))
        cur.execute(f"DELETE FROM {ts}.capture WHERE tview_id = %s", (tid,))
    return time.monotonic() - f0


def _apply(
    cur: Any,
    ts: str,
    tv: Target,
    shadow: str,
    res: Counts,
    lock_timeout_ms: int,
    lock_attempts: int,
    check: Callable[[], bool],
    pred_t: str,
    pred_s: str,
    params: dict[str, Any],
    nulls: bool,
    state: tuple[Target, str] | None = None,
    skipped: str | None = None,
    captured: str | None = None,
) -> float | None:
    """One batch in a transaction of its own; returns how long it held the table, from its lock
    to its commit (None: `check` stopped it, nothing applied)."""
    b0 = 0.0
    parts = [(tv, shadow, True)] + ([(state[0], state[1], False)] if state else [])

    def lock() -> None:
        for target, _, _ in parts:
            cur.execute(f"LOCK TABLE {target.live} IN EXCLUSIVE MODE")

    try:
        with transaction(cur):
            _locked(cur, lock, lock_timeout_ms, lock_attempts, tv.live)
            b0 = time.monotonic()  # (waiting for the lock held no writer: lock_timeout)
            if not check():
                raise _Stop()
            if captured:
                move_captured(cur, ts, tv)
            for target, source, counted in parts:
                for sql in batch_sql(
                    live=target.live,
                    shadow=source,
                    cols=target.cols,
                    key=target.key,
                    types=target.types,
                    unique=target.unique,
                    ts=ts,
                    tid=target.tid,
                    pred_t=pred_t,
                    pred_s=pred_s,
                    nulls=nulls,
                    captured=captured,
                ):
                    cur.execute(sql, params)
                    n = max(cur.rowcount, 0) if counted else 0
                    if sql.startswith("DELETE"):
                        res.deleted += n
                    elif sql.startswith("UPDATE"):
                        res.updated += n
                    elif sql.startswith("INSERT"):
                        res.inserted += n
            if skipped:  # (last: a key any statement skipped was captured before it)
                if captured:
                    move_captured(cur, ts, tv)
                record_skipped(cur, ts, tv, skipped, pred_t, params, captured)
    except _Stop:
        return None
    took = time.monotonic() - b0
    res.batches += 1
    res.longest_batch_s = max(res.longest_batch_s, took)
    return took
