"""Prints the conformance matrix's counts at the end of a run (tests/conftest.py's fixtures
apply here too)."""

from __future__ import annotations

import sys


def pytest_terminal_summary(terminalreporter):
    matrix = sys.modules.get("test_matrix")
    if matrix is None or not matrix.CHECKS["cases"]:
        return
    terminalreporter.write_sep("-", "tview conformance")
    terminalreporter.write_line(
        f"tview conformance: {matrix.CHECKS['cases']} cases (construct x source kind), "
        f"{matrix.CHECKS['checks']} consistency checks"
    )
