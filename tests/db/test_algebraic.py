"""The algebraic strategy (GROUP BY views maintained from per-group deltas) against the oracle."""

from __future__ import annotations

import random

import psycopg2
import pytest
from helpers import (
    PRIVATE,
    commit_trigger,
    flush_function,
    flush_function_refused,
    function_def,
    session_stats,
)

from dbt_tview import api

VIEWS = {
    "tv_g": (
        "SELECT g, count(*) AS n, count(v) AS nv, sum(v) AS s, avg(v) AS a, min(v) AS mn, "
        "max(v) AS mx, sum(m) AS sm, avg(m) AS am, min(t) AS tmin, max(t) AS tmax "
        "FROM src.t GROUP BY g",
        "g",
    ),
    "tv_g2": (
        "SELECT g, h, count(*) AS n, max(v) AS mx FROM src.t WHERE v > 10 GROUP BY g, h",
        ["g", "h"],
    ),
    # FILTER, sums of exact expressions, and a WHERE that must keep its parentheses
    "tv_g3": (
        "SELECT g, count(*) FILTER (WHERE h = '1') AS n1, sum(v * m) AS vm, "
        "sum(v) FILTER (WHERE h = '0' OR v > 40) AS sv, avg(v / 3) AS a3, "
        "min(m) FILTER (WHERE v > 5) AS lo, max(v * 2 - 1) AS hi, "
        "sum(CASE WHEN t > 'x5' THEN v ELSE 0 END) AS s1 "
        "FROM src.t WHERE v > 10 OR h = '2' GROUP BY g",
        "g",
    ),
    # outputs computed from aggregates: terms typed as PostgreSQL does (sum(int) / count(*)
    # divides integers)
    "tv_g4": (
        "SELECT g, coalesce(sum(v), 0) AS s0, round(avg(m), 2) AS am2, "
        "sum(v) / nullif(count(*), 0) AS per, count(*) FILTER (WHERE h = '1') > 0 AS has1, "
        "g * 10 + count(v) AS gk, coalesce(sum(m * v), 0) AS mv FROM src.t GROUP BY g",
        "g",
    ),
    # HAVING: a group is a row while the condition holds; its state is kept either way
    "tv_g5": (
        "SELECT g, count(*) AS n, sum(v) AS s FROM src.t GROUP BY g "
        "HAVING count(*) > 35 OR sum(v) FILTER (WHERE h = '1') > 400",
        "g",
    ),
    # outputs a min/max decides: rewritten when a rescan fixes the extreme
    "tv_g6": (
        "SELECT g, coalesce(max(v), -1) AS mx, max(v) - min(v) AS spread, "
        "max(t) || '!' AS last_t, count(*) AS n FROM src.t GROUP BY g",
        "g",
    ),
    # a numeric group key: its lone delta is a numeric[] whose key reads back with its scale
    "tv_gm": ("SELECT m, count(*) AS n, sum(v) AS s, max(v) AS mx FROM src.t GROUP BY m", "m"),
    "tv_total": ("SELECT count(*) AS n, sum(v) AS s, min(t) AS first, max(v) AS mx FROM src.t", []),
}


@pytest.fixture
def db(conn):
    with conn.cursor() as cur:
        cur.execute(
            "CREATE SCHEMA src; CREATE TABLE src.t (id int PRIMARY KEY, g int, h text, v int, "
            "m numeric(12,3), t text);"
            "INSERT INTO src.t SELECT i, i % 5, (i % 3)::text, i * 7 % 50, i * 1.125, 'x' || i "
            "FROM generate_series(1, 200) i;"
            "CREATE TABLE src.side (id int PRIMARY KEY, tid int);"
            # a user trigger that rewrites the row it just inserted (nested, out-of-order deltas)
            "CREATE FUNCTION src.bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
            "UPDATE src.t SET v = v + 1000 WHERE id = NEW.tid; RETURN NULL; END $$;"
            "CREATE TRIGGER bump AFTER INSERT ON src.side FOR EACH ROW EXECUTE FUNCTION src.bump();"
        )
    for name, (sql, key) in VIEWS.items():
        r = api.install(conn, name=name, sql=sql, key=key)
        assert r.analysis.agg is not None, name
    conn.commit()
    return conn


def check(conn) -> None:
    for name in VIEWS:
        d = api.diff(conn, name=name)
        assert not d, (name, "|".join(",".join(map(str, r)) for r in d[:4]))
    conn.rollback()


def test_strategy_is_algebraic_and_shown(db):
    with db.cursor() as cur:
        cur.execute("SELECT tview, strategy FROM tview.status()")
        rows = dict(cur.fetchall())
    db.rollback()
    assert all(s.startswith("algebraic") for s in rows.values()), rows


def test_random_transactions_stay_consistent(db):
    rnd = random.Random(7)
    next_id = 1000
    with db.cursor() as cur:
        for _ in range(120):
            for _ in range(rnd.randint(1, 4)):
                op = rnd.random()
                g = rnd.choice([0, 1, 2, 3, 4, 9, None])
                if op < 0.3:
                    n = rnd.randint(1, 5)
                    cur.execute(
                        "INSERT INTO src.t SELECT %s + i, %s, %s, %s, %s, %s "
                        "FROM generate_series(0, %s - 1) i",
                        (
                            next_id,
                            g,
                            rnd.choice(["0", "1", None]),
                            rnd.choice([None, rnd.randint(-5, 60)]),
                            rnd.choice([None, round(rnd.uniform(-9, 9), 3)]),
                            rnd.choice([None, "a", "zz"]),
                            n,
                        ),
                    )
                    next_id += n
                elif op < 0.55:
                    cur.execute(
                        "UPDATE src.t SET v = %s WHERE id %% 17 = %s",
                        (rnd.choice([None, rnd.randint(-5, 60)]), rnd.randint(0, 16)),
                    )
                elif op < 0.7:
                    cur.execute(
                        "UPDATE src.t SET g = %s WHERE id %% 13 = %s", (g, rnd.randint(0, 12))
                    )
                elif op < 0.85:
                    cur.execute(
                        "DELETE FROM src.t WHERE id %% 11 = %s AND g IS NOT DISTINCT FROM %s",
                        (rnd.randint(0, 10), g),
                    )
                elif op < 0.9:
                    cur.execute(
                        "DELETE FROM src.t WHERE g IS NOT DISTINCT FROM %s", (g,)
                    )  # group empties
                elif op < 0.95:
                    # nested: the trigger rewrites a row inserted by the same statement
                    cur.execute(
                        "WITH i AS (INSERT INTO src.t VALUES (%s, %s, '0', 1, 1, 'a') "
                        "RETURNING id) INSERT INTO src.side SELECT id, id FROM i",
                        (next_id, g),
                    )
                    next_id += 1
                else:
                    cur.execute(
                        "SAVEPOINT s; UPDATE src.t SET v = -100 WHERE id % 3 = 0; "
                        "ROLLBACK TO SAVEPOINT s"
                    )
            if rnd.random() < 0.1:
                db.rollback()
            else:
                db.commit()
            check(db)


