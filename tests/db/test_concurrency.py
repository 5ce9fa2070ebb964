"""Concurrency (issue 3): several clients, shared keys, every isolation level.

Each client is a thread with its own connection running random transactions against shared
keys.  The workload itself is deadlock-free (every transaction locks source rows in one global
order: tb_a by id, then tb_b by id, then tb_c by id; no deletes that cascade across tables), so
any deadlock (40P01) is caused by tview maintenance and fails the test.  READ COMMITTED must
commit everything; REPEATABLE READ / SERIALIZABLE may fail with 40001 (counted, retried by
the next transaction) but must never leave a tview different from its view.  Consistency is
checked at quiescent points (all clients joined) after every round.

Env: TVIEW_CONC_TX (transactions per client per round, default 25), TVIEW_CONC_ROUNDS
(default 3), TVIEW_CONC_CLIENTS (default 4), TVIEW_CONC_SECONDS (throughput window, default 3),
TVIEW_CONC_REPORT (append a JSON line with the figures to this file), TVIEW_CONC_SHAPES
(comma list of oracle shape names to install).
"""

from __future__ import annotations

import json
import os
import random
import sys
import threading
import time
from collections import Counter

import psycopg2
import psycopg2.extensions as ext
import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from helpers import commit_or_code, waits_behind_flushed_writer  # noqa: E402
from oracle import backend  # noqa: E402
from oracle.schema import SOURCES_DDL  # noqa: E402
from oracle.shapes import BY_NAME, Shape, closure  # noqa: E402

TX = int(os.environ.get("TVIEW_CONC_TX", "25"))
ROUNDS = int(os.environ.get("TVIEW_CONC_ROUNDS", "3"))
CLIENTS = int(os.environ.get("TVIEW_CONC_CLIENTS", "4"))
SECONDS = float(os.environ.get("TVIEW_CONC_SECONDS", "3"))

LEVELS = {
    "read_committed": ext.ISOLATION_LEVEL_READ_COMMITTED,
    "repeatable_read": ext.ISOLATION_LEVEL_REPEATABLE_READ,
    "serializable": ext.ISOLATION_LEVEL_SERIALIZABLE,
}

# shapes under concurrent load: join, grouped aggregate with HAVING (write-skew prone),
# global aggregate (one hot key), algebraic groups with their state all in the tv row and with
# a state table, JSON document over 3 sources, 3-level stack
CONC_SHAPES = [
    n
    for n in os.environ.get(
        "TVIEW_CONC_SHAPES",
        "j_inner,g_join,g_having,g_global,g_count,g_min_max,jd_nested,tt3,e_not_exists",
    ).split(",")
    if n
]

SEED_SQL = """
INSERT INTO tb_a SELECT i, i % 3, i % 5, 'n' || (i % 4), i % 2 = 0 FROM generate_series(1, 12) i;
INSERT INTO tb_b SELECT i, 1 + i % 12, i % 7, 't' || (i % 3) FROM generate_series(1, 24) i;
INSERT INTO tb_c SELECT i, i, i % 3, i % 4 FROM generate_series(1, 12) i;
"""

# tt2 of the oracle's shapes with a min: the changed definition the re-install tests install
TT2_WITH_MIN = "SELECT grp, count(*) AS n, sum(val) AS s, min(val) AS lo FROM tv_tt1 GROUP BY grp"


def report(entry: dict):
    print(json.dumps(entry, sort_keys=True))
    path = os.environ.get("TVIEW_CONC_REPORT")
    if path:
        with open(path, "a") as f:
            f.write(json.dumps(entry, sort_keys=True) + "\n")


def install_all(dsn: str, shapes: list[Shape], seed_sql: str = SEED_SQL) -> list[Shape]:
    api = backend.get_api()
    group: list[Shape] = []
    for s in shapes:
        for x in closure(s):
            if x not in group:
                group.append(x)
    conn = psycopg2.connect(dsn)
    try:
        with conn.cursor() as cur:
            cur.execute(SOURCES_DDL)
            cur.execute(seed_sql)
        conn.commit()
        api.ensure_runtime(conn)
        for s in group:
            backend.install(api, conn, s)
        conn.commit()
    finally:
        conn.close()
    return group


