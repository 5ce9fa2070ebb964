"""Writes that cannot change a tview cost no maintenance: an UPDATE that names none of the
columns the view reads fires no delta trigger work (the gate trigger tview_N_gate, UPDATE OF
those columns, flags the statements that do), and one whose old and new rows agree on every
read column is dropped before any derivation, queueing or lock (on a table without partitions
the gate is a row trigger that compares each row's read columns). Every source of every strategy
(direct, joined, algebraic, full, tview-on-tview); a BEFORE UPDATE row trigger of the user's,
which may change columns a statement does not name, turns the gate off."""

from __future__ import annotations

import io

import psycopg2
import pytest
from helpers import PRIVATE, health, one

from dbt_tview import api

SCHEMA_SQL = """
CREATE TABLE tb_company (pk_company int PRIMARY KEY, name text, founded int);
CREATE TABLE tb_user (pk_user int PRIMARY KEY, fk_company int REFERENCES tb_company,
                      name text, score numeric, last_seen bigint NOT NULL DEFAULT 0,
                      bio text);
CREATE TABLE tb_post (pk_post int PRIMARY KEY, fk_user int REFERENCES tb_user, title text,
                      views bigint NOT NULL DEFAULT 0);
INSERT INTO tb_company SELECT c, 'c' || c, 1990 + c FROM generate_series(1, 5) c;
INSERT INTO tb_user SELECT u, 1 + u % 5, 'u' || u, u, 0, 'bio' FROM generate_series(1, 50) u;
INSERT INTO tb_post SELECT p, 1 + p % 50, 't' || p, 0 FROM generate_series(1, 300) p;
"""
POST_SQL = (
    "SELECT p.pk_post, p.title, u.name AS author, u.score, c.name AS company "
    "FROM tb_post p JOIN tb_user u ON u.pk_user = p.fk_user "
    "JOIN tb_company c ON c.pk_company = u.fk_company"
)


def _armed(conn, *stmts: str) -> bool:
    """Whether the transaction running `stmts` armed a commit-time flush (some delta trigger
    found work); commits it, and checks every tview against its view."""
    with conn.cursor() as cur:
        for s in stmts:
            cur.execute(s)
        cur.execute("SELECT current_setting(" + PRIVATE + ", true)", ("armed",))
        armed = bool(cur.fetchone()[0])
    conn.commit()
    for (name,) in _rows(conn, "SELECT tbl_name FROM tview.tview"):
        assert api.diff(conn, name=name) == [], name
    conn.commit()
    return armed


def _rows(conn, sql: str) -> list[tuple]:
    with conn.cursor() as cur:
        cur.execute(sql)
        return cur.fetchall()


def _install(conn, name: str, sql: str, key) -> None:
    api.install(conn, name=name, sql=sql, key=key)
    conn.commit()
    # the session's key (currval), which names its private settings, for _armed
    one(conn, "SELECT tview._arm()")
    conn.commit()


def _gate_columns(conn, table: str) -> list[str] | None:
    rows = _rows(
        conn,
        "SELECT array_agg(a.attname::text ORDER BY a.attname) FROM pg_trigger g "
        "JOIN pg_attribute a ON a.attrelid = g.tgrelid AND a.attnum = ANY(g.tgattr::int2[]) "
        f"WHERE g.tgrelid = '{table}'::regclass AND g.tgname LIKE 'tview\\_%\\_gate' "
        "AND g.tgfoid::regproc::text NOT LIKE '%\\_retired' GROUP BY g.oid",  # (not retired)
    )
    return rows[0][0] if rows else None


# ------------------------------------------------------------------ joined and direct sources
def test_the_gate_names_exactly_the_columns_the_view_reads(db):
    _install(db, "tv_post", POST_SQL, "pk_post")
    assert _gate_columns(db, "tb_user") == ["fk_company", "name", "pk_user", "score"]
    assert _gate_columns(db, "tb_company") == ["name", "pk_company"]
    assert _gate_columns(db, "tb_post") == ["fk_user", "pk_post", "title"]


@pytest.mark.parametrize(
    "stmt",
    [
        "UPDATE tb_user SET last_seen = last_seen + 1",  # a column no view reads
        "UPDATE tb_user SET last_seen = last_seen + 1 WHERE pk_user = 7",
        "UPDATE tb_company SET founded = founded + 1",
        "UPDATE tb_post SET views = views + 1 WHERE pk_post = 9",
        # read columns named, none changed (an ORM writing every column): no row passes the gate
        "UPDATE tb_user SET name = name, last_seen = 5 WHERE pk_user = 7",
        "UPDATE tb_user SET name = 'u' || pk_user, score = score, fk_company = fk_company",
        "UPDATE tb_company SET name = name, founded = founded + 1 WHERE pk_company = 2",
    ],
)
def test_a_write_no_view_can_see_arms_nothing(db, stmt):
    _install(db, "tv_post", POST_SQL, "pk_post")
    assert not _armed(db, stmt)


