"""W8: writer stalls during online operations (the longest application transaction).

`accounts ⋈ branches` (key aid) with writer threads running one-row UPDATE transactions on
accounts while an operation runs; per operation and size: the longest writer transaction, the
operation's own time, and failed application transactions. Operations:

* unchanged   — `dbt run` of the same model (api.install, nothing to do)
* upgrade     — a new package version: the shared functions and every tview's code are
                regenerated (the stored runtime hash made stale), rows kept
* changed     — the model gained a column (rebuilt online: view, table column, then the
                shadow build and the batches of dbt_tview.online)
* full_refresh — `dbt run --full-refresh` (the same, for the same definition)
* first_build — a second tview of the same query installed on the populated source
* replace_matview — a model that was a materialized view of the same query (its former
                materialization) becomes a tview: built online under its staged name while
                the materialized view serves, then swapped in by the install that follows
* spark_swap  — a Spark backfill (local[2]) of the first tview, its table emptied beforehand:
                the swap's batches insert every row (skipped where pyspark is missing)
* retyped     — a column's type changed so that ALTER COLUMN TYPE would rewrite the table
                (int -> bigint): the column replaced, then filled by the online rebuild
* change_key_read — the key changed (aid -> aid, bid) while a view reads the tview: the new
                key's index built CONCURRENTLY first (dbt_tview.prepare), then renamed into
                place by the install, which rebuilds online in the same table
* change_key  — the key changed back (aid, bid -> aid), nothing reading the tview: a second
                tview built beside the first, then swapped in by the install that follows

    python -m bench.online --accounts 100000 --accounts2 1000000
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import psycopg2

from bench.server import get_server
from dbt_tview import api, online

OUTPUT = Path(__file__).resolve().parent / "results" / "online.json"

SQL = "SELECT a.aid, a.bid, a.abalance, b.bbalance FROM accounts a JOIN branches b ON b.bid = a.bid"
CHANGED = SQL.replace("a.abalance,", "a.abalance, a.abalance * 2 AS doubled,")
RETYPED = SQL.replace("a.abalance,", "a.abalance::bigint AS abalance,")


class Writers:
    """Threads of one-row UPDATE transactions on accounts; latencies of each."""

    def __init__(self, dsn: str, accounts: int, n: int = 2) -> None:
        self.dsn, self.accounts, self.n = dsn, accounts, n
        self.stop = threading.Event()
        self.samples: list[tuple[float, float]] = []  # (start, latency)
        self.errors: list[str] = []
        self.threads = [threading.Thread(target=self._run, args=(i,)) for i in range(n)]

    def _run(self, i: int) -> None:
        c = psycopg2.connect(self.dsn)
        k = i * 7919
        while not self.stop.is_set():
            k = (k + 104729) % self.accounts
            t0 = time.monotonic()
            try:
                with c.cursor() as cur:
                    cur.execute("UPDATE accounts SET abalance = abalance + 1 WHERE aid = %s", (k,))
                c.commit()
            except psycopg2.Error as e:
                c.rollback()
                self.errors.append(f"{e.pgcode}: {str(e).splitlines()[0]}")
            self.samples.append((t0, time.monotonic() - t0))
            time.sleep(0.005)
        c.close()

    def start(self) -> None:
        for t in self.threads:
            t.start()

    def finish(self) -> None:
        self.stop.set()
        for t in self.threads:
            t.join()

    def worst(self, since: float, until: float) -> float:
        """The longest transaction that overlapped [since, until]."""
        return max(
            (lat for t0, lat in self.samples if t0 <= until and t0 + lat >= since), default=0
        )


def _setup(dsn: str, accounts: int) -> None:
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute(
            "CREATE TABLE branches (bid int PRIMARY KEY, bbalance int NOT NULL);"
            "INSERT INTO branches SELECT g, 0 FROM generate_series(0, 9) g;"
            "CREATE TABLE accounts (aid int PRIMARY KEY, bid int NOT NULL, abalance int NOT NULL);"
            f"INSERT INTO accounts SELECT g, g % 10, 0 FROM generate_series(0, {accounts - 1}) g;"
            "CREATE INDEX ON accounts (bid);"
        )
    c = psycopg2.connect(dsn)
    c.autocommit = True
    with c.cursor() as cur:
        cur.execute("VACUUM ANALYZE")
    c.close()
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        api.install(c, name="tv_w8", sql=SQL, key="aid")
        cur.execute(f"CREATE MATERIALIZED VIEW tv_w8_mv AS {SQL}")
        cur.execute("CREATE UNIQUE INDEX ON tv_w8_mv (aid)")


def _stale_runtime(dsn: str) -> None:
    """What a new package version looks like to the database: another runtime hash."""
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute("UPDATE tview.meta SET v = 'previous' WHERE k = 'runtime_hash'")


def _emptied(dsn: str) -> None:
    """tv_w8 with no row, as before a first backfill (flushes put back the keys written)."""
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute("SET lock_timeout = '5s'; TRUNCATE tv_w8")
    c.close()


def _spark_backfill(dsn: str, spark) -> dict[str, Any]:
    """A Spark backfill of tv_w8; `window` is its swap's (start, end), monotonic seconds."""
    from spark_ext.backfill import Tview, backfill  # noqa: PLC0415  (the spark extra)

    c = psycopg2.connect(dsn)
    tv = Tview.from_catalog(c, "public", "tv_w8")
    c.close()
    marks: dict[str, float] = {}
    t0 = time.monotonic()
    r = backfill(dsn, tv, spark, hooks={"after_stage": lambda: marks.update(swap=time.monotonic())})
    end = time.monotonic()
    return {
        "action": "backfilled",
        "online": True,
        "inserted": r.inserted,
        "captured_keys": r.captured_keys,
        "batches": r.batches,
        "longest_batch_ms": round(r.longest_batch_s * 1000),
        "final_ms": round(r.final_s * 1000),
        "spark_s": round(r.timings.get("spark", 0.0), 1),
        "swap_s": round(r.timings.get("swap", 0.0), 1),
        "seconds": round(end - t0, 3),
        "window": (marks.get("swap", t0), end),
    }