def test_truncate_and_refresh_rebuild_the_state(db):
    with db.cursor() as cur:
        cur.execute("TRUNCATE src.t")
    db.commit()
    check(db)
    with db.cursor() as cur:
        cur.execute(
            "INSERT INTO src.t SELECT i, i % 3, 'a', i, i, 'y' FROM generate_series(1, 50) i"
        )
    db.commit()
    check(db)
    # corrupt the table and its state behind the triggers' back, then refresh some keys
    with db.cursor() as cur:
        cur.execute("ALTER TABLE src.t DISABLE TRIGGER USER")
        cur.execute("UPDATE src.t SET v = v + 1 WHERE g = 1")
        cur.execute("ALTER TABLE src.t ENABLE TRIGGER USER")
    db.commit()
    with pytest.raises(AssertionError):
        check(db)
    api.refresh(db, name="tv_g", keys=[1])
    api.refresh(db, name="tv_g3", keys=[1])
    api.refresh(db, name="tv_g4", keys=[1])
    api.refresh(db, name="tv_g5", keys=[1])
    api.refresh(db, name="tv_g6", keys=[1])
    api.refresh(db, name="tv_g2")
    api.refresh(db, name="tv_gm")
    api.refresh(db, name="tv_total")
    db.commit()
    check(db)
    with db.cursor() as cur:  # and the per-group state follows: later deltas stay exact
        cur.execute("UPDATE src.t SET v = v - 1 WHERE g = 1")
    db.commit()
    check(db)


def test_one_row_update_touches_one_group(db):
    with db.cursor() as cur:
        cur.execute("SELECT xmin::text, g FROM public.tv_g ORDER BY g")
        before = dict((g, x) for x, g in cur.fetchall())
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 3")  # group 3
        cur.execute("SELECT tview.flush()")  # read-your-writes before COMMIT
        cur.execute("SELECT xmin::text, g FROM public.tv_g ORDER BY g")
        after = dict((g, x) for x, g in cur.fetchall())
    db.commit()
    changed = [g for g in before if before[g] != after.get(g)]
    assert changed == [3]
    check(db)


@pytest.mark.parametrize(
    "script",
    [
        # two statements, same groups: the flush combines their deltas per group
        ["UPDATE src.t SET v = v + 1 WHERE g = 1", "UPDATE src.t SET v = v - 7 WHERE g = 1"],
        # a writable CTE: both updates reach the statement trigger in one firing
        [
            "WITH a AS (UPDATE src.t SET v = v + 2 WHERE id = 5 RETURNING 1) "
            "UPDATE src.t SET v = 0 WHERE id = 10"
        ],
        # the second batch is rolled back: one batch is left, and the flag with it
        [
            "UPDATE src.t SET v = v + 1 WHERE g = 2",
            "SAVEPOINT s",
            "UPDATE src.t SET v = v + 5 WHERE g = 2",
            "ROLLBACK TO SAVEPOINT s",
        ],
        # the first batch is rolled back: the second one is alone
        [
            "SAVEPOINT s",
            "UPDATE src.t SET v = v + 1 WHERE g = 2",
            "ROLLBACK TO SAVEPOINT s",
            "UPDATE src.t SET v = 99 WHERE g = 2",
        ],
        # a flush in between consumes the first batch (and the flag)
        [
            "UPDATE src.t SET v = v + 1 WHERE g = 3",
            "SELECT tview.flush()",
            "UPDATE src.t SET v = -3 WHERE g = 3",
            "UPDATE src.t SET v = v + 4 WHERE g = 3",
        ],
        [
            "SET CONSTRAINTS ALL IMMEDIATE",
            "UPDATE src.t SET v = v + 1 WHERE g = 4",
            "UPDATE src.t SET v = v * 2 WHERE g = 4",
        ],
    ],
    ids=[
        "two-statements",
        "writable-cte",
        "second-rolled-back",
        "first-rolled-back",
        "flush",
        "immediate",
    ],
)
def test_batches_of_deltas_in_one_transaction(db, script):
    """One statement's deltas are one row per group and are applied as they are; the deltas
    of several statements must be combined per group first (an upsert cannot touch a state
    row twice). The delta triggers tell the flush which case it is."""
    with db.cursor() as cur:
        for stmt in script:
            cur.execute(stmt)
    db.commit()
    check(db)


# ---------------------------------------------------------------- a lone delta in a setting
# A statement that changes one group, with nothing else of the tview pending, passes its delta
# to the flush in the transaction-local setting dl_N instead of the session's delta
# table: the commit then neither reads nor empties the table.


def _lone(conn, name: str = "tv_g") -> tuple[str, int]:
    """(the lone delta setting, rows in the delta table) of `name`, inside the transaction
    (the table is created when a statement first needs it)."""
    with conn.cursor() as cur:
        cur.execute("SELECT id FROM tview.tview WHERE tbl_name = %s", (name,))
        (tid,) = cur.fetchone()
        cur.execute(
            "SELECT c.relname FROM pg_class c WHERE c.relnamespace = pg_my_temp_schema()"
            " AND c.relname LIKE %s",
            (f"tview\\_d\\_{tid}\\_%",),
        )
        found = cur.fetchone()
        rows = 0
        if found:
            cur.execute(f'SELECT count(*) FROM pg_temp."{found[0]}"')
            (rows,) = cur.fetchone()
        cur.execute(f"SELECT COALESCE(current_setting({PRIVATE}, true), '')", (f"dl_{tid}",))
        return cur.fetchone()[0], rows


def test_one_group_passes_its_delta_in_a_setting(db):
    with db.cursor() as cur:
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 3")  # group 3
        setting, rows = _lone(db)
        assert setting.startswith("(3,") and rows == 0
        # a second statement: both deltas go to the table, the setting is consumed
        cur.execute("UPDATE src.t SET v = v + 2 WHERE id = 4")
        assert _lone(db) == ("", 2)
    db.commit()
    check(db)
    with db.cursor() as cur:  # a statement over several groups writes the table at once
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id IN (3, 4)")
        assert _lone(db) == ("", 2)
    db.commit()
    check(db)


def test_a_lone_delta_follows_savepoints(db):
    with db.cursor() as cur:
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 3")
        cur.execute("SAVEPOINT s")
        cur.execute("UPDATE src.t SET v = v + 5 WHERE id = 8")  # moves the lone delta
        assert _lone(db)[1] == 2
        cur.execute("ROLLBACK TO SAVEPOINT s")  # ... and back
        setting, rows = _lone(db)
        assert setting.startswith("(3,") and rows == 0
    db.commit()
    check(db)
    with db.cursor() as cur:
        cur.execute("SAVEPOINT s")
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 3")
        cur.execute("ROLLBACK TO SAVEPOINT s")
        assert _lone(db) == ("", 0)
        cur.execute("UPDATE src.t SET v = 0 WHERE id = 9")
        assert _lone(db)[0].startswith("(4,")
    db.commit()
    check(db)


