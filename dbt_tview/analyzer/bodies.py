"""Does a function the view calls read tables? Its result then changes when they do, and no
trigger of the tview fires on them: the table would drift from its view.

Read from the function's catalog row, without a database: a SQL function's body is parsed (a
`BEGIN ATOMIC` body's tables are in pg_depend, which the caller passes), any other language's
body is scanned for the words a query is written with, as is a SQL body sqlglot cannot read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError

_DIALECT = "postgres"

# strings, quoted names and comments, which may spell any word
_QUOTED = re.compile(r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|--[^\n]*|/\*.*?\*/", re.S)
# FROM that is no query's: IS DISTINCT FROM, extract(f FROM x), substring(s FROM n), ...
_NOT_A_QUERY = re.compile(
    r"\bdistinct\s+from\b|\b(?:extract|trim|substring|position|overlay)\s*\([^()]*?\bfrom\b",
    re.I | re.S,
)
_QUERY_WORDS = re.compile(r"\b(from|join|execute|table)\b", re.I)
_CALL = re.compile(r"\b([a-z_][a-z0-9_$]*)\s*\(|\"((?:[^\"]|\"\")+)\"\s*\(", re.I)
_STRINGS = re.compile(r"'(?:[^']|'')*'|--[^\n]*|/\*.*?\*/", re.S)
_NAME = r'(?:[a-z_][\w$]*|"(?:[^"]|"")+")'
# FROM or JOIN and a name that is not called: a relation (FROM unnest(x) reads none)
_RELATION = re.compile(
    rf"\b(from|join)\s+(?:only\s+)?({_NAME}(?:\s*\.\s*{_NAME})?)(?![\w$])(?!\s*[(.])", re.I
)
_CTE = re.compile(rf"({_NAME})\s+as\s+(?:not\s+)?(?:materialized\s+)?\(", re.I)
_NOT_RELATIONS = {"lateral", "rows"}


def _tables(body: str) -> list[str] | None:
    """The relations a SQL body names (CTEs left out), None when sqlglot cannot read it."""
    try:
        statements = sqlglot.parse(body, read=_DIALECT)
    except (ParseError, TokenError):
        return None
    found: list[str] = []
    for st in statements:
        if st is None:
            continue
        ctes = {c.alias_or_name for c in st.find_all(exp.CTE)}
        for t in st.find_all(exp.Table):
            if isinstance(t.this, exp.Identifier) and (t.db or t.name not in ctes):
                name = f"{t.db}.{t.name}" if t.db else t.name
                if name not in found:
                    found.append(name)
    return found


def strip_quoted(text: str) -> str:
    """`text` with its strings, quoted names and comments blanked out."""
    return _QUOTED.sub(" ", text)


def _query_word(body: str) -> str | None:
    """The first word of `body` that starts or names a query (FROM, JOIN, EXECUTE, TABLE)."""
    m = _QUERY_WORDS.search(_NOT_A_QUERY.sub(" ", strip_quoted(body)))
    return m[1].upper() if m else None


def _relation_read(body: str) -> str | None:
    """What a procedural body reads by name: FROM or JOIN a relation (a CTE it defines left
    out), or EXECUTE (dynamic SQL may read any). None: it names no relation."""
    text = _NOT_A_QUERY.sub(" ", _STRINGS.sub(" ", body))
    ctes = {m.lower() for m in _CTE.findall(text)}
    for word, name in _RELATION.findall(text):
        if name.lower() not in ctes | _NOT_RELATIONS:
            return f"{word.upper()} {name}"
    if re.search(r"\bexecute\b", strip_quoted(text), re.I):
        return "EXECUTE"
    return None


def called_names(body: str) -> list[str]:
    """The names `body` calls as functions (name followed by a parenthesis), folded to lower
    case as PostgreSQL folds unquoted names, quoted ones as written: the functions it may call,
    a superset."""
    calls = _CALL.findall(_STRINGS.sub(" ", body))
    return sorted(
        {plain.lower() if plain else quoted.replace('""', '"') for plain, quoted in calls}
    )


def table_reads(language: str, volatility: str, body: str, depends_on: Sequence[str]) -> str:
    """What the function reads, as said in an error ('' when it reads no table).

    `language` and `volatility` ('i', 's', 'v') are pg_proc's, `body` its prosrc, `depends_on`
    the relations pg_depend records for it (a `BEGIN ATOMIC` body's). IMMUTABLE is a promise
    PostgreSQL does not check: an IMMUTABLE PL/pgSQL body is read for the relations it names
    (FROM unnest(x) and its own CTEs read none) or dynamic SQL, where a word like FROM alone
    would refuse the set-returning calls such functions use; other languages are taken at
    their word.
    """
    if depends_on:
        return f"table {', '.join(depends_on)}"
    if language == "sql":
        tables = _tables(body)
        if tables is not None:
            return f"table {', '.join(tables)}" if tables else ""
    if volatility == "i" and language != "sql":
        read = _relation_read(body) if language == "plpgsql" else None
        return f"tables (its body has {read}, though it is IMMUTABLE)" if read else ""
    word = _query_word(body)
    return f"tables (its body has {word})" if word else ""