def _operation(dsn: str, op: str, spark=None) -> dict[str, Any]:
    """One operation as `dbt run` does it: the install, its commit, then an online rebuild's
    phases when the install started one; `spark_swap` is a Spark backfill."""
    if op == "spark_swap":
        return _spark_backfill(dsn, spark)
    c = psycopg2.connect(dsn)
    sql = {"changed": CHANGED, "retyped": RETYPED}.get(op, SQL)
    if op.startswith("change_key"):
        sql = RETYPED
    key = ["aid", "bid"] if op == "change_key_read" else ["aid"]
    name = {"first_build": "tv_w8_new", "replace_matview": "tv_w8_mv"}.get(op, "tv_w8")
    if op == "change_key_read":  # (the application's view of the table, made beforehand)
        with c.cursor() as cur:
            cur.execute("CREATE VIEW w8_report AS SELECT aid, abalance FROM tv_w8")
        c.commit()
    t0 = time.monotonic()
    out: dict[str, Any] = {}
    if op == "change_key_read":  # (dbt run does it before the install)
        out["prepared"] = api.prepare_key(c, name=name, sql=sql, key=key)
    res = api.install(
        c,
        name=name,
        sql=sql,
        key=key,
        full_refresh=op == "full_refresh",
        online_rows=online.DEFAULT_ONLINE_ROWS,
    )
    c.commit()
    out.update(action=res.action, online=res.online)
    if res.online:
        rb = online.finish(c, name=name)
        out.update(
            batches=rb.batches,
            longest_batch_ms=round(rb.longest_batch_s * 1000),
            final_ms=round(rb.final_s * 1000),
            shadow_s=round(rb.timings.get("shadow", 0.0), 1),
        )
        if res.replaces:  # (the install after the build swaps the table in)
            t1 = time.monotonic()
            out["action"] = api.install(c, name=name, sql=sql, key=key).action
            c.commit()
            out["swap_ms"] = round((time.monotonic() - t1) * 1000)
    out["seconds"] = round(time.monotonic() - t0, 3)
    if op == "change_key_read":
        with c.cursor() as cur:
            cur.execute("DROP VIEW w8_report")
        c.commit()
    c.close()
    return out


def measure(dsn: str, accounts: int, spark=None) -> dict[str, Any]:
    _setup(dsn, accounts)
    out: dict[str, Any] = {}
    writers = Writers(dsn, accounts)
    writers.start()
    try:
        time.sleep(1.0)
        base_from = time.monotonic()
        time.sleep(2.0)
        out["baseline"] = {"worst_ms": round(writers.worst(base_from, time.monotonic()) * 1000)}
        for op, _ in OPERATIONS:
            if op == "upgrade":
                _stale_runtime(dsn)
            if op == "spark_swap":
                if spark is None:
                    continue
                _emptied(dsn)
                time.sleep(1.0)
            errors_before = len(writers.errors)
            since = time.monotonic()
            r = _operation(dsn, op, spark)
            time.sleep(0.5)  # (writers queued behind the operation finish)
            r["worst_ms"] = round(writers.worst(since, time.monotonic()) * 1000)
            if "window" in r:
                r["swap_worst_ms"] = round(writers.worst(*r.pop("window")) * 1000)
            r["failed_transactions"] = len(writers.errors) - errors_before
            out[op] = r
            time.sleep(1.0)
    finally:
        writers.finish()
    out["writer_transactions"] = len(writers.samples)
    out["errors"] = sorted(set(writers.errors))[:5]
    with psycopg2.connect(dsn) as c:
        names = ("tv_w8", "tv_w8_new", "tv_w8_mv")
        out["consistent"] = all(api.diff(c, name=n) == [] for n in names)
    return out


