"""Partitioned sources. A statement fires the statement triggers of the table it names only, so
the tview's triggers sit on the partitioned table and on every partition below it (and on
inheritance children alike). Whichever table a statement names, each tview equals its view
after COMMIT; a partition created, attached or detached after the install is reported by
`status()`, and the next install (`dbt run`) puts the triggers right and refreshes."""

from __future__ import annotations

import pytest
from helpers import PRIVATE
from helpers import run_statements as _run

from dbt_tview import api
from dbt_tview.analyzer import UnsupportedSQL

# orders, list-partitioned by region; region 2 is range-partitioned again by id, and region 3
# is a table built with its columns in another order (and a dropped one), attached afterwards
SETUP = """
CREATE TABLE tb_region (region int PRIMARY KEY, name text);
INSERT INTO tb_region SELECT r, 'r' || r FROM generate_series(1, 4) r;
CREATE TABLE tb_o (id int NOT NULL, region int NOT NULL, amount int NOT NULL,
                   PRIMARY KEY (id, region)) PARTITION BY LIST (region);
CREATE TABLE tb_o_1 PARTITION OF tb_o FOR VALUES IN (1);
CREATE TABLE tb_o_2 PARTITION OF tb_o FOR VALUES IN (2) PARTITION BY RANGE (id);
CREATE TABLE tb_o_2a PARTITION OF tb_o_2 FOR VALUES FROM (MINVALUE) TO (500);
CREATE TABLE tb_o_2b PARTITION OF tb_o_2 FOR VALUES FROM (500) TO (MAXVALUE);
CREATE TABLE tb_o_3 (junk int, amount int NOT NULL, region int NOT NULL, id int NOT NULL);
ALTER TABLE tb_o_3 DROP COLUMN junk;
ALTER TABLE tb_o ATTACH PARTITION tb_o_3 FOR VALUES IN (3);
INSERT INTO tb_o SELECT g, 1 + g % 3, g FROM generate_series(1, 1000) g;
"""

TVIEWS = {
    # recompute by key, one direct source
    "tv_o": ("SELECT id, region, amount FROM tb_o", ["id", "region"]),
    # recompute by key, the partitioned table joined (keys reached through tb_region too)
    "tv_oj": (
        "SELECT o.id, o.region, o.amount, r.name FROM tb_o o JOIN tb_region r "
        "ON r.region = o.region",
        ["id", "region"],
    ),
    # algebraic: per-group deltas
    "tv_sum": (
        "SELECT region, count(*) AS n, sum(amount) AS total, min(amount) AS lo, "
        "max(amount) AS hi FROM tb_o GROUP BY region",
        ["region"],
    ),
}

# one transaction each; every table of the tree named in turn
TRANSACTIONS = [
    ["UPDATE tb_o SET amount = amount + 1 WHERE id < 50"],
    ["UPDATE tb_o SET region = 1 WHERE id = 2"],  # moves the row from tb_o_3 to tb_o_1
    ["UPDATE tb_o_1 SET amount = amount * 2 WHERE id BETWEEN 100 AND 400"],
    ["INSERT INTO tb_o_2a VALUES (200, 2, 7)", "DELETE FROM tb_o_2b WHERE id > 900"],
    ["UPDATE tb_o_2 SET amount = -amount WHERE id % 7 = 0"],  # the sub-partitioned level
    [
        "INSERT INTO tb_o_3 (id, region, amount) VALUES (3000, 3, 1)",
        "DELETE FROM tb_o_3 WHERE id = 3",
    ],
    ["UPDATE tb_o_3 SET amount = 1000000 WHERE id = 6", "UPDATE tb_o SET amount = 0 WHERE id = 9"],
    ["UPDATE tb_region SET name = 'renamed' WHERE region = 2"],
    ["TRUNCATE tb_o_2b"],
    [
        "SAVEPOINT s",
        "DELETE FROM tb_o_1",
        "ROLLBACK TO SAVEPOINT s",
        "UPDATE tb_o_1 SET amount = amount + 5 WHERE id < 20",
    ],
    ["DELETE FROM tb_o WHERE amount < 0"],
]


