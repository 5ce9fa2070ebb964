"""Top-level statements of a SQL script, and which of them create functions.

The install creates a tview's functions before it takes the locks of its sources, and runs the
rest of its code (triggers, retirements) under them: see install._precreate_functions. Pure
text, no database.
"""

from __future__ import annotations

import re

# a dollar quote's opening: $$ or $tag$ (a tag is an identifier without $); $1 is a parameter
_DOLLAR = re.compile(r"\$([A-Za-z_\x80-\uffff][A-Za-z_0-9\x80-\uffff]*)?\$")
_WORD_CHAR = re.compile(r"[A-Za-z_0-9$\x80-\uffff]")
_CREATES_FUNCTION = re.compile(r"CREATE\s+OR\s+REPLACE\s+FUNCTION\s", re.IGNORECASE)


def split_statements(sql: str) -> list[str]:
    """The top-level statements of `sql` in order, each stripped and ending with its semicolon
    (the last may have none). A semicolon inside a string ('...', E'...'), a quoted identifier,
    a dollar quote or a comment (-- and nested /* */) ends nothing. Text that is only
    whitespace and comments makes no statement."""
    statements: list[str] = []
    start = i = 0
    n = len(sql)
    while i < n:
        c = sql[i]
        if c == ";":
            _add(statements, sql[start : i + 1])
            start = i = i + 1
        elif c == "'":
            escapes = i > 0 and sql[i - 1] in "Ee" and (i < 2 or not _is_word(sql[i - 2]))
            i = _end_of_string(sql, i, escapes)
        elif c == '"':
            end = sql.find('"', i + 1)
            while end != -1 and sql.startswith('"', end + 1):
                end = sql.find('"', end + 2)
            i = n if end == -1 else end + 1
        elif c == "-" and sql.startswith("--", i):
            end = sql.find("\n", i)
            i = n if end == -1 else end + 1
        elif c == "/" and sql.startswith("/*", i):
            i = _end_of_comment(sql, i)
        elif c == "$" and (i == 0 or not _is_word(sql[i - 1])) and (m := _DOLLAR.match(sql, i)):
            end = sql.find(m.group(0), m.end())
            i = n if end == -1 else end + len(m.group(0))
        else:
            i += 1
    _add(statements, sql[start:])
    return statements


def creates_function(statement: str) -> bool:
    """Whether the statement is a CREATE OR REPLACE FUNCTION (after its leading comments)."""
    return bool(_CREATES_FUNCTION.match(_strip_comments(statement)))


def without(sql: str, done: frozenset[str]) -> str:
    """`sql` less its top-level statements in `done` (run already), the rest in order; `sql`
    itself when `done` is empty."""
    if not done:
        return sql
    return "\n".join(s for s in split_statements(sql) if s not in done)


def _add(statements: list[str], text: str) -> None:
    text = text.strip()
    if _strip_comments(text).strip(" \t\r\n;"):
        statements.append(text)


def _strip_comments(text: str) -> str:
    """`text` without its leading whitespace and comments."""
    i = 0
    while True:
        while i < len(text) and text[i].isspace():
            i += 1
        if text.startswith("--", i):
            end = text.find("\n", i)
            i = len(text) if end == -1 else end + 1
        elif text.startswith("/*", i):
            i = _end_of_comment(text, i)
        else:
            return text[i:]


def _is_word(c: str) -> bool:
    return bool(_WORD_CHAR.match(c))


def _end_of_string(sql: str, i: int, escapes: bool) -> int:
    """The index after the string literal opening at `i` ('' doubles a quote; with `escapes`,
    an E'' string, so does a backslash)."""
    i += 1
    while i < len(sql):
        if escapes and sql[i] == "\\":
            i += 2
        elif sql[i] == "'":
            if sql.startswith("'", i + 1):
                i += 2
            else:
                return i + 1
        else:
            i += 1
    return len(sql)


def _end_of_comment(sql: str, i: int) -> int:
    """The index after the block comment opening at `i` (they nest in PostgreSQL)."""
    depth = 0
    while i < len(sql):
        if sql.startswith("/*", i):
            depth += 1
            i += 2
        elif sql.startswith("*/", i):
            depth -= 1
            i += 2
            if depth == 0:
                return i
        else:
            i += 1
    return len(sql)