@pytest.mark.parametrize(
    "stmt",
    [
        "UPDATE tb_user SET name = 'x', last_seen = 1 WHERE pk_user = 7",
        "UPDATE tb_user SET fk_company = 3 WHERE pk_user = 8",
        "UPDATE tb_company SET name = 'acme' WHERE pk_company = 2",
        "UPDATE tb_post SET title = 'new', views = 1 WHERE pk_post = 9",
        # one row of several changed
        "UPDATE tb_user SET name = CASE pk_user WHEN 9 THEN 'nine' ELSE name END",
        # equal by `=`, not the same value: the view shows 7.00
        "UPDATE tb_user SET score = 7.00 WHERE pk_user = 7",
        "INSERT INTO tb_user VALUES (7, 1, 'upsert', 1, 0) "
        "ON CONFLICT (pk_user) DO UPDATE SET name = EXCLUDED.name",
        # the same rows, exchanged: the multisets of both sides agree, but not per key
        "UPDATE tb_user SET name = CASE pk_user WHEN 1 THEN 'u2' ELSE 'u1' END "
        "WHERE pk_user IN (1, 2)",
    ],
)
def test_a_write_the_view_reads_is_maintained(db, stmt):
    _install(db, "tv_post", POST_SQL, "pk_post")
    assert _armed(db, stmt)


def test_merge_naming_a_read_column_is_maintained(db):
    if one(db, "SHOW server_version_num") < "150000":
        pytest.skip("MERGE needs PostgreSQL 15")
    _install(db, "tv_post", POST_SQL, "pk_post")
    assert _armed(
        db,
        "MERGE INTO tb_user u USING (VALUES (7, 'merged')) AS v(id, n) ON u.pk_user = v.id "
        "WHEN MATCHED THEN UPDATE SET name = v.n",
    )
    assert one(db, "SELECT DISTINCT author FROM tv_post WHERE author = 'merged'") == "merged"


def test_a_generated_column_follows_the_column_it_is_computed_from(db):
    with db.cursor() as cur:
        cur.execute(
            "ALTER TABLE tb_user ADD COLUMN seen_bucket bigint "
            "GENERATED ALWAYS AS (last_seen / 10) STORED"
        )
    db.commit()
    sql = "SELECT p.pk_post, u.seen_bucket FROM tb_post p JOIN tb_user u ON u.pk_user = p.fk_user"
    _install(db, "tv_post", sql, "pk_post")
    assert _gate_columns(db, "tb_user") == ["pk_user", "seen_bucket"]
    assert not _armed(db, "UPDATE tb_user SET bio = 'b' WHERE pk_user = 7")
    # (the generated column is computed from last_seen: naming it opens the gate)
    assert _armed(db, "UPDATE tb_user SET last_seen = 25 WHERE pk_user = 7")
    assert one(db, "SELECT DISTINCT seen_bucket FROM tv_post WHERE seen_bucket > 0") == 2


