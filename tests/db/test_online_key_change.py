"""A model whose key or key uniqueness changes is built online beside its tview: the new
tview (code, view and table under the staged name) is filled in short batches while the old
one keeps serving its readers, then the install after online.finish drops the old tview and
renames the new one into its place in one short transaction. When something depends on the
old table or its view, dbt_tview.prepare first builds the new key's index CONCURRENTLY; the
install renames it into place and rebuilds online in place, keeping the table and what depends
on it. Without that index (prepare_key not run, or unable to build it) the rebuild in place
holds the writers, saying why.

The model's view sleeps per row while the writers run (see test_online_rebuild.py): a rebuild
that held the writers for the recompute would stall them for seconds.
"""

from __future__ import annotations

import helpers
import psycopg2
import pytest
from test_online_rebuild import (
    BASE,
    ROWS,
    STALL_LIMIT_S,
    _check_done,
    _oid,
    _relkind,
    _setup,
    _writers,
)

from dbt_tview import api, online, operations, prepare

GROUPED = (
    "SELECT a.grp{extra}, count(*) AS n, sum(tb_cost(a.v)) AS total FROM tb_a a "
    "GROUP BY a.grp{group}"
)
# (the model before and after, each with its key: a join keyed by id, then by (id, label);
#  an aggregate by grp, then by grp and parity)
CASES = {
    "join": ((BASE, ["id"]), (BASE, ["id", "label"])),
    "aggregate": (
        (GROUPED.format(extra="", group=""), ["grp"]),
        (
            GROUPED.format(extra=", a.v % 2 AS parity", group=", a.v % 2"),
            ["grp", "parity"],
        ),
    ),
}


def _install(
    c, sql: str, key: list[str], online_rows: int | None = 0, unique: bool | None = None
) -> api.InstallResult:
    res = api.install(c, name="tv_k", sql=sql, key=key, online_rows=online_rows, unique=unique)
    c.commit()
    return res


def _catalog(c) -> tuple:
    with c.cursor() as cur:
        cur.execute("SELECT id, key_cols, view_name FROM tview.tview WHERE tbl_name = 'tv_k'")
        row = cur.fetchone()
    c.commit()
    return row


def _key_index(c) -> list[str]:
    with c.cursor() as cur:
        cur.execute(
            "SELECT ARRAY(SELECT a.attname::text FROM unnest(x.indkey) AS k (n) "
            "JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.n) FROM pg_index x "
            "WHERE x.indexrelid = 'tv_k_tview_key'::regclass"
        )
        cols = cur.fetchone()[0]
    c.commit()
    return cols


@pytest.mark.parametrize("case", list(CASES))
def test_a_changed_key_is_built_aside_under_writers_and_swapped_in(dsn: str, case: str) -> None:
    (old_sql, old_key), (new_sql, new_key) = CASES[case]
    _setup(dsn)
    c = psycopg2.connect(dsn)
    _install(c, old_sql, old_key, online_rows=None)
    other = "v" if case == "join" else "n"
    with c.cursor() as cur:  # (the application's grants and indexes of its own)
        cur.execute("GRANT SELECT ON tv_k TO PUBLIC")
        cur.execute(f"CREATE INDEX tv_k_first ON tv_k ({old_key[0]})")
        cur.execute(f"CREATE INDEX tv_k_other ON tv_k ({other})")
    c.commit()
    old_id = _catalog(c)[0]
    rows = api.diff(c, name="tv_k") == [] and _count(c)
    reader = psycopg2.connect(dsn)
    reader.autocommit = True
    served: list[int] = []

    def read() -> None:  # (between batches: the old tview serves, whole)
        with reader.cursor() as cur:
            cur.execute("SELECT count(*) FROM tv_k")
            served.append(cur.fetchone()[0])

    with _writers(dsn) as w:
        res = _install(c, new_sql, new_key)
        assert res.online and res.replaces == '"public"."tv_k"', res
        staged = online.staged_name("tv_k")
        assert res.table == f'"public"."{staged}"'
        done = online.finish(
            c, name="tv_k", batch_rows=200 if case == "join" else 20, hooks={"batch": read}
        )
        assert done.done and done.batches > 2, done
        oid = _oid(c, staged)
        with c.cursor() as cur:  # (as dbt creates the model's `indexes` on the staged table)
            cur.execute(f"CREATE INDEX ON {staged} ({old_key[0]})")
        c.commit()
        swapped = _install(c, new_sql, new_key)
        assert swapped.action == "replaced the tview of the former key", swapped
    lost = [m for m in swapped.warnings if "is dropped for the table" in m]
    assert len(lost) == 1 and "index tv_k_other" in lost[0], swapped.warnings
    assert "tv_k_first" not in lost[0] and "tview_key" not in lost[0], lost
    reader.close()
    assert served and min(served) > rows // 2, (served, rows)
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, (w.stall, done)
    assert _oid(c, "tv_k") == oid and _relkind(c, staged) is None
    assert _relkind(c, online.staged_name("v_k")) is None and _relkind(c, "v_k") == "v"
    new_id, key_cols, view = _catalog(c)
    assert new_id != old_id and list(key_cols) == new_key and view == "v_k"
    assert _key_index(c) == new_key
    with c.cursor() as cur:  # the former tview's code and catalog rows are gone
        cur.execute(
            "SELECT count(*) FROM pg_proc WHERE pronamespace = 'tview'::regnamespace "
            "AND proname ~ %s",
            (f"^(f|ra|d)_{old_id}(_|$)",),
        )
        assert cur.fetchone()[0] == 0
        cur.execute("SELECT count(*) FROM tview.source WHERE tview_id = %s", (old_id,))
        assert cur.fetchone()[0] == 0
        cur.execute("SELECT has_table_privilege('public', 'tv_k', 'SELECT')")
        assert cur.fetchone()[0] is True  # (the grants carried over)
    c.commit()
    _check_done(c, dsn, "tv_k")
    with c.cursor() as cur:  # maintained by the new key's code, under the final names
        cur.execute("UPDATE tb_a SET v = v + 7 WHERE id <= 3")
        cur.execute("INSERT INTO tb_a VALUES (%s, 5, 1)", (ROWS * 100,))
    c.commit()
    _check_done(c, dsn, "tv_k")
    c.close()


