"""Security: roles, hostile search_path, hostile pg_temp, awkward names, RLS, privileges on
the runtime's functions, hostile refresh() arguments, advisory lock collisions, writes that
bypass the triggers.

* the tview is installed by an owner role (no superuser); an application role with DML on
  the sources and only SELECT on the tviews keeps them maintained;
* every generated function is SECURITY DEFINER with a pinned search_path;
* a hostile search_path (shadowing functions, operators and tables placed first) cannot
  redirect the generated code;
* a hostile session that pre-creates the runtime's pg_temp tables cannot run its code as the
  owner nor make a committed transaction leave a tview stale;
* names with quotes, spaces, capitals and SQL keywords work;
* RLS on a source does not filter the tview (it is computed as its owner), RLS on the tview
  table filters readers and does not disturb maintenance.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid

import psycopg2
import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from oracle import backend  # noqa: E402

SOURCES = """
CREATE SCHEMA app;
CREATE TABLE app.tb_a (id int PRIMARY KEY, grp int, val int, name text);
CREATE TABLE app.tb_b (id int PRIMARY KEY, a_id int REFERENCES app.tb_a ON DELETE CASCADE,
                       val int);
INSERT INTO app.tb_a SELECT i, i % 3, i, 'n' || i FROM generate_series(1, 6) i;
INSERT INTO app.tb_b SELECT i, 1 + i % 6, i FROM generate_series(1, 10) i;
"""

TVIEWS = [
    (
        "tv_doc",
        "SELECT a.id, jsonb_build_object('id', a.id, 'name', upper(a.name), 'bs', "
        "coalesce((SELECT jsonb_agg(jsonb_build_object('id', b.id, 'val', b.val) ORDER BY b.id) "
        "FROM app.tb_b b WHERE b.a_id = a.id), '[]'::jsonb)) AS data FROM app.tb_a a",
        ["id"],
    ),
    (
        "tv_grp",
        "SELECT a.grp, count(*) AS n, sum(b.val) AS s FROM app.tb_a a "
        "JOIN app.tb_b b ON b.a_id = a.id WHERE b.val = b.val GROUP BY a.grp",
        ["grp"],
    ),
    (  # algebraic: per-group deltas in a session table (or a signed setting)
        "tv_cnt",
        "SELECT a.grp, count(*) AS n, sum(a.val) AS s, max(a.name) AS top "
        "FROM app.tb_a a GROUP BY a.grp",
        ["grp"],
    ),
]

WRITES = [
    "UPDATE app.tb_a SET name = 'x' || id WHERE id <= 3",
    "UPDATE app.tb_b SET a_id = 2, val = val + 1 WHERE id IN (1, 5)",
    "INSERT INTO app.tb_a VALUES (7, 1, 7, 'seven')",
    "INSERT INTO app.tb_b VALUES (11, 7, 70)",
    "DELETE FROM app.tb_a WHERE id = 4",
]


class Roles:
    """Owner and application roles (cluster-wide, unique names, dropped afterwards)."""

    def __init__(self, dsn_params):
        self.params = dsn_params
        sfx = uuid.uuid4().hex[:6]
        self.owner, self.app = f"tvsec_owner_{sfx}", f"tvsec_app_{sfx}"
        self.mallory = f"tvsec_mallory_{sfx}"  # login only
        su = self.connect()
        su.autocommit = True
        with su.cursor() as cur:
            for r in (self.owner, self.app, self.mallory):
                cur.execute(f"CREATE ROLE \"{r}\" LOGIN PASSWORD 'pw'")
            cur.execute(
                f'GRANT CREATE, TEMP ON DATABASE "{dsn_params["dbname"]}" TO "{self.owner}"'
            )
        su.close()

    def connect(self, role=None):
        p = dict(self.params)
        if role:
            p.update(user=role, password="pw")
        c = psycopg2.connect(**p)
        c.autocommit = False
        return c

    def drop(self):
        su = self.connect()
        su.autocommit = True
        with su.cursor() as cur:
            for r in (self.owner, self.app, self.mallory):  # (one by one: a default ACL
                cur.execute(f'DROP OWNED BY "{r}" CASCADE')  # naming two fails to drop twice)
            cur.execute(f'DROP ROLE "{self.owner}", "{self.app}", "{self.mallory}"')
        su.close()


@pytest.fixture
def roles(dsn_params):
    r = Roles(dsn_params)
    try:
        yield r
    finally:
        r.drop()


def setup_owned(roles, tviews=TVIEWS, sources=SOURCES, tview_usage=True):
    api = backend.get_api()
    own = roles.connect(roles.owner)
    with own.cursor() as cur:
        cur.execute(sources)
    own.commit()
    # the application role of the runtime's entry points (dbt var tview_app_role)
    api.ensure_runtime(own, app_role=roles.app if tview_usage else "")
    for name, sql, key in tviews:
        api.install(own, name=name, sql=sql, key=key, schema="app")
    own.commit()
    with own.cursor() as cur:
        cur.execute(f'GRANT USAGE ON SCHEMA app TO "{roles.app}"')
        cur.execute(f'GRANT SELECT, INSERT, UPDATE, DELETE ON app.tb_a, app.tb_b TO "{roles.app}"')
        for name, _, _ in tviews:
            cur.execute(f'GRANT SELECT ON app."{name}" TO "{roles.app}"')
    own.commit()
    return own


def assert_consistent(conn, tviews=TVIEWS, schema="app"):
    api = backend.get_api()
    conn.rollback()
    bad = {n: api.diff(conn, name=n, schema=schema) for n, _, _ in tviews}
    conn.rollback()
    bad = {k: v for k, v in bad.items() if v}
    assert not bad, f"tviews differ from their views: {bad}"


@pytest.mark.parametrize("tview_usage", [True, False], ids=["with_flush", "no_tview_schema"])
def test_app_role_with_dml_only_keeps_tviews_maintained(roles, tview_usage):
    """no_tview_schema: the application role has no privilege at all on schema tview."""
    own = setup_owned(roles, tview_usage=tview_usage)
    app = roles.connect(roles.app)
    with app.cursor() as cur:
        for w in WRITES:
            cur.execute(w)
        if tview_usage:
            cur.execute("SELECT tview.flush()")
        cur.execute("SELECT count(*) FROM app.tv_doc")
    app.commit()
    assert_consistent(own)
    # the application role cannot write the read model itself
    with app.cursor() as cur, pytest.raises(psycopg2.errors.InsufficientPrivilege):
        cur.execute("DELETE FROM app.tv_doc")
    app.rollback()
    app.close()
    own.close()


def test_generated_functions_are_security_definer_with_pinned_search_path(roles):
    own = setup_owned(roles)
    with own.cursor() as cur:
        cur.execute("""
            SELECT p.oid::regprocedure::text, p.prosecdef, p.proconfig
              FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
             WHERE n.nspname = 'tview'
               AND (p.prorettype = 'trigger'::regtype OR p.proname ~ '^(f_|d_|flush|_)')""")
        rows = cur.fetchall()
    assert rows
    bad = [
        r
        for r in rows
        if not r[1]
        or not any(
            c.startswith("search_path=") and "public" not in c and "$user" not in c
            for c in (r[2] or [])
        )
    ]
    assert not bad, f"functions not SECURITY DEFINER with a pinned search_path: {bad}"
    own.close()


# shadows of what the gate and gated UPDATE functions name, each recording the role that ran it
EVIL_GATED = """
CREATE SCHEMA evil;
CREATE TABLE evil.calls (who text, what text);
GRANT USAGE ON SCHEMA evil TO PUBLIC;
GRANT INSERT, SELECT ON evil.calls TO PUBLIC;
CREATE FUNCTION evil.noted(what text) RETURNS boolean LANGUAGE sql
    AS $$ INSERT INTO evil.calls VALUES (current_user, what) RETURNING true $$;