# ------------------------------------------------------------------ when the gate cannot tell
def test_a_before_update_trigger_turns_the_gate_off(db):
    """A BEFORE UPDATE row trigger may change a read column the statement does not name, which
    UPDATE OF does not see: no gate on that source; its rows are compared instead. One created
    after the install shows in tview.status() until a reinstall."""
    with db.cursor() as cur:
        cur.execute(
            "CREATE FUNCTION rename() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
            "IF NEW.last_seen = 99 THEN NEW.name := 'renamed'; END IF; RETURN NEW; END $$;"
            "CREATE TRIGGER a_rename BEFORE UPDATE ON tb_user FOR EACH ROW "
            "EXECUTE FUNCTION rename()"
        )
        cur.execute("INSERT INTO tb_user SELECT u, 1, 'u', u, 0 FROM generate_series(51, 70) u")
    db.commit()
    _install(db, "tv_post", POST_SQL, "pk_post")
    assert _gate_columns(db, "tb_user") is None
    assert _gate_columns(db, "tb_company") == ["name", "pk_company"]
    # no gate: the rows are compared (up to 64 of them)
    assert not _armed(db, "UPDATE tb_user SET last_seen = 1 WHERE pk_user = 7")
    assert not _armed(db, "UPDATE tb_user SET name = name, last_seen = 2 WHERE pk_user <= 64")
    assert _armed(db, "UPDATE tb_user SET last_seen = 3 WHERE pk_user <= 65")  # (more: not)
    # numeric 7 and 7.00 are equal, yet the view shows the scale: the test is identity
    assert _armed(db, "UPDATE tb_user SET score = score::numeric(10, 2) WHERE pk_user = 7")
    assert _armed(db, "UPDATE tb_user SET last_seen = 99 WHERE pk_user = 7")
    assert one(db, "SELECT DISTINCT author FROM tv_post WHERE author = 'renamed'") == "renamed"

    with db.cursor() as cur:
        cur.execute("DROP TRIGGER a_rename ON tb_user")
    db.commit()
    api.install(db, name="tv_post", sql=POST_SQL, key="pk_post", full_refresh=True)
    db.commit()
    health = "SELECT health FROM tview.status() WHERE tview = 'public.tv_post'"
    assert _gate_columns(db, "tb_user") is not None
    assert one(db, health) == "ok"
    with db.cursor() as cur:
        cur.execute(
            "CREATE TRIGGER a_rename BEFORE UPDATE ON tb_user FOR EACH ROW "
            "EXECUTE FUNCTION rename()"
        )
    db.commit()
    assert "tview_" in one(db, health) and "BEFORE UPDATE" in one(db, health)
    db.commit()
    api.install(db, name="tv_post", sql=POST_SQL, key="pk_post")  # (dbt run: not healthy)
    # the gate is retired, not dropped: no ACCESS EXCLUSIVE on the source (decision 0023)
    held = (
        "SELECT count(*) FROM pg_locks WHERE pid = pg_backend_pid() AND mode = %s "
        "AND relation = %s::regclass"
    )
    assert one(db, held, ("AccessExclusiveLock", "tb_user")) == 0
    assert one(db, held, ("ShareRowExclusiveLock", "tb_user")) == 1
    db.commit()
    assert one(db, health) == "ok"
    assert _gate_columns(db, "tb_user") is None
    assert _armed(db, "UPDATE tb_user SET last_seen = 99 WHERE pk_user = 8")


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT p.pk_post, to_jsonb(u) AS author FROM tb_post p "
        "JOIN tb_user u ON u.pk_user = p.fk_user",
        "SELECT p.pk_post, p.title FROM tb_post p JOIN tb_user u ON u.pk_user = p.fk_user "
        "WHERE u IS NOT NULL",
    ],
)
def test_a_whole_row_reference_reads_every_column(db, sql):
    _install(db, "tv_post", sql, "pk_post")
    assert _gate_columns(db, "tb_user") is None
    assert _armed(db, "UPDATE tb_user SET last_seen = 7 WHERE pk_user = 7")


def test_a_star_reads_every_column(db):
    sql = "SELECT p.pk_post, u.* FROM tb_post p JOIN tb_user u ON u.pk_user = p.fk_user"
    _install(db, "tv_post", sql, "pk_post")
    # every column: the gate tells a changed row only
    assert _gate_columns(db, "tb_user") == sorted(
        ["bio", "fk_company", "last_seen", "name", "pk_user", "score"]
    )
    assert _armed(db, "UPDATE tb_user SET last_seen = 7 WHERE pk_user = 7")
    assert not _armed(db, "UPDATE tb_user SET last_seen = 7 WHERE pk_user = 7")
    assert not _armed(db, "UPDATE tb_user SET bio = bio, name = name")


def test_a_partitioned_source_flags_every_update_naming_a_read_column(db):
    """A row gate would be cloned to the partitions, which carry their own: the statement gate
    stays, and a statement that changes nothing is processed (the flush writes nothing)."""
    with db.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_part (id int, grp int, name text, hits int) PARTITION BY RANGE (id);"
            "CREATE TABLE tb_part_1 PARTITION OF tb_part FOR VALUES FROM (0) TO (100);"
            "CREATE TABLE tb_part_2 PARTITION OF tb_part FOR VALUES FROM (100) TO (200);"
            "INSERT INTO tb_part SELECT g, g % 5, 'n' || g, 0 FROM generate_series(1, 199) g"
        )
    db.commit()
    _install(db, "tv_part", "SELECT p.id, p.name, p.grp FROM tb_part p", "id")
    gates = _rows(
        db,
        "SELECT g.tgrelid::regclass::text, g.tgtype & 1 FROM pg_trigger g "
        "WHERE g.tgname LIKE 'tview\\_%\\_gate' ORDER BY 1",
    )
    assert gates == [("tb_part", 0), ("tb_part_1", 0), ("tb_part_2", 0)]  # (statement: 0)
    assert not _armed(db, "UPDATE tb_part SET hits = hits + 1 WHERE id = 150")
    assert _armed(db, "UPDATE tb_part SET name = name WHERE id = 150")
    assert _armed(db, "UPDATE tb_part SET name = 'x' || name WHERE id IN (5, 150)")


