"""Fan-out: one source read by many tviews. Behind their gates, the tviews' UPDATE work runs in
one dispatcher per source (trigger tview_upd, function u_<oid>), each tview's block behind its
own gate flag, the blocks regenerated from the catalog whenever a tview comes or goes (install,
reinstall, drop, detach, a rolled-back install leaving it as it was). An UPDATE naming no column
a tview reads does none of their work. Every tv_* equals its view after every statement and
every commit (docs/decisions/0019)."""

from __future__ import annotations

import psycopg2
import pytest
from helpers import PRIVATE, one

from dbt_tview import api, operations

FAN = 20
SCHEMA_SQL = (
    "CREATE TABLE tb_user (pk_user int PRIMARY KEY, name text NOT NULL, "
    "last_seen bigint NOT NULL DEFAULT 0, "
    + ", ".join(f"c{i} int NOT NULL DEFAULT 0" for i in range(FAN))
    + "); INSERT INTO tb_user (pk_user, name) SELECT g, 'u' || g FROM generate_series(1, 200) g"
)


def fan_sql(i: int) -> str:
    return f"SELECT u.pk_user, u.name, u.c{i} FROM tb_user u WHERE u.c{i} >= 0"


def _rows(conn, sql: str, args: tuple = ()) -> list[tuple]:
    with conn.cursor() as cur:
        cur.execute(sql, args or None)
        return cur.fetchall() if cur.description else []


def _install(conn, i: int) -> None:
    api.install(conn, name=f"tv_f{i}", sql=fan_sql(i), key=["pk_user"])
    conn.commit()


def _tviews(conn) -> list[str]:
    return [n for (n,) in _rows(conn, "SELECT tbl_name FROM tview.tview ORDER BY id")]


def _check_all(conn) -> None:
    for name in _tviews(conn):
        assert api.diff(conn, name=name) == [], name


def _statements(conn, *stmts: str) -> bool:
    """Run `stmts` in one transaction with the flush at each statement's end (SET CONSTRAINTS
    ALL IMMEDIATE), checking every tview after each and after the commit; then again with the
    flush at commit, whether that transaction armed one (some tview's block found work)."""
    _rows(conn, "SET CONSTRAINTS ALL IMMEDIATE")
    for s in stmts:
        _rows(conn, s)
        _check_all(conn)
    conn.rollback()
    for s in stmts:
        _rows(conn, s)
    armed = bool(one(conn, "SELECT current_setting(" + PRIVATE + ", true)", ("armed",)))
    conn.commit()
    _check_all(conn)
    conn.commit()
    return armed


def _dispatcher(conn) -> str | None:
    """The body of tb_user's dispatcher (None: there is none)."""
    rows = _rows(
        conn,
        "SELECT p.prosrc FROM pg_proc p WHERE p.oid = to_regprocedure("
        "format('tview.%I()', 'u_' || 'tb_user'::regclass::oid))",
    )
    return rows[0][0] if rows and rows[0][0] is not None else None


def _blocks(conn) -> list[int]:
    """The tview ids whose block tb_user's dispatcher holds, in order."""
    body = _dispatcher(conn) or ""
    return [
        int(line.split("<<t_")[1].split(">>")[0]) for line in body.splitlines() if "<<t_" in line
    ]


def _update_triggers(conn) -> list[str]:
    """The triggers on tb_user that fire on every UPDATE (no column list) and call a function."""
    return [
        n
        for (n,) in _rows(
            conn,
            "SELECT tgname FROM pg_trigger WHERE tgrelid = 'tb_user'::regclass "
            "AND NOT tgisinternal AND tgtype & 16 = 16 AND tgattr = '' "
            "AND tgname <> ALL (SELECT 'tview_' || id || '_replica' FROM tview.tview) "
            "ORDER BY tgname",
        )
    ]


def _ids(conn) -> dict[str, int]:
    return dict(_rows(conn, "SELECT tbl_name, id FROM tview.tview"))