CREATE DOMAIN evil.text AS pg_catalog.text CHECK (evil.noted('text'));
CREATE FUNCTION evil.current_setting(pg_catalog.text, boolean) RETURNS pg_catalog.text
    LANGUAGE sql AS $$ SELECT CASE WHEN evil.noted('current_setting') THEN '1' END $$;
CREATE FUNCTION evil.set_config(pg_catalog.text, pg_catalog.text, boolean)
    RETURNS pg_catalog.text
    LANGUAGE sql AS $$ SELECT CASE WHEN evil.noted('set_config') THEN '' END $$;
CREATE FUNCTION evil.concat(pg_catalog.text, integer) RETURNS pg_catalog.text
    LANGUAGE sql AS $$ SELECT CASE WHEN evil.noted('concat') THEN 'x' END $$;
CREATE FUNCTION evil.pg_trigger_depth() RETURNS integer
    LANGUAGE sql AS $$ SELECT CASE WHEN evil.noted('pg_trigger_depth') THEN 0 END $$;
CREATE FUNCTION evil.text_eq(pg_catalog.text, pg_catalog.text) RETURNS boolean
    LANGUAGE sql AS $$ SELECT evil.noted('=') $$;
CREATE OPERATOR evil.= (LEFTARG = pg_catalog.text, RIGHTARG = pg_catalog.text,
                        FUNCTION = evil.text_eq);
CREATE FUNCTION evil.text_cat(pg_catalog.text, pg_catalog.text) RETURNS pg_catalog.text
    LANGUAGE sql AS $$ SELECT CASE WHEN evil.noted('||') THEN 'x' END $$;
CREATE OPERATOR evil.|| (LEFTARG = pg_catalog.text, RIGHTARG = pg_catalog.text,
                         FUNCTION = evil.text_cat);
"""


def test_hostile_search_path_cannot_redirect_the_gated_updates(roles):
    """UPDATEs that pass a gate (tv_doc reads name, tv_cnt val) and others that it stops
    (tv_grp reads neither), under a search_path that shadows pg_catalog: nothing runs as the
    owner, the tviews stay right, and the writer's settings are its own afterwards."""
    own = setup_owned(roles)
    su = roles.connect()
    with su.cursor() as cur:
        cur.execute(f'GRANT CREATE ON DATABASE "{roles.params["dbname"]}" TO "{roles.app}"')
    su.commit()
    su.close()
    app = roles.connect(roles.app)
    path = "evil, app, public, pg_catalog"
    seen = []  # the writer's settings after its UPDATEs
    try:
        with app.cursor() as cur:
            cur.execute(EVIL_GATED)
            app.commit()
            cur.execute(f"SET search_path = {path}")
            cur.execute("SET jit = on")
            for _ in range(2):  # (the second: the functions compiled, their plans cached)
                cur.execute("UPDATE app.tb_a SET name = name || 'y' WHERE id <= 2")
                cur.execute("UPDATE app.tb_a SET val = val + 1 WHERE id = 3")
                cur.execute("SELECT current_setting('search_path'), current_setting('jit')")
                seen.append(cur.fetchone())
                app.commit()
            cur.execute("SELECT DISTINCT who, what FROM evil.calls WHERE who <> current_user")
            calls = cur.fetchall()
        app.commit()
    finally:
        app.rollback()
        app.close()
    assert seen == [(path, "on")] * 2, "the writer's settings changed"
    assert not calls, f"shadowing objects were executed as another role: {calls}"
    assert_consistent(own)
    app.close()
    own.close()


EVIL = """
CREATE SCHEMA evil;
CREATE TABLE evil.calls (who text, what text);
GRANT USAGE ON SCHEMA evil TO PUBLIC;
GRANT INSERT, SELECT ON evil.calls TO PUBLIC;
CREATE FUNCTION evil.jsonb_build_object(text, integer, text, text, text, jsonb) RETURNS jsonb
    LANGUAGE sql AS $$ INSERT INTO evil.calls VALUES (current_user, 'jsonb_build_object')
                       RETURNING '{"pwned": true}'::jsonb $$;
CREATE FUNCTION evil.upper(text) RETURNS text
    LANGUAGE sql AS $$ INSERT INTO evil.calls VALUES (current_user, 'upper') RETURNING 'PWNED' $$;
CREATE FUNCTION evil.coalesce_any(jsonb, jsonb) RETURNS jsonb LANGUAGE sql AS $$ SELECT $1 $$;
CREATE FUNCTION evil.int_eq(integer, integer) RETURNS boolean
    LANGUAGE sql AS $$ SELECT true $$;
CREATE OPERATOR evil.= (LEFTARG = integer, RIGHTARG = integer, FUNCTION = evil.int_eq);
CREATE FUNCTION evil.text_arr_eq(text[], text[]) RETURNS boolean
    LANGUAGE sql AS $$ SELECT true $$;
CREATE OPERATOR evil.= (LEFTARG = text[], RIGHTARG = text[], FUNCTION = evil.text_arr_eq);
CREATE TABLE evil.tb_a (LIKE app.tb_a);
CREATE TABLE evil.tview_queue (tview integer, k text[]);
CREATE TABLE evil.tview (id int);
CREATE VIEW evil.v_doc AS SELECT 1 AS id, '{}'::jsonb AS data;
GRANT ALL ON ALL TABLES IN SCHEMA evil TO PUBLIC;
"""


def test_hostile_search_path_cannot_redirect_generated_code(roles):
    own = setup_owned(roles)
    su = roles.connect()
    with su.cursor() as cur:
        cur.execute(f'GRANT CREATE ON DATABASE "{roles.params["dbname"]}" TO "{roles.app}"')
    su.commit()
    su.close()
    app = roles.connect(roles.app)
    with app.cursor() as cur:
        cur.execute(EVIL)
        app.commit()
        cur.execute("SET search_path = evil, pg_catalog, app, public")
        for w in WRITES:
            cur.execute(w)
        cur.execute("SELECT tview.flush()")
        app.commit()
        cur.execute("SET search_path = evil, app, public, pg_catalog")
        cur.execute("UPDATE app.tb_b SET val = val * 2")
        cur.execute("DELETE FROM app.tb_b WHERE id = 2")
        app.commit()
        cur.execute("SELECT who, what FROM evil.calls")
        calls = cur.fetchall()
    app.commit()
    assert not calls, f"shadowing objects were executed by the generated code: {calls}"
    assert_consistent(own)
    app.close()
    own.close()


HIJACK = """
CREATE TABLE public.tvsec_marker (who text, what text);
GRANT ALL ON public.tvsec_marker TO PUBLIC;
"""

