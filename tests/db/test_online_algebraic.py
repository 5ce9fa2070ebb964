"""Online rebuilds of algebraic tviews (dbt_tview.online): the per-group state in the aux table
is built in a shadow from the same snapshot as the rows and applied with them by key range;
the groups that flushes changed meanwhile (their deltas went to state that predates the new
definition) are recomputed before and in the final transaction.

Each test checks the tv table against its view and the aux table against a full recompute of
the state (`tview.refresh`, which rebuilds it from the source), after the rebuild and after
more writes (later deltas build on that state)."""

from __future__ import annotations

import contextlib
import functools
import json
import random
import threading
import time
import uuid
from collections.abc import Callable, Iterator

import helpers
import psycopg2
import pytest

from dbt_tview import api, locks, online

ROWS = 4000
GROUPS = 400
SLEEP_PER_ROW_MS = 0.25  # the view and the state each: ROWS * 0.25 ms = 1 s of sleeping
STALL_LIMIT_S = 1.0
BASE = (
    "SELECT s.g, count(*) AS n, sum(s.v) AS sv, avg(s.w) AS aw FROM tb_s s "
    "WHERE tb_keep(s.id) GROUP BY s.g"
)
CHANGED = BASE.replace("avg(s.w) AS aw", "avg(s.w) AS aw, max(s.v) AS mx")


def _keep(sleep_s: float) -> str:
    """tb_keep, the view's filter: a row costs what _set_sleep last said, so the rebuilds
    under writers take seconds, the checks do not."""
    return helpers.sleepy_function(
        "tb_keep", "x int", "boolean", "IMMUTABLE", "RETURN x % 13 <> 0;", sleep_s
    )


def _set_sleep(c, seconds: float) -> None:
    with c.cursor() as cur:
        cur.execute(_keep(seconds))
    c.commit()


def _setup(dsn: str) -> None:
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute(
            _keep(0) + ";"
            "CREATE TABLE tb_s (id int PRIMARY KEY, g int, v int, w numeric, h int);"
            "INSERT INTO tb_s SELECT i, CASE WHEN i % 97 = 0 THEN NULL ELSE i % "
            f"{GROUPS} END, i, i / 4.0, NULLIF(i % 4, 3) FROM generate_series(1, {ROWS}) i;"
            "ANALYZE tb_s;"
        )


def _write(cur, i: int, j: int, rnd: random.Random, to_null: float = 0.5) -> None:
    """One application transaction: a value changed, a row moved to another group (or, with
    probability `to_null`, to the NULL group), a new group, a group emptied."""
    op = rnd.random()
    k = rnd.randrange(1, ROWS)
    if op < 0.4:
        cur.execute("UPDATE tb_s SET v = v + 1, w = w + 0.5 WHERE id = %s", (k,))
    elif op < 0.55:
        g = None if rnd.random() < to_null else k % 50
        cur.execute("UPDATE tb_s SET g = %s WHERE id = %s", (g, k))
    elif op < 0.75:
        new = ROWS + 100_000 * (i + 1) + j
        cur.execute(
            "INSERT INTO tb_s (id, g, v, w) VALUES (%s, %s, %s, 1.5)", (new, GROUPS + new % 37, k)
        )
    elif op < 0.85:
        cur.execute("DELETE FROM tb_s WHERE g = %s", (GROUPS + rnd.randrange(37),))
    else:
        cur.execute("DELETE FROM tb_s WHERE id = %s", (k,))


def _run_sql(c, sql: str, params: tuple = ()) -> None:
    with c.cursor() as cur:
        cur.execute(sql, params)
    c.commit()


def _strategy(c, name: str) -> str:
    with c.cursor() as cur:
        cur.execute("SELECT strategy FROM tview.tview WHERE tbl_name = %s", (name,))
        return cur.fetchone()[0]


