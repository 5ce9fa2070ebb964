"""Online rebuilds (dbt_tview.online): a changed definition, a full refresh and a first build
are computed in a shadow table and applied in short batches while writers run.

The model's view calls a function that sleeps per row while the writers run, so that a whole
recompute under them takes seconds whatever the machine: a rebuild that held the writers for
it would stall them for that long. Before and after (the first install, the checks) a row
costs no sleep. Each test checks the writers' longest transaction, that none failed, the table's
OID, a view on the table, and that every tview equals its view afterwards.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import helpers
import psycopg2
import pytest

from dbt_tview import api, online

ROWS = 4000
SLEEP_PER_ROW_MS = 0.5  # a full recompute: ROWS * 0.5 ms = 2 s of sleeping
STALL_LIMIT_S = 1.0
BASE = "SELECT a.id, a.v, g.label, tb_cost(a.v) AS c FROM tb_a a JOIN tb_g g ON g.grp = a.grp"
CHANGED = BASE.replace("a.v,", "a.v, a.v * 2 AS w,")


def _write(cur, i: int, _j: int, rnd: random.Random) -> None:
    """One application transaction: UPDATE, INSERT or DELETE of tb_a, or UPDATE of tb_g (a
    change, or the label written as it is)."""
    op = rnd.random()
    k = rnd.randrange(1, ROWS)
    if op < 0.6:
        cur.execute("UPDATE tb_a SET v = v + 1 WHERE id = %s", (k,))
    elif op < 0.75:
        # (v the new id: a tview keyed by v, unique or not, gets no key whose rows grow with
        #  every insert, which would make the writers' own flushes slower as a test goes on)
        new = ROWS + 1000 * i + rnd.randrange(1000)
        cur.execute(
            "INSERT INTO tb_a VALUES (%s, %s, %s) ON CONFLICT DO NOTHING", (new, k % 100, new)
        )
    elif op < 0.9:
        cur.execute("DELETE FROM tb_a WHERE id = %s", (k,))
    elif op < 0.96:  # (a read column named, unchanged: the gate drops it)
        cur.execute("UPDATE tb_g SET label = label || '' WHERE grp = %s", (k % 100,))
    else:  # (a joined source's change: its 40 documents)
        cur.execute(
            "UPDATE tb_g SET label = CASE WHEN label LIKE '%%*' THEN rtrim(label, '*') "
            "ELSE label || '*' END WHERE grp = %s",
            (k % 100,),
        )


def _cost(sleep_s: float) -> str:
    """tb_cost, the view's per-row cost."""
    return helpers.sleepy_function("tb_cost", "x int", "int", "STABLE", "RETURN x;", sleep_s)


def _set_sleep(dsn: str, seconds: float) -> None:
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute(_cost(seconds))
    c.close()


@contextmanager
def _writers(dsn: str, n: int = 3) -> Iterator[helpers.Writers]:
    """Threads of short transactions on the sources; each one's duration is recorded. A row
    of the view costs SLEEP_PER_ROW_MS while they run, and nothing after."""
    _set_sleep(dsn, SLEEP_PER_ROW_MS / 1000)
    try:
        with helpers.Writers(dsn, _write, n=n, pause=0.005, warmup=0.3) as w:
            yield w
    finally:
        _set_sleep(dsn, 0)


def _setup(dsn: str) -> None:
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute(
            _cost(0) + ";"
            "CREATE TABLE tb_g (grp int PRIMARY KEY, label text);"
            "INSERT INTO tb_g SELECT g, 'g' || g FROM generate_series(0, 99) g;"
            "CREATE TABLE tb_a (id int PRIMARY KEY, grp int NOT NULL REFERENCES tb_g, v int);"
            f"INSERT INTO tb_a SELECT g, g % 100, g FROM generate_series(1, {ROWS}) g;"
            "ANALYZE tb_a; ANALYZE tb_g;"
        )


def _oid(c, rel: str) -> int:
    with c.cursor() as cur:
        cur.execute("SELECT %s::regclass::oid::int", (rel,))
        return cur.fetchone()[0]