HIJACK_SESSION = """
CREATE FUNCTION pg_temp.spy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO public.tvsec_marker VALUES (current_user, TG_TABLE_NAME);
    RETURN NULL;
END $$;
CREATE TEMP TABLE tview_queue (tview integer NOT NULL, k text[]);
CREATE TEMP TABLE tview_log (rel oid NOT NULL, stmt timestamptz NOT NULL, row jsonb NOT NULL);
CREATE TEMP TABLE tview_stats (
    tview integer PRIMARY KEY, flushes bigint NOT NULL DEFAULT 0,
    keys bigint NOT NULL DEFAULT 0, inserted bigint NOT NULL DEFAULT 0,
    updated bigint NOT NULL DEFAULT 0, deleted bigint NOT NULL DEFAULT 0,
    full_refreshes bigint NOT NULL DEFAULT 0, last_flush timestamptz);
CREATE TEMP TABLE tview_arm (armed boolean);
GRANT ALL ON pg_temp.tview_queue, pg_temp.tview_log, pg_temp.tview_stats, pg_temp.tview_arm
    TO PUBLIC;
CREATE TRIGGER spy AFTER INSERT ON pg_temp.tview_queue
    FOR EACH ROW EXECUTE FUNCTION pg_temp.spy();
CREATE TRIGGER spy AFTER INSERT ON pg_temp.tview_arm
    FOR EACH ROW EXECUTE FUNCTION pg_temp.spy();
"""


def _hijack_setup(roles):
    """Owned tviews, the marker table a hijack would write, and an app-role connection."""
    own = setup_owned(roles)
    su = roles.connect()
    with su.cursor() as cur:
        cur.execute(HIJACK)
    su.commit()
    su.close()
    return own, roles.connect(roles.app)


def test_hostile_pg_temp_tables_cannot_hijack_the_owner(roles):
    """A session that pre-creates the runtime's temp tables (with triggers of its own)."""
    own, app = _hijack_setup(roles)
    errors = []
    with app.cursor() as cur:
        cur.execute(HIJACK_SESSION)
        app.commit()
        try:
            for w in WRITES:
                cur.execute(w)
            app.commit()
        except psycopg2.Error as e:  # refusing the hostile session is an acceptable outcome
            errors.append(f"{e.pgcode}: {str(e).strip().splitlines()[0]}")
            app.rollback()
        cur.execute("SELECT DISTINCT who, what FROM public.tvsec_marker")
        marks = cur.fetchall()
    app.commit()
    problems = []
    as_owner = [m for m in marks if m[0] == roles.owner]
    if as_owner:
        problems.append(f"session code ran as the tview owner {roles.owner}: {as_owner}")
    try:
        assert_consistent(own)
    except AssertionError as e:
        problems.append(f"committed writes left tviews stale: {str(e)[:600]}")
    assert not problems, "\n".join(problems) + f"\n(errors seen by the app: {errors})"
    app.close()
    own.close()


HIJACK_DELTAS = """
CREATE TEMP TABLE {dtable} ({cols});
GRANT ALL ON pg_temp.{dtable} TO PUBLIC;
CREATE TRIGGER spy AFTER INSERT ON pg_temp.{dtable} FOR EACH ROW EXECUTE FUNCTION pg_temp.spy();
SELECT set_config('tview.{dtable}', 'pg_temp.{dtable}'::regclass::oid::text, false);
"""


def _delta_table(cur) -> tuple[int, str, str]:
    """tv_cnt's id, session delta table and its columns, as its trigger's source (readable by
    anyone in pg_proc) tells them: tv_cnt is the only algebraic tview here."""
    cur.execute(
        "SELECT substring(p.prosrc FROM 'CREATE TEMP TABLE \"tview_d_[0-9a-f_]+\" \\([^)]*\\)')"
        " FROM pg_proc p WHERE p.proname LIKE 'd\\_%%\\_upd'"
        " AND p.prosrc LIKE '%%CREATE TEMP TABLE \"tview\\_d\\_%%'"
    )
    (ddl,) = cur.fetchone()
    name = ddl.split('"')[1]
    return int(name.split("_")[2]), name, ddl[ddl.index("(") + 1 : -1]


def _hostile_writes(app, cur, flush: bool = False) -> tuple[list[str], list[tuple]]:
    """Run WRITES one transaction each (with `tview.flush()` first if `flush`) in the hostile
    session: the errors it got, and the marks its planted triggers left (who ran them)."""
    errors = []
    for w in WRITES:
        try:
            cur.execute(w)
            if flush:
                cur.execute("SELECT tview.flush()")
            app.commit()
        except psycopg2.Error as e:
            errors.append(f"{e.pgcode}: {str(e).strip().splitlines()[0]}")
            app.rollback()
    cur.execute("SELECT DISTINCT who, what FROM public.tvsec_marker")
    marks = cur.fetchall()
    app.commit()
    return errors, marks


def test_hostile_session_table_created_after_first_use(roles):
    """The session is armed first (checked), then plants the session tables that are created
    later: the table of kept join rows (created with the others now, so it cannot be
    planted) and an algebraic tview's delta table, with the setting that names it."""
    own, app = _hijack_setup(roles)
    with app.cursor() as cur:
        cur.execute("UPDATE app.tb_b SET val = val + 1 WHERE id = 1")  # arms the session
        app.commit()
        with pytest.raises(psycopg2.errors.DuplicateTable):
            cur.execute(
                "CREATE TEMP TABLE tview_jd (tview integer NOT NULL, rel oid NOT NULL,"
                " old boolean NOT NULL, row jsonb NOT NULL)"
            )
        app.rollback()
        _, dtable, cols = _delta_table(cur)
        cur.execute(
            HIJACK_SESSION.split("CREATE TEMP TABLE")[0]
            + HIJACK_DELTAS.format(dtable=dtable, cols=cols)
        )
        app.commit()
        errors, marks = _hostile_writes(app, cur)
    assert not [m for m in marks if m[0] == roles.owner], marks
    # refused: the planted table is not the one the runtime recorded (with a setting that
    # names it, the check reaches the sequence this session never set)
    assert errors and all(
        "not created by tview" in e or "currval of sequence" in e
        for e in errors
        if "foreign key" not in e
    ), errors
    assert_consistent(own)
    app.close()
    own.close()


def test_the_transactions_record_is_private(roles):
    """A transaction keeps the record of its pending work (the flush armed, work flagged per
    tview, a lone key, a lone delta of an aggregate) in settings named with the session's key,
    which only the runtime can read: a session that may write the sources can neither read
    them nor forge nor clear one. Setting the names the runtime used before does nothing."""
    own, app = _hijack_setup(roles)
    with own.cursor() as cur:
        cur.execute("SELECT id FROM tview.tview")
        ids = [r[0] for r in cur.fetchall()]
    own.rollback()
    try:
        with app.cursor() as cur:
            tid, _, _ = _delta_table(cur)
            public = [f"tview.{k}_{i}" for i in ids for k in ("p", "q", "k", "dl", "dm", "ws")]
            forgeries = [
                # the flush armed, flags and pending keys or deltas cleared
                [(name, "") for name in public],
                # a flush armed, that the triggers then skip arming
                [("tview.armed", None)],
                # another key than the one written, a bent delta of the aggregate
                [(f"tview.k_{i}", "3") for i in ids] + [(f"tview.dl_{tid}", "{1,0,0,500,x}")],
            ]
            for forged in forgeries:
                cur.execute("UPDATE app.tb_a SET name = name || 'x', val = val + 1 WHERE id = 2")
                cur.execute("SELECT count(*) FROM pg_settings WHERE name LIKE 'tview.%%'")
                assert cur.fetchone() == (0,)  # (placeholders are not listed)
                for name in public:  # (nothing under the names it could guess)
                    cur.execute("SELECT current_setting(%s, true)", (name,))
                    assert cur.fetchone()[0] in (None, ""), name
                for name, value in forged:
                    if value is None:
                        value = "SELECT to_regclass('pg_temp.tview_queue')::oid::text"
                        cur.execute(f"SELECT set_config(%s, ({value}), true)", (name,))
                    else:
                        cur.execute("SELECT set_config(%s, %s, true)", (name, value))
                app.commit()
                assert_consistent(own)
            # the key stays out of reach: no reading it, no setting it, directly or through the
            # runtime's helper that rewrites a delta table's check
            for stmt in (
                "SELECT currval('tview.session_key')",
                "SELECT setval('tview.session_key', 1)",
                f"SELECT tview._owned('tview.session_key'::regclass, {tid})",
            ):
                with pytest.raises(psycopg2.errors.InsufficientPrivilege):
                    cur.execute(stmt)
                app.rollback()
        assert_consistent(own)
    finally:
        app.close()  # (an open transaction would block the roles' teardown)
    own.close()