def test_a_lone_delta_with_queued_keys(db):
    with db.cursor() as cur:
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 3")  # lone delta of group 3
        cur.execute("SELECT tview.refresh('public.tv_g'::regclass, '[1, 3]')")  # queues keys
        cur.execute("UPDATE src.t SET v = 40 WHERE id = 6")  # and group 1 again
    db.commit()
    check(db)
    with db.cursor() as cur:  # a TRUNCATE after a lone delta: the full refresh covers it
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 3")
        cur.execute("TRUNCATE src.t")
        cur.execute("INSERT INTO src.t VALUES (1, 1, 'a', 5, 1, 'q')")
    db.commit()
    check(db)


def test_a_lone_delta_inserts_rescans_and_deletes_its_group(db):
    with db.cursor() as cur:
        cur.execute("INSERT INTO src.t VALUES (500, 42, 'n', 7, 1.5, 'new')")  # a new group
        assert _lone(db)[0].startswith("(42,")
    db.commit()
    check(db)
    with db.cursor() as cur:  # the group's max leaves: the group is rescanned
        cur.execute("SELECT id FROM src.t WHERE g = 2 ORDER BY v DESC, id LIMIT 1")
        (top,) = cur.fetchone()
        cur.execute("UPDATE src.t SET v = -1, t = 'a' WHERE id = %s", (top,))
        assert _lone(db)[0].startswith("(2,")
    db.commit()
    check(db)
    with db.cursor() as cur:  # the group empties: its row goes
        cur.execute("DELETE FROM src.t WHERE g = 42")
    db.commit()
    check(db)
    with db.cursor() as cur:
        cur.execute("SELECT count(*) FROM public.tv_g WHERE g = 42")
        assert cur.fetchone() == (0,)
    db.rollback()


def test_a_lone_delta_of_a_null_group_and_of_the_whole_table(db):
    with db.cursor() as cur:
        cur.execute("INSERT INTO src.t VALUES (501, NULL, NULL, NULL, NULL, NULL)")
        assert _lone(db)[0].startswith("(,")
        # tv_total has no GROUP BY: its one group always passes in the setting
        assert _lone(db, "tv_total")[0].startswith("(")
    db.commit()
    check(db)
    with db.cursor() as cur:
        cur.execute("UPDATE src.t SET v = 3 WHERE id = 501")
        cur.execute("DELETE FROM src.t WHERE id = 501")
    db.commit()
    check(db)