@pytest.mark.parametrize("n", [1, 5, FAN])
def test_one_dispatcher_runs_exactly_the_tviews_a_write_affects(db, n):
    for i in range(n):
        _install(db, i)
    ids = _ids(db)
    # one trigger fires on every UPDATE, holding a block per tview in tview order
    assert _update_triggers(db) == ["tview_upd"]
    assert _blocks(db) == sorted(ids.values())
    # one tview's column; then a column no tview reads: no block does any work
    assert _statements(db, "UPDATE tb_user SET c0 = c0 + 1 WHERE pk_user = 3")
    assert not _statements(db, "UPDATE tb_user SET last_seen = last_seen + 1 WHERE pk_user = 3")
    assert not _statements(db, "UPDATE tb_user SET last_seen = 7")
    # every tview's column, mixed, in one transaction
    assert _statements(
        db,
        f"UPDATE tb_user SET c{n - 1} = -1 WHERE pk_user BETWEEN 10 AND 20",
        "UPDATE tb_user SET last_seen = 1, name = name || '!' WHERE pk_user % 7 = 0",
        f"UPDATE tb_user SET c{n - 1} = 0, pk_user = pk_user + 1000 WHERE pk_user = 15",
        "INSERT INTO tb_user (pk_user, name) VALUES (500, 'new')",
        "DELETE FROM tb_user WHERE pk_user = 4",
    )
    # a trigger of the user's writing the source again from within a statement (a deeper depth)
    _rows(
        db,
        "CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
        "IF pg_trigger_depth() < 2 THEN UPDATE tb_user SET name = name || '+' WHERE pk_user = 1; "
        "END IF; RETURN NULL; END $$; "
        "CREATE TRIGGER a_touch AFTER UPDATE ON tb_user FOR EACH STATEMENT "
        "EXECUTE FUNCTION touch()",
    )
    db.commit()
    assert _statements(db, "UPDATE tb_user SET c0 = c0 + 1 WHERE pk_user = 2")
    assert _statements(db, "UPDATE tb_user SET last_seen = 2 WHERE pk_user = 2")
    # every tview stays healthy
    assert {h for (h,) in _rows(db, "SELECT health FROM tview.status()")} == {"ok"}


def test_drop_reinstall_detach_one_tview_others_stay_maintained(db):
    for i in range(5):
        _install(db, i)
    ids = _ids(db)
    api.drop(db, name="tv_f1")
    db.commit()
    assert _blocks(db) == sorted(v for k, v in ids.items() if k != "tv_f1")
    assert _statements(db, "UPDATE tb_user SET c1 = c1 + 1, c2 = c2 + 1 WHERE pk_user < 9")
    _install(db, 1)
    assert _blocks(db) == sorted(_ids(db).values())
    assert _statements(db, "UPDATE tb_user SET c1 = c1 + 1 WHERE pk_user < 9")
    assert api.detach(db, name="tv_f3")
    db.commit()
    assert _ids(db)["tv_f0"] in _blocks(db)
    assert ids["tv_f3"] not in _blocks(db)
    assert _statements(db, "UPDATE tb_user SET c3 = c3 + 1, c4 = 5 WHERE pk_user < 9")
    # a tview's view dropped outside dbt: refused, naming its gate; with CASCADE the gate goes
    # with it, so its block never runs, and writes go on
    with pytest.raises(psycopg2.errors.DependentObjectsStillExist, match="tview_.*_gate"):
        _rows(db, "DROP VIEW v_f4")
    db.rollback()
    _rows(db, "DROP VIEW v_f4 CASCADE")
    db.commit()
    _rows(db, "UPDATE tb_user SET c4 = c4 + 1, c2 = c2 + 1 WHERE pk_user < 9")
    db.commit()
    for name in ("tv_f0", "tv_f1", "tv_f2"):
        assert api.diff(db, name=name) == [], name
    db.commit()
    # the last tview gone: the dispatcher goes
    for name in ("tv_f0", "tv_f1", "tv_f2", "tv_f4"):
        api.drop(db, name=name)
        db.commit()
    assert _dispatcher(db) is not None  # (emptied: dropping it waits for writers)
    _rows(db, "UPDATE tb_user SET c0 = 1")
    db.commit()
    assert api.drop_retired(db)[1] == 0
    assert _dispatcher(db) is None
    assert _update_triggers(db) == []
    _rows(db, "UPDATE tb_user SET c0 = 1")
    db.commit()