def test_reset_all_after_a_write_refuses_the_commit(roles):
    """RESET ALL clears every setting, the transaction's record of its pending work too: the
    commit trigger finds its arming gone and refuses the commit (nothing is left stale),
    whether or not the transaction wrote again after it. Before the first write, or undone by
    ROLLBACK TO SAVEPOINT, RESET ALL costs nothing."""
    own = setup_owned(roles)
    app = roles.connect(roles.app)
    try:
        with app.cursor() as cur:
            for again in (False, True):
                cur.execute("UPDATE app.tb_a SET name = 'reset' WHERE id = 2")
                cur.execute("RESET ALL")
                if again:
                    cur.execute("UPDATE app.tb_b SET val = val + 1 WHERE id = 3")
                with pytest.raises(psycopg2.errors.ObjectNotInPrerequisiteState, match="RESET ALL"):
                    app.commit()
                app.rollback()
                assert_consistent(own)
            cur.execute("RESET ALL")
            cur.execute("UPDATE app.tb_a SET name = 'before' WHERE id = 2")
            cur.execute("SAVEPOINT s")
            cur.execute("RESET ALL")
            cur.execute("ROLLBACK TO SAVEPOINT s")
            cur.execute("UPDATE app.tb_b SET val = val + 1 WHERE id = 3")
            app.commit()
    finally:
        app.close()  # (an open transaction would block the roles' teardown)
    assert_consistent(own)
    with own.cursor() as cur:
        cur.execute("SELECT name FROM app.tb_a WHERE id = 2")
        assert cur.fetchone() == ("before",)
    own.close()


QUOTED_SOURCES = '''
CREATE SCHEMA "My ""Schema""";
CREATE TABLE "My ""Schema"""."Order Items" (
    "Id" int PRIMARY KEY, "select" int, "from" text, "Group By" int, "user" text);
CREATE TABLE "My ""Schema"""."order" ("ID" int PRIMARY KEY, "Customer Name" text,
    "where" boolean);
INSERT INTO "My ""Schema"""."order" VALUES (1, 'Ann', true), (2, 'Bob''s', false);
INSERT INTO "My ""Schema"""."Order Items" VALUES (1, 10, 'x', 1, 'u'), (2, 20, 'y', 1, 'v'),
    (3, 30, 'z', 2, 'w');
'''

QUOTED_TVIEWS = [
    (
        'tv_Order "Report"',
        'SELECT oi."Id", oi."select", oi."from", o."Customer Name", o."where" '
        'FROM "My ""Schema"""."Order Items" AS oi '
        'LEFT JOIN "My ""Schema"""."order" AS o ON o."ID" = oi."Group By"',
        ["Id"],
    ),
    (
        "tv_By Select",
        'SELECT oi."select", count(*) AS "count(*)", max(oi."user") AS "Max User" '
        'FROM "My ""Schema"""."Order Items" AS oi GROUP BY oi."select"',
        ["select"],
    ),
]


def _no_capital_columns(text):
    return (
        text.replace('"Id"', '"the id"')
        .replace('"ID"', '"o id"')
        .replace('"Group By"', '"group by"')
    )


@pytest.mark.parametrize(
    "capitals",
    [
        pytest.param(True, id="capital_columns"),
        pytest.param(False, id="spaced_columns"),
    ],
)
def test_quoted_names_spaces_capitals_keywords(conn, capitals):
    """capital_columns: ``"Id"``, ``"ID"``, ``"Group By"`` columns; spaced_columns: the same
    with those renamed to lower case (so a failure of one does not hide the other)."""
    fix = (lambda t: t) if capitals else _no_capital_columns
    api = backend.get_api()
    schema = 'My "Schema"'
    with conn.cursor() as cur:
        cur.execute(fix(QUOTED_SOURCES))
    conn.commit()
    api.ensure_runtime(conn)
    tviews = [(n, fix(q), [fix(f'"{k}"')[1:-1] for k in key]) for n, q, key in QUOTED_TVIEWS]
    for name, sql, key in tviews:
        api.install(conn, name=name, sql=sql, key=key, schema=schema)
    conn.commit()
    s = '"My ""Schema"""'
    with conn.cursor() as cur:
        for stmt in [
            f'UPDATE {s}."Order Items" SET "select" = 20, "from" = \'it\'\'s\' WHERE "Id" = 1',
            f"INSERT INTO {s}.\"Order Items\" VALUES (4, 40, 'q', 2, 't')",
            f'UPDATE {s}."order" SET "Customer Name" = \'Zoë "Z"\' WHERE "ID" = 1',
            f'DELETE FROM {s}."Order Items" WHERE "Id" = 3',
            f'UPDATE {s}."order" SET "ID" = 3 WHERE "ID" = 2',
        ]:
            cur.execute(fix(stmt))
    conn.commit()
    bad = {n: api.diff(conn, name=n, schema=schema) for n, _, _ in tviews}
    assert not {k: v for k, v in bad.items() if v}, bad
    with conn.cursor() as cur:
        cur.execute(f'SELECT count(*) FROM {s}."tv_Order ""Report"""')
        assert cur.fetchone()[0] == 3


def test_rls_on_sources_and_on_the_tview(roles):
    """The tview is computed as its owner: RLS on a source restricts the writer's own
    statements, not the tview; RLS on the tview table restricts readers, and maintenance
    (running as the owner) still keeps it complete."""
    own = setup_owned(roles)
    with own.cursor() as cur:
        cur.execute("ALTER TABLE app.tb_b ENABLE ROW LEVEL SECURITY")
        cur.execute(
            f'CREATE POLICY app_b ON app.tb_b TO "{roles.app}" USING (val < 6) WITH CHECK (true)'
        )
        cur.execute("ALTER TABLE app.tv_doc ENABLE ROW LEVEL SECURITY")
        cur.execute(f'CREATE POLICY app_doc ON app.tv_doc TO "{roles.app}" USING (id <= 3)')
    own.commit()
    app = roles.connect(roles.app)
    with app.cursor() as cur:
        cur.execute("UPDATE app.tb_b SET val = val - 10")  # only rows it can see
        cur.execute("INSERT INTO app.tb_b VALUES (20, 5, 1)")
        cur.execute("UPDATE app.tb_a SET name = 'r' || id")
        app.commit()
        cur.execute("SELECT count(*) FROM app.tv_doc")
        seen = cur.fetchone()[0]
    app.commit()
    assert seen == 3
    assert_consistent(own)
    with own.cursor() as cur:
        cur.execute("SELECT count(*) FROM app.tb_b WHERE val < 0")
        assert cur.fetchone()[0] == 5  # RLS limited the writer to val < 6
        cur.execute("SELECT count(*) FROM app.tv_doc")
        assert cur.fetchone()[0] == 6
    own.rollback()
    app.close()
    own.close()


