"""The install replaces the tview's view in place (CREATE OR REPLACE VIEW: same OID, its
dependents kept) exactly when PostgreSQL accepts it, decided from the columns before any DDL
(plan.view_replaceable), else makes it anew; a CREATE OR REPLACE that fails is an error."""

from __future__ import annotations

import psycopg2
import pytest

from dbt_tview import api

SCHEMA_SQL = (
    "CREATE TABLE src (id int PRIMARY KEY, name varchar(10), v int);"
    "INSERT INTO src SELECT i, 'n' || i, i FROM generate_series(1, 50) i"
)
BASE = "SELECT id, name, v FROM src"


def _view_oid(conn) -> int:
    with conn.cursor() as cur:
        cur.execute("SELECT 'v_t'::regclass::oid")
        return cur.fetchone()[0]


def _install(conn, sql: str) -> None:
    api.install(conn, name="tv_t", sql=sql, key="id")
    conn.commit()


@pytest.mark.parametrize(
    ("sql", "in_place"),
    [
        ("SELECT id, name, v, v * 2 AS w FROM src", True),  # appended
        ("SELECT id, name, v + 1 AS v FROM src", True),  # another expression, same column
        ("SELECT id, name AS label, v FROM src", False),  # renamed
        ("SELECT id, name::text AS name, v FROM src", False),  # retyped
        ("SELECT id, name::varchar(20) AS name, v FROM src", False),  # typmod
        ('SELECT id, name COLLATE "C" AS name, v FROM src', False),  # collation
        ("SELECT id, name FROM src", False),  # dropped
    ],
)
def test_the_view_is_replaced_in_place_exactly_when_postgres_allows_it(
    db, sql: str, in_place: bool
) -> None:
    _install(db, BASE)
    before = _view_oid(db)
    _install(db, sql)
    assert (_view_oid(db) == before) is in_place
    assert api.diff(db, name="tv_t") == []
    with db.cursor() as cur:
        cur.execute("UPDATE src SET v = v + 1, name = 'x' || id WHERE id <= 10")
    db.commit()
    assert api.diff(db, name="tv_t") == []


def test_a_create_or_replace_that_fails_is_an_error_and_changes_nothing(db) -> None:
    """(an event trigger refuses CREATE OR REPLACE VIEW alone: creating the view anew instead
    would hide the failure)"""
    _install(db, BASE)
    before = _view_oid(db)
    with db.cursor() as cur:
        cur.execute(
            "CREATE FUNCTION no_replace() RETURNS event_trigger LANGUAGE plpgsql AS $$ BEGIN "
            "IF current_query() ILIKE '%create or replace view%' THEN "
            "RAISE EXCEPTION 'views are not replaced here'; END IF; END $$;"
            "CREATE EVENT TRIGGER no_replace ON ddl_command_end WHEN TAG IN ('CREATE VIEW') "
            "EXECUTE FUNCTION no_replace()"
        )
    db.commit()
    with pytest.raises(psycopg2.Error, match="views are not replaced here"):
        api.install(db, name="tv_t", sql="SELECT id, name, v, v * 2 AS w FROM src", key="id")
    db.rollback()
    assert _view_oid(db) == before
    assert api.diff(db, name="tv_t") == []