def diffs(dsn: str, group: list[Shape]) -> dict:
    api = backend.get_api()
    conn = psycopg2.connect(dsn)
    try:
        out = {s.tview: api.diff(conn, name=s.tview, schema="public") for s in group}
        conn.rollback()
        return {k: v for k, v in out.items() if v}
    finally:
        conn.close()


def random_tx(rng: random.Random, a_ids, b_ids, c_ids, churn_ids) -> list[tuple]:
    """Statements sorted in the global lock order (table, id)."""
    ops = {}
    for _ in range(rng.randint(1, 4)):
        kind = rng.random()
        if kind < 0.3:
            i = rng.choice(a_ids)
            ops[(0, i)] = (
                "UPDATE tb_a SET val = %s, grp = %s, flag = %s WHERE id = %s",
                (rng.randint(0, 5), rng.choice([None, 0, 1, 2]), rng.choice([True, False]), i),
            )
        elif kind < 0.6:
            i = rng.choice(b_ids)
            ops[(1, i)] = (
                "UPDATE tb_b SET val = %s, a_id = %s WHERE id = %s",
                (rng.randint(0, 6), rng.choice(a_ids + [None]), i),
            )
        elif kind < 0.75:
            i = rng.choice(churn_ids)
            ops[(1, i)] = (
                "INSERT INTO tb_b VALUES (%s, %s, %s, 'c') ON CONFLICT (id) DO "
                "UPDATE SET val = EXCLUDED.val, a_id = EXCLUDED.a_id",
                (i, rng.choice(a_ids), rng.randint(0, 6)),
            )
        elif kind < 0.85:
            i = rng.choice(churn_ids)
            ops[(1, i)] = ("DELETE FROM tb_b WHERE id = %s", (i,))
        else:
            i = rng.choice(c_ids)
            # tb_c is partitioned: name the partitioned table or the row's partition
            table = rng.choice(["tb_c", "tb_c_lo" if i < 4 else "tb_c_hi"])
            ops[(2, i)] = (
                f"UPDATE {table} SET val = %s, grp = %s WHERE id = %s",
                (rng.randint(0, 4), rng.choice([0, 1, 2]), i),
            )
    return [ops[k] for k in sorted(ops)]


class Client(threading.Thread):
    def __init__(self, dsn, level, n_tx, seed, keys, stats, errors, deadline=None):
        super().__init__(daemon=True)
        self.dsn, self.level, self.n_tx = dsn, level, n_tx
        self.rng = random.Random(seed)
        self.keys, self.stats, self.errors, self.deadline = keys, stats, errors, deadline

    def run(self):
        conn = psycopg2.connect(self.dsn)
        conn.set_isolation_level(self.level)
        try:
            done = 0
            while (done < self.n_tx) if self.deadline is None else (time.time() < self.deadline):
                done += 1
                tx = random_tx(self.rng, *self.keys)
                try:
                    with conn.cursor() as cur:
                        for stmt, params in tx:
                            cur.execute(stmt, params)
                    conn.commit()
                    self.stats["commits"] += 1
                except psycopg2.Error as e:
                    conn.rollback()
                    code = e.pgcode or "?"
                    self.stats[f"err_{code}"] += 1
                    if code not in ("40001",):
                        self.errors.append(
                            (
                                code,
                                str(e).strip().splitlines()[0],
                                e.diag.message_detail,
                                e.diag.context,
                                tx,
                            )
                        )
        finally:
            conn.close()


def run_clients(dsn, level, n_clients, n_tx, keys_for, seed=0, seconds=None):
    stats: Counter = Counter()
    errors: list = []
    deadline = time.time() + seconds if seconds else None
    threads = [
        Client(dsn, level, n_tx, seed * 100 + i, keys_for(i), stats, errors, deadline)
        for i in range(n_clients)
    ]
    t0 = time.time()
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=600)
    return stats, errors, time.time() - t0


