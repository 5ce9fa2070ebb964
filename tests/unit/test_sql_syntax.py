"""SQL spellings of function calls, rewritten into the calls (analyzer.sql_syntax)."""

from __future__ import annotations

import pytest

from dbt_tview.analyzer import sql_syntax
from dbt_tview.analyzer.deparse import normalize


@pytest.mark.parametrize(
    "sql,want",
    [
        ("SELECT (t.a IS NORMALIZED) AS x", "SELECT is_normalized(t.a) AS x"),
        ("SELECT (t.a IS NFKD NORMALIZED) AS x", "SELECT is_normalized(t.a, 'NFKD') AS x"),
        (
            "SELECT (NOT ((t.a || 'b') IS NFC NORMALIZED))",
            "SELECT (NOT is_normalized((t.a || 'b'), 'NFC'))",
        ),
        ("SELECT COLLATION FOR (t.a)", "SELECT pg_collation_for (t.a)"),
        (
            "SELECT SUBSTRING(t.a SIMILAR 'x'::text ESCAPE '#'::text)",
            "SELECT pg_catalog.\"substring\"(t.a, 'x'::text, '#'::text)",
        ),
        (
            "SELECT SUBSTRING((t.a SIMILAR TO 'y') SIMILAR f(t.b, 'x') ESCAPE '#')",
            "SELECT pg_catalog.\"substring\"((t.a SIMILAR TO 'y'), f(t.b, 'x'), '#')",
        ),
        (
            "SELECT (SUBSTRING(t.a SIMILAR 'x' ESCAPE '#') IS NORMALIZED)",
            "SELECT is_normalized(pg_catalog.\"substring\"(t.a, 'x', '#'))",
        ),
        ("SELECT SUBSTRING(t.a FROM 2 FOR 3)", "SELECT SUBSTRING(t.a FROM 2 FOR 3)"),
    ],
)
def test_spellings_become_calls(sql: str, want: str) -> None:
    assert sql_syntax.rewrite(sql) == want


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT 'x IS NORMALIZED)' AS a, 'COLLATION FOR (' AS b",
        'SELECT t."collation" AS "for", (t.a IS "normalized") AS c',
        "SELECT t.normalized, (t.a IS NULL) AS c",
    ],
)
def test_strings_and_quoted_names_are_left_alone(sql: str) -> None:
    assert sql_syntax.rewrite(sql) == sql
    assert sql_syntax.unreadable(sql) is None


@pytest.mark.parametrize(
    "sql,construct",
    [
        ("SELECT (t.a IS JSON) AS x", "IS JSON"),
        ("SELECT (NOT (t.a IS NOT JSON OBJECT)) AS x", "IS JSON"),
        ("SELECT JSON_OBJECT('a' : t.a RETURNING json) AS x", "JSON_OBJECT(...)"),
        ("SELECT JSON_ARRAYAGG(t.a RETURNING json) AS x", "JSON_ARRAYAGG(...)"),
        ("SELECT XMLPARSE(CONTENT t.a STRIP WHITESPACE) AS x", "XMLPARSE(...)"),
        ("SELECT (t.a)::xml IS DOCUMENT AS x", "IS DOCUMENT"),
    ],
)
def test_syntax_without_a_call_form_is_named(sql: str, construct: str) -> None:
    assert sql_syntax.unreadable(sql) == construct


def test_normalize_reads_the_rewritten_calls() -> None:
    out = normalize(
        "SELECT (s.t IS NFC NORMALIZED) AS a, COLLATION FOR (s.t) AS b,"
        " SUBSTRING(s.t SIMILAR 'v'::text ESCAPE '#'::text) AS c FROM public.s"
    )
    assert "IS_NORMALIZED(s.t, 'NFC') AS a" in out
    assert "PG_COLLATION_FOR(s.t) AS b" in out
    assert 'pg_catalog."substring"(s.t, ' in out
