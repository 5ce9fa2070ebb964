"""A model change that changes a column's type or collation goes online exactly when PostgreSQL
applies its ALTER COLUMN TYPE to the catalog alone (no table rewrite, no index rebuilt, no
constraint checked again): install_facts.alter_effect asks PostgreSQL on a probe table.

Each case checks the decision against what the real ALTER did to the tv table's storage
(pg_class.relfilenode of the table and its indexes): an online change kept every file, a
blocked one says why, and the file it names was replaced.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterator

import helpers
import psycopg2
import pytest

from dbt_tview import api, online

ROWS = 4000
SLEEP_PER_ROW_MS = 0.5  # a full recompute: ROWS * 0.5 ms = 2 s of sleeping
STALL_LIMIT_S = 1.0
SOURCES = (
    "CREATE FUNCTION tb_cost(x int) RETURNS int LANGUAGE plpgsql STABLE AS "
    f"$$BEGIN PERFORM pg_sleep({SLEEP_PER_ROW_MS / 1000}); RETURN x; END$$;"
    "CREATE TABLE tb_g (grp int PRIMARY KEY, label text);"
    "INSERT INTO tb_g SELECT g, 'g' || g FROM generate_series(0, 99) g;"
    "CREATE TABLE tb_a (id int PRIMARY KEY, grp int NOT NULL REFERENCES tb_g, v int, s text,"
    " n numeric, t timestamp);"
    "INSERT INTO tb_a SELECT g, g % 100, g, 's' || g, g / 7.0, timestamp '2026-01-01' "
    f"+ g * interval '1.234 s' FROM generate_series(1, {ROWS}) g;"
    "ANALYZE tb_a; ANALYZE tb_g;"
)
NAMED = "SELECT a.id, a.v, {s} AS s, g.label FROM tb_a a JOIN tb_g g ON g.grp = a.grp"
SLOW = NAMED + " WHERE tb_cost(a.v) IS NOT NULL"


@pytest.fixture
def owner(dsn_params: dict) -> Iterator[psycopg2.extensions.connection]:
    """A connection of a role (no superuser) that may create in schema public, and owns the
    sources."""
    role = f"tvtc_{uuid.uuid4().hex[:6]}"
    su = psycopg2.connect(**dsn_params)
    su.autocommit = True
    with su.cursor() as cur:
        cur.execute(f"CREATE ROLE {role} LOGIN PASSWORD 'pw'")
        cur.execute(f'GRANT CREATE, TEMP ON DATABASE "{dsn_params["dbname"]}" TO {role}')
        cur.execute(f"GRANT USAGE, CREATE ON SCHEMA public TO {role}")
    c = psycopg2.connect(**{**dsn_params, "user": role, "password": "pw"})
    with c.cursor() as cur:
        cur.execute(SOURCES)
    c.commit()
    try:
        yield c
    finally:
        c.close()
        with su.cursor() as cur:
            cur.execute(f"DROP OWNED BY {role} CASCADE")
            cur.execute(f"DROP ROLE {role}")
        su.close()


def _files(c, table: str) -> dict[str, int]:
    """The relfilenode of the table (under its own name) and of each of its indexes."""
    with c.cursor() as cur:
        cur.execute(
            "SELECT c.relname, c.relfilenode FROM pg_class c WHERE c.oid = %s::regclass OR c.oid "
            "IN (SELECT indexrelid FROM pg_index WHERE indrelid = %s::regclass)",
            (table, table),
        )
        return dict(cur.fetchall())


def _oid_and_type(c, table: str, col: str) -> tuple[int, str]:
    with c.cursor() as cur:
        cur.execute(
            "SELECT %s::regclass::oid::int, format_type(atttypid, atttypmod) || "
            "coalesce(' ' || (SELECT collname FROM pg_collation WHERE oid = attcollation "
            "AND attcollation <> 100), '') FROM pg_attribute "
            "WHERE attrelid = %s::regclass AND attname = %s",
            (table, table, col),
        )
        return cur.fetchone()


def _write(cur, i: int, _j: int, rnd: random.Random) -> None:
    """One application transaction on the sources: UPDATE, INSERT or DELETE."""
    op = rnd.random()
    k = rnd.randrange(1, ROWS)
    if op < 0.6:
        cur.execute("UPDATE tb_a SET v = v + 1, s = s || 'x' WHERE id = %s", (k,))
    elif op < 0.8:
        cur.execute(
            "INSERT INTO tb_a SELECT %s, %s, 1, 'new' ON CONFLICT DO NOTHING",
            (ROWS + 1000 * i + rnd.randrange(1000), k % 100),
        )
    else:
        cur.execute("DELETE FROM tb_a WHERE id = %s", (k,))


def test_a_widened_varchar_goes_online_under_writers_keeping_the_table_files(
    owner, dsn: str
) -> None:
    c = owner
    api.install(c, name="tv_w", sql=SLOW.format(s="a.s::varchar(10)"), key="id")
    with c.cursor() as cur:
        cur.execute("CREATE VIEW tv_w_dep AS SELECT id, v FROM tv_w")
    c.commit()
    before, (oid, _) = _files(c, "tv_w"), _oid_and_type(c, "tv_w", "s")
    with helpers.Writers(dsn, _write, n=3, pause=0.005, warmup=0.3) as w:
        # (the values change too: the batches apply them to the retyped column)
        new = SLOW.format(s="(a.s || '!')::varchar(40)")
        res = api.install(c, name="tv_w", sql=new, key="id", online_rows=ROWS // 2)
        c.commit()
        assert res.online, res.warnings
        assert _files(c, "tv_w") == before  # the ALTER changed the catalog alone
        c.commit()
        done = online.finish(c, name="tv_w", batch_rows=500)
    assert done.done and done.updated > 0, done
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, (w.stall, done)
    assert _files(c, "tv_w") == before
    assert _oid_and_type(c, "tv_w", "s") == (oid, "character varying(40)")
    assert api.diff(c, name="tv_w") == []
    with c.cursor() as cur:
        cur.execute("SELECT status FROM tview.tview WHERE tbl_name = 'tv_w'")
        assert cur.fetchone()[0] == "ok"
        cur.execute("SELECT count(*) FROM tv_w WHERE s NOT LIKE '%!'")
        assert cur.fetchone()[0] == 0
    c.commit()


# (the column x before and after, the key, an index on the tv table's column x, and what the
#  change must do: None online, REPLACED online with x replaced, else a word of the reason)
REPLACED = "replaced"
CASES = [
    ("a.s::varchar(10)", "a.s::varchar(40)", "id", False, None),
    ("a.s::varchar(10)", "a.s::text", "id", False, None),
    ("a.s::varchar(10)", "a.s::varchar(40)", "id", True, None),  # the index is kept
    ("a.s::varchar(10)", "a.s::varchar(40)", "x", False, None),  # the key index is kept
    ("a.n::numeric(10, 2)", "a.n::numeric(12, 2)", "id", False, None),
    ("a.n::numeric(10, 2)", "a.n::numeric", "id", False, None),
    ("a.t::timestamp(0)", "a.t::timestamp(3)", "id", False, None),
    ("a.s::text", "a.s::varchar", "id", False, None),
    ("a.s", 'a.s COLLATE "C"', "id", False, None),  # a collation alone
    ("a.s", 'a.s COLLATE "C"', "id", True, "rebuilds index(es) tv_x_x_idx"),
    ("a.s", 'a.s COLLATE "C"', "x", False, "rebuilds index(es) tv_x_tview_key"),
    # an ALTER would rewrite the table: x is replaced, unless something depends on it
    ("a.n::numeric", "a.n::numeric(12, 2)", "id", False, REPLACED),
    ("a.v", "a.v::bigint", "id", False, REPLACED),
    ("a.n::numeric(10, 2)", "a.n::numeric(10, 3)", "id", False, REPLACED),
    ("a.s::char(5)", "a.s::char(8)", "id", False, REPLACED),
    ("a.s", "a.s::varchar(10)", "id", False, REPLACED),
    ("a.v", "a.v::text", "id", False, REPLACED),
    ("a.v", "a.v::bigint", "id", True, REPLACED),  # (the index carried: built again after)
    ("a.v", "a.v::bigint", "x", False, "would drop index tv_x_tview_key"),
]
RETYPED = "SELECT a.id, a.s AS k, {x} AS x, g.label FROM tb_a a JOIN tb_g g ON g.grp = a.grp"


@pytest.mark.parametrize(("old", "new", "key", "indexed", "why"), CASES)
def test_a_type_change_is_online_exactly_when_alter_keeps_every_file(
    owner, old: str, new: str, key: str, indexed: bool, why: str | None
) -> None:
    c = owner
    api.install(c, name="tv_x", sql=RETYPED.format(x=old), key=key)
    if indexed:
        with c.cursor() as cur:
            cur.execute("CREATE INDEX tv_x_x_idx ON tv_x (x)")
    c.commit()
    before = _files(c, "tv_x")
    res = api.install(c, name="tv_x", sql=RETYPED.format(x=new), key=key, online_rows=0)
    c.commit()
    after = _files(c, "tv_x")
    c.commit()
    reasons = [w for w in res.warnings if "not online" in w]
    if why in (None, REPLACED):
        assert res.online and not reasons, res.warnings
        carried = {"tv_x_x_idx"} if why == REPLACED and indexed else set()
        assert after == {n: f for n, f in before.items() if n not in carried}
        replaced = [w for w in res.warnings if "replaced by new columns" in w]
        assert len(replaced) == (why == REPLACED), res.warnings
        assert online.finish(c, name="tv_x").done
        assert set(_files(c, "tv_x")) == set(before)
        with c.cursor() as cur:  # (maintained by the new definition's code afterwards)
            cur.execute("UPDATE tb_a SET s = s || 'y', v = v + 1 WHERE id <= 5")
        c.commit()
    else:
        assert not res.online
        assert len(reasons) == 1 and why in reasons[0] and "column(s) x " in reasons[0], reasons
        if why.startswith("would drop"):  # (the ALTER ran: the table rewritten)
            assert "rewrites the table" in reasons[0]
            assert after["tv_x"] != before["tv_x"]
        else:  # (the table kept, the index named rebuilt)
            assert after["tv_x"] == before["tv_x"]
            index = why.split()[-1]
            assert after[index] != before[index]
    assert api.diff(c, name="tv_x") == []
    c.commit()


def test_a_constraint_on_a_retyped_column_keeps_the_change_blocking(owner) -> None:
    c = owner
    api.install(c, name="tv_k", sql=NAMED.format(s="a.s::varchar(10)"), key="id")
    with c.cursor() as cur:
        cur.execute("ALTER TABLE tv_k ADD CONSTRAINT tv_k_s_check CHECK (s <> '')")
    c.commit()
    res = api.install(c, name="tv_k", sql=NAMED.format(s="a.s::text"), key="id", online_rows=0)
    c.commit()
    assert not res.online
    assert any("constraint(s) tv_k_s_check" in w for w in res.warnings), res.warnings
    assert api.diff(c, name="tv_k") == []
    c.commit()


@pytest.mark.parametrize("total", ["numeric(30, 0)", "numeric(30, 2)"], ids=["altered", "replaced"])
def test_an_aggregate_tview_retyped_online_keeps_its_state(owner, dsn: str, total: str) -> None:
    c = owner
    sql = (
        "SELECT a.grp, count(*) AS n, (sum(a.v) {plus})::{total} AS total FROM tb_a a "
        "GROUP BY a.grp"
    )
    api.install(c, name="tv_g", sql=sql.format(plus="+ 0", total="numeric(20, 0)"), key="grp")
    with c.cursor() as cur:  # (algebraic: its per-group state is a table of its own)
        cur.execute(
            "SELECT to_regclass('tview.agg_' || id) FROM tview.tview WHERE tbl_name = 'tv_g'"
        )
        assert cur.fetchone()[0] is not None
    c.commit()
    before = _files(c, "tv_g")
    c.commit()
    with helpers.Writers(dsn, _write, n=2, pause=0.005, warmup=0.3) as w:
        new = sql.format(plus="+ 1", total=total)
        res = api.install(c, name="tv_g", sql=new, key="grp", online_rows=0)
        c.commit()
        assert res.online, res.warnings
        assert online.finish(c, name="tv_g").done
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S
    assert _files(c, "tv_g") == before
    assert api.diff(c, name="tv_g") == []
    c.commit()
    with c.cursor() as cur:  # a write after the rebuild is maintained by the new state
        cur.execute("UPDATE tb_a SET v = v + 5 WHERE grp = 3")
    c.commit()
    assert api.diff(c, name="tv_g") == []


def test_a_probe_that_cannot_read_the_table_in_time_fails_the_install_changing_nothing(
    owner, dsn: str
) -> None:
    c = owner
    api.install(c, name="tv_l", sql=NAMED.format(s="a.s::varchar(10)"), key="id")
    c.commit()
    with psycopg2.connect(dsn) as other, other.cursor() as cur:
        cur.execute("LOCK TABLE tv_l IN ACCESS EXCLUSIVE MODE")
        with pytest.raises(api.LockUnavailable, match="tv_l.* in ACCESS SHARE mode"):
            api.install(
                c,
                name="tv_l",
                sql=NAMED.format(s="a.s::text"),
                key="id",
                online_rows=0,
                lock_timeout_ms=50,
                lock_attempts=2,
            )
        c.rollback()
        other.rollback()
    assert _oid_and_type(c, "tv_l", "s")[1] == "character varying(10)"
    c.commit()


@pytest.mark.parametrize("online_rows", [None, 0], ids=["blocking", "online"])
def test_a_retyped_column_that_views_read_fails_clearly_changing_nothing(
    owner, online_rows: int | None
) -> None:
    c = owner
    api.install(c, name="tv_r", sql=NAMED.format(s="a.s::varchar(10)"), key="id")
    api.install(c, name="tv_down", sql="SELECT id, s FROM tv_r", key="id")
    with c.cursor() as cur:
        cur.execute("CREATE VIEW mine AS SELECT id, s FROM tv_r")
    c.commit()
    new = NAMED.format(s="a.s::text")
    with pytest.raises(api.TviewError) as err:
        api.install(c, name="tv_r", sql=new, key="id", online_rows=online_rows)
    c.rollback()
    msg = str(err.value)
    assert "tview model 'tv_r': column(s) s change type" in msg, msg
    assert "public.v_down (of tview tv_down)" in msg and "public.mine" in msg, msg
    assert "tview_drop --args '{model: tv_down}'" in msg, msg
    assert _oid_and_type(c, "tv_r", "s")[1] == "character varying(10)"
    assert api.diff(c, name="tv_r") == [] and api.diff(c, name="tv_down") == []
    c.commit()


def _attnum(c, table: str, col: str) -> int:
    with c.cursor() as cur:
        cur.execute(
            "SELECT attnum FROM pg_attribute WHERE attrelid = %s::regclass AND attname = %s",
            (table, col),
        )
        return cur.fetchone()[0]


def test_a_column_an_alter_would_rewrite_is_replaced_online_under_writers(owner, dsn: str) -> None:
    c = owner
    api.install(c, name="tv_b", sql=SLOW.format(s="a.v"), key="id")
    with c.cursor() as cur:  # (what depends on the table but not on s is kept)
        cur.execute("COMMENT ON COLUMN tv_b.s IS 'twice v'")
        cur.execute("CREATE INDEX tv_b_label ON tv_b (label)")
        cur.execute("CREATE VIEW tv_b_ids AS SELECT id, label FROM tv_b")
    c.commit()
    before, (oid, _) = _files(c, "tv_b"), _oid_and_type(c, "tv_b", "s")
    attnum = _attnum(c, "tv_b", "s")
    c.commit()
    with helpers.Writers(dsn, _write, n=3, pause=0.005, warmup=0.3) as w:
        res = api.install(
            c, name="tv_b", sql=SLOW.format(s="a.v::bigint * 2"), key="id", online_rows=ROWS // 2
        )
        c.commit()
        assert res.online, res.warnings
        assert any("column(s) s change type" in m for m in res.warnings), res.warnings
        with psycopg2.connect(dsn) as reader, reader.cursor() as cur:
            # every row still there, the new column empty until the rebuild reaches it
            cur.execute("SELECT count(*), count(s) FROM tv_b")
            rows, filled = cur.fetchone()
            assert rows > ROWS // 2 and filled < rows // 10, (rows, filled)
        done = online.finish(c, name="tv_b", batch_rows=500)
    assert done.done and done.updated > 0, done
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, (w.stall, done)
    assert _files(c, "tv_b") == before  # no rewrite, no index rebuilt
    assert _oid_and_type(c, "tv_b", "s") == (oid, "bigint")
    assert _attnum(c, "tv_b", "s") != attnum  # (a new column)
    assert api.diff(c, name="tv_b") == []
    with c.cursor() as cur:
        cur.execute("SELECT col_description('tv_b'::regclass, %s)", (_attnum(c, "tv_b", "s"),))
        assert cur.fetchone()[0] == "twice v"
        cur.execute("SELECT count(*) FROM tv_b_ids")
        assert cur.fetchone()[0] > 0
        cur.execute("SELECT status FROM tview.tview WHERE tbl_name = 'tv_b'")
        assert cur.fetchone()[0] == "ok"
        cur.execute("UPDATE tb_a SET v = v + 1 WHERE id <= 5")  # maintained afterwards
    c.commit()
    assert api.diff(c, name="tv_b") == []
    c.commit()


@pytest.mark.parametrize(
    ("ddl", "named"),
    [
        ("GRANT SELECT (s) ON tv_d TO PUBLIC", "privileges of column s"),
    ],
)
def test_a_column_whose_replacement_would_lose_something_keeps_the_rewrite_naming_it(
    owner, ddl: str, named: str
) -> None:
    c = owner
    api.install(c, name="tv_d", sql=NAMED.format(s="a.v"), key="id")
    with c.cursor() as cur:
        cur.execute(ddl)
    c.commit()
    res = api.install(c, name="tv_d", sql=NAMED.format(s="a.v::bigint"), key="id", online_rows=0)
    c.commit()
    assert not res.online
    why = [m for m in res.warnings if "not online" in m]
    assert len(why) == 1 and "rewrites the table" in why[0] and named in why[0], res.warnings
    assert _oid_and_type(c, "tv_d", "s")[1] == "bigint"
    assert api.diff(c, name="tv_d") == []
    c.commit()


# -- what a replaced column carries over (see carried.py) -------------------------------------

OLD, NEW = SLOW.format(s="a.v"), SLOW.format(s="a.v::bigint * 2")
USERS = {  # the user's indexes on s (and one on another column, which stays as it is)
    "tv_c_s": "CREATE INDEX tv_c_s ON tv_c (s)",
    "tv_c_even": "CREATE INDEX tv_c_even ON tv_c ((s % 1000)) WHERE s % 2 = 0",
    "tv_c_id_s": "CREATE UNIQUE INDEX tv_c_id_s ON tv_c USING btree (id, s DESC)",
    "tv_c_label": "CREATE INDEX tv_c_label ON tv_c (label)",
}


def _indexes(c) -> dict[str, tuple]:
    """Each index of tv_c but the key's: (definition, valid, comment, its columns' attnums)."""
    with c.cursor() as cur:
        cur.execute(
            "SELECT i.relname, pg_get_indexdef(i.oid), x.indisvalid, "
            "obj_description(i.oid, 'pg_class'), x.indkey::text FROM pg_index x "
            "JOIN pg_class i ON i.oid = x.indexrelid WHERE x.indrelid = 'tv_c'::regclass "
            "AND i.relname <> 'tv_c_tview_key'"
        )
        rows = {r[0]: tuple(r[1:]) for r in cur.fetchall()}
    c.commit()
    return rows


def _named(indexes: dict[str, tuple]) -> dict[str, tuple]:
    """Whether each index is valid, and its comment."""
    return {n: (valid, comment) for n, (_, valid, comment, _) in indexes.items()}


def _carried_rows(c) -> list[str]:
    with c.cursor() as cur:
        cur.execute("SELECT name FROM tview.carried ORDER BY 1")
        rows = [r[0] for r in cur.fetchall()]
    c.commit()
    return rows


def _installed_with_indexes(c, extra: dict[str, str] | None = None) -> dict[str, tuple]:
    api.install(c, name="tv_c", sql=OLD, key="id")
    with c.cursor() as cur:
        for ddl in {**USERS, **(extra or {})}.values():
            cur.execute(ddl)
        cur.execute("COMMENT ON INDEX tv_c_s IS 'by s'")
    c.commit()
    return _indexes(c)


def _retype(c, **kw) -> api.InstallResult:
    res = api.install(c, name="tv_c", sql=NEW, key="id", online_rows=ROWS // 2, **kw)
    c.commit()
    return res


def test_a_users_index_on_a_replaced_column_is_built_again_concurrently_under_writers(
    owner, dsn: str
) -> None:
    c = owner
    before = _installed_with_indexes(c)
    label = before["tv_c_label"]
    c.commit()
    with helpers.Writers(dsn, _write, n=3, pause=0.005, warmup=0.3) as w:
        res = _retype(c)
        assert res.online, res.warnings
        # the indexes on s went with the column; the one on label stays
        assert set(_indexes(c)) == {"tv_c_label"}
        assert _carried_rows(c) == ["tv_c_even", "tv_c_id_s", "tv_c_s"]
        done = online.finish(c, name="tv_c", batch_rows=500)
    assert done.done, done
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, (w.stall, done)
    assert sorted(done.carried) == [
        f"index {n} set again CONCURRENTLY" for n in ("tv_c_even", "tv_c_id_s", "tv_c_s")
    ]
    after = _indexes(c)
    assert _oid_and_type(c, "tv_c", "s")[1] == "bigint"
    s = str(_attnum(c, "tv_c", "s"))
    for name, (definition, _, comment, _) in before.items():
        if name == "tv_c_even":  # (its expressions parsed again for bigint: their constants cast)
            definition = definition.replace("1000", "(1000)::bigint").replace("2)", "(2)::bigint)")
        assert after[name][:3] == (definition, True, comment), (name, after[name])
    for name in ("tv_c_s", "tv_c_id_s"):  # (on the new column)
        assert s in after[name][3].split(), after[name]
    assert after["tv_c_label"] == label
    assert _carried_rows(c) == []
    assert api.diff(c, name="tv_c") == []
    with c.cursor() as cur:  # the unique index holds; the tview is maintained
        cur.execute("UPDATE tb_a SET v = v + 1 WHERE id <= 5")
    c.commit()
    assert api.diff(c, name="tv_c") == []
    c.commit()


def test_a_carried_index_the_new_rows_refuse_is_reported_with_its_definition(owner) -> None:
    c = owner
    # (unique for s = v, 1..4000; not for s = 2v: 2 and 4002)
    _installed_with_indexes(c, {"tv_c_ops": "CREATE UNIQUE INDEX tv_c_ops ON tv_c ((s % 4000))"})
    assert _retype(c).online
    done = online.finish(c, name="tv_c", batch_rows=500)
    assert done.done, done
    refused = [m for m in done.carried if "tv_c_ops" in m]
    assert len(refused) == 1 and "could not be set again" in refused[0], done.carried
    assert "could not create unique index" in refused[0], refused
    assert "CREATE UNIQUE INDEX tv_c_ops ON public.tv_c" in refused[0], refused
    after = _indexes(c)
    assert "tv_c_ops" not in after  # (nothing invalid left behind)
    assert all(valid for _, valid, _, _ in after.values()) and "tv_c_s" in after
    assert _carried_rows(c) == []
    assert api.diff(c, name="tv_c") == []
    c.commit()


def test_indexes_a_stopped_finish_left_are_built_by_the_next_finish(owner, monkeypatch) -> None:
    c = owner
    before = _installed_with_indexes(c)
    assert _retype(c).online

    def stopped(*_a: object) -> list[str]:
        raise psycopg2.OperationalError("the connection was lost")

    monkeypatch.setattr(online.carried, "build_carried", stopped)
    try:
        online.finish(c, name="tv_c", batch_rows=500)
    except psycopg2.OperationalError:
        pass
    monkeypatch.undo()
    assert "tv_c_s" not in _indexes(c) and _carried_rows(c)
    done = online.finish(c, name="tv_c")  # (the tview is no longer rebuilding)
    assert not done.done and len(done.carried) == 3, done
    assert _named(_indexes(c)) == _named(before) and _carried_rows(c) == []
    c.commit()


def test_indexes_a_stopped_finish_left_are_built_by_a_blocking_install(owner, monkeypatch) -> None:
    c = owner
    before = _installed_with_indexes(c)
    assert _retype(c).online
    monkeypatch.setattr(online.carried, "build_carried", lambda *_a: [])
    online.finish(c, name="tv_c", batch_rows=500)
    monkeypatch.undo()
    assert "tv_c_s" not in _indexes(c)
    # a model change that holds the writers (online_rows=None: never online) builds them too
    res = api.install(
        c, name="tv_c", sql=NEW.replace("a.v,", "a.v, a.v + 1 AS w,"), key="id", online_rows=None
    )
    c.commit()
    assert not res.online
    assert [m for m in res.warnings if "index tv_c_s set again" in m], res.warnings
    assert _named(_indexes(c)) == _named(before)
    assert _carried_rows(c) == []
    assert api.diff(c, name="tv_c") == []
    c.commit()


def test_an_index_on_a_column_renamed_and_retyped_keeps_the_rewrite(owner) -> None:
    c = owner
    _installed_with_indexes(c)
    with c.cursor() as cur:  # (and a CHECK, and NOT NULL: kept by the rewrite too)
        cur.execute("ALTER TABLE tv_c ADD CONSTRAINT tv_c_pos CHECK (s > 0)")
        cur.execute("ALTER TABLE tv_c ALTER COLUMN s SET NOT NULL")
    c.commit()
    # (s becomes s2, bigint: the index's definition names s, which the model no longer has)
    res = api.install(c, name="tv_c", sql=NEW.replace(" AS s,", " AS s2,"), key="id", online_rows=0)
    c.commit()
    assert not res.online
    why = [m for m in res.warnings if "not online" in m]
    assert (
        len(why) == 1
        and "would drop NOT NULL of column s, constraint tv_c_pos on table tv_c, "
        "index tv_c_even, index tv_c_id_s, index tv_c_s"
        in why[0]
    ), why
    assert _carried_rows(c) == [] and "tv_c_s" in _indexes(c)
    assert api.diff(c, name="tv_c") == []
    c.commit()


# (what the catalog alone holds of column s, and a query of it that the replacement must keep)
SETTINGS = {
    "default": (
        "ALTER TABLE tv_d ALTER COLUMN s SET DEFAULT 7",
        "SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 'tv_d'::regclass "
        "AND adnum = (SELECT attnum FROM pg_attribute WHERE attrelid = adrelid AND attname = 's')",
    ),
    "statistics target": (
        "ALTER TABLE tv_d ALTER COLUMN s SET STATISTICS 500",
        "SELECT attstattarget FROM pg_attribute WHERE attrelid = 'tv_d'::regclass "
        "AND attname = 's'",
    ),
    "options": (
        "ALTER TABLE tv_d ALTER COLUMN s SET (n_distinct = -0.5)",
        "SELECT attoptions FROM pg_attribute WHERE attrelid = 'tv_d'::regclass AND attname = 's'",
    ),
    "statistics object": (
        "CREATE STATISTICS tv_d_st (ndistinct) ON id, s, label FROM tv_d;"
        "ALTER STATISTICS tv_d_st SET STATISTICS 300",
        "SELECT pg_get_statisticsobjdef(oid), stxstattarget FROM pg_statistic_ext "
        "WHERE stxname = 'tv_d_st'",
    ),
}


@pytest.mark.parametrize("setting", list(SETTINGS))
def test_what_the_catalog_alone_holds_of_a_replaced_column_is_carried_over(
    owner, setting: str
) -> None:
    c = owner
    ddl, query = SETTINGS[setting]
    api.install(c, name="tv_d", sql=NAMED.format(s="a.v"), key="id")
    with c.cursor() as cur:
        cur.execute(ddl)
        cur.execute(query)
        before = cur.fetchall()
    c.commit()
    res = api.install(c, name="tv_d", sql=NAMED.format(s="a.v::bigint"), key="id", online_rows=0)
    c.commit()
    assert res.online, res.warnings
    assert online.finish(c, name="tv_d").done
    assert _oid_and_type(c, "tv_d", "s")[1] == "bigint"
    with c.cursor() as cur:
        cur.execute(query)
        after = cur.fetchall()
    c.commit()
    if setting == "statistics object":  # (its columns in the table's order: s comes last)
        before = [(d.replace("id, s, label", "id, label, s"), t) for d, t in before]
    assert after == before and after and after[0][0] is not None, (before, after)
    assert api.diff(c, name="tv_d") == []
    c.commit()


def _constraints(c, table: str) -> dict[str, tuple]:
    """Each CHECK of the table: (definition, validated); and "NOT NULL s": whether it is."""
    with c.cursor() as cur:
        cur.execute(
            "SELECT conname, pg_get_constraintdef(oid), convalidated FROM pg_constraint "
            "WHERE conrelid = %s::regclass AND contype = 'c'",
            (table,),
        )
        out = {r[0]: (r[1], r[2]) for r in cur.fetchall()}
        cur.execute(
            "SELECT attnotnull FROM pg_attribute WHERE attrelid = %s::regclass AND attname = 's'",
            (table,),
        )
        out["NOT NULL s"] = cur.fetchone()[0]
    c.commit()
    return out


def test_a_check_and_not_null_of_a_replaced_column_are_set_again_under_writers(
    owner, dsn: str
) -> None:
    c = owner
    api.install(c, name="tv_c", sql=OLD, key="id")
    with c.cursor() as cur:
        cur.execute("ALTER TABLE tv_c ADD CONSTRAINT tv_c_pos CHECK (s > 0)")
        cur.execute("ALTER TABLE tv_c ADD CONSTRAINT tv_c_pair CHECK (s <> id OR s > 0)")
        cur.execute("ALTER TABLE tv_c ALTER COLUMN s SET NOT NULL")
    c.commit()
    before = _constraints(c, "tv_c")
    assert before["NOT NULL s"] and len(before) == 3
    with helpers.Writers(dsn, _write, n=3, pause=0.005, warmup=0.3) as w:
        res = _retype(c)
        assert res.online, res.warnings
        # (gone with the column until the rows are filled)
        assert _constraints(c, "tv_c") == {"NOT NULL s": False}
        done = online.finish(c, name="tv_c", batch_rows=500)
    assert done.done, done
    assert not w.errors, "\n".join(w.errors[:3])
    assert w.stall < STALL_LIMIT_S, (w.stall, done)
    assert sorted(done.carried) == [
        "NOT NULL of column s set again",
        "check tv_c_pair set again",
        "check tv_c_pos set again",
    ], done.carried
    after = _constraints(c, "tv_c")
    assert after == {  # (their constants cast for bigint)
        "tv_c_pos": ("CHECK ((s > 0))", True),
        "tv_c_pair": ("CHECK (((s <> id) OR (s > 0)))", True),
        "NOT NULL s": True,
    }, after
    assert _oid_and_type(c, "tv_c", "s")[1] == "bigint" and _carried_rows(c) == []
    assert api.diff(c, name="tv_c") == []
    c.commit()


def test_a_check_or_not_null_the_new_rows_refuse_is_reported_and_not_left_half_set(
    owner,
) -> None:
    c = owner
    api.install(c, name="tv_c", sql=OLD, key="id")
    with c.cursor() as cur:
        # (s = v <= 4000 before; s = 2v after, up to 8000)
        cur.execute("ALTER TABLE tv_c ADD CONSTRAINT tv_c_small CHECK (s <= 4000)")
        cur.execute("ALTER TABLE tv_c ALTER COLUMN s SET NOT NULL")
    c.commit()
    # (the new s is NULL for one row)
    res = api.install(
        c, name="tv_c", sql=SLOW.format(s="NULLIF(a.v, 3)::bigint * 2"), key="id", online_rows=0
    )
    c.commit()
    assert res.online, res.warnings
    done = online.finish(c, name="tv_c", batch_rows=500)
    assert done.done, done
    refused = sorted(done.carried)
    assert len(refused) == 2 and all("could not be set again" in m for m in refused), refused
    assert refused[0].startswith("NOT NULL of column s") and "it was: " in refused[0], refused
    assert refused[1].startswith("check tv_c_small") and "CHECK ((s <= 4000))" in refused[1]
    # nothing half set: no constraint NOT VALID, no proof of the NOT NULL left
    assert _constraints(c, "tv_c") == {"NOT NULL s": False}
    assert _carried_rows(c) == [] and api.diff(c, name="tv_c") == []
    c.commit()


def test_what_reads_a_replaced_column_and_one_the_model_renames_keeps_the_rewrite(owner) -> None:
    # (label becomes label2 while s is retyped: the definitions read before the rename name
    #  label, so neither carried over nor set again after; the rewrite keeps them all)
    c = owner
    api.install(c, name="tv_c", sql=OLD, key="id")
    with c.cursor() as cur:
        cur.execute("CREATE INDEX tv_c_s_label ON tv_c (s, label)")
        cur.execute("ALTER TABLE tv_c ADD CONSTRAINT tv_c_either CHECK (s > 0 OR label > '')")
        cur.execute("CREATE STATISTICS tv_c_st ON s, label FROM tv_c")
    c.commit()
    sql = NEW.replace("g.label FROM", "g.label AS label2 FROM")
    res = api.install(c, name="tv_c", sql=sql, key="id", online_rows=0)
    c.commit()
    assert not res.online
    why = [m for m in res.warnings if "not online" in m]
    assert len(why) == 1, res.warnings
    for lost in ("constraint tv_c_either", "index tv_c_s_label", "statistics object"):
        assert lost in why[0], why
    assert _carried_rows(c) == []
    assert set(_constraints(c, "tv_c")) == {"tv_c_either", "NOT NULL s"}
    assert "tv_c_s_label" in _indexes(c)
    assert api.diff(c, name="tv_c") == []
    c.commit()


@pytest.mark.parametrize(
    ("ddl", "named"),
    [
        ("CREATE POLICY tv_u_p ON tv_u USING (s > -1)", "policy tv_u_p on table tv_u"),
        (
            "CREATE TRIGGER tv_u_t AFTER UPDATE OF s ON tv_u FOR EACH ROW "
            "EXECUTE FUNCTION suppress_redundant_updates_trigger()",
            "trigger tv_u_t on table tv_u",
        ),
        (
            "CREATE TRIGGER tv_u_w AFTER UPDATE ON tv_u FOR EACH ROW WHEN (OLD.s > 0) "
            "EXECUTE FUNCTION suppress_redundant_updates_trigger()",
            "trigger tv_u_w on table tv_u",
        ),
    ],
)
def test_a_retyped_column_a_policy_or_trigger_uses_fails_clearly_changing_nothing(
    owner, ddl: str, named: str
) -> None:
    c = owner
    api.install(c, name="tv_u", sql=NAMED.format(s="a.v"), key="id")
    with c.cursor() as cur:
        cur.execute(ddl)
    c.commit()
    with pytest.raises(api.TviewError) as err:
        api.install(c, name="tv_u", sql=NAMED.format(s="a.v::bigint"), key="id", online_rows=0)
    c.rollback()
    msg = str(err.value)
    assert "tview model 'tv_u': column(s) s change type" in msg and named in msg, msg
    assert "drop them, dbt run -s tv_u, then create them anew" in msg, msg
    assert _oid_and_type(c, "tv_u", "s")[1] == "integer"
    assert api.diff(c, name="tv_u") == []
    c.commit()