@pytest.mark.parametrize(
    "sql",
    [
        # a column read only in a filter, a subquery, a grouping
        "SELECT p.pk_post FROM tb_post p JOIN tb_user u ON u.pk_user = p.fk_user "
        "WHERE u.bio <> 'hidden'",
        "SELECT p.pk_post, (SELECT max(u.bio) FROM tb_user u WHERE u.pk_user = p.fk_user) AS b "
        "FROM tb_post p",
        "SELECT p.pk_post FROM tb_post p WHERE EXISTS "
        "(SELECT 1 FROM tb_user u WHERE u.pk_user = p.fk_user AND u.bio = 'bio')",
    ],
)
def test_columns_read_outside_the_select_list_pass_the_gate(db, sql):
    _install(db, "tv_post", sql, "pk_post")
    assert "bio" in _gate_columns(db, "tb_user")
    assert not _armed(db, "UPDATE tb_user SET last_seen = 7 WHERE pk_user = 7")
    assert _armed(db, "UPDATE tb_user SET bio = 'hidden' WHERE pk_user = 7")


def test_partitions_carry_the_gate(db):
    with db.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_event (pk_event int, kind int, label text, hits int) "
            "PARTITION BY LIST (kind);"
            "CREATE TABLE tb_event_1 PARTITION OF tb_event FOR VALUES IN (1);"
            "CREATE TABLE tb_event_2 PARTITION OF tb_event FOR VALUES IN (2);"
            "INSERT INTO tb_event SELECT i, 1 + i % 2, 'e' || i, 0 FROM generate_series(1, 40) i"
        )
    db.commit()
    _install(db, "tv_event", "SELECT e.pk_event, e.label FROM tb_event e", "pk_event")
    for rel in ("tb_event", "tb_event_1", "tb_event_2"):
        assert _gate_columns(db, rel) == ["label", "pk_event"], rel
    assert not _armed(db, "UPDATE tb_event SET hits = hits + 1")
    assert not _armed(db, "UPDATE tb_event_2 SET hits = hits + 1")
    assert _armed(db, "UPDATE tb_event_1 SET label = 'x' WHERE pk_event = 2")
    assert _armed(db, "UPDATE tb_event SET label = 'y' WHERE pk_event = 4")


def test_a_before_update_trigger_on_a_partition_turns_the_gate_off(db):
    with db.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_event (pk_event int, kind int, label text, hits int) "
            "PARTITION BY LIST (kind);"
            "CREATE TABLE tb_event_1 PARTITION OF tb_event FOR VALUES IN (1);"
            "INSERT INTO tb_event SELECT i, 1, 'e' || i, 0 FROM generate_series(1, 10) i;"
            "CREATE FUNCTION relabel() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
            "NEW.label := NEW.label || '!'; RETURN NEW; END $$;"
            "CREATE TRIGGER a_relabel BEFORE UPDATE ON tb_event_1 FOR EACH ROW "
            "EXECUTE FUNCTION relabel()"
        )
    db.commit()
    _install(db, "tv_event", "SELECT e.pk_event, e.label FROM tb_event e", "pk_event")
    assert _gate_columns(db, "tb_event") is None
    assert _armed(db, "UPDATE tb_event SET hits = hits + 1 WHERE pk_event = 3")


# ------------------------------------------------------------------ other strategies
def test_algebraic_source(db):
    sql = (
        "SELECT u.fk_company, count(*) AS n, sum(u.score) AS total FROM tb_user u "
        "GROUP BY u.fk_company"
    )
    _install(db, "tv_company_score", sql, "fk_company")
    assert _gate_columns(db, "tb_user") == ["fk_company", "score"]
    assert not _armed(db, "UPDATE tb_user SET last_seen = 3, name = 'z'")
    assert not _armed(db, "UPDATE tb_user SET score = score WHERE pk_user = 4")
    assert _armed(db, "UPDATE tb_user SET score = score + 1 WHERE pk_user = 4")


def test_full_strategy_source(db):
    sql = "SELECT u.pk_user, rank() OVER (ORDER BY u.score DESC, u.pk_user) AS r FROM tb_user u"
    _install(db, "tv_rank", sql, "pk_user")
    assert not _armed(db, "UPDATE tb_user SET last_seen = 3")
    assert _armed(db, "UPDATE tb_user SET score = 1000 WHERE pk_user = 4")


def test_tview_on_tview(db):
    _install(db, "tv_post", POST_SQL, "pk_post")
    sql = "SELECT t.author, count(*) AS posts FROM tv_post t GROUP BY t.author"
    _install(db, "tv_author", sql, "author")
    assert _gate_columns(db, "tv_post") is None  # (its flushes name every column)
    assert not _armed(db, "UPDATE tb_user SET last_seen = 3")
    assert _armed(db, "UPDATE tb_user SET name = 'w' WHERE pk_user = 9")
    assert one(db, "SELECT posts FROM tv_author WHERE author = 'w'") == 6