def _state(c, name: str) -> tuple:
    with c.cursor() as cur:
        cur.execute(
            "SELECT status, capturing, "
            "(SELECT count(*) FROM tview.capture p WHERE p.tview_id = t.id), "
            "(SELECT count(*) FROM pg_class WHERE relname = 'rebuild_' || t.id) "
            "FROM tview.tview t WHERE tbl_name = %s",
            (name,),
        )
        return cur.fetchone()


def _installed_with_reader(dsn: str, name: str, sql: str) -> psycopg2.extensions.connection:
    """The sources, and tview `name` installed (blocking, small) with a view `<name>_dep` on
    its table; the connection that installed it."""
    _setup(dsn)
    c = psycopg2.connect(dsn)
    api.install(c, name=name, sql=sql, key="id")
    with c.cursor() as cur:
        cur.execute(f"CREATE VIEW {name}_dep AS SELECT id, v FROM {name}")
    c.commit()
    return c


@pytest.fixture
def installed(dsn: str) -> Iterator[psycopg2.extensions.connection]:
    """tv_j installed (blocking, small), a view on it, a role reading it."""
    c = _installed_with_reader(dsn, "tv_j", BASE)
    yield c
    c.close()


def _install_online(c, sql: str, name: str = "tv_j", **kw) -> api.InstallResult:
    res = api.install(c, name=name, sql=sql, key="id", online_rows=0, **kw)
    c.commit()
    return res


def _check_done(c, dsn: str, name: str = "tv_j") -> None:
    assert api.diff(c, name=name) == []
    assert _state(c, name) == ("ok", False, 0, 0)
    c.commit()


@pytest.mark.parametrize("full_refresh", [False, True], ids=["model_change", "full_refresh"])
def test_a_rebuild_under_writers_never_stalls_them(installed, dsn: str, full_refresh: bool) -> None:
    c = installed
    oid = _oid(c, "tv_j")
    with _writers(dsn) as w:
        t0 = time.monotonic()
        res = _install_online(c, BASE if full_refresh else CHANGED, full_refresh=full_refresh)
        assert res.online, res
        done = online.finish(c, name="tv_j", batch_rows=500)
        took = time.monotonic() - t0
    assert done.done and done.batches > 2, done
    assert not w.errors, "\n".join(w.errors[:3])
    assert took > 2 * STALL_LIMIT_S  # (the recompute itself takes seconds)
    assert w.stall < STALL_LIMIT_S, (w.stall, done)
    assert _oid(c, "tv_j") == oid
    _check_done(c, dsn)
    with c.cursor() as cur:  # the view on the table survived and reads the new rows
        cur.execute("SELECT count(*) FROM tv_j_dep")
        assert cur.fetchone()[0] > 0
    c.commit()


def test_a_first_build_on_a_populated_source_never_stalls_the_writers(dsn: str) -> None:
    _setup(dsn)
    c = psycopg2.connect(dsn)
    with _writers(dsn) as w:
        res = _install_online(c, BASE, name="tv_new")
        assert res.online and res.action == "created"
        done = online.finish(c, name="tv_new", batch_rows=500)
    assert done.done and done.inserted > ROWS // 4, done  # (the rest: by flushes meanwhile)
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, (w.stall, done)
    _check_done(c, dsn, "tv_new")
    c.close()


# a key declared unique that the query cannot prove (tb_h has no unique column)
DECLARED = "SELECT a.id, a.v, h.label, tb_cost(a.v) AS c FROM tb_a a JOIN tb_h h ON h.grp = a.grp"


def _declared_setup(dsn: str, repeated: bool) -> None:
    _setup(dsn)
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_h (grp int NOT NULL, label text);"
            "INSERT INTO tb_h SELECT g, 'h' || g FROM generate_series(0, 99) g;"
        )
        if repeated:
            cur.execute("INSERT INTO tb_h VALUES (7, 'again')")


