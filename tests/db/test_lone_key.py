"""A statement that writes one row of a direct source passes its key to the flush in a
transaction-local setting (k_N) instead of the queue, as long as nothing else of the
tview is queued (q_N): the commit then reads no queue (docs/decisions/0006). Whatever mix of
lone keys, queued keys, savepoints, mid-transaction flushes and captures a transaction makes,
each tview equals its view after COMMIT."""

from __future__ import annotations

import uuid

import pytest
from helpers import GROUPED_SQL as SQL
from helpers import PRIVATE, commit_trigger, flush_function, flush_function_refused, session_stats
from helpers import run_statements as _run

from dbt_tview import api


@pytest.fixture
def tv(grouped_sources):
    conn = grouped_sources(2000)
    api.install(conn, name="tv_b", sql=SQL, key="id")
    conn.commit()
    return conn


def _state(conn) -> tuple[str, str, int]:
    """(the lone key setting, the queued flag, queue rows) of tv_b, inside the transaction."""
    with conn.cursor() as cur:
        cur.execute("SELECT id FROM tview.tview WHERE tbl_name = 'tv_b'")
        (tid,) = cur.fetchone()
        cur.execute(
            f"SELECT COALESCE(current_setting({PRIVATE}, true), ''),"
            f" COALESCE(current_setting({PRIVATE}, true), ''),"
            " (SELECT count(*) FROM pg_temp.tview_queue WHERE tview = %s)",
            (f"k_{tid}", f"q_{tid}", tid),
        )
        return cur.fetchone()


def _commit_and_check(conn) -> None:
    conn.commit()
    assert api.diff(conn, name="tv_b") == []


def _keys_flushed(conn) -> int:
    with conn.cursor() as cur:
        cur.execute("SELECT keys FROM tview.session_stats() WHERE tview = 'public.tv_b'")
        (keys,) = cur.fetchone()
    conn.rollback()
    return keys


def test_one_row_passes_its_key_in_a_setting_and_ten_updates_queue_nothing(tv):
    _run(tv, "SELECT tview.reset_session_stats()", "UPDATE tb_b SET v = v + 1 WHERE id = 42")
    assert _state(tv) == ("42", "", 0)
    for _ in range(9):
        _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 42")
    assert _state(tv) == ("42", "", 0)
    _commit_and_check(tv)
    assert _keys_flushed(tv) == 1
    _run(tv, "INSERT INTO tb_b VALUES (5000, 3, 1)", "DELETE FROM tb_b WHERE id = 5000")
    assert _state(tv) == ("5000", "", 0)
    _commit_and_check(tv)


def test_a_second_key_goes_to_the_queue_and_both_are_refreshed(tv):
    _run(tv, "SELECT tview.reset_session_stats()", "UPDATE tb_b SET v = v + 1 WHERE id = 1")
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 2")
    assert _state(tv) == ("1", "1", 1)
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 3")  # queued: the queue is in use
    assert _state(tv) == ("1", "1", 2)
    _commit_and_check(tv)
    assert _keys_flushed(tv) == 3
    # a statement that changes its row's key writes two keys: queued
    _run(tv, "UPDATE tb_b SET id = id + 10000 WHERE id = 7")
    assert _state(tv) == ("", "1", 2)
    _commit_and_check(tv)


def test_a_pending_lone_key_stays_pending_whatever_comes_between(tv):
    """A 1-row statement whose key is the pending lone key changes nothing of the record (it
    returns before the aggregate pass and the arming), also after keys were
    queued or a savepoint rolled back, and the commit refreshes every key once."""
    _run(tv, "SELECT tview.reset_session_stats()", "UPDATE tb_b SET v = v + 1 WHERE id = 42")
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id IN (43, 44)")
    _run(tv, "UPDATE tb_b SET v = 7 WHERE id = 42")
    assert _state(tv) == ("42", "1", 2)
    _run(tv, "SAVEPOINT a", "DELETE FROM tb_b WHERE id = 42", "ROLLBACK TO SAVEPOINT a")
    _run(tv, "UPDATE tb_b SET v = 8 WHERE id = 42")
    assert _state(tv) == ("42", "1", 2)
    _commit_and_check(tv)
    assert _keys_flushed(tv) == 3
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 45", "SELECT tview.flush()")
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 45")  # the flush consumed it: pending anew
    assert _state(tv) == ("45", "", 0)
    _commit_and_check(tv)