def test_hostile_session_tables_with_forged_settings(roles):
    """As above, and the session also sets the public settings that say (or said, in older
    runtimes) its tables were checked: settings are the session's to write, so they must not
    stand in for the check."""
    own, app = _hijack_setup(roles)
    with app.cursor() as cur:
        # an honest write first (the session gets its key and its checked tables), then the
        # tables dropped and planted again
        cur.execute("UPDATE app.tb_a SET val = val + 1 WHERE id = 1")
        app.commit()
        cur.execute("DISCARD TEMP")
        cur.execute(HIJACK_SESSION)
        for name in ("tview.checked", "tview.session", "tview.session_queue"):
            cur.execute(
                "SELECT set_config(%s, 'pg_temp.tview_queue'::regclass::oid::text, false)",
                (name,),
            )
        app.commit()
        errors, marks = _hostile_writes(app, cur, flush=True)
    assert not [m for m in marks if m[0] == roles.owner], (marks, errors)
    assert_consistent(own)
    app.close()
    own.close()


def test_a_forged_armed_setting_cannot_skip_the_flush(roles):
    """tview.armed was the name of the setting that says the commit-time flush is armed in
    this transaction (the delta triggers then skip arming it again). A session that sets it
    to its queue's OID must not leave the writes of the transaction unflushed."""
    own = setup_owned(roles)
    app = roles.connect(roles.app)
    with app.cursor() as cur:
        cur.execute("UPDATE app.tb_a SET name = 'first' WHERE id = 1")  # the session's tables
        app.commit()
        cur.execute(
            "SELECT set_config('tview.armed', to_regclass('pg_temp.tview_queue')::oid::text, true)"
        )
        cur.execute("UPDATE app.tb_a SET name = 'unflushed' WHERE id = 2")
        app.commit()
    app.close()  # (the session's queue goes with it)
    assert_consistent(own)
    own.close()


def test_install_on_a_tview_skips_upstream_tables_the_owner_may_not_lock(roles):
    """Installing a tview on a tview also locks the tables upstream (so that a commit in
    flight finishes first), but only those the installing role may lock: one it may only read
    is left out, and the install goes on."""
    stacked = [("tv_a", "SELECT id, grp, val FROM app.tb_a", ["id"])]
    own = setup_owned(roles, tviews=stacked)
    api = backend.get_api()
    with own.cursor() as cur:
        cur.execute(f'REVOKE UPDATE, DELETE, TRUNCATE ON app.tb_a FROM "{roles.owner}"')
        cur.execute("SELECT has_table_privilege('app.tb_a', 'UPDATE')")
        assert cur.fetchone() == (False,)
    own.commit()
    top = ("tv_top", "SELECT grp, count(*) AS n, sum(val) AS s FROM app.tv_a GROUP BY grp")
    api.install(own, name=top[0], sql=top[1], key=["grp"], schema="app")
    own.commit()
    app = roles.connect(roles.app)
    with app.cursor() as cur:
        cur.execute("UPDATE app.tb_a SET val = val + 10 WHERE id <= 2")
    app.commit()
    app.close()
    assert_consistent(own, tviews=[*stacked, (*top, ["grp"])])
    own.close()


# --------------------------------------------------------------------------- the runtime's
# functions, refresh() arguments, advisory locks, writes that bypass the triggers

# every strategy: by key (direct and joined), by key with a non-unique key, algebraic, a
# tview over a tview
ALL_STRATEGIES = [
    *TVIEWS,
    ("tv_nu", "SELECT a.grp, a.name FROM app.tb_a a", ["grp"]),
    ("tv_top", "SELECT d.id, d.data->>'name' AS name FROM app.tv_doc d", ["id"]),
]

ENTRY_POINTS = {
    "tview.flush()",
    "tview.status()",
    "tview.session_stats()",
    "tview.refresh(regclass,jsonb)",
}


def _executable(cur, role: str) -> set[str]:
    """The functions of schema tview that `role` may execute (every one of them is checked)."""
    cur.execute(
        "SELECT p.oid::regprocedure::text FROM pg_proc p"
        " WHERE p.pronamespace = 'tview'::regnamespace"
        " AND has_function_privilege(%s, p.oid, 'EXECUTE')",
        (role,),
    )
    return {r[0] for r in cur.fetchall()}


def test_only_the_entry_points_are_executable_by_other_roles(roles):
    """Every function of the runtime's schema, enumerated: the application role may execute
    the four entry points, mallory none, even with USAGE on the schema, after a later install,
    and with default privileges that would grant them. The application role, with DML on the
    sources only, keeps every strategy maintained (triggers fire their functions whatever the
    writer's EXECUTE privileges)."""
    own = setup_owned(roles, tviews=ALL_STRATEGIES)
    api = backend.get_api()
    with own.cursor() as cur:
        cur.execute("SET search_path = pg_catalog")  # (qualified names in what is compared)
        cur.execute("SELECT count(*) FROM pg_proc p WHERE p.pronamespace = 'tview'::regnamespace")
        assert cur.fetchone()[0] > 40
        cur.execute(f'GRANT USAGE ON SCHEMA tview TO "{roles.mallory}"')
        # an owner's default privileges (or a DBA's) would grant EXECUTE on what is created next
        for what in ("EXECUTE ON FUNCTIONS", "ALL ON TABLES", "ALL ON SEQUENCES"):
            cur.execute(
                f'ALTER DEFAULT PRIVILEGES IN SCHEMA tview GRANT {what} TO "{roles.mallory}"'
            )
        for what in ("FUNCTIONS", "TABLES", "SEQUENCES"):
            cur.execute(f'GRANT ALL ON ALL {what} IN SCHEMA tview TO "{roles.app}"')
    own.commit()
    # (an algebraic tview: a state sequence, maybe a state table, created by this install)
    later = "SELECT b.a_id, count(*) AS n, sum(b.val) AS s FROM app.tb_b b GROUP BY b.a_id"
    api.install(own, name="tv_b", sql=later, key=["a_id"], schema="app")
    own.commit()
    with own.cursor() as cur:
        cur.execute("SET search_path = pg_catalog")
        assert _executable(cur, roles.app) == ENTRY_POINTS
        assert _executable(cur, roles.mallory) == set()
        for role in (roles.app, roles.mallory):  # the catalog, state tables and sequences
            cur.execute(
                "SELECT c.oid::regclass::text FROM pg_class c "
                "WHERE c.relnamespace = 'tview'::regnamespace AND CASE WHEN c.relkind = 'S' "
                "THEN has_sequence_privilege(%s, c.oid, 'USAGE, SELECT, UPDATE') "
                "ELSE has_table_privilege(%s, c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE') END",
                (role, role),
            )
            assert cur.fetchall() == [], role
        cur.execute("SELECT id FROM tview.tview ORDER BY id LIMIT 1")
        (tid,) = cur.fetchone()
    own.rollback()
    for role in (roles.app, roles.mallory):
        c = roles.connect(role)
        try:
            with c.cursor() as cur:
                for call in (
                    f"SELECT tview._lock_tview({tid})",
                    f'SELECT tview."f_{tid}"(true)',
                    "SELECT tview._arm()",
                    f"SELECT tview._mark_triggers({tid})",
                ):
                    with pytest.raises(psycopg2.errors.InsufficientPrivilege):
                        cur.execute(call)
                    c.rollback()
        finally:
            c.close()
    app = roles.connect(roles.app)
    try:
        with app.cursor() as cur:
            for w in WRITES:
                cur.execute(w)
            cur.execute("SELECT tview.flush()")
            app.commit()
            cur.execute("UPDATE app.tb_b SET val = val + 3 WHERE id = 3")
            app.commit()
    finally:
        app.close()
    assert_consistent(own, tviews=ALL_STRATEGIES)
    own.close()


