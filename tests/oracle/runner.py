"""Replays generated examples against installed shapes and checks consistency.

One ``ShapeRunner`` per (database, shape group): the sources and the tviews are installed
once; every example starts from a canonical state (sources emptied, tviews refreshed),
loads its initial rows, then replays its transactions.  After every COMMIT and ROLLBACK,
and after every mid-transaction ``tview.flush()``, ``api.diff`` must be empty for every
tview of the group.  A failure carries the shape, the full replayable SQL script and the
differing rows.
"""

from __future__ import annotations

import io
import json
import os
import threading
from collections import Counter

import psycopg2
import psycopg2.errors

from . import backend
from .schema import RESET_SQL, SOURCES_DDL
from .shapes import Shape, closure
from .txgen import (
    COLS,
    FAILING,
    Copy,
    Example,
    FailInSavepoint,
    Flush,
    RefreshKey,
    Savepoint,
    Transaction,
    insert_sql,
)

STATS: Counter = Counter()
_STATS_LOCK = threading.Lock()


def bump(**kw):
    with _STATS_LOCK:
        STATS.update(kw)


def stats_summary() -> str:
    s = STATS
    return (
        f"tview oracle: {s['shapes']} shape groups ({s['tviews']} tviews), "
        f"{s['examples']} examples, {s['transactions']} transactions "
        f"({s['commits']} committed, {s['rollbacks']} rolled back), "
        f"{s['statements']} statements, {s['checks']} consistency checks "
        f"({s['flush_checks']} read-your-writes), {s['failures']} failures"
    )


def dump_stats(path=None):
    path = path or os.environ.get("TVIEW_ORACLE_STATS")
    if path:
        with open(path, "w") as f:
            json.dump(dict(STATS), f, indent=1, sort_keys=True)


class OracleFailure(AssertionError):
    pass