OPERATIONS = (
    ("unchanged", "unchanged `dbt run`"),
    ("upgrade", "package upgrade (all code regenerated)"),
    ("changed", "model change (one column added)"),
    ("full_refresh", "`--full-refresh`"),
    ("first_build", "first build on the populated source"),
    ("replace_matview", "a materialized view of the name replaced"),
    ("spark_swap", "Spark backfill (local[2]) of the table emptied"),
    ("retyped", "type change int -> bigint (column replaced)"),
    ("change_key_read", "key changed, a view reads the tview (index built first, in place)"),
    ("change_key", "key changed back, nothing reads it (built beside, swapped in)"),
)


def markdown(res: dict[str, Any]) -> str:
    """The W8 section of docs/benchmarks.md (bench.report calls it)."""
    sizes = list(res["sizes"])
    head = " | ".join(f"{int(n):,} rows: longest writer txn / operation" for n in sizes)
    lines = [f"| operation | {head} |", "|---|" + "---|" * len(sizes)]
    base = " | ".join(f"{res['sizes'][n]['baseline']['worst_ms']} ms / —" for n in sizes)
    lines.append(f"| no operation (baseline, 2 s) | {base} |")
    for op, label in OPERATIONS:
        if not all(op in res["sizes"][n] for n in sizes):
            continue
        cells = " | ".join(
            f"{res['sizes'][n][op]['worst_ms']} ms / {res['sizes'][n][op]['seconds'] * 1000:.0f} ms"
            for n in sizes
        )
        lines.append(f"| {label} | {cells} |")
    failed = sum(
        res["sizes"][n][op]["failed_transactions"]
        for n in sizes
        for op, _ in OPERATIONS
        if op in res["sizes"][n]
    )
    consistent = all(res["sizes"][n]["consistent"] for n in sizes)
    spark = [
        f"{r['swap_s']} s, {r['batches']} batches (longest {r['longest_batch_ms']} ms, last "
        f"{r['final_ms']} ms) at {int(n):,} rows"
        for n in sizes
        if (r := res["sizes"][n].get("spark_swap"))
    ]
    swap = f" The Spark swap inserts every row: {'; '.join(spark)}." if spark else ""
    return f"""## W8: writer stalls during online operations

`{res["meta"]["command"]}` ({res["meta"]["date"]}): the W1 view under two threads of one-row
`UPDATE accounts`; per operation (run as `dbt run` does) the longest writer transaction it
overlaps, and its own time. Failed application transactions: {failed}; all tviews consistent
afterwards: {"yes" if consistent else "**no**"}.

{chr(10).join(lines)}

An unchanged run and an upgrade write code, no row; the others are online builds
(operations.md).{swap} {res["meta"].get("load", "")}
"""


def _spark_session():
    """A local[2] SparkSession, or None (said) where the spark extra is missing."""
    from spark_ext import SparkExtraMissing  # noqa: PLC0415

    try:
        from spark_ext.session import get_spark  # noqa: PLC0415

        return get_spark(master="local[2]")
    except SparkExtraMissing as e:
        print(f"Spark backfill not measured: {e}", flush=True)
        return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pg", choices=["15", "16"], help="default: TVIEW_PG, else 16")
    ap.add_argument("--accounts", type=int, default=100_000)
    ap.add_argument("--accounts2", type=int, default=None, help="a second size")
    ap.add_argument("--output", type=Path, default=OUTPUT)
    ap.add_argument("--load", default="", help="the machine's load, said in the report")
    ap.add_argument("--no-spark", action="store_true", help="leave out the Spark backfill")
    args = ap.parse_args()
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    srv = get_server(args.pg)
    res: dict[str, Any] = {"workload": "W8", "sizes": {}}
    spark = None if args.no_spark else _spark_session()
    try:
        for n in filter(None, [args.accounts, args.accounts2]):
            name = f"bench_w8_{n}"
            dsn = srv.create_database(name)
            try:
                res["sizes"][str(n)] = measure(dsn, n, spark)
            finally:
                srv.drop_database(name)
            print(n, res["sizes"][str(n)], flush=True)
    finally:
        if spark is not None:
            spark.stop()
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=False
    ).stdout.strip()
    argv = list(sys.argv[1:])  # (the command as it reads in the docs: without --load, --output)
    for opt in ("--load", "--output"):
        if opt in argv:
            del argv[argv.index(opt) : argv.index(opt) + 2]
        argv = [a for a in argv if not a.startswith(opt + "=")]
    command = " ".join(["python -m bench.online", *argv])
    res["meta"] = {"command": command, "date": started, "commit": commit, "load": args.load}
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(res, indent=1) + "\n")


if __name__ == "__main__":
    main()
