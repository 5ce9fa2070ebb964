"""Hot-path profile of a 1-row UPDATE transaction under a tview.

    python -m bench.profile [--pg 15] [--view w1|w2|w3] [--accounts 100000] [--txns 400]

Starts a private server (pg_stat_statements preloaded when the binaries ship it; PostgreSQL 15
does, the embedded 16 does not) and reports, per transaction:

1. client-side split: the UPDATE statement (tview: + statement triggers + enqueue) vs plain,
   an explicit ``SELECT tview.flush()``, the COMMIT (deferred trigger; nothing left to do when
   flushed explicitly), and a ``SELECT 1`` round trip for reference;
2. ``pg_stat_user_functions`` (track_functions = pl): calls, total and self time per
   transaction of every function in schema ``tview``;
3. ``pg_stat_statements`` (track = all): the statements run inside the triggers and the flush;
4. ``auto_explain`` (log_analyze, log_nested_statements) plans of one transaction, in
   ``bench/results/profile_explain_<view>.txt``;
5. with ``--perf SECONDS`` (Linux ``perf`` installed): each variant's backend sampled while it
   runs transactions for that long: backend CPU per transaction, and under the delta triggers
   and the commit-time flush what it is spent on (executor start-up, initplans, SET clauses,
   ...); see ``bench/perfprof.py``.

Writes ``bench/results/profile_<view>.json`` and prints a summary.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from . import perfprof
from . import workloads as W
from .measure import alternate, summary
from .run import log
from .scales import SCALES
from .server import get_server
from .variants import TviewVariant, Variant

ROOT = Path(__file__).resolve().parent.parent
RES = ROOT / "bench" / "results"

VIEWS = {
    "w1": [("tv_w1", ["aid"], W.W1_SQL)],
    "w2": [("tv_w2", ["bid"], W.W2_SQL)],
    "w3": [(n, k, s) for n, k, s in W.W3_VIEWS],
    # a chain of four 1:1 JSONB tviews over `base` (the cascade-depth scale note)
    "chain4": [("tv_c1", ["id"], "SELECT b.id, jsonb_build_object('v', b.v) AS data FROM base b")]
    + [
        (
            f"tv_c{k}",
            ["id"],
            f"SELECT c.id, jsonb_build_object('level', {k}, 'inner', c.data) "
            f"AS data FROM tv_c{k - 1} c",
        )
        for k in (2, 3, 4)
    ],
}
BASE_SQL = [
    "CREATE TABLE base (id int PRIMARY KEY, v int NOT NULL)",
    "INSERT INTO base SELECT g, 0 FROM generate_series(1, {n}) g",
    "VACUUM ANALYZE base",
]


STMTS = 1  # UPDATEs of one row per transaction (--stmts)
BULK = 0  # rows per bulk UPDATE statement (--bulk), 0 = 1-row UPDATEs


def _txn(view: str, rng: random.Random, n: int, ncomp: int, i: int) -> list[tuple]:
    if view.startswith("chain"):
        return [("UPDATE base SET v = v + 1 WHERE id = %s", (rng.randint(1, n),))]
    if view == "w3":
        cid = rng.randint(1, ncomp)
        return [("UPDATE tb_company SET name = %s WHERE pk_company = %s", (f"c{cid} {i}", cid))]
    if BULK:
        start = rng.randint(1, n - BULK + 1)
        return [(W.UPDATE_RANGE, (start, start + BULK - 1))]
    aid = rng.randint(1, n)
    return [(W.UPDATE_ONE, (rng.randint(-5000, 5000), aid)) for _ in range(STMTS)]


def _run(cur, stmts) -> None:
    for sql, args in stmts:
        cur.execute(sql, args)


def split_timing(vs, view, n, ncomp, txns) -> dict:
    """Client-side split per transaction."""
    rng = random.Random(1)
    pc, tc = vs[0].open(), vs[1].open()
    parts: dict[str, list[float]] = {
        k: []
        for k in (
            "plain_update",
            "plain_commit",
            "plain_total",
            "tview_update",
            "tview_flush",
            "tview_commit_after_flush",
            "tview_total_explicit",
            "tview_total_at_commit",
            "tview_commit_with_flush",
            "select1",
        )
    }
    pcur, tcur = pc.cursor(), tc.cursor()
    for i in range(-20, txns):
        stmts = _txn(view, rng, n, ncomp, i)
        t0 = time.perf_counter()
        _run(pcur, stmts)
        t1 = time.perf_counter()
        pc.commit()
        t2 = time.perf_counter()
        _run(tcur, stmts)
        t3 = time.perf_counter()
        tcur.execute("SELECT tview.flush()")
        t4 = time.perf_counter()
        tc.commit()
        t5 = time.perf_counter()
        # the normal path: flush inside COMMIT (deferred constraint trigger)
        stmts2 = _txn(view, rng, n, ncomp, i)
        t6 = time.perf_counter()
        _run(tcur, stmts2)
        t7 = time.perf_counter()
        tc.commit()
        t8 = time.perf_counter()
        tcur.execute("SELECT 1")
        tcur.fetchone()
        t9 = time.perf_counter()
        tc.commit()
        if i < 0:
            continue
        ms = 1000.0
        parts["plain_update"].append((t1 - t0) * ms)
        parts["plain_commit"].append((t2 - t1) * ms)
        parts["plain_total"].append((t2 - t0) * ms)
        parts["tview_update"].append((t3 - t2) * ms)
        parts["tview_flush"].append((t4 - t3) * ms)
        parts["tview_commit_after_flush"].append((t5 - t4) * ms)
        parts["tview_total_explicit"].append((t5 - t2) * ms)
        parts["tview_total_at_commit"].append((t8 - t6) * ms)
        parts["tview_commit_with_flush"].append((t8 - t7) * ms)
        parts["select1"].append((t9 - t8) * ms)
    return {k: summary(v) for k, v in parts.items()}


def perf_stats(vs, view, n, ncomp, seconds: float) -> dict:
    """perf samples of each variant's backend over ``seconds`` of transactions (section 5)."""
    out = {}
    for v in vs:
        c = v.connect()
        cur = c.cursor()
        cur.execute("SELECT pg_backend_pid()")
        pid = cur.fetchone()[0]
        c.commit()
        rng = random.Random(5)

        def run(secs: float, cur=cur, c=c, rng=rng) -> int:
            done, t0 = 0, time.perf_counter()
            while time.perf_counter() - t0 < secs:
                _run(cur, _txn(view, rng, n, ncomp, done))
                c.commit()
                done += 1
            return done

        run(1.0)  # warm the session (plans, caches) outside the samples
        out[v.name] = perfprof.profile(pid, run, seconds)
        c.close()
    return out