SHARED_KEYS = (list(range(1, 9)), list(range(1, 17)), list(range(1, 9)), list(range(50, 58)))


_LEVEL_PARAMS = [
    pytest.param("read_committed"),
    pytest.param("repeatable_read"),
    pytest.param("serializable"),
]


@pytest.mark.parametrize("level", _LEVEL_PARAMS)
def test_concurrent_writers_keep_tviews_consistent(dsn, level):
    group = install_all(dsn, [BY_NAME[n] for n in CONC_SHAPES])
    total: Counter = Counter()
    problems = []
    for rnd in range(ROUNDS):
        stats, errors, secs = run_clients(
            dsn, LEVELS[level], CLIENTS, TX, lambda i: SHARED_KEYS, seed=rnd
        )
        total.update(stats)
        total["checks"] += len(group)
        d = diffs(dsn, group)
        if errors:
            problems.append(f"round {rnd}: unexpected errors {errors[:5]}")
        if d:
            problems.append(
                f"round {rnd}: tviews differ from their views after quiescence: "
                + "; ".join(f"{k}: {v[:6]}" for k, v in d.items())
            )
            break
    report(
        {
            "test": "concurrency",
            "level": level,
            "pg": os.environ.get("TVIEW_PG", "16"),
            "clients": CLIENTS,
            **total,
        }
    )
    assert total["commits"] > 0
    assert not problems, "\n".join(problems)
    if level == "read_committed":
        assert total["err_40001"] == 0


def _disjoint(n):
    """Keys of client i: its own tb_a / tb_b / tb_c rows (no row shared between clients)."""

    def keys_for(i):
        a = list(range(1 + i * 3, 4 + i * 3))
        b = [x for x in range(1, 25) if 1 + x % 12 in a]
        c = a
        churn = list(range(100 + 10 * i, 105 + 10 * i))
        return (a, b, c, churn)

    return keys_for


@pytest.mark.parametrize("variant", ["plain", "tview"])
def test_throughput_disjoint_writers(dsn, variant):
    """Report tx/s of 1 vs 4 writers on disjoint keys (no timing assertion)."""
    if variant == "tview":
        group = install_all(
            dsn, [BY_NAME["j_inner"], BY_NAME["j_left_parent"], BY_NAME["jd_nested"]]
        )
    else:
        conn = psycopg2.connect(dsn)
        with conn.cursor() as cur:
            cur.execute(SOURCES_DDL)
            cur.execute(SEED_SQL)
        conn.commit()
        conn.close()
        group = []
    figures = {}
    for n in (1, 4):
        stats, errors, secs = run_clients(
            dsn, ext.ISOLATION_LEVEL_READ_COMMITTED, n, 0, _disjoint(n), seed=7, seconds=SECONDS
        )
        assert not errors, errors[:5]
        figures[f"tps_{n}"] = round(stats["commits"] / secs, 1)
    figures["scaling_4_vs_1"] = round(figures["tps_4"] / max(figures["tps_1"], 0.1), 2)
    report(
        {
            "test": "throughput",
            "variant": variant,
            "pg": os.environ.get("TVIEW_PG", "16"),
            "seconds": SECONDS,
            **figures,
        }
    )
    if group:
        assert not diffs(dsn, group)


# ------------------------------------------------------------------ deterministic repros
J_SQL = "SELECT b.id, b.val, a.grp FROM tb_b b JOIN tb_a a ON a.id = b.a_id"


def _join_fixture(dsn):
    api = backend.get_api()
    c = psycopg2.connect(dsn)
    with c.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_a (id int PRIMARY KEY, grp int);"
            "CREATE TABLE tb_b (id int PRIMARY KEY, a_id int REFERENCES tb_a, val int);"
            "INSERT INTO tb_a VALUES (1, 0), (2, 0); INSERT INTO tb_b VALUES (11, 1, 0)"
        )
    c.commit()
    api.install(c, name="tv_j", sql=J_SQL, key=["id"])
    c.commit()
    return api, c