def test_nested_statements_keep_their_own_gate(db):
    """A statement a trigger runs between the gate and the UPDATE trigger of an outer statement
    fires its own at a deeper trigger depth: neither takes the other's flag."""
    with db.cursor() as cur:
        cur.execute(
            "CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
            "IF pg_trigger_depth() = 1 THEN "
            "UPDATE tb_user SET last_seen = last_seen + 1 WHERE pk_user = 1; END IF; "
            "RETURN NULL; END $$;"
        )
    db.commit()
    _install(db, "tv_post", POST_SQL, "pk_post")
    tid = one(db, "SELECT id FROM tview.tview WHERE tbl_name = 'tv_post'")
    with db.cursor() as cur:  # (named to fire between tview_N_gate and tview_N_upd)
        cur.execute(
            f"CREATE TRIGGER tview_{tid}_hook AFTER UPDATE ON tb_user FOR EACH STATEMENT "
            "EXECUTE FUNCTION touch()"
        )
    db.commit()
    assert _armed(db, "UPDATE tb_user SET name = 'nested' WHERE pk_user = 7")
    assert one(db, "SELECT DISTINCT author FROM tv_post WHERE author = 'nested'") == "nested"


def test_statements_run_by_a_function_within_a_statement(db):
    """Statements run by a function a statement calls end, their triggers fired, before the
    statement's own fire: one naming no read column, one naming one; the outer statement is
    still maintained."""
    with db.cursor() as cur:
        cur.execute(
            "CREATE FUNCTION touch_others(k int) RETURNS text LANGUAGE plpgsql AS $$ BEGIN "
            "UPDATE tb_user SET last_seen = last_seen + 1 WHERE pk_user = k + 1; "
            "UPDATE tb_user SET name = 'inner' || k WHERE pk_user = k + 2; "
            "UPDATE tb_user SET last_seen = last_seen + 1 WHERE pk_user = k + 3; "
            "RETURN 'outer' || k; END $$"
        )
    db.commit()
    _install(db, "tv_post", POST_SQL, "pk_post")
    assert _armed(db, "UPDATE tb_user SET name = touch_others(pk_user) WHERE pk_user = 10")
    assert one(db, "SELECT count(*) FROM tv_post WHERE author IN ('outer10', 'inner10')") == 12
    assert not _armed(db, "UPDATE tb_user SET last_seen = 0")


def test_a_writer_without_privileges_on_the_runtime(db):
    """A role that may only update the source, with a search_path of its own that shadows the
    functions the gate calls, is maintained as any."""
    _install(db, "tv_post", POST_SQL, "pk_post")
    with db.cursor() as cur:
        cur.execute(
            "DROP ROLE IF EXISTS tv_writer; CREATE ROLE tv_writer;"
            "GRANT SELECT, UPDATE ON tb_user TO tv_writer;"
            "CREATE SCHEMA shadow; GRANT USAGE ON SCHEMA shadow TO tv_writer;"
            "CREATE FUNCTION shadow.set_config(text, text, boolean) RETURNS text "
            "LANGUAGE sql AS $$ SELECT ''::text $$;"
            "CREATE FUNCTION shadow.pg_trigger_depth() RETURNS int "
            "LANGUAGE sql AS $$ SELECT 99 $$;"
        )
    db.commit()
    for stmt in ("UPDATE tb_user SET name = 'w' WHERE pk_user = 3", "UPDATE tb_user SET bio = 'b'"):
        with db.cursor() as cur:
            cur.execute("SET ROLE tv_writer; SET search_path = shadow, pg_catalog, public")
            cur.execute(stmt)
            cur.execute("RESET ROLE; RESET search_path")
        db.commit()
        assert api.diff(db, name="tv_post") == []
        db.commit()
    assert one(db, "SELECT count(*) FROM tv_post WHERE author = 'w'") == 6
    db.rollback()
    with db.cursor() as cur:
        cur.execute("DROP SCHEMA shadow CASCADE; DROP OWNED BY tv_writer; DROP ROLE tv_writer")
    db.commit()


def _tview_calls(conn, stmt: str) -> int:
    """How many calls of the runtime's functions `stmt` made (track_functions; the counts a
    backend has not reported yet include earlier transactions', so the difference)."""
    count = (
        "SELECT COALESCE(sum(f.calls), 0) FROM pg_stat_xact_user_functions f "
        "WHERE f.schemaname = 'tview'"
    )
    with conn.cursor() as cur:
        cur.execute("SET track_functions = 'all'")
        cur.execute(count)
        before = cur.fetchone()[0]
        cur.execute(stmt)
        cur.execute(count)
        calls = cur.fetchone()[0] - before
    conn.commit()
    return int(calls)


