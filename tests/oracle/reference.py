"""A trivially-correct stand-in for ``dbt_tview.api`` used to validate the oracle itself.

``TVIEW_ORACLE_API=reference`` runs the whole oracle against this implementation: every
source change arms a deferred row trigger that recomputes the whole tview at commit
(compare-then-rewrite): statement triggers on the sources insert into ``tview_ref.armed``,
whose deferred constraint trigger runs ``tview.flush()`` (refresh all, rank order).
It is slow and exact, so the oracle must report nothing against it.
``TVIEW_ORACLE_REFERENCE_BUG=1`` plants a bug (refresh never deletes rows) and the oracle
must then fail: this is the oracle's own mutation test.
"""

from __future__ import annotations

import os

from psycopg2 import sql as S

RUNTIME = """
CREATE SCHEMA IF NOT EXISTS tview_ref;
CREATE TABLE IF NOT EXISTS tview_ref.reg (name text PRIMARY KEY, rank int NOT NULL);
CREATE SCHEMA IF NOT EXISTS tview;
CREATE OR REPLACE FUNCTION tview.flush() RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
    PERFORM set_config('tview_ref.busy', '1', true);
    FOR r IN SELECT name FROM tview_ref.reg ORDER BY rank, name LOOP
        EXECUTE format('SELECT tview_ref.%I()', 'refresh_' || r.name);
    END LOOP;
    PERFORM set_config('tview_ref.busy', '0', true);
END $$;
CREATE TABLE IF NOT EXISTS tview_ref.armed (x int);
CREATE OR REPLACE FUNCTION tview_ref.arm() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF coalesce(current_setting('tview_ref.busy', true), '') <> '1' THEN
        INSERT INTO tview_ref.armed VALUES (1);
    END IF;
    RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION tview_ref.at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM tview.flush(); RETURN NULL; END $$;
DO $$ BEGIN
    CREATE CONSTRAINT TRIGGER at_commit AFTER INSERT ON tview_ref.armed
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tview_ref.at_commit();
EXCEPTION WHEN duplicate_object THEN NULL; END $$;
"""


def ensure_runtime(conn, tview_schema="tview"):
    with conn.cursor() as cur:
        cur.execute(RUNTIME)


def _bug():
    return os.environ.get("TVIEW_ORACLE_REFERENCE_BUG", "") not in ("", "0")


def install(conn, *, name, sql, key=None, schema="public", view_name=None, rank=None, **_):
    ensure_runtime(conn)
    entity = name[3:] if name.startswith("tv_") else name
    view = view_name or f"v_{entity}"
    tv = S.Identifier(schema, name)
    v = S.Identifier(schema, view)
    fn = S.Identifier("tview_ref", f"refresh_{name}")
    if _bug():
        apply = S.SQL(
            "INSERT INTO {tv} SELECT * FROM (SELECT * FROM {v} EXCEPT ALL SELECT * FROM {tv}) x;"
        ).format(tv=tv, v=v)
    else:
        apply = S.SQL("DELETE FROM {tv}; INSERT INTO {tv} SELECT * FROM {v};").format(tv=tv, v=v)
    with conn.cursor() as cur:
        cur.execute(S.SQL("CREATE VIEW {} AS ").format(v) + S.SQL(sql))
        cur.execute(S.SQL("CREATE TABLE {} AS SELECT * FROM {}").format(tv, v))
        cur.execute(
            S.SQL(
                "CREATE FUNCTION {fn}() RETURNS void LANGUAGE plpgsql AS $f$ BEGIN "
                "IF EXISTS ((SELECT * FROM {tv} EXCEPT ALL SELECT * FROM {v}) UNION ALL "
                "(SELECT * FROM {v} EXCEPT ALL SELECT * FROM {tv})) THEN {apply} END IF; END $f$"
            ).format(fn=fn, tv=tv, v=v, apply=apply)
        )
        cur.execute(
            "SELECT DISTINCT d.refobjid::regclass::text FROM pg_depend d "
            "JOIN pg_rewrite r ON r.oid = d.objid WHERE r.ev_class = %s::regclass "
            "AND d.refclassid = 'pg_class'::regclass AND d.refobjid <> r.ev_class",
            (f"{schema}.{view}",),
        )
        sources = [r[0] for r in cur.fetchall()]
        # and their partitions: a statement fires the statement triggers of the table it names
        cur.execute(
            "WITH RECURSIVE tree(oid) AS (SELECT i.inhrelid FROM pg_inherits i "
            "WHERE i.inhparent::regclass::text = ANY(%s) UNION SELECT i.inhrelid "
            "FROM pg_inherits i JOIN tree ON i.inhparent = tree.oid) "
            "SELECT oid::regclass::text FROM tree",
            (sources,),
        )
        sources += [r[0] for r in cur.fetchall()]
        for src in sources:
            cur.execute(
                S.SQL(
                    "CREATE TRIGGER {t} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {src} "
                    "FOR EACH STATEMENT EXECUTE FUNCTION tview_ref.arm()"
                ).format(t=S.Identifier(f"tvref_{name}"), src=S.SQL(src))
            )
        cur.execute("INSERT INTO tview_ref.reg VALUES (%s, %s)", (name, rank or 1))


def refresh(conn, *, name, schema="public", keys=None):
    with conn.cursor() as cur:
        cur.execute(S.SQL("SELECT {}()").format(S.Identifier("tview_ref", f"refresh_{name}")))


def diff(conn, *, name, schema="public"):
    with conn.cursor() as cur:
        entity = name[3:] if name.startswith("tv_") else name
        tv = S.Identifier(schema, name)
        v = S.Identifier(schema, f"v_{entity}")
        cur.execute(
            S.SQL(
                "SELECT 'tv_only', * FROM (SELECT * FROM {tv} EXCEPT ALL SELECT * FROM {v}) x "
                "UNION ALL SELECT 'view_only', * FROM (SELECT * FROM {v} EXCEPT ALL "
                "SELECT * FROM {tv}) y"
            ).format(tv=tv, v=v)
        )
        return cur.fetchall()