def test_a_first_build_with_a_key_declared_unique_goes_online_checked(dsn: str) -> None:
    """The declared key is checked against the rows by a read before the install, so the
    rows are built online, and the table's key index is unique."""
    _declared_setup(dsn, repeated=False)
    c = psycopg2.connect(dsn)
    with _writers(dsn) as w:
        res = _install_online(c, DECLARED, name="tv_u", unique=True)
        assert res.online and res.action == "created", res.warnings
        assert online.finish(c, name="tv_u", batch_rows=500).done
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, w.stall
    _check_done(c, dsn, "tv_u")
    with c.cursor() as cur:
        cur.execute(
            "SELECT bool_or(ix.indisunique) FROM pg_index ix WHERE ix.indrelid = 'tv_u'::regclass"
        )
        assert cur.fetchone()[0] is True
        cur.execute("SELECT is_unique FROM tview.tview WHERE tbl_name = 'tv_u'")
        assert cur.fetchone()[0] is True
    c.close()


def test_a_key_declared_unique_that_the_rows_repeat_fails_before_any_change(dsn: str) -> None:
    _declared_setup(dsn, repeated=True)
    c = psycopg2.connect(dsn)
    with _writers(dsn) as w, pytest.raises(api.TviewError) as e:
        _install_online(c, DECLARED, name="tv_u", unique=True)
    c.rollback()
    assert "tv_u" in str(e.value) and "declared unique" in str(e.value), e.value
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, w.stall
    with c.cursor() as cur:
        cur.execute("SELECT to_regclass('tv_u'), to_regclass('v_u')")
        assert cur.fetchone() == (None, None)
        cur.execute("SELECT to_regclass('tview.tview')")  # (the first install: no runtime)
        assert cur.fetchone()[0] is None
    c.close()


def test_a_downstream_tview_follows_an_online_rebuild(installed, dsn: str) -> None:
    c = installed
    api.install(c, name="tv_down", sql="SELECT j.id, j.v + 1 AS v1 FROM tv_j j", key="id")
    c.commit()
    with _writers(dsn) as w:
        res = _install_online(c, BASE.replace("a.v,", "a.v + 10 AS v,"))
        assert res.online
        online.finish(c, name="tv_j", batch_rows=500)
    assert not w.errors, "\n".join(w.errors[:3])
    _check_done(c, dsn)
    assert api.diff(c, name="tv_down") == []
    with c.cursor() as cur:
        cur.execute(
            "SELECT count(*) FROM tv_down d JOIN tb_a a ON a.id = d.id WHERE d.v1 <> a.v + 11"
        )
        assert cur.fetchone()[0] == 0
    c.commit()


class Fault(Exception):
    pass


@pytest.mark.parametrize("phase", ["shadow", "batch"])
def test_a_rebuild_that_fails_half_way_stays_maintained_and_a_rerun_completes_it(
    installed, dsn: str, phase: str
) -> None:
    c = installed
    calls = {"n": 0}

    def fault() -> None:
        calls["n"] += 1
        if calls["n"] == 2 or phase != "batch":
            raise Fault(phase)

    with _writers(dsn) as w:
        res = _install_online(c, CHANGED)
        assert res.online
        with pytest.raises(Fault):
            online.finish(c, name="tv_j", batch_rows=500, hooks={phase: fault})
        # still maintained: the rows the writers change are right now
        status, capturing, _, shadows = _state(c, "tv_j")
        assert (status, capturing, shadows) == ("rebuilding", True, 0)
        with c.cursor() as cur:
            cur.execute("INSERT INTO tb_a VALUES (999999, 1, -5)")
        c.commit()
        with c.cursor() as cur:
            cur.execute("SELECT v, w FROM tv_j WHERE id = 999999")
            assert cur.fetchone() == (-5, -10)
        c.commit()
        # dbt run again: the install sees a tview that is not healthy and starts again
        res = _install_online(c, CHANGED)
        assert res.online and res.action == "rebuilt"
        assert online.finish(c, name="tv_j", batch_rows=500).done
    assert not w.errors, "\n".join(w.errors[:3])
    _check_done(c, dsn)


def test_an_install_during_a_rebuild_restarts_it(installed, dsn: str) -> None:
    c = installed
    other = psycopg2.connect(dsn)
    third = CHANGED.replace("a.v * 2 AS w", "a.v * 3 AS w")

    def reinstall() -> None:
        if not getattr(reinstall, "done", False):
            reinstall.done = True  # type: ignore[attr-defined]
            _install_online(other, third)

    with _writers(dsn) as w:
        assert _install_online(c, CHANGED).online
        done = online.finish(c, name="tv_j", batch_rows=500, hooks={"batch": reinstall})
        assert done.done
    other.close()
    assert not w.errors, "\n".join(w.errors[:3])
    _check_done(c, dsn)
    with c.cursor() as cur:
        cur.execute("SELECT count(*) FROM tv_j WHERE w <> v * 3")
        assert cur.fetchone()[0] == 0
    c.commit()


