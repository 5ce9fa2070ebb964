"""Run the benchmark suite.

    python -m bench.run [--scale tiny|small|full] [--only W1,W2] [--pg 15|16]

Creates one database per variant (plain DML, tview, pg_ivm when the server has it) holding the
same data and runs the workloads: small transactions (W1 a/b, W2) in alternating runs of a
few seconds per variant (bench/measure.py ``runs``; the one-by-one figures beside them),
bulk statements alternating statement by statement. It writes ``bench/results/latest.json``
and regenerates ``docs/benchmarks.md`` and ``docs/img/overhead.png`` (``--scale tiny`` writes
``bench/results/tiny.json`` only).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import sys
import time
from pathlib import Path

import psycopg2

from . import workloads as W
from .scales import SCALES
from .server import get_server
from .variants import IvmVariant, TviewVariant, Variant, has_pg_ivm, tview_api

ROOT = Path(__file__).resolve().parent.parent
ALL = ["W1", "W2", "W3", "W4", "W5"]


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


def server_facts(params: dict) -> dict:
    conn = psycopg2.connect(**params)
    facts = {}
    with conn.cursor() as cur:
        cur.execute("SELECT version()")
        facts["version"] = cur.fetchone()[0]
        for s in (
            "server_version",
            "shared_buffers",
            "synchronous_commit",
            "fsync",
            "wal_level",
            "max_connections",
            "jit",
        ):
            cur.execute("SELECT current_setting(%s)", (s,))
            facts[s] = cur.fetchone()[0]
    conn.close()
    return facts


def code_facts() -> dict:
    """Commit of the tree measured, and whether the core had uncommitted changes."""
    import subprocess

    def git(*a):
        r = subprocess.run(["git", *a], cwd=ROOT, capture_output=True, text=True)
        return r.stdout.strip() if r.returncode == 0 else None

    dirty = git("status", "--porcelain", "--", "dbt_tview", "macros", "materializations")
    return {"commit": git("rev-parse", "--short", "HEAD"), "core_dirty": bool(dirty)}


def machine_facts() -> dict:
    facts = {
        "platform": platform.platform(),
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
    }
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                facts["cpu"] = line.split(":", 1)[1].strip()
                break
        mem = Path("/proc/meminfo").read_text().splitlines()[0].split()[1]
        facts["mem_gb"] = round(int(mem) / 1024 / 1024, 1)
        facts["loadavg_start"] = Path("/proc/loadavg").read_text().split()[:3]
    except OSError:
        pass
    return facts


def _default_output(scale: str) -> str:
    return "tiny.json" if scale == "tiny" else "latest.json"


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(
        prog="python -m bench.run",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--scale", choices=list(SCALES), default="small")
    ap.add_argument("--only", default=",".join(ALL), help="comma list of W1..W5")
    ap.add_argument(
        "--pg",
        choices=["15", "16"],
        default=None,
        help="PostgreSQL major (default: the harness default)",
    )
    ap.add_argument("--output", default=None, help="results JSON path")
    ap.add_argument("--no-docs", action="store_true", help="do not regenerate docs/")
    ap.add_argument("--no-ivm", action="store_true", help="skip pg_ivm even if available")
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="server setting for a private server started for this run (repeatable)",
    )
    args = ap.parse_args(argv)
    settings = dict(kv.split("=", 1) for kv in args.set)
    only = [w.strip().upper() for w in args.only.split(",") if w.strip()]
    cfg = SCALES[args.scale]
    out_path = (
        Path(args.output)
        if args.output
        else ROOT / "bench" / "results" / _default_output(args.scale)
    )
    write_docs = not args.no_docs and args.scale != "tiny" and args.output is None

    started = time.time()
    server = get_server(args.pg, settings=settings or None)
    prefix = f"tvbench_{args.scale}"
    variants: list[Variant] = [Variant(server, f"{prefix}_plain")]
    api_ok = tview_api() is not None
    if api_ok:
        variants.append(TviewVariant(server, f"{prefix}_tview"))
    for v in variants:
        server.create_database(v.dbname)
    probe = psycopg2.connect(**server.params(variants[0].dbname))
    ivm = has_pg_ivm(probe) and not args.no_ivm
    probe.close()
    if ivm:
        variants.append(IvmVariant(server, f"{prefix}_ivm"))
        server.create_database(variants[-1].dbname)
    notes = []
    if not api_ok:
        notes.append("dbt_tview.api not available: only plain DML and baselines measured")
    if not ivm:
        notes.append(
            "pg_ivm is not available on this server: not measured "
            "(anchor rows from DESIGN.md shown for reference)"
        )
    ctx = W.Ctx(server=server, cfg=cfg, variants=variants, log=log, notes=notes)
    argv_s = " ".join(argv if argv is not None else sys.argv[1:])
    results: dict = {
        "meta": {
            "command": f"python -m bench.run {argv_s}".strip(),
            "scale": args.scale,
            "date": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"),
            "server": server_facts(server.params(variants[0].dbname)),
            "machine": machine_facts(),
            "code": code_facts(),
            "variants": [v.name for v in variants],
            "config": cfg,
            "notes": notes,
        },
        "workloads": {},
    }
    log(
        f"scale={args.scale} variants={[v.name for v in variants]} "
        f"server={results['meta']['server']['server_version']}"
    )
    R = results["workloads"]

    def guarded(label, fn, *a):
        """Run one workload; on failure record the error and go on with the next one."""
        try:
            return fn(*a)
        except Exception as exc:  # noqa: BLE001 - reported in the results
            import traceback

            log(f"{label} FAILED: {exc}\n{traceback.format_exc()}")
            notes.append(f"{label} failed: {str(exc).strip()[:300]}")
            for v in variants:
                v.close()
            return {"error": str(exc).strip()[:1000]}

    try:
        R["data"] = W.build_data(ctx)
        need_w1 = any(w in only for w in ("W1", "W4", "W5"))
        if need_w1:
            build = guarded("W5 build", W.w5_build, ctx)
            if "W5" in only:
                R["W5"] = {"build": build}
            # W4 first: its bulk statements then meet tables with the same history in both
            # databases. W1 runs each variant for a fixed time, so plain DML makes more 1-row
            # updates, whose pruned pages would give its later bulk UPDATEs room for HOT updates.
            if "W4" in only:
                R["W4"] = guarded("W4", W.w4, ctx)
            if "W1" in only:
                R["W1"] = guarded("W1", W.w1, ctx)
                R["W1"]["refresh_mv"] = build.get("refresh_mv_w1")
            if "W1" in only:
                R["W1"]["consistent"] = guarded("W1 check", W.w1_consistent, ctx)
        if "W2" in only:
            R["W2"] = guarded("W2", W.w2, ctx)
        if "W3" in only:
            R["W3"] = guarded("W3", W.w3, ctx)
        if "W5" in only:
            from .dbt_run import dbt_unchanged_run

            R.setdefault("W5", {})["dbt"] = guarded(
                "W5 dbt", dbt_unchanged_run, ctx, server, prefix
            )
    finally:
        for v in variants:
            v.close()
    results["meta"]["seconds"] = round(time.time() - started, 1)
    results["meta"]["machine"]["loadavg_end"] = Path("/proc/loadavg").read_text().split()[:3]
    from .report import targets
    from .report import write_docs as _write_docs

    results["targets"] = targets(results)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    out_path.write_text(json.dumps(results, indent=1, default=str) + "\n")
    log(f"wrote {out_path}")
    if write_docs:
        _write_docs(ROOT)
        log("wrote docs/benchmarks.md and docs/img/overhead.png")
    for t in results["targets"]:
        log(f"target {t['id']}: {t['value_str']} (target {t['target_str']}) -> {t['status']}")
    return results


if __name__ == "__main__":
    main()