def test_types_whose_text_may_change_keep_the_delta_table(conn):
    """A date's text form depends on DateStyle (a float's on extra_float_digits, but float
    extremes are not kept by deltas: -0 ties 0), which the session may change before COMMIT:
    such deltas never go through a setting."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tf (id int PRIMARY KEY, g int, f date);"
            "INSERT INTO tf SELECT i, i % 3, date '2020-01-01' + i FROM generate_series(1, 30) i"
        )
    api.install(conn, name="tv_f", sql="SELECT g, max(f) AS hi FROM tf GROUP BY g", key="g")
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("UPDATE tf SET f = f + 3 WHERE id = 5")
        cur.execute("SET LOCAL DateStyle = 'SQL, DMY'")
        assert _lone(conn, "tv_f") == ("", 1)
    conn.commit()
    assert api.diff(conn, name="tv_f") == []


def test_reset_all_and_discard_temp_keep_maintenance_going(db):
    """RESET ALL clears the settings that name the session tables (a pooler runs it between
    clients), DISCARD TEMP drops the tables: either way the next statement carries on."""
    with db.cursor() as cur:
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id IN (3, 4)")  # the delta table exists
    db.commit()
    with db.cursor() as cur:
        cur.execute("RESET ALL")
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id IN (3, 4)")
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 5")
    db.commit()
    check(db)
    with db.cursor() as cur:
        cur.execute("DISCARD TEMP")
        cur.execute("UPDATE src.t SET v = v - 1 WHERE id IN (3, 5)")
    db.commit()
    check(db)
    with db.cursor() as cur:  # the owner check vouches for delta tables of that tview only
        cur.execute("SELECT id FROM tview.tview WHERE tbl_name = 'tv_g'")
        (tid,) = cur.fetchone()
        cur.execute(
            "SELECT tview._owned('tview.tview'::regclass, %s),"
            " tview._owned('tview.session_key'::regclass, %s)",
            (tid, tid),
        )
        assert cur.fetchone() == (False, False)
    db.rollback()


def test_discard_sequences_is_refused_until_discard_temp(db):
    """DISCARD SEQUENCES forgets the currval of the session key (see _arm): the
    next write says so, and DISCARD TEMP (or DISCARD ALL, RESET ALL, a new session) recovers."""
    with db.cursor() as cur:
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 3")
    db.commit()
    with db.cursor() as cur:
        cur.execute("DISCARD SEQUENCES")
        with pytest.raises(psycopg2.errors.ObjectNotInPrerequisiteState, match="session_key"):
            cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 3")
    db.rollback()
    with db.cursor() as cur:
        cur.execute("DISCARD TEMP")
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 3")
    db.commit()
    check(db)


def _writes(conn, rel: str) -> int:
    """Rows this session inserted, updated or deleted in `rel`, as far as its pending statistics
    count them (on PostgreSQL 15 they may include earlier transactions: compare two readings)."""
    with conn.cursor() as cur:
        cur.execute(
            "SELECT COALESCE(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) "
            "FROM pg_stat_xact_user_tables WHERE relid = to_regclass(%s)",
            (rel,),
        )
        return cur.fetchone()[0]


def _aux(conn, name: str) -> str:
    with conn.cursor() as cur:
        cur.execute("SELECT id FROM tview.tview WHERE tbl_name = %s", (name,))
        return f"tview.agg_{cur.fetchone()[0]}"


@pytest.mark.parametrize("several", [False, True], ids=["lone-delta", "delta-table"])
def test_state_that_is_a_view_column_is_kept_in_the_tv_row(db, several):
    """count(*), count(v), sum(v) and sum(m) of tv_g are its columns: a transaction that moves
    values between their group's extremes writes the tv row and not the state table; one that
    changes an extreme writes both."""
    aux = _aux(db, "tv_g")
    with db.cursor() as cur:
        cur.execute("SELECT mn, mx FROM public.tv_g WHERE g = 3")
        lo, hi = cur.fetchone()
        cur.execute(
            "SELECT id FROM src.t WHERE g = 3 AND v > %s AND v < %s - 1 ORDER BY id LIMIT 2",
            (lo, hi),
        )
        ids = [r[0] for r in cur.fetchall()]
        db.commit()
        tv0, aux0 = _writes(db, "public.tv_g"), _writes(db, aux)
        cur.execute("UPDATE src.t SET v = v + 1, m = m + 1 WHERE id = %s", (ids[0],))
        if several:  # a second statement: the deltas go through the session's table
            cur.execute("UPDATE src.t SET v = v - 1 WHERE id = %s", (ids[1],))
        cur.execute("SELECT tview.flush()")
        assert _writes(db, "public.tv_g") - tv0 == 1
        assert _writes(db, aux) - aux0 == 0
    db.commit()
    check(db)
    with db.cursor() as cur:  # a new maximum: the state table is written too
        aux0 = _writes(db, aux)
        cur.execute("UPDATE src.t SET v = 1000 WHERE id = %s", (ids[0],))
        cur.execute("SELECT tview.flush()")
        assert _writes(db, aux) - aux0 == 1
    db.commit()
    check(db)


def test_all_state_in_the_tv_row_needs_no_state_table(conn):
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_m (id int PRIMARY KEY, g int, v int);"
            "INSERT INTO tb_m SELECT i, i % 4, CASE WHEN i % 7 = 0 THEN NULL ELSE i END "
            "FROM generate_series(1, 100) i"
        )
    sql = "SELECT g, count(*) AS n, count(v) AS nv, sum(v) AS s, avg(v) AS a FROM tb_m GROUP BY g"
    api.install(conn, name="tv_m", sql=sql, key=["g"])
    conn.commit()
    aux = _aux(conn, "tv_m")
    with conn.cursor() as cur:
        cur.execute("SELECT to_regclass(%s)", (aux,))
        assert cur.fetchone()[0] is None
    assert "no state table" in api.explain_text(conn, name="tv_m")
    rng = random.Random(5)
    for _ in range(40):
        with conn.cursor() as cur:
            for _ in range(rng.randint(1, 3)):
                i = rng.randint(1, 120)
                op = rng.random()
                if op < 0.4:
                    v = None if rng.random() < 0.2 else rng.randint(-50, 50)
                    cur.execute("UPDATE tb_m SET v = %s, g = %s WHERE id = %s", (v, i % 6, i))
                elif op < 0.7:
                    cur.execute(
                        "INSERT INTO tb_m VALUES (%s, %s, %s) ON CONFLICT DO NOTHING",
                        (i, rng.randint(0, 6), rng.randint(0, 9)),
                    )
                else:
                    cur.execute("DELETE FROM tb_m WHERE id = %s", (i,))
        conn.commit()
        assert api.diff(conn, name="tv_m") == []
    with conn.cursor() as cur:  # groups empty out and come back
        cur.execute("DELETE FROM tb_m WHERE g = 1")
        cur.execute("INSERT INTO tb_m VALUES (1000, 1, 5)")
    conn.commit()
    assert api.diff(conn, name="tv_m") == []


def test_explain_says_where_the_state_is(db):
    text = api.explain_text(db, name="tv_g")
    assert (
        f"state: {_aux(db, 'tv_g')} holds non-NULL counts, each min/max with its number of "
        "copies per group; the rest is read from the tv row (n, nv, s, sm)"
    ) in text
    text = api.explain_text(db, name="tv_g5")  # HAVING: nothing in the tv row
    assert (
        f"state: {_aux(db, 'tv_g5')} holds the row count, non-NULL counts, sums per group (HAV"
        in text
    )


def _after_a_later_commit(conn, dsn: str, table: str, theirs: str, ours: str):
    """A REPEATABLE READ transaction that took its snapshot (reading `table`) before `conn`
    committed `theirs`, and then ran `ours`: returned uncommitted."""
    t1 = psycopg2.connect(dsn)
    t1.set_session(isolation_level="REPEATABLE READ")
    with t1.cursor() as cur:
        cur.execute(f"SELECT count(*) FROM {table}")  # the snapshot
    with conn.cursor() as cur:
        cur.execute(theirs)
    conn.commit()
    with t1.cursor() as cur:
        cur.execute(ours)
    return t1


def test_repeatable_read_sees_stored_state_changed_after_its_snapshot(conn, dsn):
    """avg(v) needs count(v), which this view does not show: it is stored. A concurrent
    transaction that changes only the stored count (a 0 into a group whose sum and average are
    0) leaves the tv row alone. A REPEATABLE READ transaction that started before it must not
    compute the average from its older count: it writes the state row too, and so fails with a
    serialization error instead (at READ COMMITTED the flush's snapshot is taken after the
    group's lock, and is current)."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_r (id int PRIMARY KEY, g int, v int);"
            "INSERT INTO tb_r VALUES (1, 1, -5), (2, 1, 5), (3, 2, 1)"
        )
    api.install(
        conn, name="tv_r", sql="SELECT g, sum(v) AS s, avg(v) AS a FROM tb_r GROUP BY g", key=["g"]
    )
    conn.commit()
    t1 = _after_a_later_commit(
        conn, dsn, "tb_r", "INSERT INTO tb_r VALUES (4, 1, 0)", "UPDATE tb_r SET v = 7 WHERE id = 2"
    )
    try:
        t1.commit()
    except psycopg2.errors.SerializationFailure:
        t1.rollback()
    t1.close()
    assert api.diff(conn, name="tv_r") == []


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT g, count(*) AS n, sum(v) AS s FROM tb_q GROUP BY g",  # no state table
        "SELECT g, count(*) AS n, min(v) AS lo FROM tb_q GROUP BY g",
    ],
    ids=["all-in-the-tv-row", "with-a-state-table"],
)
def test_a_group_created_after_the_snapshot_is_a_serialization_failure(conn, dsn, sql):
    """A REPEATABLE READ transaction whose snapshot predates another's commit of a new group
    fails with 40001 (which applications retry) when it creates the same group, not with a
    unique violation on the tview's table."""
    with conn.cursor() as cur:
        cur.execute("CREATE TABLE tb_q (id int PRIMARY KEY, g int, v int)")
        cur.execute("INSERT INTO tb_q VALUES (1, 1, 1)")
    api.install(conn, name="tv_q", sql=sql, key=["g"])
    conn.commit()
    theirs, ours = "INSERT INTO tb_q VALUES (2, 99, 5)", "INSERT INTO tb_q VALUES (3, 99, 7)"
    t1 = _after_a_later_commit(conn, dsn, "tb_q", theirs, ours)
    with pytest.raises(psycopg2.errors.SerializationFailure):
        t1.commit()
    t1.close()
    assert api.diff(conn, name="tv_q") == []