def test_refresh_refuses_hostile_arguments(roles):
    """An application role granted refresh() can make it do work in proportion to what it
    passes, no more: key ranges, nested values, non-arrays and keys of the wrong arity are
    refused at once, long key lists past the cap (which the owner lifts in tview.meta)."""
    own = setup_owned(roles)
    app = roles.connect(roles.app)
    try:
        with app.cursor() as cur:
            cur.execute("SET statement_timeout = '20s'")  # (a range expanded runs for minutes)
            app.commit()
            for keys in (
                "[[-2147483648, 2147483647]]",  # the range form of the queue, for tv_doc's int key
                "[[1, 2]]",
                '{"keys": [1]}',
                "[[[1]]]",
                '[{"id": 1}]',
                "1",
            ):
                with pytest.raises(psycopg2.errors.InvalidParameterValue, match="refresh"):
                    cur.execute("SELECT tview.refresh('app.tv_doc', %s)", (keys,))
                app.rollback()
            many = "[" + ", ".join(str(i) for i in range(10001)) + "]"
            with pytest.raises(psycopg2.errors.ProgramLimitExceeded, match="refresh_max_keys"):
                cur.execute("SELECT tview.refresh('app.tv_doc', %s)", (many,))
            app.rollback()
            cur.execute("SELECT tview.refresh('app.tv_doc', '[1, [2], null]')")
            cur.execute("SELECT tview.refresh('app.tv_doc')")
            app.commit()
        with own.cursor() as cur:  # the owner passes as many as it likes, and lifts the cap
            cur.execute("SELECT tview.refresh('app.tv_doc', %s)", (many,))
            cur.execute("UPDATE tview.meta SET v = '20000' WHERE k = 'refresh_max_keys'")
        own.commit()
        with app.cursor() as cur:
            cur.execute("SELECT tview.refresh('app.tv_doc', %s)", (many,))
        app.commit()
    finally:
        app.close()
    assert_consistent(own)
    own.close()


def test_application_advisory_locks_never_block_maintenance(roles):
    """An application holds advisory locks with small ids, in both forms: bigints from 0 up
    (and the ids tview once used) and (class, object) pairs whose class is a small integer and
    whose object is any 32-bit value, the hashes of the written keys included. Writers of
    every strategy commit without waiting for any of them."""
    own = setup_owned(roles, tviews=ALL_STRATEGIES)
    with own.cursor() as cur:
        cur.execute("SELECT max(id) FROM tview.tview")
        (top,) = cur.fetchone()
    own.rollback()
    holder = roles.connect(roles.mallory)
    holder.autocommit = True
    app = roles.connect(roles.app)
    try:
        with holder.cursor() as cur:
            hashes = [f"hashtext(ARRAY[{k}::text]::text)" for k in (0, 1, 2, 3, 7, 11)]
            cur.execute("SELECT pg_advisory_lock(i) FROM generate_series(0, 300) i")
            cur.execute(
                "SELECT pg_advisory_lock(c, h) FROM generate_series(0, %s) c, "
                f"unnest(ARRAY[{', '.join(hashes)}]) h",
                (top + 1,),
            )
            cur.execute(
                "SELECT pg_advisory_lock((x'7476'::bigint << 32) + i), "
                "pg_advisory_lock((x'7477'::bigint << 32) + i), "
                "pg_advisory_lock(x'74760001'::int, i)"
                " FROM generate_series(0, %s) i",
                (top + 1,),
            )
        with app.cursor() as cur:
            cur.execute("SET lock_timeout = '3s'")
            app.commit()
            for w in [*WRITES, "UPDATE app.tb_b SET val = val + 1 WHERE id = 3"]:
                cur.execute(w)
                app.commit()  # (the flush takes its locks at commit)
    finally:
        app.close()
        holder.close()
    assert_consistent(own, tviews=ALL_STRATEGIES)
    own.close()


def _health(conn) -> dict[str, str]:
    conn.rollback()
    with conn.cursor() as cur:
        cur.execute("SELECT tview, health FROM tview.status()")
        out = dict(cur.fetchall())
    conn.rollback()
    return out


def _stale(conn, tviews) -> list[str]:
    api = backend.get_api()
    conn.rollback()
    out = [n for n, _, _ in tviews if api.diff(conn, name=n, schema="app")]
    conn.rollback()
    return out


def _refresh_all(conn, tviews) -> None:
    with conn.cursor() as cur:
        for n, _, _ in tviews:
            cur.execute("SELECT tview.refresh(%s::regclass)", (f'app."{n}"',))
    conn.commit()


def test_healthy_writes_raise_no_bypass_alarm(roles):
    """Ordinary writes of every kind, keyed refreshes, a reinstall: status stays ok, and the
    replica-only trigger records nothing."""
    own = setup_owned(roles, tviews=ALL_STRATEGIES)
    app = roles.connect(roles.app)
    try:
        with app.cursor() as cur:
            for w in [*WRITES, "TRUNCATE app.tb_b", "INSERT INTO app.tb_b VALUES (1, 1, 1)"]:
                if w.startswith("TRUNCATE"):
                    app.commit()
                    with own.cursor() as oc:
                        oc.execute(w)
                    own.commit()
                    continue
                cur.execute(w)
                app.commit()
            cur.execute("SELECT tview.refresh('app.tv_doc', '[1, 2]')")
            app.commit()
    finally:
        app.close()
    api = backend.get_api()
    name, sql, key = ALL_STRATEGIES[0]
    api.install(own, name=name, sql=sql, key=key, schema="app", full_refresh=True)
    own.commit()
    assert set(_health(own).values()) == {"ok"}, _health(own)
    with own.cursor() as cur:
        cur.execute("SELECT count(*) FROM tview.bypass")
        assert cur.fetchone() == (0,)
    own.rollback()
    assert_consistent(own, tviews=ALL_STRATEGIES)
    own.close()


def _bypassed(own, tviews, write, expect: str) -> None:
    """`write` (a callable) changes sources without maintenance: every tview it left stale is
    reported (with `expect` in its health) while stale, and a full refresh repairs and clears."""
    write()
    stale = _stale(own, tviews)
    assert stale, "the write was maintained: nothing to detect"
    health = _health(own)
    missed = {n: health[f"app.{n}"] for n in stale if expect not in health[f"app.{n}"]}
    assert not missed, f"stale tviews not reported ({expect!r} expected): {missed}"
    _refresh_all(own, tviews)
    assert set(_health(own).values()) == {"ok"}, _health(own)
    assert not _stale(own, tviews)