def _check(c, name: str = "tv_g") -> None:
    """The table equals its view; the aux state equals the state recomputed from the source;
    the rebuild is over (status ok, no capture, no shadow, no state view)."""
    _set_sleep(c, 0)
    assert api.diff(c, name=name) == []
    with c.cursor() as cur:
        cur.execute(
            "SELECT id, status, capturing, (SELECT count(*) FROM tview.capture p "
            "WHERE p.tview_id = t.id), (SELECT count(*) FROM pg_class WHERE relname LIKE "
            "'rebuild\\_' || t.id || '%%') FROM tview.tview t WHERE tbl_name = %s",
            (name,),
        )
        tid, *state = cur.fetchone()
        assert state == ["ok", False, 0, 0]
        aux = f"tview.agg_{tid}"
        cur.execute("SELECT to_regclass(%s) IS NOT NULL", (aux,))
        if not cur.fetchone()[0]:  # (all the state is in the tv rows)
            c.rollback()
            return
        # (a group that empties keeps a row of zero counts, which a recompute leaves out)
        cur.execute(
            "SELECT string_agg(format('%%I = 0', attname), ' AND ') FROM pg_attribute "
            "WHERE attrelid = %s::regclass AND attnum > 0 AND NOT attisdropped "
            "AND (attname = '__n' OR attname ~ '^__(c|ec)[0-9]+$')",
            (aux,),
        )
        zero = cur.fetchone()[0] or "false"
        cur.execute(f"CREATE TEMP TABLE aux_kept AS SELECT * FROM {aux} WHERE NOT ({zero})")
        assert cur.rowcount > GROUPS // 2
        cur.execute("SELECT tview.refresh(%s::regclass)", (name,))
        cur.execute(
            f"(SELECT 'kept', * FROM aux_kept EXCEPT ALL SELECT 'kept', * FROM {aux}) UNION ALL "
            f"(SELECT 'recomputed', * FROM {aux} EXCEPT ALL SELECT 'recomputed', * FROM aux_kept)"
        )
        wrong = cur.fetchall()
    c.rollback()
    assert wrong == [], wrong[:6]


@pytest.fixture
def installed(dsn: str) -> Iterator[psycopg2.extensions.connection]:
    """tv_g installed (blocking, small) with BASE, algebraic with an aux table."""
    _setup(dsn)
    c = psycopg2.connect(dsn)
    api.install(c, name="tv_g", sql=BASE, key="g")
    c.commit()
    assert _strategy(c, "tv_g").startswith("algebraic")
    yield c
    c.close()


def _install_online(c, sql: str, name: str = "tv_g", **kw) -> api.InstallResult:
    res = api.install(c, name=name, sql=sql, key="g", online_rows=0, **kw)
    c.commit()
    assert res.online, res
    return res


def _writes(dsn: str, seed: int) -> Callable[[], None]:
    """A hook: a few application transactions, each committed (captured groups)."""
    rnd = random.Random(seed)
    calls = [0]

    def run() -> None:
        calls[0] += 1
        with psycopg2.connect(dsn) as w:
            for j in range(12):
                with w.cursor() as cur:
                    _write(cur, seed, 1000 * calls[0] + j, rnd)
                w.commit()
            _run_sql(w, "UPDATE tb_s SET g = NULL WHERE id = %s", (rnd.randrange(1, ROWS),))
            _run_sql(w, "DELETE FROM tb_s WHERE g = %s", (rnd.randrange(50, GROUPS),))
        w.close()

    return run


def test_groups_written_during_the_rebuild_are_recomputed(installed, dsn: str) -> None:
    """Deterministic: writes after the start, after the shadow and between batches, on groups
    that change, appear, empty and on the NULL group; each flush adds its delta to state that
    the rebuild then replaces or recomputes."""
    c = installed
    _install_online(c, CHANGED)
    _writes(dsn, 1)()
    _run_sql(c, "INSERT INTO tb_s VALUES (900001, NULL, 7, 2.5, 1), (900002, 123456, 8, 1, NULL)")
    batch = _writes(dsn, 2)
    calls = {"n": 0}

    def between_batches() -> None:
        calls["n"] += 1
        if calls["n"] in (1, 3):
            batch()

    done = online.finish(
        c,
        name="tv_g",
        batch_rows=100,
        hooks={"shadow": _writes(dsn, 3), "batch": between_batches},
    )
    assert done.done and done.batches >= 3 and done.replayed > 0, done
    _check(c)
    _writes(dsn, 4)()  # (later deltas build on the state the rebuild left)
    _check(c)