@pytest.fixture
def tviews(conn):
    with conn.cursor() as cur:
        cur.execute(SETUP)
    for name, (sql, key) in TVIEWS.items():
        api.install(conn, name=name, sql=sql, key=key)
    conn.commit()
    return conn


def _diffs(conn) -> dict[str, list]:
    out = {name: api.diff(conn, name=name) for name in TVIEWS}
    conn.rollback()
    return {k: v for k, v in out.items() if v}


def _health(conn) -> dict[str, str]:
    with conn.cursor() as cur:
        cur.execute("SELECT tview, health FROM tview.status()")
        out = dict(cur.fetchall())
    conn.rollback()
    return out


def test_every_table_of_the_tree_is_maintained_whichever_a_statement_names(tviews):
    with tviews.cursor() as cur:
        cur.execute(
            "SELECT count(DISTINCT tgrelid) FROM pg_trigger WHERE tgname LIKE 'tview\\_%'"
            " AND tgrelid::regclass::text LIKE 'tb\\_o%'"
        )
        assert cur.fetchone()[0] == 6  # tb_o, tb_o_1, tb_o_2, tb_o_2a, tb_o_2b, tb_o_3
    tviews.rollback()
    assert (
        "source public.tb_o: direct\n    5 partitions or child tables, each with the triggers"
        in (api.explain_text(tviews, name="tv_o"))
    )
    tviews.rollback()
    for stmts in TRANSACTIONS:
        _run(tviews, *stmts)
        tviews.commit()
        assert _diffs(tviews) == {}, stmts
    assert set(_health(tviews).values()) == {"ok"}
    for name in TVIEWS:  # and dropping takes the triggers off every table of the tree
        api.drop(tviews, name=name)
    tviews.commit()
    assert api.drop_retired(tviews)[1] == 0  # (retired by the drop, then dropped)
    with tviews.cursor() as cur:
        cur.execute("SELECT count(*) FROM pg_trigger WHERE tgname ~ '^tview_[0-9]+_'")
        assert cur.fetchone()[0] == 0
    tviews.rollback()


def test_a_partition_created_after_the_install_is_reported_and_the_next_install_repairs(
    tviews,
):
    _run(tviews, "CREATE TABLE tb_o_4 PARTITION OF tb_o FOR VALUES IN (4)")
    tviews.commit()
    health = _health(tviews)
    for name in TVIEWS:
        assert "partitions without working triggers" in health[f"public.{name}"]
        assert "tb_o_4" in health[f"public.{name}"]
    # a write through the partitioned table is seen; one that names the partition is not yet
    _run(tviews, "INSERT INTO tb_o VALUES (4000, 4, 1)", "INSERT INTO tb_o_4 VALUES (4001, 4, 2)")
    tviews.commit()
    assert set(_diffs(tviews)) == set(TVIEWS)
    for name, (sql, key) in TVIEWS.items():  # what `dbt run` does
        assert api.install(tviews, name=name, sql=sql, key=key).action == "rebuilt"
    tviews.commit()
    assert _diffs(tviews) == {}
    assert set(_health(tviews).values()) == {"ok"}
    _run(
        tviews,
        "UPDATE tb_o_4 SET amount = 9 WHERE id = 4001",
        "DELETE FROM tb_o_4 WHERE id = 4000",
    )
    tviews.commit()
    assert _diffs(tviews) == {}
    # healthy again: the next install has nothing to do
    name, (sql, key) = next(iter(TVIEWS.items()))
    assert api.install(tviews, name=name, sql=sql, key=key).action == "unchanged"
    tviews.rollback()