def test_triggers_disabled_then_enabled_are_reported(roles):
    """ALTER TABLE ... DISABLE TRIGGER USER, writes, ENABLE: reported until a full refresh; a
    trigger disabled now is reported too."""
    own = setup_owned(roles, tviews=ALL_STRATEGIES)

    def toggle():
        with own.cursor() as cur:
            cur.execute("ALTER TABLE app.tb_a DISABLE TRIGGER USER")
            cur.execute("UPDATE app.tb_a SET val = val + 100, name = 'off' WHERE id = 2")
            own.commit()
            cur.execute("ALTER TABLE app.tb_a ENABLE TRIGGER USER")
        own.commit()

    _bypassed(own, ALL_STRATEGIES, toggle, "disabled and enabled again")
    with own.cursor() as cur:
        cur.execute("ALTER TABLE app.tb_b DISABLE TRIGGER USER")
    own.commit()
    assert "triggers missing or disabled" in _health(own)["app.tv_doc"]
    own.close()


def test_replica_role_writes_are_reported(roles, pg_server):
    """An application role allowed to SET session_replication_role = replica (PostgreSQL 15
    GRANT SET ON PARAMETER) writes under it: no maintenance trigger fires; reported."""
    if pg_server.major < 15:
        pytest.skip("GRANT SET ON PARAMETER needs PostgreSQL 15")
    own = setup_owned(roles, tviews=ALL_STRATEGIES)
    su = roles.connect()
    with su.cursor() as cur:
        cur.execute(f'GRANT SET ON PARAMETER session_replication_role TO "{roles.app}"')
    su.commit()
    su.close()
    app = roles.connect(roles.app)

    def replica_writes():
        with app.cursor() as cur:
            cur.execute("SET session_replication_role = replica")
            cur.execute("UPDATE app.tb_a SET val = val + 7 WHERE id = 1")
            cur.execute("INSERT INTO app.tb_b VALUES (30, 1, 30)")
        app.commit()

    try:
        _bypassed(own, ALL_STRATEGIES, replica_writes, "session_replication_role = replica")
    finally:
        app.close()
    own.close()