def _count(c) -> int:
    with c.cursor() as cur:
        cur.execute("SELECT count(*) FROM tv_k")
        n = cur.fetchone()[0]
    c.commit()
    return n


def test_a_changed_key_of_a_tview_a_view_reads_is_rebuilt_in_place_saying_why(dsn: str) -> None:
    _setup(dsn)
    c = psycopg2.connect(dsn)
    _install(c, BASE, ["id"], online_rows=None)
    with c.cursor() as cur:
        cur.execute("CREATE VIEW report AS SELECT id, v FROM tv_k")
    c.commit()
    oid = _oid(c, "tv_k")
    res = _install(c, BASE, ["id", "label"])
    assert not res.online and res.replaces is None, res
    why = [m for m in res.warnings if "not online" in m]
    assert len(why) == 1 and "key" in why[0] and "report depend(s)" in why[0], res.warnings
    assert _oid(c, "tv_k") == oid and _key_index(c) == ["id", "label"]
    assert _relkind(c, online.staged_name("tv_k")) is None
    _check_done(c, dsn, "tv_k")
    c.close()


def _prepare(c, sql: str, key: list[str], unique: bool | None = None) -> str:
    return prepare.prepare_key(c, name="tv_k", sql=sql, key=key, unique=unique)


# (the key before and after, the new one's uniqueness: a unique key that gains a column, a
#  non-unique key on other columns)
PREPARED = {"wider": (["id"], ["id", "label"], None), "non_unique": (["id"], ["v"], False)}


def _prepared_index(c) -> str | None:
    with c.cursor() as cur:
        cur.execute("SELECT to_regclass('tv_k_tview_key_next')::text")
        name = cur.fetchone()[0]
    c.commit()
    return name


def _read_by_a_view(dsn: str, key: list[str]) -> psycopg2.extensions.connection:
    """tv_k of BASE and `key`, which the application's view `report` reads."""
    _setup(dsn)
    c = psycopg2.connect(dsn)
    _install(c, BASE, key, online_rows=None)
    with c.cursor() as cur:
        cur.execute("CREATE VIEW report AS SELECT id, v FROM tv_k")
    c.commit()
    return c


def _view_oid(c) -> int:
    return _oid(c, "report")


