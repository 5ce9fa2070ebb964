"""CI's test plan: the README's test command (``python -m pytest -q``), split into runs.

The suite keeps one core busy: a test waits on its server, the server on the test. CI's
machine has two, so the plan runs two streams of tests at once, each stream against a server
of its own, then the tests marked ``timing`` alone, since they bound in wall-clock time how
long the application's writes wait and a neighbour's load would be measured with them.

A stream is a list of runs, one after another; a phase is a set of streams, side by side; the
phases go in order. Every run gets this script's own arguments too (``-x``, ``-k ...``).
What it prints: each run's output as it ends, then one line per run, then the total, last.

    python scripts/ci_suite.py [pytest args]
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEST_CMD = (sys.executable, "-m", "pytest", "-q")


@dataclass(frozen=True)
class Run:
    name: str
    pg: str  # TVIEW_PG: "16" is pgserver's embedded server, "15" the system's binaries
    args: tuple[str, ...]


# The first stream's directories, then the second major; the second stream takes every other
# directory (a new directory of tests lands there without a change here). Each stream takes
# about 35 minutes on a slow machine.
FIRST = ("tests/db", "tests/golden", "tests/oracle")
# What the second major runs: the modules whose tests skip on pgserver's build (ICU, libxml,
# postgres_fdw, auto_explain) and those that take another path by server version (MERGE's
# statement triggers, reserved words, NULLS NOT DISTINCT keys, security checks).
SECOND_MAJOR = (
    "tests/db/test_oracle_strict.py",
    "tests/db/test_regressions.py",
    "tests/db/test_foreign_sql.py",
    "tests/db/test_partitions.py",
    "tests/db/test_bulk.py",
    "tests/db/test_multi_node_updates.py",
    "tests/db/test_quoting_roundtrip.py",
    "tests/db/test_security.py",
    "tests/db/test_unread_writes.py",
    "tests/db/test_key_index.py",
)

PLAN: tuple[tuple[tuple[Run, ...], ...], ...] = (
    (
        (
            Run("PG16 first", "16", ("-m", "not timing", *FIRST)),
            Run("PG15", "15", ("-m", "not timing", *SECOND_MAJOR)),
        ),
        (Run("PG16 rest", "16", ("-m", "not timing", *(f"--ignore={d}" for d in FIRST))),),
    ),
    ((Run("PG16 timing", "16", ("-m", "timing")),),),
)
# (the slowest tests, printed above each summary: what to look at when CI nears its limit)
DURATIONS = "--durations=15"

_COUNT = re.compile(r"(\d+) (passed|failed|errors?|skipped|xfailed|xpassed)")


@dataclass
class Result:
    run: Run
    code: int
    summary: str
    seconds: float

    def count(self, word: str) -> int:
        return sum(int(n) for n, w in _COUNT.findall(self.summary) if w.startswith(word))


def _summary(output: str) -> str:
    lines = [line for line in output.splitlines() if line.strip()]
    return lines[-1].strip("= ") if lines else ""


def _execute(run: Run, extra: list[str], lock: threading.Lock) -> Result:
    env = {**os.environ, "TVIEW_PG": run.pg}
    start = time.monotonic()
    with tempfile.TemporaryFile("w+") as log:
        code = subprocess.call(
            [*TEST_CMD, DURATIONS, *run.args, *extra],
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.seek(0)
        output = log.read()
    seconds = time.monotonic() - start
    with lock:  # one run's output in one piece
        print(f"=== {run.name} (TVIEW_PG={run.pg}): pytest {' '.join(run.args)} ===", flush=True)
        print(output, end="" if output.endswith("\n") else "\n", flush=True)
    return Result(run, code, _summary(output), seconds)


def main(extra: list[str]) -> int:
    results: list[Result] = []
    lock = threading.Lock()
    for phase in PLAN:
        threads = []
        for stream in phase:

            def go(stream: tuple[Run, ...] = stream) -> None:
                for run in stream:
                    results.append(_execute(run, extra, lock))

            threads.append(threading.Thread(target=go))
            threads[-1].start()
        for t in threads:
            t.join()
    for r in results:
        print(f"{r.run.name}: exit {r.code} in {r.seconds:.0f} s: {r.summary}")
    print(total_line(results))
    # pytest exits 0 on success only: 1 failures, 5 no tests collected, others an error
    bad = [r for r in results if r.code != 0]
    return bad[0].code if bad else 0


def total_line(results: list[Result]) -> str:
    """``total: N passed, N failed, N skipped``; a run that died before its summary (a crash,
    no test collected) counts as one failure."""
    failed = sum(max(r.count("failed") + r.count("error"), r.code != 0) for r in results)
    passed = sum(r.count("passed") for r in results)
    skipped = sum(r.count("skipped") for r in results)
    return f"total: {passed} passed, {failed} failed, {skipped} skipped"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