class ShapeRunner:
    def __init__(
        self,
        dsn: str,
        shape: Shape,
        schema: str = "public",
        api=None,
        group=None,
        declare_unique=False,
    ):
        self.dsn = dsn
        self.declare_unique = declare_unique
        self.shape = shape
        self.group = list(group) if group is not None else closure(shape)
        self.schema = schema
        self.api = api or backend.get_api()
        self.conn = None
        self.script: list[str] = []
        self._sp = 0

    # ------------------------------------------------------------------ setup
    def connect(self):
        if self.conn is not None and not self.conn.closed:
            self.conn.close()
        self.conn = psycopg2.connect(self.dsn)
        self.conn.autocommit = False

    def setup(self):
        self.connect()
        with self.conn.cursor() as cur:
            cur.execute(SOURCES_DDL)
        self.conn.commit()
        self.api.ensure_runtime(self.conn)
        self.conn.commit()
        for s in self.group:
            backend.install(self.api, self.conn, s, self.schema, self.declare_unique)
            self.conn.commit()
        bump(shapes=1, tviews=len(self.group))

    def close(self):
        if self.conn is not None and not self.conn.closed:
            self.conn.close()

    # ------------------------------------------------------------------ helpers
    def describe(self) -> str:
        lines = []
        for s in self.group:
            lines.append(f"-- {s.tview} key={s.key!r}: {s.sql}")
        return "\n".join(lines)

    def fail(self, what: str, diffs=None):
        bump(failures=1)
        msg = [
            f"ORACLE FAILURE in shape {self.shape.name}: {what}",
            self.describe(),
            "-- replay (after DELETE of all sources and a refresh of every tview):",
        ]
        msg += [s + ";" for s in self.script]
        for tv, rows in (diffs or {}).items():
            msg.append(f"-- diff {tv} ({len(rows)} rows, side first):")
            msg += [f"--   {r!r}" for r in rows[:20]]
        raise OracleFailure("\n".join(msg))

    def exec(self, stmt: str):
        self.script.append(stmt)
        bump(statements=1)
        try:
            with self.conn.cursor() as cur:
                cur.execute(stmt)
                bump(rows_changed=max(cur.rowcount, 0))
        except psycopg2.Error as e:
            self.fail(f"statement raised {e.pgcode}: {str(e).strip()}\n  statement: {stmt}")

    def copy(self, op: Copy):
        text = "".join(
            "\t".join(
                "\\N"
                if v is None
                else ("t" if v is True else "f")
                if isinstance(v, bool)
                else str(v)
                for v in r
            )
            + "\n"
            for r in op.rows
        )
        cols = ", ".join(c for c, _ in COLS[op.table])
        stmt = f"COPY {op.table} ({cols}) FROM STDIN"
        self.script.append(f"{stmt}  -- rows {op.rows!r} (skipped when an id exists)")
        bump(statements=1)
        with self.conn.cursor() as cur:
            cur.execute(
                f"SELECT count(*) FROM {op.table} WHERE id = ANY(%s)", ([r[0] for r in op.rows],)
            )
            if cur.fetchone()[0]:
                return
            try:
                cur.copy_expert(stmt, io.StringIO(text))
            except psycopg2.Error as e:
                self.fail(f"COPY raised {e.pgcode}: {str(e).strip()}")

    def check(self, where: str):
        diffs = {}
        for s in self.group:
            try:
                rows = self.api.diff(self.conn, name=s.tview, schema=self.schema)
            except psycopg2.Error as e:
                self.fail(f"api.diff({s.tview}) raised {e.pgcode} {str(e).strip()} ({where})")
            bump(checks=1)
            if rows:
                diffs[s.tview] = rows
        if diffs:
            self.fail(f"tview differs from its view {where}", diffs)

    # ------------------------------------------------------------------ replay
    def reset(self):
        """Canonical start: sources empty, every tview refreshed (not itself checked)."""
        try:
            self.conn.rollback()
            with self.conn.cursor() as cur:
                cur.execute(RESET_SQL)
            self.conn.commit()
            for s in self.group:
                self.api.refresh(self.conn, name=s.tview, schema=self.schema)
                self.conn.commit()
        except psycopg2.Error:
            # a previous failure may have left the session unusable: start afresh
            self.connect()
            with self.conn.cursor() as cur:
                cur.execute(RESET_SQL)
            self.conn.commit()
            for s in self.group:
                self.api.refresh(self.conn, name=s.tview, schema=self.schema)
                self.conn.commit()

    def run_op(self, op):
        bump(**{f"op_{type(op).__name__}": 1})
        if isinstance(op, Flush):
            self.exec("SELECT tview.flush()")
            bump(flush_checks=len(self.group))
            self.check("after SELECT tview.flush() inside the transaction (read-your-writes)")
        elif isinstance(op, RefreshKey):
            single = [s for s in self.group if s.key and len(s.key) == 1]
            for s in single:
                stmt = f"SELECT tview.refresh('{s.tview}', '[{json.dumps(op.key)}]')"
                self.script.append(stmt)
                bump(statements=1)
                try:
                    self.api.refresh(self.conn, name=s.tview, schema=self.schema, keys=[op.key])
                except psycopg2.Error as e:
                    self.fail(f"refresh raised {e.pgcode}: {str(e).strip()}\n  {stmt}")
            if single:  # (a refresh flushes the transaction's pending work: all of it)
                self.check(f"after tview.refresh of key {op.key!r} inside the transaction")
        elif isinstance(op, Savepoint):
            self._sp += 1
            name = f"sp{self._sp}"
            self.exec(f"SAVEPOINT {name}")
            for o in op.ops:
                self.run_op(o)
            self.exec(
                f"RELEASE SAVEPOINT {name}" if op.release else f"ROLLBACK TO SAVEPOINT {name}"
            )
        elif isinstance(op, Copy):
            self.copy(op)
        elif isinstance(op, FailInSavepoint):
            self._sp += 1
            name = f"sp{self._sp}"
            self.exec(f"SAVEPOINT {name}")
            for o in op.ops:
                self.run_op(o)
            stmt, code = FAILING[op.failing % len(FAILING)]
            self.script.append(stmt + f"  -- expected to fail with {code}")
            bump(statements=1)
            try:
                with self.conn.cursor() as cur:
                    cur.execute(stmt)
            except psycopg2.Error as e:
                if e.pgcode != code:
                    self.fail(f"statement raised {e.pgcode} instead of {code}: {e}")
            self.exec(f"ROLLBACK TO SAVEPOINT {name}")
        else:
            for stmt in op.sql():
                self.exec(stmt)

    def run_tx(self, tx: Transaction, n: int):
        self.script.append(f"BEGIN  -- transaction {n}")
        for op in tx.ops:
            self.run_op(op)
        bump(transactions=1)
        if tx.commit:
            self.script.append("COMMIT")
            try:
                self.conn.commit()
            except psycopg2.Error as e:
                self.fail(f"COMMIT raised {e.pgcode}: {str(e).strip()}")
            bump(commits=1)
            self.check(f"after COMMIT of transaction {n}")
        else:
            self.script.append("ROLLBACK")
            self.conn.rollback()
            bump(rollbacks=1)
            self.check(f"after ROLLBACK of transaction {n}")
        self.conn.commit()

    def run_example(self, ex: Example):
        bump(examples=1)
        self.reset()
        if ex.fresh_session:
            self.connect()
        self.script = []
        self._sp = 0
        try:
            self.script.append("BEGIN  -- initial state")
            for table, rows in ex.initial:
                self.exec(insert_sql(table, rows))
            self.script.append("COMMIT")
            try:
                self.conn.commit()
            except psycopg2.Error as e:
                self.fail(f"COMMIT raised {e.pgcode}: {str(e).strip()}")
            self.check("after loading the initial state")
            for i, tx in enumerate(ex.txs, 1):
                self.run_tx(tx, i)
        finally:
            if not self.conn.closed:
                self.conn.rollback()