@pytest.mark.parametrize(
    "name, sql, key",
    [
        ("tv_post", POST_SQL, "pk_post"),  # (its UPDATE work in the source's dispatcher)
        (
            "tv_company_score",  # (an algebraic tview's own UPDATE trigger)
            "SELECT u.fk_company, count(*) AS n, sum(u.score) AS total FROM tb_user u "
            "GROUP BY u.fk_company",
            "fk_company",
        ),
    ],
)
def test_a_write_no_view_can_see_calls_no_function(db, name, sql, key):
    """The UPDATE triggers behind a gate are queued only when the gate's WHEN flagged the
    statement: one that names no column any view reads calls nothing of the runtime's."""
    _install(db, name, sql, key)
    assert _tview_calls(db, "UPDATE tb_user SET last_seen = last_seen + 1 WHERE pk_user = 7") == 0
    assert _tview_calls(db, "UPDATE tb_user SET last_seen = 1, bio = 'b'") == 0
    assert _tview_calls(db, "UPDATE tb_user SET score = score + 1 WHERE pk_user = 7") > 0
    assert api.diff(db, name=name) == []
    # read columns named, none changed; INSERTs that insert no row
    for stmt in [
        "UPDATE tb_user SET score = score, fk_company = fk_company WHERE pk_user = 7",
        "INSERT INTO tb_user VALUES (7, 1, 'x', 1, 0) ON CONFLICT (pk_user) "
        "DO UPDATE SET last_seen = EXCLUDED.last_seen + 5",
        "INSERT INTO tb_user VALUES (7, 1, 'x', 1, 0) ON CONFLICT DO NOTHING",
        "INSERT INTO tb_user SELECT * FROM tb_user WHERE false",
    ]:
        assert _tview_calls(db, stmt) == 0, stmt
    assert _tview_calls(db, "INSERT INTO tb_user VALUES (51, 2, 'new', 5, 0)") > 0
    assert api.diff(db, name=name) == []


def test_an_insert_of_no_row_is_queued_only_after_one_of_rows_in_its_transaction(db):
    """The flag an inserted row sets holds until the commit: a later INSERT of no row in the
    same transaction is queued (its flush has nothing to do), one in the next is not."""
    _install(db, "tv_post", POST_SQL, "pk_post")
    upsert = "INSERT INTO tb_post VALUES (301, 4, 'again') ON CONFLICT DO NOTHING"
    assert _tview_calls(db, "INSERT INTO tb_post VALUES (301, 4, 'p301'); " + upsert) > 0
    assert _tview_calls(db, upsert) == 0
    assert api.diff(db, name="tv_post") == []


def test_a_statement_a_function_runs_amid_another_leaves_its_flags(db):
    """A function called for a later row runs an UPDATE of the same table, whose triggers fire
    before the outer statement's are queued: the outer statement, whose earlier row changed a
    read column and whose later rows change none, is still maintained (the flags a row sets
    are never cleared by another statement's triggers)."""
    with db.cursor() as cur:
        cur.execute(
            "CREATE FUNCTION rename_other(k int, n text) RETURNS text LANGUAGE plpgsql AS $$ "
            "BEGIN UPDATE tb_user SET name = 'other' WHERE pk_user = k + 20; RETURN n; END $$"
        )
    db.commit()
    _install(db, "tv_post", POST_SQL, "pk_post")
    assert _armed(
        db,
        "UPDATE tb_user SET name = CASE WHEN pk_user = 1 THEN 'first' "
        "ELSE rename_other(pk_user, name) END WHERE pk_user IN (1, 2)",
    )
    assert one(db, "SELECT count(*) FROM tv_post WHERE author IN ('first', 'other')") == 12


def test_inserts_nested_in_an_insert_keep_their_own_flags(db):
    """A BEFORE INSERT row trigger of the user's that inserts into the same source runs a
    statement whose triggers fire, and whose INSERT function clears its flag, before the outer
    statement's are queued: each statement's flag is its trigger depth's, and both are
    maintained, even where the outer statement's last row, after whose nested statement its
    trigger is queued, is not inserted. COPY is an INSERT too."""
    with db.cursor() as cur:
        cur.execute(
            "CREATE FUNCTION echo() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
            "IF pg_trigger_depth() = 1 AND NEW.pk_post < 1000 THEN "
            "INSERT INTO tb_post VALUES (NEW.pk_post + 1000, NEW.fk_user, 'echo'); END IF; "
            "RETURN CASE WHEN NEW.title = 'skip' THEN NULL ELSE NEW END; END $$;"
            "CREATE TRIGGER echo BEFORE INSERT ON tb_post FOR EACH ROW EXECUTE FUNCTION echo()"
        )
    db.commit()
    _install(db, "tv_post", POST_SQL, "pk_post")
    # (the last row's nested INSERT runs after the first row was queued; the row is skipped)
    assert _armed(db, "INSERT INTO tb_post VALUES (401, 3, 'a'), (402, 4, 'skip')")
    assert one(db, "SELECT count(*) FROM tv_post WHERE pk_post IN (401, 1401, 1402)") == 3
    with db.cursor() as cur:
        cur.copy_expert(
            "COPY tb_post (pk_post, fk_user, title) FROM STDIN", io.StringIO("403\t5\tc\n")
        )
    db.commit()
    assert api.diff(db, name="tv_post") == []
    assert one(db, "SELECT count(*) FROM tv_post WHERE pk_post IN (403, 1403)") == 2


