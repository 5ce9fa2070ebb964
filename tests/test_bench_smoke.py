"""Smoke test of the benchmark suite: `python -m bench.run --scale tiny` produces a result for
every workload. Timings are not asserted (shared machines)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _module(module: str, out: Path, *args: str) -> dict:
    """`python -m MODULE ARGS --output OUT`; the results it wrote."""
    proc = subprocess.run(
        [sys.executable, "-m", module, *args, "--output", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return json.loads(out.read_text())


def _bench(out: Path, *args: str) -> dict:
    """`python -m bench.run --scale tiny ARGS` into `out`; its results."""
    return _module("bench.run", out, "--scale", "tiny", *args, "--no-docs")


def test_bench_tiny_runs_every_workload(tmp_path):
    res = _bench(tmp_path / "tiny.json")
    w = res["workloads"]
    assert set(w) >= {"data", "W1", "W2", "W3", "W4", "W5"}
    for key in ("a_one_row", "b_ten_updates", "c_concurrent", "refresh_mv"):
        assert key in w["W1"], key
    assert w["W1"]["a_one_row"]["plain"]["n"] > 0
    for st in (w["W1"]["a_one_row"], w["W1"]["b_ten_updates"], w["W2"]["a_one_row"]):
        assert st["method"].startswith("alternating runs") and st["run_medians"]["plain"]
        assert st["interleaved"]["plain"]["n"] > 0  # (the biased method, reported next to it)
    assert "recompute_one_group" in w["W2"] and "refresh_mv_w2" in w["W2"]
    assert "rename" in w["W3"]
    assert any(k.startswith("rows_") for k in w["W4"])
    assert "build" in w["W5"] and "dbt" in w["W5"]
    variants = res["meta"]["variants"]
    if "tview" in variants:
        assert w["W1"]["a_one_row"]["tview"]["n"] > 0
        assert w["W1"]["a_one_row"]["ratio"]["tview"] is not None
        assert w["W3"]["rename"]["tview"]["n"] > 0
    ids = {t["id"] for t in res["targets"]}
    assert {"W1-1row", "W1-10upd", "W2-1row", "W3-rename", "W5-dbt"} <= ids


@pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="pinning needs two CPUs")
def test_bench_pinned_run_pins_client_and_backends(tmp_path):
    res = _bench(tmp_path / "pinned.json", "--only", "W1", "--pin")
    assert res["meta"]["pinned"] == {"client_cpu": 0, "backend_cpu": 1}
    w1 = res["workloads"]["W1"]
    assert w1["a_one_row"]["plain"]["n"] > 0
    assert w1["c_concurrent"]["tps"], "the concurrent writers still run (unpinned)"


def test_fillfactor_ab_reports_each_variant_and_checks_the_tviews(tmp_path):
    res = _module(
        "bench.fillfactor",
        tmp_path / "ff.json",
        *("--accounts", "20000", "--rounds", "1", "1", "--fills", "100", "50"),
    )
    assert set(res["sizes"]) == {"10000", "20000"}
    for by in res["sizes"].values():
        assert set(by) == {"plain", "tview_ff100", "tview_ff50"} and by["plain"]["ratio"] == 1.0
    # at fill 50 every tv row the flush rewrote found room on its page, packed pages had none
    # (shares, not timings); the room costs pages
    assert res["tview_ff50"]["hot_share"] > 0.9 > res["tview_ff100"]["hot_share"]
    assert res["tview_ff50"]["pages"] > res["tview_ff100"]["pages"] / 2


def test_scale_notes_measure_three_sizes_of_each_dimension(tmp_path):
    res = _module("bench.scale", tmp_path / "scale.json", "--quick")
    titles = [sec["title"].split(":")[0] for sec in res["sections"]]
    assert titles == [
        "Table size",
        "Table size",
        "Batch size",
        "Fan-out",
        "Cascade depth",
        "Session age",
    ]
    for sec in res["sections"]:
        assert len(sec["rows"]) == 3 and all(len(r) == len(sec["header"]) for r in sec["rows"])


def test_partitioned_bench_compares_both_layouts_and_checks_the_tviews(tmp_path):
    args = ("--accounts", "20000", "--seconds", "0.3", "--rounds", "1")
    res = _module("bench.partitioned", tmp_path / "pt.json", *args)
    assert set(res["one_row_ms"]) == {"plain", "plain_part", "tview", "tview_part"}
    assert (
        set(res["one_row_ratio"])
        == set(res["bulk_maintenance"])
        == {
            "plain table",
            "partitioned",
        }
    )
    assert res["tview_diff_rows"] == res["tview_part_diff_rows"] == 0


def test_floor_ladder_measures_every_rung_and_checks_the_tables(tmp_path):
    args = ("--accounts", "5000", "--seconds", "0.6", "--rounds", "1")
    res = _module("bench.floor", tmp_path / "floor.json", *args)
    rungs = ["plain", "minimal", "witness", "locks", "second_call", "tview"]
    assert list(res["median_ms"]) == rungs and res["ratio"]["plain"] == 1.0
    assert all(res["median_ms"][r] > 0 for r in rungs)  # (it exits non-zero if a table differs)


def test_alternating_runs_replay_the_same_transactions_on_every_variant(dsn):
    """Each variant's run executes the same transactions (made once per index) in the same
    order, runs take turns, and the first moments of each run are not kept."""
    import psycopg2

    from bench.measure import runs

    conns = {name: psycopg2.connect(dsn) for name in ("a", "b", "c")}
    for c in conns.values():
        with c.cursor() as cur:
            cur.execute("CREATE TEMP TABLE seen (j int, at timestamptz DEFAULT clock_timestamp())")
        c.commit()
    made: list[int] = []

    def make_txn(j: int):
        made.append(j)
        return [("INSERT INTO seen (j) VALUES (%s)", (j,))]

    try:
        out = runs(conns, make_txn, seconds=0.2, rounds=3, settle_s=0.05)
        assert made == list(range(len(made))), "each transaction is made once, then replayed"
        seen, starts = {}, {}
        for name, c in conns.items():
            with c.cursor() as cur:
                cur.execute("SELECT j, at FROM seen ORDER BY at")
                rows = cur.fetchall()
            seen[name] = [j for j, _ in rows]
            starts[name] = [at for j, at in rows if j == 0]
            assert len(out[name]) == 3 and all(out[name]), name  # three runs, each kept some
            assert sum(map(len, out[name])) < len(rows), "the settling start is dropped"
        # every run starts over at transaction 0 and follows the same sequence
        for name, js in seen.items():
            firsts = [i for i, j in enumerate(js) if j == 0]
            assert len(firsts) == 3, name
            for i, end in zip(firsts, firsts[1:] + [len(js)], strict=True):
                assert js[i:end] == list(range(end - i)), name
        # the variants take turns, the first of each round rotating
        orders = [sorted(conns, key=lambda n, r=r: starts[n][r]) for r in range(3)]
        assert orders == [["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]]
    finally:
        for c in conns.values():
            c.close()


def test_report_shows_the_pinned_run_next_to_the_main_one():
    from bench.report import pinned_markdown

    def run(value: str, status: str, pinned: dict | None) -> dict:
        t = {"id": "W1-1row", "desc": "W1 1-row", "value_str": value}
        t |= {"target_str": "≤ 2.00x", "status": status}
        meta = {"command": "python -m bench.run --pin", "date": "d", "pinned": pinned}
        return {"meta": meta, "targets": [t]}

    md = pinned_markdown(run("2.80x", "FAIL", None), run("1.90x", "pass", {"client_cpu": 0}))
    row = next(line for line in md.splitlines() if line.startswith("| W1 1-row"))
    assert row.split(" | ")[1:4] == ["2.80x", "1.90x", "≤ 2.00x"]
    assert "python -m bench.run --pin" in md and "CPU 0" in md


# A canned `perf script` excerpt: two samples of a backend (leaf first), one in a delta trigger's
# SPI statement start-up, one in the commit-time flush's initplan, plus a sample outside both.
PERF_SCRIPT = """\
postgres 4242 1.000001: 200 cpu-clock:
\t55d0 ExecInitModifyTable+0x12 (/usr/lib/postgresql/15/bin/postgres)
\t55d1 standard_ExecutorStart+0x40 (/usr/lib/postgresql/15/bin/postgres)
\t7efc 0x7efc03b8a1f5 (/usr/lib/postgresql/15/lib/plpgsql.so)
\t55d2 SPI_execute_plan_with_paramlist+0x9 (/usr/lib/postgresql/15/bin/postgres)
\t55d3 AfterTriggerEndQuery+0x1 (/usr/lib/postgresql/15/bin/postgres)
\t55d4 standard_ExecutorFinish+0x1 (/usr/lib/postgresql/15/bin/postgres)
\t55d5 PostgresMain+0x1 (/usr/lib/postgresql/15/bin/postgres)

