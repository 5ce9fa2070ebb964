"""A/B of two versions of the generated functions in one database, server-side.

    python -m bench.ab --base HEAD~1 [--workloads w1,w1b,w2,w2x] [--rounds 12] [--txns 400]

Builds the W1/W2 sources (1M accounts) on a throw-away PostgreSQL 15, installs each tview with
the code of `--base` (a git revision, checked out in a temporary worktree) and with this
checkout, keeps every function of schema tview of both, and then times a `DO` loop of
transactions (`UPDATE ...; COMMIT;`, no client round trip) under each set in turn, swapped in
by `CREATE OR REPLACE`, the order reversed every other round. Prints the median time per
transaction of each and the median of the per-round ratios new / base, then checks the tview
against its view. The per-round ratios of this VM move by ±10% (FINDINGS 26): read several
runs, not one.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import psycopg2

from dbt_tview.testing import pg

from . import workloads as W

ROOT = Path(__file__).resolve().parent.parent
LOOPS = {  # workload: (tview, one transaction's statements; k is a random account)
    "w1": ("tv_w1", "UPDATE accounts SET abalance = abalance + 1 WHERE aid = k;"),
    "w1b": (
        "tv_w1",
        "FOR j IN 1..10 LOOP UPDATE accounts SET abalance = abalance + 1 WHERE aid = k; END LOOP;",
    ),
    "w2": (
        "tv_w2",
        "UPDATE accounts SET abalance = abalance + (random() * 10000)::int - 5000 WHERE aid = k;",
    ),
    # W2 where every transaction moves its group's min (a new extreme: the aux row is written)
    "w2x": ("tv_w2", "UPDATE accounts SET abalance = -1000000 - i WHERE aid = k;"),
    # W4's bulk statement at 10,000 rows (count with --short 3 --long 13)
    "w4": (
        "tv_w1",
        "UPDATE accounts SET abalance = abalance + 1 WHERE aid BETWEEN k AND k + 9999;",
    ),
}
VIEWS = {"tv_w1": (W.W1_SQL, "aid"), "tv_w2": (W.W2_SQL, "bid")}
# run in a child process with the code under test first on sys.path
_INSTALL = """
import sys, psycopg2
from dbt_tview import api
dsn, name, sql, key, out = sys.argv[1:6]
conn = psycopg2.connect(dsn)
api.ensure_runtime(conn)
# (full_refresh: the second install would otherwise find the tview unchanged and keep the
# first one's functions when both sides share a runtime version)
api.install(conn, name=name, sql=sql, key=key, full_refresh=True)
conn.commit()
with conn.cursor() as cur:
    cur.execute("SELECT pg_get_functiondef(p.oid) FROM pg_proc p JOIN pg_namespace n"
                " ON n.oid = p.pronamespace WHERE n.nspname = 'tview' AND p.prokind = 'f'"
                " ORDER BY p.oid")
    open(out, "w").write("\\n".join(r[0] + ";\\n" for r in cur.fetchall()))
"""


@contextlib.contextmanager
def checkout(rev: str, tmp: Path) -> Iterator[Path]:
    """`rev` checked out in a temporary git worktree under `tmp`, removed afterwards."""
    path = tmp / "base"
    subprocess.run(
        ["git", "worktree", "add", "-f", "--detach", str(path), rev],
        check=True,
        cwd=ROOT,
        capture_output=True,
    )
    try:
        yield path
    finally:
        subprocess.run(
            ["git", "worktree", "remove", "--force", str(path)], cwd=ROOT, capture_output=True
        )


def sources(srv: pg.LocalServer, dbname: str, accounts: int, extra: Sequence[str] = ()) -> str:
    """A new database `dbname` holding W1/W2's sources and what `extra` runs: its DSN."""
    dsn = srv.create_database(dbname)
    with psycopg2.connect(dsn) as conn, conn.cursor() as cur:
        for sql in [*W.accounts_sql(accounts), *extra]:
            cur.execute(sql)
    conn.close()
    return dsn


def _install(code: Path, dsn: str, name: str, out: Path) -> None:
    sql, key = VIEWS[name]
    env = dict(os.environ, PYTHONPATH=f"{code}{os.pathsep}{ROOT}")
    args = [sys.executable, "-c", _INSTALL, dsn, name, sql, key, str(out)]
    subprocess.run(args, check=True, env=env, cwd=code)


def _apply(dsn: str, functions: Path) -> None:
    with psycopg2.connect(dsn) as conn, conn.cursor() as cur:
        cur.execute(functions.read_text())
    conn.close()


def _loop(dsn: str, body: str, txns: int) -> float:
    """µs per transaction of `txns` transactions in a fresh session (after 30 to warm it)."""
    conn = psycopg2.connect(dsn)
    conn.autocommit = True
    do = (
        "DO $$ DECLARE k int; BEGIN FOR i IN 1..{n} LOOP k := 1 + (random() * 999999)::int; "
        f"{body} COMMIT; END LOOP; END $$"
    )
    with conn.cursor() as cur:
        cur.execute(do.format(n=30))
        t0 = time.perf_counter()
        cur.execute(do.format(n=txns))
        took = time.perf_counter() - t0
    conn.close()
    return took / txns * 1e6


def _diff(dsn: str, name: str) -> int:
    """Rows in which tview `name` and its view differ (the multiset oracle, api.diff)."""
    from dbt_tview import api

    with psycopg2.connect(dsn) as conn:
        n = len(api.diff(conn, name=name))
    conn.close()
    return n


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, help="git revision of the A side")
    ap.add_argument("--workloads", default="w1,w1b,w2")
    ap.add_argument("--rounds", type=int, default=12)
    ap.add_argument("--txns", type=int, default=400)
    ap.add_argument("--accounts", type=int, default=1_000_000)
    a = ap.parse_args(argv)
    chosen = [w for w in a.workloads.split(",") if w]
    srv = pg.LocalServer(pg.SYSTEM_PG_BIN)
    with tempfile.TemporaryDirectory() as tmp, checkout(a.base, Path(tmp)) as base:
        try:
            dsns = {}
            for name in sorted({LOOPS[w][0] for w in chosen}):
                dsn = sources(srv, "ab_" + name, a.accounts)
                _install(ROOT, dsn, name, Path(tmp) / f"{name}_new.sql")
                _install(base, dsn, name, Path(tmp) / f"{name}_base.sql")
                if (Path(tmp) / f"{name}_new.sql").read_text() == (
                    Path(tmp) / f"{name}_base.sql"
                ).read_text():
                    print(f"{name}: both sides generate the same functions", flush=True)
                dsns[name] = dsn
            for w in chosen:
                name, body = LOOPS[w]
                times: dict[str, list[float]] = {"base": [], "new": []}
                ratios = []
                for r in range(a.rounds):
                    for side in ("base", "new") if r % 2 == 0 else ("new", "base"):
                        _apply(dsns[name], Path(tmp) / f"{name}_{side}.sql")
                        times[side].append(_loop(dsns[name], body, a.txns))
                    ratios.append(times["new"][-1] / times["base"][-1])
                _apply(dsns[name], Path(tmp) / f"{name}_new.sql")
                med = {s: round(statistics.median(v), 1) for s, v in times.items()}
                print(
                    f"{w}: base {med['base']} µs, new {med['new']} µs, "
                    f"new/base {statistics.median(ratios):.3f} (median of {a.rounds} rounds), "
                    f"rows differing from the view: {_diff(dsns[name], name)}",
                    flush=True,
                )
        finally:
            srv.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
