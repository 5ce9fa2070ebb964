"""The W1 tview over a partitioned `accounts` against the same over a plain table, in one run.

    python -m bench.partitioned [--pg 15] [--accounts 1000000] [--partitions 4] [--pin]
                                [--output FILE]

Four databases of one server: `accounts` as a plain table or range-partitioned on `aid`, each
with and without the W1 tview (plain DML's databases are built last: FINDINGS 14). With
partitions the tview's triggers sit on the partitioned table and on every partition, and the
session's row counters cannot tell a one-row statement (they count rows in the partition that
stores them), so every statement reads its key bounds (FINDINGS 17). Measured: 1-row UPDATE
transactions in alternating runs (as W1 a), and bulk UPDATEs of 10,000 consecutive accounts
alternating statement by statement (as W4); per layout the tview's ratio to plain DML. Each
tview is checked against its view afterwards. Writes ``bench/results/partitioned.json``.
"""

from __future__ import annotations

import random
import statistics

from dbt_tview import api

from . import cli, pinning
from . import workloads as W
from .measure import alternate, runs
from .server import get_server

# name: (partitioned, tview); built in this order (plain DML last)
VARIANTS = {
    "tview_part": (True, True),
    "tview": (False, True),
    "plain_part": (True, False),
    "plain": (False, False),
}


def accounts_sql(n: int, partitions: int) -> list[str]:
    """W1's sources with `accounts` range-partitioned on aid into `partitions` equal parts."""
    sql = W.accounts_sql(n)
    create = next(i for i, s in enumerate(sql) if s.startswith("CREATE TABLE accounts"))
    sql[create] += " PARTITION BY RANGE (aid)"
    step = n // partitions
    bounds = ["MINVALUE", *(str(i * step + 1) for i in range(1, partitions)), "MAXVALUE"]
    parts = [
        f"CREATE TABLE accounts_{i} PARTITION OF accounts "
        f"FOR VALUES FROM ({bounds[i]}) TO ({bounds[i + 1]})"
        for i in range(partitions)
    ]
    return sql[: create + 1] + parts + sql[create + 1 :]


def _build(server, name: str, accounts: int, partitions: int):
    part, tview = VARIANTS[name]
    server.create_database(f"pt_{name}")
    conn = server.connect(f"pt_{name}", autocommit=True)
    with conn.cursor() as cur:
        for sql in accounts_sql(accounts, partitions) if part else W.accounts_sql(accounts):
            cur.execute(sql)
        if tview:
            conn.autocommit = False
            api.install(conn, name="tv_w1", sql=W.W1_SQL, key="aid")
            conn.commit()
            conn.autocommit = True
        cur.execute("VACUUM ANALYZE")
    pinning.pin_backend(conn)
    conn.autocommit = False
    return conn


def run(pg: str | None, accounts: int, partitions: int, seconds: float, rounds: int) -> dict:
    server = get_server(pg)
    conns = {name: _build(server, name, accounts, partitions) for name in VARIANTS}
    rng = random.Random(11)

    def one_row(_i):
        return [(W.UPDATE_ONE, (rng.randint(-5000, 5000), rng.randint(1, accounts)))]

    def bulk(_i, size=10_000):
        start = rng.randint(1, accounts - size + 1)
        return [(W.UPDATE_RANGE, (start, start + size - 1))]

    one = runs(conns, one_row, seconds, rounds, settle_s=min(0.5, seconds / 4))
    med = {k: statistics.median([x for r in v for x in r]) for k, v in one.items()}
    big = alternate(conns, bulk, 11, 1)
    bmed = {k: statistics.median(v) for k, v in big.items()}
    out: dict = {"accounts": accounts, "partitions": partitions, "one_row_ms": med}
    out["bulk_10k_ms"] = bmed
    out["one_row_ratio"] = {
        "plain table": med["tview"] / med["plain"],
        "partitioned": med["tview_part"] / med["plain_part"],
    }
    out["bulk_maintenance"] = {
        "plain table": bmed["tview"] / bmed["plain"] - 1,
        "partitioned": bmed["tview_part"] / bmed["plain_part"] - 1,
    }
    for name in ("tview", "tview_part"):
        out[f"{name}_diff_rows"] = len(api.diff(conns[name], name="tv_w1"))
        conns[name].rollback()
    for c in conns.values():
        c.close()
    return out


def main() -> None:
    ap = cli.parser(__doc__, "partitioned.json")
    ap.add_argument("--partitions", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=2.0, help="length of each 1-row run")
    ap.add_argument("--rounds", type=int, default=5, help="rounds of 1-row runs")
    ap.add_argument("--pin", action="store_true", help="client on CPU 0, backends on CPU 1")
    args = ap.parse_args()
    if args.pin:
        pinning.enable()
    started = cli.now()
    res = run(args.pg, args.accounts, args.partitions, args.seconds, args.rounds)
    cli.save(res, args.output, "bench.partitioned", started)
    for layout in ("plain table", "partitioned"):
        print(
            f"{layout:12s} 1-row {res['one_row_ratio'][layout]:.2f}x plain, "
            f"bulk 10k maintenance {res['bulk_maintenance'][layout]:.2f}x the statement"
        )
    print({k: round(v, 4) for k, v in res["one_row_ms"].items()})
    print({k: round(v, 1) for k, v in res["bulk_10k_ms"].items()})
    print("diff rows:", res["tview_diff_rows"], res["tview_part_diff_rows"])


if __name__ == "__main__":
    main()