def test_a_non_unique_key_is_rebuilt_online(dsn: str) -> None:
    _setup(dsn)
    c = psycopg2.connect(dsn)
    sql = "SELECT a.grp, a.v, tb_cost(a.id) AS c FROM tb_a a"
    api.install(c, name="tv_n", sql=sql, key="grp")
    c.commit()
    with _writers(dsn) as w:
        res = api.install(c, name="tv_n", sql=sql, key="grp", full_refresh=True, online_rows=0)
        c.commit()
        assert res.online
        assert online.finish(c, name="tv_n", batch_rows=3).done
    assert not w.errors, "\n".join(w.errors[:3])
    _check_done(c, dsn, "tv_n")
    c.close()


WINDOW = (
    "SELECT a.id, a.v, g.label, count(*) OVER (PARTITION BY a.grp) AS n "
    "FROM tb_a a JOIN tb_g g ON g.grp = a.grp"
)


@pytest.mark.parametrize("phase", ["shadow", "batch"])
def test_a_tview_whose_sources_recompute_it_whole_is_rebuilt_online(dsn: str, phase: str) -> None:
    """Strategy full (a window function): every write's flush recomputes the whole table from
    the new view. One committed after the shadow's snapshot leaves the table the view's, and
    the batches after it must apply nothing of the older shadow. Writers run throughout when
    the write comes after the shadow (their flushes stop the batches at once); when it comes
    after the second batch, only the batches run before it."""
    c = _installed_with_reader(dsn, "tv_w", WINDOW)
    table = _oid(c, "tv_w")
    other = psycopg2.connect(dsn)
    writes = iter(range(1, 10**6))

    def write() -> None:
        if phase == "batch" and next(writes) != 2:
            return  # (after the second batch only)
        with other.cursor() as cur:
            cur.execute("UPDATE tb_a SET v = -v WHERE id BETWEEN 3000 AND 3010")
            cur.execute("DELETE FROM tb_a WHERE id = 3500")
            cur.execute("UPDATE tb_g SET label = label || '!' WHERE grp = 7")
        other.commit()

    changed = WINDOW.replace("a.v,", "a.v, a.v * 2 AS w,")
    with helpers.Writers(dsn, _write, n=2 if phase == "shadow" else 0, pause=0.02) as w:
        res = api.install(c, name="tv_w", sql=changed, key="id", online_rows=0)
        c.commit()
        assert res.online, res.warnings
        done = online.finish(c, name="tv_w", batch_rows=500, hooks={phase: write})
        assert done.done
    other.close()
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall <= STALL_LIMIT_S, w.stall
    _check_done(c, dsn, "tv_w")
    assert _oid(c, "tv_w") == table
    with c.cursor() as cur:
        cur.execute("SELECT count(*) FROM tv_w_dep JOIN tb_a USING (id) WHERE tb_a.v < 0")
        assert cur.fetchone()[0] > 0  # (the write is in the table)
    c.close()


KEYLESS = "SELECT a.grp, g.label FROM tb_a a JOIN tb_g g ON g.grp = a.grp WHERE a.id <= 300"


