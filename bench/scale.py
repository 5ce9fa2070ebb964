"""Scale notes: how the tview's write cost grows with table size, batch size, fan-out and
cascade depth (three sizes each, small sizes to keep it quick).

    python -m bench.scale [--pg 15|16] [--quick]

Small transactions (table size, depth, session age) are timed in alternating runs, as the main
suite times W1 and W2 (each variant's transactions back to back on its session, the variants
taking turns: :func:`measure.runs`, docs/decisions/0002). Bulk statements and renames alternate
one by one.

Writes ``bench/results/scale.json``; ``python -m bench.report`` folds it into
``docs/benchmarks.md``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import sys
import time
from pathlib import Path

from . import workloads as W
from .measure import alternate, ratio, runs, summary
from .run import log
from .scales import SCALES
from .server import get_server
from .variants import TviewVariant, Variant, tview_api

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "results" / "scale.json"


def _pair(server, tag: str) -> list[Variant]:
    vs = [Variant(server, f"tvscale_{tag}_plain"), TviewVariant(server, f"tvscale_{tag}_tview")]
    for v in vs:
        server.create_database(v.dbname)
    return vs


def _ctx(server, variants, **over) -> W.Ctx:
    cfg = dict(SCALES["small"], **over)
    return W.Ctx(server=server, cfg=cfg, variants=variants, log=lambda m: None)


def _measure(variants, make_txn, rounds, warmup) -> dict:
    """Bulk statements: the variants alternate statement by statement."""
    st = {
        k: summary(xs)
        for k, xs in alternate(_open(variants), make_txn, rounds, warmup, budget_s=20).items()
    }
    st["ratio"] = ratio(st["tview"], st["plain"])
    return st


def _measure_small(conns: dict, make_txn, seconds: float, rounds: int = 3) -> dict:
    """Small transactions: alternating runs of ``seconds`` per variant, samples pooled."""
    per_run = runs(conns, make_txn, seconds, rounds, settle_s=min(0.5, seconds / 4))
    st = {k: summary([x for run in rs for x in run]) for k, rs in per_run.items()}
    st["ratio"] = ratio(st["tview"], st["plain"])
    return st


def _open(variants) -> dict:
    return {v.name: v.open() for v in variants}


def _row(label, st) -> list:
    return [
        label,
        f"{st['plain']['median_ms']:.3f}",
        f"{st['tview']['median_ms']:.3f}",
        f"{st['tview']['median_ms'] - st['plain']['median_ms']:.3f}",
        f"{st['ratio']:.2f}x",
    ]


HDR = ["", "plain ms", "tview ms", "overhead ms", "ratio"]


def table_size(server, sizes, seconds) -> dict:
    rows_w1, rows_w2 = [], []
    for n in sizes:
        vs = _pair(server, "size")
        ctx = _ctx(server, vs, accounts=n, companies=1)
        W.build_data(ctx)
        rng = random.Random(n)

        def one(_i, n=n, rng=rng):
            return [(W.UPDATE_ONE, (rng.randint(-5000, 5000), rng.randint(1, n)))]

        vs[1].install("tv_w1", W.W1_SQL, ["aid"])
        W._analyze(vs[1], "tv_w1")
        rows_w1.append(_row(f"{n:,} accounts", _measure_small(_open(vs), one, seconds)))
        vs[1].drop("tv_w1")
        vs[1].install("tv_w2", W.W2_SQL, ["bid"])
        W._analyze(vs[1], "tv_w2")
        rows_w2.append(
            _row(f"{n:,} accounts ({n // 10:,} per group)", _measure_small(_open(vs), one, seconds))
        )
        for v in vs:
            v.close()
        log(f"scale/table size {n}: W1 {rows_w1[-1][-1]}, W2 {rows_w2[-1][-1]}")
    return [
        {
            "title": "Table size: 1-row UPDATE transaction under the W1 join view",
            "header": ["accounts", *HDR[1:]],
            "rows": rows_w1,
        },
        {
            "title": "Table size: 1-row UPDATE transaction under the W2 aggregate view "
            "(group size grows with the table)",
            "header": ["accounts", *HDR[1:]],
            "rows": rows_w2,
        },
    ]


def batch_size(server, n, batches, rounds) -> dict:
    vs = _pair(server, "batch")
    ctx = _ctx(server, vs, accounts=n, companies=1)
    W.build_data(ctx)
    vs[1].install("tv_w1", W.W1_SQL, ["aid"])
    W._analyze(vs[1], "tv_w1")
    rng = random.Random(7)
    rows = []
    for b in batches:

        def bulk(_i, b=b):
            s = rng.randint(1, n - b + 1)
            return [(W.UPDATE_RANGE, (s, s + b - 1))]

        st = _measure(vs, bulk, rounds, 1)
        r = _row(f"{b:,} rows", st)
        r.append(f"{(st['ratio'] - 1):.2f}x")
        r.append(f"{(st['tview']['median_ms'] - st['plain']['median_ms']) / b * 1000:.1f}")
        rows.append(r)
        log(f"scale/batch {b}: {r[-3]}")
    for v in vs:
        v.close()
    return [
        {
            "title": f"Batch size: one UPDATE of N consecutive rows of {n:,} accounts "
            "(W1 join view)",
            "header": ["batch", *HDR[1:], "maintenance / statement", "overhead µs per row"],
            "rows": rows,
        }
    ]


def fan_out(server, fanouts, rounds) -> dict:
    rows = []
    for posts_per_user in fanouts:
        vs = _pair(server, "fan")
        ctx = _ctx(
            server,
            vs,
            accounts=1000,
            companies=5,
            users_per_company=10,
            posts_per_user=posts_per_user,
        )
        W.build_data(ctx)
        for rank, (name, key, sql) in enumerate(W.W3_VIEWS, start=1):
            vs[1].install(name, sql, key, rank=rank)
        W._analyze(vs[1], *(name for name, _, _ in W.W3_VIEWS))
        rng = random.Random(posts_per_user)

        def rename(i, rng=rng):
            cid = rng.randint(1, 5)
            return [
                (
                    "UPDATE tb_company SET name = %s WHERE pk_company = %s",
                    (f"company {cid} v{i}", cid),
                )
            ]

        st = _measure(vs, rename, rounds, 2)
        posts = 10 * posts_per_user
        r = _row(f"10 users, {posts:,} posts per company", st)
        extra = st["tview"]["median_ms"] - st["plain"]["median_ms"]
        r.append(f"{extra / (1 + 10 + 2 * posts) * 1000:.1f}")
        rows.append(r)
        for v in vs:
            v.close()
        log(f"scale/fan-out {posts}: {r[2]} ms")
    return [
        {
            "title": "Fan-out: rename one company through the four-level W3 cascade",
            "header": ["fan-out", *HDR[1:], "overhead µs per rewritten document"],
            "rows": rows,
            "note": "Documents rewritten per rename: 1 company + users + posts + feed items.",
        }
    ]


def depth(server, depths, n, seconds) -> dict:
    rows = []
    for d in depths:
        vs = _pair(server, "depth")
        for v in vs:
            c = v.connect(autocommit=True)
            W._exec(
                c,
                "CREATE TABLE base (id int PRIMARY KEY, v int NOT NULL)",
                f"INSERT INTO base SELECT g, 0 FROM generate_series(1, {n}) g",
                "VACUUM ANALYZE base",
            )
            c.close()
        vs[1].install(
            "tv_c1", "SELECT b.id, jsonb_build_object('v', b.v) AS data FROM base b", ["id"], rank=1
        )
        for k in range(2, d + 1):
            vs[1].install(
                f"tv_c{k}",
                f"SELECT c.id, jsonb_build_object('level', {k}, 'inner', c.data) "
                f"AS data FROM tv_c{k - 1} c",
                ["id"],
                rank=k,
            )
        W._analyze(vs[1], *(f"tv_c{k}" for k in range(1, d + 1)))
        rng = random.Random(d)

        def one(_i, rng=rng):
            return [("UPDATE base SET v = v + 1 WHERE id = %s", (rng.randint(1, n),))]

        st = _measure_small(_open(vs), one, seconds)
        r = _row(f"{d} level{'s' if d > 1 else ''}", st)
        r.append(f"{(st['tview']['median_ms'] - st['plain']['median_ms']) / d:.3f}")
        rows.append(r)
        for v in vs:
            v.close()
        log(f"scale/depth {d}: {r[-2]}")
    return [
        {
            "title": f"Cascade depth: 1-row UPDATE of a {n:,}-row base table under a chain of "
            "1:1 JSONB tviews (each level wraps the one below)",
            "header": ["depth", *HDR[1:], "overhead ms per level"],
            "rows": rows,
        }
    ]


def session_age(server, n, checkpoints, seconds) -> dict:
    """W1 1-row transactions on one long-lived session per variant: their cost as the session
    ages (the tview's per-session temp tables are never vacuumed)."""
    vs = _pair(server, "age")
    W.build_data(_ctx(server, vs, accounts=n, companies=1))
    vs[1].install("tv_w1", W.W1_SQL, ["aid"])
    W._analyze(vs[1], "tv_w1")
    conns = _open(vs)
    rng = random.Random(11)

    def one(_i):
        return [(W.UPDATE_ONE, (rng.randint(-5000, 5000), rng.randint(1, n)))]

    rows, done = [], 0
    for cp in checkpoints:
        if cp > done:  # age the sessions without measuring (tview session only matters)
            tc = conns["tview"]
            with tc.cursor() as cur:
                for _ in range(cp - done):
                    cur.execute(*one(0)[0])
                    tc.commit()
            done = cp
        st = _measure_small(conns, one, seconds, rounds=2)
        with conns["tview"].cursor() as cur:
            cur.execute(
                "SELECT coalesce(sum(pg_relation_size(c.oid)), 0) / 8192 FROM pg_class c "
                "WHERE c.relnamespace = pg_my_temp_schema()"
            )
            pages = int(cur.fetchone()[0])
        conns["tview"].rollback()
        done += st["tview"]["n"]  # (the kept samples: the session aged at least that much)
        r = _row(f"after {cp:,} transactions", st)
        r.append(str(pages))
        rows.append(r)
        log(f"scale/session age {cp}: {r[2]} ms, temp pages {pages}")
    for v in vs:
        v.close()
    return [
        {
            "title": f"Session age: 1-row UPDATE under the W1 join view ({n:,} accounts) on "
            "one long-lived session per variant",
            "header": ["session", *HDR[1:], "tview temp table pages"],
            "rows": rows,
            "note": "The tview keeps its queue in per-session temp tables, which autovacuum "
            "never visits; the runtime truncates them past `tview.compact_bytes`.",
        }
    ]


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(prog="python -m bench.scale", description=__doc__)
    ap.add_argument("--pg", choices=["15", "16"], default=None)
    ap.add_argument("--quick", action="store_true", help="tiny sizes (smoke)")
    ap.add_argument("--output", default=str(OUT))
    args = ap.parse_args(argv)
    if tview_api() is None:
        sys.exit("dbt_tview.api is not available")
    server = get_server(args.pg)
    q = args.quick
    t0 = time.time()
    sections = []
    sections += table_size(
        server, [2_000, 10_000, 50_000] if q else [10_000, 100_000, 1_000_000], 0.3 if q else 2.0
    )
    sections += batch_size(
        server,
        10_000 if q else 200_000,
        [10, 100, 1_000] if q else [100, 1_000, 10_000],
        2 if q else 6,
    )
    sections += fan_out(server, [1, 2, 5] if q else [1, 10, 100], 3 if q else 10)
    sections += depth(server, [1, 2, 4], 1_000 if q else 10_000, 0.3 if q else 2.0)
    sections += session_age(
        server, 10_000, [0, 2_000, 10_000] if q else [0, 10_000, 40_000], 0.3 if q else 1.0
    )
    argv_s = " ".join(argv if argv is not None else sys.argv[1:])
    conn = server.connect("postgres")
    with conn.cursor() as cur:
        cur.execute("SHOW server_version")
        ver = cur.fetchone()[0]
    conn.close()
    res = {
        "meta": {
            "command": f"python -m bench.scale {argv_s}".strip(),
            "date": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"),
            "server_version": ver,
            "seconds": round(time.time() - t0, 1),
        },
        "sections": sections,
    }
    Path(args.output).write_text(json.dumps(res, indent=1) + "\n")
    log(f"wrote {args.output} in {res['meta']['seconds']} s")
    return res


if __name__ == "__main__":
    main()
