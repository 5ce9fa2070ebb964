"""The algebraic strategy (GROUP BY views maintained from per-group deltas) against the oracle."""

from __future__ import annotations

import random

import pytest

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
    api.refresh(db, name="tv_g2")
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