def function_stats(v: Variant, view, n, ncomp, txns) -> list[dict]:
    c = v.connect()
    cur = c.cursor()
    cur.execute("SET track_functions = 'pl'")
    cur.execute("SELECT pg_stat_reset()")
    c.commit()
    rng = random.Random(2)
    for i in range(txns):
        _run(cur, _txn(view, rng, n, ncomp, i))
        c.commit()
    c.close()  # stats are flushed at backend exit
    time.sleep(1.2)
    c = v.connect()
    cur = c.cursor()
    cur.execute("SELECT pg_stat_clear_snapshot()")
    cur.execute(
        "SELECT schemaname, funcname, calls, total_time, self_time "
        "FROM pg_stat_user_functions ORDER BY total_time DESC"
    )
    rows = [
        {
            "function": f"{s}.{f}",
            "calls_per_txn": calls / txns,
            "total_ms_per_txn": tot / txns,
            "self_ms_per_txn": self_ / txns,
            "ms_per_call": tot / calls if calls else None,
        }
        for s, f, calls, tot, self_ in cur.fetchall()
    ]
    c.close()
    return rows


def statement_stats(v: Variant, view, n, ncomp, txns) -> list[dict] | str:
    c = v.connect()
    cur = c.cursor()
    try:
        cur.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
        cur.execute("SELECT pg_stat_statements_reset()")
        c.commit()
    except Exception as exc:  # noqa: BLE001 - not available on this server
        c.rollback()
        c.close()
        return f"pg_stat_statements not available: {str(exc).strip()}"
    rng = random.Random(3)
    for i in range(txns):
        _run(cur, _txn(view, rng, n, ncomp, i))
        c.commit()
    cur.execute(
        "SELECT query, calls, total_exec_time, mean_exec_time, rows, toplevel, "
        "plans, total_plan_time "
        "FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database "
        "WHERE datname = current_database()) "
        "ORDER BY total_exec_time + total_plan_time DESC LIMIT 25"
    )
    rows = [
        {
            "query": " ".join(q.split())[:600],
            "calls_per_txn": calls / txns,
            "ms_per_txn": tot / txns,
            "ms_per_call": mean,
            "rows": r,
            "toplevel": top,
            "plans_per_txn": plans / txns,
            "plan_ms_per_txn": ptime / txns,
        }
        for q, calls, tot, mean, r, top, plans, ptime in cur.fetchall()
    ]
    c.commit()
    c.close()
    return rows