def test_a_dispatcher_trigger_made_without_its_when_gets_it_in_place(db):
    """A database installed by a version whose dispatcher trigger had no WHEN: the next
    install gives it the WHEN in place (same trigger), its tviews stay healthy, and a trigger
    toggled before stays reported."""
    from dbt_tview.db import _Db
    from dbt_tview.runtime import _refresh_dispatchers

    _install(db, "tv_post", POST_SQL, "pk_post")
    _install(db, "tv_user", "SELECT u.pk_user, u.name FROM tb_user u", "pk_user")
    old = (
        "CREATE OR REPLACE TRIGGER tview_upd AFTER UPDATE ON {t} REFERENCING OLD TABLE AS "
        "tview_old NEW TABLE AS tview_new FOR EACH STATEMENT EXECUTE FUNCTION tview.u_{oid}()"
    )
    with db.cursor() as cur:
        for t in ("tb_user", "tb_company"):
            cur.execute("SELECT %s::regclass::oid", (t,))
            cur.execute(old.format(t=t, oid=cur.fetchone()[0]))
        cur.execute("SELECT tview._mark_triggers(id) FROM tview.tview")
    db.commit()
    with db.cursor() as cur:
        # (tb_company's trigger disabled and enabled again after the marks: a bypass window)
        cur.execute("ALTER TABLE tb_company DISABLE TRIGGER tview_upd")
        cur.execute("ALTER TABLE tb_company ENABLE TRIGGER tview_upd")
    db.commit()
    assert health(db, "tv_user") == "ok"
    assert _tview_calls(db, "UPDATE tb_user SET last_seen = 2 WHERE pk_user = 3") > 0
    oids = {
        t: one(
            db,
            "SELECT oid FROM pg_trigger WHERE tgname = 'tview_upd' AND tgrelid = %s::regclass",
            (t,),
        )
        for t in ("tb_user", "tb_company")
    }
    _refresh_dispatchers(_Db(db), "tview")
    db.commit()
    for t, oid in oids.items():
        assert one(db, "SELECT tgqual IS NOT NULL FROM pg_trigger WHERE oid = %s", (oid,)), t
    assert health(db, "tv_user") == "ok"
    assert "tb_company" in health(db, "tv_post")  # (the toggle stays reported)
    assert _tview_calls(db, "UPDATE tb_user SET last_seen = 2 WHERE pk_user = 3") == 0
    assert _tview_calls(db, "UPDATE tb_user SET name = 'n' WHERE pk_user = 3") > 0
    assert api.diff(db, name="tv_post") == [] and api.diff(db, name="tv_user") == []


# ------------------------------------------------------------------ the dispatcher's mark
def _dispatcher_def(conn, table: str) -> str:
    return one(
        conn,
        "SELECT pg_get_triggerdef(oid) FROM pg_trigger WHERE tgname = 'tview_upd' "
        "AND tgrelid = %s::regclass",
        (table,),
    )


def test_an_unread_update_after_a_read_one_in_its_transaction_calls_no_function(db):
    """The dispatcher's WHEN reads the relation's mark, which its gates set; the dispatcher
    clears it once the top-level statement's work is queued, so a later UPDATE of the same
    transaction that names no column any view reads calls nothing either."""
    _install(db, "tv_post", POST_SQL, "pk_post")
    assert "tview.q_" in _dispatcher_def(db, "tb_user")
    read = "UPDATE tb_user SET name = name || 'x' WHERE pk_user = 7"
    alone = _tview_calls(db, read)
    assert alone > 0
    then_unread = f"{read}; UPDATE tb_user SET last_seen = last_seen + 1 WHERE pk_user = 8"
    assert _tview_calls(db, then_unread) == alone
    assert api.diff(db, name="tv_post") == []


def _locked(conn, table: str):
    """`conn` as the runtime's _Db, holding `table` as an install of a tview reading it does."""
    from dbt_tview.db import _Db

    with conn.cursor() as cur:
        cur.execute(f"LOCK TABLE {table} IN SHARE ROW EXCLUSIVE MODE")
    return _Db(conn)


