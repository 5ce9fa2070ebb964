"""Smoke test of the benchmark suite: `python -m bench.run --scale tiny` produces a result for
every workload. Timings are not asserted (shared machines)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


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


def test_report_renders_from_the_committed_results(tmp_path):
    """docs/benchmarks.md and the plot from the kept results (the main run, the scale notes):
    the method, the command that reproduces it, the targets, every workload, no history."""
    import shutil

    from bench.report import write_docs

    (tmp_path / "bench" / "results").mkdir(parents=True)
    for path in (ROOT / "bench" / "results").glob("*.json"):
        shutil.copy(path, tmp_path / "bench" / "results" / path.name)
    write_docs(tmp_path)
    md = (tmp_path / "docs" / "benchmarks.md").read_text()
    latest = json.loads((ROOT / "bench" / "results" / "latest.json").read_text())
    assert f"`{latest['meta']['command']}`" in md
    heads = [line for line in md.splitlines() if line.startswith("## ")]
    assert heads[:3] == [
        "## Run",
        "## Targets",
        "## W1: join (1,000,000 accounts ⋈ 10 branches, key aid)",
    ]
    assert {"## Scale notes"} <= set(heads) and len([h for h in heads if h.startswith("## W")]) >= 5
    assert "| W1 1-row UPDATE transaction, tview / plain (median) |" in md
    assert not re.search(r"FINDINGS|runtime [0-9]", md)
    assert (tmp_path / "docs" / "img" / "overhead.png").read_bytes()[:4] == b"\x89PNG"


def test_committed_benchmarks_page_is_the_report_of_the_kept_results(tmp_path):
    """docs/benchmarks.md is generated: editing the report or the results without
    regenerating it fails here."""
    import shutil

    from bench.report import write_docs

    (tmp_path / "bench" / "results").mkdir(parents=True)
    for path in (ROOT / "bench" / "results").glob("*.json"):
        shutil.copy(path, tmp_path / "bench" / "results" / path.name)
    write_docs(tmp_path)
    committed = (ROOT / "docs" / "benchmarks.md").read_text()
    assert (tmp_path / "docs" / "benchmarks.md").read_text() == committed, (
        "docs/benchmarks.md is stale: run python -m bench.report"
    )


def test_report_shows_a_workload_it_has_no_section_for():
    """A workload added to bench/workloads.py appears in the report without a section of its
    own: one latency table per timed part of its results."""
    from bench.report import markdown

    latest = json.loads((ROOT / "bench" / "results" / "latest.json").read_text())
    st = {"plain": {"median_ms": 0.3, "p95_ms": 0.5, "n": 10}, "ratio": {"tview": 2.0}}
    st["tview"] = {"median_ms": 0.6, "p95_ms": 0.9, "n": 10}
    latest["workloads"]["W9"] = {"desc": "a new workload", "one_row": st}
    md = markdown(latest)
    assert "## W9: a new workload" in md and "**one_row**" in md
    assert "| tview | 0.600 ms | 0.900 ms | 2.00x | 10 |" in md


def test_w6_hand_written_trigger_keeps_its_table_equal_to_the_view(dsn):
    """W6's *trigger* variant is a fair floor only if it maintains what the workload changes:
    renames and moves of users to another company."""
    import psycopg2

    from bench.writers import HAND_TRIGGER, POST_SQL, _same, w6_schema

    conn = psycopg2.connect(dsn)
    conn.autocommit = True
    with conn.cursor() as cur:
        for sql in w6_schema() + HAND_TRIGGER:
            cur.execute(sql)
        cur.execute("UPDATE tb_user SET name = name || ' x' WHERE pk_user % 97 = 0")
        cur.execute("UPDATE tb_user SET fk_company = 1 + fk_company % 100 WHERE pk_user < 50")
        cur.execute("UPDATE tb_user SET last_seen = last_seen + 1 WHERE pk_user < 50")
    assert _same(conn, "tv_post", POST_SQL)
    conn.close()


def test_w8_runs_every_operation_under_writers(dsn):
    """bench.online's operations at a size just above the online threshold (Spark left out):
    each one done, no application transaction failed, every tview equal to its view."""
    from bench import online as w8

    res = w8.measure(dsn, 12_000)
    assert res["consistent"] and not res["errors"], res
    for op, _ in w8.OPERATIONS:
        if op == "spark_swap":
            continue
        assert res[op]["failed_transactions"] == 0, (op, res[op])
    assert "built CONCURRENTLY" in res["change_key_read"]["prepared"], res["change_key_read"]
    assert res["change_key_read"]["online"] and "swap_ms" not in res["change_key_read"]
    assert res["change_key"]["action"] == "replaced the tview of the former key", res["change_key"]
    assert "W8" in w8.markdown({"sizes": {"12000": res}, "meta": {"command": "c", "date": "d"}})
