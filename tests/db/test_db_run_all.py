"""_Db.run_all: the writes an install makes under its sources' locks go in one round trip, each
statement as it would have run alone: parameters bound, text without parameters verbatim, in
the connection's client encoding, and recorded for the run log."""

from __future__ import annotations

import pytest

from dbt_tview import runlog
from dbt_tview.db import _Db

TEXTS = ["plain", "it's", "50% off", "ünïcode ß", "back\\slash", ""]


@pytest.mark.parametrize("encoding", ["UTF8", "LATIN1"])
def test_every_statement_runs_in_order_as_it_would_alone(conn, encoding: str) -> None:
    conn.set_client_encoding(encoding)
    db = _Db(conn)
    db.run("CREATE TEMP TABLE t (i int, s text)")
    statements = [("INSERT INTO t VALUES (%s, %s)", (i, s)) for i, s in enumerate(TEXTS)]
    statements += [
        ("INSERT INTO t VALUES (100, '100% ünï')", None),  # (no parameters: % is no marker)
        ("UPDATE t SET i = i + 1000 WHERE s = %s", ("50% off",)),
        ("DELETE FROM t WHERE i = %s", (0,)),
    ]
    db.run_all(statements)
    assert db.run("SELECT i, s FROM t ORDER BY i") == [
        (1, "it's"),
        (3, "ünïcode ß"),
        (4, "back\\slash"),
        (5, ""),
        (100, "100% ünï"),
        (1002, "50% off"),
    ]
    db.run_all([])  # (nothing to run: no round trip, no error)
    conn.rollback()


def test_the_run_log_records_what_ran(conn) -> None:
    rec = runlog.Recorder(conn)
    db = _Db(rec)
    db.run("CREATE TEMP TABLE t (i int)")
    db.run_all([("INSERT INTO t VALUES (%s)", (7,)), ("INSERT INTO t VALUES (8)", None)])
    assert "INSERT INTO t VALUES (7);\nINSERT INTO t VALUES (8)" in rec.script()
    assert db.run("SELECT sum(i) FROM t") == [(15,)]
    conn.rollback()