@pytest.mark.parametrize("case", list(PREPARED))
def test_a_changed_key_of_a_tview_a_view_reads_is_rebuilt_online_in_place(
    dsn: str, case: str
) -> None:
    old_key, new_key, unique = PREPARED[case]
    c = _read_by_a_view(dsn, old_key)  # (the table cannot be replaced)
    oid, view_oid = _oid(c, "tv_k"), _view_oid(c)
    c.commit()
    with _writers(dsn) as w:
        said = _prepare(c, BASE, new_key, unique)
        assert "built CONCURRENTLY" in said, said
        assert _prepare(c, BASE, new_key, unique).endswith("is built already")
        built = _oid(c, "tv_k_tview_key_next")
        c.commit()
        res = _install(c, BASE, new_key, unique=unique)
        assert res.online and res.replaces is None, res
        assert not [m for m in res.warnings if "not online" in m], res.warnings
        done = online.finish(c, name="tv_k", batch_rows=200)
        assert done.done and done.batches > 2, done
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, (w.stall, done)
    assert _oid(c, "tv_k") == oid and _view_oid(c) == view_oid
    assert _key_index(c) == new_key and _prepared_index(c) is None
    assert _oid(c, "tv_k_tview_key") == built  # (renamed into place, not built again)
    assert list(_catalog(c)[1]) == new_key
    _check_done(c, dsn, "tv_k")
    with c.cursor() as cur:  # maintained by the new key's code
        cur.execute("UPDATE tb_a SET v = v + 7 WHERE id <= 3")
        cur.execute("INSERT INTO tb_a VALUES (%s, 5, 1)", (ROWS * 100,))
    c.commit()
    _check_done(c, dsn, "tv_k")
    # the model as installed: the next preparation has nothing to do
    assert _prepare(c, BASE, new_key, unique) == ""
    c.close()


def test_a_key_index_the_former_code_could_refuse_rows_of_is_not_built_beforehand(dsn: str) -> None:
    # Until the install, the former code writes rows unique by (id, label) only; an index unique
    # by id alone could refuse one of them (an application write would fail).
    c = _read_by_a_view(dsn, ["id", "label"])
    said = _prepare(c, BASE, ["id"])
    assert "not built beforehand" in said and "former unique key" in said, said
    assert _prepared_index(c) is None
    # (nor one whose column the table has not yet: the install adds it)
    said = _prepare(c, BASE.replace("a.v,", "a.v, a.v % 2 AS parity,"), ["id", "parity"])
    assert "parity are not in the table yet" in said, said
    res = _install(c, BASE, ["id"])
    assert not res.online and [m for m in res.warnings if "report depend(s)" in m], res
    assert _key_index(c) == ["id"]
    _check_done(c, dsn, "tv_k")
    c.close()


def test_an_index_built_beforehand_for_a_key_the_model_left_is_dropped(dsn: str) -> None:
    c = _read_by_a_view(dsn, ["id"])
    assert "built CONCURRENTLY" in _prepare(c, BASE, ["id", "label"])
    assert _prepared_index(c) == "tv_k_tview_key_next"
    assert _prepare(c, BASE, ["id"]) == ""  # (changed back before the install)
    assert _prepared_index(c) is None
    # one built for another key than the install's is dropped by the install itself
    assert "built CONCURRENTLY" in _prepare(c, BASE, ["id", "label"])
    res = _install(c, BASE, ["id", "v"], online_rows=None)
    assert res.action == "rebuilt", res
    assert _key_index(c) == ["id", "v"] and _prepared_index(c) is None
    _check_done(c, dsn, "tv_k")
    c.close()


def test_a_relation_of_the_prepared_index_name_is_left_alone(dsn: str) -> None:
    c = _read_by_a_view(dsn, ["id"])
    with c.cursor() as cur:
        cur.execute("CREATE TABLE tv_k_tview_key_next (x int)")
    c.commit()
    said = _prepare(c, BASE, ["id", "label"])
    assert "could not be built beforehand" in said and "already exists" in said, said
    res = _install(c, BASE, ["id", "label"])
    assert not res.online and _key_index(c) == ["id", "label"], res
    assert _relkind(c, "tv_k_tview_key_next") == "r"
    _check_done(c, dsn, "tv_k")
    c.close()


def _built_beside(dsn: str) -> psycopg2.extensions.connection:
    """tv_k of key id, and the tview of key (id, label) built beside it, complete, unswapped."""
    _setup(dsn)
    c = psycopg2.connect(dsn)
    _install(c, BASE, ["id"], online_rows=None)
    assert _install(c, BASE, ["id", "label"]).online
    assert online.finish(c, name="tv_k", batch_rows=1000).done
    return c