def test_a_non_unique_key_recomputes_its_groups(conn):
    """`unique=False` asks for whole-partition refresh, which the algebraic path (a new group's
    row is inserted ON CONFLICT of the key's unique index) is not."""
    with conn.cursor() as cur:
        cur.execute("CREATE TABLE tb_u (id int PRIMARY KEY, g int, v int)")
        cur.execute("INSERT INTO tb_u SELECT i, i % 3, i FROM generate_series(1, 30) i")
    sql = "SELECT g, count(*) AS n, sum(v) AS s FROM tb_u GROUP BY g"
    api.install(conn, name="tv_u", sql=sql, key=["g"], unique=False)
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("SELECT strategy FROM tview.tview WHERE tbl_name = 'tv_u'")
        assert cur.fetchone()[0] == "recompute by key (not algebraic: the key is not unique)"
        cur.execute("UPDATE tb_u SET g = 7 WHERE id < 5")
    conn.commit()
    assert api.diff(conn, name="tv_u") == []


def test_session_statistics_count_lone_deltas(db):
    """A lone delta that updates its group's row alone is counted apart (cheaper than
    rebuilding the statistics array); session_stats() adds both counts up."""

    def stats():
        row = session_stats(db, "public.tv_g5")
        return row and row[:5]

    with db.cursor() as cur:
        cur.execute("SELECT tview.reset_session_stats()")
    db.commit()
    assert stats() is None
    with db.cursor() as cur:
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 3")  # count and sum: the row alone
    db.commit()
    assert stats() == (1, 0, 0, 1, 0)
    with db.cursor() as cur:
        cur.execute(
            "SELECT current_setting('tview.sg_' || id) FROM tview.tview WHERE tbl_name = 'tv_g5'"
        )
        assert cur.fetchone() == ("1",)  # (counted apart)
    db.rollback()
    with db.cursor() as cur:  # a new group, whose sum passes tv_g5's HAVING: a row inserted
        cur.execute(
            "INSERT INTO src.t SELECT 500 + i, 42, '1', 500, 1.5, 'n' FROM generate_series(1, 2) i"
        )
    db.commit()
    check(db)
    assert stats() == (2, 0, 1, 1, 0)
    with db.cursor() as cur:
        cur.execute("UPDATE src.t SET v = v + 1 WHERE id = 3")
        cur.execute("SELECT tview.flush()")
    db.rollback()  # rolled back with the transaction
    assert stats() == (2, 0, 1, 1, 0)


def test_the_commit_trigger_applies_a_lone_delta_without_calling_the_flush_function(conn):
    """One statement's delta of one group is applied by the commit trigger itself (decision
    0012): the tv row alone when only its counts and sums change, with the group's aux row when
    an extreme moves without leaving or a stored count changes. A new group, an
    extreme that leaves, a group that empties and queued work still reach f_N, which finds the
    delta where the trigger left it."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_s (id int PRIMARY KEY, g int, v int);"
            "INSERT INTO tb_s SELECT i, i % 5, i FROM generate_series(1, 500) i"
        )
    api.install(
        conn,
        name="tv_s",
        sql="SELECT g, count(*) AS n, sum(v) AS s, max(v) AS mx FROM tb_s GROUP BY g",
        key="g",
    )
    conn.commit()
    assert 'UPDATE "public"."tv_s" AS t' in commit_trigger(conn)
    applied = [
        "UPDATE tb_s SET v = v + 1 WHERE id = 7",  # no extreme: counts and sums, the tv row
        "UPDATE tb_s SET v = 10000 WHERE id = 8",  # a new max (group 3)
        "INSERT INTO tb_s VALUES (1001, 3, 10000)",  # a second copy of it
        "UPDATE tb_s SET v = 5 WHERE id = 1001",  # one copy leaves, one stays
        "DELETE FROM tb_s WHERE id = 13",  # a row leaves its group
        "UPDATE tb_s SET v = NULL WHERE id = 18",  # count(v), stored: no view column
        "UPDATE tb_s SET v = 18 WHERE id = 18",
    ]
    fallbacks = [
        "UPDATE tb_s SET v = 1 WHERE id = 8",  # the max leaves: rescanned
        "INSERT INTO tb_s VALUES (1000, 77, 1)",  # a new group
        "DELETE FROM tb_s WHERE g = 2",  # a group empties
        "UPDATE tb_s SET v = v + 1 WHERE id IN (7, 8)",  # two groups: the delta table
    ]
    with flush_function_refused(conn, "tv_s"):  # only the inlined block may apply
        for sql in applied:
            with conn.cursor() as cur:
                cur.execute(sql)
            conn.commit()
            assert api.diff(conn, name="tv_s") == [], sql
        for sql in fallbacks:
            with conn.cursor() as cur:
                cur.execute(sql)
            with pytest.raises(psycopg2.Error, match="f_N called"):
                conn.commit()
            conn.rollback()
    for sql in fallbacks:
        with conn.cursor() as cur:
            cur.execute(sql)
        conn.commit()
        assert api.diff(conn, name="tv_s") == [], sql


def _armed(conn) -> str:
    """The transaction's private record that it armed the commit-time flush ('' if not)."""
    with conn.cursor() as cur:
        cur.execute(f"SELECT COALESCE(current_setting({PRIVATE}, true), '')", ("armed",))
        return cur.fetchone()[0]


def _extremes_match(conn, table: str, aux: str) -> None:
    """The aux rows of a `SELECT g, ..., max(v) ... GROUP BY g` tview hold each group's max and
    its number of copies, as counted in `table` (what later deltas rely on)."""
    with conn.cursor() as cur:
        cur.execute(
            f"SELECT g, max(v), count(*) FILTER (WHERE v = m) FROM (SELECT g, v, max(v) OVER "
            f"(PARTITION BY g) AS m FROM {table}) s GROUP BY g "
            f'EXCEPT ALL SELECT g, "__e0", "__ec0" FROM {aux}'
        )
        assert cur.fetchall() == []
    conn.rollback()


