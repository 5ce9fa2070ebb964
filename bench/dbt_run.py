"""W5 (second half): a `dbt run` of an unchanged project must do no data work.

Runs ``dbt run`` twice on ``bench/dbt_project`` (the W1 model, ``materialized='tview'``) in a
database of its own, times the second run, and compares ``pg_stat_user_tables`` counters and
the relfilenode of the tv table before and after it.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psycopg2

PROJECT = Path(__file__).resolve().parent / "dbt_project"

STATS_SQL = """
SELECT coalesce(sum(n_tup_ins), 0), coalesce(sum(n_tup_upd), 0), coalesce(sum(n_tup_del), 0),
       (SELECT pg_relation_filenode('public.tv_w1'::regclass))
FROM pg_stat_user_tables WHERE schemaname = 'public' AND relname = 'tv_w1'
"""


def dbt_available() -> str | None:
    """None when `dbt run` with `type: tview` can work here, else the reason."""
    if importlib.util.find_spec("dbt") is None:
        return "dbt-core is not installed"
    try:
        if importlib.util.find_spec("dbt.adapters.tview") is None:
            return "the dbt adapter `tview` (dbt.adapters.tview) is not there yet"
    except ModuleNotFoundError:
        return "the dbt adapter `tview` (dbt.adapters.tview) is not there yet"
    return None


def _profiles(params: dict, dirpath: Path) -> None:
    (dirpath / "profiles.yml").write_text(
        "tview_bench:\n  target: bench\n  outputs:\n    bench:\n      type: tview\n"
        f'      host: "{params.get("host", "localhost")}"\n'
        f"      port: {int(params.get('port') or 5432)}\n"
        f'      user: "{params.get("user", "postgres")}"\n'
        f'      password: "{params.get("password", "")}"\n'
        f'      dbname: "{params["dbname"]}"\n'
        "      schema: public\n      threads: 1\n"
    )


def _dbt(args: list[str], profiles: Path, workdir: Path) -> tuple[float, object]:
    exe = shutil.which("dbt")
    cmd = (
        ([exe] if exe else [sys.executable, "-c", "from dbt.cli.main import cli; cli()"])
        + args
        + ["--project-dir", str(workdir), "--profiles-dir", str(profiles)]
    )
    env = dict(os.environ, DBT_SEND_ANONYMOUS_USAGE_STATS="false")
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=workdir)
    return (time.perf_counter() - t0) * 1000.0, proc


def _stats(params: dict) -> tuple:
    conn = psycopg2.connect(**params)
    with conn.cursor() as cur:
        cur.execute("SELECT pg_stat_clear_snapshot()")
        cur.execute(STATS_SQL)
        row = cur.fetchone()
    conn.close()
    return tuple(int(x) for x in row)


def dbt_unchanged_run(ctx, server, prefix: str) -> dict:
    reason = dbt_available()
    if reason:
        ctx.log(f"W5 dbt: skipped ({reason})")
        return {"skipped": reason}
    dbname = f"{prefix}_dbt"
    server.create_database(dbname)
    params = server.params(dbname)
    from .variants import Variant
    from .workloads import Ctx, build_data

    build_data(Ctx(server=server, cfg=ctx.cfg, variants=[Variant(server, dbname)], log=ctx.log))
    with tempfile.TemporaryDirectory(prefix="tview-bench-dbt-") as tmp:
        tmp = Path(tmp)
        work = tmp / "project"
        shutil.copytree(
            PROJECT, work, ignore=shutil.ignore_patterns("target", "logs", "dbt_packages")
        )
        _profiles(params, tmp)
        first_ms, p1 = _dbt(["run"], tmp, work)
        if p1.returncode != 0:
            tail = (p1.stdout + p1.stderr)[-2000:]
            ctx.log(f"W5 dbt: first run failed\n{tail}")
            return {"error": "first dbt run failed", "output_tail": tail}
        time.sleep(1.5)
        before = _stats(params)
        second_ms, p2 = _dbt(["run"], tmp, work)
        time.sleep(1.5)
        after = _stats(params)
        parse_ms = None
        if ctx.cfg.get("dbt_parse_reference", True):  # dbt start-up + parse only
            parse_ms, _ = _dbt(["parse"], tmp, work)
    out = {
        "first_run_ms": first_ms,
        "second_run_ms": second_ms,
        "second_run_ok": p2.returncode == 0,
        "dbt_parse_ms": parse_ms,
        "tv_tuples_before": {"ins": before[0], "upd": before[1], "del": before[2]},
        "tv_tuples_after": {"ins": after[0], "upd": after[1], "del": after[2]},
        "filenode_unchanged": before[3] == after[3],
    }
    out["data_work_rows"] = sum(after[i] - before[i] for i in range(3))
    out["no_data_work"] = (
        out["second_run_ok"] and out["data_work_rows"] == 0 and out["filenode_unchanged"]
    )
    if p2.returncode != 0:
        out["output_tail"] = (p2.stdout + p2.stderr)[-2000:]
    ctx.log(
        f"W5 dbt: second run {second_ms:.0f} ms, data work rows {out['data_work_rows']}, "
        f"filenode unchanged {out['filenode_unchanged']}"
    )
    return out
