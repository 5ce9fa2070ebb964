"""Smoke test of the benchmark suite: `python -m bench.run --scale tiny` produces a result for
every workload. Timings are not asserted (shared machines)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_bench_tiny_runs_every_workload(tmp_path):
    out = tmp_path / "tiny.json"
    proc = subprocess.run(
        [sys.executable, "-m", "bench.run", "--scale", "tiny", "--output", str(out), "--no-docs"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    res = json.loads(out.read_text())
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
