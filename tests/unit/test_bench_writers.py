"""bench.writers: a run of one workload (`--only W7`) keeps the other's results and the facts of
the run that measured them, and the report says how each workload was measured."""

from __future__ import annotations

from bench.writers import markdown, merge, round_ratios, run_facts, writers_targets


def _run(command: str, commit: str, load: str, **workloads) -> dict:
    return {
        "seconds": 3.0,
        "rounds": 3,
        "pg_ivm": False,
        "loadavg_start": [load, "1.00", "1.00"],
        "loadavg_end": [load, "1.00", "1.00"],
        "meta": {"command": command, "date": "D", "code": {"commit": commit}},
        **workloads,
    }


def _w7(tps: float) -> dict:
    side = {"plain": {"tps": 100.0, "runs": [100.0]}, "tview": {"tps": tps, "runs": [tps]}}
    side["tview"]["x_plain"] = round(100.0 / tps, 2)
    return {k: {"one": side, "consistent": True} for k in ("1", "20")}


W6 = {"unread": {"1": {"plain": {"tps": 9.0, "runs": [9.0]}, "tview": {"tps": 8.0, "runs": [8.0]}}}}


def test_a_run_of_w7_keeps_w6_and_the_facts_of_its_run():
    both = _run("python -m bench.writers", "aaa", "7.00", W6=W6, W7=_w7(10.0))
    w7 = _run("python -m bench.writers --only W7", "bbb", "2.00", W7=_w7(50.0))
    out = merge(both, w7, {"W7"})
    assert out["W6"] == W6 and out["W7"] == w7["W7"]
    assert run_facts(out, "W6")["meta"]["code"]["commit"] == "aaa"
    assert run_facts(out, "W7")["meta"]["code"]["commit"] == "bbb"
    # a third run of W7 alone still keeps W6's facts, now from the file's runs
    again = merge(
        out, _run("python -m bench.writers --only W7", "ccc", "3.00", W7=_w7(40.0)), {"W7"}
    )
    assert run_facts(again, "W6")["meta"]["code"]["commit"] == "aaa"
    assert run_facts(again, "W7")["meta"]["code"]["commit"] == "ccc"
    md = markdown(again)
    assert "- W6: `python -m bench.writers` (D, commit aaa" in md and "load 7.00 → 7.00" in md
    assert "- W7: `python -m bench.writers --only W7` (D, commit ccc" in md


def test_a_run_of_both_has_one_set_of_facts():
    res = _run("python -m bench.writers", "aaa", "1.00", W6=W6, W7=_w7(10.0), note="shared")
    assert run_facts(res, "W6") == run_facts(res, "W7")
    assert markdown(res).count("commit aaa") == 2 and "shared." in markdown(res)


def test_the_fan_out_cost_is_the_median_of_each_rounds_own_ratio():
    # each round's two runs are seconds apart; one round (the third) caught a pause in one of
    # them only: its ratio is an outlier the median drops
    fewest = [1250.0, 1000.0, 400.0, 1000.0, 1250.0]
    most = [1000.0, 800.0, 800.0, 800.0, 1000.0]
    out = round_ratios(fewest, most)
    assert out["runs"] == [1.25, 1.25, 0.5, 1.25, 1.25] and out["ratio"] == 1.25
    res = {"W7": {"fanout": {"fewest": 1, "most": 20, "one": out}}}
    row = next(r for r in writers_targets(res) if r[0].startswith("W7"))
    assert row[0].startswith("W7 an UPDATE one tview reads: cost with 20 tviews / with 1")
    assert row[1:] == ["1.25x", "≤ 1.25x", "pass"]
    md = markdown({**_run("python -m bench.writers", "aaa", "1.00"), **res})
    assert (
        "| W7 fan-out, one: cost with 20 tviews / with 1 |  |  | 1.25x |  | 0.50x to 1.25x |" in md
    )


def test_an_unchanged_write_has_the_unread_writes_target_at_1_and_8_clients():
    def side(x: float) -> dict:
        return {"plain": {"tps": 100.0}, "tview": {"tps": 100.0 / x, "x_plain": x}}

    w6 = {k: {"1": side(1.05), "8": side(1.2)} for k in ("unread", "unchanged")}
    rows = {r[0]: r[1:] for r in writers_targets({"W6": w6})}
    assert rows["W6 read columns unchanged, 1 client(s): tview / plain"] == [
        "1.05x",
        "≤ 1.10x",
        "pass",
    ]
    assert rows["W6 read columns unchanged, 8 client(s): tview / plain"][2] == "FAIL"
    # (a results file from before the workload existed has no row for it)
    del w6["unchanged"]
    assert not [r for r in writers_targets({"W6": w6}) if "unchanged" in r[0]]