def test_a_table_attached_with_rows_is_reported_and_the_next_install_refreshes(tviews):
    _run(
        tviews,
        "CREATE TABLE tb_o_4 (id int NOT NULL, region int NOT NULL, amount int NOT NULL)",
        "INSERT INTO tb_o_4 SELECT g, 4, g FROM generate_series(5000, 5100) g",
        "ALTER TABLE tb_o ATTACH PARTITION tb_o_4 FOR VALUES IN (4)",
    )
    tviews.commit()
    assert set(_diffs(tviews)) == set(TVIEWS)  # ATTACH writes no row: nothing fired
    assert all("tb_o_4" in h for h in _health(tviews).values())
    for name, (sql, key) in TVIEWS.items():
        api.install(tviews, name=name, sql=sql, key=key)
    tviews.commit()
    assert _diffs(tviews) == {}


def test_a_detached_partition_is_reported_and_the_next_install_drops_its_triggers(tviews):
    _run(tviews, "ALTER TABLE tb_o DETACH PARTITION tb_o_3")
    tviews.commit()
    assert set(_diffs(tviews)) == set(TVIEWS)  # its rows left the view, not yet the tables
    for name in TVIEWS:
        assert "dropped or detached since the install" in _health(tviews)[f"public.{name}"]
        assert "public.tb_o_3" in _health(tviews)[f"public.{name}"]
    for name, (sql, key) in TVIEWS.items():
        assert api.install(tviews, name=name, sql=sql, key=key).action == "rebuilt"
    tviews.commit()
    assert _diffs(tviews) == {}
    assert set(_health(tviews).values()) == {"ok"}
    with tviews.cursor() as cur:
        cur.execute("SELECT count(*) FROM pg_trigger WHERE tgrelid = 'tb_o_3'::regclass")
        assert cur.fetchone()[0] == 0
    tviews.rollback()
    _run(tviews, "UPDATE tb_o_3 SET amount = 1", "UPDATE tb_o SET amount = 2 WHERE id = 1")
    tviews.commit()
    assert _diffs(tviews) == {}


def test_a_dropped_partition_is_reported_and_the_next_install_refreshes(tviews):
    """Retention jobs drop old partitions: the rows go with them, no trigger fires."""
    _run(tviews, "DROP TABLE tb_o_2b")
    tviews.commit()
    assert set(_diffs(tviews)) == set(TVIEWS)
    for name in TVIEWS:
        health = _health(tviews)[f"public.{name}"]
        assert "dropped or detached since the install" in health and "tb_o_2b" in health
    for name, (sql, key) in TVIEWS.items():
        assert api.install(tviews, name=name, sql=sql, key=key).action == "rebuilt"
    tviews.commit()
    assert _diffs(tviews) == {}
    assert set(_health(tviews).values()) == {"ok"}


def test_deleting_a_partitions_rows_before_dropping_it_keeps_the_tviews_exact(tviews):
    """The documented retention procedure: DELETE (the triggers see it), then DROP."""
    _run(tviews, "DELETE FROM tb_o_2b", "DROP TABLE tb_o_2b")
    tviews.commit()
    assert _diffs(tviews) == {}
    assert all("tb_o_2b" in h for h in _health(tviews).values())  # until dbt run records it
    for name, (sql, key) in TVIEWS.items():
        api.install(tviews, name=name, sql=sql, key=key)
    tviews.commit()
    assert set(_health(tviews).values()) == {"ok"}


