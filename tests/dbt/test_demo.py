"""The README's first command: the narrated demo must run end to end (exit code 0)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.dbt


def test_demo_runs_end_to_end():
    env = {k: v for k, v in os.environ.items() if k != "TVIEW_DSN"}
    proc = subprocess.run(
        [sys.executable, "-m", "dbt_tview.demo"],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=900,
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-4000:]
    assert "consistent:" in out
    assert "problem(s)" not in out
