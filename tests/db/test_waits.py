"""Waiting for the transactions older than now (dbt_tview.waits): whom each caller waits for.

The online rebuild's wait before its shadow (`writers=False`) counts snapshots and prepared
transactions only: the install locked the sources, so no writer of one is left without a
snapshot. The sweep and the Spark backfill (`writers=True`) also count a transaction that holds
an xid from before now and no snapshot (it wrote, maybe flushed with `tview.flush()`, and idles).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import psycopg2
import pytest

from dbt_tview import waits

SCHEMA_SQL = (
    "CREATE TABLE t (id int PRIMARY KEY, v int); INSERT INTO t VALUES (1, 0);"
    "CREATE TABLE flag (on_ boolean)"
)
SHORT_S = 0.1


@pytest.fixture
def waiter(db) -> Iterator:
    db.autocommit = True
    with db.cursor() as cur:
        yield cur


@pytest.fixture
def other(dsn: str) -> Iterator[psycopg2.extensions.connection]:
    c = psycopg2.connect(dsn)
    yield c
    c.close()


def _flag(cur) -> None:
    """A committed write, as a capture flag's change is (its xid orders the older ones)."""
    cur.execute("INSERT INTO flag VALUES (true)")


def _both(cur) -> tuple[int, int]:
    """(snapshots only, writers too): how many each still waits for after SHORT_S, once a flag
    changed."""
    _flag(cur)
    return (
        waits.wait_for_older_transactions(cur, SHORT_S, writers=False),
        waits.wait_for_older_transactions(cur, SHORT_S, writers=True),
    )


def test_an_older_snapshot_is_waited_for_by_both(waiter, other) -> None:
    other.set_session(isolation_level="REPEATABLE READ")
    with other.cursor() as cur:
        cur.execute("SELECT count(*) FROM t")
    assert _both(waiter) == (1, 1)
    other.commit()
    assert _both(waiter) == (0, 0)


def test_an_idle_writer_without_a_snapshot_counts_for_writers_only(waiter, other) -> None:
    with other.cursor() as cur:
        cur.execute("UPDATE t SET v = v + 1")  # (READ COMMITTED: no snapshot between statements)
    assert _both(waiter) == (0, 1)
    other.rollback()
    assert _both(waiter) == (0, 0)


def test_a_prepared_transaction_is_waited_for_by_both(waiter, other) -> None:
    with other.cursor() as cur:
        cur.execute("UPDATE t SET v = v + 1")
        cur.execute("PREPARE TRANSACTION 'tview_waits_test'")
    try:
        assert _both(waiter) == (1, 1)
    finally:
        waiter.execute("ROLLBACK PREPARED 'tview_waits_test'")
    assert _both(waiter) == (0, 0)


def test_a_snapshot_taken_after_the_wait_began_is_not_waited_for(waiter, other, dsn) -> None:
    other.set_session(isolation_level="REPEATABLE READ")
    with other.cursor() as cur:
        cur.execute("SELECT count(*) FROM t")  # (read only: no xid holds back later xmins)
    _flag(waiter)
    done: list[int] = []
    t = threading.Thread(
        target=lambda: done.append(waits.wait_for_older_transactions(waiter, 30, writers=True))
    )
    t.start()
    time.sleep(0.3)
    later = psycopg2.connect(dsn)
    try:
        later.set_session(isolation_level="REPEATABLE READ")
        with later.cursor() as cur:
            cur.execute("SELECT count(*) FROM t")
        time.sleep(0.3)
        assert t.is_alive()  # (waiting for `other`)
        other.commit()
        t.join(10)
        assert done == [0]  # (`later` still holds its snapshot)
    finally:
        later.close()


def test_the_excluded_applications_and_other_databases_are_not_waited_for(
    waiter, pg_server, dsn: str
) -> None:
    own = psycopg2.connect(dsn, application_name="tview_backfill_read")
    elsewhere = psycopg2.connect(pg_server.dsn("postgres"))
    try:
        for c in (own, elsewhere):
            c.set_session(isolation_level="REPEATABLE READ")
            with c.cursor() as cur:
                cur.execute("SELECT pg_current_xact_id()")
        _flag(waiter)
        assert (
            waits.wait_for_older_transactions(
                waiter, SHORT_S, writers=True, exclude_apps=["tview_backfill_read"]
            )
            == 0
        )
        assert waits.wait_for_older_transactions(waiter, SHORT_S, writers=True) == 1
    finally:
        own.close()
        elsewhere.close()