@pytest.mark.parametrize(
    "level",
    [
        pytest.param("read_committed"),
        pytest.param("repeatable_read"),
        pytest.param("serializable"),
    ],
)
def test_concurrent_join_partner_change(dsn, level):
    """T1 changes a join partner; T2 moves a row onto that partner and commits first.

    At SERIALIZABLE PostgreSQL may reject T1 (40001, fine); otherwise the tview must
    show the row with T1's value after both commits."""
    api, c = _join_fixture(dsn)
    t1, t2 = psycopg2.connect(dsn), psycopg2.connect(dsn)
    for t in (t1, t2):
        t.set_isolation_level(LEVELS[level])
    try:
        t1.cursor().execute("UPDATE tb_a SET grp = 2 WHERE id = 2")
        t2.cursor().execute("UPDATE tb_b SET a_id = 2 WHERE id = 11")
        t2.commit()
        try:
            t1.commit()
        except psycopg2.errors.SerializationFailure:
            t1.rollback()
        assert api.diff(c, name="tv_j") == []
    finally:
        for x in (t1, t2, c):
            x.close()


@pytest.mark.parametrize("level", ["read_committed", "repeatable_read"])
def test_join_writer_waits_for_recomputing_writer(dsn, level):
    """T2 moves a row onto a partner and has recomputed it (flushed, not committed); T1 then
    changes the partner and commits. T1 must wait for T2 and see its commit (READ COMMITTED)
    or fail with 40001 (REPEATABLE READ); it must never commit a stale tview."""
    api, c = _join_fixture(dsn)
    try:
        outcome = waits_behind_flushed_writer(
            dsn,
            LEVELS[level],
            "UPDATE tb_b SET a_id = 2 WHERE id = 11",  # recomputed with grp = 0
            "UPDATE tb_a SET grp = 2 WHERE id = 2",
        )
        assert outcome == {"read_committed": "ok", "repeatable_read": "40001"}[level]
        assert api.diff(c, name="tv_j") == []
        with c.cursor() as cur:
            cur.execute("SELECT grp FROM tv_j WHERE id = 11")
            assert cur.fetchone()[0] == (2 if level == "read_committed" else 0)
    finally:
        c.close()


def test_repeatable_read_writer_sees_no_stale_partner(dsn):
    """T2 (REPEATABLE READ) took its snapshot, T1 changed the join partner and committed, then
    T2 moves a row onto that partner: T2's recompute cannot see T1's value, so T2 must fail
    with 40001 rather than commit a stale row."""
    api, c = _join_fixture(dsn)
    t1, t2 = psycopg2.connect(dsn), psycopg2.connect(dsn)
    t2.set_isolation_level(LEVELS["repeatable_read"])
    try:
        t2.cursor().execute("SELECT 1")
        t1.cursor().execute("UPDATE tb_a SET grp = 2 WHERE id = 2")
        t1.commit()
        t2.cursor().execute("UPDATE tb_b SET a_id = 2 WHERE id = 11")
        with pytest.raises(psycopg2.errors.SerializationFailure):
            t2.commit()
        t2.rollback()
        assert api.diff(c, name="tv_j") == []
    finally:
        for x in (t1, t2, c):
            x.close()


def test_sessions_claim_one_witness_slot_each(dsn):
    """Each writing session holds exactly one slot lock, and concurrent sessions get distinct
    slots (writers of disjoint keys never wait on each other's witness row)."""
    from dbt_tview import locks

    slot_class = (locks.slot_base(locks.DEFAULT_NAMESPACE) >> 32) & 0xFFFFFFFF

    api, c = _join_fixture(dsn)
    sessions = [psycopg2.connect(dsn) for _ in range(4)]
    try:
        slots = []
        for i, s in enumerate(sessions):
            with s.cursor() as cur:
                cur.execute("UPDATE tb_b SET val = %s WHERE id = 11", (1000 + i,))
                s.commit()
                cur.execute("SELECT current_setting('tview.slot'), pg_backend_pid()")
                slot, pid = cur.fetchone()
                s.commit()
            slots.append(int(slot))
            with c.cursor() as cur:
                cur.execute(
                    "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = %s "
                    "AND classid = %s AND objsubid = 1",
                    (pid, slot_class),
                )
                assert cur.fetchone()[0] == 1
            c.commit()
        assert len(set(slots)) == len(slots), slots
        assert api.diff(c, name="tv_j") == []
    finally:
        for x in (*sessions, c):
            x.close()


