"""Quoting of PostgreSQL identifiers and literals, shared by the SQL generator, the executor
and the Spark backfill (`spark_ext`), so that every name is written one way."""

from __future__ import annotations


def quote_ident(name: str) -> str:
    """An identifier, always quoted (PostgreSQL folds unquoted names to lower case)."""
    return '"' + name.replace('"', '""') + '"'


def quote_literal(text: str) -> str:
    """A string literal (E'' when it holds a backslash, so that it reads the same whatever
    standard_conforming_strings is)."""
    body = text.replace("'", "''")
    if "\\" in text:
        return "E'" + body.replace("\\", "\\\\") + "'"
    return "'" + body + "'"


def qualified(*parts: str) -> str:
    """A dotted name of quoted parts: `qualified('app', 'tb')` is `"app"."tb"`."""
    return ".".join(quote_ident(p) for p in parts)


def qname(schema: str, name: str) -> str:
    """`schema.name`, both quoted."""
    return qualified(schema, name)
