"""CI's plan (scripts/ci_suite.py) runs every test once on PostgreSQL 16, and the names it
and tests/conftest.py give are paths that exist: a renamed module would silently leave a
run or the timing marker."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("ci_suite", ROOT / "scripts" / "ci_suite.py")
assert _spec and _spec.loader
ci_suite = importlib.util.module_from_spec(_spec)
sys.modules["ci_suite"] = ci_suite  # (dataclasses look their module up)
_spec.loader.exec_module(ci_suite)


def _timing_modules() -> set[str]:
    """tests/conftest.py's _TIMING_MODULES, read without importing it (``import conftest``
    finds whichever conftest module pytest loaded last)."""
    tree = ast.parse((ROOT / "tests" / "conftest.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and [t.id for t in node.targets] == ["_TIMING_MODULES"]:
            return ast.literal_eval(node.value)
    raise AssertionError("tests/conftest.py defines no _TIMING_MODULES")


def _runs() -> list:
    return [run for phase in ci_suite.PLAN for stream in phase for run in stream]


def test_named_paths_exist():
    named = [*ci_suite.FIRST, *ci_suite.SECOND_MAJOR]
    named += [f"tests/{m}" for m in _timing_modules()]
    assert [p for p in named if not (ROOT / p).exists()] == []


def test_postgresql_16_runs_every_test_once():
    runs = [r for r in _runs() if r.pg == "16"]
    marks = sorted(r.args[r.args.index("-m") + 1] for r in runs)
    # the runs split the tests by marker: timing, and not timing split by directory
    assert marks == ["not timing", "not timing", "timing"]
    split = [r for r in runs if "not timing" in r.args]
    paths = [a for a in split[0].args if a.startswith("tests/")]
    ignored = [a.removeprefix("--ignore=") for a in split[1].args if a.startswith("--ignore=")]
    assert paths and paths == ignored
    timing = next(r for r in runs if "timing" in r.args)
    assert not [a for a in timing.args if a.startswith(("tests/", "--ignore"))]


def test_the_total_counts_a_run_that_died_as_a_failure():
    run = ci_suite.Run("x", "16", ())
    results = [
        ci_suite.Result(run, 0, "3 passed, 1 skipped, 2 xfailed in 1.0s", 1.0),
        ci_suite.Result(run, 1, "1 failed, 2 passed, 1 error in 1.0s", 1.0),
        ci_suite.Result(run, -11, "........", 1.0),  # a segmentation fault
        ci_suite.Result(run, 5, "9 deselected in 1.0s", 1.0),  # nothing collected
    ]
    assert ci_suite.total_line(results) == "total: 5 passed, 4 failed, 1 skipped"