def test_aggregate_writers_do_not_deadlock(dsn):
    """T1 updates rows 1 then 2, T2 updates row 2 only (one lock order): no deadlock."""
    api = backend.get_api()
    c = psycopg2.connect(dsn)
    with c.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_a (id int PRIMARY KEY, val int);INSERT INTO tb_a VALUES (1, 0), (2, 0)"
        )
    c.commit()
    api.install(
        c, name="tv_g", sql="SELECT count(*) AS n, sum(val) AS s, max(val) AS m FROM tb_a", key=[]
    )
    c.commit()
    t1, t2 = psycopg2.connect(dsn), psycopg2.connect(dsn)
    out = {}

    def second():
        out["t2"] = commit_or_code(t2, "UPDATE tb_a SET val = 2 WHERE id = 2")

    try:
        t1.cursor().execute("UPDATE tb_a SET val = 1 WHERE id = 1")
        th = threading.Thread(target=second)
        th.start()
        time.sleep(1.0)
        out["t1"] = commit_or_code(t1, "UPDATE tb_a SET val = 1 WHERE id = 2")
        th.join(timeout=60)
        assert out == {"t1": "ok", "t2": "ok"}, out
        assert api.diff(c, name="tv_g") == []
    finally:
        for x in (t1, t2, c):
            x.close()


def test_reinstall_under_write_load(dsn):
    """A changed definition installed (as `dbt run` does) while 3 clients keep writing.

    The clients share keys at READ COMMITTED (joined sources included)."""
    api = backend.get_api()
    group = install_all(dsn, [BY_NAME["j_inner"], BY_NAME["g_join"], BY_NAME["tt3"]])
    stats: Counter = Counter()
    errors: list = []
    stop = time.time() + 4
    threads = [
        Client(dsn, LEVELS["read_committed"], 0, 50 + i, SHARED_KEYS, stats, errors, stop)
        for i in range(3)
    ]
    for t in threads:
        t.start()
    time.sleep(1)
    c = psycopg2.connect(dsn)
    try:
        api.install(
            c,
            name="tv_j_inner",
            key=["id"],
            sql="SELECT b.id, b.val, a.name, a.grp, a.flag FROM tb_b b "
            "JOIN tb_a a ON a.id = b.a_id",
        )
        c.commit()
        api.install(
            c,
            name="tv_tt2",
            key=["grp"],
            sql=TT2_WITH_MIN,
        )
        c.commit()
    finally:
        c.close()
    for t in threads:
        t.join(timeout=120)
    report({"test": "reinstall_under_load", "pg": os.environ.get("TVIEW_PG", "16"), **stats})
    assert stats["commits"] > 0
    assert not [e for e in errors if e[0] != "40P01"], errors[:3]
    assert not diffs(dsn, group)


def test_session_that_wrote_before_a_reinstall_can_write_after_it(dsn):
    """Deterministic repro: an application session survives a changed aggregate model."""
    api = backend.get_api()
    c = psycopg2.connect(dsn)
    with c.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_a (id int PRIMARY KEY, grp int, val int);"
            "INSERT INTO tb_a VALUES (1, 1, 1), (2, 1, 2)"
        )
    c.commit()
    sql = "SELECT grp, count(*) AS n, sum(val) AS s FROM tb_a GROUP BY grp"
    api.install(c, name="tv_g", sql=sql, key=["grp"])
    c.commit()
    app = psycopg2.connect(dsn)
    try:
        app.cursor().execute("UPDATE tb_a SET val = 5 WHERE id = 1")
        app.commit()
        sql2 = "SELECT grp, count(*) AS n, sum(val) AS s, min(val) AS lo FROM tb_a GROUP BY grp"
        api.install(c, name="tv_g", sql=sql2, key=["grp"])
        c.commit()
        app.cursor().execute("UPDATE tb_a SET val = 6 WHERE id = 1")
        app.commit()
        assert api.diff(c, name="tv_g") == []
    finally:
        app.close()
        c.close()