@pytest.fixture
def tb_p(conn):
    """tb_p: 1,000 rows, group 0 holding ids 1-700 and a fifth of the rest, and tv_p over it."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_p (id int PRIMARY KEY, g int, v int, m numeric, w text);"
            "INSERT INTO tb_p SELECT i, CASE WHEN i <= 700 THEN 0 ELSE i % 5 END, i, i / 4.0, "
            "'w' || i FROM generate_series(1, 1000) i"
        )
    api.install(
        conn,
        name="tv_p",
        sql="SELECT g, count(*) AS n, sum(v) AS s, max(v) AS mx, sum(m) AS sm FROM tb_p GROUP BY g",
        key="g",
    )
    conn.commit()
    return conn


def test_a_statement_that_changes_no_aggregate_queues_nothing(tb_p):
    """Values replaced by themselves (or no row at all) leave the group's state as it was: the
    delta trigger finds that in its one pass and queues, and arms, nothing."""
    conn = tb_p
    with conn.cursor() as cur:
        # (the session's key, which names its private settings: no statement below sets it up)
        cur.execute("SELECT tview._arm()")
        cur.execute("UPDATE tb_p SET v = v, m = m, w = 'other' WHERE id = 3")
        cur.execute("UPDATE tb_p SET v = v + 1 WHERE id < 0")  # no row
        assert _lone(conn, "tv_p") == ("", 0) and _armed(conn) == ""
        cur.execute("SELECT xmin::text FROM public.tv_p ORDER BY g")
        before = cur.fetchall()
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("SELECT xmin::text FROM public.tv_p ORDER BY g")
        assert cur.fetchall() == before
        # an equal numeric of another scale changes the sum's scale: not nothing
        cur.execute("UPDATE tb_p SET m = 0.750 WHERE id = 3")
        assert _lone(conn, "tv_p")[0] != "" and _armed(conn) != ""
    conn.commit()
    assert api.diff(conn, name="tv_p") == []
    with conn.cursor() as cur:
        cur.execute(
            "SELECT (SELECT sm::text FROM public.tv_p WHERE g = 0) = "
            "(SELECT sum(m)::text FROM tb_p WHERE g = 0)"
        )
        assert cur.fetchone() == (True,)
    conn.rollback()


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE tb_p SET v = v + 1 WHERE id = 15",  # one row
        "UPDATE tb_p SET v = 100000 WHERE id IN (10, 15)",  # two copies of a new max
        "UPDATE tb_p SET v = 100000 + id WHERE id IN (10, 15, 20)",  # distinct new maxima
        "INSERT INTO tb_p SELECT i, 0, 200000, 1 FROM generate_series(1001, 1003) i",  # equal
        "INSERT INTO tb_p SELECT i, 0, 100000 + i, 1 FROM generate_series(1001, 1003) i",
        "DELETE FROM tb_p WHERE id IN (699, 700)",  # the max and another value leave
        "UPDATE tb_p SET v = v - 1 WHERE id <= 64",  # 64 rows
        "UPDATE tb_p SET v = v - 1 WHERE id <= 65",  # 65 rows
        "UPDATE tb_p SET v = 0 WHERE id = 700",  # the max leaves
        "DELETE FROM tb_p WHERE id IN (5, 25)",  # one group, several rows
        "UPDATE tb_p SET g = NULL WHERE id IN (30, 40)",  # out of one group, into another
        "UPDATE tb_p SET g = 1 WHERE id = 30",  # one row, two groups
    ],
)
def test_small_statements_of_one_group_pass_their_delta_in_the_setting(tb_p, statement):
    """A statement of at most 64 rows in one group gets its delta from plain aggregates when
    each side's extreme copies are known from them, else from the general statement: either
    way the delta is exact, and so is the state later deltas read."""
    conn = tb_p
    with conn.cursor() as cur:
        cur.execute(statement)
        setting, rows = _lone(conn, "tv_p")
        assert (setting != "" and rows == 0) or "g =" in statement  # (two groups: the table)
    conn.commit()
    assert api.diff(conn, name="tv_p") == []
    _extremes_match(conn, "tb_p", _aux(conn, "tv_p"))
    for later in (  # later deltas read the state those left
        "UPDATE tb_p SET v = -1 WHERE v = (SELECT max(v) FROM tb_p WHERE g = 0) AND g = 0",
        "DELETE FROM tb_p WHERE g IS NULL OR id = 1000",
        "UPDATE tb_p SET v = v + 1 WHERE id = 2",
        "INSERT INTO tb_p SELECT i, 0, 300000, 1 FROM generate_series(1101, 1103) i",
        "DELETE FROM tb_p WHERE id IN (3, 1101)",  # one copy of three leaves, with another
    ):
        with conn.cursor() as cur:
            cur.execute(later)
        conn.commit()
        assert api.diff(conn, name="tv_p") == []
        _extremes_match(conn, "tb_p", _aux(conn, "tv_p"))


def test_a_lone_delta_is_a_row_of_the_tviews_delta_type(db):
    """The flush reads a lone delta as a row of the tview's composite type tview.dl_N, whose
    fields it names (typed parameters, decision 0012); a numeric key keeps its scale through
    it."""
    with db.cursor() as cur:
        cur.execute(
            "SELECT tbl_name, id FROM tview.tview WHERE tbl_name IN ('tv_g', 'tv_gm', 'tv_g4')"
        )
        ids = dict(cur.fetchall())
        cur.execute("SELECT pg_get_functiondef('tview._on_commit'::regproc)")
        (body,) = cur.fetchone()
        cur.execute("UPDATE src.t SET v = v + 3 WHERE id = 8")  # m = 9.000
        setting, rows = _lone(db, "tv_gm")
    assert setting.startswith("(9.000,0,") and rows == 0, setting
    db.commit()
    check(db)
    for name in ("tv_gm", "tv_g4", "tv_g"):
        assert f'\'dl_{ids[name]}\'), true)::"tview"."dl_{ids[name]}";' in body, name


def test_text_keys_travel_in_a_lone_delta_as_they_are(conn):
    """Keys whose text a row's text form must quote or escape (commas, parentheses, quotes, a
    backslash, the empty string, which is no NULL) reach their groups, each by a one-row
    statement whose delta travels in the setting."""
    keys = ["a,b", "(x)", 'say "hi"', "back\\slash", "", " pad ", None]
    with conn.cursor() as cur:
        cur.execute("CREATE TABLE tb_k (id int PRIMARY KEY, k text, v int)")
        for i, k in enumerate(keys * 3):
            cur.execute("INSERT INTO tb_k VALUES (%s, %s, %s)", (i, k, i))
    api.install(
        conn,
        name="tv_k",
        sql="SELECT k, count(*) AS n, sum(v) AS s, max(v) AS hi FROM tb_k GROUP BY k",
        key="k",
    )
    conn.commit()
    for i in range(len(keys) * 3):
        with conn.cursor() as cur:
            cur.execute("UPDATE tb_k SET v = v + 100 * (%s %% 2) - 1 WHERE id = %s", (i, i))
        conn.commit()
        assert api.diff(conn, name="tv_k") == [], keys[i % len(keys)]


def test_random_one_row_statements_stay_exact(conn):
    """Random one-row statements, each its own transaction, against the oracle after each:
    values that become or stop being extremes (with copies), NULLs (a stored count), rows that
    enter and leave groups, groups that appear and empty. The commit trigger applies most of
    them with the group's aux row, the rest reach f_N; a view with HAVING takes
    the general path for the same statements."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_r (id int PRIMARY KEY, g int, v int);"
            "INSERT INTO tb_r SELECT i, i % 4, CASE WHEN i % 9 = 0 THEN NULL ELSE i % 7 END "
            "FROM generate_series(1, 60) i"
        )
    views = {
        "tv_r": "SELECT g, count(*) AS n, count(v) AS nv, sum(v) AS s, avg(v) AS a, "
        "min(v) AS lo, max(v) AS hi FROM tb_r GROUP BY g",
        # counts that are no view column: stored in the aux row
        "tv_rs": "SELECT g, sum(v) AS s, max(v) AS hi FROM tb_r GROUP BY g",
        "tv_rm": "SELECT g, min(v) AS lo FROM tb_r GROUP BY g",  # no count or sum shown
        "tv_rh": "SELECT g, count(*) AS n, min(v) AS lo, max(v) AS hi FROM tb_r GROUP BY g "
        "HAVING count(*) > 12",
    }
    for name, sql in views.items():
        api.install(conn, name=name, sql=sql, key="g")
    conn.commit()
    rnd = random.Random(11)
    ids = list(range(1, 61))
    next_id = 61
    for _ in range(160):
        op = rnd.random()
        value = rnd.choice([None, rnd.randint(-2, 9), rnd.choice([-40, 40]), rnd.randint(-99, 99)])
        with conn.cursor() as cur:
            if op < 0.6 and ids:
                cur.execute("UPDATE tb_r SET v = %s WHERE id = %s", (value, rnd.choice(ids)))
            elif op < 0.8:
                g = rnd.choice([0, 1, 2, 3, 3, rnd.randint(4, 6)])
                cur.execute("INSERT INTO tb_r VALUES (%s, %s, %s)", (next_id, g, value))
                ids.append(next_id)
                next_id += 1
            elif ids:
                victim = rnd.choice(ids)
                ids.remove(victim)
                cur.execute("DELETE FROM tb_r WHERE id = %s", (victim,))
        conn.commit()
        for name in views:
            assert api.diff(conn, name=name) == [], name
    # a group of NULLs only: no extreme moves, and its last row leaves (the group empties)
    for sql in [
        "INSERT INTO tb_r VALUES (9001, 9, NULL)",
        "INSERT INTO tb_r VALUES (9002, 9, NULL)",
        "DELETE FROM tb_r WHERE id = 9001",
        "DELETE FROM tb_r WHERE id = 9002",
    ]:
        with conn.cursor() as cur:
            cur.execute(sql)
        conn.commit()
        for name in views:
            assert api.diff(conn, name=name) == [], (name, sql)


