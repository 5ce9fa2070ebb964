"""Smoke test of the benchmark suite: `python -m bench.run --scale tiny` produces a result for
every workload. Timings are not asserted (shared machines)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _bench(out: Path, *args: str) -> dict:
    """`python -m bench.run --scale tiny ARGS` into `out`; its results."""
    proc = subprocess.run(
        [sys.executable, "-m", "bench.run", "--scale", "tiny", *args]
        + ["--output", str(out), "--no-docs"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return json.loads(out.read_text())


def test_bench_tiny_runs_every_workload(tmp_path):
    res = _bench(tmp_path / "tiny.json")
    w = res["workloads"]
    assert set(w) >= {"data", "W1", "W2", "W3", "W4", "W5"}
    for key in ("a_one_row", "b_ten_updates", "c_concurrent", "refresh_mv"):
        assert key in w["W1"], key
    assert w["W1"]["a_one_row"]["plain"]["n"] > 0
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