@pytest.mark.parametrize("how", ["model_change", "full_refresh", "first_build"], ids=lambda s: s)
def test_an_algebraic_rebuild_under_writers_never_stalls_them(
    installed, dsn: str, how: str
) -> None:
    c = installed
    name = "tv_new" if how == "first_build" else "tv_g"
    _set_sleep(c, SLEEP_PER_ROW_MS / 1000)
    # Few rows move to the NULL group: a flush of that group reads all of its rows, sleeping
    # for each, so its cost grows with it whether a rebuild runs or not (with half the moves
    # going there, ~0.65 s per flush by the end, the bound's own margin under a loaded CI).
    write = functools.partial(_write, to_null=0.05)
    with helpers.Writers(dsn, write, n=3, pause=0.005, warmup=0.3) as w:
        t0 = time.monotonic()
        res = _install_online(
            c, BASE if how == "full_refresh" else CHANGED, name, full_refresh=how == "full_refresh"
        )
        assert res.action == ("created" if how == "first_build" else "rebuilt")
        done = online.finish(c, name=name, batch_rows=200)
        took = time.monotonic() - t0
        time.sleep(0.5)  # (writes after the swap: deltas on the state it left)
    assert done.done and done.batches > 2, done
    assert not w.errors, "\n".join(w.errors[:3])
    assert took > 2 * STALL_LIMIT_S  # (the recompute itself takes seconds)
    assert _strategy(c, name).startswith("algebraic")
    _check(c, name)
    assert w.stall < STALL_LIMIT_S, f"writers stalled {w.stall:.2f} s"


@pytest.mark.parametrize("key", [["g"], ["g", "h"]], ids=lambda k: "_".join(k))
def test_a_flush_that_rebuilds_a_null_key_group_reads_that_group_alone(
    dsn: str, key: list[str]
) -> None:
    """A NaN into a group with a NULL key value rebuilds that group in the writer's flush (its
    sum is not invertible), and tview.refresh of that group recomputes it: either reads that
    group's rows, not every row of the source (which costs ROWS * SLEEP_PER_ROW_MS here,
    twice: the view's and the state's)."""
    _setup(dsn)
    c = psycopg2.connect(dsn)
    cols = ", ".join(f"s.{k}" for k in key)
    sql = CHANGED.replace("SELECT s.g,", f"SELECT {cols},")
    api.install(c, name="tv_g", sql=sql.replace("BY s.g", f"BY {cols}"), key=key)
    c.commit()
    assert _strategy(c, "tv_g").startswith("algebraic")
    _set_sleep(c, SLEEP_PER_ROW_MS / 1000)
    # (a composite key: one column NULL, the other not)
    group = "g IS NULL" if key == ["g"] else "h IS NULL AND g IS NOT NULL"
    with c.cursor() as cur:
        cur.execute(f"SELECT min(id) FROM tb_s WHERE {group}")
        k = cur.fetchone()[0]
    c.rollback()
    with c.cursor() as cur:
        cur.execute(f"SELECT to_jsonb(ARRAY[{', '.join(key)}]) FROM tb_s WHERE id = %s", (k,))
        group = cur.fetchone()[0]
    c.rollback()
    for what, sql, params in [
        ("a NaN in", "UPDATE tb_s SET w = 'NaN' WHERE id = %s", (k,)),
        ("a NaN out", "UPDATE tb_s SET w = 1.5 WHERE id = %s", (k,)),
        # (the same group's refresh: its state alone is recomputed)
        ("tview.refresh", "SELECT tview.refresh('tv_g', %s::jsonb)", (json.dumps([group]),)),
    ]:
        t0 = time.monotonic()
        _run_sql(c, sql, params)
        took = time.monotonic() - t0
        assert took < STALL_LIMIT_S, f"{what}: the NULL-key group's rebuild took {took:.1f} s"
    _check(c)
    c.close()


