"""Where a transaction's server time goes, from Linux ``perf`` samples of one backend.

Client-side timings say how much slower a tview transaction is, ``pg_stat_user_functions``
says which PL/pgSQL function the time is in. Neither sees what PostgreSQL does around those
functions: the executor start-up and shutdown of every SPI statement, the ``SET`` clauses of
``SECURITY DEFINER`` functions, file-system calls. ``perf record -g`` on the backend does; the
postgres binary exports its symbols, so no debug package is needed.

The parsing and the breakdown are pure functions (unit-tested on a canned ``perf script``
output); :func:`profile` is the only part that runs ``perf``.
"""

from __future__ import annotations

import shutil
import signal
import subprocess
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

# The two places tview code runs, as they appear in a backend's call stack.
ROOTS: dict[str, str] = {
    "delta triggers": "AfterTriggerEndQuery",  # statement triggers, at the end of the statement
    "commit-time flush": "AfterTriggerFireDeferred",  # the deferred trigger, inside COMMIT
}

# What the time under a root is spent on: (label, functions any of which marks a sample).
# Inclusive and overlapping (an initplan runs inside an executor run), like `perf report
# --children`.
MARKERS: list[tuple[str, tuple[str, ...]]] = [
    ("SPI statements", ("SPI_execute_plan_with_paramlist",)),
    ("  executor start-up (plan tree init)", ("standard_ExecutorStart",)),
    ("    ModifyTable init (DML target)", ("ExecInitModifyTable",)),
    ("  executor run", ("standard_ExecutorRun",)),
    ("    initplans / scalar subqueries", ("ExecSetParamPlan",)),
    ("    index scans", ("index_getnext_slot",)),
    ("    heap writes", ("heap_insert", "heap_update", "heap_delete")),
    ("  executor shutdown", ("standard_ExecutorEnd", "standard_ExecutorFinish")),
    ("plan cache validity checks", ("CachedPlanIsSimplyValid", "GetCachedPlan")),
    ("SET clauses of the functions (GUC)", ("ProcessGUCArray", "AtEOXact_GUC")),
    ("settings read / written", ("show_config_by_name_missing_ok", "set_config_by_name")),
    ("relation size checks (stat)", ("pg_relation_size",)),
    ("lock manager", ("LockAcquireExtended", "LockRelease", "LockReleaseAll")),
    ("WAL records", ("XLogInsert",)),
]


def samples(lines: Iterator[str]) -> Iterator[list[str]]:
    """Call stacks (leaf first, symbol names without offsets) from ``perf script`` output."""
    stack: list[str] = []
    for raw in lines:
        line = raw.rstrip("\n")
        if not line.strip():
            if stack:
                yield stack
            stack = []
        elif line[0] in " \t":
            parts = line.split()
            if len(parts) >= 2:
                stack.append(parts[1].split("+0x")[0])
        # else: a sample's header line (comm, pid, time, event)
    if stack:
        yield stack


def breakdown(stacks: Iterator[list[str]], freq: int, txns: int) -> dict:
    """Microseconds of backend CPU per transaction: in total, under each root, and under each
    root per marker. ``freq`` is the sampling frequency (samples per CPU second)."""
    per_txn = 1e6 / freq / max(txns, 1)
    total = 0
    roots: Counter[str] = Counter()
    marks: dict[str, Counter[str]] = {r: Counter() for r in ROOTS}
    for st in stacks:
        total += 1
        for rname, rsym in ROOTS.items():
            if rsym not in st:
                continue
            roots[rname] += 1
            below = set(st[: st.index(rsym)])
            for label, syms in MARKERS:
                if below.intersection(syms):
                    marks[rname][label] += 1
    return {
        "txns": txns,
        "samples": total,
        "backend_us": total * per_txn,
        "roots": {
            r: {
                "us": roots[r] * per_txn,
                "markers": {label: marks[r][label] * per_txn for label, _ in MARKERS},
            }
            for r in ROOTS
        },
    }


def available() -> str | None:
    """None when ``perf`` can sample here, else why not."""
    if not shutil.which("perf"):
        return "perf is not installed (Debian: apt-get install linux-perf)"
    return None


def profile(pid: int, run: Callable[[float], int], seconds: float, freq: int = 4999) -> dict:
    """Sample backend ``pid`` while ``run(seconds)`` runs transactions on it (it returns how
    many); the :func:`breakdown` of those samples, or ``{"error": ...}``."""
    why = available()
    if why:
        return {"error": why}
    with tempfile.TemporaryDirectory(prefix="tview-perf-") as tmp:
        data = Path(tmp) / "perf.data"
        rec = subprocess.Popen(
            ["perf", "record", "-q", "-F", str(freq), "-g", "-p", str(pid), "-o", str(data)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        time.sleep(0.5)  # let perf attach before the first transaction
        if rec.poll() is not None:
            return {"error": f"perf record failed: {rec.stderr.read().strip()[:300]}"}
        txns = run(seconds)
        rec.send_signal(signal.SIGINT)
        try:
            _, err = rec.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            rec.kill()
            return {"error": "perf record did not stop"}
        if not data.exists():
            return {"error": f"perf record wrote nothing: {err.strip()[:300]}"}
        script = subprocess.Popen(
            ["perf", "script", "-i", str(data)],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert script.stdout is not None
        out = breakdown(samples(script.stdout), freq, txns)
        script.wait()
    out["freq"] = freq
    return out


def render(results: dict[str, dict]) -> str:
    """A text table of :func:`breakdown` results by variant (µs of backend CPU per txn)."""
    lines = []
    for variant, res in results.items():
        if "error" in res:
            lines.append(f"  {variant}: {res['error']}")
            continue
        lines.append(
            f"  {variant}: {res['backend_us']:.1f} µs backend CPU per transaction "
            f"({res['txns']} transactions, {res['samples']} samples)"
        )
        for rname, r in res["roots"].items():
            if not r["us"]:
                continue
            lines.append(f"    {rname:44s} {r['us']:7.1f} µs")
            for label, us in r["markers"].items():
                if us:
                    lines.append(f"      {label:42s} {us:7.1f}")
    return "\n".join(lines)