def test_a_rolled_back_install_leaves_the_dispatcher_as_it_was(db):
    for i in range(3):
        _install(db, i)
    before = _dispatcher(db)
    api.install(db, name="tv_f3", sql=fan_sql(3), key=["pk_user"])
    assert _dispatcher(db) != before
    db.rollback()
    assert _dispatcher(db) == before
    assert _statements(db, "UPDATE tb_user SET c0 = c0 + 1, c3 = c3 + 1 WHERE pk_user < 9")
    # a reinstall with a changed definition keeps one block per tview
    api.install(db, name="tv_f1", sql=fan_sql(1) + " AND u.c1 < 100", key=["pk_user"])
    db.commit()
    assert _blocks(db) == sorted(_ids(db).values())
    assert _statements(db, "UPDATE tb_user SET c1 = c1 + 200 WHERE pk_user < 5")


def test_a_disabled_dispatcher_is_reported(db):
    for i in range(2):
        _install(db, i)
    _rows(db, "ALTER TABLE tb_user DISABLE TRIGGER tview_upd")
    db.commit()
    health = [h for (h,) in _rows(db, "SELECT health FROM tview.status()")]
    assert all("triggers missing or disabled" in h for h in health), health
    _rows(db, "ALTER TABLE tb_user ENABLE TRIGGER tview_upd")
    db.commit()
    health = [h for (h,) in _rows(db, "SELECT health FROM tview.status()")]
    assert all("bypass" in h or "disabled" in h or "toggled" in h for h in health), health


def test_no_public_execute_on_the_dispatcher(db):
    _install(db, 0)
    acl = one(
        db,
        "SELECT p.proacl::text FROM pg_proc p WHERE p.oid = to_regprocedure("
        "format('tview.%I()', 'u_' || 'tb_user'::regclass::oid))",
    )
    assert acl is not None and "{=X" not in acl and ",=X" not in acl
    conf = one(
        db,
        "SELECT p.proconfig::text FROM pg_proc p WHERE p.oid = to_regprocedure("
        "format('tview.%I()', 'u_' || 'tb_user'::regclass::oid))",
    )
    assert "search_path=pg_catalog, pg_temp" in conf


def test_a_dropped_dispatcher_trigger_is_reported_until_each_tview_is_refreshed(db):
    for i in range(2):
        _install(db, i)
    _rows(db, "DROP TRIGGER tview_upd ON tb_user")
    _rows(db, "UPDATE tb_user SET c0 = c0 + 1, c1 = c1 + 1 WHERE pk_user < 9")  # (bypassed)
    db.commit()
    health = [h for (h,) in _rows(db, "SELECT health FROM tview.status()")]
    assert all("triggers missing or disabled" in h for h in health), health
    # dbt run of one of them puts the trigger back: the other still missed those writes
    _install(db, 0)
    assert _update_triggers(db) == ["tview_upd"]
    health = dict(_rows(db, "SELECT tview, health FROM tview.status()"))
    assert health["public.tv_f0"] == "ok", health
    assert "tview_upd" in health["public.tv_f1"] and "tview_refresh" in health["public.tv_f1"]
    assert api.diff(db, name="tv_f1") != []
    db.rollback()
    api.refresh(db, name="tv_f1")
    db.commit()
    assert {h for (h,) in _rows(db, "SELECT health FROM tview.status()")} == {"ok"}
    assert _statements(db, "UPDATE tb_user SET c1 = c1 + 1 WHERE pk_user < 9")