@contextlib.contextmanager
def _group_lock_probe(dsn: str, wide: int, key: int, waits: list[float]) -> Iterator[None]:
    """Take the group's lock as a flush of it does, every 20 ms while the block runs, noting
    each wait in `waits`."""
    stop = threading.Event()

    def probe() -> None:
        with psycopg2.connect(dsn) as p, p.cursor() as cur:
            while not stop.is_set():
                t0 = time.monotonic()
                cur.execute(
                    "SELECT pg_advisory_xact_lock_shared(%s), pg_advisory_xact_lock(%s)",
                    (wide, key),
                )
                p.commit()
                waits.append(time.monotonic() - t0)
                time.sleep(0.02)
        p.close()

    th = threading.Thread(target=probe)
    th.start()
    try:
        yield
    finally:
        stop.set()
        th.join()


def _null_group_write(c) -> Callable[[], None]:
    """A write of the NULL group (and of group 3) once the shadow is built; then every row the
    rebuild reads costs SLEEP_PER_ROW_MS."""

    def during() -> None:
        _run_sql(c, "UPDATE tb_s SET v = v + 1 WHERE id IN (2, 3)")  # (the NULL group, g 3)
        _set_sleep(c, SLEEP_PER_ROW_MS / 1000)

    return during


def test_null_key_groups_are_replayed_under_their_own_locks(installed, dsn: str) -> None:
    """A group with a NULL key written during the rebuild is recomputed in a round that holds
    its lock alone, not in the final transaction, which every flush of the tview waits for: the
    final transaction stays short however large that group is."""
    c = installed
    _run_sql(c, "UPDATE tb_s SET g = NULL WHERE id %% 2 = 0")  # (2000 rows: a costly group)
    _install_online(c, CHANGED)

    done = online.finish(c, name="tv_g", batch_rows=500, hooks={"shadow": _null_group_write(c)})
    assert done.done and done.replayed >= 2, done
    # (recomputing the NULL group reads 2000 rows of the view and of the state: 1 s at least)
    assert done.final_s < STALL_LIMIT_S / 2, done
    _check(c)


def test_a_null_key_group_is_read_before_its_replay_round_locks_it(installed, dsn: str) -> None:
    """The replay round of a group with a NULL key reads its rows before it takes the group's
    lock: when no flush of the group commits meanwhile, the group's flushes wait for its writes
    alone. A probe takes that lock (as a flush of the group does) throughout the rebuild."""
    c = installed
    _run_sql(c, "UPDATE tb_s SET g = NULL WHERE id %% 2 = 0")  # (2000 rows: a costly group)
    _install_online(c, CHANGED)
    with c.cursor() as cur:
        cur.execute("SELECT id FROM tview.tview WHERE tbl_name = 'tv_g'")
        tid = cur.fetchone()[0]
        cur.execute("SELECT hashtext(ARRAY[NULL]::text[]::text)")
        h = cur.fetchone()[0]
    c.commit()
    ns = locks.DEFAULT_NAMESPACE
    wide, key = locks.wide_lock(ns, tid), locks.key_lock_base(ns, tid) + h
    waits: list[float] = []
    with _group_lock_probe(dsn, wide, key, waits):
        done = online.finish(c, name="tv_g", batch_rows=500, hooks={"shadow": _null_group_write(c)})
    assert done.done and done.replayed >= 2, done
    # (reading the NULL group's 2000 rows of the view and of the state takes 1 s at least)
    assert len(waits) > 10 and max(waits) < STALL_LIMIT_S / 4, (max(waits), done)
    _check(c)