@pytest.mark.parametrize("phase", ["none", "shadow"])
def test_a_keyless_tview_is_rebuilt_online(dsn: str, phase: str) -> None:
    """`key: []`: the rows are a multiset (here repeated), and every write's flush recomputes
    the whole table. With no write since the start, the final transaction applies the shadow
    whole; a write after the shadow's snapshot has its flush do it, and the older shadow must
    then be left unapplied."""
    _setup(dsn)
    c = psycopg2.connect(dsn)
    api.install(c, name="tv_k", sql=KEYLESS, key=[])
    with c.cursor() as cur:
        cur.execute("CREATE VIEW tv_k_dep AS SELECT grp FROM tv_k")
    c.commit()
    table = _oid(c, "tv_k")
    other = psycopg2.connect(dsn)

    def write() -> None:
        with other.cursor() as cur:
            cur.execute("UPDATE tb_a SET grp = 0 WHERE id BETWEEN 1 AND 40")
            cur.execute("UPDATE tb_g SET label = label || '!' WHERE grp = 0")
        other.commit()

    changed = KEYLESS.replace("g.label", "g.label, a.v % 2 AS odd")
    res = api.install(c, name="tv_k", sql=changed, key=[], online_rows=0)
    c.commit()
    assert res.online, res.warnings
    hooks = {"shadow": write} if phase == "shadow" else {}
    with helpers.Writers(dsn, _write, n=2 if phase == "shadow" else 0, pause=0.05) as w:
        assert online.finish(c, name="tv_k", hooks=hooks).done
    other.close()
    assert not w.errors, "\n".join(w.errors[:3])
    _check_done(c, dsn, "tv_k")
    assert _oid(c, "tv_k") == table
    with c.cursor() as cur:
        cur.execute("SELECT count(*), count(odd) FROM tv_k")
        n, odd = cur.fetchone()
        assert n > 0 and odd == n  # (the new column is computed in every row)
    c.commit()
    c.close()


def test_a_truncate_during_a_rebuild_leaves_the_table_the_views(installed, dsn: str) -> None:
    """A TRUNCATE of a source after the second batch: its flush recomputes the whole table,
    and the batches after it must not bring back the older shadow's rows."""
    c = installed
    other = psycopg2.connect(dsn)
    calls = iter(range(1, 10**6))

    def truncate() -> None:
        if next(calls) == 2:
            with other.cursor() as cur:
                cur.execute("TRUNCATE tb_a")
                cur.execute("INSERT INTO tb_a SELECT g, g % 100, -g FROM generate_series(1, 9) g")
            other.commit()

    assert _install_online(c, CHANGED).online
    assert online.finish(c, name="tv_j", batch_rows=500, hooks={"batch": truncate}).done
    other.close()
    _check_done(c, dsn)
    with c.cursor() as cur:
        cur.execute("SELECT count(*), sum(v) FROM tv_j_dep")
        assert cur.fetchone() == (9, -45)
    c.commit()


def test_what_cannot_go_online_says_why_and_is_rebuilt_in_place(installed, dsn: str) -> None:
    c = installed
    # (a changed key of a tview that a view reads: not built aside, so not online)
    res = api.install(c, name="tv_j", sql=BASE, key=["id", "label"], online_rows=0)
    c.commit()
    assert not res.online
    assert any("key" in w and "tv_j_dep" in w for w in res.warnings), res.warnings
    assert api.diff(c, name="tv_j") == []


def test_a_transaction_older_than_the_start_is_waited_for(installed, dsn: str) -> None:
    """A REPEATABLE READ transaction whose snapshot predates the start reads the capture flag
    as false and captures nothing: the shadow's snapshot must come after it ends."""
    c = installed
    old = psycopg2.connect(dsn)
    old.set_session(isolation_level="REPEATABLE READ")
    with old.cursor() as cur:
        cur.execute("SELECT count(*) FROM tb_g")  # (its snapshot: before the start)
    assert _install_online(c, CHANGED).online
    done: list = []
    t = threading.Thread(target=lambda: done.append(online.finish(c, name="tv_j")))
    t.start()
    time.sleep(1.0)
    assert t.is_alive() and not done  # waiting for `old`
    with old.cursor() as cur:
        cur.execute("UPDATE tb_a SET v = 12345 WHERE id = 5")
    old.commit()
    old.close()
    t.join()
    assert done[0].done
    _check_done(c, dsn)