postgres 4242 1.000201: 200 cpu-clock:
\t55e0 ExecSetParamPlan+0x3 (/usr/lib/postgresql/15/bin/postgres)
\t55e1 standard_ExecutorRun+0x3 (/usr/lib/postgresql/15/bin/postgres)
\t55e2 SPI_execute_plan_with_paramlist+0x9 (/usr/lib/postgresql/15/bin/postgres)
\t55e3 AfterTriggerFireDeferred+0x2 (/usr/lib/postgresql/15/bin/postgres)
\t55e4 CommitTransactionCommand+0x2 (/usr/lib/postgresql/15/bin/postgres)

postgres 4242 1.000401: 200 cpu-clock:
\t55f0 base_yyparse+0x3 (/usr/lib/postgresql/15/bin/postgres)
\t55f1 PostgresMain+0x1 (/usr/lib/postgresql/15/bin/postgres)
"""


def test_perf_breakdown_attributes_samples_to_trigger_and_flush():
    from bench.perfprof import breakdown, render, samples

    stacks = list(samples(iter(PERF_SCRIPT.splitlines(keepends=True))))
    assert stacks[0][0] == "ExecInitModifyTable" and stacks[2] == ["base_yyparse", "PostgresMain"]
    res = breakdown(iter(stacks), freq=1000, txns=2)  # 1 sample = 1 ms, over 2 transactions
    assert res["samples"] == 3 and res["backend_us"] == pytest.approx(1500.0)
    trig, flush = res["roots"]["delta triggers"], res["roots"]["commit-time flush"]
    assert trig["us"] == pytest.approx(500.0) and flush["us"] == pytest.approx(500.0)
    assert trig["markers"]["    ModifyTable init (DML target)"] == pytest.approx(500.0)
    assert trig["markers"]["    initplans / scalar subqueries"] == 0
    assert flush["markers"]["    initplans / scalar subqueries"] == pytest.approx(500.0)
    # the user's statement's ExecutorFinish sits *above* the trigger root: not counted under it
    assert trig["markers"]["  executor shutdown"] == 0
    assert "commit-time flush" in render({"tview": res})


def test_perf_profile_of_a_live_backend(conn):
    """`bench.profile --perf` end to end on a real backend (skipped where perf cannot sample)."""
    from bench import perfprof

    if perfprof.available():
        pytest.skip(perfprof.available())
    cur = conn.cursor()
    cur.execute("SELECT pg_backend_pid()")
    pid = cur.fetchone()[0]
    conn.commit()

    def run(seconds: float) -> int:
        n, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            cur.execute("SELECT count(*) FROM generate_series(1, 20000)")
            conn.commit()
            n += 1
        return n

    res = perfprof.profile(pid, run, 1.5, freq=999)
    if "error" in res and "perf record" in res["error"]:
        pytest.skip(res["error"])  # perf is installed but may not sample here
    assert "error" not in res, res
    assert res["txns"] > 0 and res["samples"] > 0 and res["backend_us"] > 0


def test_report_shows_the_perf_breakdown_of_a_profile():
    from bench.perfprof import breakdown, samples
    from bench.report import perf_markdown

    res = breakdown(samples(iter(PERF_SCRIPT.splitlines(keepends=True))), freq=1000, txns=2)
    md = perf_markdown({"plain": res, "tview": res}, {"perf_seconds": 10})
    assert "`--perf 10`" in md and "tview **1500 µs**" in md
    assert "| **commit-time flush** | **500.0** |" in md
    assert "initplans / scalar subqueries | 500.0 |" in md


def test_report_shows_w4_at_each_fill_with_the_misses_in_bold():
    from bench.report import fillfactor_markdown

    def sizes(ff50_total: float) -> dict:
        by = {"plain": {"total_ms": 100.0}, "tview_ff100": {"total_ms": 250.0}}
        return {s: by | {"tview_ff50": {"total_ms": ff50_total}} for s in ("10000", "100000")}

    meta = {"command": "python -m bench.fillfactor --pin", "date": "d", "code": {"commit": "c"}}
    run = {
        "sizes": sizes(190.0),
        "meta": meta,
        "fills": [100, 50],
        "default_fill": 50,
        "tview_ff100": {"hot_share": 0.001, "pages": 9000},
        "tview_ff50": {"hot_share": 0.99, "pages": 11000},
    }
    md = fillfactor_markdown([run])
    assert "| run | fill 100, 10k | fill 100, 100k | fill 50 (default), 10k |" in md
    row = next(line for line in md.splitlines() if line.startswith("| `python -m bench.fill"))
    assert row.endswith("| **1.50x** | **1.50x** | 0.90x | 0.90x |")
    assert "(d, commit c)" in row
    assert "| fill 50 (default) | 99.0% HOT, 11,000 pages |" in md


def test_report_shows_the_floor_ladder_with_each_step():
    from bench.report import floor_markdown

    res = {
        "accounts": 1000,
        "median_ms": {"plain": 0.1, "minimal": 0.16, "witness": 0.18, "tview": 0.3},
        "ratio": {"plain": 1.0, "minimal": 1.6, "witness": 1.8, "tview": 3.0},
        "labels": {"plain": "plain DML", "minimal": "minimal", "witness": "+ witness"},
        "meta": {"command": "python -m bench.floor", "date": "d", "code": {"commit": "c"}},
    }
    md = floor_markdown(res)
    assert "(d, commit c" in md
    assert "| plain DML | 0.100 ms | 1.00x |  |" in md
    assert "| + witness | 0.180 ms | 1.80x | +0.020 ms |" in md
    assert "| tview | 0.300 ms | 3.00x | +0.120 ms |" in md


def test_report_renders_from_the_committed_results(tmp_path):
    """docs/benchmarks.md and the plot from the committed runs (main, pinned, fill 50)."""
    import shutil

    from bench.report import write_docs

    (tmp_path / "bench" / "results").mkdir(parents=True)
    for name in ("latest.json", "pinned.json", "fillfactor.json"):
        shutil.copy(ROOT / "bench" / "results" / name, tmp_path / "bench" / "results" / name)
    write_docs(tmp_path)
    md = (tmp_path / "docs" / "benchmarks.md").read_text()
    assert "## Targets" in md and "### W4 at each fill of the tv pages" in md
    assert md.index("### W4 at each fill") < md.index("## W1:")
    assert (tmp_path / "docs" / "img" / "overhead.png").read_bytes()[:4] == b"\x89PNG"
