"""Minimal reproductions of bugs the oracle and soak runs found, kept as regression tests."""

from __future__ import annotations

from dbt_tview import api


def test_immediate_constraints_flush_inside_a_cascade_keeps_the_statement_log(conn):
    """SET CONSTRAINTS ALL IMMEDIATE runs the flush inside the FK cascade's trigger, before the
    parent's trigger: the multi-source log of the statement must survive that flush."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_a (id int PRIMARY KEY, grp int);"
            "CREATE TABLE tb_b (id int PRIMARY KEY, a_id int REFERENCES tb_a ON DELETE CASCADE);"
            "INSERT INTO tb_a VALUES (1, 1), (2, 1), (3, 2), (5, NULL);"
            "INSERT INTO tb_b VALUES (1, 5), (2, 1);"
        )
    api.install(
        conn,
        name="tv_n",
        sql="SELECT g.grp, count(*) AS n FROM (SELECT grp, a_id FROM tb_a a "
        "JOIN tb_b b ON b.a_id = a.id GROUP BY grp, a_id) g GROUP BY g.grp",
        key="grp",
    )
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("SET CONSTRAINTS ALL IMMEDIATE")
        cur.execute("DELETE FROM tb_a WHERE id = 5")
    conn.commit()
    assert api.diff(conn, name="tv_n") == []


def _churn(conn, table: str, compact_bytes: int, txns: int = 3000, rows: int = 1) -> dict[str, int]:
    """Run `txns` UPDATE transactions of `rows` consecutive rows on `table` (ids 1..50) in one
    session with a low compaction threshold; the sizes of the session's tview work tables
    afterwards."""
    with conn.cursor() as cur:
        cur.execute(f"SET tview.compact_bytes = {compact_bytes}")  # exceeded many times over
        conn.commit()
        for i in range(txns):
            ids = [(i + j) % 50 + 1 for j in range(rows)]
            cur.execute(f"UPDATE {table} SET v = v + 1 WHERE id = ANY(%s)", (ids,))
            conn.commit()
        cur.execute(
            "SELECT c.relname, pg_relation_size(c.oid) FROM pg_class c "
            "WHERE c.relnamespace = pg_my_temp_schema() AND c.relname LIKE 'tview%%'"
        )
        sizes = dict(cur.fetchall())
    conn.rollback()
    return sizes


def _table(conn, name: str) -> None:
    with conn.cursor() as cur:
        cur.execute(
            f"CREATE TABLE {name} (id int PRIMARY KEY, grp int, v int);"
            f"INSERT INTO {name} SELECT g, g % 3, 0 FROM generate_series(1, 50) g;"
        )


def test_long_lived_session_keeps_its_work_tables_small(conn):
    """Autovacuum never processes temporary tables: the runtime compacts its session tables,
    so a pooled connection does not get slower with every transaction."""
    _table(conn, "tb_x")
    api.install(conn, name="tv_x", sql="SELECT id, grp, v FROM tb_x", key="id")
    api.install(
        conn,
        name="tv_xg",
        sql="SELECT grp, count(*) AS n, max(v) AS mx FROM tb_x GROUP BY grp",
        key="grp",
    )
    conn.commit()
    sizes = _churn(conn, "tb_x", 65536)
    assert sizes and max(sizes.values()) <= 2 * 65536, sizes
    assert api.diff(conn, name="tv_x") == [] and api.diff(conn, name="tv_xg") == []


def test_a_session_with_only_algebraic_tviews_keeps_its_delta_tables_small(conn):
    """Algebraic tviews queue no keys: their per-session delta table is what grows. It was
    compacted only once the key queue grew, so such a session's delta table grew forever."""
    _table(conn, "tb_y")
    api.install(
        conn,
        name="tv_yg",
        sql="SELECT grp, count(*) AS n, sum(v) AS total, max(v) AS mx FROM tb_y GROUP BY grp",
        key="grp",
    )
    conn.commit()
    # two rows of two groups per statement: one group's delta would pass in a setting
    sizes = _churn(conn, "tb_y", 32768, rows=2)
    assert any(name.startswith("tview_d_") for name in sizes), sizes
    assert max(sizes.values()) <= 2 * 32768, sizes
    assert api.diff(conn, name="tv_yg") == []