def test_a_batch_costs_the_same_however_many_keys_were_captured_before_it(
    installed, dsn: str
) -> None:
    """A long rebuild under writers captures many keys (one row per flush): each batch looks
    its range's keys up by index, so a batch late in the rebuild holds the table no longer
    than an early one. 500000 captured keys (none in the table: nothing is skipped)."""
    c = installed
    assert _install_online(c, CHANGED).online
    with c.cursor() as cur:
        cur.execute(
            "INSERT INTO tview.capture (tview_id, k) SELECT t.id, ARRAY[(10000000 + g)::text] "
            "FROM tview.tview t, generate_series(1, 500000) g WHERE t.tbl_name = 'tv_j'"
        )
    c.commit()
    # (so that autovacuum, due after 500000 inserts, does not run during the batches timed)
    c.autocommit = True
    with c.cursor() as cur:
        cur.execute("VACUUM (ANALYZE) tview.capture")
    c.autocommit = False
    done = online.finish(c, name="tv_j", batch_rows=500)
    # The guard is the batch count, not a batch's wall time (usually 0.03-0.05 s here, but a
    # loaded CI machine has shown 0.23 s): a scan of every captured key costs ~0.3 s in each
    # batch whatever its size, so the batches shrink to MIN_BATCH_ROWS, ~80 of them.
    assert done.done and 2 < done.batches <= 12, done
    assert done.longest_batch_s < STALL_LIMIT_S and done.final_s < STALL_LIMIT_S, done
    _check_done(c, dsn)


def _relkind(c, rel: str) -> str | None:
    with c.cursor() as cur:
        cur.execute("SELECT relkind::text FROM pg_class WHERE oid = to_regclass(%s)", (rel,))
        row = cur.fetchone()
    c.commit()
    return row[0] if row else None


@pytest.mark.parametrize("former", ["VIEW", "MATERIALIZED VIEW", "TABLE"])
def test_a_view_the_model_replaces_serves_until_the_table_built_online_is_swapped_in(
    dsn: str, former: str
) -> None:
    """The model's former materialization (a view, materialized view or table of its name
    that is no tview) keeps serving its readers while the table is built online under the
    staged name; the install after online.finish swaps the two in one short transaction."""
    _setup(dsn)
    c = psycopg2.connect(dsn)
    with c.cursor() as cur:
        cur.execute(f"CREATE {former} tv_m AS {BASE}; GRANT SELECT ON tv_m TO PUBLIC")
    c.commit()
    reader = psycopg2.connect(dsn)
    reader.autocommit = True
    served: list[int] = []

    def read() -> None:  # (between batches: what the application's readers see)
        assert _relkind(c, "tv_m") == {"VIEW": "v", "MATERIALIZED VIEW": "m"}.get(former, "r")
        with reader.cursor() as cur:
            cur.execute("SELECT count(*) FROM tv_m")
            served.append(cur.fetchone()[0])

    with _writers(dsn) as w:
        res = _install_online(c, BASE, name="tv_m")
        assert res.online and res.replaces == '"public"."tv_m"', res
        staged = online.staged_name("tv_m")
        assert res.table == f'"public"."{staged}"'
        done = online.finish(c, name="tv_m", batch_rows=500, hooks={"batch": read})
        assert done.done and done.batches > 2, done
        oid = _oid(c, staged)
        swapped = _install_online(c, BASE, name="tv_m")
        assert swapped.action == f"replaced the {former.lower()}", swapped
    reader.close()
    assert served and min(served) > ROWS // 2, served
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, (w.stall, done)
    assert _relkind(c, "tv_m") == "r" and _oid(c, "tv_m") == oid
    assert _relkind(c, staged) is None
    assert _relkind(c, "tv_m_tview_key") == "i"
    _check_done(c, dsn, "tv_m")
    with c.cursor() as cur:  # the code maintains the table of the final name
        cur.execute("UPDATE tb_a SET v = -7 WHERE id = 3")
        c.commit()
        cur.execute("SELECT v FROM tv_m WHERE id = 3")
        assert cur.fetchone() == (-7,)
        cur.execute("SELECT count(*) FROM tview.tview WHERE tbl_name = %s", (staged,))
        assert cur.fetchone()[0] == 0
        cur.execute("SELECT has_table_privilege('public', 'tv_m', 'SELECT')")
        assert cur.fetchone()[0] is False  # (the view's grants went with it)
    c.commit()
    _check_done(c, dsn, "tv_m")
    c.close()


