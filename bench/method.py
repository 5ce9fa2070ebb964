"""Why small transactions are measured in alternating runs: the same W1 transactions, timed four
ways in one database.

    python -m bench.method [--pg 15] [--accounts 1000000] [--output FILE]

One database holds the W1 sources and, in schema ``plain``, a copy of ``accounts`` without a
tview; the plain session finds it first on its ``search_path``, so both sessions run the same
statements (same server, same buffers). A 1-row
UPDATE transaction is timed per variant:

1. *steady*: each variant alone, its transactions back to back for a few seconds;
2. *runs*: alternating runs (:func:`bench.measure.runs`, the suite's method);
3. *one by one*: the variants alternating transaction by transaction
   (:func:`bench.measure.alternate`, the suite's method until 2026-11-25);
4. *plain right after tview*: blocks of 300 plain transactions, each block right after 300
   tview transactions;
5. *steady, one CPU kept busy*: as 1 while another process spins on a CPU.

On a machine whose idle CPUs halt at once (this VM: ``haltpoll.guest_halt_poll_ns=0``), plain
DML measured in 3 or 4 runs up to twice as fast as in 1, while the tview's transactions do
not; 5 shows the same speed-up with no tview work at all. See bench/FINDINGS.md, item 15.
Writes ``bench/results/method.json`` (or ``--output``).
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time

from dbt_tview import api

from . import cli
from . import workloads as W
from .measure import alternate, run_txn, runs
from .server import get_server


def _setup(server, accounts: int) -> dict:
    """The database, and one session per variant. The plain session's ``search_path`` starts
    with schema ``plain``, whose ``accounts`` has no tview: both sessions run the very same
    statements."""
    server.create_database("tvbench_method")
    conn = server.connect("tvbench_method", autocommit=True)
    with conn.cursor() as cur:
        for sql in W.accounts_sql(accounts):
            cur.execute(sql)
        cur.execute("CREATE SCHEMA plain")
        cur.execute("CREATE TABLE plain.accounts (LIKE public.accounts INCLUDING ALL)")
        cur.execute("INSERT INTO plain.accounts SELECT * FROM public.accounts")
    conn.autocommit = False
    api.install(conn, name="tv_w1", sql=W.W1_SQL, key="aid")
    conn.commit()
    conn.autocommit = True
    with conn.cursor() as cur:
        cur.execute("VACUUM ANALYZE")
    conn.close()
    conns = {v: server.connect("tvbench_method") for v in ("plain", "tview")}
    with conns["plain"].cursor() as cur:
        cur.execute("SET search_path = plain, public")
    conns["plain"].commit()
    return conns


def _stream(accounts: int, seed: int):
    """make_txn: random 1-row UPDATEs, the j-th always the same."""
    rng = random.Random(seed)
    keys: list[tuple[int, int]] = []

    def txn(j: int):
        while len(keys) <= j:
            keys.append((rng.randint(-5000, 5000), rng.randint(1, accounts)))
        return [(W.UPDATE_ONE, keys[j])]

    return txn


def _steady(conns: dict, txn, seconds: float, settle: float) -> dict[str, float]:
    """Each variant alone, back to back for ``seconds``: the median after ``settle``."""
    out = {}
    for v, conn in conns.items():
        xs, t0, j = [], time.perf_counter(), 0
        while (now := time.perf_counter() - t0) < seconds:
            dt = run_txn(conn, txn(j))
            if now >= settle:
                xs.append(dt)
            j += 1
        out[v] = statistics.median(xs) if xs else None
    return out


def _with_ratio(medians: dict[str, float]) -> dict[str, float]:
    return {**medians, "ratio": medians["tview"] / medians["plain"]}


def run(pg: str | None, accounts: int, seconds: float) -> dict:
    server = get_server(pg)
    conns = _setup(server, accounts)
    txn = _stream(accounts, seed=9)
    out: dict = {"accounts": accounts, "seconds": seconds}
    _steady(conns, txn, 1.0, 1.0)  # warms each table's pages up, untimed
    out["steady"] = _with_ratio(_steady(conns, txn, seconds, 0.5))
    per_run = runs(conns, txn, seconds, 5, 0.5)
    flat = {v: [x for r in rs for x in r] for v, rs in per_run.items()}
    out["runs"] = _with_ratio({v: statistics.median(xs) for v, xs in flat.items()})
    inter = alternate(conns, txn, 1500, 50)
    out["one_by_one"] = _with_ratio({v: statistics.median(xs) for v, xs in inter.items()})
    after = []
    for b in range(6):
        for j in range(300):
            run_txn(conns["tview"], txn(600 * b + j))
        xs = [run_txn(conns["plain"], txn(600 * b + 300 + j)) for j in range(300)]
        after.append(statistics.median(xs[30:]))
    out["plain_right_after_tview"] = statistics.median(after)
    spin = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        time.sleep(0.3)
        out["steady_one_cpu_busy"] = _with_ratio(_steady(conns, txn, seconds, 0.5))
    finally:
        spin.kill()
        spin.wait()
    diff = api.diff(conns["tview"], name="tv_w1")
    if diff:
        raise SystemExit(f"tv_w1 differs from its view in {len(diff)} rows")
    for c in conns.values():
        c.close()
    return out


def main() -> None:
    ap = cli.parser(__doc__, "method.json")
    ap.add_argument("--seconds", type=float, default=3.0, help="length of a steady run")
    args = ap.parse_args()
    started = cli.now()
    res = run(args.pg, args.accounts, args.seconds)
    cli.save(res, args.output, "bench.method", started, machine=True)
    for k in ("steady", "runs", "one_by_one", "steady_one_cpu_busy"):
        r = res[k]
        print(f"{k:22s} plain {r['plain']:.3f} ms  tview {r['tview']:.3f} ms  {r['ratio']:.2f}x")
    print(f"{'plain right after tview':22s} plain {res['plain_right_after_tview']:.3f} ms")
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