def test_partitions_with_names_that_need_quoting(conn):
    _run(
        conn,
        'CREATE SCHEMA "Odd Schema"',
        'CREATE TABLE "Odd Schema"."Events" (id int PRIMARY KEY, "Val" int)'
        " PARTITION BY RANGE (id)",
        'CREATE TABLE "Odd Schema"."Part; DROP TABLE x" PARTITION OF "Odd Schema"."Events" '
        "FOR VALUES FROM (MINVALUE) TO (10)",
        'CREATE TABLE public."select" PARTITION OF "Odd Schema"."Events" '
        "FOR VALUES FROM (10) TO (MAXVALUE)",
        'INSERT INTO "Odd Schema"."Events" SELECT g, g FROM generate_series(1, 20) g',
    )
    sql = 'SELECT id, "Val" FROM "Odd Schema"."Events"'
    api.install(conn, name="tv_odd", sql=sql, key="id")
    conn.commit()
    _run(
        conn,
        'UPDATE "Odd Schema"."Part; DROP TABLE x" SET "Val" = 0',
        'DELETE FROM public."select" WHERE id > 15',
    )
    conn.commit()
    assert api.diff(conn, name="tv_odd") == []
    conn.rollback()
    _run(conn, 'ALTER TABLE "Odd Schema"."Events" DETACH PARTITION public."select"')
    conn.commit()
    assert 'public."select"' in _health(conn)["public.tv_odd"]
    api.install(conn, name="tv_odd", sql=sql, key="id")
    conn.commit()
    assert api.diff(conn, name="tv_odd") == [] and _health(conn)["public.tv_odd"] == "ok"


def test_a_trigger_that_does_not_fire_in_ordinary_sessions_is_reported(tviews):
    """ENABLE REPLICA TRIGGER keeps a trigger from firing outside replication: as disabled."""
    with tviews.cursor() as cur:
        cur.execute("SELECT id FROM tview.tview WHERE tbl_name = 'tv_o'")
        (tid,) = cur.fetchone()
    for rel, problem in (("tb_o", "triggers missing or disabled"), ("tb_o_1", "tb_o_1")):
        _run(tviews, f'ALTER TABLE {rel} ENABLE REPLICA TRIGGER "tview_{tid}_upd"')
        tviews.commit()
        assert problem in _health(tviews)["public.tv_o"]
        _run(tviews, f'ALTER TABLE {rel} ENABLE ALWAYS TRIGGER "tview_{tid}_upd"')
        tviews.commit()
        # ALWAYS fires in every session; what was written in between needs a full refresh
        assert "disabled and enabled again" in _health(tviews)["public.tv_o"]
        _run(tviews, "SELECT tview.refresh('tv_o'::regclass)")
        tviews.commit()
        assert _health(tviews)["public.tv_o"] == "ok"


def test_inheritance_children_are_maintained_like_partitions(conn):
    _run(
        conn,
        "CREATE TABLE tb_p (id int PRIMARY KEY, v int NOT NULL)",
        "CREATE TABLE tb_c (extra text) INHERITS (tb_p)",
        "INSERT INTO tb_p SELECT g, g FROM generate_series(1, 10) g",
        "INSERT INTO tb_c SELECT g, g, 'x' FROM generate_series(11, 20) g",
    )
    api.install(conn, name="tv_p", sql="SELECT id, v FROM tb_p", key="id")
    conn.commit()
    for stmts in (
        ["UPDATE tb_p SET v = v + 1"],  # both tables, through the parent
        ["UPDATE tb_c SET v = 0 WHERE id = 15", "INSERT INTO tb_c VALUES (30, 1, 'y')"],
        ["DELETE FROM tb_c WHERE id = 11", "TRUNCATE tb_c"],
    ):
        _run(conn, *stmts)
        conn.commit()
        assert api.diff(conn, name="tv_p") == [], stmts
        conn.rollback()


@pytest.mark.parametrize(
    ("sql", "construct", "hint"),
    [
        ("SELECT id, region, amount FROM tb_o_1", "relation public.tb_o_1", "Read public.tb_o"),
        ("SELECT id, region, amount FROM tb_o_2a", "relation public.tb_o_2a", "Read public.tb_o_2"),
        ("SELECT id, region, amount FROM ONLY tb_o", "ONLY tb_o", "without ONLY"),
    ],
)
def test_a_partition_or_only_is_refused_and_nothing_is_installed(conn, sql, construct, hint):
    _run(conn, SETUP)
    conn.commit()
    with pytest.raises(UnsupportedSQL) as err:
        api.install(conn, name="tv_bad", sql=sql, key=["id", "region"])
    conn.rollback()
    msg = str(err.value)
    assert msg.startswith("tview model 'tv_bad': ")
    assert construct in msg and hint in msg
    with conn.cursor() as cur:
        cur.execute("SELECT to_regclass('tv_bad'), to_regclass('v_bad')")
        assert cur.fetchone() == (None, None)
    conn.rollback()