def _flush_body(conn, table: str) -> str:
    """The definition of the flush function f_N of `table`'s tview (ends the transaction)."""
    return function_def(conn, flush_function(conn, table))


def _catalog(conn, table: str, column: str):
    """Column `column` of the catalog row of `table`'s tview (ends the transaction)."""
    with conn.cursor() as cur:
        cur.execute(f"SELECT {column} FROM tview.tview WHERE tbl_name = %s", (table,))
        (value,) = cur.fetchone()
    conn.rollback()
    return value


BARE_VIEW = (
    "SELECT g, count(*) AS n, sum(v) AS s, avg(v) AS a, sum(w) AS sw, avg(w) AS aw, min(v) AS lo, "
    "max(v) AS hi FROM {t} GROUP BY g"
)


def _bare_source(conn, table: str) -> None:
    with conn.cursor() as cur:
        cur.execute(
            f"CREATE TABLE {table} (id int PRIMARY KEY, g int NOT NULL, v int NOT NULL, "
            "w numeric(10,2) NOT NULL);"
            f"INSERT INTO {table} SELECT i, i % 5, i, i / 4.0 FROM generate_series(1, 50) i"
        )


def test_a_view_over_not_null_columns_reads_its_tv_row_alone(conn):
    """Where each extreme is a view column and every count is of a NOT NULL column, which the
    row count stands for, the lone statement reads the group's tv row alone (sqlgen
    plan_aggregate, bare): one-row UPDATEs that move no extreme, and the statements that move
    stored state, never reach f_N. A view over a nullable column keeps reading the aux row."""
    _bare_source(conn, "tb_b")
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_bn (id int PRIMARY KEY, g int NOT NULL, v int, "
            "w numeric(10,2) NOT NULL);"
            "INSERT INTO tb_bn SELECT * FROM tb_b"
        )
    api.install(conn, name="tv_b", sql=BARE_VIEW.format(t="tb_b"), key="g")
    api.install(conn, name="tv_bn", sql=BARE_VIEW.format(t="tb_bn"), key="g")
    conn.commit()
    assert "NOT c.agg_nulls" in _flush_body(conn, "tv_b")
    assert "NOT c.agg_nulls" not in _flush_body(conn, "tv_bn")
    alone = "a one-row change that moves no extreme reads the tv row alone"
    assert alone in api.explain_text(conn, name="tv_b")
    assert alone not in api.explain_text(conn, name="tv_bn")
    conn.rollback()
    assert 'AS aux_row\n             WHERE t."g"' in _flush_body(conn, "tv_bn")  # (its aux row)
    applied = [
        "UPDATE tb_b SET v = v + 1, w = w * 3 WHERE id = 21",  # no extreme: the tv row alone
        "UPDATE tb_b SET v = 1000 WHERE id = 26",  # a new max: the aux row too (lone_stored)
        "INSERT INTO tb_b VALUES (1001, 1, 7, 0.5)",  # a row joins: a stored count moves
        "DELETE FROM tb_b WHERE id = 31",
    ]
    aux = "SELECT xmin::text FROM tview.agg_{} WHERE g = 1".format(_catalog(conn, "tv_b", "id"))
    with flush_function_refused(conn, "tv_b"):
        for sql in applied:
            with conn.cursor() as cur:
                cur.execute(aux)
                before = cur.fetchone()
                cur.execute(sql)
            conn.commit()
            assert api.diff(conn, name="tv_b") == [], sql
            if sql == applied[0]:  # (the tv row alone: the group's aux row is as it was)
                with conn.cursor() as cur:
                    cur.execute(aux)
                    assert cur.fetchone() == before
                conn.rollback()
    rnd = random.Random(5)
    ids = [i for i in range(1, 51) if i != 31] + [1001]
    for i in range(120):
        with conn.cursor() as cur:
            if rnd.random() < 0.7:
                cur.execute(
                    "UPDATE tb_b SET v = %s, w = w + %s WHERE id = %s",
                    (
                        rnd.choice([rnd.randint(-5, 60), rnd.choice([-500, 500])]),
                        rnd.randint(-3, 3),
                        rnd.choice(ids),
                    ),
                )
            elif rnd.random() < 0.5:
                cur.execute(
                    "INSERT INTO tb_b VALUES (%s, %s, %s, 1)",
                    (2000 + i, rnd.randint(0, 5), rnd.randint(0, 60)),
                )
                ids.append(2000 + i)
            else:
                victim = rnd.choice(ids)
                ids.remove(victim)
                cur.execute("DELETE FROM tb_b WHERE id = %s", (victim,))
        conn.commit()
        assert api.diff(conn, name="tv_b") == [], i
    assert not _catalog(conn, "tv_b", "agg_nulls")


