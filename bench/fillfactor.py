"""W4 at several fills of the tv table's pages (the `fillfactor` config), in one run.

    python -m bench.fillfactor [--pg 15] [--accounts 1000000] [--rounds 9 7] [--fills 100 70 50]
                               [--pin] [--work-mem 64MB] [--output FILE]

One database per variant on one server: plain DML, and the W1 tview at each fill (50 is the
default, api.DEFAULT_FILLFACTOR; 100 is PostgreSQL's, packed pages). Bulk UPDATEs of 10k and 100k
consecutive accounts alternate over the variants (the order flips every round, after an untimed
round that warms each database up; plain is built last, which on this VM favours it: FINDINGS
14); per variant the medians of the statement (delta triggers included), the COMMIT (the flush)
and their sum, and the ratio to plain. Afterwards each tview is checked against its view, and
the share of HOT updates and the size of its table are reported.
``--work-mem`` sets every session's ``work_mem``: the statement's transition tables (what the
delta triggers read) spill to a temporary file beyond it. ``--pin`` runs the client on CPU 0
and the backends on CPU 1 (bench/pinning.py): on a small VM, which CPU each session lands on
biases a comparison across sessions. Writes ``bench/results/fillfactor.json`` (or
``--output``).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Sequence

from dbt_tview import api

from . import cli, pinning
from . import workloads as W
from .server import get_server

SIZES = (10_000, 100_000)
FILLS = (100, 70, 50)


def variants(fills: Sequence[int]) -> dict[str, int | None]:
    """Variant name -> the tv table's fill (None: plain DML, no tview)."""
    return {"plain": None} | {f"tview_ff{f}": f for f in fills}


def _build(server, name: str, accounts: int, fillfactor: int | None):
    server.create_database(f"ff_{name}")
    conn = server.connect(f"ff_{name}", autocommit=True)
    with conn.cursor() as cur:
        for sql in W.accounts_sql(accounts):
            cur.execute(sql)
        if fillfactor is not None:
            conn.autocommit = False
            api.install(conn, name="tv_w1", sql=W.W1_SQL, key="aid", fillfactor=fillfactor)
            conn.commit()
            conn.autocommit = True
        cur.execute("VACUUM ANALYZE")
    pinning.pin_backend(conn)
    return conn


def run(
    pg: str | None,
    accounts: int,
    rounds: list[int],
    work_mem: str | None = None,
    fills: Sequence[int] = FILLS,
) -> dict:
    server = get_server(pg)
    var = variants(fills)
    # Built in reverse (plain last): on this VM the database built last measured faster than
    # its twins, whatever it held (FINDINGS 14), so the baseline gets that edge, not a tview
    built = {name: _build(server, name, accounts, ff) for name, ff in reversed(var.items())}
    conns = {name: built[name] for name in var}
    if work_mem:
        for conn in conns.values():
            with conn.cursor() as cur:
                cur.execute("SELECT set_config('work_mem', %s, false)", (work_mem,))
    rng = random.Random(4)
    out: dict = {
        "server": server.major,
        "accounts": accounts,
        "pinned": pinning.active(),
        "work_mem": work_mem,
        "fills": list(fills),
        "default_fill": api.DEFAULT_FILLFACTOR,
        "sizes": {},
    }
    for size, n in zip(SIZES, rounds, strict=True):
        size = min(size, accounts)
        stmt: dict[str, list[float]] = {v: [] for v in var}
        commit: dict[str, list[float]] = {v: [] for v in var}
        for r in range(-1, n):  # round -1 warms each database's pages up, untimed
            start = rng.randint(1, accounts - size + 1)
            order = list(var) if r % 2 == 0 else list(reversed(var))
            for name in order:
                with conns[name].cursor() as cur:
                    cur.execute("BEGIN")
                    t0 = time.perf_counter()
                    cur.execute(W.UPDATE_RANGE, (start, start + size - 1))
                    t1 = time.perf_counter()
                    cur.execute("COMMIT")
                    t2 = time.perf_counter()
                if r >= 0:
                    stmt[name].append((t1 - t0) * 1000)
                    commit[name].append((t2 - t1) * 1000)
        total = {v: statistics.median(a + b for a, b in zip(stmt[v], commit[v])) for v in var}
        out["sizes"][size] = {
            v: {
                "statement_ms": round(statistics.median(stmt[v]), 1),
                "commit_ms": round(statistics.median(commit[v]), 1),
                "total_ms": round(total[v], 1),
                "ratio": round(total[v] / total["plain"], 2),
            }
            for v in var
        }
    for name in list(var)[1:]:
        diff = api.diff(conns[name], name="tv_w1")
        if diff:
            raise SystemExit(f"{name}: tv_w1 differs from its view in {len(diff)} rows")
        with conns[name].cursor() as cur:
            # a backend publishes its table statistics when idle, at most once a second
            cur.execute("SELECT pg_stat_force_next_flush()")
            time.sleep(0.2)
            cur.execute(
                "SELECT n_tup_upd, n_tup_hot_upd, pg_relation_size('tv_w1') / 8192 "
                "FROM pg_stat_user_tables WHERE relname = 'tv_w1'"
            )
            upd, hot, pages = cur.fetchone()
        out[name] = {"hot_share": round(hot / max(upd, 1), 3), "pages": pages}
    for conn in conns.values():
        conn.close()
    return out


def main() -> None:
    ap = cli.parser(__doc__, "fillfactor.json")
    ap.add_argument("--rounds", type=int, nargs=2, default=[9, 7], metavar=("N10K", "N100K"))
    ap.add_argument("--fills", type=int, nargs="+", default=list(FILLS), metavar="FILL")
    ap.add_argument("--work-mem", help="work_mem of every session (default: the server's)")
    ap.add_argument("--pin", action="store_true", help="client on CPU 0, backends on CPU 1")
    args = ap.parse_args()
    if args.pin:
        pinning.enable()
    started = cli.now()
    res = run(args.pg, args.accounts, args.rounds, args.work_mem, args.fills)
    cli.save(res, args.output, "bench.fillfactor", started)
    for size, by in res["sizes"].items():
        print(f"{size} rows:")
        for v, m in by.items():
            print(
                f"  {v:11s} statement {m['statement_ms']:7.1f}  commit {m['commit_ms']:7.1f}  "
                f"total {m['total_ms']:7.1f} ms  {m['ratio']:.2f}x plain"
            )
    for f in res["fills"]:
        v = f"tview_ff{f}"
        print(f"{v}: HOT share of tv updates {res[v]['hot_share']:.1%}, {res[v]['pages']} pages")


if __name__ == "__main__":
    main()