def _built_over_a_view(dsn: str) -> psycopg2.extensions.connection:
    """tv_m built online under its staged name, complete, while the view tv_m serves."""
    _setup(dsn)
    c = psycopg2.connect(dsn)
    with c.cursor() as cur:
        cur.execute(f"CREATE VIEW tv_m AS {BASE}")
    c.commit()
    assert _install_online(c, BASE, name="tv_m").online
    assert online.finish(c, name="tv_m", batch_rows=1000).done
    return c


def test_a_swap_that_cannot_get_the_views_lock_changes_nothing_and_a_rerun_swaps(
    dsn: str,
) -> None:
    """A reader holds the view: the swap waits lock_timeout, fails naming it and changes
    nothing (the built table stays maintained); the next install swaps."""
    c = _built_over_a_view(dsn)
    reader = psycopg2.connect(dsn)
    with reader.cursor() as cur:
        cur.execute("SELECT count(*) FROM tv_m WHERE id < 3")  # (holds ACCESS SHARE)
    with pytest.raises(api.LockUnavailable, match='"public"."tv_m" in ACCESS EXCLUSIVE'):
        _install_online(c, BASE, name="tv_m", lock_timeout_ms=50, lock_attempts=2)
    c.rollback()
    reader.close()
    assert _relkind(c, "tv_m") == "v"
    staged = online.staged_name("tv_m")
    with c.cursor() as cur:
        cur.execute("UPDATE tb_a SET v = -9 WHERE id = 4")
    c.commit()
    assert api.diff(c, name=staged) == []
    assert _install_online(c, BASE, name="tv_m").action == "replaced the view"
    _check_done(c, dsn, "tv_m")
    c.close()


@pytest.mark.parametrize("online_rows", [0, None], ids=["online", "in_place"])
def test_a_view_other_objects_read_is_refused_naming_them(dsn: str, online_rows) -> None:
    _setup(dsn)
    c = psycopg2.connect(dsn)
    with c.cursor() as cur:
        cur.execute(f"CREATE VIEW tv_m AS {BASE}; CREATE VIEW report AS SELECT id FROM tv_m")
    c.commit()
    with pytest.raises(
        api.TviewError, match=r"'tv_m': the view .*tv_m.* read by report.*drop them first"
    ):
        api.install(c, name="tv_m", sql=BASE, key="id", online_rows=online_rows)
    c.rollback()
    assert _relkind(c, "tv_m") == "v" and _relkind(c, online.staged_name("tv_m")) is None
    c.close()


def test_a_table_of_the_name_that_objects_depend_on_is_made_the_tview_table_in_place(
    dsn: str,
) -> None:
    """Another materialization's table that a view reads is not replaced (its DROP would
    fail): the install makes it the tview's table in place, saying why it is not online."""
    _setup(dsn)
    c = psycopg2.connect(dsn)
    with c.cursor() as cur:
        cur.execute(f"CREATE TABLE tv_m AS {BASE}; CREATE VIEW report AS SELECT id FROM tv_m")
    c.commit()
    oid = _oid(c, "tv_m")
    res = _install_online(c, BASE, name="tv_m")
    assert not res.online and res.replaces is None, res
    assert any("report" in w and "in place" in w for w in res.warnings), res.warnings
    assert _oid(c, "tv_m") == oid and _relkind(c, "report") == "v"
    assert _relkind(c, online.staged_name("tv_m")) is None
    _check_done(c, dsn, "tv_m")
    c.close()


def test_a_model_changed_before_the_swap_rebuilds_the_staged_table_first(dsn: str) -> None:
    """The swap needs the staged table complete and of the model's definition: a model changed
    after the build rebuilds the staged table online, and the install after that swaps."""
    c = _built_over_a_view(dsn)
    res = _install_online(c, CHANGED, name="tv_m")
    assert (res.action, res.online, res.replaces) == ("rebuilt", True, '"public"."tv_m"'), res
    assert _relkind(c, "tv_m") == "v"
    assert online.finish(c, name="tv_m", batch_rows=1000).done
    assert _install_online(c, CHANGED, name="tv_m").action == "replaced the view"
    _check_done(c, dsn, "tv_m")
    with c.cursor() as cur:
        cur.execute("SELECT count(*) FROM tv_m WHERE w <> v * 2")
        assert cur.fetchone()[0] == 0
    c.close()