def test_a_null_after_its_not_null_is_dropped_turns_the_bare_statement_away(conn):
    """The install's NOT NULL no longer holds once it is dropped: the first NULL to join a group
    sets tview.agg_nulls, whichever way it comes (a lone delta, the delta table of a
    transaction of several statements, a group rebuilt by refresh after writes the triggers
    did not see), and the statement that would divide the sum by the row count stands aside.
    Each tview then takes an UPDATE in that group, whose average the bare statement would get
    wrong."""
    for t in ("tb_n1", "tb_n2", "tb_n3"):
        _bare_source(conn, t)
        api.install(conn, name=t.replace("tb_", "tv_"), sql=BARE_VIEW.format(t=t), key="g")
    conn.commit()
    with conn.cursor() as cur:
        for t in ("tb_n1", "tb_n2", "tb_n3"):
            cur.execute(f"ALTER TABLE {t} ALTER COLUMN v DROP NOT NULL")
        cur.execute("INSERT INTO tb_n1 VALUES (1001, 1, NULL, 1)")  # a lone delta
    conn.commit()
    with conn.cursor() as cur:  # two statements, two groups: the delta table
        cur.execute("INSERT INTO tb_n2 VALUES (1001, 1, NULL, 1)")
        cur.execute("UPDATE tb_n2 SET v = v + 1 WHERE id = 22")
    conn.commit()
    with conn.cursor() as cur:  # rows no trigger saw, then the group rebuilt
        cur.execute("ALTER TABLE tb_n3 DISABLE TRIGGER USER")
        cur.execute("INSERT INTO tb_n3 VALUES (1001, 1, NULL, 1)")
        cur.execute("ALTER TABLE tb_n3 ENABLE TRIGGER USER")
    conn.commit()
    api.refresh(conn, name="tv_n3", keys=[1])
    conn.commit()
    for name in ("tv_n1", "tv_n2", "tv_n3"):
        assert api.diff(conn, name=name) == [], name
        assert _catalog(conn, name, "agg_nulls"), name
        with conn.cursor() as cur:
            cur.execute(f"UPDATE {name.replace('tv_', 'tb_')} SET v = v + 1 WHERE id = 21")
        conn.commit()
        assert api.diff(conn, name=name) == [], name
    # a new install (NOT NULL dropped) reads the aux row again; the flag starts afresh
    api.install(conn, name="tv_n1", sql=BARE_VIEW.format(t="tb_n1"), key="g", full_refresh=True)
    conn.commit()
    assert not _catalog(conn, "tv_n1", "agg_nulls")
    assert "NOT c.agg_nulls" not in _flush_body(conn, "tv_n1")


def _pending_delta(conn, name: str) -> str:
    """The lone delta setting of tview `name` inside the open transaction ('' when none)."""
    with conn.cursor() as cur:
        cur.execute("SELECT id FROM tview.tview WHERE tbl_name = %s", (name,))
        (tid,) = cur.fetchone()
        cur.execute(f"SELECT COALESCE(current_setting({PRIVATE}, true), '')", (f"dl_{tid}",))
        return cur.fetchone()[0]


def test_a_one_row_update_reads_its_two_rows_without_aggregates(conn):
    """An UPDATE of one row (one on each side after the view's WHERE) takes its delta from the
    two rows as they are (agg_triggers.pair_probe, decision 0013): the same delta the aggregate
    probe makes, NULLs included; no change to an argument queues nothing; a row that moves to
    another group, leaves or enters the WHERE, or a statement of more rows, goes the probe's
    way. Against the oracle after each."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_q (id int PRIMARY KEY, g int, v int, w numeric, live boolean);"
            "INSERT INTO tb_q SELECT i, i % 3, i, i * 1.5, i % 7 <> 0 FROM generate_series(1, 60) i"
        )
    api.install(
        conn,
        name="tv_q",
        sql="SELECT g, count(*) AS n, count(v) AS nv, sum(v) AS s, avg(w) AS a, min(v) AS lo,"
        " max(v) AS hi FROM tb_q WHERE live GROUP BY g",  # (max(w): ties 1.0 = 1.00 unlike)
        key="g",
    )
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("SELECT prosrc FROM pg_proc WHERE proname ~ '^d_[0-9]+_[0-9]+_upd$'")
        (body,) = cur.fetchone()
    assert "OFFSET 1" in body and "AS n,\n" in body  # the pair statement is there
    cases = [
        ("UPDATE tb_q SET v = v + 1 WHERE id = 4", True),  # g 1: v 4 -> 5, an extreme's copy
        ("UPDATE tb_q SET v = NULL WHERE id = 5", True),  # a value becomes NULL
        ("UPDATE tb_q SET v = 50 WHERE id = 5", True),  # and back
        ("UPDATE tb_q SET w = w + 0.5, v = v WHERE id = 8", True),
        ("UPDATE tb_q SET v = NULL WHERE id = 10", True),
        ("UPDATE tb_q SET v = NULL WHERE id = 10", False),  # NULL to NULL: nothing
        ("UPDATE tb_q SET v = v WHERE id = 11", False),  # no argument changes: nothing
        ("UPDATE tb_q SET g = 2 WHERE id = 13", False),  # to another group: the general way
        ("UPDATE tb_q SET live = false WHERE id = 16", True),  # leaves the WHERE: the probe
        ("UPDATE tb_q SET live = true, v = 1 WHERE id = 14", True),  # enters it
        ("UPDATE tb_q SET v = v + 1 WHERE id IN (19, 22)", True),  # two rows, one group
        ("UPDATE tb_q SET v = v + 1 WHERE id IN (20, 22)", False),  # two groups
        ("UPDATE tb_q SET v = v + 1 WHERE id = 1000", False),  # no row
    ]
    for stmt, lone in cases:
        with conn.cursor() as cur:
            cur.execute(stmt)
        assert (_pending_delta(conn, "tv_q") != "") == lone, stmt
        conn.commit()
        assert api.diff(conn, name="tv_q") == [], stmt
    # the pair's delta is the one the aggregate probe makes for it (the text
    # compared): g 1, no rows in or out, v 25 -> 26 and w 37.5 -> 40, each with its count
    with conn.cursor() as cur:
        cur.execute("UPDATE tb_q SET v = 26, w = 40 WHERE id = 25")
    assert _pending_delta(conn, "tv_q") == "(1,0,0,1,0,2.5,26,1,25,1,26,1,25,1,0,1,1,1)"
    conn.commit()
    assert api.diff(conn, name="tv_q") == []