def test_the_commit_block_bumps_a_witness_row_or_leaves_the_key_to_the_flush_function(tv):
    """The commit trigger's block bumps the witness row of the bucket of the join value the
    key's row holds; without that row it leaves the key to f_N, which refreshes it. (The
    statements name grp, which the join derivation of tb_g reads: an UPDATE of other columns
    bumps no witness row, tests/db/test_witness.py.)"""
    with tv.cursor() as cur:
        cur.execute("SELECT id FROM tview.tview WHERE tbl_name = 'tv_b'")
        (tid,) = cur.fetchone()
    bucket = (
        f"SELECT w.slot, w.n FROM tview.witness w, tb_b b WHERE w.tview_id = {tid} AND b.id = %s"
        " AND w.slot = 64 + (hash_array(ARRAY[b.grp]) %% 256 + 256) %% 256"
    )
    with tv.cursor() as cur:
        cur.execute(bucket, (71,))
        (slot, before) = cur.fetchone()
    _run(tv, "UPDATE tb_b SET v = v + 1, grp = grp WHERE id = 71")
    _commit_and_check(tv)
    with tv.cursor() as cur:
        cur.execute(bucket, (71,))
        assert cur.fetchone() == (slot, before + 1)
        cur.execute(bucket, (72,))
        (slot, _) = cur.fetchone()
        cur.execute(f"DELETE FROM tview.witness WHERE tview_id = {tid} AND slot = {slot}")
    tv.commit()
    _run(
        tv,
        "SELECT tview.reset_session_stats()",
        "UPDATE tb_b SET v = v + 1, grp = grp WHERE id = 72",
    )
    _commit_and_check(tv)
    assert session_stats(tv, "public.tv_b")[:5] == (1, 1, 0, 1, 0)
    tv.commit()


def test_small_statements_queue_their_keys_and_a_range_queues_its_bounds(tv):
    """Every statement reads its key bounds (one aggregate pass): a few rows queue a row per
    key, a dense range of more than 64 keys one row of its bounds, and a statement that
    touches no row queues nothing."""
    # (the session's tables: a statement that touches no row sets up nothing)
    _run(tv, "SELECT tview._arm()", "UPDATE tb_b SET v = v + 1 WHERE id = 999999")  # no row
    assert _state(tv) == ("", "", 0)
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id IN (3, 5, 9)")
    assert _state(tv) == ("", "1", 3)
    _commit_and_check(tv)
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id BETWEEN 100 AND 299")
    assert _state(tv) == ("", "1", 1)  # [100, 299]
    _run(tv, "INSERT INTO tb_b SELECT g, 1, 0 FROM generate_series(5001, 5010) AS g")
    assert _state(tv) == ("", "1", 11)
    _commit_and_check(tv)
    assert _keys_flushed(tv) >= 210


def test_savepoints_roll_the_setting_back_with_the_rows(tv):
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 11", "SAVEPOINT a")
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 12")
    assert _state(tv) == ("11", "1", 1)
    _run(tv, "ROLLBACK TO SAVEPOINT a")
    assert _state(tv) == ("11", "", 0)
    # (the row counter kept the rolled-back update and its last reading did not: the next
    # statement is taken for a bigger one and queued, which is only slower)
    _run(tv, "SAVEPOINT b", "UPDATE tb_b SET v = v + 1 WHERE id = 11", "RELEASE SAVEPOINT b")
    assert _state(tv)[0] == "11"
    _commit_and_check(tv)
    _run(tv, "SAVEPOINT c", "UPDATE tb_b SET v = v + 1 WHERE id = 13")
    assert _state(tv) == ("13", "", 0)
    _run(tv, "ROLLBACK TO SAVEPOINT c")
    assert _state(tv) == ("", "", 0)
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 14")
    _commit_and_check(tv)


def test_a_flush_inside_the_transaction_consumes_the_setting(tv):
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 21", "SELECT tview.flush()")
    assert _state(tv) == ("", "", 0)
    assert api.diff(tv, name="tv_b") == []
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 22", "UPDATE tb_b SET v = v + 1 WHERE id = 21")
    assert _state(tv) == ("22", "1", 1)
    _run(tv, "SET CONSTRAINTS ALL IMMEDIATE", "UPDATE tb_b SET v = v + 1 WHERE id = 23")
    assert _state(tv) == ("", "", 0)  # flushed at the end of the statement
    _commit_and_check(tv)


def test_refresh_of_other_keys_merges_a_pending_lone_key(tv):
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 31")
    with tv.cursor() as cur:  # a write the triggers do not see, then its key refreshed
        cur.execute("SET LOCAL session_replication_role = replica")
        cur.execute("UPDATE tb_b SET v = v + 5 WHERE id = 32")
        cur.execute("SET LOCAL session_replication_role = origin")
        cur.execute("SELECT tview.refresh('tv_b', '[32]')")
    assert _state(tv) == ("", "", 0)
    _commit_and_check(tv)


def test_lone_keys_are_captured_while_a_backfill_runs(tv):
    _run(tv, "UPDATE tview.tview SET capturing = true")
    tv.commit()
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 41")
    _commit_and_check(tv)
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 42", "UPDATE tb_b SET v = v + 1 WHERE id = 43")
    _commit_and_check(tv)
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 44")
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id BETWEEN 100 AND 600")
    _commit_and_check(tv)
    with tv.cursor() as cur:
        cur.execute("SELECT k FROM tview.capture ORDER BY k[1]::int")
        captured = [r[0] for r in cur.fetchall()]
        cur.execute("UPDATE tview.tview SET capturing = false; DELETE FROM tview.capture")
    tv.commit()
    assert captured == [[str(i)] for i in (41, 42, 43, 44, *range(100, 601))]


