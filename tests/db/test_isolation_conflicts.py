"""Above READ COMMITTED a flush reads the transaction's snapshot; a change another transaction
committed after it must fail this one with 40001 (retryable), never with another error and never
leave a tview different from its view."""

from __future__ import annotations

import os
import sys

import psycopg2
import psycopg2.extensions as ext
import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from helpers import commit_or_code  # noqa: E402
from oracle import backend  # noqa: E402
from oracle.schema import SOURCES_DDL  # noqa: E402
from oracle.shapes import BY_NAME  # noqa: E402

SEED = """
INSERT INTO tb_a SELECT i, i % 3, i % 5, 'n' || (i % 4), i % 2 = 0 FROM generate_series(1, 12) i;
INSERT INTO tb_b SELECT i, 1 + i % 12, i % 7, 't' || (i % 3) FROM generate_series(1, 24) i;
"""

LEVELS = [ext.ISOLATION_LEVEL_REPEATABLE_READ, ext.ISOLATION_LEVEL_SERIALIZABLE]


def _install(dsn: str, shape: str):
    api = backend.get_api()
    conn = psycopg2.connect(dsn)
    with conn.cursor() as cur:
        cur.execute(SOURCES_DDL)
        cur.execute(SEED)
    api.ensure_runtime(conn)
    backend.install(api, conn, BY_NAME[shape])
    conn.commit()
    return api, conn, BY_NAME[shape].tview


def _race(dsn: str, level: int, other: str, mine: str) -> str:
    """`mine` runs in a transaction whose snapshot predates `other`'s commit: its outcome."""
    t1, t2 = psycopg2.connect(dsn), psycopg2.connect(dsn)
    t1.set_isolation_level(level)
    try:
        t1.cursor().execute("SELECT 1")  # (the snapshot)
        assert commit_or_code(t2, other) == "ok"
        return commit_or_code(t1, mine)
    finally:
        t1.close()
        t2.close()


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    "shape, other, mine",
    [
        # the snapshot still sees the row the other transaction deleted, next to this one's new
        # row of the same key: two versions of one key of the joined tview's direct source
        ("j_inner", "DELETE FROM tb_b WHERE id = 5", "INSERT INTO tb_b VALUES (5, 3, 1, 'c')"),
        # both move a row into a group neither snapshot holds: the second one's insert of the
        # group's row conflicts with a row it cannot see (NULL: the generic path)
        (
            "g_join",
            "UPDATE tb_a SET grp = NULL WHERE id = 3",
            "UPDATE tb_a SET grp = NULL WHERE id = 4",
        ),
        ("g_join", "UPDATE tb_a SET grp = 7 WHERE id = 3", "UPDATE tb_a SET grp = 7 WHERE id = 4"),
    ],
)
def test_a_change_made_after_the_snapshot_fails_with_40001(dsn, level, shape, other, mine):
    api, conn, tv = _install(dsn, shape)
    try:
        assert _race(dsn, level, other, mine) == "40001"
        assert api.diff(conn, name=tv) == []
    finally:
        conn.close()


@pytest.mark.parametrize("level", [ext.ISOLATION_LEVEL_READ_COMMITTED, *LEVELS])
def test_a_declared_unique_key_the_view_repeats_fails_the_write(dsn, level):
    """An insert by a unique key skips conflicting rows only to tell a concurrent change
    (40001) from a key the view itself repeats: that one fails the write, naming the table,
    rather than leaving a row out of the tview."""
    api = backend.get_api()
    conn = psycopg2.connect(dsn)
    try:
        with conn.cursor() as cur:
            cur.execute(SOURCES_DDL)
            cur.execute(SEED)
        api.ensure_runtime(conn)
        api.install(
            conn,
            name="tv_dup",
            sql="SELECT grp, val FROM tb_a WHERE id <= 3",
            key="grp",
            unique=True,
        )
        conn.commit()
        conn.set_isolation_level(level)
        with pytest.raises(psycopg2.errors.UniqueViolation, match="tv_dup"):
            with conn.cursor() as cur:
                cur.execute("UPDATE tb_a SET grp = NULL WHERE id IN (1, 2)")
            conn.commit()
        conn.rollback()
        assert api.diff(conn, name="tv_dup") == []
    finally:
        conn.close()


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    "shape, other, mine",
    [
        # a key the query proves unique (DISTINCT) that both transactions create
        (
            "d_distinct",
            "UPDATE tb_a SET grp = 7 WHERE id = 3",
            "UPDATE tb_a SET grp = 7 WHERE id = 9",
        ),
        (
            "d_distinct",
            "UPDATE tb_a SET grp = NULL WHERE id = 3",
            "UPDATE tb_a SET grp = NULL WHERE id = 9",
        ),
        # a partition (key not unique) that both transactions add rows to
        (
            "d_distinct_join",
            "INSERT INTO tb_b VALUES (40, 3, 1, 'new1')",
            "INSERT INTO tb_b VALUES (41, 6, 2, 'new2')",
        ),
        (
            "d_distinct_join",
            "UPDATE tb_a SET grp = 7 WHERE id = 3",
            "UPDATE tb_a SET grp = 7 WHERE id = 9",
        ),
        (
            "d_distinct_join",
            "UPDATE tb_a SET grp = NULL WHERE id = 3",
            "UPDATE tb_a SET grp = NULL WHERE id = 9",
        ),
        # a key of one row per partner (DISTINCT ON) that both transactions create
        (
            "x_distinct_on",
            "INSERT INTO tb_b VALUES (40, NULL, 1, 'c')",
            "INSERT INTO tb_b VALUES (41, NULL, 2, 'c')",
        ),
    ],
)
def test_a_key_both_transactions_create_commits_correct_or_fails_with_40001(
    dsn, level, shape, other, mine
):
    api, conn, tv = _install(dsn, shape)
    try:
        assert _race(dsn, level, other, mine) in ("ok", "40001")
        assert api.diff(conn, name=tv) == []
    finally:
        conn.close()