def test_the_dispatcher_reads_the_mark_only_when_every_gate_on_its_relation_sets_it(db):
    """A gate made by an earlier version sets no mark: while one is left on a relation (an
    upgrade installs its models one by one), the dispatcher trigger's WHEN reads the source
    flag, which every gate sets, so that tview's UPDATEs are still maintained; once every gate
    sets the mark, the WHEN reads it."""
    from dbt_tview.runtime import _refresh_dispatchers, dispatcher_when

    _install(db, "tv_post", POST_SQL, "pk_post")
    _install(db, "tv_bio", "SELECT u.pk_user, u.bio FROM tb_user u", "pk_user")
    tid = one(db, "SELECT id FROM tview.tview WHERE tbl_name = 'tv_bio'")
    gate = f"tview_{tid}_gate"
    new_gate = one(
        db,
        "SELECT pg_get_triggerdef(oid) FROM pg_trigger WHERE tgname = %s "
        "AND tgrelid = 'tb_user'::regclass",
        (gate,),
    )
    mark = " AND (set_config('tview.q_"
    start = new_gate.index(mark)
    old_gate = new_gate[:start] + new_gate[new_gate.index("IS NOT NULL)", start) + 12 :]
    assert "tview.q_" not in old_gate
    oid = one(db, "SELECT 'tb_user'::regclass::oid")
    with db.cursor() as cur:  # (the state an earlier version left: no mark anywhere)
        cur.execute(old_gate.replace("CREATE TRIGGER", "CREATE OR REPLACE TRIGGER"))
        cur.execute(
            "CREATE OR REPLACE TRIGGER tview_upd AFTER UPDATE ON tb_user REFERENCING OLD "
            "TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ("
            f"{dispatcher_when('public.tb_user')}) EXECUTE FUNCTION tview.u_{oid}()"
        )
        cur.execute("SELECT tview._mark_triggers(id) FROM tview.tview")
    db.commit()
    _refresh_dispatchers(_locked(db, "tb_user"), "tview")  # (as tv_post's install does)
    db.commit()
    assert "tview.q_" not in _dispatcher_def(db, "tb_user")
    assert _armed(db, "UPDATE tb_user SET bio = 'changed' WHERE pk_user = 4")
    assert health(db, "tv_bio") == "ok" and health(db, "tv_post") == "ok"
    with db.cursor() as cur:  # (tv_bio's install regenerates its gate)
        cur.execute(new_gate.replace("CREATE TRIGGER", "CREATE OR REPLACE TRIGGER"))
        cur.execute("SELECT tview._mark_triggers(id) FROM tview.tview")
    db.commit()
    _refresh_dispatchers(_locked(db, "tb_user"), "tview")
    db.commit()
    assert "tview.q_" in _dispatcher_def(db, "tb_user")
    assert _armed(db, "UPDATE tb_user SET bio = 'again' WHERE pk_user = 5")
    assert _tview_calls(db, "UPDATE tb_user SET last_seen = 3 WHERE pk_user = 3") == 0
    assert health(db, "tv_bio") == "ok" and health(db, "tv_post") == "ok"


def test_an_install_switches_no_dispatcher_of_a_relation_it_does_not_lock(db, dsn):
    """A dispatcher whose WHEN could read the mark is switched by an install of a tview that
    reads its relation, which holds the relation's lock; an install of another tview leaves it
    and takes no lock on it (a writer holding the relation does not stop that install)."""
    from dbt_tview.runtime import dispatcher_when

    _install(db, "tv_post", POST_SQL, "pk_post")
    oid = one(db, "SELECT 'tb_user'::regclass::oid")
    with db.cursor() as cur:  # (the former WHEN, every gate setting the mark)
        cur.execute(
            "CREATE OR REPLACE TRIGGER tview_upd AFTER UPDATE ON tb_user REFERENCING OLD "
            "TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ("
            f"{dispatcher_when('public.tb_user')}) EXECUTE FUNCTION tview.u_{oid}()"
        )
        cur.execute("SELECT tview._mark_triggers(id) FROM tview.tview")
        cur.execute("CREATE TABLE tb_tag (pk_tag int PRIMARY KEY, label text)")
        cur.execute("INSERT INTO tb_tag VALUES (1, 'a')")
    db.commit()
    writer = psycopg2.connect(dsn)
    try:
        with writer.cursor() as cur:  # (ROW EXCLUSIVE on tb_user, held)
            cur.execute("UPDATE tb_user SET last_seen = last_seen + 1 WHERE pk_user = 1")
        api.install(
            db,
            name="tv_tag",
            sql="SELECT t.pk_tag, t.label FROM tb_tag t",
            key="pk_tag",
            lock_attempts=1,
        )
        db.commit()
        assert "tview.q_" not in _dispatcher_def(db, "tb_user")
    finally:
        writer.rollback()
        writer.close()
    api.install(db, name="tv_post", sql=POST_SQL, key="pk_post", full_refresh=True)
    db.commit()
    assert "tview.q_" in _dispatcher_def(db, "tb_user")
    assert _armed(db, "UPDATE tb_user SET name = 'renamed' WHERE pk_user = 2")
    assert health(db, "tv_post") == "ok"