def test_a_key_changed_again_before_the_swap_builds_the_staged_tview_anew(dsn: str) -> None:
    c = _built_beside(dsn)
    # (changed again: the staged tview of (id, label) goes, one of (id, v) is built)
    res = _install(c, BASE, ["id", "v"])
    assert res.online and res.replaces == '"public"."tv_k"', res
    assert online.finish(c, name="tv_k", batch_rows=1000).done
    assert _install(c, BASE, ["id", "v"]).action == "replaced the tview of the former key"
    assert _key_index(c) == ["id", "v"] and list(_catalog(c)[1]) == ["id", "v"]
    with c.cursor() as cur:
        cur.execute("SELECT count(*) FROM tview.tview")
        assert cur.fetchone()[0] == 1
    c.commit()
    _check_done(c, dsn, "tv_k")
    # back to the first key: built aside again, and swapped
    assert _install(c, BASE, ["id"]).online
    assert online.finish(c, name="tv_k", batch_rows=1000).done
    assert _install(c, BASE, ["id"]).action == "replaced the tview of the former key"
    _check_done(c, dsn, "tv_k")
    c.close()


def test_a_key_changed_back_before_the_swap_drops_the_staged_tview(dsn: str) -> None:
    c = _built_beside(dsn)
    oid = _oid(c, "tv_k")
    res = _install(c, BASE, ["id"])  # (the model as installed: nothing to build)
    assert res.action == "unchanged", res
    assert _relkind(c, online.staged_name("tv_k")) is None
    assert _relkind(c, online.staged_name("v_k")) is None
    with c.cursor() as cur:
        cur.execute("SELECT count(*) FROM tview.tview")
        assert cur.fetchone()[0] == 1
    c.commit()
    assert _oid(c, "tv_k") == oid
    _check_done(c, dsn, "tv_k")
    c.close()


def _hold_a(cur, _i: int, _j: int, rnd) -> None:
    """A writer of tb_a that holds its lock a while: with three of them, tb_a is nearly always
    held, and each one's flush at COMMIT reads tb_g."""
    cur.execute("UPDATE tb_a SET v = v + 1 WHERE id = %s", (rnd.randrange(1, ROWS),))
    cur.execute("SELECT pg_sleep(0.05)")


def test_the_swap_gets_its_locks_while_writers_always_hold_a_joined_source(dsn: str) -> None:
    # Dropping the former tview's triggers would take ACCESS EXCLUSIVE on tb_g, then wait for
    # tb_a, whose holders' flushes wait for tb_g: a cycle every attempt meets while tb_a is
    # never free. The swap retires them under the locks a regeneration takes instead.
    c = _built_beside(dsn)
    old_id = _catalog(c)[0]
    with helpers.Writers(dsn, _hold_a, n=3, pause=0, warmup=0.3) as w:
        swapped = _install(c, BASE, ["id", "label"])
    assert swapped.action == "replaced the tview of the former key", swapped
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, w.stall
    with c.cursor() as cur:  # what stays of the former tview: triggers that never fire
        cur.execute(
            "SELECT g.tgrelid::regclass::text, g.tgfoid::regproc::text, pg_get_triggerdef(g.oid), "
            "(SELECT count(*) FROM pg_depend d WHERE d.classid = 'pg_trigger'::regclass "
            "AND d.objid = g.oid AND d.refobjid <> g.tgrelid AND d.refobjid <> g.tgfoid) "
            "FROM pg_trigger g WHERE g.tgname LIKE %s",
            (f"tview\\_{old_id}\\_%",),
        )
        retired = cur.fetchall()
        cur.execute(
            "SELECT count(*) FROM pg_trigger WHERE tgname LIKE %s",
            (f"tview\\_{_catalog(c)[0]}\\_%",),
        )
        assert cur.fetchone()[0] > 0
    c.commit()
    assert retired, "the former tview's triggers"
    for rel, fn, definition, deps in retired:
        assert fn == f"tview.retired_{_oid(c, rel)}" and "WHEN (false)" in definition, definition
        assert "REFERENCING" not in definition and deps == 0, (rel, definition, deps)
    _check_done(c, dsn, "tv_k")
    with c.cursor() as cur:  # (a retired trigger's column, written: nothing fires)
        cur.execute("UPDATE tb_a SET id = id WHERE id <= 3")
        cur.execute("UPDATE tb_g SET grp = grp WHERE grp = 1")
    c.commit()
    _check_done(c, dsn, "tv_k")
    # then dropped, one relation per transaction: one a writer holds keeps them for later
    busy = psycopg2.connect(dsn)
    with busy.cursor() as cur:
        cur.execute("LOCK TABLE tb_a IN ROW EXCLUSIVE MODE")  # (a writer of tb_a alone)
    assert operations.drop_retired(c, lock_timeout_ms=50) == (1, 1)  # (tb_g cleared)
    busy.rollback()
    assert operations.drop_retired(c) == (1, 0)
    assert operations.drop_retired(c) == (0, 0)
    busy.close()
    with c.cursor() as cur:
        cur.execute(
            "SELECT count(*) FROM pg_trigger WHERE tgname LIKE %s", (f"tview\\_{old_id}\\_%",)
        )
        assert cur.fetchone()[0] == 0
    c.commit()
    _check_done(c, dsn, "tv_k")
    c.close()