def explain(v: Variant, view, n, ncomp) -> str:
    c = v.connect()
    cur = c.cursor()
    rng = random.Random(4)
    for i in range(5):  # warm caches / plan caches first
        _run(cur, _txn(view, rng, n, ncomp, i))
        c.commit()
    cur.execute("LOAD 'auto_explain'")
    for s in (
        "SET auto_explain.log_min_duration = 0",
        "SET auto_explain.log_analyze = on",
        "SET auto_explain.log_nested_statements = on",
        "SET auto_explain.log_level = notice",
        "SET client_min_messages = notice",
        "SET auto_explain.log_buffers = on",
        "SET auto_explain.log_timing = on",
    ):
        cur.execute(s)
    c.commit()
    del c.notices[:]
    _run(cur, _txn(view, rng, n, ncomp, 99))
    c.commit()
    text = "".join(c.notices)
    c.close()
    return text


MODS = {
    "generic": """DO $$DECLARE f regprocedure; BEGIN
        FOR f IN SELECT p.oid::regprocedure FROM pg_proc p
                 JOIN pg_namespace n ON n.oid = p.pronamespace
                 WHERE n.nspname = 'tview' AND p.proname ~ '^(f|d)_' LOOP
            EXECUTE format('ALTER FUNCTION %s SET plan_cache_mode = force_generic_plan', f);
        END LOOP; END $$""",
    "noset": """DO $$DECLARE f regprocedure; BEGIN
        FOR f IN SELECT p.oid::regprocedure FROM pg_proc p
                 JOIN pg_namespace n ON n.oid = p.pronamespace
                 WHERE n.nspname = 'tview' AND p.prolang <> 12 LOOP
            EXECUTE format('ALTER FUNCTION %s RESET search_path', f);
        END LOOP; END $$""",
    "nojit": """DO $$DECLARE f regprocedure; BEGIN
        FOR f IN SELECT p.oid::regprocedure FROM pg_proc p
                 JOIN pg_namespace n ON n.oid = p.pronamespace
                 WHERE n.nspname = 'tview' AND p.proname ~ '^(f|d)_' LOOP
            EXECUTE format('ALTER FUNCTION %s SET jit = off', f);
        END LOOP; END $$""",
    # experiment: TRUNCATE the session queue at the end of every flush (no dead-tuple growth)
    "truncq": """DO $$DECLARE src text; BEGIN
        src := pg_get_functiondef('tview.flush()'::regprocedure);
        IF position('RETURN v_n;' IN src) = 0 THEN
            RAISE EXCEPTION 'truncq: flush() does not look as expected';
        END IF;
        EXECUTE replace(src, 'RETURN v_n;', 'TRUNCATE pg_temp.tview_queue; RETURN v_n;');
        END $$""",
    # ... only once the queue has grown past 1 MB (keeps the hot path's cached plans)
    "truncq_big": """DO $$DECLARE src text; BEGIN
        src := pg_get_functiondef('tview.flush()'::regprocedure);
        IF position('RETURN v_n;' IN src) = 0 THEN
            RAISE EXCEPTION 'truncq_big: flush() does not look as expected';
        END IF;
        EXECUTE replace(src, 'RETURN v_n;', 'IF pg_relation_size(''pg_temp.tview_queue'') '
                        '> 1048576 THEN TRUNCATE pg_temp.tview_queue; END IF; RETURN v_n;');
        END $$""",
    # the session queue as ON COMMIT DELETE ROWS (emptied in place at every commit)
    "oncommit": """DO $$DECLARE src text; BEGIN
        src := pg_get_functiondef('tview._arm()'::regprocedure);
        IF position('k text[]);' IN src) = 0 THEN
            RAISE EXCEPTION 'oncommit: _arm() does not look as expected';
        END IF;
        EXECUTE replace(src, 'k text[]);', 'k text[]) ON COMMIT DELETE ROWS;');
        END $$""",
    # room for HOT updates in the tv tables (their non-key columns are not indexed)
    "fillfactor": [
        "SELECT format('ALTER TABLE %I.%I SET (fillfactor = 70)', tbl_schema, tbl_name), "
        "format('VACUUM FULL ANALYZE %I.%I', tbl_schema, tbl_name) FROM tview.tview"
    ],
}