def test_a_partitioned_direct_source_keeps_the_lone_key_and_key_range_paths(conn):
    """With partitions the session's row counters cannot tell a one-row statement (they count
    rows in the partition that stores them), so every statement reads its key bounds: one key
    still passes in the setting k_N, a dense range is still queued as one row."""
    _run(
        conn,
        "CREATE TABLE tb_r (id int PRIMARY KEY, v int NOT NULL) PARTITION BY RANGE (id)",
        "CREATE TABLE tb_r_1 PARTITION OF tb_r FOR VALUES FROM (MINVALUE) TO (300)",
        "CREATE TABLE tb_r_2 PARTITION OF tb_r FOR VALUES FROM (300) TO (MAXVALUE)",
        "INSERT INTO tb_r SELECT g, 0 FROM generate_series(1, 1000) g",
    )
    api.install(conn, name="tv_r", sql="SELECT id, v FROM tb_r", key="id")
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("SELECT id FROM tview.tview WHERE tbl_name = 'tv_r'")
        (tid,) = cur.fetchone()
    conn.commit()

    def pending() -> tuple[str, list]:
        with conn.cursor() as cur:
            cur.execute(
                f"SELECT COALESCE(current_setting({PRIVATE}, true), ''),"
                " ARRAY(SELECT k FROM pg_temp.tview_queue WHERE tview = %s ORDER BY k)",
                (f"k_{tid}", tid),
            )
            return cur.fetchone()

    for stmts, expected in [
        (["UPDATE tb_r SET v = v + 1 WHERE id = 5"], ("5", [])),
        (["UPDATE tb_r_2 SET v = 7 WHERE id = 700"], ("700", [])),  # names the partition
        (["UPDATE tb_r SET v = v + 1 WHERE id = 5"] * 3, ("5", [])),
        (["UPDATE tb_r SET v = v + 1 WHERE id BETWEEN 100 AND 400"], ("", [["100", "400"]])),
        (["UPDATE tb_r SET v = 1 WHERE id IN (1, 500, 900)"], ("", [["1"], ["500"], ["900"]])),
        (
            ["UPDATE tb_r SET v = 2 WHERE id = 8", "DELETE FROM tb_r_1 WHERE id = 9"],
            ("8", [["9"]]),
        ),
    ]:
        _run(conn, *stmts)
        assert pending() == expected, stmts
        conn.commit()
        assert api.diff(conn, name="tv_r") == [], stmts
        conn.rollback()


def test_a_foreign_partition_is_refused(conn):
    with conn.cursor() as cur:
        cur.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'postgres_fdw'")
        if cur.fetchone() is None:
            pytest.skip("postgres_fdw is not available on this server")
    conn.rollback()
    _run(
        conn,
        "CREATE EXTENSION postgres_fdw",
        "CREATE SERVER elsewhere FOREIGN DATA WRAPPER postgres_fdw",
        "CREATE TABLE tb_f (id int NOT NULL, region int NOT NULL) PARTITION BY LIST (region)",
        "CREATE TABLE tb_f_1 PARTITION OF tb_f FOR VALUES IN (1)",
        "CREATE FOREIGN TABLE tb_f_2 PARTITION OF tb_f FOR VALUES IN (2) SERVER elsewhere",
    )
    conn.commit()
    with pytest.raises(UnsupportedSQL) as err:
        api.install(conn, name="tv_f", sql="SELECT id, region FROM tb_f", key=["id", "region"])
    conn.rollback()
    assert "tv_f" in str(err.value) and "public.tb_f_2 is a foreign table" in str(err.value)