# (trigger, its function, its event): what earlier versions or definitions left on a source (a
# join column's trigger tview_N_reads; tview_N_key goes the same way: _statement_triggers.retire)
EARLIER_TRIGGERS = {
    "upd": ("tview_{tid}_upd", "d_{tid}_{oid}_upd", "REFERENCING OLD TABLE AS o NEW TABLE AS n"),
    "reads": ("tview_{tid}_reads", "d_{tid}_{oid}_wr", "OF name"),
}


@pytest.mark.parametrize("kind", sorted(EARLIER_TRIGGERS))
def test_an_earlier_trigger_is_retired_without_an_exclusive_lock(db, kind):
    """A trigger the tview's code no longer has (its own UPDATE trigger before dispatchers, the
    column triggers of join or key columns a definition no longer has) is turned by the
    regeneration into one that never fires, under SHARE ROW EXCLUSIVE: writers and the flushes
    reading the source go on (ACCESS EXCLUSIVE waits for them all, and they behind it)."""
    _install(db, 0)
    tid = _ids(db)["tv_f0"]
    oid = one(db, "SELECT 'tb_user'::regclass::oid")
    trigger, fn, event = (x.format(tid=tid, oid=oid) for x in EARLIER_TRIGGERS[kind])
    event = f"UPDATE {event} ON tb_user" if event.startswith("OF") else f"UPDATE ON tb_user {event}"
    fn = f"tview.{fn}"
    _rows(
        db,
        f"CREATE FUNCTION {fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
        "RAISE EXCEPTION 'not retired'; END $$; "
        f'CREATE TRIGGER "{trigger}" AFTER {event} '
        f"FOR EACH STATEMENT EXECUTE FUNCTION {fn}(); "
        "UPDATE tview.tview SET code_hash = NULL",
    )
    db.commit()
    api.install(db, name="tv_f0", sql=fan_sql(0), key=["pk_user"])
    locks = _rows(
        db,
        "SELECT mode FROM pg_locks WHERE relation = 'tb_user'::regclass "
        "AND pid = pg_backend_pid() AND mode = 'AccessExclusiveLock'",
    )
    assert locks == []
    assert _rows(
        db,
        "SELECT tgattr <> '', tgqual IS NOT NULL, tgnewtable IS NULL FROM pg_trigger "
        "WHERE tgname = %s",
        (trigger,),
    ) == [(True, True, True)]
    db.commit()
    assert one(db, "SELECT to_regprocedure(%s) IS NULL", (fn + "()",))
    assert _statements(
        db, "UPDATE tb_user SET c0 = c0 + 1, name = name || '', last_seen = 3 WHERE pk_user < 9"
    )
    assert {h for (h,) in _rows(db, "SELECT health FROM tview.status()")} == {"ok"}
    api.drop(db, name="tv_f0")
    db.commit()
    assert api.drop_retired(db) == (2, 0)  # (the retired triggers, the emptied dispatcher)
    assert _rows(db, "SELECT tgname FROM pg_trigger WHERE tgrelid = 'tb_user'::regclass") == []


def test_drop_retired_skips_what_another_run_dropped_meanwhile(db, dsn, monkeypatch):
    """Two runs clearing at once (dbt threads): each lists the functions to drop, then drops
    them one per transaction; one the other run dropped in between is skipped, not an error."""
    _install(db, 0)
    api.drop(db, name="tv_f0")
    db.commit()
    real = operations.online.transaction
    raced: list[tuple[int, int]] = []

    def racing(cur, *args):  # (the other run clears everything before this one's first drop)
        if not raced:
            raced.append((-1, -1))  # (the other run's own transactions go through unraced)
            other = psycopg2.connect(dsn)
            raced[0] = api.drop_retired(other)
            other.close()
        return real(cur, *args)

    monkeypatch.setattr(operations.online, "transaction", racing)
    assert api.drop_retired(db) == (0, 0)
    assert raced == [(2, 0)]
    assert _rows(db, "SELECT tgname FROM pg_trigger WHERE tgrelid = 'tb_user'::regclass") == []
