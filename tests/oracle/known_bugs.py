"""Core bugs found by the reliability suites and not fixed yet.

Tests that hit one are marked ``xfail(strict=False)`` with the bug's text so CI stays usable
and the summary (``-ra``) lists them; an XPASS means the core fixed it and the entry can go.
``TVIEW_STRICT_KNOWN_BUGS=1`` turns the marks off (every known bug fails loudly again);
``skipped_ops`` names operation kinds the oracle leaves out because of an open bug (none now).
"""

from __future__ import annotations

import os

import pytest

STRICT = os.environ.get("TVIEW_STRICT_KNOWN_BUGS", "") not in ("", "0")

# fixed by the core meanwhile (tests kept, marks removed): agg-state-deadlock (e6bb4f9),
# pg-temp-hijack and quoted-capitals (db7aa3f), nonunique-detect and set-constraints (9a0f1be),
# reinstall-session-table (3155d67), nested-agg-setc-cascade (flush keeps the statement log),
# rc-stale-join (witness rows and flush-time re-derivation for joined sources),
# forged-armed-setting (private setting names)
BUGS = {
    "two-phase-commit": (
        "PREPARE TRANSACTION fails (0A000) for any transaction that wrote a source: the "
        "runtime's queue is a temporary table"
    ),
}


def xfail(bug: str):
    """A pytest mark for a test that reproduces known core bug ``bug``."""
    if STRICT:
        return pytest.mark.skipif(False, reason=f"strict: known core bug [{bug}]")
    return pytest.mark.xfail(reason=f"known core bug [{bug}]: {BUGS[bug]}", strict=False)


def skipped_ops() -> set:
    """Operation kinds the oracle leaves out by default because of a known bug."""
    env = os.environ.get("TVIEW_ORACLE_SKIP_OPS")
    if env is not None:
        return set(filter(None, env.split(",")))
    return set()