@pytest.mark.parametrize("how", ["commit", "refresh"])
@pytest.mark.parametrize("change", ["changed", "new"])
def test_install_waits_for_a_flush_in_flight(dsn, change, how):
    """Deterministic repro of a race seen under load (CI, test_reinstall_under_write_load).

    T's flush (its commit trigger, or the flush() of a refresh() of tv_tt1) started with the
    dispatcher of before an install, and is held (a row lock on tv_p, flushed first) before it
    writes tv_tt1. The install changes (or creates) tv_tt2, a tview on tv_tt1. Had it gone
    ahead, T would go on with its old dispatcher, whose inlined fast path of tv_tt2 predates
    the new definition (or which does not know tv_tt2), leaving tv_tt2 stale: the install must
    wait for T, which wrote a table upstream (or refreshes one).
    """
    api = backend.get_api()
    c = psycopg2.connect(dsn)
    with c.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_p (id int PRIMARY KEY, v int);"
            "CREATE TABLE tb_a (id int PRIMARY KEY, grp int);"
            "CREATE TABLE tb_b (id int PRIMARY KEY, a_id int, val int);"
            "INSERT INTO tb_p VALUES (1, 0);"
            "INSERT INTO tb_a VALUES (1, 0), (2, 1);"
            "INSERT INTO tb_b VALUES (1, 1, 0), (2, 1, 1), (3, 2, 5)"
        )
    c.commit()
    api.install(c, name="tv_p", sql="SELECT id, v FROM tb_p", key=["id"])
    api.install(
        c,
        name="tv_tt1",
        sql=J_SQL,
        key=["id"],
    )
    if change == "changed":
        api.install(
            c,
            name="tv_tt2",
            key=["grp"],
            sql="SELECT grp, count(*) AS n, sum(val) AS s FROM tv_tt1 GROUP BY grp",
        )
    c.commit()
    holder, t = psycopg2.connect(dsn), psycopg2.connect(dsn)
    out: dict = {}

    if how == "refresh":  # tv_tt1 misses a change, which refresh() applies
        with c.cursor() as cur:
            cur.execute("SET session_replication_role = replica")
            cur.execute("UPDATE tb_b SET val = 7 WHERE id = 1")
            cur.execute("RESET session_replication_role")
        c.commit()
    second = {
        "refresh": "SELECT tview.refresh('tv_tt1', '[1]')",
        "commit": "UPDATE tb_b SET val = 7 WHERE id = 1",
    }[how]

    def writer():
        out["t"] = commit_or_code(t, f"UPDATE tb_p SET v = 1 WHERE id = 1; {second}")

    def installer():
        i = psycopg2.connect(dsn)
        try:
            api.install(
                i,
                name="tv_tt2",
                key=["grp"],
                sql=TT2_WITH_MIN,
            )
            i.commit()
            out["i"] = "ok"
        except psycopg2.Error as e:
            out["i"] = e.pgcode
        finally:
            i.close()

    try:
        holder.cursor().execute("SELECT 1 FROM tv_p WHERE id = 1 FOR UPDATE")
        tw = threading.Thread(target=writer)
        tw.start()
        time.sleep(0.7)
        assert tw.is_alive(), f"T did not wait in its commit flush: {out}"
        ti = threading.Thread(target=installer)
        ti.start()
        time.sleep(1.0)
        holder.commit()
        tw.join(timeout=60)
        ti.join(timeout=60)
        assert out == {"t": "ok", "i": "ok"}
        assert api.diff(c, name="tv_tt1") == []
        assert api.diff(c, name="tv_tt2") == []
    finally:
        holder.close()
        t.close()
        c.close()
