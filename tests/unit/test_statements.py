"""statements.split_statements and creates_function: what the install creates before its
locks (install._precreate_functions) is exactly the script's top-level CREATE OR REPLACE
FUNCTION statements."""

from __future__ import annotations

import pytest

from dbt_tview.statements import creates_function, split_statements, without


@pytest.mark.parametrize(
    "sql, expected",
    [
        ("SELECT 1; SELECT 2;", ["SELECT 1;", "SELECT 2;"]),
        ("SELECT 1; SELECT 2", ["SELECT 1;", "SELECT 2"]),
        ("SELECT ';'; SELECT 'it''s;'", ["SELECT ';';", "SELECT 'it''s;'"]),
        ("SELECT E'\\';'; SELECT 2", ["SELECT E'\\';';", "SELECT 2"]),
        ("SELECT 'a\\'; SELECT 2", ["SELECT 'a\\';", "SELECT 2"]),  # (a plain string: no escape)
        ('SELECT 1 AS "a;""b"; SELECT 2', ['SELECT 1 AS "a;""b";', "SELECT 2"]),
        ("SELECT $$;$$; SELECT 2", ["SELECT $$;$$;", "SELECT 2"]),
        ("SELECT $t$ $$; $u$ ; $t$; SELECT 2", ["SELECT $t$ $$; $u$ ; $t$;", "SELECT 2"]),
        ("SELECT a$b$c; SELECT 2", ["SELECT a$b$c;", "SELECT 2"]),  # (an identifier's $)
        ("PREPARE p AS SELECT $1; SELECT 2", ["PREPARE p AS SELECT $1;", "SELECT 2"]),
        ("SELECT 1 -- ;\n; SELECT 2", ["SELECT 1 -- ;\n;", "SELECT 2"]),
        ("SELECT /* ; /* ; */ ; */ 1; SELECT 2", ["SELECT /* ; /* ; */ ; */ 1;", "SELECT 2"]),
        ("  ; -- only a comment\n /* and another */ ", []),
        ("SELECT 'open; SELECT 2", ["SELECT 'open; SELECT 2"]),  # (unterminated: one statement)
    ],
)
def test_split_statements(sql: str, expected: list[str]) -> None:
    assert split_statements(sql) == expected


def test_a_function_body_is_one_statement_with_its_definition() -> None:
    sql = (
        "-- function f\n"
        "CREATE OR REPLACE FUNCTION s.f() RETURNS trigger LANGUAGE plpgsql AS $tview$\n"
        "BEGIN\n    PERFORM 1;\n    RETURN NULL;\nEND\n$tview$;\n"
        "CREATE OR REPLACE TRIGGER t AFTER UPDATE ON s.x FOR EACH STATEMENT "
        "EXECUTE FUNCTION s.f();\n"
        "DO $tview$ BEGIN\n    CREATE OR REPLACE FUNCTION s.g() RETURNS int\n"
        "        LANGUAGE sql AS 'SELECT 1';\nEND $tview$;\n"
    )
    statements = split_statements(sql)
    assert len(statements) == 3
    assert [creates_function(s) for s in statements] == [True, False, False]
    assert statements[0].endswith("$tview$;") and "PERFORM 1;" in statements[0]
    assert "\n".join(statements).split() == sql.split()


@pytest.mark.parametrize(
    "statement, expected",
    [
        ("create or replace function f() returns int language sql as 'select 1';", True),
        ("/* c */ -- d\nCREATE  OR\nREPLACE FUNCTION f() RETURNS int AS 'x';", True),
        ("CREATE FUNCTION f() RETURNS int AS 'x';", False),  # (fails if it exists: not ours)
        ("CREATE OR REPLACE TRIGGER t AFTER UPDATE ON x EXECUTE FUNCTION f();", False),
        ("DROP FUNCTION IF EXISTS f();", False),
        ("CREATE OR REPLACE FUNCTIONAL();", False),
    ],
)
def test_creates_function(statement: str, expected: bool) -> None:
    assert creates_function(statement) is expected


def test_without_leaves_out_the_statements_run_already() -> None:
    sql = (
        "CREATE OR REPLACE FUNCTION f() RETURNS int AS $$ SELECT 1; $$;\n"
        "CREATE TRIGGER t;\nSELECT 2;"
    )
    done = frozenset(s for s in split_statements(sql) if creates_function(s))
    assert without(sql, done) == "CREATE TRIGGER t;\nSELECT 2;"
    assert without(sql, frozenset()) == sql  # (nothing run: the text as it is)
    assert without(sql, frozenset(split_statements(sql))) == ""