NULL_GROUP_WRITES = {
    # (each changes the NULL group's state by a delta alone: no rescan, no rebuild)
    "deltas": [
        "UPDATE tb_s SET v = v + 1, w = w + 0.5 WHERE id IN (2, 4)",
        "UPDATE tb_s SET g = NULL WHERE id = 3",
        "UPDATE tb_s SET g = 7 WHERE id = 6",
        "INSERT INTO tb_s VALUES (900001, NULL, 5, 2.5, 1), (900002, NULL, 9, 1, NULL)",
        "DELETE FROM tb_s WHERE id = 8",
    ],
    # (the group's largest value goes, a NaN comes and goes: the flush rescans, rebuilds)
    "rescans": [
        "UPDATE tb_s SET v = v + 1 WHERE id = 2",
        "DELETE FROM tb_s WHERE id = (SELECT id FROM tb_s WHERE g IS NULL ORDER BY v DESC LIMIT 1)",
        "UPDATE tb_s SET w = 'NaN' WHERE id = 10",
        "UPDATE tb_s SET w = 1.25 WHERE id = 10",
        "UPDATE tb_s SET g = NULL, w = 0.123456789 WHERE id = 5",
    ],
}


@pytest.fixture
def owner_dsn(dsn_params: dict) -> Iterator[str]:
    """The DSN of a role (no superuser) that may create in schema public."""
    role = f"tvoa_{uuid.uuid4().hex[:6]}"
    su = psycopg2.connect(**dsn_params)
    su.autocommit = True
    with su.cursor() as cur:
        cur.execute(f"CREATE ROLE {role} LOGIN PASSWORD 'pw'")
        cur.execute(f'GRANT CREATE, TEMP ON DATABASE "{dsn_params["dbname"]}" TO {role}')
        cur.execute(f"GRANT USAGE, CREATE ON SCHEMA public TO {role}")
    params = {**dsn_params, "user": role, "password": "pw"}
    try:
        yield " ".join(f"{k}={v}" for k, v in params.items())
    finally:
        with su.cursor() as cur:
            cur.execute(f"DROP OWNED BY {role} CASCADE")
            cur.execute(f"DROP ROLE {role}")
        su.close()


@pytest.mark.parametrize("writes", list(NULL_GROUP_WRITES), ids=lambda s: s)
def test_writes_between_a_null_key_groups_read_and_its_lock_are_applied_as_deltas(
    owner_dsn: str, monkeypatch: pytest.MonkeyPatch, writes: str
) -> None:
    """Flushes of a group with a NULL key that commit after its replay round read it and before
    the round locks it: the round writes what it read and applies their deltas, under the
    group's lock for that alone (not a read of the group's rows again). A probe takes that lock
    as a flush of the group does. The tview's owner is no superuser."""
    _setup(owner_dsn)
    with contextlib.closing(psycopg2.connect(owner_dsn)) as c:
        api.install(c, name="tv_g", sql=BASE, key="g")
        c.commit()
        _null_group_round(c, owner_dsn, monkeypatch, writes)