def test_triggers_of_an_older_runtime_are_still_flushed(conn):
    """Triggers installed by an older runtime queue keys without flagging them (tview.p_N): the
    dispatcher probes the queue for such tviews until they are reinstalled, so nothing is lost
    between upgrading the runtime and reinstalling every tview."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_o (id int PRIMARY KEY, v int);"
            "INSERT INTO tb_o SELECT g, 0 FROM generate_series(1, 20) g;"
        )
    api.install(conn, name="tv_o", sql="SELECT id, v FROM tb_o", key="id")
    api.install(conn, name="tv_o2", sql="SELECT id, v * 2 AS w FROM tv_o", key="id")
    conn.commit()
    with conn.cursor() as cur:
        # make tv_o look installed by an older runtime: its trigger stops flagging its work
        cur.execute(
            "SELECT p.oid::regprocedure::text, pg_get_functiondef(p.oid) FROM pg_proc p "
            "JOIN pg_trigger g ON g.tgfoid = p.oid WHERE g.tgrelid = 'tb_o'::regclass "
            "AND g.tgname LIKE 'tview%%upd'"
        )
        ((fn, src),) = cur.fetchall()
        stripped = src.replace("set_config('tview.p_", "set_config('tview.unused_")
        assert stripped != src, fn
        cur.execute(stripped)
        cur.execute("UPDATE tview.tview SET runtime_version = NULL WHERE tbl_name = 'tv_o'")
        api._refresh_dispatch(api._Db(conn), "tview")
        cur.execute("SELECT prosrc FROM pg_proc WHERE proname = '_on_commit'")
        assert "pg_temp.tview_queue q" in cur.fetchone()[0]  # the probe is generated
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("UPDATE tb_o SET v = v + 1 WHERE id IN (3, 7)")
    conn.commit()
    assert api.diff(conn, name="tv_o") == []
    assert api.diff(conn, name="tv_o2") == []
    with conn.cursor() as cur:
        cur.execute("SELECT w FROM tv_o2 WHERE id = 7")
        assert cur.fetchone() == (2,)
        # reinstalling it (as the next dbt run does) drops the probe again
        cur.execute("UPDATE tview.tview SET def_hash = 'stale' WHERE tbl_name = 'tv_o'")
    api.install(conn, name="tv_o", sql="SELECT id, v FROM tb_o", key="id")
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("SELECT prosrc FROM pg_proc WHERE proname = '_on_commit'")
        assert "pg_temp.tview_queue q" not in cur.fetchone()[0]
        cur.execute("UPDATE tb_o SET v = v + 1 WHERE id = 7")
    conn.commit()
    assert api.diff(conn, name="tv_o2") == []


def test_tviews_of_the_previous_runtime_keep_their_flags(conn):
    """Runtime 20 introduced the flags (tview.p_N); a tview installed by it is still flushed
    through its flag, without a queue probe, after the runtime is upgraded. Its algebraic
    deltas queue no key rows, so a probe alone would never find them."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_f (id int PRIMARY KEY, g int, v int);"
            "INSERT INTO tb_f SELECT i, i % 3, i FROM generate_series(1, 30) i;"
        )
    sql = "SELECT g, count(*) AS n, sum(v) AS s FROM tb_f GROUP BY g"
    assert api.install(conn, name="tv_f", sql=sql, key="g").analysis.agg is not None
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("UPDATE tview.tview SET runtime_version = '20' WHERE tbl_name = 'tv_f'")
        api._refresh_dispatch(api._Db(conn), "tview")
        cur.execute("SELECT prosrc FROM pg_proc WHERE proname = '_on_commit'")
        src = cur.fetchone()[0]
        assert "tview.p_" in src and "pg_temp.tview_queue q" not in src
        # its flush function does not flag oversized session tables (runtime 22 does): the
        # commit trigger measures the queue itself until the tview is reinstalled
        assert "pg_relation_size('pg_temp.tview_queue')" in src
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("UPDATE tb_f SET v = v + 10 WHERE id < 5")
    conn.commit()
    assert api.diff(conn, name="tv_f") == []
    with conn.cursor() as cur:
        cur.execute("UPDATE tview.tview SET def_hash = 'stale' WHERE tbl_name = 'tv_f'")
    api.install(conn, name="tv_f", sql=sql, key="g")
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("SELECT prosrc FROM pg_proc WHERE proname = '_on_commit'")
        assert "pg_relation_size" not in cur.fetchone()[0]