def test_data_only_restore_with_disable_triggers_is_reported(roles, pg_server):
    """pg_dump --data-only --disable-triggers of a source, restored by its owner with psql
    (ALTER TABLE ... DISABLE TRIGGER ALL, COPY, ENABLE TRIGGER ALL): reported."""
    bin_dir = getattr(pg_server, "bin_dir", None)
    if not bin_dir or not os.path.exists(os.path.join(bin_dir, "pg_dump")):
        pytest.skip("no pg_dump next to the server")
    tviews = [
        (
            "tv_c",
            "SELECT c.grp, count(*) AS n, sum(c.val) AS s FROM app.tb_c c GROUP BY c.grp",
            ["grp"],
        ),
        ("tv_cd", "SELECT c.id, c.val * 2 AS v2 FROM app.tb_c c", ["id"]),
    ]
    sources = """
    CREATE SCHEMA app;
    CREATE TABLE app.tb_c (id int PRIMARY KEY, grp int, val int);
    INSERT INTO app.tb_c SELECT i, i % 3, i FROM generate_series(1, 20) i;
    CREATE TABLE app.tb_a (id int);
    CREATE TABLE app.tb_b (id int);
    """
    own = setup_owned(roles, tviews=tviews, sources=sources)
    p = roles.params
    env = dict(os.environ, PGPASSWORD="pw")
    conn_args = ["-h", p["host"], "-p", str(p["port"]), "-U", roles.owner, "-d", p["dbname"]]
    dump = subprocess.run(
        [
            os.path.join(bin_dir, "pg_dump"),
            *conn_args,
            "--data-only",
            "--disable-triggers",
            "-t",
            "app.tb_c",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    assert "DISABLE TRIGGER ALL" in dump

    def restore():
        with own.cursor() as cur:
            cur.execute("DELETE FROM app.tb_c WHERE id > 10")  # (maintained)
        own.commit()
        assert not _stale(own, tviews)
        with own.cursor() as cur:
            cur.execute("DELETE FROM app.tb_c")  # (maintained; the restore brings them back)
        own.commit()
        subprocess.run(
            [os.path.join(bin_dir, "psql"), *conn_args, "-v", "ON_ERROR_STOP=1", "-q"],
            input=dump,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )

    _bypassed(own, tviews, restore, "disabled and enabled again")
    own.close()


@pytest.fixture(scope="module")
def logical_server(pg_server):
    """A server of its own with wal_level = logical (a subscription needs a publisher)."""
    bin_dir = getattr(pg_server, "bin_dir", None)
    if not bin_dir:
        pytest.skip("an external server: cannot start one with wal_level = logical")
    from dbt_tview.testing import pg

    srv = pg.LocalServer(bin_dir, settings={"wal_level": "logical"})
    try:
        yield srv
    finally:
        srv.stop()


def test_logical_replication_targets_are_reported(logical_server):
    """A source written by a subscription's apply worker, which fires row triggers only: the
    tview goes stale, and status() (read by the owner, no superuser) says why while the
    source is a subscription's target."""
    srv = logical_server
    for db in ("pub", "sub"):
        srv.create_database(db)
    su_pub, su_sub = srv.connect("pub", autocommit=True), srv.connect("sub", autocommit=True)
    table = "CREATE TABLE public.tb_r (id int PRIMARY KEY, grp int, val int)"
    with su_pub.cursor() as cur:
        cur.execute(table)
        cur.execute("CREATE PUBLICATION p FOR TABLE public.tb_r")
        cur.execute("SELECT pg_create_logical_replication_slot('s_tview', 'pgoutput')")
    with su_sub.cursor() as cur:
        cur.execute("CREATE ROLE tview_owner LOGIN PASSWORD 'pw'")
        cur.execute("GRANT CREATE ON DATABASE sub TO tview_owner")
        cur.execute("GRANT CREATE ON SCHEMA public TO tview_owner")
    p = srv.params("sub")
    own = psycopg2.connect(**dict(p, user="tview_owner", password="pw"))
    api = backend.get_api()
    tviews = [
        (
            "tv_r",
            "SELECT r.grp, count(*) AS n, sum(r.val) AS s FROM public.tb_r r GROUP BY r.grp",
            ["grp"],
        ),
    ]
    try:
        with own.cursor() as cur:
            cur.execute(table)
        own.commit()
        api.install(own, name="tv_r", sql=tviews[0][1], key=["grp"], schema="public")
        own.commit()
        conninfo = " ".join(f"{k}={v}" for k, v in srv.params("pub").items())
        with su_pub.cursor() as cur:  # (copied by the initial table synchronization)
            cur.execute("INSERT INTO public.tb_r SELECT i, i % 2, i FROM generate_series(1, 3) i")
        with su_sub.cursor() as cur:
            cur.execute(
                f"CREATE SUBSCRIPTION s_tview CONNECTION '{conninfo}' PUBLICATION p "
                "WITH (create_slot = false, slot_name = 's_tview')"
            )
        with su_pub.cursor() as cur:  # (applied)
            cur.execute("INSERT INTO public.tb_r SELECT i, i % 2, i FROM generate_series(4, 5) i")
        for _ in range(300):
            with own.cursor() as cur:
                cur.execute("SELECT count(*) FROM public.tb_r")
                n = cur.fetchone()[0]
            own.rollback()
            if n == 5:
                break
            time.sleep(0.1)
        assert n == 5, "nothing replicated"
        with own.cursor() as cur:  # the copy ran as a replica session: counted
            cur.execute("SELECT sum(statements) FROM tview.bypass")
            assert cur.fetchone()[0] >= 1
        own.rollback()
        assert api.diff(own, name="tv_r", schema="public"), "replicated writes were maintained"
        own.rollback()
        with own.cursor() as cur:
            cur.execute("SELECT health FROM tview.status()")
            (health,) = cur.fetchone()
        own.rollback()
        assert "logical replication subscription(s) s_tview" in health, health
    finally:
        own.close()
        with su_sub.cursor() as cur:
            cur.execute("DROP SUBSCRIPTION IF EXISTS s_tview")
        su_sub.close()
        su_pub.close()


DBT_PROJECT = """
name: tview_security
version: "1.0.0"
config-version: 2
profile: tview_security
model-paths: ["models"]
"""

DBT_MODEL = "{{ config(materialized='tview', key='id') }}\nselect s.id, s.val from app.tb_s s\n"

DBT_SCHEMA = """
version: 2
models:
  - name: tv_s
    data_tests: [tview_healthy, tview_consistent]
"""


@pytest.mark.dbt
def test_dbt_vars_grants_lock_namespace_and_bypass_reports(roles, dbt_project_factory, tmp_path):
    """Through dbt, as a non-superuser: tview_app_role grants the entry points (and unset,
    takes them back), tview_lock_namespace moves the advisory locks; a trigger bypass fails
    tview_healthy and shows in tview_status until tview_refresh."""
    own = roles.connect(roles.owner)
    with own.cursor() as cur:
        cur.execute("CREATE SCHEMA app; CREATE TABLE app.tb_s (id int PRIMARY KEY, val int)")
        cur.execute("INSERT INTO app.tb_s SELECT i, i FROM generate_series(1, 10) i")
        cur.execute(f'GRANT USAGE ON SCHEMA app TO "{roles.app}"')
        cur.execute(f'GRANT SELECT, UPDATE ON app.tb_s TO "{roles.app}"')
    own.commit()
    project = tmp_path / "project"
    (project / "models").mkdir(parents=True)
    (project / "dbt_project.yml").write_text(DBT_PROJECT)
    (project / "models" / "tv_s.sql").write_text(DBT_MODEL)
    (project / "models" / "schema.yml").write_text(DBT_SCHEMA)
    run = dbt_project_factory(
        project, dict(roles.params, user=roles.owner, password="pw"), schema="app"
    )
    ok, out = run(["run", "--vars", f"{{tview_app_role: {roles.app}, tview_lock_namespace: 4660}}"])
    assert ok, out
    app = roles.connect(roles.app)
    try:
        with app.cursor() as cur:
            cur.execute("UPDATE app.tb_s SET val = val + 1 WHERE id IN (1, 2)")
            cur.execute("SELECT tview.flush()")  # (takes the key locks now)
            cur.execute(
                "SELECT DISTINCT classid::bigint >> 16 FROM pg_locks "
                "WHERE locktype = 'advisory' AND pid = pg_backend_pid()"
            )
            assert {r[0] for r in cur.fetchall()} == {4660}
            app.commit()
        ok, out = run(["run"])  # vars unset: nobody is granted, the default namespace
        assert ok, out
        with app.cursor() as cur, pytest.raises(psycopg2.errors.InsufficientPrivilege):
            cur.execute("SELECT tview.flush()")
        app.rollback()
        with app.cursor() as cur:  # (maintenance goes on)
            cur.execute("UPDATE app.tb_s SET val = val + 1 WHERE id = 3")
        app.commit()
    finally:
        app.close()
    with own.cursor() as cur:
        cur.execute("SELECT lock_namespace FROM tview.tview")
        assert cur.fetchone() == (0x7476,)
        cur.execute("ALTER TABLE app.tb_s DISABLE TRIGGER USER")
        cur.execute("UPDATE app.tb_s SET val = 0 WHERE id = 4")
        cur.execute("ALTER TABLE app.tb_s ENABLE TRIGGER USER")
    own.commit()
    own.close()
    ok, out = run(["test"])
    assert not ok and "FAIL 1 tview_healthy" in out, out
    ok, out = run(["run-operation", "tview_status"])
    assert "disabled and enabled again" in out, out
    ok, out = run(["run-operation", "tview_refresh", "--args", "{model: tv_s}"])
    assert ok, out
    ok, out = run(["test"])
    assert ok, out


def test_every_lock_the_runtime_takes_is_in_its_namespace(roles):
    """A namespace with its top bit set (negative bigints): the locks of a flush, of
    _lock_tview (the Spark swap) and of a session's slot claim are all in it, and are the ids
    dbt_tview.locks computes."""
    from dbt_tview import locks

    api = backend.get_api()
    own = roles.connect(roles.owner)
    with own.cursor() as cur:
        cur.execute(SOURCES)
    own.commit()
    api.ensure_runtime(own, lock_namespace="0xABCD")
    for name, sql, key in TVIEWS:
        api.install(own, name=name, sql=sql, key=key, schema="app")
    own.commit()

    def held(cur) -> set[int]:
        cur.execute(
            "SELECT (classid::bigint << 32) | objid::bigint FROM pg_locks "
            "WHERE locktype = 'advisory' AND objsubid = 1 AND pid = pg_backend_pid()"
        )
        return {r[0] for r in cur.fetchall()}  # (the bigint itself: classid its high half)

    with own.cursor() as cur:
        cur.execute("SELECT id, tbl_name FROM tview.tview")
        ids = dict((n, i) for i, n in cur.fetchall())
        cur.execute("UPDATE app.tb_a SET name = 'ns' WHERE id = 1")
        cur.execute("UPDATE app.tb_b SET a_id = 4 WHERE id = 2")
        cur.execute("SELECT tview.flush()")
        got = held(cur)
        cur.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2")
        assert cur.fetchone() == (0,)  # (no (int, int) lock at all)
        own.commit()
        assert got and {x >> 48 & 0xFFFF for x in got} == {0xABCD}, got
        tid = ids["tv_grp"]
        assert locks.witness_lock(0xABCD, tid) in got
        assert locks.wide_lock(0xABCD, ids["tv_doc"]) in got
        base = locks.key_lock_base(0xABCD, ids["tv_doc"])
        cur.execute("SELECT hashtext(ARRAY['1']::text)")
        assert base + cur.fetchone()[0] in got
        cur.execute(f"SELECT tview._lock_tview({tid})")
        assert held(cur) >= {locks.witness_lock(0xABCD, tid), locks.wide_lock(0xABCD, tid)}
        own.rollback()
        cur.execute("SELECT (current_setting('tview.slot'))::int")
        slot = cur.fetchone()[0]
        assert locks.slot_base(0xABCD) + slot in held(cur)
    own.rollback()
    own.close()
    with pytest.raises(ValueError, match="tview_lock_namespace"):
        locks.check_namespace(0xFFFF)
    assert locks.check_namespace("29814") == 0x7476