def ab_experiments(server, view: str, n: int, rounds: int, mods: list[str]) -> dict:
    """plain vs tview vs tview+modification, alternating transactions in one run."""
    names = ["plain", "tview", *mods]
    vs = [
        Variant(server, f"tvexp_{x}") if x == "plain" else TviewVariant(server, f"tvexp_{x}")
        for x in names
    ]
    for v in vs:
        server.create_database(v.dbname)
    cfg = dict(SCALES["small"], accounts=n)
    W.build_data(W.Ctx(server=server, cfg=cfg, variants=vs, log=lambda m: None))
    if view.startswith("chain"):
        for v in vs:
            c = v.connect(autocommit=True)
            W._exec(c, *(q.format(n=n) for q in BASE_SQL))
            c.close()
    for v, x in zip(vs, names, strict=True):
        v.name = x
        for rank, (name, key, sql) in enumerate(VIEWS[view] if v.maintained else [], start=1):
            v.install(name, sql, key, rank=rank)
            W._analyze(v, name)
        for m in x.split("+") if x not in ("plain", "tview") else []:
            _apply_mod(v, m)
    rng = random.Random(5)
    conns = {v.name: v.open() for v in vs}
    res = alternate(conns, lambda i: _txn(view, rng, n, 5, i), rounds, 30)
    out = {k: summary(x) for k, x in res.items()}
    for k in names[1:]:
        out[k]["ratio"] = out[k]["median_ms"] / out["plain"]["median_ms"]
    for v in vs:
        v.close()
    return out


def _apply_mod(v: Variant, m: str) -> None:
    c = v.connect(autocommit=True)
    mod = MODS[m]
    if isinstance(mod, list):  # a query producing the statements to run
        with c.cursor() as cur:
            cur.execute(mod[0])
            stmts = [x for row in cur.fetchall() for x in row]
        W._exec(c, *stmts)
    else:
        W._exec(c, mod)
    c.close()