def test_dependents_of_a_dropped_relation_are_detached_while_writers_hold_a_joined_source(
    dsn: str,
) -> None:
    # dbt drops a relation with CASCADE; the tviews that read it are detached first. Dropping
    # their trigger functions with CASCADE would take ACCESS EXCLUSIVE on tb_a and tb_g one
    # after the other, in a cycle with writers that hold one of them and read the other at
    # COMMIT, whichever comes first; they are retired under the locks a regeneration takes, and
    # the dropped relation is locked with them.
    _setup(dsn)
    c = psycopg2.connect(dsn)
    with c.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_r (grp int PRIMARY KEY, note text);"
            "INSERT INTO tb_r SELECT g, 'n' || g FROM generate_series(0, 99) g"
        )
    c.commit()
    sql = (
        "SELECT a.id, a.v, g.label, r.note FROM tb_a a JOIN tb_g g ON g.grp = a.grp "
        "JOIN tb_r r ON r.grp = a.grp"
    )
    api.install(c, name="tv_d", sql=sql, key=["id"])
    c.commit()
    tid = _oid_of_tview(c, "tv_d")
    with helpers.Writers(dsn, _hold_a_or_g, n=4, pause=0, warmup=0.3) as w:
        assert operations.detach_dependents(c, name="tb_r") == ["public.tv_d"]
        with c.cursor() as cur:
            cur.execute("DROP TABLE tb_r CASCADE")  # (as dbt does, in the same transaction)
        c.commit()
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, w.stall
    with c.cursor() as cur:
        cur.execute("SELECT status FROM tview.tview WHERE id = %s", (tid,))
        assert cur.fetchone()[0].startswith("detached: public.tb_r was dropped")
        cur.execute(
            "SELECT g.tgrelid::regclass::text, pg_get_triggerdef(g.oid) FROM pg_trigger g "
            "WHERE g.tgname LIKE %s ORDER BY 1",
            (f"tview\\_{tid}\\_%",),
        )
        left = cur.fetchall()
    c.commit()
    assert {rel for rel, _ in left} == {"tb_a", "tb_g"}, left
    assert all("WHEN (false)" in d and "retired_" in d for _, d in left), left
    with c.cursor() as cur:  # (the writes go on, nothing maintains tv_d)
        cur.execute("UPDATE tb_a SET v = v + 1 WHERE id <= 3; UPDATE tb_g SET label = label")
    c.commit()
    assert operations.drop_retired(c)[1] == 0
    with c.cursor() as cur:  # (the retired triggers, and the dispatchers left empty, are gone)
        cur.execute(
            "SELECT tgname FROM pg_trigger WHERE tgrelid IN ('tb_a'::regclass, 'tb_g'::regclass) "
            "AND tgname LIKE 'tview%%'"
        )
        assert cur.fetchall() == []
    c.commit()
    c.close()


def _hold_a_or_g(cur, i: int, j: int, rnd) -> None:
    """Writers that hold tb_a (even threads) or tb_g (odd ones) a while, each changing a
    column whose refresh at COMMIT reads the other table through the view."""
    if i % 2 == 0:
        cur.execute(
            "UPDATE tb_a SET grp = (grp + 1) %% 100 WHERE id = %s", (rnd.randrange(1, ROWS),)
        )
    else:
        cur.execute("UPDATE tb_g SET label = %s WHERE grp = %s", (f"g{i}.{j}", rnd.randrange(100)))
    cur.execute("SELECT pg_sleep(0.05)")


def _oid_of_tview(c, name: str) -> int:
    with c.cursor() as cur:
        cur.execute("SELECT id FROM tview.tview WHERE tbl_name = %s", (name,))
        tid = cur.fetchone()[0]
    c.commit()
    return tid