def test_select_star_takes_a_new_source_column_at_the_next_install(conn):
    """The same model SQL can mean more columns: `SELECT *` after the source gained one. The
    next install (dbt run) rebuilds the tview with it, as dbt rebuilds a table or a view."""
    with conn.cursor() as cur:
        cur.execute("CREATE TABLE tb_s (id int PRIMARY KEY, v int)")
        cur.execute("INSERT INTO tb_s SELECT g, g FROM generate_series(1, 5) g")
    assert api.install(conn, name="tv_s", sql="SELECT * FROM tb_s", key="id").action == "created"
    conn.commit()
    assert api.install(conn, name="tv_s", sql="SELECT * FROM tb_s", key="id").action == "unchanged"
    with conn.cursor() as cur:
        cur.execute("ALTER TABLE tb_s ADD COLUMN w text DEFAULT 'x'")
    conn.commit()
    assert api.install(conn, name="tv_s", sql="SELECT * FROM tb_s", key="id").action == "rebuilt"
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("UPDATE tb_s SET w = 'y' WHERE id = 2")
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("SELECT id, v, w FROM tv_s ORDER BY id")
        assert cur.fetchall() == [(1, 1, "x"), (2, 2, "y"), (3, 3, "x"), (4, 4, "x"), (5, 5, "x")]
    assert api.diff(conn, name="tv_s") == []
    conn.rollback()


def _health(conn, name: str) -> str:
    with conn.cursor() as cur:
        cur.execute("SELECT health FROM tview.status() WHERE tview = %s", (f"public.{name}",))
        (h,) = cur.fetchone()
    conn.rollback()
    return h


def test_a_renamed_source_column_is_reported_until_the_next_install(conn):
    """PostgreSQL lets a column the view reads be renamed (the view follows it), but the
    generated triggers name it: every write to the sources then fails. status() used to say
    'ok'; it names the column and what to do, and the install of the updated model clears it.
    Columns the view does not read may come and go."""
    import psycopg2
    import pytest

    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_r (id int PRIMARY KEY, g int, v int, note text);"
            "INSERT INTO tb_r SELECT i, i % 3, i, 'n' FROM generate_series(1, 30) i"
        )

    def install(col: str) -> None:
        sql = f"SELECT g, count(*) AS n, sum({col}) AS s FROM tb_r GROUP BY g"
        api.install(conn, name="tv_r", sql=sql, key=["g"])
        api.install(conn, name="tv_r2", sql=f"SELECT id, g, {col} AS v FROM tb_r", key=["id"])
        conn.commit()

    install("v")
    with conn.cursor() as cur:
        cur.execute("ALTER TABLE tb_r DROP COLUMN note, ADD COLUMN extra int")
    conn.commit()
    assert _health(conn, "tv_r") == _health(conn, "tv_r2") == "ok"
    with conn.cursor() as cur:
        cur.execute("ALTER TABLE tb_r RENAME COLUMN v TO amount")
    conn.commit()
    for name in ("tv_r", "tv_r2"):
        h = _health(conn, name)
        assert "columns renamed since the install (v -> amount)" in h and "dbt run" in h, h
    with conn.cursor() as cur, pytest.raises(psycopg2.errors.UndefinedColumn):
        cur.execute("UPDATE tb_r SET amount = amount + 1 WHERE id = 3")
    conn.rollback()
    install("amount")
    assert _health(conn, "tv_r") == _health(conn, "tv_r2") == "ok"
    with conn.cursor() as cur:
        cur.execute("UPDATE tb_r SET amount = amount + 1, g = 7 WHERE id < 5")
    conn.commit()
    assert api.diff(conn, name="tv_r") == [] and api.diff(conn, name="tv_r2") == []
    with conn.cursor() as cur:  # the table itself
        cur.execute("ALTER TABLE tb_r RENAME TO tb_r_old")
    conn.commit()
    h = _health(conn, "tv_r")
    assert h.startswith("source public.tb_r: renamed to public.tb_r_old since the install"), h


def test_a_renamed_or_dropped_tview_table_or_view_is_reported(conn):
    """The flush names the tview's table and view; renamed or dropped, every write to the
    sources fails. status() said 'ok'; it says so, and dbt run (the install) repairs it."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_x (id int PRIMARY KEY, v int);"
            "INSERT INTO tb_x SELECT i, i FROM generate_series(1, 5) i"
        )
    api.install(conn, name="tv_x", sql="SELECT id, v FROM tb_x", key=["id"])
    conn.commit()
    for ddl, expected in [
        ("ALTER TABLE tv_x RENAME TO tv_x_old", "table missing (renamed or dropped)"),
        ("ALTER TABLE tv_x_old RENAME TO tv_x; DROP VIEW v_x", "view public.v_x missing"),
    ]:
        with conn.cursor() as cur:
            cur.execute(ddl)
        conn.commit()
        h = _health(conn, "tv_x")
        assert h.startswith(expected) and "dbt run" in h, h
    api.install(conn, name="tv_x", sql="SELECT id, v FROM tb_x", key=["id"])  # (unchanged)
    conn.commit()
    assert _health(conn, "tv_x") == "ok"
    with conn.cursor() as cur:
        cur.execute("UPDATE tb_x SET v = v + 1 WHERE id = 2")
    conn.commit()
    assert api.diff(conn, name="tv_x") == []
