"""What the side benchmarks (bench.fillfactor, bench.floor, bench.method, bench.partitioned)
share: their common options and how a run is saved with the command, date and code that
produced it."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

RES = Path(__file__).resolve().parent.parent / "bench" / "results"


def parser(doc: str, output: str) -> argparse.ArgumentParser:
    """An argument parser with --pg, --accounts and --output (default bench/results/<output>)."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--pg", choices=["15", "16"], help="default: TVIEW_PG, else 16")
    ap.add_argument("--accounts", type=int, default=1_000_000)
    ap.add_argument("--output", type=Path, default=RES / output)
    return ap


def now() -> str:
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())


def save(res: dict, output: Path, module: str, started: str, machine: bool = False) -> None:
    """Write `res` to `output` with the command line that reproduces it, when it started and
    the commit measured (and the machine, if asked)."""
    from .run import code_facts, machine_facts  # noqa: PLC0415  (bench.run imports every workload)

    res["meta"] = {
        "command": " ".join([f"python -m {module}", *sys.argv[1:]]),
        "date": started,
        "code": code_facts(),
    }
    if machine:
        res["meta"]["machine"] = machine_facts()
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(json.dumps(res, indent=1) + "\n")