def test_the_fast_path_and_its_fallbacks_count_what_they_did(tv):
    """A lone key whose row is there and changes is refreshed by the fast path (one statement,
    counted apart); a new, gone or unchanged row falls back to the per-key statement."""
    _run(tv, "SELECT tview.reset_session_stats()")
    tv.commit()
    assert session_stats(tv, "public.tv_b") is None
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 51")  # the fast path
    _commit_and_check(tv)
    assert session_stats(tv, "public.tv_b") == (1, 1, 0, 1, 0, True)
    _run(tv, "INSERT INTO tb_b VALUES (6000, 1, 1)")  # new: falls back, inserts
    _commit_and_check(tv)
    assert session_stats(tv, "public.tv_b") == (2, 2, 1, 1, 0, True)
    # unchanged (changed and changed back: a statement that changes nothing queues nothing):
    # nothing written
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 51", "UPDATE tb_b SET v = v - 1 WHERE id = 51")
    _commit_and_check(tv)
    assert session_stats(tv, "public.tv_b") == (3, 3, 1, 1, 0, True)
    _run(tv, "DELETE FROM tb_b WHERE id = 6000")  # gone: falls back, deletes
    _commit_and_check(tv)
    assert session_stats(tv, "public.tv_b") == (4, 4, 1, 1, 1, True)
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 52", "SELECT tview.flush()")
    tv.rollback()  # the statistics roll back with the transaction
    assert session_stats(tv, "public.tv_b") == (4, 4, 1, 1, 1, True)
    _run(tv, "UPDATE tb_b SET grp = grp + 1 WHERE id = 53")  # a join column: still one key
    _commit_and_check(tv)
    assert session_stats(tv, "public.tv_b") == (5, 5, 1, 2, 1, True)
    _run(tv, "SELECT tview.reset_session_stats()")
    tv.commit()
    assert session_stats(tv, "public.tv_b") is None


def test_the_commit_trigger_runs_the_fast_path_without_calling_the_flush_function(tv):
    """The lone key's fast path is inlined into the commit trigger (decision 0006): a row that is
    there and changes never reaches f_N; every fallback (new, gone, unchanged, captured,
    queued keys) still does, and f_N does not redo what the inlined block did."""
    assert 'UPDATE "public"."tv_b" AS t' in commit_trigger(tv)
    with flush_function_refused(tv, "tv_b"):  # only the inlined block may refresh
        _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 61")
        _commit_and_check(tv)
        for fallback in (
            ["INSERT INTO tb_b VALUES (7000, 1, 1)"],
            ["DELETE FROM tb_b WHERE id = 62"],
            ["UPDATE tb_b SET v = v + 1 WHERE id = 63", "UPDATE tb_b SET v = v - 1 WHERE id = 63"],
            ["UPDATE tb_b SET v = v + 1 WHERE id IN (64, 65)"],
        ):
            _run(tv, *fallback)
            with pytest.raises(Exception, match="f_N called"):
                tv.commit()
            tv.rollback()
    _run(tv, "SELECT tview.reset_session_stats()", "INSERT INTO tb_b VALUES (7000, 1, 1)")
    _commit_and_check(tv)  # inlined block: no row; f_N: inserts it, without a second try
    assert session_stats(tv, "public.tv_b") == (1, 1, 1, 0, 0, True)


def test_the_fast_path_is_inlined_only_where_the_commit_trigger_runs_as_its_owner(tv):
    """The commit trigger and f_N are both SECURITY DEFINER: f_N's statements move into it
    only while both belong to the same role."""
    f = flush_function(tv, "tv_b")
    role = "tvlone_" + uuid.uuid4().hex[:6]
    with tv.cursor() as cur:
        cur.execute(f'CREATE ROLE "{role}" NOLOGIN')
        cur.execute(f'ALTER FUNCTION {f} OWNER TO "{role}"')
    tv.commit()
    try:
        api.install(tv, name="tv_c", sql="SELECT id, v FROM tb_b", key="id")  # dispatch anew
        tv.commit()
        assert 'UPDATE "public"."tv_b" AS t' not in commit_trigger(tv)
        assert 'UPDATE "public"."tv_c" AS t' in commit_trigger(tv)
    finally:
        with tv.cursor() as cur:
            cur.execute(f"ALTER FUNCTION {f} OWNER TO CURRENT_USER")
            cur.execute(f'DROP ROLE "{role}"')
        tv.commit()
    api.install(tv, name="tv_c", sql="SELECT id, v, grp FROM tb_b", key="id")
    tv.commit()
    assert 'UPDATE "public"."tv_b" AS t' in commit_trigger(tv)
    _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 66")
    _commit_and_check(tv)
    assert api.diff(tv, name="tv_c") == []