def _setup(server, prefix: str, args) -> list[Variant]:
    vs = [Variant(server, f"{prefix}_plain"), TviewVariant(server, f"{prefix}_tview")]
    for v in vs:
        server.create_database(v.dbname)
    cfg = dict(SCALES["small"], accounts=args.accounts)
    W.build_data(W.Ctx(server=server, cfg=cfg, variants=vs, log=log))
    if args.view.startswith("chain"):
        for v in vs:
            c = v.connect(autocommit=True)
            W._exec(c, *(q.format(n=args.accounts) for q in BASE_SQL))
            c.close()
    for rank, (name, key, sql) in enumerate(VIEWS[args.view], start=1):
        vs[1].install(name, sql, key, rank=rank)
        W._analyze(vs[1], name)
    mods = [m for m, on in (("generic", args.try_generic), ("noset", args.try_noset)) if on]
    for m in mods:
        _apply_mod(vs[1], m)
    return vs


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(
        prog="python -m bench.profile",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--pg", choices=["15", "16"], default="15")
    ap.add_argument("--view", choices=list(VIEWS), default="w1")
    ap.add_argument("--accounts", type=int, default=100_000)
    ap.add_argument("--txns", type=int, default=400)
    ap.add_argument(
        "--try-generic",
        action="store_true",
        help="experiment: set plan_cache_mode = force_generic_plan on the "
        "generated f_N/d_N functions (profile database only)",
    )
    ap.add_argument(
        "--try-noset",
        action="store_true",
        help="experiment: RESET search_path on every tview function, to measure "
        "the cost of the per-call SET clause (profile database only)",
    )
    ap.add_argument(
        "--ab",
        default=None,
        help="comma list of experiments (generic, noset, generic+noset) measured "
        "against plain and unmodified tview in one alternating run",
    )
    ap.add_argument(
        "--stmts", type=int, default=1, help="UPDATEs of the same row per transaction (W1b: 10)"
    )
    ap.add_argument(
        "--bulk",
        type=int,
        default=0,
        help="one UPDATE of N consecutive accounts per transaction (W4)",
    )
    ap.add_argument(
        "--perf",
        type=float,
        default=0,
        metavar="SECONDS",
        help="sample each variant's backend with Linux perf for this long (section 5)",
    )
    args = ap.parse_args(argv)
    global STMTS, BULK
    STMTS, BULK = args.stmts, args.bulk
    settings = {"track_functions": "'pl'"}
    if args.pg == "15":
        settings.update(
            {
                "shared_preload_libraries": "'pg_stat_statements'",
                "pg_stat_statements.track": "'all'",
                "pg_stat_statements.track_planning": "on",
            }
        )
    clean = get_server(args.pg)  # the harness server: no instrumentation
    if args.ab:
        res = ab_experiments(clean, args.view, args.accounts, args.txns, args.ab.split(","))
        for k, st in res.items():
            print(
                f"  {k:20s} median {st['median_ms']:.3f} ms  p95 {st['p95_ms']:.3f}  "
                f"ratio {st.get('ratio', 1.0):.2f}x"
            )
        RES.mkdir(parents=True, exist_ok=True)
        (RES / f"profile_ab_{args.view}.json").write_text(json.dumps(res, indent=1) + "\n")
        return res
    n, ncomp = args.accounts, SCALES["small"]["companies"]
    out = {
        "view": args.view,
        "try_generic": args.try_generic,
        "try_noset": args.try_noset,
        "stmts": args.stmts,
        "bulk": args.bulk,
        "accounts": n,
        "txns": args.txns,
        "pg": args.pg,
    }
    # 1. client-side split on an uninstrumented server
    vs = _setup(clean, "tvprof", args)
    out["split_ms"] = split_timing(vs, args.view, n, ncomp, args.txns)
    for v in vs:
        v.close()
    if args.perf:
        out["perf"] = perf_stats(vs, args.view, n, ncomp, args.perf)
        out["perf_seconds"] = args.perf
    # 2-4. server-side breakdown on a private instrumented server
    instr = get_server(args.pg, settings=settings)
    vs = _setup(instr, "tvprofi", args)
    for v in vs:
        v.close()
    out["functions"] = function_stats(vs[1], args.view, n, ncomp, args.txns)
    out["statements"] = statement_stats(vs[1], args.view, n, ncomp, args.txns)
    plans = explain(vs[1], args.view, n, ncomp)
    RES.mkdir(parents=True, exist_ok=True)
    tag = (
        f"{args.view}{f'_{args.stmts}stmts' if args.stmts > 1 else ''}"
        f"{f'_bulk{args.bulk}' if args.bulk else ''}"
        f"{'_generic' if args.try_generic else ''}{'_noset' if args.try_noset else ''}"
    )
    (RES / f"profile_explain_{tag}.txt").write_text(plans)
    (RES / f"profile_{tag}.json").write_text(json.dumps(out, indent=1) + "\n")
    sp = out["split_ms"]
    print("\n== client-side split (median ms per transaction)")
    for k, st in sp.items():
        print(f"  {k:28s} {st['median_ms']:8.3f}  (p95 {st['p95_ms']:.3f})")
    print("\n== pg_stat_user_functions (ms per transaction)")
    for r in out["functions"]:
        print(
            f"  {r['function']:40s} calls {r['calls_per_txn']:5.2f} total "
            f"{r['total_ms_per_txn']:7.3f} self {r['self_ms_per_txn']:7.3f}"
        )
    print("\n== pg_stat_statements (top by time, ms per transaction)")
    if isinstance(out["statements"], str):
        print("  " + out["statements"])
    else:
        for r in out["statements"][:15]:
            print(
                f"  exec {r['ms_per_txn']:7.3f} ms  plan {r['plan_ms_per_txn']:6.3f} ms "
                f"(plans {r['plans_per_txn']:4.2f})  calls {r['calls_per_txn']:5.2f}  "
                f"top={r['toplevel']}  {r['query'][:130]}"
            )
    if "perf" in out:
        print("\n== perf: backend CPU per transaction (µs, inclusive)")
        print(perfprof.render(out["perf"]))
    print(f"\nplans: {RES / f'profile_explain_{tag}.txt'}")
    return out


if __name__ == "__main__":
    main()
