"""A lone key whose transaction's UPDATEs named only columns that its own source row decides
alone is refreshed from that row, without the view's join (analyzer.own, docs/decisions/0008). Any
statement that names another column the view reads, inserts or deletes the key's row, or
writes a joined table takes the full refresh. Each tview equals its view after every commit."""

from __future__ import annotations

import random

import pytest
from helpers import commit_trigger, flush_function_refused
from helpers import run_statements as _run

from dbt_tview import api

SQL = (
    "SELECT b.id, b.grp, b.v, b.w + g.bonus AS s, upper(b.note) AS note, g.label "
    "FROM tb_b b JOIN tb_g g ON g.grp = b.grp"
)


@pytest.fixture
def tv(conn):
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_g (grp int PRIMARY KEY, label text, bonus int NOT NULL DEFAULT 0);"
            "INSERT INTO tb_g SELECT g, 'g' || g, g FROM generate_series(0, 9) g;"
            "CREATE TABLE tb_b (id int PRIMARY KEY, grp int REFERENCES tb_g,"
            " v int, w int NOT NULL DEFAULT 0, note text, junk text);"
            "INSERT INTO tb_b SELECT i, i % 10, 0, i, 'n' || i FROM generate_series(1, 500) i;"
        )
    conn.commit()
    api.install(conn, name="tv_b", sql=SQL, key="id")
    conn.commit()
    return conn


def _commit_and_check(conn) -> None:
    conn.commit()
    assert api.diff(conn, name="tv_b") == []


def _wr_columns(conn) -> list[str]:
    with conn.cursor() as cur:
        cur.execute(
            "SELECT array_agg(a.attname ORDER BY a.attname) FROM pg_trigger t"
            " JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ANY(t.tgattr)"
            " WHERE t.tgrelid = 'tb_b'::regclass AND t.tgname LIKE 'tview\\_%\\_reads'"
        )
        (cols,) = cur.fetchone()
    conn.rollback()
    return cols


def test_the_commit_trigger_refreshes_own_columns_from_the_row_without_the_flush_function(tv):
    assert 'FROM "public"."tb_b" AS "__own"' in commit_trigger(tv)
    # the column-specific trigger names every column read by anything but v and note
    assert _wr_columns(tv) == ["grp", "id", "w"]
    explained = api.explain_text(tv, name="tv_b")
    assert "refreshes v, note from its own row here" in explained
    with flush_function_refused(tv, "tv_b"):
        _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 5")
        _commit_and_check(tv)
        _run(tv, "UPDATE tb_b SET note = 'x', v = 7 WHERE id = 6")
        _commit_and_check(tv)
        _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 7", "UPDATE tb_b SET v = v + 1 WHERE id = 7")
        _commit_and_check(tv)
        # a column no view reads: nothing to do, no flush
        _run(tv, "UPDATE tb_b SET junk = 'j' WHERE id = 8")
        _commit_and_check(tv)
        # own columns changed and changed back: the row test finds nothing, f_N finishes
        _run(tv, "UPDATE tb_b SET v = v + 1 WHERE id = 8", "UPDATE tb_b SET v = v - 1 WHERE id = 8")
        with pytest.raises(Exception, match="f_N called"):
            tv.commit()
        tv.rollback()