def _null_group_round(c, dsn: str, monkeypatch: pytest.MonkeyPatch, writes: str) -> None:
    _run_sql(c, "UPDATE tb_s SET g = NULL WHERE id %% 2 = 0")  # (2000 rows: a costly group)
    _install_online(c, CHANGED)
    tid = helpers.one(c, "SELECT id FROM tview.tview WHERE tbl_name = 'tv_g'")
    h = helpers.one(c, "SELECT hashtext(ARRAY[NULL]::text[]::text)")
    c.commit()
    ns = locks.DEFAULT_NAMESPACE
    wide, key = locks.wide_lock(ns, tid), locks.key_lock_base(ns, tid) + h
    read = online._read_groups
    done_writes: list[str] = []

    def read_then_write(*args, **kw) -> None:
        read(*args, **kw)
        if not done_writes:  # (the NULL group's round: after its read, before its lock)
            with psycopg2.connect(dsn) as w:
                for sql in NULL_GROUP_WRITES[writes]:
                    _run_sql(w, sql)
                    done_writes.append(sql)
            w.close()

    monkeypatch.setattr(online, "_read_groups", read_then_write)
    rewrite = online._rewrite_groups
    reads: list[bool] = []  # (each round's: whether it read the groups again under the lock)

    def rewrite_noting(*args, read: bool) -> None:
        reads.append(read)
        rewrite(*args, read=read)

    monkeypatch.setattr(online, "_rewrite_groups", rewrite_noting)
    waits: list[float] = []
    with _group_lock_probe(dsn, wide, key, waits):
        done = online.finish(c, name="tv_g", batch_rows=500, hooks={"shadow": _null_group_write(c)})
    assert done.done and done_writes == NULL_GROUP_WRITES[writes], done
    assert reads == [False], reads  # (the NULL group's round; the final transaction had none)
    if writes == "deltas":
        # (reading the NULL group's 2000 rows of the view and of the state takes 2 s at least)
        assert len(waits) > 10 and max(waits) < STALL_LIMIT_S / 4, (max(waits), done)
    _check(c)
    _writes(dsn, 9)()  # (later deltas build on the state the round left)
    _check(c)


SHAPES = {
    # count and sum are view columns: the tv row holds all the state (no aux table)
    "mirrored": ("SELECT s.g, count(*) AS n, sum(s.v) AS sv FROM tb_s s GROUP BY s.g", "g"),
    # two key columns (one of them NULL in some groups), groups HAVING hides (state only)
    "composite_having": (
        "SELECT s.g, s.h, count(*) AS n, avg(s.w) AS aw, min(s.v) AS lo FROM tb_s s "
        "WHERE tb_keep(s.id) GROUP BY s.g, s.h HAVING sum(s.v) > 6000",
        ["g", "h"],
    ),
}


@pytest.mark.parametrize("shape", list(SHAPES), ids=lambda s: s)
def test_other_algebraic_shapes_rebuild_online(dsn: str, shape: str) -> None:
    sql, key = SHAPES[shape]
    _setup(dsn)
    c = psycopg2.connect(dsn)
    api.install(c, name="tv_x", sql=sql, key=key)
    c.commit()
    assert _strategy(c, "tv_x").startswith("algebraic")
    res = api.install(c, name="tv_x", sql=sql, key=key, online_rows=0, full_refresh=True)
    c.commit()
    assert res.online, res
    _writes(dsn, 5)()
    done = online.finish(
        c, name="tv_x", batch_rows=100, hooks={"shadow": _writes(dsn, 6), "batch": _writes(dsn, 7)}
    )
    assert done.done and done.replayed > 0, done
    _check(c, "tv_x")
    _writes(dsn, 8)()
    _check(c, "tv_x")
    c.close()


def test_a_refresh_of_a_null_key_group_holds_that_group_alone(installed, dsn: str) -> None:
    """tview.refresh of a group with a NULL key locks that group, as a flush of any other key
    does: a writer of another group goes on meanwhile, one of the same group waits for it."""
    c = installed
    _set_sleep(c, 0)
    holder = psycopg2.connect(dsn)
    try:
        with holder.cursor() as cur:  # (its locks are held until it commits)
            cur.execute("SELECT tview.refresh('tv_g', '[null]'::jsonb)")
        for what, sql, waits in [
            ("another group", "UPDATE tb_s SET v = v + 1 WHERE id = 5", False),
            ("the NULL group", "UPDATE tb_s SET v = v + 1 WHERE id = 97", True),
        ]:
            with psycopg2.connect(dsn, options="-c lock_timeout=1000") as w:
                code = helpers.commit_or_code(w, sql)
            w.close()
            assert code == ("55P03" if waits else "ok"), (what, code)
        holder.commit()
    finally:
        holder.close()
    _check(c)