def test_statements_naming_other_columns_take_the_full_refresh(tv):
    """w feeds a column mixed with the joined table, grp the join: an UPDATE that names either,
    alone or with an own column, in this statement or an earlier one of the transaction, must
    refresh the whole row."""
    cases = [
        ["UPDATE tb_b SET v = v + 1, w = w + 1 WHERE id = 11"],
        ["UPDATE tb_b SET w = w + 1 WHERE id = 12", "UPDATE tb_b SET v = v + 1 WHERE id = 12"],
        ["UPDATE tb_b SET grp = 3, v = 9 WHERE id = 13"],
        ["UPDATE tb_b SET grp = 4 WHERE id = 14", "UPDATE tb_b SET note = 'q' WHERE id = 14"],
        [
            "DELETE FROM tb_b WHERE id = 15",
            "INSERT INTO tb_b VALUES (15, 2, 1, 1, 'z')",
            "UPDATE tb_b SET v = 3 WHERE id = 15",
        ],
        [
            "UPDATE tb_g SET bonus = bonus + 100 WHERE grp = 6",
            "UPDATE tb_b SET v = 1 WHERE id = 16",
        ],
        ["UPDATE tb_g SET label = 'x' WHERE grp = 7", "UPDATE tb_b SET v = 2 WHERE id = 17"],
    ]
    for stmts in cases:
        _run(tv, *stmts)
        _commit_and_check(tv)


def test_the_widened_trigger_is_what_keeps_a_mixed_column_right(tv):
    """Sabotage: with tview_N_wr narrowed to the join's columns (grp, id), as it was before the
    own refresh, an UPDATE of w and v leaves s stale; as installed it does not."""
    _run(tv, "UPDATE tb_b SET v = v + 1, w = w + 1 WHERE id = 21")
    _commit_and_check(tv)
    with tv.cursor() as cur:
        cur.execute(
            "SELECT tgname, pg_get_triggerdef(oid) FROM pg_trigger"
            " WHERE tgrelid = 'tb_b'::regclass AND tgname LIKE 'tview\\_%\\_reads'"
        )
        name, ddl = cur.fetchone()
        cur.execute(f'DROP TRIGGER "{name}" ON tb_b')
        cur.execute(ddl.replace("UPDATE OF grp, id, w", "UPDATE OF grp, id"))
    tv.commit()
    _run(tv, "UPDATE tb_b SET v = v + 1, w = w + 1 WHERE id = 22")
    tv.commit()
    assert api.diff(tv, name="tv_b") != []


def test_random_transactions_stay_exact(tv):
    """Random mixes of own-column updates, other updates, inserts, deletes, savepoints and
    immediate flushes, against the oracle after every commit."""
    rnd = random.Random(44)
    next_id = 1000
    for i in range(120):
        stmts = []
        if rnd.random() < 0.2:
            stmts.append("SET CONSTRAINTS ALL IMMEDIATE")
        for _ in range(rnd.randint(1, 3)):
            k = rnd.randint(1, 60)
            r = rnd.random()
            if r < 0.45:
                stmts.append(f"UPDATE tb_b SET v = {rnd.randint(0, 5)} WHERE id = {k}")
            elif r < 0.55:
                stmts.append(f"UPDATE tb_b SET note = 'n{rnd.randint(0, 3)}' WHERE id = {k}")
            elif r < 0.65:
                stmts.append(f"UPDATE tb_b SET w = w + 1, v = v + 1 WHERE id = {k}")
            elif r < 0.72:
                stmts.append(f"UPDATE tb_b SET grp = {rnd.randint(0, 9)} WHERE id = {k}")
            elif r < 0.78:
                stmts.append(f"DELETE FROM tb_b WHERE id = {k}")
            elif r < 0.84:
                next_id += 1
                stmts.append(f"INSERT INTO tb_b VALUES ({next_id}, {rnd.randint(0, 9)}, 1, 1, 'i')")
            elif r < 0.9:
                stmts.append(f"UPDATE tb_g SET bonus = bonus + 1 WHERE grp = {k % 10}")
            else:
                stmts += [
                    "SAVEPOINT s",
                    f"UPDATE tb_b SET grp = {rnd.randint(0, 9)}, v = v + 1 WHERE id = {k}",
                    "ROLLBACK TO SAVEPOINT s",
                    f"UPDATE tb_b SET v = v + 2 WHERE id = {k}",
                ]
        _run(tv, *stmts)
        tv.commit()
        assert api.diff(tv, name="tv_b") == [], (i, stmts)
